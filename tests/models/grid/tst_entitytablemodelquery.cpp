// EntityTableModel in query mode: an OData query's matches paged by continuation tokens, re-read after
// eviction, cancelled, and left for the table again.
#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"
#include "support/modeltestsupport.h"

#include <rowan/plan.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>

using namespace rowan;

class TestEntityTableModelQuery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void queryFollowsContinuations_data();
    void queryFollowsContinuations();
    void queryRereadsEvictedPages();
    void queryCancel();
    void queryLeavesForTheTable();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
};

void TestEntityTableModelQuery::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = makeEntityTableTestStore(m_dir);
    QVERIFY(m_store);
}

void TestEntityTableModelQuery::queryFollowsContinuations_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<int>("pageSize");
    QTest::addColumn<int>("top");
    QTest::addColumn<int>("expected");
    QTest::addColumn<QString>("kind");
    QTest::newRow("table scan") << "Index lt 1200" << 100 << 0 << 1200 << "table-scan";
    QTest::newRow("partition scan") << "PartitionKey eq 'p1'" << 200 << 0 << 625 << "partition-scan";
    QTest::newRow("row range") << "PartitionKey eq 'p2' and RowKey ge 'r0001' and RowKey lt 'r0002'" << 7 << 0
                               << 25 << "row-range";
    QTest::newRow("point") << "PartitionKey eq 'p3' and RowKey eq 'r000007'" << 100 << 0 << 1 << "point";
    QTest::newRow("matches nothing") << "PartitionKey eq 'p1' and PartitionKey eq 'p2'" << 100 << 0 << 0
                                     << "nothing";
    QTest::newRow("top") << "Index ge 0" << 100 << 250 << 250 << "table-scan";
    QTest::newRow("top inside a page") << "Index ge 0" << 100 << 30 << 30 << "table-scan";
    QTest::newRow("no match") << "Index lt 0" << 100 << 0 << 0 << "table-scan";
}

void TestEntityTableModelQuery::queryFollowsContinuations()
{
    QFETCH(QString, filter);
    QFETCH(int, pageSize);
    QFETCH(int, top);
    QFETCH(int, expected);
    QFETCH(QString, kind);
    ServiceSession session;
    session.setStore(m_store);
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(pageSize);
    auto parsed = Filter::fromText(filter);
    QVERIFY(parsed);
    model.setQuery(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"), *parsed, std::nullopt,
        top > 0 ? std::optional<int>(top) : std::nullopt);
    QVERIFY(model.isQuery());
    while (!model.isExhausted()) {
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading(), 10000);
        if (model.canFetchMore(QModelIndex()))
            model.fetchMore(QModelIndex());
        QVERIFY(model.rowCount() <= expected);
    }
    QTRY_VERIFY(model.queryStats().finished);
    QCOMPARE(model.rowCount(), expected);
    QCOMPARE(model.totalCount(), qint64(-1));
    const QueryRunStats &stats = model.queryStats();
    QCOMPARE(stats.returned, qint64(expected));
    QCOMPARE(queryKindName(stats.kind), kind);
    QVERIFY(stats.scanned >= stats.returned);
    QVERIFY(stats.requests >= 1);
    QVERIFY(stats.firstRowsMs >= 0);
    QVERIFY(!stats.cancelled);
    for (int row = 0; row < model.rowCount(); ++row) {
        QVERIFY(waitForRow(model, row));
        const Entity &e = model.entityAt(row);
        QVERIFY2(parsed->matches(e), qPrintable(e.partitionKey() + e.rowKey()));
        if (row > 0) {
            const Entity &before = model.entityAt(row - 1);
            QVERIFY(
                std::pair(before.partitionKey(), before.rowKey()) < std::pair(e.partitionKey(), e.rowKey()));
        }
    }
    QVERIFY(!model.canFetchMore(QModelIndex()));
}

void TestEntityTableModelQuery::queryRereadsEvictedPages()
{
    ServiceSession session;
    session.setStore(m_store);
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(40);
    model.setMaxCachedPages(2);
    auto filter = Filter::fromText(u"Index ge 100 and Index lt 500");
    QVERIFY(filter);
    model.setQuery(QStringLiteral("devstoreaccount1"), QStringLiteral("Many"), *filter);
    while (!model.isExhausted()) {
        QTRY_VERIFY(!model.isLoading());
        if (model.canFetchMore(QModelIndex()))
            model.fetchMore(QModelIndex());
    }
    QCOMPARE(model.rowCount(), 400);
    QVERIFY(model.cachedPageCount() <= 2);
    int evicted = -1;
    for (int row = 0; row < model.rowCount() && evicted < 0; ++row) {
        if (!model.isRowLoaded(row))
            evicted = row;
    }
    QVERIFY(evicted >= 0);
    const int requests = model.queryStats().requests;
    // Pages read again from the continuation they start at: "Many" is in Index order.
    for (int row : {evicted, 0, 123, 399, 41, evicted + 39}) {
        QVERIFY(waitForRow(model, row));
        QCOMPARE(model.entityAt(row).property(QStringLiteral("Index"))->toInt32(), 100 + row);
    }
    QCOMPARE(model.queryStats().requests, requests); // re-reads do not count as the run's cost
    QCOMPARE(model.queryStats().returned, qint64(400));
}

void TestEntityTableModelQuery::queryCancel()
{
    ServiceSession session;
    session.setStore(m_store);
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(100);
    QSignalSpy progress(&model, &EntityTableModel::queryProgress);
    auto filter = Filter::fromText(u"Index ge 0");
    QVERIFY(filter);
    model.setQuery(QStringLiteral("devstoreaccount1"), QStringLiteral("Many"), *filter);
    QVERIFY(model.isLoading());
    model.cancelQuery();
    QVERIFY(!model.isLoading());
    QVERIFY(model.isExhausted());
    QVERIFY(!model.canFetchMore(QModelIndex()));
    QVERIFY(model.queryStats().cancelled);
    QCOMPARE(progress.count(), 1);
    QTest::qWait(300); // the page being read when cancelled never lands
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(progress.count(), 1);

    // Cancelled after some pages: the rows read stay, no more come.
    model.setQuery(QStringLiteral("devstoreaccount1"), QStringLiteral("Many"), *filter);
    QTRY_VERIFY(model.rowCount() >= 100);
    model.cancelQuery();
    const int rows = model.rowCount();
    QTest::qWait(300);
    QCOMPARE(model.rowCount(), rows);
    QVERIFY(waitForRow(model, rows - 1));
    QVERIFY(model.queryStats().cancelled);
    QVERIFY(!model.queryStats().finished);
}

void TestEntityTableModelQuery::queryLeavesForTheTable()
{
    ServiceSession session;
    session.setStore(m_store);
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto filter = Filter::fromText(u"PartitionKey eq 'p0'");
    QVERIFY(filter);
    model.setQuery(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"), *filter,
        QStringList {QStringLiteral("Rare")});
    QTRY_VERIFY(model.rowCount() >= 500);
    QVERIFY(model.isQuery());
    // $select: only the chosen property is a column.
    QCOMPARE(model.propertyColumns(), QStringList {});
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"));
    QVERIFY(!model.isQuery());
    QTRY_COMPARE(model.totalCount(), qint64(2500));
    // reload() in query mode runs the query again.
    model.setQuery(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"), *filter);
    QTRY_VERIFY(model.queryStats().returned > 0);
    model.reload();
    QVERIFY(model.isQuery());
    QCOMPARE(model.queryStats().returned, qint64(0));
    QTRY_VERIFY(model.queryStats().returned > 0);
}

QTEST_GUILESS_MAIN(TestEntityTableModelQuery)
#include "tst_entitytablemodelquery.moc"
