// rowan-remotebench: the explorer on a remote table. Against `rowan serve` on loopback (in-process, its own
// thread) with a table of N entities built through the engine directly: the time from choosing the table to
// EntityTableModel's first rows, the longest event-loop stall while reading on through the model, the time
// per `$batch` by its size, and copying entities from one endpoint to another through
// TableService::executeBatch (batches of 100, in parallel across partitions). The last two run against a
// target server that acknowledges a partly received request at once and against one that does not, side by
// side. Prints one line of figures per measurement.
//
//   rowan-remotebench [entities=1000000] [copy=100000] [workdir=a temporary folder]
//   ROWAN_BENCH_COPY_WORKERS (8), ROWAN_BENCH_COPY_BATCH (100), ROWAN_BENCH_COPY_ROUNDS (1)
#include "benchdata.h"
#include "benchreport.h"
#include "remote/servethread.h"

#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"

#include <rowan/protocol/batch.h>
#include <rowan/protocol/jsonentity.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentMap>

#include <cstdio>

#include <sys/resource.h>

using namespace rowan;
using namespace rowan::bench;

namespace {

void report(const char *figure, double value, const char *unit, const QString &more = {})
{
    std::printf("%-34s %12.1f %-10s %s\n", figure, value, unit, qPrintable(more));
    std::fflush(stdout);
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

void fill(Store &store, qint64 n)
{
    if (auto created = store.createTable(AccountName, Table); !created)
        die(created.error().toString());
    QElapsedTimer timer;
    timer.start();
    for (qint64 first = 0; first < n; first += BatchSize) {
        QList<EntityOperation> ops;
        ops.reserve(BatchSize);
        for (qint64 i = first; i < std::min(n, first + BatchSize); ++i)
            ops.append(EntityOperation {OperationType::Insert, makeEntity(i), {}});
        if (auto done = store.executeBatch(AccountName, Table, ops); !done)
            die(done.error().toString());
    }
    report("load_through_engine_s", timer.elapsed() / 1000.0, "s", QStringLiteral("entities=%1").arg(n));
}

// The longest gap between 1 ms heartbeats of the event loop.
class Heartbeat
{
public:
    Heartbeat()
    {
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            if (m_last >= 0)
                m_max = std::max(m_max, now - m_last);
            m_last = now;
        });
        m_clock.start();
        m_timer.start();
    }
    double maxMs() const { return m_max / 1e6; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = -1;
    qint64 m_max = 0;
};

// The size of the `$batch` body RemoteTableService sends for `ops` (Insert parts with the same headers).
qint64 batchBodyBytes(const QString &endpoint, const QList<EntityOperation> &ops)
{
    protocol::BatchRequest request;
    for (const EntityOperation &op : ops) {
        protocol::BatchOperation part;
        part.method = "POST";
        part.url = (endpoint + u'/' + Table).toUtf8();
        part.headers.append("Accept", "application/json;odata=minimalmetadata");
        part.headers.append("DataServiceVersion", "3.0;");
        part.headers.append("Prefer", "return-no-content");
        part.headers.append("Content-Type", "application/json");
        part.body = protocol::encodeEntityBody(op.entity);
        request.operations.append(std::move(part));
    }
    return protocol::serializeBatchRequest(request).size();
}

double cpuSeconds()
{
    rusage usage {};
    ::getrusage(RUSAGE_SELF, &usage);
    return usage.ru_utime.tv_sec + usage.ru_stime.tv_sec
        + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

rowan::ServerOptions serveOptions(bool acknowledgeAtOnce)
{
    rowan::ServerOptions options = ServeThread::testOptions();
    options.acknowledgeAtOnce = acknowledgeAtOnce;
    return options;
}

void copy(const ServeThread &source, const QString &targetPath, const rowan::ServerOptions &options,
    qint64 copyCount)
{
    ServeThread target(targetPath, options);
    if (!target.port())
        die(QStringLiteral("could not start rowan serve"));
    RemoteTableService from(source.endpoint());
    RemoteTableService to(target.endpoint());
    to.createTable(AccountName, Table);
    QStringList partitions;
    for (qint64 i = 0; i < copyCount; i += PartitionSize)
        partitions << partitionKey(i);
    std::atomic<qint64> copied {0};
    QThreadPool pool;
    const int workers = qEnvironmentVariableIsSet("ROWAN_BENCH_COPY_WORKERS")
        ? qEnvironmentVariableIntValue("ROWAN_BENCH_COPY_WORKERS")
        : 8;
    pool.setMaxThreadCount(workers);
    const int batchSize = qEnvironmentVariableIsSet("ROWAN_BENCH_COPY_BATCH")
        ? std::clamp(qEnvironmentVariableIntValue("ROWAN_BENCH_COPY_BATCH"), 1, 100)
        : BatchSize;
    QElapsedTimer clock;
    clock.start();
    const double cpuBefore = cpuSeconds();
    QtConcurrent::blockingMap(&pool, partitions, [&](const QString &pk) {
        QList<EntityOperation> batch;
        auto scanned = from.scan(AccountName, Table, KeyRange::partition(pk), [&](Entity &e) {
            batch.append({OperationType::Insert, std::move(e), {}});
            if (batch.size() == batchSize) {
                if (auto done = to.executeBatch(AccountName, Table, batch); !done)
                    die(done.error().toString());
                copied += batch.size();
                batch.clear();
            }
            return ScanControl::Continue;
        });
        if (!scanned)
            die(scanned.error().toString());
        if (!batch.isEmpty()) {
            if (auto done = to.executeBatch(AccountName, Table, batch); !done)
                die(done.error().toString());
            copied += batch.size();
        }
    });
    const double seconds = clock.nsecsElapsed() / 1e9;
    const double cpu = cpuSeconds() - cpuBefore;
    const auto copiedStats = target.store()->tableStats(AccountName, Table);
    report(options.acknowledgeAtOnce ? "copy_entities_per_s_ack_at_once" : "copy_entities_per_s_delayed_ack",
        copied / seconds, "entities/s",
        QStringLiteral("target >= 20000; %1 entities in %2 s over %3 partitions, %4 workers, batches of %5; "
                       "target holds %6; process CPU %7 s (client and both servers)")
            .arg(copied.load())
            .arg(seconds)
            .arg(partitions.size())
            .arg(workers)
            .arg(batchSize)
            .arg(copiedStats ? copiedStats->entityCount : -1)
            .arg(cpu, 0, 'f', 2));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const qint64 n = args.size() > 1 ? args.at(1).toLongLong() : 1'000'000;
    const qint64 copyCount
        = args.size() > 2 ? std::min(args.at(2).toLongLong(), n) : std::min<qint64>(100'000, n);
    QTemporaryDir temp;
    const QString dir = args.size() > 3 ? args.at(3) : temp.path();

    ServeThread source(dir + QStringLiteral("/remotebench-source.rowan"));
    if (!source.port())
        die(QStringLiteral("could not start rowan serve"));
    auto stats = source.store()->tableStats(AccountName, Table);
    if (!stats)
        fill(*source.store(), n);
    else if (stats->entityCount != n)
        die(QStringLiteral("%1 holds %2 entities, not %3").arg(dir).arg(stats->entityCount).arg(n));

    // First rows: choosing the table on a fresh session, as the explorer does after connecting.
    {
        ServiceSession session;
        session.setService(std::make_shared<RemoteTableService>(source.endpoint()));
        EntityTableModel model(&session);
        Heartbeat heartbeat;
        QElapsedTimer clock;
        clock.start();
        model.setTable(AccountName, Table);
        if (!waitUntil(
                [&] { return model.rowCount() > 0 && !model.data(model.index(0, 1)).toString().isEmpty(); },
                30'000))
            die(QStringLiteral("the first rows never arrived"));
        report("first_rows_ms", clock.nsecsElapsed() / 1e6, "ms",
            QStringLiteral("target 150 ms; rows=%1; longest stall %2 ms")
                .arg(model.rowCount())
                .arg(heartbeat.maxMs()));

        // Reading on: 50 rows a step (a screen), fetching more as a view does, for 20,000 rows.
        Heartbeat scrolling;
        QElapsedTimer scrollClock;
        scrollClock.start();
        const int rows = int(std::min<qint64>(20'000, n));
        for (int row = 0; row < rows; row += 50) {
            const int last = std::min(rows, row + 50) - 1;
            if (!waitUntil(
                    [&] {
                        if (model.rowCount() <= last && model.canFetchMore({}))
                            model.fetchMore({});
                        return model.rowCount() > last
                            && !model.data(model.index(last, 1)).toString().isEmpty();
                    },
                    30'000))
                die(QStringLiteral("row %1 never arrived").arg(last));
        }
        report("scroll_max_event_loop_gap_ms", scrolling.maxMs(), "ms",
            QStringLiteral("target < 50 ms; %1 rows read on in %2 s")
                .arg(rows)
                .arg(scrollClock.elapsed() / 1000.0));
    }

    // Round trips one after another: a point read, and a single insert (a request with a body).
    {
        RemoteTableService service(source.endpoint());
        constexpr int Rounds = 50;
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < Rounds; ++i) {
            if (auto got = service.getEntity(AccountName, Table, partitionKey(i * 997), rowKey(i * 997));
                !got)
                die(got.error().toString());
        }
        report("point_read_round_trip_ms", clock.nsecsElapsed() / 1e6 / Rounds, "ms",
            QStringLiteral("%1 in a row").arg(Rounds));
        service.createTable(AccountName, QStringLiteral("Singles"));
        clock.restart();
        for (int i = 0; i < Rounds; ++i) {
            if (auto done = service.write(AccountName, QStringLiteral("Singles"),
                    {OperationType::InsertOrReplace, makeEntity(i), {}});
                !done)
                die(done.error().toString());
        }
        report("single_write_round_trip_ms", clock.nsecsElapsed() / 1e6 / Rounds, "ms",
            QStringLiteral("%1 in a row").arg(Rounds));
    }

    // Per request: one `$batch` at a time of growing size into a fresh target, the server acknowledging a
    // partly received request at once or not (ServerOptions::acknowledgeAtOnce): where the time per request
    // jumps, and whether that jump is the delayed acknowledgement.
    for (const bool early : {false, true}) {
        ServeThread target(
            temp.filePath(QStringLiteral("remotebench-sizes-%1.rowan").arg(early)), serveOptions(early));
        RemoteTableService to(target.endpoint());
        to.createTable(AccountName, Table);
        qint64 next = 0;
        for (const int size : {10, 20, 25, 28, 30, 40, 60, 100}) {
            constexpr int Rounds = 20;
            qint64 bodyBytes = 0; // of the last batch
            QElapsedTimer clock;
            clock.start();
            for (int round = 0; round < Rounds; ++round) {
                QList<EntityOperation> batch;
                for (int i = 0; i < size; ++i, ++next) {
                    Entity e = makeEntity(next);
                    e.setPartitionKey(QStringLiteral("sizes-%1").arg(round));
                    batch.append({OperationType::Insert, std::move(e), {}});
                }
                bodyBytes = batchBodyBytes(target.tableEndpoint().toString(), batch);
                if (auto done = to.executeBatch(AccountName, Table, batch); !done)
                    die(done.error().toString());
            }
            report(early ? "batch_ms_ack_at_once" : "batch_ms_delayed_ack",
                clock.nsecsElapsed() / 1e6 / Rounds, "ms",
                QStringLiteral("$batch of %1, request body ~%2 bytes").arg(size).arg(bodyBytes));
        }
    }

    // Copy: the first copyCount entities, partition by partition in parallel, batches of 100, into a fresh
    // target that acknowledges at once and into one that leaves it to the delayed-ACK timer, alternating.
    const int rounds = qEnvironmentVariableIsSet("ROWAN_BENCH_COPY_ROUNDS")
        ? std::max(1, qEnvironmentVariableIntValue("ROWAN_BENCH_COPY_ROUNDS"))
        : 1;
    for (int round = 0; round < rounds; ++round) {
        for (const bool early : {false, true})
            copy(source,
                temp.filePath(QStringLiteral("remotebench-target-%1-%2.rowan").arg(round).arg(early)),
                serveOptions(early), copyCount);
    }
    return 0;
}
