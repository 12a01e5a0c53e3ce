// Entity operations: Get Entity, Query Entities (executeQuery(): plan ranges ∩ SAS key range, keyset
// continuation), Insert / Update / Merge / Delete / Insert-or-Replace / Insert-or-Merge.
#include "requesthandler.h"

#include <rowan/protocol/sasauthorization.h>
#include <rowan/query.h>
#include <rowan/store.h>

namespace rowan::server {

using protocol::TableOperation;

namespace {
// An If-Match the service can compare: "*" or a weak ETag, W/ (or w/) and a quoted opaque tag (RFC 9110's
// entity-tag). The service compares the tag, so any weak ETag is well formed and one it never handed out is
// merely stale (412); anything else, a strong ETag included, is malformed (400 InvalidInput). Returns the
// value in the form the store compares (W/ upper-case), nullopt when malformed.
std::optional<QString> comparableIfMatch(const QString &value)
{
    if (value == u"*")
        return value;
    if (value.size() < 4 || (!value.startsWith(u"W/\"") && !value.startsWith(u"w/\""))
        || !value.endsWith(u'"'))
        return std::nullopt;
    const QStringView tag = QStringView(value).sliced(3, value.size() - 4);
    // etagc: any visible character but '"', or obs-text; the header was read as Latin-1.
    for (QChar c : tag) {
        if (c.unicode() <= 0x20 || c == u'"' || c.unicode() == 0x7F)
            return std::nullopt;
    }
    QString comparable = value;
    comparable[0] = u'W';
    return comparable;
}

QByteArray entityLocation(const RequestContext &ctx, const Entity &e)
{
    return (ctx.serviceRoot + QLatin1Char('/')
        + protocol::entityResource(ctx.path.table, e.partitionKey(), e.rowKey()))
        .toUtf8();
}
} // namespace

Result<EntityOperation> entityOperationFor(TableOperation operation, const protocol::ResourcePath &path,
    const protocol::RequestHeaders &headers, QByteArrayView body)
{
    EntityOperation op;
    op.ifMatch = QString::fromLatin1(headers.value(QHttpHeaders::WellKnownHeader::IfMatch));
    const bool keyed = path.kind == protocol::ResourcePath::Kind::Entity;
    if (!op.ifMatch.isEmpty()) {
        auto comparable = comparableIfMatch(op.ifMatch);
        if (!comparable)
            return fail(ErrorCode::InvalidInput,
                QStringLiteral("One of the request inputs is not valid: If-Match is neither a weak ETag "
                               "(W/\"…\") nor *."));
        op.ifMatch = std::move(*comparable);
    }
    switch (operation) {
    case TableOperation::InsertEntity:
        op.type = OperationType::Insert;
        break;
    case TableOperation::UpdateEntity:
        op.type = OperationType::Update;
        break;
    case TableOperation::MergeEntity:
        op.type = OperationType::Merge;
        break;
    case TableOperation::InsertOrReplaceEntity:
        op.type = OperationType::InsertOrReplace;
        break;
    case TableOperation::InsertOrMergeEntity:
        op.type = OperationType::InsertOrMerge;
        break;
    case TableOperation::DeleteEntity:
        op.type = OperationType::Delete;
        if (op.ifMatch.isEmpty())
            return fail(ErrorCode::MissingRequiredHeader,
                QStringLiteral(
                    "An HTTP header that's mandatory for this request is not specified: If-Match."));
        op.entity = Entity(path.partitionKey, path.rowKey);
        return op;
    default:
        return fail(ErrorCode::MethodNotAllowed, QStringLiteral("The operation is not an entity write."));
    }
    if (op.type != OperationType::Insert && !keyed)
        return fail(ErrorCode::InvalidUri,
            QStringLiteral("This operation needs PartitionKey and RowKey in the URL."));
    auto entity = op.type == OperationType::Insert
        ? protocol::decodeEntity(body)
        : protocol::decodeEntity(body, path.partitionKey, path.rowKey);
    if (!entity)
        return std::unexpected(entity.error());
    op.entity = std::move(*entity);
    return op;
}

HttpResponse RequestHandler::getEntity(RequestContext &ctx)
{
    if (ctx.sas) {
        if (auto ok = ctx.sas->authorizeEntity(ctx.path.partitionKey, ctx.path.rowKey); !ok)
            return errorResponse(ctx, ok.error());
    }
    const auto select = protocol::parseSelect(ctx.queryValue(u"$select").value_or(QString()));
    auto entity = m_store.getEntity(ctx.path.account, ctx.path.table, ctx.path.partitionKey, ctx.path.rowKey);
    if (!entity)
        return errorResponse(ctx, entity.error());
    protocol::JsonOptions options = ctx.jsonOptions(ctx.path.table);
    options.select = select;
    HttpResponse r = jsonResponse(ctx, 200, protocol::encodeEntity(*entity, options));
    r.headers.append(QHttpHeaders::WellKnownHeader::ETag, entity->etag().toUtf8());
    return r;
}

HttpResponse RequestHandler::queryEntities(RequestContext &ctx)
{
    QueryRequest request;
    auto filter = Filter::fromText(ctx.queryValue(u"$filter").value_or(QString()));
    if (!filter)
        return errorResponse(ctx, filter.error());
    request.filter = std::move(*filter);
    auto top = parseTop(ctx.queryValue(u"$top"));
    if (!top)
        return errorResponse(ctx, top.error());
    request.top = *top;
    request.select = protocol::parseSelect(ctx.queryValue(u"$select").value_or(QString()));
    const QString nextPk = ctx.queryValue(u"NextPartitionKey").value_or(QString());
    if (!nextPk.isEmpty()) {
        auto resume
            = QueryContinuation::fromHeaders(nextPk, ctx.queryValue(u"NextRowKey").value_or(QString()));
        if (!resume)
            return errorResponse(ctx,
                Error {ErrorCode::InvalidInput, QStringLiteral("The continuation token is not valid."), -1});
        request.continuation = std::move(*resume);
    }
    if (ctx.sas)
        request.keyLimit = protocol::sasScanRange(ctx.sas->range);
    // The executor's page: the plan's ranges within the SAS key range, from the continuation on, ending
    // early (with a continuation) when the service's 5 s budget runs out.
    auto page = executeQuery(m_store, ctx.path.account, ctx.path.table, request);
    if (!page)
        return errorResponse(ctx, page.error());
    protocol::JsonOptions options = ctx.jsonOptions(ctx.path.table);
    options.select = request.select;
    auto body = protocol::encodeEntityPage(page->entities, options);
    if (!body)
        return errorResponse(ctx, body.error());
    HttpResponse r = jsonResponse(ctx, 200, *body);
    if (!page->continuation.isNull()) {
        r.headers.append(
            "x-ms-continuation-NextPartitionKey", page->continuation.nextPartitionKey().toUtf8());
        r.headers.append("x-ms-continuation-NextRowKey", page->continuation.nextRowKey().toUtf8());
    }
    return r;
}

namespace {
// The journal's kind and the label's verb of one entity write.
std::pair<QString, QString> journalKind(OperationType type)
{
    switch (type) {
    case OperationType::Insert:
        return {QStringLiteral("add"), QStringLiteral("Insert")};
    case OperationType::Update:
        return {QStringLiteral("edit"), QStringLiteral("Update")};
    case OperationType::Merge:
        return {QStringLiteral("edit"), QStringLiteral("Merge")};
    case OperationType::Delete:
        return {QStringLiteral("delete"), QStringLiteral("Delete")};
    case OperationType::InsertOrReplace:
        return {QStringLiteral("edit"), QStringLiteral("Insert or replace")};
    case OperationType::InsertOrMerge:
        return {QStringLiteral("edit"), QStringLiteral("Insert or merge")};
    }
    return {QStringLiteral("edit"), QStringLiteral("Write")};
}
} // namespace

HttpResponse RequestHandler::writeEntity(RequestContext &ctx, TableOperation operation)
{
    auto op = entityOperationFor(operation, ctx.path, ctx.http.headers, ctx.http.body);
    if (!op)
        return errorResponse(ctx, op.error());
    if (ctx.sas) {
        if (auto ok = ctx.sas->authorizeEntity(op->entity.partitionKey(), op->entity.rowKey()); !ok)
            return errorResponse(ctx, ok.error());
    }
    const auto [kind, verb] = journalKind(op->type);
    auto action = beginRequestAction(ctx, ctx.path.table, kind,
        QStringLiteral("%1: 1 entity of %2").arg(verb, ctx.path.table));
    if (!action)
        return errorResponse(ctx, action.error());
    auto version = m_store.write(ctx.path.account, ctx.path.table, *op, *action);
    endRequestAction(*action, bool(version));
    if (!version)
        return errorResponse(ctx, version.error());
    if (op->type == OperationType::Delete)
        return emptyResponse(ctx, 204);
    HttpResponse r;
    if (op->type == OperationType::Insert) {
        const QByteArray location = entityLocation(ctx, op->entity);
        if (ctx.preferNoContent()) {
            r = emptyResponse(ctx, 204);
            r.headers.append("Preference-Applied", "return-no-content");
        } else {
            op->entity.setTimestamp(version->timestamp);
            op->entity.setEtag(version->etag);
            r = jsonResponse(ctx, 201, protocol::encodeEntity(op->entity, ctx.jsonOptions(ctx.path.table)));
            r.headers.append("Preference-Applied", "return-content");
        }
        r.headers.append(QHttpHeaders::WellKnownHeader::Location, location);
        r.headers.append("DataServiceId", location);
    } else {
        r = emptyResponse(ctx, 204);
    }
    r.headers.append(QHttpHeaders::WellKnownHeader::ETag, version->etag.toUtf8());
    return r;
}

} // namespace rowan::server
