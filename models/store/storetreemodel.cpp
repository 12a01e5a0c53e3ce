#include "models/store/storetreemodel.h"

#include "models/connections/savedconnections.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <rowan/account.h>

#include <QColor>
#include <QIcon>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace rowan {

namespace {
// internalId says which list a node lives in: 0 the store row, 1 the accounts, a + 2 the tables of account a,
// and the largest value the saved connections' rows.
constexpr quintptr StoreId = 0;
constexpr quintptr AccountId = 1;
constexpr quintptr ConnectionId = ~quintptr(0);

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

QString formatBytes(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeSIFormat);
}

QIcon encryptionIcon(bool encrypted)
{
    QIcon icon;
    for (const int size : {16, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.scale(size / 16.0, size / 16.0);
        const QColor colour = encrypted ? QColor(0x2f, 0x5d, 0x50) : QColor(0xc0, 0x7a, 0x00);
        p.setPen(QPen(colour, 1.8));
        p.setBrush(Qt::NoBrush);
        QPainterPath shackle;
        shackle.moveTo(4.5, 7.5);
        shackle.lineTo(4.5, 5);
        shackle.arcTo(QRectF(4.5, 1.5, 7, 7), 180, -180);
        if (encrypted)
            shackle.lineTo(11.5, 7.5);
        p.drawPath(shackle);
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawRoundedRect(QRectF(2.5, 7, 11, 8), 1.5, 1.5);
        p.setBrush(Qt::white);
        p.drawRoundedRect(QRectF(7.1, 9.3, 1.8, 3.4), 0.9, 0.9);
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

StoreTreeModel::StoreTreeModel(ServiceSession *session, QObject *parent)
    : QAbstractItemModel(parent)
    , m_session(session)
{
    connect(m_session, &ServiceSession::serviceChanged, this, &StoreTreeModel::refresh);
    connect(m_session, &ServiceSession::safetyChanged, this, [this] {
        m_safety = m_session->safety();
        if (storeRows() > 0)
            Q_EMIT dataChanged(index(0, 0), index(0, ColumnCount - 1));
    });
    // Any commit or noted write can change a count or the catalog; the announcements come a few times a
    // second at most.
    connect(m_session, &ServiceSession::changed, this, &StoreTreeModel::refresh);
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

void StoreTreeModel::setOpenConnection(const QString &id)
{
    if (id == m_openConnection)
        return;
    beginResetModel();
    m_openConnection = id;
    endResetModel();
}

QList<SavedConnection> StoreTreeModel::listedConnections() const
{
    QList<SavedConnection> listed;
    if (!m_connections)
        return listed;
    const QList<SavedConnection> all = m_connections->connections();
    for (const SavedConnection &connection : all) {
        if (connection.id != m_openConnection || m_storeName.isEmpty())
            listed.append(connection);
    }
    return listed;
}

StoreTreeModel::NodeKind StoreTreeModel::kindOf(const QModelIndex &index) const
{
    if (index.internalId() == ConnectionId)
        return NodeKind::Connection;
    if (index.internalId() == StoreId)
        return NodeKind::Store;
    return index.internalId() == AccountId ? NodeKind::Account : NodeKind::Table;
}

QModelIndex StoreTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, row < storeRows() ? StoreId : ConnectionId);
    if (kindOf(parent) == NodeKind::Store)
        return createIndex(row, column, AccountId);
    return createIndex(row, column, quintptr(parent.row()) + 2);
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
        return createIndex(0, 0, StoreId);
    case NodeKind::Table:
        return createIndex(int(child.internalId() - 2), 0, AccountId);
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
        return int(m_accounts.size());
    case NodeKind::Account:
        return int(m_accounts.at(parent.row()).tables.size());
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

QVariant StoreTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const NodeKind kind = kindOf(index);
    if (role == NodeKindRole)
        return int(kind);
    if (kind == NodeKind::Store) {
        const SafetyProfile &safety = m_safety;
        if (const QVariant badge = safetyData(safety, index.column(), role); badge.isValid())
            return badge;
        if (role == Qt::ToolTipRole && safety.level != SafetyLevel::Off)
            return storeData(index, role).toString()
                + tr("\nSafety level: %1").arg(safetyLevelTitle(safety.level));
        return storeData(index, role);
    }
    if (kind == NodeKind::Connection)
        return connectionData(index, role);
    if (kind == NodeKind::Account) {
        const AccountNode &account = m_accounts.at(index.row());
        if (role == AccountRole || (role == Qt::DisplayRole && index.column() == NameColumn))
            return account.name;
        if (role == Qt::DisplayRole && index.column() == EntitiesColumn)
            return account.tables.size() == 1
                ? tr("1 table")
                : tr("%1 tables", nullptr, int(account.tables.size())).arg(account.tables.size());
        const bool development = account.name == QLatin1String(DevelopmentAccountName);
        if (role == DevelopmentRole)
            return development;
        if (!development)
            return {};
        if (role == Qt::ToolTipRole)
            return tr("%1: the public development account, whose key everyone knows").arg(account.name);
        if (role == Qt::DisplayRole && index.column() == SizeColumn)
            return tr("public");
        if (role == Qt::ForegroundRole && index.column() == SizeColumn)
            return QColor(0xc0, 0x7a, 0x00); // the warning amber of the unencrypted padlock
        return {};
    }
    const AccountNode &account = m_accounts.at(int(index.internalId() - 2));
    const TableInfo &table = account.tables.at(index.row());
    switch (role) {
    case AccountRole:
        return account.name;
    case TableRole:
        return table.name;
    case EntityCountRole:
        return table.stats.entityCount;
    case Qt::DisplayRole:
        if (index.column() == NameColumn)
            return table.name;
        if (table.stats.entityCount < 0)
            return index.column() == NameColumn ? QVariant() : QVariant(QStringLiteral("—"));
        if (index.column() == EntitiesColumn)
            return QLocale().toString(table.stats.entityCount);
        return formatBytes(table.stats.bytes);
    case Qt::TextAlignmentRole:
        return index.column() == NameColumn ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (table.stats.entityCount < 0)
            return tr("%1: this endpoint keeps no statistics, so its size is unknown until it is counted")
                .arg(table.name);
        return tr("%1: %2 entities in %3 partitions, %4")
            .arg(table.name, QLocale().toString(table.stats.entityCount),
                QLocale().toString(table.stats.partitionCount), formatBytes(table.stats.bytes));
    default:
        return {};
    }
}

QVariant StoreTreeModel::safetyData(const SafetyProfile &profile, int column, int role)
{
    if (role == SafetyLabelRole)
        return profile.label;
    if (profile.label.isEmpty() || column != EntitiesColumn)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        // The label alone fits the column; the level is in the tooltip, the status bar and the title.
        return profile.label;
    case Qt::BackgroundRole:
        return QColor(profile.colour.isEmpty() ? QStringLiteral("#546e7a") : profile.colour);
    case Qt::ForegroundRole:
        // The badge colours are dark enough for white text; a light one chosen by hand gets black.
        return QColor(
            profile.colour.isEmpty() || QColor(profile.colour).lightnessF() < 0.6 ? Qt::white : Qt::black);
    default:
        return {};
    }
}

QVariant StoreTreeModel::storeData(const QModelIndex &index, int role) const
{
    if (role == RemoteRole)
        return m_remote;
    if (role == ConnectionIdRole)
        return m_remote ? QVariant(m_openConnection) : QVariant();
    if (m_remote) {
        if (role == Qt::DisplayRole && index.column() == NameColumn)
            return m_storeName;
        if (role == Qt::ToolTipRole)
            return tr("%1\nA remote endpoint: reads and writes go over the network%2")
                .arg(m_storePath, m_statistics ? QString() : tr("; it keeps no statistics"));
        if (role == Qt::DecorationRole && index.column() == NameColumn)
            return QIcon::fromTheme(QStringLiteral("network-server"));
        if (role == Qt::DisplayRole && index.column() == EntitiesColumn)
            return m_storePath.startsWith(QLatin1StringView("https:")) ? tr("HTTPS") : tr("HTTP");
        return {};
    }
    if (role == Qt::DisplayRole && index.column() == NameColumn)
        return m_storeName;
    if (role == EncryptedRole)
        return m_encrypted;
    if (role == Qt::ToolTipRole)
        return m_encrypted
            ? tr("%1\nEncrypted (SQLCipher)").arg(m_storePath)
            : tr("%1\nNot encrypted: anyone who can read the file can read its tables").arg(m_storePath);
    if (role == Qt::DecorationRole && index.column() == NameColumn)
        return encryptionIcon(m_encrypted);
    if (role == Qt::DisplayRole && index.column() == EntitiesColumn)
        return m_encrypted ? tr("encrypted") : tr("not encrypted");
    if (role == Qt::ForegroundRole && index.column() == EntitiesColumn && !m_encrypted)
        return QColor(0x8a, 0x5a, 0x00);
    return {};
}

QVariant StoreTreeModel::connectionData(const QModelIndex &index, int role) const
{
    const QList<SavedConnection> listed = listedConnections();
    const int row = index.row() - storeRows();
    if (row < 0 || row >= listed.size())
        return {};
    const SavedConnection &connection = listed.at(row);
    if (const QVariant badge = safetyData(connection.safety, index.column(), role); badge.isValid())
        return badge;
    switch (role) {
    case ConnectionIdRole:
        return connection.id;
    case RemoteRole:
        return true;
    case Qt::DisplayRole:
        if (index.column() == NameColumn)
            return connection.name;
        return index.column() == EntitiesColumn ? tr("not connected") : QVariant();
    case Qt::ToolTipRole:
        return tr("%1\n%2\nDouble-click or press Enter to connect.")
            .arg(connection.name, connection.location);
    case Qt::DecorationRole:
        return index.column() == NameColumn ? QIcon::fromTheme(QStringLiteral("network-server")) : QVariant();
    case Qt::ForegroundRole:
        return index.column() == EntitiesColumn ? QVariant(QColor(0x80, 0x80, 0x80)) : QVariant();
    default:
        return {};
    }
}

QVariant StoreTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case EntitiesColumn:
        return tr("Entities");
    case SizeColumn:
        return tr("Size");
    default:
        return {};
    }
}

QModelIndex StoreTreeModel::tableIndex(const QString &account, const QString &table) const
{
    for (int a = 0; a < m_accounts.size(); ++a) {
        if (m_accounts.at(a).name != account)
            continue;
        const auto &tables = m_accounts.at(a).tables;
        for (int t = 0; t < tables.size(); ++t) {
            if (tables.at(t).name.compare(table, Qt::CaseInsensitive) == 0)
                return createIndex(t, 0, quintptr(a) + 2);
        }
    }
    return {};
}

QModelIndex StoreTreeModel::accountIndex(const QString &account) const
{
    for (int a = 0; a < m_accounts.size(); ++a) {
        if (m_accounts.at(a).name == account)
            return createIndex(a, 0, AccountId);
    }
    return {};
}

QStringList StoreTreeModel::tableNames(const QString &account) const
{
    QStringList names;
    for (const AccountNode &node : m_accounts) {
        if (node.name != account)
            continue;
        for (const TableInfo &table : node.tables)
            names.append(table.name);
    }
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

bool StoreTreeModel::sameShape(
    const QString &displayName, const QList<std::pair<QString, QList<TableInfo>>> &accounts) const
{
    if (m_storeName.isEmpty() || displayName != m_storeName || accounts.size() != m_accounts.size())
        return false;
    for (qsizetype a = 0; a < accounts.size(); ++a) {
        const auto &[name, tables] = accounts.at(a);
        const QList<TableInfo> &shown = m_accounts.at(a).tables;
        if (name != m_accounts.at(a).name || tables.size() != shown.size())
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
    if (!m_session->isOpen()) {
        beginResetModel();
        m_storePath.clear();
        m_storeName.clear();
        m_safety = {};
        m_remote = false;
        m_accounts.clear();
        endResetModel();
        m_loading = false;
        Q_EMIT loaded();
        return;
    }
    m_loading = true;
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
        [this, generation](const Snapshot &snapshot) {
            if (generation != m_generation)
                return; // a newer refresh is on its way
            m_loading = false;
            if (!snapshot.error.isEmpty()) {
                Q_EMIT loadFailed(snapshot.error);
                return;
            }
            if (sameShape(snapshot.displayName, snapshot.accounts)) {
                // Only counts and sizes moved: update them in place, so expansion, selection and the
                // scroll position stay.
                for (qsizetype a = 0; a < m_accounts.size(); ++a)
                    m_accounts[a].tables = snapshot.accounts.at(a).second;
                m_encrypted = snapshot.encrypted;
                m_safety = snapshot.safety;
                const QModelIndex store = index(0, 0);
                Q_EMIT dataChanged(store, store.siblingAtColumn(ColumnCount - 1));
                for (int a = 0; a < int(m_accounts.size()); ++a) {
                    const QModelIndex account = index(a, 0, store);
                    Q_EMIT dataChanged(account, account.siblingAtColumn(ColumnCount - 1));
                    if (const int tables = int(m_accounts.at(a).tables.size()); tables > 0)
                        Q_EMIT dataChanged(index(0, 0, account), index(tables - 1, ColumnCount - 1, account));
                }
                Q_EMIT loaded();
                return;
            }
            beginResetModel();
            m_storePath = snapshot.path;
            m_storeName = snapshot.displayName;
            m_encrypted = snapshot.encrypted;
            m_safety = snapshot.safety;
            m_remote = snapshot.remote;
            m_statistics = snapshot.statistics;
            m_accounts.clear();
            for (const auto &[account, tables] : snapshot.accounts)
                m_accounts.append(AccountNode {account, tables});
            endResetModel();
            Q_EMIT loaded();
        });
}

} // namespace rowan
