// Making one table like another: the differences diffTables() finds (rowan/compare/diff.h), applied in one
// direction, from a source to a target. Entities missing on the target are inserted, changed ones updated
// (merged or replaced), and, when asked, entities only on the target deleted, in entity group transactions
// of at most 100 operations of one partition, each guarded by the ETag the diff read, so an entity someone
// changes meanwhile is reported as a conflict rather than overwritten. On a target with the change journal
// the whole sync is one action (kind "sync"), so undoAction() (rowan/undo.h) takes it back.
//
// Snapshots: a table copied from anywhere into an embedded store, with a record of where and when it came
// from kept in that store, so that it can later be compared with its source as it is then.
//
// Thread-safety: any thread; each call blocks until it ends. Callbacks run on the calling thread.
#pragma once

#include "rowan/compare/diff.h"
#include "rowan/journal.h"

#include <QList>
#include <QString>

namespace rowan {
class Store;
}

namespace rowan::compare {

struct SyncOptions
{
    // Which entities take part and when two are the same (the ignored properties are neither compared
    // nor written differently: an update carries the source's entity as it is).
    DiffOptions diff;
    // Delete the entities only the target has (else they are left as they are).
    bool deleteExtra = false;
    // Replace changed entities with the source's (properties only the target has are removed); else merge
    // the source's properties into them, so those stay, and an entity that differs only by them is left
    // alone.
    bool replace = false;
    // The journal action's origin: "rowan sync", "explorer".
    QString origin = QStringLiteral("rowan sync");
};

// What a sync writes, as previewSync() counts it and syncTables() sets out to do it.
struct SyncPlan
{
    qint64 inserts = 0; // entities only on the source
    qint64 updates = 0; // entities that differ
    qint64 deletes = 0; // entities only on the target, with deleteExtra
    qint64 extraKept = 0; // entities only on the target, without deleteExtra
    // Entities that differ only by properties only the target has, left alone by a merge.
    qint64 mergeUnchanged = 0;
    DiffSummary diff;

    qint64 writes() const { return inserts + updates + deletes; }
};

// One entity the sync did not write because the target changed under it: it exists now (an insert), it is
// gone or has another ETag (an update or a delete).
struct SyncConflict
{
    QString partitionKey;
    QString rowKey;
    Error error;
};

struct SyncReport
{
    SyncPlan plan; // what the diff found
    qint64 inserted = 0;
    qint64 updated = 0;
    qint64 deleted = 0;
    qint64 transactions = 0;
    // At most MaxConflicts are kept; conflictCount counts them all.
    QList<SyncConflict> conflicts;
    qint64 conflictCount = 0;
    static constexpr int MaxConflicts = 100;
    // The journal action holding the sync's writes; 0 when the target keeps no journal or nothing was
    // written (an empty action is discarded where the service allows it, else ended empty).
    ActionId action = 0;
    bool cancelled = false; // the committed transactions stay, recorded in `action`
};

// The counts a sync with `options` would write now, without writing. Errors as diffTables().
Result<SyncPlan> previewSync(const TableSide &source, const TableSide &target, const SyncOptions &options,
    const DiffProgressCallback &progress = {}, const CancelFlag &cancel = {});

// Makes target (account/table of `target`) like the source. The table must exist. Errors: diffTables()'s
// (both sides read as for a diff), the target's errors that concern the table or the service
// (TableService::stopsBatches(); what was committed before stays, recorded in the action), and the
// journal's (beginAction()) when the target has one. A read-only target fails with its StoreReadOnly at
// the first write.
Result<SyncReport> syncTables(const TableSide &source, TableService &target, const QString &targetAccount,
    const QString &targetTable, const SyncOptions &options, const DiffProgressCallback &progress = {},
    const CancelFlag &cancel = {});

// Where and when a snapshot came from, kept in the snapshot's store.
struct SnapshotRecord
{
    QString account; // the snapshot table's account and name in the store
    QString table;
    QString sourceLocation; // the source service's location (a store's path, an endpoint's URL)
    QString sourceAccount;
    QString sourceTable;
    QString filter; // the filter text the snapshot was taken with (empty: the whole table)
    DateTime takenAt;
    qint64 entities = 0;
};

// The table (in the store's account `account`) where snapshot records are kept: one entity per snapshot,
// PartitionKey the snapshot table's name, RowKey "source".
inline constexpr char SnapshotRecordTable[] = "RowanSnapshots";

// Copies the source's entities (those matching `filter`, text as $filter reads it) into a new table
// `table` of the store's account `account` and records where and when they came from. Errors: InvalidInput
// (the filter), TableAlreadyExists (the snapshot table exists: a snapshot is never overwritten), the
// source's errors, the store's. A copy that fails half-way leaves the table with what was copied and no
// record.
Result<SnapshotRecord> takeSnapshot(const TableSide &source, const QString &filter, Store &store,
    const QString &account, const QString &table, const CancelFlag &cancel = {});

// The record of the snapshot `table` of `account`. ResourceNotFound when the table is no snapshot.
Result<SnapshotRecord> snapshotRecord(const Store &store, const QString &account, const QString &table);

} // namespace rowan::compare
