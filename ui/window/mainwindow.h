// The explorer's main window: menus, docks and the status bar. Features live in their own widgets;
// this class only arranges them and routes the File menu.
#pragma once

#include <QMainWindow>

#include <memory>

class QDockWidget;
class QLabel;
class QMenu;
class QToolButton;

namespace rowan {

class ConnectionActions;
class EntityGrid;
class EntityTableModel;
class QueryBar;
class RecentStoresModel;
class ServiceSession;
class Store;
class StoreNavigator;
class StoreTreeModel;
class TableActions;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The local store shown now; empty when none is open or a remote endpoint is shown.
    QString currentStorePath() const { return m_storePath; }
    RecentStoresModel *recentStores() const { return m_recent; }
    ServiceSession *session() const { return m_session; }
    EntityTableModel *entityModel() const { return m_entityModel; }
    StoreTreeModel *storeTree() const { return m_treeModel; }
    ConnectionActions *connections() const { return m_connections; }
    QueryBar *queryBar() const { return m_queryBar; }

    // The store opened when Rowan starts without one: in the application-data folder, created with the
    // demo tables the first time.
    static QString defaultStorePath();

public Q_SLOTS:
    // Opens the store at path, asking for its passphrase when it is encrypted (again after a wrong one);
    // with create, asks for a new passphrase and creates it. Asynchronous: storeOpened() or
    // storeOpenFailed() follows.
    void openStore(const QString &path, bool create = false);
    // Opens without asking (a wrong passphrase fails with storeOpenFailed()).
    void openStoreWithPassphrase(const QString &path, const QString &passphrase, bool create);
    // Opens defaultStorePath(), creating it with the demo content when absent.
    void openDefaultStore();
    void closeStore();
    void newStore();
    void openStoreDialog();
    void showAbout();
    // File ▸ Change Passphrase: rekeys the open store on a worker (ChangePassphraseDialog).
    void changePassphrase();
    // File ▸ Check Store (backup false) or File ▸ Back Up… (asks for the target first).
    void runMaintenance(bool backup);

Q_SIGNALS:
    void storeChanged(const QString &path);
    void storeOpened(const QString &path);
    void storeOpenFailed(const QString &path, const QString &message);

private:
    void createActions();
    void createDocks();
    void rebuildRecentMenu();
    void updateTitle();
    void beginOpen(const QString &path, const QString &passphrase, bool create, bool interactive);
    // Shows a store that has just been opened (or created) on a worker.
    void showOpenedStore(const QString &path, const std::shared_ptr<Store> &store, const QString &message);

    ServiceSession *m_session = nullptr;
    StoreTreeModel *m_treeModel = nullptr;
    EntityTableModel *m_entityModel = nullptr;
    StoreNavigator *m_navigator = nullptr;
    EntityGrid *m_grid = nullptr;
    QueryBar *m_queryBar = nullptr;
    RecentStoresModel *m_recent = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_closeAction = nullptr;
    QLabel *m_storeStatus = nullptr;
    QString m_storePath;
    TableActions *m_tableActions = nullptr;
    ConnectionActions *m_connections = nullptr;
    QMenu *m_fileMenu = nullptr;
    // For people: the remote endpoint shown now, empty for a local store.
    QString m_remoteName;
    QAction *m_changePassphraseAction = nullptr;
    QAction *m_checkStoreAction = nullptr;
    QAction *m_backupAction = nullptr;
    QToolButton *m_encryptionStatus = nullptr;
    bool m_encrypted = false;
};

} // namespace rowan
