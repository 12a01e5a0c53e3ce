// A minimal HTTP/1.1 client over one raw QTcpSocket for the server tests: it writes exactly the bytes it is
// given (so tests can send malformed requests) and reads responses by Content-Length, spinning the event
// loop meanwhile so an in-process server on the same thread can accept.
#pragma once

#include <rowan/protocol/sharedkey.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QHttpHeaders>
#include <QTcpSocket>

struct TestResponse
{
    int status = 0;
    QHttpHeaders headers;
    QByteArray body;
    bool closed = false; // the server closed the connection after it
    QByteArray header(QByteArrayView name) const { return headers.value(name).toByteArray(); }
};

class TestClient
{
public:
    explicit TestClient(quint16 port)
        : m_port(port)
    { }

    bool connect()
    {
        m_socket.abort();
        m_buffer.clear();
        m_socket.connectToHost(QStringLiteral("127.0.0.1"), m_port);
        return m_socket.waitForConnected(5000);
    }

    void sendRaw(QByteArrayView bytes)
    {
        if (m_socket.state() != QAbstractSocket::ConnectedState)
            connect();
        m_socket.write(bytes.data(), bytes.size());
        m_socket.flush();
    }

    // Reads one response; status 0 when none arrived within the timeout.
    TestResponse read(int timeoutMs = 10000)
    {
        TestResponse r;
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            const qsizetype end = m_buffer.indexOf("\r\n\r\n");
            if (end >= 0) {
                const QList<QByteArray> lines = m_buffer.first(end).split('\n');
                r.status = lines.first().split(' ').value(1).toInt();
                for (int i = 1; i < lines.size(); ++i) {
                    const QByteArray line = lines[i].trimmed();
                    const qsizetype colon = line.indexOf(':');
                    if (colon > 0)
                        r.headers.append(line.first(colon), line.sliced(colon + 1).trimmed());
                }
                const qsizetype length = r.headers.value("Content-Length").toLongLong();
                if (m_buffer.size() >= end + 4 + length) {
                    r.body = m_buffer.mid(end + 4, length);
                    m_buffer.remove(0, end + 4 + length);
                    r.closed = r.headers.value("Connection").compare("close", Qt::CaseInsensitive) == 0;
                    return r;
                }
                r = TestResponse();
            }
            if (m_socket.state() != QAbstractSocket::ConnectedState && m_socket.bytesAvailable() == 0)
                break;
            QCoreApplication::processEvents();
            if (m_socket.waitForReadyRead(5))
                m_buffer += m_socket.readAll();
            else
                m_buffer += m_socket.readAll();
        }
        return r;
    }

    // Whether the server closed the connection (within the timeout).
    bool waitClosed(int timeoutMs = 5000)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            if (m_socket.state() == QAbstractSocket::UnconnectedState)
                return true;
            QCoreApplication::processEvents();
            m_socket.waitForReadyRead(5);
            m_socket.readAll();
        }
        return m_socket.state() == QAbstractSocket::UnconnectedState;
    }

    // A whole request. `target` is the path (+ query) as sent; headers are added as given.
    TestResponse request(const QByteArray &method, const QByteArray &target, const QHttpHeaders &headers,
        const QByteArray &body = {})
    {
        QByteArray out
            = method + ' ' + target + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(m_port) + "\r\n";
        for (qsizetype i = 0; i < headers.size(); ++i)
            out += QByteArray(headers.nameAt(i).latin1()) + ": " + headers.valueAt(i).toByteArray() + "\r\n";
        if (!body.isEmpty() || method == "POST" || method == "PUT" || method == "MERGE" || method == "PATCH")
            out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
        out += "\r\n" + body;
        sendRaw(out);
        return read();
    }

private:
    quint16 m_port;
    QTcpSocket m_socket;
    QByteArray m_buffer;
};

// Headers of a request signed with Shared Key (or Lite) for `account` with the base64 `key`.
inline QHttpHeaders signedHeaders(const QByteArray &method, const QByteArray &target, const QString &account,
    const QString &key, QHttpHeaders headers = {},
    rowan::protocol::SharedKeyScheme scheme = rowan::protocol::SharedKeyScheme::SharedKey,
    QDateTime date = QDateTime::currentDateTimeUtc())
{
    using namespace rowan::protocol;
    if (!headers.contains("x-ms-date"))
        headers.append("x-ms-date", formatHttpDate(date));
    if (!headers.contains("x-ms-version"))
        headers.append("x-ms-version", "2019-02-02");
    if (!headers.contains(QHttpHeaders::WellKnownHeader::Accept))
        headers.append(QHttpHeaders::WellKnownHeader::Accept, "application/json;odata=minimalmetadata");
    const qsizetype q = target.indexOf('?');
    SignedRequest request {method, q < 0 ? target : target.first(q),
        q < 0 ? QByteArray() : target.sliced(q + 1), RequestHeaders(headers)};
    headers.append(QHttpHeaders::WellKnownHeader::Authorization,
        authorizationHeader(scheme, account, decodeAccountKey(key).value(), request));
    return headers;
}
