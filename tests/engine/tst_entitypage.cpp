#include "core/keycodec.h"
#include "core/record.h"
#include "rowan/entitypage.h"

#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

// A stored entity's parts, owned (StoredEntity only views them).
struct Stored
{
    QByteArray partitionKey;
    QByteArray rowKey;
    DateTime timestamp;
    std::optional<QByteArray> record;

    StoredEntity view() const
    {
        // An empty record is present (and damaged), not absent: its view must not be null.
        return {partitionKey, rowKey, timestamp,
            record ? QByteArrayView(record->constData(), record->size()) : QByteArrayView()};
    }
};

Stored stored(const Entity &e, qint64 ticks, bool withRecord = true)
{
    return {keycodec::encode(e.partitionKey()), keycodec::encode(e.rowKey()), DateTime(ticks),
        withRecord ? std::optional<QByteArray>(record::encode(e)) : std::nullopt};
}

Entity make(const QString &pk, const QString &rk, const QList<Property> &properties)
{
    Entity e(pk, rk);
    for (const Property &p : properties)
        e.setProperty(p.name, p.value);
    return e;
}

} // namespace

class TestEntityPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void appendEntity_data();
    void appendEntity();
    void selection_data();
    void selection();
    void keysOnly();
    void damagedRecord_data();
    void damagedRecord();
    void oddKeyRefused();
    void copiesAreIndependent();
};

void TestEntityPage::roundTrip_data()
{
    QTest::addColumn<QList<Entity>>("entities");
    const Entity a = make(u"p"_s, u"1"_s, {{u"Name"_s, Value::string(u"ä €"_s)}, {u"N"_s, Value::int32(-3)}});
    const Entity b = make(u"p"_s, u"2"_s, {{u"Bytes"_s, Value::binary(QByteArray("\0\1", 2))}});
    const Entity c = make(u"q"_s, QString(), {});
    const Entity d = make(QString(), QStringLiteral("\U00010000"),
        {{u"When"_s, Value::dateTime(DateTime(DateTime::UnixEpochTicks))}, {u"X"_s, Value::float64(-0.5)}});
    QTest::newRow("empty") << QList<Entity> {};
    QTest::newRow("one") << QList<Entity> {a};
    QTest::newRow("shared partition") << QList<Entity> {a, b};
    QTest::newRow("partition changes") << QList<Entity> {a, b, c, d};
    QTest::newRow("empty keys and no properties") << QList<Entity> {c, d, c};
}

void TestEntityPage::roundTrip()
{
    QFETCH(QList<Entity>, entities);
    EntityPage page;
    page.reserve(2, 8); // smaller than needed: the page grows
    for (qsizetype i = 0; i < entities.size(); ++i)
        QVERIFY(page.append(stored(entities[i], 1000 + i).view()).has_value());
    QCOMPARE(page.size(), entities.size());
    QCOMPARE(page.isEmpty(), entities.isEmpty());
    for (qsizetype i = 0; i < entities.size(); ++i) {
        QCOMPARE(page.partitionKey(i), entities[i].partitionKey());
        QCOMPARE(page.rowKey(i), entities[i].rowKey());
        QCOMPARE(page.timestamp(i), DateTime(1000 + i));
        QCOMPARE(page.etag(i), etagForTimestamp(DateTime(1000 + i)));
        QCOMPARE(page.stored(i).partitionKey, keycodec::encode(entities[i].partitionKey()));
        QCOMPARE(page.stored(i).record, record::encode(entities[i]));
        QStringList missing;
        const auto e = page.entity(i, &missing);
        QVERIFY(e.has_value());
        QVERIFY(e->sameContent(entities[i]));
        QCOMPARE(e->partitionKey(), entities[i].partitionKey());
        QCOMPARE(e->rowKey(), entities[i].rowKey());
        QCOMPARE(e->timestamp(), DateTime(1000 + i));
        QCOMPARE(e->etag(), page.etag(i));
        QVERIFY(missing.isEmpty());
    }
    const auto all = page.entities();
    QVERIFY(all.has_value());
    QCOMPARE(all->size(), entities.size());
    page.clear();
    QVERIFY(page.isEmpty());
}

void TestEntityPage::selection_data()
{
    QTest::addColumn<QStringList>("select");
    QTest::addColumn<QStringList>("names"); // of the decoded entity, in order
    QTest::addColumn<QStringList>("missing");
    QTest::newRow("one") << QStringList {u"B"_s} << QStringList {u"B"_s} << QStringList {};
    QTest::newRow("select order, not record order")
        << QStringList {u"C"_s, u"A"_s} << QStringList {u"C"_s, u"A"_s} << QStringList {};
    QTest::newRow("missing names") << QStringList {u"Z"_s, u"A"_s, u"Y"_s} << QStringList {u"A"_s}
                                   << QStringList {u"Z"_s, u"Y"_s};
    QTest::newRow("system names ignored")
        << QStringList {u"RowKey"_s, u"PartitionKey"_s, u"Timestamp"_s} << QStringList {} << QStringList {};
    QTest::newRow("empty list") << QStringList {} << QStringList {} << QStringList {};
}

void TestEntityPage::selection()
{
    QFETCH(QStringList, select);
    QFETCH(QStringList, names);
    QFETCH(QStringList, missing);
    EntityPage page;
    page.setSelection(select);
    QCOMPARE(page.selection(), std::optional<QStringList>(select));
    const Entity e = make(u"p"_s, u"r"_s,
        {{u"A"_s, Value::int32(1)}, {u"B"_s, Value::string(u"b"_s)}, {u"C"_s, Value::boolean(true)}});
    QVERIFY(page.append(stored(e, 7).view()).has_value());
    QStringList gotMissing;
    const auto got = page.entity(0, &gotMissing);
    QVERIFY(got.has_value());
    QStringList gotNames;
    for (const Property &p : got->properties()) {
        gotNames << p.name;
        QCOMPARE(p.value, *e.property(p.name));
    }
    QCOMPARE(gotNames, names);
    QCOMPARE(gotMissing, missing);
    QCOMPARE(got->rowKey(), u"r"_s);
    QCOMPARE(got->timestamp(), DateTime(7));
}

void TestEntityPage::keysOnly()
{
    EntityPage page;
    const Entity e = make(u"p"_s, u"r"_s, {{u"A"_s, Value::int32(1)}});
    QVERIFY(page.append(stored(e, 5, false).view()).has_value());
    QVERIFY(page.stored(0).record.isNull());
    const auto got = page.entity(0);
    QVERIFY(got.has_value());
    QCOMPARE(got->rowKey(), u"r"_s);
    QVERIFY(got->properties().isEmpty());
}

void TestEntityPage::damagedRecord_data()
{
    QTest::addColumn<QByteArray>("record");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("unknown version") << QByteArray("\x07\x00", 2);
    QTest::newRow("truncated") << QByteArray("\x01\x01\x06", 3);
    QTest::newRow("trailing bytes") << QByteArray("\x01\x00\x00", 3);
}

void TestEntityPage::damagedRecord()
{
    QFETCH(QByteArray, record);
    EntityPage page;
    const Entity good = make(u"p"_s, u"1"_s, {{u"A"_s, Value::int32(1)}});
    QVERIFY(page.append(stored(good, 1).view()).has_value());
    Stored bad = stored(make(u"p"_s, u"2"_s, {}), 2);
    bad.record = record;
    QVERIFY(page.append(bad.view()).has_value()); // appending does not decode
    QVERIFY(page.entity(0).has_value());
    const auto broken = page.entity(1);
    QVERIFY(!broken.has_value());
    QCOMPARE(broken.error().code, ErrorCode::StoreCorrupt);
    QCOMPARE(page.rowKey(1), u"2"_s); // the keys still read
    const auto all = page.entities();
    QVERIFY(!all.has_value());
    QCOMPARE(all.error().code, ErrorCode::StoreCorrupt);
}

void TestEntityPage::oddKeyRefused()
{
    EntityPage page;
    Stored odd = stored(make(u"p"_s, u"r"_s, {}), 1);
    odd.rowKey.chop(1);
    const auto r = page.append(odd.view());
    QVERIFY(!r.has_value());
    QCOMPARE(r.error().code, ErrorCode::InvalidInput);
    QVERIFY(page.isEmpty());
}

void TestEntityPage::copiesAreIndependent()
{
    EntityPage page;
    const Entity a = make(u"p"_s, u"a"_s, {{u"A"_s, Value::int32(1)}});
    QVERIFY(page.append(stored(a, 1).view()).has_value());
    EntityPage copy = page;
    QVERIFY(page.append(stored(make(u"p"_s, u"b"_s, {}), 2).view()).has_value());
    page.setSelection(QStringList {u"Z"_s});
    QCOMPARE(copy.size(), 1);
    QVERIFY(!copy.selection().has_value());
    QVERIFY(copy.entity(0)->sameContent(a));
    QCOMPARE(page.size(), 2);
}

void TestEntityPage::appendEntity_data()
{
    roundTrip_data();
}

// An entity decoded from elsewhere (a REST response) lands in the same stored form a scan produces.
void TestEntityPage::appendEntity()
{
    QFETCH(QList<Entity>, entities);
    EntityPage page;
    for (qsizetype i = 0; i < entities.size(); ++i) {
        Entity e = entities[i];
        e.setTimestamp(DateTime(2000 + i));
        e.setEtag(u"W/\"something else\""_s); // not kept: the page derives ETags from Timestamps
        QVERIFY(page.append(e).has_value());
    }
    QCOMPARE(page.size(), entities.size());
    for (qsizetype i = 0; i < entities.size(); ++i) {
        const Stored expected = stored(entities[i], 2000 + i);
        QCOMPARE(page.stored(i).partitionKey, expected.partitionKey);
        QCOMPARE(page.stored(i).rowKey, expected.rowKey);
        QCOMPARE(page.stored(i).record, *expected.record);
        QCOMPARE(page.timestamp(i), DateTime(2000 + i));
        const auto e = page.entity(i);
        QVERIFY(e.has_value());
        QVERIFY(e->sameContent(entities[i]));
        QCOMPARE(e->etag(), etagForTimestamp(DateTime(2000 + i)));
    }
}

QTEST_GUILESS_MAIN(TestEntityPage)
#include "tst_entitypage.moc"
