#include "ui/find/findactions.h"

#include "ui/connections/connectionactions.h"
#include "ui/find/quickopen.h"
#include "ui/find/textindexdialog.h"
#include "ui/store/storenavigator.h"

#include "models/connections/savedconnections.h"
#include "models/session/guicontinuation.h"
#include "models/session/openplaces.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"

#include <QAction>
#include <QWidget>

namespace rowan {

FindActions::FindActions(ServiceSession *session, StoreTreeModel *tree, StoreNavigator *navigator,
    ConnectionActions *connections, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_session(session)
    , m_tree(tree)
    , m_navigator(navigator)
    , m_connections(connections)
    , m_dialogParent(dialogParent)
    , m_quickOpen(new QAction(tr("&Quick Open…"), this))
    , m_textIndex(new QAction(tr("Text &Index…"), this))
    , m_tableNames(QStringLiteral("quickOpen/connectionTables"))
{
    m_quickOpen->setObjectName(QStringLiteral("actionQuickOpen"));
    m_quickOpen->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_quickOpen->setToolTip(tr("Open a table or a saved connection by typing part of its name"));
    connect(m_quickOpen, &QAction::triggered, this, &FindActions::showQuickOpen);
    m_textIndex->setObjectName(QStringLiteral("actionTextIndex"));
    m_textIndex->setToolTip(tr("Build or remove the table's text index, which Find answers from"));
    connect(m_textIndex, &QAction::triggered, this, &FindActions::showTextIndex);
    connect(m_navigator, &StoreNavigator::currentNodeChanged, this, &FindActions::updateActions);
    connect(m_session, &ServiceSession::serviceChanged, this, &FindActions::updateActions);
    connect(m_tree, &StoreTreeModel::loaded, this, &FindActions::rememberShownTables);
    if (m_connections) {
        connect(m_connections, &ConnectionActions::connected, this, [this] {
            const PendingTable pending = std::exchange(m_pending, {});
            if (pending.connectionId.isEmpty() || m_tree->openConnection() != pending.connectionId)
                return;
            if (pending.newTab)
                Q_EMIT newTabRequested(m_tree->places()->current(), pending.account, pending.table);
            else
                m_navigator->selectTable(pending.account, pending.table);
        });
        connect(m_connections, &ConnectionActions::connectFailed, this, [this] { m_pending = {}; });
        // A forgotten connection's table names go with it.
        connect(m_connections->connections(), &QAbstractItemModel::rowsRemoved, this, [this] {
            QStringList ids;
            for (const SavedConnection &saved : m_connections->connections()->connections())
                ids.append(saved.id);
            m_tableNames.keepOnly(ids);
        });
    }
    updateActions();
}

void FindActions::rememberShownTables()
{
    const QString id = m_tree->openConnection();
    if (id.isEmpty() || !m_connections || !m_connections->connections()->connection(id).isValid())
        return;
    QList<TableNameCache::TableName> names;
    const QModelIndex place = m_tree->placeIndex();
    for (int a = 0; a < m_tree->rowCount(place); ++a) {
        const QModelIndex account = m_tree->index(a, 0, place);
        for (int t = 0; t < m_tree->rowCount(account); ++t)
            names.append({account.data(StoreTreeModel::AccountRole).toString(),
                m_tree->index(t, 0, account).data(StoreTreeModel::TableRole).toString()});
    }
    m_tableNames.remember(id, names);
}

void FindActions::listStaleConnections()
{
    if (!m_connections)
        return;
    const QList<SavedConnection> saved = m_connections->connections()->connections();
    for (const SavedConnection &connection : saved) {
        const QString id = connection.id;
        if (m_tree->places()->indexOf(OpenPlaces::Kind::Connection, id) >= 0 || m_listing.contains(id)
            || !m_tableNames.isStale(id, ListingMaxAgeSeconds))
            continue;
        m_listing.insert(id);
        // Without the journal: listing writes nothing, and no passphrase is asked for behind Quick Open.
        continueOnGui(this, m_connections->serviceFor(id, false),
            [this, id](const Result<std::shared_ptr<TableService>> &service) {
                if (!service) {
                    m_listing.remove(id); // no secret kept, or the endpoint did not answer: the list stays
                    return;
                }
                continueOnGui(this, TableNameCache::list(m_session, *service),
                    [this, id](const Result<QList<TableNameCache::TableName>> &names) {
                        m_listing.remove(id);
                        if (!names)
                            return;
                        m_tableNames.remember(id, *names);
                        if (m_dialog)
                            m_dialog->setItems(QuickOpenModel::itemsOf(*m_tree, &m_tableNames));
                    });
            });
    }
}

void FindActions::openConnectionTable(
    const QString &id, const QString &account, const QString &table, bool newTab)
{
    m_pending = {id, account, table, newTab};
    m_connections->connectSaved(id);
}

void FindActions::updateActions()
{
    m_textIndex->setEnabled(
        m_session->has(ServiceCapability::TextIndex) && !m_navigator->currentTable().isEmpty());
}

void FindActions::showQuickOpen()
{
    auto *dialog = new QuickOpenDialog(QuickOpenModel::itemsOf(*m_tree, &m_tableNames), m_dialogParent);
    m_dialog = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QuickOpenDialog::tableChosen, this,
        [this](int place, const QString &account, const QString &table, bool newTab) {
            if (newTab)
                Q_EMIT newTabRequested(place, account, table);
            else
                m_navigator->selectTable(account, table, place);
        });
    if (m_connections) {
        connect(dialog, &QuickOpenDialog::connectionChosen, m_connections, &ConnectionActions::connectSaved);
        connect(dialog, &QuickOpenDialog::connectionTableChosen, this, &FindActions::openConnectionTable);
    }
    dialog->open();
    listStaleConnections();
}

void FindActions::showTextIndex()
{
    const QString table = m_navigator->currentTable();
    if (table.isEmpty() || !m_session->has(ServiceCapability::TextIndex))
        return;
    auto *dialog = new TextIndexDialog(m_session, m_navigator->currentAccount(), table, m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

} // namespace rowan
