// The HTTP/1.1 messages the server exchanges with one connection: a parsed request and the response the
// service builds for it. Plain value types.
#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QHttpHeaders>
#include <rowan/protocol/requestheaders.h>

namespace rowan::server {

struct HttpRequest
{
    QByteArray method; // case-sensitive, as sent
    QByteArray target; // origin-form: "/account/Tables?$top=5", still percent-encoded
    QByteArray path; // target before '?'
    QByteArray query; // target after '?', without it
    int minorVersion = 1; // HTTP/1.<minorVersion>
    protocol::RequestHeaders headers;
    QByteArray body; // de-chunked
    QHostAddress peer;
    bool keepAlive = true;
};

// A response's headers in the order appended, kept in one buffer like a request's (see
// protocol::RequestHeaders: QHttpHeaders costs ~2k instructions per append, and a response has ~8). Names are
// kept lower-cased, as QHttpHeaders gives them; like it, append() drops (and returns false for) a value with
// control characters and trims the value.
class ResponseHeaders
{
public:
    bool append(QByteArrayView name, QByteArrayView value)
    {
        if (m_list.isEmpty())
            m_list.reserve(10, 400);
        return m_list.append(name, value);
    }
    bool append(QHttpHeaders::WellKnownHeader name, QByteArrayView value)
    {
        return append(QHttpHeaders::wellKnownHeaderName(name), value);
    }
    qsizetype size() const { return m_list.size(); }
    QByteArrayView nameAt(qsizetype i) const { return m_list.nameAt(i); }
    QByteArrayView valueAt(qsizetype i) const { return m_list.valueAt(i); }
    // The first value of `name` (any case), empty when absent.
    QByteArrayView value(QByteArrayView name) const { return m_list.value(name); }
    QHttpHeaders toHttpHeaders() const { return m_list.toHttpHeaders(); }

private:
    protocol::RequestHeaders m_list;
};

struct HttpResponse
{
    int status = 200;
    ResponseHeaders headers; // Content-Length and Connection are added when serialized
    QByteArray body;
    bool closeConnection = false;
};

// "HTTP/1.1 <status> <reason>\r\n", the headers, Content-Length, Connection: close when `close`, the body.
QByteArray serializeResponse(const HttpResponse &response, bool close);

} // namespace rowan::server
