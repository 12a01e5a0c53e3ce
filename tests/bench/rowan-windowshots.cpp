// rowan-windowshots: renders the main window with every dock open to a PNG file, as the README shows it:
// the demo store with a few actions in its change journal (an import, an edit, a bulk delete taken back),
// one table chosen, at the size given, in the light or the dark palette.
//
//   rowan-windowshots OUTPUT.png [WIDTHxHEIGHT] [--dark]      (QT_QPA_PLATFORM=offscreen works)
#include "models/grid/entitytablemodel.h"
#include "models/store/storetreemodel.h"
#include "support/darkpalette.h"
#include "ui/store/storenavigator.h"
#include "ui/window/mainwindow.h"

#include <rowan/demo.h>
#include <rowan/localtableservice.h>
#include <rowan/store.h>
#include <rowan/undo.h>

#include <QApplication>
#include <QDockWidget>
#include <QEventLoop>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>

#include <cstdio>

using namespace rowan;

namespace {
const QString AccountName = QStringLiteral("devstoreaccount1");

[[noreturn]] void die(const QString &message)
{
    std::fprintf(stderr, "rowan-windowshots: %s\n", qPrintable(message));
    std::exit(1);
}

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
            Entity(QStringLiteral("Engineering"), QStringLiteral("New%1").arg(i, 2, 10, QLatin1Char('0'))), QStringLiteral("*")});
    const ActionId removed
        = record(QStringLiteral("bulk-delete"), QStringLiteral("Delete 6 entities of Employees"), deletes);
    if (auto undone = undoAction(service, removed); !undone)
        die(QStringLiteral("undo: ") + undone.error().message);
}
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2)
        die(QStringLiteral("usage: rowan-windowshots OUTPUT.png [WIDTHxHEIGHT] [--dark]"));
    QSize size(1280, 800);
    if (args.size() > 2 && args.at(2).contains(QLatin1Char('x'))) {
        const QStringList parts = args.at(2).split(QLatin1Char('x'));
        size = QSize(parts.value(0).toInt(), parts.value(1).toInt());
    }
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    if (args.contains(QStringLiteral("--dark")))
        QApplication::setPalette(darkPalette());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("demo.rowan"));
    makeStore(path);

    MainWindow window;
    window.resize(size);
    window.show();
    window.openStoreWithPassphrase(path, QString(), false);
    for (int i = 0; i < 200 && window.storeTree()->isLoading(); ++i)
        settle(50);
    settle(500);
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        dock->show();
    // The History dock shares its place with the partition chart: show the journal.
    if (auto *history = window.findChild<QDockWidget *>(QStringLiteral("historyDock")))
        history->raise();
    auto *navigator = window.findChild<StoreNavigator *>();
    const QModelIndex table = window.storeTree()->tableIndex(AccountName, QStringLiteral("Employees"));
    if (!navigator || !table.isValid())
        die(QStringLiteral("the demo store's Employees table is not in the tree"));
    navigator->view()->setCurrentIndex(table);
    settle(3000);
    if (!window.grab().save(args.at(1)))
        die(QStringLiteral("cannot write %1").arg(args.at(1)));
    std::printf("%s: %dx%d\n", qPrintable(args.at(1)), size.width(), size.height());
    return 0;
}
