// Key bounds of a filter. Each subtree yields a union of "boxes" (a PartitionKey interval × a RowKey
// interval) that holds every entity the subtree can match: a key comparison is one or two boxes, any other
// comparison the whole key space, `and` intersects, `or` unites, and `not` is pushed down to the
// comparisons (De Morgan; not over a key comparison flips its operator, which is exact because keys are
// always present Strings). The boxes become ranges of the clustered order: a box with one PartitionKey
// keeps its RowKey interval, a box spanning partitions reads them whole (the residual filter drops the
// rest). Overlapping ranges merge, so the result is disjoint and sorted.
//
// Contradictory key conditions leave no range: the kind is Nothing. Otherwise the kind follows the service:
// one range inside one partition is point, row-range or partition-scan by its RowKey bounds; several ranges
// inside one partition (an `or` over RowKey) is a partition scan; ranges across partitions with a bounded
// PartitionKey hull are a partition range; a hull from the table's start to its end (some branch lacks a
// PartitionKey bound, or `ne`) is a table scan.
#include "rowan/plan.h"

#include "keycut.h"

#include <QCoreApplication>

#include <algorithm>

namespace rowan {

using query::compareKeys;
using query::CutRange;
using query::KeyCut;

namespace {

// Unions larger than this are replaced by their hull: still correct, only less precise. 15 comparisons can
// spell at most a few hundred boxes.
constexpr int MaxBoxes = 512;

struct Bound
{
    QString value;
    bool inclusive = true;
};

struct Interval
{
    std::optional<Bound> low;
    std::optional<Bound> high;

    bool isEmpty() const
    {
        if (!low || !high)
            return false;
        const auto c = compareKeys(low->value, high->value);
        return c > 0 || (c == 0 && !(low->inclusive && high->inclusive));
    }
    bool isPoint() const
    {
        return low && high && low->inclusive && high->inclusive && low->value == high->value;
    }
};

std::optional<Bound> tighterLow(const std::optional<Bound> &a, const std::optional<Bound> &b)
{
    if (!a)
        return b;
    if (!b)
        return a;
    const auto c = compareKeys(a->value, b->value);
    if (c != 0)
        return c > 0 ? a : b;
    return Bound {a->value, a->inclusive && b->inclusive};
}

std::optional<Bound> tighterHigh(const std::optional<Bound> &a, const std::optional<Bound> &b)
{
    if (!a)
        return b;
    if (!b)
        return a;
    const auto c = compareKeys(a->value, b->value);
    if (c != 0)
        return c < 0 ? a : b;
    return Bound {a->value, a->inclusive && b->inclusive};
}

std::optional<Bound> looserLow(const std::optional<Bound> &a, const std::optional<Bound> &b)
{
    if (!a || !b)
        return std::nullopt;
    const auto c = compareKeys(a->value, b->value);
    if (c != 0)
        return c < 0 ? a : b;
    return Bound {a->value, a->inclusive || b->inclusive};
}

std::optional<Bound> looserHigh(const std::optional<Bound> &a, const std::optional<Bound> &b)
{
    if (!a || !b)
        return std::nullopt;
    const auto c = compareKeys(a->value, b->value);
    if (c != 0)
        return c > 0 ? a : b;
    return Bound {a->value, a->inclusive || b->inclusive};
}

struct Box
{
    Interval pk;
    Interval rk;
};

using Boxes = QList<Box>;

Box hull(const Boxes &boxes)
{
    Box h = boxes.first();
    for (const Box &b : boxes) {
        h.pk.low = looserLow(h.pk.low, b.pk.low);
        h.pk.high = looserHigh(h.pk.high, b.pk.high);
        h.rk.low = looserLow(h.rk.low, b.rk.low);
        h.rk.high = looserHigh(h.rk.high, b.rk.high);
    }
    return h;
}

Boxes capped(Boxes boxes, bool &exact)
{
    if (boxes.size() > MaxBoxes) {
        exact = false;
        return Boxes {hull(boxes)};
    }
    return boxes;
}

// The boxes of `key op value` for a String value.
Boxes keyComparison(CompareOp op, const QString &value, bool isPartitionKey)
{
    QList<Interval> intervals;
    switch (op) {
    case CompareOp::Eq:
        intervals.append({Bound {value, true}, Bound {value, true}});
        break;
    case CompareOp::Ne:
        intervals.append({std::nullopt, Bound {value, false}});
        intervals.append({Bound {value, false}, std::nullopt});
        break;
    case CompareOp::Gt:
        intervals.append({Bound {value, false}, std::nullopt});
        break;
    case CompareOp::Ge:
        intervals.append({Bound {value, true}, std::nullopt});
        break;
    case CompareOp::Lt:
        intervals.append({std::nullopt, Bound {value, false}});
        break;
    case CompareOp::Le:
        intervals.append({std::nullopt, Bound {value, true}});
        break;
    }
    Boxes boxes;
    for (const Interval &i : intervals)
        boxes.append(isPartitionKey ? Box {i, {}} : Box {{}, i});
    return boxes;
}

Boxes intersect(const Boxes &a, const Boxes &b, bool &exact)
{
    Boxes out;
    for (const Box &x : a) {
        for (const Box &y : b) {
            Box z {{tighterLow(x.pk.low, y.pk.low), tighterHigh(x.pk.high, y.pk.high)},
                {tighterLow(x.rk.low, y.rk.low), tighterHigh(x.rk.high, y.rk.high)}};
            if (!z.pk.isEmpty() && !z.rk.isEmpty())
                out.append(std::move(z));
        }
    }
    return capped(std::move(out), exact);
}

// `exact` becomes false when the boxes hold more than the matching entities.
Boxes analyze(const FilterNode &node, bool negated, bool &exact)
{
    switch (node.kind) {
    case FilterNode::Kind::Comparison: {
        const Comparison &c = node.comparison;
        const FilterTarget target = c.target();
        if (target != FilterTarget::PartitionKey && target != FilterTarget::RowKey) {
            exact = false;
            return Boxes {Box {}};
        }
        if (c.literal.type() != EdmType::String) // never true: keys are Strings
            return negated ? Boxes {Box {}} : Boxes {};
        return keyComparison(
            negated ? negatedOp(c.op) : c.op, c.literal.toString(), target == FilterTarget::PartitionKey);
    }
    case FilterNode::Kind::Not:
        return node.children.isEmpty() ? Boxes {Box {}} : analyze(node.children.first(), !negated, exact);
    case FilterNode::Kind::And:
    case FilterNode::Kind::Or: {
        const bool intersecting = (node.kind == FilterNode::Kind::And) != negated;
        Boxes result = intersecting ? Boxes {Box {}} : Boxes {};
        for (const FilterNode &child : node.children) {
            const Boxes boxes = analyze(child, negated, exact);
            if (intersecting) {
                result = intersect(result, boxes, exact);
                if (result.isEmpty())
                    break;
            } else {
                result = capped(result + boxes, exact);
            }
        }
        return result;
    }
    }
    return Boxes {Box {}};
}

CutRange toCutRange(const Box &box)
{
    if (box.pk.isPoint()) {
        const QString &p = box.pk.low->value;
        const auto &lo = box.rk.low;
        const auto &hi = box.rk.high;
        return {lo ? (lo->inclusive ? KeyCut::before(p, lo->value) : KeyCut::after(p, lo->value))
                   : KeyCut::partitionStart(p),
            hi ? (hi->inclusive ? KeyCut::after(p, hi->value) : KeyCut::before(p, hi->value))
               : KeyCut::partitionEnd(p)};
    }
    const auto &lo = box.pk.low;
    const auto &hi = box.pk.high;
    return {lo ? (lo->inclusive ? KeyCut::partitionStart(lo->value) : KeyCut::partitionEnd(lo->value))
               : KeyCut::tableStart(),
        hi ? (hi->inclusive ? KeyCut::partitionEnd(hi->value) : KeyCut::partitionStart(hi->value))
           : KeyCut::tableEnd()};
}

QList<CutRange> mergeRanges(QList<CutRange> ranges)
{
    std::sort(
        ranges.begin(), ranges.end(), [](const CutRange &a, const CutRange &b) { return a.from < b.from; });
    QList<CutRange> merged;
    for (CutRange &r : ranges) {
        if (r.isEmpty())
            continue;
        if (!merged.isEmpty() && !(merged.last().to < r.from)) {
            if (merged.last().to < r.to)
                merged.last().to = std::move(r.to);
            continue;
        }
        merged.append(std::move(r));
    }
    return merged;
}

bool withinPartition(const CutRange &r, const QString &pk)
{
    return r.from.pkEdge == 0 && r.to.pkEdge == 0 && r.from.pk == pk && r.to.pk == pk && r.from.rkEdge <= 0
        && r.to.rkEdge >= 0;
}

} // namespace

QString queryKindName(QueryKind kind)
{
    switch (kind) {
    case QueryKind::Nothing:
        return QStringLiteral("nothing");
    case QueryKind::Point:
        return QStringLiteral("point");
    case QueryKind::RowRange:
        return QStringLiteral("row-range");
    case QueryKind::PartitionRange:
        return QStringLiteral("partition-range");
    case QueryKind::PartitionScan:
        return QStringLiteral("partition-scan");
    case QueryKind::TableScan:
        return QStringLiteral("table-scan");
    }
    return QStringLiteral("table-scan");
}

QString queryKindTitle(QueryKind kind)
{
    switch (kind) {
    case QueryKind::Nothing:
        return QCoreApplication::translate("QueryPlan", "Matches nothing");
    case QueryKind::Point:
        return QCoreApplication::translate("QueryPlan", "Point query");
    case QueryKind::RowRange:
        return QCoreApplication::translate("QueryPlan", "Row range scan");
    case QueryKind::PartitionRange:
        return QCoreApplication::translate("QueryPlan", "Partition range scan");
    case QueryKind::PartitionScan:
        return QCoreApplication::translate("QueryPlan", "Partition scan");
    case QueryKind::TableScan:
        return QCoreApplication::translate("QueryPlan", "Table scan");
    }
    return QCoreApplication::translate("QueryPlan", "Table scan");
}

QueryPlan planQuery(const Filter &filter)
{
    QueryPlan plan;
    plan.residual = filter;
    bool exact = true;
    const Boxes boxes = filter.isEmpty() ? Boxes {Box {}} : analyze(*filter.root(), false, exact);
    QList<CutRange> cuts;
    cuts.reserve(boxes.size());
    for (const Box &box : boxes) {
        if (!box.pk.isPoint() && (box.rk.low || box.rk.high))
            exact = false; // read as whole partitions
        cuts.append(toCutRange(box));
    }
    plan.rangesExact = exact;
    cuts = mergeRanges(std::move(cuts));
    for (const CutRange &r : cuts)
        plan.ranges.append(r.toKeyRange());

    if (cuts.isEmpty()) {
        plan.kind = QueryKind::Nothing;
        return plan;
    }
    const CutRange &first = cuts.first();
    if (first.from.pkEdge == 0 && std::all_of(cuts.begin(), cuts.end(), [&](const CutRange &r) {
            return withinPartition(r, first.from.pk);
        })) {
        plan.partitionKey = first.from.pk;
        if (cuts.size() > 1)
            plan.kind = QueryKind::PartitionScan;
        else if (first.from.rkEdge < 0 && first.to.rkEdge > 0)
            plan.kind = QueryKind::PartitionScan;
        else if (keyRangeIsPoint(plan.ranges.first()))
            plan.kind = QueryKind::Point;
        else
            plan.kind = QueryKind::RowRange;
        return plan;
    }
    const bool fromStart = first.from.pkEdge < 0;
    const bool toEnd = cuts.last().to.pkEdge > 0;
    plan.kind = fromStart && toEnd ? QueryKind::TableScan : QueryKind::PartitionRange;
    return plan;
}

bool QueryPlan::isPointSet() const
{
    return !ranges.isEmpty() && std::all_of(ranges.begin(), ranges.end(), keyRangeIsPoint);
}

bool keyRangeContains(const KeyRange &range, const QString &partitionKey, const QString &rowKey)
{
    const CutRange r = CutRange::fromKeyRange(range);
    return r.from <= KeyCut::before(partitionKey, rowKey) && KeyCut::after(partitionKey, rowKey) <= r.to;
}

bool keyRangeIsPoint(const KeyRange &range)
{
    return range.lower && range.upper && range.lower->rowKey && range.upper->rowKey && range.lower->inclusive
        && range.upper->inclusive && range.lower->partitionKey == range.upper->partitionKey
        && *range.lower->rowKey == *range.upper->rowKey;
}

bool keyRangeIsPartition(const KeyRange &range)
{
    const CutRange r = CutRange::fromKeyRange(range);
    return r.from == KeyCut::partitionStart(r.from.pk) && r.from.pkEdge == 0
        && r.to == KeyCut::partitionEnd(r.from.pk);
}

bool sameKeyRange(const KeyRange &a, const KeyRange &b)
{
    const CutRange x = CutRange::fromKeyRange(a);
    const CutRange y = CutRange::fromKeyRange(b);
    return x.from == y.from && x.to == y.to;
}

namespace {

QString quoted(const QString &key)
{
    return filterLiteral(Value::string(key));
}

QString cutText(const KeyCut &cut, bool lower)
{
    if (cut.pkEdge != 0)
        return lower ? QStringLiteral("the start of the table") : QStringLiteral("the end of the table");
    if (cut.rkEdge != 0) {
        const bool start = cut.rkEdge < 0;
        return QStringLiteral("%1 partition %2").arg(start ? u"the start of" : u"the end of", quoted(cut.pk));
    }
    return QStringLiteral("%1 (%2, %3)")
        .arg(cut.side < 0 ? u"just before" : u"just after", quoted(cut.pk), quoted(cut.rk));
}

} // namespace

QString describeKeyRange(const KeyRange &range)
{
    const CutRange r = CutRange::fromKeyRange(range);
    if (r.from.pkEdge < 0 && r.to.pkEdge > 0)
        return QStringLiteral("the whole table");
    if (r.from.pkEdge == 0 && withinPartition(r, r.from.pk)) {
        QString text = QStringLiteral("PartitionKey = %1").arg(quoted(r.from.pk));
        if (keyRangeIsPoint(range))
            return text + QStringLiteral(" and RowKey = %1").arg(quoted(r.from.rk));
        if (r.from.rkEdge < 0 && r.to.rkEdge > 0)
            return text;
        text += QStringLiteral(" and ");
        if (r.from.rkEdge == 0)
            text += quoted(r.from.rk) + (r.from.side < 0 ? QStringLiteral(" ≤ ") : QStringLiteral(" < "));
        text += QStringLiteral("RowKey");
        if (r.to.rkEdge == 0)
            text += (r.to.side > 0 ? QStringLiteral(" ≤ ") : QStringLiteral(" < ")) + quoted(r.to.rk);
        return text;
    }
    const bool wholePartitions
        = (r.from.pkEdge != 0 || r.from.rkEdge != 0) && (r.to.pkEdge != 0 || r.to.rkEdge != 0);
    if (wholePartitions) {
        QString text;
        if (r.from.pkEdge == 0)
            text += quoted(r.from.pk) + (r.from.rkEdge < 0 ? QStringLiteral(" ≤ ") : QStringLiteral(" < "));
        text += QStringLiteral("PartitionKey");
        if (r.to.pkEdge == 0)
            text += (r.to.rkEdge > 0 ? QStringLiteral(" ≤ ") : QStringLiteral(" < ")) + quoted(r.to.pk);
        return text;
    }
    return QStringLiteral("from %1 to %2").arg(cutText(r.from, true), cutText(r.to, false));
}

} // namespace rowan
