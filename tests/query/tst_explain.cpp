#include "rowan/account.h"
#include "rowan/explain.h"
#include "rowan/store.h"
#include "support/teststore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

// Partition 'Sales' holds 30 entities (RowKeys '0'…'29'); partitions 'p00'…'p11' hold 1…12 entities.
// 13 partitions, 108 entities in all. 'Sales' sorts before 'p00' ('S' < 'p').
class TestExplain : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void estimate_data();
    void estimate();
    void summary();
    void missingTable();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    const QString m_account = QString::fromLatin1(DevelopmentAccountName);
};

void TestExplain::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QList<Entity> staff;
    const auto fill = [&](const QString &pk, int count) {
        for (int i = 0; i < count; ++i) {
            Entity e(pk, QString::number(i));
            e.setProperty(u"Age"_s, Value::int32(20 + i));
            staff.append(e);
        }
    };
    fill(u"Sales"_s, 30);
    for (int p = 0; p < 12; ++p)
        fill(u"p%1"_s.arg(p, 2, 10, QLatin1Char('0')), p + 1);
    m_store = TestStoreBuilder(m_dir, u"explain.rowan"_s).table(u"staff"_s, staff).build();
    QVERIFY(m_store);
}

void TestExplain::estimate_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<int>("top"); // 0: none
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("partitions");
    QTest::addColumn<int>("scanned");
    QTest::addColumn<bool>("scannedGuess");
    QTest::addColumn<int>("returned");
    QTest::addColumn<bool>("returnedGuess");
    QTest::addColumn<int>("pages");
    QTest::addColumn<QString>("advice"); // a part of it; empty: no advice at all

    auto row = [](const char *name, const QString &filter, int top, const QString &kind, int partitions,
                   int scanned, bool scannedGuess, int returned, bool returnedGuess, int pages,
                   const QString &advice) {
        QTest::newRow(name) << filter << top << kind << partitions << scanned << scannedGuess << returned
                            << returnedGuess << pages << advice;
    };
    row("table scan", u"LastName eq 'Jones'"_s, 0, u"table-scan"_s, 13, 108, false, 108, true, 1,
        u"Add `PartitionKey eq …` to avoid scanning all 13 partitions (108 entities)."_s);
    row("table scan top", u"LastName eq 'Jones'"_s, 10, u"table-scan"_s, 13, 108, false, 108, true, 11,
        u"all 13 partitions"_s);
    row("no filter", QString(), 50, u"table-scan"_s, 13, 108, false, 108, false, 3, u"all 13 partitions"_s);
    row("or branch without pk", u"PartitionKey eq 'Sales' or Age eq 1"_s, 0, u"table-scan"_s, 13, 108, false,
        108, true, 1, u"An `or` branch"_s);
    row("partition", u"PartitionKey eq 'Sales'"_s, 0, u"partition-scan"_s, 1, 30, false, 30, false, 1,
        u"Reads all 30 entities of partition 'Sales'"_s);
    row("partition filtered", u"PartitionKey eq 'Sales' and Age gt 3"_s, 0, u"partition-scan"_s, 1, 30, false,
        30, true, 1, u"Only PartitionKey narrows this query: all 30 entities of partition 'Sales'"_s);
    row("or over rowkey", u"PartitionKey eq 'Sales' and (RowKey eq '1' or RowKey eq '2')"_s, 0,
        u"partition-scan"_s, 1, 2, true, 2, true, 1,
        u"`or` over RowKey scans the whole partition 'Sales' (30 entities) on the service: run 2 point queries"_s);
    row("or over rowkey ranges", u"PartitionKey eq 'Sales' and RowKey ne '1'"_s, 0, u"partition-scan"_s, 1,
        30, true, 30, true, 1, u"run 2 range queries"_s);
    row("point", u"PartitionKey eq 'Sales' and RowKey eq '1'"_s, 0, u"point"_s, 1, 1, true, 1, true, 1,
        QString());
    row("point in missing partition", u"PartitionKey eq 'Nope' and RowKey eq '1'"_s, 0, u"point"_s, 0, 0,
        false, 0, false, 1, QString());
    row("row range", u"PartitionKey eq 'Sales' and RowKey ge '1' and RowKey lt '2'"_s, 0, u"row-range"_s, 1,
        30, true, 30, true, 1, QString());
    row("partition range", u"PartitionKey ge 'p00' and PartitionKey le 'p03'"_s, 0, u"partition-range"_s, 4,
        10, false, 10, false, 1, QString());
    row("partition range open", u"PartitionKey gt 'p00' and PartitionKey lt 'p03'"_s, 0, u"partition-range"_s,
        2, 5, false, 5, false, 1, QString());
    row("partition range to end", u"PartitionKey ge 'p10'"_s, 0, u"partition-range"_s, 2, 23, false, 23,
        false, 1, QString());
    row("points across partitions",
        u"(PartitionKey eq 'p01' and RowKey eq '0') or (PartitionKey eq 'p02' and RowKey eq '0')"_s, 0,
        u"partition-range"_s, 2, 2, true, 2, true, 1, QString());
    row("contradiction", u"PartitionKey eq 'a' and PartitionKey eq 'b'"_s, 0, u"nothing"_s, 0, 0, false, 0,
        false, 1, u"contradict"_s);
}

void TestExplain::estimate()
{
    QFETCH(QString, filter);
    QFETCH(int, top);
    QFETCH(QString, kind);
    QFETCH(int, partitions);
    QFETCH(int, scanned);
    QFETCH(bool, scannedGuess);
    QFETCH(int, returned);
    QFETCH(bool, returnedGuess);
    QFETCH(int, pages);
    QFETCH(QString, advice);
    const auto parsed = Filter::parse(filter);
    QVERIFY(parsed.has_value());
    const auto cost = explainQuery(*m_store, m_account, u"staff"_s, planQuery(*parsed),
        top > 0 ? std::optional<int>(top) : std::nullopt);
    QVERIFY2(cost.has_value(), qPrintable(cost ? QString() : cost.error().toString()));
    QCOMPARE(queryKindName(cost->kind), kind);
    QCOMPARE(cost->tablePartitions, 13);
    QCOMPARE(cost->tableEntities, 108);
    QCOMPARE(cost->partitionsTouched, qint64(partitions));
    QCOMPARE(cost->entitiesScanned, qint64(scanned));
    QCOMPARE(cost->scannedIsGuess, scannedGuess);
    QCOMPARE(cost->entitiesReturned, qint64(returned));
    QCOMPARE(cost->returnedIsGuess, returnedGuess);
    QCOMPARE(cost->pages, qint64(pages));
    if (advice.isEmpty())
        QVERIFY2(cost->advice.isEmpty(), qPrintable(cost->advice));
    else
        QVERIFY2(cost->advice.contains(advice), qPrintable(cost->advice));
}

void TestExplain::summary()
{
    auto costOf = [&](const QString &filter) {
        return *explainQuery(*m_store, m_account, u"staff"_s, planQuery(*Filter::parse(filter)));
    };
    QCOMPARE(costOf(u"PartitionKey eq 'Sales'"_s).summary(),
        u"Partition scan: 1 of 13 partitions, 30 entities scanned, 30 returned, 1 page."_s);
    QCOMPARE(costOf(u"LastName eq 'Jones'"_s).summary(),
        u"Table scan: 13 of 13 partitions, 108 entities scanned, up to 108 returned, up to 1 page."_s);
    const CostEstimate point = costOf(u"PartitionKey eq 'Sales' and RowKey eq '1'"_s);
    QCOMPARE(point.summary(),
        u"Point query: 1 of 13 partitions, up to 1 entity scanned, up to 1 returned, up to 1 page."_s);
    QCOMPARE(point.ranges, QStringList {u"PartitionKey = 'Sales' and RowKey = '1'"_s});
}

void TestExplain::missingTable()
{
    const auto cost = explainQuery(*m_store, m_account, u"nosuch"_s, planQuery(Filter()));
    QVERIFY(!cost.has_value());
    QCOMPARE(cost.error().code, ErrorCode::TableNotFound);
}

QTEST_GUILESS_MAIN(TestExplain)
#include "tst_explain.moc"
