#include "multipart.h"

#include <algorithm>

namespace rowan::protocol::multipart {

namespace {

std::unexpected<Error> malformed(const QString &why)
{
    return fail(ErrorCode::InvalidInput, QStringLiteral("The batch request body is malformed: %1.").arg(why));
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t';
}

// RFC 9110 token characters; checked here so hostile input never reaches QHttpHeaders' own checks,
// which log a warning per rejected header.
bool isTokenChar(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    return QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
}

// Visible ASCII, space and tab only.
bool isValueChar(char c)
{
    return c == '\t' || (c >= 0x20 && c <= 0x7E);
}

// QHttpHeaders keeps names in lower case; write them the way the service spells them.
QByteArray canonicalName(QByteArrayView lower)
{
    static const char *const known[] = {"ETag", "DataServiceVersion", "MaxDataServiceVersion", "Content-ID",
        "X-Content-Type-Options", "Content-MD5"};
    for (const char *name : known) {
        if (lower.compare(QByteArrayView(name), Qt::CaseInsensitive) == 0)
            return name;
    }
    QByteArray name = lower.toByteArray();
    if (name.startsWith("x-ms-"))
        return name;
    bool upper = true;
    for (char &c : name) {
        if (upper && c >= 'a' && c <= 'z')
            c = char(c - 'a' + 'A');
        upper = c == '-';
    }
    return name;
}

} // namespace

QByteArrayView readLine(QByteArrayView text, qsizetype &pos)
{
    const qsizetype start = pos;
    qsizetype newline = text.indexOf('\n', start);
    if (newline < 0)
        newline = text.size();
    pos = newline < text.size() ? newline + 1 : newline;
    qsizetype end = newline;
    if (end > start && text[end - 1] == '\r')
        --end;
    return text.mid(start, end - start);
}

Result<QByteArray> boundaryOf(QByteArrayView contentType)
{
    const QList<QByteArray> params = contentType.toByteArray().split(';');
    if (params.value(0).trimmed().toLower() != "multipart/mixed")
        return malformed(QStringLiteral("the content type is not multipart/mixed"));
    for (qsizetype i = 1; i < params.size(); ++i) {
        const QByteArray param = params[i].trimmed();
        const qsizetype eq = param.indexOf('=');
        if (eq < 0 || param.left(eq).trimmed().toLower() != "boundary")
            continue;
        QByteArray boundary = param.mid(eq + 1).trimmed();
        if (boundary.size() >= 2 && boundary.startsWith('"') && boundary.endsWith('"'))
            boundary = boundary.mid(1, boundary.size() - 2);
        else if (boundary.contains(' '))
            return malformed(QStringLiteral("the boundary contains spaces"));
        if (boundary.isEmpty() || boundary.size() > 70)
            return malformed(QStringLiteral("the boundary must be 1 to 70 characters"));
        return boundary;
    }
    return malformed(QStringLiteral("the content type has no boundary"));
}

Result<QHttpHeaders> readHeaders(QByteArrayView text, qsizetype &pos)
{
    QHttpHeaders headers;
    while (pos < text.size()) {
        const QByteArrayView line = readLine(text, pos);
        if (line.isEmpty())
            return headers;
        if (isSpace(line[0]))
            return malformed(QStringLiteral("folded header lines are not supported"));
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            return malformed(QStringLiteral("a header line has no name"));
        const QByteArrayView name = line.left(colon);
        const QByteArrayView value = line.mid(colon + 1).trimmed();
        if (!std::all_of(name.begin(), name.end(), isTokenChar)
            || !std::all_of(value.begin(), value.end(), isValueChar))
            return malformed(QStringLiteral("invalid header '%1'").arg(QString::fromLatin1(name)));
        if (!headers.append(QLatin1StringView(name), QLatin1StringView(value)))
            return malformed(QStringLiteral("invalid header '%1'").arg(QString::fromLatin1(name)));
    }
    return headers;
}

Result<QList<Part>> split(QByteArrayView body, QByteArrayView boundary)
{
    const QByteArray delimiter = "--" + boundary.toByteArray();
    QList<Part> parts;
    qsizetype pos = 0;
    qsizetype partStart = -1; // content start of the part being read, -1 before the first delimiter
    while (pos < body.size()) {
        const qsizetype lineStart = pos;
        const QByteArrayView line = readLine(body, pos);
        if (!line.startsWith(delimiter))
            continue;
        QByteArrayView rest = line.mid(delimiter.size());
        const bool closing = rest.startsWith("--");
        if (closing)
            rest = rest.mid(2);
        bool onlySpace = true;
        for (const char c : rest)
            onlySpace = onlySpace && isSpace(c);
        if (!onlySpace)
            continue; // a longer boundary that merely starts like ours
        if (partStart >= 0) {
            // The line break before the delimiter belongs to the delimiter.
            qsizetype end = lineStart;
            if (end > partStart && body[end - 1] == '\n')
                --end;
            if (end > partStart && body[end - 1] == '\r')
                --end;
            const QByteArrayView raw = body.mid(partStart, end - partStart);
            qsizetype offset = 0;
            Result<QHttpHeaders> headers = readHeaders(raw, offset);
            if (!headers)
                return std::unexpected(headers.error());
            parts.append(Part {std::move(*headers), raw.mid(offset).toByteArray()});
        }
        if (closing)
            return parts;
        partStart = pos;
    }
    if (partStart < 0)
        return malformed(
            QStringLiteral("the boundary '%1' does not occur").arg(QString::fromLatin1(boundary)));
    return malformed(
        QStringLiteral("the closing boundary '%1--' is missing").arg(QString::fromLatin1(delimiter)));
}

Result<HttpMessage> parseHttpMessage(QByteArrayView text)
{
    qsizetype pos = 0;
    // Tolerate blank lines before the start line.
    QByteArrayView startLine;
    while (pos < text.size() && startLine.isEmpty())
        startLine = readLine(text, pos);
    if (startLine.isEmpty())
        return malformed(QStringLiteral("an operation has no request line"));
    Result<QHttpHeaders> headers = readHeaders(text, pos);
    if (!headers)
        return std::unexpected(headers.error());
    return HttpMessage {startLine.toByteArray(), std::move(*headers), text.mid(pos).toByteArray()};
}

void appendHeaders(QByteArray &out, const QHttpHeaders &headers)
{
    for (qsizetype i = 0; i < headers.size(); ++i) {
        out += canonicalName(QByteArrayView(headers.nameAt(i).data(), headers.nameAt(i).size()));
        out += ": ";
        out += headers.valueAt(i);
        out += "\r\n";
    }
}

} // namespace rowan::protocol::multipart
