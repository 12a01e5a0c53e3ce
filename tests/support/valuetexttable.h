// One table of typed value texts and what each must read as (rowan/valuetext.h's rules), run through every
// entry point that reads such text: the engine's parseValueText(), import's valueFromText(), the JSON wire's
// annotated strings (tests/engine/tst_valuetext.cpp), the entity editor's parse and the filter builder's
// filterValueFromText() (tests/models/editing/tst_valuetextagreement.cpp). One table, so they cannot
// drift apart again.
#pragma once

#include <rowan/status.h>
#include <rowan/value.h>

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QTest>
#include <QTimeZone>
#include <QUuid>

#include <cmath>
#include <limits>
#include <optional>

namespace valuetexttable {

using rowan::EdmType;
using rowan::ErrorCode;
using rowan::Value;

struct Case
{
    const char *name;
    EdmType type;
    QString text;
    // What the text reads as; nullopt when it is refused, with `error`.
    std::optional<Value> value;
    ErrorCode error = ErrorCode::InvalidValueType;
};

// Ticks through QDateTime, independent of the parser under test.
inline qint64 ticks(int y, int mo, int d, int h, int mi, int s, qint64 fraction7 = 0)
{
    const QDateTime dt(QDate(y, mo, d), QTime(h, mi, s), QTimeZone::UTC);
    return rowan::DateTime::UnixEpochTicks + dt.toMSecsSinceEpoch() * 10'000 + fraction7;
}

inline const QList<Case> &cases()
{
    using namespace Qt::StringLiterals;
    constexpr double inf = std::numeric_limits<double>::infinity();
    const QUuid guid(0x3f2504e0, 0x4f89, 0x11d3, 0x9a, 0x0c, 0x03, 0x05, 0xe8, 0x2c, 0x33, 0x01);
    const QByteArray deadbeef("\xde\xad\xbe\xef", 4);
    const Value sample = Value::dateTime(rowan::DateTime(ticks(2021, 2, 5, 17, 15, 16, 7'935'715)));
    const auto at = [](qint64 t) { return Value::dateTime(rowan::DateTime(t)); };
    const ErrorCode range = ErrorCode::OutOfRangeInput;
    static const QList<Case> all = {
        {"string verbatim", EdmType::String, u"  1.0 "_s, Value::string(u"  1.0 "_s)},
        {"string empty", EdmType::String, QString(), Value::string(QString())},

        {"int32 max", EdmType::Int32, u"2147483647"_s, Value::int32(2147483647)},
        {"int32 min", EdmType::Int32, u"-2147483648"_s, Value::int32(-2147483647 - 1)},
        {"int32 plus sign", EdmType::Int32, u"+42"_s, Value::int32(42)},
        {"int32 white space around", EdmType::Int32, u" 42\t"_s, Value::int32(42)},
        {"int32 leading zeros", EdmType::Int32, u"007"_s, Value::int32(7)},
        {"int32 minus zero", EdmType::Int32, u"-0"_s, Value::int32(0)},
        {"int32 overflow", EdmType::Int32, u"2147483648"_s, {}},
        {"int32 underflow", EdmType::Int32, u"-2147483649"_s, {}},
        {"int32 fraction", EdmType::Int32, u"1.0"_s, {}},
        {"int32 exponent", EdmType::Int32, u"1e3"_s, {}},
        {"int32 hex", EdmType::Int32, u"0x10"_s, {}},
        {"int32 grouping", EdmType::Int32, u"1,000"_s, {}},
        {"int32 space inside", EdmType::Int32, u"4 2"_s, {}},
        {"int32 sign only", EdmType::Int32, u"-"_s, {}},
        {"int32 empty", EdmType::Int32, QString(), {}},
        {"int32 fullwidth digits", EdmType::Int32, u"\uff14\uff12"_s, {}},
        {"int64 max", EdmType::Int64, u"9223372036854775807"_s,
            Value::int64(std::numeric_limits<qint64>::max())},
        {"int64 min", EdmType::Int64, u"-9223372036854775808"_s,
            Value::int64(std::numeric_limits<qint64>::min())},
        {"int64 2^53+1 exact", EdmType::Int64, u"9007199254740993"_s, Value::int64(9007199254740993LL)},
        {"int64 plus and spaces", EdmType::Int64, u" +12 "_s, Value::int64(12)},
        {"int64 overflow", EdmType::Int64, u"9223372036854775808"_s, {}},
        {"int64 underflow", EdmType::Int64, u"-9223372036854775809"_s, {}},
        {"int64 many digits", EdmType::Int64, u"123456789012345678901234567890"_s, {}},
        {"int64 fraction", EdmType::Int64, u"1.5"_s, {}},
        {"int64 filter suffix", EdmType::Int64, u"42L"_s, {}},

        {"double fraction", EdmType::Double, u"1.5"_s, Value::float64(1.5)},
        {"double whole", EdmType::Double, u"1"_s, Value::float64(1.0)},
        {"double negative zero", EdmType::Double, u"-0.0"_s, Value::float64(-0.0)},
        {"double plus sign", EdmType::Double, u"+1.5"_s, Value::float64(1.5)},
        {"double no integer part", EdmType::Double, u".5"_s, Value::float64(0.5)},
        {"double no fraction digits", EdmType::Double, u"5."_s, Value::float64(5.0)},
        {"double exponent", EdmType::Double, u"-6.02e23"_s, Value::float64(-6.02e23)},
        {"double exponent upper", EdmType::Double, u"1E-3"_s, Value::float64(0.001)},
        {"double white space around", EdmType::Double, u" 2.5\n"_s, Value::float64(2.5)},
        {"double max", EdmType::Double, u"1.7976931348623157e308"_s,
            Value::float64(std::numeric_limits<double>::max())},
        {"double smallest subnormal", EdmType::Double, u"5e-324"_s,
            Value::float64(std::numeric_limits<double>::denorm_min())},
        {"double NaN", EdmType::Double, u"NaN"_s, Value::float64(std::numeric_limits<double>::quiet_NaN())},
        {"double Infinity", EdmType::Double, u"Infinity"_s, Value::float64(inf)},
        {"double -Infinity", EdmType::Double, u"-Infinity"_s, Value::float64(-inf)},
        {"double +Infinity", EdmType::Double, u"+Infinity"_s, Value::float64(inf)},
        {"double INF", EdmType::Double, u"INF"_s, Value::float64(inf)},
        {"double -INF", EdmType::Double, u"-INF"_s, Value::float64(-inf)},
        {"double inf", EdmType::Double, u"inf"_s, {}},
        {"double nan", EdmType::Double, u"nan"_s, {}},
        {"double -NaN", EdmType::Double, u"-NaN"_s, {}},
        {"double msvc infinity", EdmType::Double, u"1.#INF"_s, {}},
        {"double too large", EdmType::Double, u"1e400"_s, {}},
        {"double too small", EdmType::Double, u"1e-400"_s, {}},
        {"double decimal comma", EdmType::Double, u"1,5"_s, {}},
        {"double two points", EdmType::Double, u"1.2.3"_s, {}},
        {"double hex float", EdmType::Double, u"0x1p3"_s, {}},
        {"double point only", EdmType::Double, u"."_s, {}},
        {"double exponent only", EdmType::Double, u"e5"_s, {}},
        {"double exponent without digits", EdmType::Double, u"1e"_s, {}},
        {"double empty", EdmType::Double, QString(), {}},
        {"double word", EdmType::Double, u"abc"_s, {}},

        {"boolean true", EdmType::Boolean, u"true"_s, Value::boolean(true)},
        {"boolean FALSE", EdmType::Boolean, u"FALSE"_s, Value::boolean(false)},
        {"boolean True spaced", EdmType::Boolean, u" True "_s, Value::boolean(true)},
        {"boolean 1", EdmType::Boolean, u"1"_s, {}},
        {"boolean 0", EdmType::Boolean, u"0"_s, {}},
        {"boolean yes", EdmType::Boolean, u"yes"_s, {}},
        {"boolean long s", EdmType::Boolean, u"fal\u017fe"_s, {}},
        {"boolean empty", EdmType::Boolean, QString(), {}},

        {"datetime 7 digits", EdmType::DateTime, u"2021-02-05T17:15:16.7935715Z"_s, sample},
        {"datetime offset east", EdmType::DateTime, u"2021-02-05T18:15:16.7935715+01:00"_s, sample},
        {"datetime offset west", EdmType::DateTime, u"2021-02-05T12:15:16.7935715-05:00"_s, sample},
        {"datetime no zone is utc", EdmType::DateTime, u"2021-02-05T17:15:16"_s,
            at(ticks(2021, 2, 5, 17, 15, 16))},
        {"datetime one digit", EdmType::DateTime, u"2021-02-05T17:15:16.5Z"_s,
            at(ticks(2021, 2, 5, 17, 15, 16, 5'000'000))},
        {"datetime no seconds", EdmType::DateTime, u"2021-02-05T17:15Z"_s, at(ticks(2021, 2, 5, 17, 15, 0))},
        {"datetime white space around", EdmType::DateTime, u" 2021-02-05T17:15:16Z "_s,
            at(ticks(2021, 2, 5, 17, 15, 16))},
        {"datetime min", EdmType::DateTime, u"1601-01-01T00:00:00Z"_s, at(rowan::DateTime::MinTicks)},
        {"datetime max", EdmType::DateTime, u"9999-12-31T23:59:59.9999999Z"_s, at(rowan::DateTime::MaxTicks)},
        {"datetime before 1601", EdmType::DateTime, u"1600-12-31T23:59:59Z"_s, {}, range},
        {"datetime offset before 1601", EdmType::DateTime, u"1601-01-01T00:30:00+01:00"_s, {}, range},
        {"datetime year 1", EdmType::DateTime, u"0001-01-01T00:00:00Z"_s, {}, range},
        {"datetime 8 digits", EdmType::DateTime, u"2021-02-05T17:15:16.79357151Z"_s, {}},
        {"datetime space for T", EdmType::DateTime, u"2021-02-05 17:15:16"_s, {}},
        {"datetime date only", EdmType::DateTime, u"2021-02-05"_s, {}},
        {"datetime no such day", EdmType::DateTime, u"2021-02-30T00:00:00Z"_s, {}},
        {"datetime hour 24", EdmType::DateTime, u"2021-02-05T24:00:00Z"_s, {}},
        {"datetime offset without colon", EdmType::DateTime, u"2021-02-05T17:15:16+0100"_s, {}},
        {"datetime offset beyond 14h", EdmType::DateTime, u"2021-02-05T17:15:16+15:00"_s, {}},
        {"datetime words", EdmType::DateTime, u"yesterday"_s, {}},

        {"guid dashed", EdmType::Guid, u"3f2504e0-4f89-11d3-9a0c-0305e82c3301"_s, Value::guid(guid)},
        {"guid upper case", EdmType::Guid, u"3F2504E0-4F89-11D3-9A0C-0305E82C3301"_s, Value::guid(guid)},
        {"guid without dashes", EdmType::Guid, u"3f2504e04f8911d39a0c0305e82c3301"_s, Value::guid(guid)},
        {"guid braces", EdmType::Guid, u"{3f2504e0-4f89-11d3-9a0c-0305e82c3301}"_s, Value::guid(guid)},
        {"guid parentheses", EdmType::Guid, u"(3f2504e0-4f89-11d3-9a0c-0305e82c3301)"_s, Value::guid(guid)},
        {"guid white space around", EdmType::Guid, u" 3f2504e0-4f89-11d3-9a0c-0305e82c3301 "_s,
            Value::guid(guid)},
        {"guid nil", EdmType::Guid, u"00000000-0000-0000-0000-000000000000"_s, Value::guid(QUuid())},
        {"guid short", EdmType::Guid, u"3f2504e0-4f89"_s, {}},
        {"guid not hex", EdmType::Guid, u"3g2504e0-4f89-11d3-9a0c-0305e82c3301"_s, {}},
        {"guid dash misplaced", EdmType::Guid, u"3f2504e04-f89-11d3-9a0c-0305e82c3301"_s, {}},
        {"guid braces without dashes", EdmType::Guid, u"{3f2504e04f8911d39a0c0305e82c3301}"_s, {}},
        {"guid mismatched braces", EdmType::Guid, u"{3f2504e0-4f89-11d3-9a0c-0305e82c3301)"_s, {}},
        {"guid urn", EdmType::Guid, u"urn:uuid:3f2504e0-4f89-11d3-9a0c-0305e82c3301"_s, {}},
        {"guid empty", EdmType::Guid, QString(), {}},

        {"binary base64", EdmType::Binary, u"3q2+7w=="_s, Value::binary(deadbeef)},
        {"binary no padding needed", EdmType::Binary, u"AQID"_s, Value::binary(QByteArray("\x01\x02\x03"))},
        {"binary one zero byte", EdmType::Binary, u"AA=="_s, Value::binary(QByteArray(1, '\0'))},
        {"binary empty", EdmType::Binary, QString(), Value::binary(QByteArray())},
        {"binary white space inside", EdmType::Binary, u" 3q2+\r\n7w== "_s, Value::binary(deadbeef)},
        {"binary 0x01 is base64", EdmType::Binary, u"0x01"_s, Value::binary(QByteArray("\xd3\x1d\x35"))},
        {"binary unpadded", EdmType::Binary, u"3q2+7w"_s, {}},
        {"binary bad character", EdmType::Binary, u"3q2*7w=="_s, {}},
        {"binary url alphabet", EdmType::Binary, u"3q2-7w=="_s, {}},
        {"binary hex", EdmType::Binary, u"0xdeadbeef"_s, {}},
        {"binary spaced hex", EdmType::Binary, u"0X DE AD BE EF"_s, {}},
        {"binary padding first", EdmType::Binary, u"=3q2"_s, {}},
        {"binary padding inside", EdmType::Binary, u"3q==7w=="_s, {}},
        {"binary three pads", EdmType::Binary, u"A==="_s, {}},
    };
    return all;
}

enum class Rows { All, Accepted, Refused };

// A column "row" holding the index of each case, one data row per case (of those `which` picks), named
// after it.
inline void addRows(Rows which = Rows::All)
{
    QTest::addColumn<int>("row");
    for (int i = 0; i < cases().size(); ++i) {
        const bool accepted = cases()[i].value.has_value();
        if (which == Rows::All || accepted == (which == Rows::Accepted))
            QTest::newRow(cases()[i].name) << i;
    }
}

// Empty when `result` is what `c` wants (the same type and value, a Double's sign included, or a refusal
// with its error code), else what differs.
inline QString mismatch(const Case &c, const rowan::Result<Value> &result)
{
    if (!c.value) {
        if (result)
            return QStringLiteral("accepted as %1, should be refused").arg(result->toDisplayString());
        if (result.error().code != c.error)
            return QStringLiteral("refused with %1, should be %2")
                .arg(result.error().codeName(), rowan::errorCodeName(c.error));
        return {};
    }
    if (!result)
        return QStringLiteral("refused: %1").arg(result.error().toString());
    const bool same = *result == *c.value
        && (c.type != EdmType::Double
            || std::signbit(result->toDouble()) == std::signbit(c.value->toDouble()));
    if (!same)
        return QStringLiteral("read as %1 %2, should be %3 %4")
            .arg(rowan::edmTypeName(result->type()), result->toDisplayString(), rowan::edmTypeName(c.type),
                c.value->toDisplayString());
    return {};
}

// The case of the current data row (of a table made by addRows()).
inline const Case &currentCase()
{
    QFETCH(int, row);
    return cases().at(row);
}

// Checks what `read(type, text)` makes of the current case's text.
template<typename Read>
void expectCase(Read read)
{
    const Case &c = currentCase();
    const QString problem = mismatch(c, read(c.type, c.text));
    QVERIFY2(problem.isEmpty(), qPrintable(c.text + QStringLiteral(": ") + problem));
}

// Checks that what `format(value)` writes for the current (accepted) case reads back by `read`.
template<typename Format, typename Read>
void expectRoundTrip(Format format, Read read)
{
    const Case &c = currentCase();
    const Case again {c.name, c.type, format(*c.value), c.value};
    const QString problem = mismatch(again, read(c.type, again.text));
    QVERIFY2(problem.isEmpty(), qPrintable(again.text + QStringLiteral(": ") + problem));
}

} // namespace valuetexttable
