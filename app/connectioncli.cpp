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
        names.isEmpty() ? QStringLiteral("there is no saved connection named '%1' (none is saved)").arg(wanted)
                        : QStringLiteral("there is no saved connection named '%1' (saved: %2)")
                              .arg(wanted, names.join(QStringLiteral(", "))));
}

// The connection's journal, when it has one: the key from the keychain, else the passphrase file.
Result<std::shared_ptr<TableService>> withJournal(std::shared_ptr<TableService> remote,
    const SavedConnection &saved, SecretStore &secrets, const QString &passphraseFile)
{
    const ConnectionJournals journals(nullptr, &secrets);
    const QString path = journals.journalPath(saved.id);
    if (!QFileInfo::exists(path))
        return remote;
    QString key;
    const auto kept = awaitFuture(secrets.read(ConnectionJournals::secretId(saved.id)));
    if (kept) {
        auto opening = ConnectionJournals::keyFromSecret(*kept, saved.id);
        if (!opening)
            return std::unexpected(opening.error());
        key = *opening;
    } else if (kept.error().code == ErrorCode::NotImplemented) {
        if (passphraseFile.isEmpty())
            return fail(ErrorCode::InvalidInput,
                QStringLiteral("no keychain answers, so the key of the change journal %1 is a passphrase: "
                               "give it with --journal-passphrase-file")
                    .arg(QDir::toNativeSeparators(path)));
        auto passphrase = readPassphraseFile(passphraseFile);
        if (!passphrase)
            return std::unexpected(passphrase.error());
        key = *passphrase;
    } else if (kept.error().code == ErrorCode::ResourceNotFound) {
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("the keychain no longer keeps the key of the change journal %1; the explorer "
                           "keeps it aside and begins a new one when it connects")
                .arg(QDir::toNativeSeparators(path)));
    } else {
        return std::unexpected(kept.error());
    }
    auto opened = JournalingTableService::open(std::move(remote), path, key);
    if (!opened)
        return std::unexpected(opened.error());
    return std::shared_ptr<TableService>(std::move(*opened));
}

Result<CommandService> openConnection(const StoreCommandArgs &args)
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
    auto endpoint = saved->kind == SavedConnection::Kind::SasUrl ? RemoteEndpoint::fromSasUrl(*secret)
                                                                 : RemoteEndpoint::fromConnectionString(*secret);
    if (!endpoint)
        return std::unexpected(endpoint.error());
    endpoint->safety = saved->safety;
    auto service = withJournal(
        std::make_shared<RemoteTableService>(*endpoint), *saved, *secrets, args.journalPassphraseFile);
    if (!service)
        return std::unexpected(service.error());
    return CommandService {std::move(*service), nullptr, QStringLiteral("the connection %1").arg(saved->name)};
}

} // namespace

std::optional<CommandService> openServiceForCli(
    const StoreCommandArgs &args, StoreAccess access, QTextStream &err)
{
    if (args.connection.isEmpty()) {
        std::shared_ptr<Store> store = openStoreForCli(args, access, err);
        if (!store)
            return std::nullopt;
        return CommandService {std::make_shared<LocalTableService>(store), store,
            QStringLiteral("the store %1").arg(QFileInfo(store->path()).fileName())};
    }
    auto opened = openConnection(args);
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
