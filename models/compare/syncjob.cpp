#include "models/compare/syncjob.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <QtConcurrent/QtConcurrentRun>

#include <mutex>

namespace rowan {

// The cancel flag and the latest progress, which the job reads on a timer (so the worker never posts to an
// object that may be gone).
struct SyncJob::Shared
{
    std::atomic<bool> cancel {false};
    std::mutex mutex;
    compare::DiffProgress progress;
    bool fresh = false;
};

SafetyProfile SyncJobTarget::safety() const
{
    return service ? service->description().safety : SafetyProfile {};
}

QString SyncJobTarget::serviceName() const
{
    return service ? service->description().displayName : QString();
}

SyncJob::SyncJob(ServiceSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    qRegisterMetaType<compare::SyncPlan>();
    qRegisterMetaType<compare::SyncReport>();
    qRegisterMetaType<compare::DiffProgress>();
    m_poll.setInterval(ProgressIntervalMs);
    connect(&m_poll, &QTimer::timeout, this, &SyncJob::poll);
}

SyncJob::~SyncJob()
{
    if (m_shared)
        m_shared->cancel = true;
}

quint64 SyncJob::begin()
{
    if (m_shared)
        m_shared->cancel = true;
    m_shared = std::make_shared<Shared>();
    m_running = true;
    m_poll.start();
    return ++m_generation;
}

void SyncJob::preview(const DiffJobSide &source, const SyncJobTarget &target, const compare::SyncOptions &options)
{
    const quint64 generation = begin();
    const std::shared_ptr<Shared> shared = m_shared;
    auto future = QtConcurrent::run([source, target, options, shared] {
        return compare::previewSync(compare::TableSide {source.service.get(), source.account, source.table},
            compare::TableSide {target.service.get(), target.account, target.table}, options,
            [&](const compare::DiffProgress &p) {
                std::lock_guard guard(shared->mutex);
                shared->progress = p;
                shared->fresh = true;
            },
            CancelFlag(shared, &shared->cancel));
    });
    continueOnGui(this, future, [this, generation](const Result<compare::SyncPlan> &plan) {
        if (generation != m_generation || !m_running)
            return;
        m_poll.stop();
        m_running = false;
        if (!plan)
            Q_EMIT failed(plan.error().toString());
        else if (plan->diff.cancelled)
            Q_EMIT cancelled();
        else
            Q_EMIT previewed(*plan);
    });
}

void SyncJob::run(const DiffJobSide &source, const SyncJobTarget &target, const compare::SyncOptions &options)
{
    const quint64 generation = begin();
    const std::shared_ptr<Shared> shared = m_shared;
    auto future = QtConcurrent::run([source, target, options, shared] {
        return compare::syncTables(compare::TableSide {source.service.get(), source.account, source.table},
            *target.service, target.account, target.table, options,
            [&](const compare::DiffProgress &p) {
                std::lock_guard guard(shared->mutex);
                shared->progress = p;
                shared->fresh = true;
            },
            CancelFlag(shared, &shared->cancel));
    });
    const std::weak_ptr<TableService> written = target.service;
    continueOnGui(this, future,
        [this, generation, written, target](const Result<compare::SyncReport> &report) {
            // Whatever became of it, something may have been committed: the target's views refresh.
            if (m_session)
                m_session->noteWrite(target.account, target.table, written);
            if (generation != m_generation || !m_running)
                return;
            m_poll.stop();
            m_running = false;
            if (!report)
                Q_EMIT failed(report.error().toString());
            else
                Q_EMIT synced(*report);
        });
}

void SyncJob::cancel()
{
    if (!m_running)
        return;
    m_shared->cancel = true;
    m_poll.stop();
    m_running = false;
    ++m_generation;
    Q_EMIT cancelled();
}

void SyncJob::poll()
{
    if (!m_shared)
        return;
    compare::DiffProgress p;
    {
        std::unique_lock guard(m_shared->mutex, std::try_to_lock);
        if (!guard.owns_lock() || !m_shared->fresh)
            return;
        m_shared->fresh = false;
        p = m_shared->progress;
    }
    Q_EMIT progress(p);
}

} // namespace rowan
