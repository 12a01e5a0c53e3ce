// JSON Lines and JSON array readers: the Table service's minimal-metadata entities (annotations, exact
// Int64), rejected elements with their line, and broken structure.
#include "readsteps.h"

#include <QTest>

using namespace rowan;
using namespace rowan::transfer;

Q_DECLARE_METATYPE(rowan::transfer::Format)

namespace {
const QByteArray Typed
    = R"({"odata.etag":"W/\"x\"","PartitionKey":"p","RowKey":"r","Timestamp":"2021-02-05T17:15:16.7935715Z","Big@odata.type":"Edm.Int64","Big":"9007199254740993","D@odata.type":"Edm.Double","D":2.0,"T@odata.type":"Edm.DateTime","T":"1990-05-17T09:00:00.1234567Z","B@odata.type":"Edm.Binary","B":"AP8Q","G@odata.type":"Edm.Guid","G":"0f8fad5b-d9cb-469f-a165-70867728950e","I":5,"S":"a,\"b\"\nc","Y":true})";
const QString TypedSteps = QStringLiteral(
    "p|r|Big:Edm.Int64=9007199254740993|D:Edm.Double=2.0|T:Edm.DateTime=1990-05-17T09:00:00.1234567Z|"
    "B:Edm.Binary=AP8Q|G:Edm.Guid=0f8fad5b-d9cb-469f-a165-70867728950e|I:Edm.Int32=5|S:Edm.String=a,\"b\"\nc|"
    "Y:Edm.Boolean=true");
} // namespace

class TestJsonReader : public QObject
{
    Q_OBJECT

private slots:
    void read_data()
    {
        QTest::addColumn<Format>("format");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("steps");
        const auto lines = Format::JsonLines;
        const auto array = Format::JsonArray;
        QTest::newRow("lines: every type") << lines << Typed + "\n" << QStringList {TypedSteps};
        QTest::newRow("lines: crlf, blank lines, no final break")
            << lines
            << QByteArray("{\"PartitionKey\":\"a\",\"RowKey\":\"1\"}\r\n\r\n{\"PartitionKey\":\"a\","
                          "\"RowKey\":\"2\"}")
            << QStringList {QStringLiteral("a|1"), QStringLiteral("a|2")};
        QTest::newRow("lines: bad row and its line")
            << lines
            << QByteArray(
                   "{\"PartitionKey\":\"a\",\"RowKey\":\"1\"}\n{\"PartitionKey\":\"a\",\n"
                   "{\"PartitionKey\":\"a\",\"RowKey\":\"3\",\"N@odata.type\":\"Edm.Int64\",\"N\":\"x\"}\n"
                   "{\"PartitionKey\":\"a\",\"RowKey\":\"4\"}\n")
            << QStringList {QStringLiteral("a|1"), QStringLiteral("bad 2 InvalidInput: "),
                   QStringLiteral("bad 3 InvalidValueType: "), QStringLiteral("a|4")};
        QTest::newRow("lines: missing key") << lines << QByteArray("{\"PartitionKey\":\"a\"}\n")
                                            << QStringList {QStringLiteral("bad 1 PropertiesNeedValue: ")};
        // Only the file's first bytes can be a byte-order mark; anywhere else U+FEFF is data, raw or escaped.
        QTest::newRow("lines: mark skipped, values starting with U+FEFF kept")
            << lines
            << QByteArray("\xEF\xBB\xBF{\"PartitionKey\":\"\xEF\xBB\xBFp\",\"RowKey\":\"\xEF\xBB\xBF\","
                          "\"S\":\"\xEF\xBB\xBF\xEF\xBB\xBFP\"}\n"
                          "{\"PartitionKey\":\"p\",\"RowKey\":\"2\",\"S\":\"\\ufeffP\"}\n")
            << QStringList {QStringLiteral("\uFEFFp|\uFEFF|S:Edm.String=\uFEFF\uFEFFP"),
                   QStringLiteral("p|2|S:Edm.String=\uFEFFP")};
        QTest::newRow("lines: U+FEFF before a later line is no mark")
            << lines
            << QByteArray("{\"PartitionKey\":\"p\",\"RowKey\":\"1\"}\n"
                          "\xEF\xBB\xBF{\"PartitionKey\":\"p\",\"RowKey\":\"2\"}\n")
            << QStringList {QStringLiteral("p|1"), QStringLiteral("bad 2 InvalidInput: ")};
        QTest::newRow("array: mark skipped, values starting with U+FEFF kept")
            << array
            << QByteArray("\xEF\xBB\xBF[{\"PartitionKey\":\"\xEF\xBB\xBFp\",\"RowKey\":\"\xEF\xBB\xBF\","
                          "\"S\":\"\xEF\xBB\xBFP\"}]")
            << QStringList {QStringLiteral("\uFEFFp|\uFEFF|S:Edm.String=\uFEFFP")};
        QTest::newRow("lines: second mark at the start is data")
            << lines << QByteArray("\xEF\xBB\xBF\xEF\xBB\xBF{\"PartitionKey\":\"p\",\"RowKey\":\"1\"}\n")
            << QStringList {QStringLiteral("bad 1 InvalidInput: ")};
        QTest::newRow("array: U+FEFF before an element is no mark")
            << array
            << QByteArray("[{\"PartitionKey\":\"p\",\"RowKey\":\"1\"},\n"
                          "\xEF\xBB\xBF{\"PartitionKey\":\"p\",\"RowKey\":\"2\"}]")
            << QStringList {QStringLiteral("p|1"), QStringLiteral("bad 2 InvalidInput: ")};
        QTest::newRow("array: every type, spread over lines") << array << "[\n  " + Typed + "\n]\n"
                                                              << QStringList {TypedSteps};
        QTest::newRow("array: empty") << array << QByteArray(" [ ] ") << QStringList {};
        QTest::newRow("array: brackets inside strings")
            << array
            << QByteArray("[{\"PartitionKey\":\"[{\",\"RowKey\":\"}],\\\"\"},{\"PartitionKey\":\"b\","
                          "\"RowKey\":\"c\"}]")
            << QStringList {QStringLiteral("[{|}],\""), QStringLiteral("b|c")};
        QTest::newRow("array: a scalar element is one bad row")
            << array << QByteArray("[\n1,\n{\"PartitionKey\":\"b\",\"RowKey\":\"c\"}]")
            << QStringList {QStringLiteral("bad 2 InvalidInput: "), QStringLiteral("b|c")};
        QTest::newRow("array: line of a bad element")
            << array
            << QByteArray("[{\"PartitionKey\":\"a\",\n\"RowKey\":\"1\"},\n\n{\"PartitionKey\":\"a\","
                          "\"RowKey\":\"2\",\"X\":[1]}]")
            << QStringList {QStringLiteral("a|1"), QStringLiteral("bad 4 InvalidValueType: ")};
        QTest::newRow("array: not an array")
            << array << QByteArray("{\"PartitionKey\":\"a\"}")
            << QStringList {QStringLiteral("failed 1 InvalidInput: a JSON array must start with '['")};
        QTest::newRow("array: unclosed")
            << array << QByteArray("[{\"PartitionKey\":\"a\",\"RowKey\":\"1\"}")
            << QStringList {QStringLiteral("a|1"),
                   QStringLiteral("failed 1 InvalidInput: the array is not closed with ']'")};
        QTest::newRow("array: ends inside an element")
            << array << QByteArray("[{\"PartitionKey\":\"a\",")
            << QStringList {QStringLiteral("failed 1 InvalidInput: the file ends inside an array element")};
        QTest::newRow("array: missing comma")
            << array << QByteArray("[{\"PartitionKey\":\"a\",\"RowKey\":\"1\"}\n{}]")
            << QStringList {QStringLiteral("a|1"),
                   QStringLiteral("failed 2 InvalidInput: ',' or ']' expected after an array element")};
        QTest::newRow("array: trailing text")
            << array << QByteArray("[]\nx")
            << QStringList {QStringLiteral("failed 2 InvalidInput: text after the end of the array")};
        QTest::newRow("array: empty file")
            << array << QByteArray()
            << QStringList {
                   QStringLiteral("failed 0 InvalidInput: the file is empty (a JSON array was expected)")};
    }
    void read()
    {
        QFETCH(Format, format);
        QFETCH(QByteArray, json);
        QFETCH(QStringList, steps);
        const QStringList got = readSteps(format, json);
        QCOMPARE(got.size(), steps.size());
        for (qsizetype i = 0; i < got.size(); ++i) {
            // The decoder's own messages follow "bad N CODE: "; the line and code are what is checked here.
            if (steps[i].startsWith(u"bad "))
                QVERIFY2(got[i].startsWith(steps[i]) && got[i].size() > steps[i].size(), qPrintable(got[i]));
            else
                QCOMPARE(got[i], steps[i]);
        }
    }
};

QTEST_GUILESS_MAIN(TestJsonReader)
#include "tst_jsonreader.moc"
