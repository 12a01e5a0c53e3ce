// Entity operations: Get Entity, Query Entities (plan ranges ∩ SAS key range, keyset continuation),
// Insert / Update / Merge / Delete / Insert-or-Replace / Insert-or-Merge.
#include "tableservice.h"

#include <rowan/plan.h>
#include <rowan/store.h>

#include <QElapsedTimer>

namespace rowan::server {

using protocol::TableOperation;

namespace {
constexpr qint64 MaxQueryMs = 5000;

// A position between keys, for intersecting ranges: (pk, group, rk, after). Group 0 is before the
// partition's first row, 2 after its last; group 1 sits at row rk, before it (after = false) or after it.
struct Cut
{
    QString pk;
    int group = 0;
    QString rk;
    bool after = false;

    int compare(const Cut &o) const
    {
        if (int c = pk.compare(o.pk); c != 0)
            return c;
        if (group != o.group)
            return group < o.group ? -1 : 1;
        if (int c = rk.compare(o.rk); c != 0)
            return c;
        return after == o.after ? 0 : (after ? 1 : -1);
    }
};

Cut lowerCut(const KeyBound &b)
{
    if (!b.rowKey)
        return Cut {b.partitionKey, b.inclusive ? 0 : 2, {}, false};
    return Cut {b.partitionKey, 1, *b.rowKey, !b.inclusive};
}

Cut upperCut(const KeyBound &b)
{
    if (!b.rowKey)
        return Cut {b.partitionKey, b.inclusive ? 2 : 0, {}, false};
    return Cut {b.partitionKey, 1, *b.rowKey, b.inclusive};
}

std::optional<KeyBound> tighterLower(const std::optional<KeyBound> &a, const std::optional<KeyBound> &b)
{
    if (!a || !b)
        return a ? a : b;
    return lowerCut(*a).compare(lowerCut(*b)) >= 0 ? a : b;
}

std::optional<KeyBound> tighterUpper(const std::optional<KeyBound> &a, const std::optional<KeyBound> &b)
{
    if (!a || !b)
        return a ? a : b;
    return upperCut(*a).compare(upperCut(*b)) <= 0 ? a : b;
}

bool isEmptyRange(const KeyRange &r)
{
    return r.lower && r.upper && lowerCut(*r.lower).compare(upperCut(*r.upper)) > 0;
}

KeyRange sasKeyRange(const protocol::KeyRange &range)
{
    KeyRange r;
    if (range.startPartitionKey)
        r.lower = range.startRowKey ? KeyBound::at(*range.startPartitionKey, *range.startRowKey)
                                    : KeyBound::partition(*range.startPartitionKey);
    if (range.endPartitionKey)
        r.upper = range.endRowKey ? KeyBound::at(*range.endPartitionKey, *range.endRowKey)
                                  : KeyBound::partition(*range.endPartitionKey);
    return r;
}

// Continuation values: "1!" + base64url of the key's UTF-8 (opaque to clients, never empty).
QByteArray encodeKeyToken(const QString &key)
{
    return "1!" + key.toUtf8().toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

std::optional<QString> decodeKeyToken(const QString &token)
{
    if (!token.startsWith(QLatin1String("1!")))
        return std::nullopt;
    auto decoded = QByteArray::fromBase64Encoding(
        token.mid(2).toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return std::nullopt;
    return QString::fromUtf8(*decoded);
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
            return fail(
                ErrorCode::InvalidHeaderValue, QStringLiteral("Delete Entity requires an If-Match header."));
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

HttpResponse TableService::getEntity(RequestContext &ctx)
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

HttpResponse TableService::queryEntities(RequestContext &ctx)
{
    auto filter = Filter::fromText(ctx.queryValue(u"$filter").value_or(QString()));
    if (!filter)
        return errorResponse(ctx, filter.error());
    auto top = parseTop(ctx.queryValue(u"$top"));
    if (!top)
        return errorResponse(ctx, top.error());
    const auto select = protocol::parseSelect(ctx.queryValue(u"$select").value_or(QString()));

    std::optional<KeyBound> resume;
    const QString nextPk = ctx.queryValue(u"NextPartitionKey").value_or(QString());
    if (!nextPk.isEmpty()) {
        const auto pk = decodeKeyToken(nextPk);
        const QString nextRk = ctx.queryValue(u"NextRowKey").value_or(QString());
        const auto rk = nextRk.isEmpty() ? std::optional<QString>(QString()) : decodeKeyToken(nextRk);
        if (!pk || !rk)
            return errorResponse(ctx,
                Error {ErrorCode::InvalidInput, QStringLiteral("The continuation token is not valid."), -1});
        resume = nextRk.isEmpty() ? KeyBound::partition(*pk) : KeyBound::at(*pk, *rk);
    }
    const KeyRange limit = ctx.sas ? sasKeyRange(ctx.sas->range) : KeyRange::all();
    const QueryPlan plan = planQuery(*filter);

    ScanOptions scanOptions;
    if (select && filter->isEmpty())
        scanOptions.projection = *select;
    QList<Entity> page;
    std::optional<Entity> next;
    QElapsedTimer timer;
    timer.start();
    for (const KeyRange &planned : plan.ranges) {
        KeyRange range {tighterLower(tighterLower(planned.lower, limit.lower), resume),
            tighterUpper(planned.upper, limit.upper)};
        if (isEmptyRange(range))
            continue;
        auto scanned = m_store.scan(
            ctx.path.account, ctx.path.table, range,
            [&](Entity &entity) {
                if (page.size() >= *top || timer.elapsed() > MaxQueryMs) {
                    next = std::move(entity);
                    return ScanControl::Stop;
                }
                if (ctx.sas && !ctx.sas->range.contains(entity.partitionKey(), entity.rowKey()))
                    return ScanControl::Continue;
                if (filter->isEmpty() || filter->matches(entity))
                    page.append(std::move(entity));
                return ScanControl::Continue;
            },
            scanOptions);
        if (!scanned)
            return errorResponse(ctx, scanned.error());
        if (next)
            break;
    }
    if (plan.ranges.isEmpty()) { // the filter matches nothing; still report a missing table
        if (auto info = m_store.table(ctx.path.account, ctx.path.table); !info)
            return errorResponse(ctx, info.error());
    }
    protocol::JsonOptions options = ctx.jsonOptions(ctx.path.table);
    options.select = select;
    HttpResponse r = jsonResponse(ctx, 200, protocol::encodeEntityPage(page, options));
    if (next) {
        r.headers.append("x-ms-continuation-NextPartitionKey", encodeKeyToken(next->partitionKey()));
        r.headers.append("x-ms-continuation-NextRowKey", encodeKeyToken(next->rowKey()));
    }
    return r;
}

HttpResponse TableService::writeEntity(RequestContext &ctx, TableOperation operation)
{
    auto op = entityOperationFor(operation, ctx.path, ctx.http.headers, ctx.http.body);
    if (!op)
        return errorResponse(ctx, op.error());
    if (ctx.sas) {
        if (auto ok = ctx.sas->authorizeEntity(op->entity.partitionKey(), op->entity.rowKey()); !ok)
            return errorResponse(ctx, ok.error());
    }
    auto version = m_store.write(ctx.path.account, ctx.path.table, *op);
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
