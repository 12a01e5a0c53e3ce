// Request paths and query strings of the Table service (docs/protocol.md §4): which resource a path names,
// and the key predicate `(PartitionKey='p''q',RowKey='r%20s')` in both directions. Shared by the server
// (routing, $batch operations) and clients (building URLs). Pure functions, thread-safe.
#pragma once

#include "rowan/status.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace rowan::protocol {

struct ResourcePath
{
    enum class Kind {
        Service, // the account root: "/devstoreaccount1" (service properties, stats)
        Tables, // "/Tables" or "/Tables()"
        Table, // "/Tables('mytable')"
        EntitySet, // "/mytable" or "/mytable()"
        Entity, // "/mytable(PartitionKey='p',RowKey='r')"
        Batch, // "/$batch"
    };
    Kind kind = Kind::Service;
    QString account; // empty when the path carries no account
    QString table; // Table, EntitySet, Entity: as written (case preserved)
    QString partitionKey;
    QString rowKey;
};

// Parses a request path exactly as sent (percent-encoded, without `?query`). With accountInPath (path
// style, as the emulators and Rowan use) the first segment is the account. "Tables" is matched
// case-insensitively. Returns InvalidUri for a path that names no Table-service resource, a bad percent
// escape or UTF-8 sequence, or a malformed key predicate (both keys required, each once, quotes doubled).
Result<ResourcePath> parseResourcePath(QByteArrayView encodedPath, bool accountInPath = true);

// The relative resource for an entity, as links and Location headers show it:
// "mytable(PartitionKey='p''q',RowKey='r%20s')" (quotes doubled, then percent-encoded like
// encodeURIComponent, which keeps ' ( ) ! * - . _ ~ and alphanumerics).
QString entityResource(QStringView table, QStringView partitionKey, QStringView rowKey);
// "Tables('mytable')".
QString tableResource(QStringView table);

// UTF-8 percent-encoding of everything but alphanumerics and the characters in `keep`.
QByteArray percentEncode(QStringView text, QByteArrayView keep = "-._~!*'()");
// Decodes %XX escapes ('+' stays '+') and then UTF-8. InvalidUri on a bad escape or invalid UTF-8.
Result<QString> percentDecode(QByteArrayView encoded);

// "a=1&b=x%20y" → {("a","1"), ("b","x y")} in order; '+' is a space, as in form encoding ("x+y" → "x y",
// "x%2By" → "x+y"); a name without '=' gets an empty value; empty pieces are skipped. InvalidUri as
// percentDecode.
using QueryItems = QList<std::pair<QString, QString>>;
Result<QueryItems> parseQueryString(QByteArrayView query);
// The first value for `name` (case-sensitive), or nullopt.
std::optional<QString> queryValue(const QueryItems &items, QStringView name);

} // namespace rowan::protocol
