// Filter literals as a person edits them: the value without its OData decoration (no quotes, no `L`, no
// `datetime'…'`), converted back exactly by EDM type. Pure functions, thread-safe.
#pragma once

#include <rowan/status.h>
#include <rowan/value.h>

#include <QString>

namespace rowan {

// The editable text of a literal: String as is, Int32/Int64 decimal, Double shortest round-trip
// ("2.0" for a whole number), DateTime ISO with seven fractional digits in UTC, Guid lower case without
// braces, Binary upper-case hex, Boolean "true"/"false".
QString filterValueText(const Value &value);

// The value of that text for the type. Returns InvalidInput naming the type and what is wrong for text the
// type cannot hold (an Int64 beyond 64 bits, a Guid of the wrong shape, an odd number of hex digits, a
// non-finite Double …). Int64 is read exactly, never through a double.
Result<Value> filterValueFromText(EdmType type, const QString &text);

// A ready value of the type for a new condition or a completion template: `30` for numbers, today's
// midnight UTC for DateTime, the nil Guid, one zero byte, `true`, empty text.
Value filterValueTemplate(EdmType type, const DateTime &now);

} // namespace rowan
