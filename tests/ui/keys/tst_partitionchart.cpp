// PartitionChart: the summary names the hot partitions, a click on a bar chooses that partition (the
// grid's narrowing signal), ranks map to pixels with 100,000 partitions, the measure switch re-ranks, a
// hidden chart waits until shown, and an endpoint without statistics gets a plain statement and no bars.
#include "ui/keys/partitionchart.h"

#include "support/modeltestsupport.h"

#include "models/keys/partitionchartmodel.h"
#include "models/session/servicesession.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString AccountName = QStringLiteral("devstoreaccount1");

QList<PartitionStats> skewed(int n, int hotIndex, qint64 hotCount)
{
    QList<PartitionStats> out;
    for (int i = 0; i < n; ++i)
        out.append({QStringLiteral("k%1").arg(i, 6, 10, QLatin1Char('0')),
            i == hotIndex ? hotCount : 1 + i % 50, (i == hotIndex ? hotCount : 1 + i % 50) * 200});
    return out;
}
} // namespace

class TestPartitionChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void clickChoosesThePartition_data();
    void clickChoosesThePartition();
    void summaryNamesHotPartitions();
    void measureSwitchReranks();
    void loadsWhenShown();
    void withoutStatistics();
};

void TestPartitionChart::clickChoosesThePartition_data()
{
    QTest::addColumn<int>("partitions");
    QTest::newRow("5 wide bars") << 5;
    QTest::newRow("300 thin bars") << 300;
    QTest::newRow("100,000 binned") << 100'000;
}

void TestPartitionChart::clickChoosesThePartition()
{
    QFETCH(int, partitions);
    ServiceSession session;
    PartitionChart chart(&session);
    chart.resize(700, 360);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.model()->setPartitions(
        AccountName, QStringLiteral("T"), skewed(partitions, partitions / 2, 1'000'000));
    QSignalSpy chosen(&chart, &PartitionChart::partitionsChosen);
    QWidget *canvas = chart.canvas();
    // The leftmost bar is the largest partition.
    int x = 0;
    while (x < canvas->width() && chart.rankAt(x) < 0)
        ++x;
    QVERIFY(x < canvas->width());
    QCOMPARE(chart.rankAt(x), 0);
    QTest::mouseClick(canvas, Qt::LeftButton, {}, QPoint(x, canvas->height() / 2));
    QCOMPARE(chosen.size(), 1);
    QCOMPARE(chosen.first().at(0).toString(), AccountName);
    QCOMPARE(chosen.first().at(1).toString(), QStringLiteral("T"));
    const QString hotKey = QStringLiteral("k%1").arg(partitions / 2, 6, 10, QLatin1Char('0'));
    QCOMPARE(chosen.first().at(2).toStringList(), QStringList {hotKey});
    // The rightmost column stands for the last ranks; every rank maps into range.
    int right = canvas->width() - 1;
    while (right > 0 && chart.rankAt(right) < 0)
        --right;
    QVERIFY(chart.rankAt(right) >= partitions - 1 - 2 * partitions / canvas->width());
    QVERIFY(chart.rankAt(right) <= partitions - 1);
    QCOMPARE(chart.rankAt(-5), -1);
    // A right click chooses nothing.
    QTest::mouseClick(canvas, Qt::RightButton, {}, QPoint(x + 1, canvas->height() / 2));
    QCOMPARE(chosen.size(), 1);
}

void TestPartitionChart::summaryNamesHotPartitions()
{
    ServiceSession session;
    PartitionChart chart(&session);
    chart.model()->setPartitions(AccountName, QStringLiteral("Orders"), skewed(10, 3, 500));
    QVERIFY2(chart.summaryText().contains(QStringLiteral("Hot: 'k000003'")), qPrintable(chart.summaryText()));
    chart.model()->setPartitions(AccountName, QStringLiteral("Even"), skewed(10, -1, 0));
    QVERIFY2(chart.summaryText().contains(QStringLiteral("The largest")), qPrintable(chart.summaryText()));
    QVERIFY(!chart.summaryText().contains(QStringLiteral("Hot")));
}

void TestPartitionChart::measureSwitchReranks()
{
    ServiceSession session;
    PartitionChart chart(&session);
    chart.model()->setPartitions(AccountName, QStringLiteral("T"),
        {{QStringLiteral("many"), 90, 900}, {QStringLiteral("big"), 10, 90'000}});
    QCOMPARE(chart.model()->partitionAt(0).partitionKey, QStringLiteral("many"));
    chart.findChild<QComboBox *>(QStringLiteral("chartMeasure"))->setCurrentIndex(1);
    QCOMPARE(chart.model()->partitionAt(0).partitionKey, QStringLiteral("big"));
    QVERIFY2(chart.summaryText().contains(QStringLiteral("Hot: 'big'")), qPrintable(chart.summaryText()));
}

void TestPartitionChart::loadsWhenShown()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 40, 4);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    PartitionChart chart(&session);
    chart.setTable(AccountName, QStringLiteral("Items"));
    QCOMPARE(chart.model()->state(), PartitionChartModel::State::Empty);
    chart.show();
    QTRY_COMPARE(chart.model()->state(), PartitionChartModel::State::Ready);
    QCOMPARE(chart.model()->rowCount(), 4);
    QVERIFY2(chart.summaryText().startsWith(QStringLiteral("Items: 40 entities in 4 partitions")),
        qPrintable(chart.summaryText()));
    // Closing the store takes its partitions off the screen.
    session.setStore(nullptr);
    QCOMPARE(chart.model()->state(), PartitionChartModel::State::Empty);
    QCOMPARE(chart.model()->rowCount(), 0);
}

void TestPartitionChart::withoutStatistics()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 10, 2);
    QVERIFY(store);
    ServiceSession session;
    session.setService(std::make_shared<WithoutStatistics>(store));
    PartitionChart chart(&session);
    chart.show();
    chart.setTable(AccountName, QStringLiteral("Items"));
    QCOMPARE(chart.model()->state(), PartitionChartModel::State::NoStatistics);
    QVERIFY(chart.summaryText().contains(QStringLiteral("no partition statistics")));
    QCOMPARE(chart.rankAt(chart.canvas()->width() / 2), -1);
}

QTEST_MAIN(TestPartitionChart)
#include "tst_partitionchart.moc"
