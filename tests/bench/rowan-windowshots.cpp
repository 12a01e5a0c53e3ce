// rowan-windowshots: renders the main window with every dock open to a PNG file, as the README shows it:
// the demo store with a few actions in its change journal (an import, an edit, a bulk delete taken back),
// one table chosen, at the size given, in the light or the dark palette.
//
//   rowan-windowshots OUTPUT.png [WIDTHxHEIGHT] [--dark] [--language CODE] [--find TEXT] [--sort PROPERTY]
//   (QT_QPA_PLATFORM=offscreen works)
//   rowan-windowshots OUTPUT.png --compare: Readings compared with a changed copy in the Compare dock
//   rowan-windowshots OUTPUT.png --schema-compare: the Schema dock with Readings' census beside the copy's
//   rowan-windowshots OUTPUT.png --tabs: a second store (a test environment) open beside the demo, three tabs
#include "benchreport.h"
#include "models/compare/diffmodel.h"
#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"
#include "models/settings/opentabs.h"
#include "models/store/storetreemodel.h"
#include "support/darkpalette.h"
#include "ui/compare/compareactions.h"
#include "ui/compare/diffview.h"
#include "ui/find/findbar.h"
#include "ui/grid/entitygrid.h"
#include "ui/grid/sortbar.h"
#include "ui/schema/schemaview.h"
#include "ui/store/storenavigator.h"
#include "ui/style/themes.h"
#include "ui/transfer/servicepicker.h"
#include "ui/window/mainwindow.h"
#include "ui/window/tabletabs.h"
#include "ui/window/translations.h"

#include <rowan/demo.h>
#include <rowan/localtableservice.h>
#include <rowan/store.h>
#include <rowan/undo.h>

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QEventLoop>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QPainter>
#include <QStyleFactory>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>

#include <cstdio>

using namespace rowan;
using namespace rowan::bench;

namespace {
const QString AccountName = QStringLiteral("devstoreaccount1");

void settle(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// The demo store, with journaled actions to list: a few entities added, one edited, and a delete undone.
void makeStore(const QString &path)
{
    StoreOptions options;
    options.createIfMissing = true;
    auto opened = Store::open(path, options);
    if (!opened)
        die(QStringLiteral("open: ") + opened.error().message);
    std::shared_ptr<Store> store = std::move(*opened);
    if (auto demo = populateDemoStore(*store); !demo)
        die(QStringLiteral("demo: ") + demo.error().message);
    LocalTableService service(store);
    const QString table = QStringLiteral("Employees");
    const auto record = [&](const QString &kind, const QString &label, const QList<EntityOperation> &ops) {
        auto action = service.beginAction(
            ActionInfo {kind, label, AccountName, table, QStringLiteral("explorer"), 0});
        if (!action)
            die(QStringLiteral("begin: ") + action.error().message);
        auto view = service.withAction(*action);
        for (const EntityOperation &op : ops) {
            if (auto ok = view->write(AccountName, table, op); !ok)
                die(QStringLiteral("write: ") + ok.error().message);
        }
        if (auto ok = service.endAction(*action); !ok)
            die(QStringLiteral("end: ") + ok.error().message);
        return *action;
    };
    QList<EntityOperation> adds;
    for (int i = 0; i < 12; ++i) {
        Entity e(QStringLiteral("Engineering"), QStringLiteral("New%1").arg(i, 2, 10, QLatin1Char('0')));
        e.setProperty(QStringLiteral("Email"), Value::string(QStringLiteral("new%1@example.com").arg(i)));
        adds.append({OperationType::Insert, e, {}});
    }
    record(QStringLiteral("import"), QStringLiteral("Import new-hires.csv into Employees"), adds);
    Entity edited(QStringLiteral("Engineering"), QStringLiteral("New03"));
    edited.setProperty(QStringLiteral("Email"), Value::string(QStringLiteral("j.smith@example.com")));
    record(QStringLiteral("edit"), QStringLiteral("Edit Engineering / New03 in Employees"),
        {{OperationType::Merge, edited, QStringLiteral("*")}});
    QList<EntityOperation> deletes;
    for (int i = 6; i < 12; ++i)
        deletes.append({OperationType::Delete,
            Entity(QStringLiteral("Engineering"), QStringLiteral("New%1").arg(i, 2, 10, QLatin1Char('0'))),
            QStringLiteral("*")});
    const ActionId removed
        = record(QStringLiteral("bulk-delete"), QStringLiteral("Delete 6 entities of Employees"), deletes);
    if (auto undone = undoAction(service, removed); !undone)
        die(QStringLiteral("undo: ") + undone.error().message);

    // Readings: what the Schema dock is for. Value is a Double but was written as a String by one client
    // in three entities; Unit is missing from the older ones; Note is mostly empty.
    if (auto created = store->createTable(AccountName, QStringLiteral("Readings")); !created)
        die(QStringLiteral("readings: ") + created.error().message);
    QList<EntityOperation> readings;
    for (int i = 0; i < 600; ++i) {
        Entity e(QStringLiteral("sensor-%1").arg(i % 8, 2, 10, QLatin1Char('0')),
            QStringLiteral("%1").arg(i, 6, 10, QLatin1Char('0')));
        e.setProperty(QStringLiteral("Value"),
            i % 211 == 17 ? Value::string(QStringLiteral("%1.5 C").arg(i % 40))
                          : Value::float64(15.0 + (i % 97) / 4.0));
        e.setProperty(QStringLiteral("Taken"),
            Value::dateTime(DateTime(638'400'000'000'000'000 + qint64(i) * 36'000'000'000)));
        if (i >= 150)
            e.setProperty(QStringLiteral("Unit"), Value::string(QStringLiteral("C")));
        e.setProperty(
            QStringLiteral("Note"), Value::string(i % 50 == 0 ? QStringLiteral("recalibrated") : QString()));
        readings.append({OperationType::Insert, e, {}});
    }
    for (const EntityOperation &op : readings) {
        if (auto ok = service.write(AccountName, QStringLiteral("Readings"), op); !ok)
            die(QStringLiteral("readings: ") + ok.error().message);
    }
}
// ReadingsStaging: Readings as another environment has it, for the Compare dock: a few readings missing,
// some with another Value (one written as an Int64), two more.
void makeStagingCopy(const QString &path)
{
    auto opened = Store::open(path, StoreOptions {});
    if (!opened)
        die(QStringLiteral("open: ") + opened.error().message);
    std::shared_ptr<Store> store = std::move(*opened);
    LocalTableService service(store);
    const QString staging = QStringLiteral("ReadingsStaging");
    if (auto created = store->createTable(AccountName, staging); !created)
        die(QStringLiteral("staging: ") + created.error().message);
    auto page = store->scan(AccountName, QStringLiteral("Readings"), KeyRange::all(),
        [&](Entity &e) {
            const int i = e.rowKey().toInt();
            if (i % 97 == 5)
                return ScanControl::Continue;
            if (i % 61 == 3)
                e.setProperty(QStringLiteral("Value"), Value::float64(e.property(u"Value")->toDouble() + 0.5));
            if (i == 123)
                e.setProperty(QStringLiteral("Value"), Value::int64(42));
            if (i % 150 == 7)
                e.setProperty(QStringLiteral("Checked"), Value::boolean(true));
            if (auto ok = service.write(AccountName, staging, EntityOperation {OperationType::Insert, e, {}}); !ok)
                die(QStringLiteral("staging: ") + ok.error().message);
            return ScanControl::Continue;
        });
    if (!page)
        die(QStringLiteral("staging: ") + page.error().message);
    for (int i = 0; i < 2; ++i) {
        Entity extra(QStringLiteral("sensor-09"), QStringLiteral("%1").arg(i, 6, 10, QLatin1Char('0')));
        extra.setProperty(QStringLiteral("Value"), Value::float64(20.25));
        if (auto ok = service.write(AccountName, staging, EntityOperation {OperationType::Insert, extra, {}}); !ok)
            die(QStringLiteral("staging: ") + ok.error().message);
    }
}

// The window with a modal dialog drawn over it where a user meets it (offscreen, the dialog is a window
// of its own and the window's grab leaves it out).
void saveWithDialog(QWidget &window, QWidget *dialog, const QString &path)
{
    QPixmap shot = window.grab();
    QPainter painter(&shot);
    const QPixmap box = dialog->grab();
    painter.drawPixmap((shot.width() - box.width()) / 2, (shot.height() - box.height()) / 3, box);
    painter.end();
    if (!shot.save(path))
        die(QStringLiteral("cannot write %1").arg(path));
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2)
        die(QStringLiteral(
            "usage: rowan-windowshots OUTPUT.png [WIDTHxHEIGHT] [--dark] [--table NAME] [--raise DOCK] "
            "[--theme light|dark|high-contrast] [--safety LEVEL:LABEL:COLOUR] [--confirm] [--versions] "
            "[--dialog ACTION] [--find TEXT] [--language CODE] [--compare] [--schema-compare] [--tabs]"));
    // The table chosen, and the dock brought to the front of the right column's tabs.
    auto option = [&args](const QString &name, const QString &fallback) {
        const qsizetype at = args.indexOf(name);
        return at > 0 && at + 1 < args.size() ? args.at(at + 1) : fallback;
    };
    const QString tableName = option(QStringLiteral("--table"), QStringLiteral("Employees"));
    const QString raised = option(QStringLiteral("--raise"), QStringLiteral("historyDock"));
    QSize size(1280, 800);
    if (args.size() > 2 && args.at(2).contains(QLatin1Char('x'))) {
        const QStringList parts = args.at(2).split(QLatin1Char('x'));
        size = QSize(parts.value(0).toInt(), parts.value(1).toInt());
    }
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    if (args.contains(QStringLiteral("--dark")))
        QApplication::setPalette(darkPalette());
    if (const QString theme = option(QStringLiteral("--theme"), QString()); !theme.isEmpty())
        applyTheme(themeFromName(theme));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("demo.rowan"));
    makeStore(path);
    const bool comparing = args.contains(QStringLiteral("--compare"));
    const bool schemaComparing = args.contains(QStringLiteral("--schema-compare"));
    if (comparing || schemaComparing)
        makeStagingCopy(path);
    // The store marked as an environment, as `rowan safety` would: "read-only:PROD:red".
    if (const QString safety = option(QStringLiteral("--safety"), QString()); !safety.isEmpty()) {
        const QStringList parts = safety.split(QLatin1Char(':'));
        const SafetyProfile profile {safetyLevelFromName(parts.value(0)).value_or(SafetyLevel::Off),
            parts.value(1), safetyColourFromText(parts.value(2)).value_or(QString())};
        auto opened = Store::open(path, StoreOptions {});
        if (!opened || !(*opened)->setSafetyProfile(profile))
            die(QStringLiteral("cannot mark the store: %1").arg(safety));
    }

    // The explorer in one of its languages (en, nl, ru, pl), as Preferences would choose it.
    if (const QString language = option(QStringLiteral("--language"), QString()); !language.isEmpty())
        applyLanguage(language);
    MainWindow window;
    window.resize(size);
    window.show();
    window.openStoreWithPassphrase(path, QString(), false);
    for (int i = 0; i < 200 && window.storeTree()->isLoading(); ++i)
        settle(50);
    settle(500);
    // Every dock but the Compare dock, which opens only with a comparison (--compare) as in the explorer.
    auto *compareActions = window.findChild<CompareActions *>();
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        dock->setVisible(comparing || !compareActions || dock != compareActions->dock());
    // The right column's docks share one place: by default the History dock shows the journal.
    if (auto *dock = window.findChild<QDockWidget *>(raised))
        dock->raise();
    auto *navigator = window.findChild<StoreNavigator *>();
    const QModelIndex table = window.storeTree()->tableIndex(AccountName, tableName);
    if (!navigator || !table.isValid())
        die(QStringLiteral("the demo store's %1 table is not in the tree").arg(tableName));
    navigator->view()->setCurrentIndex(table);
    settle(3000);
    if (args.contains(QStringLiteral("--tabs"))) {
        // Readings in a tab of its own, then a second store beside the demo, marked as a test environment,
        // with its first table in a third tab; the first tab shown again.
        const QString second = dir.filePath(QStringLiteral("staging.rowan"));
        makeStore(second);
        auto opened = Store::open(second, StoreOptions {});
        if (!opened
            || !(*opened)->setSafetyProfile(SafetyProfile {
                SafetyLevel::ConfirmWrites, QStringLiteral("TEST"), QStringLiteral("#2e7d32")}))
            die(QStringLiteral("cannot mark the second store"));
        opened->reset();
        window.tableTabs()->openInNewTab(0, AccountName, QStringLiteral("Readings"));
        settle(1500);
        window.openStoreWithPassphrase(second, QString(), false);
        for (int i = 0; i < 200 && window.currentStorePath() != second; ++i)
            settle(50);
        settle(2500);
        window.tableTabs()->tabs()->setCurrent(0);
        settle(3000);
    }
    if (args.contains(QStringLiteral("--versions"))) {
        // The versions of the entity the demo's journal edited (Engineering / New03), over the window.
        auto *grid = window.findChild<EntityGrid *>();
        const QAbstractItemModel *rows = grid ? grid->view()->model() : nullptr;
        int row = -1;
        for (int r = 0; rows && r < rows->rowCount() && row < 0; ++r) {
            if (rows->index(r, 1).data().toString() == u"New03")
                row = r;
        }
        if (row < 0)
            die(QStringLiteral("the demo's edited entity is not in the grid"));
        grid->view()->setCurrentIndex(rows->index(row, 1));
        grid->showVersions();
        settle(1500);
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog)
            die(QStringLiteral("Show Versions opened nothing"));
        saveWithDialog(window, dialog, args.at(1));
        std::printf("%s: %dx%d\n", qPrintable(args.at(1)), size.width(), size.height());
        return 0;
    }
    if (const QString name = option(QStringLiteral("--dialog"), QString()); !name.isEmpty()) {
        // The dialog an action opens (by its object name, e.g. actionPreferences), over the window.
        auto *action = window.findChild<QAction *>(name);
        if (!action)
            die(QStringLiteral("no action %1").arg(name));
        QTimer::singleShot(0, [&] {
            if (QWidget *dialog = QApplication::activeModalWidget()) {
                settle(500);
                saveWithDialog(window, dialog, args.at(1));
                dialog->close();
            }
        });
        action->trigger();
        // A dialog shown with open() (Quick Open, Text Index…) is still up once trigger() returns.
        if (QWidget *dialog = QApplication::activeModalWidget()) {
            settle(1000);
            saveWithDialog(window, dialog, args.at(1));
        }
        std::printf("%s: %dx%d\n", qPrintable(args.at(1)), size.width(), size.height());
        return 0;
    }
    if (const QString text = option(QStringLiteral("--find"), QString()); !text.isEmpty()) {
        // The Find bar with the matches of `text` in the grid, the matching cells highlighted.
        auto *bar = window.findChild<FindBar *>();
        if (!bar)
            die(QStringLiteral("no Find bar"));
        bar->open();
        bar->findChild<QLineEdit *>(QStringLiteral("findText"))->setText(text);
        bar->run();
        settle(2000);
    }
    if (const QString property = option(QStringLiteral("--sort"), QString()); !property.isEmpty()) {
        // The whole table sorted here by `property`, descending, with the line that says so.
        auto *grid = window.findChild<EntityGrid *>();
        if (!grid)
            die(QStringLiteral("no grid"));
        grid->sortBar()->sortBy(property, SortDirection::Descending);
        settle(2500);
    }
    if (args.contains(QStringLiteral("--confirm"))) {
        // The question before a bulk write, over the window, as a user meets it.
        QTimer::singleShot(0, [&] {
            QWidget *dialog = QApplication::activeModalWidget();
            if (dialog) {
                settle(500);
                saveWithDialog(window, dialog, args.at(1));
                dialog->close();
            }
        });
        auto *grid = window.findChild<EntityGrid *>();
        if (!grid || grid->view()->model()->rowCount() < 3)
            die(QStringLiteral("the grid has no rows to select"));
        const QAbstractItemModel *rows = grid->view()->model();
        grid->view()->selectionModel()->select(QItemSelection(rows->index(0, 0), rows->index(2, 0)),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        grid->findChild<QAction *>(QStringLiteral("actionDeleteRows"))->trigger();
        std::printf("%s: %dx%d\n", qPrintable(args.at(1)), size.width(), size.height());
        return 0;
    }
    if (comparing) {
        // The Compare dock below the grid, the right column put away to give it the width.
        auto *compare = window.findChild<CompareActions *>();
        if (!compare)
            die(QStringLiteral("no Compare With"));
        for (const char *name : {"keysDock", "partitionChartDock", "historyDock", "schemaDock", "partitionsDock"})
            if (auto *dock = window.findChild<QDockWidget *>(QString::fromLatin1(name)))
                dock->hide();
        CompareSetup setup;
        setup.sides = {window.session()->service(), AccountName, QStringLiteral("Readings"),
            window.session()->service(), AccountName, QStringLiteral("ReadingsStaging")};
        setup.leftName = QStringLiteral("Readings in demo.rowan");
        setup.rightName = QStringLiteral("ReadingsStaging in demo.rowan");
        compare->show(setup);
        window.resizeDocks({compare->dock()}, {size.height() / 2}, Qt::Vertical);
        settle(2500);
        DiffView *view = compare->view();
        // The reading written as an Int64: a value and a type changed.
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            if (view->model()->index(row, DiffModel::RowKeyColumn).data().toString() == u"000123")
                view->list()->setCurrentIndex(view->model()->index(row, 0));
        }
        view->list()->resizeColumnsToContents();
        settle(500);
    }
    if (schemaComparing) {
        // The Schema dock, widened, with the chosen table's census beside ReadingsStaging's.
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("schemaDock"));
        auto *schema = window.findChild<SchemaView *>();
        if (!dock || !schema)
            die(QStringLiteral("no Schema dock"));
        for (const char *name : {"storesDock", "partitionsDock"})
            if (auto *other = window.findChild<QDockWidget *>(QString::fromLatin1(name)))
                other->hide();
        dock->show();
        dock->raise();
        settle(500);
        window.resizeDocks({dock}, {size.width() / 2}, Qt::Horizontal);
        settle(1500);
        PickedService here;
        here.title = QStringLiteral("Compare");
        if (!schema->compareWith(here, QStringLiteral("ReadingsStaging"), QStringLiteral("ReadingsStaging")))
            die(QStringLiteral("the Schema view shows no census to compare"));
        settle(2500);
    }
    if (!window.grab().save(args.at(1)))
        die(QStringLiteral("cannot write %1").arg(args.at(1)));
    std::printf("%s: %dx%d\n", qPrintable(args.at(1)), size.width(), size.height());
    return 0;
}
