// The explorer's writes for one user action, recorded in the service's change journal when it has one
// (ServiceCapability::Journal), so Edit ▸ Undo and the History dock can take them back. Called on the
// session's workers: beginRecording() before the first write, recordingWriter() for the writes, and
// endRecording() after the last (also after a failure or a cancel: what was written is recorded). Without a
// journal the writes go to the service itself and nothing is recorded.
#pragma once

#include <rowan/journal.h>
#include <rowan/status.h>

#include <memory>

namespace rowan {

class TableService;

// Begins the action (origin "explorer"); 0 when the service keeps no journal. Errors: the journal's (the
// action's writes must then not run: they would go unrecorded).
Result<ActionId> beginRecording(TableService &service, ActionInfo info);

// The service to write through so the writes are recorded into `action` (0: `service` itself). `keep`
// holds the view while it is used.
TableService &recordingWriter(TableService &service, ActionId action, std::shared_ptr<TableService> &keep);

// Ends `action` (nothing for 0). An action that recorded no write is ended all the same: the History dock
// leaves such actions out.
Status endRecording(TableService &service, ActionId action);

} // namespace rowan
