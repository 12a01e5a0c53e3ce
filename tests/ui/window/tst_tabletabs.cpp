#include "support/modalhelper.h"
#include "support/teststore.h"
#include "ui/query/querybar.h"
#include "ui/store/storeactions.h"
#include "ui/store/storenavigator.h"
#include "ui/window/mainwindow.h"
#include "ui/window/tabletabbar.h"
#include "ui/window/tabletabs.h"

#include "models/grid/entitytablemodel.h"
#include "models/session/openplaces.h"
#include "models/session/servicesession.h"
#include "models/settings/opentabs.h"
#include "models/store/storetreemodel.h"

#include <QAction>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace rowan;

namespace {
constexpr int OpenTimeoutMs = 30000;

rowan::Entity numbered(qint64 i)
{
    rowan::Entity e(QStringLiteral("p%1").arg(i % 3), QStringLiteral("r%1").arg(i, 4, 10, QLatin1Char('0')));
    e.setProperty(QStringLiteral("Index"), rowan::Value::int32(int(i)));
    return e;
}

QString account()
{
    return QString::fromLatin1(rowan::DevelopmentAccountName);
}
} // namespace

class TestTableTabs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void aTableOfAnotherStoreGetsATab();
    void eachTabKeepsItsQuery();
    void openInNewTabKeepsTheCurrentOne();
    void closingAStoreClosesItsTabs();
    void tabsComeBackAtTheNextStart();
    void aTabThatCannotOpenAtStartFallsBackToTheDefaultStore();

private:
    void open(MainWindow &w, const QString &path);
    // Both stores open, a tab each, the first one's tab shown.
    void openBoth(MainWindow &w);
    QTemporaryDir m_dir;
    QString m_first;
    QString m_second;
};

void TestTableTabs::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_first = m_dir.filePath(QStringLiteral("first.rowan"));
    m_second = m_dir.filePath(QStringLiteral("second.rowan"));
    QVERIFY(TestStoreBuilder(m_dir, QStringLiteral("first.rowan"))
                .table(QStringLiteral("Items"), 300, numbered)
                .table(QStringLiteral("Empty"))
                .build());
    QVERIFY(TestStoreBuilder(m_dir, QStringLiteral("second.rowan"))
                .table(QStringLiteral("Orders"), 12, numbered)
                .build());
}

void TestTableTabs::init()
{
    QSettings().clear();
}

void TestTableTabs::open(MainWindow &w, const QString &path)
{
    QSignalSpy opened(&w, &MainWindow::storeOpened);
    w.openStoreWithPassphrase(path, QString(), false);
    QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, OpenTimeoutMs);
    QTRY_VERIFY(!w.storeTree()->isLoading());
    // The store's first table is chosen once the tree has loaded it: a tab of that store shows it.
    OpenTabs *tabs = w.tableTabs()->tabs();
    QTRY_VERIFY(tabs->current() >= 0 && tabs->tab(tabs->current()).place == path
        && !w.entityModel()->table().isEmpty());
}

void TestTableTabs::openBoth(MainWindow &w)
{
    open(w, m_first);
    open(w, m_second);
    QTRY_COMPARE(w.tableTabs()->tabs()->count(), 2);
    w.tableTabs()->tabs()->setCurrent(0);
}

// Opening a second store keeps the first open beside it, and its first table opens in a tab of its own;
// choosing the first tab shows the first store again, without opening it again.
void TestTableTabs::aTableOfAnotherStoreGetsATab()
{
    MainWindow w;
    OpenTabs *tabs = w.tableTabs()->tabs();
    open(w, m_first);
    QTRY_COMPARE(tabs->count(), 1);
    QTRY_COMPARE(w.entityModel()->table(), QStringLiteral("Empty"));
    QCOMPARE(tabs->tab(0).place, m_first);
    QCOMPARE(tabs->tab(0).placeName, QStringLiteral("first.rowan"));
    // Another table of the same store: the current tab follows the tree.
    w.findChild<StoreNavigator *>()->selectTable(account(), QStringLiteral("Items"));
    QTRY_COMPARE(w.entityModel()->table(), QStringLiteral("Items"));
    QCOMPARE(tabs->count(), 1);
    QCOMPARE(tabs->tab(0).table, QStringLiteral("Items"));

    std::weak_ptr<TableService> first = w.session()->service();
    open(w, m_second);
    QCOMPARE(w.storeTree()->places()->count(), 2);
    QCOMPARE(w.storeTree()->rowCount(), 2);
    QTRY_COMPARE(tabs->count(), 2);
    QCOMPARE(tabs->current(), 1);
    QCOMPARE(tabs->tab(1).table, QStringLiteral("Orders"));
    QTRY_COMPARE(w.entityModel()->table(), QStringLiteral("Orders"));
    QCOMPARE(w.currentStorePath(), m_second);
    QVERIFY(!first.expired()); // open beside the second

    tabs->setCurrent(0);
    QTRY_COMPARE(w.entityModel()->table(), QStringLiteral("Items"));
    QCOMPARE(w.currentStorePath(), m_first);
    QCOMPARE(w.session()->service(), first.lock());
    QCOMPARE(w.storeTree()->places()->count(), 2);
    QTRY_VERIFY(w.windowTitle().contains(QLatin1String("first.rowan")));
    // The tree shows the table of the tab, in its place.
    const QModelIndex chosen = w.findChild<StoreNavigator *>()->view()->currentIndex();
    QCOMPARE(chosen.data(StoreTreeModel::TableRole).toString(), QStringLiteral("Items"));
    QCOMPARE(chosen.data(StoreTreeModel::PlaceRole).toInt(), 0);

    // A table of the other place, chosen in the tree, shows the tab that has it.
    const QModelIndex orders = w.storeTree()->tableIndex(account(), QStringLiteral("Orders"), 1);
    QVERIFY(orders.isValid());
    w.findChild<StoreNavigator *>()->view()->setCurrentIndex(orders);
    QTRY_COMPARE(w.entityModel()->table(), QStringLiteral("Orders"));
    QCOMPARE(tabs->current(), 1);
    QCOMPARE(tabs->count(), 2);
    QCOMPARE(w.currentStorePath(), m_second);
}

void TestTableTabs::eachTabKeepsItsQuery()
{
    MainWindow w;
    OpenTabs *tabs = w.tableTabs()->tabs();
    openBoth(w);
    QTRY_COMPARE(w.entityModel()->table(), QStringLiteral("Empty"));
    w.findChild<StoreNavigator *>()->selectTable(account(), QStringLiteral("Items"));
    QTRY_COMPARE(w.entityModel()->table(), QStringLiteral("Items"));
    const SavedQuery small {QStringLiteral("Index lt 5"), {}, std::nullopt, {}};
    w.queryBar()->recall(small);
    w.queryBar()->run();
    QTRY_COMPARE(w.entityModel()->rowCount(), 5);
    QCOMPARE(tabs->tab(0).query, small);

    tabs->setCurrent(1);
    QTRY_COMPARE(w.entityModel()->table(), QStringLiteral("Orders"));
    QTRY_COMPARE(w.entityModel()->rowCount(), 12);
    QCOMPARE(w.queryBar()->currentQuery().filter, QString());
    tabs->setCurrent(0);
    QTRY_COMPARE(w.entityModel()->table(), QStringLiteral("Items"));
    QTRY_COMPARE(w.queryBar()->currentQuery(), small);
    QTRY_COMPARE(w.entityModel()->rowCount(), 5);
}

void TestTableTabs::openInNewTabKeepsTheCurrentOne()
{
    MainWindow w;
    OpenTabs *tabs = w.tableTabs()->tabs();
    open(w, m_first);
    QTRY_COMPARE(tabs->count(), 1);
    w.findChild<StoreNavigator *>()->selectTable(account(), QStringLiteral("Items"));
    QTRY_COMPARE(tabs->tab(0).table, QStringLiteral("Items"));
    // From the tree's menu (what a middle click does too).
    auto *navigator = w.findChild<StoreNavigator *>();
    navigator->view()->setCurrentIndex(w.storeTree()->tableIndex(account(), QStringLiteral("Empty")));
    QTRY_COMPARE(tabs->tab(0).table, QStringLiteral("Empty"));
    navigator->view()->setCurrentIndex(w.storeTree()->tableIndex(account(), QStringLiteral("Items")));
    QTRY_COMPARE(tabs->tab(0).table, QStringLiteral("Items"));
    const QModelIndex empty = w.storeTree()->tableIndex(account(), QStringLiteral("Empty"));
    const QRect at = navigator->view()->visualRect(empty);
    QTest::mouseClick(navigator->view()->viewport(), Qt::MiddleButton, {}, at.center());
    QTRY_COMPARE(tabs->count(), 2);
    QCOMPARE(tabs->current(), 1);
    QCOMPARE(tabs->tab(0).table, QStringLiteral("Items"));
    QCOMPARE(tabs->tab(1).table, QStringLiteral("Empty"));
    QTRY_COMPARE(w.entityModel()->table(), QStringLiteral("Empty"));
    // The action does the same for the current table.
    navigator->openInNewTabAction()->trigger();
    QTRY_COMPARE(tabs->count(), 3);
    QCOMPARE(tabs->tab(2).table, QStringLiteral("Empty"));
}

void TestTableTabs::closingAStoreClosesItsTabs()
{
    MainWindow w;
    OpenTabs *tabs = w.tableTabs()->tabs();
    openBoth(w);
    QTRY_COMPARE(w.currentStorePath(), m_first);
    w.findChild<QAction *>(QStringLiteral("actionCloseStore"))->trigger();
    QTRY_COMPARE(tabs->count(), 1);
    QCOMPARE(tabs->tab(0).place, m_second);
    QCOMPARE(w.storeTree()->places()->count(), 1);
    QCOMPARE(w.currentStorePath(), m_second);
    QTRY_COMPARE(w.entityModel()->table(), QStringLiteral("Orders"));
}

void TestTableTabs::tabsComeBackAtTheNextStart()
{
    const SavedQuery small {QStringLiteral("Index lt 7"), {}, std::nullopt, {}};
    {
        MainWindow w;
        w.restoreLayout();
        OpenTabs *tabs = w.tableTabs()->tabs();
        open(w, m_first);
        w.findChild<StoreNavigator *>()->selectTable(account(), QStringLiteral("Items"));
        QTRY_COMPARE(w.entityModel()->table(), QStringLiteral("Items"));
        w.queryBar()->recall(small);
        w.queryBar()->run();
        QTRY_COMPARE(w.entityModel()->rowCount(), 7);
        open(w, m_second);
        QTRY_COMPARE(tabs->count(), 2);
        tabs->setCurrent(0);
        QTRY_COMPARE(w.currentStorePath(), m_first);
        QVERIFY(w.close());
    }
    MainWindow w;
    w.restoreLayout();
    OpenTabs *tabs = w.tableTabs()->tabs();
    QCOMPARE(tabs->count(), 2);
    QCOMPARE(tabs->current(), 0);
    QCOMPARE(w.storeTree()->places()->count(), 0); // nothing opened yet
    QSignalSpy opened(&w, &MainWindow::storeOpened);
    w.openAtStart(QString());
    QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, OpenTimeoutMs);
    QCOMPARE(w.currentStorePath(), m_first);
    QTRY_COMPARE(w.entityModel()->table(), QStringLiteral("Items"));
    QTRY_COMPARE(w.queryBar()->currentQuery(), small);
    QTRY_COMPARE(w.entityModel()->rowCount(), 7);
    // The other tab's store opens when its tab is chosen.
    tabs->setCurrent(1);
    QTRY_COMPARE_WITH_TIMEOUT(w.currentStorePath(), m_second, OpenTimeoutMs);
    QTRY_COMPARE(w.entityModel()->table(), QStringLiteral("Orders"));
    QCOMPARE(w.storeTree()->places()->count(), 2);
    QCOMPARE(tabs->count(), 2);
}

// The store of the tab shown at start is gone: the default store opens instead, and the tab stays (the file
// may come back).
void TestTableTabs::aTabThatCannotOpenAtStartFallsBackToTheDefaultStore()
{
    {
        OpenTabs saved;
        TableTab gone;
        gone.place = m_dir.filePath(QStringLiteral("gone.rowan"));
        gone.placeName = QStringLiteral("gone.rowan");
        gone.account = account();
        gone.table = QStringLiteral("Items");
        saved.add(gone);
        QSettings settings;
        saved.save(settings, QStringLiteral("window/tabs"));
    }
    MainWindow w;
    w.restoreLayout();
    QCOMPARE(w.tableTabs()->tabs()->count(), 1);
    QString warned;
    onNextModal<QMessageBox>([&warned](QMessageBox *box) {
        warned = box->text();
        box->accept();
    });
    QSignalSpy opened(&w, &MainWindow::storeOpened);
    w.openAtStart(QString());
    QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, OpenTimeoutMs);
    QVERIFY(warned.contains(QLatin1String("gone.rowan")));
    QCOMPARE(w.currentStorePath(), StoreActions::defaultStorePath());
    QTRY_VERIFY(!w.storeTree()->isLoading());
    // The default store's first table has a tab of its own beside the one that could not open.
    QTRY_COMPARE(w.tableTabs()->tabs()->count(), 2);
    QCOMPARE(w.tableTabs()->tabs()->tab(0).placeName, QStringLiteral("gone.rowan"));
    QCOMPARE(w.tableTabs()->tabs()->tab(1).place, StoreActions::defaultStorePath());
}

QTEST_MAIN(TestTableTabs)
#include "tst_tabletabs.moc"
