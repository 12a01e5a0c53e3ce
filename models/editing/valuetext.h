// Typed property values as the entity editor shows and reads them: one text form per EDM type, exact
// parsing (Int64 never passes through a double, a whole-number Double stays a Double) and conversion
// between types that refuses to lose information. Pure functions, thread-safe.
#pragma once

#include <rowan/status.h>
#include <rowan/value.h>

#include <QString>

namespace rowan::valuetext {

// The editor's text for a value: String as is, Binary base64, Boolean "true"/"false", DateTime ISO UTC
// with 7 fractional digits, Double shortest round-trip with ".0" added to whole numbers ("1.0", not "1"),
// Guid canonical lowercase, Int32/Int64 decimal.
QString format(const Value &value);

// Reads `text` as `type`. Accepted forms: Int32/Int64 decimal (optional sign, surrounding spaces);
// Double decimal or exponent form, "NaN", "Infinity", "-Infinity"; Boolean "true"/"false"/"1"/"0" (any
// case); DateTime ISO-8601 with up to 7 fractional digits and `Z`, an offset (converted to UTC) or no zone
// (taken as UTC); Guid with or without braces or dashes; Binary base64, or hex after "0x" (spaces allowed
// between bytes). Errors: InvalidValueType with a message saying what was expected.
Result<Value> parse(EdmType type, const QString &text);

// The value as `type`, or InvalidValueType when it cannot be converted without loss (a fraction or an
// out-of-range number to an integer, an Int64 beyond 2^53 to a Double, text that does not parse).
Result<Value> convert(const Value &value, EdmType type);

// A starting value for a new property of `type` (empty, zero, false, the current time, a fresh Guid).
Value defaultValue(EdmType type);

// "0x" followed by lowercase hex pairs separated by spaces.
QString toHex(const QByteArray &bytes);

// "812 B", "12.5 KiB", "1 MiB": bytes for people, binary units.
QString formatSize(qint64 bytes);

} // namespace rowan::valuetext
