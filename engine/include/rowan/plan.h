// The query planner: which kind of query a filter is (the vocabulary of docs/protocol.md §3) and which key
// ranges Rowan reads to answer it. Plain value types; planQuery() is pure and thread-safe.
#pragma once

#include "rowan/filter.h"
#include "rowan/scan.h"

#include <QList>
#include <QString>

#include <optional>

namespace rowan {

// Best to worst. This is the kind the Table service gives the filter; Rowan may read less than the service
// would (see QueryPlan::ranges), never more.
enum class QueryKind : quint8 {
    Nothing, // the key conditions contradict each other (or compare a key with a non-String): reads nothing
    Point, // PartitionKey eq and RowKey eq
    RowRange, // PartitionKey eq and a RowKey range
    PartitionRange, // a PartitionKey range (gt/ge/lt/le), or an `or` whose every branch names partitions
    PartitionScan, // PartitionKey eq alone or with non-key conditions, or an `or` over RowKey values
    TableScan, // some branch of the filter does not bound PartitionKey
};

// "nothing", "point", "row-range", "partition-range", "partition-scan", "table-scan".
QString queryKindName(QueryKind kind);
// The titles people read (docs/protocol.md §3): "Matches nothing", "Point query", "Row range scan",
// "Partition range scan", "Partition scan", "Table scan".
QString queryKindTitle(QueryKind kind);

struct QueryPlan
{
    QueryKind kind = QueryKind::TableScan;
    // Disjoint key ranges in ascending key order that together hold every entity the filter can match:
    // derived from the PartitionKey/RowKey comparisons under and/or/not. Empty when those comparisons
    // contradict each other or compare a key with a non-String value: the query matches nothing and reads
    // nothing (kind is then Nothing).
    QList<KeyRange> ranges;
    // Evaluated on every entity read from the ranges: always the whole filter.
    Filter residual;
    // Set when every range lies in one partition (point, row-range, partition-scan).
    std::optional<QString> partitionKey;
    // True when every entity inside the ranges matches the filter (it has only key conditions, and the
    // ranges express them exactly), so the entities returned are the entities read.
    bool rangesExact = false;

    bool readsNothing() const { return ranges.isEmpty(); }
    // True when the ranges are single entities (a point query, or an `or` of points), read by key.
    bool isPointSet() const;
};

QueryPlan planQuery(const Filter &filter);

// Whether (partitionKey, rowKey) lies inside the range (KeyBound semantics of rowan/scan.h).
bool keyRangeContains(const KeyRange &range, const QString &partitionKey, const QString &rowKey);
// Whether the range is exactly one entity's key.
bool keyRangeIsPoint(const KeyRange &range);
// Whether the range is a whole single partition, and nothing else.
bool keyRangeIsPartition(const KeyRange &range);
// Plain words for a range, e.g. "PartitionKey = 'Sales' and 'S' ≤ RowKey < 'T'", "'a' ≤ PartitionKey",
// "the whole table".
QString describeKeyRange(const KeyRange &range);
// Whether two ranges hold the same keys (bounds compared as cuts, so partition(p, false) as a lower bound
// equals no other spelling, but e.g. the same bound written twice compares equal).
bool sameKeyRange(const KeyRange &a, const KeyRange &b);

} // namespace rowan
