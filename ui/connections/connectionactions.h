// Remote connections in the explorer: File ▸ Connect…, connecting to a saved connection from the Stores
// tree (its secret read from the keychain, or asked for again when there is none), and forgetting one.
// A connection opens beside the stores and connections open already, and is shown, like opening a store.
#pragma once

#include <rowan/status.h>

#include <QFuture>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QAction;
class QWidget;

namespace rowan {

class SavedConnections;
class SecretStore;
class JournalSetup;
class ServiceSession;
class StoreNavigator;
class StoreTreeModel;
class TableService;
struct SavedConnection;

class ConnectionActions : public QObject
{
    Q_OBJECT
public:
    // `secrets` may be null: the platform keychain is used. The saved list lives under `settingsKey` in the
    // default QSettings (empty: in memory only).
    ConnectionActions(ServiceSession *session, StoreTreeModel *tree, StoreNavigator *navigator,
        SecretStore *secrets, const QString &settingsKey, QWidget *dialogParent);

    QAction *connectAction() const { return m_connect; }
    QAction *forgetAction() const { return m_forget; }
    SavedConnections *connections() const { return m_connections; }
    // A service for a saved connection, from its kept secret, tested, without showing it (e.g. a copy's
    // target), with its change journal as when it is shown (asking for the journal's passphrase where no
    // keychain answers). The shown connection's own service when it is that one. ResourceNotFound when no
    // secret is kept for it; else RemoteEndpoint's or the connection's errors.
    // Without `journaled`, the bare service (to read from only: listing its tables), asking nothing.
    QFuture<Result<std::shared_ptr<TableService>>> serviceFor(const QString &id, bool journaled = true);

public Q_SLOTS:
    // File ▸ Connect…
    void connectNew();
    // Connects to a saved connection; asks for its secret when the keychain has none.
    void connectSaved(const QString &id);
    void forgetCurrent();
    // Shows a connected service (what Connect and a saved connection end in); `id` is the saved
    // connection's, if any, and its change journal is attached first (JournalSetup).
    void open(const QString &name, const QString &location, std::shared_ptr<TableService> service,
        const QString &id = QString());

Q_SIGNALS:
    // A remote endpoint is now shown (name for people, location without secrets).
    void connected(const QString &name, const QString &location);
    void connectFailed(const QString &name, const QString &message);

private:
    void ask(const SavedConnection &saved, const QString &why);

    ServiceSession *m_session;
    StoreTreeModel *m_tree;
    StoreNavigator *m_navigator;
    SecretStore *m_secrets;
    SavedConnections *m_connections;
    QWidget *m_dialogParent;
    JournalSetup *m_journals;
    // Journals the connections written to without being shown (a copy's target).
    JournalSetup *m_targetJournals;
    QAction *m_connect;
    QAction *m_forget;
};

} // namespace rowan
