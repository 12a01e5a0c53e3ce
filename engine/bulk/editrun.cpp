// Counting a scope, previewing a bulk edit and running it.
#include "rowan/bulk/bulkedit.h"

#include "bulkio.h"

#include "rowan/plan.h"

#include <future>

namespace rowan::bulk {

namespace {

// Operations held before they are sent: many transactions per store commit on an embedded store, few
// enough to bound the memory of a large run.
constexpr qsizetype EditFlushOperations = 5000;

KeyProblem problem(const Entity &entity, QString reason)
{
    return KeyProblem {entity.partitionKey(), entity.rowKey(), std::move(reason)};
}

} // namespace

Result<ScopeCount> countScope(const TableService &service, const Scope &scope, const CancelFlag &cancel)
{
    if (scope.keys)
        return ScopeCount {scope.keys->size(), false};
    const QueryPlan plan = planQuery(scope.filter);
    if (plan.readsNothing())
        return ScopeCount {0, false};
    if (plan.rangesExact && service.has(ServiceCapability::Explain)) {
        auto cost = service.explain(scope.account, scope.table, plan);
        if (!cost)
            return std::unexpected(cost.error());
        if (!cost->returnedIsGuess)
            return ScopeCount {cost->entitiesReturned, true};
    }
    QueryRequest request;
    request.filter = scope.filter;
    request.select = QStringList {QStringLiteral("PartitionKey"), QStringLiteral("RowKey")};
    ScopeCount count;
    for (;;) {
        if (isCancelled(cancel))
            return fail(ErrorCode::Cancelled, QStringLiteral("Cancelled."));
        auto page = service.query(scope.account, scope.table, request);
        if (!page)
            return std::unexpected(page.error());
        count.count += page->entities.size();
        if (page->continuation.isNull())
            return count;
        request.continuation = page->continuation;
    }
}

Result<EditPreview> previewBulkEdit(const TableService &service, const Scope &scope, const BulkEdit &edit,
    int sampleSize, const CancelFlag &cancel)
{
    if (auto ok = validateEdit(edit); !ok)
        return std::unexpected(ok.error());
    EditPreview preview;
    auto count = countScope(service, scope, cancel);
    if (!count)
        return std::unexpected(count.error());
    preview.count = *count;
    if (sampleSize <= 0)
        return preview;
    Scope sampled = scope;
    if (scope.keys)
        sampled.keys = scope.keys->first(std::min<qsizetype>(scope.keys->size(), sampleSize));
    auto read = readScope(
        service, sampled, cancel,
        [&](QList<Entity> &chunk) {
            for (Entity &entity : chunk) {
                if (preview.sample.size() >= sampleSize)
                    return false;
                EditSample sample;
                auto after = applyEdit(entity, edit);
                if (after)
                    sample.after = std::move(*after);
                else
                    sample.error = after.error().message;
                sample.before = std::move(entity);
                preview.sample.append(std::move(sample));
            }
            return preview.sample.size() < sampleSize;
        },
        [](KeyProblem) {});
    if (!read)
        return std::unexpected(read.error());
    return preview;
}

namespace {

// What one group of held writes came to.
struct Written
{
    qint64 written = 0;
    QList<KeyProblem> changed;
    QList<KeyProblem> failed;
    std::optional<Error> error;
};

// Writes the units (each one entity's update); units a cancel left unwritten are neither written nor listed.
Written writeHeld(
    TableService &writer, const Scope &scope, const QList<WriteUnit> &units, const CancelFlag &cancel)
{
    Written done;
    auto outcomes = writeUnits(writer, scope.account, scope.table, units, cancel);
    if (!outcomes) {
        done.error = outcomes.error();
        return done;
    }
    for (qsizetype i = 0; i < units.size(); ++i) {
        const std::optional<Error> &error = outcomes->at(i);
        const Entity &entity = units[i].ops.constFirst().entity;
        if (!error)
            ++done.written;
        else if (error->code == ErrorCode::Cancelled)
            continue;
        else if (changedMeanwhile(*error))
            done.changed.append(problem(entity,
                error->code == ErrorCode::ResourceNotFound ? QStringLiteral("deleted since it was read")
                                                           : QStringLiteral("changed since it was read")));
        else
            done.failed.append(problem(entity, error->message));
    }
    return done;
}

class EditRun
{
public:
    EditRun(const std::shared_ptr<TableService> &service, const Scope &scope, const BulkEdit &edit,
        const EditOptions &options, const CancelFlag &cancel)
        : m_service(service)
        , m_scope(scope)
        , m_edit(edit)
        , m_options(options)
        , m_cancel(cancel)
    { }

    Result<EditReport> run()
    {
        if (m_service->has(ServiceCapability::Journal)) {
            auto action = m_service->beginAction(ActionInfo {QStringLiteral("bulk-edit"),
                QStringLiteral("Bulk edit of %1: %2").arg(m_scope.table, m_edit.describe()), m_scope.account,
                m_scope.table, m_options.origin, 0});
            if (!action)
                return std::unexpected(action.error());
            m_report.action = *action;
        }
        m_writer = journaled(m_service, m_report.action);
        Status status = readScope(
            *m_service, m_scope, m_cancel,
            [this](QList<Entity> &chunk) {
                take(chunk);
                if (m_units.size() >= EditFlushOperations && !flush())
                    m_stopped = true;
                return !m_stopped && !isCancelled(m_cancel);
            },
            [this](KeyProblem changed) { m_report.changed.append(std::move(changed)); });
        if (status && !m_stopped)
            flush();
        join();
        reportProgress();
        if (status && m_error)
            status = std::unexpected(*m_error);
        if (!status && status.error().code == ErrorCode::Cancelled)
            status = Status {};
        if (isCancelled(m_cancel))
            m_report.cancelled = true;
        if (m_report.action != 0) {
            if (auto ended = m_service->endAction(m_report.action); !ended && status)
                status = ended;
        }
        if (!status)
            return std::unexpected(status.error());
        return m_report;
    }

private:
    void take(QList<Entity> &chunk)
    {
        for (const Entity &entity : std::as_const(chunk)) {
            ++m_report.read;
            auto edited = applyEdit(entity, m_edit);
            if (!edited) {
                m_report.unconvertible.append(problem(entity, edited.error().message));
                continue;
            }
            if (edited->sameContent(entity)) {
                ++m_report.unchanged;
                continue;
            }
            m_units.append(
                WriteUnit {{EntityOperation {OperationType::Update, std::move(*edited), entity.etag()}}});
        }
    }

    // Takes in the outcome of the write in flight, then hands what is held to a writer thread, so that
    // reading the next page overlaps writing this one. False when the run must stop (an error, or cancelled).
    bool flush()
    {
        join();
        if (m_error || isCancelled(m_cancel)) {
            m_units.clear();
            return false;
        }
        if (!m_units.isEmpty()) {
            m_inFlightUnits = m_units.size();
            m_inFlight = std::async(std::launch::async,
                [writer = m_writer, &scope = m_scope, units = std::exchange(m_units, {}), cancel = m_cancel] {
                    return writeHeld(*writer, scope, units, cancel);
                });
        }
        reportProgress();
        return true;
    }

    void join()
    {
        if (!m_inFlight.valid())
            return;
        Written done = m_inFlight.get();
        m_inFlightUnits = 0;
        m_report.written += done.written;
        m_report.changed.append(std::move(done.changed));
        m_report.failed.append(std::move(done.failed));
        if (done.error && !m_error)
            m_error = std::move(done.error);
    }

    void reportProgress()
    {
        if (m_options.progress)
            m_options.progress(m_report.read - m_inFlightUnits - m_units.size(), m_options.expectedTotal);
    }

    std::shared_ptr<TableService> m_service;
    std::shared_ptr<TableService> m_writer;
    const Scope &m_scope;
    const BulkEdit &m_edit;
    const EditOptions &m_options;
    CancelFlag m_cancel;
    EditReport m_report;
    QList<WriteUnit> m_units;
    std::future<Written> m_inFlight;
    qint64 m_inFlightUnits = 0;
    std::optional<Error> m_error;
    bool m_stopped = false;
};

} // namespace

Result<EditReport> runBulkEdit(const std::shared_ptr<TableService> &service, const Scope &scope,
    const BulkEdit &edit, const EditOptions &options, const CancelFlag &cancel)
{
    if (auto ok = validateEdit(edit); !ok)
        return std::unexpected(ok.error());
    return EditRun(service, scope, edit, options, cancel).run();
}

} // namespace rowan::bulk
