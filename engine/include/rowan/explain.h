// What a query will cost, before it runs: from the plan and the store's exact per-partition statistics,
// never by reading entities. Thread-safety: explainQuery() may run on any thread, many at once.
#pragma once

#include "rowan/plan.h"
#include "rowan/status.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace rowan {

class Store;

struct CostEstimate
{
    QueryKind kind = QueryKind::TableScan;
    // describeKeyRange() of each range read, in key order.
    QStringList ranges;
    // The table's statistics.
    qint64 tablePartitions = 0;
    qint64 tableEntities = 0;
    // Partitions holding entities inside the ranges (exact).
    qint64 partitionsTouched = 0;
    // Entities read from the store. A guess (an upper bound) when a range covers part of a partition: the
    // statistics count whole partitions only.
    qint64 entitiesScanned = 0;
    bool scannedIsGuess = false;
    // Entities returned: exact when the filter holds only key conditions the ranges express, else a guess
    // (an upper bound: the entities scanned).
    qint64 entitiesReturned = 0;
    bool returnedIsGuess = false;
    // Responses of at most min($top, 1000) entities needed for every match (at least 1); a guess when
    // entitiesReturned is. A slow scan may need more, each response being limited to 5 s.
    qint64 pages = 1;
    // One line of advice in plain words for partition and table scans; empty otherwise.
    QString advice;

    // One line, e.g. "Partition scan: 1 of 412 partitions, 3,120 entities scanned, up to 3,120 returned,
    // 4 pages."
    QString summary() const;
};

// Estimates the cost of `plan` on account/table; `top` is the query's $top. Errors: TableNotFound and the
// store's errors.
Result<CostEstimate> explainQuery(const Store &store, const QString &account, const QString &table,
    const QueryPlan &plan, std::optional<int> top = std::nullopt);

} // namespace rowan
