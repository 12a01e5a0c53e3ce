#include "httpparser.h"

#include <cstring>

namespace rowan::server {

namespace {
using protocol::isHttpToken;

bool hasControlChars(QByteArrayView text)
{
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && c != '\t') || u == 0x7f)
            return true;
    }
    return false;
}

// Strips the line's CR (bare LF line ends are accepted).
QByteArrayView chompCr(QByteArrayView line)
{
    return line.endsWith('\r') ? line.chopped(1) : line;
}
} // namespace

HttpParser::HttpParser(HttpLimits limits)
    : m_limits(std::move(limits))
{ }

void HttpParser::feed(QByteArrayView data)
{
    m_buffer.append(data);
}

bool HttpParser::expectsContinue() const
{
    return m_phase != Phase::Head
        && m_request.headers.value(QHttpHeaders::WellKnownHeader::Expect)
               .compare("100-continue", Qt::CaseInsensitive)
        == 0;
}

HttpRequest HttpParser::takeRequest()
{
    HttpRequest r = std::move(m_request);
    m_request = HttpRequest();
    m_phase = Phase::Head;
    compact();
    return r;
}

void HttpParser::compact()
{
    if (m_offset > 0 && (m_offset == m_buffer.size() || m_offset > 64 * 1024)) {
        m_buffer.remove(0, m_offset);
        m_scanFrom = qMax<qsizetype>(0, m_scanFrom - m_offset);
        m_offset = 0;
    }
}

HttpParser::State HttpParser::fail(int status, QString message)
{
    m_errorStatus = status;
    m_errorMessage = std::move(message);
    return State::Error;
}

HttpParser::State HttpParser::next()
{
    if (m_errorStatus)
        return State::Error;
    for (;;) {
        switch (m_phase) {
        case Phase::Head: {
            // Leading empty lines before a request line are allowed (RFC 9112 §2.2).
            while (m_offset < m_buffer.size()
                && (m_buffer.at(m_offset) == '\r' || m_buffer.at(m_offset) == '\n'))
                ++m_offset;
            m_scanFrom = qMax(m_scanFrom, m_offset);
            // Read through constData(): the non-const operator[] checks for a detach on every byte.
            const char *const data = m_buffer.constData();
            const qsizetype size = m_buffer.size();
            qsizetype end = -1;
            for (qsizetype i = m_scanFrom; i < size; ++i) {
                const void *nl = std::memchr(data + i, '\n', size - i);
                if (!nl)
                    break;
                i = static_cast<const char *>(nl) - data;
                if (i + 1 < size && data[i + 1] == '\n') {
                    end = i + 2;
                    break;
                }
                if (i + 2 < size && data[i + 1] == '\r' && data[i + 2] == '\n') {
                    end = i + 3;
                    break;
                }
            }
            if (end < 0) {
                if (m_buffer.size() - m_offset > m_limits.maxHeaderBytes)
                    return fail(431, QStringLiteral("The request headers are too large."));
                m_scanFrom = qMax(m_offset, m_buffer.size() - 2);
                return State::NeedMore;
            }
            if (end - m_offset > m_limits.maxHeaderBytes)
                return fail(431, QStringLiteral("The request headers are too large."));
            if (const State s = parseHead(end); s != State::Ready)
                return s;
            m_offset = end;
            m_scanFrom = end;
            break;
        }
        case Phase::FixedBody: {
            const qint64 take = qMin<qint64>(m_remaining, m_buffer.size() - m_offset);
            m_request.body.append(QByteArrayView(m_buffer).sliced(m_offset, take));
            m_offset += take;
            m_remaining -= take;
            if (m_remaining > 0) {
                compact();
                return State::NeedMore;
            }
            return State::Ready;
        }
        case Phase::ChunkSize:
        case Phase::Trailer:
        case Phase::ChunkDataEnd: {
            const qsizetype nl = m_buffer.indexOf('\n', m_offset);
            if (nl < 0) {
                if (m_buffer.size() - m_offset > 4096)
                    return fail(400, QStringLiteral("A chunk line is too long."));
                compact();
                return State::NeedMore;
            }
            const QByteArrayView line = chompCr(QByteArrayView(m_buffer).sliced(m_offset, nl - m_offset));
            m_offset = nl + 1;
            if (m_phase == Phase::ChunkDataEnd) {
                if (!line.isEmpty())
                    return fail(400, QStringLiteral("A chunk is longer than its size."));
                m_phase = Phase::ChunkSize;
                break;
            }
            if (m_phase == Phase::Trailer) {
                if (line.isEmpty())
                    return State::Ready;
                break; // trailer fields are ignored
            }
            QByteArrayView size = line;
            if (const qsizetype semi = size.indexOf(';'); semi >= 0)
                size = size.first(semi);
            size = size.trimmed();
            if (size.isEmpty() || size.size() > 15)
                return fail(400, QStringLiteral("Malformed chunk size."));
            bool ok = false;
            const qint64 n = size.toLongLong(&ok, 16);
            if (!ok || n < 0)
                return fail(400, QStringLiteral("Malformed chunk size."));
            if (n == 0) {
                m_phase = Phase::Trailer;
                break;
            }
            if (m_request.body.size() + n > m_bodyLimit)
                return fail(413,
                    QStringLiteral(
                        "The request body is too large and exceeds the maximum permissible limit."));
            m_remaining = n;
            m_phase = Phase::ChunkData;
            break;
        }
        case Phase::ChunkData: {
            const qint64 take = qMin<qint64>(m_remaining, m_buffer.size() - m_offset);
            m_request.body.append(QByteArrayView(m_buffer).sliced(m_offset, take));
            m_offset += take;
            m_remaining -= take;
            if (m_remaining > 0) {
                compact();
                return State::NeedMore;
            }
            m_phase = Phase::ChunkDataEnd;
            break;
        }
        }
    }
}

HttpParser::State HttpParser::parseHead(qsizetype end)
{
    const QByteArrayView head = QByteArrayView(m_buffer).sliced(m_offset, end - m_offset);
    qsizetype pos = 0;
    auto nextLine = [&]() -> QByteArrayView {
        const qsizetype nl = head.indexOf('\n', pos);
        const QByteArrayView line = head.sliced(pos, nl - pos);
        pos = nl + 1;
        return chompCr(line);
    };
    const QByteArrayView requestLine = nextLine();
    const qsizetype sp1 = requestLine.indexOf(' ');
    const qsizetype sp2 = requestLine.lastIndexOf(' ');
    if (sp1 <= 0 || sp2 <= sp1 + 1)
        return fail(400, QStringLiteral("Malformed request line."));
    const QByteArrayView method = requestLine.first(sp1);
    const QByteArrayView target = requestLine.sliced(sp1 + 1, sp2 - sp1 - 1);
    const QByteArrayView version = requestLine.sliced(sp2 + 1);
    if (!isHttpToken(method))
        return fail(400, QStringLiteral("Malformed request method."));
    if (version != "HTTP/1.1" && version != "HTTP/1.0")
        return fail(version.startsWith("HTTP/") ? 505 : 400, QStringLiteral("Unsupported HTTP version."));
    if (!target.startsWith('/') || target.contains(' ') || hasControlChars(target))
        return fail(400, QStringLiteral("Malformed request target."));

    HttpRequest &r = m_request;
    r = HttpRequest();
    r.method = method.toByteArray();
    r.target = target.toByteArray();
    const qsizetype q = r.target.indexOf('?');
    r.path = q < 0 ? r.target : r.target.first(q);
    r.query = q < 0 ? QByteArray() : r.target.sliced(q + 1);
    r.minorVersion = version.back() - '0';

    r.headers.reserve(16, head.size() - pos);
    int count = 0;
    while (pos < head.size()) {
        const QByteArrayView line = nextLine();
        if (line.isEmpty())
            break;
        if (++count > m_limits.maxHeaderCount)
            return fail(431, QStringLiteral("Too many request headers."));
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0 || !isHttpToken(line.first(colon)))
            return fail(400, QStringLiteral("Malformed request header."));
        // append() trims the value and refuses control characters in it.
        if (!r.headers.append(line.first(colon), line.sliced(colon + 1)))
            return fail(400, QStringLiteral("Malformed request header value."));
    }

    const QByteArrayView connection = r.headers.value(QHttpHeaders::WellKnownHeader::Connection);
    if (r.minorVersion == 0)
        r.keepAlive = connection.compare("keep-alive", Qt::CaseInsensitive) == 0;
    else
        r.keepAlive = connection.compare("close", Qt::CaseInsensitive) != 0;

    const bool hasLength = r.headers.contains(QHttpHeaders::WellKnownHeader::ContentLength);
    const bool hasEncoding = r.headers.contains(QHttpHeaders::WellKnownHeader::TransferEncoding);
    if (hasLength && hasEncoding)
        return fail(400, QStringLiteral("Both Content-Length and Transfer-Encoding are present."));
    m_bodyLimit = m_limits.maxBodyBytes ? m_limits.maxBodyBytes(r) : 4 * 1024 * 1024;
    if (hasEncoding) {
        // Several fields (or a list) name several codings: only one "chunked" is supported.
        const QList<QByteArray> codings = r.headers.values(QHttpHeaders::WellKnownHeader::TransferEncoding);
        if (codings.size() != 1 || codings.first().compare("chunked", Qt::CaseInsensitive) != 0)
            return fail(501, QStringLiteral("Only the chunked transfer coding is supported."));
        m_phase = Phase::ChunkSize;
        return State::Ready;
    }
    if (hasLength) {
        const QList<QByteArray> values = r.headers.values(QHttpHeaders::WellKnownHeader::ContentLength);
        const QByteArray text = values.first().trimmed();
        bool ok = !text.isEmpty() && text.size() <= 18;
        for (char c : text)
            ok = ok && c >= '0' && c <= '9';
        for (const QByteArray &v : values)
            ok = ok && v.trimmed() == text;
        if (!ok)
            return fail(400, QStringLiteral("Malformed Content-Length."));
        m_remaining = text.toLongLong();
        if (m_remaining > m_bodyLimit)
            return fail(413,
                QStringLiteral("The request body is too large and exceeds the maximum permissible limit."));
        r.body.reserve(m_remaining);
        m_phase = Phase::FixedBody;
        return State::Ready;
    }
    m_remaining = 0;
    m_phase = Phase::FixedBody;
    return State::Ready;
}

} // namespace rowan::server
