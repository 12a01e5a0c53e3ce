// Evaluation of a filter on one entity, following the service (docs/protocol.md §3):
// - a comparison on a property the entity lacks is false for every operator, `ne` included;
// - `not` simply negates its operand, so `not (Missing eq 1)` is true (the service treats the missing
//   comparison as false first, and not false is true);
// - the literal is widened losslessly to the property's type (Int32→Int64, Int32/Int64→Double, compared
//   exactly, never through a rounding conversion); any other type mismatch is no match;
// - PartitionKey and RowKey are String properties, Timestamp a DateTime property.
// Guid ordering is not specified by the service; Rowan orders by the canonical (lower-case, 8-4-4-4-12)
// string, which is the order of the 16 bytes as written.
#include "rowan/filter.h"

#include <algorithm>
#include <cmath>
#include <string_view>

namespace rowan {

namespace {

template<typename T>
std::partial_ordering order(const T &a, const T &b)
{
    return a < b ? std::partial_ordering::less
                 : (b < a ? std::partial_ordering::greater : std::partial_ordering::equivalent);
}

std::partial_ordering compareStrings(const QString &a, const QString &b)
{
    // char16_t is unsigned, so this is the UTF-16 code unit order (not the code point order).
    const std::u16string_view x(reinterpret_cast<const char16_t *>(a.utf16()), std::size_t(a.size()));
    const std::u16string_view y(reinterpret_cast<const char16_t *>(b.utf16()), std::size_t(b.size()));
    const int c = x.compare(y);
    return c < 0 ? std::partial_ordering::less
                 : (c > 0 ? std::partial_ordering::greater : std::partial_ordering::equivalent);
}

std::partial_ordering compareBinary(const QByteArray &a, const QByteArray &b)
{
    const auto *x = reinterpret_cast<const unsigned char *>(a.constData());
    const auto *y = reinterpret_cast<const unsigned char *>(b.constData());
    return std::lexicographical_compare_three_way(x, x + a.size(), y, y + b.size());
}

std::partial_ordering compareGuids(const QUuid &a, const QUuid &b)
{
    const QUuid::Id128Bytes x = a.toBytes(QSysInfo::BigEndian);
    const QUuid::Id128Bytes y = b.toBytes(QSysInfo::BigEndian);
    return std::lexicographical_compare_three_way(
        std::begin(x.data), std::end(x.data), std::begin(y.data), std::end(y.data));
}

// An integer against a double, exactly: no rounding of large integers into doubles.
std::partial_ordering compareIntegerWithDouble(qint64 i, double d)
{
    if (std::isnan(d))
        return std::partial_ordering::unordered;
    constexpr double two63 = 9223372036854775808.0;
    if (d >= two63)
        return std::partial_ordering::less;
    if (d < -two63)
        return std::partial_ordering::greater;
    const double whole = std::trunc(d);
    const auto wholeInt = static_cast<qint64>(whole); // exact: |whole| < 2^63
    if (i != wholeInt)
        return order(i, wholeInt);
    const double fraction = d - whole;
    if (fraction > 0)
        return std::partial_ordering::less;
    if (fraction < 0)
        return std::partial_ordering::greater;
    return std::partial_ordering::equivalent;
}

std::partial_ordering reversed(std::partial_ordering o)
{
    if (o == std::partial_ordering::less)
        return std::partial_ordering::greater;
    if (o == std::partial_ordering::greater)
        return std::partial_ordering::less;
    return o;
}

bool evaluate(const FilterNode &node, const Entity &entity)
{
    switch (node.kind) {
    case FilterNode::Kind::Comparison: {
        const Comparison &c = node.comparison;
        switch (c.target()) {
        case FilterTarget::PartitionKey:
            if (c.literal.type() != EdmType::String)
                return false;
            return applyCompareOp(c.op, compareStrings(entity.partitionKey(), c.literal.toString()));
        case FilterTarget::RowKey:
            if (c.literal.type() != EdmType::String)
                return false;
            return applyCompareOp(c.op, compareStrings(entity.rowKey(), c.literal.toString()));
        case FilterTarget::Timestamp:
            if (c.literal.type() != EdmType::DateTime)
                return false;
            return applyCompareOp(c.op, order(entity.timestamp(), c.literal.toDateTime()));
        case FilterTarget::Property:
            break;
        }
        const Value *value = entity.property(c.property);
        if (!value)
            return false;
        return applyCompareOp(c.op, compareFilterValues(*value, c.literal));
    }
    case FilterNode::Kind::And:
        return std::all_of(node.children.begin(), node.children.end(),
            [&](const FilterNode &child) { return evaluate(child, entity); });
    case FilterNode::Kind::Or:
        return std::any_of(node.children.begin(), node.children.end(),
            [&](const FilterNode &child) { return evaluate(child, entity); });
    case FilterNode::Kind::Not:
        return !node.children.isEmpty() && !evaluate(node.children.first(), entity);
    }
    return false;
}

} // namespace

std::optional<std::partial_ordering> compareFilterValues(const Value &property, const Value &literal)
{
    const EdmType p = property.type();
    const EdmType l = literal.type();
    if (p == l) {
        switch (p) {
        case EdmType::String:
            return compareStrings(property.toString(), literal.toString());
        case EdmType::Binary:
            return compareBinary(property.toBinary(), literal.toBinary());
        case EdmType::Boolean:
            return order(property.toBool(), literal.toBool());
        case EdmType::DateTime:
            return order(property.toDateTime(), literal.toDateTime());
        case EdmType::Double:
            return property.toDouble() <=> literal.toDouble();
        case EdmType::Guid:
            return compareGuids(property.toGuid(), literal.toGuid());
        case EdmType::Int32:
            return order(property.toInt32(), literal.toInt32());
        case EdmType::Int64:
            return order(property.toInt64(), literal.toInt64());
        }
    }
    if (p == EdmType::Int64 && l == EdmType::Int32)
        return order(property.toInt64(), qint64(literal.toInt32()));
    if (p == EdmType::Double && l == EdmType::Int32)
        return reversed(compareIntegerWithDouble(literal.toInt32(), property.toDouble()));
    if (p == EdmType::Double && l == EdmType::Int64)
        return reversed(compareIntegerWithDouble(literal.toInt64(), property.toDouble()));
    return std::nullopt;
}

bool applyCompareOp(CompareOp op, std::optional<std::partial_ordering> ordering)
{
    if (!ordering)
        return false;
    const std::partial_ordering o = *ordering;
    switch (op) {
    case CompareOp::Eq:
        return o == std::partial_ordering::equivalent;
    case CompareOp::Ne:
        return o != std::partial_ordering::equivalent; // NaN ne anything is true, as in IEEE
    case CompareOp::Gt:
        return o == std::partial_ordering::greater;
    case CompareOp::Ge:
        return o == std::partial_ordering::greater || o == std::partial_ordering::equivalent;
    case CompareOp::Lt:
        return o == std::partial_ordering::less;
    case CompareOp::Le:
        return o == std::partial_ordering::less || o == std::partial_ordering::equivalent;
    }
    return false;
}

bool Filter::matches(const Entity &entity) const
{
    return !m_root || evaluate(*m_root, entity);
}

} // namespace rowan
