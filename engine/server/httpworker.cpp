#include "httpworker.h"

#include <QTcpSocket>
#include <QThread>
#include <QTimer>

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

namespace rowan::server {

namespace {
// How long a closing connection waits for the peer to close its side before it is aborted; shorter for a
// connection refused at the limit, whose descriptor is needed elsewhere.
constexpr qint64 LingerMs = 2000;
constexpr qint64 RefusedLingerMs = 250;
// How long a newcomer beyond the connection limit waits for an idle connection to be closed (the workers
// holding idle ones may be busy with a request) before it is refused, and how often it looks.
constexpr qint64 AdmitWaitMs = 1000;
constexpr int AdmitRetryMs = 20;
} // namespace

HttpWorker::HttpWorker(HttpServer::Handler handler, HttpServer::ErrorHandler errorHandler,
    HttpServerOptions options, std::shared_ptr<HttpServer::Counters> counters)
    : m_handler(std::move(handler))
    , m_errorHandler(std::move(errorHandler))
    , m_options(std::move(options))
    , m_counters(std::move(counters))
{
    m_clock.start();
}

void HttpWorker::ensureSweeping()
{
    if (m_sweep && m_sweep->isActive())
        return;
    if (!m_sweep) {
        m_sweep = new QTimer(this);
        connect(m_sweep, &QTimer::timeout, this, &HttpWorker::sweep);
    }
    // A quarter of the shortest timeout: a connection is closed at most 25 % late.
    const qint64 shortest = qMin<qint64>(
        qMin(qMin(m_options.headerTimeoutMs, m_options.idleTimeoutMs), m_options.firstRequestTimeoutMs),
        LingerMs);
    m_sweep->start(int(qBound(qint64(5), shortest / 4, qint64(1000))));
}

void HttpWorker::adopt(qintptr descriptor, bool refuse, bool beyondLimit)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        if (!refuse)
            m_counters->connections.fetch_sub(1, std::memory_order_relaxed);
        if (beyondLimit)
            cancelEviction();
        return;
    }
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    auto connection = std::make_shared<Connection>(m_options.limits);
    connection->peer = socket->peerAddress(); // read once: it cannot change for the connection
    connection->counted = !refuse;
    connection->beyondLimit = beyondLimit;
    connection->acceptedMs = m_clock.elapsed();
    connection->lastActivityMs = connection->acceptedMs;
    Connection &c = *connection;
    m_connections.insert(socket, std::move(connection));
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] { drop(socket); });
    ensureSweeping();
    if (refuse) {
        HttpResponse response
            = m_errorHandler(503, QStringLiteral("The server has too many open connections. Retry later."));
        response.headers.append("Retry-After", "1");
        send(socket, c, serializeResponse(response, true), true);
        c.closeDeadlineMs = m_clock.elapsed() + RefusedLingerMs;
        return;
    }
    if (socket->bytesAvailable() > 0)
        onReadyRead(socket);
}

void HttpWorker::drop(QTcpSocket *socket)
{
    const auto it = m_connections.constFind(socket);
    if (it == m_connections.cend())
        return;
    if (it.value()->counted)
        m_counters->connections.fetch_sub(1, std::memory_order_relaxed);
    if (it.value()->beyondLimit)
        cancelEviction();
    m_connections.erase(it);
    socket->disconnect(this);
    socket->deleteLater();
}

void HttpWorker::halfClose(QTcpSocket *socket)
{
    // Qt has no half-close; the FIN tells the peer the response is whole while its pending bytes are still
    // read (and discarded) until it closes too.
    ::shutdown(int(socket->socketDescriptor()), SHUT_WR);
}

void HttpWorker::send(QTcpSocket *socket, Connection &connection, const QByteArray &out, bool close)
{
    const qint64 now = m_clock.elapsed();
    if (!out.isEmpty()) {
        socket->write(out);
        socket->flush(); // now, rather than on the event loop's next turn
        connection.lastActivityMs = now;
    }
    if (!close)
        return;
    connection.closing = true;
    connection.closeDeadlineMs = now + LingerMs;
    if (socket->bytesToWrite() == 0) {
        halfClose(socket);
        return;
    }
    connect(socket, &QTcpSocket::bytesWritten, this, [this, socket] {
        if (socket->bytesToWrite() == 0 && m_connections.contains(socket))
            halfClose(socket);
    });
}

void HttpWorker::onReadyRead(QTcpSocket *socket)
{
    const std::shared_ptr<Connection> holder = m_connections.value(socket);
    if (!holder || holder->closing) {
        socket->readAll();
        return;
    }
    const qint64 now = m_clock.elapsed();
    holder->lastActivityMs = now;
    if (holder->parser.idle())
        holder->headStartMs = now;
    holder->parser.feed(socket->readAll());
    if (holder->beyondLimit && !admit(socket, *holder))
        return;
    QByteArray out;
    respondTo(socket, *holder, out);
    send(socket, *holder, out, holder->closing);
    if (m_options.acknowledgeAtOnce && !holder->closing && !holder->parser.idle())
        acknowledgeNow(socket);
}

void HttpWorker::acknowledgeNow(QTcpSocket *socket)
{
#ifdef TCP_QUICKACK
    // Not sticky: the kernel returns to delayed acknowledgements by itself, so this is set after each read
    // that leaves the request incomplete; setting it sends the pending acknowledgement now.
    const int on = 1;
    ::setsockopt(int(socket->socketDescriptor()), IPPROTO_TCP, TCP_QUICKACK, &on, sizeof on);
#else
    Q_UNUSED(socket);
#endif
}

void HttpWorker::respondTo(QTcpSocket *socket, Connection &connection, QByteArray &out)
{
    Q_UNUSED(socket);
    HttpParser &parser = connection.parser;
    for (;;) {
        const HttpParser::State state = parser.next();
        if (state == HttpParser::State::NeedMore) {
            if (parser.awaitingBody()) {
                connection.headDone = true;
                connection.headStartMs = -1;
                if (parser.expectsContinue() && !connection.continueSent) {
                    out += "HTTP/1.1 100 Continue\r\n\r\n";
                    connection.continueSent = true;
                }
            }
            break;
        }
        if (state == HttpParser::State::Error) {
            HttpResponse response = m_errorHandler(parser.errorStatus(), parser.errorMessage());
            out += serializeResponse(response, true);
            connection.closing = true;
            break;
        }
        HttpRequest request = parser.takeRequest();
        connection.headDone = true;
        connection.continueSent = false;
        connection.headStartMs = parser.idle() ? -1 : m_clock.elapsed();
        request.peer = connection.peer;
        const bool keepAlive = request.keepAlive;
        HttpResponse response = m_handler(request);
        m_counters->requests.fetch_add(1, std::memory_order_relaxed);
        const bool close = !keepAlive || response.closeConnection;
        out += serializeResponse(response, close);
        if (close) {
            connection.closing = true;
            break;
        }
    }
}

void HttpWorker::sweep()
{
    const qint64 now = m_clock.elapsed();
    QList<QTcpSocket *> expired;
    QList<QTcpSocket *> timedOut;
    for (auto it = m_connections.cbegin(); it != m_connections.cend(); ++it) {
        const Connection &c = *it.value();
        if (c.closing) {
            if (now >= c.closeDeadlineMs)
                expired.append(it.key());
        } else if (!c.headDone && now - c.acceptedMs >= m_options.firstRequestTimeoutMs) {
            // A connection that never spoke is closed without a word; one that started is told why.
            if (c.parser.idle())
                expired.append(it.key());
            else
                timedOut.append(it.key());
        } else if (c.parser.readingHead()) {
            if (c.headStartMs >= 0 && now - c.headStartMs >= m_options.headerTimeoutMs)
                timedOut.append(it.key());
        } else if (now - c.lastActivityMs >= m_options.idleTimeoutMs) {
            // Idle between requests (closed silently: a client may be about to reuse it) or a body that
            // stopped arriving (answered 408).
            if (c.parser.awaitingBody())
                timedOut.append(it.key());
            else
                expired.append(it.key());
        }
    }
    for (QTcpSocket *socket : std::as_const(expired)) {
        socket->abort();
        drop(socket);
    }
    for (QTcpSocket *socket : std::as_const(timedOut)) {
        const std::shared_ptr<Connection> c = m_connections.value(socket);
        if (!c)
            continue;
        const HttpResponse response
            = m_errorHandler(408, QStringLiteral("The request was not received in time."));
        send(socket, *c, serializeResponse(response, true), true);
    }
    if (m_connections.isEmpty())
        m_sweep->stop();
}

void HttpWorker::cancelEviction()
{
    int wanted = m_counters->evictionsWanted.load(std::memory_order_relaxed);
    while (wanted > 0
        && !m_counters->evictionsWanted.compare_exchange_weak(
            wanted, wanted - 1, std::memory_order_relaxed)) { }
}

void HttpWorker::evictIdle()
{
    for (;;) {
        if (m_counters->evictionsWanted.load(std::memory_order_relaxed) <= 0)
            return;
        QTcpSocket *oldest = nullptr;
        qint64 oldestActivity = 0;
        for (auto it = m_connections.cbegin(); it != m_connections.cend(); ++it) {
            const Connection &c = *it.value();
            if (c.closing || !c.counted || c.beyondLimit || !c.parser.idle())
                continue;
            if (!oldest || c.lastActivityMs < oldestActivity) {
                oldest = it.key();
                oldestActivity = c.lastActivityMs;
            }
        }
        if (!oldest)
            return;
        int wanted = m_counters->evictionsWanted.load(std::memory_order_relaxed);
        do {
            if (wanted <= 0)
                return;
        } while (!m_counters->evictionsWanted.compare_exchange_weak(
            wanted, wanted - 1, std::memory_order_relaxed));
        m_counters->evicted.fetch_add(1, std::memory_order_relaxed);
        oldest->abort();
        drop(oldest);
    }
}

bool HttpWorker::admit(QTcpSocket *socket, Connection &connection)
{
    if (m_counters->connections.load(std::memory_order_relaxed)
        <= m_counters->maxConnections.load(std::memory_order_relaxed)) {
        connection.beyondLimit = false;
        return true;
    }
    const qint64 now = m_clock.elapsed();
    if (now - connection.acceptedMs < AdmitWaitMs) {
        if (!connection.admitRetry) {
            connection.admitRetry = true;
            QTimer::singleShot(AdmitRetryMs, this, [this, socket] {
                const std::shared_ptr<Connection> c = m_connections.value(socket);
                if (!c || c->closing || !c->beyondLimit)
                    return;
                c->admitRetry = false;
                if (!admit(socket, *c))
                    return;
                QByteArray out;
                respondTo(socket, *c, out);
                send(socket, *c, out, c->closing);
            });
        }
        return false;
    }
    connection.beyondLimit = false;
    cancelEviction();
    m_counters->refused.fetch_add(1, std::memory_order_relaxed);
    HttpResponse response
        = m_errorHandler(503, QStringLiteral("The server has too many open connections. Retry later."));
    response.headers.append("Retry-After", "1");
    send(socket, connection, serializeResponse(response, true), true);
    connection.closeDeadlineMs = now + RefusedLingerMs;
    return false;
}

void HttpWorker::closeAll()
{
    // Bytes that reached the kernel before the stop are requests received: read and answer them.
    const QList<QTcpSocket *> sockets = m_connections.keys();
    for (QTcpSocket *socket : sockets) {
        for (int i = 0; i < 10000 && m_connections.contains(socket); ++i) {
            const std::shared_ptr<Connection> c = m_connections.value(socket);
            if (c->closing)
                break;
            // Reads what the kernel holds (emitting readyRead, which answers it); false when nothing.
            if (!socket->waitForReadyRead(0))
                break;
        }
    }
    for (QTcpSocket *socket : m_connections.keys()) {
        const std::shared_ptr<Connection> c = m_connections.value(socket);
        if (!c->closing)
            send(socket, *c, {}, true);
    }
    // Give every peer a moment to read its responses and close; then abort what is left.
    QElapsedTimer waited;
    waited.start();
    while (!m_connections.isEmpty() && waited.elapsed() < LingerMs) {
        bool pending = false;
        for (QTcpSocket *socket : m_connections.keys()) {
            if (!m_connections.contains(socket))
                continue;
            if (socket->bytesToWrite() > 0) {
                pending = true;
                socket->waitForBytesWritten(10);
            } else if (socket->state() == QAbstractSocket::ConnectedState) {
                pending = true;
                socket->waitForReadyRead(0); // discards, and notices the peer's close
            }
        }
        if (!pending)
            break;
        QThread::msleep(5);
    }
    for (QTcpSocket *socket : m_connections.keys()) {
        socket->abort();
        drop(socket);
    }
    if (m_sweep)
        m_sweep->stop();
}

} // namespace rowan::server
