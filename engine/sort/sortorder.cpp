// The sort order of rowan/sortedresult.h. Values of one type are compared by the filter's comparison
// (compareFilterValues()), so the grid's order and a filter's `lt`/`gt` never disagree; only what a filter
// leaves unordered is settled here: other types, a missing property, NaN.
#include "sort/sortorder.h"

#include "rowan/filter.h"

#include <cmath>

namespace rowan {

namespace {

bool isNan(const Value &value)
{
    return value.type() == EdmType::Double && std::isnan(value.toDouble());
}

std::weak_ordering toWeak(std::partial_ordering o)
{
    if (o == std::partial_ordering::less)
        return std::weak_ordering::less;
    if (o == std::partial_ordering::greater)
        return std::weak_ordering::greater;
    return std::weak_ordering::equivalent;
}

} // namespace

std::weak_ordering compareSortValues(const Value *a, const Value *b)
{
    if (!a || !b)
        return !a && !b ? std::weak_ordering::equivalent
                        : (a ? std::weak_ordering::less : std::weak_ordering::greater);
    if (a->type() != b->type())
        return quint8(a->type()) <=> quint8(b->type());
    const bool nanA = isNan(*a);
    const bool nanB = isNan(*b);
    if (nanA || nanB)
        return nanA == nanB ? std::weak_ordering::equivalent
                            : (nanA ? std::weak_ordering::greater : std::weak_ordering::less);
    // Same type: always ordered.
    return toWeak(compareFilterValues(*a, *b).value_or(std::partial_ordering::equivalent));
}

bool goesBefore(const std::optional<Value> &a, qint64 seqA, const std::optional<Value> &b, qint64 seqB,
    SortDirection direction)
{
    const Value *x = a ? &*a : nullptr;
    const Value *y = b ? &*b : nullptr;
    // Entities without the property come last whichever the direction, as a spreadsheet puts blanks: a
    // descending sort shows the largest values first, not the entities that have none.
    if (!x || !y) {
        if (x || y)
            return x != nullptr;
        return seqA < seqB;
    }
    const std::weak_ordering c
        = direction == SortDirection::Ascending ? compareSortValues(x, y) : compareSortValues(y, x);
    if (c != 0)
        return c < 0;
    return seqA < seqB;
}

std::optional<Value> sortValue(const Entity &entity, QStringView property)
{
    if (property == u"PartitionKey")
        return Value::string(entity.partitionKey());
    if (property == u"RowKey")
        return Value::string(entity.rowKey());
    if (property == u"Timestamp")
        return Value::dateTime(entity.timestamp());
    if (const Value *value = entity.property(property))
        return *value;
    return std::nullopt;
}

} // namespace rowan
