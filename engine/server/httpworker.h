// One worker thread's side of the HTTP transport (see httpserver.h): its connections and their parsers.
#pragma once

#include "httpserver.h"

#include <QHash>
#include <QObject>

#include <memory>

class QTcpSocket;

namespace rowan::server {

class HttpWorker : public QObject
{
    Q_OBJECT
public:
    HttpWorker(HttpServer::Handler handler, HttpServer::ErrorHandler errorHandler, HttpLimits limits,
        std::shared_ptr<std::atomic<qint64>> requests);

    // Adopts an accepted socket descriptor (call through a queued invocation on the worker's thread).
    void adopt(qintptr descriptor);
    // Flushes and closes every connection (on the worker's thread).
    void closeAll();

private:
    void onReadyRead(QTcpSocket *socket);
    void drop(QTcpSocket *socket);

    HttpServer::Handler m_handler;
    HttpServer::ErrorHandler m_errorHandler;
    HttpLimits m_limits;
    std::shared_ptr<std::atomic<qint64>> m_requests;
    struct Connection
    {
        explicit Connection(HttpLimits limits)
            : parser(std::move(limits))
        { }
        HttpParser parser;
        QHostAddress peer;
        bool continueSent = false;
        bool closing = false;
    };
    QHash<QTcpSocket *, std::shared_ptr<Connection>> m_connections;
};

} // namespace rowan::server
