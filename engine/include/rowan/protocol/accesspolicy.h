// Stored access policies of a table (docs/protocol.md §8): the `<SignedIdentifiers>` XML of
// `GET/PUT /t?comp=acl`. Plain value types and pure functions: thread-safe.
#pragma once

#include "rowan/accesspolicy.h"
#include "rowan/status.h"

#include <QByteArray>
#include <QList>

namespace rowan::protocol {

// Parses a Set Table ACL body. An empty body (or only whitespace) and an empty <SignedIdentifiers/> both
// mean "no policies". InvalidXmlDocument for malformed XML, a root other than SignedIdentifiers, more than
// MaxSignedIdentifiers entries, a missing/empty or too long Id, a repeated Id, a time that is not ISO-8601
// UTC, or a Permission with letters other than r a u d (or a letter twice). Permissions are normalized to
// "raud" order.
Result<QList<SignedIdentifier>> parseSignedIdentifiers(QByteArrayView xml);

// The Get Table ACL body: `<?xml version="1.0" encoding="utf-8"?><SignedIdentifiers>…`, times with seven
// fractional digits, absent fields omitted.
QByteArray serializeSignedIdentifiers(const QList<SignedIdentifier> &identifiers);

} // namespace rowan::protocol
