#include "ui/access/accessactions.h"

#include "models/access/accessrequests.h"
#include "models/access/accessservemodel.h"
#include "models/grid/entitytablemodel.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"
#include "ui/access/accessservedialog.h"
#include "ui/access/accountdialog.h"
#include "ui/access/policydialog.h"
#include "ui/access/sasdialog.h"
#include "ui/access/tokentesterdialog.h"
#include "ui/grid/entitygrid.h"
#include "ui/keys/partitionlist.h"
#include "ui/safety/writeconfirmation.h"
#include "ui/store/storenavigator.h"

#include "models/access/accountlistmodel.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QUrl>

namespace rowan {

AccessActions::AccessActions(
    ServiceSession *session, StoreTreeModel *tree, StoreNavigator *navigator, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_session(session)
    , m_tree(tree)
    , m_navigator(navigator)
    , m_dialogParent(dialogParent)
    , m_menu(new QMenu(tr("&Access"), dialogParent))
{
    m_menu->setObjectName(QStringLiteral("accessMenu"));
    m_accounts = m_menu->addAction(tr("&Accounts and Keys…"), this, &AccessActions::showAccounts);
    m_accounts->setObjectName(QStringLiteral("actionAccounts"));
    m_menu->addSeparator();
    m_tableSas = m_menu->addAction(tr("Generate &SAS for Table…"), this, &AccessActions::generateTableSas);
    m_tableSas->setObjectName(QStringLiteral("actionTableSas"));
    m_accountSas = m_menu->addAction(tr("Generate A&ccount SAS…"), this, &AccessActions::generateAccountSas);
    m_accountSas->setObjectName(QStringLiteral("actionAccountSas"));
    m_policies = m_menu->addAction(tr("Stored Access &Policies…"), this, &AccessActions::editPolicies);
    m_policies->setObjectName(QStringLiteral("actionPolicies"));
    m_menu->addSeparator();
    m_tester = m_menu->addAction(tr("&Token Tester…"), this, &AccessActions::testToken);
    m_tester->setObjectName(QStringLiteral("actionTokenTester"));
    m_menu->addSeparator();
    m_serve = m_menu->addAction(tr("Ser&ve This Store…"), this, &AccessActions::serveStore);
    m_serve->setObjectName(QStringLiteral("actionServe"));
    m_serveModel = new AccessServeModel(session, this);

    // The account node's context menu in the Stores tree.
    m_addAccount = new QAction(tr("Add Account…"), this);
    m_addAccount->setObjectName(QStringLiteral("actionAddAccount"));
    connect(m_addAccount, &QAction::triggered, this, &AccessActions::addAccount);
    m_removeAccount = new QAction(tr("Remove Account…"), this);
    m_removeAccount->setObjectName(QStringLiteral("actionRemoveAccount"));
    connect(m_removeAccount, &QAction::triggered, this, &AccessActions::removeAccount);
    m_showKeys = new QAction(tr("Show Keys…"), this);
    m_showKeys->setObjectName(QStringLiteral("actionShowKeys"));
    connect(m_showKeys, &QAction::triggered, this, &AccessActions::showAccounts);
    m_copyConnection = new QAction(tr("Copy Connection String"), this);
    m_copyConnection->setObjectName(QStringLiteral("actionCopyConnectionString"));
    connect(m_copyConnection, &QAction::triggered, this, &AccessActions::copyConnectionString);
    auto *separator = new QAction(this);
    separator->setSeparator(true);
    m_navigator->addAccountActions(
        {m_addAccount, m_removeAccount, separator, m_showKeys, m_accountSas, m_copyConnection});
    connect(m_session, &ServiceSession::serviceChanged, this, &AccessActions::updateEnabled);
    connect(m_session, &ServiceSession::safetyChanged, this, &AccessActions::updateEnabled);
    connect(m_navigator, &StoreNavigator::currentNodeChanged, this, &AccessActions::updateEnabled);
    connect(m_menu, &QMenu::aboutToShow, this, &AccessActions::updateEnabled);
    updateEnabled();
}

void AccessActions::setSelectionSources(
    EntityGrid *grid, EntityTableModel *entities, PartitionList *partitions)
{
    m_grid = grid;
    m_entities = entities;
    m_partitions = partitions;
}

QString AccessActions::account() const
{
    return m_navigator->currentAccount();
}

void AccessActions::updateEnabled()
{
    const bool open = m_session->isOpen();
    const bool keys = m_session->has(ServiceCapability::AccountKeys);
    const bool table = open && !m_navigator->currentTable().isEmpty();
    const QString noKeys = tr("This service does not give the account keys needed to sign tokens.");
    m_accounts->setEnabled(open && !account().isEmpty());
    m_tableSas->setEnabled(table && keys);
    m_tableSas->setToolTip(!keys ? noKeys : table ? QString() : tr("Choose a table in the Stores tree."));
    m_accountSas->setEnabled(open && keys && !account().isEmpty());
    m_accountSas->setToolTip(keys ? QString() : noKeys);
    const bool acl = m_session->has(ServiceCapability::TableAcl);
    m_policies->setEnabled(table && acl);
    m_policies->setToolTip(!acl ? tr("This service does not offer stored access policies.")
            : table             ? QString()
                                : tr("Choose a table in the Stores tree."));
    m_tester->setEnabled(open && !account().isEmpty());
    m_tester->setToolTip(keys ? QString() : tr("Without the account keys no signature can be checked here."));
    const bool manage = m_session->has(ServiceCapability::ManageAccounts);
    const QString noManage = tr("Accounts are managed by the endpoint, not here.");
    const bool writable = m_session->writable();
    m_addAccount->setEnabled(writable && manage);
    m_addAccount->setToolTip(manage ? QString() : noManage);
    m_removeAccount->setEnabled(writable && manage && !account().isEmpty());
    m_removeAccount->setToolTip(manage ? QString() : noManage);
    m_showKeys->setEnabled(m_accounts->isEnabled());
    m_copyConnection->setEnabled(open && keys && !account().isEmpty());
    m_copyConnection->setToolTip(keys ? QString() : noKeys);
    m_serve->setEnabled(m_serveModel->isServing() || m_serveModel->canServe());
    m_serve->setToolTip(
        m_serve->isEnabled() ? QString() : tr("Only an embedded store can be served from here."));
}

void AccessActions::showAccounts()
{
    auto *dialog = new AccountDialog(m_session, account(), m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &AccountDialog::accountsChanged, m_tree, &StoreTreeModel::refresh);
    dialog->show();
}

void AccessActions::generateTableSas()
{
    const QString table = m_navigator->currentTable();
    auto *dialog = new SasDialog(m_session, SasModel::Kind::Service, account(), table, m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The grid's selection when it shows this table, else the chosen partitions.
    QList<std::pair<QString, QString>> keys;
    if (m_grid && m_entities && m_entities->account() == account()
        && m_entities->table().compare(table, Qt::CaseInsensitive) == 0) {
        for (int row : m_grid->selectedRows()) {
            if (m_entities->isRowLoaded(row)) {
                const Entity &e = m_entities->entityAt(row);
                keys.append({e.partitionKey(), e.rowKey()});
            }
        }
    }
    if (!keys.isEmpty())
        dialog->model()->setRangeFromKeys(keys);
    else if (m_partitions)
        dialog->model()->setRangeFromPartitions(m_partitions->chosenPartitions());
    dialog->showRange();
    if (m_serveModel->isServing())
        dialog->setEndpoint(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_serveModel->port())));
    dialog->show();
}

void AccessActions::generateAccountSas()
{
    auto *dialog = new SasDialog(m_session, SasModel::Kind::Account, account(), {}, m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (m_serveModel->isServing())
        dialog->setEndpoint(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_serveModel->port())));
    dialog->show();
}

void AccessActions::editPolicies()
{
    auto *dialog = new PolicyDialog(m_session, account(), m_navigator->currentTable(), m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void AccessActions::testToken()
{
    auto *dialog = new TokenTesterDialog(m_session, account(), m_navigator->currentTable(), m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

} // namespace rowan

namespace rowan {

void AccessActions::serveStore()
{
    auto *dialog = new AccessServeDialog(m_serveModel, account(), m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void AccessActions::addAccount()
{
    bool ok = false;
    const QString name = QInputDialog::getText(m_dialogParent, tr("Add Account"),
        tr("Account name (3 to 24 lower-case letters and digits). Two keys are generated."),
        QLineEdit::Normal, {}, &ok)
                             .trimmed();
    if (!ok || name.isEmpty())
        return;
    WriteIntent intent;
    intent.title = tr("Add Account");
    intent.confirmText = tr("Add Account");
    intent.question = tr("Add the account <b>%1</b> with two new keys?").arg(name.toHtmlEscaped());
    intent.account = name;
    if (!confirmWrite(m_dialogParent, m_session->safety(), m_session->description().displayName, intent))
        return;
    continueOnGui(this, createAccount(m_session, name), [this, name](const Result<Account> &created) {
        if (!created) {
            QMessageBox::warning(m_dialogParent, tr("Add Account"),
                tr("The account %1 was not added: %2").arg(name, created.error().message));
            Q_EMIT accountOperationDone(false, created.error().message);
            return;
        }
        Q_EMIT accountOperationDone(true, tr("Account %1 added with two new keys.").arg(name));
    });
}

void AccessActions::removeAccount()
{
    const QString name = account();
    if (name.isEmpty())
        return;
    const QStringList tables = m_tree->tableNames(name);
    if (QMessageBox::warning(m_dialogParent, tr("Remove Account"),
            tr("Remove account %1 with %2 and all their entities? This cannot be undone.")
                .arg(name,
                    tables.size() == 1 ? tr("its 1 table")
                                       : tr("its %1 tables", nullptr, int(tables.size())).arg(tables.size())),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
        != QMessageBox::Yes)
        return;
    WriteIntent intent;
    intent.title = tr("Remove Account");
    intent.confirmText = tr("Remove Account");
    intent.question = tr("Remove the account <b>%1</b> with all its tables?").arg(name.toHtmlEscaped());
    intent.account = name;
    intent.destructive = true;
    if (!confirmWrite(m_dialogParent, m_session->safety(), m_session->description().displayName, intent))
        return;
    continueOnGui(this, deleteAccount(m_session, name), [this, name](const Status &removed) {
        if (!removed) {
            QMessageBox::warning(m_dialogParent, tr("Remove Account"),
                tr("The account %1 was not removed: %2").arg(name, removed.error().message));
            Q_EMIT accountOperationDone(false, removed.error().message);
            return;
        }
        Q_EMIT accountOperationDone(true, tr("Account %1 removed.").arg(name));
    });
}

void AccessActions::copyConnectionString()
{
    const QString name = account();
    if (name.isEmpty())
        return;
    const QUrl endpoint(QStringLiteral("http://127.0.0.1:%1")
                            .arg(m_serveModel->isServing() ? m_serveModel->port() : quint16(10002)));
    continueOnGui(this, readAccount(m_session, name), [this, name, endpoint](const Result<Account> &found) {
        if (!found || found->key1.isEmpty()) {
            Q_EMIT accountOperationDone(false,
                found ? tr("The account %1 has no key to put in a connection string.").arg(name)
                      : found.error().message);
            return;
        }
        QGuiApplication::clipboard()->setText(
            AccountListModel::sharedKeyConnectionString(*found, 1, endpoint));
        Q_EMIT accountOperationDone(
            true, tr("Copied the connection string of %1 (key 1, %2).").arg(name, endpoint.toString()));
    });
}

} // namespace rowan
