// SortBar in the entity grid: a header click sorts the whole table (ascending, then descending), the line
// above the rows says it is sorted here by Rowan with the property and direction, the header shows the
// indicator; the header menu sorts and clears; Clear Sort shows the key order again; a result beyond the
// bound is refused with its count and a way to narrow the query; find-like states cannot be sorted.
#include "ui/grid/entitygrid.h"
#include "ui/grid/sortbar.h"

#include "models/grid/entitytablemodel.h"
#include "models/grid/sortjob.h"
#include "models/session/servicesession.h"

#include <rowan/store.h>

#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

const QString AccountName = u"devstoreaccount1"_s;
constexpr int Entities = 300;

// Score of entity i: 49 down to 0, six times over; row keys in insertion order.
int scoreOf(int i)
{
    return 49 - (i * 7) % 50;
}

int columnOf(const EntityTableModel &model, const QString &name)
{
    for (int i = 0; i < model.columnCount(); ++i) {
        if (model.columnProperty(i) == name)
            return i;
    }
    return -1;
}

QPushButton *button(const SortBar &bar, const char *name)
{
    return bar.findChild<QPushButton *>(QString::fromLatin1(name));
}

} // namespace

class TestSortBar : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void headerClickSortsAndFlips_data();
    void headerClickSortsAndFlips();
    void headerMenuSortsAndClears();
    void tooLargeOffersANarrowerQuery();
    void keyboardSortsByTheCurrentColumn();

private:
    struct Fixture
    {
        ServiceSession session;
        EntityTableModel model {&session};
        EntityGrid grid {&model};
    };
    std::unique_ptr<Fixture> open();
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
};

void TestSortBar::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    StoreOptions options;
    options.createIfMissing = true;
    auto store = Store::open(m_dir.filePath(u"sort.rowan"_s), options);
    QVERIFY(store.has_value());
    m_store = std::shared_ptr<Store>(std::move(*store));
    QVERIFY(m_store->createTable(AccountName, u"Scores"_s));
    for (int i = 0; i < Entities; ++i) {
        Entity e(u"p"_s, u"r%1"_s.arg(i, 4, 10, QLatin1Char('0')));
        e.setProperty(u"Score"_s, Value::int32(scoreOf(i)));
        QVERIFY(m_store->insertEntity(AccountName, u"Scores"_s, e));
    }
}

std::unique_ptr<TestSortBar::Fixture> TestSortBar::open()
{
    auto f = std::make_unique<Fixture>();
    f->session.setStore(m_store);
    f->model.setPageSize(100);
    f->grid.resize(900, 500);
    f->grid.show();
    f->model.setTable(AccountName, u"Scores"_s);
    return f;
}

void TestSortBar::headerClickSortsAndFlips_data()
{
    QTest::addColumn<int>("clicks");
    QTest::addColumn<QString>("direction");
    QTest::addColumn<int>("firstScore");
    QTest::addColumn<int>("order");
    QTest::newRow("one click: ascending") << 1 << u"ascending"_s << 0 << int(Qt::AscendingOrder);
    QTest::newRow("two clicks: descending") << 2 << u"descending"_s << 49 << int(Qt::DescendingOrder);
    QTest::newRow("three clicks: ascending again") << 3 << u"ascending"_s << 0 << int(Qt::AscendingOrder);
}

void TestSortBar::headerClickSortsAndFlips()
{
    QFETCH(int, clicks);
    QFETCH(QString, direction);
    QFETCH(int, firstScore);
    QFETCH(int, order);
    auto f = open();
    QTRY_VERIFY(columnOf(f->model, u"Score"_s) >= 0);
    SortBar *bar = f->grid.sortBar();
    QVERIFY(bar->isHidden());
    QHeaderView *header = f->grid.view()->horizontalHeader();
    QVERIFY(!header->isSortIndicatorShown());
    for (int i = 0; i < clicks; ++i) {
        const int section = columnOf(f->model, u"Score"_s);
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
            QPoint(header->sectionViewportPosition(section) + 10, header->height() / 2));
        QTRY_COMPARE(bar->state(), SortBar::State::Sorted);
    }
    QVERIFY(bar->isVisible());
    QVERIFY2(bar->text().contains(u"Sorted here by Rowan, not by the service"_s), qPrintable(bar->text()));
    QVERIFY(bar->text().contains(u"“Score”"_s));
    QVERIFY(bar->text().contains(direction));
    QVERIFY(bar->text().contains(u"300"_s));
    QVERIFY(button(*bar, "sortClear")->isVisible());
    QVERIFY(header->isSortIndicatorShown());
    QCOMPARE(header->sortIndicatorSection(), columnOf(f->model, u"Score"_s));
    QCOMPARE(int(header->sortIndicatorOrder()), order);
    QVERIFY(f->grid.statusText().contains(u"sorted on this computer"_s));
    const int column = columnOf(f->model, u"Score"_s);
    QTRY_VERIFY(f->model.isRowLoaded(0));
    QCOMPARE(f->model.data(f->model.index(0, column)).toInt(), firstScore);
    // Ties keep key order: the first row is the first entity with that score.
    int firstWith = 0;
    while (scoreOf(firstWith) != firstScore)
        ++firstWith;
    QCOMPARE(f->model.entityAt(0).rowKey(), u"r%1"_s.arg(firstWith, 4, 10, QLatin1Char('0')));

    // Clear Sort: the key order again, the line and the indicator gone.
    button(*bar, "sortClear")->click();
    QVERIFY(!f->model.isSorted());
    QVERIFY(bar->isHidden());
    QVERIFY(!header->isSortIndicatorShown());
    QTRY_VERIFY(f->model.isRowLoaded(0));
    QCOMPARE(f->model.entityAt(0).rowKey(), u"r0000"_s);
}

void TestSortBar::headerMenuSortsAndClears()
{
    auto f = open();
    QTRY_VERIFY(columnOf(f->model, u"Score"_s) >= 0);
    const int section = columnOf(f->model, u"Score"_s);
    std::unique_ptr<QMenu> menu(f->grid.headerMenu(section));
    auto *descending = menu->findChild<QAction *>(u"actionSortDescending"_s);
    QVERIFY(descending && descending->isEnabled());
    QVERIFY(menu->actions().contains(f->grid.clearSortAction()));
    QVERIFY(!f->grid.clearSortAction()->isEnabled());
    descending->trigger();
    SortBar *bar = f->grid.sortBar();
    QCOMPARE(bar->state(), SortBar::State::Sorting);
    QVERIFY(button(*bar, "sortCancel")->isVisible());
    QTRY_COMPARE(bar->state(), SortBar::State::Sorted);
    QVERIFY(bar->text().contains(u"descending"_s));
    QCOMPARE(f->model.sortSpec()->property, u"Score"_s);

    QAction *clear = f->grid.clearSortAction();
    QVERIFY(clear->isEnabled());
    clear->trigger();
    QVERIFY(!f->model.isSorted());
    QVERIFY(bar->isHidden());

    // Another table while sorted: the line goes with the sort. (The key order's columns come with its
    // first page.)
    QTRY_VERIFY(columnOf(f->model, u"Score"_s) >= 0);
    menu.reset(f->grid.headerMenu(columnOf(f->model, u"Score"_s)));
    menu->findChild<QAction *>(u"actionSortAscending"_s)->trigger();
    QTRY_COMPARE(bar->state(), SortBar::State::Sorted);
    f->model.setTable(AccountName, u"Scores"_s);
    QCOMPARE(bar->state(), SortBar::State::Idle);
    QVERIFY(bar->isHidden());
    QVERIFY(!f->grid.view()->horizontalHeader()->isSortIndicatorShown());
}

void TestSortBar::tooLargeOffersANarrowerQuery()
{
    auto f = open();
    QTRY_VERIFY(columnOf(f->model, u"Score"_s) >= 0);
    SortBar *bar = f->grid.sortBar();
    SortOptions options;
    options.maxEntities = 120;
    bar->setOptions(options);
    QSignalSpy narrow(bar, &SortBar::narrowQueryRequested);
    bar->sortBy(u"Score"_s, SortDirection::Ascending);
    QTRY_COMPARE(bar->state(), SortBar::State::TooLarge);
    // The count known (the statistics' 300) against the bound; nothing sorted is shown.
    QVERIFY2(bar->text().contains(u"300"_s) && bar->text().contains(u"120"_s), qPrintable(bar->text()));
    QVERIFY(!f->model.isSorted());
    QVERIFY(!f->grid.view()->horizontalHeader()->isSortIndicatorShown());
    QPushButton *narrowButton = button(*bar, "sortNarrowQuery");
    QVERIFY(narrowButton->isVisible());
    narrowButton->click();
    QCOMPARE(narrow.size(), 1);
    button(*bar, "sortDismiss")->click();
    QVERIFY(bar->isHidden());
}

void TestSortBar::keyboardSortsByTheCurrentColumn()
{
    auto f = open();
    QTRY_VERIFY(columnOf(f->model, u"Score"_s) >= 0);
    // No current cell: nothing to sort by.
    QVERIFY(!f->grid.sortDescendingAction()->isEnabled());
    f->grid.view()->setCurrentIndex(f->model.index(5, columnOf(f->model, u"Score"_s)));
    QVERIFY(f->grid.sortAscendingAction()->isEnabled());
    QVERIFY(f->grid.sortDescendingAction()->isEnabled());
    f->grid.sortDescendingAction()->trigger();
    QTRY_COMPARE(f->grid.sortBar()->state(), SortBar::State::Sorted);
    QCOMPARE(f->model.sortSpec(), std::optional<SortSpec>(SortSpec {u"Score"_s, SortDirection::Descending}));
    QVERIFY(f->grid.clearSortAction()->isEnabled());
    // The bar's buttons are reachable by Tab.
    QCOMPARE(button(*f->grid.sortBar(), "sortClear")->focusPolicy() & Qt::TabFocus, Qt::TabFocus);
}

QTEST_MAIN(TestSortBar)
#include "tst_sortbar.moc"
