// Loopback stand-ins for what sits between the remote client and a server in the wild, each forwarding to
// a port on 127.0.0.1: a TLS front (QSslServer with a test certificate) and a minimal HTTP proxy (CONNECT
// tunnels, and absolute-form requests rewritten to origin form). They run on a thread of their own with its
// event loop, so the test thread may block in the client's calls.
#pragma once

#include <QFile>
#include <QMutex>
#include <QSemaphore>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

#include <atomic>

namespace remotetest {

// Joins two sockets: what one receives the other sends; when one closes, the other closes once its
// pending bytes are written.
inline void pipe(QTcpSocket *a, QTcpSocket *b)
{
    const auto forward = [](QTcpSocket *from, QTcpSocket *to) {
        QObject::connect(from, &QTcpSocket::readyRead, to, [from, to] { to->write(from->readAll()); });
        QObject::connect(from, &QTcpSocket::disconnected, to, [to] { to->disconnectFromHost(); });
        QObject::connect(from, &QTcpSocket::disconnected, from, &QObject::deleteLater);
    };
    forward(a, b);
    forward(b, a);
    if (a->bytesAvailable())
        b->write(a->readAll());
}

class Forwarders : public QThread
{
public:
    // The TLS front forwards to `target` (a `rowan serve`) in clear text with the PEM `certificate` and
    // `key`. Whatever host a client names, the proxy's CONNECT tunnels go to the TLS front and its plain
    // requests to `target`.
    Forwarders(quint16 target, QString certificate, QString key)
        : m_target(target)
        , m_certificate(std::move(certificate))
        , m_key(std::move(key))
    {
        start();
        m_ready.acquire();
    }
    ~Forwarders() override
    {
        quit();
        wait();
    }

    quint16 tlsPort() const { return m_tlsPort; }
    quint16 proxyPort() const { return m_proxyPort; }
    // TLS handshakes begun by clients (including refused ones).
    int handshakes() const { return m_handshakes.load(); }
    // Requests and tunnels the proxy saw: "CONNECT host:port" or "GET http://host:port/…".
    QStringList proxied() const
    {
        QMutexLocker lock(&m_mutex);
        return m_proxied;
    }
    void clearProxied()
    {
        QMutexLocker lock(&m_mutex);
        m_proxied.clear();
    }

protected:
    void run() override
    {
        {
            QSslServer tls;
            QTcpServer proxy;
            startTls(tls);
            startProxy(proxy);
            m_ready.release();
            exec();
        }
    }

private:
    void startTls(QSslServer &server)
    {
        QFile certificateFile(m_certificate);
        QFile keyFile(m_key);
        if (!certificateFile.open(QIODevice::ReadOnly) || !keyFile.open(QIODevice::ReadOnly))
            return;
        QSslConfiguration config = QSslConfiguration::defaultConfiguration();
        config.setLocalCertificate(QSslCertificate(&certificateFile, QSsl::Pem));
        config.setPrivateKey(QSslKey(&keyFile, QSsl::Rsa, QSsl::Pem));
        config.setPeerVerifyMode(QSslSocket::VerifyNone); // clients present no certificate
        server.setSslConfiguration(config);
        QObject::connect(
            &server, &QSslServer::startedEncryptionHandshake, &server, [this] { ++m_handshakes; });
        QObject::connect(&server, &QTcpServer::pendingConnectionAvailable, &server, [this, &server] {
            while (QTcpSocket *client = server.nextPendingConnection()) {
                auto *backend = new QTcpSocket;
                backend->connectToHost(QHostAddress::LocalHost, m_target);
                pipe(client, backend);
            }
        });
        if (server.listen(QHostAddress::LocalHost, 0))
            m_tlsPort = server.serverPort();
    }

    // One client connection of the proxy: a tunnel after CONNECT, or requests whose absolute-form target
    // is rewritten (the origin server expects "/path") and whose bodies are passed on as they come.
    struct ProxyConnection
    {
        QByteArray buffer;
        qint64 bodyLeft = 0;
        QTcpSocket *backend = nullptr;
    };

    void startProxy(QTcpServer &server)
    {
        QObject::connect(&server, &QTcpServer::newConnection, &server, [this, &server] {
            while (QTcpSocket *client = server.nextPendingConnection()) {
                auto state = std::make_shared<ProxyConnection>();
                QObject::connect(client, &QTcpSocket::readyRead, client,
                    [this, client, state] { proxyRead(client, *state); });
                QObject::connect(client, &QTcpSocket::disconnected, client, &QObject::deleteLater);
            }
        });
        if (server.listen(QHostAddress::LocalHost, 0))
            m_proxyPort = server.serverPort();
    }

    void proxyRead(QTcpSocket *client, ProxyConnection &c)
    {
        c.buffer += client->readAll();
        for (;;) {
            if (c.bodyLeft > 0) {
                const QByteArray part = c.buffer.left(c.bodyLeft);
                c.buffer.remove(0, part.size());
                c.bodyLeft -= part.size();
                c.backend->write(part);
                if (c.bodyLeft > 0)
                    return;
            }
            const qsizetype end = c.buffer.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            QByteArray head = c.buffer.left(end + 4);
            c.buffer.remove(0, end + 4);
            const QList<QByteArray> requestLine = head.left(head.indexOf("\r\n")).split(' ');
            if (requestLine.size() != 3) {
                client->abort();
                return;
            }
            {
                QMutexLocker lock(&m_mutex);
                m_proxied << QString::fromLatin1(requestLine.at(0) + ' ' + requestLine.at(1));
            }
            if (requestLine.at(0) == "CONNECT") {
                // From here on the client's bytes are the tunnel's: hand the socket over to a pipe.
                QObject::disconnect(client, &QTcpSocket::readyRead, client, nullptr);
                auto *backend = new QTcpSocket;
                backend->connectToHost(QHostAddress::LocalHost, m_tlsPort);
                QObject::connect(backend, &QTcpSocket::connected, client,
                    [client] { client->write("HTTP/1.1 200 Connection established\r\n\r\n"); });
                if (!c.buffer.isEmpty())
                    backend->write(c.buffer);
                pipe(client, backend);
                return;
            }
            if (!c.backend) {
                c.backend = new QTcpSocket;
                c.backend->connectToHost(QHostAddress::LocalHost, m_target);
                QTcpSocket *backend = c.backend;
                QObject::connect(backend, &QTcpSocket::readyRead, client,
                    [client, backend] { client->write(backend->readAll()); });
                QObject::connect(backend, &QTcpSocket::disconnected, client, &QTcpSocket::disconnectFromHost);
                QObject::connect(client, &QTcpSocket::disconnected, backend, &QObject::deleteLater);
            }
            const QByteArray target = requestLine.at(1);
            const qsizetype pathStart = target.indexOf('/', target.indexOf("://") + 3);
            const QByteArray originForm = pathStart < 0 ? QByteArray("/") : target.mid(pathStart);
            head.replace(
                0, head.indexOf("\r\n"), requestLine.at(0) + ' ' + originForm + ' ' + requestLine.at(2));
            for (const QByteArray &line : head.split('\n')) {
                if (line.toLower().startsWith("content-length:"))
                    c.bodyLeft = line.mid(15).trimmed().toLongLong();
            }
            c.backend->write(head);
        }
    }

    quint16 m_target;
    QString m_certificate;
    QString m_key;
    QSemaphore m_ready;
    quint16 m_tlsPort = 0;
    quint16 m_proxyPort = 0;
    std::atomic<int> m_handshakes {0};
    mutable QMutex m_mutex;
    QStringList m_proxied;
};

} // namespace remotetest
