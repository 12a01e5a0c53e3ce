// rowan-bulkbench [N] [REMOTE_N]: bulk edit throughput and preview latency. Fills an encrypted store with N
// entities (default 1,000,000; benchdata.h's, 1000 per partition), then prints
//   - the preview's latency (count and a sample of 5) of a partition scan, counted (a residual filter) and
//     from the statistics (the partition alone);
//   - one bulk edit (set a property on every entity) of the whole table on the embedded store, journaled
//     as one action, in entities per second;
//   - the same edit of REMOTE_N entities (default N) through `rowan serve` in-process on loopback, reached as
//     a remote endpoint.
#include "benchdata.h"
#include "remote/servethread.h"

#include <rowan/bulk/bulkedit.h>
#include <rowan/localtableservice.h>

#include <QCoreApplication>
#include <QTemporaryDir>

#include <cstdio>

using namespace rowan;
using namespace rowan::bench;

namespace {

const bulk::BulkEdit Edit {
    {{QStringLiteral("Status"), Value::string(QStringLiteral("shipped"))}}, {}, {}, {}};

std::shared_ptr<Store> filledStore(const QString &path, qint64 n, const char *tag)
{
    StoreOptions options;
    options.createIfMissing = true;
    options.passphrase = Passphrase;
    auto opened = Store::open(path, options);
    if (!opened) {
        std::fprintf(stderr, "cannot open %s: %s\n", qPrintable(path), qPrintable(opened.error().toString()));
        return nullptr;
    }
    std::shared_ptr<Store> store(std::move(*opened));
    if (!store->createTable(AccountName, Table) || !fillTable(*store, Table, n, tag))
        return nullptr;
    return store;
}

// Runs the edit over the whole table; prints and returns entities per second (0 on failure).
double timeEdit(const std::shared_ptr<TableService> &service, qint64 n, const char *what)
{
    Stopwatch watch;
    watch.start();
    auto report = bulk::runBulkEdit(service, bulk::Scope {AccountName, Table, std::nullopt, {}}, Edit);
    watch.stop();
    if (!report || report->written != n) {
        std::fprintf(stderr, "%s: the edit failed: %s\n", what,
            report ? qPrintable(QStringLiteral("%1 written").arg(report->written))
                   : qPrintable(report.error().toString()));
        return 0;
    }
    const double seconds = double(watch.wallNs()) / 1e9;
    std::printf("%-40s %9lld entities in %7.2f s (CPU %7.2f s): %9.0f entities/s\n", what,
        static_cast<long long>(n), seconds, double(watch.cpuNs()) / 1e9, double(n) / seconds);
    return double(n) / seconds;
}

void timePreview(const TableService &service, const QString &filterText, const char *what)
{
    const bulk::Scope scope {AccountName, Table, std::nullopt, *Filter::fromText(filterText)};
    double best = 1e9;
    qint64 count = 0;
    bool fromStatistics = false;
    for (int round = 0; round < 5; ++round) {
        Stopwatch watch;
        watch.start();
        auto preview = bulk::previewBulkEdit(service, scope, Edit, 5);
        watch.stop();
        if (!preview) {
            std::fprintf(stderr, "preview failed: %s\n", qPrintable(preview.error().toString()));
            return;
        }
        count = preview->count.count;
        fromStatistics = preview->count.fromStatistics;
        best = std::min(best, double(watch.wallNs()) / 1e6);
    }
    std::printf("%-40s %9lld entities (%s), best of 5: %7.1f ms\n", what, static_cast<long long>(count),
        fromStatistics ? "statistics" : "counted", best);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const qint64 n = argc > 1 ? QByteArray(argv[1]).toLongLong() : 1'000'000;
    const qint64 remoteN = argc > 2 ? QByteArray(argv[2]).toLongLong() : n;
    QTemporaryDir dir;
    if (n <= 0 || remoteN <= 0 || !dir.isValid()) {
        std::fprintf(stderr, "usage: rowan-bulkbench [N] [REMOTE_N]\n");
        return 2;
    }
    std::printf("rowan-bulkbench: %lld entities embedded, %lld remote\n", static_cast<long long>(n),
        static_cast<long long>(remoteN));

    auto store = filledStore(dir.filePath(QStringLiteral("bulk.rowan")), n, "embedded");
    if (!store)
        return 1;
    auto local = std::make_shared<LocalTableService>(store);
    const QString partition = partitionKey(n / 2);
    timePreview(*local, QStringLiteral("PartitionKey eq '%1' and Age lt 9").arg(partition),
        "preview, partition scan + residual");
    timePreview(*local, QStringLiteral("PartitionKey eq '%1'").arg(partition), "preview, partition scan");
    const double embedded = timeEdit(local, n, "bulk edit, embedded (journaled)");
    local.reset();
    store.reset();

    ServeThread serve(dir.filePath(QStringLiteral("serve.rowan")));
    if (serve.port() == 0 || !serve.store()->createTable(AccountName, Table)
        || !fillTable(*serve.store(), Table, remoteN, "remote")) {
        std::fprintf(stderr, "rowan serve did not start\n");
        return 1;
    }
    auto remote = std::make_shared<RemoteTableService>(serve.endpoint());
    timePreview(*remote, QStringLiteral("PartitionKey eq '%1' and Age lt 9").arg(partitionKey(remoteN / 2)),
        "preview remote, partition scan + residual");
    const double overHttp = timeEdit(remote, remoteN, "bulk edit, rowan serve on loopback");
    return embedded > 0 && overHttp > 0 ? 0 : 1;
}
