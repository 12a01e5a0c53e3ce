// Table-level operations: Query Tables (with NextTableName paging), Create / Delete Table, Get / Set
// Table ACL.
#include "requesthandler.h"

#include <rowan/filter.h>
#include <rowan/protocol/accesspolicy.h>
#include <rowan/store.h>

#include <QElapsedTimer>

namespace rowan::server {

namespace {
constexpr qint64 MaxQueryMs = 5000;
} // namespace

Result<int> parseTop(const std::optional<QString> &text)
{
    if (!text)
        return limits::MaxPageSize;
    if (text->isEmpty())
        return fail(ErrorCode::InvalidInput, QStringLiteral("The value of $top is empty."));
    bool ok = false;
    const int top = text->toInt(&ok);
    if (!ok || top < 1 || top > limits::MaxPageSize)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("The value of $top must be an integer from 1 to %1.").arg(limits::MaxPageSize));
    return top;
}

HttpResponse RequestHandler::queryTables(RequestContext &ctx)
{
    if (ctx.path.kind == protocol::ResourcePath::Kind::Table) {
        auto info = m_store.table(ctx.path.account, ctx.path.table);
        if (!info) {
            Error e = info.error();
            if (e.code == ErrorCode::TableNotFound)
                e = Error {ErrorCode::ResourceNotFound,
                    QStringLiteral("The specified resource does not exist."), -1};
            return errorResponse(ctx, e);
        }
        return jsonResponse(ctx, 200, protocol::encodeTable(info->name, ctx.jsonOptions(QString())));
    }
    auto filter = Filter::fromText(ctx.queryValue(u"$filter").value_or(QString()));
    if (!filter)
        return errorResponse(ctx, filter.error());
    auto top = parseTop(ctx.queryValue(u"$top"));
    if (!top)
        return errorResponse(ctx, top.error());
    NameRange range;
    if (auto next = ctx.queryValue(u"NextTableName"); next && !next->isEmpty())
        range.lower = NameBound {*next, true};
    QStringList names;
    QString nextName;
    QElapsedTimer timer;
    timer.start();
    auto scanned = m_store.scanTables(ctx.path.account, range, [&](const TableInfo &table) {
        if (names.size() >= *top || timer.elapsed() > MaxQueryMs) {
            nextName = table.name;
            return ScanControl::Stop;
        }
        if (!filter->isEmpty()) {
            Entity row;
            row.setProperty(QStringLiteral("TableName"), Value::string(table.name));
            if (!filter->matches(row))
                return ScanControl::Continue;
        }
        names.append(table.name);
        return ScanControl::Continue;
    });
    if (!scanned)
        return errorResponse(ctx, scanned.error());
    HttpResponse r = jsonResponse(ctx, 200, protocol::encodeTableList(names, ctx.jsonOptions(QString())));
    if (!nextName.isEmpty())
        r.headers.append("x-ms-continuation-NextTableName", nextName.toUtf8());
    return r;
}

HttpResponse RequestHandler::createTable(RequestContext &ctx)
{
    auto name = protocol::decodeCreateTable(ctx.http.body);
    if (!name)
        return errorResponse(ctx, name.error());
    auto info = m_store.createTable(ctx.path.account, *name);
    if (!info)
        return errorResponse(ctx, info.error());
    const QByteArray location
        = (ctx.serviceRoot + QLatin1Char('/') + protocol::tableResource(info->name)).toUtf8();
    HttpResponse r;
    if (ctx.preferNoContent()) {
        r = emptyResponse(ctx, 204);
        r.headers.append("Preference-Applied", "return-no-content");
    } else {
        r = jsonResponse(ctx, 201, protocol::encodeTable(info->name, ctx.jsonOptions(QString())));
        r.headers.append("Preference-Applied", "return-content");
    }
    r.headers.append(QHttpHeaders::WellKnownHeader::Location, location);
    r.headers.append("DataServiceId", location);
    return r;
}

HttpResponse RequestHandler::deleteTable(RequestContext &ctx)
{
    if (auto ok = m_store.deleteTable(ctx.path.account, ctx.path.table); !ok)
        return errorResponse(ctx, ok.error());
    return emptyResponse(ctx, 204);
}

HttpResponse RequestHandler::getTableAcl(RequestContext &ctx)
{
    auto stored = m_store.tableAccessPolicies(ctx.path.account, ctx.path.table);
    if (!stored)
        return errorResponse(ctx, stored.error(), true);
    QList<SignedIdentifier> identifiers;
    if (!stored->isEmpty()) {
        auto parsed = protocol::parseSignedIdentifiers(*stored);
        if (!parsed)
            return errorResponse(ctx, parsed.error(), true);
        identifiers = std::move(*parsed);
    }
    HttpResponse r = emptyResponse(ctx, 200);
    r.headers.append(QHttpHeaders::WellKnownHeader::ContentType, "application/xml");
    r.body = protocol::serializeSignedIdentifiers(identifiers);
    return r;
}

HttpResponse RequestHandler::setTableAcl(RequestContext &ctx)
{
    auto parsed = protocol::parseSignedIdentifiers(ctx.http.body);
    if (!parsed)
        return errorResponse(ctx, parsed.error(), true);
    // Stored in the canonical form, so Get Table ACL answers exactly what the service would.
    const QByteArray canonical
        = parsed->isEmpty() ? QByteArray() : protocol::serializeSignedIdentifiers(*parsed);
    if (auto ok = m_store.setTableAccessPolicies(ctx.path.account, ctx.path.table, canonical); !ok)
        return errorResponse(ctx, ok.error(), true);
    return emptyResponse(ctx, 204);
}

} // namespace rowan::server
