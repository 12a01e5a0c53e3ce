#include "models/compare/diffjob.h"

#include "models/session/guicontinuation.h"

#include <QtConcurrent/QtConcurrentRun>

#include <mutex>

namespace rowan {

// What the worker and the job share: the cancel flag, the differences found since the last poll, and the
// latest progress. The job takes them on a timer, so the worker never posts to an object that may be gone,
// and the GUI thread never waits for the lock (it tries again on the next tick).
struct DiffJob::Shared
{
    std::atomic<bool> cancel {false};
    std::mutex mutex;
    QList<compare::EntityDifference> pending;
    qint64 kept = 0;
    qint64 hidden = 0;
    compare::DiffProgress progress;
    bool freshProgress = false;
};

DiffJob::DiffJob(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<compare::DiffProgress>();
    qRegisterMetaType<compare::DiffSummary>();
    m_poll.setInterval(ProgressIntervalMs);
    connect(&m_poll, &QTimer::timeout, this, &DiffJob::poll);
}

DiffJob::~DiffJob()
{
    if (m_shared)
        m_shared->cancel = true;
}

void DiffJob::start(const DiffJobSide &left, const DiffJobSide &right, const compare::DiffOptions &options)
{
    if (m_shared)
        m_shared->cancel = true;
    m_shared = std::make_shared<Shared>();
    m_running = true;
    m_hidden = 0;
    const quint64 generation = ++m_generation;
    const std::shared_ptr<Shared> shared = m_shared;
    const CancelFlag cancel(shared, &shared->cancel);
    const qint64 keep = m_keep;
    auto future = QtConcurrent::run([left, right, shared, cancel, options, keep] {
        return compare::diffTables(
            compare::TableSide {left.service.get(), left.account, left.table},
            compare::TableSide {right.service.get(), right.account, right.table}, options,
            [&](compare::EntityDifference &difference) {
                std::lock_guard guard(shared->mutex);
                if (shared->kept < keep) {
                    shared->pending.append(std::move(difference));
                    ++shared->kept;
                } else {
                    ++shared->hidden;
                }
                return ScanControl::Continue;
            },
            [&](const compare::DiffProgress &p) {
                std::lock_guard guard(shared->mutex);
                shared->progress = p;
                shared->freshProgress = true;
            },
            cancel);
    });
    m_poll.start();
    continueOnGui(this, future, [this, generation](const Result<compare::DiffSummary> &result) {
        if (generation != m_generation || !m_running)
            return;
        m_poll.stop();
        poll(); // the worker is done: the lock is free
        m_running = false;
        if (!result) {
            Q_EMIT failed(result.error().toString());
            return;
        }
        if (result->cancelled) {
            Q_EMIT cancelled();
            return;
        }
        Q_EMIT finished(*result);
    });
}

void DiffJob::cancel()
{
    if (!m_running)
        return;
    m_shared->cancel = true;
    m_poll.stop();
    m_running = false;
    ++m_generation;
    Q_EMIT cancelled();
}

void DiffJob::poll()
{
    if (!m_shared)
        return;
    QList<compare::EntityDifference> arrived;
    compare::DiffProgress p;
    bool fresh = false;
    {
        std::unique_lock guard(m_shared->mutex, std::try_to_lock);
        if (!guard.owns_lock())
            return;
        arrived.swap(m_shared->pending);
        m_hidden = m_shared->hidden;
        fresh = m_shared->freshProgress;
        m_shared->freshProgress = false;
        p = m_shared->progress;
    }
    if (!arrived.isEmpty())
        Q_EMIT differencesArrived(arrived);
    if (fresh)
        Q_EMIT progress(p);
}

QFuture<Result<QString>> pickAccountAsync(std::shared_ptr<const TableService> service, const QString &preferred)
{
    return QtConcurrent::run([service, preferred]() -> Result<QString> {
        auto accounts = service->accounts();
        if (!accounts)
            return std::unexpected(accounts.error());
        if (accounts->isEmpty())
            return std::unexpected(Error {ErrorCode::InvalidInput, DiffJob::tr("The service has no account.")});
        for (const Account &account : *accounts) {
            if (account.name == preferred)
                return account.name;
        }
        return accounts->first().name;
    });
}

} // namespace rowan
