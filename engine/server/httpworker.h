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
    // With `refuse`, answers 503 at once and closes (the server is at its connection limit).
    void adopt(qintptr descriptor, bool refuse);
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
