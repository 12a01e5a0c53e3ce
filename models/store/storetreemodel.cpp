#include "models/store/storetreemodel.h"

#include "models/connections/savedconnections.h"
#include "models/session/guicontinuation.h"
#include "models/session/openplaces.h"
#include "models/session/servicesession.h"

#include <rowan/account.h>

namespace rowan {

namespace {
constexpr quintptr StoreId = 0;
constexpr quintptr ConnectionId = ~quintptr(0);
// A place's row in the upper half of an internalId, an account's in the lower (StoreTreeModel::kindOf()).
static_assert(sizeof(quintptr) == 8, "the tree packs a place and an account into one internalId");
constexpr int PlaceShift = 32;
constexpr quintptr AccountMask = (quintptr(1) << PlaceShift) - 1;

struct Snapshot
{
    QString error;
    QString path;
    QString displayName;
    bool encrypted = false;
    SafetyProfile safety;
    bool remote = false;
    bool statistics = true;
    QList<std::pair<QString, QList<TableInfo>>> accounts;
};
} // namespace

StoreTreeModel::StoreTreeModel(ServiceSession *session, QObject *parent)
    : QAbstractItemModel(parent)
    , m_session(session)
    , m_places(new OpenPlaces(session, this))
{
    connect(m_places, &OpenPlaces::placesChanged, this, &StoreTreeModel::followPlaces);
    // Shown again or for the first time: load what it holds now.
    connect(m_places, &OpenPlaces::currentChanged, this, [this] {
        // The bold name moves to the place shown.
        if (storeRows() > 0)
            Q_EMIT dataChanged(index(0, 0), index(storeRows() - 1, ColumnCount - 1));
        refresh();
    });
    connect(m_session, &ServiceSession::safetyChanged, this, [this] {
        const int shown = current();
        if (shown < 0)
            return;
        m_nodes[shown].safety = m_session->safety();
        Q_EMIT dataChanged(index(shown, 0), index(shown, ColumnCount - 1));
    });
    // Any commit or noted write can change a count or the catalog; the announcements come a few times a
    // second at most.
    connect(m_session, &ServiceSession::changed, this, &StoreTreeModel::refresh);
}

int StoreTreeModel::current() const
{
    const int shown = m_places->current();
    return shown < storeRows() ? shown : -1;
}

void StoreTreeModel::followPlaces()
{
    QList<PlaceNode> nodes;
    for (int i = 0; i < m_places->count(); ++i) {
        const OpenPlaces::Place &place = m_places->at(i);
        PlaceNode node;
        const bool isConnection = place.kind == OpenPlaces::Kind::Connection;
        for (const PlaceNode &known : std::as_const(m_nodes)) {
            if (known.isConnection == isConnection && known.key == place.key) {
                node = known;
                break;
            }
        }
        node.isConnection = isConnection;
        node.key = place.key;
        const QString connectionId = isConnection ? place.key : QString();
        if (!node.loaded) {
            node.path = place.key;
            node.name = place.name;
            node.remote = place.kind == OpenPlaces::Kind::Connection;
        }
        node.connectionId = connectionId;
        nodes.append(node);
    }
    beginResetModel();
    m_nodes = std::move(nodes);
    endResetModel();
    // loaded() follows, for the place shown.
    refresh();
}

void StoreTreeModel::setConnections(SavedConnections *connections)
{
    if (m_connections)
        disconnect(m_connections, nullptr, this, nullptr);
    beginResetModel();
    m_connections = connections;
    endResetModel();
    if (!m_connections)
        return;
    // Saved connections change rarely and by hand: a reset keeps the row arithmetic simple.
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved}) {
        connect(m_connections, signal, this, [this] {
            beginResetModel();
            endResetModel();
            Q_EMIT loaded();
        });
    }
    connect(m_connections, &QAbstractItemModel::dataChanged, this, [this] {
        const int rows = rowCount();
        if (rows > storeRows())
            Q_EMIT dataChanged(index(storeRows(), 0), index(rows - 1, ColumnCount - 1));
    });
}

QString StoreTreeModel::openConnection() const
{
    const int shown = current();
    return shown >= 0 ? m_nodes.at(shown).connectionId : QString();
}

QString StoreTreeModel::storePath() const
{
    const int shown = current();
    return shown >= 0 ? m_nodes.at(shown).path : QString();
}

bool StoreTreeModel::isEncrypted() const
{
    const int shown = current();
    return shown >= 0 && m_nodes.at(shown).encrypted;
}

QList<SavedConnection> StoreTreeModel::listedConnections() const
{
    QList<SavedConnection> listed;
    if (!m_connections)
        return listed;
    const QList<SavedConnection> all = m_connections->connections();
    for (const SavedConnection &connection : all) {
        if (m_places->indexOf(OpenPlaces::Kind::Connection, connection.id) < 0)
            listed.append(connection);
    }
    return listed;
}

// internalId says which list a node lives in: 0 the open places' rows, the largest value the saved
// connections' rows, (p + 1) << 32 the accounts of place p, and ((p + 1) << 32) + a + 1 the tables of its
// account a.
StoreTreeModel::NodeKind StoreTreeModel::kindOf(const QModelIndex &index) const
{
    if (index.internalId() == ConnectionId)
        return NodeKind::Connection;
    if (index.internalId() == StoreId)
        return NodeKind::Store;
    return (index.internalId() & AccountMask) == 0 ? NodeKind::Account : NodeKind::Table;
}

int StoreTreeModel::accountOf(const QModelIndex &index) const
{
    return int(index.internalId() & AccountMask) - 1;
}

int StoreTreeModel::placeOf(const QModelIndex &index) const
{
    switch (kindOf(index)) {
    case NodeKind::Store:
        return index.row();
    case NodeKind::Connection:
        return -1;
    case NodeKind::Account:
    case NodeKind::Table:
        return int(index.internalId() >> PlaceShift) - 1;
    }
    return -1;
}

QModelIndex StoreTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, row < storeRows() ? StoreId : ConnectionId);
    const quintptr place = quintptr(placeOf(parent) + 1) << PlaceShift;
    if (kindOf(parent) == NodeKind::Store)
        return createIndex(row, column, place);
    return createIndex(row, column, place + quintptr(parent.row()) + 1);
}

QModelIndex StoreTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    switch (kindOf(child)) {
    case NodeKind::Store:
    case NodeKind::Connection:
        return {};
    case NodeKind::Account:
        return createIndex(placeOf(child), 0, StoreId);
    case NodeKind::Table:
        return createIndex(int(child.internalId() & AccountMask) - 1, 0, child.internalId() & ~AccountMask);
    }
    return {};
}

int StoreTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return storeRows() + int(listedConnections().size());
    if (parent.column() != 0)
        return 0;
    switch (kindOf(parent)) {
    case NodeKind::Store:
        return int(m_nodes.at(parent.row()).accounts.size());
    case NodeKind::Account:
        return int(m_nodes.at(placeOf(parent)).accounts.at(parent.row()).tables.size());
    case NodeKind::Table:
    case NodeKind::Connection:
        return 0;
    }
    return 0;
}

int StoreTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QModelIndex StoreTreeModel::placeIndex(int place) const
{
    if (place < 0)
        place = current();
    return place >= 0 && place < storeRows() ? createIndex(place, 0, StoreId) : QModelIndex();
}

QModelIndex StoreTreeModel::tableIndex(const QString &account, const QString &table, int place) const
{
    const QModelIndex accountNode = accountIndex(account, place);
    if (!accountNode.isValid())
        return {};
    const auto &tables = m_nodes.at(placeOf(accountNode)).accounts.at(accountNode.row()).tables;
    for (int t = 0; t < tables.size(); ++t) {
        if (tables.at(t).name.compare(table, Qt::CaseInsensitive) == 0)
            return index(t, 0, accountNode);
    }
    return {};
}

QModelIndex StoreTreeModel::accountIndex(const QString &account, int place) const
{
    const QModelIndex placeNode = placeIndex(place);
    if (!placeNode.isValid())
        return {};
    const QList<AccountNode> &accounts = m_nodes.at(placeNode.row()).accounts;
    for (int a = 0; a < accounts.size(); ++a) {
        if (accounts.at(a).name == account)
            return index(a, 0, placeNode);
    }
    return {};
}

QStringList StoreTreeModel::tableNames(const QString &account) const
{
    QStringList names;
    const QModelIndex accountNode = accountIndex(account);
    if (!accountNode.isValid())
        return names;
    for (const TableInfo &table : m_nodes.at(placeOf(accountNode)).accounts.at(accountNode.row()).tables)
        names.append(table.name);
    return names;
}

void StoreTreeModel::createTable(const QString &account, const QString &name)
{
    if (!m_session->isOpen())
        return;
    continueOnGui(this, m_session->run([account, name](TableService &service) -> Status {
        return service.createTable(account, name).transform([](const TableInfo &) {});
    }),
        [this, account, name](const Status &status) {
            if (!status) {
                Q_EMIT operationFailed(account, name, status.error());
                return;
            }
            Q_EMIT tableCreated(account, name);
            refresh();
        });
}

void StoreTreeModel::deleteTable(const QString &account, const QString &name)
{
    if (!m_session->isOpen())
        return;
    continueOnGui(this,
        m_session->run([account, name](TableService &service) { return service.deleteTable(account, name); }),
        [this, account, name](const Status &status) {
            if (!status) {
                Q_EMIT operationFailed(account, name, status.error());
                return;
            }
            Q_EMIT tableDeleted(account, name);
            refresh();
        });
}

bool StoreTreeModel::sameShape(const PlaceNode &node, const QString &displayName,
    const QList<std::pair<QString, QList<TableInfo>>> &accounts) const
{
    if (!node.loaded || displayName != node.name || accounts.size() != node.accounts.size())
        return false;
    for (qsizetype a = 0; a < accounts.size(); ++a) {
        const auto &[name, tables] = accounts.at(a);
        const QList<TableInfo> &shown = node.accounts.at(a).tables;
        if (name != node.accounts.at(a).name || tables.size() != shown.size())
            return false;
        for (qsizetype t = 0; t < tables.size(); ++t) {
            if (tables.at(t).name != shown.at(t).name)
                return false;
        }
    }
    return true;
}

void StoreTreeModel::refresh()
{
    const quint64 generation = ++m_generation;
    if (!m_session->isOpen() || current() < 0) {
        m_loading = false;
        Q_EMIT loaded();
        return;
    }
    m_loading = true;
    const std::weak_ptr<TableService> shown = m_session->service();
    continueOnGui(this, m_session->run([](TableService &service) {
        Snapshot snapshot;
        const ServiceDescription description = service.description();
        snapshot.path = description.location;
        snapshot.displayName = description.displayName;
        snapshot.encrypted = description.encrypted;
        snapshot.safety = description.safety;
        snapshot.remote = description.kind == ServiceKind::Remote;
        snapshot.statistics = description.capabilities.testFlag(ServiceCapability::Statistics);
        auto accounts = service.accounts();
        if (!accounts) {
            snapshot.error = accounts.error().message;
            return snapshot;
        }
        for (const Account &account : *accounts) {
            auto tables = service.listTables(account.name);
            if (!tables) {
                snapshot.error = tables.error().message;
                return snapshot;
            }
            snapshot.accounts.append({account.name, *tables});
        }
        return snapshot;
    }),
        [this, generation, shown](const Snapshot &snapshot) {
            if (generation != m_generation)
                return; // a newer refresh is on its way
            m_loading = false;
            if (!snapshot.error.isEmpty()) {
                Q_EMIT loadFailed(snapshot.error);
                return;
            }
            // The place loaded is the one shown when the load began.
            const int place = current();
            if (place < 0 || m_places->at(place).service != shown.lock())
                return;
            PlaceNode &node = m_nodes[place];
            // A saved connection goes by the name the user gave it; a store by its file's.
            const QString name
                = node.connectionId.isEmpty() ? snapshot.displayName : m_places->at(place).name;
            if (sameShape(node, name, snapshot.accounts)) {
                // Only counts and sizes moved: update them in place, so expansion, selection and the
                // scroll position stay.
                for (qsizetype a = 0; a < node.accounts.size(); ++a)
                    node.accounts[a].tables = snapshot.accounts.at(a).second;
                node.encrypted = snapshot.encrypted;
                node.safety = snapshot.safety;
                const QModelIndex store = index(place, 0);
                Q_EMIT dataChanged(store, store.siblingAtColumn(ColumnCount - 1));
                for (int a = 0; a < int(node.accounts.size()); ++a) {
                    const QModelIndex account = index(a, 0, store);
                    Q_EMIT dataChanged(account, account.siblingAtColumn(ColumnCount - 1));
                    if (const int tables = int(node.accounts.at(a).tables.size()); tables > 0)
                        Q_EMIT dataChanged(index(0, 0, account), index(tables - 1, ColumnCount - 1, account));
                }
                Q_EMIT loaded();
                return;
            }
            // A reset rather than row moves: places are loaded whole, and rarely change shape.
            beginResetModel();
            node.path = snapshot.path;
            node.name = name;
            node.encrypted = snapshot.encrypted;
            node.safety = snapshot.safety;
            node.remote = snapshot.remote;
            node.statistics = snapshot.statistics;
            node.loaded = true;
            node.accounts.clear();
            for (const auto &[account, tables] : snapshot.accounts)
                node.accounts.append(AccountNode {account, tables});
            endResetModel();
            Q_EMIT loaded();
        });
}

} // namespace rowan
