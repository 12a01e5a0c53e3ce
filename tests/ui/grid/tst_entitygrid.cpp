#include "support/modalhelper.h"
#include "support/modeltestsupport.h"
#include "ui/editing/bulkdeletedialogs.h"
#include "ui/grid/columnlayout.h"
#include "ui/grid/entitygrid.h"
#include "ui/grid/gridpaste.h"
#include "ui/grid/loadallbar.h"
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
    void deletesSelectedRows();
    void deletesMatchingAFilter();
    void readOnlyOffersNoDelete();
    void cutThenCancelKeepsData();
    void pastesIntoAnotherTable();
    void pasteAsksAboutExistingKeys_data();
    void pasteAsksAboutExistingKeys();
    void pasteRefusesBadClipboard();

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
    QVERIFY(m_store->createTable(account, QStringLiteral("PasteTarget")));
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

    // The user widens B, moves it first and narrows RowKey.
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
    QCOMPARE(header->visualIndex(logical(QStringLiteral("B"))), 0);
    QCOMPARE(header->visualIndex(logical(QStringLiteral("A"))), 4);

    // And the layout lives in the settings: a new grid on the same store restores it too.
    auto g = open(QStringLiteral("Layout"), 10);
    QTRY_VERIFY(g->model.isExhausted());
    QHeaderView *header2 = g->grid.view()->horizontalHeader();
    QTRY_COMPARE(header2->visualIndex(g->model.columnCount() - 1), 0); // B, the last logical column
    QCOMPARE(header2->sectionSize(g->model.columnCount() - 1), 251);
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

void TestEntityGrid::cutThenCancelKeepsData()
{
    auto f = open(QStringLiteral("Kept"));
    QTRY_COMPARE(f->model.rowCount(), 5);
    QTableView *view = f->grid.view();
    view->selectionModel()->select(
        QItemSelection(f->model.index(1, 0), f->model.index(2, 0)), QItemSelectionModel::ClearAndSelect);
    QVERIFY(f->grid.cutAction()->isEnabled());
    QApplication::clipboard()->clear();
    onNextModal<WriteConfirmDialog>([](WriteConfirmDialog *box) { box->reject(); });
    f->grid.cutAction()->trigger();
    // The copy stays on the clipboard: whole entities as JSON, the two selected rows.
    const QJsonDocument copied = QJsonDocument::fromJson(QApplication::clipboard()->text().toUtf8());
    QVERIFY(copied.isArray());
    QCOMPARE(copied.array().size(), 2);
    QCOMPARE(
        copied.array().at(0).toObject().value(QStringLiteral("RowKey")).toString(), QStringLiteral("r0001"));
    QVERIFY(copied.array().at(1).toObject().contains(QStringLiteral("N")));
    // Nothing was deleted.
    QTest::qWait(200);
    QVERIFY(f->grid.findChild<BulkDeleteProgressDialog *>() == nullptr);
    auto stats = m_store->tableStats(account, QStringLiteral("Kept"));
    QVERIFY(stats);
    QCOMPARE(stats->entityCount, 5);
}

void TestEntityGrid::pastesIntoAnotherTable()
{
    auto source = open(QStringLiteral("Kept"));
    QTRY_COMPARE(source->model.rowCount(), 5);
    source->grid.view()->selectAll();
    QCOMPARE(source->grid.copySelection(true), 5);
    auto f = open(QStringLiteral("PasteTarget"));
    QTRY_VERIFY(f->grid.pasteAction()->isEnabled());
    onNextModal<WriteConfirmDialog>([](WriteConfirmDialog *box) {
        box->findChild<QPushButton *>(QStringLiteral("writeButton"))->click();
    });
    f->grid.pasteAction()->trigger();
    QTRY_COMPARE(f->model.rowCount(), 5);
    for (int row = 0; row < 5; ++row)
        QVERIFY(f->model.entityAt(row).sameContent(source->model.entityAt(row)));
}

void TestEntityGrid::pasteAsksAboutExistingKeys_data()
{
    QTest::addColumn<int>("role"); // the button clicked in the question about existing keys
    QTest::newRow("skip existing") << int(QMessageBox::AcceptRole);
    QTest::newRow("replace existing") << int(QMessageBox::DestructiveRole);
}

void TestEntityGrid::pasteAsksAboutExistingKeys()
{
    QFETCH(int, role);
    // Kept's first entity, copied, then changed in its table: pasting it back skips or restores it.
    auto f = open(QStringLiteral("Kept"));
    QTRY_COMPARE(f->model.rowCount(), 5);
    f->grid.view()->selectionModel()->select(QItemSelection(f->model.index(0, 0), f->model.index(0, 0)),
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QCOMPARE(f->grid.copySelection(true), 1);
    const int copied = f->model.entityAt(0).property(QStringLiteral("N"))->toInt32();
    Entity changed(QStringLiteral("k"), QStringLiteral("r0000"));
    changed.setProperty(QStringLiteral("N"), Value::int32(copied - 100));
    QVERIFY(m_store->updateEntity(account, QStringLiteral("Kept"), changed, QStringLiteral("*")));
    const bool skip = role == int(QMessageBox::AcceptRole);
    const int expected = skip ? copied - 100 : copied;
    QSignalSpy status(f->grid.gridPaste(), &GridPaste::statusMessage);
    answerNextMessageBox(QMessageBox::ButtonRole(role));
    if (!skip) {
        onNextModal<WriteConfirmDialog>([](WriteConfirmDialog *box) {
            box->findChild<QPushButton *>(QStringLiteral("writeButton"))->click();
        });
    }
    f->grid.pasteAction()->trigger();
    QTRY_COMPARE(status.size(), 1);
    QVERIFY2(status.at(0).at(0).toString().contains(
                 skip ? QStringLiteral("already exists") : QStringLiteral("pasted into")),
        qPrintable(status.at(0).at(0).toString()));
    QTRY_COMPARE_WITH_TIMEOUT(
        m_store->getEntity(account, QStringLiteral("Kept"), QStringLiteral("k"), QStringLiteral("r0000"))
            ->property(QStringLiteral("N"))
            ->toInt32(),
        expected, 5000);
}

void TestEntityGrid::pasteRefusesBadClipboard()
{
    auto f = open(QStringLiteral("PasteTarget"));
    QTRY_VERIFY(f->grid.pasteAction()->isEnabled());
    QSignalSpy refused(f->grid.gridPaste(), &GridPaste::refused);
    QApplication::clipboard()->setText(QStringLiteral("[{\"RowKey\":\"r\"}]"));
    f->grid.pasteAction()->trigger();
    QCOMPARE(refused.size(), 1);
    QVERIFY2(refused.at(0).at(0).toString().contains(QStringLiteral("PartitionKey")),
        qPrintable(refused.at(0).at(0).toString()));
    if (auto *box = f->grid.findChild<QMessageBox *>())
        box->close();
}

QTEST_MAIN(TestEntityGrid)
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

#include "tst_entitygrid.moc"
