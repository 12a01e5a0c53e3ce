// The store's life cycle in the explorer: New Store…, Open Store… (asking for the passphrase, again after a
// wrong one), Open Recent, the demo store, Close Store, Change Passphrase…, Check Store and Back Up…. Keeps
// the recent stores and what the window says about what it shows: the title, the location in the status bar
// and the encryption indicator. Opening runs on the session's workers; the window never waits for it.
#pragma once

#include <QObject>
#include <QString>

#include <memory>

class QAction;
class QLabel;
class QMenu;
class QToolButton;
class QWidget;

namespace rowan {

class RecentStoresModel;
class ServiceSession;
class Store;
class StoreTreeModel;

class StoreActions : public QObject
{
    Q_OBJECT
public:
    // The menu, the status widgets and the dialogs are parented to `dialogParent`.
    StoreActions(ServiceSession *session, StoreTreeModel *tree, QWidget *dialogParent);

    QAction *newStoreAction() const { return m_newStore; }
    QAction *openStoreAction() const { return m_openStore; }
    QMenu *recentMenu() const { return m_recentMenu; }
    QAction *closeStoreAction() const { return m_closeStore; }
    QAction *changePassphraseAction() const { return m_changePassphrase; }
    QAction *checkStoreAction() const { return m_checkStore; }
    QAction *backupAction() const { return m_backup; }
    // For the status bar: where the store or endpoint shown is, and whether the store is encrypted (a click
    // on the indicator changes the passphrase).
    QLabel *locationLabel() const { return m_location; }
    QToolButton *encryptionIndicator() const { return m_encryption; }

    RecentStoresModel *recentStores() const { return m_recent; }
    // The local store shown now; empty when none is open or a remote endpoint is shown.
    QString currentStorePath() const { return m_storePath; }
    QString windowTitle() const;

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
    // Closes the store or connection shown; the one before it among the open ones is shown instead.
    void closeStore();
    void newStore();
    void openStoreDialog();
    // Rekeys the open store on a worker (ChangePassphraseDialog).
    void changePassphrase();
    // Check Store (backup false) or Back Up… (asks for the target first).
    void runMaintenance(bool backup);
    // A remote endpoint was connected to (ConnectionActions::connected()): says so in the status bar.
    void showRemote(const QString &name, const QString &location);

Q_SIGNALS:
    // What the window shows changed: a store's path, an endpoint's location, or empty for nothing.
    void storeChanged(const QString &path);
    void storeOpened(const QString &path);
    void storeOpenFailed(const QString &path, const QString &message);
    void windowTitleChanged(const QString &title);
    // For the status bar (QStatusBar::showMessage()): an empty message clears it, timeout 0 keeps it.
    void statusMessage(const QString &message, int timeoutMs);

private:
    // Follows the open place shown: the title, the status bar and storeChanged().
    void followPlace();
    // Shows the store at `path` when it is open already (true), instead of opening it again.
    bool showIfOpen(const QString &path);
    void rebuildRecentMenu();
    void updateState();
    void beginOpen(const QString &path, const QString &passphrase, bool create, bool interactive);
    // Shows a store that has just been opened (or created) on a worker.
    void showOpenedStore(const QString &path, const std::shared_ptr<Store> &store, const QString &message);

    ServiceSession *m_session;
    StoreTreeModel *m_tree;
    QWidget *m_dialogParent;
    RecentStoresModel *m_recent;
    QAction *m_newStore;
    QAction *m_openStore;
    QMenu *m_recentMenu;
    QAction *m_closeStore;
    QAction *m_changePassphrase;
    QAction *m_checkStore;
    QAction *m_backup;
    QLabel *m_location;
    QToolButton *m_encryption;
    QString m_storePath;
    // For people: the remote endpoint shown now, empty for a local store.
    QString m_remoteName;
    bool m_encrypted = false;
};

} // namespace rowan
