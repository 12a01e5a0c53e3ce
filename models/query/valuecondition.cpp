#include "models/query/valuecondition.h"

namespace rowan {

Result<Filter> valueCondition(const QString &property, const Value &value, ValueConditionKind kind)
{
    FilterNode condition = FilterNode::compare(property, CompareOp::Eq, value);
    if (kind == ValueConditionKind::Exclude) {
        if (condition.comparison.target() == FilterTarget::Property)
            condition = FilterNode::negation(std::move(condition));
        else
            condition.comparison.op = CompareOp::Ne;
    }
    // The filter's own rules decide what can be written: the property's name and the value's literal.
    return Filter::fromNode(std::move(condition));
}

Result<ParsedFilter> narrowFilter(const Filter &base, const Filter &condition)
{
    if (base.isEmpty())
        return ParsedFilter::of(condition);
    // fromNode() flattens `(a and b) and c` into one And, and checks the comparison limit.
    auto narrowed = Filter::fromNode(FilterNode::allOf({*base.root(), *condition.root()}));
    if (!narrowed)
        return std::unexpected(narrowed.error());
    return ParsedFilter::of(*narrowed);
}

} // namespace rowan
