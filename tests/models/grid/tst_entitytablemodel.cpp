// EntityTableModel over a table: pages in key order, any row reached without reading those before it, a
// bounded window of pages, and reload.
#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"
#include "support/modeltestsupport.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>

using namespace rowan;

Q_DECLARE_METATYPE(rowan::Value)

class TestEntityTableModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void pagesInKeyOrder_data();
    void pagesInKeyOrder();
    void columnsAppearAsPagesArrive();
    void staleResultsAreDropped();
    void cellsShowTheirType_data();
    void cellsShowTheirType();
    void reachesAnyRow_data();
    void reachesAnyRow();
    void evictionKeepsTheWindow_data();
    void evictionKeepsTheWindow();
    void keyOrderAcrossPages_data();
    void keyOrderAcrossPages();
    void loadAllKeepsTheWindow();
    void farRowsAreReadDirectly();
    void storeChangeKeepsATableOfTheNewStore();
    void reloadKeepsThePartitions_data();
    void reloadKeepsThePartitions();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
};

void TestEntityTableModel::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = makeEntityTableTestStore(m_dir);
    QVERIFY(m_store);
}

namespace {
// The key of row `row` of "Items" (entity i in partition p<i % 4>, RowKey r<i>) narrowed to `partitions`
// (all four when empty): 625 rows per partition, in partition order.
std::pair<QString, QString> itemsKey(QStringList partitions, int row)
{
    if (partitions.isEmpty())
        partitions = QStringList {"p0", "p1", "p2", "p3"};
    std::sort(partitions.begin(), partitions.end());
    const QString pk = partitions.at(row / 625);
    const int i = (row % 625) * 4 + pk.mid(1).toInt();
    return {pk, QStringLiteral("r%1").arg(i, 6, 10, QLatin1Char('0'))};
}
} // namespace

void TestEntityTableModel::pagesInKeyOrder_data()
{
    QTest::addColumn<QStringList>("partitions");
    QTest::addColumn<int>("pageSize");
    QTest::addColumn<int>("expected");
    QTest::newRow("whole table, pages of 500") << QStringList {} << 500 << 2500;
    QTest::newRow("whole table, pages of 999") << QStringList {} << 999 << 2500;
    QTest::newRow("one partition") << QStringList {"p1"} << 200 << 625;
    QTest::newRow("two partitions") << QStringList {"p3", "p0"} << 300 << 1250;
    QTest::newRow("missing partition") << QStringList {"zz"} << 100 << 0;
}

void TestEntityTableModel::pagesInKeyOrder()
{
    QFETCH(QStringList, partitions);
    QFETCH(int, pageSize);
    QFETCH(int, expected);
    ServiceSession session;
    session.setStore(m_store);
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(pageSize);
    QSignalSpy loaded(&model, &EntityTableModel::pageLoaded);
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"), partitions);
    QTRY_COMPARE(model.totalCount(), qint64(expected));
    // Each fetchMore adds at most one page; keep asking until the model says it is done.
    int pages = 0;
    while (!model.isExhausted()) {
        QTRY_VERIFY(!model.isLoading());
        if (model.canFetchMore(QModelIndex())) {
            model.fetchMore(QModelIndex());
            ++pages;
        }
        QVERIFY(model.rowCount() <= expected);
    }
    QCOMPARE(model.rowCount(), expected);
    // One page per load, never more (the model tester also calls fetchMore(), so count the loads).
    QVERIFY(pages >= 1 || expected == 0);
    QVERIFY(loaded.count() >= expected / pageSize);
    for (const QList<QVariant> &args : std::as_const(loaded))
        QVERIFY(args.at(0).toInt() <= pageSize);
    for (int row = 1; row < model.rowCount(); ++row) {
        const Entity &a = model.entityAt(row - 1);
        const Entity &b = model.entityAt(row);
        QVERIFY2(std::pair(a.partitionKey(), a.rowKey()) < std::pair(b.partitionKey(), b.rowKey()),
            qPrintable(b.partitionKey() + b.rowKey()));
        if (!partitions.isEmpty())
            QVERIFY(partitions.contains(b.partitionKey()));
    }
    QVERIFY(!model.canFetchMore(QModelIndex()));
}

void TestEntityTableModel::columnsAppearAsPagesArrive()
{
    ServiceSession session;
    session.setStore(m_store);
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(5);
    QSignalSpy pages(&model, &EntityTableModel::pageLoaded);
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"), {QStringLiteral("p0")});
    QTRY_VERIFY(pages.count() >= 1);
    // p0 holds i = 0, 4, 8, ...: the first five have no Rare property (i % 10 == 7 needs i = 27 in p0...
    // none).
    QCOMPARE(model.columnCount(), EntityTableModel::FixedColumns + 1);
    QCOMPARE(model.headerData(3, Qt::Horizontal).toString(), QStringLiteral("Index"));
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"), {QStringLiteral("p3")});
    // p3 holds i = 3, 7, ...: i = 7 has Rare, so the column appears with the first page.
    QTRY_COMPARE(model.columnCount(), EntityTableModel::FixedColumns + 2);
    QCOMPARE(model.propertyColumns(), (QStringList {"Index", "Rare"}));
    QVERIFY(!model.index(0, 4).data().isValid()); // i = 3 lacks Rare: an empty cell
    QCOMPARE(model.index(1, 4).data().toString(), QStringLiteral("2.0"));
}

void TestEntityTableModel::staleResultsAreDropped()
{
    ServiceSession session;
    session.setStore(m_store);
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy pages(&model, &EntityTableModel::pageLoaded);
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"));
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Empty"));
    QTRY_COMPARE(pages.count(), 1);
    QTest::qWait(100);
    QCOMPARE(pages.count(), 1); // the Items page never lands
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(model.isExhausted());
}

void TestEntityTableModel::cellsShowTheirType_data()
{
    QTest::addColumn<Value>("value");
    QTest::addColumn<QString>("display");
    QTest::addColumn<QString>("type");
    QTest::newRow("int64 exact") << Value::int64(9007199254740993LL) << "9007199254740993"
                                 << "Edm.Int64";
    QTest::newRow("whole double") << Value::float64(3.0) << "3.0"
                                  << "Edm.Double";
    QTest::newRow("double") << Value::float64(0.1) << "0.1"
                            << "Edm.Double";
    QTest::newRow("datetime utc") << Value::dateTime(
        *DateTime::fromIsoString(u"2026-11-21T10:00:00.1234567Z"))
                                  << "2026-11-21T10:00:00.1234567Z"
                                  << "Edm.DateTime";
    QTest::newRow("binary") << Value::binary(QByteArray::fromHex("0a1bff")) << "0A 1B FF (3 bytes)"
                            << "Edm.Binary";
    QTest::newRow("bool") << Value::boolean(true) << "true"
                          << "Edm.Boolean";
    QTest::newRow("guid") << Value::guid(QUuid::fromString(u"{0f8fad5b-d9cb-469f-a165-70867728950e}"))
                          << "0f8fad5b-d9cb-469f-a165-70867728950e"
                          << "Edm.Guid";
}

void TestEntityTableModel::cellsShowTheirType()
{
    QFETCH(Value, value);
    QFETCH(QString, display);
    QFETCH(QString, type);
    QTemporaryDir dir;
    Entity e(QStringLiteral("p"), QStringLiteral("r"));
    e.setProperty(QStringLiteral("V"), value);
    auto store = TestStoreBuilder(dir, QStringLiteral("t.rowan")).table(QStringLiteral("Typed"), {e}).build();
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    EntityTableModel model(&session);
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Typed"));
    QTRY_COMPARE(model.rowCount(), 1);
    const QModelIndex cell = model.index(0, EntityTableModel::FixedColumns);
    QCOMPARE(cell.data().toString(), display);
    QVERIFY(cell.data(Qt::ToolTipRole).toString().startsWith(type));
    QCOMPARE(cell.data(EntityTableModel::TypeRole).toInt(), int(value.type()));
    QCOMPARE(cell.data(Qt::CheckStateRole).isValid(), value.type() == EdmType::Boolean);
}

void TestEntityTableModel::reachesAnyRow_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QStringList>("partitions");
    QTest::addColumn<int>("pageSize");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("pk");
    QTest::addColumn<QString>("rk");
    QTest::newRow("last row") << "Items" << QStringList {} << 50 << 2499 << "p3"
                              << "r002499";
    QTest::newRow("middle of a partition") << "Items" << QStringList {} << 50 << 1000 << "p1"
                                           << "r001501";
    QTest::newRow("first row of a partition") << "Items" << QStringList {} << 64 << 1250 << "p2"
                                              << "r000002";
    QTest::newRow("narrowed, second partition") << "Items" << QStringList {"p3", "p1"} << 40 << 700 << "p3"
                                                << "r000303";
    QTest::newRow("small partitions, far row") << "Many" << QStringList {} << 25 << 2990 << "q0427"
                                               << "r002990";
    QTest::newRow("small partitions, inside a page") << "Many" << QStringList {} << 25 << 1234 << "q0176"
                                                     << "r001234";
    QTest::newRow("small partitions, narrowed")
        << "Many" << QStringList {"q0200", "q0010"} << 3 << 9 << "q0200"
        << "r001402";
}

void TestEntityTableModel::reachesAnyRow()
{
    QFETCH(QString, table);
    QFETCH(QStringList, partitions);
    QFETCH(int, pageSize);
    QFETCH(int, row);
    QFETCH(QString, pk);
    QFETCH(QString, rk);
    ServiceSession session;
    session.setStore(m_store);
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(pageSize);
    model.setTable(QStringLiteral("devstoreaccount1"), table, partitions);
    // The statistics give every row at once, before any of them is read.
    QTRY_VERIFY(model.rowCount() > row);
    QCOMPARE(model.rowCount(), model.totalCount());
    QVERIFY(waitForRow(model, row));
    QCOMPARE(model.entityAt(row).partitionKey(), pk);
    QCOMPARE(model.entityAt(row).rowKey(), rk);
    QCOMPARE(model.index(row, 1).data().toString(), rk);
    if (row + 1 < model.rowCount()) {
        QVERIFY(waitForRow(model, row + 1));
        const Entity &next = model.entityAt(row + 1);
        QVERIFY(std::pair(pk, rk) < std::pair(next.partitionKey(), next.rowKey()));
    }
}

void TestEntityTableModel::evictionKeepsTheWindow_data()
{
    QTest::addColumn<int>("pageSize");
    QTest::addColumn<int>("maxPages");
    QTest::newRow("pages of 25, three kept") << 25 << 3;
    QTest::newRow("pages of 100, two kept") << 100 << 2;
    QTest::newRow("pages of 500, two kept") << 500 << 2;
}

void TestEntityTableModel::evictionKeepsTheWindow()
{
    QFETCH(int, pageSize);
    QFETCH(int, maxPages);
    ServiceSession session;
    session.setStore(m_store);
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(pageSize);
    model.setMaxCachedPages(maxPages);
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"));
    QTRY_COMPARE(model.rowCount(), 2500);
    for (int row = 0; row < 2500; row += pageSize) {
        QVERIFY2(waitForRow(model, row), qPrintable(QString::number(row)));
        QCOMPARE(
            std::pair(model.entityAt(row).partitionKey(), model.entityAt(row).rowKey()), itemsKey({}, row));
        QVERIFY(model.cachedPageCount() <= maxPages);
        QVERIFY(model.loadedRowCount() <= maxPages * pageSize);
    }
    // The second page was evicted (the tester keeps reading row 0): an empty entity now, the right one once
    // its page is read again.
    const int evicted = pageSize;
    QVERIFY(!model.isRowLoaded(evicted));
    QVERIFY(!model.index(evicted, 0).data().isValid());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(model.entityAt(evicted).partitionKey().isEmpty());
    QVERIFY(waitForRow(model, evicted));
    QVERIFY(!changed.isEmpty());
    QCOMPARE(std::pair(model.entityAt(evicted).partitionKey(), model.entityAt(evicted).rowKey()),
        itemsKey({}, evicted));
    QVERIFY(model.cachedPageCount() <= maxPages);
}

void TestEntityTableModel::keyOrderAcrossPages_data()
{
    QTest::addColumn<QStringList>("partitions");
    QTest::addColumn<int>("pageSize");
    QTest::addColumn<QString>("order");
    QTest::newRow("forward") << QStringList {} << 64 << "forward";
    QTest::newRow("backward") << QStringList {} << 64 << "backward";
    QTest::newRow("stride") << QStringList {} << 37 << "stride";
    QTest::newRow("narrowed, backward") << QStringList {"p2", "p0"} << 50 << "backward";
    QTest::newRow("narrowed, stride") << QStringList {"p3", "p1"} << 33 << "stride";
}

void TestEntityTableModel::keyOrderAcrossPages()
{
    QFETCH(QStringList, partitions);
    QFETCH(int, pageSize);
    QFETCH(QString, order);
    ServiceSession session;
    session.setStore(m_store);
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(pageSize);
    model.setMaxCachedPages(1000);
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"), partitions);
    const int expected = partitions.isEmpty() ? 2500 : 625 * int(partitions.size());
    QTRY_COMPARE(model.rowCount(), expected);
    const int pages = (expected + pageSize - 1) / pageSize;
    QList<int> visit;
    for (int p = 0; p < pages; ++p)
        visit.append(order == QLatin1String("backward") ? pages - 1 - p : p);
    if (order == QLatin1String("stride")) { // 0, 7, 14, ..., 1, 8, ...: never next to the last page read
        visit.clear();
        for (int start = 0; start < 7; ++start) {
            for (int p = start; p < pages; p += 7)
                visit.append(p);
        }
    }
    for (int p : std::as_const(visit))
        QVERIFY2(waitForRow(model, p * pageSize), qPrintable(QString::number(p)));
    for (int row = 0; row < expected; ++row) {
        QVERIFY(model.isRowLoaded(row));
        const Entity &e = model.entityAt(row);
        QCOMPARE(std::pair(e.partitionKey(), e.rowKey()), itemsKey(partitions, row));
    }
}

void TestEntityTableModel::loadAllKeepsTheWindow()
{
    ServiceSession session;
    session.setStore(m_store);
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(100);
    model.setMaxCachedPages(3);
    QSignalSpy pages(&model, &EntityTableModel::pageLoaded);
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"));
    int read = 0;
    while (!model.isExhausted()) {
        QVERIFY(QTest::qWaitFor([&] { return !model.isLoading(); }, 10000));
        if (model.canFetchMore(QModelIndex()))
            model.fetchMore(QModelIndex());
        QVERIFY(model.cachedPageCount() <= 3);
    }
    for (const QList<QVariant> &args : std::as_const(pages))
        read += args.at(0).toInt();
    QVERIFY(read >= 2500); // every entity once in order, plus pages the tester asked for again
    QCOMPARE(model.rowCount(), 2500);
    QVERIFY(waitForRow(model, 2499));
    QCOMPARE(model.entityAt(2499).rowKey(), QStringLiteral("r002499"));
    QVERIFY(!model.canFetchMore(QModelIndex()));
}

void TestEntityTableModel::farRowsAreReadDirectly()
{
    // No model tester here: it calls fetchMore() on every signal, which reads on from the start.
    ServiceSession session;
    session.setStore(m_store);
    EntityTableModel model(&session);
    model.setPageSize(25);
    model.setMaxCachedPages(1000);
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Many"));
    QTRY_COMPARE(model.rowCount(), 3000);
    QVERIFY(waitForRow(model, 2990));
    QCOMPARE(model.entityAt(2990).rowKey(), QStringLiteral("r002990"));
    // The first page (setTable) and the far one: nothing in between was read into memory.
    QTRY_VERIFY(!model.isLoading());
    QCOMPARE(model.cachedPageCount(), 2);
    QCOMPARE(model.loadedRowCount(), 50);
    QVERIFY(!model.isRowLoaded(1500));
}

void TestEntityTableModel::storeChangeKeepsATableOfTheNewStore()
{
    ServiceSession session;
    EntityTableModel *chooser = nullptr;
    // Connected before the model's own slot, as the Stores dock's tree can choose a table of the new store
    // while storeChanged() is still being delivered.
    connect(&session, &ServiceSession::serviceChanged, this, [&] {
        if (chooser && session.isOpen())
            chooser->setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"));
    });
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    chooser = &model;
    session.setStore(m_store);
    QCOMPARE(model.table(), QStringLiteral("Items"));
    QTRY_COMPARE(model.rowCount(), 2500);
    chooser = nullptr;
    session.setStore(nullptr); // the table belonged to the store that went away
    QCOMPARE(model.table(), QString());
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.canFetchMore(QModelIndex()));
}

void TestEntityTableModel::reloadKeepsThePartitions_data()
{
    QTest::addColumn<QStringList>("partitions");
    QTest::addColumn<qint64>("before");
    QTest::addColumn<qint64>("after"); // after one entity is added to "a" and two to "b"
    QTest::newRow("whole table") << QStringList {} << qint64(6) << qint64(9);
    QTest::newRow("one partition") << QStringList {"a"} << qint64(3) << qint64(4);
    QTest::newRow("two partitions, unsorted") << QStringList {"c", "a"} << qint64(4) << qint64(5);
    QTest::newRow("a partition with nothing yet") << QStringList {"b"} << qint64(0) << qint64(2);
}

void TestEntityTableModel::reloadKeepsThePartitions()
{
    QFETCH(QStringList, partitions);
    QFETCH(qint64, before);
    QFETCH(qint64, after);
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 0, 1);
    QVERIFY(store);
    const QString account = QStringLiteral("devstoreaccount1");
    const QString table = QStringLiteral("Reloaded");
    QVERIFY(store->createTable(account, table));
    auto insert = [&](const QString &pk, int n) {
        for (int i = 0; i < n; ++i)
            QVERIFY(store->insertEntity(account, table, Entity(pk, QUuid::createUuid().toString())));
    };
    insert(QStringLiteral("a"), 3);
    insert(QStringLiteral("c"), 1);
    insert(QStringLiteral("d"), 2);
    ServiceSession session;
    session.setStore(store);
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(account, table, partitions);
    QTRY_COMPARE(model.totalCount(), before);
    insert(QStringLiteral("a"), 1);
    insert(QStringLiteral("b"), 2);
    model.reload();
    QCOMPARE(model.table(), table);
    QTRY_COMPARE(model.totalCount(), after);
    QTRY_COMPARE(model.rowCount(), int(after));
    QStringList sorted = partitions;
    sorted.sort();
    QCOMPARE(model.partitions(), sorted);
    for (int row = 0; row < model.rowCount(); ++row) {
        QTRY_VERIFY(model.isRowLoaded(row));
        QVERIFY(partitions.isEmpty() || partitions.contains(model.entityAt(row).partitionKey()));
    }
    model.clear();
    QCOMPARE(model.partitions(), QStringList());
}

QTEST_GUILESS_MAIN(TestEntityTableModel)
#include "tst_entitytablemodel.moc"
