// rowan-guibench: the explorer's entity grid on a large table ("never blocking"). Creates (or reuses) a store
// with one table of N entities, opens the real MainWindow on it, chooses the table and measures the time
// until the first rows are painted, then scrolls from top to bottom (page-downs, then scrollbar jumps) while
// a 1 ms heartbeat timer and a QApplication::notify() override measure every stall of the event loop, and
// samples the resident memory. Prints one JSON object per line per figure. Works under any Qt platform
// (QT_QPA_PLATFORM=offscreen, xcb on Xvfb).
//
//   rowan-guibench [--store PATH] [--entities N] [--page-downs N] [--jumps N]
#include "benchdata.h"
#include "benchreport.h"
#include "eventloopmeter.h"

#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"
#include "ui/grid/entitygrid.h"
#include "ui/store/storenavigator.h"
#include "ui/window/mainwindow.h"

#include <rowan/store.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QScrollBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>

using namespace rowan;
using namespace rowan::bench;

namespace {

// VmRSS (current) or VmHWM (peak) of the process in MiB.
double statusMiB(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return -1;
}

void report(QJsonObject o)
{
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

void report(qint64 size, const char *figure, double value, const char *unit, QJsonObject extra = {})
{
    extra[QStringLiteral("size")] = size;
    extra[QStringLiteral("figure")] = QLatin1StringView(figure);
    extra[QStringLiteral("value")] = value;
    extra[QStringLiteral("unit")] = QLatin1StringView(unit);
    report(extra);
}

bool waitUntil(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
    return true;
}

void createStore(const QString &path, qint64 n)
{
    StoreOptions options;
    options.passphrase = Passphrase;
    options.createIfMissing = true;
    auto store = Store::open(path, options);
    if (!store)
        die(store.error().toString());
    if (auto created = (*store)->createTable(AccountName, Table); !created)
        die(created.error().toString());
    QElapsedTimer timer;
    timer.start();
    if (auto filled = fillTable(**store, Table, n, "rowan-guibench"); !filled)
        die(filled.error().toString());
    report(n, "load_s", qRound64(timer.elapsed() / 100.0) / 10.0, "s",
        {{QStringLiteral("entities_per_s"), qRound64(n * 1000.0 / std::max<qint64>(1, timer.elapsed()))},
            {QStringLiteral("store_file_mib"), qRound64(QFileInfo(path).size() / 1048576.0)}});
}

// The store at path holds the bench table with n entities (or is created with them).
void ensureStore(const QString &path, qint64 n)
{
    if (QFileInfo::exists(path)) {
        StoreOptions options;
        options.passphrase = Passphrase;
        auto store = Store::open(path, options);
        if (!store)
            die(store.error().toString());
        auto stats = (*store)->tableStats(AccountName, Table);
        if (!stats || stats->entityCount != n)
            die(QStringLiteral("%1 exists but does not hold %2 entities in %3").arg(path).arg(n).arg(Table));
        return;
    }
    createStore(path, n);
}

// The first visible row and whether its cells have their text.
struct Viewport
{
    QTableView *view;
    int firstRow() const { return view->rowAt(0); }
    bool firstRowShown() const
    {
        const int row = firstRow();
        return row >= 0 && !view->model()->index(row, 0).data().toString().isEmpty();
    }
    bool lastRowShown() const
    {
        const int row = view->rowAt(view->viewport()->height() - 1);
        const int last = row >= 0 ? row : view->model()->rowCount() - 1;
        return last >= 0 && !view->model()->index(last, 0).data().toString().isEmpty();
    }
};

} // namespace

int main(int argc, char **argv)
{
    EventTimingApplication app(argc, argv);
    app.setOrganizationName(QStringLiteral("RowanBench"));
    app.setApplicationName(QStringLiteral("rowan-guibench"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Rowan entity grid benchmark"));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("store"),
        QStringLiteral("Store file to use, created when missing (default: a temporary one, removed after)."),
        QStringLiteral("path")});
    parser.addOption({QStringLiteral("entities"), QStringLiteral("Entities in the table."),
        QStringLiteral("n"), QStringLiteral("10000000")});
    parser.addOption({QStringLiteral("page-downs"),
        QStringLiteral("Page-down steps from the top before the scrollbar jumps."), QStringLiteral("n"),
        QStringLiteral("300")});
    parser.addOption({QStringLiteral("jumps"),
        QStringLiteral("Scrollbar positions, evenly spaced, from there to the bottom."), QStringLiteral("n"),
        QStringLiteral("1000")});
    parser.addOption({QStringLiteral("worker-nice"),
        QStringLiteral("How many nice steps the session's workers run below the GUI thread."),
        QStringLiteral("n"), QString::number(ServiceSession::DefaultWorkerNiceIncrement)});
    parser.process(app);
    const qint64 n = parser.value(QStringLiteral("entities")).toLongLong();
    const int pageDowns = parser.value(QStringLiteral("page-downs")).toInt();
    const int jumps = parser.value(QStringLiteral("jumps")).toInt();
    if (n <= 0 || n > std::numeric_limits<int>::max())
        die(QStringLiteral("--entities must be between 1 and 2^31-1"));

    QTemporaryDir temp;
    const QString path = parser.isSet(QStringLiteral("store"))
        ? parser.value(QStringLiteral("store"))
        : temp.filePath(QStringLiteral("guibench.rowan"));
    ensureStore(path, n);
    report(n, "rss_before_window_mib", qRound(statusMiB("VmRSS")), "MiB");

    MainWindow window;
    window.show();
    window.session()->setWorkerNiceIncrement(parser.value(QStringLiteral("worker-nice")).toInt());
    bool opened = false;
    QObject::connect(&window, &MainWindow::storeOpened, [&opened] { opened = true; });
    QObject::connect(&window, &MainWindow::storeOpenFailed,
        [](const QString &, const QString &message) { die(QStringLiteral("open failed: ") + message); });
    window.openStoreWithPassphrase(path, Passphrase, false);
    if (!waitUntil([&] { return opened; }, 60'000))
        die(QStringLiteral("the store did not open"));
    EntityTableModel *model = window.entityModel();
    auto *grid = window.findChild<EntityGrid *>();
    auto *navigator = window.findChild<StoreNavigator *>();
    if (!grid || !navigator)
        die(QStringLiteral("no grid or navigator in the window"));
    QTableView *view = grid->view();
    Viewport viewport {view};

    // The navigator shows the first table by itself; let that settle, then start from an empty grid.
    waitUntil([&] { return !model->table().isEmpty() && model->rowCount() > 0; }, 5000);
    waitUntil([] { return false; }, 300);
    model->clear();
    waitUntil([] { return false; }, 100);

    app.phase = QStringLiteral("open");
    app.setMeasuring(true);
    Heartbeat heartbeat;
    double maxRssMiB = 0;
    qint64 lastRss = 0;
    heartbeat.onTick = [&](qint64 now) {
        if (now - lastRss > 50'000'000) {
            lastRss = now;
            maxRssMiB = std::max(maxRssMiB, statusMiB("VmRSS"));
        }
    };
    heartbeat.start();

    // Choose the table as the Stores dock does, and wait for its first rows to be painted.
    QElapsedTimer clock;
    qint64 firstPaintNs = -1;
    struct PaintWatch : QObject
    {
        std::function<void()> onPaint;
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::Paint)
                onPaint();
            return false;
        }
    } paintWatch;
    paintWatch.onPaint = [&] {
        if (firstPaintNs < 0 && viewport.firstRowShown())
            firstPaintNs = clock.nsecsElapsed();
    };
    view->viewport()->installEventFilter(&paintWatch);
    clock.start();
    Q_EMIT navigator->tableSelected(AccountName, Table);
    if (!waitUntil([&] { return firstPaintNs >= 0; }, 30'000))
        die(QStringLiteral("the first rows never appeared"));
    view->viewport()->removeEventFilter(&paintWatch);
    report(n, "first_rows_visible_ms", qRound64(firstPaintNs / 1e5) / 10.0, "ms",
        {{QStringLiteral("target_ms"), 150}, {QStringLiteral("platform"), QGuiApplication::platformName()}});
    waitUntil([&] { return model->totalCount() >= 0; }, 30'000);
    waitUntil([&] { return view->verticalScrollBar()->maximum() > 0 || model->rowCount() < 50; }, 30'000);
    waitUntil([] { return false; }, 300);
    const qint64 openGapRunQueueNs = heartbeat.longestGapRunQueueNs();
    const QList<qint64> openGaps = heartbeat.takeGaps();
    report(n, "rss_after_open_mib", qRound(statusMiB("VmRSS")), "MiB",
        {{QStringLiteral("rows"), model->rowCount()}});
    app.phase = QStringLiteral("scroll");

    // Scroll: page-downs from the top (reading on), then jumps spread over the whole scrollbar, each time
    // letting the event loop run until the rows in view have their text.
    QScrollBar *bar = view->verticalScrollBar();
    QList<qint64> latencies;
    auto step = [&](int value) {
        QElapsedTimer wall;
        wall.start();
        const qint64 cpu = threadCpuNs();
        bar->setValue(value);
        app.note(wall.nsecsElapsed(), threadCpuNs() - cpu, -1);
        if (!waitUntil([&] { return viewport.firstRowShown() && viewport.lastRowShown(); }, 30'000))
            die(QStringLiteral("rows around %1 never appeared").arg(viewport.firstRow()));
        latencies.append(wall.nsecsElapsed());
    };
    QElapsedTimer scrollClock;
    scrollClock.start();
    int value = 0;
    for (int i = 0; i < pageDowns && value < bar->maximum(); ++i) {
        value = std::min(bar->maximum(), value + bar->pageStep());
        step(value);
    }
    const int from = value;
    for (int i = 1; i <= jumps; ++i)
        step(from + int(qint64(bar->maximum() - from) * i / jumps));
    // Let the model finish whatever the last jumps started before measuring its memory.
    waitUntil([] { return false; }, 500);
    heartbeat.stop();
    app.setMeasuring(false);

    const int lastRow = view->rowAt(view->viewport()->height() - 1);
    const QString lastKey = view->model()->index(lastRow, 1).data().toString();
    std::sort(latencies.begin(), latencies.end());
    report(n, "scroll_steps", double(latencies.size()), "steps",
        {{QStringLiteral("page_downs"), pageDowns}, {QStringLiteral("jumps"), jumps},
            {QStringLiteral("seconds"), ms(scrollClock.nsecsElapsed()) / 1000.0},
            {QStringLiteral("rows"), model->rowCount()}, {QStringLiteral("last_visible_row"), lastRow},
            {QStringLiteral("last_visible_row_key"), lastKey}});
    report(n, "rows_shown_after_step_ms", ms(latencies.value(latencies.size() / 2)), "ms",
        {{QStringLiteral("p99_ms"), ms(latencies.value(latencies.size() * 99 / 100))},
            {QStringLiteral("max_ms"), ms(latencies.isEmpty() ? 0 : latencies.constLast())}});
    const qint64 scrollGapRunQueueNs = heartbeat.longestGapRunQueueNs();
    const QList<qint64> scrollGaps = heartbeat.takeGaps();
    const auto gapReport
        = [&](const char *figure, const QList<qint64> &gaps, qint64 runQueueNs, const QString &phase) {
              QJsonObject figures = gapFigures(gaps, runQueueNs, app.longest(phase));
              figures[QStringLiteral("target_ms")] = 50;
              report(n, figure, ms(quantileNs(gaps, 1.0)), "ms", figures);
          };
    gapReport("open_max_event_loop_gap_ms", openGaps, openGapRunQueueNs, QStringLiteral("open"));
    gapReport("scroll_max_event_loop_gap_ms", scrollGaps, scrollGapRunQueueNs, QStringLiteral("scroll"));
    report(n, "rss_while_browsing_max_mib", qRound(std::max(maxRssMiB, statusMiB("VmRSS"))), "MiB",
        {{QStringLiteral("target_mib"), 300}, {QStringLiteral("current_mib"), qRound(statusMiB("VmRSS"))},
            {QStringLiteral("peak_process_mib"), qRound(statusMiB("VmHWM"))}});
    window.close();
    return 0;
}
