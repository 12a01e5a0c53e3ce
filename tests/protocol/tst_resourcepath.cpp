#include "rowan/protocol/resourcepath.h"

#include <QTest>

using namespace rowan;
using namespace rowan::protocol;

Q_DECLARE_METATYPE(rowan::protocol::ResourcePath::Kind)

class TestResourcePath : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void invalid_data();
    void invalid();
    void withoutAccount();
    void entityResourceRoundTrip_data();
    void entityResourceRoundTrip();
    void percent();
    void queryString();
};

void TestResourcePath::parse_data()
{
    using Kind = ResourcePath::Kind;
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("pk");
    QTest::addColumn<QString>("rk");

    QTest::newRow("service") << QByteArray("/devstoreaccount1") << Kind::Service << QString() << QString()
                             << QString();
    QTest::newRow("service slash") << QByteArray("/devstoreaccount1/") << Kind::Service << QString()
                                   << QString() << QString();
    QTest::newRow("tables") << QByteArray("/devstoreaccount1/Tables") << Kind::Tables << QString()
                            << QString() << QString();
    QTest::newRow("tables()") << QByteArray("/devstoreaccount1/Tables()") << Kind::Tables << QString()
                              << QString() << QString();
    QTest::newRow("tables lower case")
        << QByteArray("/devstoreaccount1/tables") << Kind::Tables << QString() << QString() << QString();
    QTest::newRow("table") << QByteArray("/devstoreaccount1/Tables('MyTable')") << Kind::Table
                           << QStringLiteral("MyTable") << QString() << QString();
    QTest::newRow("table encoded quotes")
        << QByteArray("/devstoreaccount1/Tables(%27MyTable%27)") << Kind::Table << QStringLiteral("MyTable")
        << QString() << QString();
    QTest::newRow("entity set") << QByteArray("/devstoreaccount1/mytable") << Kind::EntitySet
                                << QStringLiteral("mytable") << QString() << QString();
    QTest::newRow("entity set()") << QByteArray("/devstoreaccount1/mytable()") << Kind::EntitySet
                                  << QStringLiteral("mytable") << QString() << QString();
    QTest::newRow("batch") << QByteArray("/devstoreaccount1/$batch") << Kind::Batch << QString() << QString()
                           << QString();
    QTest::newRow("entity") << QByteArray("/devstoreaccount1/mytable(PartitionKey='p',RowKey='r')")
                            << Kind::Entity << QStringLiteral("mytable") << QStringLiteral("p")
                            << QStringLiteral("r");
    QTest::newRow("doubled quote and space")
        << QByteArray("/devstoreaccount1/mytable(PartitionKey='p''q',RowKey='r%20s')") << Kind::Entity
        << QStringLiteral("mytable") << QStringLiteral("p'q") << QStringLiteral("r s");
    QTest::newRow("quote encoded") << QByteArray(
        "/devstoreaccount1/mytable(PartitionKey='p%27%27q',RowKey='')")
                                   << Kind::Entity << QStringLiteral("mytable") << QStringLiteral("p'q")
                                   << QString();
    QTest::newRow("keys swapped") << QByteArray("/devstoreaccount1/t(RowKey='r',PartitionKey='p')")
                                  << Kind::Entity << QStringLiteral("t") << QStringLiteral("p")
                                  << QStringLiteral("r");
    QTest::newRow("key with separators")
        << QByteArray("/devstoreaccount1/t(PartitionKey='a'',RowKey=''b',RowKey='(x)')") << Kind::Entity
        << QStringLiteral("t") << QStringLiteral("a',RowKey='b") << QStringLiteral("(x)");
    QTest::newRow("utf-8 key") << QByteArray(
        "/devstoreaccount1/t(PartitionKey='%C3%A9%F0%9F%98%80',RowKey='r')")
                               << Kind::Entity << QStringLiteral("t") << QString::fromUtf8("é😀")
                               << QStringLiteral("r");
    QTest::newRow("raw utf-8 key") << QByteArray(
        "/devstoreaccount1/t(PartitionKey='\xC3\xA9',RowKey='r%20\xC3\xA9')")
                                   << Kind::Entity << QStringLiteral("t") << QString::fromUtf8("é")
                                   << QString::fromUtf8("r é");
}

void TestResourcePath::parse()
{
    QFETCH(QByteArray, path);
    QFETCH(ResourcePath::Kind, kind);
    QFETCH(QString, table);
    QFETCH(QString, pk);
    QFETCH(QString, rk);
    Result<ResourcePath> parsed = parseResourcePath(path);
    QVERIFY2(parsed.has_value(), parsed ? "" : qPrintable(parsed.error().toString()));
    QCOMPARE(parsed->account, QStringLiteral("devstoreaccount1"));
    QCOMPARE(parsed->kind, kind);
    QCOMPARE(parsed->table, table);
    QCOMPARE(parsed->partitionKey, pk);
    QCOMPARE(parsed->rowKey, rk);
}

void TestResourcePath::invalid_data()
{
    QTest::addColumn<QByteArray>("path");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("relative") << QByteArray("devstoreaccount1/t");
    QTest::newRow("no account") << QByteArray("/");
    QTest::newRow("too deep") << QByteArray("/devstoreaccount1/t/x");
    QTest::newRow("empty segment") << QByteArray("/devstoreaccount1//t");
    QTest::newRow("unbalanced") << QByteArray("/devstoreaccount1/t(PartitionKey='p',RowKey='r'");
    QTest::newRow("only pk") << QByteArray("/devstoreaccount1/t(PartitionKey='p')");
    QTest::newRow("pk twice") << QByteArray("/devstoreaccount1/t(PartitionKey='p',PartitionKey='q')");
    QTest::newRow("unquoted") << QByteArray("/devstoreaccount1/t(PartitionKey=p,RowKey='r')");
    QTest::newRow("unterminated quote") << QByteArray("/devstoreaccount1/t(PartitionKey='p,RowKey='r)");
    QTest::newRow("unknown key") << QByteArray("/devstoreaccount1/t(PartitionKey='p',Id='r')");
    QTest::newRow("lower-case key name") << QByteArray("/devstoreaccount1/t(partitionkey='p',RowKey='r')");
    QTest::newRow("trailing comma") << QByteArray("/devstoreaccount1/t(PartitionKey='p',RowKey='r',)");
    QTest::newRow("space after comma") << QByteArray("/devstoreaccount1/t(PartitionKey='p', RowKey='r')");
    QTest::newRow("bad escape") << QByteArray("/devstoreaccount1/t(PartitionKey='%G1',RowKey='r')");
    QTest::newRow("truncated escape") << QByteArray("/devstoreaccount1/t(PartitionKey='p',RowKey='%2");
    QTest::newRow("bad utf-8") << QByteArray("/devstoreaccount1/t(PartitionKey='%C3%28',RowKey='r')");
    QTest::newRow("raw bad utf-8") << QByteArray("/devstoreaccount1/t(PartitionKey='\xC3(',RowKey='r')");
    QTest::newRow("table unquoted") << QByteArray("/devstoreaccount1/Tables(t)");
    QTest::newRow("no name") << QByteArray("/devstoreaccount1/()");
}

void TestResourcePath::invalid()
{
    QFETCH(QByteArray, path);
    Result<ResourcePath> parsed = parseResourcePath(path);
    QVERIFY(!parsed.has_value());
    QCOMPARE(parsed.error().code, ErrorCode::InvalidUri);
}

void TestResourcePath::withoutAccount()
{
    Result<ResourcePath> parsed = parseResourcePath("/mytable(PartitionKey='p',RowKey='r')", false);
    QVERIFY(parsed.has_value());
    QVERIFY(parsed->account.isEmpty());
    QCOMPARE(parsed->kind, ResourcePath::Kind::Entity);
    QCOMPARE(parseResourcePath("/", false)->kind, ResourcePath::Kind::Service);
}

void TestResourcePath::entityResourceRoundTrip_data()
{
    QTest::addColumn<QString>("pk");
    QTest::addColumn<QString>("rk");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << QStringLiteral("p") << QStringLiteral("r")
                           << QStringLiteral("mytable(PartitionKey='p',RowKey='r')");
    QTest::newRow("quote and space") << QStringLiteral("p'q") << QStringLiteral("r s")
                                     << QStringLiteral("mytable(PartitionKey='p''q',RowKey='r%20s')");
    QTest::newRow("empty keys") << QString() << QString()
                                << QStringLiteral("mytable(PartitionKey='',RowKey='')");
    QTest::newRow("reserved characters")
        << QStringLiteral("a&b=c+d%e") << QStringLiteral("(x),!*~._-")
        << QStringLiteral("mytable(PartitionKey='a%26b%3Dc%2Bd%25e',RowKey='(x)%2C!*~._-')");
    QTest::newRow("non-ascii") << QString::fromUtf8("é") << QString::fromUtf8("😀")
                               << QStringLiteral("mytable(PartitionKey='%C3%A9',RowKey='%F0%9F%98%80')");
}

void TestResourcePath::entityResourceRoundTrip()
{
    QFETCH(QString, pk);
    QFETCH(QString, rk);
    QFETCH(QString, expected);
    const QString resource = entityResource(u"mytable", pk, rk);
    QCOMPARE(resource, expected);
    Result<ResourcePath> parsed = parseResourcePath("/devstoreaccount1/" + resource.toLatin1());
    QVERIFY(parsed.has_value());
    QCOMPARE(parsed->partitionKey, pk);
    QCOMPARE(parsed->rowKey, rk);
    QCOMPARE(tableResource(u"MyTable"), QStringLiteral("Tables('MyTable')"));
}

void TestResourcePath::percent()
{
    QCOMPARE(percentEncode(u"a b/c"), QByteArray("a%20b%2Fc"));
    QCOMPARE(percentEncode(u"a b/c", "/"), QByteArray("a%20b/c"));
    QCOMPARE(percentDecode("a+b%2B%2b").value(), QStringLiteral("a+b++"));
    QCOMPARE(percentDecode("%").error().code, ErrorCode::InvalidUri);
    QCOMPARE(percentDecode("%4").error().code, ErrorCode::InvalidUri);
    QCOMPARE(percentDecode("%zz").error().code, ErrorCode::InvalidUri);
}

void TestResourcePath::queryString()
{
    Result<QueryItems> items = parseQueryString("?$filter=PartitionKey%20eq%20'a'&&$top=5&flag&$select=");
    QVERIFY(items.has_value());
    QCOMPARE(items->size(), 4);
    QCOMPARE(queryValue(*items, u"$filter"), QStringLiteral("PartitionKey eq 'a'"));
    QCOMPARE(queryValue(*items, u"$top"), QStringLiteral("5"));
    QCOMPARE(queryValue(*items, u"flag"), QString());
    QCOMPARE(queryValue(*items, u"$select"), QString());
    QCOMPARE(queryValue(*items, u"$TOP"), std::nullopt);
    QVERIFY(parseQueryString("").value().isEmpty());
    QCOMPARE(parseQueryString("a=%ZZ").error().code, ErrorCode::InvalidUri);
    // Form encoding, as the SDKs send a query once a SAS is appended to it.
    items = parseQueryString("$filter=RowKey+ge+'2'&sig=ab%2Bc+");
    QVERIFY(items.has_value());
    QCOMPARE(queryValue(*items, u"$filter"), QStringLiteral("RowKey ge '2'"));
    QCOMPARE(queryValue(*items, u"sig"), QStringLiteral("ab+c "));
}

QTEST_GUILESS_MAIN(TestResourcePath)
#include "tst_resourcepath.moc"
