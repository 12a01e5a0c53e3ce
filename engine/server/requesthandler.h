// The Table service's HTTP request handler, behind the transport: authorization, routing and the operations
// of docs/protocol.md §4–§8 over a Store. (Not the TableService interface of rowan/tableservice.h, which the
// explorer reads through.) handle() is thread-safe (the store is); one call per request, on a worker thread.
#pragma once

#include "httpmessage.h"

#include <rowan/batch.h>
#include <rowan/entity.h>
#include <rowan/protocol/format.h>
#include <rowan/protocol/jsonentity.h>
#include <rowan/protocol/operation.h>
#include <rowan/protocol/resourcepath.h>
#include <rowan/protocol/sas.h>
#include <rowan/protocol/serviceproperties.h>
#include <rowan/status.h>

#include <QHash>
#include <QMutex>

#include <atomic>
#include <optional>

namespace rowan {
class Store;
}

namespace rowan::server {

// What the handlers need to know about the request being served.
struct RequestContext
{
    const HttpRequest &http;
    QString requestId;
    DateTime now;
    protocol::ResourcePath path;
    protocol::QueryItems query;
    protocol::MetadataLevel level = protocol::MetadataLevel::MinimalMetadata;
    QString serviceRoot; // "http://host:port/account"
    std::optional<protocol::SasGrant> sas; // set when authorized by a service SAS

    protocol::JsonOptions jsonOptions(const QString &table) const;
    std::optional<QString> queryValue(QStringView name) const { return protocol::queryValue(query, name); }
    // The value of `Prefer` says return-no-content.
    bool preferNoContent() const;
};

class RequestHandler
{
public:
    // With `journal`, each write request is recorded as one action of the store's change journal.
    explicit RequestHandler(Store &store, bool journal = false);

    HttpResponse handle(HttpRequest &request);
    // The answer to a request the HTTP parser refused.
    HttpResponse transportError(int status, const QString &message) const;

    // Responses shared by the handlers.
    HttpResponse errorResponse(const RequestContext &ctx, const Error &error, bool xml = false) const;
    HttpResponse jsonResponse(const RequestContext &ctx, int status, QByteArray body) const;
    HttpResponse emptyResponse(const RequestContext &ctx, int status) const;

private:
    // Authorization (auth.cpp). For a SAS request fills ctx.sas.
    Status authorize(RequestContext &ctx, std::optional<protocol::TableOperation> operation);
    Result<QList<QByteArray>> accountKeys(const QString &account);

    // Handlers (tablehandlers.cpp, entityhandlers.cpp, batchhandler.cpp).
    HttpResponse queryTables(RequestContext &ctx);
    HttpResponse createTable(RequestContext &ctx);
    HttpResponse deleteTable(RequestContext &ctx);
    HttpResponse getTableAcl(RequestContext &ctx);
    HttpResponse setTableAcl(RequestContext &ctx);
    HttpResponse getEntity(RequestContext &ctx);
    HttpResponse queryEntities(RequestContext &ctx);
    HttpResponse writeEntity(RequestContext &ctx, protocol::TableOperation operation);
    HttpResponse batch(RequestContext &ctx);

    HttpResponse dispatch(RequestContext &ctx, protocol::TableOperation operation);
    // With the journal on, begins the action of one write request (origin "serve"); 0 otherwise.
    Result<qint64> beginRequestAction(const RequestContext &ctx, const QString &table, const QString &kind,
        const QString &label);
    // Ends it, or discards it when the request wrote nothing.
    void endRequestAction(qint64 action, bool wrote);
    HttpResponse respond(HttpRequest &request);

    // Service properties, stats and CORS (servicehandlers.cpp).
    Result<protocol::ServiceProperties> serviceProperties(const QString &account) const;
    HttpResponse serviceRequest(RequestContext &ctx);
    HttpResponse preflight(RequestContext &ctx);
    // Adds the Access-Control-* headers when the request comes from an origin a CORS rule allows.
    void addCorsHeaders(const HttpRequest &request, HttpResponse &response) const;

    Store &m_store;
    bool m_journal = false;
    struct CachedKeys
    {
        QList<QByteArray> keys;
        qint64 loadedMs = 0;
    };
    QMutex m_keysMutex;
    QHash<QString, CachedKeys> m_keys;
    // The first answer that meets damage in the store is logged; the store refuses writes from then on.
    mutable std::atomic<bool> m_damageLogged {false};
};

// $top: absent → 1000; 1 … 1000, anything else (the empty value too) InvalidInput.
Result<int> parseTop(const std::optional<QString> &text);

// Writes `operation` for the entity decoded from a request; shared by single requests and $batch.
Result<EntityOperation> entityOperationFor(protocol::TableOperation operation,
    const protocol::ResourcePath &path, const protocol::RequestHeaders &headers, QByteArrayView body);

} // namespace rowan::server
