#include "rowan/tableserver.h"

#include "httpserver.h"
#include "requesthandler.h"

#include <rowan/protocol/sasauthorization.h>
#include <rowan/store.h>

#include <QDateTime>
#include <QElapsedTimer>

namespace rowan {

namespace {
// Bodies: a $batch may be 4 MiB (the store then answers RequestBodyTooLarge with the proper index for
// anything over); a single entity is at most 1 MiB, which base64 and JSON annotations can inflate.
constexpr qint64 MaxBatchBody = limits::MaxBatchBytes + 256 * 1024;
constexpr qint64 MaxEntityBody = 3 * limits::MaxEntityBytes;

// What the request carried, for the request log (whether it was accepted is its status).
QString authorizationKind(const server::HttpRequest &request)
{
    if (request.query.contains("sig=")) {
        if (auto items = protocol::parseQueryString(request.query)) {
            switch (protocol::sasKindOf(*items)) {
            case protocol::SasKind::Account:
                return QStringLiteral("Account SAS");
            case protocol::SasKind::Service:
                return QStringLiteral("Service SAS");
            case protocol::SasKind::None:
                break;
            }
        }
    }
    const QByteArrayView auth = request.headers.value(QHttpHeaders::WellKnownHeader::Authorization);
    if (auth.startsWith("SharedKeyLite "))
        return QStringLiteral("Shared Key Lite");
    if (auth.startsWith("SharedKey "))
        return QStringLiteral("Shared Key");
    return QStringLiteral("Anonymous");
}
} // namespace

class TableServer::Private
{
public:
    Private(Store &s, ServerOptions o)
        : store(s)
        , options(std::move(o))
        , service(s, options.journal)
    { }
    Store &store;
    ServerOptions options;
    server::RequestHandler service;
    std::unique_ptr<server::HttpServer> http;
};

TableServer::TableServer(Store &store, ServerOptions options, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(store, std::move(options)))
{
    server::HttpServerOptions http;
    http.limits.maxBodyBytes = [](const server::HttpRequest &head) {
        return head.path.endsWith("$batch") ? MaxBatchBody : MaxEntityBody;
    };
    http.workerThreads = d->options.workerThreads;
    http.headerTimeoutMs = qMax(1, d->options.headerTimeoutMs);
    http.idleTimeoutMs = qMax(1, d->options.idleTimeoutMs);
    http.firstRequestTimeoutMs = qMax(1, d->options.firstRequestTimeoutMs);
    http.maxConnections = qMax(1, d->options.maxConnections);
    http.acknowledgeAtOnce = d->options.acknowledgeAtOnce;
    http.workerNice = qMax(0, d->options.workerNice);
    server::RequestHandler *service = &d->service;
    auto handler = [service](server::HttpRequest &request) { return service->handle(request); };
    std::function<server::HttpResponse(server::HttpRequest &)> handle = handler;
    if (d->options.requestObserver) {
        handle = [handler, observer = d->options.requestObserver](server::HttpRequest &request) {
            ServedRequest record;
            record.receivedMsecsSinceEpoch = QDateTime::currentMSecsSinceEpoch();
            record.client = request.peer;
            record.method = request.method;
            record.path = request.path;
            record.authorization = authorizationKind(request);
            QElapsedTimer timer;
            timer.start();
            server::HttpResponse response = handler(request);
            record.latencyMicroseconds = timer.nsecsElapsed() / 1000;
            record.status = response.status;
            observer(record);
            return response;
        };
    }
    d->http = std::make_unique<server::HttpServer>(
        std::move(handle),
        [service](int status, const QString &message) { return service->transportError(status, message); },
        std::move(http));
}

TableServer::~TableServer()
{
    shutdown();
}

Status TableServer::listen()
{
    if (!d->http->listen(d->options.host, d->options.port))
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("Cannot listen on %1:%2: %3")
                .arg(d->options.host.toString())
                .arg(d->options.port)
                .arg(d->http->errorString()));
    return {};
}

quint16 TableServer::port() const
{
    return d->http->serverPort();
}

QString TableServer::tableEndpoint(const QString &account) const
{
    QString host = d->options.host.toString();
    if (d->options.host.protocol() == QAbstractSocket::IPv6Protocol)
        host = QLatin1Char('[') + host + QLatin1Char(']');
    else if (d->options.host == QHostAddress::Any || d->options.host == QHostAddress::AnyIPv4)
        host = QStringLiteral("127.0.0.1");
    return QStringLiteral("http://%1:%2/%3").arg(host).arg(port()).arg(account);
}

Result<QString> TableServer::connectionString(const QString &account) const
{
    auto stored = d->store.account(account);
    if (!stored)
        return std::unexpected(stored.error());
    return QStringLiteral("DefaultEndpointsProtocol=http;AccountName=%1;AccountKey=%2;TableEndpoint=%3;")
        .arg(stored->name, stored->key1, tableEndpoint(stored->name));
}

void TableServer::shutdown()
{
    d->http->shutdown();
}

qint64 TableServer::requestCount() const
{
    return d->http->requestCount();
}

int TableServer::connectionCount() const
{
    return d->http->connectionCount();
}

qint64 TableServer::evictedCount() const
{
    return d->http->evictedCount();
}

} // namespace rowan
