// Typed value text. The rules, and why each is what it is, are in rowan/valuetext.h.
#include "rowan/valuetext.h"

#include <QUuid>
#include <QVarLengthArray>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace rowan {

namespace {

bool isSpace(char16_t c)
{
    return c == u' ' || (c >= u'\t' && c <= u'\r');
}

bool isDigit(char16_t c)
{
    return c >= u'0' && c <= u'9';
}

int hexDigit(char16_t c)
{
    if (isDigit(c))
        return c - u'0';
    if (c >= u'a' && c <= u'f')
        return c - u'a' + 10;
    if (c >= u'A' && c <= u'F')
        return c - u'A' + 10;
    return -1;
}

QStringView trimmed(QStringView text)
{
    qsizetype begin = 0;
    qsizetype end = text.size();
    while (begin < end && isSpace(text[begin].unicode()))
        ++begin;
    while (end > begin && isSpace(text[end - 1].unicode()))
        --end;
    return text.sliced(begin, end - begin);
}

// ASCII only: a case-insensitive QString comparison would fold "falſe" (long s) to "false".
bool equalsIgnoringAsciiCase(QStringView text, QLatin1StringView word)
{
    if (text.size() != word.size())
        return false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        char16_t c = text[i].unicode();
        if (c >= u'A' && c <= u'Z')
            c += u'a' - u'A';
        if (c != char16_t(word[i].unicode()))
            return false;
    }
    return true;
}

// The text as messages show it: a long one cut, so a stray file row cannot flood a report.
QString shown(QStringView text)
{
    return text.size() > 60 ? text.first(57).toString() + QStringLiteral("...") : text.toString();
}

std::unexpected<Error> notA(QStringView text, EdmType type, QLatin1StringView why = {})
{
    QString message = QStringLiteral("'%1' is not an %2").arg(shown(text), edmTypeName(type));
    if (!why.isEmpty())
        message += QStringLiteral(" (%1)").arg(why);
    return fail(ErrorCode::InvalidValueType, message);
}

enum class Fault { None, Form, Range };

// [+-]digits, exactly, within [min, max].
Fault readInteger(QStringView t, qint64 min, qint64 max, qint64 &value)
{
    qsizetype i = 0;
    const bool negative = !t.isEmpty() && t[0] == u'-';
    if (!t.isEmpty() && (t[0] == u'-' || t[0] == u'+'))
        ++i;
    if (i == t.size())
        return Fault::Form;
    const quint64 limit = negative ? quint64(-(min + 1)) + 1 : quint64(max);
    quint64 magnitude = 0;
    bool beyond = false;
    for (; i < t.size(); ++i) {
        const char16_t c = t[i].unicode();
        if (!isDigit(c))
            return Fault::Form;
        const unsigned digit = c - u'0';
        if (magnitude > (limit - digit) / 10)
            beyond = true; // keep reading: "99999999999x" is not a number at all
        else if (!beyond)
            magnitude = magnitude * 10 + digit;
    }
    if (beyond)
        return Fault::Range;
    value = negative ? qint64(0 - magnitude) : qint64(magnitude);
    return Fault::None;
}

std::optional<double> specialDouble(QStringView t)
{
    if (t == u"NaN")
        return std::numeric_limits<double>::quiet_NaN();
    const bool negative = t.startsWith(u'-');
    const QStringView word = negative || t.startsWith(u'+') ? t.sliced(1) : t;
    if (word == u"Infinity" || word == u"INF")
        return negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    return std::nullopt;
}

// [sign] (digits [. digits] | . digits) [e|E [sign] digits]; nothing from_chars would add ("inf", "nan").
Fault readDouble(QStringView t, double &value)
{
    qsizetype i = 0;
    const auto digits = [&] {
        const qsizetype from = i;
        while (i < t.size() && isDigit(t[i].unicode()))
            ++i;
        return i - from;
    };
    if (i < t.size() && (t[i] == u'+' || t[i] == u'-'))
        ++i;
    qsizetype mantissa = digits();
    if (i < t.size() && t[i] == u'.') {
        ++i;
        mantissa += digits();
    }
    if (mantissa == 0)
        return Fault::Form;
    const qsizetype mantissaEnd = i;
    if (i < t.size() && (t[i] == u'e' || t[i] == u'E')) {
        ++i;
        if (i < t.size() && (t[i] == u'+' || t[i] == u'-'))
            ++i;
        if (digits() == 0)
            return Fault::Form;
    }
    if (i != t.size())
        return Fault::Form;
    // from_chars takes no leading '+'.
    const QStringView number = t.startsWith(u'+') ? t.sliced(1) : t;
    QVarLengthArray<char, 64> ascii(number.size());
    for (qsizetype k = 0; k < number.size(); ++k)
        ascii[k] = char(number[k].unicode());
    const auto [end, ec] = std::from_chars(ascii.data(), ascii.data() + ascii.size(), value);
    // An underflow to zero counts as out of range whatever from_chars says: "1e-400" is not 0.
    const bool nonZero
        = std::any_of(t.begin(), t.begin() + mantissaEnd, [](QChar c) { return c >= u'1' && c <= u'9'; });
    if (ec == std::errc::result_out_of_range || (ec == std::errc() && value == 0 && nonZero))
        return Fault::Range;
    return ec == std::errc() && end == ascii.data() + ascii.size() ? Fault::None : Fault::Form;
}

std::optional<QUuid> readGuid(QStringView t)
{
    const bool wrapped = t.size() == 38
        && ((t.front() == u'{' && t.back() == u'}') || (t.front() == u'(' && t.back() == u')'));
    if (wrapped)
        t = t.sliced(1, 36);
    const bool dashed = t.size() == 36;
    if (!dashed && (wrapped || t.size() != 32))
        return std::nullopt;
    char bytes[16] = {};
    int nibble = 0;
    for (qsizetype i = 0; i < t.size(); ++i) {
        if (dashed && (i == 8 || i == 13 || i == 18 || i == 23)) {
            if (t[i] != u'-')
                return std::nullopt;
            continue;
        }
        const int v = hexDigit(t[i].unicode());
        if (v < 0)
            return std::nullopt;
        bytes[nibble / 2] = char(bytes[nibble / 2] | (nibble % 2 ? v : v << 4));
        ++nibble;
    }
    return QUuid::fromRfc4122(QByteArrayView(bytes, sizeof bytes));
}

std::optional<QByteArray> readBase64(QStringView t)
{
    QByteArray ascii;
    ascii.reserve(t.size());
    for (const QChar ch : t) {
        const char16_t c = ch.unicode();
        if (c == u' ' || c == u'\t' || c == u'\r' || c == u'\n')
            continue;
        const bool alphabet = isDigit(c) || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'+'
            || c == u'/' || c == u'=';
        if (!alphabet)
            return std::nullopt;
        ascii += char(c);
    }
    if (ascii.size() % 4 != 0)
        return std::nullopt;
    // Padding: one or two '=' at the very end, nowhere else.
    const qsizetype pad = ascii.indexOf('=');
    if (pad >= 0 && (pad < ascii.size() - 2 || (pad == ascii.size() - 2 && ascii.back() != '=')))
        return std::nullopt;
    return QByteArray::fromBase64(ascii);
}

} // namespace

QString formatValueText(const Value &value)
{
    QString text = value.toDisplayString();
    if (value.type() == EdmType::Double && std::isfinite(value.toDouble()) && !text.contains(u'.')
        && !text.contains(u'e'))
        text += QStringLiteral(".0");
    return text;
}

Result<Value> parseValueText(EdmType type, QStringView text)
{
    const QStringView t = trimmed(text);
    switch (type) {
    case EdmType::String:
        return Value::string(text.toString());
    case EdmType::Int32:
    case EdmType::Int64: {
        const bool wide = type == EdmType::Int64;
        const qint64 min = wide ? std::numeric_limits<qint64>::min() : std::numeric_limits<qint32>::min();
        const qint64 max = wide ? std::numeric_limits<qint64>::max() : std::numeric_limits<qint32>::max();
        qint64 v = 0;
        switch (readInteger(t, min, max, v)) {
        case Fault::None:
            return wide ? Value::int64(v) : Value::int32(qint32(v));
        case Fault::Range:
            return notA(text, type,
                wide ? QLatin1StringView("outside -9223372036854775808...9223372036854775807")
                     : QLatin1StringView("outside -2147483648...2147483647"));
        case Fault::Form:
            break;
        }
        return notA(text, type);
    }
    case EdmType::Double: {
        if (const auto special = specialDouble(t))
            return Value::float64(*special);
        double d = 0;
        switch (readDouble(t, d)) {
        case Fault::None:
            return Value::float64(d);
        case Fault::Range:
            return notA(text, type, QLatin1StringView("too large or too small for a Double"));
        case Fault::Form:
            break;
        }
        return notA(text, type);
    }
    case EdmType::Boolean:
        if (equalsIgnoringAsciiCase(t, QLatin1StringView("true")))
            return Value::boolean(true);
        if (equalsIgnoringAsciiCase(t, QLatin1StringView("false")))
            return Value::boolean(false);
        return notA(text, type);
    case EdmType::DateTime: {
        const std::optional<DateTime> dt = DateTime::fromIsoString(t);
        if (!dt)
            return notA(text, type);
        if (!dt->isInServiceRange())
            return fail(ErrorCode::OutOfRangeInput,
                QStringLiteral("'%1' is outside the Edm.DateTime range 1601-01-01 ... 9999-12-31")
                    .arg(shown(text)));
        return Value::dateTime(*dt);
    }
    case EdmType::Guid:
        if (const auto guid = readGuid(t))
            return Value::guid(*guid);
        return notA(text, type);
    case EdmType::Binary:
        if (auto bytes = readBase64(t))
            return Value::binary(std::move(*bytes));
        return notA(text, type, QLatin1StringView("not base64"));
    }
    return notA(text, type);
}

QString valueTextForm(EdmType type)
{
    switch (type) {
    case EdmType::String:
        return QStringLiteral("any text");
    case EdmType::Binary:
        return QStringLiteral("base64 such as 3q2+7w== (4 characters for every 3 bytes, padded with =)");
    case EdmType::Boolean:
        return QStringLiteral("true or false");
    case EdmType::DateTime:
        return QStringLiteral("a time such as 2026-11-24T00:00:00Z or 2026-11-24T01:30:00.1234567+01:00 (at "
                              "most 7 fractional digits; no zone means UTC; 1601-01-01 to 9999-12-31)");
    case EdmType::Double:
        return QStringLiteral("a finite number such as 1.5, 2.0 or -6.02e23, or NaN, Infinity, -Infinity");
    case EdmType::Guid:
        return QStringLiteral("a Guid such as c9da6455-213d-42c9-9a79-3e9149a57833 (dashes optional, braces "
                              "allowed)");
    case EdmType::Int32:
        return QStringLiteral("a whole number from -2147483648 to 2147483647");
    case EdmType::Int64:
        return QStringLiteral("a whole number from -9223372036854775808 to 9223372036854775807");
    }
    return {};
}

Error explainValueTextError(const Error &error, EdmType type)
{
    if (error.code != ErrorCode::InvalidValueType)
        return error;
    Error explained = error;
    explained.message += QStringLiteral(": expected %1.").arg(valueTextForm(type));
    return explained;
}

namespace {

// Doubles hold every integer of magnitude up to 2^53 exactly.
constexpr qint64 MaxExactDoubleInteger = qint64(1) << 53;

} // namespace

Result<Value> convertValueType(const Value &value, EdmType type)
{
    const EdmType from = value.type();
    if (from == type)
        return value;
    const QString text = formatValueText(value);
    const auto refuse = [&](const QString &why) {
        return fail(ErrorCode::InvalidValueType,
            QStringLiteral("Cannot convert the %1 %2 to %3: %4")
                .arg(edmTypeName(from), text, edmTypeName(type), why));
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
                return refuse(QStringLiteral(
                    "a Double holds whole numbers exactly only up to ±2^53 (9007199254740992)."));
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
                return refuse(QStringLiteral("it is not a whole number."));
            if (d < low || d >= high)
                return refuse(QStringLiteral("it is outside the type's range."));
            return to32 ? Value::int32(qint32(d)) : Value::int64(qint64(d));
        }
        if (from == EdmType::Int32)
            return Value::int64(value.toInt32());
        if (from == EdmType::Int64) {
            const qint64 i = value.toInt64();
            if (i < std::numeric_limits<qint32>::min() || i > std::numeric_limits<qint32>::max())
                return refuse(
                    QStringLiteral("it is outside the range of an Int32 (-2147483648 to 2147483647)."));
            return Value::int32(qint32(i));
        }
        if (from == EdmType::Boolean)
            return to32 ? Value::int32(value.toBool() ? 1 : 0) : Value::int64(value.toBool() ? 1 : 0);
        break;
    }
    default:
        break;
    }
    auto parsed = parseValueText(type, text);
    if (!parsed)
        return refuse(explainValueTextError(parsed.error(), type).message);
    return parsed;
}

} // namespace rowan
