#include "models/keys/partitionlistmodel.h"
#include "models/session/servicesession.h"
#include "support/modeltestsupport.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QLocale>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

using namespace rowan;

namespace {
const QString AccountName = QStringLiteral("devstoreaccount1");
const QString Parts = QStringLiteral("Parts");
const QString Many = QStringLiteral("Many");
constexpr int ManyPartitions = 2345;

// Parts: partitions of known sizes. "a" has the most entities, "fat" the most bytes.
struct PartSpec
{
    const char *key;
    int entities;
    int payloadChars; // a string property of this length on each entity
};
const PartSpec partSpecs[] = {
    {"", 1, 0},
    {"B", 3, 0},
    {"a", 10, 0},
    {"a9", 9, 0},
    {"fat", 2, 20000},
    {"m", 1, 0},
};
constexpr int partsEntities = 1 + 3 + 10 + 9 + 2 + 1; // 26

Entity makeEntity(const QString &pk, int i, int payloadChars)
{
    Entity e(pk, QStringLiteral("r%1").arg(i, 4, 10, QLatin1Char('0')));
    e.setProperty(QStringLiteral("Index"), Value::int32(i));
    if (payloadChars > 0)
        e.setProperty(QStringLiteral("Payload"), Value::string(QString(payloadChars, QLatin1Char('x'))));
    return e;
}

QString manyKey(int i)
{
    return QStringLiteral("k%1").arg(i, 4, 10, QLatin1Char('0'));
}

// Lets every piece of work still on the session's workers finish and its continuation run, so a test can
// tell that a late result has really arrived (and been dropped), without sleeping.
void drain(ServiceSession &session)
{
    session.pool()->waitForDone();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

void loadAll(PartitionListModel &model)
{
    while (!model.isExhausted()) {
        QTRY_VERIFY(!model.isLoading());
        model.fetchMore(QModelIndex());
    }
}
} // namespace

class TestPartitionListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void partitionsHaveExactStats_data();
    void partitionsHaveExactStats();
    void pagesOverManyPartitions_data();
    void pagesOverManyPartitions();
    void largestIsMarked();
    void largestInALaterPageIsMarkedWhenItArrives();
    void tiesAreMarkedUnlessAllTie_data();
    void tiesAreMarkedUnlessAllTie();
    void sortsThroughAProxy_data();
    void sortsThroughAProxy();
    void staleGenerationIsDropped();
    void refreshSeesWrites();
    void errorsAreReported_data();
    void errorsAreReported();
    void emptyTable();
    void followsTheStore();
    void withoutStatisticsCountsByScan_data();
    void withoutStatisticsCountsByScan();
    void scanIsCancellable();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    QHash<QString, qint64> m_bytes; // Parts: Σ Entity::storageSize() per partition
};

void TestPartitionListModel::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QList<Entity> parts;
    for (const PartSpec &spec : partSpecs) {
        const QString pk = QString::fromLatin1(spec.key);
        for (int i = 0; i < spec.entities; ++i) {
            parts.append(makeEntity(pk, i, spec.payloadChars));
            m_bytes[pk] += parts.last().storageSize();
        }
    }
    // Many: one entity per partition, but three in k2000 (late in key order).
    QList<Entity> many;
    for (int i = 0; i < ManyPartitions; ++i)
        many.append(makeEntity(manyKey(i), 0, 0));
    many.append(makeEntity(manyKey(2000), 1, 0));
    many.append(makeEntity(manyKey(2000), 2, 0));
    m_store = TestStoreBuilder(m_dir, QStringLiteral("parts.rowan"))
                  .table(Parts, parts)
                  .table(Many, many)
                  .table(QStringLiteral("Empty"))
                  .build();
    QVERIFY(m_store);
}

void TestPartitionListModel::partitionsHaveExactStats_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("entities");
    QTest::addColumn<double>("share");
    QTest::addColumn<QString>("display");
    // Key order is UTF-16 code-unit order: "" < "B" < "a" < "a9" < "fat" < "m".
    QTest::newRow("empty key") << "" << 0 << 1 << 100.0 / 26 << "(empty key)";
    QTest::newRow("upper case first") << "B" << 1 << 3 << 300.0 / 26 << "B";
    QTest::newRow("most entities") << "a" << 2 << 10 << 1000.0 / 26 << "a";
    QTest::newRow("prefix after") << "a9" << 3 << 9 << 900.0 / 26 << "a9";
    QTest::newRow("most bytes") << "fat" << 4 << 2 << 200.0 / 26 << "fat";
    QTest::newRow("last") << "m" << 5 << 1 << 100.0 / 26 << "m";
}

void TestPartitionListModel::partitionsHaveExactStats()
{
    QFETCH(QString, key);
    QFETCH(int, row);
    QFETCH(int, entities);
    QFETCH(double, share);
    QFETCH(QString, display);
    ServiceSession session;
    session.setStore(m_store);
    PartitionListModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy totals(&model, &PartitionListModel::totalsLoaded);
    model.setTable(AccountName, Parts);
    QTRY_COMPARE(totals.count(), 1);
    QTRY_VERIFY(model.isExhausted() && !model.isLoading());
    QCOMPARE(model.rowCount(), 6);
    QCOMPARE(model.totals().partitionCount, 6);
    QCOMPARE(model.totals().entityCount, partsEntities);

    QCOMPARE(model.rowOf(key), row);
    QCOMPARE(model.partitionAt(row).partitionKey, key);
    QCOMPARE(model.partitionAt(row).entityCount, entities);
    QCOMPARE(model.partitionAt(row).bytes, m_bytes.value(key));
    const QLocale locale = QLocale::system();
    auto cell = [&](int column) { return model.index(row, column); };
    QCOMPARE(cell(PartitionListModel::KeyColumn).data().toString(), display);
    QCOMPARE(cell(PartitionListModel::KeyColumn).data(PartitionListModel::PartitionKeyRole).toString(), key);
    QCOMPARE(cell(PartitionListModel::EntitiesColumn).data().toString(), locale.toString(entities));
    QCOMPARE(cell(PartitionListModel::SizeColumn)
                 .data(Qt::ToolTipRole)
                 .toString()
                 .section(QLatin1Char('\n'), 0, 0),
        QStringLiteral("%1 bytes").arg(locale.toString(m_bytes.value(key))));
    QCOMPARE(cell(PartitionListModel::SizeColumn).data().toString(),
        locale.formattedDataSize(m_bytes.value(key), 1, QLocale::DataSizeSIFormat));
    QCOMPARE(cell(PartitionListModel::ShareColumn).data().toString(),
        locale.toString(share, 'f', 1) + QStringLiteral(" %"));
    QCOMPARE(cell(PartitionListModel::EntitiesColumn).data(PartitionListModel::SortRole).toLongLong(),
        qint64(entities));
    QCOMPARE(cell(PartitionListModel::SizeColumn).data(Qt::TextAlignmentRole).toInt(),
        int(Qt::AlignRight | Qt::AlignVCenter));
}

void TestPartitionListModel::pagesOverManyPartitions_data()
{
    QTest::addColumn<int>("pageSize");
    QTest::newRow("pages of 100") << 100;
    QTest::newRow("pages of 1000") << 1000;
    QTest::newRow("exactly the count") << ManyPartitions;
    QTest::newRow("one page") << 5000;
}

void TestPartitionListModel::pagesOverManyPartitions()
{
    QFETCH(int, pageSize);
    ServiceSession session;
    session.setStore(m_store);
    PartitionListModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(pageSize);
    QSignalSpy pages(&model, &PartitionListModel::pageLoaded);
    model.setTable(AccountName, Many);
    // (The tester asks for more by itself now and then, so only the end result is certain.)
    loadAll(model);
    QTRY_VERIFY(!model.isLoading());
    QCOMPARE(model.rowCount(), ManyPartitions);
    // The last page says it is the last: no empty page is needed to find out.
    QCOMPARE(pages.count(), (ManyPartitions + pageSize - 1) / pageSize);
    for (const auto &args : std::as_const(pages))
        QVERIFY(args.at(0).toInt() > 0);
    for (int row = 0; row < model.rowCount(); ++row)
        QCOMPARE(model.partitionAt(row).partitionKey, manyKey(row));
    QVERIFY(!model.canFetchMore(QModelIndex()));
    QCOMPARE(model.partitionAt(model.rowOf(manyKey(2000))).entityCount, 3);
}

void TestPartitionListModel::largestIsMarked()
{
    ServiceSession session;
    session.setStore(m_store);
    PartitionListModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy totals(&model, &PartitionListModel::totalsLoaded);
    model.setTable(AccountName, Parts);
    QTRY_VERIFY(totals.count() == 1 && model.isExhausted() && !model.isLoading());
    QCOMPARE(model.largestByEntities().firstKey, QStringLiteral("a"));
    QCOMPARE(model.largestBySize().firstKey, QStringLiteral("fat"));
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString key = model.partitionAt(row).partitionKey;
        const int expected = key == QLatin1String("a") ? PartitionListModel::LargestByEntities
            : key == QLatin1String("fat")              ? PartitionListModel::LargestBySize
                                                       : PartitionListModel::NotLargest;
        for (int column = 0; column < PartitionListModel::ColumnCount; ++column) {
            const QModelIndex cell = model.index(row, column);
            QCOMPARE(cell.data(PartitionListModel::LargestRole).toInt(), expected);
            QCOMPARE(cell.data(Qt::BackgroundRole).isValid(), expected != 0);
            // Bold: the key, and the figure that makes the partition the largest.
            const bool bold = column == PartitionListModel::KeyColumn ? expected != 0
                : column == PartitionListModel::SizeColumn
                ? expected == PartitionListModel::LargestBySize
                : expected == PartitionListModel::LargestByEntities;
            QCOMPARE(qvariant_cast<QFont>(cell.data(Qt::FontRole)).bold(), bold);
        }
    }
    QVERIFY(model.index(model.rowOf(QStringLiteral("fat")), 0)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("largest partition by size")));
}

void TestPartitionListModel::largestInALaterPageIsMarkedWhenItArrives()
{
    ServiceSession session;
    session.setStore(m_store);
    // No QAbstractItemModelTester here: it calls fetchMore() itself, and this test needs the pages to stay
    // unloaded until it asks.
    PartitionListModel model(&session);
    model.setPageSize(100);
    QSignalSpy totals(&model, &PartitionListModel::totalsLoaded);
    model.setTable(AccountName, Many);
    QTRY_VERIFY(totals.count() == 1 && !model.isLoading());
    QCOMPARE(model.rowCount(), 100);
    // Known for the whole table before its row is loaded.
    QCOMPARE(model.largestByEntities().firstKey, manyKey(2000));
    QCOMPARE(model.largestBySize().firstKey, manyKey(2000));
    QCOMPARE(model.rowOf(manyKey(2000)), -1);
    QCOMPARE(model.totals().partitionCount, ManyPartitions);
    QCOMPARE(model.totals().entityCount, ManyPartitions + 2);
    while (model.rowOf(manyKey(2000)) < 0) {
        QTRY_VERIFY(!model.isLoading());
        QVERIFY(!model.isExhausted());
        model.fetchMore(QModelIndex());
        QTRY_VERIFY(!model.isLoading());
    }
    const QModelIndex hot = model.index(model.rowOf(manyKey(2000)), PartitionListModel::EntitiesColumn);
    QCOMPARE(hot.data(PartitionListModel::LargestRole).toInt(),
        PartitionListModel::LargestByEntities | PartitionListModel::LargestBySize);
    QCOMPARE(model.index(0, 0).data(PartitionListModel::LargestRole).toInt(), 0);
}

void TestPartitionListModel::tiesAreMarkedUnlessAllTie_data()
{
    QTest::addColumn<QList<int>>("entities"); // per partition p0, p1, ...
    QTest::addColumn<QList<int>>("marked"); // rows marked largest by entities
    QTest::newRow("two share the top") << QList<int> {2, 1, 2} << QList<int> {0, 2};
    QTest::newRow("one on top") << QList<int> {1, 3, 2} << QList<int> {1};
    QTest::newRow("all alike") << QList<int> {2, 2, 2} << QList<int> {};
    QTest::newRow("a single partition") << QList<int> {4} << QList<int> {};
}

void TestPartitionListModel::tiesAreMarkedUnlessAllTie()
{
    QFETCH(QList<int>, entities);
    QFETCH(QList<int>, marked);
    QTemporaryDir dir;
    QList<Entity> ties;
    for (int p = 0; p < entities.size(); ++p) {
        for (int i = 0; i < entities.at(p); ++i)
            ties.append(makeEntity(QStringLiteral("p%1").arg(p), i, 0));
    }
    auto store = TestStoreBuilder(dir, QStringLiteral("t.rowan")).table(QStringLiteral("Ties"), ties).build();
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    PartitionListModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy totals(&model, &PartitionListModel::totalsLoaded);
    model.setTable(AccountName, QStringLiteral("Ties"));
    QTRY_VERIFY(totals.count() == 1 && model.isExhausted() && !model.isLoading());
    QCOMPARE(model.rowCount(), entities.size());
    QList<int> rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, 0).data(PartitionListModel::LargestRole).toInt()
            & PartitionListModel::LargestByEntities)
            rows << row;
    }
    QCOMPARE(rows, marked);
    QCOMPARE(model.largestByEntities().count, qint64(marked.size()));
    QCOMPARE(model.largestByEntities().firstKey,
        marked.isEmpty() ? QString() : QStringLiteral("p%1").arg(marked.first()));
}

void TestPartitionListModel::sortsThroughAProxy_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<QStringList>("expected");
    // Numbers sort as numbers (10 above 9), keys by code unit ("B" before "a").
    QTest::newRow("entities, most first")
        << int(PartitionListModel::EntitiesColumn) << Qt::DescendingOrder << QStringList {"a", "a9", "B"};
    QTest::newRow("size, largest first")
        << int(PartitionListModel::SizeColumn) << Qt::DescendingOrder << QStringList {"fat", "a", "a9"};
    QTest::newRow("share, smallest first")
        << int(PartitionListModel::ShareColumn) << Qt::AscendingOrder << QStringList {"", "m", "fat"};
    QTest::newRow("key descending") << int(PartitionListModel::KeyColumn) << Qt::DescendingOrder
                                    << QStringList {"m", "fat", "a9"};
    QTest::newRow("key ascending") << int(PartitionListModel::KeyColumn) << Qt::AscendingOrder
                                   << QStringList {"", "B", "a"};
}

void TestPartitionListModel::sortsThroughAProxy()
{
    QFETCH(int, column);
    QFETCH(Qt::SortOrder, order);
    QFETCH(QStringList, expected);
    ServiceSession session;
    session.setStore(m_store);
    PartitionListModel model(&session);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(PartitionListModel::SortRole);
    proxy.sort(column, order);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Two pages: the second must fall into place among the first.
    model.setPageSize(4);
    model.setTable(AccountName, Parts);
    loadAll(model);
    QTRY_VERIFY(!model.isLoading());
    QCOMPARE(proxy.rowCount(), 6);
    QStringList first;
    for (int row = 0; row < expected.size(); ++row)
        first << proxy.index(row, 0).data(PartitionListModel::PartitionKeyRole).toString();
    QCOMPARE(first, expected);
}

void TestPartitionListModel::staleGenerationIsDropped()
{
    ServiceSession session;
    session.setStore(m_store);
    PartitionListModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy pages(&model, &PartitionListModel::pageLoaded);
    QSignalSpy totals(&model, &PartitionListModel::totalsLoaded);
    model.setPageSize(5000);
    model.setTable(AccountName, Many);
    model.setTable(AccountName, Parts);
    drain(session);
    QTRY_COMPARE(pages.count(), 1);
    QTRY_COMPARE(totals.count(), 1);
    drain(session);
    QCOMPARE(pages.count(), 1); // Many's page never lands
    QCOMPARE(totals.count(), 1);
    QCOMPARE(model.table(), Parts);
    QCOMPARE(model.rowCount(), 6);
    QCOMPARE(model.totals().partitionCount, 6);
    QCOMPARE(model.largestByEntities().firstKey, QStringLiteral("a"));
}

void TestPartitionListModel::refreshSeesWrites()
{
    QTemporaryDir dir;
    const QString table = QStringLiteral("Live");
    auto store = TestStoreBuilder(dir, QStringLiteral("r.rowan"))
                     .table(table, 3, [](qint64 i) { return makeEntity(QStringLiteral("p%1").arg(i), 0, 0); })
                     .build();
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    PartitionListModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(2);
    QSignalSpy totals(&model, &PartitionListModel::totalsLoaded);
    model.setTable(AccountName, table);
    loadAll(model);
    QTRY_VERIFY(totals.count() == 1 && !model.isLoading());
    QCOMPARE(model.rowCount(), 3);
    // One entity in each: no partition stands out.
    QCOMPARE(model.largestByEntities().count, 0);
    QVERIFY(model.largestByEntities().firstKey.isEmpty());

    QVERIFY(store->insertEntity(AccountName, table, makeEntity(QStringLiteral("p1"), 1, 0)));
    QVERIFY(store->insertEntity(AccountName, table, makeEntity(QStringLiteral("p9"), 0, 0)));
    QSignalSpy pages(&model, &PartitionListModel::pageLoaded);
    model.refresh();
    QTRY_VERIFY(totals.count() == 2 && pages.count() >= 1);
    // The first page is as long as what was shown before (3 rows, not the page size of 2); the rest comes
    // on demand (the tester may already have asked for it).
    QCOMPARE(pages.at(0).at(0).toInt(), 3);
    QVERIFY(model.rowCount() >= 3);
    QCOMPARE(model.partitionAt(1).entityCount, 2);
    QCOMPARE(model.largestByEntities().firstKey, QStringLiteral("p1"));
    QCOMPARE(model.totals().partitionCount, 4);
    loadAll(model);
    QTRY_VERIFY(!model.isLoading());
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.partitionAt(3).partitionKey, QStringLiteral("p9"));
}

void TestPartitionListModel::errorsAreReported_data()
{
    QTest::addColumn<QString>("account");
    QTest::addColumn<QString>("table");
    QTest::newRow("missing table") << AccountName << "Missing";
    QTest::newRow("missing account") << "nobody"
                                     << "Parts";
}

void TestPartitionListModel::errorsAreReported()
{
    QFETCH(QString, account);
    QFETCH(QString, table);
    ServiceSession session;
    session.setStore(m_store);
    PartitionListModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy failed(&model, &PartitionListModel::loadFailed);
    model.setTable(account, table);
    QTRY_COMPARE(failed.count(), 1);
    drain(session);
    QCOMPARE(failed.count(), 1); // said once, though both loads failed
    QVERIFY(!model.errorString().isEmpty());
    QCOMPARE(failed.at(0).at(0).toString(), model.errorString());
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.isLoading());
    QVERIFY(!model.canFetchMore(QModelIndex()));
    QVERIFY(!model.hasTotals());
}

void TestPartitionListModel::emptyTable()
{
    ServiceSession session;
    session.setStore(m_store);
    PartitionListModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy totals(&model, &PartitionListModel::totalsLoaded);
    model.setTable(AccountName, QStringLiteral("Empty"));
    QTRY_VERIFY(totals.count() == 1 && model.isExhausted() && !model.isLoading());
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.totals().partitionCount, 0);
    QCOMPARE(model.largestByEntities().count, 0);
    QVERIFY(model.errorString().isEmpty());
}

void TestPartitionListModel::followsTheStore()
{
    ServiceSession session;
    session.setStore(m_store);
    PartitionListModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy pages(&model, &PartitionListModel::pageLoaded);
    model.setTable(AccountName, Parts);
    QTRY_COMPARE(pages.count(), 1);
    session.setStore(nullptr);
    QVERIFY(model.table().isEmpty());
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.canFetchMore(QModelIndex()));
    // Without a store nothing is loaded, and nothing fails.
    QSignalSpy failed(&model, &PartitionListModel::loadFailed);
    model.setTable(AccountName, Parts);
    drain(session);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(failed.count(), 0);
}

void TestPartitionListModel::withoutStatisticsCountsByScan_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<int>("partitions");
    QTest::addColumn<int>("entities");
    QTest::addColumn<QString>("largest");
    QTest::newRow("parts") << Parts << 6 << partsEntities << "a";
    QTest::newRow("many") << Many << ManyPartitions << ManyPartitions + 2 << manyKey(2000);
    QTest::newRow("empty") << QStringLiteral("Empty") << 0 << 0 << QString();
}

void TestPartitionListModel::withoutStatisticsCountsByScan()
{
    QFETCH(QString, table);
    QFETCH(int, partitions);
    QFETCH(int, entities);
    QFETCH(QString, largest);
    ServiceSession session;
    session.setService(std::make_shared<WithoutStatistics>(m_store));
    PartitionListModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(AccountName, table);
    // Nothing is listed, and nothing fails: the list waits for a scan.
    drain(session);
    QVERIFY(model.needsScan());
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(model.errorString().isEmpty());
    QVERIFY(!model.canFetchMore(QModelIndex()));

    QSignalSpy finished(&model, &PartitionListModel::scanFinished);
    model.scanPartitions();
    QVERIFY(model.isScanning());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
    QVERIFY(!model.needsScan());
    QVERIFY(model.hasTotals());
    QCOMPARE(model.rowCount(), partitions);
    QCOMPARE(model.totals().partitionCount, partitions);
    QCOMPARE(model.totals().entityCount, entities);
    QCOMPARE(model.totals().bytes, -1);
    QCOMPARE(model.largestByEntities().firstKey, largest);
    if (partitions > 0) {
        QCOMPARE(model.partitionAt(0).bytes, -1);
        QCOMPARE(model.index(0, PartitionListModel::SizeColumn).data().toString(), QStringLiteral("—"));
    }
}

void TestPartitionListModel::scanIsCancellable()
{
    ServiceSession session;
    session.setService(std::make_shared<WithoutStatistics>(m_store));
    PartitionListModel model(&session);
    model.setTable(AccountName, Many);
    QSignalSpy finished(&model, &PartitionListModel::scanFinished);
    model.scanPartitions();
    model.cancelScan();
    QVERIFY(!model.isScanning());
    drain(session);
    // Cancelled from the GUI: no result arrives later, the list stays waiting for a scan.
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(model.needsScan());
}

QTEST_GUILESS_MAIN(TestPartitionListModel)
#include "tst_partitionlistmodel.moc"
