#include "support/modeltestsupport.h"
#include "ui/query/filterbuilder.h"
#include "ui/query/filtereditor.h"
#include "ui/query/planpanel.h"
#include "ui/query/querybar.h"
#include "ui/store/storenavigator.h"
#include "ui/window/mainwindow.h"

#include "models/grid/entitytablemodel.h"
#include "models/query/planmodel.h"
#include "models/session/servicesession.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QToolButton>
#include <QTreeView>

using namespace rowan;

namespace {
const QString account = QStringLiteral("devstoreaccount1");
}

class TestQueryBar : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void typingUpdatesThePlan_data();
    void typingUpdatesThePlan();
    void runFromTheKeyboard();
    void invalidFilterDisablesRun();
    void selectAndTop_data();
    void selectAndTop();
    void cancelAndClear();
    void survivesTableSwitch();
    void builderEditsTheText();
    void historyAndRecall();
    void copyAsCode();
    void mainWindowWiring();
    void screenshots();

private:
    struct Fixture
    {
        ServiceSession session;
        EntityTableModel model {&session};
        std::unique_ptr<QueryBar> bar;
    };
    std::unique_ptr<Fixture> makeBar();

    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
};

void TestQueryBar::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_store = makeTestStore(m_dir, 800, 4);
    QVERIFY(m_store);
}

std::unique_ptr<TestQueryBar::Fixture> TestQueryBar::makeBar()
{
    auto f = std::make_unique<Fixture>();
    f->session.setStore(m_store);
    static int n = 0;
    f->bar = std::make_unique<QueryBar>(
        &f->session, &f->model, m_dir.filePath(QStringLiteral("history%1.json").arg(++n)));
    f->bar->resize(900, 300);
    f->bar->show();
    f->model.setTable(account, QStringLiteral("Items"));
    f->bar->setTable(m_dir.filePath(QStringLiteral("models.rowan")), account, QStringLiteral("Items"));
    return f;
}

void TestQueryBar::typingUpdatesThePlan_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("title");
    QTest::newRow("point") << "PartitionKey eq 'p1' and RowKey eq 'r000001'"
                           << "Point query";
    QTest::newRow("prefix") << "PartitionKey eq 'p1' and RowKey ge 'r0001' and RowKey lt 'r0002'"
                            << "Row range scan";
    QTest::newRow("contradiction") << "PartitionKey eq 'p1' and PartitionKey eq 'p2'"
                                   << "Matches nothing";
    QTest::newRow("table scan") << "Index gt 3"
                                << "Table scan";
    QTest::newRow("unfinished") << "Index gt"
                                << "Invalid filter";
}

void TestQueryBar::typingUpdatesThePlan()
{
    QFETCH(QString, typed);
    QFETCH(QString, title);
    auto f = makeBar();
    QueryBar &bar = *f->bar;
    bar.focusFilter();
    QTest::keyClicks(bar.editor()->textEdit(), typed);
    // Completion may have popped up while typing; the text is what was typed.
    QCOMPARE(bar.editor()->text(), typed);
    QVERIFY(bar.planPanel()->titleText().startsWith(title));
    if (title != QLatin1String("Invalid filter"))
        QTRY_VERIFY(bar.planModel()->estimate().has_value());
    QTRY_VERIFY(!bar.planPanel()->titleText().contains(QStringLiteral("estimating")));
    if (title == QLatin1String("Table scan"))
        QVERIFY(!bar.planPanel()->adviceText().isEmpty());
}

void TestQueryBar::runFromTheKeyboard()
{
    auto f = makeBar();
    QueryBar &bar = *f->bar;
    bar.editor()->setText(QStringLiteral("PartitionKey eq 'p2'"));
    QSignalSpy ran(&bar, &QueryBar::queryRun);
    QTest::keyClick(bar.editor()->textEdit(), Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(ran.count(), 1);
    QVERIFY(f->model.isQuery());
    QTRY_COMPARE(f->model.rowCount(), 200);
    QTRY_VERIFY(f->model.queryStats().finished);
    for (int row = 0; row < 200; row += 37) {
        QTRY_VERIFY(f->model.isRowLoaded(row));
        QCOMPARE(f->model.entityAt(row).partitionKey(), QStringLiteral("p2"));
    }
    // After the run the plan shows the actual cost beside the estimate.
    QTRY_COMPARE(bar.planModel()->index(PlanModel::ReturnedRow, PlanModel::ActualColumn).data().toString(),
        QStringLiteral("200"));
    QTRY_COMPARE(bar.planModel()->index(PlanModel::ScannedRow, PlanModel::ActualColumn).data().toString(),
        QStringLiteral("200"));
    QVERIFY(!bar.cancelButton()->isEnabled());
}

void TestQueryBar::invalidFilterDisablesRun()
{
    auto f = makeBar();
    QueryBar &bar = *f->bar;
    QVERIFY(bar.runButton()->isEnabled());
    bar.editor()->setText(QStringLiteral("Index gt and"));
    QVERIFY(!bar.runButton()->isEnabled());
    QTest::keyClick(bar.editor()->textEdit(), Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(!f->model.isQuery()); // nothing ran
    bar.editor()->setText(QStringLiteral("Index gt 5"));
    QVERIFY(bar.runButton()->isEnabled());
}

void TestQueryBar::selectAndTop_data()
{
    QTest::addColumn<QString>("select");
    QTest::addColumn<int>("top");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QStringList>("columns");
    QTest::addColumn<QString>("status");
    QTest::newRow("top") << "" << 15 << 15 << QStringList {"Index", "Rare"} << "";
    QTest::newRow("select") << "Rare" << 0 << 200 << QStringList {"Rare"} << "";
    QTest::newRow("bad select") << "Rare,,Index" << 0 << -1 << QStringList {} << "$select";
}

void TestQueryBar::selectAndTop()
{
    QFETCH(QString, select);
    QFETCH(int, top);
    QFETCH(int, rows);
    QFETCH(QStringList, columns);
    QFETCH(QString, status);
    auto f = makeBar();
    QueryBar &bar = *f->bar;
    bar.editor()->setText(QStringLiteral("PartitionKey eq 'p3'"));
    bar.selectEdit()->setText(select);
    bar.topSpin()->setValue(top);
    bar.runButton()->click();
    if (rows < 0) {
        QVERIFY(!f->model.isQuery());
        QVERIFY(bar.statusText().contains(status));
        return;
    }
    QTRY_VERIFY(f->model.queryStats().finished);
    QCOMPARE(f->model.rowCount(), rows);
    QCOMPARE(f->model.propertyColumns(), columns);
}

void TestQueryBar::cancelAndClear()
{
    auto f = makeBar();
    QueryBar &bar = *f->bar;
    f->model.setPageSize(50);
    bar.editor()->setText(QStringLiteral("Index ge 0"));
    bar.runButton()->click();
    QVERIFY(bar.cancelButton()->isEnabled());
    bar.cancelButton()->click();
    QVERIFY(f->model.queryStats().cancelled);
    QVERIFY(!bar.cancelButton()->isEnabled());
    QVERIFY(!f->model.canFetchMore(QModelIndex()));
    bar.clearButton()->click();
    QVERIFY(!f->model.isQuery());
    QCOMPARE(bar.editor()->text(), QString());
    QTRY_COMPARE(f->model.totalCount(), qint64(800));
}

void TestQueryBar::survivesTableSwitch()
{
    auto f = makeBar();
    QueryBar &bar = *f->bar;
    const QString store = m_dir.filePath(QStringLiteral("models.rowan"));
    bar.editor()->setText(QStringLiteral("PartitionKey eq 'p0' and Index lt 100"));
    bar.topSpin()->setValue(12);
    bar.runButton()->click();
    QTRY_COMPARE(f->model.rowCount(), 12);
    // Another table: its own (empty) query.
    f->model.setTable(account, QStringLiteral("Empty"));
    bar.setTable(store, account, QStringLiteral("Empty"));
    QCOMPARE(bar.editor()->text(), QString());
    QCOMPARE(bar.topSpin()->value(), 0);
    bar.editor()->setText(QStringLiteral("Index eq 1"));
    // Back: the query and its result again.
    f->model.setTable(account, QStringLiteral("Items"));
    bar.setTable(store, account, QStringLiteral("Items"));
    QCOMPARE(bar.editor()->text(), QStringLiteral("PartitionKey eq 'p0' and Index lt 100"));
    QCOMPARE(bar.topSpin()->value(), 12);
    QVERIFY(f->model.isQuery());
    QTRY_COMPARE(f->model.rowCount(), 12);
    // And the other table kept its unrun text.
    f->model.setTable(account, QStringLiteral("Empty"));
    bar.setTable(store, account, QStringLiteral("Empty"));
    QCOMPARE(bar.editor()->text(), QStringLiteral("Index eq 1"));
    QVERIFY(!f->model.isQuery());
}

void TestQueryBar::builderEditsTheText()
{
    auto f = makeBar();
    QueryBar &bar = *f->bar;
    QVERIFY(!bar.builder()->isVisible());
    bar.builderToggle()->click();
    QVERIFY(bar.builder()->isVisible());
    bar.editor()->setText(QStringLiteral("PartitionKey eq 'p1' and Index gt 3"));
    QVERIFY(bar.builder()->message().isEmpty());
    QCOMPARE(bar.builder()->model()->rowCount(bar.builder()->model()->topGroup()), 2);
    // Rows edited in the builder become the text.
    bar.builder()->addCondition();
    QVERIFY(bar.builder()->model()->rowCount(bar.builder()->model()->topGroup()) == 3);
    QCOMPARE(bar.runFilter().text, bar.editor()->text());
}

void TestQueryBar::historyAndRecall()
{
    auto f = makeBar();
    QueryBar &bar = *f->bar;
    bar.editor()->setText(QStringLiteral("PartitionKey eq 'p1'"));
    bar.selectEdit()->setText(QStringLiteral("Index"));
    bar.runButton()->click();
    bar.editor()->setText(QStringLiteral("Index lt 5"));
    bar.selectEdit()->clear();
    bar.runButton()->click();
    QCOMPARE(bar.history()->rowCount(), 2);
    QCOMPARE(bar.history()->queryAt(0).filter, QStringLiteral("Index lt 5"));
    const SavedQuery older = bar.history()->queryAt(1);
    QCOMPARE(older.select, QStringList {QStringLiteral("Index")});
    bar.recall(older);
    QCOMPARE(bar.editor()->text(), QStringLiteral("PartitionKey eq 'p1'"));
    QCOMPARE(bar.selectEdit()->text(), QStringLiteral("Index"));
    QVERIFY(bar.planPanel()->titleText().startsWith(QStringLiteral("Partition scan")));
}

void TestQueryBar::copyAsCode()
{
    auto f = makeBar();
    QueryBar &bar = *f->bar;
    bar.editor()->setText(QStringLiteral("PartitionKey eq 'p1' and Index gt 3"));
    bar.topSpin()->setValue(5);
    QVERIFY(bar.copyCode(CodeLanguage::JavaScript));
    const QString js = QApplication::clipboard()->text();
    QVERIFY2(js.contains(QStringLiteral("@azure/data-tables")), qPrintable(js));
    QVERIFY2(js.contains(QStringLiteral("Items")), qPrintable(js));
    QVERIFY(bar.copyCode(CodeLanguage::RestUrl));
    QVERIFY2(QApplication::clipboard()->text().contains(QStringLiteral("$top=5")),
        qPrintable(QApplication::clipboard()->text()));
}

void TestQueryBar::mainWindowWiring()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QueryBar *bar = window.queryBar();
    QVERIFY(bar);
    QVERIFY(bar->isVisible());
    auto *toggle = window.findChild<QAction *>(QStringLiteral("actionQueryBar"));
    auto *focus = window.findChild<QAction *>(QStringLiteral("actionFocusFilter"));
    QVERIFY(toggle && focus);
    QCOMPARE(focus->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_L));
    toggle->trigger();
    QVERIFY(!bar->isVisible());
    focus->trigger(); // shows the bar again and puts the cursor in the filter
    QVERIFY(bar->isVisible());
    QVERIFY(toggle->isChecked());
    QTRY_COMPARE(QApplication::focusWidget(), bar->editor()->textEdit());
}

// The workbench in the real window: the builder, highlighted text with an error, the plan before and after
// a run. Saved as PNG files when ROWAN_SCREENSHOT_DIR names a folder (docs/screenshots/).
void TestQueryBar::screenshots()
{
    // A store of its own: the window opens it as the only user.
    QTemporaryDir storeDir;
    QVERIFY(makeTestStore(storeDir, 800, 4));
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QSignalSpy opened(&window, &MainWindow::storeOpened);
    QSignalSpy failed(&window, &MainWindow::storeOpenFailed);
    window.openStoreWithPassphrase(storeDir.filePath(QStringLiteral("models.rowan")), QString(), false);
    QTRY_VERIFY(opened.count() + failed.count() > 0);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(1).toString()));
    auto *navigator = window.findChild<StoreNavigator *>();
    QVERIFY(navigator);
    // The Stores dock chooses the first table by itself once its tree is in; choose Items after that.
    QTRY_VERIFY(!window.entityModel()->table().isEmpty());
    Q_EMIT navigator->tableSelected(account, QStringLiteral("Items"));
    QTRY_COMPARE(window.entityModel()->totalCount(), qint64(800));
    QTRY_VERIFY(window.entityModel()->rowCount() > 0);
    QueryBar *bar = window.queryBar();
    QCOMPARE(bar->table(), QStringLiteral("Items"));
    const QString dir = qEnvironmentVariable("ROWAN_SCREENSHOT_DIR");
    const auto shoot = [&](const QString &name) {
        QTest::qWait(200);
        const QImage image = window.grab().toImage();
        QVERIFY(!image.isNull());
        if (!dir.isEmpty())
            QVERIFY(image.save(QDir(dir).filePath(name)));
    };

    // An error: underlined where the parser stopped, the message below, Run disabled.
    bar->editor()->setText(QStringLiteral("PartitionKey eq 'p1' and Index gt datetime'2026-13-01' or"));
    QVERIFY(!bar->runButton()->isEnabled());
    shoot(QStringLiteral("query-error.png"));

    // The plan before the run.
    bar->editor()->setText(QStringLiteral("PartitionKey eq 'p1' and Index ge 100 and Rare eq 2.0"));
    QTRY_VERIFY(bar->planModel()->estimate().has_value());
    shoot(QStringLiteral("query-plan-before.png"));
    // And after it.
    bar->run();
    QTRY_VERIFY(window.entityModel()->queryStats().finished);
    QTRY_VERIFY(bar->planModel()->hasActual());
    shoot(QStringLiteral("query-plan-after.png"));

    // The builder with a time preset.
    bar->builderToggle()->click();
    bar->editor()->setText(QStringLiteral(
        "(PartitionKey eq 'p1' or PartitionKey eq 'p2') and Timestamp ge datetime'2026-11-24T00:00:00Z'"));
    bar->builder()->view()->expandAll();
    shoot(QStringLiteral("query-builder.png"));
}

QTEST_MAIN(TestQueryBar)
#include "tst_querybar.moc"
