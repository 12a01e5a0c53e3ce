// A fault-injecting HTTP/1.1 front on loopback for the retry tests: it reads each request whole and, as a
// script says, answers 503 with Retry-After itself, waits before forwarding, resets the connection before
// or after forwarding to the real server, or forwards and cuts the answer's body short. It counts what it
// forwarded, so a test can prove a write reached the server once.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QPointer>
#include <QSemaphore>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>

#include <memory>

struct Fault
{
    enum Kind {
        Pass, // forward, answer as the server did
        Busy, // answer 503 ServerBusy with Retry-After: retryAfter (seconds; -1: no header), not forwarded
        Delay, // wait delayMs, then forward
        ResetBefore, // close the connection without forwarding: nothing reached the server
        ResetAfter, // forward, then close without answering: the server acted, the answer is lost
        CutBody, // forward, then send the answer with half of its body and close
    };
    Kind kind = Pass;
    int retryAfter = 1;
    int delayMs = 0;
    QByteArray method; // only requests with this method take the fault (empty: any)
};

class FaultProxy : public QThread
{
public:
    explicit FaultProxy(quint16 backendPort)
        : m_backendPort(backendPort)
    {
        start();
        m_ready.acquire();
    }
    ~FaultProxy() override
    {
        quit();
        wait();
    }

    quint16 port() const { return m_port; }
    // Faults are taken in order by the requests that match them; requests with none pass.
    void script(QList<Fault> faults)
    {
        QMutexLocker lock(&m_mutex);
        m_faults = std::move(faults);
    }
    // Requests received, and forwarded to the server, per method.
    int received(const QByteArray &method) const
    {
        QMutexLocker lock(&m_mutex);
        return m_received.value(method);
    }
    int forwarded(const QByteArray &method) const
    {
        QMutexLocker lock(&m_mutex);
        return m_forwarded.value(method);
    }
    void resetCounts()
    {
        QMutexLocker lock(&m_mutex);
        m_received.clear();
        m_forwarded.clear();
    }

protected:
    void run() override
    {
        QTcpServer server;
        server.listen(QHostAddress::LocalHost, 0);
        m_port = server.serverPort();
        QObject::connect(&server, &QTcpServer::newConnection, &server, [&] {
            while (QTcpSocket *socket = server.nextPendingConnection()) {
                auto buffer = std::make_shared<QByteArray>();
                QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
                    buffer->append(socket->readAll());
                    serve(socket, *buffer);
                });
                QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
        m_ready.release();
        exec();
    }

private:
    // Takes every complete request off the front of `buffer`.
    void serve(QTcpSocket *socket, QByteArray &buffer)
    {
        for (;;) {
            const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
            if (headerEnd < 0)
                return;
            const QByteArray head = buffer.left(headerEnd);
            qsizetype length = 0;
            for (const QByteArray &line : head.split('\n')) {
                if (line.toLower().startsWith("content-length:"))
                    length = line.mid(15).trimmed().toLongLong();
            }
            if (buffer.size() < headerEnd + 4 + length)
                return;
            const QByteArray request = buffer.left(headerEnd + 4 + length);
            buffer.remove(0, request.size());
            handle(socket, request);
        }
    }

    void handle(QTcpSocket *socket, const QByteArray &request)
    {
        const QByteArray method = request.left(request.indexOf(' '));
        Fault fault;
        {
            QMutexLocker lock(&m_mutex);
            ++m_received[method];
            for (qsizetype i = 0; i < m_faults.size(); ++i) {
                if (m_faults[i].method.isEmpty() || m_faults[i].method == method) {
                    fault = m_faults.takeAt(i);
                    break;
                }
            }
        }
        QPointer<QTcpSocket> guard(socket);
        switch (fault.kind) {
        case Fault::Busy: {
            const QByteArray body
                = R"({"odata.error":{"code":"ServerBusy","message":{"lang":"en-US","value":"The server is busy."}}})";
            QByteArray answer = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\n"
                                "x-ms-error-code: ServerBusy\r\nContent-Length: "
                + QByteArray::number(body.size()) + "\r\n";
            if (fault.retryAfter >= 0)
                answer += "Retry-After: " + QByteArray::number(fault.retryAfter) + "\r\n";
            socket->write(answer + "\r\n" + body);
            return;
        }
        case Fault::ResetBefore:
            socket->abort();
            return;
        case Fault::Delay:
            QTimer::singleShot(fault.delayMs, socket, [this, guard, request, method] {
                if (guard)
                    guard->write(forward(request, method));
            });
            return;
        case Fault::ResetAfter:
            forward(request, method);
            socket->abort();
            return;
        case Fault::CutBody: {
            const QByteArray answer = forward(request, method);
            const qsizetype bodyStart = answer.indexOf("\r\n\r\n") + 4;
            socket->write(answer.left(bodyStart + (answer.size() - bodyStart) / 2));
            socket->flush();
            socket->waitForBytesWritten(1000);
            socket->abort();
            return;
        }
        case Fault::Pass:
            socket->write(forward(request, method));
            return;
        }
    }

    // Sends the request to the server on a connection of its own and returns the whole answer.
    QByteArray forward(const QByteArray &request, const QByteArray &method)
    {
        {
            QMutexLocker lock(&m_mutex);
            ++m_forwarded[method];
        }
        QTcpSocket backend;
        backend.connectToHost(QHostAddress::LocalHost, m_backendPort);
        if (!backend.waitForConnected(5000))
            return "HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n";
        backend.write(request);
        QByteArray answer;
        while (backend.waitForReadyRead(5000)) {
            answer += backend.readAll();
            const qsizetype headerEnd = answer.indexOf("\r\n\r\n");
            if (headerEnd < 0)
                continue;
            qsizetype length = 0;
            for (const QByteArray &line : answer.left(headerEnd).split('\n')) {
                if (line.toLower().startsWith("content-length:"))
                    length = line.mid(15).trimmed().toLongLong();
            }
            if (answer.size() >= headerEnd + 4 + length)
                break;
        }
        return answer;
    }

    quint16 m_backendPort;
    quint16 m_port = 0;
    QSemaphore m_ready;
    mutable QMutex m_mutex;
    QList<Fault> m_faults;
    QHash<QByteArray, int> m_received;
    QHash<QByteArray, int> m_forwarded;
};
