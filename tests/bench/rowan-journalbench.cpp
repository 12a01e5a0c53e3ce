// rowan-journalbench [N]: what the change journal costs on an embedded store. Imports N entities
// (default 1,000,000) in entity group transactions and deletes them all again the same way, once without
// and once with the journal, on fresh encrypted stores, and prints both side by side with their ratio;
// then undoes the journaled bulk delete and prints its rate.
#include "benchdata.h"

#include <rowan/localtableservice.h>
#include <rowan/undo.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>

using namespace rowan;
using namespace rowan::bench;

namespace {

// Entities per executeBatches() call: what the importer hands the service at once.
constexpr qint64 Chunk = 10'000;

// Wall-clock and process CPU seconds of one phase: on a shared machine the CPU time is the steadier guide.
struct Spent
{
    double wall = 0;
    double cpu = 0;
};

struct Run
{
    Spent import;
    Spent bulkDelete;
    double undoS = 0;
    // Until the undo's first progress report (its reading ahead of the first write), and the undo's CPU.
    double undoFirstProgressS = 0;
    double undoCpuS = 0;
    // The largest -wal seen at the undo's progress reports: how far the log grew while it wrote.
    qint64 undoLargestWal = 0;
    qint64 restored = 0;
    qint64 journalBytes = 0;
};

// Sends entities [0, n) as `type` operations through `service` in chunks; returns the time spent in the
// service, or nullopt on a failed batch.
std::optional<Spent> writeAll(TableService &service, qint64 n, OperationType type)
{
    QElapsedTimer timer;
    qint64 spent = 0;
    qint64 cpu = 0;
    for (qint64 from = 0; from < n; from += Chunk) {
        QList<QList<EntityOperation>> batches;
        QList<EntityOperation> batch;
        for (qint64 i = from; i < std::min(n, from + Chunk); ++i) {
            Entity e = type == OperationType::Delete ? Entity(partitionKey(i), rowKey(i)) : makeEntity(i);
            if (!batch.isEmpty() && (batch.size() == BatchSize || batch.first().entity.partitionKey() != e.partitionKey()))
                batches.append(std::exchange(batch, {}));
            batch.append({type, std::move(e), {}});
        }
        batches.append(batch);
        timer.start();
        const qint64 cpuStart = processCpuNs();
        const QList<BatchOutcome> outcomes = service.executeBatches(AccountName, Table, batches);
        spent += timer.nsecsElapsed();
        cpu += processCpuNs() - cpuStart;
        for (const BatchOutcome &o : outcomes) {
            if (o.state != BatchOutcome::State::Committed) {
                std::fprintf(stderr, "a batch failed: %s\n", qPrintable(o.error.toString()));
                return std::nullopt;
            }
        }
    }
    return Spent {double(spent) / 1e9, double(cpu) / 1e9};
}

std::optional<Run> measure(const QString &path, qint64 n, bool journal)
{
    StoreOptions options;
    options.createIfMissing = true;
    options.passphrase = Passphrase;
    auto opened = Store::open(path, options);
    if (!opened) {
        std::fprintf(stderr, "cannot open %s: %s\n", qPrintable(path), qPrintable(opened.error().toString()));
        return std::nullopt;
    }
    auto service = std::make_shared<LocalTableService>(std::shared_ptr<Store>(std::move(*opened)));
    if (!service->createTable(AccountName, Table))
        return std::nullopt;
    Run run;
    const auto inAction = [&](const QString &kind, OperationType type) -> std::optional<Spent> {
        ActionId id = 0;
        if (journal) {
            auto begun = service->beginAction(ActionInfo {kind, kind, AccountName, Table, QStringLiteral("bench"), 0});
            if (!begun)
                return std::nullopt;
            id = *begun;
        }
        auto spent = writeAll(*journaled(service, id), n, type);
        if (!spent || !journal)
            return spent;
        // The action's end (with its trim) is part of the journaled run's cost.
        QElapsedTimer ending;
        ending.start();
        const qint64 cpuStart = processCpuNs();
        if (!service->endAction(id))
            return std::nullopt;
        spent->wall += double(ending.nsecsElapsed()) / 1e9;
        spent->cpu += double(processCpuNs() - cpuStart) / 1e9;
        return spent;
    };
    QElapsedTimer timer;
    auto imported = inAction(QStringLiteral("import"), OperationType::Insert);
    if (!imported)
        return std::nullopt;
    run.import = *imported;
    auto deleted = inAction(QStringLiteral("bulk-delete"), OperationType::Delete);
    if (!deleted)
        return std::nullopt;
    run.bulkDelete = *deleted;
    if (journal) {
        run.journalBytes = service->journalSize().value_or(-1);
        auto last = lastUndoableAction(*service);
        if (!last || *last == 0)
            return std::nullopt;
        const QString wal = path + QStringLiteral("-wal");
        const auto progress = [&](qint64 done, qint64) {
            if (done == 0)
                run.undoFirstProgressS = double(timer.nsecsElapsed()) / 1e9;
            run.undoLargestWal = std::max(run.undoLargestWal, QFileInfo(wal).size());
        };
        timer.start();
        const qint64 cpuStart = processCpuNs();
        auto undone = undoAction(*service, *last, {}, progress);
        run.undoS = double(timer.nsecsElapsed()) / 1e9;
        run.undoCpuS = double(processCpuNs() - cpuStart) / 1e9;
        if (!undone) {
            std::fprintf(stderr, "undo failed: %s\n", qPrintable(undone.error().toString()));
            return std::nullopt;
        }
        run.restored = undone->restored;
        if (!undone->conflicts.isEmpty() || service->tableStats(AccountName, Table)->entityCount != n) {
            std::fprintf(stderr, "undo did not restore every entity\n");
            return std::nullopt;
        }
    }
    return run;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    qint64 n = 1'000'000;
    if (argc > 1) {
        bool ok = false;
        n = QString::fromLocal8Bit(argv[1]).toLongLong(&ok);
        if (!ok || n <= 0) {
            std::fprintf(stderr, "usage: rowan-journalbench [N]  (N entities, default 1000000)\n");
            return 2;
        }
    }
    QTemporaryDir dir;
    if (!dir.isValid())
        return 1;
    std::printf("rowan-journalbench: %lld entities of ~150 bytes, encrypted stores, %lld per executeBatches() "
                "call\n",
        static_cast<long long>(n), static_cast<long long>(Chunk));
    const auto plain = measure(dir.filePath(QStringLiteral("plain.rowan")), n, false);
    const auto journaledRun = measure(dir.filePath(QStringLiteral("journal.rowan")), n, true);
    if (!plain || !journaledRun)
        return 1;
    const auto rate = [n](double s) { return s > 0 ? double(n) / s : 0.0; };
    std::printf("%-22s %14s %14s %9s\n", "", "no journal", "journal", "cost");
    const auto row = [&](const char *what, double without, double with) {
        std::printf("%-22s %10.0f e/s %10.0f e/s %+8.1f%%\n", what, rate(without), rate(with), (with / without - 1) * 100);
    };
    row("import (wall)", plain->import.wall, journaledRun->import.wall);
    row("import (CPU)", plain->import.cpu, journaledRun->import.cpu);
    row("bulk delete (wall)", plain->bulkDelete.wall, journaledRun->bulkDelete.wall);
    row("bulk delete (CPU)", plain->bulkDelete.cpu, journaledRun->bulkDelete.cpu);
    std::printf("journal after both: %.1f MiB\n", double(journaledRun->journalBytes) / (1024.0 * 1024.0));
    std::printf("undo of the bulk delete: %lld entities in %.2f s = %.0f entities/s\n",
        static_cast<long long>(journaledRun->restored), journaledRun->undoS,
        journaledRun->undoS > 0 ? double(journaledRun->restored) / journaledRun->undoS : 0.0);
    std::printf("  CPU %.2f s; %.2f s before its first write; largest -wal during it %.1f MiB\n",
        journaledRun->undoCpuS, journaledRun->undoFirstProgressS,
        double(journaledRun->undoLargestWal) / (1024.0 * 1024.0));
    return 0;
}
