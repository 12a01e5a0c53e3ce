// rowan-querybench: the query workbench on a large table. Creates (or reuses) an encrypted store with one
// table of N benchmark entities (benchdata.h), opens the real MainWindow on it, chooses the table and then
// drives the query bar: keystrokes into the filter editor (time until the plan panel shows the new plan, and
// until the statistics' estimate arrives), Run to the first rows in the grid for point, row-range and
// partition queries, a table scan read page by page to its end (or a time limit) while a 1 ms heartbeat
// measures the longest stall of the event loop, and Cancel in the middle of a scan. One JSON object per
// line per figure. Needs a Qt platform (QT_QPA_PLATFORM=offscreen or a display).
//
//   rowan-querybench [--store PATH] [--entities N] [--scan-seconds S]
#include "benchdata.h"
#include "benchreport.h"
#include "eventloopmeter.h"

#include "models/grid/entitytablemodel.h"
#include "models/query/planmodel.h"
#include "models/session/servicesession.h"
#include "ui/grid/entitygrid.h"
#include "ui/query/filtereditor.h"
#include "ui/query/querybar.h"
#include "ui/store/storenavigator.h"
#include "ui/window/mainwindow.h"

#include <rowan/store.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QPlainTextEdit>
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

// Runs the event loop until `done` or the timeout, sleeping between events as the explorer's own loop does.
// (processEvents() with a time limit drops WaitForMoreEvents and never sleeps: a loop around it keeps the GUI
// thread on a core and competes with the workers for it.)
bool waitUntil(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    QTimer tick; // wakes the loop to check `done` and the timeout when nothing else happens
    tick.start(2);
    while (!done()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
    return true;
}

void ensureStore(const QString &path, qint64 n)
{
    StoreOptions options;
    options.passphrase = Passphrase;
    options.createIfMissing = !QFileInfo::exists(path);
    auto store = Store::open(path, options);
    if (!store)
        die(store.error().toString());
    if (!options.createIfMissing) {
        auto stats = (*store)->tableStats(AccountName, Table);
        if (!stats || stats->entityCount != n)
            die(QStringLiteral("%1 exists but does not hold %2 entities in %3").arg(path).arg(n).arg(Table));
        return;
    }
    if (auto created = (*store)->createTable(AccountName, Table); !created)
        die(created.error().toString());
    QElapsedTimer timer;
    timer.start();
    const qint64 cpu = processCpuNs();
    if (auto filled = fillTable(**store, Table, n, "rowan-querybench"); !filled)
        die(filled.error().toString());
    report(n, "load_s", timer.elapsed() / 1000.0, "s",
        {{QStringLiteral("cpu_s"), qRound64((processCpuNs() - cpu) / 1e7) / 100.0},
            {QStringLiteral("entities_per_s"), qRound64(n * 1000.0 / std::max<qint64>(1, timer.elapsed()))},
            {QStringLiteral("store_file_mib"), qRound64(QFileInfo(path).size() / 1048576.0)}});
}

} // namespace

int main(int argc, char **argv)
{
    EventTimingApplication app(argc, argv);
    app.setOrganizationName(QStringLiteral("RowanBench"));
    app.setApplicationName(QStringLiteral("rowan-querybench"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Rowan query workbench benchmark"));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("store"),
        QStringLiteral("Store file to use, created when missing (default: a temporary one)."),
        QStringLiteral("path")});
    parser.addOption({QStringLiteral("entities"), QStringLiteral("Entities in the table."),
        QStringLiteral("n"), QStringLiteral("1000000")});
    parser.addOption(
        {QStringLiteral("scan-seconds"), QStringLiteral("How long the table scan is read on at most."),
            QStringLiteral("s"), QStringLiteral("30")});
    parser.addOption({QStringLiteral("worker-nice"),
        QStringLiteral(
            "Worker nice increments to scan with, comma-separated (e.g. 0,10 for before and after)."),
        QStringLiteral("list"), QString::number(ServiceSession::DefaultWorkerNiceIncrement)});
    parser.addOption({QStringLiteral("scan-rounds"),
        QStringLiteral("Rounds of table scans (one per --worker-nice value each)."), QStringLiteral("n"),
        QStringLiteral("1")});
    parser.addOption({QStringLiteral("idle-seconds"),
        QStringLiteral("Before each round of scans, measure the idle event loop for this long."),
        QStringLiteral("s"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("spin-driver"),
        QStringLiteral("Drive the table scan with a loop that never sleeps (how it was first measured).")});
    parser.addOption(
        {QStringLiteral("scan-only"), QStringLiteral("Skip the keystroke, Run and Cancel figures.")});
    parser.process(app);
    const qint64 n = parser.value(QStringLiteral("entities")).toLongLong();
    const int scanSeconds = parser.value(QStringLiteral("scan-seconds")).toInt();
    const bool scanOnly = parser.isSet(QStringLiteral("scan-only"));
    const bool spinDriver = parser.isSet(QStringLiteral("spin-driver"));
    if (n < 2 * PartitionSize || n > std::numeric_limits<int>::max())
        die(QStringLiteral("--entities must be between 2000 and 2^31-1"));

    QTemporaryDir temp;
    const QString path = parser.isSet(QStringLiteral("store")) ? parser.value(QStringLiteral("store"))
                                                               : temp.filePath(QStringLiteral("query.rowan"));
    ensureStore(path, n);

    MainWindow window;
    window.show();
    bool opened = false;
    QObject::connect(&window, &MainWindow::storeOpened, [&opened] { opened = true; });
    QObject::connect(&window, &MainWindow::storeOpenFailed,
        [](const QString &, const QString &message) { die(QStringLiteral("open failed: ") + message); });
    window.openStoreWithPassphrase(path, Passphrase, false);
    if (!waitUntil([&] { return opened; }, 60'000))
        die(QStringLiteral("the store did not open"));
    EntityTableModel *model = window.entityModel();
    QueryBar *bar = window.queryBar();
    auto *navigator = window.findChild<StoreNavigator *>();
    auto *grid = window.findChild<EntityGrid *>();
    if (!bar || !navigator || !grid)
        die(QStringLiteral("no query bar, navigator or grid in the window"));
    Q_EMIT navigator->tableSelected(AccountName, Table);
    waitUntil([&] { return model->totalCount() == n; }, 30'000);
    waitUntil([] { return false; }, 300);
    const QString platform = QGuiApplication::platformName();
    QTableView *view = grid->view();

    if (!scanOnly) {
        // 1. Keystrokes: each key into the editor until the plan panel's model has the new text's plan (the
        // synchronous part), and until its estimate from the statistics is there.
        PlanModel *plan = bar->planModel();
        QPlainTextEdit *edit = bar->editor()->textEdit();
        const QString lastPartition = partitionKey(n - 1);
        const QString typed
            = QStringLiteral("PartitionKey eq '%1' and RowKey ge 'r0000' and RowKey lt 'r0001' and Age lt 9")
                  .arg(partitionKey(n / 2));
        QList<qint64> planNs;
        QList<qint64> estimateNs;
        for (int round = 0; round < 3; ++round) {
            bar->editor()->setText(QString());
            edit->setFocus();
            for (const QChar c : typed) {
                QElapsedTimer clock;
                clock.start();
                QKeyEvent press(QEvent::KeyPress, 0, Qt::NoModifier, QString(c));
                QApplication::sendEvent(edit, &press);
                QKeyEvent release(QEvent::KeyRelease, 0, Qt::NoModifier, QString(c));
                QApplication::sendEvent(edit, &release);
                planNs.append(clock.nsecsElapsed());
                if (plan->isEstimating())
                    waitUntil([&] { return !plan->isEstimating(); }, 10'000);
                estimateNs.append(clock.nsecsElapsed());
            }
            if (bar->editor()->text() != typed)
                die(QStringLiteral("typed text came out as: ") + bar->editor()->text());
        }
        report(n, "keystroke_to_plan_ms", ms(quantileNs(planNs, 0.5)), "ms",
            {{QStringLiteral("p99_ms"), ms(quantileNs(planNs, 0.99))},
                {QStringLiteral("max_ms"), ms(quantileNs(planNs, 1))},
                {QStringLiteral("keys"), planNs.size()}, {QStringLiteral("target_p99_ms"), 16},
                {QStringLiteral("platform"), platform}});
        report(n, "keystroke_to_estimate_ms", ms(quantileNs(estimateNs, 0.5)), "ms",
            {{QStringLiteral("p99_ms"), ms(quantileNs(estimateNs, 0.99))},
                {QStringLiteral("max_ms"), ms(quantileNs(estimateNs, 1))}});

        // 2. Run to first rows: the first row's cell has its text in the grid's model.
        const auto firstRowShown = [&] {
            return model->rowCount() > 0 && !view->model()->index(0, 0).data().toString().isEmpty();
        };
        const QString middle = partitionKey(n / 2);
        const QString middleRow = rowKey(n / 2 + 17);
        const QList<std::pair<const char *, QString>> queries = {
            {"point", QStringLiteral("PartitionKey eq '%1' and RowKey eq '%2'").arg(middle, middleRow)},
            {"row-range",
                QStringLiteral("PartitionKey eq '%1' and RowKey ge '%2' and RowKey lt '%3'")
                    .arg(middle, rowKey(n / 2 + 100), rowKey(n / 2 + 300))},
            {"partition-scan", QStringLiteral("PartitionKey eq '%1' and Age lt 45").arg(middle)},
            {"partition-scan-last", QStringLiteral("PartitionKey eq '%1'").arg(lastPartition)},
        };
        for (const auto &[name, filter] : queries) {
            QList<qint64> runs;
            for (int i = 0; i < 7; ++i) {
                bar->clear();
                waitUntil([] { return false; }, 50);
                bar->editor()->setText(filter);
                QElapsedTimer clock;
                clock.start();
                bar->run();
                if (!waitUntil(firstRowShown, 30'000))
                    die(QStringLiteral("no rows for ") + filter);
                runs.append(clock.nsecsElapsed());
            }
            report(n, "run_to_first_rows_ms", ms(quantileNs(runs, 0.5)), "ms",
                {{QStringLiteral("query"), QLatin1StringView(name)},
                    {QStringLiteral("max_ms"), ms(quantileNs(runs, 1))},
                    {QStringLiteral("runs"), runs.size()},
                    {QStringLiteral("kind"), queryKindName(model->queryStats().kind)},
                    {QStringLiteral("target_ms"), 150}});
        }
    }

    // 3. A table scan (one match in ten) read on to its end or the time limit, the grid following it; once
    // per worker priority asked for, the priorities alternating round by round so that both see the same
    // machine.
    const QList<int> niceIncrements = [&] {
        QList<int> list;
        for (const QString &part : parser.value(QStringLiteral("worker-nice")).split(QLatin1Char(','))) {
            bool ok = false;
            list.append(part.trimmed().toInt(&ok));
            if (!ok || list.constLast() < 0)
                die(QStringLiteral("--worker-nice takes non-negative integers separated by commas"));
        }
        return list;
    }();
    const int scanRounds = parser.value(QStringLiteral("scan-rounds")).toInt();
    const int idleSeconds = parser.value(QStringLiteral("idle-seconds")).toInt();
    for (int round = 0; round < scanRounds; ++round) {
        if (idleSeconds > 0) {
            // The same meter with nothing to do: the gaps the rest of the machine alone causes.
            bar->clear();
            waitUntil([] { return false; }, 200);
            Heartbeat heartbeat;
            app.resetLongest();
            heartbeat.start();
            app.setMeasuring(true);
            const qint64 waitedBefore = app.runQueueWaitedNs();
            QEventLoop idle;
            QTimer::singleShot(idleSeconds * 1000, &idle, &QEventLoop::quit);
            idle.exec();
            heartbeat.stop();
            app.setMeasuring(false);
            QJsonObject figures
                = gapFigures(heartbeat.gaps(), heartbeat.longestGapRunQueueNs(), app.longest());
            figures[QStringLiteral("round")] = round;
            figures[QStringLiteral("seconds")] = idleSeconds;
            figures[QStringLiteral("gui_run_queue_s")]
                = waitedBefore < 0 ? -1.0 : ms(app.runQueueWaitedNs() - waitedBefore) / 1000.0;
            figures[QStringLiteral("load_avg")] = [] {
                double load[1] = {0};
                return getloadavg(load, 1) == 1 ? load[0] : -1.0;
            }();
            report(n, "idle_max_event_loop_gap_ms", ms(quantileNs(heartbeat.gaps(), 1)), "ms", figures);
        }
        for (const int niceIncrement : niceIncrements) {
            window.session()->setWorkerNiceIncrement(niceIncrement);
            bar->clear();
            waitUntil([] { return false; }, 200);
            bar->editor()->setText(QStringLiteral("Age lt 9"));
            Heartbeat heartbeat;
            app.resetLongest();
            heartbeat.start();
            app.setMeasuring(true);
            const qint64 waitedBefore = app.runQueueWaitedNs();
            const qint64 cpuBefore = threadCpuNs();
            QElapsedTimer scanClock;
            scanClock.start();
            // Each page that arrives asks for the next and scrolls the grid to it, as a user holding End
            // would; in between the event loop sleeps.
            QEventLoop loop;
            const auto readOn = [&] {
                if (model->queryStats().finished || !model->queryStats().error.isEmpty()) {
                    loop.quit();
                    return;
                }
                if (model->canFetchMore(QModelIndex()))
                    model->fetchMore(QModelIndex());
                view->scrollToBottom();
            };
            const auto progress = QObject::connect(model, &EntityTableModel::queryProgress, &loop, readOn);
            // A page that lands while the next cannot be asked for yet would leave nothing to wake the loop.
            QTimer nudge;
            QObject::connect(&nudge, &QTimer::timeout, &loop, readOn);
            nudge.start(20);
            QTimer::singleShot(scanSeconds * 1000, &loop, &QEventLoop::quit);
            bar->run();
            if (spinDriver) {
                // The earlier driver, kept to compare: it never sleeps (see waitUntil()).
                while (!model->queryStats().finished && scanClock.elapsed() < scanSeconds * 1000) {
                    if (model->canFetchMore(QModelIndex()))
                        model->fetchMore(QModelIndex());
                    view->scrollToBottom();
                    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
                }
            } else if (!model->queryStats().finished) {
                loop.exec();
            }
            QObject::disconnect(progress);
            heartbeat.stop();
            app.setMeasuring(false);
            const qint64 wallNs = scanClock.nsecsElapsed();
            const qint64 waitedNs = app.runQueueWaitedNs() - waitedBefore;
            const QueryRunStats scan = model->queryStats();
            QJsonObject figures
                = gapFigures(heartbeat.gaps(), heartbeat.longestGapRunQueueNs(), app.longest());
            figures[QStringLiteral("target_ms")] = 50;
            figures[QStringLiteral("round")] = round;
            figures[QStringLiteral("worker_nice_increment")] = window.session()->workerNiceIncrement();
            figures[QStringLiteral("seconds")] = ms(wallNs) / 1000.0;
            figures[QStringLiteral("gui_cpu_s")] = ms(threadCpuNs() - cpuBefore) / 1000.0;
            figures[QStringLiteral("gui_run_queue_s")] = waitedBefore < 0 ? -1.0 : ms(waitedNs) / 1000.0;
            figures[QStringLiteral("finished")] = scan.finished;
            figures[QStringLiteral("returned")] = scan.returned;
            figures[QStringLiteral("scanned")] = scan.scanned;
            figures[QStringLiteral("scanned_per_s")] = qRound64(scan.scanned * 1e9 / double(wallNs));
            figures[QStringLiteral("requests")] = scan.requests;
            figures[QStringLiteral("first_rows_ms")] = scan.firstRowsMs;
            figures[QStringLiteral("load_avg")] = [] {
                double load[1] = {0};
                return getloadavg(load, 1) == 1 ? load[0] : -1.0;
            }();
            figures[QStringLiteral("driver")]
                = spinDriver ? QStringLiteral("spin") : QStringLiteral("events");
            report(n, "scan_max_event_loop_gap_ms", ms(quantileNs(heartbeat.gaps(), 1)), "ms", figures);
        }
    }
    window.session()->setWorkerNiceIncrement(ServiceSession::DefaultWorkerNiceIncrement);

    if (!scanOnly) {
        // 4. Cancel in the middle of a scan that matches nothing (every request reads for its whole budget):
        // the grid stops at once; the worker is free when its request's budget ends.
        QList<qint64> toIdle;
        for (int i = 0; i < 5; ++i) {
            bar->clear();
            bar->editor()->setText(QStringLiteral("Age lt 0"));
            bar->run();
            waitUntil([] { return false; }, 300 + 97 * i);
            QElapsedTimer clock;
            clock.start();
            bar->cancel();
            if (!model->queryStats().cancelled)
                die(QStringLiteral("cancel did not take"));
            waitUntil([&] { return window.session()->pool()->activeThreadCount() == 0; }, 30'000);
            toIdle.append(clock.nsecsElapsed());
        }
        report(n, "cancel_to_worker_idle_ms", ms(quantileNs(toIdle, 0.5)), "ms",
            {{QStringLiteral("max_ms"), ms(quantileNs(toIdle, 1))}, {QStringLiteral("runs"), toIdle.size()}});
    }

    window.close();
    return 0;
}
