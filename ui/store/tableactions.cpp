#include "ui/store/tableactions.h"

#include "models/session/guicontinuation.h"
#include "models/store/storerequests.h"
#include "ui/safety/writeconfirmation.h"
#include "ui/store/deletetabledialog.h"
#include "ui/store/newtabledialog.h"
#include "ui/store/storenavigator.h"

#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"

#include <QAction>
#include <QMessageBox>

namespace rowan {

TableActions::TableActions(
    ServiceSession *session, StoreTreeModel *model, StoreNavigator *navigator, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_session(session)
    , m_model(model)
    , m_navigator(navigator)
    , m_dialogParent(dialogParent)
    , m_newTable(new QAction(tr("New Table…"), this))
    , m_deleteTable(new QAction(tr("Delete Table…"), this))
    , m_refresh(new QAction(tr("Refresh"), this))
{
    m_newTable->setObjectName(QStringLiteral("actionNewTable"));
    m_newTable->setToolTip(tr("Create a table in the current account"));
    m_deleteTable->setObjectName(QStringLiteral("actionDeleteTable"));
    m_deleteTable->setToolTip(tr("Delete the current table and its entities"));
    // Only while the tree has focus: the grid's Delete key is the grid's.
    m_deleteTable->setShortcut(QKeySequence::Delete);
    m_deleteTable->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_refresh->setObjectName(QStringLiteral("actionRefreshTree"));
    m_refresh->setToolTip(tr("Reload accounts, tables and their counts"));
    m_refresh->setShortcut(QKeySequence::Refresh);
    // F5 reloads what has the focus: here the tree, in the grid its rows, in the Partitions dock its list.
    m_refresh->setShortcutContext(Qt::WidgetWithChildrenShortcut);

    connect(m_newTable, &QAction::triggered, this, &TableActions::newTable);
    connect(m_deleteTable, &QAction::triggered, this, &TableActions::deleteTable);
    connect(m_refresh, &QAction::triggered, this, &TableActions::refresh);
    connect(m_navigator, &StoreNavigator::currentNodeChanged, this, &TableActions::updateEnabled);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TableActions::updateEnabled);
    connect(m_session, &ServiceSession::safetyChanged, this, &TableActions::updateEnabled);
    connect(m_model, &StoreTreeModel::tableCreated, m_navigator,
        [this](const QString &account, const QString &table) { m_navigator->selectTable(account, table); });
    connect(m_model, &StoreTreeModel::operationFailed, this, &TableActions::reportFailure);
    connect(m_model, &StoreTreeModel::loadFailed, this, [this](const QString &message) {
        QMessageBox::warning(
            m_dialogParent, tr("Stores"), tr("Cannot read the store's tables:\n%1").arg(message));
    });
    updateEnabled();
}

void TableActions::updateEnabled()
{
    const bool open = m_session->isOpen();
    const bool writable = m_session->writable();
    m_newTable->setEnabled(writable && !m_navigator->currentAccount().isEmpty());
    m_deleteTable->setEnabled(writable && !m_navigator->currentTable().isEmpty());
    m_refresh->setEnabled(open);
}

void TableActions::newTable()
{
    const QString account = m_navigator->currentAccount();
    if (!m_session->isOpen() || account.isEmpty())
        return;
    NewTableDialog dialog(account, m_model->tableNames(account), m_dialogParent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    WriteIntent intent;
    intent.title = tr("New Table");
    intent.confirmText = tr("Create Table");
    intent.question = tr("Create the table <b>%1</b>?").arg(dialog.tableName().toHtmlEscaped());
    intent.account = account;
    intent.table = dialog.tableName();
    if (confirmWrite(m_dialogParent, m_session->safety(), m_session->description().displayName, intent))
        m_model->createTable(account, dialog.tableName());
}

bool TableActions::confirmDelete(const QString &account, const QString &table)
{
    WriteIntent intent;
    intent.title = tr("Delete Table");
    intent.confirmText = tr("Delete Table");
    intent.question = tr("Delete the table <b>%1</b> with all its entities?").arg(table.toHtmlEscaped());
    intent.account = account;
    intent.table = table;
    intent.bulk = true;
    intent.destructive = true;
    return confirmWrite(m_dialogParent, m_session->safety(), m_session->description().displayName, intent);
}

void TableActions::deleteTable()
{
    const QString account = m_navigator->currentAccount();
    const QString table = m_navigator->currentTable();
    if (!m_session->isOpen() || table.isEmpty())
        return;
    if (!m_session->has(ServiceCapability::Statistics)) {
        DeleteTableDialog dialog(account, table, -1, m_dialogParent);
        if (dialog.exec() == QDialog::Accepted && confirmDelete(account, table))
            m_model->deleteTable(account, table);
        return;
    }
    // The tree's count may be older than the last writes: ask the statistics now.
    continueOnGui(this, readTableStats(m_session, account, table),
        [this, account, table](const Result<TableStats> &stats) {
            if (!stats) {
                reportFailure(account, table, stats.error());
                return;
            }
            DeleteTableDialog dialog(account, table, stats->entityCount, m_dialogParent);
            if (dialog.exec() == QDialog::Accepted && confirmDelete(account, table))
                m_model->deleteTable(account, table);
        });
}

void TableActions::refresh()
{
    if (m_session->isOpen())
        m_model->refresh();
}

void TableActions::reportFailure(const QString &account, const QString &table, const Error &error)
{
    QMessageBox::warning(m_dialogParent, tr("Tables"),
        tr("Table %1 of account %2: %3 (%4)").arg(table, account, error.message, error.codeName()));
    m_model->refresh(); // whatever happened, show the store as it is now
}

} // namespace rowan
