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

#include <entitygrid.h>
#include <entitytablemodel.h>
#include <filtereditor.h>
#include <mainwindow.h>
#include <planmodel.h>
#include <querybar.h>
#include <servicesession.h>
#include <storenavigator.h>

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

void report(qint64 size, const char *figure, double value, const char *unit, QJsonObject extra = {})
{
    extra[QStringLiteral("size")] = size;
    extra[QStringLiteral("figure")] = QLatin1StringView(figure);
    extra[QStringLiteral("value")] = value;
    extra[QStringLiteral("unit")] = QLatin1StringView(unit);
    std::printf("%s\n", QJsonDocument(extra).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

[[noreturn]] void die(const QString &message)
{
    std::fprintf(stderr, "rowan-querybench: %s\n", qPrintable(message));
    std::exit(1);
}

double ms(qint64 ns)
{
    return qRound64(ns / 1e4) / 100.0;
}

qint64 quantile(QList<qint64> values, double q)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    return values.at(std::min(qsizetype(q * double(values.size())), values.size() - 1));
}

bool waitUntil(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
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
    for (qint64 first = 0; first < n; first += BatchSize) {
        QList<EntityOperation> ops;
        for (qint64 i = first; i < std::min(n, first + BatchSize); ++i)
            ops.append(EntityOperation {OperationType::Insert, makeEntity(i), {}});
        if (auto done = (*store)->executeBatch(AccountName, Table, ops); !done)
            die(done.error().toString());
    }
    report(n, "load_s", timer.elapsed() / 1000.0, "s");
}

// Gaps between the timeouts of a 1 ms timer: how long the event loop did not run.
class Heartbeat : public QObject
{
public:
    Heartbeat()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            if (m_last >= 0)
                gaps.append(now - m_last);
            m_last = now;
        });
    }
    void start()
    {
        gaps.clear();
        m_last = -1;
        m_clock.start();
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    QList<qint64> gaps;

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = -1;
};

qint64 threadCpuNs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// Times every top-level event dispatch of the GUI thread, wall clock and thread CPU: on a machine busy with
// other work a long wall-clock gap may be waiting for a core, which the CPU time tells apart.
class BenchApplication : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (m_depth > 0 || !measuring)
            return dispatch(receiver, event);
        QElapsedTimer wall;
        wall.start();
        const qint64 cpu = threadCpuNs();
        const int type = event->type();
        const bool result = dispatch(receiver, event);
        const qint64 wallNs = wall.nsecsElapsed();
        const qint64 cpuNs = threadCpuNs() - cpu;
        if (wallNs > longestWallNs) {
            longestWallNs = wallNs;
            longestWallCpuNs = cpuNs;
            longestWallType = type;
        }
        if (cpuNs > longestCpuNs) {
            longestCpuNs = cpuNs;
            longestCpuType = type;
        }
        return result;
    }
    bool measuring = false;
    qint64 longestWallNs = 0;
    qint64 longestWallCpuNs = 0;
    int longestWallType = 0;
    qint64 longestCpuNs = 0;
    int longestCpuType = 0;

private:
    bool dispatch(QObject *receiver, QEvent *event)
    {
        ++m_depth;
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        return result;
    }
    int m_depth = 0;
};

} // namespace

int main(int argc, char **argv)
{
    BenchApplication app(argc, argv);
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
    parser.process(app);
    const qint64 n = parser.value(QStringLiteral("entities")).toLongLong();
    const int scanSeconds = parser.value(QStringLiteral("scan-seconds")).toInt();
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
    report(n, "keystroke_to_plan_ms", ms(quantile(planNs, 0.5)), "ms",
        {{QStringLiteral("p99_ms"), ms(quantile(planNs, 0.99))},
            {QStringLiteral("max_ms"), ms(quantile(planNs, 1))}, {QStringLiteral("keys"), planNs.size()},
            {QStringLiteral("target_p99_ms"), 16}, {QStringLiteral("platform"), platform}});
    report(n, "keystroke_to_estimate_ms", ms(quantile(estimateNs, 0.5)), "ms",
        {{QStringLiteral("p99_ms"), ms(quantile(estimateNs, 0.99))},
            {QStringLiteral("max_ms"), ms(quantile(estimateNs, 1))}});

    // 2. Run to first rows: the first row's cell has its text in the grid's model.
    QTableView *view = grid->view();
    const auto firstRowShown
        = [&] { return model->rowCount() > 0 && !view->model()->index(0, 0).data().toString().isEmpty(); };
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
        report(n, "run_to_first_rows_ms", ms(quantile(runs, 0.5)), "ms",
            {{QStringLiteral("query"), QLatin1StringView(name)},
                {QStringLiteral("max_ms"), ms(quantile(runs, 1))}, {QStringLiteral("runs"), runs.size()},
                {QStringLiteral("kind"), queryKindName(model->queryStats().kind)},
                {QStringLiteral("target_ms"), 150}});
    }

    // 3. A table scan (one match in ten) read on to its end or the time limit, the grid following it.
    bar->clear();
    bar->editor()->setText(QStringLiteral("Age lt 9"));
    Heartbeat heartbeat;
    heartbeat.start();
    app.measuring = true;
    QElapsedTimer scanClock;
    scanClock.start();
    bar->run();
    while (!model->queryStats().finished && scanClock.elapsed() < scanSeconds * 1000) {
        if (model->canFetchMore(QModelIndex()))
            model->fetchMore(QModelIndex());
        view->scrollToBottom();
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    }
    heartbeat.stop();
    app.measuring = false;
    const QueryRunStats scan = model->queryStats();
    report(n, "scan_max_event_loop_gap_ms", ms(quantile(heartbeat.gaps, 1)), "ms",
        {{QStringLiteral("p99_ms"), ms(quantile(heartbeat.gaps, 0.99))}, {QStringLiteral("target_ms"), 50},
            {QStringLiteral("seconds"), scanClock.elapsed() / 1000.0},
            {QStringLiteral("finished"), scan.finished}, {QStringLiteral("returned"), scan.returned},
            {QStringLiteral("scanned"), scan.scanned}, {QStringLiteral("requests"), scan.requests},
            {QStringLiteral("first_rows_ms"), scan.firstRowsMs},
            {QStringLiteral("longest_event_ms"), ms(app.longestWallNs)},
            {QStringLiteral("longest_event_cpu_ms"), ms(app.longestWallCpuNs)},
            {QStringLiteral("longest_event_type"), app.longestWallType},
            {QStringLiteral("max_event_cpu_ms"), ms(app.longestCpuNs)},
            {QStringLiteral("max_event_cpu_type"), app.longestCpuType}});

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
    report(n, "cancel_to_worker_idle_ms", ms(quantile(toIdle, 0.5)), "ms",
        {{QStringLiteral("max_ms"), ms(quantile(toIdle, 1))}, {QStringLiteral("runs"), toIdle.size()}});
    window.close();
    return 0;
}
