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

// A response's headers in the order appended. QHttpHeaders costs ~2k instructions per append (it
// validates and lower-cases the name, allocating as it goes), a tenth of a point read's whole budget; the
// names here are the service's own. Names are kept lower-cased, as QHttpHeaders gives them; like it,
// append() drops (and returns false for) a value with control characters and trims the value.
class ResponseHeaders
{
public:
    bool append(QByteArrayView name, QByteArrayView value);
    bool append(QHttpHeaders::WellKnownHeader name, QByteArrayView value)
    {
        return append(QHttpHeaders::wellKnownHeaderName(name), value);
    }
    qsizetype size() const { return m_items.size(); }
    QByteArrayView nameAt(qsizetype i) const { return m_items.at(i).first; }
    QByteArrayView valueAt(qsizetype i) const { return m_items.at(i).second; }
    // The first value of `name` (any case), empty when absent.
    QByteArrayView value(QByteArrayView name) const;
    QHttpHeaders toHttpHeaders() const;

private:
    QList<std::pair<QByteArray, QByteArray>> m_items;
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
