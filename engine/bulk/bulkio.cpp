// Reading a bulk scope page by page and writing units in entity group transactions.
#include "bulkio.h"

namespace rowan::bulk {

namespace {

constexpr qsizetype KeysPerChunk = 1000;

KeyProblem problemOf(const Entity &entity, QString reason)
{
    return KeyProblem {entity.partitionKey(), entity.rowKey(), std::move(reason)};
}

Status readKeys(const TableService &service, const Scope &scope, const CancelFlag &cancel,
    const std::function<bool(QList<Entity> &chunk)> &visit, const std::function<void(KeyProblem)> &changed)
{
    QList<Entity> chunk;
    const QList<Entity> &keys = *scope.keys;
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (isCancelled(cancel))
            return fail(ErrorCode::Cancelled, QStringLiteral("Cancelled."));
        const Entity &key = keys[i];
        auto entity = service.getEntity(scope.account, scope.table, key.partitionKey(), key.rowKey());
        if (!entity) {
            if (entity.error().code != ErrorCode::ResourceNotFound)
                return std::unexpected(entity.error());
            changed(problemOf(key, QStringLiteral("deleted since it was seen")));
        } else if (!key.etag().isEmpty() && entity->etag() != key.etag()) {
            changed(problemOf(key, QStringLiteral("changed since it was seen")));
        } else {
            chunk.append(std::move(*entity));
        }
        if (chunk.size() >= KeysPerChunk || i + 1 == keys.size()) {
            if (!chunk.isEmpty() && !visit(chunk))
                return {};
            chunk.clear();
        }
    }
    return {};
}

} // namespace

bool isCancelled(const CancelFlag &cancel)
{
    return cancel && cancel->load();
}

bool concernsTable(const Error &error)
{
    return error.code != ErrorCode::Cancelled && TableService::stopsBatches(Error {error.code, {}, 0});
}

bool changedMeanwhile(const Error &error)
{
    return error.code == ErrorCode::UpdateConditionNotSatisfied || error.code == ErrorCode::ResourceNotFound;
}

bool sameProperties(const Entity &a, const Entity &b)
{
    if (a.properties().size() != b.properties().size())
        return false;
    for (const Property &p : a.properties()) {
        const Value *v = b.property(p.name);
        if (!v || !(*v == p.value))
            return false;
    }
    return true;
}

Status readScope(const TableService &service, const Scope &scope, const CancelFlag &cancel,
    const std::function<bool(QList<Entity> &chunk)> &visit, const std::function<void(KeyProblem)> &changed)
{
    if (scope.keys)
        return readKeys(service, scope, cancel, visit, changed);
    QueryRequest request;
    request.filter = scope.filter;
    for (;;) {
        if (isCancelled(cancel))
            return fail(ErrorCode::Cancelled, QStringLiteral("Cancelled."));
        auto page = service.query(scope.account, scope.table, request);
        if (!page)
            return std::unexpected(page.error());
        auto entities = page->entities.entities();
        if (!entities)
            return std::unexpected(entities.error());
        if (!entities->isEmpty() && !visit(*entities))
            return {};
        if (page->continuation.isNull())
            return {};
        request.continuation = page->continuation;
    }
}

Result<UnitOutcomes> writeUnits(TableService &writer, const QString &account, const QString &table,
    const QList<WriteUnit> &units, const CancelFlag &cancel)
{
    UnitOutcomes outcomes(units.size());
    // Batches of whole units; `first` is the index of each batch's first unit.
    QList<QList<EntityOperation>> batches;
    QList<qsizetype> first;
    for (qsizetype i = 0; i < units.size(); ++i) {
        const QList<EntityOperation> &ops = units[i].ops;
        if (batches.isEmpty() || batches.last().size() + ops.size() > limits::MaxBatchOperations
            || batches.last().constFirst().entity.partitionKey() != ops.constFirst().entity.partitionKey()) {
            batches.emplaceBack().reserve(limits::MaxBatchOperations);
            first.append(i);
        }
        batches.last().append(ops);
    }
    const QList<BatchOutcome> results = writer.executeBatches(account, table, batches, cancel);
    const Error cancelled {ErrorCode::Cancelled, QStringLiteral("Cancelled before it was written."), -1};
    for (qsizetype b = 0; b < batches.size(); ++b) {
        const qsizetype end = b + 1 < batches.size() ? first[b + 1] : units.size();
        const BatchOutcome result = results.value(b);
        if (result.state == BatchOutcome::State::Committed)
            continue;
        if (result.state == BatchOutcome::State::Failed && concernsTable(result.error))
            return std::unexpected(result.error);
        for (qsizetype u = first[b]; u < end; ++u) {
            if (isCancelled(cancel)) {
                outcomes[u] = cancelled;
                continue;
            }
            const QList<EntityOperation> &ops = units[u].ops;
            std::optional<Error> error;
            if (ops.size() == 1) {
                if (auto done = writer.write(account, table, ops.constFirst()); !done)
                    error = done.error();
            } else if (auto done = writer.executeBatch(account, table, ops); !done) {
                error = done.error();
            }
            if (error && concernsTable(*error))
                return std::unexpected(*error);
            outcomes[u] = error;
        }
    }
    return outcomes;
}

} // namespace rowan::bulk
