// valueFromText()/valueToText() (CSV cell text of every EDM type, exact round trips and refusals) and
// TypeDetector (the preview's guesses for untyped columns).
#include <rowan/transfer/transfer.h>

#include <QTest>

#include <cmath>

using namespace rowan;
using namespace rowan::transfer;

Q_DECLARE_METATYPE(rowan::Value)
Q_DECLARE_METATYPE(rowan::EdmType)
Q_DECLARE_METATYPE(rowan::ErrorCode)

class TestTransferValues : public QObject
{
    Q_OBJECT

    // The round trip's values, by row (kept here rather than in the data table).
    QList<Value> m_values;
    int addValue(const Value &value)
    {
        m_values.append(value);
        return int(m_values.size() - 1);
    }

private slots:
    void roundTrip_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("text");
        m_values.clear();
        QTest::newRow("string") << addValue(Value::string(QStringLiteral("a, \"b\"\nc")))
                                << QStringLiteral("a, \"b\"\nc");
        QTest::newRow("empty string") << addValue(Value::string(QString())) << QString();
        QTest::newRow("unicode") << addValue(Value::string(QStringLiteral("Zürich 東京 😀")))
                                 << QStringLiteral("Zürich 東京 😀");
        QTest::newRow("int32 min") << addValue(Value::int32(-2147483647 - 1))
                                   << QStringLiteral("-2147483648");
        QTest::newRow("int32 max") << addValue(Value::int32(2147483647)) << QStringLiteral("2147483647");
        QTest::newRow("int64 2^53+1")
            << addValue(Value::int64(9007199254740993LL)) << QStringLiteral("9007199254740993");
        QTest::newRow("int64 min") << addValue(Value::int64(std::numeric_limits<qint64>::min()))
                                   << QStringLiteral("-9223372036854775808");
        QTest::newRow("int64 max") << addValue(Value::int64(std::numeric_limits<qint64>::max()))
                                   << QStringLiteral("9223372036854775807");
        QTest::newRow("whole double") << addValue(Value::float64(2.0)) << QStringLiteral("2.0");
        QTest::newRow("negative zero") << addValue(Value::float64(-0.0)) << QStringLiteral("-0.0");
        QTest::newRow("double 0.1") << addValue(Value::float64(0.1)) << QStringLiteral("0.1");
        QTest::newRow("double large") << addValue(Value::float64(1e300)) << QStringLiteral("1e+300");
        QTest::newRow("double tiny") << addValue(Value::float64(5e-324)) << QStringLiteral("5e-324");
        QTest::newRow("NaN") << addValue(Value::float64(std::nan(""))) << QStringLiteral("NaN");
        QTest::newRow("Infinity") << addValue(Value::float64(HUGE_VAL)) << QStringLiteral("Infinity");
        QTest::newRow("-Infinity") << addValue(Value::float64(-HUGE_VAL)) << QStringLiteral("-Infinity");
        QTest::newRow("true") << addValue(Value::boolean(true)) << QStringLiteral("true");
        QTest::newRow("false") << addValue(Value::boolean(false)) << QStringLiteral("false");
        QTest::newRow("datetime 100ns") << addValue(Value::dateTime(DateTime(DateTime::UnixEpochTicks + 1)))
                                        << QStringLiteral("1970-01-01T00:00:00.0000001Z");
        QTest::newRow("datetime min") << addValue(Value::dateTime(DateTime(DateTime::MinTicks)))
                                      << QStringLiteral("1601-01-01T00:00:00.0000000Z");
        QTest::newRow("datetime max") << addValue(Value::dateTime(DateTime(DateTime::MaxTicks)))
                                      << QStringLiteral("9999-12-31T23:59:59.9999999Z");
        QTest::newRow("guid") << addValue(
            Value::guid(QUuid(QStringLiteral("{0f8fad5b-d9cb-469f-a165-70867728950e}"))))
                              << QStringLiteral("0f8fad5b-d9cb-469f-a165-70867728950e");
        QTest::newRow("binary") << addValue(Value::binary(QByteArray("\x00\xff\x10 ,\"", 6)))
                                << QStringLiteral("AP8QICwi");
        QTest::newRow("empty binary") << addValue(Value::binary(QByteArray())) << QString();
    }
    void roundTrip()
    {
        QFETCH(int, index);
        QFETCH(QString, text);
        const Value value = m_values.at(index);
        QCOMPARE(valueToText(value), text);
        const auto back = valueFromText(text, value.type());
        QVERIFY2(back.has_value(), qPrintable(back ? QString() : back.error().toString()));
        QVERIFY(*back == value);
        if (value.type() == EdmType::Double)
            QCOMPARE(std::signbit(back->toDouble()), std::signbit(value.toDouble()));
    }

    void accepted_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<EdmType>("type");
        QTest::addColumn<Value>("value");
        QTest::newRow("TRUE") << QStringLiteral("TRUE") << EdmType::Boolean << Value::boolean(true);
        QTest::newRow("whole as double") << QStringLiteral("2") << EdmType::Double << Value::float64(2.0);
        QTest::newRow("plus sign double") << QStringLiteral("+1.5") << EdmType::Double << Value::float64(1.5);
        QTest::newRow("braced guid") << QStringLiteral("{0F8FAD5B-D9CB-469F-A165-70867728950E}")
                                     << EdmType::Guid
                                     << Value::guid(
                                            QUuid(QStringLiteral("0f8fad5b-d9cb-469f-a165-70867728950e")));
        QTest::newRow("int32 space") << QStringLiteral(" 1") << EdmType::Int32 << Value::int32(1);
        QTest::newRow("offset time") << QStringLiteral("2021-02-05T19:15:16+02:00") << EdmType::DateTime
                                     << Value::dateTime(*DateTime::fromIsoString(u"2021-02-05T17:15:16Z"));
    }
    void accepted()
    {
        QFETCH(QString, text);
        QFETCH(EdmType, type);
        QFETCH(Value, value);
        const auto parsed = valueFromText(text, type);
        QVERIFY2(parsed.has_value(), qPrintable(parsed ? QString() : parsed.error().toString()));
        QVERIFY(*parsed == value);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<EdmType>("type");
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<QString>("message");
        const auto invalid = ErrorCode::InvalidValueType;
        QTest::newRow("int32 overflow") << QStringLiteral("2147483648") << EdmType::Int32 << invalid
                                        << QStringLiteral("'2147483648' is not an Edm.Int32 (outside "
                                                          "-2147483648...2147483647)");
        QTest::newRow("int32 fraction") << QStringLiteral("1.5") << EdmType::Int32 << invalid
                                        << QStringLiteral("'1.5' is not an Edm.Int32");
        QTest::newRow("int64 overflow")
            << QStringLiteral("9223372036854775808") << EdmType::Int64 << invalid
            << QStringLiteral("'9223372036854775808' is not an Edm.Int64 (outside "
                              "-9223372036854775808...9223372036854775807)");
        QTest::newRow("empty int") << QString() << EdmType::Int64 << invalid
                                   << QStringLiteral("'' is not an Edm.Int64");
        QTest::newRow("double word") << QStringLiteral("abc") << EdmType::Double << invalid
                                     << QStringLiteral("'abc' is not an Edm.Double");
        QTest::newRow("double inf spelling") << QStringLiteral("inf") << EdmType::Double << invalid
                                             << QStringLiteral("'inf' is not an Edm.Double");
        QTest::newRow("bool yes") << QStringLiteral("yes") << EdmType::Boolean << invalid
                                  << QStringLiteral("'yes' is not an Edm.Boolean");
        QTest::newRow("date words") << QStringLiteral("tomorrow") << EdmType::DateTime << invalid
                                    << QStringLiteral("'tomorrow' is not an Edm.DateTime");
        QTest::newRow("date too early")
            << QStringLiteral("1600-12-31T23:59:59Z") << EdmType::DateTime << ErrorCode::OutOfRangeInput
            << QStringLiteral("'1600-12-31T23:59:59Z' is outside the Edm.DateTime "
                              "range 1601-01-01 ... 9999-12-31");
        QTest::newRow("guid short") << QStringLiteral("0f8fad5b-d9cb-469f-a165") << EdmType::Guid << invalid
                                    << QStringLiteral("'0f8fad5b-d9cb-469f-a165' is not an Edm.Guid");
        QTest::newRow("binary bad") << QStringLiteral("@@@") << EdmType::Binary << invalid
                                    << QStringLiteral("'@@@' is not an Edm.Binary (not base64)");
    }
    void refused()
    {
        QFETCH(QString, text);
        QFETCH(EdmType, type);
        QFETCH(ErrorCode, code);
        QFETCH(QString, message);
        const auto parsed = valueFromText(text, type);
        QVERIFY(!parsed.has_value());
        QCOMPARE(parsed.error().code, code);
        QCOMPARE(parsed.error().message, message);
    }

    void detect_data()
    {
        QTest::addColumn<QStringList>("samples");
        QTest::addColumn<EdmType>("type");
        QTest::newRow("none") << QStringList() << EdmType::String;
        QTest::newRow("empties only") << QStringList {QString(), QString()} << EdmType::String;
        QTest::newRow("booleans") << QStringList {QStringLiteral("true"), QStringLiteral("False")}
                                  << EdmType::Boolean;
        QTest::newRow("int32") << QStringList {QStringLiteral("1"), QString(), QStringLiteral("-7")}
                               << EdmType::Int32;
        QTest::newRow("int64") << QStringList {QStringLiteral("1"), QStringLiteral("9007199254740993")}
                               << EdmType::Int64;
        QTest::newRow("double") << QStringList {QStringLiteral("1"), QStringLiteral("2.5")}
                                << EdmType::Double;
        QTest::newRow("datetime") << QStringList {QStringLiteral("2021-02-05T17:15:16Z")}
                                  << EdmType::DateTime;
        QTest::newRow("guid") << QStringList {QStringLiteral("0f8fad5b-d9cb-469f-a165-70867728950e")}
                              << EdmType::Guid;
        QTest::newRow("mixed") << QStringList {QStringLiteral("1"), QStringLiteral("x")} << EdmType::String;
    }
    void detect()
    {
        QFETCH(QStringList, samples);
        QFETCH(EdmType, type);
        TypeDetector detector;
        for (const QString &s : samples)
            detector.add(s);
        QCOMPARE(detector.type(), type);
    }

    void names()
    {
        for (Format f : {Format::Csv, Format::JsonLines, Format::JsonArray})
            QCOMPARE(formatFromName(formatName(f)), f);
        QCOMPARE(formatFromFileName(u"a/b.NDJSON"), Format::JsonLines);
        QCOMPARE(formatFromFileName(u"data"), std::nullopt);
        for (ImportMode m :
            {ImportMode::Insert, ImportMode::Replace, ImportMode::Merge, ImportMode::SkipExisting})
            QCOMPARE(importModeFromName(importModeName(m)), m);
        QCOMPARE(importModeFromName(u"upsert"), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestTransferValues)
#include "tst_transfervalues.moc"
