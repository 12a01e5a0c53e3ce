// SortJob: the whole table, chosen partitions or a query's matches (with its $top) sorted on this computer,
// on an embedded store and on `rowan serve` read through RemoteTableService; progress, the bound (known
// from the statistics before reading, or reached while reading), Cancel and a newer run.
#include "models/grid/sortfixture.h"

#include "models/grid/sortjob.h"

#include <rowan/filter.h>

#include <QSignalSpy>
#include <QTest>

using namespace rowan;
using namespace sortfixture;
using namespace Qt::StringLiterals;

namespace {

QList<int> indexesOf(const SortedResult &result)
{
    QList<int> out;
    auto all = result.page(0, int(result.size()));
    if (!all)
        return {-1};
    for (const Entity &e : *all)
        out.append(e.rowKey().mid(1).toInt());
    return out;
}

SortSource tableSource(const QStringList &partitions = {})
{
    SortSource source;
    source.account = AccountName;
    source.table = Table;
    source.partitions = partitions;
    return source;
}

SortSource querySource(const QString &filter, std::optional<int> limit = std::nullopt)
{
    SortSource source = tableSource();
    QueryRequest request;
    request.filter = *Filter::parse(filter);
    source.query = request;
    source.limit = limit;
    return source;
}

} // namespace

class TestSortJob : public QObject
{
    Q_OBJECT

private slots:
    void sortsWholeResult_data();
    void sortsWholeResult();
    void boundExceeded_data();
    void boundExceeded();
    void cancelAndNewerRun();
};

void TestSortJob::sortsWholeResult_data()
{
    QTest::addColumn<bool>("remote");
    QTest::addColumn<SortSource>("source");
    QTest::addColumn<bool>("descending");
    QTest::addColumn<QList<int>>("expected");

    for (const bool remote : {false, true}) {
        const char *name = remote ? "remote" : "local";
        QTest::addRow("%s, whole table", name) << remote << tableSource() << false << expectedOrder(false);
        QTest::addRow("%s, whole table descending", name)
            << remote << tableSource() << true << expectedOrder(true);
        QTest::addRow("%s, two partitions", name)
            << remote << tableSource({u"p3"_s, u"p1"_s}) << false
            << expectedOrder(false, [](int i) { return i % Partitions == 1 || i % Partitions == 3; });
        QTest::addRow("%s, query", name) << remote << querySource(u"Index lt 600"_s) << true
                                         << expectedOrder(true, [](int i) { return i < 600; });
    }
    // $top: the first 500 matches in key order (partition p0 holds 300 of them, p1 the next 200), sorted.
    QList<int> firstMatches;
    for (int p = 0; p < Partitions && firstMatches.size() < 500; ++p) {
        for (int i = p; i < Entities && firstMatches.size() < 500; i += Partitions)
            firstMatches.append(i);
    }
    QTest::addRow("local, query with $top")
        << false << querySource(u"Index ge 0"_s, 500) << false
        << expectedOrder(false, [&](int i) { return firstMatches.contains(i); });
}

void TestSortJob::sortsWholeResult()
{
    QFETCH(bool, remote);
    QFETCH(SortSource, source);
    QFETCH(bool, descending);
    QFETCH(QList<int>, expected);
    Backend backend;
    QVERIFY(backend.open(remote));
    SortJob job(&backend.session);
    QSignalSpy finished(&job, &SortJob::finished);
    QSignalSpy progress(&job, &SortJob::progress);
    QSignalSpy failed(&job, &SortJob::failed);
    SortOptions options;
    options.runEntities = 170; // spills and merges
    const SortSpec spec {u"Score"_s, descending ? SortDirection::Descending : SortDirection::Ascending};
    job.start(source, spec, options);
    QVERIFY(job.isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size() + failed.size(), 1, 30000);
    QCOMPARE(failed.size(), 0);
    const auto result = finished.first().first().value<std::shared_ptr<SortedResult>>();
    QVERIFY(result);
    QCOMPARE(result->spec(), spec);
    QCOMPARE(result->size(), expected.size());
    QCOMPARE(indexesOf(*result), expected);
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(0).toLongLong(), qint64(expected.size()));
    QVERIFY(!job.isRunning());
}

void TestSortJob::boundExceeded_data()
{
    QTest::addColumn<bool>("remote");
    QTest::addColumn<SortSource>("source");
    QTest::addColumn<qint64>("entities");

    // The embedded store's statistics count the table before anything is read; otherwise the job reads
    // one past the bound.
    QTest::newRow("local table, from the statistics") << false << tableSource() << qint64(Entities);
    QTest::newRow("local query, read") << false << querySource(u"Index ge 100"_s) << qint64(101);
    QTest::newRow("remote table, read") << true << tableSource() << qint64(101);
}

void TestSortJob::boundExceeded()
{
    QFETCH(bool, remote);
    QFETCH(SortSource, source);
    QFETCH(qint64, entities);
    Backend backend;
    QVERIFY(backend.open(remote));
    SortJob job(&backend.session);
    QSignalSpy finished(&job, &SortJob::finished);
    QSignalSpy tooLarge(&job, &SortJob::tooLarge);
    SortOptions options;
    options.maxEntities = 100;
    job.start(source, {u"Score"_s, SortDirection::Ascending}, options);
    QTRY_COMPARE_WITH_TIMEOUT(tooLarge.size(), 1, 30000);
    QCOMPARE(tooLarge.first().at(0).toLongLong(), entities);
    QCOMPARE(tooLarge.first().at(1).toLongLong(), qint64(100));
    QCOMPARE(finished.size(), 0);
}

void TestSortJob::cancelAndNewerRun()
{
    Backend backend;
    QVERIFY(backend.open(false));
    SortJob job(&backend.session);
    QSignalSpy finished(&job, &SortJob::finished);
    QSignalSpy cancelled(&job, &SortJob::cancelled);
    job.start(tableSource(), {u"Score"_s, SortDirection::Ascending});
    job.cancel();
    QCOMPARE(cancelled.size(), 1);
    backend.session.pool()->waitForDone();
    QCoreApplication::processEvents();
    QCOMPARE(finished.size(), 0);
    // A newer run replaces the one before: only its result arrives.
    job.start(tableSource(), {u"Score"_s, SortDirection::Ascending});
    job.start(tableSource({u"p2"_s}), {u"Index"_s, SortDirection::Descending});
    QTRY_COMPARE(finished.size(), 1);
    const auto result = finished.first().first().value<std::shared_ptr<SortedResult>>();
    QCOMPARE(result->size(), Entities / Partitions);
    QCOMPARE(result->spec().property, u"Index"_s);
    QCOMPARE(result->page(0, 1)->first().rowKey(), rkOf(Entities - 2));
}

QTEST_MAIN(TestSortJob)
#include "tst_sortjob.moc"
