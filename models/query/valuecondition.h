// "Filter by this value" and "Exclude this value": one cell's value joins the query as a condition.
#pragma once

#include "models/query/parsedfilter.h"

#include <rowan/status.h>

namespace rowan {

enum class ValueConditionKind : quint8 { Keep, Exclude };

// The condition that keeps (Keep) or drops (Exclude) the entities whose `property` holds `value`, compared
// with the value's own type. Exclude is `not (property eq value)`, so the entities that lack the property
// stay: `ne` would drop them as well, since a comparison on a missing property is false. PartitionKey,
// RowKey and Timestamp are never missing, so there Exclude is a plain `ne`. Fails (InvalidInput) for a
// value no filter literal can spell (a Double NaN or infinity) and for a name a filter cannot hold.
// The condition is a filter of its own, checked once: its text is what menus show.
Result<Filter> valueCondition(const QString &property, const Value &value, ValueConditionKind kind);

// `base and condition` (a non-empty filter); the condition alone when `base` is empty. A base that is already
// `a and b` gains one more operand, anything else is kept whole (in parentheses where needed). Fails
// (InvalidInput) when the result would hold more comparisons than a filter may.
Result<ParsedFilter> narrowFilter(const Filter &base, const Filter &condition);

} // namespace rowan
