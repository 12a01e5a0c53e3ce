// rowan-transferguibench: the explorer's event loop while it exports and copies a large table. Creates an
// encrypted store with one table of N entities (benchdata.h's), then runs the real TransferJob behind a shown
// TransferProgressDialog — an export to typed CSV, then a copy to a new table of the same store — while a
// 1 ms heartbeat timer records every gap in the GUI thread's event loop. Prints one JSON object per figure:
// the job's rate and the longest, p99 and p99.9 event-loop gaps (target: 50 ms). Works under any Qt platform
// (QT_QPA_PLATFORM=offscreen, xcb on Xvfb).
//
//   rowan-transferguibench [--entities 1000000] [--dir DIR]
#include "benchdata.h"
#include "benchreport.h"

#include "models/transfer/transferjob.h"
#include "ui/transfer/transferprogressdialog.h"

#include <rowan/localtableservice.h>
#include <rowan/store.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace rowan;
using namespace rowan::bench;

namespace {

void report(const char *figure, qint64 n, QJsonObject fields)
{
    fields.insert(QStringLiteral("figure"), QString::fromLatin1(figure));
    fields.insert(QStringLiteral("entities"), n);
    std::printf("%s\n", QJsonDocument(fields).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

// Gaps between the timeouts of a 1 ms timer: the longest time the event loop did not get to run.
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
                m_gaps.append(now - m_last);
            m_last = now;
        });
    }
    void start()
    {
        m_gaps.clear();
        m_last = -1;
        m_clock.start();
        m_timer.start();
    }
    QList<qint64> stop()
    {
        m_timer.stop();
        return m_gaps;
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    QList<qint64> m_gaps;
    qint64 m_last = -1;
};

double quantileMs(QList<qint64> gaps, double q)
{
    if (gaps.isEmpty())
        return 0;
    std::sort(gaps.begin(), gaps.end());
    return double(gaps.at(std::min(qsizetype(q * double(gaps.size())), gaps.size() - 1))) / 1e6;
}

// Runs the job with its progress dialog shown and reports the job's rate and the event loop's gaps.
void measure(const char *figure, qint64 n, TransferJob *job, const std::function<void()> &start)
{
    auto *dialog = new TransferProgressDialog(job, QString::fromLatin1(figure));
    dialog->show();
    QSignalSpy finished(job, &TransferJob::finished);
    Heartbeat heartbeat;
    heartbeat.start();
    QElapsedTimer clock;
    clock.start();
    start();
    while (finished.isEmpty())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    const qint64 elapsedMs = clock.elapsed();
    const QList<qint64> gaps = heartbeat.stop();
    const TransferJobResult result = job->result();
    if (!result.succeeded())
        die(QStringLiteral("%1: %2").arg(QString::fromLatin1(figure), result.error));
    report(figure, n,
        {{QStringLiteral("written"), result.totals.written},
            {QStringLiteral("seconds"), double(elapsedMs) / 1000.0},
            {QStringLiteral("per_s"), qRound64(double(result.totals.written) * 1000.0 / double(elapsedMs))},
            {QStringLiteral("max_event_loop_gap_ms"), quantileMs(gaps, 1.0)},
            {QStringLiteral("p99_ms"), quantileMs(gaps, 0.99)},
            {QStringLiteral("p999_ms"), quantileMs(gaps, 0.999)},
            {QStringLiteral("gaps_over_50ms"),
                qint64(std::count_if(gaps.begin(), gaps.end(), [](qint64 g) { return g > 50'000'000; }))},
            {QStringLiteral("heartbeats"), qint64(gaps.size())}, {QStringLiteral("target_ms"), 50}});
    delete dialog;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    QCommandLineOption entitiesOption(QStringLiteral("entities"), QStringLiteral("Entities in the table."),
        QStringLiteral("N"), QStringLiteral("1000000"));
    QCommandLineOption dirOption(QStringLiteral("dir"),
        QStringLiteral("Directory for the store and the export."), QStringLiteral("DIR"));
    parser.addOptions({entitiesOption, dirOption});
    parser.process(app);
    const qint64 n = parser.value(entitiesOption).toLongLong();
    QTemporaryDir temporary;
    const QDir dir(parser.isSet(dirOption) ? parser.value(dirOption) : temporary.path());

    auto store = TestStoreBuilder(dir.filePath(QStringLiteral("transfergui.rowan")))
                     .passphrase(Passphrase)
                     .table(Table, n, makeEntity)
                     .build();
    if (!store)
        die(QStringLiteral("loading the table failed"));
    auto service = std::make_shared<LocalTableService>(store);

    auto *exportJob = new TransferJob(service, AccountName, Table);
    measure("export_csv", n, exportJob, [&] {
        ExportRequest request;
        request.fileName = dir.filePath(QStringLiteral("export.csv"));
        request.format = transfer::Format::Csv;
        exportJob->startExport(request);
    });
    QFile::remove(dir.filePath(QStringLiteral("export.csv")));

    auto *copyJob = new TransferJob(service, AccountName, Table);
    measure("copy_table", n, copyJob, [&] {
        CopyRequest request;
        request.target = service;
        request.targetAccount = AccountName;
        request.targetTable = QStringLiteral("BenchCopy");
        request.targetName = request.targetTable;
        copyJob->startCopy(request);
    });
    return 0;
}
