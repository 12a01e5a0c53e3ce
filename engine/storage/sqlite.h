// The only wrapper around SQLCipher's C API (sqlite3.h is included by sqlite.cpp alone). A Connection owns
// one sqlite3 handle and its cache of prepared statements; it is used by one thread at a time.
#pragma once

#include "core/record.h"
#include "rowan/status.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QString>

#include <array>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

struct sqlite3;
struct sqlite3_stmt;

namespace rowan::sql {

class Connection;

// How SQLCipher lays out an encrypted store's pages. A store does not record this in readable form, so it
// must be known (or tried) before the first page is read.
enum class CipherLayout {
    // New stores: 4 KiB pages with HMAC-SHA256. A page read from the file costs a fixed part (a pread, and
    // SQLCipher's OpenSSL set-up of the HMAC and the cipher) and a part per byte: 4 KiB pages pay the
    // fixed part half as often per entity scanned as 2 KiB ones, while a write still re-encrypts little
    // (docs/benchmarks.md, "Queries", "Fourth round").
    Pages4K,
    // Stores made before Pages4K: 2 KiB pages with HMAC-SHA256.
    Pages2K,
    // SQLCipher 4's defaults (4 KiB pages, HMAC-SHA512): stores made before Pages2K.
    Sqlcipher4,
};
// The layout of new and rekeyed stores.
inline constexpr CipherLayout NewStoreLayout = CipherLayout::Pages4K;
// Bytes per page.
int cipherPageSize(CipherLayout layout);
// Every encrypted store file is a whole number of pages of this size (the smallest layout's).
inline constexpr int MinCipherPageSize = 2048;
// Every layout, newest first.
inline constexpr CipherLayout AllLayouts[]
    = {CipherLayout::Pages4K, CipherLayout::Pages2K, CipherLayout::Sqlcipher4};
// The layouts an encrypted file of `fileSize` bytes can have (it holds whole pages), newest first; when
// none fits, the new stores' layout, whose first read then fails.
QList<CipherLayout> candidateLayouts(qint64 fileSize);
// The PRAGMAs that select `layout` for the database `schema` ("main" or an attached name).
QByteArray cipherPragmas(CipherLayout layout, const char *schema);

// A prepared statement lent by a Connection's cache until it goes out of scope: then it is reset (and its
// bindings cleared), so a cached statement never keeps a read transaction open or points at freed bound
// data. Bound blobs and text are not copied: they must outlive the step()s.
class Statement
{
public:
    Statement(Statement &&other) noexcept
        : m_connection(other.m_connection)
        , m_stmt(std::exchange(other.m_stmt, nullptr))
    { }
    Statement &operator=(Statement &&) = delete;
    ~Statement()
    {
        if (m_stmt)
            reset();
    }

    void bind(int index, qint64 value);
    void bindDouble(int index, double value);
    void bindBlob(int index, QByteArrayView bytes);
    void bindText(int index, const QByteArray &utf8);
    void bindNull(int index);
    // A row is available (true), or the statement is done (false).
    Result<bool> step();
    // step() expecting no row.
    Status run();
    // What going out of scope does, for a statement run again with new bindings in a loop.
    void reset();

    qint64 columnInt64(int column) const;
    QByteArrayView columnBlob(int column) const;
    QString columnText(int column) const;
    bool columnIsNull(int column) const;

private:
    friend class Connection;
    Statement(Connection *connection, sqlite3_stmt *stmt)
        : m_connection(connection)
        , m_stmt(stmt)
    { }
    Connection *m_connection;
    sqlite3_stmt *m_stmt;
};

class Connection
{
public:
    enum class Mode { ReadWrite, ReadWriteCreate };

    // Opens the file and applies the passphrase and cipher layout (when the passphrase is non-empty); reads
    // nothing yet.
    static Result<std::unique_ptr<Connection>> open(
        const QString &path, Mode mode, const QString &passphrase, CipherLayout layout = NewStoreLayout);
    ~Connection();
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    // Runs one or more statements without results.
    Status exec(const char *sql);
    // The statement for `sql` from this connection's cache (prepared on first use), until it goes out of
    // scope; a failure to prepare it names the SQL.
    Result<Statement> statement(std::string_view sql);
    // Statements of the hottest paths, kept by slot as well, so a point read does not hash and compare its
    // SQL text every time. A slot always holds the same SQL.
    enum class Hot { PointRead, PointReadTimestampOnly, Count };
    Result<Statement> statement(Hot slot, std::string_view sql)
    {
        sqlite3_stmt *&cached = m_hot[std::size_t(slot)];
        if (!cached) {
            auto prepared = prepare(sql);
            if (!prepared)
                return std::unexpected(prepared.error());
            cached = *prepared;
        }
        return Statement(this, cached);
    }
    // The first column of the first row as text (for PRAGMAs); empty when there is no row.
    Result<QString> queryText(const char *sql);
    Result<qint64> queryInt64(const char *sql);
    int changes() const;
    bool inTransaction() const;
    // Drops cached statements (before a schema change by another connection matters, and before close).
    void clearStatementCache();

    // The error for SQLite result code `rc`, mapped to the store's codes, with this handle's message.
    Error error(int rc, const char *context) const;
    // The raw SQLite result code of the last failure (for open-time classification).
    int lastResultCode() const { return m_lastCode; }
    void setLastResultCode(int rc) { m_lastCode = rc; }

    // Makes this connection inspect the file without writing to it or its -wal/-shm: nothing may be written
    // (query_only) and closing does not checkpoint (so the -wal is neither copied into the main file nor
    // deleted). The -shm is never touched anyway: under the unix-excl VFS the WAL index lives in this
    // process's memory. Call before the first read; endInspection() makes it an ordinary connection again.
    Status makeInspectOnly();
    Status endInspection();
    // Between makeInspectOnly() and endInspection(): a write transaction refuses to begin (StoreReadOnly).
    bool isInspectOnly() const { return m_inspectOnly; }

    // The store's "found damaged" flag, shared by its connections: error() sets it when SQLite reports
    // corruption, and a write transaction (Transaction::begin) refuses to start once it is set, so nothing
    // is added to a file whose state is unknown.
    void setDamageFlag(std::atomic<bool> *flag) { m_damage = flag; }
    bool damageKnown() const { return m_damage && m_damage->load(std::memory_order_relaxed); }
    // StoreCorrupt naming the store and what to do.
    Error damagedError(const QString &detail) const;
    // StoreReadOnly naming the store.
    Error readOnlyError() const;
    // Set: a data write transaction refuses to begin with this error (the store's safety level is
    // read-only); a Transaction::Kind::Setting one still may.
    std::optional<Error> writeRefusal;

    // Copies the database, as of one snapshot, into the new file `path` (which must not exist) with SQLite's
    // online backup API, encrypted with `passphrase` in `layout` (the page size must be this store's);
    // `progress(done, total)` is called with page counts between steps. The copy is not in WAL mode.
    Status backupTo(const QString &path, const QString &passphrase, CipherLayout layout,
        const std::function<void(qint64, qint64)> &progress);

    // For rekey: ATTACH and sqlcipher_export into another file.
    Status exportTo(const QString &path, const QString &passphrase, CipherLayout layout = NewStoreLayout);

    // Table ids by (account, table name key), for the store's lookups on this connection. An entry may be
    // stale (the table deleted since); users verify on a miss. Ids are never reused, so a stale id only ever
    // finds nothing.
    QHash<QByteArray, qint64> tableIds;
    // The (account, table) names of the last cachedTableId() answer on this connection and its id, so a run
    // of reads of one table skips building the cache key. Same staleness rules as tableIds.
    struct LastTable
    {
        QString account;
        QString table;
        qint64 id = -1;
    } lastTable;
    // Decodes the records read on this connection, keeping property-name strings across reads.
    record::Decoder decoder;
    // Scratch space for encoded keys of point reads (bound without copying, valid until the next read).
    QByteArray keyScratch;

private:
    explicit Connection(sqlite3 *db)
        : m_db(db)
    { }
    // The cached handle for `sql`, prepared on first use; statement() hands it out.
    Result<sqlite3_stmt *> prepare(std::string_view sql);
    sqlite3 *m_db;
    int m_lastCode = 0;
    std::atomic<bool> *m_damage = nullptr;
    bool m_inspectOnly = false;
    struct SqlHash
    {
        using is_transparent = void;
        std::size_t operator()(std::string_view sql) const { return std::hash<std::string_view> {}(sql); }
    };
    // Finalized by clearStatementCache(), not by the map.
    std::unordered_map<std::string, sqlite3_stmt *, SqlHash, std::equal_to<>> m_statements;
    std::array<sqlite3_stmt *, std::size_t(Hot::Count)> m_hot {}; // also in m_statements
};

// Result codes the opener needs to classify without sqlite3.h.
bool isNotADatabase(int rc);
bool isCorrupt(int rc);

// RAII transaction on a connection, ROLLBACK unless commit() succeeded. A write transaction takes the write
// lock at once (BEGIN IMMEDIATE); a read transaction (BEGIN DEFERRED) makes several statements share one
// snapshot and one WAL read lock instead of taking it per statement.
class Transaction
{
public:
    // Setting: a write of the store's own settings, allowed when data writes are refused.
    enum class Kind { Write, Read, Setting };
    explicit Transaction(Connection *connection, Kind kind = Kind::Write)
        : m_connection(connection)
        , m_kind(kind)
    { }
    ~Transaction();
    Status begin();
    Status commit();

private:
    Status run(const char *sql);
    Connection *m_connection;
    Kind m_kind;
    bool m_open = false;
};

} // namespace rowan::sql
