// EntityTableModel's sorted rows: a SortJob's result shown page by page (lazily, through the page window),
// the property columns kept, what a sort reads while sorted (what it replaced), the way back to the table or
// the query, and a write noted while sorted; on an embedded store and through RemoteTableService.
#include "models/grid/sortfixture.h"

#include "models/grid/entitytablemodel.h"
#include "models/grid/sortjob.h"

#include <rowan/filter.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace rowan;
using namespace sortfixture;
using namespace Qt::StringLiterals;

namespace {

std::shared_ptr<SortedResult> sortNow(ServiceSession &session, const SortSource &source, const SortSpec &spec)
{
    SortJob job(&session);
    std::shared_ptr<SortedResult> result;
    QObject::connect(&job, &SortJob::finished, [&](const std::shared_ptr<SortedResult> &r) { result = r; });
    job.start(source, spec);
    QElapsedTimer clock;
    clock.start();
    while (job.isRunning() && clock.elapsed() < 30000)
        QTest::qWait(10);
    return result;
}

// Waits for each sampled row's page and returns its Index.
int indexAt(EntityTableModel &model, int row)
{
    const int column = EntityTableModel::FixedColumns + int(model.propertyColumns().indexOf(u"Index"_s));
    QElapsedTimer clock;
    clock.start();
    while (!model.isRowLoaded(row) && clock.elapsed() < 10000) {
        model.entityAt(row);
        QTest::qWait(5);
    }
    return model.data(model.index(row, column)).toInt();
}

} // namespace

class TestEntityTableModelSort : public QObject
{
    Q_OBJECT

private slots:
    void showsSortedRows_data();
    void showsSortedRows();
    void leavesToQuery();
    void writeWhileSorted();
};

void TestEntityTableModelSort::showsSortedRows_data()
{
    QTest::addColumn<bool>("remote");
    QTest::addColumn<bool>("descending");
    QTest::newRow("local") << false << false;
    QTest::newRow("local descending") << false << true;
    QTest::newRow("remote") << true << false;
}

void TestEntityTableModelSort::showsSortedRows()
{
    QFETCH(bool, remote);
    QFETCH(bool, descending);
    Backend backend;
    QVERIFY(backend.open(remote));
    EntityTableModel model(&backend.session);
    model.setPageSize(100);
    model.setMaxCachedPages(3);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(AccountName, Table, {u"p0"_s, u"p1"_s, u"p2"_s, u"p3"_s});
    QTRY_VERIFY(model.propertyColumns().contains(u"Index"_s));
    const QStringList columnsBefore = model.propertyColumns();

    const SortSource source = model.sortSource();
    QCOMPARE(source.partitions.size(), Partitions);
    QVERIFY(!source.query);
    const SortSpec spec {u"Score"_s, descending ? SortDirection::Descending : SortDirection::Ascending};
    const auto result = sortNow(backend.session, source, spec);
    QVERIFY(result);
    QSignalSpy stale(&model, &EntityTableModel::sortedResultStale);
    model.showSorted(result);
    QVERIFY(model.isSorted());
    QCOMPARE(model.sortSpec(), std::optional<SortSpec>(spec));
    QCOMPARE(model.rowCount(), Entities);
    QCOMPARE(model.totalCount(), qint64(Entities));
    QVERIFY(!model.canFetchMore({}));
    // The columns stay where they were.
    QCOMPARE(model.propertyColumns().mid(0, columnsBefore.size()), columnsBefore);

    const QList<int> expected = expectedOrder(descending);
    // Rows across pages, jumping back and forth, beyond the window of three pages.
    for (int row : {0, 99, 100, 1199, 550, 1, 1100, 250})
        QCOMPARE(indexAt(model, row), expected.at(row));
    QVERIFY(model.cachedPageCount() <= 3);
    // What a sort reads while sorted: what the sort replaced.
    QCOMPARE(model.sortSource().partitions, source.partitions);

    model.leaveSorted();
    QVERIFY(!model.isSorted());
    QCOMPARE(model.sortSpec(), std::nullopt);
    QCOMPARE(model.partitions(), source.partitions);
    QTRY_VERIFY(model.rowCount() > 0);
    QCOMPARE(stale.size(), 0);
}

void TestEntityTableModelSort::leavesToQuery()
{
    Backend backend;
    QVERIFY(backend.open(false));
    EntityTableModel model(&backend.session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const Filter filter = *Filter::parse(u"Index lt 300"_s);
    model.setQuery(AccountName, Table, filter, std::nullopt, 200);
    QTRY_VERIFY(model.rowCount() > 0);
    const SortSource source = model.sortSource();
    QVERIFY(source.query);
    QCOMPARE(source.query->filter.toString(), filter.toString());
    QCOMPARE(source.limit, std::optional<int>(200));
    const auto result = sortNow(backend.session, source, {u"Index"_s, SortDirection::Descending});
    QVERIFY(result);
    QCOMPARE(result->size(), 200);
    model.showSorted(result);
    QVERIFY(!model.isQuery());
    QCOMPARE(model.resultsFilter().toString(), filter.toString());
    QCOMPARE(model.sortSource().limit, std::optional<int>(200));
    model.leaveSorted();
    QVERIFY(model.isQuery());
    QCOMPARE(model.queryFilter().toString(), filter.toString());
}

void TestEntityTableModelSort::writeWhileSorted()
{
    Backend backend;
    QVERIFY(backend.open(false));
    EntityTableModel model(&backend.session);
    model.setTable(AccountName, Table);
    QTRY_VERIFY(model.rowCount() > 0);
    const auto result = sortNow(backend.session, model.sortSource(), {u"Score"_s, SortDirection::Ascending});
    QVERIFY(result);
    model.showSorted(result);
    QSignalSpy stale(&model, &EntityTableModel::sortedResultStale);
    QSignalSpy reset(&model, &EntityTableModel::modelReset);
    // A write the explorer made: the sorted rows stay (a snapshot) and say they may be out of date.
    model.reload();
    QCOMPARE(stale.size(), 1);
    QCOMPARE(reset.size(), 0);
    QVERIFY(model.isSorted());
    // Choosing the table again leaves the sort.
    model.setTable(AccountName, Table);
    QVERIFY(!model.isSorted());
}

QTEST_MAIN(TestEntityTableModelSort)
#include "tst_entitytablemodelsort.moc"
