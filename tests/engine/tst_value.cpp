#include "rowan/value.h"

#include <QTest>
#include <QTimeZone>

#include <bit>
#include <charconv>
#include <cmath>
#include <limits>
#include <random>

using namespace rowan;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(rowan::Value)

namespace {
// Ticks computed through QDateTime, an implementation independent of the one under test.
qint64 ticksOf(int y, int mo, int d, int h, int mi, int s, qint64 fraction7 = 0)
{
    const QDateTime dt(QDate(y, mo, d), QTime(h, mi, s), QTimeZone::UTC);
    return DateTime::UnixEpochTicks + dt.toMSecsSinceEpoch() * 10'000 + fraction7;
}
} // namespace

class TestValue : public QObject
{
    Q_OBJECT

private slots:
    void edmTypeNames_data();
    void edmTypeNames();
    void edmTypeFromNameRejects_data();
    void edmTypeFromNameRejects();
    void parseIso_data();
    void parseIso();
    void formatIso_data();
    void formatIso();
    void isoRoundTrip();
    void now();
    void qdatetime_data();
    void qdatetime();
    void toQDateTime();
    void storageSize_data();
    void storageSize();
    void displayString_data();
    void displayString();
    void doubleDisplayRoundTrips();
    void equality_data();
    void equality();
};

void TestValue::edmTypeNames_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("name");
    QTest::newRow("String") << int(EdmType::String) << u"Edm.String"_s;
    QTest::newRow("Binary") << int(EdmType::Binary) << u"Edm.Binary"_s;
    QTest::newRow("Boolean") << int(EdmType::Boolean) << u"Edm.Boolean"_s;
    QTest::newRow("DateTime") << int(EdmType::DateTime) << u"Edm.DateTime"_s;
    QTest::newRow("Double") << int(EdmType::Double) << u"Edm.Double"_s;
    QTest::newRow("Guid") << int(EdmType::Guid) << u"Edm.Guid"_s;
    QTest::newRow("Int32") << int(EdmType::Int32) << u"Edm.Int32"_s;
    QTest::newRow("Int64") << int(EdmType::Int64) << u"Edm.Int64"_s;
}

void TestValue::edmTypeNames()
{
    QFETCH(int, type);
    QFETCH(QString, name);
    QCOMPARE(edmTypeName(EdmType(type)), name);
    QCOMPARE(edmTypeFromName(name), std::optional(EdmType(type)));
    QCOMPARE(edmTypeFromName(name.mid(4)), std::optional(EdmType(type)));
}

void TestValue::edmTypeFromNameRejects_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("empty") << QString();
    QTest::newRow("prefix only") << u"Edm."_s;
    QTest::newRow("lower case") << u"edm.int32"_s;
    QTest::newRow("unknown") << u"Edm.Decimal"_s;
    QTest::newRow("trailing") << u"Edm.Int32 "_s;
    QTest::newRow("double prefix") << u"Edm.Edm.Int32"_s;
}

void TestValue::edmTypeFromNameRejects()
{
    QFETCH(QString, name);
    QCOMPARE(edmTypeFromName(name), std::nullopt);
}

void TestValue::parseIso_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("ticks");

    const qint64 sample = ticksOf(2021, 2, 5, 17, 15, 16, 7935715);
    QTest::newRow("7 digits") << u"2021-02-05T17:15:16.7935715Z"_s << true << sample;
    QTest::newRow("2 digits") << u"2021-02-05T17:15:16.79Z"_s << true
                              << ticksOf(2021, 2, 5, 17, 15, 16, 7900000);
    QTest::newRow("1 digit") << u"2021-02-05T17:15:16.7Z"_s << true
                             << ticksOf(2021, 2, 5, 17, 15, 16, 7000000);
    QTest::newRow("3 digits (JS)") << u"2021-02-05T17:15:16.793Z"_s << true
                                   << ticksOf(2021, 2, 5, 17, 15, 16, 7930000);
    QTest::newRow("6 digits (Python)")
        << u"2021-02-05T17:15:16.793571Z"_s << true << ticksOf(2021, 2, 5, 17, 15, 16, 7935710);
    QTest::newRow("no fraction") << u"2021-02-05T17:15:16Z"_s << true << ticksOf(2021, 2, 5, 17, 15, 16);
    QTest::newRow("no seconds") << u"2021-02-05T17:15Z"_s << true << ticksOf(2021, 2, 5, 17, 15, 0);
    QTest::newRow("no zone is UTC") << u"2021-02-05T17:15:16.7935715"_s << true << sample;
    QTest::newRow("+01:00") << u"2021-02-05T18:15:16.7935715+01:00"_s << true << sample;
    QTest::newRow("-05:30") << u"2021-02-05T11:45:16.7935715-05:30"_s << true << sample;
    QTest::newRow("+00:00") << u"2021-02-05T17:15:16.7935715+00:00"_s << true << sample;
    QTest::newRow("offset crosses midnight") << u"2021-02-06T01:15:16.7935715+08:00"_s << true << sample;
    QTest::newRow("lower-case t and z") << u"2021-02-05t17:15:16.7935715z"_s << true << sample;
    QTest::newRow("leap day") << u"2024-02-29T00:00:00Z"_s << true << ticksOf(2024, 2, 29, 0, 0, 0);
    QTest::newRow("2000-01-01 (.NET ticks)")
        << u"2000-01-01T00:00:00Z"_s << true << 630'822'816'000'000'000LL;
    QTest::newRow("unix epoch") << u"1970-01-01T00:00:00Z"_s << true << DateTime::UnixEpochTicks;
    QTest::newRow("service min") << u"1601-01-01T00:00:00Z"_s << true << DateTime::MinTicks;
    QTest::newRow("service max") << u"9999-12-31T23:59:59.9999999Z"_s << true << DateTime::MaxTicks;
    QTest::newRow("year 1 parses (range is the validator's)") << u"0001-01-01T00:00:00Z"_s << true << 0LL;
    QTest::newRow("before service min parses")
        << u"1600-12-31T23:59:59.9999999Z"_s << true << DateTime::MinTicks - 1;

    QTest::newRow("empty") << QString() << false << 0LL;
    QTest::newRow("word") << u"yesterday"_s << false << 0LL;
    QTest::newRow("date only") << u"2021-02-05"_s << false << 0LL;
    QTest::newRow("space separator") << u"2021-02-05 17:15:16Z"_s << false << 0LL;
    QTest::newRow("Feb 30") << u"2021-02-30T00:00:00Z"_s << false << 0LL;
    QTest::newRow("Feb 29 non-leap") << u"2023-02-29T00:00:00Z"_s << false << 0LL;
    QTest::newRow("1900 not leap") << u"1900-02-29T00:00:00Z"_s << false << 0LL;
    QTest::newRow("month 13") << u"2021-13-01T00:00:00Z"_s << false << 0LL;
    QTest::newRow("month 0") << u"2021-00-01T00:00:00Z"_s << false << 0LL;
    QTest::newRow("day 0") << u"2021-01-00T00:00:00Z"_s << false << 0LL;
    QTest::newRow("hour 24") << u"2021-02-05T24:00:00Z"_s << false << 0LL;
    QTest::newRow("minute 60") << u"2021-02-05T17:60:00Z"_s << false << 0LL;
    QTest::newRow("second 60") << u"2021-02-05T17:15:60Z"_s << false << 0LL;
    QTest::newRow("empty fraction") << u"2021-02-05T17:15:16.Z"_s << false << 0LL;
    QTest::newRow("8 digits") << u"2021-02-05T17:15:16.79357151Z"_s << false << 0LL;
    QTest::newRow("two zones") << u"2021-02-05T17:15:16ZZ"_s << false << 0LL;
    QTest::newRow("offset without colon") << u"2021-02-05T17:15:16+0100"_s << false << 0LL;
    QTest::newRow("offset hours only") << u"2021-02-05T17:15:16+01"_s << false << 0LL;
    QTest::newRow("offset beyond 14h") << u"2021-02-05T17:15:16+15:00"_s << false << 0LL;
    QTest::newRow("offset minute 60") << u"2021-02-05T17:15:16+01:60"_s << false << 0LL;
    QTest::newRow("leading space") << u" 2021-02-05T17:15:16Z"_s << false << 0LL;
    QTest::newRow("trailing space") << u"2021-02-05T17:15:16Z "_s << false << 0LL;
    QTest::newRow("two-digit year") << u"21-02-05T17:15:16Z"_s << false << 0LL;
    QTest::newRow("five-digit year") << u"12021-02-05T17:15:16Z"_s << false << 0LL;
    QTest::newRow("year 0") << u"0000-01-01T00:00:00Z"_s << false << 0LL;
    QTest::newRow("bad zone letter") << u"2021-02-05T17:15:16.7935715X"_s << false << 0LL;
    QTest::newRow("full-width digits") << u"２０２１-02-05T17:15:16Z"_s << false << 0LL;
    QTest::newRow("past year 9999 by offset") << u"9999-12-31T23:59:59-01:00"_s << false << 0LL;
    QTest::newRow("before year 1 by offset") << u"0001-01-01T00:00:00+01:00"_s << false << 0LL;
    QTest::newRow("sign in field") << u"2021-+2-05T17:15:16Z"_s << false << 0LL;
}

void TestValue::parseIso()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(qint64, ticks);
    const auto parsed = DateTime::fromIsoString(text);
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(parsed->ticks(), ticks);
}

void TestValue::formatIso_data()
{
    QTest::addColumn<qint64>("ticks");
    QTest::addColumn<QString>("text");
    QTest::newRow("sample") << ticksOf(2021, 2, 5, 17, 15, 16, 7935715) << u"2021-02-05T17:15:16.7935715Z"_s;
    QTest::newRow("whole second keeps 7 digits")
        << ticksOf(2021, 2, 5, 17, 15, 16) << u"2021-02-05T17:15:16.0000000Z"_s;
    QTest::newRow("one tick") << ticksOf(2021, 2, 5, 17, 15, 16, 1) << u"2021-02-05T17:15:16.0000001Z"_s;
    QTest::newRow("2000 (.NET ticks)") << 630'822'816'000'000'000LL << u"2000-01-01T00:00:00.0000000Z"_s;
    QTest::newRow("service min") << DateTime::MinTicks << u"1601-01-01T00:00:00.0000000Z"_s;
    QTest::newRow("service max") << DateTime::MaxTicks << u"9999-12-31T23:59:59.9999999Z"_s;
    QTest::newRow("tick zero") << 0LL << u"0001-01-01T00:00:00.0000000Z"_s;
    QTest::newRow("leap day end") << ticksOf(2024, 2, 29, 23, 59, 59, 9999999)
                                  << u"2024-02-29T23:59:59.9999999Z"_s;
}

void TestValue::formatIso()
{
    QFETCH(qint64, ticks);
    QFETCH(QString, text);
    QCOMPARE(DateTime(ticks).toIsoString(), text);
    QCOMPARE(DateTime::fromIsoString(text), std::optional(DateTime(ticks)));
}

void TestValue::isoRoundTrip()
{
    std::mt19937_64 rng(20210205);
    std::uniform_int_distribution<qint64> dist(DateTime::MinTicks, DateTime::MaxTicks);
    for (int i = 0; i < 20000; ++i) {
        const DateTime t(dist(rng));
        const QString text = t.toIsoString();
        QCOMPARE(text.size(), 28);
        const auto back = DateTime::fromIsoString(text);
        QVERIFY2(back.has_value(), qPrintable(text));
        QCOMPARE(back->ticks(), t.ticks());
    }
}

void TestValue::now()
{
    const qint64 before = DateTime::fromQDateTime(QDateTime::currentDateTimeUtc()).ticks();
    bool subMillisecond = false;
    DateTime last;
    for (int i = 0; i < 1000 && !subMillisecond; ++i) {
        last = DateTime::now();
        subMillisecond = last.ticks() % 10'000 != 0;
    }
    const qint64 after = DateTime::fromQDateTime(QDateTime::currentDateTimeUtc()).ticks();
    // QDateTime truncates to milliseconds, so allow one millisecond either side.
    QVERIFY(last.ticks() >= before - 10'000);
    QVERIFY(last.ticks() <= after + 10'000);
    QVERIFY2(subMillisecond, "now() never produced a sub-millisecond tick");
    QVERIFY(last.isInServiceRange());
}

void TestValue::qdatetime_data()
{
    QTest::addColumn<QDateTime>("dt");
    QTest::addColumn<qint64>("ticks");
    QTest::newRow("utc") << QDateTime(QDate(2021, 2, 5), QTime(17, 15, 16, 793), QTimeZone::UTC)
                         << ticksOf(2021, 2, 5, 17, 15, 16, 7930000);
    QTest::newRow("offset +02:00") << QDateTime(
        QDate(2021, 2, 5), QTime(19, 15, 16, 793), QTimeZone::fromSecondsAheadOfUtc(7200))
                                   << ticksOf(2021, 2, 5, 17, 15, 16, 7930000);
    QTest::newRow("service min") << QDateTime(QDate(1601, 1, 1), QTime(0, 0), QTimeZone::UTC)
                                 << DateTime::MinTicks;
    QTest::newRow("invalid is tick 0") << QDateTime() << 0LL;
}

void TestValue::qdatetime()
{
    QFETCH(QDateTime, dt);
    QFETCH(qint64, ticks);
    QCOMPARE(DateTime::fromQDateTime(dt).ticks(), ticks);
}

void TestValue::toQDateTime()
{
    const DateTime t(ticksOf(2021, 2, 5, 17, 15, 16, 7935715));
    const QDateTime dt = t.toQDateTime();
    QCOMPARE(dt.timeSpec(), Qt::UTC);
    QCOMPARE(dt, QDateTime(QDate(2021, 2, 5), QTime(17, 15, 16, 793), QTimeZone::UTC));
    QCOMPARE(DateTime(DateTime::MinTicks).toQDateTime(),
        QDateTime(QDate(1601, 1, 1), QTime(0, 0), QTimeZone::UTC));
    // Before the Unix epoch the sub-millisecond part still truncates toward the earlier millisecond.
    QCOMPARE(DateTime(DateTime::UnixEpochTicks - 1).toQDateTime().toMSecsSinceEpoch(), -1);
}

void TestValue::storageSize_data()
{
    QTest::addColumn<Value>("value");
    QTest::addColumn<qint64>("size");
    QTest::newRow("empty string") << Value::string(QString()) << 4LL;
    QTest::newRow("string abc") << Value::string(u"abc"_s) << 10LL;
    QTest::newRow("string with surrogate pair") << Value::string(u"a😀"_s) << 10LL;
    QTest::newRow("string 32768") << Value::string(QString(32768, u'x')) << 65540LL;
    QTest::newRow("empty binary") << Value::binary(QByteArray()) << 4LL;
    QTest::newRow("binary 3") << Value::binary(QByteArray("\x00\x01\x02", 3)) << 7LL;
    QTest::newRow("boolean") << Value::boolean(true) << 1LL;
    QTest::newRow("datetime") << Value::dateTime(DateTime(DateTime::MinTicks)) << 8LL;
    QTest::newRow("double") << Value::float64(1.5) << 8LL;
    QTest::newRow("guid") << Value::guid(QUuid::createUuid()) << 16LL;
    QTest::newRow("int32") << Value::int32(-1) << 4LL;
    QTest::newRow("int64") << Value::int64(1) << 8LL;
    QTest::newRow("default value is an empty string") << Value() << 4LL;
}

void TestValue::storageSize()
{
    QFETCH(Value, value);
    QFETCH(qint64, size);
    QCOMPARE(value.storageSize(), size);
}

void TestValue::displayString_data()
{
    QTest::addColumn<Value>("value");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("type");
    const int dbl = int(EdmType::Double);
    QTest::newRow("whole double") << Value::float64(2.0) << u"2"_s << dbl;
    QTest::newRow("0.1 shortest") << Value::float64(0.1) << u"0.1"_s << dbl;
    QTest::newRow("third") << Value::float64(1.0 / 3) << u"0.3333333333333333"_s << dbl;
    QTest::newRow("0.1+0.2") << Value::float64(0.1 + 0.2) << u"0.30000000000000004"_s << dbl;
    QTest::newRow("negative") << Value::float64(-2.5) << u"-2.5"_s << dbl;
    QTest::newRow("negative zero") << Value::float64(-0.0) << u"-0"_s << dbl;
    QTest::newRow("1e21") << Value::float64(1e21) << u"1e+21"_s << dbl;
    QTest::newRow("denormal min") << Value::float64(std::numeric_limits<double>::denorm_min()) << u"5e-324"_s
                                  << dbl;
    QTest::newRow("max") << Value::float64(std::numeric_limits<double>::max()) << u"1.7976931348623157e+308"_s
                         << dbl;
    QTest::newRow("NaN") << Value::float64(std::numeric_limits<double>::quiet_NaN()) << u"NaN"_s << dbl;
    QTest::newRow("Infinity") << Value::float64(std::numeric_limits<double>::infinity()) << u"Infinity"_s
                              << dbl;
    QTest::newRow("-Infinity") << Value::float64(-std::numeric_limits<double>::infinity()) << u"-Infinity"_s
                               << dbl;
    QTest::newRow("string") << Value::string(u"héllo"_s) << u"héllo"_s << int(EdmType::String);
    QTest::newRow("binary") << Value::binary(QByteArray("\x00\x01\xff", 3)) << u"AAH/"_s
                            << int(EdmType::Binary);
    QTest::newRow("empty binary") << Value::binary(QByteArray()) << QString() << int(EdmType::Binary);
    QTest::newRow("true") << Value::boolean(true) << u"true"_s << int(EdmType::Boolean);
    QTest::newRow("false") << Value::boolean(false) << u"false"_s << int(EdmType::Boolean);
    QTest::newRow("datetime") << Value::dateTime(DateTime(ticksOf(2021, 2, 5, 17, 15, 16, 7935715)))
                              << u"2021-02-05T17:15:16.7935715Z"_s << int(EdmType::DateTime);
    QTest::newRow("guid") << Value::guid(QUuid(u"{6F9619FF-8B86-D011-B42D-00C04FC964FF}"_s))
                          << u"6f9619ff-8b86-d011-b42d-00c04fc964ff"_s << int(EdmType::Guid);
    QTest::newRow("int32 min") << Value::int32(std::numeric_limits<qint32>::min()) << u"-2147483648"_s
                               << int(EdmType::Int32);
    QTest::newRow("int64 min") << Value::int64(std::numeric_limits<qint64>::min())
                               << u"-9223372036854775808"_s << int(EdmType::Int64);
    QTest::newRow("int64 whole stays Int64") << Value::int64(2) << u"2"_s << int(EdmType::Int64);
}

void TestValue::displayString()
{
    QFETCH(Value, value);
    QFETCH(QString, text);
    QFETCH(int, type);
    QCOMPARE(value.toDisplayString(), text);
    QCOMPARE(int(value.type()), type);
}

void TestValue::doubleDisplayRoundTrips()
{
    // Shortest round-trip: the text reads back to the same bits, and dropping a digit would not.
    std::mt19937_64 rng(42);
    for (int i = 0; i < 20000; ++i) {
        const double d = std::bit_cast<double>(rng());
        if (!std::isfinite(d))
            continue;
        const QByteArray text = Value::float64(d).toDisplayString().toLatin1();
        double back = 0;
        const auto result = std::from_chars(text.constData(), text.constData() + text.size(), back);
        QCOMPARE(result.ec, std::errc());
        QCOMPARE(result.ptr, text.constData() + text.size());
        QCOMPARE(std::bit_cast<quint64>(back), std::bit_cast<quint64>(d));
        QVERIFY2(text.size() <= QByteArray::number(d, 'g', 17).size(), text.constData());
    }
}

void TestValue::equality_data()
{
    QTest::addColumn<Value>("a");
    QTest::addColumn<Value>("b");
    QTest::addColumn<bool>("equal");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const QUuid g(u"6f9619ff-8b86-d011-b42d-00c04fc964ff"_s);
    QTest::newRow("same string") << Value::string(u"a"_s) << Value::string(u"a"_s) << true;
    QTest::newRow("case differs") << Value::string(u"a"_s) << Value::string(u"A"_s) << false;
    QTest::newRow("int32 vs int64") << Value::int32(1) << Value::int64(1) << false;
    QTest::newRow("int32 vs double") << Value::int32(2) << Value::float64(2.0) << false;
    QTest::newRow("NaN identity") << Value::float64(nan) << Value::float64(nan) << true;
    QTest::newRow("NaN vs number") << Value::float64(nan) << Value::float64(0.0) << false;
    QTest::newRow("zero signs") << Value::float64(0.0) << Value::float64(-0.0) << true;
    QTest::newRow("doubles differ") << Value::float64(0.1) << Value::float64(0.1 + 1e-17 * 2) << false;
    QTest::newRow("binary equal") << Value::binary("ab") << Value::binary("ab") << true;
    QTest::newRow("binary differ") << Value::binary("ab") << Value::binary("ac") << false;
    QTest::newRow("binary vs string") << Value::binary("ab") << Value::string(u"ab"_s) << false;
    QTest::newRow("guid") << Value::guid(g) << Value::guid(g) << true;
    QTest::newRow("guid differ") << Value::guid(g) << Value::guid(QUuid()) << false;
    QTest::newRow("datetime") << Value::dateTime(DateTime(5)) << Value::dateTime(DateTime(5)) << true;
    QTest::newRow("datetime differ") << Value::dateTime(DateTime(5)) << Value::dateTime(DateTime(6)) << false;
    QTest::newRow("bool") << Value::boolean(false) << Value::boolean(true) << false;
}

void TestValue::equality()
{
    QFETCH(Value, a);
    QFETCH(Value, b);
    QFETCH(bool, equal);
    QCOMPARE(a == b, equal);
    QCOMPARE(b == a, equal);
}

QTEST_GUILESS_MAIN(TestValue)
#include "tst_value.moc"
