// rowan-keybench: key insight on a large encrypted table. Creates (or reuses) a store with the benchmark
// table (benchdata.h: N entities, 1,000 per partition), then times inspectTableKeys() from the call to the
// findings, cold (first call after opening the store) and warm, split into its phases (partition statistics,
// key sample, analysis), while the main thread's event loop runs a 1 ms heartbeat and records its longest
// gap (the work runs on a worker thread, as the explorer will run it). Then times locateKey() on random keys.
// Prints one JSON object per line per figure.
//
//   rowan-keybench [--store PATH] [--entities N] [--sample N] [--runs N]
#include "benchdata.h"
#include "benchreport.h"

#include <rowan/keysampler.h>
#include <rowan/store.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QUuid>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace rowan;
using namespace rowan::bench;

namespace {

qint64 threadCpuNs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

double ms(qint64 ns)
{
    return qRound64(ns / 100'000.0) / 10.0;
}

std::unique_ptr<Store> openStore(const QString &path, bool create)
{
    StoreOptions options;
    options.passphrase = Passphrase;
    options.createIfMissing = create;
    auto store = Store::open(path, options);
    if (!store)
        die(store.error().toString());
    return std::move(*store);
}

void createTable(const QString &path, qint64 n)
{
    auto store = openStore(path, true);
    if (auto created = store->createTable(AccountName, Table); !created)
        die(created.error().toString());
    QElapsedTimer timer;
    timer.start();
    for (qint64 first = 0; first < n; first += BatchSize) {
        QList<EntityOperation> ops;
        ops.reserve(BatchSize);
        for (qint64 i = first; i < std::min(n, first + BatchSize); ++i)
            ops.append(EntityOperation {OperationType::Insert, makeEntity(i), {}});
        if (auto done = store->executeBatch(AccountName, Table, ops); !done)
            die(done.error().toString());
        if (first % 1'000'000 == 0 && first > 0)
            std::fprintf(stderr, "rowan-keybench: %lld entities loaded\n", static_cast<long long>(first));
    }
    report(n, "load_s", qRound64(timer.elapsed() / 100.0) / 10.0, "s",
        {{QStringLiteral("store_file_mib"), qRound64(QFileInfo(path).size() / 1048576.0)}});
}

// Runs `work` on a worker thread while this thread's event loop ticks every millisecond; returns the
// longest gap between ticks (ns) and the work's wall time (ns).
std::pair<qint64, qint64> onWorker(const std::function<void()> &work)
{
    QElapsedTimer wall;
    QElapsedTimer sinceTick;
    qint64 longestGap = 0;
    QTimer heartbeat;
    heartbeat.setInterval(1);
    heartbeat.setTimerType(Qt::PreciseTimer);
    QObject::connect(&heartbeat, &QTimer::timeout, [&] {
        longestGap = std::max(longestGap, sinceTick.nsecsElapsed());
        sinceTick.restart();
    });
    QEventLoop loop;
    qint64 workNs = 0;
    QThread *thread = QThread::create([&] {
        QElapsedTimer t;
        t.start();
        work();
        workNs = t.nsecsElapsed();
    });
    QObject::connect(thread, &QThread::finished, &loop, &QEventLoop::quit);
    wall.start();
    sinceTick.start();
    heartbeat.start();
    thread->start();
    loop.exec();
    heartbeat.stop();
    thread->wait();
    delete thread;
    return {longestGap, workNs};
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Rowan key insight benchmark"));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("store"),
        QStringLiteral("Store file to use, created when missing (default: a temporary one, removed after)."),
        QStringLiteral("path")});
    parser.addOption({QStringLiteral("entities"), QStringLiteral("Entities in the table."),
        QStringLiteral("n"), QStringLiteral("10000000")});
    parser.addOption({QStringLiteral("sample"), QStringLiteral("Keys to sample at most."),
        QStringLiteral("n"), QStringLiteral("200000")});
    parser.addOption({QStringLiteral("runs"), QStringLiteral("Warm runs after the cold one."),
        QStringLiteral("n"), QStringLiteral("3")});
    parser.process(app);
    const qint64 n = parser.value(QStringLiteral("entities")).toLongLong();
    const qint64 sampleKeysMax = parser.value(QStringLiteral("sample")).toLongLong();
    const int runs = parser.value(QStringLiteral("runs")).toInt();
    if (n <= 0 || sampleKeysMax <= 0 || runs < 0)
        die(QStringLiteral("--entities and --sample must be positive, --runs not negative"));

    QTemporaryDir temp;
    const QString path = parser.isSet(QStringLiteral("store"))
        ? parser.value(QStringLiteral("store"))
        : temp.filePath(QStringLiteral("keybench.rowan"));
    if (!QFileInfo::exists(path))
        createTable(path, n);

    auto store = openStore(path, false);
    auto stats = store->tableStats(AccountName, Table);
    if (!stats || stats->entityCount != n)
        die(QStringLiteral("%1 does not hold %2 entities in %3").arg(path).arg(n).arg(Table));
    KeySampleOptions options;
    options.maxKeys = sampleKeysMax;

    for (int run = 0; run <= runs; ++run) {
        const QString kind = run == 0 ? QStringLiteral("cold") : QStringLiteral("warm");
        Result<KeyInsight> insight = fail(ErrorCode::InternalError, {});
        const qint64 cpuStart = processCpuNs();
        const auto [gap, wallNs]
            = onWorker([&] { insight = inspectTableKeys(*store, AccountName, Table, options); });
        const qint64 cpuNs = processCpuNs() - cpuStart;
        if (!insight)
            die(insight.error().toString());
        QStringList rules;
        for (const KeyFinding &f : insight->findings)
            rules.append(f.ruleId);
        report(n, "findings_ms", ms(wallNs), "ms",
            {{QStringLiteral("run"), kind}, {QStringLiteral("cpu_ms"), ms(cpuNs)},
                {QStringLiteral("event_loop_max_gap_ms"), ms(gap)},
                {QStringLiteral("sampled_keys"), insight->sampledKeys},
                {QStringLiteral("sample"), insight->sampleDescription},
                {QStringLiteral("findings"), rules.join(u',')}});
    }

    // The phases, warm.
    QElapsedTimer t;
    t.start();
    KeyInsightInput input;
    input.table = *stats;
    auto scanned = store->scanPartitions(AccountName, Table, {}, [&](const PartitionStats &p) {
        input.partitions.append(p);
        return ScanControl::Continue;
    });
    if (!scanned)
        die(scanned.error().toString());
    const qint64 partitionsNs = t.nsecsElapsed();
    t.restart();
    auto sample = sampleKeys(*store, AccountName, Table, input.partitions, options);
    if (!sample)
        die(sample.error().toString());
    input.sample = std::move(*sample);
    const qint64 sampleNs = t.nsecsElapsed();
    t.restart();
    const qint64 analysisCpuStart = threadCpuNs();
    auto analysed = analyzeKeys(input);
    if (!analysed)
        die(analysed.error().toString());
    const qint64 analysisNs = t.nsecsElapsed();
    const qint64 analysisCpuNs = threadCpuNs() - analysisCpuStart;
    report(n, "phase_partitions_ms", ms(partitionsNs), "ms",
        {{QStringLiteral("partitions"), input.partitions.size()}});
    report(n, "phase_sample_ms", ms(sampleNs), "ms",
        {{QStringLiteral("keys"), input.sample.keys.size()},
            {QStringLiteral("partitions_read"), input.sample.partitionsRead}});
    report(n, "phase_analysis_ms", ms(analysisNs), "ms", {{QStringLiteral("cpu_ms"), ms(analysisCpuNs)}});

    // Where random keys sort: existing keys and keys between them, three neighbours each side.
    QRandomGenerator rng(11);
    QList<qint64> times;
    for (int i = 0; i < 50; ++i) {
        const qint64 e = qint64(rng.bounded(quint64(n)));
        QString rk = rowKey(e);
        if (i % 2)
            rk += QStringLiteral("5");
        t.restart();
        auto pos = locateKey(*store, AccountName, Table, partitionKey(e), rk, 3);
        times.append(t.nsecsElapsed());
        if (!pos)
            die(pos.error().toString());
        if (pos->before.size() != 3 && e >= 3)
            die(QStringLiteral("locateKey found %1 keys before %2").arg(pos->before.size()).arg(rk));
    }
    std::sort(times.begin(), times.end());
    report(n, "locate_key_median_us", qRound64(times.at(times.size() / 2) / 1000.0), "us",
        {{QStringLiteral("max_us"), qRound64(times.last() / 1000.0)},
            {QStringLiteral("keys"), times.size()}});
    // The analysis alone on 200,000 keys of mixed shapes (1,000 partitions of 200 keys: inverted ticks under
    // two prefixes, unpadded numbers, GUIDs, dates, e-mail addresses), which exercise every rule.
    KeyInsightInput mixed;
    QRandomGenerator shapes(3);
    for (int p = 0; p < 1000; ++p) {
        const QString pk = QStringLiteral("tenant%1").arg(p, 4, 10, QLatin1Char('0'));
        QList<SampledKey> keys;
        for (int i = 0; i < 200; ++i) {
            QString rk;
            switch (p % 5) {
            case 0:
                rk = (i % 2 ? QStringLiteral("evt_") : QStringLiteral("idx_"))
                    + QString::number(DateTime::MaxTicks - 639'000'000'000'000'000LL - i * 10'000'000LL);
                break;
            case 1:
                rk = QString::number(i);
                break;
            case 2:
                rk = QUuid::createUuidV5(QUuid(), QString::number(shapes.generate64()))
                         .toString(QUuid::WithoutBraces);
                break;
            case 3:
                rk = QStringLiteral("2026-%1-%2")
                         .arg(1 + i / 28, 2, 10, QLatin1Char('0'))
                         .arg(1 + i % 28, 2, 10, QLatin1Char('0'));
                break;
            default:
                rk = QStringLiteral("user%1@example.org").arg(shapes.bounded(1'000'000));
            }
            keys.append({pk, rk});
        }
        std::sort(keys.begin(), keys.end(),
            [](const SampledKey &a, const SampledKey &b) { return a.rowKey < b.rowKey; });
        mixed.partitions.append({pk, qint64(keys.size()), qint64(keys.size()) * 150});
        mixed.sample.keys += keys;
    }
    mixed.sample.wholeTable = true;
    mixed.sample.partitionsRead = mixed.partitions.size();
    mixed.table = {qint64(mixed.sample.keys.size()), qint64(mixed.sample.keys.size()) * 150,
        qint64(mixed.partitions.size())};
    QList<qint64> analysis, analysisCpu;
    QStringList mixedRules;
    for (int run = 0; run < 3; ++run) {
        t.restart();
        const qint64 cpuStart = threadCpuNs();
        auto found = analyzeKeys(mixed);
        analysis.append(t.nsecsElapsed());
        analysisCpu.append(threadCpuNs() - cpuStart);
        if (!found)
            die(found.error().toString());
        mixedRules.clear();
        for (const KeyFinding &f : found->findings)
            mixedRules.append(f.ruleId);
    }
    std::sort(analysis.begin(), analysis.end());
    std::sort(analysisCpu.begin(), analysisCpu.end());
    report(mixed.sample.keys.size(), "analysis_mixed_keys_median_ms", ms(analysis.at(1)), "ms",
        {{QStringLiteral("cpu_ms"), ms(analysisCpu.at(1))}, {QStringLiteral("max_ms"), ms(analysis.last())},
            {QStringLiteral("findings"), mixedRules.join(u',')}});
    return 0;
}
