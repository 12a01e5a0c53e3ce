// EntityTableModel following writes made through another handle of its store: the rows in view refresh in
// place (no reset), a flood of writes refreshes a bounded number of times, and reading on survives a refresh.
#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"
#include "support/modeltestsupport.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QThread>

#include <atomic>

using namespace rowan;

class TestEntityTableModelLive : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void externalWritesRefreshInPlace_data();
    void externalWritesRefreshInPlace();
    void writeFloodRefreshesBoundedly();
    void readingOnSurvivesARefresh();
};

namespace {
// A store whose "Live" table holds `count` entities p/000000.. with Index = i, in key order.
std::shared_ptr<Store> makeLiveStore(const QTemporaryDir &dir, int count)
{
    return testStore(dir, 0, 1)
        .table(QStringLiteral("Live"), count,
            [](qint64 i) {
                Entity e(QStringLiteral("p"), QStringLiteral("%1").arg(i, 6, 10, QLatin1Char('0')));
                e.setProperty(QStringLiteral("Index"), Value::int32(int(i)));
                return e;
            })
        .build();
}
} // namespace

void TestEntityTableModelLive::externalWritesRefreshInPlace_data()
{
    QTest::addColumn<int>("what");
    QTest::addColumn<int>("rowsAfter");
    QTest::addColumn<int>("changedRow"); // -1: none
    QTest::addColumn<int>("indexAfter"); // the changed row's Index afterwards
    QTest::newRow("inserts after the end") << 0 << 253 << 251 << 1000;
    QTest::newRow("deletes at the end") << 1 << 248 << -1 << 0;
    QTest::newRow("update of a row in view") << 2 << 250 << 10 << -10;
    QTest::newRow("the session's own write: left to its editor") << 3 << 250 << -1 << 0;
}

void TestEntityTableModelLive::externalWritesRefreshInPlace()
{
    QFETCH(int, what);
    QFETCH(int, rowsAfter);
    QFETCH(int, changedRow);
    QFETCH(int, indexAfter);
    QTemporaryDir dir;
    auto store = makeLiveStore(dir, 250);
    QVERIFY(store);
    const QString account = QStringLiteral("devstoreaccount1"), table = QStringLiteral("Live");
    ServiceSession session;
    session.setStore(store);
    EntityTableModel model(&session);
    model.setPageSize(100);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(account, table);
    QTRY_COMPARE(model.rowCount(), 250);
    for (int row : {10, 120, 240})
        QTRY_VERIFY(!model.entityAt(row).rowKey().isEmpty());
    QItemSelectionModel selection(&model);
    selection.select(model.index(5, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QSignalSpy resets(&model, &QAbstractItemModel::modelAboutToBeReset);
    QSignalSpy counts(&model, &EntityTableModel::totalCountChanged);
    auto entity = [](int i, int index) {
        Entity e(QStringLiteral("p"), QStringLiteral("%1").arg(i, 6, 10, QLatin1Char('0')));
        e.setProperty(QStringLiteral("Index"), Value::int32(index));
        return e;
    };
    switch (what) {
    case 0: // through the store, as the served endpoint writes
        for (int i = 250; i < 253; ++i)
            QVERIFY(store->insertEntity(account, table, entity(i, i == 251 ? 1000 : i)));
        break;
    case 1:
        QVERIFY(store->deleteEntity(account, table, QStringLiteral("p"), QStringLiteral("000248")));
        QVERIFY(store->deleteEntity(account, table, QStringLiteral("p"), QStringLiteral("000249")));
        break;
    case 2:
        QVERIFY(store->mergeEntity(account, table, entity(10, -10)));
        break;
    default: {
        auto written = session.run([&](TableService &service) {
            return service.write(
                account, table, EntityOperation {OperationType::Insert, entity(900, 900), {}});
        });
        written.waitForFinished();
        QVERIFY(written.result());
        QTest::qWait(ServiceSession::ChangeIntervalMs * 2);
        break;
    }
    }
    if (what != 3)
        QTRY_COMPARE(counts.size(), 1); // the new count was read
    QTRY_COMPARE(model.rowCount(), rowsAfter);
    if (changedRow >= 0) {
        const QModelIndex cell = model.index(changedRow, EntityTableModel::FixedColumns);
        QTRY_COMPARE(model.data(cell).toString(), QString::number(indexAfter));
    }
    QCOMPARE(resets.size(), 0);
    // The selection and the rows in view are still there.
    QVERIFY(selection.isRowSelected(5, {}));
    QTRY_VERIFY(model.isRowLoaded(10));
    QCOMPARE(model.entityAt(10).rowKey(), QStringLiteral("000010"));
}

void TestEntityTableModelLive::writeFloodRefreshesBoundedly()
{
    QTemporaryDir dir;
    auto store = makeLiveStore(dir, 10);
    QVERIFY(store);
    const QString account = QStringLiteral("devstoreaccount1"), table = QStringLiteral("Live");
    ServiceSession session;
    session.setStore(store);
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(account, table);
    QTRY_COMPARE(model.rowCount(), 10);
    QSignalSpy counts(&model, &EntityTableModel::totalCountChanged);
    constexpr int Writes = 5000;
    std::atomic<int> failures {0};
    QElapsedTimer clock;
    clock.start();
    std::unique_ptr<QThread> writer(QThread::create([&] {
        for (int i = 0; i < Writes; ++i) {
            Entity e(QStringLiteral("q"), QStringLiteral("%1").arg(i, 6, 10, QLatin1Char('0')));
            if (!store->insertEntity(account, table, e))
                ++failures;
        }
    }));
    writer->start();
    QTRY_VERIFY_WITH_TIMEOUT(writer->isFinished(), 120000);
    const qint64 writingMs = clock.elapsed();
    QCOMPARE(failures.load(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 10 + Writes, 5000);
    // One refresh (one count read) per announcement at most: one per interval, plus the last.
    const qint64 bound = writingMs / ServiceSession::ChangeIntervalMs + 3; // + 1: timer jitter
    qInfo(
        "%d writes in %lld ms: %lld refreshes (bound %lld)", Writes, writingMs, qint64(counts.size()), bound);
    QVERIFY(counts.size() >= 1);
    QVERIFY2(counts.size() <= bound, qPrintable(QString::number(counts.size())));
}

void TestEntityTableModelLive::readingOnSurvivesARefresh()
{
    QTemporaryDir dir;
    auto store = makeLiveStore(dir, 1000);
    QVERIFY(store);
    const QString account = QStringLiteral("devstoreaccount1"), table = QStringLiteral("Live");
    ServiceSession session;
    session.setStore(store);
    EntityTableModel model(&session);
    model.setPageSize(50);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(account, table);
    QTRY_COMPARE(model.rowCount(), 1000);
    // Read on to the end as "load all" does, while writes elsewhere make the model refresh.
    connect(&model, &EntityTableModel::pageLoaded, &model, [&model] {
        if (model.canFetchMore({}))
            model.fetchMore({});
    });
    model.fetchMore({});
    QVERIFY(model.isLoading() || model.isExhausted());
    QVERIFY(store->insertEntity(account, table, Entity(QStringLiteral("q"), QStringLiteral("after"))));
    model.refresh(); // at once, while the frontier's page is being read
    QTRY_VERIFY_WITH_TIMEOUT(model.isExhausted(), 30000);
    QTRY_COMPARE(model.rowCount(), 1001);
}

QTEST_GUILESS_MAIN(TestEntityTableModelLive)
#include "tst_entitytablemodellive.moc"
