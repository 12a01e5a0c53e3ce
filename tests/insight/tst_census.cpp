// The schema census on a table built with known counts of every type: shares, type conflicts, empty strings,
// missing properties (also of a property first met late in the table), ranges, partitions, the keys kept
// per number and their bound, samples, Cancel, damaged records, the decoded-entity path, and the exports.
#include "support/teststore.h"
#include "support/withoutstatistics.h"

#include <rowan/census.h>
#include <rowan/localtableservice.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 Entities = 1000;
constexpr qint64 BaseTicks = 638'000'000'000'000'000;

QString rowKey(qint64 i)
{
    return QStringLiteral("%1").arg(i, 4, 10, QLatin1Char('0'));
}

// Entity i of "Orders": ten partitions of 100. Amount is a Double except in four entities (a String);
// Name is empty in every hundredth; Count only in even ones; Late only in the last partition; Id in the
// first five; Blob (of length i % 17) in odd ones.
Entity order(qint64 i)
{
    Entity e(u"p"_s + QString::number(i / 100), rowKey(i));
    e.appendProperty(u"Amount"_s, i % 250 == 7 ? Value::string(u"12.50"_s) : Value::float64(double(i) / 4));
    e.appendProperty(u"Name"_s, Value::string(i % 100 == 0 ? QString() : u"Customer %1"_s.arg(i)));
    if (i % 2 == 0)
        e.appendProperty(u"Count"_s, Value::int32(qint32(i)));
    e.appendProperty(u"Flag"_s, Value::boolean(i % 3 == 0));
    if (i >= 900)
        e.appendProperty(u"Late"_s, Value::int64(i * 1'000'000'000LL));
    e.appendProperty(u"When"_s, Value::dateTime(DateTime(BaseTicks + i)));
    if (i < 5)
        e.appendProperty(u"Id"_s, Value::guid(QUuid::createUuidV5(QUuid(), QString::number(i))));
    if (i % 2 == 1)
        e.appendProperty(u"Blob"_s, Value::binary(QByteArray(int(i % 17), 'x')));
    return e;
}

QList<CensusKey> keysOf(std::initializer_list<qint64> indexes)
{
    QList<CensusKey> keys;
    for (qint64 i : indexes)
        keys.append({u"p"_s + QString::number(i / 100), rowKey(i)});
    return keys;
}

QStringList typeNames(const CensusProperty &p)
{
    QStringList names;
    for (const CensusType &t : p.types)
        names << u"%1:%2"_s.arg(edmTypeName(t.type)).arg(t.entities.total);
    return names;
}

} // namespace

class TestCensus : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_store = TestStoreBuilder(m_dir, u"census.rowan"_s)
                      .passphrase(u"census"_s)
                      .table(u"Orders"_s, Entities, order)
                      .table(u"Empty"_s)
                      .build();
        QVERIFY(m_store);
        Result<Census> census = takeCensus(*m_store, TestStoreBuilder::account(), u"orders"_s);
        QVERIFY2(census, qPrintable(census ? QString() : census.error().toString()));
        m_census = *census;
    }

    void table()
    {
        QCOMPARE(m_census.table, u"Orders"_s); // as created, whatever case was asked for
        QCOMPARE(m_census.entities, Entities);
        QCOMPARE(m_census.tableEntities, Entities);
        QCOMPARE(m_census.partitions, 10);
        QVERIFY(m_census.complete);
        QVERIFY(!m_census.cancelled);
        QStringList order;
        for (const CensusProperty &p : m_census.properties)
            order << p.name;
        // By falling count, ties by name.
        QCOMPARE(order,
            (QStringList {
                u"Amount"_s, u"Flag"_s, u"Name"_s, u"When"_s, u"Blob"_s, u"Count"_s, u"Late"_s, u"Id"_s}));
    }

    void properties_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("count");
        QTest::addColumn<qint64>("partitions");
        QTest::addColumn<QStringList>("types");
        QTest::addColumn<qint64>("missing");
        QTest::addColumn<QString>("minimum");
        QTest::addColumn<QString>("maximum");
        QTest::newRow("conflict") << u"Amount"_s << Entities << qint64(10)
                                  << QStringList {u"Edm.Double:996"_s, u"Edm.String:4"_s} << qint64(0)
                                  << u"0"_s << u"249.75"_s;
        QTest::newRow("boolean") << u"Flag"_s << Entities << qint64(10) << QStringList {u"Edm.Boolean:1000"_s}
                                 << qint64(0) << u"false"_s << u"true"_s;
        QTest::newRow("half") << u"Count"_s << qint64(500) << qint64(10) << QStringList {u"Edm.Int32:500"_s}
                              << qint64(500) << u"0"_s << u"998"_s;
        QTest::newRow("one partition")
            << u"Late"_s << qint64(100) << qint64(1) << QStringList {u"Edm.Int64:100"_s} << qint64(900)
            << u"900000000000"_s << u"999000000000"_s;
        QTest::newRow("time") << u"When"_s << Entities << qint64(10) << QStringList {u"Edm.DateTime:1000"_s}
                              << qint64(0) << DateTime(BaseTicks).toIsoString()
                              << DateTime(BaseTicks + 999).toIsoString();
        QTest::newRow("guid") << u"Id"_s << qint64(5) << qint64(1) << QStringList {u"Edm.Guid:5"_s}
                              << qint64(995) << QString() << QString();
        QTest::newRow("binary") << u"Blob"_s << qint64(500) << qint64(10) << QStringList {u"Edm.Binary:500"_s}
                                << qint64(500) << QString() << QString();
    }

    void properties()
    {
        QFETCH(QString, name);
        QFETCH(qint64, count);
        QFETCH(qint64, partitions);
        QFETCH(QStringList, types);
        QFETCH(qint64, missing);
        QFETCH(QString, minimum);
        QFETCH(QString, maximum);
        const CensusProperty *p = m_census.property(name);
        QVERIFY(p);
        QCOMPARE(p->count, count);
        QCOMPARE(p->partitions, partitions);
        QCOMPARE(typeNames(*p), types);
        QCOMPARE(p->hasTypeConflict(), types.size() > 1);
        QCOMPARE(p->missing.total, missing);
        QCOMPARE(p->missing.keys.size(), qMin<qint64>(missing, 20));
        const CensusType &first = p->types.first();
        QCOMPARE(first.minimum ? first.minimum->toDisplayString() : QString(), minimum);
        QCOMPARE(first.maximum ? first.maximum->toDisplayString() : QString(), maximum);
        QVERIFY(first.examples.size() <= 3);
    }

    // The four odd Amounts are all listed, in key order; so are the empty Names.
    void keysBehindNumbers()
    {
        const CensusType *asString = m_census.property(u"Amount"_s)->type(EdmType::String);
        QVERIFY(asString);
        QCOMPARE(asString->entities.keys, keysOf({7, 257, 507, 757}));
        QVERIFY(asString->entities.isComplete());
        QCOMPARE(asString->examples, QList<Value> {Value::string(u"12.50"_s)});
        const CensusType *name = m_census.property(u"Name"_s)->type(EdmType::String);
        QCOMPARE(name->empty.total, 10);
        QCOMPARE(name->empty.keys, keysOf({0, 100, 200, 300, 400, 500, 600, 700, 800, 900}));
        QCOMPARE(name->minLength, 0);
        QCOMPARE(name->maxLength, u"Customer 999"_s.size());
        const CensusType *blob = m_census.property(u"Blob"_s)->type(EdmType::Binary);
        QCOMPARE(blob->minLength, 0);
        QCOMPARE(blob->maxLength, 16);
        // Count is missing from the odd entities: the first twenty are kept.
        const CensusKeys &noCount = m_census.property(u"Count"_s)->missing;
        QCOMPARE(noCount.keys.first(), keysOf({1}).first());
        QCOMPARE(noCount.keys.last(), keysOf({39}).first());
        // Late first appears at entity 900: the entities before it that lack it are the table's first.
        const CensusKeys &noLate = m_census.property(u"Late"_s)->missing;
        QCOMPARE(noLate.keys.size(), 20);
        QCOMPARE(noLate.keys.first(), keysOf({0}).first());
        QCOMPARE(noLate.keys.last(), keysOf({19}).first());
    }

    void keysPerCellBound()
    {
        CensusOptions options;
        options.keysPerCell = 2;
        options.examplesPerType = 1;
        Result<Census> census = takeCensus(*m_store, TestStoreBuilder::account(), u"Orders"_s, options);
        QVERIFY(census);
        const CensusType *asString = census->property(u"Amount"_s)->type(EdmType::String);
        QCOMPARE(asString->entities.keys, keysOf({7, 257}));
        QCOMPARE(asString->entities.total, 4);
        QVERIFY(!asString->entities.isComplete());
        QCOMPARE(census->property(u"Id"_s)->types.first().examples.size(), 1);
        QCOMPARE(census->property(u"Late"_s)->missing.keys, keysOf({0, 1}));
    }

    void sample()
    {
        CensusOptions options;
        options.limit = 150;
        Result<Census> census = takeCensus(*m_store, TestStoreBuilder::account(), u"Orders"_s, options);
        QVERIFY(census);
        QCOMPARE(census->entities, 150);
        QCOMPARE(census->partitions, 2);
        QVERIFY(!census->complete);
        QVERIFY(!census->property(u"Late"_s)); // not in the first 150
    }

    void cancelAndProgress()
    {
        std::atomic<bool> cancel = false;
        QList<qint64> reported;
        QList<qint64> totals;
        CensusOptions options;
        options.cancel = &cancel;
        options.progressEvery = 100;
        options.progress = [&](qint64 read, qint64 total) {
            reported << read;
            totals << total;
            if (read == 300)
                cancel = true;
        };
        Result<Census> census = takeCensus(*m_store, TestStoreBuilder::account(), u"Orders"_s, options);
        QVERIFY(census);
        QCOMPARE(reported, (QList<qint64> {0, 100, 200, 300}));
        QCOMPARE(totals, (QList<qint64> {Entities, Entities, Entities, Entities}));
        QVERIFY(census->cancelled);
        QVERIFY(!census->complete);
        QCOMPARE(census->entities, 300);
    }

    void emptyAndMissingTables()
    {
        Result<Census> empty = takeCensus(*m_store, TestStoreBuilder::account(), u"Empty"_s);
        QVERIFY(empty);
        QCOMPARE(empty->entities, 0);
        QVERIFY(empty->properties.isEmpty());
        QVERIFY(empty->complete);
        Result<Census> missing = takeCensus(*m_store, TestStoreBuilder::account(), u"Nope"_s);
        QVERIFY(!missing);
        QCOMPARE(missing.error().code, ErrorCode::TableNotFound);
    }

    // A malformed record or key is named as damage; nothing crashes.
    void damagedRecords_data()
    {
        QTest::addColumn<QByteArray>("record");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("unknown version") << QByteArray("\x02\x00", 2);
        QTest::newRow("truncated") << QByteArray("\x01\x01\x00\x04"
                                                 "Na",
            6);
        QTest::newRow("unknown type") << QByteArray("\x01\x01\x09\x02"
                                                    "N\x00",
            6);
        QTest::newRow("trailing") << QByteArray("\x01\x00\x00", 3);
        QTest::newRow("same name twice") << QByteArray("\x01\x02\x02\x02"
                                                       "B\x01\x02\x02"
                                                       "B\x00",
            10);
        QTest::newRow("bad boolean") << QByteArray("\x01\x01\x02\x02"
                                                   "B\x07",
            6);
    }

    void damagedRecords()
    {
        QFETCH(QByteArray, record);
        CensusBuilder builder;
        const QByteArray pk("\x00p", 2), rk("\x00r", 2);
        const Status added = builder.add(StoredEntity {pk, rk, DateTime(), record});
        QVERIFY(!added);
        QCOMPARE(added.error().code, ErrorCode::StoreCorrupt);
        const Status badKey
            = builder.add(StoredEntity {QByteArray("\x00", 1), rk, DateTime(), QByteArray("\x01\x00", 2)});
        QVERIFY(!badKey);
        QCOMPARE(badKey.error().code, ErrorCode::StoreCorrupt);
    }

    // An endpoint's entities, added decoded, give the census the store gives.
    void decodedEntitiesAgree()
    {
        CensusBuilder builder;
        for (qint64 i = 0; i < Entities; ++i)
            QVERIFY(builder.add(order(i)));
        Census fromEntities = std::move(builder).finish(u"Orders"_s);
        fromEntities.tableEntities = Entities;
        QCOMPARE(censusToJson(fromEntities), censusToJson(m_census));
    }

    // Through the table service: the whole table where it keeps statistics; without them (an endpoint)
    // a stated sample, the whole of a small table.
    void throughTheService()
    {
        const LocalTableService local(m_store);
        Result<Census> viaLocal = takeCensus(local, TestStoreBuilder::account(), u"Orders"_s);
        QVERIFY(viaLocal);
        QCOMPARE(censusToJson(*viaLocal), censusToJson(m_census));

        const WithoutStatistics remote(m_store);
        Result<Census> whole = takeCensus(remote, TestStoreBuilder::account(), u"Orders"_s);
        QVERIFY(whole);
        QCOMPARE(whole->entities, Entities);
        QCOMPARE(whole->tableEntities, -1);
        QVERIFY(whole->complete);
        CensusOptions options;
        options.limit = 100;
        Result<Census> sampled = takeCensus(remote, TestStoreBuilder::account(), u"Orders"_s, options);
        QVERIFY(sampled);
        QCOMPARE(sampled->entities, 100);
        QVERIFY(!sampled->complete);
        QCOMPARE(sampled->property(u"Amount"_s)->types.size(), 2);

        std::atomic<bool> cancel = true;
        options.cancel = &cancel;
        Result<Census> cancelled = takeCensus(remote, TestStoreBuilder::account(), u"Orders"_s, options);
        QVERIFY(cancelled);
        QVERIFY(cancelled->cancelled);
        QCOMPARE(cancelled->entities, 0);
    }

    // Staging against production: a property only one holds, types that differ, a property every entity
    // holds on one side only; a property held alike is no difference.
    void compare()
    {
        auto census = [](bool second) {
            CensusBuilder builder;
            for (int i = 0; i < 10; ++i) {
                Entity e(u"p"_s, QString::number(i));
                e.appendProperty(u"A"_s, Value::int32(i));
                e.appendProperty(u"B"_s, second && i == 3 ? Value::int32(3) : Value::string(u"b"_s));
                if (second || i % 2 == 0)
                    e.appendProperty(u"C"_s, Value::float64(i));
                if (!second)
                    e.appendProperty(u"D"_s, Value::string(u"d"_s));
                if (second)
                    e.appendProperty(u"E"_s, Value::boolean(true));
                if (!builder.add(e))
                    qFatal("census");
            }
            return std::move(builder).finish(second ? u"Production"_s : u"Staging"_s);
        };
        const QList<CensusDifference> differences = compareCensuses(census(false), census(true));
        QStringList lines;
        for (const CensusDifference &d : differences)
            lines << u"%1|%2|%3|%4"_s.arg(censusDifferenceKindName(d.kind), d.property, d.first, d.second);
        QCOMPARE(lines,
            (QStringList {u"types differ|B|Edm.String|Edm.String (9), Edm.Int32 (1)"_s,
                u"only in first|D|Edm.String, 100%|"_s, u"share differs|C|50%|100%"_s,
                u"only in second|E||Edm.Boolean, 100%"_s}));
        QVERIFY(compareCensuses(census(true), census(true)).isEmpty());
    }

    void jsonSchema()
    {
        const QJsonObject schema = censusToJsonSchema(m_census);
        QCOMPARE(schema[u"$schema"_s].toString(), u"https://json-schema.org/draft/2020-12/schema"_s);
        QCOMPARE(schema[u"type"_s].toString(), u"object"_s);
        const QJsonObject props = schema[u"properties"_s].toObject();
        QCOMPARE(props[u"Amount"_s][u"anyOf"_s].toArray().size(), 2);
        QCOMPARE(
            props[u"Amount"_s][u"x-edm-type"_s].toArray(), (QJsonArray {u"Edm.Double"_s, u"Edm.String"_s}));
        QCOMPARE(props[u"Count"_s][u"type"_s].toString(), u"integer"_s);
        QCOMPARE(props[u"Count"_s][u"x-entities"_s].toInteger(), 500);
        QCOMPARE(props[u"Late"_s][u"pattern"_s].toString(), u"^-?[0-9]+$"_s);
        QVERIFY(props.contains(u"Late@odata.type"_s));
        QVERIFY(!props.contains(u"Count@odata.type"_s));
        QStringList required;
        for (const QJsonValue &v : schema[u"required"_s].toArray())
            required << v.toString();
        QCOMPARE(required,
            (QStringList {u"PartitionKey"_s, u"RowKey"_s, u"Amount"_s, u"Flag"_s, u"Name"_s, u"When"_s}));
    }

    void markdown()
    {
        const QString md = censusToMarkdown(m_census);
        QVERIFY2(md.contains(u"| Amount | 1000 | 100% | Edm.Double (996), Edm.String (4) ⚠ | 0 |"_s),
            qPrintable(md));
        QVERIFY2(
            md.contains(u"| Name | 1000 | 100% | Edm.String | 10 | 0–12 chars | 10 |"_s), qPrintable(md));
        QVERIFY2(md.contains(u"| Id | 5 | 0.5% | Edm.Guid | 0 |  | 1 |"_s), qPrintable(md));
    }

    void shares_data()
    {
        QTest::addColumn<qint64>("part");
        QTest::addColumn<qint64>("whole");
        QTest::addColumn<QString>("text");
        QTest::newRow("all") << qint64(5) << qint64(5) << u"100%"_s;
        QTest::newRow("half") << qint64(1) << qint64(2) << u"50%"_s;
        QTest::newRow("third") << qint64(1) << qint64(3) << u"33.3%"_s;
        QTest::newRow("few of many") << qint64(3) << qint64(2'000'000) << u"<0.1%"_s;
        QTest::newRow("nearly all") << qint64(1'999'999) << qint64(2'000'000) << u">99.9%"_s;
        QTest::newRow("none") << qint64(0) << qint64(7) << u"0%"_s;
        QTest::newRow("no entities") << qint64(0) << qint64(0) << u"–"_s;
    }

    void shares()
    {
        QFETCH(qint64, part);
        QFETCH(qint64, whole);
        QFETCH(QString, text);
        QCOMPARE(censusShare(part, whole), text);
    }

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    Census m_census;
};

QTEST_GUILESS_MAIN(TestCensus)
#include "tst_census.moc"
