// diffTables(): two key-ordered readers merged in one pass; compareEntities(): one pair of entities.
#include "sidereader.h"

#include "rowan/compare/diff.h"
#include "rowan/keys/keybuilder.h"

#include <QElapsedTimer>

#include <bit>
#include <cmath>

namespace rowan::compare {

namespace {

constexpr qint64 DiffProgressIntervalMs = 100;

bool sameDouble(double a, double b, double tolerance)
{
    if (std::isnan(a) || std::isnan(b))
        return std::isnan(a) && std::isnan(b);
    if (tolerance <= 0 || std::isinf(a) || std::isinf(b))
        return std::bit_cast<quint64>(a) == std::bit_cast<quint64>(b);
    return std::fabs(a - b) <= tolerance;
}

bool sameValue(const Value &a, const Value &b, double tolerance)
{
    if (a.type() == EdmType::Double && b.type() == EdmType::Double)
        return sameDouble(a.toDouble(), b.toDouble(), tolerance);
    return a == b;
}

// The other entity's property of the same name: where it stands at the same position (entities written
// by one program list their properties in one order), else looked up.
const Value *counterpart(
    const QList<Property> &others, qsizetype index, const Entity &other, const QString &name)
{
    if (index < others.size() && others.at(index).name == name)
        return &others.at(index).value;
    return other.property(name);
}

int compareKeys(const Entity &a, const Entity &b)
{
    if (const int c = keys::compareServiceOrder(a.partitionKey(), b.partitionKey()); c != 0)
        return c;
    return keys::compareServiceOrder(a.rowKey(), b.rowKey());
}

// A side's reader that lets only strictly increasing keys through; the others become problems.
class OrderedSide
{
public:
    OrderedSide(const TableSide &side, const DiffOptions &options, bool left, DiffSummary &summary)
        : m_reader(side, options)
        , m_left(left)
        , m_summary(summary)
        , m_read(left ? summary.leftRead : summary.rightRead)
    { }

    Entity *next()
    {
        for (;;) {
            Entity *entity = m_reader.next();
            if (!entity)
                return nullptr;
            ++m_read;
            if (m_hasLast && compareKeys(*entity, m_last) <= 0) {
                problem(*entity);
                continue;
            }
            m_hasLast = true;
            m_last.setPartitionKey(entity->partitionKey());
            m_last.setRowKey(entity->rowKey());
            return entity;
        }
    }
    const std::optional<Error> &error() const { return m_reader.error(); }

private:
    void problem(const Entity &entity)
    {
        ++m_summary.problemCount;
        if (m_summary.problems.size() >= DiffSummary::MaxProblems)
            return;
        m_summary.problems.append(SideProblem {m_left, entity.partitionKey(), entity.rowKey(),
            QStringLiteral("The %1 table gave PartitionKey '%2', RowKey '%3' after PartitionKey '%4', RowKey "
                           "'%5', out of key order (did it change during the comparison?); it was not "
                           "compared.")
                .arg(m_left ? QStringLiteral("left") : QStringLiteral("right"), entity.partitionKey(),
                    entity.rowKey(), m_last.partitionKey(), m_last.rowKey())});
    }

    SideReader m_reader;
    bool m_left;
    DiffSummary &m_summary;
    qint64 &m_read;
    Entity m_last;
    bool m_hasLast = false;
};

Error sideError(const Error &error, bool left, const QString &table)
{
    Error named = error;
    named.message = QStringLiteral("%1 table %2: %3")
                        .arg(left ? QStringLiteral("left") : QStringLiteral("right"), table, error.message);
    return named;
}

qint64 knownTotal(const TableSide &side, const DiffOptions &options)
{
    if (!options.filter.isEmpty() || options.range || !side.service->has(ServiceCapability::Statistics))
        return -1;
    auto stats = side.service->tableStats(side.account, side.table);
    return stats ? stats->entityCount : -1;
}

} // namespace

QString propertyChangeKindName(PropertyChange::Kind kind)
{
    switch (kind) {
    case PropertyChange::Kind::Added:
        return QStringLiteral("added");
    case PropertyChange::Kind::Removed:
        return QStringLiteral("removed");
    case PropertyChange::Kind::ValueChanged:
        return QStringLiteral("value");
    case PropertyChange::Kind::TypeChanged:
        return QStringLiteral("type");
    }
    return {};
}

QString differenceKindName(DifferenceKind kind)
{
    switch (kind) {
    case DifferenceKind::OnlyLeft:
        return QStringLiteral("only-left");
    case DifferenceKind::OnlyRight:
        return QStringLiteral("only-right");
    case DifferenceKind::Changed:
        return QStringLiteral("changed");
    }
    return {};
}

QList<PropertyChange> compareEntities(const Entity &left, const Entity &right, const DiffOptions &options)
{
    QList<PropertyChange> changes;
    if (!options.ignoreTimestamp && left.timestamp() != right.timestamp())
        changes.append(PropertyChange {QStringLiteral("Timestamp"), PropertyChange::Kind::ValueChanged,
            Value::dateTime(left.timestamp()), Value::dateTime(right.timestamp())});
    const QList<Property> &lefts = left.properties();
    const QList<Property> &rights = right.properties();
    const auto ignored = [&](const QString &name) {
        return !options.ignoreProperties.isEmpty() && options.ignoreProperties.contains(name);
    };
    for (qsizetype i = 0; i < lefts.size(); ++i) {
        const Property &property = lefts.at(i);
        if (ignored(property.name))
            continue;
        const Value *other = counterpart(rights, i, right, property.name);
        if (!other)
            changes.append(
                PropertyChange {property.name, PropertyChange::Kind::Removed, property.value, std::nullopt});
        else if (other->type() != property.value.type())
            changes.append(
                PropertyChange {property.name, PropertyChange::Kind::TypeChanged, property.value, *other});
        else if (!sameValue(property.value, *other, options.tolerance))
            changes.append(
                PropertyChange {property.name, PropertyChange::Kind::ValueChanged, property.value, *other});
    }
    for (qsizetype i = 0; i < rights.size(); ++i) {
        const Property &property = rights.at(i);
        if (!ignored(property.name) && !counterpart(lefts, i, left, property.name))
            changes.append(
                PropertyChange {property.name, PropertyChange::Kind::Added, std::nullopt, property.value});
    }
    return changes;
}

Result<DiffSummary> diffTables(const TableSide &left, const TableSide &right, const DiffOptions &options,
    const DifferenceVisitor &visitor, const DiffProgressCallback &progress, const CancelFlag &cancel)
{
    if (!left.service || !right.service)
        return fail(ErrorCode::InvalidInput, QStringLiteral("A table to compare needs a service."));
    QElapsedTimer clock;
    clock.start();
    DiffSummary summary;
    DiffProgress report;
    report.leftTotal = knownTotal(left, options);
    report.rightTotal = knownTotal(right, options);
    qint64 lastReport = 0;
    const auto tell = [&](bool always) {
        if (!progress)
            return;
        const qint64 now = clock.elapsed();
        if (!always && now - lastReport < DiffProgressIntervalMs)
            return;
        lastReport = now;
        report.leftRead = summary.leftRead;
        report.rightRead = summary.rightRead;
        report.differences = summary.differences();
        report.elapsedMs = now;
        progress(report);
    };

    OrderedSide lefts(left, options, true, summary);
    OrderedSide rights(right, options, false, summary);
    Entity *l = lefts.next();
    Entity *r = rights.next();
    qint64 steps = 0;
    const auto visit = [&](EntityDifference &&difference) {
        if (visitor && visitor(difference) == ScanControl::Stop)
            summary.stopped = true;
    };
    while (!summary.stopped) {
        if (!l && lefts.error())
            return std::unexpected(sideError(*lefts.error(), true, left.table));
        if (!r && rights.error())
            return std::unexpected(sideError(*rights.error(), false, right.table));
        if (!l && !r)
            break;
        if ((++steps & 1023) == 0) {
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                summary.cancelled = true;
                break;
            }
            tell(false);
        }
        const int order = !l ? 1 : !r ? -1 : compareKeys(*l, *r);
        if (order < 0) {
            ++summary.onlyLeft;
            visit(EntityDifference {
                DifferenceKind::OnlyLeft, l->partitionKey(), l->rowKey(), std::move(*l), std::nullopt, {}});
            l = lefts.next();
        } else if (order > 0) {
            ++summary.onlyRight;
            visit(EntityDifference {
                DifferenceKind::OnlyRight, r->partitionKey(), r->rowKey(), std::nullopt, std::move(*r), {}});
            r = rights.next();
        } else {
            QList<PropertyChange> changes = compareEntities(*l, *r, options);
            if (changes.isEmpty()) {
                ++summary.identical;
            } else {
                ++summary.changed;
                visit(EntityDifference {DifferenceKind::Changed, l->partitionKey(), l->rowKey(),
                    std::move(*l), std::move(*r), std::move(changes)});
            }
            l = lefts.next();
            r = rights.next();
        }
    }
    if (!summary.cancelled && !summary.stopped && cancel && cancel->load())
        summary.cancelled = true;
    summary.elapsedMs = clock.elapsed();
    tell(true);
    return summary;
}

} // namespace rowan::compare
