#include "support/modeltestsupport.h"
#include "ui/grid/entitygrid.h"
#include "ui/query/filterbuilder.h"
#include "ui/query/filtereditor.h"
#include "ui/query/planpanel.h"
#include "ui/query/querybar.h"
#include "ui/store/storenavigator.h"
#include "ui/window/mainwindow.h"

#include "models/grid/entitytablemodel.h"
#include "models/query/filterbuildermodel.h"
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
#include <QTableView>
#include <QToolButton>
#include <QTreeView>

using namespace rowan;
using namespace Qt::StringLiterals;

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
    void filterByCellValue();
    void cellValueJoinsPresetRows();
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

// The grid's "Filter by This Value" and "Exclude This Value" add the current cell's condition to the query
// and run it; a cell without a value offers neither.
void TestQueryBar::filterByCellValue()
{
    auto f = makeBar();
    QueryBar &bar = *f->bar;
    EntityGrid grid(&f->model);
    connect(&grid, &EntityGrid::conditionRequested, &bar, &QueryBar::narrow);
    QTRY_VERIFY(f->model.isRowLoaded(0) && f->model.propertyColumns().contains(u"Rare"_s));
    QTableView *view = grid.view();
    const int index = EntityTableModel::FixedColumns + int(f->model.propertyColumns().indexOf(u"Index"_s));
    const int rare = EntityTableModel::FixedColumns + int(f->model.propertyColumns().indexOf(u"Rare"_s));
    QAction *keep = grid.filterByValueAction();
    QAction *exclude = grid.excludeValueAction();
    QVERIFY(view->actions().contains(keep) && view->actions().contains(exclude));

    // No current cell: no property, nothing to offer (and no read outside the header's names).
    view->setCurrentIndex(QModelIndex());
    QCOMPARE(f->model.columnProperty(-1), QString());
    QVERIFY(!keep->isEnabled());
    // Row 1 (p0, Index 4) has no Rare (every tenth entity has): nothing to filter by.
    const Entity &second = f->model.entityAt(1);
    QVERIFY(!second.property(u"Rare"_s));
    const QString pk = second.partitionKey();
    const int value = second.property(u"Index"_s)->toInt32();
    view->setCurrentIndex(f->model.index(1, rare));
    QVERIFY(!keep->isEnabled());
    QVERIFY(!exclude->isEnabled());
    // The menu names the condition it adds.
    view->setCurrentIndex(f->model.index(1, index));
    QVERIFY(keep->isEnabled());
    QCOMPARE(keep->text(), u"Filter by This Value: Index eq %1"_s.arg(value));
    QCOMPARE(exclude->text(), u"Exclude This Value: not (Index eq %1)"_s.arg(value));

    keep->trigger();
    QCOMPARE(bar.editor()->text(), u"Index eq %1"_s.arg(value));
    QVERIFY(f->model.isQuery());
    QTRY_COMPARE(f->model.rowCount(), 1);
    QTRY_VERIFY(f->model.isRowLoaded(0));
    QCOMPARE(f->model.entityAt(0).property(u"Index"_s)->toInt32(), value);

    // Excluding the only match's partition leaves nothing; the condition joins the text with `and`.
    view->setCurrentIndex(f->model.index(0, 0));
    QCOMPARE(exclude->text(), u"Exclude This Value: PartitionKey ne '%1'"_s.arg(pk));
    exclude->trigger();
    QCOMPARE(bar.editor()->text(), u"Index eq %1 and PartitionKey ne '%2'"_s.arg(value).arg(pk));
    QTRY_COMPARE(f->model.rowCount(), 0);

    // Text that does not parse is not guessed at: nothing changes and the bar says why.
    bar.editor()->setText(u"Index eq"_s);
    auto condition = valueCondition(u"Index"_s, Value::int32(2), ValueConditionKind::Keep);
    QVERIFY(condition);
    QVERIFY(!bar.narrow(*condition));
    QCOMPARE(bar.editor()->text(), u"Index eq"_s);
    QVERIFY2(bar.statusText().startsWith(u"Correct the filter"_s), qPrintable(bar.statusText()));
}

// With a time preset in the builder ("the last 24 hours"), the condition becomes one more builder row,
// so the preset is still a preset, not a fixed time.
void TestQueryBar::cellValueJoinsPresetRows()
{
    auto f = makeBar();
    QueryBar &bar = *f->bar;
    FilterBuilderModel *rows = bar.builder()->model();
    const QModelIndex when
        = rows->addCondition(rows->topGroup(), u"Timestamp"_s, EdmType::DateTime, CompareOp::Ge);
    QVERIFY(rows->setData(when.siblingAtColumn(FilterBuilderModel::ValueColumn), int(TimePreset::Last24Hours),
        FilterBuilderModel::PresetRole));
    QVERIFY(rows->hasPresets());
    QCOMPARE(bar.editor()->text(), bar.builder()->lastText());
    auto condition = valueCondition(u"Index"_s, Value::int32(5), ValueConditionKind::Exclude);
    QVERIFY(condition);
    QVERIFY(bar.narrow(*condition));
    QCOMPARE(rows->rowCount(rows->topGroup()), 2);
    QVERIFY(rows->hasPresets());
    const QModelIndex added = rows->index(1, FilterBuilderModel::PropertyColumn, rows->topGroup());
    QCOMPARE(added.data().toString(), u"Index"_s);
    QCOMPARE(added.siblingAtColumn(FilterBuilderModel::NotColumn).data(Qt::CheckStateRole).toInt(),
        int(Qt::Checked));
    QVERIFY2(bar.editor()->text().endsWith(u" and not (Index eq 5)"_s), qPrintable(bar.editor()->text()));
    // What runs is the builder's rows taken now: the preset resolved, the new row with it.
    QTRY_VERIFY(f->model.rowCount() > 0);
    const QString ran = f->model.queryFilter().toString();
    QVERIFY2(ran.startsWith(u"Timestamp ge datetime'"_s) && ran.endsWith(u" and not (Index eq 5)"_s),
        qPrintable(ran));
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

    // The window wires the grid's cell conditions to this bar: Exclude This Value on a PartitionKey.
    auto *grid = window.findChild<EntityGrid *>();
    QVERIFY(grid);
    bar->clear();
    bar->run();
    QTRY_VERIFY(window.entityModel()->isRowLoaded(0));
    const QString pk = window.entityModel()->entityAt(0).partitionKey();
    grid->view()->setCurrentIndex(window.entityModel()->index(0, 0));
    grid->excludeValueAction()->trigger();
    QCOMPARE(bar->editor()->text(), u"PartitionKey ne '%1'"_s.arg(pk));
    QTRY_COMPARE(window.entityModel()->queryFilter().toString(), bar->editor()->text());
}

QTEST_MAIN(TestQueryBar)
#include "tst_querybar.moc"
