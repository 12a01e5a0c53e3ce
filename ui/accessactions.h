// The Access menu: Accounts and Keys, Generate SAS for the current table, Generate Account SAS, Stored
// Access Policies, Token Tester, Serve This Store. Each opens its dialog for the account and table chosen in
// the Stores tree; what the open service cannot do (capabilities) is disabled with the reason in its tooltip.
// A table SAS takes its key range from the entities selected in the grid, else from the partitions chosen in
// the Partitions dock.
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace rowan {

class AccessServeModel;
class EntityGrid;
class EntityTableModel;
class PartitionList;
class ServiceSession;
class StoreNavigator;
class StoreTreeModel;

class AccessActions : public QObject
{
    Q_OBJECT
public:
    AccessActions(
        ServiceSession *session, StoreTreeModel *tree, StoreNavigator *navigator, QWidget *dialogParent);

    QMenu *menu() const { return m_menu; }
    // Where a table SAS takes its key range from (either may be null).
    void setSelectionSources(EntityGrid *grid, EntityTableModel *entities, PartitionList *partitions);

    QAction *accountsAction() const { return m_accounts; }
    QAction *tableSasAction() const { return m_tableSas; }
    QAction *accountSasAction() const { return m_accountSas; }
    QAction *policiesAction() const { return m_policies; }
    QAction *testerAction() const { return m_tester; }
    QAction *serveAction() const { return m_serve; }
    AccessServeModel *serveModel() const { return m_serveModel; }

public Q_SLOTS:
    void showAccounts();
    void generateTableSas();
    void generateAccountSas();
    void editPolicies();
    void testToken();
    void serveStore();

private:
    void updateEnabled();
    QString account() const;

    ServiceSession *m_session;
    StoreTreeModel *m_tree;
    StoreNavigator *m_navigator;
    QWidget *m_dialogParent;
    EntityGrid *m_grid = nullptr;
    EntityTableModel *m_entities = nullptr;
    PartitionList *m_partitions = nullptr;
    QMenu *m_menu;
    QAction *m_accounts;
    QAction *m_tableSas;
    QAction *m_accountSas;
    QAction *m_policies;
    QAction *m_tester;
    QAction *m_serve;
    AccessServeModel *m_serveModel;
};

} // namespace rowan
