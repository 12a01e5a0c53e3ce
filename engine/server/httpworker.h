// One worker thread's side of the HTTP transport (see httpserver.h): its connections, their parsers and
// their timeouts.
#pragma once

#include "httpserver.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>

#include <memory>

class QTcpSocket;
class QTimer;

namespace rowan::server {

class HttpWorker : public QObject
{
    Q_OBJECT
public:
    HttpWorker(HttpServer::Handler handler, HttpServer::ErrorHandler errorHandler, HttpServerOptions options,
        std::shared_ptr<HttpServer::Counters> counters);

    // Adopts an accepted socket descriptor (call through a queued invocation on the worker's thread).
    // With `refuse`, answers 503 at once and closes (the server is at its connection limit). With
    // `beyondLimit`, the connection is served once an idle one has been closed to make room, and answered
    // 503 when none was by the time its first request is there.
    void adopt(qintptr descriptor, bool refuse, bool beyondLimit = false);
    // Closes this worker's longest-idle connections (between requests, or not spoken yet) while the server
    // still wants room for newcomers beyond the limit.
    void evictIdle();
    // Answers every request already received on every connection, then closes them (on the worker's
    // thread).
    void closeAll();

private:
    struct Connection
    {
        explicit Connection(HttpLimits limits)
            : parser(std::move(limits))
        { }
        HttpParser parser;
        QHostAddress peer;
        bool continueSent = false;
        bool closing = false; // the last response is written; waiting for the peer to close
        bool counted = true; // holds one of the server's connection slots
        bool beyondLimit = false; // taken beyond the limit, waiting for room
        bool admitRetry = false; // a later look for room is scheduled
        bool headDone = false; // a whole request head has been received on this connection
        qint64 acceptedMs = 0;
        qint64 lastActivityMs = 0; // a byte received or a response written
        qint64 headStartMs = -1; // the first byte of the request head being read, -1 when none
        qint64 closeDeadlineMs = 0; // when closing: abort if the peer has not closed by then
    };

    void onReadyRead(QTcpSocket *socket);
    void respondTo(QTcpSocket *socket, Connection &connection, QByteArray &out);
    // Writes `out`, then (with `close`) ends our side of the connection and waits briefly for the peer's,
    // so that a pipelined request the peer already sent cannot turn the close into a reset that destroys
    // the response in flight.
    void send(QTcpSocket *socket, Connection &connection, const QByteArray &out, bool close);
    void halfClose(QTcpSocket *socket);
    // Sends the acknowledgement of what was received now rather than after the delayed-ACK timer.
    void acknowledgeNow(QTcpSocket *socket);
    void drop(QTcpSocket *socket);
    // For a connection beyond the limit with bytes to answer: true once there is room for it; otherwise
    // looks again shortly, and after AdmitWaitMs answers 503 and closes.
    bool admit(QTcpSocket *socket, Connection &connection);
    // A newcomer no longer needs the room asked for it.
    void cancelEviction();
    void sweep();
    void ensureSweeping();

    HttpServer::Handler m_handler;
    HttpServer::ErrorHandler m_errorHandler;
    HttpServerOptions m_options;
    std::shared_ptr<HttpServer::Counters> m_counters;
    QHash<QTcpSocket *, std::shared_ptr<Connection>> m_connections;
    QTimer *m_sweep = nullptr;
    QElapsedTimer m_clock;
};

} // namespace rowan::server
