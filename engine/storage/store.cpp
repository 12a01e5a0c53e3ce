// A store's life: opening, rekeying, checking, change observers and the connection pool.
#include "storage/storeopen.h"
#include "storage/storeprivate.h"
#include "storage/walcheck.h"

#include <QFile>
#include <QFileInfo>

namespace rowan {

using namespace storeopen;

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
        if (auto ok = d->loadSafety(c->get()); !ok)
            return std::unexpected(ok.error());
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
    // Loaded after the upkeep above, which a read-only level does not stop.
    if (auto ok = d->loadSafety(c->get()); !ok)
        return std::unexpected(ok.error());
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
    if (d->writer->writeRefusal)
        return std::unexpected(*d->writer->writeRefusal);
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
    d->applySafety(d->writer.get());
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
