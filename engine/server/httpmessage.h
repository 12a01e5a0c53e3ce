// The HTTP/1.1 messages the server exchanges with one connection: a parsed request and the response the
// service builds for it. Plain value types.
#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QHttpHeaders>

namespace rowan::server {

struct HttpRequest
{
    QByteArray method; // case-sensitive, as sent
    QByteArray target; // origin-form: "/account/Tables?$top=5", still percent-encoded
    QByteArray path; // target before '?'
    QByteArray query; // target after '?', without it
    int minorVersion = 1; // HTTP/1.<minorVersion>
    QHttpHeaders headers;
    QByteArray body; // de-chunked
    QHostAddress peer;
    bool keepAlive = true;
};

struct HttpResponse
{
    int status = 200;
    QHttpHeaders headers; // Content-Length and Connection are added when serialized
    QByteArray body;
    bool closeConnection = false;
};

// "HTTP/1.1 <status> <reason>\r\n", the headers, Content-Length, Connection: close when `close`, the body.
QByteArray serializeResponse(const HttpResponse &response, bool close);

} // namespace rowan::server
