// An incremental HTTP/1.1 request parser for one connection. It never buffers more than the limits allow:
// an oversized header block is refused as soon as it passes maxHeaderBytes, an oversized body as soon as
// its announced (or chunked) size passes the body limit. Pipelined requests are returned one at a time.
// Used by one thread at a time.
#pragma once

#include "httpmessage.h"

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

    // Appends received bytes (may hold several pipelined requests).
    void feed(QByteArrayView data);
    // Advances: Ready when a whole request is available (take it with takeRequest()), Error when the
    // stream is malformed or over a limit (see errorStatus(); the connection must then be closed).
    State next();
    HttpRequest takeRequest();
    // True once a request's head was read and its body is still awaited (for Expect: 100-continue).
    bool awaitingBody() const { return m_phase != Phase::Head; }
    bool expectsContinue() const;

    // 400, 413, 431 or 501 (an unknown Transfer-Encoding), with a short reason.
    int errorStatus() const { return m_errorStatus; }
    const QString &errorMessage() const { return m_errorMessage; }
    qint64 bufferedBytes() const { return m_buffer.size() - m_offset; }

private:
    enum class Phase { Head, FixedBody, ChunkSize, ChunkData, ChunkDataEnd, Trailer };

    State fail(int status, QString message);
    State parseHead(qsizetype end);
    void compact();

    HttpLimits m_limits;
    QByteArray m_buffer;
    qsizetype m_offset = 0; // start of unconsumed bytes
    qsizetype m_scanFrom = 0; // where the search for the end of the head resumes
    Phase m_phase = Phase::Head;
    HttpRequest m_request;
    qint64 m_bodyLimit = 0;
    qint64 m_remaining = 0; // of the fixed body or the current chunk
    int m_errorStatus = 0;
    QString m_errorMessage;
};

} // namespace rowan::server
