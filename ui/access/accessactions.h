// The Access menu: Accounts and Keys, Generate SAS for the current table, Generate Account SAS, Stored
// Access Policies, Token Tester, Serve This Store. Each opens its dialog for the account and table chosen in
// the Stores tree; what the open service cannot do (capabilities) is disabled with the reason in its tooltip.
// A table SAS takes its key range from the entities selected in the grid, else from the partitions chosen in
// the Partitions dock. An account's node in the Stores tree gets its own context menu: Add Account…, Remove
// Account…, Show Keys…, Generate Account SAS…, Copy Connection String.
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
    QAction *addAccountAction() const { return m_addAccount; }
    QAction *removeAccountAction() const { return m_removeAccount; }
    QAction *showKeysAction() const { return m_showKeys; }
    QAction *copyConnectionAction() const { return m_copyConnection; }
    AccessServeModel *serveModel() const { return m_serveModel; }

public Q_SLOTS:
    void showAccounts();
    void generateTableSas();
    void generateAccountSas();
    void editPolicies();
    void testToken();
    void serveStore();
    // Asks for a name; the account gets two generated keys (the tree shows it once committed).
    void addAccount();
    // Asks for confirmation, then deletes the current account with all its tables.
    void removeAccount();
    // The current account's Shared Key connection string (key 1) for this computer's endpoint (the one
    // served from here, else port 10002), to the clipboard; accountOperationDone() says what was copied or
    // why not.
    void copyConnectionString();

Q_SIGNALS:
    // An account operation finished: `message` for the status bar; `ok` false when it failed.
    void accountOperationDone(bool ok, const QString &message);

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
    QAction *m_addAccount;
    QAction *m_removeAccount;
    QAction *m_showKeys;
    QAction *m_copyConnection;
    AccessServeModel *m_serveModel;
};

} // namespace rowan
