#include "models/connections/connectionjournals.h"

#include "models/connections/secretstore.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <rowan/journalingtableservice.h>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPromise>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

namespace rowan {

namespace {

// 256 random bits, as SQLCipher's raw key: the file is opened without deriving a key from a passphrase,
// which would cost every connection to it a noticeable pause.
constexpr int KeyBytes = 32;

QString newKeyHex()
{
    QByteArray bytes(KeyBytes, Qt::Uninitialized);
    QRandomGenerator::system()->generate(bytes.begin(), bytes.end());
    return QString::fromLatin1(bytes.toHex());
}

bool isKeyHex(const QString &text)
{
    static const QRegularExpression hex(QStringLiteral("^[0-9a-fA-F]{%1}$").arg(2 * KeyBytes));
    return hex.match(text).hasMatch();
}

QString rawKey(const QString &hex)
{
    return QStringLiteral("x'") + hex + QLatin1Char('\'');
}

// Saved connections have UUIDs; anything else must still name one file in the folder and nothing above it.
bool isFileSafeId(const QString &id)
{
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9_-][A-Za-z0-9._-]*$"));
    return safe.match(id).hasMatch();
}

// Renames the journal (and what SQLite keeps beside it) out of the way; the new name.
Result<QString> setAside(const QString &path)
{
    const QString aside = path + QStringLiteral(".lost-key-")
        + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
    if (!QFile::rename(path, aside))
        return fail(ErrorCode::StoreIoError,
            QStringLiteral("The change journal %1 has no key in the keychain and cannot be moved aside.")
                .arg(QDir::toNativeSeparators(path)));
    for (const char *sidecar : {"-wal", "-shm"}) {
        const QString from = path + QLatin1StringView(sidecar);
        if (QFile::exists(from))
            QFile::rename(from, aside + QLatin1StringView(sidecar));
    }
    return aside;
}

} // namespace

ConnectionJournals::ConnectionJournals(
    ServiceSession *session, SecretStore *secrets, const QString &folder, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_secrets(secrets)
    , m_folder(folder.isEmpty() ? defaultFolder() : folder)
{ }

QString ConnectionJournals::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/journals");
}

QString ConnectionJournals::journalPath(const QString &connectionId) const
{
    return QDir(m_folder).filePath(connectionId + QStringLiteral(".journal"));
}

QString ConnectionJournals::secretId(const QString &connectionId)
{
    return QStringLiteral("journal:") + connectionId;
}

Result<QString> ConnectionJournals::keyFromSecret(const QString &kept, const QString &connectionId)
{
    if (!isKeyHex(kept))
        return fail(ErrorCode::InvalidInput,
            tr("The keychain's entry %1 is not a change journal key.").arg(secretId(connectionId)));
    return rawKey(kept);
}

Result<ConnectionJournals::Key> ConnectionJournals::keptKey(
    const Result<QString> &kept, const QString &connectionId)
{
    Key key;
    if (kept) {
        auto opening = keyFromSecret(*kept, connectionId);
        if (!opening)
            return std::unexpected(opening.error());
        key.key = *opening;
        return key;
    }
    if (kept.error().code == ErrorCode::NotImplemented) {
        key.needsPassphrase = true;
        return key;
    }
    return std::unexpected(kept.error());
}

QFuture<Result<ConnectionJournals::Key>> ConnectionJournals::key(const QString &connectionId)
{
    auto promise = std::make_shared<QPromise<Result<Key>>>();
    promise->start();
    const QFuture<Result<Key>> future = promise->future();
    if (const auto running = m_keysInFlight.find(connectionId); running != m_keysInFlight.end()) {
        running->append(promise);
        return future;
    }
    m_keysInFlight.insert(connectionId, {promise});
    const auto finish = [this, connectionId](const Result<Key> &outcome) {
        for (const auto &waiting : m_keysInFlight.take(connectionId)) {
            waiting->addResult(outcome);
            waiting->finish();
        }
    };
    if (!isFileSafeId(connectionId)) {
        finish(fail(ErrorCode::InvalidInput,
            tr("The connection id %1 cannot name a change journal file.").arg(connectionId)));
        return future;
    }
    const QString path = journalPath(connectionId);
    const QString secret = secretId(connectionId);
    continueOnGui(this, m_secrets->read(secret),
        [this, path, secret, connectionId, finish](const Result<QString> &kept) {
        Key key;
        key.exists = QFileInfo::exists(path);
        if (auto known = keptKey(kept, connectionId)) {
            known->exists = key.exists;
            return finish(*known);
        } else if (known.error().code != ErrorCode::ResourceNotFound) {
            return finish(std::unexpected(known.error()));
        }
        // No key yet. A journal without one cannot be read again; it is kept, out of the way.
        if (key.exists) {
            auto aside = setAside(path);
            if (!aside)
                return finish(std::unexpected(aside.error()));
            key.exists = false;
            key.notice = tr("The change journal of this connection could not be opened because its key is no "
                            "longer in the keychain; it was kept as %1 and a new one begun.")
                             .arg(QDir::toNativeSeparators(*aside));
        }
        const QString hex = newKeyHex();
        continueOnGui(this, m_secrets->write(secret, hex), [key, hex, finish](const Status &written) {
            Key made = key;
            if (written) {
                made.key = rawKey(hex);
                return finish(made);
            }
            if (written.error().code == ErrorCode::NotImplemented) {
                made.needsPassphrase = true;
                return finish(made);
            }
            finish(std::unexpected(written.error()));
        });
    });
    return future;
}

QFuture<Result<std::shared_ptr<TableService>>> ConnectionJournals::attach(
    std::shared_ptr<TableService> service, const QString &connectionId, const QString &key)
{
    return QtConcurrent::run(m_session->pool(),
        [service = std::move(service), path = journalPath(connectionId),
            key]() mutable -> Result<std::shared_ptr<TableService>> {
            auto opened = JournalingTableService::open(std::move(service), path, key);
            if (!opened)
                return std::unexpected(opened.error());
            return std::shared_ptr<TableService>(std::move(*opened));
        });
}

bool ConnectionJournals::needsJournal(const std::shared_ptr<TableService> &service)
{
    return service && !service->has(ServiceCapability::Journal);
}

void ConnectionJournals::forget(const QString &connectionId)
{
    if (!isFileSafeId(connectionId))
        return;
    m_secrets->remove(secretId(connectionId));
    const QString path = journalPath(connectionId);
    for (const char *suffix : {"", "-wal", "-shm"})
        QFile::remove(path + QLatin1StringView(suffix));
}

} // namespace rowan
