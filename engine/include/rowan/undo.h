// Undo and redo of journaled actions (rowan/journal.h) over any TableService with the Journal capability.
//
// An undo writes each entity the action touched back to what it was before the action, guarded by the ETag
// the action's last write of it produced: an entity someone changed since (or deleted, or created again) is
// not overwritten but reported as an UndoConflict with its current state. The writes back are themselves a
// journaled action (kind "undo", or "redo" when the action undone was an undo), so undoing that one redoes
// the original. Called on a worker thread: it blocks for the whole undo.
#pragma once

#include "rowan/journal.h"
#include "rowan/tableservice.h"

#include <functional>

namespace rowan {

// Entities handled so far of the action's `total` distinct entities. Called on the calling thread.
using UndoProgress = std::function<void(qint64 done, qint64 total)>;

// Undoes `action`: begins the undo action (origin `origin`), writes the before-images back in entity group
// transactions of up to 100 per partition (a batch that fails is retried entity by entity so exactly the
// changed entities are listed as conflicts), ends it, and marks `action` as undone by it, also when
// cancelled (what was restored stays, recorded in the undo action) or when it meets conflicts. Errors:
// NotImplemented without ServiceCapability::Journal, ResourceNotFound for an unknown action, InvalidInput for
// an action already undone or still running, and the service's errors that concern the table or the store
// (the undo action then ends with what it restored).
Result<UndoReport> undoAction(TableService &service, ActionId action, const CancelFlag &cancel = {},
    const UndoProgress &progress = {}, const QString &origin = QStringLiteral("explorer"));

// The newest action matching `filter` that has not been undone and has ended or was interrupted (the action
// `rowan undo` undoes by default); 0 when there is none.
Result<ActionId> lastUndoableAction(const TableService &service, const JournalFilter &filter = {});

} // namespace rowan
