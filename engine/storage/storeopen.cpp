// Opening a store file: creating it, telling "not a store" from "wrong passphrase" from "cut short" before
// anything is written, and keeping a damaged write-ahead log before recovery replays part of it.
#include "storage/storeopen.h"

#include "storage/walcheck.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>

namespace rowan::storeopen {

namespace {

const QByteArray sqliteMagic("SQLite format 3\0", 16);

} // namespace

QString siblingPath(const QString &path, const char *what)
{
    return path + QLatin1Char('.') + QLatin1StringView(what) + QLatin1Char('-')
        + QString::number(QRandomGenerator::system()->generate64(), 36);
}

void removeDatabaseFiles(const QString &path)
{
    QFile::remove(path);
    QFile::remove(path + QStringLiteral("-wal"));
    QFile::remove(path + QStringLiteral("-shm"));
    QFile::remove(path + QStringLiteral("-journal"));
}

// Creates a complete new store next to `path`, then renames it into place, so no half-made store is ever
// visible under the real name.
Status createStoreFile(const QString &path, const StoreOptions &options)
{
    const QString temp = siblingPath(path, "creating");
    Status result;
    {
        auto c = sql::Connection::open(temp, sql::Connection::Mode::ReadWriteCreate, options.passphrase);
        if (!c)
            return std::unexpected(c.error());
        result = (*c)->exec("PRAGMA journal_mode = WAL");
        if (result)
            result = schema::create(c->get());
    }
    if (result && !QFile::rename(temp, path))
        result = fail(QFileInfo::exists(path) ? ErrorCode::InvalidInput : ErrorCode::StoreIoError,
            QStringLiteral("Cannot create the store file %1.").arg(path));
    if (!result)
        removeDatabaseFiles(temp);
    return result;
}

namespace {

// StoreCorrupt for a file that ends inside a page; `pageSize` 0 when no layout's pages fit at all.
std::unexpected<Error> cutShort(qint64 size, int pageSize)
{
    const QString pages = pageSize > 0 ? QStringLiteral("%1-byte pages").arg(pageSize)
                                       : QStringLiteral("pages of 2 or 4 KiB");
    return fail(ErrorCode::StoreCorrupt,
        QStringLiteral("The store is damaged: the file ends in the middle of a page (%1 bytes is not a whole "
                       "number of %2), so it was cut short (or it is not a Rowan store). Restore it from a "
                       "backup.")
            .arg(size)
            .arg(pages));
}

} // namespace

// Looks at the raw file before SQLite does, to tell "not a store" from "wrong passphrase" where the bytes
// allow it. Reads only.
Status precheck(const QString &path, const QString &passphrase, bool *plain, qint64 *size)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(
            ErrorCode::StoreIoError, QStringLiteral("Cannot read %1: %2").arg(path, file.errorString()));
    *size = file.size();
    const QByteArray header = file.read(16);
    *plain = header == sqliteMagic;
    if (*size == 0)
        return fail(ErrorCode::StoreNotAStore, QStringLiteral("The file is empty."));
    if (*plain && !passphrase.isEmpty())
        return fail(ErrorCode::StoreWrongPassphrase,
            QStringLiteral("The store is not encrypted; open it without a passphrase."));
    if (!*plain && *size < sql::MinCipherPageSize)
        return fail(ErrorCode::StoreNotAStore, QStringLiteral("The file is not a Rowan store."));
    // A store is whole pages: a file that ends inside one was cut short, whatever the passphrase.
    if (!*plain && *size % sql::MinCipherPageSize != 0)
        return cutShort(*size, 0);
    if (*plain && header.size() == 16) {
        const QByteArray sizeField = file.read(2);
        if (sizeField.size() == 2) {
            const int field = (quint8(sizeField[0]) << 8) | quint8(sizeField[1]);
            const int pageSize = field == 1 ? 65536 : field;
            if (pageSize >= 512 && *size % pageSize != 0)
                return cutShort(*size, pageSize);
        }
    }
    if (!*plain && passphrase.isEmpty())
        return fail(ErrorCode::StoreWrongPassphrase,
            QStringLiteral("The store is encrypted (or is not a store): a passphrase is needed."));
    return {};
}

namespace {

// Translates a failure while first reading the file into the open errors of the contract.
Error classifyOpenFailure(const Error &error, int rc, bool plain)
{
    if (sql::isNotADatabase(rc)) {
        if (plain)
            return Error {ErrorCode::StoreCorrupt, QStringLiteral("The store's header is damaged.")};
        return Error {ErrorCode::StoreWrongPassphrase,
            QStringLiteral("The passphrase is wrong (or the file is not a store).")};
    }
    if (sql::isCorrupt(rc))
        return Error {ErrorCode::StoreCorrupt,
            QStringLiteral("The store is damaged or truncated: %1").arg(error.message)};
    return error;
}

Result<int> verify(sql::Connection *c, const StoreOptions &options)
{
    auto version = schema::version(c);
    if (!version)
        return version;
    if (*version > Store::SchemaVersion)
        return fail(ErrorCode::StoreSchemaTooNew,
            QStringLiteral("The store has schema version %1; this Rowan reads up to version %2.")
                .arg(*version)
                .arg(Store::SchemaVersion));
    // Touch the root page of every table so a damaged one is found now rather than at first use.
    for (const char *probe : {"SELECT count(*) FROM (SELECT 1 FROM accounts LIMIT 1)",
             "SELECT count(*) FROM (SELECT 1 FROM tables LIMIT 1)",
             "SELECT count(*) FROM (SELECT 1 FROM entities LIMIT 1)",
             "SELECT count(*) FROM (SELECT 1 FROM partitions LIMIT 1)"}) {
        if (auto ok = c->queryInt64(probe); !ok)
            return std::unexpected(ok.error());
    }
    if (options.verifyOnOpen) {
        auto check = c->queryText("PRAGMA quick_check");
        if (!check)
            return std::unexpected(check.error());
        if (*check != QLatin1StringView("ok"))
            return fail(ErrorCode::StoreCorrupt, QStringLiteral("The store is damaged: %1").arg(*check));
    }
    c->clearStatementCache();
    return version;
}

// The page size of a layout that `passphrase` decrypts the first page of, among those the file's size does
// not fit; 0 if none. Such a file is a store cut inside a page, not one opened with a wrong passphrase: its
// size ruled its own layout out. Reads a copy of the first page only, in a scratch folder.
int pageSizeOfCutStore(const QString &path, const QString &passphrase, qint64 size)
{
    QTemporaryDir scratch;
    QFile file(path);
    if (!scratch.isValid() || !file.open(QIODevice::ReadOnly))
        return 0;
    for (const sql::CipherLayout layout : sql::AllLayouts) {
        const int pageSize = sql::cipherPageSize(layout);
        if (size % pageSize == 0 || !file.seek(0))
            continue;
        const QByteArray firstPage = file.read(pageSize);
        const QString copyPath = scratch.filePath(QStringLiteral("page-%1").arg(int(layout)));
        QFile copy(copyPath);
        if (firstPage.size() != pageSize || !copy.open(QIODevice::WriteOnly)
            || copy.write(firstPage) != firstPage.size())
            continue;
        copy.close();
        auto c = sql::Connection::open(copyPath, sql::Connection::Mode::ReadWrite, passphrase, layout);
        if (!c)
            continue;
        // A wrong key fails the page's HMAC (SQLITE_NOTADB); the right one reads it, and the header then
        // counts pages the lone copy lacks (SQLITE_CORRUPT).
        auto id = (*c)->queryInt64("PRAGMA application_id");
        if ((id && *id == schema::ApplicationId) || (!id && sql::isCorrupt((*c)->lastResultCode())))
            return pageSize;
    }
    return 0;
}

} // namespace

// Proves the passphrase, finds the cipher layout and checks the schema on a connection that cannot write
// to the store, its -wal or its -shm (Connection::makeInspectOnly()), so a failed open leaves all three as
// they were. An encrypted file's layout cannot be read before its key is applied: every layout its size
// allows is tried, newest first (each try derives the key again). A wrong passphrase fails them all the
// same way. Sets d->layout and *version; the verified connection is returned still inspect-only.
Result<std::unique_ptr<sql::Connection>> verifyWithoutWriting(
    Store::Private *d, const Sidecars &sidecars, bool plain, qint64 size, int *version)
{
    const QList<sql::CipherLayout> layouts
        = d->encrypted ? sql::candidateLayouts(size) : QList<sql::CipherLayout> {sql::NewStoreLayout};
    Result<std::unique_ptr<sql::Connection>> verified = fail(ErrorCode::InternalError, QString());
    int lastCode = 0;
    for (const sql::CipherLayout layout : layouts) {
        auto c
            = sql::Connection::open(d->path, sql::Connection::Mode::ReadWrite, d->options.passphrase, layout);
        if (!c) {
            verified = std::unexpected(c.error());
            break;
        }
        if (auto ok = (*c)->makeInspectOnly(); !ok) {
            verified = std::unexpected(ok.error());
            break;
        }
        auto checked = verify(c->get(), d->options);
        lastCode = (*c)->lastResultCode();
        d->layout = layout;
        if (checked) {
            *version = *checked;
            verified = std::move(*c);
            break;
        }
        verified = std::unexpected(checked.error());
        if (!d->encrypted || !sql::isNotADatabase(lastCode))
            break;
    } // a connection that failed closes here, without a checkpoint
    if (verified)
        return verified;
    sidecars.removeCreated();
    if (verified.error().code != ErrorCode::StoreNotAStore
        && verified.error().code != ErrorCode::StoreSchemaTooNew) {
        const Error classified = classifyOpenFailure(verified.error(), lastCode, plain);
        if (classified.code == ErrorCode::StoreWrongPassphrase && d->encrypted) {
            if (const int pageSize = pageSizeOfCutStore(d->path, d->options.passphrase, size))
                return cutShort(size, pageSize);
        }
        return std::unexpected(classified);
    }
    return verified;
}

namespace {

// What a damaged log holds that recovery cannot replay.
QString damagedLogFindings(const wal::Scan &log)
{
    if (log.headerDamaged)
        return QStringLiteral("its header is damaged, so none of its %1 frames can be replayed")
            .arg(log.droppedFrames);
    return QStringLiteral(
        "%1 frames from frame %2 on, holding %3 committed transactions, fail their checksums "
        "(%4 frames before them can be recovered)")
        .arg(log.droppedFrames)
        .arg(log.firstDroppedFrame)
        .arg(log.droppedCommits)
        .arg(log.usableFrames);
}

} // namespace

// Copies a damaged log beside the store before recovery drops part of it, and says what was found. An
// open that cannot keep the copy fails (StoreIoError) rather than lose the frames unseen.
Result<QString> keepDamagedLog(const QString &path, const wal::Scan &log)
{
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
    QString copy = path + QStringLiteral("-wal.damaged-") + stamp;
    for (int n = 2; QFileInfo::exists(copy); ++n)
        copy = path + QStringLiteral("-wal.damaged-%1-%2").arg(stamp).arg(n);
    if (!QFile::copy(path + QStringLiteral("-wal"), copy))
        return fail(ErrorCode::StoreIoError,
            QStringLiteral("The store's log %1-wal is damaged and a copy of it cannot be written to %2; "
                           "the store was not opened, so nothing was dropped.")
                .arg(path, copy));
    return QStringLiteral(
        "The store's write-ahead log was damaged: %1 and were dropped. Writes in those frames "
        "are missing from the store. The damaged log was kept as %2.")
        .arg(damagedLogFindings(log), copy);
}

// What a read-only open says about a damaged log it leaves as it is.
QString describeDamagedLogUnchanged(const QString &path, const wal::Scan &log)
{
    return QStringLiteral("The store's write-ahead log is damaged: %1. This read-only open reads the store "
                          "without them and changes nothing; the first writable open (the explorer, rowan "
                          "serve, rowan import) will keep a copy of the log as %2-wal.damaged-<time> and "
                          "recover the store without those frames.")
        .arg(damagedLogFindings(log), path);
}

} // namespace rowan::storeopen
