#include "httpserver.h"

#include "httpworker.h"

#include <rowan/protocol/batch.h>

#include <QHash>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

#include <charconv>

namespace rowan::server {

namespace {
void appendNumber(QByteArray &out, qint64 n)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    out.append(digits, end - digits);
}
} // namespace

QByteArray serializeResponse(const HttpResponse &response, bool close)
{
    qsizetype size = 64 + response.body.size();
    for (qsizetype i = 0; i < response.headers.size(); ++i)
        size += response.headers.nameAt(i).size() + response.headers.valueAt(i).size() + 4;
    QByteArray out;
    out.reserve(size);
    out += "HTTP/1.1 ";
    appendNumber(out, response.status);
    out += ' ';
    out += protocol::httpReasonPhrase(response.status);
    out += "\r\n";
    for (qsizetype i = 0; i < response.headers.size(); ++i) {
        out += response.headers.nameAt(i);
        out += ": ";
        out += response.headers.valueAt(i);
        out += "\r\n";
    }
    out += "Content-Length: ";
    appendNumber(out, response.body.size());
    out += close ? "\r\nConnection: close\r\n\r\n" : "\r\n\r\n";
    out += response.body;
    return out;
}

class HttpServer::Listener : public QTcpServer
{
public:
    explicit Listener(HttpServer *owner)
        : QTcpServer(owner)
        , m_owner(owner)
    { }

protected:
    void incomingConnection(qintptr descriptor) override
    {
        HttpWorker *worker = m_owner->m_workers[m_owner->m_next++ % m_owner->m_workers.size()];
        QMetaObject::invokeMethod(
            worker, [worker, descriptor] { worker->adopt(descriptor); }, Qt::QueuedConnection);
    }

private:
    HttpServer *m_owner;
};

HttpServer::HttpServer(
    Handler handler, ErrorHandler errorHandler, HttpLimits limits, int workerThreads, QObject *parent)
    : QObject(parent)
    , m_requests(std::make_shared<std::atomic<qint64>>(0))
{
    if (workerThreads <= 0)
        workerThreads = qMax(2, QThread::idealThreadCount());
    for (int i = 0; i < workerThreads; ++i) {
        auto *thread = new QThread;
        thread->setObjectName(QStringLiteral("rowan-http-%1").arg(i));
        auto *worker = new HttpWorker(handler, errorHandler, limits, m_requests);
        worker->moveToThread(thread);
        QObject::connect(thread, &QThread::finished, worker, &QObject::deleteLater);
        thread->start();
        m_threads.push_back(thread);
        m_workers.push_back(worker);
    }
    m_listener = new Listener(this);
}

HttpServer::~HttpServer()
{
    shutdown();
}

bool HttpServer::listen(const QHostAddress &address, quint16 port)
{
    return m_listener->listen(address, port);
}

quint16 HttpServer::serverPort() const
{
    return m_listener->serverPort();
}

QString HttpServer::errorString() const
{
    return m_listener->errorString();
}

qint64 HttpServer::requestCount() const
{
    return m_requests->load();
}

void HttpServer::shutdown()
{
    if (m_stopped)
        return;
    m_stopped = true;
    m_listener->close();
    // Queued after every adopt() already posted; each worker finishes the request it is running first.
    for (HttpWorker *worker : m_workers)
        QMetaObject::invokeMethod(
            worker, [worker] { worker->closeAll(); }, Qt::BlockingQueuedConnection);
    for (QThread *thread : m_threads) {
        thread->quit();
        thread->wait();
        delete thread;
    }
    m_threads.clear();
    m_workers.clear();
}

HttpWorker::HttpWorker(HttpServer::Handler handler, HttpServer::ErrorHandler errorHandler, HttpLimits limits,
    std::shared_ptr<std::atomic<qint64>> requests)
    : m_handler(std::move(handler))
    , m_errorHandler(std::move(errorHandler))
    , m_limits(std::move(limits))
    , m_requests(std::move(requests))
{ }

void HttpWorker::adopt(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    auto connection = std::make_shared<Connection>(m_limits);
    connection->peer = socket->peerAddress(); // read once: it cannot change for the connection
    m_connections.insert(socket, std::move(connection));
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] { drop(socket); });
    if (socket->bytesAvailable() > 0)
        onReadyRead(socket);
}

void HttpWorker::drop(QTcpSocket *socket)
{
    if (m_connections.remove(socket))
        socket->deleteLater();
}

void HttpWorker::onReadyRead(QTcpSocket *socket)
{
    const std::shared_ptr<Connection> holder = m_connections.value(socket);
    if (!holder || holder->closing) {
        socket->readAll();
        return;
    }
    HttpParser &parser = holder->parser;
    parser.feed(socket->readAll());
    QByteArray out;
    for (;;) {
        const HttpParser::State state = parser.next();
        if (state == HttpParser::State::NeedMore) {
            if (parser.awaitingBody() && parser.expectsContinue() && !holder->continueSent) {
                out += "HTTP/1.1 100 Continue\r\n\r\n";
                holder->continueSent = true;
            }
            break;
        }
        if (state == HttpParser::State::Error) {
            HttpResponse response = m_errorHandler(parser.errorStatus(), parser.errorMessage());
            out += serializeResponse(response, true);
            holder->closing = true;
            break;
        }
        HttpRequest request = parser.takeRequest();
        holder->continueSent = false;
        request.peer = holder->peer;
        const bool keepAlive = request.keepAlive;
        HttpResponse response = m_handler(request);
        m_requests->fetch_add(1, std::memory_order_relaxed);
        const bool close = !keepAlive || response.closeConnection;
        out += serializeResponse(response, close);
        if (close) {
            holder->closing = true;
            break;
        }
    }
    if (!out.isEmpty()) {
        socket->write(out);
        socket->flush(); // now, rather than on the event loop's next turn
    }
    if (holder->closing)
        socket->disconnectFromHost(); // after the pending bytes are written
}

void HttpWorker::closeAll()
{
    const QList<QTcpSocket *> sockets = m_connections.keys();
    for (QTcpSocket *socket : sockets) {
        socket->flush();
        if (socket->bytesToWrite() > 0)
            socket->waitForBytesWritten(2000);
        socket->abort();
        drop(socket);
    }
}

} // namespace rowan::server
