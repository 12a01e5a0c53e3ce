// The explorer's main window: menus, docks and the status bar. Features live in their own widgets;
// this class only arranges them and routes the File menu.
#pragma once

#include <QMainWindow>

class QDockWidget;
class QLabel;
class QMenu;
class QToolButton;

namespace rowan {

class EntityGrid;
class EntityTableModel;
class RecentStoresModel;
class StoreNavigator;
class ServiceSession;
class StoreTreeModel;
class TableActions;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The store shown now; empty when none is open.
    QString currentStorePath() const { return m_storePath; }
    RecentStoresModel *recentStores() const { return m_recent; }
    ServiceSession *session() const { return m_session; }
    EntityTableModel *entityModel() const { return m_entityModel; }
    StoreTreeModel *storeTree() const { return m_treeModel; }

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

    ServiceSession *m_session = nullptr;
    StoreTreeModel *m_treeModel = nullptr;
    EntityTableModel *m_entityModel = nullptr;
    StoreNavigator *m_navigator = nullptr;
    EntityGrid *m_grid = nullptr;
    RecentStoresModel *m_recent = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_closeAction = nullptr;
    QLabel *m_storeStatus = nullptr;
    QString m_storePath;
    // Encryption and table management (issue 6).
    TableActions *m_tableActions = nullptr;
    QAction *m_changePassphraseAction = nullptr;
    QToolButton *m_encryptionStatus = nullptr;
    bool m_encrypted = false;
};

} // namespace rowan
