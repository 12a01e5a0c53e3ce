#include "models/store/recentstoresmodel.h"

#include <QAbstractItemModelTester>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace rowan;

class TestRecentStoresModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init() { QSettings().clear(); }
    void addOrders_data();
    void addOrders();
    void capsAtMaxEntries();
    void persists();
    void roles();
};

void TestRecentStoresModel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RowanTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_recentstoresmodel"));
}

void TestRecentStoresModel::addOrders_data()
{
    QTest::addColumn<QStringList>("added");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("one") << QStringList {"/s/a"} << QStringList {"/s/a"};
    QTest::newRow("newest first") << QStringList {"/s/a", "/s/b"} << QStringList {"/s/b", "/s/a"};
    QTest::newRow("re-add moves up") << QStringList {"/s/a", "/s/b", "/s/c", "/s/a"}
                                     << QStringList {"/s/a", "/s/c", "/s/b"};
    QTest::newRow("same twice") << QStringList {"/s/a", "/s/a"} << QStringList {"/s/a"};
    QTest::newRow("normalised") << QStringList {"/s/x/../a", "/s/a"} << QStringList {"/s/a"};
}

void TestRecentStoresModel::addOrders()
{
    QFETCH(QStringList, added);
    QFETCH(QStringList, expected);
    RecentStoresModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (const QString &p : added)
        model.add(p);
    QCOMPARE(model.paths(), expected);
    QCOMPARE(model.rowCount(), expected.size());
}

void TestRecentStoresModel::capsAtMaxEntries()
{
    RecentStoresModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (int i = 0; i < RecentStoresModel::MaxEntries + 3; ++i)
        model.add(QStringLiteral("/s/%1").arg(i));
    QCOMPARE(model.rowCount(), RecentStoresModel::MaxEntries);
    QCOMPARE(model.paths().first(), QStringLiteral("/s/%1").arg(RecentStoresModel::MaxEntries + 2));
    QCOMPARE(model.paths().last(), QStringLiteral("/s/3"));
    model.remove(QStringLiteral("/s/5"));
    QCOMPARE(model.rowCount(), RecentStoresModel::MaxEntries - 1);
    QVERIFY(!model.paths().contains(QStringLiteral("/s/5")));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestRecentStoresModel::persists()
{
    {
        RecentStoresModel model(QStringLiteral("recent"));
        model.add(QStringLiteral("/s/a"));
        model.add(QStringLiteral("/s/b"));
    }
    RecentStoresModel again(QStringLiteral("recent"));
    QCOMPARE(again.paths(), (QStringList {"/s/b", "/s/a"}));
    RecentStoresModel memoryOnly;
    QCOMPARE(memoryOnly.rowCount(), 0);
}

void TestRecentStoresModel::roles()
{
    RecentStoresModel model;
    model.add(QStringLiteral("/s/dir/store.rowan"));
    const QModelIndex index = model.index(0, 0);
    QCOMPARE(index.data(Qt::DisplayRole).toString(), QStringLiteral("store.rowan"));
    QCOMPARE(index.data(RecentStoresModel::PathRole).toString(), QStringLiteral("/s/dir/store.rowan"));
    QCOMPARE(index.data(Qt::ToolTipRole).toString(), QStringLiteral("/s/dir/store.rowan"));
    QVERIFY(!index.data(Qt::DecorationRole).isValid());
    QCOMPARE(model.rowCount(index), 0);
}

QTEST_GUILESS_MAIN(TestRecentStoresModel)
#include "tst_recentstoresmodel.moc"
