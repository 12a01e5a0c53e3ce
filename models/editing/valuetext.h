// Typed property values as the entity editor shows and reads them: the shared value-text rules of
// rowan/valuetext.h with messages that say what was expected, conversion between types that refuses to
// lose information, and the Binary editor's hex view. Pure functions, thread-safe.
#pragma once

#include <rowan/status.h>
#include <rowan/value.h>

#include <QString>

#include <optional>

namespace rowan::valuetext {

// formatValueText(): String as is, Binary base64, Boolean "true"/"false", DateTime ISO UTC with 7
// fractional digits, Double shortest round-trip with ".0" on whole numbers ("1.0"), Guid lower case.
QString format(const Value &value);

// parseValueText() (the rules are in rowan/valuetext.h); an InvalidValueType message goes on to say what
// the type's text looks like ("'x' is not an Edm.Int32: expected a whole number from ...").
Result<Value> parse(EdmType type, const QString &text);

// The value as `type`, or InvalidValueType when it cannot be converted without loss (a fraction or an
// out-of-range number to an integer, an Int64 beyond 2^53 to a Double, text that does not parse). An
// Int32 or Int64 0 or 1 becomes the Boolean false or true.
Result<Value> convert(const Value &value, EdmType type);

// A starting value for a new property of `type` (empty, zero, false, the current time, a fresh Guid).
Value defaultValue(EdmType type);

// "0x" followed by lowercase hex pairs separated by spaces.
QString toHex(const QByteArray &bytes);
// The bytes of hex digit pairs, "0x" in front and white space anywhere allowed ("0x DE AD", "dead");
// nullopt for anything else. Not a Binary value text (rowan/valuetext.h says why): the hex view's own.
std::optional<QByteArray> fromHex(const QString &text);

// "812 B", "12.5 KiB", "1 MiB": bytes for people, binary units.
QString formatSize(qint64 bytes);

} // namespace rowan::valuetext
