// MIME multipart and embedded HTTP messages, the two layers under $batch. Written for hostile input:
// linear scans over views with explicit bounds, no recursion, no allocation beyond the input's size.
#pragma once

#include "rowan/status.h"

#include <QByteArray>
#include <QHttpHeaders>
#include <QList>

namespace rowan::protocol::multipart {

struct Part
{
    QHttpHeaders headers;
    QByteArray content;
};

// The `boundary` parameter of a `multipart/mixed` Content-Type (quotes removed). InvalidInput when the
// type is not multipart/mixed or the boundary is missing, empty, longer than 70 characters or unquoted
// with spaces.
Result<QByteArray> boundaryOf(QByteArrayView contentType);

// Splits a multipart body at `--boundary` lines (CRLF or bare LF; the line break before a delimiter
// belongs to it). The preamble and epilogue are dropped. InvalidInput when no delimiter is found, the
// closing `--boundary--` is missing, or a part's headers are malformed.
Result<QList<Part>> split(QByteArrayView body, QByteArrayView boundary);

// Header lines up to the first empty line (or the end); `pos` ends just after that empty line.
// InvalidInput for a line without ':', an empty or invalid name, or a folded (indented) line.
Result<QHttpHeaders> readHeaders(QByteArrayView text, qsizetype &pos);

// One line without its CRLF/LF; `pos` moves past the line break.
QByteArrayView readLine(QByteArrayView text, qsizetype &pos);

struct HttpMessage
{
    QByteArray startLine; // "POST http://… HTTP/1.1" or "HTTP/1.1 204 No Content"
    QHttpHeaders headers;
    QByteArray body;
};

// A start line, headers, an empty line and the body (the rest of the text).
Result<HttpMessage> parseHttpMessage(QByteArrayView text);

// "Name: value\r\n" for every header, in order.
void appendHeaders(QByteArray &out, const QHttpHeaders &headers);

} // namespace rowan::protocol::multipart
