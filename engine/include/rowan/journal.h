// The change journal: every write made on behalf of one user action (an edit, a paste, a bulk delete, an
// import) is recorded per entity with what the entity was before (or that it did not exist) and the ETag
// the write produced, so the action can be undone later without overwriting what others changed since.
// An embedded store keeps its journal inside the store file, encrypted with it, and writes each record in
// the same transaction as the change it describes (Store::beginAction(), TableService::withAction()).
// Plain value types.
#pragma once

#include "rowan/entity.h"
#include "rowan/value.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace rowan {

using ActionId = qint64;

// What a user action is, given when it begins.
struct ActionInfo
{
    // A stable machine name: "edit", "add", "delete", "bulk-delete", "import", "copy", "paste",
    // "bulk-edit", "undo", "redo", "batch"…
    QString kind;
    // For people: "Bulk delete: 12,345 entities of Orders".
    QString label;
    // The table every write of the action goes to.
    QString account;
    QString table;
    // Who made it: "explorer", "rowan import", "serve".
    QString origin;
    // For an undo or redo: the action it reverses (0: none).
    ActionId undoes = 0;
};

struct JournalAction
{
    ActionId id = 0;
    ActionInfo info;
    DateTime startedAt;
    // Unset while the action runs, and for an action a crash interrupted.
    std::optional<DateTime> endedAt;
    // Entity writes recorded, and the journal bytes they take.
    qint64 entityCount = 0;
    qint64 bytes = 0;
    // The undo (or redo) action that reversed this one; 0 while it stands.
    ActionId undoneBy = 0;
    // Not ended: still running in this process (open) or left by a process that died (interrupted).
    bool open = false;
    bool interrupted = false;
};

// One entity write of an action.
struct JournalRecord
{
    QString partitionKey;
    QString rowKey;
    // The entity as it was before the write (with its Timestamp and ETag); nullopt: it did not exist.
    std::optional<Entity> before;
    // The ETag the write produced; empty: the write deleted the entity.
    QString afterEtag;
};

// Where the journal stops growing: whole actions, oldest first, are removed once the journal is larger than
// maxBytes or an action is older than maxAgeDays; the newest action is always kept. Both must be positive.
struct JournalLimits
{
    qint64 maxBytes = 256LL * 1024 * 1024;
    int maxAgeDays = 30;
};

// Which actions Store::journalActions() lists: empty fields match every account or table.
struct JournalFilter
{
    QString account;
    QString table;
    // At most this many, newest first (negative: all).
    int limit = -1;
};

// One change of one entity with the action that made it (TableService::entityHistory()).
struct EntityChange
{
    JournalAction action;
    JournalRecord record;
};

// Called for each record of an action in write order; return false to stop.
using JournalRecordVisitor = std::function<bool(JournalRecord &record)>;

// An entity an undo did not write back because it changed since the action (or is missing, or exists
// again): the user decides.
struct UndoConflict
{
    QString partitionKey;
    QString rowKey;
    // What the undo would have written back (nullopt: it would have deleted the entity).
    std::optional<Entity> before;
    // The entity as it is now (nullopt: it does not exist).
    std::optional<Entity> current;
    // Why, for people: "changed since the action", "deleted since the action", "exists again".
    QString reason;
};

struct UndoReport
{
    // The undo (or redo) action that recorded the writes back.
    ActionId undoAction = 0;
    qint64 restored = 0;
    QList<UndoConflict> conflicts;
    // Stopped by its cancel flag: what was restored so far stays, recorded in undoAction.
    bool cancelled = false;
};

} // namespace rowan
