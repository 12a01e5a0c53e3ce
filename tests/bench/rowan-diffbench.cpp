// rowan-diffbench: diffTables() over two encrypted tables of N entities each that differ in 1% of their
// entities (of every 300: one missing on the right, one changed, one under another key there): the diff of
// two embedded stores, and of an embedded store against the same table served by `rowan serve` on loopback
// (in-process, its own thread) through the REST client. Prints entities per second per side and the peak
// resident memory of the diff itself (VmHWM, reset before each run through /proc/self/clear_refs).
//
//   rowan-diffbench [entities=1000000] [workdir=a temporary folder]
#include "benchdata.h"
#include "benchreport.h"

#include <rowan/compare/diff.h>
#include <rowan/localtableservice.h>
#include <rowan/remotetableservice.h>
#include <rowan/tableserver.h>

#include <QCoreApplication>
#include <QFile>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QThread>

#include <cstdio>

#include <malloc.h>

using namespace rowan;
using namespace rowan::bench;

namespace {

void report(const char *figure, double value, const char *unit, const QString &more = {})
{
    std::printf("%-34s %12.1f %-10s %s\n", figure, value, unit, qPrintable(more));
    std::fflush(stdout);
}

// The right side: of every 300 keys, one missing, one with another Age, one under another key.
Entity rightEntity(qint64 i, bool *skip)
{
    *skip = i % 300 == 0;
    Entity e = makeEntity(i);
    if (i % 300 == 100)
        e.setProperty(QStringLiteral("Age"), Value::int32(1000));
    if (i % 300 == 200)
        e.setRowKey(e.rowKey() + QStringLiteral("x"));
    return e;
}

void build(const QString &path, qint64 n, bool right)
{
    StoreOptions options;
    options.createIfMissing = true;
    options.passphrase = Passphrase;
    auto opened = Store::open(path, options);
    if (!opened)
        die(opened.error().toString());
    std::shared_ptr<Store> store(std::move(*opened));
    if (auto created = store->createTable(AccountName, Table); !created)
        die(created.error().toString());
    if (!right) {
        if (auto done = TestStoreBuilder::insert(*store, Table, n, makeEntity); !done)
            die(done.error().toString());
        return;
    }
    // Right: the entities in key order, without the skipped ones ("x" keys sort right after their base).
    QList<Entity> chunk;
    for (qint64 first = 0; first < n; first += 100'000) {
        chunk.clear();
        for (qint64 i = first; i < std::min(n, first + 100'000); ++i) {
            bool skip = false;
            Entity e = rightEntity(i, &skip);
            if (!skip)
                chunk.append(std::move(e));
        }
        if (auto done
            = TestStoreBuilder::insert(*store, Table, chunk.size(), [&](qint64 k) { return chunk.at(k); });
            !done)
            die(done.error().toString());
    }
}

// The page cache per connection the diff's stores get: what `rowan diff` opens its stores with unless
// ROWAN_BENCH_CACHE_KIB says otherwise (the engine's default is 65536).
int cacheKiB()
{
    bool ok = false;
    const int kib = qEnvironmentVariableIntValue("ROWAN_BENCH_CACHE_KIB", &ok);
    return ok && kib > 0 ? kib : compare::SideCacheKiB;
}

std::shared_ptr<Store> open(const QString &path)
{
    StoreOptions options;
    options.passphrase = Passphrase;
    options.cacheSizeKiB = cacheKiB();
    auto opened = Store::open(path, options);
    if (!opened)
        die(opened.error().toString());
    return std::shared_ptr<Store>(std::move(*opened));
}

// `rowan serve` over an open store, on its own thread with its event loop.
class Server : public QThread
{
public:
    explicit Server(std::shared_ptr<Store> store)
        : m_store(std::move(store))
    {
        start();
        m_ready.acquire();
    }
    ~Server() override
    {
        quit();
        wait();
    }
    quint16 port() const { return m_port; }

protected:
    void run() override
    {
        ServerOptions options;
        options.port = 0;
        options.workerThreads = 4;
        TableServer server(*m_store, options);
        if (server.listen())
            m_port = server.port();
        m_ready.release();
        if (m_port)
            exec();
        server.shutdown();
    }

private:
    std::shared_ptr<Store> m_store;
    QSemaphore m_ready;
    quint16 m_port = 0;
};

// One table read through the service with nothing done with the entities: what reading a side costs.
void runScan(const char *name, const TableService &service)
{
    QElapsedTimer timer;
    timer.start();
    const qint64 cpuStart = processCpuNs();
    auto scanned
        = service.scan(AccountName, Table, KeyRange::all(), [](Entity &) { return ScanControl::Continue; });
    if (!scanned)
        die(scanned.error().toString());
    const double seconds = timer.nsecsElapsed() / 1e9;
    const double cpuSeconds = (processCpuNs() - cpuStart) / 1e9;
    report(name, double(scanned->visited) / seconds, "entities/s",
        QStringLiteral("wall; %1 s CPU: %2 entities/s of CPU")
            .arg(cpuSeconds, 0, 'f', 2)
            .arg(qint64(double(scanned->visited) / cpuSeconds)));
}

void runDiff(const char *name, const TableService &left, const TableService &right, qint64 n)
{
    resetPeakRss();
    const qint64 before = procStatusKb("VmRSS:");
    QElapsedTimer timer;
    timer.start();
    const qint64 cpuStart = processCpuNs();
    auto summary = compare::diffTables(compare::TableSide {&left, AccountName, Table},
        compare::TableSide {&right, AccountName, Table}, {},
        [](compare::EntityDifference &) { return ScanControl::Continue; });
    const double seconds = timer.nsecsElapsed() / 1e9;
    const double cpuSeconds = (processCpuNs() - cpuStart) / 1e9;
    if (!summary)
        die(summary.error().toString());
    qint64 expected = 0;
    for (qint64 i = 0; i < n; ++i)
        expected += i % 300 == 0 || i % 300 == 200;
    const qint64 perSide = std::max(summary->leftRead, summary->rightRead);
    report(name, double(perSide) / seconds, "entities/s",
        QStringLiteral("per side, wall; %1 s wall, %2 s CPU (every thread); %3 entities/s per side of CPU")
            .arg(seconds, 0, 'f', 2)
            .arg(cpuSeconds, 0, 'f', 2)
            .arg(qint64(double(perSide) / cpuSeconds)));
    std::printf("    left %lld, right %lld; only-left %lld, only-right %lld, changed %lld, identical %lld; "
                "VmHWM %lld MB (VmRSS before %lld MB); page cache %d KiB per connection\n",
        summary->leftRead, summary->rightRead, summary->onlyLeft, summary->onlyRight, summary->changed,
        summary->identical, procStatusKb("VmHWM:") / 1024, before / 1024, cacheKiB());
    if (summary->onlyLeft != expected)
        die(QStringLiteral("expected %1 entities only on the left, found %2")
                .arg(expected)
                .arg(summary->onlyLeft));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const qint64 n = args.size() > 1 ? args.at(1).toLongLong() : 1'000'000;
    QTemporaryDir temp;
    const QString dir = args.size() > 2 ? args.at(2) : temp.path();
    // A work folder's stores are built once and reused (delete them after changing N).
    if (!QFile::exists(dir + QStringLiteral("/left.rowan"))
        || !QFile::exists(dir + QStringLiteral("/right.rowan"))) {
        QFile::remove(dir + QStringLiteral("/left.rowan"));
        QFile::remove(dir + QStringLiteral("/right.rowan"));
        QElapsedTimer timer;
        timer.start();
        build(dir + QStringLiteral("/left.rowan"), n, false);
        build(dir + QStringLiteral("/right.rowan"), n, true);
        report("build_two_stores_s", timer.elapsed() / 1000.0, "s",
            QStringLiteral("entities=%1 each, encrypted").arg(n));
    }
    // Closed and opened again, with the memory the writes took handed back, so the peak is the diff's.
    malloc_trim(0);
    auto left = open(dir + QStringLiteral("/left.rowan"));
    auto right = open(dir + QStringLiteral("/right.rowan"));

    LocalTableService leftService(left);
    LocalTableService rightService(right);
    runScan("scan_left_alone", leftService);
    runDiff("diff_embedded_embedded", leftService, rightService, n);

    Server server(right);
    if (!server.port())
        die(QStringLiteral("the server did not start"));
    RemoteEndpoint endpoint;
    endpoint.tableEndpoint
        = QUrl(QStringLiteral("http://127.0.0.1:%1/%2").arg(server.port()).arg(AccountName));
    endpoint.account = AccountName;
    endpoint.accountKey = QString::fromLatin1(DevelopmentAccountKey);
    RemoteTableService remote(endpoint);
    runDiff("diff_embedded_serve", leftService, remote, n);
    return 0;
}
