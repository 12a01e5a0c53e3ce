// rowan-importwizardbench: the explorer's event loop while the Import wizard imports a large typed CSV.
// Writes a CSV of N rows (the storage benchmark's entities, as rowan-transferbench does), opens a fresh
// encrypted store in a ServiceSession, drives the real ImportWizard page by page (file, preview, keys, a new
// table, Import) and, from the Import click until the summary, measures every gap between the timeouts of a 1
// ms timer on the GUI thread (the longest time the event loop did not run) and the import's rate. Prints one
// JSON object per figure. Needs a Qt platform (QT_QPA_PLATFORM=offscreen or a display).
//
//   rowan-importwizardbench [--rows N] [--dir DIR]
#include "benchdata.h"
#include "benchreport.h"
#include "eventloopmeter.h"

#include "models/session/servicesession.h"
#include "models/transfer/importjob.h"
#include "models/transfer/importpreviewmodel.h"
#include "ui/transfer/importwizard.h"

#include <rowan/store.h>
#include <rowan/transfer/transfer.h>

#include <QAbstractButton>
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTimer>


#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>

using namespace rowan;
using namespace rowan::bench;

namespace {

void report(const char *figure, double value, const char *unit, QJsonObject extra = {})
{
    extra[QStringLiteral("figure")] = QLatin1StringView(figure);
    extra[QStringLiteral("value")] = value;
    extra[QStringLiteral("unit")] = QLatin1StringView(unit);
    std::printf("%s\n", QJsonDocument(extra).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
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

} // namespace

int main(int argc, char **argv)
{
    EventTimingApplication app(argc, argv);
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
        if (auto written = writeEntitiesCsv(&file, rows); !written)
            die(QStringLiteral("cannot write the CSV: %1").arg(written.error().toString()));
    }
    const QString storePath = dir + QStringLiteral("/wizard.rowan");
    QFile::remove(storePath);
    auto store = TestStoreBuilder(storePath).passphrase(Passphrase).build();
    if (!store)
        die(QStringLiteral("cannot create %1").arg(storePath));
    ServiceSession session;
    session.setStore(store);

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
    Heartbeat heartbeat;
    QElapsedTimer clock;
    qint64 progressUpdates = 0;
    const qint64 guiCpuStart = threadCpuNs();
    app.setMeasuring(true);
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
    app.setMeasuring(false);
    const QList<qint64> &gaps = heartbeat.gaps();
    const EventTimingApplication::Longest longest = app.longest();
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
    report("import_max_event_loop_gap_ms", ms(quantileNs(gaps, 1.0)), "ms",
        {{QStringLiteral("target_ms"), 50}, {QStringLiteral("p99_ms"), ms(quantileNs(gaps, 0.99))},
            {QStringLiteral("p999_ms"), ms(quantileNs(gaps, 0.999))},
            {QStringLiteral("gaps_over_50ms"),
                double(std::count_if(gaps.begin(), gaps.end(), [](qint64 g) { return g > 50'000'000; }))},
            {QStringLiteral("heartbeats"), double(gaps.size())}});
    report("import_longest_event_dispatch_ms", ms(longest.wallNs), "ms",
        {{QStringLiteral("event_type"), longest.wallType},
            {QStringLiteral("longest_dispatch_cpu_ms"), ms(longest.cpuNs)},
            {QStringLiteral("longest_cpu_event_type"), longest.cpuType},
            {QStringLiteral("gui_thread_cpu_ms"), ms(guiCpuNs)}});
    double load[3] = {0, 0, 0};
    if (getloadavg(load, 3) < 0)
        load[0] = -1;
    report("peak_rss_mib", peakRssMiB(), "MiB", {{QStringLiteral("loadavg_1min"), load[0]}});
    return 0;
}
