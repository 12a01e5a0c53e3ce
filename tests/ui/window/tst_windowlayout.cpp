// The main window's layout and keys: the essential columns stay in sight at common sizes, the layout is
// remembered and reset, and no two actions take the same keys in the same place.
#include "support/teststore.h"
#include "ui/keys/partitionlist.h"
#include "ui/query/filtereditor.h"
#include "ui/query/planpanel.h"
#include "ui/query/querybar.h"
#include "ui/store/storenavigator.h"
#include "ui/window/mainwindow.h"
#include "ui/window/shortcutsdialog.h"

#include "models/grid/entitytablemodel.h"
#include "models/keys/partitionlistmodel.h"
#include "models/query/planmodel.h"
#include "models/store/storetreemodel.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <memory>

using namespace rowan;

// Opening derives the key from the passphrase (deliberately slow): on a busy machine running tests side by
// side an open can take several seconds.
constexpr int StoreOpenTimeoutMs = 30000;

class TestWindowLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void essentialColumnsStayVisible_data();
    void essentialColumnsStayVisible();
    void resetLayoutAndRestore();
    void noTwoActionsShareAShortcut();

private:
    QMenu *menu(MainWindow &w, const char *name) { return w.findChild<QMenu *>(QString::fromLatin1(name)); }
    QTemporaryDir m_dir;
};

void TestWindowLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RowanTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_windowlayout"));
    QVERIFY(m_dir.isValid());
}

void TestWindowLayout::init()
{
    QSettings().clear();
}

// Whatever else a dock shows, it keeps its essential column in sight and uncut: a table's name, a
// PartitionKey, the plan's Estimate and Actual, the grid's keys. Every dock open, as the screenshots show it.
void TestWindowLayout::essentialColumnsStayVisible_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

void TestWindowLayout::essentialColumnsStayVisible()
{
    QFETCH(QSize, size);
    const QString path = m_dir.filePath(QStringLiteral("layout%1.rowan").arg(size.width()));
    const QStringList partitions {
        QStringLiteral("Engineering"), QStringLiteral("CustomerSuccessEurope"), QStringLiteral("HR")};
    QVERIFY(TestStoreBuilder(path)
                .table(QStringLiteral("Orders"))
                .table(QStringLiteral("EmployeeExpenseReports2026"), 600,
                    [&](qint64 i) {
                        Entity e(partitions.at(i % 3),
                            QStringLiteral("email_employee%1@contoso.com").arg(i, 4, 10, QLatin1Char('0')));
                        e.setProperty(QStringLiteral("Amount"), Value::float64(double(i) / 4));
                        return e;
                    })
                .build());
    MainWindow w;
    w.resize(size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSignalSpy opened(&w, &MainWindow::storeOpened);
    w.openStore(path);
    QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, StoreOpenTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(w.storeTree()->rowCount() == 1 && !w.storeTree()->isLoading(), 20000);
    for (QDockWidget *dock : w.findChildren<QDockWidget *>())
        dock->show();
    const QString tableName = QStringLiteral("EmployeeExpenseReports2026");
    const QModelIndex table = w.storeTree()->tableIndex(QStringLiteral("devstoreaccount1"), tableName);
    QVERIFY(table.isValid());
    QTreeView *tree = w.findChild<StoreNavigator *>()->view();
    tree->setCurrentIndex(table);
    QTRY_VERIFY_WITH_TIMEOUT(w.entityModel()->isRowLoaded(0), 20000);
    auto *partitionList = w.findChild<PartitionList *>();
    QTRY_COMPARE_WITH_TIMEOUT(partitionList->model()->rowCount(), 3, 20000);
    // A finished query fills the plan's Actual column too.
    w.queryBar()->editor()->setText(QStringLiteral("PartitionKey eq 'CustomerSuccessEurope'"));
    w.queryBar()->run();
    QTRY_VERIFY_WITH_TIMEOUT(w.entityModel()->queryStats().finished, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(w.entityModel()->isRowLoaded(0), 20000);
    QTest::qWait(100); // the layout settles

    // Text fits a cell when the cell is as wide as the text and lies inside the view.
    const auto fits = [](const QAbstractItemView *view, const QModelIndex &index) {
        const QRect cell = view->visualRect(index);
        const int text = view->fontMetrics().horizontalAdvance(index.data().toString());
        return cell.width() >= text && cell.left() >= 0 && cell.right() <= view->viewport()->width();
    };
    QVERIFY2(
        fits(tree, table), qPrintable(QStringLiteral("table name: column %1 px").arg(tree->columnWidth(0))));
    QTableView *keys = partitionList->view();
    for (int row = 0; row < keys->model()->rowCount(); ++row) {
        const QModelIndex key = keys->model()->index(row, PartitionListModel::KeyColumn);
        QVERIFY2(fits(keys, key), qPrintable(key.data().toString()));
    }
    QTableView *plan = w.queryBar()->planPanel()->view();
    for (int column : {PlanModel::EstimateColumn, PlanModel::ActualColumn}) {
        const QModelIndex scanned = plan->model()->index(PlanModel::ScannedRow, column);
        QVERIFY2(fits(plan, scanned),
            qPrintable(QStringLiteral("plan column %1: '%2' in %3 of a %4 px view")
                           .arg(column)
                           .arg(scanned.data().toString())
                           .arg(QDebug::toString(plan->visualRect(scanned)))
                           .arg(plan->viewport()->width())));
    }
    QTableView *grid = w.findChild<QTableView *>(QStringLiteral("entityView"));
    QVERIFY(grid);
    for (int column = 0; column < EntityTableModel::FixedColumns; ++column) {
        const QModelIndex cell = w.entityModel()->index(0, column);
        QVERIFY2(grid->columnWidth(column) >= grid->fontMetrics().horizontalAdvance(cell.data().toString()),
            qPrintable(cell.data().toString()));
    }
}

// View ▸ Reset Layout puts the docks back; restoreLayout() brings back what the user left at close.
void TestWindowLayout::resetLayoutAndRestore()
{
    // What the explorer does at start: the layout left at the last close, then shown.
    const auto restored = [] {
        auto w = std::make_unique<MainWindow>();
        w->restoreLayout();
        w->show();
        return w;
    };
    const auto dock = [](MainWindow &w, const char *name) {
        return w.findChild<QDockWidget *>(QString::fromLatin1(name));
    };
    {
        auto w = restored();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QAction *resetAction = w->findChild<QAction *>(QStringLiteral("actionResetLayout"));
        QVERIFY(dock(*w, "storesDock") && dock(*w, "keysDock") && resetAction);
        QVERIFY(menu(*w, "viewMenu")->actions().contains(resetAction));
        dock(*w, "storesDock")->hide();
        dock(*w, "keysDock")->show();
        dock(*w, "keysDock")->setFloating(true);
        w->close();
    }
    {
        // The next window opens as the last one closed.
        auto w = restored();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QDockWidget *stores = dock(*w, "storesDock");
        QDockWidget *keys = dock(*w, "keysDock");
        QVERIFY(!stores->isVisible());
        QVERIFY(keys->isVisible() && keys->isFloating());
        w->findChild<QAction *>(QStringLiteral("actionResetLayout"))->trigger();
        QVERIFY(stores->isVisible());
        QVERIFY(!keys->isVisible() && !keys->isFloating());
        QCOMPARE(w->dockWidgetArea(stores), Qt::LeftDockWidgetArea);
        QCOMPARE(w->dockWidgetArea(keys), Qt::RightDockWidgetArea);
        // Shown again, the right column's docks share one place as tabs.
        QDockWidget *history = dock(*w, "historyDock");
        keys->show();
        history->show();
        QVERIFY(w->tabifiedDockWidgets(keys).contains(history));
    }
    // A window that does not restore does not save either: tests and tools start from the default.
    QSettings().clear();
    {
        MainWindow w;
        w.show();
        dock(w, "storesDock")->hide();
        w.close();
    }
    QVERIFY(!QSettings().contains(QStringLiteral("window/state")));
}

// A shortcut two actions share where both can take it fires neither (Qt calls it ambiguous). Each action
// works in a scope: the window, or the widget it sits on with its children; two actions with the same keys
// must work in scopes that do not contain each other. Help ▸ Keyboard Shortcuts lists every one.
void TestWindowLayout::noTwoActionsShareAShortcut()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QList<QAction *> actions = ShortcutsDialog::actionsWithShortcuts(&w);
    QVERIFY(actions.size() >= 15);
    const auto scopes = [&](const QAction *action) {
        QList<const QWidget *> widgets;
        if (action->shortcutContext() == Qt::WindowShortcut
            || action->shortcutContext() == Qt::ApplicationShortcut)
            return QList<const QWidget *> {&w};
        for (const QObject *object : action->associatedObjects()) {
            const auto *widget = qobject_cast<const QWidget *>(object);
            if (widget && !qobject_cast<const QMenu *>(widget))
                widgets.append(widget);
        }
        return widgets;
    };
    const auto overlap = [](const QList<const QWidget *> &a, const QList<const QWidget *> &b) {
        for (const QWidget *x : a) {
            for (const QWidget *y : b) {
                if (x == y || x->isAncestorOf(y) || y->isAncestorOf(x))
                    return true;
            }
        }
        return false;
    };
    QStringList clashes;
    for (qsizetype i = 0; i < actions.size(); ++i) {
        for (qsizetype j = i + 1; j < actions.size(); ++j) {
            for (const QKeySequence &keys : actions.at(i)->shortcuts()) {
                if (actions.at(j)->shortcuts().contains(keys)
                    && overlap(scopes(actions.at(i)), scopes(actions.at(j))))
                    clashes.append(
                        QStringLiteral("%1: %2 and %3")
                            .arg(keys.toString(), actions.at(i)->objectName(), actions.at(j)->objectName()));
            }
        }
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));

    // F5 reloads what has the focus.
    QCOMPARE(ShortcutsDialog::scopeOf(w.findChild<QAction *>(QStringLiteral("actionRefreshTree")), &w),
        QStringLiteral("In Stores"));
    QCOMPARE(ShortcutsDialog::scopeOf(w.findChild<QAction *>(QStringLiteral("actionReloadGrid")), &w),
        QStringLiteral("In Entity grid"));
    QCOMPARE(ShortcutsDialog::scopeOf(w.findChild<QAction *>(QStringLiteral("actionQuit")), &w),
        QStringLiteral("Anywhere"));

    // The dialog lists each, window-wide ones first, from the Help menu.
    QAction *help = w.findChild<QAction *>(QStringLiteral("actionKeyboardShortcuts"));
    QVERIFY(help && menu(w, "helpMenu")->actions().contains(help));
    ShortcutsDialog dialog(&w);
    QCOMPARE(dialog.table()->rowCount(), int(actions.size()));
    QCOMPARE(dialog.table()->item(0, 2)->text(), QStringLiteral("Anywhere"));
    QStringList listed;
    for (int row = 0; row < dialog.table()->rowCount(); ++row)
        listed.append(
            dialog.table()->item(row, 0)->text() + QLatin1Char('=') + dialog.table()->item(row, 1)->text());
    QVERIFY2(listed.contains(QStringLiteral("Open Store=")
                 + QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)),
        qPrintable(listed.join(QStringLiteral(", "))));

    if (const QString dir = qEnvironmentVariable("ROWAN_SCREENSHOT_DIR"); !dir.isEmpty()) {
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(QDir(dir).filePath(QStringLiteral("keyboard-shortcuts.png"))));
    }

    // The Edit menu holds the grid's Copy, Copy as JSON and Select All beside Undo and Redo.
    for (const char *name : {"actionCopyTsv", "actionCopyJson", "actionSelectAllRows", "actionFilterByValue"})
        QVERIFY2(menu(w, "editMenu")->actions().contains(w.findChild<QAction *>(QLatin1String(name))), name);
}

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
