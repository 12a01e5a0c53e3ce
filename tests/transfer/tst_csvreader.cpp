// The typed-CSV reader: Azure Storage Explorer's format (Name@type columns), RFC 4180 quoting, untyped
// columns, and every way a file can be wrong, each with its line, column and message.
#include "readsteps.h"

#include <QTest>

using namespace rowan;
using namespace rowan::transfer;

class TestCsvReader : public QObject
{
    Q_OBJECT

private slots:
    void read_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QStringList>("steps");

        // As Storage Explorer writes it: Timestamp after the keys, a type column after every property,
        // CRLF line ends, empty cells for properties a row lacks.
        QTest::newRow("storage explorer sample")
            << QByteArray(
                   "PartitionKey,RowKey,Timestamp,Name,Name@type,Age,Age@type,Big,Big@type,Score,Score@type,"
                   "Active,Active@type,Born,Born@type,Id,Id@type,Photo,Photo@type\r\n"
                   "p1,r1,2021-02-05T17:15:16.7935715Z,\"Smith, Ann\",Edm.String,42,Edm.Int32,"
                   "9007199254740993,Edm.Int64,2.0,Edm.Double,true,Edm.Boolean,"
                   "1990-05-17T09:00:00.1234567Z,Edm.DateTime,0f8fad5b-d9cb-469f-a165-70867728950e,"
                   "Edm.Guid,AP8Q,Edm.Binary\r\n"
                   "p1,r2,2021-02-05T17:15:16.7935715Z,,,7,Edm.Int32,,,,,,,,,,,,\r\n")
            << QStringList {
                   QStringLiteral("p1|r1|Name:Edm.String=Smith, Ann|Age:Edm.Int32=42|"
                                  "Big:Edm.Int64=9007199254740993|Score:Edm.Double=2.0|"
                                  "Active:Edm.Boolean=true|Born:Edm.DateTime=1990-05-17T09:00:00.1234567Z|"
                                  "Id:Edm.Guid=0f8fad5b-d9cb-469f-a165-70867728950e|Photo:Edm.Binary=AP8Q"),
                   QStringLiteral("p1|r2|Age:Edm.Int32=7")};
        QTest::newRow("quotes, commas and line breaks")
            << QByteArray("PartitionKey,RowKey,Note,Note@type\n"
                          "\"a,b\",\"say \"\"hi\"\"\",\"two\r\nlines\",Edm.String\n"
                          "k,r,,Edm.String\n")
            << QStringList {QStringLiteral("a,b|say \"hi\"|Note:Edm.String=two\r\nlines"),
                   QStringLiteral("k|r|Note:Edm.String=")};
        QTest::newRow("bom, unicode, no final line break")
            << QByteArray("\xEF\xBB\xBFPartitionKey,RowKey,Stadt\nZürich,東京,😀")
            << QStringList {QStringLiteral("Zürich|東京|Stadt:Edm.String=😀")};
        // Only the file's first bytes can be a byte-order mark; anywhere else U+FEFF is data.
        QTest::newRow("value starting with U+FEFF")
            << QByteArray("PartitionKey,RowKey,S,S@type\np,1,\xEF\xBB\xBFP,Edm.String\n")
            << QStringList {QStringLiteral("p|1|S:Edm.String=\uFEFFP")};
        QTest::newRow("value that is U+FEFF")
            << QByteArray("PartitionKey,RowKey,S,S@type\np,1,\xEF\xBB\xBF,Edm.String\n")
            << QStringList {QStringLiteral("p|1|S:Edm.String=\uFEFF")};
        QTest::newRow("mark, then keys, untyped and quoted values starting with U+FEFF")
            << QByteArray("\xEF\xBB\xBFPartitionKey,RowKey,S\n"
                          "\xEF\xBB\xBFp,\xEF\xBB\xBF,\xEF\xBB\xBF\xEF\xBB\xBFx\n"
                          "p,2,\"\xEF\xBB\xBF,\"\n")
            << QStringList {QStringLiteral("\uFEFFp|\uFEFF|S:Edm.String=\uFEFF\uFEFFx"),
                   QStringLiteral("p|2|S:Edm.String=\uFEFF,")};
        QTest::newRow("U+FEFF before a number is no number")
            << QByteArray("PartitionKey,RowKey,N,N@type\np,1,\xEF\xBB\xBF"
                          "7,Edm.Int32\n")
            << QStringList {QStringLiteral("bad 2:3 (N) InvalidValueType: '\uFEFF7' is not an Edm.Int32")};
        QTest::newRow("bare type names and per-row types")
            << QByteArray("PartitionKey,RowKey,V,V@type\np,1,5,Int64\np,2,x,String\n")
            << QStringList {QStringLiteral("p|1|V:Edm.Int64=5"), QStringLiteral("p|2|V:Edm.String=x")};
        QTest::newRow("blank lines skipped")
            << QByteArray("PartitionKey,RowKey\n\np,r\n\n") << QStringList {QStringLiteral("p|r")};
        QTest::newRow("empty keys") << QByteArray("PartitionKey,RowKey\n,\n")
                                    << QStringList {QStringLiteral("|")};

        // Rejected rows: reading goes on.
        QTest::newRow("value not fitting its type")
            << QByteArray("PartitionKey,RowKey,Age,Age@type\np,1,abc,Edm.Int32\np,2,3,Edm.Int32\n")
            << QStringList {QStringLiteral("bad 2:3 (Age) InvalidValueType: 'abc' is not an Edm.Int32"),
                   QStringLiteral("p|2|Age:Edm.Int32=3")};
        QTest::newRow("unknown type name")
            << QByteArray("PartitionKey,RowKey,Age,Age@type\np,1,3,Edm.Integer\n")
            << QStringList {QStringLiteral(
                   "bad 2:4 (Age@type) InvalidValueType: 'Edm.Integer' is not an EDM type name (Edm.String, "
                   "Edm.Int32, Edm.Int64, Edm.Double, Edm.Boolean, Edm.DateTime, Edm.Guid, Edm.Binary)")};
        QTest::newRow("field count") << QByteArray("PartitionKey,RowKey,A\np,1\np,2,x\n")
                                     << QStringList {
                                            QStringLiteral(
                                                "bad 2 InvalidInput: the row has 2 fields, the header 3"),
                                            QStringLiteral("p|2|A:Edm.String=x")};
        QTest::newRow("quote inside unquoted field")
            << QByteArray("PartitionKey,RowKey,A\np,1,x\"y\np,2,z\n")
            << QStringList {
                   QStringLiteral("bad 2:3 (A) InvalidInput: malformed CSV: a quote inside unquoted field 3"),
                   QStringLiteral("p|2|A:Edm.String=z")};
        QTest::newRow("text after closing quote")
            << QByteArray("PartitionKey,RowKey,A\np,1,\"x\"y\np,2,z\n")
            << QStringList {
                   QStringLiteral("bad 2:3 (A) InvalidInput: malformed CSV: text after the closing quote "
                                  "of field 3"),
                   QStringLiteral("p|2|A:Edm.String=z")};
        QTest::newRow("line numbers after a multi-line field")
            << QByteArray("PartitionKey,RowKey,A,A@type\np,1,\"a\nb\nc\",Edm.String\np,2,x,Edm.Double\n")
            << QStringList {QStringLiteral("p|1|A:Edm.String=a\nb\nc"),
                   QStringLiteral("bad 5:3 (A) InvalidValueType: 'x' is not an Edm.Double")};

        // The file cannot be read on.
        QTest::newRow("empty file") << QByteArray()
                                    << QStringList {QStringLiteral(
                                           "failed 0 InvalidInput: the file is empty (no header line)")};
        QTest::newRow("no RowKey") << QByteArray("PartitionKey,Name\np,x\n")
                                   << QStringList {QStringLiteral(
                                          "failed 1 InvalidInput: the header has no RowKey column")};
        QTest::newRow("duplicate column")
            << QByteArray("PartitionKey,RowKey,A,A\n")
            << QStringList {QStringLiteral(
                   "failed 1 InvalidInput: the header names column 'A' twice (columns 3 and 4)")};
        QTest::newRow("orphan type column")
            << QByteArray("PartitionKey,RowKey,A@type\n")
            << QStringList {QStringLiteral(
                   "failed 1 InvalidInput: column 'A@type' types a column 'A' the header does not have")};
        QTest::newRow("invalid property name")
            << QByteArray("PartitionKey,RowKey,my name\n")
            << QStringList {QStringLiteral("failed 1 PropertyNameInvalid: column 3 of the header: ")};
        QTest::newRow("second mark at the start is data")
            << QByteArray("\xEF\xBB\xBF\xEF\xBB\xBFPartitionKey,RowKey\np,1\n")
            << QStringList {QStringLiteral("failed 1 PropertyNameInvalid: column 1 of the header: ")};
        QTest::newRow("malformed header")
            << QByteArray("PartitionKey,Row\"Key\n")
            << QStringList {QStringLiteral(
                   "failed 1 InvalidInput: malformed CSV header: a quote inside unquoted field 2")};
        QTest::newRow("unclosed quote")
            << QByteArray("PartitionKey,RowKey,A\np,1,x\np,2,\"never closed\n")
            << QStringList {QStringLiteral("p|1|A:Edm.String=x"),
                   QStringLiteral(
                       "failed 3 InvalidInput: a quoted field is not closed before the end of the file")};
    }
    void read()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QStringList, steps);
        const QStringList got = readSteps(Format::Csv, csv);
        if (QString(QTest::currentDataTag()) == u"invalid property name"
            || QString(QTest::currentDataTag()) == u"second mark at the start is data") {
            // The name rule's own message follows; only its start is ours.
            QCOMPARE(got.size(), 1);
            QVERIFY2(got.first().startsWith(steps.first()), qPrintable(got.first()));
            return;
        }
        QCOMPARE(got, steps);
    }

    void untypedColumnsTakeGivenTypes()
    {
        ReaderOptions options;
        options.columnTypes.insert(QStringLiteral("Age"), EdmType::Int32);
        const QStringList got
            = readSteps(Format::Csv, "PartitionKey,RowKey,Age,Name\np,1,7,x\np,2,,y\n", options);
        QCOMPARE(got,
            (QStringList {QStringLiteral("p|1|Age:Edm.Int32=7|Name:Edm.String=x"),
                QStringLiteral("p|2|Name:Edm.String=y")}));
    }

    // Records cross the reader's 1 MiB chunks: a field longer than a chunk, and many rows.
    void largeInput()
    {
        QByteArray csv("PartitionKey,RowKey,Big,Big@type\n");
        const QByteArray big(3 * 1024 * 1024 / 2, 'x');
        csv += "p,0,\"" + big + "\"\"" + big + "\",Edm.String\n";
        for (int i = 1; i <= 50000; ++i)
            csv += "p," + QByteArray::number(i) + ",\"v,\"\"" + QByteArray::number(i) + "\",Edm.String\n";
        QBuffer buffer(&csv);
        buffer.open(QIODevice::ReadOnly);
        auto reader = makeReader(Format::Csv, &buffer);
        Entity e;
        RowError error;
        QCOMPARE(reader->next(e, error), EntityReader::Step::Entity);
        QCOMPARE(e.properties().first().value.toString().size(), big.size() * 2 + 1);
        for (int i = 1; i <= 50000; ++i) {
            QCOMPARE(reader->next(e, error), EntityReader::Step::Entity);
            QCOMPARE(e.rowKey(), QString::number(i));
            QCOMPARE(e.properties().first().value.toString(), QStringLiteral("v,\"%1").arg(i));
            QCOMPARE(reader->line(), i + 2);
        }
        QCOMPARE(reader->next(e, error), EntityReader::Step::End);
        QCOMPARE(reader->bytesRead(), csv.size());
    }

    void overlongRecordFails()
    {
        ReaderOptions options;
        options.maxRowBytes = 1000;
        const QByteArray csv = "PartitionKey,RowKey,A\np,1,\"" + QByteArray(5000, 'x');
        QCOMPARE(readSteps(Format::Csv, csv, options),
            QStringList {
                QStringLiteral("failed 2 InvalidInput: a record longer than 1000 bytes (a quote that is "
                               "never closed?)")});
    }
};

QTEST_GUILESS_MAIN(TestCsvReader)
#include "tst_csvreader.moc"
