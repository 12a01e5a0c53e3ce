#include "support/modalhelper.h"
#include "support/modeltestsupport.h"
#include "ui/editing/bulkdeletedialogs.h"
#include "ui/grid/columnlayout.h"
#include "models/settings/columnlayouts.h"
#include "ui/grid/entitygrid.h"
#include "ui/grid/loadallbar.h"
#include "ui/grid/pinnedtableview.h"
#include "ui/grid/recordview.h"
#include "ui/safety/writeconfirmation.h"

#include "models/grid/entitytablemodel.h"
#include "models/grid/loadalljob.h"
#include "models/session/servicesession.h"

#include <QAbstractButton>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>

using namespace rowan;

namespace {
const QString account = QStringLiteral("devstoreaccount1");

// Clicks the button of the given role in the next message box.
void answerNextMessageBox(QMessageBox::ButtonRole role)
{
    onNextModal<QMessageBox>([role](QMessageBox *box) {
        for (QAbstractButton *button : box->buttons()) {
            if (box->buttonRole(button) == role) {
                button->click();
                return;
            }
        }
    });
}

int columnOf(const EntityTableModel &model, const QString &name)
{
    for (int i = 0; i < model.columnCount(); ++i) {
        if (model.headerData(i, Qt::Horizontal).toString() == name)
            return i;
    }
    return -1;
}

QString tableKey(const ServiceSession &session, const QString &table)
{
    return ColumnLayouts::tableKey(session.description().location, account, table);
}

bool addEntities(Store &store, const QString &table, const QString &pk, int count, const QString &property)
{
    for (int i = 0; i < count; ++i) {
        Entity e(pk, QStringLiteral("r%1").arg(i, 4, 10, QLatin1Char('0')));
        e.setProperty(property, Value::int32(i));
        if (!store.insertEntity(account, table, e))
            return false;
    }
    return true;
}
} // namespace

class TestEntityGrid : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void copiesCells();
    void copiesRowsWithHeaderInViewOrder();
    void copiesJson();
    void loadAllLoadsEveryPage();
    void loadAllCancels();
    void columnLayoutIsKeptPerTable();
    void pinsHidesAndReorders();
    void layoutIsAppliedBeforeTheFirstRows();
    void layoutSurvivesARestart();
    void namedLayoutAppliesToAnotherTable();
    void rowViewsKeepTheCurrentRow();
    void deletesSelectedRows();
    void deletesMatchingAFilter();
    void readOnlyOffersNoDelete();

private:
    struct Fixture
    {
        ServiceSession session;
        EntityTableModel model {&session};
        EntityGrid grid {&model};
    };
    std::unique_ptr<Fixture> open(const QString &table, int pageSize = 500);
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
};

void TestEntityGrid::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RowanTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_entitygrid"));
    QVERIFY(m_dir.isValid());
    m_store = makeTestStore(m_dir, 2500, 4);
    QVERIFY(m_store);
    // A table whose second page brings a new column, and two tables to delete from.
    QVERIFY(m_store->createTable(account, QStringLiteral("Layout")));
    QVERIFY(addEntities(*m_store, QStringLiteral("Layout"), QStringLiteral("a"), 3, QStringLiteral("A")));
    QVERIFY(addEntities(*m_store, QStringLiteral("Layout"), QStringLiteral("b"), 3, QStringLiteral("B")));
    QVERIFY(m_store->createTable(account, QStringLiteral("Doomed")));
    QVERIFY(addEntities(*m_store, QStringLiteral("Doomed"), QStringLiteral("x"), 120, QStringLiteral("N")));
    QVERIFY(addEntities(*m_store, QStringLiteral("Doomed"), QStringLiteral("y"), 30, QStringLiteral("N")));
    QVERIFY(m_store->createTable(account, QStringLiteral("Kept")));
    QVERIFY(addEntities(*m_store, QStringLiteral("Kept"), QStringLiteral("k"), 5, QStringLiteral("N")));
    QVERIFY(m_store->createTable(account, QStringLiteral("Filtered")));
    QVERIFY(
        addEntities(*m_store, QStringLiteral("Filtered"), QStringLiteral("keep"), 40, QStringLiteral("N")));
    QVERIFY(
        addEntities(*m_store, QStringLiteral("Filtered"), QStringLiteral("drop"), 230, QStringLiteral("N")));
}

void TestEntityGrid::init()
{
    QSettings().clear();
}

std::unique_ptr<TestEntityGrid::Fixture> TestEntityGrid::open(const QString &table, int pageSize)
{
    auto f = std::make_unique<Fixture>();
    f->session.setStore(m_store);
    f->model.setPageSize(pageSize);
    f->grid.resize(900, 500);
    f->grid.show();
    f->model.setTable(account, table);
    return f;
}

void TestEntityGrid::copiesCells()
{
    auto f = open(QStringLiteral("Items"));
    QTRY_VERIFY(f->model.rowCount() > 0);
    QTableView *view = f->grid.view();
    QVERIFY(QTest::qWaitForWindowExposed(&f->grid));
    // Entity i is in partition p(i % 4): rows 0 and 2 are entities 0 and 8. Column 3 is Index.
    QCOMPARE(f->model.headerData(3, Qt::Horizontal).toString(), QStringLiteral("Index"));
    view->selectionModel()->select(f->model.index(0, 1), QItemSelectionModel::ClearAndSelect);
    view->selectionModel()->select(f->model.index(2, 3), QItemSelectionModel::Select);
    QApplication::clipboard()->clear();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("r000000\t0\nr000008\t8"));
    QCOMPARE(f->grid.selectedRows(), QList<int>({0, 2}));
}

void TestEntityGrid::copiesRowsWithHeaderInViewOrder()
{
    auto f = open(QStringLiteral("Items"));
    QTRY_VERIFY(f->model.rowCount() > 0);
    QTableView *view = f->grid.view();
    // The first page holds partition p0 only (even entities): Rare (entities 7, 17, …) is not there yet.
    const QStringList names = {"PartitionKey", "RowKey", "Timestamp", "Index"};
    QCOMPARE(f->model.columnCount(), names.size());
    for (int i = 0; i < names.size(); ++i)
        QCOMPARE(f->model.headerData(i, Qt::Horizontal).toString(), names.at(i));
    // The user drags Index to the front and hides Timestamp.
    view->horizontalHeader()->moveSection(3, 0);
    view->horizontalHeader()->hideSection(2);
    view->selectRow(1);
    view->selectionModel()->select(
        f->model.index(0, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QCOMPARE(f->grid.copySelection(false), 2);
    QCOMPARE(QApplication::clipboard()->text(),
        QStringLiteral("Index\tPartitionKey\tRowKey\n0\tp0\tr000000\n4\tp0\tr000004"));
}

void TestEntityGrid::copiesJson()
{
    auto f = open(QStringLiteral("Items"));
    QTRY_VERIFY(f->model.rowCount() > 0);
    QTableView *view = f->grid.view();
    QVERIFY(QTest::qWaitForWindowExposed(&f->grid));
    // Rows 0 and 626: entity 0 in p0 and entity 5 in p1, then the Rare column of entity 17 (row 629).
    QTRY_VERIFY(f->model.canFetchMore(QModelIndex()));
    f->model.fetchMore(QModelIndex());
    QTRY_VERIFY(f->model.isRowLoaded(626));
    QCOMPARE(f->model.entityAt(626).rowKey(), QStringLiteral("r000005"));
    view->selectRow(0);
    view->selectionModel()->select(
        f->model.index(626, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    const QMimeData *mime = QApplication::clipboard()->mimeData();
    QVERIFY(mime->hasFormat(QStringLiteral("application/json")));
    QJsonParseError error;
    const QJsonArray array
        = QJsonDocument::fromJson(mime->data(QStringLiteral("application/json")), &error).array();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(array.size(), 2);
    QCOMPARE(array.at(0)[QStringLiteral("PartitionKey")].toString(), QStringLiteral("p0"));
    QCOMPARE(array.at(1)[QStringLiteral("PartitionKey")].toString(), QStringLiteral("p1"));
    QCOMPARE(array.at(1)[QStringLiteral("Index")].toInt(), 5);
    QVERIFY(array.at(0).toObject().contains(QStringLiteral("odata.etag")));
    QCOMPARE(QApplication::clipboard()->text().toUtf8(), mime->data(QStringLiteral("application/json")));

    // A cell of the whole-number Double column keeps its type.
    const int rare
        = int(f->model.propertyColumns().indexOf(QStringLiteral("Rare"))) + EntityTableModel::FixedColumns;
    QCOMPARE(f->model.entityAt(629).rowKey(), QStringLiteral("r000017"));
    view->selectionModel()->select(f->model.index(629, rare), QItemSelectionModel::ClearAndSelect);
    QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    const QJsonObject cell
        = QJsonDocument::fromJson(QApplication::clipboard()->text().toUtf8()).array().at(0).toObject();
    QCOMPARE(cell.value(QStringLiteral("RowKey")).toString(), QStringLiteral("r000017"));
    QCOMPARE(cell.value(QStringLiteral("Rare@odata.type")).toString(), QStringLiteral("Edm.Double"));
    QVERIFY(!cell.contains(QStringLiteral("Index")));
}

void TestEntityGrid::loadAllLoadsEveryPage()
{
    auto f = open(QStringLiteral("Items"));
    QTRY_COMPARE(f->model.totalCount(), 2500);
    auto *button = f->grid.findChild<QPushButton *>(QStringLiteral("loadAllButton"));
    auto *progress = f->grid.findChild<QProgressBar *>(QStringLiteral("loadAllProgress"));
    QVERIFY(button && progress);
    QTRY_VERIFY(button->isEnabled());
    QVERIFY(!progress->isVisible());
    QSignalSpy progressSpy(f->grid.loadAllBar()->job(), &LoadAllJob::progress);
    QSignalSpy finished(f->grid.loadAllBar()->job(), &LoadAllJob::finished);
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(progress->isVisible()); // the GUI keeps running while pages arrive
    QVERIFY(!button->isVisible());
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QCOMPARE(f->model.rowCount(), 2500);
    QVERIFY(f->model.isExhausted());
    QVERIFY(progressSpy.size() >= 4); // one per page after the first
    QCOMPARE(progressSpy.last().at(0).toLongLong(), 2500);
    QCOMPARE(progressSpy.last().at(1).toLongLong(), 2500);
    QVERIFY(!progress->isVisible());
    QVERIFY(button->isVisible());
    QVERIFY(!button->isEnabled()); // nothing left to load
}

void TestEntityGrid::loadAllCancels()
{
    auto f = open(QStringLiteral("Items"), 100);
    QTRY_VERIFY(f->model.rowCount() > 0);
    auto *cancel = f->grid.findChild<QPushButton *>(QStringLiteral("loadAllCancel"));
    QSignalSpy finished(f->grid.loadAllBar()->job(), &LoadAllJob::finished);
    // Cancel from the second page on.
    connect(f->grid.loadAllBar()->job(), &LoadAllJob::progress, cancel, [cancel](qint64 loaded) {
        if (loaded >= 200 && cancel->isVisible())
            cancel->click();
    });
    f->grid.loadAllBar()->start();
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QTRY_VERIFY(!f->model.isLoading());
    QVERIFY(f->model.readRowCount() >= 200);
    QVERIFY(f->model.readRowCount() <= 300); // the page in flight at most
    QVERIFY(!f->model.isExhausted());
    auto *button = f->grid.findChild<QPushButton *>(QStringLiteral("loadAllButton"));
    QVERIFY(button->isVisible() && button->isEnabled());
}

void TestEntityGrid::columnLayoutIsKeptPerTable()
{
    auto f = open(QStringLiteral("Layout"), 3);
    QHeaderView *header = f->grid.view()->horizontalHeader();
    auto logical = [&](const QString &name) {
        for (int i = 0; i < f->model.columnCount(); ++i) {
            if (f->model.headerData(i, Qt::Horizontal).toString() == name)
                return i;
        }
        return -1;
    };
    QTRY_VERIFY(f->model.isExhausted() || f->model.canFetchMore(QModelIndex()));
    QTRY_VERIFY(logical(QStringLiteral("A")) >= 0);
    f->grid.loadAllBar()->start();
    QTRY_VERIFY(f->model.isExhausted());
    QTRY_VERIFY(logical(QStringLiteral("B")) >= 0);

    // The user widens B, moves it first and narrows RowKey. The keys are pinned: B goes right after them.
    header->resizeSection(logical(QStringLiteral("B")), 251);
    header->moveSection(header->visualIndex(logical(QStringLiteral("B"))), 0);
    header->resizeSection(logical(QStringLiteral("RowKey")), 77);
    QCOMPARE(
        f->grid.columnLayout()->savedOrder(), QStringList({"B", "PartitionKey", "RowKey", "Timestamp", "A"}));

    // Another table keeps its own layout: its keys take the width of what its first page shows.
    f->model.setTable(account, QStringLiteral("Items"));
    QTRY_VERIFY(f->model.rowCount() > 0);
    const QAbstractItemView *view = f->grid.view();
    for (int key = 0; key < EntityTableModel::FixedColumns; ++key)
        QTRY_COMPARE(
            header->sectionSize(key), std::max(view->sizeHintForColumn(key), header->sectionSizeHint(key)));
    QVERIFY(header->sectionSize(1) != 77);
    QCOMPARE(header->visualIndex(0), 0);

    // Back: the fixed columns are restored at once, B when its page (the second: pages of 3) arrives.
    f->model.setTable(account, QStringLiteral("Layout"));
    QCOMPARE(header->sectionSize(logical(QStringLiteral("RowKey"))), 77);
    QTRY_VERIFY(logical(QStringLiteral("B")) >= 0);
    QCOMPARE(header->sectionSize(logical(QStringLiteral("B"))), 251);
    QCOMPARE(header->visualIndex(logical(QStringLiteral("B"))), 2);
    QCOMPARE(header->visualIndex(logical(QStringLiteral("A"))), 4);

    // And the layout lives in the settings: a new grid on the same store restores it too.
    auto g = open(QStringLiteral("Layout"), 10);
    QTRY_VERIFY(g->model.isExhausted());
    QHeaderView *header2 = g->grid.view()->horizontalHeader();
    QTRY_COMPARE(header2->visualIndex(g->model.columnCount() - 1), 2); // B, the last logical column
    QCOMPARE(header2->sectionSize(g->model.columnCount() - 1), 251);
}

void TestEntityGrid::pinsHidesAndReorders()
{
    auto f = open(QStringLiteral("Layout"), 3);
    f->grid.loadAllBar()->start();
    QTRY_VERIFY(f->model.isExhausted());
    QTRY_VERIFY(columnOf(f->model, QStringLiteral("B")) >= 0);
    PinnedTableView *view = f->grid.view();
    QHeaderView *header = view->horizontalHeader();
    const int a = columnOf(f->model, QStringLiteral("A"));
    const int b = columnOf(f->model, QStringLiteral("B"));

    // The keys are pinned by default: the pinned view shows them and nothing else.
    QCOMPARE(view->pinnedColumns(), QList<int>({0, 1}));
    QTableView *pinned = view->pinnedView();
    QVERIFY(pinned->isVisible());
    for (int column = 0; column < f->model.columnCount(); ++column)
        QCOMPARE(pinned->isColumnHidden(column), column > 1);
    QCOMPARE(pinned->width(), header->sectionSize(0) + header->sectionSize(1));

    // Pin B: it moves next to the keys, in the pinned view too; hide Timestamp; move A first of the rest.
    ColumnLayout *layout = f->grid.columnLayout();
    layout->setPinned(QStringLiteral("B"), true);
    QCOMPARE(header->visualIndex(b), 2);
    QCOMPARE(view->pinnedColumns(), QList<int>({0, 1, b}));
    QVERIFY(!pinned->isColumnHidden(b));
    QCOMPARE(pinned->width(), header->sectionSize(0) + header->sectionSize(1) + header->sectionSize(b));
    std::unique_ptr<QMenu> menu(f->grid.headerMenu(2));
    QAction *hide = menu->findChild<QAction *>(QStringLiteral("actionHideColumn"));
    QVERIFY(hide);
    hide->trigger();
    QVERIFY(header->isSectionHidden(2));
    header->moveSection(header->visualIndex(a), 3);
    QTRY_COMPARE(layout->state().order.mid(0, 4),
        QStringList({"PartitionKey", "RowKey", "B", "A"}));
    // A column dragged among the pinned ones goes back after them.
    header->moveSection(header->visualIndex(a), 0);
    QTRY_COMPARE(header->visualIndex(a), 3);
    QCOMPARE(header->visualIndex(0), 0);

    // Scrolled to the far right, the pinned columns stay where they are.
    const QPoint before = pinned->pos();
    header->resizeSection(a, 1500);
    QTRY_VERIFY(view->horizontalScrollBar()->maximum() > 0);
    view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->maximum());
    QVERIFY(view->horizontalScrollBar()->value() > 0);
    QCOMPARE(pinned->pos(), before);
    // A cell scrolled to is not left under them.
    view->scrollTo(f->model.index(0, a));
    QVERIFY(view->visualRect(f->model.index(0, a)).left() >= view->pinnedWidth());

    // All of it is in the table's saved layout.
    const ColumnLayoutState saved = ColumnLayouts::load(tableKey(f->session, QStringLiteral("Layout")));
    QCOMPARE(saved.pinned, QStringList({"PartitionKey", "RowKey", "B"}));
    QCOMPARE(saved.hidden, QStringList({"Timestamp"}));
    QCOMPARE(saved.order.mid(0, 4), QStringList({"PartitionKey", "RowKey", "B", "A"}));

    // Show All brings Timestamp back; unpinning a key frees it.
    menu.reset(f->grid.headerMenu(0));
    QAction *showAll = menu->findChild<QAction *>(QStringLiteral("actionShowAllColumns"));
    QVERIFY(showAll && showAll->isEnabled());
    showAll->trigger();
    QVERIFY(!header->isSectionHidden(2));
    menu->findChild<QAction *>(QStringLiteral("actionPinColumn"))->trigger();
    QCOMPARE(view->pinnedColumns(), QList<int>({1, b}));
    QVERIFY(pinned->isColumnHidden(0));
}

void TestEntityGrid::layoutIsAppliedBeforeTheFirstRows()
{
    ServiceSession probe;
    probe.setStore(m_store);
    ColumnLayoutState state;
    state.hidden = {QStringLiteral("Timestamp")};
    state.pinned = {QStringLiteral("N"), QStringLiteral("PartitionKey")};
    state.widths = {{QStringLiteral("N"), 123}};
    ColumnLayouts::save(tableKey(probe, QStringLiteral("Filtered")), state);

    auto f = open(QStringLiteral("Filtered"));
    // When the first rows go in (before anything is drawn), N is already pinned, sized and first.
    bool checked = false;
    connect(&f->model, &QAbstractItemModel::rowsInserted, &f->grid, [&] {
        if (std::exchange(checked, true))
            return;
        QHeaderView *header = f->grid.view()->horizontalHeader();
        const int n = columnOf(f->model, QStringLiteral("N"));
        QVERIFY(n >= 0);
        QCOMPARE(header->visualIndex(n), 0);
        QCOMPARE(header->visualIndex(0), 1);
        QCOMPARE(header->sectionSize(n), 123);
        QVERIFY(header->isSectionHidden(2));
        QCOMPARE(f->grid.view()->pinnedColumns(), QList<int>({n, 0}));
    });
    QTRY_VERIFY(checked);
}

void TestEntityGrid::layoutSurvivesARestart()
{
    {
        auto f = open(QStringLiteral("Layout"), 10);
        QTRY_VERIFY(f->model.isExhausted() && columnOf(f->model, QStringLiteral("B")) >= 0);
        f->grid.columnLayout()->setHidden(QStringLiteral("A"), true);
        f->grid.columnLayout()->setPinned(QStringLiteral("B"), true);
        f->grid.view()->horizontalHeader()->resizeSection(columnOf(f->model, QStringLiteral("B")), 199);
    }
    QSettings().sync();
    // A new window: a new session, model and grid, the settings read again.
    auto g = open(QStringLiteral("Layout"), 10);
    QTRY_VERIFY(g->model.isExhausted() && columnOf(g->model, QStringLiteral("B")) >= 0);
    QHeaderView *header = g->grid.view()->horizontalHeader();
    const int b = columnOf(g->model, QStringLiteral("B"));
    QTRY_VERIFY(header->isSectionHidden(columnOf(g->model, QStringLiteral("A"))));
    QCOMPARE(header->visualIndex(b), 2);
    QCOMPARE(header->sectionSize(b), 199);
    QCOMPARE(g->grid.view()->pinnedColumns(), QList<int>({0, 1, b}));
}

void TestEntityGrid::namedLayoutAppliesToAnotherTable()
{
    auto f = open(QStringLiteral("Layout"), 10);
    QTRY_VERIFY(f->model.isExhausted() && columnOf(f->model, QStringLiteral("B")) >= 0);
    ColumnLayout *layout = f->grid.columnLayout();
    layout->setHidden(QStringLiteral("Timestamp"), true);
    layout->setPinned(QStringLiteral("RowKey"), false);
    QVERIFY(ColumnLayouts::saveNamed(QStringLiteral("Lean"), layout->state()));

    f->model.setTable(account, QStringLiteral("Filtered"));
    QTRY_VERIFY(columnOf(f->model, QStringLiteral("N")) >= 0);
    QHeaderView *header = f->grid.view()->horizontalHeader();
    QVERIFY(!header->isSectionHidden(2));
    std::unique_ptr<QMenu> menu(f->grid.headerMenu(-1));
    auto *named = menu->findChild<QMenu *>(QStringLiteral("applyLayoutMenu"));
    QVERIFY(named && named->isEnabled());
    QCOMPARE(named->actions().size(), 1);
    named->actions().constFirst()->trigger();
    QVERIFY(header->isSectionHidden(2));
    QCOMPARE(f->grid.view()->pinnedColumns(), QList<int>({0}));
    // It is now that table's own layout; the first table keeps its own.
    QCOMPARE(ColumnLayouts::load(tableKey(f->session, QStringLiteral("Filtered"))).hidden,
        QStringList({"Timestamp"}));
    QCOMPARE(ColumnLayouts::load(tableKey(f->session, QStringLiteral("Layout"))).pinned,
        QStringList({"PartitionKey"}));
}

void TestEntityGrid::rowViewsKeepTheCurrentRow()
{
    auto f = open(QStringLiteral("Items"), 100);
    QTRY_VERIFY(f->model.rowCount() > 300);
    QVERIFY(waitForRow(f->model, 250));
    QTableView *table = f->grid.view();
    table->setCurrentIndex(f->model.index(250, 3));
    const QList<QAction *> actions = f->grid.rowViewActions();
    QCOMPARE(actions.size(), 3);
    QVERIFY(actions.at(0)->isChecked());

    // Records: the same rows from the same model, the current row first on screen.
    actions.at(1)->trigger();
    QCOMPARE(f->grid.rowView(), EntityGrid::RowView::Records);
    RecordView *records = f->grid.recordView();
    QVERIFY(records->isVisible());
    QVERIFY(!table->isVisible());
    QCOMPARE(records->currentRow(), 250);
    QCOMPARE(records->topRow(), 250);
    QCOMPARE(records->rowText(250).section(QLatin1Char('\n'), 1, 1),
        QStringLiteral("RowKey\tEdm.String\t%1").arg(f->model.entityAt(250).rowKey()));
    records->setFocus();
    QTest::keyClick(records, Qt::Key_Down);
    QCOMPARE(table->currentIndex().row(), 251);

    // JSON keeps it too, and so does the table, in the column it had.
    f->grid.setRowView(EntityGrid::RowView::Json);
    QVERIFY(actions.at(2)->isChecked());
    QCOMPARE(records->currentRow(), 251);
    QVERIFY(records->rowText(251).contains(QStringLiteral("\"RowKey\": \"%1\"").arg(f->model.entityAt(251).rowKey())));
    actions.at(0)->trigger();
    QCOMPARE(f->grid.rowView(), EntityGrid::RowView::Table);
    QVERIFY(table->isVisible());
    QCOMPARE(table->currentIndex(), f->model.index(251, 3));
    QVERIFY(table->viewport()->rect().intersects(table->visualRect(f->model.index(251, 3))));
}

void TestEntityGrid::deletesSelectedRows()
{
    auto f = open(QStringLiteral("Doomed"));
    QTRY_COMPARE(f->model.rowCount(), 150);
    QTableView *view = f->grid.view();
    // Rows 0..109 of partition x: two transactions (100 + 10).
    view->selectionModel()->select(
        QItemSelection(f->model.index(0, 0), f->model.index(109, 0)), QItemSelectionModel::ClearAndSelect);
    onNextModal<WriteConfirmDialog>([](WriteConfirmDialog *box) {
        box->findChild<QPushButton *>(QStringLiteral("writeButton"))->click();
    });
    f->grid.deleteSelectedRows();
    BulkDeleteProgressDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = f->grid.findChild<BulkDeleteProgressDialog *>()) != nullptr);
    QTRY_VERIFY(dialog->isFinished());
    QVERIFY2(dialog->statusText().startsWith(QStringLiteral("Deleted 110 entities in 2 transactions.")),
        qPrintable(dialog->statusText()));
    // The grid reloads what is left.
    QTRY_COMPARE(f->model.rowCount(), 40);
    QTRY_COMPARE(f->model.totalCount(), 40);
    QCOMPARE(f->model.entityAt(0).rowKey(), QStringLiteral("r0110"));
    dialog->reject();
}

void TestEntityGrid::deletesMatchingAFilter()
{
    auto f = open(QStringLiteral("Filtered"));
    QTRY_COMPARE(f->model.totalCount(), 270);
    QString counted;
    onNextModal<FilterDeleteDialog>([&counted](FilterDeleteDialog *dialog) {
        dialog->findChild<QLineEdit *>(QStringLiteral("deleteFilter"))
            ->setText(QStringLiteral("PartitionKey eq 'drop' or N lt 5"));
        auto *deleteButton = dialog->findChild<QPushButton *>(QStringLiteral("deleteButton"));
        QVERIFY(!deleteButton->isEnabled()); // not before counting
        dialog->countMatches();
        // Once counted, confirm in the message box that follows Delete.
        auto *poll = new QTimer(dialog);
        poll->setInterval(10);
        connect(poll, &QTimer::timeout, dialog, [dialog, deleteButton, poll, &counted] {
            if (!deleteButton->isEnabled())
                return;
            poll->stop();
            counted = dialog->findChild<QLabel *>(QStringLiteral("deleteCount"))->text();
            answerNextMessageBox(QMessageBox::DestructiveRole);
            deleteButton->click();
        });
        poll->start();
    });
    f->grid.deleteMatching();
    QCOMPARE(counted, QStringLiteral("235 entities match."));
    BulkDeleteProgressDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = f->grid.findChild<BulkDeleteProgressDialog *>()) != nullptr);
    QTRY_VERIFY(dialog->isFinished());
    QVERIFY2(dialog->statusText().startsWith(QStringLiteral("Deleted 235 entities")),
        qPrintable(dialog->statusText()));
    QTRY_COMPARE(f->model.totalCount(), 35);
    QTRY_COMPARE(f->model.rowCount(), 35);
    for (int row = 0; row < f->model.rowCount(); ++row) {
        QCOMPARE(f->model.entityAt(row).partitionKey(), QStringLiteral("keep"));
        QVERIFY(f->model.entityAt(row).property(QStringLiteral("N"))->toInt32() >= 5);
    }
    dialog->reject();
}

void TestEntityGrid::readOnlyOffersNoDelete()
{
    auto f = open(QStringLiteral("Doomed"));
    QTRY_VERIFY(f->model.rowCount() > 0);
    const auto deleteActions = [&] {
        QList<bool> enabled;
        for (const QString &name :
            {QStringLiteral("actionDeleteRows"), QStringLiteral("actionDeleteMatching"),
                QStringLiteral("actionCutRows"), QStringLiteral("actionPasteEntities")})
            enabled.append(f->grid.findChild<QAction *>(name)->isEnabled());
        return enabled;
    };
    QCOMPARE(deleteActions(), (QList<bool> {true, true, true, true}));
    QFuture<Status> changed
        = f->session.changeSafety(SafetyProfile {SafetyLevel::ReadOnly, QStringLiteral("PROD"), {}});
    QTRY_VERIFY(changed.isFinished());
    QVERIFY(changed.result().has_value());
    QTRY_COMPARE(deleteActions(), (QList<bool> {false, false, false, false}));
    // Also when the action is reached another way, nothing is deleted: the refusal says why.
    f->grid.view()->selectionModel()->select(f->model.index(0, 0), QItemSelectionModel::ClearAndSelect);
    QString refusal;
    onNextModal<QMessageBox>([&refusal](QMessageBox *box) {
        refusal = box->text();
        box->accept();
    });
    f->grid.deleteSelectedRows();
    QVERIFY2(refusal.contains(QStringLiteral("read-only")), qPrintable(refusal));
    QVERIFY(!f->grid.findChild<BulkDeleteProgressDialog *>());
    QFuture<Status> restored = f->session.changeSafety(SafetyProfile {});
    QTRY_VERIFY(restored.isFinished());
    QTRY_COMPARE(deleteActions(), (QList<bool> {true, true, true, true}));
}

QTEST_MAIN(TestEntityGrid)
#include "tst_entitygrid.moc"
