// Key ranges and visitors for reading a table in its clustered order: PartitionKey, then RowKey, both
// compared by UTF-16 code unit (docs/protocol.md §2). Every range is an index range of the store: a scan
// touches only the entities inside it, never the whole table, and never skips with OFFSET. Plain value types.
#pragma once

#include "rowan/entity.h"

#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace rowan {

// One end of a key range. With a RowKey it is the compound key (PartitionKey, RowKey). Without one it is a
// whole partition: as a lower bound "from the first entity of the partition" (inclusive) or "after the
// last entity of the partition" (exclusive); as an upper bound "through the last entity of the partition"
// (inclusive) or "before the first entity of the partition" (exclusive).
struct KeyBound
{
    QString partitionKey;
    std::optional<QString> rowKey;
    bool inclusive = true;

    static KeyBound at(QString pk, QString rk, bool inclusive = true)
    {
        return KeyBound {std::move(pk), std::move(rk), inclusive};
    }
    static KeyBound partition(QString pk, bool inclusive = true)
    {
        return KeyBound {std::move(pk), std::nullopt, inclusive};
    }
};

// A range in (PartitionKey, RowKey) order. A missing bound is open: the start or the end of the table.
// An empty range (lower above upper) visits nothing.
struct KeyRange
{
    std::optional<KeyBound> lower;
    std::optional<KeyBound> upper;

    static KeyRange all() { return {}; }
    static KeyRange partition(const QString &pk)
    {
        return {KeyBound::partition(pk), KeyBound::partition(pk)};
    }
    static KeyRange point(const QString &pk, const QString &rk)
    {
        return {KeyBound::at(pk, rk), KeyBound::at(pk, rk)};
    }
    // Keyset paging: everything strictly after (pk, rk), up to `upper`.
    static KeyRange after(const QString &pk, const QString &rk, std::optional<KeyBound> upper = std::nullopt)
    {
        return {KeyBound::at(pk, rk, false), std::move(upper)};
    }
};

enum class ScanControl { Continue, Stop };

struct ScanOptions
{
    // nullopt: every property is decoded. Otherwise only the named properties (absent names are skipped);
    // an empty list decodes none, so the visitor sees keys, Timestamp and ETag only (cheapest).
    std::optional<QStringList> projection;
};

// Called once per entity in key order. The entity is the visitor's to keep (it may move from it). Returning
// Stop ends the scan at once; the next scan can resume with KeyRange::after() on the last key taken, or
// with an inclusive bound on the key of the entity it declined.
using EntityVisitor = std::function<ScanControl(Entity &entity)>;

// An entity as the store holds it: the keys as UTF-16BE bytes (the clustered index's form), the Timestamp,
// and the user properties as one record in the engine's own format (null when the scan did not read it).
// What Store::scanStored() hands out and EntityPage keeps; the views are valid during the visitor call only.
struct StoredEntity
{
    QByteArrayView partitionKey;
    QByteArrayView rowKey;
    DateTime timestamp;
    QByteArrayView record;
};

// Called once per entity in key order, like EntityVisitor, without decoding anything.
using StoredEntityVisitor = std::function<ScanControl(const StoredEntity &entity)>;

struct ScanResult
{
    // Entities handed to the visitor (including the one it answered Stop to).
    qint64 visited = 0;
    // True when the visitor stopped the scan; false when the range was exhausted.
    bool stopped = false;
};

// A range of names (tables, compared case-insensitively; partitions, compared by UTF-16 code unit).
struct NameBound
{
    QString name;
    bool inclusive = true;
};

struct NameRange
{
    std::optional<NameBound> lower;
    std::optional<NameBound> upper;
};

} // namespace rowan
