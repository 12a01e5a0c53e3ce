// Making one table like another (rowan/compare/sync.h) from the explorer, in the background: preview()
// counts what a sync would write without writing, run() writes it in ETag-guarded entity group
// transactions, as one journal action of the target (so Edit ▸ Undo takes the whole sync back), with
// progress at most every ProgressIntervalMs and Cancel. When the target is the service the session shows,
// the write is noted with the session when the run ends, so the target table's views and the journal
// refresh.
//
// GUI thread only. One run at a time: starting another cancels the one before, whose result then never
// arrives. Destroying the job cancels its run; the worker ends on its own (it holds the services).
#pragma once

#include "models/compare/diffjob.h"

#include <rowan/compare/sync.h>

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>

namespace rowan {

class ServiceSession;

struct SyncJobTarget
{
    std::shared_ptr<TableService> service;
    QString account;
    QString table;

    // The target service's safety profile and name (TableService::description()), for the question
    // before the sync writes.
    SafetyProfile safety() const;
    QString serviceName() const;
};

// Two tables compared, as a diff view holds them: what a sync in either direction reads and writes.
struct SyncSides
{
    std::shared_ptr<TableService> leftService;
    QString leftAccount;
    QString leftTable;
    std::shared_ptr<TableService> rightService;
    QString rightAccount;
    QString rightTable;

    DiffJobSide left() const { return {leftService, leftAccount, leftTable}; }
    DiffJobSide right() const { return {rightService, rightAccount, rightTable}; }
    // Left to right: the left is the source and the right the target; else the other way round.
    DiffJobSide source(bool leftToRight) const { return leftToRight ? left() : right(); }
    SyncJobTarget target(bool leftToRight) const
    {
        return leftToRight ? SyncJobTarget {rightService, rightAccount, rightTable}
                           : SyncJobTarget {leftService, leftAccount, leftTable};
    }
};

class SyncJob : public QObject
{
    Q_OBJECT
public:
    static constexpr int ProgressIntervalMs = DiffJob::ProgressIntervalMs;

    // `session` (may be null) is told about writes to the service it shows.
    explicit SyncJob(ServiceSession *session, QObject *parent = nullptr);
    ~SyncJob() override;

    void preview(const DiffJobSide &source, const SyncJobTarget &target, const compare::SyncOptions &options);
    void run(const DiffJobSide &source, const SyncJobTarget &target, const compare::SyncOptions &options);
    // Stops the run; cancelled() follows at once. A sync keeps what it committed, in its journal action.
    void cancel();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    // The diff's progress (a sync writes as the diff goes).
    void progress(const rowan::compare::DiffProgress &progress);
    void previewed(const rowan::compare::SyncPlan &plan);
    void synced(const rowan::compare::SyncReport &report);
    void failed(const QString &message);
    void cancelled();

private:
    struct Shared;
    quint64 begin();
    void poll();

    QPointer<ServiceSession> m_session;
    std::shared_ptr<Shared> m_shared;
    QTimer m_poll;
    quint64 m_generation = 0;
    bool m_running = false;
};

} // namespace rowan

Q_DECLARE_METATYPE(rowan::compare::SyncPlan)
Q_DECLARE_METATYPE(rowan::compare::SyncReport)
