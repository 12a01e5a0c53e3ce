// The explorer's main window: menus, docks and the status bar. Features live in their own widgets and
// actions (the store's life cycle in StoreActions); this class only arranges and connects them.
#pragma once

#include <QMainWindow>

class QDockWidget;
class QSplitter;
class QToolBar;

class QMenu;

namespace rowan {

class ConnectionActions;
class EntityGrid;
class EntityTableModel;
class BulkEditActions;
class FindBar;
class HistoryActions;
class QueryBar;
class RecentStoresModel;
class ServiceSession;
class SafetyActions;
class Preferences;
struct PreferenceValues;
class StagedEdits;
class StoreActions;
class StoreNavigator;
class StoreTreeModel;
class TableActions;
class TableTabs;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The local store shown now; empty when none is open or a remote endpoint is shown.
    QString currentStorePath() const;
    RecentStoresModel *recentStores() const;
    StoreActions *storeActions() const { return m_store; }
    SafetyActions *safetyActions() const { return m_safety; }
    StagedEdits *stagedEdits() const { return m_staged; }
    BulkEditActions *bulkEditActions() const { return m_bulkEdit; }
    ServiceSession *session() const { return m_session; }
    EntityTableModel *entityModel() const { return m_entityModel; }
    StoreTreeModel *storeTree() const { return m_treeModel; }
    ConnectionActions *connections() const { return m_connections; }
    QueryBar *queryBar() const { return m_queryBar; }
    FindBar *findBar() const { return m_findBar; }
    TableTabs *tableTabs() const { return m_tabs; }

public Q_SLOTS:
    // StoreActions::openStore(), openStoreWithPassphrase() and openDefaultStore(): storeOpened() or
    // storeOpenFailed() follows.
    void openStore(const QString &path, bool create = false);
    void openStoreWithPassphrase(const QString &path, const QString &passphrase, bool create);
    void openDefaultStore();
    // What the explorer opens at start: the store at `path` when given, else the tabs of the last session
    // (restoreLayout()), else the default store.
    void openAtStart(const QString &path);
    void showAbout();
    // Docks where they start: Stores above Partitions on the left, Keys, Partition Chart and History in
    // tabs on the right (hidden), the query bar above the grid. View ▸ Reset Layout.
    void resetLayout();
    // Brings back the window's size and the docks as the user left them (QSettings), and keeps them when
    // the window closes. The explorer asks for it at start; tests do not, so each starts from the default.
    void restoreLayout();

Q_SIGNALS:
    // StoreActions' signals, passed on.
    void storeChanged(const QString &path);
    void storeOpened(const QString &path);
    void storeOpenFailed(const QString &path, const QString &message);

private:
    void createActions();
    void createDocks();
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void createToolBar();
    // Settings ▸ Preferences, and what its values change: the theme, the grid's DateTime display and page.
    void showPreferences();
    void applyPreferences(const rowan::PreferenceValues &values);
    // Asks what becomes of the pending (staged) edits before they would be lost: `what` is the question
    // ("…discard them and close?"). True when none are pending or the user discarded them.
    bool settlePendingEdits(const QString &what, const QString &boxName);

    ServiceSession *m_session = nullptr;
    StoreTreeModel *m_treeModel = nullptr;
    EntityTableModel *m_entityModel = nullptr;
    StoreActions *m_store = nullptr;
    SafetyActions *m_safety = nullptr;
    StagedEdits *m_staged = nullptr;
    QToolBar *m_toolBar = nullptr;
    Preferences *m_preferences = nullptr;
    bool m_themeApplied = false;
    StoreNavigator *m_navigator = nullptr;
    EntityGrid *m_grid = nullptr;
    QueryBar *m_queryBar = nullptr;
    FindBar *m_findBar = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    HistoryActions *m_history = nullptr;
    BulkEditActions *m_bulkEdit = nullptr;
    TableActions *m_tableActions = nullptr;
    ConnectionActions *m_connections = nullptr;
    TableTabs *m_tabs = nullptr;
    QSplitter *m_central = nullptr;
    QAction *m_queryBarAction = nullptr;
    // In the View menu's order: Stores, Partitions, Keys, Partition Chart, History.
    QList<QDockWidget *> m_docks;
    // Shown when a comparison starts (CompareActions).
    QDockWidget *m_compareDock = nullptr;
    bool m_remembersLayout = false;
};

} // namespace rowan
