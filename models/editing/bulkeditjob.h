// Bulk edit and re-key of one table (rowan/bulk/bulkedit.h, rowan/bulk/rekey.h) on the session's workers:
// the preview first (count and sample, or old → new keys and collisions), then the run, with progress about
// ten times a second and the report on the GUI thread. One run at a time (TableJob: a new start or cancel()
// drops the run before; what a cancelled run wrote stays, recorded in its journal action). After a run the
// table's views refresh through ServiceSession::noteWrite(). GUI thread only.
#pragma once

#include "models/session/tablejob.h"

#include <rowan/bulk/bulkedit.h>
#include <rowan/bulk/rekey.h>

namespace rowan {

class BulkEditJob : public TableJob
{
    Q_OBJECT

public:
    explicit BulkEditJob(ServiceSession *session, QObject *parent = nullptr);

    // The count and the first `sampleSize` entities before and after: editPreviewed().
    void previewEdit(const bulk::Scope &scope, const bulk::BulkEdit &edit, int sampleSize = 5);
    // Applies the edit: progress(), then edited(). `expectedTotal` (the preview's count, or -1) is progress's
    // total.
    void runEdit(const bulk::Scope &scope, const bulk::BulkEdit &edit, qint64 expectedTotal = -1);
    // Every new key and collision: rekeyPlanned().
    void previewRekey(const bulk::Scope &scope, const bulk::RekeyRule &rule);
    // Moves the entities: progress(), then rekeyed().
    void runRekey(const bulk::Scope &scope, const bulk::RekeyRule &rule);
    // Asks the run in progress to stop after the group in flight. Unlike cancel() its report still arrives
    // (edited() or rekeyed() with `cancelled` set, saying what was written), or failed() when it stopped
    // before anything was read.
    void stop();

Q_SIGNALS:
    // `total` is -1 when not known.
    void progress(qint64 done, qint64 total);
    void editPreviewed(const rowan::bulk::EditPreview &preview);
    void edited(const rowan::bulk::EditReport &report);
    void rekeyPlanned(const rowan::bulk::RekeyPlan &plan);
    void rekeyed(const rowan::bulk::RekeyReport &report);

private:
    // A progress callback for the worker that reaches progress() at most about ten times a second.
    std::function<void(qint64, qint64)> progressForwarder(quint64 generation);
    template<typename T, typename Signal>
    void deliver(quint64 generation, const Result<T> &result, Signal signal, bool wrote);
};

} // namespace rowan
