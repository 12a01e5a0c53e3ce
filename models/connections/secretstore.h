// Where connection secrets (account keys, SAS tokens, whole connection strings) are kept: the platform's
// keychain (Secret Service/KWallet on Linux, Keychain on macOS, Credential Manager on Windows, through
// QtKeychain), never a plain settings file. Where no keychain answers, nothing is kept and the explorer
// asks again each time. Asynchronous; results arrive on the GUI thread. GUI thread only.
#pragma once

#include <rowan/status.h>

#include <QFuture>
#include <QHash>
#include <QObject>
#include <QString>

namespace rowan {

class SecretStore : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // The secret saved under `id`: ResourceNotFound when none is, NotImplemented when no keychain is
    // available (then ask the user), another code with the keychain's message otherwise.
    virtual QFuture<Result<QString>> read(const QString &id) = 0;
    // Saves (replaces) it. NotImplemented when no keychain is available: nothing was kept.
    virtual QFuture<Status> write(const QString &id, const QString &secret) = 0;
    // Forgets it; succeeds when there was none.
    virtual QFuture<Status> remove(const QString &id) = 0;
};

// The platform keychain, under the service name "Rowan".
class KeychainSecretStore final : public SecretStore
{
    Q_OBJECT
public:
    using SecretStore::SecretStore;

    QFuture<Result<QString>> read(const QString &id) override;
    QFuture<Status> write(const QString &id, const QString &secret) override;
    QFuture<Status> remove(const QString &id) override;
};

// Secrets held in this process only: for tests, and for a session that must not touch the keychain. With
// `available` false it behaves like a machine without a keychain.
class MemorySecretStore final : public SecretStore
{
    Q_OBJECT
public:
    explicit MemorySecretStore(bool available = true, QObject *parent = nullptr);

    QFuture<Result<QString>> read(const QString &id) override;
    QFuture<Status> write(const QString &id, const QString &secret) override;
    QFuture<Status> remove(const QString &id) override;

private:
    bool m_available;
    QHash<QString, QString> m_secrets;
};

} // namespace rowan
