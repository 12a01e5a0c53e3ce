// The HTTP/1.1 transport: a QTcpServer accepting on the thread that owns it, handing each connection to one
// of several worker threads. A worker owns its connections' sockets and runs their requests one after the
// other (pipelining-safe), calling the handler on the worker thread, so a slow engine call never blocks
// accepting nor the other workers. The handler must be thread-safe.
#pragma once

#include "httpparser.h"

#include <QHostAddress>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QThread;

namespace rowan::server {

class HttpWorker;

// How many newcomers may wait beyond the connection limit for an idle connection to be closed.
inline constexpr int BeyondLimit = 64;

struct HttpServerOptions
{
    HttpLimits limits;
    int workerThreads = 0; // 0: max(2, cores)
    // A request head must be complete this long after its first byte arrived (stray line ends count);
    // otherwise 408 and the connection is closed. A body that stops arriving for idleTimeoutMs likewise.
    int headerTimeoutMs = 30'000;
    // A keep-alive connection with no request in progress is closed after this long.
    int idleTimeoutMs = 120'000;
    // A new connection whose first request head is not complete this long after it was accepted is closed
    // (answered 408 when it had started one).
    int firstRequestTimeoutMs = 10'000;
    // At this many open connections (lowered to what the process's limit of open files allows), a new one
    // is taken beyond the limit while the workers close the longest-idle connection they hold; if none was
    // idle by the time the newcomer sends its request, it is answered 503 and closed.
    int maxConnections = 4096;
    // After a read that leaves a request incomplete, acknowledge the bytes at once (TCP_QUICKACK on Linux)
    // rather than when the delayed-ACK timer fires (40 ms). A client with Nagle's algorithm on holds each
    // next piece of its request until the previous one is acknowledged, and while the server has nothing
    // to send before the request is whole, only the timer would acknowledge it: QNetworkAccessManager
    // writes a body in 16 KB pieces and sets no TCP_NODELAY, so every body over 16 KB took 40 ms more.
    bool acknowledgeAtOnce = true;
    // Added to the worker threads' nice value (Linux; elsewhere ignored): 0 leaves them as they are.
    int workerNice = 0;
};

class HttpServer : public QObject
{
    Q_OBJECT
public:
    using Handler = std::function<HttpResponse(HttpRequest &request)>;
    // Builds the response for a request the transport refused (status 400, 408, 413, 431, 501, 503 or 505).
    using ErrorHandler = std::function<HttpResponse(int status, const QString &message)>;

    // Shared by the listener and the workers.
    struct Counters
    {
        std::atomic<qint64> requests = 0; // answered
        std::atomic<int> connections = 0; // open and counted against maxConnections
        std::atomic<qint64> refused = 0; // answered 503 for the connection limit
        // Idle connections the workers are asked to close for newcomers taken beyond the limit.
        std::atomic<int> evictionsWanted = 0;
        std::atomic<qint64> evicted = 0; // closed so far to make room
        std::atomic<int> maxConnections = 0; // the limit in force (set by listen())
    };

    HttpServer(
        Handler handler, ErrorHandler errorHandler, HttpServerOptions options, QObject *parent = nullptr);
    ~HttpServer() override;

    // Binds and starts accepting. False with errorString() on failure. Raises the process's soft limit of
    // open files towards what options.maxConnections needs when the hard limit allows.
    bool listen(const QHostAddress &address, quint16 port);
    quint16 serverPort() const;
    QString errorString() const;

    // Stops accepting (after taking the connections already waiting to be accepted), answers every
    // request already received, closes the connections and joins the workers. Call on the thread that
    // owns the server. Idempotent.
    void shutdown();

    // Requests answered so far (all workers).
    qint64 requestCount() const;
    // Connections open now, refused so far for the connection limit, and idle ones closed to make room.
    int connectionCount() const;
    qint64 refusedCount() const;
    qint64 evictedCount() const;
    // options.maxConnections, lowered when the process may not open that many files (after listen()).
    int maxConnections() const;

private:
    class Listener;
    Listener *m_listener = nullptr;
    HttpServerOptions m_options;
    std::vector<QThread *> m_threads;
    std::vector<HttpWorker *> m_workers;
    std::shared_ptr<Counters> m_counters;
    int m_maxConnections = 0;
    size_t m_next = 0;
    bool m_stopped = false;
};

} // namespace rowan::server
