// The column mapping of an import: keys from columns, fixed or generated (GUID, inverted ticks, a counter),
// per-column type overrides with their row errors, ignored columns, the mapping's validation and the
// preview sample with its detected types.
#include "readsteps.h"

#include <rowan/transfer/importmapping.h>

#include <QBuffer>
#include <QRegularExpression>
#include <QTest>

using namespace rowan;
using namespace rowan::transfer;

Q_DECLARE_METATYPE(rowan::transfer::Format)
Q_DECLARE_METATYPE(rowan::transfer::ColumnMapping)

namespace {

// Ticks of 2024-01-01T00:00:00Z, and a clock that stands still there.
constexpr qint64 FixedNow = 638396640000000000LL;

QStringList mapSteps(
    Format format, const QByteArray &bytes, const ColumnMapping &mapping,
    std::function<qint64()> clock = [] { return FixedNow; })
{
    using Step = EntityReader::Step;
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    ReaderOptions options;
    options.keysFromMapping = true;
    auto reader = makeMappingReader(makeReader(format, &buffer, options), mapping, std::move(clock));
    QStringList steps;
    Entity entity;
    RowError error;
    for (int guard = 0; guard < 1000; ++guard) {
        const Step step = reader->next(entity, error);
        if (step == Step::End)
            break;
        if (step == Step::Entity)
            steps << renderEntity(entity);
        else if (step == Step::BadRow)
            steps << QStringLiteral("bad %1:%2 (%3) %4")
                         .arg(error.where.line)
                         .arg(error.where.column)
                         .arg(error.where.columnName, error.error.toString());
        else {
            steps << QStringLiteral("failed %1").arg(error.error.toString());
            break;
        }
    }
    return steps;
}

ColumnMapping keysFrom(const QString &pk, const QString &rk)
{
    ColumnMapping m;
    m.partitionKey = KeyMapping::fromColumn(pk);
    m.rowKey = KeyMapping::fromColumn(rk);
    return m;
}

} // namespace

class TestImportMapping : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mapping_data();
    void mapping();
    void guidKeys();
    void invertedTicksStayUnique();
    void validate_data();
    void validate();
    void examples_data();
    void examples();
    void sample_data();
    void sample();
    void unmappedFileWithoutKeysFails();
};

void TestImportMapping::mapping_data()
{
    QTest::addColumn<Format>("format");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<ColumnMapping>("mapping");
    QTest::addColumn<QStringList>("expected");

    const QByteArray plain = "Customer,Order,Amount,Note\nc1,o1,12,hi\nc2,o2,7,\n";
    QTest::newRow("identity") << Format::Csv << QByteArray("PartitionKey,RowKey,A\np,r,x\n")
                              << ColumnMapping() << QStringList {"p|r|A:Edm.String=x"};
    QTest::newRow("keys from columns")
        << Format::Csv << plain << keysFrom("Customer", "Order")
        << QStringList {"c1|o1|Amount:Edm.String=12|Note:Edm.String=hi", "c2|o2|Amount:Edm.String=7"};
    {
        ColumnMapping m = keysFrom("Customer", "Order");
        m.keepKeyColumns = true;
        QTest::newRow("keys kept as properties")
            << Format::Csv << plain << m
            << QStringList {
                   "c1|o1|Customer:Edm.String=c1|Order:Edm.String=o1|Amount:Edm.String=12|Note:Edm.String=hi",
                   "c2|o2|Customer:Edm.String=c2|Order:Edm.String=o2|Amount:Edm.String=7"};
    }
    {
        ColumnMapping m = keysFrom("Customer", "Order");
        m.partitionKey = KeyMapping::fixed(QStringLiteral("orders"));
        m.ignoredColumns = {QStringLiteral("Note"), QStringLiteral("Customer")};
        m.columnTypes = {{QStringLiteral("Amount"), EdmType::Int64}};
        QTest::newRow("fixed partition, type, ignored")
            << Format::Csv << plain << m
            << QStringList {"orders|o1|Amount:Edm.Int64=12", "orders|o2|Amount:Edm.Int64=7"};
    }
    {
        ColumnMapping m = keysFrom("Customer", "Order");
        m.rowKey = KeyMapping::generated(KeySource::Counter, 5, 98);
        QTest::newRow("counter padded") << Format::Csv << QByteArray("Customer\na\nb\nc\n") << m
                                        << QStringList {"a|00098", "b|00099", "c|00100"};
        m.rowKey = KeyMapping::generated(KeySource::Counter, 2, 99);
        QTest::newRow("counter wider than width")
            << Format::Csv << QByteArray("Customer\na\nb\n") << m << QStringList {"a|99", "b|100"};
        m.rowKey = KeyMapping::generated(KeySource::InvertedTicks);
        // 3155378975999999999 - 638396640000000000, then one less per row within the same tick.
        QTest::newRow("inverted ticks") << Format::Csv << QByteArray("Customer\na\nb\n") << m
                                        << QStringList {"a|2516982335999999999", "b|2516982335999999998"};
    }
    {
        ColumnMapping m = keysFrom("Customer", "Order");
        m.columnTypes = {{QStringLiteral("Amount"), EdmType::Int32}};
        QTest::newRow("value that does not fit its type")
            << Format::Csv << QByteArray("Customer,Order,Amount\nc,1,5\nc,2,five\nc,3,6\n") << m
            << QStringList {"c|1|Amount:Edm.Int32=5",
                   "bad 3:3 (Amount) InvalidValueType: 'five' is not an Edm.Int32", "c|3|Amount:Edm.Int32=6"};
        m.columnTypes = {{QStringLiteral("Amount"), EdmType::String}};
        QTest::newRow("typed column to String")
            << Format::Csv << QByteArray("Customer,Order,Amount,Amount@type\nc,1,5,Edm.Int32\n") << m
            << QStringList {"c|1|Amount:Edm.String=5"};
        m.columnTypes = {{QStringLiteral("When"), EdmType::DateTime}};
        QTest::newRow("JSON string to DateTime, no column number")
            << Format::JsonLines
            << QByteArray("{\"Customer\":\"c\",\"Order\":\"1\",\"When\":\"2024-05-06T07:08:09Z\"}\n"
                          "{\"Customer\":\"c\",\"Order\":\"2\",\"When\":\"soon\"}\n")
            << m
            << QStringList {"c|1|When:Edm.DateTime=2024-05-06T07:08:09.0000000Z",
                   "bad 2:0 (When) InvalidValueType: 'soon' is not an Edm.DateTime"};
    }
    QTest::newRow("empty key column")
        << Format::Csv << QByteArray("Customer,Order\nc,\n,o\n") << keysFrom("Customer", "Order")
        << QStringList {"bad 2:2 (Order) PropertiesNeedValue: column 'Order' is empty: the row has no RowKey",
               "bad 3:1 (Customer) PropertiesNeedValue: column 'Customer' is empty: the row has no "
               "PartitionKey"};
    QTest::newRow("key with a forbidden character")
        << Format::Csv << QByteArray("Customer,Order\na/b,1\n") << keysFrom("Customer", "Order")
        << QStringList {
               "bad 2:1 (Customer) OutOfRangeInput: The PartitionKey contains the character '/' at "
               "position 2; the characters / \\ # ? and control characters are not allowed in keys."};
    QTest::newRow("reader's bad rows pass through")
        << Format::Csv << QByteArray("Customer,Order\nc,1,extra\n") << keysFrom("Customer", "Order")
        << QStringList {"bad 2:0 () InvalidInput: the row has 3 fields, the header 2"};
    QTest::newRow("numeric key column as text")
        << Format::Csv << QByteArray("Customer,Order,Order@type\nc,7,Edm.Int32\n")
        << keysFrom("Customer", "Order") << QStringList {"c|7"};
}

void TestImportMapping::mapping()
{
    QFETCH(Format, format);
    QFETCH(QByteArray, input);
    QFETCH(ColumnMapping, mapping);
    QFETCH(QStringList, expected);
    QCOMPARE(mapSteps(format, input, mapping), expected);
}

void TestImportMapping::guidKeys()
{
    ColumnMapping m = keysFrom(QStringLiteral("Customer"), QString());
    m.rowKey = KeyMapping::generated(KeySource::Guid);
    const QStringList steps = mapSteps(Format::Csv, "Customer\na\na\na\n", m);
    QCOMPARE(steps.size(), 3);
    const QRegularExpression guid(
        QStringLiteral("^a\\|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"));
    for (const QString &s : steps)
        QVERIFY2(guid.match(s).hasMatch(), qPrintable(s));
    QVERIFY(steps[0] != steps[1] && steps[1] != steps[2] && steps[0] != steps[2]);
}

void TestImportMapping::invertedTicksStayUnique()
{
    // A clock that goes back and stands still must not repeat a key or break the descending order.
    QList<qint64> times {FixedNow, FixedNow + 10, FixedNow + 10, FixedNow + 5, FixedNow + 20};
    ColumnMapping m = keysFrom(QStringLiteral("Customer"), QString());
    m.rowKey = KeyMapping::generated(KeySource::InvertedTicks);
    const QStringList steps
        = mapSteps(Format::Csv, "Customer\na\na\na\na\na\n", m, [&times] { return times.takeFirst(); });
    QCOMPARE(steps.size(), 5);
    for (qsizetype i = 1; i < steps.size(); ++i) {
        QCOMPARE(steps[i].size(), 2 + 19);
        QVERIFY2(steps[i] < steps[i - 1], qPrintable(steps[i] + QStringLiteral(" after ") + steps[i - 1]));
    }
    QCOMPARE(steps.last(), QStringLiteral("a|%1").arg(3155378975999999999LL - (FixedNow + 20)));
}

void TestImportMapping::validate_data()
{
    QTest::addColumn<ColumnMapping>("mapping");
    QTest::addColumn<QStringList>("columns");
    QTest::addColumn<QString>("error");

    const QStringList columns {"Customer", "Order", "Amount"};
    QTest::newRow("ok") << keysFrom("Customer", "Order") << columns << QString();
    QTest::newRow("unknown columns not checked without a header")
        << keysFrom("X", "Y") << QStringList() << QString();
    QTest::newRow("no row key column")
        << keysFrom("Customer", "") << columns << "InvalidInput: no column is chosen for the RowKey";
    QTest::newRow("missing column") << keysFrom("Customer", "Line") << columns
                                    << "InvalidInput: the RowKey column 'Line' is not in the file";
    {
        ColumnMapping m = keysFrom("Customer", "Order");
        m.ignoredColumns = {QStringLiteral("Order")};
        QTest::newRow("ignored key column")
            << m << columns << "InvalidInput: the RowKey column 'Order' is ignored";
        m = keysFrom("Customer", "Order");
        m.partitionKey = KeyMapping::fixed(QString());
        QTest::newRow("empty fixed") << m << columns << "InvalidInput: the fixed PartitionKey is empty";
        m.partitionKey = KeyMapping::fixed(QStringLiteral("a#b"));
        QTest::newRow("bad fixed")
            << m << columns
            << "InvalidInput: the fixed PartitionKey: The PartitionKey contains the character '#' at "
               "position 2; the characters / \\ # ? and control characters are not allowed in keys.";
        m = keysFrom("Customer", "Order");
        m.rowKey = KeyMapping::generated(KeySource::Counter, 20);
        QTest::newRow("counter too wide")
            << m << columns << "InvalidInput: the RowKey counter's width must be 1 to 19 digits, not 20";
        m.rowKey = KeyMapping::generated(KeySource::Counter, 5, -1);
        QTest::newRow("negative start")
            << m << columns << "InvalidInput: the RowKey counter cannot start below 0";
    }
}

void TestImportMapping::validate()
{
    QFETCH(ColumnMapping, mapping);
    QFETCH(QStringList, columns);
    QFETCH(QString, error);
    const Status ok = validateMapping(mapping, columns);
    QCOMPARE(ok ? QString() : ok.error().toString(), error);
}

void TestImportMapping::examples_data()
{
    QTest::addColumn<ColumnMapping>("mapping"); // its rowKey
    QTest::addColumn<QString>("pattern");
    ColumnMapping m;
    QTest::newRow("column") << m << QStringLiteral("^‹RowKey›$");
    m.rowKey = KeyMapping::fixed(QStringLiteral("x"));
    QTest::newRow("fixed") << m << QStringLiteral("^x,x,x$");
    m.rowKey = KeyMapping::generated(KeySource::Counter, 4, 7);
    QTest::newRow("counter") << m << QStringLiteral("^0007,0008,0009$");
    m.rowKey = KeyMapping::generated(KeySource::InvertedTicks);
    QTest::newRow("ticks") << m << QStringLiteral("^25\\d{17},25\\d{17},25\\d{17}$");
    m.rowKey = KeyMapping::generated(KeySource::Guid);
    QTest::newRow("guid") << m << QStringLiteral("^([0-9a-f-]{36},){2}[0-9a-f-]{36}$");
}

void TestImportMapping::examples()
{
    QFETCH(ColumnMapping, mapping);
    QFETCH(QString, pattern);
    const QString joined = keyExamples(mapping.rowKey).join(u',');
    QVERIFY2(QRegularExpression(pattern).match(joined).hasMatch(), qPrintable(joined));
}

void TestImportMapping::sample_data()
{
    QTest::addColumn<Format>("format");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("maxRows");
    QTest::addColumn<QStringList>("columns"); // name:type, * when typed in the file, ! for a key
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("badRows");
    QTest::addColumn<bool>("endOfFile");

    QTest::newRow("detected types")
        << Format::Csv
        << QByteArray("PartitionKey,RowKey,Timestamp,N,Big,D,B,When,Id,S,Typed,Typed@type,Sparse\n"
                      "p,1,2024-01-01T00:00:00Z,1,5000000000,1.5,true,2024-01-01T00:00:00Z,"
                      "0f8fad5b-d9cb-469f-a165-70867728950e,x,AQI=,Edm.Binary,\n"
                      "p,2,,2,3,2,false,2024-02-01T00:00:00Z,7c9e6679-7425-40de-944b-e07fc1f90ae7,5,AQI=,Edm."
                      "Binary,\n")
        << 100
        << QStringList {"PartitionKey:Edm.String!", "RowKey:Edm.String!", "N:Edm.Int32", "Big:Edm.Int64",
               "D:Edm.Double", "B:Edm.Boolean", "When:Edm.DateTime", "Id:Edm.Guid", "S:Edm.String",
               "Typed:Edm.Binary*", "Sparse:Edm.String"}
        << 2 << 0 << true;
    QTest::newRow("no keys, first rows only")
        << Format::Csv << QByteArray("Name,Age\na,1\nb,x\nc,3\n") << 2
        << QStringList {"Name:Edm.String", "Age:Edm.String"} << 2 << 0 << false;
    QTest::newRow("bad rows counted") << Format::Csv << QByteArray("Name,Age\na,1\nb\nc,3\n") << 100
                                      << QStringList {"Name:Edm.String", "Age:Edm.Int32"} << 2 << 1 << true;
    QTest::newRow("json")
        << Format::JsonLines
        << QByteArray(
               "{\"PartitionKey\":\"p\",\"RowKey\":\"1\",\"N\":5,\"S\":\"12\"}\n"
               "{\"PartitionKey\":\"p\",\"RowKey\":\"2\",\"Big\":\"9\",\"Big@odata.type\":\"Edm.Int64\"}\n")
        << 100
        << QStringList {"PartitionKey:Edm.String!", "RowKey:Edm.String!", "N:Edm.Int32*", "S:Edm.Int32",
               "Big:Edm.Int64*"}
        << 2 << 0 << true;
}

void TestImportMapping::sample()
{
    QFETCH(Format, format);
    QFETCH(QByteArray, input);
    QFETCH(int, maxRows);
    QFETCH(QStringList, columns);
    QFETCH(int, rows);
    QFETCH(int, badRows);
    QFETCH(bool, endOfFile);
    QBuffer buffer;
    buffer.setData(input);
    buffer.open(QIODevice::ReadOnly);
    ReaderOptions options;
    options.keysFromMapping = true;
    auto reader = makeReader(format, &buffer, options);
    const auto sample = readSample(*reader, maxRows);
    QVERIFY2(sample, qPrintable(sample ? QString() : sample.error().toString()));
    QStringList got;
    for (const SampleColumn &c : sample->columns)
        got << c.name + u':' + edmTypeName(c.detectedType) + QString(c.typedInFile ? u"*" : u"")
                + QString(c.isKey ? u"!" : u"");
    QCOMPARE(got, columns);
    QCOMPARE(sample->rows.size(), rows);
    QCOMPARE(sample->badRows.size(), badRows);
    QCOMPARE(sample->endOfFile, endOfFile);
    for (const SampleRow &row : sample->rows)
        QCOMPARE(row.values.size(), sample->columns.size());
}

void TestImportMapping::unmappedFileWithoutKeysFails()
{
    // Without keysFromMapping, a file lacking key columns is still refused as before.
    QCOMPARE(readSteps(Format::Csv, "Name\na\n"),
        QStringList {"failed 1 InvalidInput: the header has no PartitionKey column"});
}

QTEST_GUILESS_MAIN(TestImportMapping)
#include "tst_importmapping.moc"
