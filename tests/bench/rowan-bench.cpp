// rowan-bench: insert, point-read and range-scan rates of the embedded store at several sizes, against raw
// SQLCipher inserts of the same rows. Prints one JSON object per line per figure. `--suite query` runs the
// query benchmarks of querybench.cpp instead (`--suite all`: both).
//
//   rowan-bench [--sizes 10000,1000000,10000000] [--dir DIR] [--reads N] [--scans N] [--reads-only]
#include "core/keycodec.h"
#include "core/record.h"
#include "rowan/store.h"
#include "storage/storetesting.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QUuid>

#include "benchdata.h"


#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>

using namespace rowan;
using namespace rowan::bench;

namespace rowan::bench {
void runQuerySuite(const QString &dir, qint64 n, int rangeQueries, int partitionScans);
} // namespace rowan::bench

namespace {

// `value` per wall-clock second, and `cpu_value` per second of CPU time when a stopwatch is given.
void report(qint64 size, const char *figure, double count, const char *unit, const Stopwatch *watch = nullptr)
{
    QJsonObject o;
    o[QStringLiteral("size")] = size;
    o[QStringLiteral("figure")] = QLatin1StringView(figure);
    o[QStringLiteral("value")] = watch ? qRound64(count * 1e9 / watch->wallNs()) : count;
    if (watch)
        o[QStringLiteral("cpu_value")] = qRound64(count * 1e9 / watch->cpuNs());
    o[QStringLiteral("unit")] = QLatin1StringView(unit);
    o[QStringLiteral("peak_rss_mib")] = peakRssMiB(0);
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

[[noreturn]] void die(const Error &error)
{
    std::fprintf(stderr, "rowan-bench: %s\n", qPrintable(error.toString()));
    std::exit(1);
}

template<typename T>
T check(std::expected<T, Error> r)
{
    if (!r)
        die(r.error());
    return std::move(*r);
}

void check(const Status &s)
{
    if (!s)
        die(s.error());
}

void runSize(const QString &dir, qint64 n, int reads, int scans, bool readsOnly)
{
    const QString storePath = dir + QStringLiteral("/store-%1.rowan").arg(n);
    const QString rawPath = dir + QStringLiteral("/raw-%1.db").arg(n);
    StoreOptions options;
    options.passphrase = Passphrase;
    options.createIfMissing = true;
    auto store = check(Store::open(storePath, options));
    check(store->createTable(AccountName, Table));

    // Batch-of-100 inserts: the whole data set, timing only the store calls.
    Stopwatch batchWatch;
    for (qint64 first = 0; first < n; first += BatchSize) {
        QList<EntityOperation> ops;
        ops.reserve(BatchSize);
        for (qint64 i = first; i < std::min(n, first + BatchSize); ++i)
            ops.append(EntityOperation {OperationType::Insert, makeEntity(i), {}});
        batchWatch.start();
        check(store->executeBatch(AccountName, Table, ops));
        batchWatch.stop();
    }
    report(n, "batch_insert_entities_per_s", n, "entities/s", &batchWatch);

    // Raw SQLCipher: the same rows, pre-encoded, in transactions of 100, into a bare WITHOUT ROWID table.
    if (!readsOnly) {
        auto raw = check(testing::RawTable::create(rawPath, Passphrase, options.cacheSizeKiB));
        Stopwatch rawWatch;
        const qint64 ts = DateTime::now().ticks();
        for (qint64 first = 0; first < n; first += BatchSize) {
            QList<testing::RawRow> rows;
            rows.reserve(BatchSize);
            for (qint64 i = first; i < std::min(n, first + BatchSize); ++i) {
                const Entity e = makeEntity(i);
                rows.append(testing::RawRow {keycodec::encode(e.partitionKey()), keycodec::encode(e.rowKey()),
                    ts, e.storageSize(), record::encode(e)});
            }
            rawWatch.start();
            check(raw->insert(rows));
            rawWatch.stop();
        }
        report(n, "raw_sqlcipher_insert_rows_per_s", n, "rows/s", &rawWatch);
    }
    QFile::remove(rawPath);
    QFile::remove(rawPath + QStringLiteral("-wal"));
    QFile::remove(rawPath + QStringLiteral("-shm"));

    // Single inserts, one transaction each, into a partition of their own.
    const int singles = readsOnly ? 0 : 5000;
    Stopwatch timer;
    timer.start();
    for (int i = 0; i < singles; ++i) {
        Entity e = makeEntity(i);
        e.setPartitionKey(QStringLiteral("single"));
        check(store->insertEntity(AccountName, Table, e));
    }
    timer.stop();
    if (!readsOnly)
        report(n, "single_inserts_per_s", singles, "inserts/s", &timer);

    // Point reads of uniformly random keys. The keys are formatted outside the timed part, a thousand at a
    // time (QString::arg costs ~0.7 µs per read, a sixth of an in-cache read), so the rate is the engine's.
    QRandomGenerator random(42);
    timer = Stopwatch();
    std::vector<std::pair<QString, QString>> keys;
    for (int first = 0; first < reads; first += 1000) {
        keys.clear();
        for (int i = first; i < std::min(reads, first + 1000); ++i) {
            const qint64 k = qint64(random.bounded(quint64(n)));
            keys.emplace_back(partitionKey(k), rowKey(k));
        }
        timer.start();
        for (const auto &[pk, rk] : keys)
            check(store->getEntity(AccountName, Table, pk, rk));
        timer.stop();
    }
    report(n, "point_reads_per_s", reads, "reads/s", &timer);

    // Range scans: whole partitions (1,000 entities, or fewer at the end) chosen at random.
    const qint64 partitions = (n + PartitionSize - 1) / PartitionSize;
    qint64 scanned = 0;
    timer = Stopwatch();
    timer.start();
    for (int i = 0; i < scans; ++i) {
        const qint64 p = qint64(random.bounded(quint64(partitions)));
        auto result
            = check(store->scan(AccountName, Table, KeyRange::partition(partitionKey(p * PartitionSize)),
                [](Entity &) { return ScanControl::Continue; }));
        scanned += result.visited;
    }
    timer.stop();
    report(n, "range_scan_entities_per_s", scanned, "entities/s", &timer);

    const TableStats stats = check(store->tableStats(AccountName, Table));
    if (stats.entityCount != n + singles)
        die(Error {
            ErrorCode::InternalError, QStringLiteral("statistics say %1 entities").arg(stats.entityCount)});
    report(n, "store_file_mib", qRound64(QFileInfo(storePath).size() / 1048576.0), "MiB");
    store.reset();
    QFile::remove(storePath);
    QFile::remove(storePath + QStringLiteral("-wal"));
    QFile::remove(storePath + QStringLiteral("-shm"));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Rowan engine benchmark"));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("suite"),
        QStringLiteral("engine (inserts, reads, scans at each size), query (executeQuery on --query-size "
                       "entities) or all."),
        QStringLiteral("name"), QStringLiteral("engine")});
    parser.addOption({QStringLiteral("query-size"), QStringLiteral("Entities of the query suite's store."),
        QStringLiteral("n"), QStringLiteral("1000000")});
    parser.addOption(
        {QStringLiteral("range-queries"), QStringLiteral("Row-range queries of the query suite."),
            QStringLiteral("n"), QStringLiteral("2000")});
    parser.addOption({QStringLiteral("partition-scans"),
        QStringLiteral("Partition scans with a residual filter of the query suite."), QStringLiteral("n"),
        QStringLiteral("500")});
    parser.addOption({QStringLiteral("sizes"), QStringLiteral("Entity counts, comma-separated."),
        QStringLiteral("list"), QStringLiteral("10000,1000000,10000000")});
    parser.addOption({QStringLiteral("dir"),
        QStringLiteral("Directory for the stores (default: a temporary one)."), QStringLiteral("dir")});
    parser.addOption({QStringLiteral("reads"), QStringLiteral("Point reads per size."), QStringLiteral("n"),
        QStringLiteral("200000")});
    parser.addOption({QStringLiteral("scans"), QStringLiteral("Partition scans per size."),
        QStringLiteral("n"), QStringLiteral("200")});
    parser.addOption({QStringLiteral("reads-only"),
        QStringLiteral("Load the store, then measure only point reads and scans (no raw baseline, no single "
                       "inserts).")});
    parser.process(app);

    QList<qint64> sizes;
    for (const QString &s :
        parser.value(QStringLiteral("sizes")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const qint64 n = s.trimmed().toLongLong(&ok);
        if (!ok || n <= 0) {
            std::fprintf(stderr, "rowan-bench: bad size '%s'\n", qPrintable(s));
            return 2;
        }
        sizes.append(n);
    }
    QTemporaryDir temp;
    const QString dir
        = parser.isSet(QStringLiteral("dir")) ? parser.value(QStringLiteral("dir")) : temp.path();
    if (!QDir().mkpath(dir)) {
        std::fprintf(stderr, "rowan-bench: cannot use %s\n", qPrintable(dir));
        return 2;
    }
    const QString suite = parser.value(QStringLiteral("suite"));
    if (suite != QLatin1String("engine") && suite != QLatin1String("query")
        && suite != QLatin1String("all")) {
        std::fprintf(stderr, "rowan-bench: --suite is engine, query or all, not '%s'\n", qPrintable(suite));
        return 2;
    }
    if (suite != QLatin1String("query")) {
        for (qint64 n : sizes)
            runSize(dir, n, parser.value(QStringLiteral("reads")).toInt(),
                parser.value(QStringLiteral("scans")).toInt(), parser.isSet(QStringLiteral("reads-only")));
    }
    if (suite != QLatin1String("engine")) {
        const qint64 querySize = parser.value(QStringLiteral("query-size")).toLongLong();
        rowan::bench::runQuerySuite(dir, querySize, parser.value(QStringLiteral("range-queries")).toInt(),
            parser.value(QStringLiteral("partition-scans")).toInt());
    }
    return 0;
}
