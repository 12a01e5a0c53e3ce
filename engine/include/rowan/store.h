// The embedded store: one SQLCipher 4 file holding accounts, their tables and the tables' entities.
//
// Thread-safety: every method may be called from any thread at the same time as any other, unless its
// comment says otherwise. Reads run in parallel on a pool of reader connections (one per thread using it)
// and see the last committed state; writes are serialised on one writer connection. Each read statement
// sees one snapshot, so a scan never observes half of an entity group transaction. Destroying the Store
// while another thread uses it is undefined.
//
// Durability: the file is in WAL mode with synchronous=NORMAL. A write that returned success survives the
// death of the process (kill -9, crash); after a power loss or OS crash the last commits before it may be
// lost, but the file stays consistent.
//
// Errors: every method returns a Result/Status carrying an ErrorCode (rowan/status.h); I/O failures are
// StoreIoError, a damaged file StoreCorrupt, a lock held by another process for longer than
// StoreOptions::busyTimeoutMs StoreBusy. Names of missing accounts give ResourceNotFound.
#pragma once

#include "rowan/account.h"
#include "rowan/batch.h"
#include "rowan/entity.h"
#include "rowan/journal.h"
#include "rowan/safety.h"
#include "rowan/scan.h"
#include "rowan/search.h"
#include "rowan/stats.h"
#include "rowan/status.h"
#include "rowan/storechange.h"
#include "rowan/storeoptions.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace rowan {

// What Store::check() found. Empty problems: the store is sound.
struct CheckReport
{
    // One line per problem, in the order found: SQLCipher's page authentication failures, SQLite's
    // integrity_check lines, then Rowan's own (statistics that differ from the entities they count, records
    // or keys that do not decode).
    QStringList problems;
    qint64 pagesAuthenticated = 0; // by cipher_integrity_check (0 for an unencrypted store)
    qint64 entitiesDecoded = 0;
    qint64 tablesChecked = 0;
    bool isSound() const { return problems.isEmpty(); }
};

// Progress of a long store operation: `done` of `total` units (pages or entities, as the caller says), with
// `stage` naming what runs. Called on the calling thread; keep it quick.
using StoreProgress = std::function<void(const QString &stage, qint64 done, qint64 total)>;

class Store
{
public:
    // The schema version this build writes. Older stores are migrated when opened.
    static constexpr int SchemaVersion = 2;

    // Opens the store at `path` (creating it when options.createIfMissing and the file does not exist;
    // a new store holds the development account). Nothing is written to an existing file before it has been
    // verified, and an open that fails writes nothing: the file, its -wal and its -shm are left as they were
    // and no file is created beside it. Errors: StoreWrongPassphrase (wrong or missing passphrase, or a
    // passphrase for an unencrypted store), StoreNotAStore (not a Rowan store, or an empty file),
    // StoreCorrupt (truncated or damaged; also a file whose size is not a whole number of pages, whatever the
    // passphrase), StoreSchemaTooNew (written by a newer Rowan), ResourceNotFound (no
    // file and no createIfMissing), StoreIoError, StoreBusy.
    static Result<std::unique_ptr<Store>> open(const QString &path, const StoreOptions &options = {});
    ~Store();
    Store(const Store &) = delete;
    Store &operator=(const Store &) = delete;

    QString path() const;
    bool isEncrypted() const;

    // Changes the passphrase. An empty passphrase decrypts the store; a passphrase on an unencrypted store
    // encrypts it. The store is rewritten into a new file that atomically replaces the old one, so a crash
    // leaves either the old or the new file. Waits for every other call to finish and blocks new ones
    // meanwhile. Errors: StoreIoError (e.g. disk full; the old file is then kept, still usable).
    Status rekey(const QString &newPassphrase);

    // PRAGMA integrity_check over the whole file: StoreCorrupt with SQLite's report when it finds damage.
    Status checkIntegrity() const;

    // What open() found that the user must be told although the store opened, one sentence each: today a
    // damaged -wal whose unusable frames were dropped by recovery, after a copy of the log was kept beside
    // the store as `<store>-wal.damaged-<UTC time>` (read-only: that a writable open would do so). Empty when
    // there was nothing to report.
    QStringList openWarnings() const;

    // Whether the store was opened with StoreOptions::readOnly.
    bool isReadOnly() const;
    // The store's safety level and environment label (rowan/safety.h), kept in the file. With
    // SafetyLevel::ReadOnly every write but setSafetyProfile() fails with StoreReadOnly naming the store and
    // its label: entities, tables, accounts, access policies, the journal's limits, the passphrase.
    SafetyProfile safetyProfile() const;
    // Saves it in the store. InvalidInput for a profile checkSafetyProfile() refuses; StoreReadOnly when
    // the store was opened read-only.
    Status setSafetyProfile(const SafetyProfile &profile);
    // Committed transactions in the store's -wal that this open could not use because the log is damaged
    // (with a damaged log header, at least 1). A writable open recovered without them after keeping a copy
    // of the log; a read-only open reads without them and leaves the log to the first writable open. 0 when
    // the log was sound or absent.
    qint64 droppedCommits() const;

    // True once any call has met damage in the file (SQLite reported corruption). From then on every write
    // fails with StoreCorrupt naming the store and what to do, so nothing more is written into a file whose
    // state is unknown; reads go on where the pages they need are sound.
    bool isDamaged() const;

    // Reads the whole store and reports damage: SQLCipher's cipher_integrity_check (every page's HMAC, for
    // an encrypted store), SQLite's integrity_check, and Rowan's invariants (each table's and partition's
    // statistics equal the entities they count; every key and record decodes, and its size is the one
    // stored). Runs on one reader snapshot; writes go on meanwhile (the -wal cannot be checkpointed past
    // the snapshot until the check ends). Damage is reported in the CheckReport, not as an error; damaged
    // pages also make isDamaged() true. Errors: StoreIoError, StoreBusy, or StoreCorrupt when the damage
    // stops the check.
    Result<CheckReport> check(const StoreProgress &progress = {}) const;

    // Writes a consistent copy of the store (one snapshot, taken while writes go on) to the new file
    // `target` with SQLite's online backup API, encrypted with the store's passphrase and layout (or not
    // encrypted, like the store). The copy is made under a temporary name and renamed into place only once
    // it has been reopened and verified, so `target` is either absent or a complete store. Every page is
    // read: a damaged store cannot be backed up. Errors: InvalidInput when `target` exists, StoreIoError (the
    // temporary file is then removed), StoreCorrupt.
    Status backupTo(const QString &target, const StoreProgress &progress = {}) const;

    // --- Accounts -------------------------------------------------------------------------------------
    Result<QList<Account>> accounts() const;
    // ResourceNotFound when missing.
    Result<Account> account(const QString &name) const;
    // Fresh random keys. Errors: validateAccountName()'s, InvalidInput when the name exists.
    Result<Account> createAccount(const QString &name);
    // Deletes the account with all its tables and entities. ResourceNotFound when missing.
    Status deleteAccount(const QString &name);
    // Replaces key 1 or key 2 (keyNumber) with fresh random bytes; returns the updated account.
    // ResourceNotFound when missing, InvalidInput for a keyNumber other than 1 or 2.
    Result<Account> regenerateKey(const QString &name, int keyNumber);

    // --- Tables (names are unique per account ignoring case; the original case is kept) ----------------
    // Errors: validateTableName()'s (InvalidResourceName, OutOfRangeInput, InvalidInput for "tables"),
    // TableAlreadyExists (also for a name differing only in case).
    Result<TableInfo> createTable(const QString &account, const QString &name);
    // Deletes the table and its entities. ResourceNotFound when missing.
    Status deleteTable(const QString &account, const QString &name);
    // Case-insensitive lookup, with current statistics. TableNotFound when missing.
    Result<TableInfo> table(const QString &account, const QString &name) const;
    // Visits the tables whose names fall in `range`, ordered by name compared case-insensitively (ASCII),
    // which is also how bounds compare; for paging, resume with an inclusive lower bound on the name of the
    // first table not taken (NextTableName). Returns the number visited.
    Result<ScanResult> scanTables(
        const QString &account, const NameRange &range, const TableVisitor &visitor) const;
    // Convenience: every table of the account, in that order.
    Result<QList<TableInfo>> listTables(const QString &account) const;

    // --- Entities (entity operations on a missing table fail with TableNotFound) ------------------------
    // ResourceNotFound when the entity does not exist. See ScanOptions for the projection.
    Result<Entity> getEntity(const QString &account, const QString &table, const QString &partitionKey,
        const QString &rowKey, const ScanOptions &options = {}) const;
    // Visits the entities of `range` in key order (one snapshot). The visitor runs on the calling thread
    // while a reader connection is held; it may call other Store methods.
    Result<ScanResult> scan(const QString &account, const QString &table, const KeyRange &range,
        const EntityVisitor &visitor, const ScanOptions &options = {}) const;
    // The same without decoding: each entity as stored (see StoredEntity), for EntityPage. Without records
    // the visitor sees keys and Timestamp only (a null record). StoreCorrupt for a malformed stored key.
    Result<ScanResult> scanStored(const QString &account, const QString &table, const KeyRange &range,
        const StoredEntityVisitor &visitor, bool withRecords = true) const;

    // One write. Validates the entity (Entity::validate()'s errors; for Merge also the merged result:
    // TooManyProperties, EntityTooLarge), stamps Timestamp and ETag (strictly increasing per store, so two
    // writes in one 100 ns tick still differ) and updates the statistics in the same transaction. Errors
    // per OperationType's comment. With an `action` (beginAction()) the write is journaled in the same
    // transaction; InvalidInput when the action is not open in this Store or is for another table.
    Result<EntityVersion> write(
        const QString &account, const QString &table, const EntityOperation &op, ActionId action = 0);
    Result<EntityVersion> insertEntity(const QString &account, const QString &table, const Entity &entity);
    Result<EntityVersion> updateEntity(const QString &account, const QString &table, const Entity &entity,
        const QString &ifMatch = QStringLiteral("*"));
    Result<EntityVersion> mergeEntity(const QString &account, const QString &table, const Entity &entity,
        const QString &ifMatch = QStringLiteral("*"));
    Status deleteEntity(const QString &account, const QString &table, const QString &partitionKey,
        const QString &rowKey, const QString &ifMatch = QStringLiteral("*"));
    Result<EntityVersion> insertOrReplaceEntity(
        const QString &account, const QString &table, const Entity &entity);
    Result<EntityVersion> insertOrMergeEntity(
        const QString &account, const QString &table, const Entity &entity);

    // An entity group transaction: all operations or none. One version per operation, in order (all share
    // one Timestamp). Errors carry Error::operationIndex (the failing operation's zero-based index) and a
    // message beginning with "<index>:": InvalidInput (empty, or more than 100 operations: index 100),
    // CommandsInBatchActOnDifferentPartitions (first operation whose PartitionKey differs from the first),
    // InvalidDuplicateRow (second operation on the same key), RequestBodyTooLarge (payloadBytes, when the
    // caller knows the request size, or else the summed entity sizes, over 4 MiB: index 0), then any error
    // of write() at the operation that caused it. `action` as for write().
    Result<QList<EntityVersion>> executeBatch(const QString &account, const QString &table,
        const QList<EntityOperation> &operations, qint64 payloadBytes = -1, ActionId action = 0);
    // Many entity group transactions in order, in one store commit (bulk import): each batch is checked and
    // applied exactly as executeBatch() would, all or none. Stops at the first batch that fails: the batches
    // before it are committed, it and those after it are not, and `failure` (when given) receives its
    // executeBatch() error. Returns the number of batches committed. Errors (nothing committed): the store's
    // own (TableNotFound, StoreIoError, StoreBusy…). `action` as for write(): a batch that fails leaves no
    // record.
    Result<qsizetype> executeBatches(const QString &account, const QString &table,
        const QList<QList<EntityOperation>> &batches, Error *failure = nullptr, ActionId action = 0);

    // --- The change journal (rowan/journal.h; storage/journal.cpp) ---------------------------------------
    // Starts an action (committed at once, so a crash leaves it readable as interrupted). Writes given its
    // id are recorded into it until endAction(). InvalidInput for an empty kind.
    Result<ActionId> beginAction(const ActionInfo &info);
    // Ends an action begun by this Store: stamps its end, marks the action it undoes (ActionInfo::undoes)
    // as undone by it, and trims the journal to its limits. InvalidInput when it is not open here.
    Status endAction(ActionId action);
    // Ends an action that recorded nothing and removes it (a request whose write failed). InvalidInput when
    // it is not open here or recorded writes.
    Status discardAction(ActionId action);
    // The actions matching `filter`, newest first.
    Result<QList<JournalAction>> journalActions(const JournalFilter &filter = {}) const;
    // ResourceNotFound when there is no such action (never was, or trimmed).
    Result<JournalAction> journalAction(ActionId action) const;
    // Visits the action's records in write order (before-images decoded only with `withBefore`); returns
    // the number visited. ResourceNotFound when there is no such action. Reads a few MiB of records at a
    // time, each slice at its own snapshot, and visits a slice after its read ended, so the visitor may
    // write to this Store (an undo) without keeping the write-ahead log from being checkpointed; the action
    // is not trimmed while it is read.
    Result<qint64> journalRecords(
        ActionId action, const JournalRecordVisitor &visitor, bool withBefore = true) const;
    // Every journaled change of one entity, oldest first (for a history of its versions). Reads the records
    // of the table's actions.
    Result<QList<EntityChange>> entityHistory(const QString &account, const QString &table,
        const QString &partitionKey, const QString &rowKey) const;
    // The bytes the journal's records take.
    Result<qint64> journalSize() const;
    // The limits kept in the store (JournalLimits' defaults until set).
    Result<JournalLimits> journalLimits() const;
    // Keeps new limits and trims to them at once. InvalidInput for a bound that is not positive.
    Status setJournalLimits(const JournalLimits &limits);
    // Removes whole actions, oldest first, while the journal is over its limits; never one still open
    // here or being read by journalRecords(), and never the newest (so the last action can be undone however
    // large). Runs after endAction() and at open. Returns the number removed.
    Result<qint64> trimJournal();
    // Records writes made elsewhere (on a remote endpoint, by JournalingTableService) into `action`, which
    // must be open here for account/table: one chunk, in one transaction, durable once this returns (the
    // store's durability). Each record's before-image keeps its properties and ETag, and its afterEtag is the
    // ETag the write produced (empty: deleted); both ETags must be datetime ETags (W/"datetime'…'", as Azure,
    // Azurite and `rowan serve` give), since the journal keeps them as Timestamps. Nothing is recorded on
    // an error: InvalidInput (the action is not open here or is for another table, an ETag the journal
    // cannot keep), validateKey()'s errors, and the store's (storage/journalappend.cpp).
    Status appendJournalRecords(
        ActionId action, const QString &account, const QString &table, const QList<JournalRecord> &records);

    // --- Table access policies (stored access policies of `rowan serve`, kept as the server's opaque bytes;
    // removed with their table) ----------------------------------------------------------------------------
    // Empty when none were set. TableNotFound when the table is missing.
    Result<QByteArray> tableAccessPolicies(const QString &account, const QString &table) const;
    // Replaces them; empty bytes remove them. TableNotFound when the table is missing.
    Status setTableAccessPolicies(const QString &account, const QString &table, const QByteArray &policies);

    // --- Service properties (logging, metrics and CORS settings of `rowan serve`, per account, kept as the
    // server's opaque bytes) --------------------------------------------------------------------------------
    // Empty when none were set. Thread-safe like every read.
    Result<QByteArray> serviceProperties(const QString &account) const;
    // Replaces them; empty bytes remove them. Thread-safe like every write.
    Status setServiceProperties(const QString &account, const QByteArray &properties);

    // --- Statistics (exact, never computed by scanning entities) -----------------------------------------
    // TableNotFound when missing.
    Result<TableStats> tableStats(const QString &account, const QString &table) const;
    // Partitions with at least one entity whose PartitionKey lies in `range` (UTF-16 code-unit order), in
    // that order.
    Result<ScanResult> scanPartitions(const QString &account, const QString &table, const NameRange &range,
        const PartitionVisitor &visitor) const;
    // Convenience: the first `limit` partitions (all when negative) from `range`.
    Result<QList<PartitionStats>> partitionStats(
        const QString &account, const QString &table, const NameRange &range = {}, int limit = -1) const;

    // --- The text index of a table (rowan/search.h, storage/textindex.cpp) -----------------------------------
    // An FTS5 trigram index over each entity's keys and display texts, case-folded. Once built, every write
    // to the table (write, batch, import, undo) updates it in its own transaction, so it is always exact;
    // deleting the table or its account removes it.
    // State None without one. TableNotFound for a missing table.
    Result<TextIndexStatus> textIndexStatus(const QString &account, const QString &table) const;
    // Makes the index and fills it a few thousand entities per transaction (writes go on between them),
    // resuming where a stopped build ended. Cancelled once `cancel` is set: what was built stays, and the
    // index stays Building (searches do not use it) until a later call finishes it. Nothing to do when it
    // is ready. Errors: TableNotFound, StoreReadOnly, and the store's.
    Status createTextIndex(const QString &account, const QString &table, const SearchProgress &progress = {},
        const std::atomic<bool> *cancel = nullptr);
    // Removes the index; nothing to do without one. TableNotFound for a missing table.
    Status dropTextIndex(const QString &account, const QString &table);
    // Visits in key order, in one snapshot, the entities whose index text holds `term` (a
    // TextMatcher::indexTerm()): a superset of those the matcher finds, which the caller tests. nullopt
    // when the table's index is not ready, or when more than `maxCandidates` entities hold the term (a
    // scan is then quicker than reading them one by one).
    Result<std::optional<ScanResult>> scanTextIndex(const QString &account, const QString &table,
        const QString &term, qint64 maxCandidates, const StoredEntityVisitor &visitor) const;

    // --- Change notification ------------------------------------------------------------------------------
    // Registers `observer` for every commit from now on (writes, batches, imports, table, account, policy
    // and service-property changes, from any thread and any caller: the GUI, `rowan serve`, an import).
    // Failed writes and writes that changed nothing do not call it. Returns an id for
    // removeChangeObserver(), never 0. Thread-safe.
    quint64 addChangeObserver(StoreChangeObserver observer);
    // Unregisters it; once this returns the observer is not running and is never called again. An unknown
    // id is ignored. Thread-safe, but not from inside an observer.
    void removeChangeObserver(quint64 id);
    // The sequence number of the last commit since open (0: none yet). Thread-safe, never blocks.
    quint64 changeSequence() const;

    class Private;

private:
    explicit Store(std::unique_ptr<Private> d);
    std::unique_ptr<Private> d;
};

} // namespace rowan
