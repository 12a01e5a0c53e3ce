#include "models/editing/valuetext.h"

#include <QRegularExpression>
#include <QUuid>

#include <charconv>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace rowan::valuetext {

namespace {

// Doubles hold every integer of magnitude up to 2^53 exactly.
constexpr qint64 MaxExactDoubleInteger = qint64(1) << 53;

std::unexpected<Error> invalid(EdmType type, const QString &text, const QString &expected)
{
    constexpr qsizetype shown = 40;
    const QString quoted = text.size() <= shown ? text : text.left(shown) + u'…';
    return fail(
        ErrorCode::InvalidValueType, u"'%1' is not an %2: %3"_s.arg(quoted, edmTypeName(type), expected));
}

QString withoutSpaces(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (QChar c : text) {
        if (!c.isSpace())
            out.append(c);
    }
    return out;
}

Result<Value> parseDouble(const QString &text)
{
    const QString t = text.trimmed();
    if (t == u"NaN")
        return Value::float64(std::numeric_limits<double>::quiet_NaN());
    if (t == u"Infinity" || t == u"+Infinity")
        return Value::float64(std::numeric_limits<double>::infinity());
    if (t == u"-Infinity")
        return Value::float64(-std::numeric_limits<double>::infinity());
    const QString expected = u"expected a decimal number such as 1.5, 2.0 or 6.02e23, or NaN, Infinity, "
                             "-Infinity."_s;
    QByteArray latin = t.toLatin1();
    if (latin.startsWith('+'))
        latin.remove(0, 1);
    // from_chars would also read "inf" and "nan"; only the spellings above are the wire's.
    if (latin.isEmpty() || latin.contains("inf") || latin.contains("nan") || latin.contains("INF")
        || latin.contains("NAN") || t.toLatin1() != t.toUtf8())
        return invalid(EdmType::Double, text, expected);
    double d = 0;
    const auto [ptr, ec] = std::from_chars(latin.constData(), latin.constData() + latin.size(), d);
    if (ec == std::errc::result_out_of_range)
        return invalid(EdmType::Double, text, u"the number is outside the range of a Double (±1.8e308)."_s);
    if (ec != std::errc() || ptr != latin.constData() + latin.size())
        return invalid(EdmType::Double, text, expected);
    return Value::float64(d);
}

Result<Value> parseGuid(const QString &text)
{
    static const QRegularExpression canonical(
        u"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"_s);
    static const QRegularExpression compact(u"^[0-9a-fA-F]{32}$"_s);
    QString t = text.trimmed();
    if (t.startsWith(u'{') && t.endsWith(u'}'))
        t = t.mid(1, t.size() - 2);
    if (compact.match(t).hasMatch())
        t = t.left(8) + u'-' + t.mid(8, 4) + u'-' + t.mid(12, 4) + u'-' + t.mid(16, 4) + u'-' + t.mid(20);
    if (!canonical.match(t).hasMatch())
        return invalid(EdmType::Guid, text,
            u"expected 32 hexadecimal digits, e.g. 3f2504e0-4f89-11d3-9a0c-0305e82c3301 (braces and dashes "
            "optional)."_s);
    return Value::guid(QUuid::fromString(t));
}

Result<Value> parseBinary(const QString &text)
{
    const QString t = withoutSpaces(text);
    if (t.startsWith(u"0x"_s, Qt::CaseInsensitive)) {
        static const QRegularExpression hex(u"^([0-9a-fA-F]{2})*$"_s);
        const QString digits = t.mid(2);
        if (!hex.match(digits).hasMatch())
            return invalid(EdmType::Binary, text,
                u"expected pairs of hexadecimal digits after 0x, e.g. 0x de ad be ef."_s);
        return Value::binary(QByteArray::fromHex(digits.toLatin1()));
    }
    if (t.toLatin1() != t.toUtf8())
        return invalid(EdmType::Binary, text, u"expected base64, or hexadecimal after 0x."_s);
    auto decoded = QByteArray::fromBase64Encoding(
        t.toLatin1(), QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || (t.size() % 4) == 1)
        return invalid(EdmType::Binary, text, u"expected base64, or hexadecimal after 0x."_s);
    return Value::binary(*decoded);
}

Result<Value> parseDateTime(const QString &text)
{
    QString t = text.trimmed();
    // "2024-01-02 03:04:05" is how people write it; ISO wants the T.
    if (t.size() > 10 && t[10] == u' ')
        t[10] = u'T';
    auto dt = DateTime::fromIsoString(t);
    if (!dt)
        return invalid(EdmType::DateTime, text,
            u"expected an ISO-8601 time such as 2024-05-01T12:30:00.1234567Z (up to 7 fractional digits; "
            "no zone means UTC)."_s);
    return Value::dateTime(*dt);
}

} // namespace

QString format(const Value &value)
{
    if (value.type() == EdmType::Double) {
        QString text = value.toDisplayString();
        const double d = value.toDouble();
        if (std::isfinite(d) && !text.contains(u'.') && !text.contains(u'e'))
            text += u".0"_s;
        return text;
    }
    return value.toDisplayString();
}

Result<Value> parse(EdmType type, const QString &text)
{
    bool ok = false;
    switch (type) {
    case EdmType::String:
        return Value::string(text);
    case EdmType::Binary:
        return parseBinary(text);
    case EdmType::Boolean: {
        const QString t = text.trimmed();
        if (t.compare(u"true"_s, Qt::CaseInsensitive) == 0 || t == u"1")
            return Value::boolean(true);
        if (t.compare(u"false"_s, Qt::CaseInsensitive) == 0 || t == u"0")
            return Value::boolean(false);
        return invalid(type, text, u"expected true or false."_s);
    }
    case EdmType::DateTime:
        return parseDateTime(text);
    case EdmType::Double:
        return parseDouble(text);
    case EdmType::Guid:
        return parseGuid(text);
    case EdmType::Int32: {
        const qint32 i = text.toInt(&ok);
        if (!ok)
            return invalid(type, text, u"expected a whole number from -2147483648 to 2147483647."_s);
        return Value::int32(i);
    }
    case EdmType::Int64: {
        // Straight from the digits: no double in between, so every 64-bit value is exact.
        const qint64 i = text.toLongLong(&ok);
        if (!ok)
            return invalid(
                type, text, u"expected a whole number from -9223372036854775808 to 9223372036854775807."_s);
        return Value::int64(i);
    }
    }
    return fail(ErrorCode::InvalidValueType, u"Unknown type."_s);
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
