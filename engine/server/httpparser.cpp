#include "httpparser.h"

#include <cstring>

namespace rowan::server {

namespace {
constexpr auto TooLarge = "The request body is too large and exceeds the maximum permissible limit.";

// RFC 3986 host [":" port]: reg-name, IPv4 or a bracketed IP literal; what may appear in it at all.
bool isValidHost(QByteArrayView host)
{
    for (char c : host) {
        const auto u = static_cast<unsigned char>(c);
        const bool ok = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9')
            || QByteArrayView("-._~!$&'()*+,;=:%[]").contains(c);
        if (!ok)
            return false;
    }
    return true;
}

} // namespace

// llhttp calls plain functions; these forward to the parser in llhttp_t::data.
struct HttpParserCallbacks
{
    static HttpParser &self(llhttp_t *p) { return *static_cast<HttpParser *>(p->data); }

    static int onMessageBegin(llhttp_t *p)
    {
        HttpParser &s = self(p);
        s.m_phase = HttpParser::Phase::Head; // m_request is fresh: constructed or reset by takeRequest()
        s.m_field.resize(0); // resize(0) keeps the capacity, clear() would free it
        s.m_value.resize(0);
        s.m_request.headers.reserve(16, 1024);
        s.m_fieldDone = false;
        s.m_headBytes = 0;
        s.m_headerCount = 0;
        return 0;
    }
    static int onUrl(llhttp_t *p, const char *at, size_t length)
    {
        HttpParser &s = self(p);
        if (const int e = s.checkHeadSize(qsizetype(length)))
            return e;
        s.m_request.target.append(at, qsizetype(length));
        return 0;
    }
    // Trailer fields after a chunked body come through the same callbacks: they are read and dropped, never
    // added to the head that was checked.
    static bool inTrailer(const HttpParser &s) { return s.m_phase != HttpParser::Phase::Head; }

    static int onHeaderField(llhttp_t *p, const char *at, size_t length)
    {
        HttpParser &s = self(p);
        if (inTrailer(s))
            return 0;
        // A field whose value was empty may not have been committed by a value callback.
        if (s.m_fieldDone) {
            if (const int e = s.commitHeader())
                return e;
        }
        if (const int e = s.checkHeadSize(qsizetype(length)))
            return e;
        s.m_field.append(at, qsizetype(length));
        return 0;
    }
    static int onHeaderFieldComplete(llhttp_t *p)
    {
        HttpParser &s = self(p);
        if (inTrailer(s))
            return 0;
        s.m_fieldDone = true;
        if (++s.m_headerCount > s.m_limits.maxHeaderCount)
            return s.fail(431, QStringLiteral("Too many request headers."));
        return 0;
    }
    static int onHeaderValue(llhttp_t *p, const char *at, size_t length)
    {
        HttpParser &s = self(p);
        if (inTrailer(s))
            return 0;
        if (const int e = s.checkHeadSize(qsizetype(length)))
            return e;
        s.m_value.append(at, qsizetype(length));
        return 0;
    }
    static int onHeaderValueComplete(llhttp_t *p)
    {
        HttpParser &s = self(p);
        return inTrailer(s) ? 0 : s.commitHeader();
    }
    static int onHeadersComplete(llhttp_t *p) { return self(p).headersComplete(); }
    static int onBody(llhttp_t *p, const char *at, size_t length)
    {
        self(p).m_request.body.append(at, qsizetype(length));
        return 0;
    }
    static int onChunkHeader(llhttp_t *p)
    {
        HttpParser &s = self(p);
        // llhttp keeps the size of the chunk that starts in content_length.
        if (p->content_length > quint64(s.m_bodyLimit - s.m_request.body.size()))
            return s.fail(413, QString::fromLatin1(TooLarge));
        return 0;
    }
    static int onMessageComplete(llhttp_t *p)
    {
        self(p).m_phase = HttpParser::Phase::Ready;
        return HPE_PAUSED; // one request at a time: the next stays in the buffer
    }

    static const llhttp_settings_t *settings()
    {
        static const llhttp_settings_t s = [] {
            llhttp_settings_t t;
            llhttp_settings_init(&t);
            t.on_message_begin = onMessageBegin;
            t.on_url = onUrl;
            t.on_header_field = onHeaderField;
            t.on_header_field_complete = onHeaderFieldComplete;
            t.on_header_value = onHeaderValue;
            t.on_header_value_complete = onHeaderValueComplete;
            t.on_headers_complete = onHeadersComplete;
            t.on_body = onBody;
            t.on_chunk_header = onChunkHeader;
            t.on_message_complete = onMessageComplete;
            return t;
        }();
        return &s;
    }
};

HttpParser::HttpParser(HttpLimits limits)
    : m_limits(std::move(limits))
{
    llhttp_init(&m_parser, HTTP_REQUEST, HttpParserCallbacks::settings());
    m_parser.data = this;
}

void HttpParser::feed(const QByteArray &data)
{
    if (data.isEmpty())
        return;
    if (m_phase == Phase::Idle)
        m_phase = Phase::Head;
    if (m_offset == m_buffer.size()) {
        m_buffer = data; // shared, not copied
        m_offset = 0;
    } else {
        if (m_offset > 64 * 1024) {
            m_buffer.remove(0, m_offset);
            m_offset = 0;
        }
        m_buffer.append(data);
    }
}

bool HttpParser::expectsContinue() const
{
    return m_phase == Phase::Body
        && m_request.headers.value(QHttpHeaders::WellKnownHeader::Expect)
               .compare("100-continue", Qt::CaseInsensitive)
        == 0;
}

HttpRequest HttpParser::takeRequest()
{
    HttpRequest r = std::move(m_request);
    m_request = HttpRequest();
    m_phase = bufferedBytes() > 0 ? Phase::Head : Phase::Idle;
    return r;
}

int HttpParser::fail(int status, QString message)
{
    if (!m_errorStatus) {
        m_errorStatus = status;
        m_errorMessage = std::move(message);
    }
    return HPE_USER;
}

int HttpParser::checkHeadSize(qsizetype more)
{
    // Counts the bytes kept (the target, names and values), which bound what a head costs in memory;
    // separators add a few bytes per field.
    m_headBytes += more;
    if (m_headBytes > m_limits.maxHeaderBytes)
        return fail(431, QStringLiteral("The request headers are too large."));
    return 0;
}

int HttpParser::commitHeader()
{
    m_fieldDone = false;
    m_headBytes += 4; // ": " and CRLF
    // append() trims the value and refuses control characters in it.
    const bool ok = m_request.headers.append(m_field, m_value);
    m_field.resize(0);
    m_value.resize(0);
    if (!ok)
        return fail(400, QStringLiteral("Malformed request header."));
    return 0;
}

int HttpParser::headersComplete()
{
    if (m_fieldDone) {
        if (const int e = commitHeader())
            return e;
    }
    // Rowan does not switch protocols: an Upgrade offer is ignored (RFC 9110 §7.8) and the request is
    // answered over HTTP/1.1, so llhttp must not stop at its end.
    m_parser.upgrade = 0;

    HttpRequest &r = m_request;
    if (m_parser.http_major != 1 || m_parser.http_minor > 1)
        return fail(505, QStringLiteral("Unsupported HTTP version."));
    r.minorVersion = m_parser.http_minor;
    // llhttp's method names are static strings: referenced, not copied.
    const char *method = llhttp_method_name(static_cast<llhttp_method_t>(m_parser.method));
    r.method = QByteArray::fromRawData(method, qsizetype(std::strlen(method)));
    if (!r.target.startsWith('/'))
        return fail(400, QStringLiteral("Malformed request target."));
    const qsizetype q = r.target.indexOf('?');
    r.path = q < 0 ? r.target : r.target.first(q);
    r.query = q < 0 ? QByteArray() : r.target.sliced(q + 1);

    // One pass over the fields (no lists allocated: this runs for every request).
    int hosts = 0;
    QByteArrayView host;
    bool close = false;
    bool keepAliveOption = false;
    bool hasLength = false;
    int codings = 0;
    bool chunked = false;
    for (qsizetype i = 0; i < r.headers.size(); ++i) {
        const QByteArrayView name = r.headers.nameAt(i); // lower-cased
        const QByteArrayView value = r.headers.valueAt(i);
        if (name == "host") {
            ++hosts;
            host = value;
        } else if (name == "connection") {
            // A comma-separated token list (RFC 9110 §7.6.1); "close" anywhere in it counts.
            qsizetype from = 0;
            while (from <= value.size()) {
                qsizetype comma = value.indexOf(',', from);
                if (comma < 0)
                    comma = value.size();
                const QByteArrayView token = value.sliced(from, comma - from).trimmed();
                close = close || token.compare("close", Qt::CaseInsensitive) == 0;
                keepAliveOption = keepAliveOption || token.compare("keep-alive", Qt::CaseInsensitive) == 0;
                from = comma + 1;
            }
        } else if (name == "content-length") {
            hasLength = true;
        } else if (name == "transfer-encoding") {
            ++codings;
            chunked = value.compare("chunked", Qt::CaseInsensitive) == 0;
        }
    }
    // RFC 9112 §3.2: an HTTP/1.1 request carries exactly one Host, and a valid one.
    if (r.minorVersion >= 1 && hosts == 0)
        return fail(400, QStringLiteral("The request has no Host header."));
    if (hosts > 1)
        return fail(400, QStringLiteral("The request has more than one Host header."));
    if (hosts == 1 && !isValidHost(host))
        return fail(400, QStringLiteral("The Host header is malformed."));

    r.keepAlive = !close && (r.minorVersion >= 1 || keepAliveOption);

    if (hasLength && codings > 0)
        return fail(400, QStringLiteral("Both Content-Length and Transfer-Encoding are present."));
    // Several fields (or a list) name several codings: only one "chunked" is supported.
    if (codings > 0 && (codings != 1 || !chunked))
        return fail(501, QStringLiteral("Only the chunked transfer coding is supported."));
    m_bodyLimit = m_limits.maxBodyBytes ? m_limits.maxBodyBytes(r) : 4 * 1024 * 1024;
    if (hasLength) {
        // llhttp has checked the digits and that repeated fields agree.
        if (m_parser.content_length > quint64(m_bodyLimit))
            return fail(413, QString::fromLatin1(TooLarge));
        r.body.reserve(qsizetype(m_parser.content_length));
    }
    m_phase = Phase::Body;
    return 0;
}

HttpParser::State HttpParser::next()
{
    if (m_errorStatus)
        return State::Error;
    if (m_phase == Phase::Ready)
        return State::Ready;
    if (m_paused) {
        llhttp_resume(&m_parser);
        m_paused = false;
    }
    if (m_offset == m_buffer.size())
        return State::NeedMore;
    const char *const begin = m_buffer.constData() + m_offset;
    const llhttp_errno_t err = llhttp_execute(&m_parser, begin, size_t(m_buffer.size() - m_offset));
    if (err == HPE_OK) {
        m_buffer.resize(0); // keeps the capacity for the next read
        m_offset = 0;
        return State::NeedMore;
    }
    if (err == HPE_PAUSED && m_phase == Phase::Ready) {
        m_offset = llhttp_get_error_pos(&m_parser) - m_buffer.constData();
        m_paused = true;
        return State::Ready;
    }
    if (!m_errorStatus) {
        const QString reason = QString::fromLatin1(llhttp_get_error_reason(&m_parser));
        switch (err) {
        case HPE_INVALID_VERSION: {
            // A whole version that is not 1.0 or 1.1 (llhttp stops at the CR after it) is 505; a broken
            // request line is 400.
            const char *at = llhttp_get_error_pos(&m_parser);
            const bool wellFormed
                = at && at >= begin && at < m_buffer.constData() + m_buffer.size() && *at == '\r';
            m_errorStatus = wellFormed ? 505 : 400;
            m_errorMessage = wellFormed ? QStringLiteral("Unsupported HTTP version.")
                                        : QStringLiteral("Malformed request: %1.").arg(reason);
            break;
        }
        case HPE_INVALID_TRANSFER_ENCODING:
            // With a Content-Length the message is ambiguous (RFC 9112 §6.3); otherwise the coding is one
            // Rowan does not implement.
            if (m_request.headers.contains(QHttpHeaders::WellKnownHeader::ContentLength)) {
                m_errorStatus = 400;
                m_errorMessage = QStringLiteral("Both Content-Length and Transfer-Encoding are present.");
            } else {
                m_errorStatus = 501;
                m_errorMessage = QStringLiteral("Only the chunked transfer coding is supported.");
            }
            break;
        default:
            m_errorStatus = 400;
            m_errorMessage = QStringLiteral("Malformed request: %1.").arg(reason);
            break;
        }
    }
    return State::Error;
}

} // namespace rowan::server
