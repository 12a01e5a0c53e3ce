// Entity group transactions (`POST /$batch`, docs/protocol.md §5): the multipart/mixed request and response
// bodies in both directions. The parser takes untrusted input: it is linear, bounded and never recurses.
// Plain value types and pure functions: thread-safe.
#pragma once

#include "rowan/protocol/format.h"
#include "rowan/protocol/requestheaders.h"
#include "rowan/status.h"
#include "rowan/value.h"

#include <QByteArray>
#include <QHttpHeaders>
#include <QList>

namespace rowan::protocol {

struct BatchOperation
{
    QByteArray method; // "POST", "PUT", "MERGE", "PATCH", "DELETE", "GET"
    QByteArray url; // exactly as in the request line (usually absolute)
    QByteArray path; // the URL's path, still percent-encoded: "/devstoreaccount1/t(PartitionKey='p',…)"
    QByteArray query; // the URL's query without '?'
    RequestHeaders headers; // If-Match, Content-Type, Prefer, …
    QByteArray body;
};

struct BatchRequest
{
    QByteArray batchBoundary; // "batch_…"
    QByteArray changesetBoundary; // "changeset_…"; empty for a lone query outside a changeset
    QList<BatchOperation> operations;

    // A single GET: the only kind of batch allowed to read.
    bool isQuery() const { return operations.size() == 1 && operations.first().method == "GET"; }
};

// Parses a $batch request body given the request's Content-Type. Accepts CRLF and bare LF. The batch
// holds either one changeset (multipart/mixed) of application/http parts, or one GET part on its own.
// Errors: RequestBodyTooLarge over limits::MaxBatchBytes; InvalidInput for everything malformed (no or
// bad boundary, missing closing delimiter, a part that is neither a changeset nor application/http, more
// than one changeset, a nested changeset, a bad request line or header, no operations, a GET together with
// other operations, more than limits::MaxBatchOperations operations, an operation whose Content-Length
// does not match its body).
Result<BatchRequest> parseBatchRequest(QByteArrayView contentType, QByteArrayView body);

// The client side: the body of `request` (CRLF line breaks); fresh "batch_<uuid>"/"changeset_<uuid>"
// boundaries are set when empty. Its Content-Type is batchContentType(request.batchBoundary).
QByteArray serializeBatchRequest(BatchRequest &request);

// "multipart/mixed; boundary=<boundary>".
QByteArray batchContentType(QByteArrayView boundary);

struct BatchResponsePart
{
    int status = 204;
    QHttpHeaders headers; // ETag, Location, Content-Type, Preference-Applied, DataServiceVersion, …
    QByteArray body;
};

struct BatchResponse
{
    QByteArray batchBoundary; // "batchresponse_…"
    QByteArray changesetBoundary; // "changesetresponse_…"; empty: parts sit directly in the batch (a query)
    QList<BatchResponsePart> parts;

    // Fresh boundaries for a changeset response, or (forQuery) a batch response without a changeset.
    static BatchResponse create(bool forQuery = false);
};

// The 202 response body: one application/http part per operation ("HTTP/1.1 201 Created", headers, an
// optional body). Its Content-Type is batchContentType(response.batchBoundary).
QByteArray serializeBatchResponse(const BatchResponse &response);

// The client side: reads a $batch response back. InvalidInput when malformed.
Result<BatchResponse> parseBatchResponse(QByteArrayView contentType, QByteArrayView body);

// A success part: 201 with `body` (and Content-Type for `level`) or 204 without, ETag and Location
// headers when not empty, and the service's fixed headers.
BatchResponsePart successPart(int status, QByteArrayView etag, QByteArrayView location, QByteArray body = {},
    MetadataLevel level = MetadataLevel::MinimalMetadata);

// The single part of a failed changeset: error.httpStatus(), the JSON error body (its message starts
// with "<error.operationIndex>:" when that is set), x-ms-error-code.
BatchResponsePart errorPart(const Error &error, QStringView requestId, DateTime time,
    MetadataLevel level = MetadataLevel::MinimalMetadata);

// "OK", "Created", "Accepted", "No Content", "Not Found", … ("Unknown" for unlisted codes).
QByteArray httpReasonPhrase(int status);

} // namespace rowan::protocol
