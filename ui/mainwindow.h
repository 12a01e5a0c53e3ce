// The explorer's main window: menus, docks and the status bar. Features live in their own widgets;
// this class only arranges them and routes the File menu.
#pragma once

#include <QMainWindow>

class QDockWidget;
class QLabel;
class QMenu;

namespace rowan {

class RecentStoresModel;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The store shown now; empty when none is open.
    QString currentStorePath() const { return m_storePath; }
    RecentStoresModel *recentStores() const { return m_recent; }

public Q_SLOTS:
    // Opens (or, with create, creates) the store at path. Returns false and tells the user when it fails.
    bool openStore(const QString &path, bool create = false);
    void closeStore();
    void newStore();
    void openStoreDialog();
    void showAbout();

Q_SIGNALS:
    void storeChanged(const QString &path);

private:
    void createActions();
    void createDocks();
    void rebuildRecentMenu();
    void updateTitle();

    RecentStoresModel *m_recent = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_closeAction = nullptr;
    QLabel *m_storeStatus = nullptr;
    QLabel *m_placeholder = nullptr;
    QString m_storePath;
};

} // namespace rowan
