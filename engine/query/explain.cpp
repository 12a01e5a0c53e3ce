// Cost estimates from the plan and the per-partition statistics. The statistics count whole partitions, so
// a range that covers part of one (a point, a RowKey range) is estimated by its upper bound and flagged.
#include "rowan/explain.h"

#include "keycut.h"
#include "rowan/pluralcount.h"
#include "rowan/store.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace rowan {

using query::CutRange;
using query::KeyCut;

namespace {

QString number(qint64 n)
{
    return QLocale(QLocale::English).toString(n);
}

// Texts that reach the explorer go through QCoreApplication::translate: without a catalogue installed (the
// command line) they stay English. A count's plural message is chosen by its number (Russian and Polish have
// three forms); the English singular is a message of its own, so English needs no catalogue.
QString text(const char *source, qint64 n = -1)
{
    return QCoreApplication::translate("CostEstimate", source, nullptr, n < 0 ? -1 : pluralCount(n));
}

QString counted(qint64 n, const char *singular, const char *plural)
{
    // The singular message holds no number to fill in.
    return n == 1 ? text(singular) : text(plural, n).arg(number(n));
}

QString entitiesText(qint64 n)
{
    return counted(
        n, QT_TRANSLATE_NOOP("CostEstimate", "1 entity"), QT_TRANSLATE_N_NOOP("CostEstimate", "%1 entities"));
}

bool mentions(const FilterNode &node, FilterTarget target)
{
    if (node.kind == FilterNode::Kind::Comparison)
        return node.comparison.target() == target;
    return std::any_of(node.children.begin(), node.children.end(),
        [&](const FilterNode &child) { return mentions(child, target); });
}

bool rowLevel(const KeyCut &cut)
{
    return cut.pkEdge == 0 && cut.rkEdge == 0;
}

// Accumulates scanned entities per partition, never more than the partition holds even when several
// ranges share it (an `or` over RowKey).
struct Tally
{
    qint64 partitions = 0;
    qint64 scanned = 0;
    bool guess = false;
    bool open = false;
    QString partition;
    qint64 partitionCount = 0;
    qint64 partitionScanned = 0;

    void add(const QString &pk, qint64 count, qint64 amount)
    {
        if (open && pk == partition) {
            partitionScanned = std::min(partitionCount, partitionScanned + amount);
            return;
        }
        flush();
        open = true;
        partition = pk;
        partitionCount = count;
        partitionScanned = std::min(count, amount);
    }
    void flush()
    {
        if (!open)
            return;
        if (partitionScanned > 0)
            ++partitions;
        scanned += partitionScanned;
        open = false;
    }
};

QString adviceFor(const QueryPlan &plan, const CostEstimate &estimate, qint64 partitionEntities)
{
    if (plan.readsNothing())
        return text(QT_TRANSLATE_NOOP(
            "CostEstimate", "The key conditions contradict each other: this query matches nothing."));
    const FilterNode *root = plan.residual.root();
    if (plan.kind == QueryKind::TableScan) {
        if (!root || !mentions(*root, FilterTarget::PartitionKey))
            return text(
                QT_TRANSLATE_NOOP("CostEstimate", "Add `PartitionKey eq …` to avoid scanning all %1 (%2)."))
                .arg(counted(estimate.tablePartitions, QT_TRANSLATE_NOOP("CostEstimate", "1 partition"),
                         QT_TRANSLATE_N_NOOP("CostEstimate", "%1 partitions")),
                    entitiesText(estimate.tableEntities));
        return text(QT_TRANSLATE_NOOP("CostEstimate",
                        "An `or` branch (or a `ne`) leaves PartitionKey open, so all %1 are scanned: give "
                        "every branch its own `PartitionKey eq …`, or run one query per branch."))
            .arg(counted(estimate.tablePartitions, QT_TRANSLATE_NOOP("CostEstimate", "1 partition"),
                QT_TRANSLATE_N_NOOP("CostEstimate", "%1 partitions")));
    }
    if (plan.kind != QueryKind::PartitionScan)
        return {};
    const QString partition = filterLiteral(Value::string(plan.partitionKey.value_or(QString())));
    if (plan.ranges.size() > 1) {
        const int queries = int(plan.ranges.size());
        return (plan.isPointSet()
                ? text(QT_TRANSLATE_N_NOOP("CostEstimate",
                           "`or` over RowKey scans the whole partition %1 (%2) on the service: run %3 "
                           "point queries instead."),
                    queries)
                : text(QT_TRANSLATE_N_NOOP("CostEstimate",
                           "`or` over RowKey scans the whole partition %1 (%2) on the service: run %3 "
                           "range queries instead."),
                    queries))
            .arg(partition, entitiesText(partitionEntities))
            .arg(queries);
    }
    if (root && (mentions(*root, FilterTarget::Property) || mentions(*root, FilterTarget::Timestamp)))
        return text(QT_TRANSLATE_NOOP("CostEstimate",
                        "Only PartitionKey narrows this query: all %1 of partition %2 are read and filtered; "
                        "a RowKey condition (eq, or ge/lt for a prefix) would read fewer."))
            .arg(entitiesText(partitionEntities), partition);
    return text(
        QT_TRANSLATE_NOOP("CostEstimate",
            "Reads all %1 of partition %2; add a RowKey condition (eq, or ge/lt for a prefix) to read "
            "fewer."))
        .arg(entitiesText(partitionEntities), partition);
}

} // namespace

QString CostEstimate::summary() const
{
    const QString partitions = counted(tablePartitions, QT_TRANSLATE_NOOP("CostEstimate", "1 partition"),
        QT_TRANSLATE_N_NOOP("CostEstimate", "%1 partitions"));
    const QString scanned = scannedIsGuess
        ? counted(entitiesScanned, QT_TRANSLATE_NOOP("CostEstimate", "up to 1 entity scanned"),
            QT_TRANSLATE_N_NOOP("CostEstimate", "up to %1 entities scanned"))
        : counted(entitiesScanned, QT_TRANSLATE_NOOP("CostEstimate", "1 entity scanned"),
            QT_TRANSLATE_N_NOOP("CostEstimate", "%1 entities scanned"));
    const QString returned = returnedIsGuess
        ? text(QT_TRANSLATE_NOOP("CostEstimate", "up to %1 returned")).arg(number(entitiesReturned))
        : text(QT_TRANSLATE_NOOP("CostEstimate", "%1 returned")).arg(number(entitiesReturned));
    const QString pageCount = returnedIsGuess
        ? counted(pages, QT_TRANSLATE_NOOP("CostEstimate", "up to 1 page"),
            QT_TRANSLATE_N_NOOP("CostEstimate", "up to %1 pages"))
        : counted(pages, QT_TRANSLATE_NOOP("CostEstimate", "1 page"),
            QT_TRANSLATE_N_NOOP("CostEstimate", "%1 pages"));
    // "Partition scan: 1 of 412 partitions, 3,120 entities scanned, up to 3,120 returned, 4 pages."
    return text(QT_TRANSLATE_NOOP("CostEstimate", "%1: %2 of %3, %4, %5, %6."))
        .arg(queryKindTitle(kind), number(partitionsTouched), partitions, scanned, returned, pageCount);
}

Result<CostEstimate> explainQuery(const Store &store, const QString &account, const QString &table,
    const QueryPlan &plan, std::optional<int> top)
{
    const auto stats = store.tableStats(account, table);
    if (!stats)
        return std::unexpected(stats.error());
    CostEstimate estimate;
    estimate.kind = plan.kind;
    estimate.tablePartitions = stats->partitionCount;
    estimate.tableEntities = stats->entityCount;
    for (const KeyRange &range : plan.ranges)
        estimate.ranges << describeKeyRange(range);

    Tally tally;
    for (const KeyRange &range : plan.ranges) {
        const CutRange r = CutRange::fromKeyRange(range);
        if (r.from.pkEdge < 0 && r.to.pkEdge > 0) {
            tally.flush();
            tally.partitions += stats->partitionCount;
            tally.scanned += stats->entityCount;
            continue;
        }
        NameRange names;
        if (r.from.pkEdge == 0)
            names.lower = NameBound {r.from.pk, r.from.rkEdge <= 0};
        if (r.to.pkEdge == 0)
            names.upper = NameBound {r.to.pk, r.to.rkEdge >= 0};
        const bool point = keyRangeIsPoint(range);
        const PartitionVisitor visitor = [&](const PartitionStats &partition) {
            const bool partial = (rowLevel(r.from) && partition.partitionKey == r.from.pk)
                || (rowLevel(r.to) && partition.partitionKey == r.to.pk);
            if (partial && partition.entityCount > 0)
                tally.guess = true;
            tally.add(partition.partitionKey, partition.entityCount, point ? 1 : partition.entityCount);
            return ScanControl::Continue;
        };
        if (auto scanned = store.scanPartitions(account, table, names, visitor); !scanned)
            return std::unexpected(scanned.error());
    }
    tally.flush();

    estimate.partitionsTouched = tally.partitions;
    estimate.entitiesScanned = tally.scanned;
    estimate.scannedIsGuess = tally.guess;
    estimate.entitiesReturned = tally.scanned;
    estimate.returnedIsGuess = tally.guess || (!plan.rangesExact && tally.scanned > 0);
    const qint64 pageSize = std::clamp(top.value_or(limits::MaxPageSize), 1, limits::MaxPageSize);
    estimate.pages = std::max<qint64>(1, (estimate.entitiesReturned + pageSize - 1) / pageSize);

    qint64 partitionEntities = 0;
    if (plan.partitionKey) {
        const auto partitions = store.partitionStats(account, table,
            NameRange {NameBound {*plan.partitionKey, true}, NameBound {*plan.partitionKey, true}});
        if (!partitions)
            return std::unexpected(partitions.error());
        if (!partitions->isEmpty())
            partitionEntities = partitions->first().entityCount;
    }
    estimate.advice = adviceFor(plan, estimate, partitionEntities);
    return estimate;
}

} // namespace rowan
