#include "accessactions.h"

#include "accessservedialog.h"
#include "accessservemodel.h"
#include "accountdialog.h"
#include "entitygrid.h"
#include "entitytablemodel.h"
#include "partitionlist.h"
#include "policydialog.h"
#include "sasdialog.h"
#include "servicesession.h"
#include "storenavigator.h"
#include "storetreemodel.h"
#include "tokentesterdialog.h"

#include <QAction>
#include <QMenu>
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
    connect(m_session, &ServiceSession::serviceChanged, this, &AccessActions::updateEnabled);
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

} // namespace rowan
