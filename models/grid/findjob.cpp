#include "models/grid/findjob.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>

#include <mutex>

namespace rowan {

namespace {

// The matches a worker has found and not yet handed over, shared by the worker and the hand-overs it posts.
struct PendingMatches
{
    std::mutex mutex;
    QList<SearchMatch> matches;
};

} // namespace

FindJob::FindJob(ServiceSession *session, QObject *parent)
    : TableJob(session, parent)
{ }

void FindJob::start(const QString &account, const QString &table, const SearchRequest &request)
{
    if (auto matcher = TextMatcher::create(request); !matcher) {
        cancel();
        Q_EMIT failed(matcher.error().message);
        return;
    }
    const quint64 generation = begin(account, table);
    if (generation == 0)
        return;
    const QPointer<FindJob> guard(this);
    auto pending = std::make_shared<PendingMatches>();
    // Hands what is pending to the GUI thread; the matches of a run no longer current are dropped there.
    const auto handOver = [guard, generation, pending] {
        QList<SearchMatch> batch;
        {
            std::lock_guard lock(pending->mutex);
            batch.swap(pending->matches);
        }
        if (batch.isEmpty())
            return;
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [guard, generation, batch = std::move(batch)] {
                if (guard && guard->isCurrent(generation))
                    Q_EMIT guard->matchesFound(batch);
            },
            Qt::QueuedConnection);
    };
    auto clock = std::make_shared<QElapsedTimer>();
    const SearchVisitor visitor = [pending, clock, handOver](SearchMatch &match) {
        qsizetype size = 0;
        {
            std::lock_guard lock(pending->mutex);
            pending->matches.append(std::move(match));
            size = pending->matches.size();
        }
        if (!clock->isValid())
            clock->start();
        if (size >= BatchSize || clock->elapsed() >= IntervalMs) {
            handOver();
            clock->start();
        }
        return ScanControl::Continue;
    };
    auto progressClock = std::make_shared<QElapsedTimer>();
    const SearchProgress progress = [guard, generation, progressClock](qint64 read, qint64 total) {
        if (progressClock->isValid() && progressClock->elapsed() < IntervalMs && read > 0)
            return;
        progressClock->start();
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [guard, generation, read, total] {
                if (guard && guard->isCurrent(generation))
                    Q_EMIT guard->progress(read, total);
            },
            Qt::QueuedConnection);
    };
    continueOnGui(this,
        session()->run([account, table, request, visitor, progress, handOver, cancel = cancelFlag()](
                           TableService &service) {
            Result<SearchResult> result = service.search(account, table, request, visitor, progress, cancel);
            // Posted before the result, so the last matches arrive before finished().
            handOver();
            return result;
        }),
        [this, generation](const Result<SearchResult> &result) {
            if (!end(generation))
                return;
            if (!result && result.error().code == ErrorCode::Cancelled)
                Q_EMIT cancelled();
            else if (!result)
                Q_EMIT failed(result.error().message);
            else
                Q_EMIT finished(*result);
        });
}

} // namespace rowan
