// PartitionChartModel: ranking by entities and by bytes, shares, which partitions are hot (as the key
// analysis calls them dominant), 100,000 partitions, loading from the statistics through the session, and
// a service without statistics that must show nothing. QAbstractItemModelTester watches every change.
#include "support/modeltestsupport.h"

#include "models/keys/partitionchartmodel.h"
#include "models/session/servicesession.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString AccountName = QStringLiteral("devstoreaccount1");

QList<PartitionStats> partitions(const QList<qint64> &counts, const QList<qint64> &bytes = {})
{
    QList<PartitionStats> out;
    for (qsizetype i = 0; i < counts.size(); ++i)
        out.append({QStringLiteral("p%1").arg(i, 3, 10, QLatin1Char('0')), counts.at(i),
            bytes.isEmpty() ? counts.at(i) * 100 : bytes.at(i)});
    return out;
}
} // namespace

class TestPartitionChartModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ranking_data();
    void ranking();
    void bytesRankDifferently();
    void hundredThousandPartitions();
    void loadsFromTheStatistics();
    void withoutStatisticsShowsNothing();
};

void TestPartitionChartModel::ranking_data()
{
    QTest::addColumn<QList<qint64>>("counts");
    QTest::addColumn<QStringList>("order");
    QTest::addColumn<int>("hot");
    QTest::newRow("empty") << QList<qint64> {} << QStringList {} << 0;
    QTest::newRow("one partition is never 'hot' beside others")
        << QList<qint64> {7} << QStringList {QStringLiteral("p000")} << 0;
    QTest::newRow("even spread") << QList<qint64> {10, 10, 10, 10, 10}
                                 << QStringList {QStringLiteral("p000"), QStringLiteral("p001"),
                                        QStringLiteral("p002"), QStringLiteral("p003"),
                                        QStringLiteral("p004")}
                                 << 0;
    QTest::newRow("one dominates") << QList<qint64> {5, 60, 5, 5, 5, 5, 5, 5, 5}
                                   << QStringList {QStringLiteral("p001"), QStringLiteral("p000"),
                                          QStringLiteral("p002"), QStringLiteral("p003"),
                                          QStringLiteral("p004"), QStringLiteral("p005"),
                                          QStringLiteral("p006"), QStringLiteral("p007"),
                                          QStringLiteral("p008")}
                                   << 1;
    QTest::newRow("two of two, 90/10")
        << QList<qint64> {10, 90} << QStringList {QStringLiteral("p001"), QStringLiteral("p000")} << 1;
    QTest::newRow("two of two, 70/30 is not four fifths")
        << QList<qint64> {30, 70} << QStringList {QStringLiteral("p001"), QStringLiteral("p000")} << 0;
    QTest::newRow("two hot of ten") << QList<qint64> {40, 1, 1, 1, 1, 1, 1, 1, 1, 30}
                                    << QStringList {QStringLiteral("p000"), QStringLiteral("p009"),
                                           QStringLiteral("p001"), QStringLiteral("p002"),
                                           QStringLiteral("p003"), QStringLiteral("p004"),
                                           QStringLiteral("p005"), QStringLiteral("p006"),
                                           QStringLiteral("p007"), QStringLiteral("p008")}
                                    << 2;
}

void TestPartitionChartModel::ranking()
{
    QFETCH(QList<qint64>, counts);
    QFETCH(QStringList, order);
    QFETCH(int, hot);
    ServiceSession session;
    PartitionChartModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPartitions(AccountName, QStringLiteral("T"), partitions(counts));
    QCOMPARE(model.state(), PartitionChartModel::State::Ready);
    QCOMPARE(model.rowCount(), order.size());
    QStringList got;
    double shares = 0;
    for (int r = 0; r < model.rowCount(); ++r) {
        got.append(model.index(r, PartitionChartModel::KeyColumn).data().toString());
        QCOMPARE(model.index(r, PartitionChartModel::RankColumn).data().toInt(), r + 1);
        QCOMPARE(model.index(r, 0).data(PartitionChartModel::HotRole).toBool(), r < hot);
        if (r > 0)
            QVERIFY(model.valueAt(r) <= model.valueAt(r - 1));
        shares += model.shareAt(r);
    }
    QCOMPARE(got, order);
    QCOMPARE(model.hotCount(), hot);
    if (!counts.isEmpty())
        QVERIFY(qAbs(shares - 1.0) < 1e-9);
}

void TestPartitionChartModel::bytesRankDifferently()
{
    ServiceSession session;
    PartitionChartModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // p000 has the most entities, p002 the most bytes (large entities).
    model.setPartitions(AccountName, QStringLiteral("T"), partitions({50, 30, 20}, {5'000, 3'000, 92'000}));
    QCOMPARE(model.partitionAt(0).partitionKey, QStringLiteral("p000"));
    QCOMPARE(model.total(), 100);
    QVERIFY(!model.isHot(0)); // 50% of three partitions is below four fifths
    model.setMeasure(PartitionChartModel::Measure::Bytes);
    QCOMPARE(model.partitionAt(0).partitionKey, QStringLiteral("p002"));
    QCOMPARE(model.total(), 100'000);
    QCOMPARE(model.valueAt(0), 92'000);
    QVERIFY(model.isHot(0));
    QCOMPARE(model.index(0, 0).data(PartitionChartModel::ValueRole).toLongLong(), 92'000);
    QCOMPARE(model.headerData(PartitionChartModel::ShareColumn, Qt::Horizontal).toString(),
        QStringLiteral("Share of bytes"));
}

void TestPartitionChartModel::hundredThousandPartitions()
{
    QList<qint64> counts;
    counts.reserve(100'000);
    for (int i = 0; i < 100'000; ++i)
        counts.append(1 + (i * 7919) % 1000);
    counts[31'337] = 40'000'000; // one partition with most of the table
    ServiceSession session;
    PartitionChartModel model(&session);
    QElapsedTimer clock;
    clock.start();
    model.setPartitions(AccountName, QStringLiteral("Big"), partitions(counts));
    qDebug() << "ranked 100,000 partitions in" << clock.elapsed() << "ms";
    QCOMPARE(model.rowCount(), 100'000);
    QCOMPARE(model.partitionAt(0).partitionKey, QStringLiteral("p31337"));
    QCOMPARE(model.hotCount(), 1);
    QCOMPARE(model.valueAt(99'999), 1);
}

void TestPartitionChartModel::loadsFromTheStatistics()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 60, 4);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    PartitionChartModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy state(&model, &PartitionChartModel::stateChanged);
    model.setTable(AccountName, QStringLiteral("Items"));
    QCOMPARE(model.state(), PartitionChartModel::State::Loading);
    QTRY_COMPARE(model.state(), PartitionChartModel::State::Ready);
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.total(), 60);
    model.setTable(AccountName, QStringLiteral("NoSuchTable"));
    QTRY_COMPARE(model.state(), PartitionChartModel::State::Failed);
    QVERIFY(!model.errorText().isEmpty());
    QCOMPARE(model.rowCount(), 0);
    model.clear();
    QCOMPARE(model.state(), PartitionChartModel::State::Empty);
}

void TestPartitionChartModel::withoutStatisticsShowsNothing()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 20, 2);
    QVERIFY(store);
    ServiceSession session;
    session.setService(std::make_shared<WithoutStatistics>(store));
    PartitionChartModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(AccountName, QStringLiteral("Items"));
    QCOMPARE(model.state(), PartitionChartModel::State::NoStatistics);
    QCOMPARE(model.rowCount(), 0);
}

QTEST_MAIN(TestPartitionChartModel)
#include "tst_partitionchartmodel.moc"
