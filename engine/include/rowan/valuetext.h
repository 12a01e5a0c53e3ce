// Typed property values as text: the one reading of "42" as an Edm.Int32, "NaN" as an Edm.Double and so
// on, shared by the entity editor, the filter builder, import (typed CSV cells) and the JSON wire format's
// string-valued properties. Each rule is the Azure Table service's; where Rowan is stricter or more
// lenient, the rule says so and why. The types themselves are in rowan/value.h. Pure, thread-safe.
//
// All types but String: white space (space, tab, CR, LF, VT, FF) around the text is ignored, as the
// service's .NET parsers ignore it. String: the text as is, white space included.
//
// Int32, Int64: decimal digits with an optional leading `+` or `-`; leading zeros are fine ("007" is 7).
//   No hex, no fraction ("1.0"), no exponent ("1e3"), no digit grouping. The whole range of the type
//   (Int32 -2147483648 ... 2147483647, Int64 -9223372036854775808 ... 9223372036854775807), read exactly:
//   an Int64 never passes through a double.
// Double: [sign] digits [. digits] [e|E [sign] digits] (".5" and "5." too), read to the nearest double;
//   "1" is the Double 1.0. The special values are exactly "NaN", "Infinity", "-Infinity" (the .NET
//   spelling, which Rowan writes) and "INF", "-INF" (the XML spelling older clients send), also with `+`.
//   Other spellings ("inf", "nan", "1.#INF") are refused, and so is a number too large or too small for
//   a double ("1e400", "1e-400"), rather than becoming infinity or zero. Digit grouping ("1,000") is
//   refused: the service's .NET parser would take it, but "1,5" is a decimal comma to half the world.
// Boolean: "true" or "false" in any case. Not "1"/"0", which the service refuses.
// DateTime: ISO 8601 as DateTime::fromIsoString() reads it: yyyy-MM-ddTHH:mm[:ss[.fffffff]] with 1 to 7
//   fractional digits (the service keeps 100 ns ticks; an 8th digit is refused, not rounded), then `Z`,
//   an offset ±hh:mm (at most 14:00; the instant is converted to UTC) or nothing (taken as UTC, as the
//   service does). A space in place of the `T` is refused, as the service refuses it. Seconds may be left
//   out and `T`/`Z` may be lower case: more lenient than the service, as SAS times and filter literals
//   are read too, and no text the service accepts changes meaning. The instant must lie within
//   1601-01-01T00:00:00Z ... 9999-12-31T23:59:59.9999999Z, the service's range.
// Guid: 32 hex digits in either case, as the service's Guid parser reads them: with dashes
//   (8-4-4-4-12), without dashes (32 digits), or the dashed form in braces {…} or parentheses (…).
// Binary: base64 (RFC 4648 alphabet `+` `/`, padded with `=` to a multiple of 4 characters); white space
//   inside is ignored, as the service ignores it; "" is no bytes. Hex is not a Binary text: "0x" followed
//   by hex digits is also base64 whenever it holds an odd number of bytes ("0x01" is three bytes of
//   base64), so one text would mean two byte strings. The editor's hex view converts on its own side.
//
// Errors: InvalidValueType, "'<text>' is not an Edm.Int32", with " (outside <min>...<max>)" for an
// integer beyond its type's range, " (too large or too small for a Double)" and " (not base64)"; a
// DateTime outside the service's range is OutOfRangeInput, "'<text>' is outside the Edm.DateTime range
// 1601-01-01 ... 9999-12-31". A text longer than 60 characters is quoted by its first 57 and "...".
#pragma once

#include "rowan/status.h"
#include "rowan/value.h"

#include <QString>

namespace rowan {

// The text parseValueText() reads back to the same type and value: String as is, Binary base64, Boolean
// "true"/"false", DateTime ISO in UTC with 7 fractional digits, Double the shortest text that reads back
// to the same double, with ".0" on whole numbers ("2.0": a column of them still looks like Doubles), and
// "NaN", "Infinity", "-Infinity", Guid dashed lower case, Int32/Int64 decimal.
QString formatValueText(const Value &value);

// Reads `text` as a value of `type` by the rules above.
Result<Value> parseValueText(EdmType type, QStringView text);

// What a text of `type` looks like, for people: "a whole number from -2147483648 to 2147483647".
QString valueTextForm(EdmType type);

// `value` as `type`, or InvalidValueType ("Cannot convert the Edm.Int64 … to Edm.Double: …") when it cannot
// be converted without loss: a fraction or an out-of-range number to an integer, an Int64 beyond ±2^53 to a
// Double (it would change), text that does not parse as the type. An Int32 or Int64 0 or 1 becomes the Boolean
// false or true; a Boolean becomes 0 or 1; anything becomes its text as a String. The entity editor's type
// change and the bulk edit's share this one rule.
Result<Value> convertValueType(const Value &value, EdmType type);

// `error` from parseValueText() followed by ": expected <valueTextForm(type)>." when the text did not have
// the type's form (InvalidValueType); other errors as they are. For places where a person types the text.
Error explainValueTextError(const Error &error, EdmType type);

} // namespace rowan
