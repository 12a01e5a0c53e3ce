// rowan-importwizardbench: the explorer's event loop while the Import wizard imports a large typed CSV.
// Writes a CSV of N rows (the storage benchmark's entities, as rowan-transferbench does), opens a fresh
// encrypted store in a ServiceSession, drives the real ImportWizard page by page (file, preview, keys, a new
// table, Import) and, from the Import click until the summary, measures every gap between the timeouts of a 1
// ms timer on the GUI thread (the longest time the event loop did not run) and the import's rate. Prints one
// JSON object per figure. Needs a Qt platform (QT_QPA_PLATFORM=offscreen or a display).
//
//   rowan-importwizardbench [--rows N] [--dir DIR]
#include "benchdata.h"

#include <importjob.h>
#include <importpreviewmodel.h>
#include <importwizard.h>
#include <servicesession.h>

#include <rowan/store.h>
#include <rowan/transfer.h>

#include <QAbstractButton>
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTimer>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>

using namespace rowan;
using namespace rowan::bench;

namespace {

[[noreturn]] void die(const QString &message)
{
    std::fprintf(stderr, "rowan-importwizardbench: %s\n", qPrintable(message));
    std::exit(1);
}

void report(const char *figure, double value, const char *unit, QJsonObject extra = {})
{
    extra[QStringLiteral("figure")] = QLatin1StringView(figure);
    extra[QStringLiteral("value")] = value;
    extra[QStringLiteral("unit")] = QLatin1StringView(unit);
    std::printf("%s\n", QJsonDocument(extra).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

double peakRssMiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

// Spins the event loop until done() or the timeout; false on timeout.
bool waitUntil(const std::function<bool()> &done, qint64 timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    }
    return true;
}

qint64 quantile(QList<qint64> gaps, double q)
{
    if (gaps.isEmpty())
        return 0;
    std::sort(gaps.begin(), gaps.end());
    return gaps.at(std::min(qsizetype(q * double(gaps.size())), gaps.size() - 1));
}

qint64 threadCpuNs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// Times every top-level event dispatch of the GUI thread, wall clock and thread CPU: on a shared machine a
// long heartbeat gap with short dispatches is the scheduler's, not the explorer's work.
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
        const bool result = dispatch(receiver, event);
        const qint64 wallNs = wall.nsecsElapsed();
        const qint64 cpuNs = threadCpuNs() - cpu;
        if (wallNs > longestWallNs) {
            longestWallNs = wallNs;
            longestWallType = event->type();
        }
        if (cpuNs > longestCpuNs) {
            longestCpuNs = cpuNs;
            longestCpuType = event->type();
        }
        return result;
    }
    bool measuring = false;
    qint64 longestWallNs = 0;
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
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption rowsOption(QStringLiteral("rows"),
        QStringLiteral("Rows to import (default 1000000)."), QStringLiteral("N"), QStringLiteral("1000000"));
    const QCommandLineOption dirOption(QStringLiteral("dir"),
        QStringLiteral("Work directory (default: a temporary one)."), QStringLiteral("DIR"));
    parser.addOptions({rowsOption, dirOption});
    parser.process(app);
    const qint64 rows = parser.value(rowsOption).toLongLong();
    QTemporaryDir temp;
    const QString dir = parser.isSet(dirOption) ? parser.value(dirOption) : temp.path();

    const QString csvPath = dir + QStringLiteral("/wizard.csv");
    {
        QFile file(csvPath);
        if (!file.open(QIODevice::WriteOnly))
            die(file.errorString());
        transfer::WriterOptions options;
        options.columns = {QStringLiteral("Name"), QStringLiteral("Age"), QStringLiteral("Score"),
            QStringLiteral("Total"), QStringLiteral("Active"), QStringLiteral("Since")};
        options.csvTimestamp = false;
        auto writer = transfer::makeWriter(transfer::Format::Csv, &file, options);
        for (qint64 i = 0; i < rows; ++i) {
            if (!writer->write(makeEntity(i)))
                die(QStringLiteral("cannot write the CSV"));
        }
        if (!writer->finish())
            die(QStringLiteral("cannot write the CSV"));
    }
    const QString storePath = dir + QStringLiteral("/wizard.rowan");
    QFile::remove(storePath);
    StoreOptions storeOptions;
    storeOptions.passphrase = Passphrase;
    storeOptions.createIfMissing = true;
    auto opened = Store::open(storePath, storeOptions);
    if (!opened)
        die(opened.error().toString());
    ServiceSession session;
    session.setStore(std::shared_ptr<Store>(std::move(*opened)));

    ImportWizard wizard(&session, AccountName, {}, Table);
    QString outcomeText;
    bool finished = false;
    QObject::connect(&wizard, &ImportWizard::imported, [&] { finished = true; });
    wizard.show();
    wizard.setFilePath(csvPath);
    wizard.next();
    QElapsedTimer previewClock;
    previewClock.start();
    if (!waitUntil([&] { return wizard.button(QWizard::NextButton)->isEnabled(); }, 60000))
        die(QStringLiteral("the preview did not load"));
    report("preview_ms", double(previewClock.elapsed()), "ms",
        {{QStringLiteral("columns"), wizard.previewModel()->columnCount()}});
    wizard.next(); // keys: the file's own
    wizard.next(); // target: a new table
    if (!wizard.button(QWizard::CommitButton)->isEnabled())
        die(QStringLiteral("the target page refuses table %1").arg(Table));

    // From the Import click to the summary: a 1 ms heartbeat on the GUI thread.
    QList<qint64> gaps;
    QElapsedTimer clock;
    qint64 last = -1;
    QTimer heartbeat;
    heartbeat.setTimerType(Qt::PreciseTimer);
    heartbeat.setInterval(1);
    QObject::connect(&heartbeat, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (last >= 0)
            gaps.append(now - last);
        last = now;
    });
    qint64 progressUpdates = 0;
    const qint64 guiCpuStart = threadCpuNs();
    app.measuring = true;
    clock.start();
    heartbeat.start();
    wizard.next(); // Import
    if (!wizard.job())
        die(QStringLiteral("the import did not start"));
    QObject::connect(wizard.job(), &ImportJob::progress, [&] { ++progressUpdates; });
    transfer::TransferSummary summary;
    QString failure;
    QObject::connect(wizard.job(), &ImportJob::finished, [&](const ImportOutcome &o) {
        summary = o.summary;
        failure = o.failure;
    });
    if (!waitUntil([&] { return finished; }, 3'600'000))
        die(QStringLiteral("the import did not finish within an hour"));
    const qint64 wallMs = clock.elapsed();
    heartbeat.stop();
    app.measuring = false;
    const qint64 guiCpuNs = threadCpuNs() - guiCpuStart;
    if (!failure.isEmpty())
        die(failure);
    if (summary.totals.written != rows)
        die(QStringLiteral("wrote %1 of %2 rows").arg(summary.totals.written).arg(rows));
    const auto ms = [](qint64 ns) { return double(ns) / 1e6; };
    report("import_entities_per_s",
        double(rows) * 1000.0 / double(std::max<qint64>(summary.totals.elapsedMs, 1)), "entities/s",
        {{QStringLiteral("rows"), double(rows)},
            {QStringLiteral("import_ms"), double(summary.totals.elapsedMs)},
            {QStringLiteral("click_to_summary_ms"), double(wallMs)},
            {QStringLiteral("progress_updates"), double(progressUpdates)}});
    report("import_max_event_loop_gap_ms", ms(quantile(gaps, 1.0)), "ms",
        {{QStringLiteral("target_ms"), 50}, {QStringLiteral("p99_ms"), ms(quantile(gaps, 0.99))},
            {QStringLiteral("p999_ms"), ms(quantile(gaps, 0.999))},
            {QStringLiteral("gaps_over_50ms"),
                double(std::count_if(gaps.begin(), gaps.end(), [](qint64 g) { return g > 50'000'000; }))},
            {QStringLiteral("heartbeats"), double(gaps.size())}});
    report("import_longest_event_dispatch_ms", ms(app.longestWallNs), "ms",
        {{QStringLiteral("event_type"), app.longestWallType},
            {QStringLiteral("longest_dispatch_cpu_ms"), ms(app.longestCpuNs)},
            {QStringLiteral("longest_cpu_event_type"), app.longestCpuType},
            {QStringLiteral("gui_thread_cpu_ms"), ms(guiCpuNs)}});
    double load[3] = {0, 0, 0};
    if (getloadavg(load, 3) < 0)
        load[0] = -1;
    report("peak_rss_mib", peakRssMiB(), "MiB", {{QStringLiteral("loadavg_1min"), load[0]}});
    return 0;
}
