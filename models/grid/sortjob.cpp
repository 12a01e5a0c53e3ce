#include "models/grid/sortjob.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>

#include <chrono>

namespace rowan {

namespace {

struct SortOutcome
{
    std::shared_ptr<SortedResult> result;
    qint64 entities = 0;
    bool tooLarge = false;
    std::optional<Error> error;
};

// A request's time budget: short, so the cancel flag (checked between requests) is seen soon on a query
// that matches little.
constexpr std::chrono::milliseconds SortRequestBudget {500};

// Reads the source into `builder`; `entity` is called per entity and says whether to go on.
Status readSource(const TableService &service, const SortSource &source, const CancelFlag &cancel,
    const std::function<bool(const Entity &)> &take)
{
    if (source.query) {
        QueryRequest request = *source.query;
        QueryOptions options;
        options.timeBudget = SortRequestBudget;
        qint64 taken = 0;
        while (true) {
            if (cancel->load())
                return fail(ErrorCode::Cancelled, QStringLiteral("Cancelled"));
            request.top = limits::MaxPageSize;
            if (source.limit)
                request.top = int(std::min<qint64>(limits::MaxPageSize, *source.limit - taken));
            if (*request.top <= 0)
                return {};
            auto page = service.query(source.account, source.table, request, options);
            if (!page)
                return std::unexpected(page.error());
            for (qsizetype i = 0; i < page->entities.size(); ++i) {
                auto entity = page->entities.entity(i);
                if (!entity)
                    return std::unexpected(entity.error());
                ++taken;
                if (!take(*entity))
                    return {};
            }
            request.continuation = page->continuation;
            if (request.continuation.isNull())
                return {};
        }
    }
    // In key order whatever order they were chosen in: ties keep (PartitionKey, RowKey) order.
    QStringList partitions = source.partitions;
    partitions.sort();
    partitions.removeDuplicates();
    QList<KeyRange> ranges;
    for (const QString &pk : std::as_const(partitions))
        ranges.append(KeyRange::partition(pk));
    if (ranges.isEmpty())
        ranges.append(KeyRange::all());
    for (const KeyRange &range : std::as_const(ranges)) {
        bool stopped = false;
        auto scanned = service.scan(
            source.account, source.table, range,
            [&](Entity &entity) {
                if (take(entity))
                    return ScanControl::Continue;
                stopped = true;
                return ScanControl::Stop;
            },
            {}, cancel);
        if (!scanned)
            return std::unexpected(scanned.error());
        if (stopped)
            return {};
    }
    return {};
}

} // namespace

SortJob::SortJob(ServiceSession *session, QObject *parent)
    : TableJob(session, parent)
{
    qRegisterMetaType<std::shared_ptr<rowan::SortedResult>>();
}

void SortJob::start(const SortSource &source, const SortSpec &spec, const SortOptions &options)
{
    m_spec = spec;
    const quint64 generation = begin(source.account, source.table);
    if (generation == 0)
        return;
    const QPointer<SortJob> guard(this);
    const auto report = [guard, generation](qint64 read, qint64 total) {
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [guard, generation, read, total] {
                if (guard && guard->isCurrent(generation))
                    Q_EMIT guard->progress(read, total);
            },
            Qt::QueuedConnection);
    };
    continueOnGui(this,
        session()->run([source, spec, options, report, cancel = cancelFlag()](TableService &service) {
            SortOutcome outcome;
            qint64 total = -1;
            if (!source.query && source.partitions.isEmpty()) {
                if (auto stats = service.tableStats(source.account, source.table))
                    total = stats->entityCount;
            } else if (source.limit) {
                total = *source.limit;
            }
            if (total > options.maxEntities) {
                // Known too large before reading anything.
                outcome.tooLarge = true;
                outcome.entities = total;
                return outcome;
            }
            auto builder = SortedResultBuilder::create(spec, options);
            if (!builder) {
                outcome.error = builder.error();
                return outcome;
            }
            report(0, total);
            QElapsedTimer clock;
            clock.start();
            std::optional<Error> addError;
            const auto take = [&](const Entity &entity) {
                if (auto ok = (*builder)->add(entity); !ok) {
                    addError = ok.error();
                    return false;
                }
                if (clock.elapsed() >= IntervalMs) {
                    clock.restart();
                    report((*builder)->count(), total);
                }
                return !cancel->load(std::memory_order_relaxed);
            };
            const Status read = readSource(service, source, cancel, take);
            outcome.entities = (*builder)->count();
            if ((*builder)->exceeded()) {
                outcome.tooLarge = true;
                return outcome;
            }
            if (addError) {
                outcome.error = addError;
                return outcome;
            }
            if (!read) {
                outcome.error = read.error();
                return outcome;
            }
            report(outcome.entities, total);
            auto result = (*builder)->finish(cancel.get());
            if (!result)
                outcome.error = result.error();
            else
                outcome.result = *result;
            return outcome;
        }),
        [this, generation, bound = options.maxEntities](const SortOutcome &outcome) {
            if (!end(generation))
                return;
            if (outcome.tooLarge)
                Q_EMIT tooLarge(outcome.entities, bound);
            else if (outcome.error && outcome.error->code == ErrorCode::Cancelled)
                Q_EMIT cancelled();
            else if (outcome.error)
                Q_EMIT failed(outcome.error->message);
            else
                Q_EMIT finished(outcome.result);
        });
}

} // namespace rowan
