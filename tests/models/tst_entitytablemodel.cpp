#include "entitytablemodel.h"
#include "modeltestsupport.h"
#include "storesession.h"

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
    void tableChosenDuringStoreChangeIsKept();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
};

void TestEntityTableModel::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = makeTestStore(m_dir, 2500, 4);
    QVERIFY(m_store);
}

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
    StoreSession session;
    session.setStore(m_store);
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(pageSize);
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
    QVERIFY(pages >= expected / pageSize);
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
    StoreSession session;
    session.setStore(m_store);
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(5);
    QSignalSpy pages(&model, &EntityTableModel::pageLoaded);
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"), {QStringLiteral("p0")});
    QTRY_COMPARE(pages.count(), 1);
    // p0 holds i = 0, 4, 8, ...: the first five have no Rare property (i % 10 == 7 needs i = 27 in p0...
    // none).
    QCOMPARE(model.columnCount(), EntityTableModel::FixedColumns + 1);
    QCOMPARE(model.headerData(3, Qt::Horizontal).toString(), QStringLiteral("Index"));
    model.setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"), {QStringLiteral("p3")});
    QTRY_COMPARE(pages.count(), 2);
    // p3 holds i = 3, 7, ...: i = 7 has Rare, so the column appears with the first page.
    QCOMPARE(model.columnCount(), EntityTableModel::FixedColumns + 2);
    QCOMPARE(model.propertyColumns(), (QStringList {"Index", "Rare"}));
    QVERIFY(!model.index(0, 4).data().isValid()); // i = 3 lacks Rare: an empty cell
    QCOMPARE(model.index(1, 4).data().toString(), QStringLiteral("2.0"));
}

void TestEntityTableModel::staleResultsAreDropped()
{
    StoreSession session;
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
    StoreOptions options;
    options.createIfMissing = true;
    auto opened = Store::open(dir.filePath(QStringLiteral("t.rowan")), options);
    QVERIFY(opened);
    std::shared_ptr<Store> store(std::move(*opened));
    QVERIFY(store->createTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Typed")));
    Entity e(QStringLiteral("p"), QStringLiteral("r"));
    e.setProperty(QStringLiteral("V"), value);
    QVERIFY(store->insertEntity(QStringLiteral("devstoreaccount1"), QStringLiteral("Typed"), e));
    StoreSession session;
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

void TestEntityTableModel::tableChosenDuringStoreChangeIsKept()
{
    // In the explorer the store tree's load can finish inside the session's storeChanged emission, and the
    // navigator then chooses a table before the grid's model has heard of the new store (the
    // tst_mainwindow::choosingATableFillsTheGrid flake). A listener connected first plays that part here.
    StoreSession session;
    EntityTableModel *model = nullptr;
    QObject::connect(&session, &StoreSession::storeChanged, &session, [&] {
        if (model && session.isOpen())
            model->setTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"));
    });
    EntityTableModel grid(&session);
    model = &grid;
    session.setStore(m_store);
    QCOMPARE(grid.table(), QStringLiteral("Items"));
    QTRY_COMPARE(grid.totalCount(), 2500);

    // A table of the store before is still dropped.
    session.setStore(nullptr);
    QVERIFY(grid.table().isEmpty());
    QCOMPARE(grid.rowCount(), 0);
}

QTEST_GUILESS_MAIN(TestEntityTableModel)
#include "tst_entitytablemodel.moc"
