// The account-level requests: Get/Set Table Service Properties and Get Table Service Stats (XML, Shared Key
// only), and CORS: preflight OPTIONS requests and the Access-Control-* headers of requests from a browser,
// both decided by the CORS rules of the account's service properties.
#include "requesthandler.h"

#include <rowan/protocol/serviceproperties.h>
#include <rowan/store.h>

#include <QDateTime>
#include <QTimeZone>

namespace rowan::server {

namespace {

std::optional<QString> queryParameter(const protocol::QueryItems &items, QStringView name)
{
    return protocol::queryValue(items, name);
}

} // namespace

Result<protocol::ServiceProperties> RequestHandler::serviceProperties(const QString &account) const
{
    auto stored = m_store.serviceProperties(account);
    if (!stored)
        return std::unexpected(stored.error());
    if (stored->isEmpty())
        return protocol::ServiceProperties();
    return protocol::parseServiceProperties(*stored);
}

HttpResponse RequestHandler::serviceRequest(RequestContext &ctx)
{
    const QString restype = queryParameter(ctx.query, u"restype").value_or(QString());
    const QString comp = queryParameter(ctx.query, u"comp").value_or(QString());
    if (restype != u"service" || (comp != u"properties" && comp != u"stats"))
        return errorResponse(ctx,
            Error {ErrorCode::InvalidUri,
                QStringLiteral(
                    "The account root answers only ?restype=service&comp=properties or comp=stats."),
                -1},
            true);
    if (auto ok = authorize(ctx, std::nullopt); !ok)
        return errorResponse(ctx, ok.error(), true);
    const QByteArray &method = ctx.http.method;
    if (comp == u"stats") {
        if (method != "GET")
            return errorResponse(ctx,
                Error {
                    ErrorCode::UnsupportedHttpVerb, QStringLiteral("Get Table Service Stats needs GET."), -1},
                true);
        HttpResponse r = emptyResponse(ctx, 200);
        r.headers.append(QHttpHeaders::WellKnownHeader::ContentType, "application/xml");
        // A single store has no secondary: it is always in sync, as of now.
        r.body = protocol::serializeServiceStats(QDateTime::currentDateTimeUtc());
        return r;
    }
    auto current = serviceProperties(ctx.path.account);
    if (!current)
        return errorResponse(ctx, current.error(), true);
    if (method == "GET") {
        HttpResponse r = emptyResponse(ctx, 200);
        r.headers.append(QHttpHeaders::WellKnownHeader::ContentType, "application/xml");
        r.body = protocol::serializeServiceProperties(*current);
        return r;
    }
    if (method != "PUT")
        return errorResponse(ctx,
            Error {ErrorCode::UnsupportedHttpVerb,
                QStringLiteral("Table Service Properties are read with GET and set with PUT."), -1},
            true);
    auto updated = protocol::parseServiceProperties(ctx.http.body, *current);
    if (!updated)
        return errorResponse(ctx, updated.error(), true);
    // Stored in the canonical form, so Get answers exactly what the service would.
    if (auto ok
        = m_store.setServiceProperties(ctx.path.account, protocol::serializeServiceProperties(*updated));
        !ok)
        return errorResponse(ctx, ok.error(), true);
    return emptyResponse(ctx, 202);
}

HttpResponse RequestHandler::preflight(RequestContext &ctx)
{
    const QByteArrayView origin = ctx.http.headers.value("Origin");
    const QByteArrayView requestMethod = ctx.http.headers.value("Access-Control-Request-Method");
    if (origin.isEmpty() || requestMethod.isEmpty())
        return errorResponse(ctx,
            Error {ErrorCode::InvalidHeaderValue,
                QStringLiteral("A CORS preflight request needs the Origin and Access-Control-Request-Method "
                               "headers."),
                -1},
            true);
    QStringList requestHeaders;
    for (const QString &h : QString::fromLatin1(ctx.http.headers.value("Access-Control-Request-Headers"))
                                .split(u',', Qt::SkipEmptyParts)) {
        if (!h.trimmed().isEmpty())
            requestHeaders.append(h.trimmed());
    }
    auto properties = serviceProperties(ctx.path.account);
    if (!properties)
        return errorResponse(ctx, properties.error(), true);
    const auto rule = protocol::matchCorsRule(
        properties->cors, QString::fromLatin1(origin), QString::fromLatin1(requestMethod), requestHeaders);
    if (!rule) {
        HttpResponse r = emptyResponse(ctx, 403);
        r.headers.append("x-ms-error-code", "CorsPreflightFailure");
        r.headers.append(QHttpHeaders::WellKnownHeader::ContentType, "application/xml");
        r.body = "<?xml version=\"1.0\" "
                 "encoding=\"utf-8\"?><Error><Code>CorsPreflightFailure</Code><Message>CORS "
                 "not enabled or no matching rule found for this request.</Message></Error>";
        return r;
    }
    HttpResponse r = emptyResponse(ctx, 200);
    const bool anyOrigin = rule->allowedOrigins.contains(QStringLiteral("*"));
    r.headers.append("Access-Control-Allow-Origin", anyOrigin ? QByteArrayView("*") : origin);
    r.headers.append("Access-Control-Allow-Methods", requestMethod);
    if (!requestHeaders.isEmpty())
        r.headers.append("Access-Control-Allow-Headers", requestHeaders.join(u',').toLatin1());
    r.headers.append("Access-Control-Max-Age", QByteArray::number(rule->maxAgeInSeconds));
    if (!anyOrigin)
        r.headers.append("Access-Control-Allow-Credentials", "true");
    return r;
}

void RequestHandler::addCorsHeaders(const HttpRequest &request, HttpResponse &response) const
{
    const QByteArrayView origin = request.headers.value("Origin");
    if (origin.isEmpty() || request.method == "OPTIONS")
        return;
    auto path = protocol::parseResourcePath(request.path);
    if (!path || path->account.isEmpty())
        return;
    auto properties = serviceProperties(path->account);
    if (!properties || properties->cors.isEmpty())
        return;
    const auto rule = protocol::matchCorsRule(
        properties->cors, QString::fromLatin1(origin), QString::fromLatin1(request.method));
    if (!rule)
        return;
    const bool anyOrigin = rule->allowedOrigins.contains(QStringLiteral("*"));
    response.headers.append("Access-Control-Allow-Origin", anyOrigin ? QByteArrayView("*") : origin);
    if (!rule->exposedHeaders.isEmpty())
        response.headers.append("Access-Control-Expose-Headers", rule->exposedHeaders.join(u',').toLatin1());
    if (!anyOrigin) {
        response.headers.append("Access-Control-Allow-Credentials", "true");
        response.headers.append("Vary", "Origin");
    }
}

} // namespace rowan::server
