// Store internals shared by the store_*.cpp files: the connection pool, the write clock and lookups.
#pragma once

#include "rowan/store.h"
#include "storage/sqlite.h"

#include <QHash>

#include <atomic>
#include <initializer_list>
#include <memory>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <vector>

namespace rowan {

// The files SQLite keeps beside a store, and whether each existed before the store was opened.
struct Sidecars
{
    explicit Sidecars(const QString &path);
    // Removes what opening created: SQLite creates an empty -wal when it reads a WAL-mode file that has
    // none. A non-empty one was not made by a connection that may not write, so it is left alone.
    void removeCreated() const;
    QString wal;
    QString shm;
    bool walExisted;
    bool shmExisted;
};

class Store::Private
{
public:
    QString path;
    StoreOptions options;
    bool encrypted = false;
    // The layout the file was found to have at open (new stores: sql::NewStoreLayout); guarded by gate.
    sql::CipherLayout layout = sql::NewStoreLayout;

    // Sentences for Store::openWarnings(); fixed after open.
    QStringList openWarnings;
    // Store::droppedCommits(); fixed after open.
    qint64 droppedCommits = 0;
    // StoreOptions::readOnly: every connection stays inspect-only (sql::Connection::makeInspectOnly()),
    // and the sidecars SQLite created are removed when the store closes.
    bool readOnly = false;
    // Whether the file has the journal's tables: a read-only open does not migrate an older schema, and
    // such a store's journal reads as empty.
    bool hasJournal = true;
    std::optional<Sidecars> sidecars;
    // Set by any connection that meets corruption (sql::Connection::setDamageFlag).
    mutable std::atomic<bool> damaged {false};

    // Held shared by every call, exclusively by rekey() while it swaps the file and the connections.
    mutable std::shared_mutex gate;

    std::mutex writerMutex;
    std::unique_ptr<sql::Connection> writer; // guarded by writerMutex
    // Store::safetyProfile(); read at open, changed by setSafetyProfile() (storage/storesafety.cpp).
    // Its own mutex, not writerMutex: description() asks for it and must not wait behind a bulk write.
    SafetyProfile safety; // guarded by safetyMutex
    mutable std::mutex safetyMutex;
    // Reads the profile from the meta table and makes the writer refuse data writes when it is read-only.
    // Call with writerMutex held, or before the Store is shared.
    Status loadSafety(sql::Connection *c);
    // The writer's refusal for `profile` (sql::Connection::writeRefusal).
    void applySafety(sql::Connection *c) const;
    qint64 lastTick = 0; // guarded by writerMutex

    // Journal actions begun by this Store and not yet ended (Store::beginAction()): changed with both
    // writerMutex and openActionsMutex held, so writers read it under the first and readers under the second.
    struct OpenAction
    {
        QString account;
        QByteArray tableKey;
    };
    QHash<qint64, OpenAction> openActions;
    mutable std::mutex openActionsMutex;
    // Actions Store::journalRecords() is reading, with how many reads of each: it reads a slice of records
    // at a time, so trimming skips them until the reads end. Guarded by openActionsMutex.
    QHash<qint64, int> actionsBeingRead;
    bool beingRead(qint64 id) const
    {
        std::lock_guard guard(openActionsMutex);
        return actionsBeingRead.contains(id);
    }
    // Counts a read of `action` in actionsBeingRead for its lifetime.
    class ReadingAction
    {
    public:
        ReadingAction(Private *d, qint64 action)
            : m_d(d)
            , m_action(action)
        {
            std::lock_guard guard(m_d->openActionsMutex);
            ++m_d->actionsBeingRead[m_action];
        }
        ~ReadingAction()
        {
            std::lock_guard guard(m_d->openActionsMutex);
            auto it = m_d->actionsBeingRead.find(m_action);
            if (--it.value() == 0)
                m_d->actionsBeingRead.erase(it);
        }
        ReadingAction(const ReadingAction &) = delete;
        ReadingAction &operator=(const ReadingAction &) = delete;

    private:
        Private *m_d;
        qint64 m_action;
    };
    // The open action `id` for a write to account/table, or InvalidInput. Call with writerMutex held.
    Result<OpenAction *> journalTarget(qint64 id, const QString &account, const QString &table);
    // Trims the journal to its limits inside the caller's transaction (journal.cpp). Returns the number of
    // actions removed. Call with writerMutex held.
    Result<qint64> trimJournal(sql::Connection *c);

    std::mutex readersMutex;
    std::vector<std::unique_ptr<sql::Connection>> idleReaders; // guarded by readersMutex

    // A reader connection for the lifetime of the lease; returned to the pool afterwards.
    class ReadLease
    {
    public:
        ReadLease(Private *d, std::shared_lock<std::shared_mutex> gate, std::unique_ptr<sql::Connection> c)
            : m_d(d)
            , m_gate(std::move(gate))
            , m_connection(std::move(c))
        { }
        ReadLease(ReadLease &&) = default;
        ~ReadLease();
        sql::Connection *operator->() const { return m_connection.get(); }
        sql::Connection *get() const { return m_connection.get(); }

    private:
        Private *m_d;
        std::shared_lock<std::shared_mutex> m_gate;
        std::unique_ptr<sql::Connection> m_connection;
    };

    // The writer connection, exclusively, for the lifetime of the lease.
    class WriteLease
    {
    public:
        WriteLease(Private *d)
            : m_gate(d->gate)
            , m_lock(d->writerMutex)
            , m_connection(d->writer.get())
        { }
        sql::Connection *operator->() const { return m_connection; }
        sql::Connection *get() const { return m_connection; }

    private:
        std::shared_lock<std::shared_mutex> m_gate;
        std::unique_lock<std::mutex> m_lock;
        sql::Connection *m_connection;
    };

    // Change observers (Store::addChangeObserver); observersMutex is held while they run, so removing one
    // waits for a call in progress.
    std::mutex observersMutex;
    std::vector<std::pair<quint64, StoreChangeObserver>> observers; // guarded by observersMutex
    quint64 nextObserverId = 1; // guarded by observersMutex
    std::atomic<quint64> changeSequence {0};
    // Tells the observers about a commit that just succeeded. Call with writerMutex held (the write lease
    // alive), so the sequence follows commit order.
    void notifyChange(
        StoreChangeKind kind, const QString &account, const QString &table = {}, qint64 operations = 0);

    Result<ReadLease> reader();
    WriteLease writeLease() { return WriteLease(this); }

    // Opens and configures a connection to the (verified) file.
    Result<std::unique_ptr<sql::Connection>> openConnection(bool forWriting) const;
    Status configure(sql::Connection *connection, bool forWriting) const;

    // The Timestamp for the next write: now, or one tick after the previous write when the clock has not
    // advanced (or went back), so ETags never repeat. Call with writerMutex held.
    DateTime nextTimestamp();

    // Ids by name on `c`: ResourceNotFound for a missing account; TableNotFound for a missing table.
    // tableId() always asks the database (and refreshes the connection's cache); cachedTableId() may answer
    // from the cache with a stale id, so its callers confirm with tableId() when they find nothing.
    static Result<qint64> accountId(sql::Connection *c, const QString &account);
    static Result<qint64> tableId(sql::Connection *c, const QString &account, const QString &table);
    static Result<qint64> cachedTableId(sql::Connection *c, const QString &account, const QString &table);

    // scan(connection, tableId) -> Result<ScanResult> on a reader, with the connection's cached table id;
    // when it visits nothing, the id is confirmed (the table may have been deleted, or re-created under a
    // new id) and the scan runs again under the current one.
    template<typename Scan>
    Result<ScanResult> scanCurrentTable(const QString &account, const QString &table, Scan &&scan)
    {
        auto c = reader();
        if (!c)
            return std::unexpected(c.error());
        auto id = cachedTableId(c->get(), account, table);
        if (!id)
            return std::unexpected(id.error());
        auto result = scan(c->get(), *id);
        if (result && result->visited == 0) {
            auto current = tableId(c->get(), account, table);
            if (!current)
                return std::unexpected(current.error());
            if (*current != *id)
                result = scan(c->get(), *current);
        }
        return result;
    }
};

// The schema (schema.cpp).
namespace schema {
// Marks the file as a Rowan store in the SQLite header ("RoWN").
inline constexpr qint64 ApplicationId = 0x526F574E;
// The version that added the change journal's tables.
inline constexpr int JournalVersion = 2;
// Creates the current schema and the development account in an empty database (in a transaction).
Status create(sql::Connection *c);
// The stored schema version; StoreNotAStore when the file has no Rowan meta table.
Result<int> version(sql::Connection *c);
// Runs the migrations from `fromVersion` up to Store::SchemaVersion in one transaction.
Status migrate(sql::Connection *c, int fromVersion);
} // namespace schema

// The records of one journal chunk (journal_chunks.data), each: u32 length and bytes of the encoded
// PartitionKey, the same of the RowKey, i64 Timestamp before (0: the entity did not exist), u32 length and
// bytes of its stored record, i64 Timestamp written (0: deleted); integers little-endian.
namespace journalchunk {
void append(QByteArray &chunk, QByteArrayView pk, QByteArrayView rk, qint64 beforeTicks, QByteArrayView before,
    qint64 afterTicks);
} // namespace journalchunk

// The case-insensitive key of a table name: ASCII letters lower-cased, nothing else touched (table names are
// ASCII; a non-ASCII name must not fold onto a valid one).
QByteArray tableNameKey(const QString &name);

// Random account keys (store_accounts.cpp).
QString generateAccountKey();
// Inserts an account with the given keys (inside the caller's transaction).
Status insertAccount(
    sql::Connection *c, const QString &name, const QString &key1, const QString &key2, DateTime created);
// Runs each of `statements` in order with ?1 bound to `id` (inside the caller's transaction), up to the
// first failure (tables.cpp).
Status runForId(sql::Connection *c, std::initializer_list<const char *> statements, qint64 id);

// Removes table `tableId`'s text index, if it has one, and all its account's (textindex.cpp), inside the
// caller's transaction: before its entities are deleted, so the index's triggers do not run per entity.
Status dropTextIndexOf(sql::Connection *c, qint64 tableId);
Status dropTextIndexesOfAccount(sql::Connection *c, qint64 accountId);

} // namespace rowan
