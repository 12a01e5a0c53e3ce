// Opening, creating and rekeying a store, and the connection pool.
#include "storage/storeprivate.h"
#include "storage/walcheck.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <cstdio>

namespace rowan {

namespace {

const QByteArray sqliteMagic("SQLite format 3\0", 16);

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

} // namespace

Sidecars::Sidecars(const QString &path)
    : wal(path + QStringLiteral("-wal"))
    , shm(path + QStringLiteral("-shm"))
    , walExisted(QFileInfo::exists(wal))
    , shmExisted(QFileInfo::exists(shm))
{ }

void Sidecars::removeCreated() const
{
    if (!walExisted && QFileInfo(wal).size() == 0)
        QFile::remove(wal);
    if (!shmExisted && QFileInfo(shm).size() == 0)
        QFile::remove(shm);
}

Store::Store(std::unique_ptr<Private> d)
    : d(std::move(d))
{ }

Store::~Store()
{
    if (!d->readOnly)
        return;
    // Every connection closes (without a checkpoint) before the files SQLite created are removed.
    d->idleReaders.clear();
    d->writer.reset();
    d->sidecars->removeCreated();
}

bool Store::isReadOnly() const
{
    return d->readOnly;
}

qint64 Store::droppedCommits() const
{
    return d->droppedCommits;
}

quint64 Store::addChangeObserver(StoreChangeObserver observer)
{
    std::lock_guard lock(d->observersMutex);
    const quint64 id = d->nextObserverId++;
    d->observers.emplace_back(id, std::move(observer));
    return id;
}

void Store::removeChangeObserver(quint64 id)
{
    std::lock_guard lock(d->observersMutex);
    std::erase_if(d->observers, [id](const auto &entry) { return entry.first == id; });
}

quint64 Store::changeSequence() const
{
    return d->changeSequence.load(std::memory_order_acquire);
}

void Store::Private::notifyChange(
    StoreChangeKind kind, const QString &account, const QString &table, qint64 operations)
{
    StoreChange change {kind, account, table, operations, changeSequence.fetch_add(1) + 1};
    std::lock_guard lock(observersMutex);
    for (const auto &[id, observer] : observers)
        observer(change);
}

Result<std::unique_ptr<Store>> Store::open(const QString &path, const StoreOptions &options)
{
    const QFileInfo info(path);
    if (info.isDir())
        return fail(ErrorCode::StoreNotAStore, QStringLiteral("%1 is a directory.").arg(path));
    if (!info.exists()) {
        if (!options.createIfMissing)
            return fail(ErrorCode::ResourceNotFound, QStringLiteral("There is no store at %1.").arg(path));
        if (auto ok = createStoreFile(info.absoluteFilePath(), options); !ok)
            return std::unexpected(ok.error());
    }

    auto d = std::make_unique<Private>();
    d->path = info.absoluteFilePath();
    d->options = options;
    d->encrypted = !options.passphrase.isEmpty();

    bool plain = false;
    qint64 size = 0;
    if (auto ok = precheck(d->path, options.passphrase, &plain, &size); !ok)
        return std::unexpected(ok.error());
    // Read before anything can replay the log: recovery silently drops the frames after a damaged one.
    const wal::Scan log = wal::scan(d->path + QStringLiteral("-wal"));
    const Sidecars sidecars(d->path);
    int version = 0;
    auto c = verifyWithoutWriting(d.get(), sidecars, plain, size, &version);
    if (!c)
        return std::unexpected(c.error());
    if (log.isDamaged()) {
        d->droppedCommits = std::max<qint64>(log.droppedCommits, 1);
        if (options.readOnly) {
            d->openWarnings.append(describeDamagedLogUnchanged(d->path, log));
        } else {
            auto kept = keepDamagedLog(d->path, log);
            if (!kept)
                return std::unexpected(kept.error()); // closes without a checkpoint: the log stays as it was
            d->openWarnings.append(*kept);
        }
    }
    (*c)->setDamageFlag(&d->damaged);
    if (options.readOnly) {
        // The connection stays inspect-only: nothing it does reaches the file, the -wal or the -shm.
        if (auto ok = d->configure(c->get(), false); !ok)
            return std::unexpected(ok.error());
        d->readOnly = true;
        d->hasJournal = version >= schema::JournalVersion;
        d->sidecars = sidecars;
        d->writer = std::move(*c);
        return std::unique_ptr<Store>(new Store(std::move(d)));
    }

    // Verified: from here on the file may be written (WAL switch, migrations).
    if (auto ok = (*c)->endInspection(); !ok)
        return std::unexpected(ok.error());
    if (auto ok = d->configure(c->get(), true); !ok)
        return std::unexpected(ok.error());
    if (auto ok = schema::migrate(c->get(), version); !ok)
        return std::unexpected(ok.error());
    // Actions that aged past the limits while the store was closed go now; failing that only delays it.
    {
        sql::Transaction txn(c->get());
        Status trimmed = txn.begin();
        if (trimmed) {
            auto removed = d->trimJournal(c->get());
            trimmed = removed ? txn.commit() : Status(std::unexpected(removed.error()));
        }
        if (!trimmed)
            d->openWarnings.append(
                QStringLiteral("The change journal could not be trimmed: %1").arg(trimmed.error().message));
    }
    d->writer = std::move(*c);
    return std::unique_ptr<Store>(new Store(std::move(d)));
}

QString Store::path() const
{
    return d->path;
}

bool Store::isEncrypted() const
{
    std::shared_lock gate(d->gate);
    return d->encrypted;
}

Status Store::rekey(const QString &newPassphrase)
{
    if (d->readOnly)
        return fail(ErrorCode::StoreReadOnly,
            QStringLiteral("The store %1 was opened read-only; its passphrase was not changed.")
                .arg(QFileInfo(d->path).fileName()));
    std::unique_lock gate(d->gate);
    std::lock_guard writerLock(d->writerMutex);
    const QString temp = siblingPath(d->path, "rekey");
    // The copy gets the new stores' layout whatever the old file's was.
    Status result = d->writer->exportTo(temp, newPassphrase, sql::NewStoreLayout);
    if (result) {
        // Prove the new file opens with the new passphrase before it replaces the old one.
        auto check = sql::Connection::open(
            temp, sql::Connection::Mode::ReadWrite, newPassphrase, sql::NewStoreLayout);
        if (!check) {
            result = std::unexpected(check.error());
        } else {
            auto version = schema::version(check->get());
            if (!version)
                result = std::unexpected(version.error());
            else
                result = (*check)->exec("PRAGMA journal_mode = WAL");
        }
    }
    if (!result) {
        removeDatabaseFiles(temp);
        return result;
    }

    {
        std::lock_guard readersLock(d->readersMutex);
        d->idleReaders.clear();
    }
    d->writer.reset(); // the last connection checkpoints the WAL into the old file and removes it
    Status swapped;
    if (std::rename(QFile::encodeName(temp).constData(), QFile::encodeName(d->path).constData()) != 0)
        swapped = fail(
            ErrorCode::StoreIoError, QStringLiteral("Cannot replace %1 with the rekeyed copy.").arg(d->path));
    else {
        d->options.passphrase = newPassphrase;
        d->layout = sql::NewStoreLayout;
    }
    if (!swapped)
        removeDatabaseFiles(temp);
    auto writer = d->openConnection(true);
    if (!writer)
        return std::unexpected(writer.error());
    d->writer = std::move(*writer);
    if (swapped)
        d->encrypted = !newPassphrase.isEmpty();
    return swapped;
}

QStringList Store::openWarnings() const
{
    return d->openWarnings;
}

bool Store::isDamaged() const
{
    return d->damaged.load(std::memory_order_relaxed);
}

Status Store::checkIntegrity() const
{
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    auto stmt = (*c)->statement("PRAGMA integrity_check");
    if (!stmt)
        return std::unexpected(stmt.error());
    QStringList problems;
    for (;;) {
        auto row = stmt->step();
        if (!row)
            return std::unexpected(row.error());
        if (!*row)
            break;
        const QString line = stmt->columnText(0);
        if (line != QLatin1StringView("ok"))
            problems << line;
    }
    if (!problems.isEmpty())
        return fail(ErrorCode::StoreCorrupt, problems.join(QLatin1Char('\n')));
    return {};
}

// --- Private ---------------------------------------------------------------------------------------------

Store::Private::ReadLease::~ReadLease()
{
    if (!m_connection)
        return;
    std::lock_guard lock(m_d->readersMutex);
    if (int(m_d->idleReaders.size()) < std::max(1, m_d->options.maxIdleReaders))
        m_d->idleReaders.push_back(std::move(m_connection));
}

Result<Store::Private::ReadLease> Store::Private::reader()
{
    std::shared_lock gateLock(gate);
    {
        std::lock_guard lock(readersMutex);
        if (!idleReaders.empty()) {
            std::unique_ptr<sql::Connection> c = std::move(idleReaders.back());
            idleReaders.pop_back();
            return ReadLease(this, std::move(gateLock), std::move(c));
        }
    }
    auto c = openConnection(false);
    if (!c)
        return std::unexpected(c.error());
    return ReadLease(this, std::move(gateLock), std::move(*c));
}

Result<std::unique_ptr<sql::Connection>> Store::Private::openConnection(bool forWriting) const
{
    auto c = sql::Connection::open(path, sql::Connection::Mode::ReadWrite, options.passphrase, layout);
    if (!c)
        return c;
    (*c)->setDamageFlag(&damaged);
    if (readOnly) {
        if (auto ok = (*c)->makeInspectOnly(); !ok)
            return std::unexpected(ok.error());
    }
    if (auto ok = configure(c->get(), forWriting); !ok)
        return std::unexpected(ok.error());
    return c;
}

Status Store::Private::configure(sql::Connection *c, bool forWriting) const
{
    const QByteArray pragmas = "PRAGMA cache_size = -"
        + QByteArray::number(std::max(256, options.cacheSizeKiB))
        + "; PRAGMA busy_timeout = " + QByteArray::number(std::max(0, options.busyTimeoutMs))
        + "; PRAGMA temp_store = MEMORY; PRAGMA foreign_keys = OFF;";
    if (auto ok = c->exec(pragmas.constData()); !ok)
        return ok;
    if (forWriting) {
        // WAL + synchronous=NORMAL: a commit is in the WAL (in the OS's hands) when it returns, which
        // survives the death of the process; fsync happens at checkpoints, not at every commit.
        auto mode = c->queryText("PRAGMA journal_mode = WAL");
        if (!mode)
            return std::unexpected(mode.error());
        if (mode->compare(QLatin1StringView("wal"), Qt::CaseInsensitive) != 0)
            return fail(
                ErrorCode::StoreIoError, QStringLiteral("The store cannot use WAL mode (%1).").arg(*mode));
        return c->exec("PRAGMA synchronous = NORMAL");
    }
    return c->exec("PRAGMA query_only = 1");
}

DateTime Store::Private::nextTimestamp()
{
    lastTick = std::max(DateTime::now().ticks(), lastTick + 1);
    return DateTime(lastTick);
}

Result<qint64> Store::Private::accountId(sql::Connection *c, const QString &account)
{
    auto stmt = c->statement("SELECT account_id FROM accounts WHERE name = ?1");
    if (!stmt)
        return std::unexpected(stmt.error());
    const QByteArray name = account.toUtf8();
    stmt->bindText(1, name);
    auto row = stmt->step();
    if (!row)
        return std::unexpected(row.error());
    if (!*row)
        return fail(
            ErrorCode::ResourceNotFound, QStringLiteral("The account %1 does not exist.").arg(account));
    return stmt->columnInt64(0);
}

namespace {
QByteArray tableCacheKey(const QString &account, const QString &table)
{
    return account.toUtf8() + '/' + tableNameKey(table);
}
} // namespace

Result<qint64> Store::Private::cachedTableId(sql::Connection *c, const QString &account, const QString &table)
{
    if (c->lastTable.id >= 0 && c->lastTable.account == account && c->lastTable.table == table)
        return c->lastTable.id;
    if (auto it = c->tableIds.constFind(tableCacheKey(account, table)); it != c->tableIds.constEnd()) {
        c->lastTable = {account, table, it.value()};
        return it.value();
    }
    auto id = tableId(c, account, table);
    if (id)
        c->lastTable = {account, table, *id};
    return id;
}

Result<qint64> Store::Private::tableId(sql::Connection *c, const QString &account, const QString &table)
{
    {
        auto stmt = c->statement("SELECT t.table_id FROM accounts a JOIN tables t "
                                 "ON t.account_id = a.account_id WHERE a.name = ?1 AND t.name_key = ?2");
        if (!stmt)
            return std::unexpected(stmt.error());
        c->lastTable = {};
        const QByteArray name = account.toUtf8();
        const QByteArray key = tableNameKey(table);
        stmt->bindText(1, name);
        stmt->bindText(2, key);
        auto row = stmt->step();
        if (!row)
            return std::unexpected(row.error());
        if (*row) {
            const qint64 id = stmt->columnInt64(0);
            c->tableIds.insert(tableCacheKey(account, table), id);
            return id;
        }
    }
    c->tableIds.remove(tableCacheKey(account, table));
    if (auto id = accountId(c, account); !id)
        return std::unexpected(id.error());
    return fail(ErrorCode::TableNotFound, QStringLiteral("The table specified does not exist."));
}

} // namespace rowan
