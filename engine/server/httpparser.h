// An incremental HTTP/1.1 request parser for one connection, over llhttp (the parser of Node.js). It never
// buffers more than the limits allow: an oversized header block is refused as soon as it passes
// maxHeaderBytes, an oversized body as soon as its announced (or chunked) size passes the body limit.
// Pipelined requests are returned one at a time. Used by one thread at a time.
#pragma once

#include "httpmessage.h"

#include <llhttp.h>

#include <functional>

namespace rowan::server {

struct HttpLimits
{
    int maxHeaderBytes = 64 * 1024; // request line + headers
    int maxHeaderCount = 100;
    // The largest body accepted for a request, decided once its head is known.
    std::function<qint64(const HttpRequest &head)> maxBodyBytes;
};

class HttpParser
{
public:
    enum class State { NeedMore, Ready, Error };

    explicit HttpParser(HttpLimits limits);
    HttpParser(const HttpParser &) = delete;
    HttpParser &operator=(const HttpParser &) = delete;

    // Appends received bytes (may hold several pipelined requests).
    void feed(const QByteArray &data);
    // Advances: Ready when a whole request is available (take it with takeRequest()), Error when the
    // stream is malformed or over a limit (see errorStatus(); the connection must then be closed).
    State next();
    HttpRequest takeRequest();
    // True once bytes of a request were received (stray line ends before a request line included) and its
    // head is not complete yet: what a header-read timeout measures.
    bool readingHead() const { return m_phase == Phase::Head; }
    // True once a request's head was read and its body is still awaited (for Expect: 100-continue).
    bool awaitingBody() const { return m_phase == Phase::Body; }
    // True when nothing of a next request has been received.
    bool idle() const { return m_phase == Phase::Idle; }
    bool expectsContinue() const;

    // 400, 413, 431, 501 (an unknown Transfer-Encoding) or 505, with a short reason.
    int errorStatus() const { return m_errorStatus; }
    const QString &errorMessage() const { return m_errorMessage; }
    qint64 bufferedBytes() const { return m_buffer.size() - m_offset; }

private:
    enum class Phase { Idle, Head, Body, Ready };
    friend struct HttpParserCallbacks;

    int fail(int status, QString message);
    int commitHeader();
    int headersComplete();
    int checkHeadSize(qsizetype more);

    llhttp_t m_parser;
    HttpLimits m_limits;
    QByteArray m_buffer;
    qsizetype m_offset = 0; // start of the bytes llhttp has not consumed yet
    Phase m_phase = Phase::Idle;
    bool m_paused = false; // llhttp stopped after a complete request
    HttpRequest m_request;
    QByteArray m_field;
    QByteArray m_value;
    bool m_fieldDone = false; // m_field is complete, its value is being read
    qsizetype m_headBytes = 0;
    int m_headerCount = 0;
    qint64 m_bodyLimit = 0;
    int m_errorStatus = 0;
    QString m_errorMessage;
};

} // namespace rowan::server
