// Cut and Paste of whole entities in the grid (GridPaste): Cut copies the selected entities as JSON and
// deletes them after the usual question; Paste inserts the JSON Copy as JSON writes, asking about keys that
// exist, and refuses a clipboard it cannot read, naming the problem.
#include "support/modalhelper.h"
#include "support/modeltestsupport.h"
#include "ui/editing/bulkdeletedialogs.h"
#include "ui/grid/entitygrid.h"
#include "ui/grid/gridpaste.h"
#include "ui/safety/writeconfirmation.h"

#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"

#include <QAbstractButton>
#include <QApplication>
#include <QClipboard>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
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
} // namespace

class TestGridPaste : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
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
    std::unique_ptr<Fixture> open(const QString &table);
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
};

void TestGridPaste::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RowanTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gridpaste"));
    QVERIFY(m_dir.isValid());
    m_store = makeTestStore(m_dir, 10, 1);
    QVERIFY(m_store);
    QVERIFY(m_store->createTable(account, QStringLiteral("Kept")));
    for (int i = 0; i < 5; ++i) {
        Entity e(QStringLiteral("k"), QStringLiteral("r%1").arg(i, 4, 10, QLatin1Char('0')));
        e.setProperty(QStringLiteral("N"), Value::int32(i));
        QVERIFY(m_store->insertEntity(account, QStringLiteral("Kept"), e));
    }
    QVERIFY(m_store->createTable(account, QStringLiteral("PasteTarget")));
}

void TestGridPaste::init()
{
    QSettings().clear();
}

std::unique_ptr<TestGridPaste::Fixture> TestGridPaste::open(const QString &table)
{
    auto f = std::make_unique<Fixture>();
    f->session.setStore(m_store);
    f->grid.resize(900, 500);
    f->grid.show();
    f->model.setTable(account, table);
    return f;
}

void TestGridPaste::cutThenCancelKeepsData()
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

void TestGridPaste::pastesIntoAnotherTable()
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

void TestGridPaste::pasteAsksAboutExistingKeys_data()
{
    QTest::addColumn<int>("role"); // the button clicked in the question about existing keys
    QTest::newRow("skip existing") << int(QMessageBox::AcceptRole);
    QTest::newRow("replace existing") << int(QMessageBox::DestructiveRole);
}

void TestGridPaste::pasteAsksAboutExistingKeys()
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

void TestGridPaste::pasteRefusesBadClipboard()
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

QTEST_MAIN(TestGridPaste)
#include "tst_gridpaste.moc"
