#include "models/grid/entitytablemodel.h"
#include "models/query/planmodel.h"
#include "models/session/servicesession.h"
#include "support/modeltestsupport.h"

#include <rowan/explain.h>
#include <rowan/plan.h>

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>

using namespace rowan;

class TestPlanModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void agreesWithExplain_data();
    void agreesWithExplain();
    void invalidText();
    void withoutStatistics();
    void actualBesideEstimate();
    void staleEstimatesAreDropped();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
};

void TestPlanModel::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = makeTestStore(m_dir, 400, 4);
    QVERIFY(m_store);
}

void TestPlanModel::agreesWithExplain_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<int>("top");
    QTest::addColumn<QString>("title");
    QTest::newRow("whole table") << "" << 0 << "Table scan";
    QTest::newRow("table scan") << "Index gt 5" << 0 << "Table scan";
    QTest::newRow("partition scan") << "PartitionKey eq 'p1' and Index gt 5" << 0 << "Partition scan";
    QTest::newRow("point") << "PartitionKey eq 'p1' and RowKey eq 'r000001'" << 0 << "Point query";
    QTest::newRow("prefix row range")
        << "PartitionKey eq 'p1' and RowKey ge 'r00001' and RowKey lt 'r00002'" << 0 << "Row range scan";
    QTest::newRow("partition range") << "PartitionKey ge 'p1' and PartitionKey lt 'p3'" << 0
                                     << "Partition range scan";
    QTest::newRow("matches nothing") << "PartitionKey eq 'p1' and PartitionKey eq 'p2'" << 0
                                     << "Matches nothing";
    QTest::newRow("top") << "PartitionKey eq 'p2'" << 7 << "Partition scan";
}

void TestPlanModel::agreesWithExplain()
{
    QFETCH(QString, filter);
    QFETCH(int, top);
    QFETCH(QString, title);
    ServiceSession session;
    session.setStore(m_store);
    PlanModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"));
    const std::optional<int> limit = top > 0 ? std::optional<int>(top) : std::nullopt;
    model.setQuery(ParsedFilter::parse(filter), limit);
    // The kind is there at once, before any worker answered.
    QVERIFY(model.hasPlan());
    QCOMPARE(model.index(PlanModel::KindRow, PlanModel::EstimateColumn).data().toString(), title);
    QTRY_VERIFY(model.estimate().has_value());
    QVERIFY(!model.isEstimating());

    // What `rowan query --explain` prints comes from explainQuery() on the same plan.
    auto expected = explainQuery(*m_store, QStringLiteral("devstoreaccount1"), QStringLiteral("Items"),
        planQuery(*Filter::fromText(filter)), limit);
    QVERIFY(expected);
    const CostEstimate &e = *model.estimate();
    QCOMPARE(e.kind, expected->kind);
    QCOMPARE(e.entitiesScanned, expected->entitiesScanned);
    QCOMPARE(e.entitiesReturned, expected->entitiesReturned);
    QCOMPARE(e.partitionsTouched, expected->partitionsTouched);
    QCOMPARE(e.pages, expected->pages);
    QCOMPARE(model.advice(), expected->advice);
    const QLocale locale = QLocale::system();
    const QString scanned = model.index(PlanModel::ScannedRow, PlanModel::EstimateColumn).data().toString();
    QVERIFY2(scanned.endsWith(locale.toString(expected->entitiesScanned)), qPrintable(scanned));
    QCOMPARE(model.index(PlanModel::PartitionsRow, PlanModel::EstimateColumn).data().toString(),
        QStringLiteral("%1 of %2")
            .arg(locale.toString(expected->partitionsTouched), locale.toString(expected->tablePartitions)));
    QCOMPARE(model.index(PlanModel::RangesRow, PlanModel::EstimateColumn).data().toString(),
        expected->ranges.isEmpty() ? QStringLiteral("none") : expected->ranges.join(QStringLiteral("; ")));
    QVERIFY(!model.index(PlanModel::ScannedRow, PlanModel::ActualColumn).data().toString().size());
}

void TestPlanModel::invalidText()
{
    ServiceSession session;
    session.setStore(m_store);
    PlanModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"));
    for (const QString &text : {QStringLiteral("Age gt"), QStringLiteral("(("),
             QStringLiteral("'unterminated"), QStringLiteral("PartitionKey eq datetime'nope'")}) {
        model.setQuery(ParsedFilter::parse(text));
        QVERIFY(!model.hasPlan());
        QVERIFY(!model.message().isEmpty());
        QCOMPARE(model.index(PlanModel::KindRow, PlanModel::EstimateColumn).data().toString(),
            QStringLiteral("Invalid filter"));
    }
    model.setQuery(ParsedFilter::parse(QStringLiteral("PartitionKey eq 'p0'")));
    QVERIFY(model.hasPlan());
    QVERIFY(model.message().isEmpty());
}

void TestPlanModel::withoutStatistics()
{
    ServiceSession session;
    session.setService(std::make_shared<WithoutStatistics>(m_store));
    PlanModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"));
    model.setQuery(ParsedFilter::parse(QStringLiteral("PartitionKey eq 'p0' and RowKey ge 'a'")));
    QVERIFY(model.hasPlan());
    QVERIFY(!model.isEstimating());
    QVERIFY(model.message().contains(QStringLiteral("no statistics")));
    QCOMPARE(model.index(PlanModel::KindRow, PlanModel::EstimateColumn).data().toString(),
        QStringLiteral("Row range scan"));
    QCOMPARE(model.index(PlanModel::RangesRow, PlanModel::EstimateColumn).data().toString(),
        QStringLiteral("PartitionKey = 'p0' and 'a' ≤ RowKey"));
    QTest::qWait(50);
    QVERIFY(!model.estimate().has_value());
    QCOMPARE(model.index(PlanModel::ScannedRow, PlanModel::EstimateColumn).data().toString(), QString());
}

void TestPlanModel::actualBesideEstimate()
{
    ServiceSession session;
    session.setStore(m_store);
    PlanModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"));
    model.setQuery(ParsedFilter::parse(QStringLiteral("PartitionKey eq 'p1'")));
    QTRY_VERIFY(model.estimate().has_value());

    // The run's figures, as the grid's model reports them.
    EntityTableModel grid(&session);
    QSignalSpy progress(&grid, &EntityTableModel::queryProgress);
    QObject::connect(
        &grid, &EntityTableModel::queryProgress, &model, [&] { model.setActual(grid.queryStats()); });
    grid.setQuery(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"),
        *Filter::fromText(u"PartitionKey eq 'p1'"));
    QTRY_VERIFY(grid.queryStats().finished);
    QVERIFY(model.hasActual());
    QCOMPARE(
        model.index(PlanModel::ScannedRow, PlanModel::ActualColumn).data().toString(), QStringLiteral("100"));
    QCOMPARE(model.index(PlanModel::ReturnedRow, PlanModel::ActualColumn).data().toString(),
        QStringLiteral("100"));
    QCOMPARE(
        model.index(PlanModel::PagesRow, PlanModel::ActualColumn).data().toString(), QStringLiteral("1"));
    QCOMPARE(model.index(PlanModel::KindRow, PlanModel::ActualColumn).data().toString(),
        QStringLiteral("Partition scan"));
    QVERIFY(model.index(PlanModel::TimeRow, PlanModel::ActualColumn).data().toString().contains(u" ms"));
    QCOMPARE(model.index(PlanModel::ScannedRow, PlanModel::EstimateColumn).data().toString(),
        QStringLiteral("100"));
    // Another query clears the actual figures.
    model.setQuery(ParsedFilter::parse(QStringLiteral("PartitionKey eq 'p2'")));
    QVERIFY(!model.hasActual());
    QCOMPARE(model.index(PlanModel::ScannedRow, PlanModel::ActualColumn).data().toString(), QString());
}

void TestPlanModel::staleEstimatesAreDropped()
{
    ServiceSession session;
    session.setStore(m_store);
    PlanModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"));
    // Typed quickly: only the last text's estimate is kept.
    for (const QString &text : {QStringLiteral("P"), QStringLiteral("PartitionKey eq 'p1'"),
             QStringLiteral("PartitionKey eq 'p2' or PartitionKey eq 'p3'")})
        model.setQuery(ParsedFilter::parse(text));
    QTRY_VERIFY(model.estimate().has_value());
    QTest::qWait(100);
    QCOMPARE(model.estimate()->partitionsTouched, 2);
    QCOMPARE(model.estimate()->entitiesScanned, 200);
}

QTEST_GUILESS_MAIN(TestPlanModel)
#include "tst_planmodel.moc"
