#include "rowan/protocol/batch.h"

#include "multipart.h"
#include "rowan/entity.h"
#include "rowan/protocol/errorbody.h"

#include <QUuid>

namespace rowan::protocol {

namespace {

std::unexpected<Error> malformed(const QString &why)
{
    return fail(ErrorCode::InvalidInput, QStringLiteral("The batch request body is malformed: %1.").arg(why));
}

QByteArray contentTypeOf(const QHttpHeaders &headers)
{
    return headers.value(QHttpHeaders::WellKnownHeader::ContentType).toByteArray();
}

bool isApplicationHttp(const QHttpHeaders &headers)
{
    return contentTypeOf(headers).split(';').value(0).trimmed().toLower() == "application/http";
}

bool isMultipart(const QHttpHeaders &headers)
{
    return contentTypeOf(headers).split(';').value(0).trimmed().toLower() == "multipart/mixed";
}

QByteArray freshBoundary(const char *prefix)
{
    return prefix + QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
}

bool isToken(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (const char c : text) {
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '-' || c == '_'))
            return false;
    }
    return true;
}

// "POST http://host/acct/t HTTP/1.1" → the operation's method, URL, path and query.
Result<BatchOperation> readOperation(const multipart::Part &part, qsizetype index)
{
    Result<multipart::HttpMessage> message = multipart::parseHttpMessage(part.content);
    if (!message)
        return std::unexpected(message.error());
    const QList<QByteArray> words = message->startLine.split(' ');
    if (words.size() != 3 || !isToken(words[0]) || !words[2].startsWith("HTTP/") || words[1].isEmpty())
        return malformed(QStringLiteral("operation %1 has no valid request line").arg(index));
    BatchOperation op;
    op.method = words[0].toUpper();
    op.url = words[1];
    QByteArrayView rest = op.url;
    if (rest.startsWith("http://") || rest.startsWith("https://")) {
        const qsizetype authority = rest.indexOf("://") + 3;
        const qsizetype slash = rest.indexOf('/', authority);
        const qsizetype question = rest.indexOf('?', authority);
        if (slash < 0 || (question >= 0 && question < slash))
            return malformed(QStringLiteral("operation %1's URL has no path").arg(index));
        rest = rest.mid(slash);
    } else if (!rest.startsWith('/')) {
        return malformed(QStringLiteral("operation %1's URL is neither absolute nor rooted").arg(index));
    }
    const qsizetype question = rest.indexOf('?');
    op.path = (question < 0 ? rest : rest.left(question)).toByteArray();
    op.query = question < 0 ? QByteArray() : rest.mid(question + 1).toByteArray();
    op.headers = RequestHeaders(message->headers);
    op.body = std::move(message->body);
    // A Content-Length must describe the body; line ends after it (before the next delimiter) are padding.
    if (const QByteArrayView length = op.headers.value(QHttpHeaders::WellKnownHeader::ContentLength);
        !length.isEmpty()) {
        bool ok = length.size() <= 18;
        for (const char c : length)
            ok = ok && c >= '0' && c <= '9';
        const qsizetype announced = ok ? qsizetype(length.toLongLong()) : -1;
        const bool padding = announced >= 0 && announced <= op.body.size()
            && QByteArrayView(op.body).sliced(announced).trimmed().isEmpty();
        if (!padding)
            return malformed(
                QStringLiteral("operation %1's Content-Length (%2) does not match its body of %3 "
                               "bytes")
                    .arg(index)
                    .arg(QString::fromLatin1(length))
                    .arg(op.body.size()));
        op.body.truncate(announced);
    }
    return op;
}

void appendPartPrologue(QByteArray &out, QByteArrayView boundary)
{
    out += "--";
    out += boundary;
    out += "\r\nContent-Type: application/http\r\nContent-Transfer-Encoding: binary\r\n\r\n";
}

} // namespace

QByteArray batchContentType(QByteArrayView boundary)
{
    return "multipart/mixed; boundary=" + boundary.toByteArray();
}

Result<BatchRequest> parseBatchRequest(QByteArrayView contentType, QByteArrayView body)
{
    if (body.size() > limits::MaxBatchBytes)
        return fail(ErrorCode::RequestBodyTooLarge,
            QStringLiteral("The request body is too large and exceeds the maximum permissible limit."));
    Result<QByteArray> boundary = multipart::boundaryOf(contentType);
    if (!boundary)
        return std::unexpected(boundary.error());
    Result<QList<multipart::Part>> parts = multipart::split(body, *boundary);
    if (!parts)
        return std::unexpected(parts.error());

    BatchRequest request;
    request.batchBoundary = *boundary;
    QList<multipart::Part> operationParts;
    for (const multipart::Part &part : std::as_const(*parts)) {
        if (isMultipart(part.headers)) {
            if (!request.changesetBoundary.isEmpty())
                return malformed(QStringLiteral("a batch may hold only one changeset"));
            Result<QByteArray> changeset = multipart::boundaryOf(contentTypeOf(part.headers));
            if (!changeset)
                return std::unexpected(changeset.error());
            Result<QList<multipart::Part>> inner = multipart::split(part.content, *changeset);
            if (!inner)
                return std::unexpected(inner.error());
            for (const multipart::Part &op : std::as_const(*inner)) {
                if (!isApplicationHttp(op.headers))
                    return malformed(QStringLiteral("changeset parts must be application/http"));
            }
            request.changesetBoundary = *changeset;
            operationParts += *inner;
        } else if (isApplicationHttp(part.headers)) {
            operationParts.append(part);
        } else {
            return malformed(QStringLiteral("a batch part is neither a changeset nor application/http"));
        }
        if (operationParts.size() > limits::MaxBatchOperations)
            return fail(ErrorCode::InvalidInput,
                QStringLiteral("The batch request operation exceeds the maximum %1 changes per change set.")
                    .arg(limits::MaxBatchOperations));
    }
    if (operationParts.isEmpty())
        return malformed(QStringLiteral("the batch holds no operations"));

    for (qsizetype i = 0; i < operationParts.size(); ++i) {
        Result<BatchOperation> op = readOperation(operationParts[i], i);
        if (!op)
            return std::unexpected(op.error());
        request.operations.append(std::move(*op));
    }
    for (const BatchOperation &op : std::as_const(request.operations)) {
        if (op.method == "GET" && request.operations.size() > 1)
            return malformed(QStringLiteral("a query must be the only operation of a batch"));
    }
    // Reads outside a changeset only; writes only inside one.
    const bool inChangeset = !request.changesetBoundary.isEmpty();
    if (!inChangeset && !request.isQuery())
        return malformed(QStringLiteral("write operations must be inside a changeset"));
    return request;
}

QByteArray serializeBatchRequest(BatchRequest &request)
{
    if (request.batchBoundary.isEmpty())
        request.batchBoundary = freshBoundary("batch_");
    const bool query = request.isQuery();
    if (request.changesetBoundary.isEmpty() && !query)
        request.changesetBoundary = freshBoundary("changeset_");
    const QByteArray &partBoundary = query ? request.batchBoundary : request.changesetBoundary;

    QByteArray inner;
    for (const BatchOperation &op : std::as_const(request.operations)) {
        appendPartPrologue(inner, partBoundary);
        inner += op.method + ' ' + op.url + " HTTP/1.1\r\n";
        multipart::appendHeaders(inner, op.headers.toHttpHeaders());
        inner += "\r\n";
        inner += op.body;
        inner += "\r\n";
    }
    QByteArray out;
    if (query) {
        out = inner;
    } else {
        out += "--" + request.batchBoundary + "\r\n";
        out += "Content-Type: " + batchContentType(request.changesetBoundary) + "\r\n\r\n";
        out += inner;
        out += "--" + request.changesetBoundary + "--\r\n";
    }
    out += "--" + request.batchBoundary + "--\r\n";
    return out;
}

BatchResponse BatchResponse::create(bool forQuery)
{
    BatchResponse response;
    response.batchBoundary = freshBoundary("batchresponse_");
    if (!forQuery)
        response.changesetBoundary = freshBoundary("changesetresponse_");
    return response;
}

QByteArray serializeBatchResponse(const BatchResponse &response)
{
    const bool changeset = !response.changesetBoundary.isEmpty();
    const QByteArray &partBoundary = changeset ? response.changesetBoundary : response.batchBoundary;
    QByteArray inner;
    for (const BatchResponsePart &part : response.parts) {
        appendPartPrologue(inner, partBoundary);
        inner += "HTTP/1.1 " + QByteArray::number(part.status) + ' ' + httpReasonPhrase(part.status) + "\r\n";
        multipart::appendHeaders(inner, part.headers);
        inner += "\r\n";
        inner += part.body;
        inner += "\r\n";
    }
    QByteArray out;
    if (changeset) {
        out += "--" + response.batchBoundary + "\r\n";
        out += "Content-Type: " + batchContentType(response.changesetBoundary) + "\r\n\r\n";
        out += inner;
        out += "--" + response.changesetBoundary + "--\r\n";
    } else {
        out = inner;
    }
    out += "--" + response.batchBoundary + "--\r\n";
    return out;
}

Result<BatchResponse> parseBatchResponse(QByteArrayView contentType, QByteArrayView body)
{
    Result<QByteArray> boundary = multipart::boundaryOf(contentType);
    if (!boundary)
        return std::unexpected(boundary.error());
    Result<QList<multipart::Part>> parts = multipart::split(body, *boundary);
    if (!parts)
        return std::unexpected(parts.error());
    BatchResponse response;
    response.batchBoundary = *boundary;
    QList<multipart::Part> httpParts;
    for (const multipart::Part &part : std::as_const(*parts)) {
        if (isMultipart(part.headers) && response.changesetBoundary.isEmpty()) {
            Result<QByteArray> changeset = multipart::boundaryOf(contentTypeOf(part.headers));
            if (!changeset)
                return std::unexpected(changeset.error());
            Result<QList<multipart::Part>> inner = multipart::split(part.content, *changeset);
            if (!inner)
                return std::unexpected(inner.error());
            response.changesetBoundary = *changeset;
            httpParts += *inner;
        } else if (isApplicationHttp(part.headers)) {
            httpParts.append(part);
        } else {
            return malformed(QStringLiteral("unexpected part in the batch response"));
        }
    }
    for (const multipart::Part &part : std::as_const(httpParts)) {
        Result<multipart::HttpMessage> message = multipart::parseHttpMessage(part.content);
        if (!message)
            return std::unexpected(message.error());
        const QList<QByteArray> words = message->startLine.split(' ');
        bool ok = false;
        const int status = words.value(1).toInt(&ok);
        if (words.size() < 2 || !words[0].startsWith("HTTP/") || !ok || status < 100 || status > 599)
            return malformed(QStringLiteral("a response part has no valid status line"));
        response.parts.append(
            BatchResponsePart {status, std::move(message->headers), std::move(message->body)});
    }
    return response;
}

BatchResponsePart successPart(
    int status, QByteArrayView etag, QByteArrayView location, QByteArray body, MetadataLevel level)
{
    BatchResponsePart part;
    part.status = status;
    part.headers.append(QHttpHeaders::WellKnownHeader::XContentTypeOptions, "nosniff");
    part.headers.append(QHttpHeaders::WellKnownHeader::CacheControl, "no-cache");
    part.headers.append("DataServiceVersion", body.isEmpty() ? "1.0;" : "3.0;");
    if (!body.isEmpty()) {
        part.headers.append(QHttpHeaders::WellKnownHeader::ContentType, jsonContentType(level));
        part.headers.append("Preference-Applied", "return-content");
    }
    if (!location.isEmpty())
        part.headers.append(QHttpHeaders::WellKnownHeader::Location, QLatin1StringView(location));
    if (!etag.isEmpty())
        part.headers.append(QHttpHeaders::WellKnownHeader::ETag, QLatin1StringView(etag));
    part.body = std::move(body);
    return part;
}

BatchResponsePart errorPart(const Error &error, QStringView requestId, DateTime time, MetadataLevel level)
{
    BatchResponsePart part;
    part.status = error.httpStatus();
    part.headers.append(QHttpHeaders::WellKnownHeader::XContentTypeOptions, "nosniff");
    part.headers.append("DataServiceVersion", "3.0;");
    part.headers.append(QHttpHeaders::WellKnownHeader::ContentType, jsonContentType(level));
    part.headers.append("x-ms-error-code", error.codeName());
    part.body = errorBodyJson(error, requestId, time);
    return part;
}

QByteArray httpReasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 202:
        return "Accepted";
    case 204:
        return "No Content";
    case 400:
        return "Bad Request";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 408:
        return "Request Timeout";
    case 409:
        return "Conflict";
    case 412:
        return "Precondition Failed";
    case 413:
        return "Request Entity Too Large";
    case 415:
        return "Unsupported Media Type";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 501:
        return "Not Implemented";
    case 503:
        return "Service Unavailable";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return "Unknown";
    }
}

} // namespace rowan::protocol
