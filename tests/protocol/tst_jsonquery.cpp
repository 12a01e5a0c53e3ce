// The JSON formats around entities: $select projections, query pages, and the table list and create bodies.
#include "jsontestdata.h"

#include "core/keycodec.h"
#include "core/record.h"

#include <QTest>

using namespace rowan;
using namespace rowan::protocol;
using namespace jsontest;

class TestJsonQuery : public QObject
{
    Q_OBJECT

private slots:
    void select_data();
    void select();
    void page();
    void storedPage_data();
    void storedPage();
    void storedPageDamaged();
    void tables_data();
    void tables();
    void createTable();
    void parseSelectValue();
};

void TestJsonQuery::select_data()
{
    QTest::addColumn<MetadataLevel>("level");
    QTest::addColumn<QString>("select");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("minimal, missing as null")
        << MetadataLevel::MinimalMetadata << QStringLiteral("Age,Missing")
        << QByteArray(
               R"({"odata.metadata":"http://127.0.0.1:10002/devstoreaccount1/$metadata#mytable/@Element&$select=Age,Missing",)"
               R"("odata.etag":"W/\"datetime'2021-02-05T17%3A15%3A16.7935715Z'\"","Age":23,"Missing":null})");
    QTest::newRow("nometadata with keys")
        << MetadataLevel::NoMetadata << QStringLiteral("RowKey, Big ,PartitionKey")
        << QByteArray(R"({"PartitionKey":"p","RowKey":"r","Big":"255"})");
    QTest::newRow("full with Timestamp")
        << MetadataLevel::FullMetadata << QStringLiteral("Timestamp")
        << QByteArray(
               R"({"odata.metadata":"http://127.0.0.1:10002/devstoreaccount1/$metadata#mytable/@Element&$select=Timestamp",)"
               R"("odata.type":"devstoreaccount1.mytable",)"
               "\"odata.id\":\"http://127.0.0.1:10002/devstoreaccount1/"
               "mytable(PartitionKey='p',RowKey='r')\","
               R"("odata.etag":"W/\"datetime'2021-02-05T17%3A15%3A16.7935715Z'\"",)"
               "\"odata.editLink\":\"mytable(PartitionKey='p',RowKey='r')\","
               R"("Timestamp@odata.type":"Edm.DateTime","Timestamp":"2021-02-05T17:15:16.7935715Z"})");
}

void TestJsonQuery::select()
{
    QFETCH(MetadataLevel, level);
    QFETCH(QString, select);
    QFETCH(QByteArray, expected);
    Entity entity = storedEntity();
    entity.setProperty(QStringLiteral("Age"), Value::int32(23));
    entity.setProperty(QStringLiteral("Big"), Value::int64(255));
    JsonOptions o = options(level);
    o.select = parseSelect(select);
    QCOMPARE(encodeEntity(entity, o), expected);
}

void TestJsonQuery::page()
{
    Entity first = storedEntity();
    first.setProperty(QStringLiteral("Age"), Value::int32(23));
    first.setProperty(QStringLiteral("Big"), Value::int64(255));
    Entity second = storedEntity();
    second.setRowKey(QStringLiteral("r 2'"));
    const QByteArray expected
        = R"({"odata.metadata":"http://127.0.0.1:10002/devstoreaccount1/$metadata#mytable","value":[)"
          R"({"odata.etag":"W/\"datetime'2021-02-05T17%3A15%3A16.7935715Z'\"","PartitionKey":"p","RowKey":"r",)"
          R"("Timestamp":"2021-02-05T17:15:16.7935715Z","Age":23,"Big@odata.type":"Edm.Int64","Big":"255"},)"
          R"({"odata.etag":"W/\"datetime'2021-02-05T17%3A15%3A16.7935715Z'\"","PartitionKey":"p","RowKey":"r 2'",)"
          R"("Timestamp":"2021-02-05T17:15:16.7935715Z"}]})";
    const QByteArray json
        = encodeEntityPage(QList<Entity> {first, second}, options(MetadataLevel::MinimalMetadata));
    QCOMPARE(json, expected);

    Result<QList<Entity>> back = decodeEntityPage(json);
    QVERIFY(back.has_value());
    QCOMPARE(back->size(), 2);
    QVERIFY(back->at(0).sameContent(first));
    QVERIFY(back->at(1).sameContent(second));
    QCOMPARE(back->at(1).etag(), Etag);

    // Full metadata links percent-encode the key and double its quote.
    const QByteArray full = encodeEntityPage(QList<Entity> {second}, options(MetadataLevel::FullMetadata));
    QVERIFY(full.contains("\"odata.editLink\":\"mytable(PartitionKey='p',RowKey='r%202''')\""));
    QCOMPARE(encodeEntityPage(QList<Entity> {}, options(MetadataLevel::NoMetadata)),
        QByteArray(R"({"value":[]})"));
    QCOMPARE(decodeEntityPage(R"({"value":3})").error().code, ErrorCode::InvalidInput);
}

namespace {
// A query page holding `entities` as a store scan would hand them over.
EntityPage pageOf(const QList<Entity> &entities, const std::optional<QStringList> &select)
{
    EntityPage page;
    page.setSelection(select);
    for (const Entity &e : entities) {
        const QByteArray pk = keycodec::encode(e.partitionKey());
        const QByteArray rk = keycodec::encode(e.rowKey());
        const QByteArray record = record::encode(e);
        if (!page.append(StoredEntity {pk, rk, e.timestamp(), record}))
            qFatal("odd key");
    }
    return page;
}
} // namespace

void TestJsonQuery::storedPage_data()
{
    QTest::addColumn<MetadataLevel>("level");
    QTest::addColumn<QString>("select");
    for (const MetadataLevel level :
        {MetadataLevel::NoMetadata, MetadataLevel::MinimalMetadata, MetadataLevel::FullMetadata}) {
        for (const QString &select : {QString(), QStringLiteral("Age,Missing"),
                 QStringLiteral("RowKey,PartitionKey"), QStringLiteral("Name,Timestamp,Age")}) {
            const QByteArray name = QByteArray::number(int(level)) + " select '" + select.toUtf8() + '\'';
            QTest::newRow(name.constData()) << level << select;
        }
    }
}

// A page of stored entities encodes exactly as the same entities decoded would.
void TestJsonQuery::storedPage()
{
    QFETCH(MetadataLevel, level);
    QFETCH(QString, select);
    QList<Entity> entities;
    for (int i = 0; i < 3; ++i) {
        Entity e(QStringLiteral("p%1").arg(i / 2), QStringLiteral("r %1 \u00e9\"'").arg(i));
        e.setTimestamp(DateTime(DateTime::UnixEpochTicks + i * 12'345'678));
        e.setEtagFromTimestamp();
        e.setProperty(
            QStringLiteral("Name"), Value::string(QStringLiteral("line\nbreak \U0001F600 %1").arg(i)));
        if (i != 1)
            e.setProperty(QStringLiteral("Age"), Value::int32(20 + i));
        e.setProperty(QStringLiteral("Big"), Value::int64(qint64(1) << 40));
        e.setProperty(QStringLiteral("Bytes"), Value::binary(QByteArray("\x00\xff", 2)));
        entities.append(e);
    }
    JsonOptions json = options(level);
    if (!select.isEmpty())
        json.select = parseSelect(select);
    const auto stored = encodeEntityPage(pageOf(entities, json.select), json);
    QVERIFY(stored.has_value());
    QCOMPARE(*stored, encodeEntityPage(entities, json));
}

void TestJsonQuery::storedPageDamaged()
{
    EntityPage page = pageOf({storedEntity()}, std::nullopt);
    const QByteArray pk = keycodec::encode(u"p");
    const QByteArray rk = keycodec::encode(u"s");
    const QByteArray truncated("\x01\x01", 2);
    QVERIFY(page.append(StoredEntity {pk, rk, DateTime(DateTime::UnixEpochTicks), truncated}).has_value());
    const auto json = encodeEntityPage(page, options(MetadataLevel::MinimalMetadata));
    QVERIFY(!json.has_value());
    QCOMPARE(json.error().code, ErrorCode::StoreCorrupt);
}

void TestJsonQuery::tables_data()
{
    QTest::addColumn<MetadataLevel>("level");
    QTest::addColumn<QByteArray>("one");
    QTest::addColumn<QByteArray>("list");

    QTest::newRow("nometadata") << MetadataLevel::NoMetadata << QByteArray(R"({"TableName":"mytable"})")
                                << QByteArray(R"({"value":[{"TableName":"mytable"},{"TableName":"other"}]})");
    QTest::newRow("minimalmetadata")
        << MetadataLevel::MinimalMetadata
        << QByteArray(
               R"({"odata.metadata":"http://127.0.0.1:10002/devstoreaccount1/$metadata#Tables/@Element","TableName":"mytable"})")
        << QByteArray(
               R"({"odata.metadata":"http://127.0.0.1:10002/devstoreaccount1/$metadata#Tables","value":[)"
               R"({"TableName":"mytable"},{"TableName":"other"}]})");
    QTest::newRow("fullmetadata")
        << MetadataLevel::FullMetadata
        << QByteArray(
               R"({"odata.metadata":"http://127.0.0.1:10002/devstoreaccount1/$metadata#Tables/@Element",)"
               R"("odata.type":"devstoreaccount1.Tables",)"
               "\"odata.id\":\"http://127.0.0.1:10002/devstoreaccount1/Tables('mytable')\","
               "\"odata.editLink\":\"Tables('mytable')\",\"TableName\":\"mytable\"}")
        << QByteArray(
               R"({"odata.metadata":"http://127.0.0.1:10002/devstoreaccount1/$metadata#Tables","value":[)"
               "{\"odata.type\":\"devstoreaccount1.Tables\",\"odata.id\":\"http://127.0.0.1:10002/"
               "devstoreaccount1/Tables('mytable')\","
               "\"odata.editLink\":\"Tables('mytable')\",\"TableName\":\"mytable\"},"
               "{\"odata.type\":\"devstoreaccount1.Tables\",\"odata.id\":\"http://127.0.0.1:10002/"
               "devstoreaccount1/Tables('other')\","
               "\"odata.editLink\":\"Tables('other')\",\"TableName\":\"other\"}]}");
}

void TestJsonQuery::tables()
{
    QFETCH(MetadataLevel, level);
    QFETCH(QByteArray, one);
    QFETCH(QByteArray, list);
    const QStringList names = {QStringLiteral("mytable"), QStringLiteral("other")};
    QCOMPARE(encodeTable(names.first(), options(level)), one);
    QCOMPARE(encodeTableList(names, options(level)), list);
    Result<QStringList> back = decodeTableList(list);
    QVERIFY(back.has_value());
    QCOMPARE(*back, names);
}

void TestJsonQuery::createTable()
{
    QCOMPARE(encodeCreateTable(QStringLiteral("mytable")), QByteArray(R"({"TableName":"mytable"})"));
    QCOMPARE(decodeCreateTable(R"({"TableName":"mytable"})").value(), QStringLiteral("mytable"));
    QCOMPARE(decodeCreateTable(R"({"TableName":5})").error().code, ErrorCode::InvalidInput);
    QCOMPARE(decodeCreateTable(R"({"Name":"t"})").error().code, ErrorCode::InvalidInput);
    QCOMPARE(decodeCreateTable("nope").error().code, ErrorCode::InvalidInput);
}

void TestJsonQuery::parseSelectValue()
{
    QCOMPARE(parseSelect(u""), std::nullopt);
    QCOMPARE(parseSelect(u"*"), std::nullopt);
    QCOMPARE(parseSelect(u" , "), std::nullopt);
    QCOMPARE(parseSelect(u"a, b,a,,c").value(),
        (QStringList {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
}

QTEST_GUILESS_MAIN(TestJsonQuery)
#include "tst_jsonquery.moc"
