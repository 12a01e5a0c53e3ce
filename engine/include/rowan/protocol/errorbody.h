// Error response bodies (docs/protocol.md §6): the OData JSON form and the XML form used by the ACL
// operations. Pure functions, thread-safe. The HTTP status is error.httpStatus(); the server also sets the
// `x-ms-error-code` header to error.codeName().
#pragma once

#include "rowan/status.h"
#include "rowan/value.h"

#include <QByteArray>

namespace rowan::protocol {

// "<index>:<message>\nRequestId:<id>\nTime:<UTC, 7 fractional digits>"; the "<index>:" prefix only when
// error.operationIndex >= 0 (a failing $batch operation).
QString errorMessageText(const Error &error, QStringView requestId, DateTime time);

// {"odata.error":{"code":"<Code>","message":{"lang":"en-US","value":"<errorMessageText>"}}}
QByteArray errorBodyJson(const Error &error, QStringView requestId, DateTime time);

// <?xml version="1.0" encoding="utf-8"?><Error><Code>…</Code><Message>…</Message></Error>
QByteArray errorBodyXml(const Error &error, QStringView requestId, DateTime time);

// Client side: reads either form back. The code name maps to its ErrorCode (an unknown name becomes
// InternalError with the name kept in the message); the message is the text before "\nRequestId:", and a
// leading "<digits>:" becomes operationIndex. InvalidInput when the body is neither form.
Result<Error> parseErrorBody(QByteArrayView body);

} // namespace rowan::protocol
