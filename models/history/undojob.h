// Takes one journaled action back (rowan/undo.h's undoAction()) on a thread of its own, with progress and
// Cancel: the before-images are written back guarded by the action's ETags, and entities changed since are
// reported, not overwritten. The undo is itself an action, so Redo takes it back in turn. When it ends it
// notes its write with the session, whose changed() refreshes the table's views and the journal. The same
// job can instead write back the earlier versions of conflicts the user chose (startWriteBack()). GUI thread
// only; one job runs once.
#pragma once

#include <rowan/journal.h>
#include <rowan/status.h>

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

namespace rowan {

class ServiceSession;
class TableService;

class UndoJob : public QObject
{
    Q_OBJECT
public:
    explicit UndoJob(ServiceSession *session, QObject *parent = nullptr);
    ~UndoJob() override;

    // Undoes `action` of account/table (the table's views refresh when it ends).
    void start(const JournalAction &action);
    // Writes back the earlier versions of `chosen`, conflicts the undo of `undone` reported, over the
    // entities as they are now (writeBackConflicts()); finished() reports what was written and the entities
    // that changed again meanwhile.
    void startWriteBack(const JournalAction &undone, const QList<UndoConflict> &chosen);
    // Called on a worker thread: writes each conflict's earlier version (its before-image, or a delete when
    // the entity did not exist before the action) in one journaled action of its own (kind "write-back",
    // ended also after a cancel or a failure), so it can be undone in turn. Each write is guarded by the
    // current version the conflict showed (its ETag, or that it did not exist), so an entity changed again
    // since is listed as a conflict once more, with its newest version, rather than overwritten.
    // UndoReport::undoAction is the write-back action. Errors: the service's that concern the table or the
    // store.
    static Result<UndoReport> writeBackConflicts(TableService &service, const JournalAction &undone,
        const QList<UndoConflict> &chosen, const std::shared_ptr<std::atomic<bool>> &cancel = {},
        const std::function<void(qint64 done, qint64 total)> &progress = {});
    // Stops after the transaction in flight; what was written back stays, recorded in the undo action.
    void cancel();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    // `done` of `total` entities handled; at most a few times a second.
    void progress(qint64 done, qint64 total);
    void finished(const rowan::UndoReport &report);
    void failed(const QString &message);

private:
    using Work = std::function<Result<UndoReport>(TableService &, const std::shared_ptr<std::atomic<bool>> &,
        const std::function<void(qint64, qint64)> &)>;
    // Runs `work` on a thread of its own and reports its end for the table `action` wrote.
    void run(const JournalAction &action, Work work);

    ServiceSession *m_session;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_running = false;
    bool m_started = false;
};

} // namespace rowan

Q_DECLARE_METATYPE(rowan::UndoReport)
