// Takes one journaled action back (rowan/undo.h's undoAction()) on a thread of its own, with progress and
// Cancel: the before-images are written back guarded by the action's ETags, and entities changed since are
// reported, not overwritten. The undo is itself an action, so Redo takes it back in turn. When it ends it
// notes its write with the session, whose changed() refreshes the table's views and the journal. GUI thread
// only; one job runs once.
#pragma once

#include <rowan/journal.h>
#include <rowan/status.h>

#include <QObject>

#include <atomic>
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
    // Stops after the transaction in flight; what was written back stays, recorded in the undo action.
    void cancel();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    // `done` of `total` entities handled; at most a few times a second.
    void progress(qint64 done, qint64 total);
    void finished(const rowan::UndoReport &report);
    void failed(const QString &message);

private:
    ServiceSession *m_session;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_running = false;
    bool m_started = false;
};

} // namespace rowan

Q_DECLARE_METATYPE(rowan::UndoReport)
