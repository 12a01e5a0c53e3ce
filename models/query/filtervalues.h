// Filter literals as a person edits them: the value without its OData decoration (no quotes, no `L`, no
// `datetime'…'`), as typed value text (rowan/valuetext.h). Pure functions, thread-safe.
#pragma once

#include <rowan/status.h>
#include <rowan/value.h>

#include <QString>

namespace rowan {

// The editable text of a literal: formatValueText() (a Binary literal X'0A1B' shows as base64 "Chs=", as
// the grid and the entity editor show Binary values).
QString filterValueText(const Value &value);

// The value of that text for the type, by parseValueText(); an InvalidValueType message goes on to say what
// the type's text looks like.
Result<Value> filterValueFromText(EdmType type, const QString &text);

// A ready value of the type for a new condition or a completion template: `30` for numbers, today's
// midnight UTC for DateTime, the nil Guid, one zero byte, `true`, empty text.
Value filterValueTemplate(EdmType type, const DateTime &now);

} // namespace rowan
