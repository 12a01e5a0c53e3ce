// Counting a scope, previewing a bulk edit and running it.
#include "rowan/bulk/bulkedit.h"

#include "bulkio.h"

#include "rowan/plan.h"

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
                if (m_units.size() >= EditFlushOperations)
                    m_stopped = !flush();
                return !m_stopped;
            },
            [this](KeyProblem changed) { m_report.changed.append(std::move(changed)); });
        if (status && !m_stopped)
            flush();
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

    // Sends what is held; false when the run must stop (m_error set, or cancelled).
    bool flush()
    {
        const QList<WriteUnit> units = std::exchange(m_units, {});
        if (!units.isEmpty()) {
            auto outcomes = writeUnits(*m_writer, m_scope.account, m_scope.table, units, m_cancel);
            if (!outcomes) {
                m_error = outcomes.error();
                return false;
            }
            for (qsizetype i = 0; i < units.size(); ++i) {
                const std::optional<Error> &error = outcomes->at(i);
                const Entity &entity = units[i].ops.constFirst().entity;
                if (!error)
                    ++m_report.written;
                else if (error->code == ErrorCode::Cancelled)
                    m_report.cancelled = true;
                else if (changedMeanwhile(*error))
                    m_report.changed.append(problem(entity,
                        error->code == ErrorCode::ResourceNotFound
                            ? QStringLiteral("deleted since it was read")
                            : QStringLiteral("changed since it was read")));
                else
                    m_report.failed.append(problem(entity, error->message));
            }
        }
        if (m_options.progress)
            m_options.progress(m_report.read, m_options.expectedTotal);
        return !isCancelled(m_cancel);
    }

    std::shared_ptr<TableService> m_service;
    std::shared_ptr<TableService> m_writer;
    const Scope &m_scope;
    const BulkEdit &m_edit;
    const EditOptions &m_options;
    CancelFlag m_cancel;
    EditReport m_report;
    QList<WriteUnit> m_units;
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
