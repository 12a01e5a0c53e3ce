#include "requesthandler.h"

#include <rowan/protocol/errorbody.h>
#include <rowan/protocol/sasauthorization.h>
#include <rowan/protocol/sharedkey.h>
#include <rowan/store.h>

#include <QDate>
#include <QDateTime>
#include <QTimeZone>
#include <QUuid>

#include <algorithm>
#include <string_view>

namespace rowan::server {

using protocol::TableOperation;

namespace {
constexpr QByteArrayView DefaultVersion = "2019-02-02";

// The Date header changes once a second; formatting it for every response is measurable.
QByteArray httpDateNow()
{
    thread_local qint64 cachedSecond = -1;
    thread_local QByteArray cached;
    const qint64 second = QDateTime::currentSecsSinceEpoch();
    if (second != cachedSecond) {
        cached = protocol::formatHttpDate(QDateTime::fromSecsSinceEpoch(second, QTimeZone::UTC));
        cachedSecond = second;
    }
    return cached;
}

// The published versions of the storage services' REST API. A later date up to today is accepted too, so
// that a newer SDK keeps working; any other value, or a date still in the future, is refused as the service
// refuses a version it does not know.
bool isSupportedVersion(QByteArrayView version)
{
    static constexpr std::string_view known[] = {"2009-04-14", "2009-07-17", "2009-09-19", "2011-08-18",
        "2012-02-12", "2013-08-15", "2014-02-14", "2015-02-21", "2015-04-05", "2015-07-08", "2015-12-11",
        "2016-05-31", "2017-04-17", "2017-07-29", "2017-11-09", "2018-03-28", "2018-11-09", "2019-02-02",
        "2019-07-07", "2019-10-10", "2019-12-12", "2020-02-10", "2020-04-08", "2020-06-12", "2020-08-04",
        "2020-10-02", "2020-12-06", "2021-02-12", "2021-04-10", "2021-06-08", "2021-08-06", "2021-10-04",
        "2021-12-02", "2022-11-02", "2023-01-03", "2023-08-03", "2023-11-03", "2024-02-04", "2024-05-04",
        "2024-08-04", "2024-11-04", "2025-01-05", "2025-05-05", "2025-07-05", "2025-11-05"};
    const std::string_view text(version.data(), size_t(version.size()));
    if (std::find(std::begin(known), std::end(known), text) != std::end(known))
        return true;
    if (text.size() != 10 || text <= known[std::size(known) - 1])
        return false;
    const QDate date = QDate::fromString(QLatin1StringView(version), Qt::ISODate);
    return date.isValid() && date <= QDate::currentDate().addDays(1);
}

void addCommonHeaders(
    ResponseHeaders &headers, const QString &requestId, const protocol::RequestHeaders *requestHeaders)
{
    headers.append("x-ms-request-id", requestId.toLatin1());
    QByteArrayView version = requestHeaders ? requestHeaders->value("x-ms-version") : QByteArrayView();
    headers.append("x-ms-version", version.isEmpty() ? DefaultVersion : version);
    headers.append(QHttpHeaders::WellKnownHeader::Date, httpDateNow());
    if (requestHeaders) {
        if (QByteArrayView id = requestHeaders->value("x-ms-client-request-id"); !id.isEmpty())
            headers.append("x-ms-client-request-id", id);
    }
}
} // namespace

protocol::JsonOptions RequestContext::jsonOptions(const QString &table) const
{
    protocol::JsonOptions options;
    options.level = level;
    options.serviceRoot = serviceRoot;
    options.accountName = path.account;
    options.table = table;
    return options;
}

bool RequestContext::preferNoContent() const
{
    return http.headers.value("Prefer").contains("return-no-content");
}

RequestHandler::RequestHandler(Store &store, bool journal)
    : m_store(store)
    , m_journal(journal)
{ }

Result<qint64> RequestHandler::beginRequestAction(
    const RequestContext &ctx, const QString &table, const QString &kind, const QString &label)
{
    if (!m_journal)
        return 0;
    return m_store.beginAction(ActionInfo {kind, label, ctx.path.account, table, QStringLiteral("serve"), 0});
}

void RequestHandler::endRequestAction(qint64 action, bool wrote)
{
    if (action == 0)
        return;
    // A failure here leaves the action reading as interrupted, still undoable; the write stands either way.
    if (wrote)
        (void)m_store.endAction(action);
    else
        (void)m_store.discardAction(action);
}

HttpResponse RequestHandler::errorResponse(const RequestContext &ctx, const Error &error, bool xml) const
{
    Error e = error;
    if (e.code == ErrorCode::StoreCorrupt && !m_damageLogged.exchange(true))
        qCritical("%s", qPrintable(e.message));
    if (e.code >= ErrorCode::StoreWrongPassphrase) // the store's own codes are internal to Rowan
        e.code = e.code == ErrorCode::StoreBusy ? ErrorCode::ServerBusy : ErrorCode::InternalError;
    HttpResponse r;
    r.status = e.httpStatus();
    addCommonHeaders(r.headers, ctx.requestId, &ctx.http.headers);
    r.headers.append("x-ms-error-code", e.codeName().toLatin1());
    if (xml) {
        r.headers.append(QHttpHeaders::WellKnownHeader::ContentType, "application/xml");
        r.body = protocol::errorBodyXml(e, ctx.requestId, ctx.now);
    } else {
        r.headers.append(QHttpHeaders::WellKnownHeader::ContentType, protocol::jsonContentType(ctx.level));
        r.headers.append("DataServiceVersion", "3.0;");
        r.body = protocol::errorBodyJson(e, ctx.requestId, ctx.now);
    }
    return r;
}

HttpResponse RequestHandler::jsonResponse(const RequestContext &ctx, int status, QByteArray body) const
{
    HttpResponse r;
    r.status = status;
    addCommonHeaders(r.headers, ctx.requestId, &ctx.http.headers);
    r.headers.append(QHttpHeaders::WellKnownHeader::ContentType, protocol::jsonContentType(ctx.level));
    r.headers.append("DataServiceVersion", "3.0;");
    r.headers.append(QHttpHeaders::WellKnownHeader::CacheControl, "no-cache");
    r.body = std::move(body);
    return r;
}

HttpResponse RequestHandler::emptyResponse(const RequestContext &ctx, int status) const
{
    HttpResponse r;
    r.status = status;
    addCommonHeaders(r.headers, ctx.requestId, &ctx.http.headers);
    r.headers.append(QHttpHeaders::WellKnownHeader::CacheControl, "no-cache");
    return r;
}

HttpResponse RequestHandler::transportError(int status, const QString &message) const
{
    ErrorCode code = ErrorCode::InvalidInput;
    if (status == 413)
        code = ErrorCode::RequestBodyTooLarge;
    else if (status == 431)
        code = ErrorCode::RequestHeaderFieldsTooLarge;
    else if (status == 501)
        code = ErrorCode::NotImplemented;
    else if (status == 503)
        code = ErrorCode::ServerBusy;
    else if (status == 408)
        code = ErrorCode::OperationTimedOut;
    const QString requestId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const DateTime now = DateTime::now();
    const Error error {code, message, -1};
    HttpResponse r;
    r.status = status;
    addCommonHeaders(r.headers, requestId, nullptr);
    r.headers.append("x-ms-error-code", error.codeName().toLatin1());
    r.headers.append(QHttpHeaders::WellKnownHeader::ContentType,
        protocol::jsonContentType(protocol::MetadataLevel::MinimalMetadata));
    r.body = protocol::errorBodyJson(error, requestId, now);
    r.closeConnection = true;
    return r;
}

HttpResponse RequestHandler::handle(HttpRequest &request)
{
    HttpResponse response = respond(request);
    addCorsHeaders(request, response);
    return response;
}

HttpResponse RequestHandler::respond(HttpRequest &request)
{
    RequestContext ctx {request, QUuid::createUuid().toString(QUuid::WithoutBraces), DateTime::now(), {}, {},
        protocol::MetadataLevel::MinimalMetadata, {}, {}};
    const bool aclRequest = request.query.contains("comp=acl");
    if (QByteArrayView version = request.headers.value("x-ms-version");
        !version.isEmpty() && !isSupportedVersion(version))
        return errorResponse(ctx,
            Error {ErrorCode::InvalidHeaderValue,
                QStringLiteral(
                    "The value for one of the HTTP headers is not in the correct format: x-ms-version "
                    "%1 is not a version of the service.")
                    .arg(QLatin1StringView(version)),
                -1},
            aclRequest);
    auto path = protocol::parseResourcePath(request.path);
    if (!path)
        return errorResponse(ctx, path.error(), aclRequest);
    ctx.path = std::move(*path);
    auto query = protocol::parseQueryString(request.query);
    if (!query)
        return errorResponse(ctx, query.error(), aclRequest);
    ctx.query = std::move(*query);
    // A parameter given twice ($top, $filter, …) is ambiguous: the service refuses it rather than pick one.
    // A SAS's field given twice is left to the SAS check, which answers it 403 like any SAS that does not
    // authenticate.
    const bool sas = protocol::sasKindOf(ctx.query) != protocol::SasKind::None;
    for (qsizetype i = 1; i < ctx.query.size(); ++i) {
        if (sas && protocol::isSasField(ctx.query[i].first))
            continue;
        for (qsizetype j = 0; j < i; ++j) {
            if (ctx.query[i].first == ctx.query[j].first)
                return errorResponse(ctx,
                    Error {ErrorCode::InvalidQueryParameterValue,
                        QStringLiteral("The query parameter '%1' is specified more than once.")
                            .arg(ctx.query[i].first),
                        -1},
                    aclRequest);
        }
    }
    QByteArrayView host = request.headers.value(QHttpHeaders::WellKnownHeader::Host);
    ctx.serviceRoot = QLatin1String("http://")
        + (host.isEmpty() ? QLatin1String("127.0.0.1") : QLatin1String(host)) + QLatin1Char('/')
        + ctx.path.account;
    if (ctx.path.account.isEmpty())
        return errorResponse(
            ctx, Error {ErrorCode::InvalidUri, QStringLiteral("The request URI names no account."), -1});
    // A browser's CORS preflight carries no credentials: the account's CORS rules alone answer it.
    if (request.method == "OPTIONS")
        return preflight(ctx);
    if (ctx.path.kind == protocol::ResourcePath::Kind::Service)
        return serviceRequest(ctx);

    if (!aclRequest) {
        auto level
            = protocol::negotiateMetadataLevel(request.headers.value(QHttpHeaders::WellKnownHeader::Accept),
                ctx.queryValue(u"$format").value_or(QString()).toUtf8());
        if (!level)
            return errorResponse(ctx, level.error());
        ctx.level = *level;
    }
    if (ctx.path.kind == protocol::ResourcePath::Kind::Batch) {
        if (request.method != "POST")
            return errorResponse(
                ctx, Error {ErrorCode::MethodNotAllowed, QStringLiteral("$batch needs POST."), -1});
        // A SAS is checked per operation inside the batch.
        if (!protocol::ServiceSas::isPresentIn(ctx.query)) {
            if (auto ok = authorize(ctx, std::nullopt); !ok)
                return errorResponse(ctx, ok.error());
        }
        return batch(ctx);
    }
    auto operation = protocol::classifyOperation(request.method, ctx.path, ctx.query, request.headers);
    if (!operation)
        return errorResponse(ctx, operation.error(), aclRequest);
    if (auto ok = authorize(ctx, *operation); !ok)
        return errorResponse(ctx, ok.error(), aclRequest);
    return dispatch(ctx, *operation);
}

HttpResponse RequestHandler::dispatch(RequestContext &ctx, TableOperation operation)
{
    switch (operation) {
    case TableOperation::QueryTables:
        return queryTables(ctx);
    case TableOperation::CreateTable:
        return createTable(ctx);
    case TableOperation::DeleteTable:
        return deleteTable(ctx);
    case TableOperation::GetTableAcl:
        return getTableAcl(ctx);
    case TableOperation::SetTableAcl:
        return setTableAcl(ctx);
    case TableOperation::QueryEntities:
        return ctx.path.kind == protocol::ResourcePath::Kind::Entity ? getEntity(ctx) : queryEntities(ctx);
    case TableOperation::InsertEntity:
    case TableOperation::UpdateEntity:
    case TableOperation::MergeEntity:
    case TableOperation::DeleteEntity:
    case TableOperation::InsertOrReplaceEntity:
    case TableOperation::InsertOrMergeEntity:
        return writeEntity(ctx, operation);
    }
    return errorResponse(ctx, Error {ErrorCode::NotImplemented, QStringLiteral("Not implemented."), -1});
}

} // namespace rowan::server
