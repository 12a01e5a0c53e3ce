// Entity group transactions (`POST /$batch`, docs/protocol.md §5): parse the multipart body, turn each part
// into an EntityOperation of one table, run them atomically, answer 202 with one part per operation or the
// single error part naming the failing operation's index.
#include "requesthandler.h"

#include <rowan/protocol/batch.h>
#include <rowan/store.h>

namespace rowan::server {

using protocol::TableOperation;

HttpResponse RequestHandler::batch(RequestContext &ctx)
{
    auto request = protocol::parseBatchRequest(
        ctx.http.headers.value(QHttpHeaders::WellKnownHeader::ContentType), ctx.http.body);
    if (!request)
        return errorResponse(ctx, request.error());

    const bool useSas = protocol::ServiceSas::isPresentIn(ctx.query);
    protocol::BatchResponse response = protocol::BatchResponse::create(request->isQuery());
    auto answer = [&]() {
        HttpResponse r = emptyResponse(ctx, 202);
        r.headers.append(
            QHttpHeaders::WellKnownHeader::ContentType, protocol::batchContentType(response.batchBoundary));
        r.headers.append("DataServiceVersion", "3.0;");
        r.body = protocol::serializeBatchResponse(response);
        return r;
    };
    auto failAt = [&](Error error, int index) {
        error.operationIndex = index;
        response.parts = {protocol::errorPart(error, ctx.requestId, ctx.now, ctx.level)};
        return answer();
    };

    QString table;
    QList<EntityOperation> operations;
    QList<bool> noContent;
    for (int i = 0; i < request->operations.size(); ++i) {
        const protocol::BatchOperation &part = request->operations.at(i);
        auto path = protocol::parseResourcePath(part.path);
        if (!path)
            return failAt(path.error(), i);
        auto query = protocol::parseQueryString(part.query);
        if (!query)
            return failAt(query.error(), i);
        if (path->account.compare(ctx.path.account, Qt::CaseInsensitive) != 0)
            return failAt(
                Error {ErrorCode::InvalidInput, QStringLiteral("The operation names another account."), -1},
                i);
        if (table.isEmpty())
            table = path->table;
        else if (path->table.compare(table, Qt::CaseInsensitive) != 0)
            return failAt(Error {ErrorCode::InvalidInput,
                              QStringLiteral("All operations in a batch must use the same table."), -1},
                i);
        auto kind = protocol::classifyOperation(part.method, *path, *query, part.headers);
        if (!kind)
            return failAt(kind.error(), i);
        if (useSas) {
            RequestContext opCtx {
                ctx.http, ctx.requestId, ctx.now, *path, ctx.query, ctx.level, ctx.serviceRoot, {}};
            if (auto ok = authorize(opCtx, *kind); !ok)
                return errorResponse(ctx, ok.error());
            ctx.sas = opCtx.sas;
        }
        if (*kind == TableOperation::QueryEntities && path->kind == protocol::ResourcePath::Kind::Entity
            && request->isQuery()) {
            RequestContext opCtx {
                ctx.http, ctx.requestId, ctx.now, *path, *query, ctx.level, ctx.serviceRoot, ctx.sas};
            HttpResponse single = getEntity(opCtx);
            protocol::BatchResponsePart out;
            out.status = single.status;
            out.headers = single.headers.toHttpHeaders();
            out.body = single.body;
            response.parts = {out};
            return answer();
        }
        auto op = entityOperationFor(*kind, *path, part.headers, part.body);
        if (!op)
            return failAt(op.error(), i);
        if (ctx.sas) {
            if (auto ok = ctx.sas->authorizeEntity(op->entity.partitionKey(), op->entity.rowKey()); !ok)
                return failAt(ok.error(), i);
        }
        noContent.append(part.headers.value("Prefer").contains("return-no-content"));
        operations.append(std::move(*op));
    }

    auto action = beginRequestAction(ctx, table, QStringLiteral("batch"),
        QStringLiteral("Batch: %1 entities of %2").arg(operations.size()).arg(table));
    if (!action)
        return errorResponse(ctx, action.error());
    auto versions
        = m_store.executeBatch(ctx.path.account, table, operations, ctx.http.body.size(), *action);
    endRequestAction(*action, bool(versions));
    if (!versions) {
        Error e = versions.error();
        if (e.operationIndex < 0)
            e.operationIndex = 0;
        // The store's message already starts with "<index>:"; errorPart adds it once.
        const QString prefix = QString::number(e.operationIndex) + QLatin1Char(':');
        if (e.message.startsWith(prefix))
            e.message = e.message.mid(prefix.size());
        response.parts = {protocol::errorPart(e, ctx.requestId, ctx.now, ctx.level)};
        return answer();
    }
    RequestContext tableCtx {
        ctx.http, ctx.requestId, ctx.now, ctx.path, ctx.query, ctx.level, ctx.serviceRoot, {}};
    tableCtx.path.table = table;
    for (int i = 0; i < operations.size(); ++i) {
        EntityOperation &op = operations[i];
        const EntityVersion &v = versions->at(i);
        if (op.type == OperationType::Delete) {
            response.parts.append(protocol::successPart(204, {}, {}));
            continue;
        }
        const QByteArray etag = v.etag.toUtf8();
        if (op.type != OperationType::Insert) {
            response.parts.append(protocol::successPart(204, etag, {}));
            continue;
        }
        const QByteArray location = (ctx.serviceRoot + QLatin1Char('/')
            + protocol::entityResource(table, op.entity.partitionKey(), op.entity.rowKey()))
                                        .toUtf8();
        if (noContent.at(i)) {
            protocol::BatchResponsePart p = protocol::successPart(204, etag, location);
            p.headers.append("Preference-Applied", "return-no-content");
            response.parts.append(p);
        } else {
            op.entity.setTimestamp(v.timestamp);
            op.entity.setEtag(v.etag);
            response.parts.append(protocol::successPart(201, etag, location,
                protocol::encodeEntity(op.entity, tableCtx.jsonOptions(table)), ctx.level));
        }
    }
    return answer();
}

} // namespace rowan::server
