#include "models/grid/entityclipboard.h"

#include <rowan/protocol/jsonentity.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace rowan;

Q_DECLARE_METATYPE(rowan::Value)
Q_DECLARE_METATYPE(rowan::Entity)

namespace {
Entity sample()
{
    Entity e(QStringLiteral("Sales"), QStringLiteral("0001"));
    e.setTimestamp(DateTime(638'000'000'000'000'000));
    e.setEtag(QStringLiteral("W/\"datetime'2022-09-13T05%3A46%3A40Z'\""));
    e.setProperty(QStringLiteral("Name"), Value::string(QStringLiteral("Ada")));
    e.setProperty(QStringLiteral("Count"), Value::int32(-7));
    e.setProperty(QStringLiteral("Big"), Value::int64(9'007'199'254'740'993LL));
    e.setProperty(QStringLiteral("Whole"), Value::float64(2.0));
    e.setProperty(QStringLiteral("Ratio"), Value::float64(0.1));
    e.setProperty(QStringLiteral("Active"), Value::boolean(true));
    return e;
}
} // namespace

class TestEntityClipboard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cellText_data();
    void cellText();
    void tsvField_data();
    void tsvField();
    void tsvRowsHaveAHeader_data();
    void tsvRowsHaveAHeader();
    void jsonAnnotations_data();
    void jsonAnnotations();
    void jsonRoundTrips();
    void jsonOfCellsKeepsKeys();
    void emptySelection();
    void fromJsonRoundTrips_data();
    void fromJsonRoundTrips();
    void fromJsonRefuses_data();
    void fromJsonRefuses();
};

void TestEntityClipboard::cellText_data()
{
    QTest::addColumn<Value>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("string") << Value::string(QStringLiteral("héllo")) << QStringLiteral("héllo");
    QTest::newRow("int32") << Value::int32(-42) << QStringLiteral("-42");
    QTest::newRow("int64 beyond 2^53")
        << Value::int64(9'007'199'254'740'993LL) << QStringLiteral("9007199254740993");
    QTest::newRow("int64 min") << Value::int64(std::numeric_limits<qint64>::min())
                               << QStringLiteral("-9223372036854775808");
    QTest::newRow("whole double") << Value::float64(2.0) << QStringLiteral("2.0");
    QTest::newRow("negative whole double") << Value::float64(-15.0) << QStringLiteral("-15.0");
    QTest::newRow("fraction") << Value::float64(0.1) << QStringLiteral("0.1");
    QTest::newRow("exponent") << Value::float64(1e300) << QStringLiteral("1e+300");
    QTest::newRow("nan") << Value::float64(std::nan("")) << QStringLiteral("NaN");
    QTest::newRow("-infinity") << Value::float64(-std::numeric_limits<double>::infinity())
                               << QStringLiteral("-Infinity");
    QTest::newRow("true") << Value::boolean(true) << QStringLiteral("true");
    QTest::newRow("false") << Value::boolean(false) << QStringLiteral("false");
    QTest::newRow("datetime") << Value::dateTime(*DateTime::fromIsoString(u"2021-02-05T17:15:16.7935715Z"))
                              << QStringLiteral("2021-02-05T17:15:16.7935715Z");
    QTest::newRow("guid") << Value::guid(QUuid(QStringLiteral("{C9DA6455-213D-42C9-9A79-3E9149A57833}")))
                          << QStringLiteral("c9da6455-213d-42c9-9a79-3e9149a57833");
    QTest::newRow("binary") << Value::binary(QByteArray("\x00\x01\xff", 3)) << QStringLiteral("AAH/");
}

void TestEntityClipboard::cellText()
{
    QFETCH(Value, value);
    QFETCH(QString, expected);
    Entity e(QStringLiteral("pk"), QStringLiteral("rk"));
    e.setProperty(QStringLiteral("P"), value);
    QCOMPARE(EntityClipboard::cellText(e, QStringLiteral("P")), expected);
    QCOMPARE(EntityClipboard::cellText(e, QStringLiteral("Missing")), QString());
    QCOMPARE(EntityClipboard::cellText(e, QStringLiteral("PartitionKey")), QStringLiteral("pk"));
    QCOMPARE(EntityClipboard::cellText(e, QStringLiteral("RowKey")), QStringLiteral("rk"));
}

void TestEntityClipboard::tsvField_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << QStringLiteral("a b,c;d") << QStringLiteral("a b,c;d");
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("tab") << QStringLiteral("a\tb") << QStringLiteral("\"a\tb\"");
    QTest::newRow("newline") << QStringLiteral("line 1\nline 2") << QStringLiteral("\"line 1\nline 2\"");
    QTest::newRow("crlf") << QStringLiteral("a\r\nb") << QStringLiteral("\"a\r\nb\"");
    QTest::newRow("quote") << QStringLiteral("say \"hi\"") << QStringLiteral("\"say \"\"hi\"\"\"");
    QTest::newRow("single quote untouched") << QStringLiteral("it's") << QStringLiteral("it's");
}

void TestEntityClipboard::tsvField()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(EntityClipboard::tsvField(text), expected);
}

void TestEntityClipboard::tsvRowsHaveAHeader_data()
{
    QTest::addColumn<QStringList>("columns");
    QTest::addColumn<bool>("header");
    QTest::addColumn<QString>("expected");
    const Entity e = sample();
    QTest::newRow("rows in view order")
        << QStringList {"RowKey", "PartitionKey", "Count", "Whole", "Big", "Active"} << true
        << QStringLiteral("RowKey\tPartitionKey\tCount\tWhole\tBig\tActive\n"
                          "0001\tSales\t-7\t2.0\t9007199254740993\ttrue\n"
                          "0002\tSales\t\t\t\t");
    QTest::newRow("cells without header")
        << QStringList {"Name", "Ratio"} << false << QStringLiteral("Ada\t0.1\nline\tbreak\t");
    QTest::newRow("timestamp") << QStringList {"Timestamp"} << false
                               << e.timestamp().toIsoString() + QLatin1Char('\n')
            + e.timestamp().toIsoString();
}

void TestEntityClipboard::tsvRowsHaveAHeader()
{
    QFETCH(QStringList, columns);
    QFETCH(bool, header);
    QFETCH(QString, expected);
    Entity second(QStringLiteral("Sales"), QStringLiteral("0002"));
    second.setTimestamp(sample().timestamp());
    second.setProperty(QStringLiteral("Name"), Value::string(QStringLiteral("line\tbreak")));
    QString want = expected;
    // The second entity's Name holds a tab, so it is quoted.
    want.replace(QStringLiteral("line\tbreak\t"), QStringLiteral("\"line\tbreak\"\t"));
    QCOMPARE(EntityClipboard::toTsv({sample(), second}, columns, header), want);
}

void TestEntityClipboard::jsonAnnotations_data()
{
    QTest::addColumn<QString>("property");
    QTest::addColumn<QString>("annotation"); // empty: none expected
    QTest::addColumn<QByteArray>("rawValue"); // as the JSON text writes it
    QTest::newRow("int64 as string") << "Big"
                                     << "Edm.Int64" << QByteArray("\"9007199254740993\"");
    QTest::newRow("whole double keeps its type") << "Whole"
                                                 << "Edm.Double" << QByteArray("2.0");
    QTest::newRow("fractional double") << "Ratio" << QString() << QByteArray("0.1");
    QTest::newRow("int32") << "Count" << QString() << QByteArray("-7");
    QTest::newRow("string") << "Name" << QString() << QByteArray("\"Ada\"");
    QTest::newRow("boolean") << "Active" << QString() << QByteArray("true");
}

void TestEntityClipboard::jsonAnnotations()
{
    QFETCH(QString, property);
    QFETCH(QString, annotation);
    QFETCH(QByteArray, rawValue);
    const QByteArray json = EntityClipboard::toJson({sample()});
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(doc.isArray());
    QCOMPARE(doc.array().size(), 1);
    const QJsonObject o = doc.array().at(0).toObject();
    QCOMPARE(o.value(QStringLiteral("PartitionKey")).toString(), QStringLiteral("Sales"));
    QCOMPARE(o.value(QStringLiteral("odata.etag")).toString(), sample().etag());
    const QString key = property + QStringLiteral("@odata.type");
    if (annotation.isEmpty())
        QVERIFY2(!o.contains(key), qPrintable(key));
    else
        QCOMPARE(o.value(key).toString(), annotation);
    const QByteArray member = '"' + property.toUtf8() + "\":" + rawValue;
    QVERIFY2(json.contains(member), json.constData());
    QVERIFY(!o.contains(QStringLiteral("odata.metadata")));
}

void TestEntityClipboard::jsonRoundTrips()
{
    Entity a = sample();
    a.setProperty(
        QStringLiteral("When"), Value::dateTime(*DateTime::fromIsoString(u"1999-12-31T23:59:59.1234567Z")));
    a.setProperty(QStringLiteral("Id"), Value::guid(QUuid::createUuid()));
    a.setProperty(QStringLiteral("Bytes"), Value::binary(QByteArray("\x00\x7f\x80", 3)));
    Entity b(QStringLiteral("Other"), QStringLiteral("x\"y"));
    b.setTimestamp(a.timestamp());
    b.setProperty(QStringLiteral("Text"), Value::string(QStringLiteral("tab\there\nnewline")));
    const QByteArray json = EntityClipboard::toJson({a, b});
    QCOMPARE(json.count('\n'), 3); // one entity per line between the brackets
    // The Table service's own decoder reads the array back to the same typed entities.
    const auto decoded = protocol::decodeEntityPage("{\"value\":" + json + '}');
    QVERIFY2(decoded, qPrintable(decoded ? QString() : decoded.error().message));
    QCOMPARE(decoded->size(), 2);
    QVERIFY(decoded->at(0).sameContent(a));
    QVERIFY(decoded->at(1).sameContent(b));
    QCOMPARE(decoded->at(0).property(QStringLiteral("Whole"))->type(), EdmType::Double);
    QCOMPARE(decoded->at(0).property(QStringLiteral("Big"))->toInt64(), 9'007'199'254'740'993LL);
}

void TestEntityClipboard::jsonOfCellsKeepsKeys()
{
    const QByteArray json = EntityClipboard::toJson({sample()}, QStringList {"Big", "Missing"});
    const QJsonObject o = QJsonDocument::fromJson(json).array().at(0).toObject();
    QCOMPARE(o.value(QStringLiteral("PartitionKey")).toString(), QStringLiteral("Sales"));
    QCOMPARE(o.value(QStringLiteral("RowKey")).toString(), QStringLiteral("0001"));
    QCOMPARE(o.value(QStringLiteral("Big")).toString(), QStringLiteral("9007199254740993"));
    QCOMPARE(o.value(QStringLiteral("Big@odata.type")).toString(), QStringLiteral("Edm.Int64"));
    QVERIFY(o.value(QStringLiteral("Missing")).isNull());
    QVERIFY(!o.contains(QStringLiteral("Name")));
    QVERIFY(!o.contains(QStringLiteral("Timestamp")));
}

void TestEntityClipboard::emptySelection()
{
    QCOMPARE(EntityClipboard::toJson({}), QByteArray("[]"));
    QCOMPARE(EntityClipboard::toTsv({}, {"A"}, true), QStringLiteral("A"));
    QCOMPARE(EntityClipboard::toTsv({}, {"A"}, false), QString());
}

namespace {
// Every EDM type, at the edges a paste must keep exactly.
Entity everyType(const QString &rowKey)
{
    Entity e = sample();
    e.setRowKey(rowKey);
    e.setProperty(QStringLiteral("Max"), Value::int64(std::numeric_limits<qint64>::max()));
    e.setProperty(
        QStringLiteral("When"), Value::dateTime(*DateTime::fromIsoString(u"1601-01-01T00:00:00.0000001Z")));
    e.setProperty(
        QStringLiteral("Id"), Value::guid(QUuid(QStringLiteral("{0f8fad5b-d9cb-469f-a165-70867728950e}"))));
    e.setProperty(QStringLiteral("Bytes"), Value::binary(QByteArray("\x00\xff\x80\n", 4)));
    e.setProperty(QStringLiteral("Empty"), Value::string(QString()));
    e.setProperty(QStringLiteral("Off"), Value::boolean(false));
    e.setProperty(QStringLiteral("Tiny"), Value::float64(5e-324));
    return e;
}
} // namespace

void TestEntityClipboard::fromJsonRoundTrips_data()
{
    QTest::addColumn<QList<Entity>>("entities");
    QTest::addColumn<bool>("asObject"); // one entity pasted as a bare object rather than an array
    QTest::newRow("one entity in an array") << QList<Entity> {everyType(QStringLiteral("a"))} << false;
    QTest::newRow("one bare entity object") << QList<Entity> {everyType(QStringLiteral("a"))} << true;
    QTest::newRow("array of three") << QList<Entity> {everyType(QStringLiteral("a")),
        Entity(QStringLiteral("p"), QStringLiteral("b")), everyType(QStringLiteral("c\"é"))}
                                    << false;
}

void TestEntityClipboard::fromJsonRoundTrips()
{
    QFETCH(QList<Entity>, entities);
    QFETCH(bool, asObject);
    QByteArray json = EntityClipboard::toJson(entities);
    if (asObject) {
        json = json.trimmed();
        json = json.mid(1, json.size() - 2); // the array's brackets off: one object
    }
    const auto read = EntityClipboard::fromJson(json);
    QVERIFY2(read, qPrintable(read ? QString() : read.error().message));
    QCOMPARE(read->size(), entities.size());
    for (qsizetype i = 0; i < entities.size(); ++i) {
        QVERIFY(read->at(i).sameContent(entities.at(i)));
        for (const Property &p : entities.at(i).properties())
            QCOMPARE(read->at(i).property(p.name)->type(), p.value.type());
    }
}

void TestEntityClipboard::fromJsonRefuses_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("named"); // a part of the message that names the problem
    QTest::newRow("empty") << QByteArray("  \n") << "no text";
    QTest::newRow("plain text") << QByteArray("hello") << "not JSON";
    QTest::newRow("tab-separated rows") << QByteArray("PartitionKey\tRowKey\np\tr") << "tab-separated";
    QTest::newRow("broken JSON object") << QByteArray("{\"PartitionKey\":\"p\",") << "";
    QTest::newRow("empty array") << QByteArray("[]") << "no entities";
    QTest::newRow("unclosed array") << QByteArray("[{\"PartitionKey\":\"p\",\"RowKey\":\"r\"}") << "line 1";
    QTest::newRow("missing PartitionKey in an object") << QByteArray("{\"RowKey\":\"r\"}") << "PartitionKey";
    QTest::newRow("missing PartitionKey in the second entity")
        << QByteArray("[{\"PartitionKey\":\"p\",\"RowKey\":\"r\"},\n{\"RowKey\":\"s\"}]")
        << "entity 2 (line 2)";
    QTest::newRow("missing RowKey") << QByteArray("[{\"PartitionKey\":\"p\"}]") << "RowKey";
    QTest::newRow("Int64 that is not a number") << QByteArray(
        "[{\"PartitionKey\":\"p\",\"RowKey\":\"r\",\"N@odata.type\":\"Edm.Int64\",\"N\":\"x1\"}]")
                                                << "Edm.Int64";
    QTest::newRow("Guid that is not a Guid") << QByteArray(
        "[{\"PartitionKey\":\"p\",\"RowKey\":\"r\",\"G@odata.type\":\"Edm.Guid\",\"G\":\"nope\"}]")
                                             << "Edm.Guid";
    QTest::newRow("DateTime that is not a date") << QByteArray(
        "[{\"PartitionKey\":\"p\",\"RowKey\":\"r\",\"D@odata.type\":\"Edm.DateTime\",\"D\":\"yesterday\"}]")
                                                 << "Edm.DateTime";
    QTest::newRow("unknown type") << QByteArray(
        "[{\"PartitionKey\":\"p\",\"RowKey\":\"r\",\"X@odata.type\":\"Edm.Money\",\"X\":\"1\"}]")
                                  << "Edm.Money";
}

void TestEntityClipboard::fromJsonRefuses()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, named);
    const auto read = EntityClipboard::fromJson(text);
    QVERIFY(!read);
    QVERIFY2(!read.error().message.isEmpty(), "a refusal says why");
    QVERIFY2(read.error().message.contains(named, Qt::CaseInsensitive), qPrintable(read.error().message));
}

QTEST_GUILESS_MAIN(TestEntityClipboard)
#include "tst_entityclipboard.moc"
