#include "connectioncli.h"

#include "models/connections/connectionjournals.h"
#include "models/connections/savedconnections.h"
#include "models/connections/secretstore.h"

#include <rowan/journalingtableservice.h>
#include <rowan/localtableservice.h>
#include <rowan/remotetableservice.h>
#include <rowan/store.h>

#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QFutureWatcher>

namespace rowan {

namespace {

// The explorer keeps its saved connections under this key of its settings (ConnectionActions).
const QString ConnectionsSettingsKey = QStringLiteral("connections");

SecretStore *g_secrets = nullptr;

// The keychain answers through the event loop; a command has none running, so it turns one until then.
template<typename T>
T awaitFuture(QFuture<T> future)
{
    if (!future.isFinished()) {
        QEventLoop loop;
        QFutureWatcher<T> watcher;
        QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
        watcher.setFuture(future);
        if (!future.isFinished())
            loop.exec();
    }
    return future.result();
}

Result<SavedConnection> findConnection(const QString &wanted)
{
    const SavedConnections saved(ConnectionsSettingsKey);
    QList<SavedConnection> named;
    QStringList names;
    for (const SavedConnection &c : saved.connections()) {
        if (c.id == wanted)
            return c;
        if (c.name.compare(wanted, Qt::CaseInsensitive) == 0)
            named.append(c);
        names.append(c.name);
    }
    if (named.size() == 1)
        return named.first();
    if (named.size() > 1) {
        QStringList where;
        for (const SavedConnection &c : std::as_const(named))
            where.append(QStringLiteral("%1 (id %2)").arg(c.location, c.id));
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("%1 saved connections are named '%2': %3; give one's id instead")
                .arg(named.size())
                .arg(wanted, where.join(QStringLiteral(", "))));
    }
    return fail(ErrorCode::ResourceNotFound,
        names.isEmpty()
            ? QStringLiteral("there is no saved connection named '%1' (none is saved)").arg(wanted)
            : QStringLiteral("there is no saved connection named '%1' (saved: %2)")
                  .arg(wanted, names.join(QStringLiteral(", "))));
}

// The journal of a command that writes: begun on first use as the explorer begins it (a new key kept in the
// keychain, or the passphrase from the file where none answers).
Result<QString> writingJournalKey(ConnectionJournals &journals, const SavedConnection &saved,
    const QString &passphraseFile, QTextStream &err, const QString &command)
{
    const auto key = awaitFuture(journals.key(saved.id));
    if (!key)
        return std::unexpected(key.error());
    if (!key->notice.isEmpty())
        err << QStringLiteral("rowan %1: %2\n").arg(command, key->notice);
    if (!key->needsPassphrase)
        return key->key;
    if (passphraseFile.isEmpty())
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("no keychain answers, so the change journal of the connection %1 is kept under a "
                           "passphrase: give it with --journal-passphrase-file")
                .arg(saved.name));
    return readPassphraseFile(passphraseFile);
}

// The journal of a command that only looks: opened when there is one, never made.
Result<QString> readingJournalKey(ConnectionJournals &journals, const SavedConnection &saved,
    SecretStore &secrets, const QString &passphraseFile)
{
    const QString path = journals.journalPath(saved.id);
    const auto key = ConnectionJournals::keptKey(
        awaitFuture(secrets.read(ConnectionJournals::secretId(saved.id))), saved.id);
    if (!key && key.error().code == ErrorCode::ResourceNotFound)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("the keychain no longer keeps the key of the change journal %1; the explorer "
                           "keeps it aside and begins a new one when it connects")
                .arg(QDir::toNativeSeparators(path)));
    if (!key)
        return std::unexpected(key.error());
    if (!key->needsPassphrase)
        return key->key;
    if (passphraseFile.isEmpty())
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("no keychain answers, so the key of the change journal %1 is a passphrase: "
                           "give it with --journal-passphrase-file")
                .arg(QDir::toNativeSeparators(path)));
    return readPassphraseFile(passphraseFile);
}

// `remote` with the connection's journal. A command that only looks goes without one when there is none
// (nothing was written through Rowan yet).
Result<std::shared_ptr<TableService>> withJournal(std::shared_ptr<TableService> remote,
    const SavedConnection &saved, SecretStore &secrets, const StoreCommandArgs &args, StoreAccess access,
    QTextStream &err)
{
    ConnectionJournals journals(nullptr, &secrets);
    const QString path = journals.journalPath(saved.id);
    const bool writes = access != StoreAccess::ReadOnly;
    if (!writes && !QFileInfo::exists(path))
        return remote;
    auto key = writes ? writingJournalKey(journals, saved, args.journalPassphraseFile, err, args.command)
                      : readingJournalKey(journals, saved, secrets, args.journalPassphraseFile);
    if (!key)
        return std::unexpected(key.error());
    auto opened = JournalingTableService::open(std::move(remote), path, *key);
    if (!opened)
        return std::unexpected(opened.error());
    return std::shared_ptr<TableService>(std::move(*opened));
}

Result<CommandService> openConnection(const StoreCommandArgs &args, StoreAccess access, QTextStream &err)
{
    auto saved = findConnection(args.connection);
    if (!saved)
        return std::unexpected(saved.error());
    std::unique_ptr<SecretStore> keychain;
    SecretStore *secrets = g_secrets;
    if (!secrets) {
        keychain = std::make_unique<KeychainSecretStore>();
        secrets = keychain.get();
    }
    const auto secret = awaitFuture(secrets->read(saved->id));
    if (!secret) {
        if (secret.error().code == ErrorCode::NotImplemented)
            return fail(ErrorCode::InvalidInput,
                QStringLiteral("no keychain answers, so Rowan keeps no secret for the connection %1")
                    .arg(saved->name));
        if (secret.error().code == ErrorCode::ResourceNotFound)
            return fail(ErrorCode::InvalidInput,
                QStringLiteral("the keychain keeps no secret for the connection %1: connect to it in the "
                               "explorer once more")
                    .arg(saved->name));
        return std::unexpected(secret.error());
    }
    auto endpoint = saved->kind == SavedConnection::Kind::SasUrl
        ? RemoteEndpoint::fromSasUrl(*secret)
        : RemoteEndpoint::fromConnectionString(*secret);
    if (!endpoint)
        return std::unexpected(endpoint.error());
    endpoint->safety = saved->safety;
    auto service
        = withJournal(std::make_shared<RemoteTableService>(*endpoint), *saved, *secrets, args, access, err);
    if (!service)
        return std::unexpected(service.error());
    return CommandService {std::move(*service), nullptr, QStringLiteral("the connection %1").arg(saved->name),
        args.account.isEmpty() ? endpoint->account : args.account};
}

Result<CommandService> openConnectionString(const StoreCommandArgs &args)
{
    const QString text = args.connectionString.trimmed();
    auto endpoint = text.startsWith(u"http://", Qt::CaseInsensitive)
            || text.startsWith(u"https://", Qt::CaseInsensitive)
        ? RemoteEndpoint::fromSasUrl(text)
        : RemoteEndpoint::fromConnectionString(text);
    if (!endpoint)
        return std::unexpected(endpoint.error());
    return CommandService {std::make_shared<RemoteTableService>(*endpoint), nullptr, endpoint->displayName(),
        args.account.isEmpty() ? endpoint->account : args.account};
}

} // namespace

std::optional<CommandService> openServiceForCli(
    const StoreCommandArgs &args, StoreAccess access, QTextStream &err)
{
    if (args.connection.isEmpty() && args.connectionString.isEmpty()) {
        std::shared_ptr<Store> store = openStoreForCli(args, access, err);
        if (!store)
            return std::nullopt;
        return CommandService {std::make_shared<LocalTableService>(store), store,
            QStringLiteral("the store %1").arg(QFileInfo(store->path()).fileName()), args.account};
    }
    auto opened = args.connection.isEmpty() ? openConnectionString(args) : openConnection(args, access, err);
    if (!opened) {
        err << QStringLiteral("rowan %1: %2\n").arg(args.command, opened.error().message);
        return std::nullopt;
    }
    return std::move(*opened);
}

void setCommandSecretStore(SecretStore *secrets)
{
    g_secrets = secrets;
}

} // namespace rowan
