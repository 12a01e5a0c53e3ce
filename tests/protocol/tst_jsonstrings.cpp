// JSON string output at the edges of the encoder's plain-ASCII runs, and annotation member names built
// without concatenation (tst_jsonentity covers each escape on its own).
#include "rowan/protocol/jsonentity.h"

#include <QTest>

#include <limits>

using namespace rowan;
using namespace rowan::protocol;

class TestJsonStrings : public QObject
{
    Q_OBJECT

private slots:
    void runs_data();
    void runs();
    void longText();
    void annotationNames_data();
    void annotationNames();
    void int32Bounds_data();
    void int32Bounds();
};

void TestJsonStrings::runs_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("json");

    QTest::newRow("empty") << QString() << QByteArray(R"("")");
    QTest::newRow("escape first") << QStringLiteral("\"abc") << QByteArray(R"("\"abc")");
    QTest::newRow("escape last") << QStringLiteral("abc\\") << QByteArray(R"("abc\\")");
    QTest::newRow("escape between runs") << QStringLiteral("ab\ncd\tef") << QByteArray(R"("ab\ncd\tef")");
    QTest::newRow("adjacent escapes") << QStringLiteral("\"\"\\") << QByteArray(R"("\"\"\\")");
    QTest::newRow("control between runs")
        << QStringLiteral("a") + QChar(0x1F) + QStringLiteral("b") << QByteArray(R"("a\u001fb")");
    QTest::newRow("space and tilde are plain") << QStringLiteral(" ~") << QByteArray(R"(" ~")");
    QTest::newRow("DEL is written as is") << QString(QChar(0x7F)) << QByteArray("\"\x7f\"");
    QTest::newRow("non-ASCII between runs") << QString::fromUtf8("Zürich €5")
                                            << QByteArray("\"Z\xc3\xbcrich \xe2\x82\xac"
                                                          "5\"");
    QTest::newRow("surrogate pair ends the text")
        << QString::fromUtf8("ab😀") << QByteArray("\"ab\xf0\x9f\x98\x80\"");
    QTest::newRow("lone surrogate between runs")
        << QStringLiteral("ab") + QChar(0xDBFF) + QStringLiteral("cd") << QByteArray(R"("ab\udbffcd")");
}

void TestJsonStrings::runs()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, json);
    Entity entity(QStringLiteral("p"), QStringLiteral("r"));
    entity.setProperty(QStringLiteral("S"), Value::string(text));
    const QByteArray body = encodeEntityBody(entity);
    QCOMPARE(body, R"({"PartitionKey":"p","RowKey":"r","S":)" + json + '}');
    Result<Entity> back = decodeEntity(body);
    QVERIFY(back.has_value());
    QCOMPARE(back->property(u"S")->toString(), text);
}

void TestJsonStrings::longText()
{
    // Runs far longer than any buffer growth step, with an escape every 1000 units.
    QString text;
    QByteArray expected = "\"";
    for (int i = 0; i < 32; ++i) {
        text += QString(999, QLatin1Char('a' + i % 26)) + QLatin1Char('"');
        expected += QByteArray(999, char('a' + i % 26)) + "\\\"";
    }
    expected += '"';
    Entity entity(QStringLiteral("p"), QStringLiteral("r"));
    entity.setProperty(QStringLiteral("S"), Value::string(text));
    QCOMPARE(encodeEntityBody(entity), R"({"PartitionKey":"p","RowKey":"r","S":)" + expected + '}');
}

void TestJsonStrings::annotationNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("member");

    QTest::newRow("ascii") << QStringLiteral("When")
                           << QByteArray(R"("When@odata.type":"Edm.Int64","When":"7")");
    QTest::newRow("non-ASCII name") << QString::fromUtf8("Größe")
                                    << QByteArray("\"Gr\xc3\xb6\xc3\x9f"
                                                  "e@odata.type\":\"Edm.Int64\",\"Gr\xc3\xb6\xc3\x9f"
                                                  "e\":\"7\"");
    QTest::newRow("underscore name") << QStringLiteral("_x1")
                                     << QByteArray(R"("_x1@odata.type":"Edm.Int64","_x1":"7")");
}

void TestJsonStrings::annotationNames()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, member);
    Entity entity(QStringLiteral("p"), QStringLiteral("r"));
    entity.setProperty(name, Value::int64(7));
    const QByteArray body = encodeEntityBody(entity);
    QCOMPARE(body, R"({"PartitionKey":"p","RowKey":"r",)" + member + '}');
    Result<Entity> back = decodeEntity(body);
    QVERIFY(back.has_value());
    const Value *value = back->property(name);
    QVERIFY(value);
    QCOMPARE(value->type(), EdmType::Int64);
    QCOMPARE(value->toInt64(), 7);
}

void TestJsonStrings::int32Bounds_data()
{
    QTest::addColumn<qint32>("value");
    QTest::addColumn<QByteArray>("text");

    QTest::newRow("min") << std::numeric_limits<qint32>::min() << QByteArray("-2147483648");
    QTest::newRow("zero") << 0 << QByteArray("0");
    QTest::newRow("max") << std::numeric_limits<qint32>::max() << QByteArray("2147483647");
}

void TestJsonStrings::int32Bounds()
{
    QFETCH(qint32, value);
    QFETCH(QByteArray, text);
    Entity entity(QStringLiteral("p"), QStringLiteral("r"));
    entity.setProperty(QStringLiteral("N"), Value::int32(value));
    QCOMPARE(encodeEntityBody(entity), R"({"PartitionKey":"p","RowKey":"r","N":)" + text + '}');
}

QTEST_GUILESS_MAIN(TestJsonStrings)
#include "tst_jsonstrings.moc"
