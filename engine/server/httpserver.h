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

class HttpServer : public QObject
{
    Q_OBJECT
public:
    using Handler = std::function<HttpResponse(HttpRequest &request)>;
    // Builds the response for a request the parser refused (status 400, 413, 431, 501 or 505).
    using ErrorHandler = std::function<HttpResponse(int status, const QString &message)>;

    HttpServer(Handler handler, ErrorHandler errorHandler, HttpLimits limits, int workerThreads,
        QObject *parent = nullptr);
    ~HttpServer() override;

    // Binds and starts accepting. False with errorString() on failure.
    bool listen(const QHostAddress &address, quint16 port);
    quint16 serverPort() const;
    QString errorString() const;

    // Stops accepting, lets every request already received finish and its response be written, closes
    // the connections and joins the workers. Call on the thread that owns the server. Idempotent.
    void shutdown();

    // Requests answered so far (all workers).
    qint64 requestCount() const;

private:
    class Listener;
    Listener *m_listener = nullptr;
    std::vector<QThread *> m_threads;
    std::vector<HttpWorker *> m_workers;
    std::shared_ptr<std::atomic<qint64>> m_requests;
    size_t m_next = 0;
    bool m_stopped = false;
};

} // namespace rowan::server
