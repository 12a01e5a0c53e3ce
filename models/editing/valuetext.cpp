#include "models/editing/valuetext.h"

#include <rowan/valuetext.h>

#include <QUuid>

#include <cctype>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace rowan::valuetext {

namespace {

// Doubles hold every integer of magnitude up to 2^53 exactly.
constexpr qint64 MaxExactDoubleInteger = qint64(1) << 53;

} // namespace

QString format(const Value &value)
{
    return formatValueText(value);
}

Result<Value> parse(EdmType type, const QString &text)
{
    Result<Value> value = parseValueText(type, text);
    if (!value)
        return std::unexpected(explainValueTextError(value.error(), type));
    return value;
}

Result<Value> convert(const Value &value, EdmType type)
{
    const EdmType from = value.type();
    if (from == type)
        return value;
    const QString text = format(value);
    const auto refuse = [&](const QString &why) {
        return fail(ErrorCode::InvalidValueType,
            u"Cannot convert the %1 %2 to %3: %4"_s.arg(edmTypeName(from), text, edmTypeName(type), why));
    };
    switch (type) {
    case EdmType::String:
        return Value::string(text);
    case EdmType::Double:
        if (from == EdmType::Int32)
            return Value::float64(value.toInt32());
        if (from == EdmType::Int64) {
            const qint64 i = value.toInt64();
            if (i > MaxExactDoubleInteger || i < -MaxExactDoubleInteger)
                return refuse(u"a Double holds whole numbers exactly only up to ±2^53 (9007199254740992)."_s);
            return Value::float64(double(i));
        }
        break;
    case EdmType::Boolean:
        // 1 and 0 are not Boolean text (the service refuses them), but as numbers they convert.
        if ((from == EdmType::Int32 || from == EdmType::Int64) && (text == u"0" || text == u"1"))
            return Value::boolean(text == u"1");
        break;
    case EdmType::Int32:
    case EdmType::Int64: {
        const bool to32 = type == EdmType::Int32;
        const double low = to32 ? -2147483648.0 : -9223372036854775808.0;
        const double high = to32 ? 2147483648.0 : 9223372036854775808.0; // exclusive
        if (from == EdmType::Double) {
            const double d = value.toDouble();
            if (!std::isfinite(d) || d != std::trunc(d))
                return refuse(u"it is not a whole number."_s);
            if (d < low || d >= high)
                return refuse(u"it is outside the type's range."_s);
            return to32 ? Value::int32(qint32(d)) : Value::int64(qint64(d));
        }
        if (from == EdmType::Int32)
            return Value::int64(value.toInt32());
        if (from == EdmType::Int64) {
            const qint64 i = value.toInt64();
            if (i < std::numeric_limits<qint32>::min() || i > std::numeric_limits<qint32>::max())
                return refuse(u"it is outside the range of an Int32 (-2147483648 to 2147483647)."_s);
            return Value::int32(qint32(i));
        }
        if (from == EdmType::Boolean)
            return to32 ? Value::int32(value.toBool() ? 1 : 0) : Value::int64(value.toBool() ? 1 : 0);
        break;
    }
    default:
        break;
    }
    auto parsed = parse(type, text);
    if (!parsed)
        return refuse(parsed.error().message);
    return parsed;
}

Value defaultValue(EdmType type)
{
    switch (type) {
    case EdmType::String:
        return Value::string(QString());
    case EdmType::Binary:
        return Value::binary(QByteArray());
    case EdmType::Boolean:
        return Value::boolean(false);
    case EdmType::DateTime:
        return Value::dateTime(DateTime::now());
    case EdmType::Double:
        return Value::float64(0.0);
    case EdmType::Guid:
        return Value::guid(QUuid::createUuid());
    case EdmType::Int32:
        return Value::int32(0);
    case EdmType::Int64:
        return Value::int64(0);
    }
    return Value();
}

QString toHex(const QByteArray &bytes)
{
    return u"0x"_s + QString::fromLatin1(bytes.toHex(' '));
}

std::optional<QByteArray> fromHex(const QString &text)
{
    QString digits = text.trimmed();
    if (digits.startsWith(u"0x"_s, Qt::CaseInsensitive))
        digits.remove(0, 2);
    digits.removeIf([](QChar c) { return c.isSpace(); });
    if (digits.size() % 2 != 0)
        return std::nullopt;
    for (const QChar c : std::as_const(digits)) {
        if (c.unicode() > 127 || !std::isxdigit(c.unicode()))
            return std::nullopt;
    }
    return QByteArray::fromHex(digits.toLatin1());
}

QString formatSize(qint64 bytes)
{
    const auto trimmed = [](double v, int decimals) {
        QString s = QString::number(v, 'f', decimals);
        if (s.contains(u'.')) {
            while (s.endsWith(u'0'))
                s.chop(1);
            if (s.endsWith(u'.'))
                s.chop(1);
        }
        return s;
    };
    if (bytes < 1024)
        return u"%1 B"_s.arg(bytes);
    if (bytes < 1024 * 1024)
        return u"%1 KiB"_s.arg(trimmed(double(bytes) / 1024.0, 1));
    return u"%1 MiB"_s.arg(trimmed(double(bytes) / (1024.0 * 1024.0), 2));
}

} // namespace rowan::valuetext
