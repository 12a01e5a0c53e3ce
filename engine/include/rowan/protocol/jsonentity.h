// The Table service's JSON payloads (docs/protocol.md §1, §4): entity and table bodies in both directions, at
// the three OData metadata levels. Everything here is a pure function: thread-safe, no I/O.
//
// Decoding rules (request bodies):
//  - the body must be one JSON object, else InvalidInput; malformed JSON, invalid UTF-8 → InvalidInput;
//  - `odata.*` members and the entity's own `@odata.type` are ignored; `Timestamp` is ignored (the server
//    sets it); a property sent as `null` is dropped, not stored;
//  - `Name@odata.type` annotates `Name` (before or after it): "Edm.Int64" ... (or the bare "Int64"); an
//    unknown type name or a value that does not fit the annotated type → InvalidValueType; a DateTime
//    outside 1601-01-01 ... 9999-12-31 → OutOfRangeInput; a name given twice → DuplicatePropertiesSpecified;
//  - without annotation: string → String, true/false → Boolean, a number with a fraction or an exponent →
//    Double, an integer → Int32 when it fits. An integer outside Int32 without annotation becomes a Double
//    (the nearest one): that is what a JSON number means to every JavaScript client, and Int64 always
//    arrives annotated. Objects and arrays as values → InvalidValueType;
//  - an annotated value is read by the typed value-text rules of rowan/valuetext.h: every type from a
//    string (Int64 exactly from its decimal string, Double also from "NaN", "Infinity", "-Infinity",
//    "INF", "-INF", a Guid with or without dashes, Binary base64), Int32, Int64 and Double also from a
//    number, Boolean also from true/false. Int32 and Boolean as strings ("42", "true" in any case) are
//    what the JavaScript SDK sends for an entity read without type conversion;
//  - PartitionKey/RowKey must be strings (else InvalidValueType); missing or null → PropertiesNeedValue.
// The decoder does not apply the service limits (names, sizes, counts): Entity::validate() does.
//
// Encoding rules (responses): Int64, Binary, Guid and DateTime always carry `@odata.type` (except at
// nometadata, which drops every annotation); a Double is annotated when it is NaN/±Infinity (sent as
// those strings) and also when it is a whole number, because a JSON reader would otherwise take "2.0" for
// an Int32; whole Doubles are also written with ".0". Numbers round-trip exactly: Doubles use the shortest
// text that reads back to the same bits, Int64 is a decimal string.
#pragma once

#include "rowan/entity.h"
#include "rowan/entitypage.h"
#include "rowan/protocol/format.h"
#include "rowan/status.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

#include <optional>

namespace rowan::protocol {

// How a response is written.
struct JsonOptions
{
    MetadataLevel level = MetadataLevel::MinimalMetadata;
    // Base of odata.metadata and odata.id, without a trailing slash:
    // "http://127.0.0.1:10002/devstoreaccount1".
    QString serviceRoot;
    // The account, for full metadata's odata.type ("devstoreaccount1.mytable").
    QString accountName;
    // The entity set (table) of entity responses.
    QString table;
    // $select: only these properties (PartitionKey, RowKey and Timestamp only when listed); a listed
    // property the entity lacks is written as null. nullopt = every property.
    std::optional<QStringList> select;
};

// "$select" value → property names, trimmed, without duplicates or empties; nullopt for "" and "*".
std::optional<QStringList> parseSelect(QStringView value);

// --- Server side ---

// An Insert body: PartitionKey and RowKey must be in the body.
Result<Entity> decodeEntity(QByteArrayView json);
// An Update/Merge/Upsert body addressed to (partitionKey, rowKey) by the URL: keys in the body are
// optional and, when present, must equal the URL's (else InvalidInput).
Result<Entity> decodeEntity(QByteArrayView json, const QString &partitionKey, const QString &rowKey);
// A Create Table body {"TableName":"t"}: the name (not validated here); missing or not a string →
// InvalidInput (the name rules are validateTableName's).
Result<QString> decodeCreateTable(QByteArrayView json);

// One entity ("$metadata#T/@Element"): Get Entity and Insert responses.
QByteArray encodeEntity(const Entity &entity, const JsonOptions &options);
// One entity as it stands inside a query page's "value" array: no odata.metadata (JSON-lines output).
QByteArray encodePageItem(const Entity &entity, const JsonOptions &options);
// A query result page {"odata.metadata":"…$metadata#T","value":[…]}.
QByteArray encodeEntityPage(const QList<Entity> &entities, const JsonOptions &options);
// The same for a query's page, entity by entity; StoreCorrupt when a stored record is damaged.
Result<QByteArray> encodeEntityPage(const EntityPage &entities, const JsonOptions &options);
// One table ("$metadata#Tables/@Element"): the Create Table response.
QByteArray encodeTable(const QString &table, const JsonOptions &options);
// A Query Tables page ("$metadata#Tables").
QByteArray encodeTableList(const QStringList &tables, const JsonOptions &options);

// --- Client side ---

// An entity as a request body: keys and annotated properties, no odata.* members, no Timestamp.
QByteArray encodeEntityBody(const Entity &entity);
// {"TableName":"t"}.
QByteArray encodeCreateTable(const QString &table);
// A response entity: like decodeEntity, but Timestamp and odata.etag are kept, keys may be absent
// (a $select without them) and nulls are dropped.
Result<Entity> decodeResponseEntity(QByteArrayView json);
// A query response page's entities (its "value" array), same rules as decodeResponseEntity.
Result<QList<Entity>> decodeEntityPage(QByteArrayView json);
// A Query Tables response's table names.
Result<QStringList> decodeTableList(QByteArrayView json);

} // namespace rowan::protocol
