// The change journal of each saved remote connection, so its writes can be undone like an embedded store's:
// a local file, journals/<connection id>.journal under the application's data folder, encrypted under a
// random key that the keychain keeps as "journal:<connection id>" (SecretStore). Where no keychain answers,
// the key is a passphrase the user gives each time: key() says so and the caller asks. Opening the file
// (rowan/journalingtableservice.h) runs on the session's workers. GUI thread only.
#pragma once

#include <rowan/status.h>

#include <QFuture>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPromise>
#include <QString>

#include <memory>

namespace rowan {

class SecretStore;
class ServiceSession;
class TableService;

class ConnectionJournals : public QObject
{
    Q_OBJECT
public:
    // What opening a connection's journal needs.
    struct Key
    {
        // The key to open the journal with (a raw key, "x'<64 hex digits>'"); empty when needsPassphrase.
        QString key;
        // No keychain is available: ask the user for a passphrase and pass it to attach().
        bool needsPassphrase = false;
        // Whether the journal file exists: a passphrase must then be the one it was made with; otherwise the
        // user chooses one.
        bool exists = false;
        // For people, when something happened on the way: a journal whose key the keychain no longer has is
        // kept aside under another name and a new one begun. Empty otherwise.
        QString notice;
    };

    // Journals live in `folder` (empty: defaultFolder()); their keys in `secrets`.
    ConnectionJournals(
        ServiceSession *session, SecretStore *secrets, const QString &folder = {}, QObject *parent = nullptr);

    // <AppDataLocation>/journals.
    static QString defaultFolder();
    QString folder() const { return m_folder; }
    // The journal file of a saved connection.
    QString journalPath(const QString &connectionId) const;
    // The keychain entry of its key.
    static QString secretId(const QString &connectionId);
    // The key to open a journal with, from what the keychain keeps under secretId(). InvalidInput naming
    // the entry when it is not a journal key.
    static Result<QString> keyFromSecret(const QString &kept, const QString &connectionId);
    // What the keychain's answer to reading secretId() means, the one reading of it: the key (keyFromSecret()),
    // or needsPassphrase when no keychain answers (NotImplemented). ResourceNotFound when it keeps no key;
    // the keychain's other errors as they are. `exists` is left false.
    static Result<Key> keptKey(const Result<QString> &kept, const QString &connectionId);

    // The key of the connection's journal from the keychain; on first use a new random key, kept there.
    // Errors: InvalidInput for an id that cannot name a file, or a malformed key in the keychain;
    // StoreIoError when the keychain refuses (its message) or a journal without its key cannot be moved
    // aside. Never fails for want of a keychain: needsPassphrase. A second call for the same connection
    // while one runs shares its answer, so two quick connects never make two keys.
    QFuture<Result<Key>> key(const QString &connectionId);

    // `service` with the connection's journal, opened with `key` on the session's workers
    // (JournalingTableService::open()'s errors: StoreWrongPassphrase for a passphrase that does not open it).
    QFuture<Result<std::shared_ptr<TableService>>> attach(
        std::shared_ptr<TableService> service, const QString &connectionId, const QString &key);

    // Whether `service` keeps no journal of its own (ServiceCapability::Journal), so one is attached here.
    static bool needsJournal(const std::shared_ptr<TableService> &service);

    // Deletes the journal file of a forgotten connection and its key.
    void forget(const QString &connectionId);

private:
    ServiceSession *m_session;
    SecretStore *m_secrets;
    QString m_folder;
    // The callers waiting for the key of each connection whose key() runs.
    QHash<QString, QList<std::shared_ptr<QPromise<Result<Key>>>>> m_keysInFlight;
};

} // namespace rowan
