// RemoteTableService's writes: single operations and entity group transactions, and the check that lets a
// write be repeated safely: before sending again after a failure that may have reached the server, read the
// entities back and send nothing when the write's effects are already there.
#include "remoteprivate.h"
#include "remotesupport.h"

#include "rowan/protocol/batch.h"
#include "rowan/protocol/errorbody.h"
#include "rowan/protocol/jsonentity.h"
#include "rowan/protocol/resourcepath.h"

#include <QHash>

namespace rowan {

namespace {

QByteArray methodOf(OperationType type)
{
    switch (type) {
    case OperationType::Insert:
        return "POST";
    case OperationType::Update:
    case OperationType::InsertOrReplace:
        return "PUT";
    case OperationType::Merge:
    case OperationType::InsertOrMerge:
        return "MERGE";
    case OperationType::Delete:
        return "DELETE";
    }
    return "POST";
}

bool guarded(OperationType type)
{
    return type == OperationType::Update || type == OperationType::Merge || type == OperationType::Delete;
}

QString ifMatchOf(const EntityOperation &op)
{
    return op.ifMatch.isEmpty() ? QStringLiteral("*") : op.ifMatch;
}

QString operationName(OperationType type)
{
    switch (type) {
    case OperationType::Insert:
        return QStringLiteral("Insert Entity");
    case OperationType::Update:
        return QStringLiteral("Update Entity");
    case OperationType::Merge:
        return QStringLiteral("Merge Entity");
    case OperationType::Delete:
        return QStringLiteral("Delete Entity");
    case OperationType::InsertOrReplace:
        return QStringLiteral("Insert Or Replace Entity");
    case OperationType::InsertOrMerge:
        return QStringLiteral("Insert Or Merge Entity");
    }
    return {};
}

// Whether `current` (null: absent) is what `op` leaves behind.
bool effectInPlace(const EntityOperation &op, const Entity *current)
{
    if (op.type == OperationType::Delete)
        return current == nullptr;
    if (!current)
        return false;
    // A guarded write whose ETag still matches has not happened yet.
    if (guarded(op.type) && !op.ifMatch.isEmpty() && op.ifMatch != u"*" && current->etag() == op.ifMatch)
        return false;
    if (op.type == OperationType::Merge || op.type == OperationType::InsertOrMerge) {
        for (const Property &p : op.entity.properties()) {
            const Value *value = current->property(p.name);
            if (!value || !(*value == p.value))
                return false;
        }
        return true;
    }
    return current->sameContent(op.entity);
}

EntityVersion versionOf(QByteArrayView etag)
{
    if (etag.isEmpty())
        return {};
    const QString text = QString::fromUtf8(etag);
    return EntityVersion {remote::timestampFromEtag(text).value_or(DateTime()), text};
}

EntityVersion versionOf(const Entity &entity)
{
    return EntityVersion {entity.timestamp(), entity.etag()};
}

} // namespace

Result<bool> RemoteTableService::Private::operationsApplied(
    const QString &table, const QList<EntityOperation> &operations, QList<EntityVersion> *versions) const
{
    QHash<QString, Entity> found;
    if (operations.size() == 1) {
        const Entity &e = operations.first().entity;
        auto got = fetchEntity(table, e.partitionKey(), e.rowKey(), std::nullopt, false);
        if (got)
            found.insert(e.rowKey(), *got);
        else if (got.error().code != ErrorCode::ResourceNotFound)
            return std::unexpected(got.error());
    } else {
        // One partition (a batch's rule): read its rows between the lowest and highest key involved.
        QString low = operations.first().entity.rowKey();
        QString high = low;
        for (const EntityOperation &op : operations) {
            low = std::min(low, op.entity.rowKey());
            high = std::max(high, op.entity.rowKey());
        }
        const QString pk = operations.first().entity.partitionKey();
        auto filter = Filter::fromNode(FilterNode::allOf({
            FilterNode::compare(QStringLiteral("PartitionKey"), CompareOp::Eq, Value::string(pk)),
            FilterNode::compare(QStringLiteral("RowKey"), CompareOp::Ge, Value::string(low)),
            FilterNode::compare(QStringLiteral("RowKey"), CompareOp::Le, Value::string(high)),
        }));
        if (!filter)
            return std::unexpected(filter.error());
        QueryContinuation continuation;
        do {
            auto page = queryEntities(
                table, filter->toString(), std::nullopt, limits::MaxPageSize, continuation, {}, false);
            if (!page)
                return std::unexpected(page.error());
            for (Entity &e : page->entities)
                found.insert(e.rowKey(), std::move(e));
            continuation = page->continuation;
        } while (!continuation.isNull());
    }
    QList<EntityVersion> read;
    for (const EntityOperation &op : operations) {
        const auto it = found.constFind(op.entity.rowKey());
        const Entity *current = it == found.cend() ? nullptr : &*it;
        if (!effectInPlace(op, current))
            return false;
        read.append(current && op.type != OperationType::Delete ? versionOf(*current) : EntityVersion {});
    }
    if (versions)
        *versions = std::move(read);
    return true;
}

Result<RemoteTableService::Private::Outcome> RemoteTableService::Private::executeOperations(
    const Call &call, const QString &table, const QList<EntityOperation> &operations) const
{
    QList<EntityVersion> readBack;
    auto outcome = executeWrite(call,
        [this, &table, &operations, &readBack] { return operationsApplied(table, operations, &readBack); });
    if (outcome && outcome->appliedEarlier)
        outcome->readBack = std::move(readBack);
    return outcome;
}

Result<EntityVersion> RemoteTableService::write(
    const QString &account, const QString &table, const EntityOperation &op)
{
    if (auto ok = d->checkAccount(account); !ok)
        return std::unexpected(ok.error());
    if (op.type != OperationType::Delete) {
        if (auto ok = op.entity.validate(); !ok)
            return std::unexpected(ok.error());
    }
    Private::Call call;
    call.method = methodOf(op.type);
    call.what = QStringLiteral("%1 in %2").arg(operationName(op.type), table);
    if (op.type == OperationType::Insert) {
        call.resource = table;
        call.headers.append(std::pair<QByteArray, QByteArray>("Prefer", "return-no-content"));
    } else {
        call.resource = protocol::entityResource(table, op.entity.partitionKey(), op.entity.rowKey());
    }
    if (guarded(op.type))
        call.headers.append(std::pair<QByteArray, QByteArray>("If-Match", ifMatchOf(op).toUtf8()));
    if (op.type != OperationType::Delete) {
        call.contentType = "application/json";
        call.body = protocol::encodeEntityBody(op.entity);
    }
    auto outcome = d->executeOperations(call, table, {op});
    if (!outcome)
        return std::unexpected(outcome.error());
    if (outcome->appliedEarlier)
        return outcome->readBack.value(0);
    if (op.type == OperationType::Delete)
        return EntityVersion {};
    return versionOf(outcome->response.headers.value("etag"));
}

Result<QList<EntityVersion>> RemoteTableService::executeBatch(
    const QString &account, const QString &table, const QList<EntityOperation> &operations)
{
    if (auto ok = d->checkAccount(account); !ok)
        return std::unexpected(ok.error());
    if (operations.isEmpty())
        return fail(
            ErrorCode::InvalidInput, QStringLiteral("An entity group transaction needs an operation."));
    protocol::BatchRequest batch;
    for (qsizetype i = 0; i < operations.size(); ++i) {
        const EntityOperation &op = operations.at(i);
        if (op.type != OperationType::Delete) {
            if (auto ok = op.entity.validate(); !ok)
                return fail(ok.error().code, ok.error().message, int(i));
        }
        protocol::BatchOperation part;
        part.method = methodOf(op.type);
        const QString resource = op.type == OperationType::Insert
            ? table
            : protocol::entityResource(table, op.entity.partitionKey(), op.entity.rowKey());
        part.url = d->baseUrl.toUtf8() + '/' + resource.toUtf8();
        part.headers.append("Accept", "application/json;odata=minimalmetadata");
        part.headers.append("DataServiceVersion", "3.0;");
        if (op.type == OperationType::Insert)
            part.headers.append("Prefer", "return-no-content");
        if (guarded(op.type))
            part.headers.append("If-Match", ifMatchOf(op).toUtf8());
        if (op.type != OperationType::Delete) {
            part.headers.append("Content-Type", "application/json");
            part.body = protocol::encodeEntityBody(op.entity);
        }
        batch.operations.append(std::move(part));
    }
    Private::Call call;
    call.method = "POST";
    call.resource = QStringLiteral("$batch");
    call.body = protocol::serializeBatchRequest(batch);
    call.contentType = protocol::batchContentType(batch.batchBoundary);
    call.what = QStringLiteral("An entity group transaction of %1 operations in %2")
                    .arg(operations.size())
                    .arg(table);
    auto outcome = d->executeOperations(call, table, operations);
    if (!outcome)
        return std::unexpected(outcome.error());
    if (outcome->appliedEarlier)
        return outcome->readBack;
    const remote::HttpResponse &r = outcome->response;
    auto parsed = protocol::parseBatchResponse(r.headers.value("content-type"), r.body);
    if (!parsed)
        return fail(ErrorCode::InternalError,
            QStringLiteral("%1: the answer is not a batch response: %2")
                .arg(call.what, parsed.error().message));
    for (const protocol::BatchResponsePart &part : std::as_const(parsed->parts)) {
        if (part.status < 400)
            continue;
        remote::HttpResponse failed;
        failed.status = part.status;
        failed.body = part.body;
        Error error = remote::errorFromResponse(failed);
        if (error.operationIndex < 0 && operations.size() == 1)
            error.operationIndex = 0;
        return std::unexpected(error);
    }
    if (parsed->parts.size() != operations.size())
        return fail(ErrorCode::InternalError,
            QStringLiteral("%1: the answer has %2 parts for %3 operations.")
                .arg(call.what)
                .arg(parsed->parts.size())
                .arg(operations.size()));
    QList<EntityVersion> versions;
    versions.reserve(operations.size());
    for (qsizetype i = 0; i < operations.size(); ++i) {
        if (operations.at(i).type == OperationType::Delete)
            versions.append(EntityVersion {});
        else
            versions.append(versionOf(parsed->parts.at(i).headers.value(QByteArrayView("etag"))));
    }
    return versions;
}

} // namespace rowan
