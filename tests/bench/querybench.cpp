// rowan-bench's query suite: executeQuery() on a fresh encrypted store of n entities (1,000 per partition,
// six properties of five types). Figures, one JSON object per line:
//  - query_row_range_entities_per_s: `PartitionKey eq X and RowKey ge A and RowKey lt B` over 900 rows at a
//    random offset of a random partition, following continuations; entities returned per second (pages as
//    executeQuery() returns them: stored records, decoded when read);
//  - query_row_range_decoded_entities_per_s: the same over other random ranges, the client decoding every
//    returned entity into an Entity;
//  - query_partition_scan_residual_scanned_per_s: `PartitionKey eq X and Age lt 9` (10 % match) over random
//    partitions; entities read from the store per second;
//  - query_table_scan_residual_scanned_per_s: `Age lt 9` over the whole table, every page;
//  - query_resume_page_ms: one page of 1,000 entities resumed near the start and deep in the table, side
//    by side, with their ratio.
// `value`/`cpu_value` are per wall-clock second and per second of process CPU time
// (clock_gettime(CLOCK_PROCESS_CPUTIME_ID)).
#include "benchreport.h"
#include "rowan/filter.h"
#include "rowan/query.h"
#include "rowan/store.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

#include "benchdata.h"


#include <cstdio>
#include <cstdlib>

namespace rowan::bench {

namespace {

// Rows of each row-range query.
constexpr int RangeRows = 900;

void print(qint64 size, QJsonObject o)
{
    o[QStringLiteral("size")] = size;
    o[QStringLiteral("peak_rss_mib")] = peakRssMiB(0);
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

void report(qint64 size, const char *figure, double count, const char *unit, const Stopwatch &watch,
    QJsonObject extra = {})
{
    extra[QStringLiteral("figure")] = QLatin1StringView(figure);
    extra[QStringLiteral("value")] = qRound64(count * 1e9 / watch.wallNs());
    extra[QStringLiteral("cpu_value")] = qRound64(count * 1e9 / watch.cpuNs());
    extra[QStringLiteral("unit")] = QLatin1StringView(unit);
    print(size, extra);
}

template<typename T>
T check(std::expected<T, Error> r)
{
    if (!r)
        die(r.error().toString());
    return std::move(*r);
}

Filter parseFilter(const QString &text)
{
    return check(Filter::fromText(text));
}

struct QueryTotals
{
    qint64 returned = 0;
    qint64 scanned = 0;
    qint64 pages = 0;
    qint64 properties = 0; // of the entities decoded
};

// Whether the client turns each returned entity into an Entity (as `rowan query` and rowan serve do) or
// only takes the page (as counting, keying or re-encoding the stored form does).
enum class Decode { None, Each };

// Every page of the query, from the start, as a client following continuations would read them.
void runToEnd(const Store &store, QueryRequest request, QueryTotals &totals, Decode decode = Decode::None)
{
    for (;;) {
        const QueryPage page = check(executeQuery(store, AccountName, Table, request));
        if (decode == Decode::Each) {
            for (qsizetype i = 0; i < page.entities.size(); ++i)
                totals.properties += check(page.entities.entity(i)).properties().size();
        }
        totals.returned += page.entities.size();
        totals.scanned += page.scanned;
        ++totals.pages;
        if (page.continuation.isNull())
            return;
        request.continuation = page.continuation;
    }
}

// One page resumed at entity `at` (its key is where the continuation points), timed `repeat` times.
struct ResumeTiming
{
    qint64 wallNs = 0;
    qint64 cpuNs = 0;
};

} // namespace

void runQuerySuite(const QString &dir, qint64 n, int rangeQueries, int partitionScans)
{
    if (n < 10 * PartitionSize)
        die(QStringLiteral("the query suite needs at least %1 entities").arg(10 * PartitionSize));
    const QString storePath = dir + QStringLiteral("/query-%1.rowan").arg(n);
    const QStringList storeFiles
        = {storePath, storePath + QStringLiteral("-wal"), storePath + QStringLiteral("-shm")};
    for (const QString &file : storeFiles) // left by an interrupted run
        QFile::remove(file);
    StoreOptions options;
    options.passphrase = Passphrase;
    options.createIfMissing = true;
    auto store = check(Store::open(storePath, options));
    check(store->createTable(AccountName, Table));
    {
        Stopwatch load;
        for (qint64 first = 0; first < n; first += BatchSize) {
            QList<EntityOperation> ops;
            ops.reserve(BatchSize);
            for (qint64 i = first; i < std::min(n, first + BatchSize); ++i)
                ops.append(EntityOperation {OperationType::Insert, makeEntity(i), {}});
            load.start();
            check(store->executeBatch(AccountName, Table, ops));
            load.stop();
        }
        report(n, "query_store_load_entities_per_s", n, "entities/s", load);
    }
    const qint64 partitions = n / PartitionSize; // whole partitions only
    QRandomGenerator random(7);
    // Opens the store's reader connection before any timing: its one-off key derivation (about 0.5 s of
    // PBKDF2) is not part of any query's cost.
    {
        QueryRequest request;
        request.filter = parseFilter(
            QStringLiteral("PartitionKey eq '%1' and RowKey eq '%2'").arg(partitionKey(0), rowKey(0)));
        QueryTotals totals;
        runToEnd(*store, request, totals);
        if (totals.returned != 1)
            die(QStringLiteral("the warm-up read found %1 entities").arg(totals.returned));
    }

    // (a) Row ranges in many partitions. Filters are parsed before timing; executeQuery() plans each. Two
    // runs, each over its own random ranges: the pages as executeQuery() returns them, then with every
    // entity decoded by the client.
    for (const Decode decode : {Decode::None, Decode::Each}) {
        QList<QueryRequest> requests;
        for (int q = 0; q < rangeQueries; ++q) {
            const qint64 first = qint64(random.bounded(quint64(partitions))) * PartitionSize
                + random.bounded(PartitionSize - RangeRows + 1);
            QueryRequest request;
            request.filter
                = parseFilter(QStringLiteral("PartitionKey eq '%1' and RowKey ge '%2' and RowKey lt '%3'")
                                  .arg(partitionKey(first), rowKey(first), rowKey(first + RangeRows)));
            requests.append(request);
        }
        QueryTotals totals;
        Stopwatch watch;
        watch.start();
        for (const QueryRequest &request : requests)
            runToEnd(*store, request, totals, decode);
        watch.stop();
        if (totals.returned != qint64(rangeQueries) * RangeRows
            || totals.properties != (decode == Decode::Each ? 6 * totals.returned : 0))
            die(QStringLiteral("row ranges returned %1 entities").arg(totals.returned));
        report(n,
            decode == Decode::None ? "query_row_range_entities_per_s"
                                   : "query_row_range_decoded_entities_per_s",
            totals.returned, "entities/s", watch,
            {{QStringLiteral("queries"), rangeQueries}, {QStringLiteral("pages"), totals.pages}});
    }

    // (b) Partition scans with a residual filter matching one entity in ten.
    {
        QList<QueryRequest> requests;
        for (int q = 0; q < partitionScans; ++q) {
            const qint64 p = qint64(random.bounded(quint64(partitions)));
            QueryRequest request;
            request.filter = parseFilter(
                QStringLiteral("PartitionKey eq '%1' and Age lt 9").arg(partitionKey(p * PartitionSize)));
            requests.append(request);
        }
        QueryTotals totals;
        Stopwatch watch;
        watch.start();
        for (const QueryRequest &request : requests)
            runToEnd(*store, request, totals);
        watch.stop();
        if (totals.scanned != qint64(partitionScans) * PartitionSize)
            die(QStringLiteral("partition scans read %1 entities").arg(totals.scanned));
        report(n, "query_partition_scan_residual_scanned_per_s", totals.scanned, "entities/s", watch,
            {{QStringLiteral("queries"), partitionScans}, {QStringLiteral("returned"), totals.returned}});
    }

    // (c) The whole table with a residual filter, every page.
    {
        QueryRequest request;
        request.filter = parseFilter(QStringLiteral("Age lt 9"));
        QueryTotals totals;
        Stopwatch watch;
        watch.start();
        runToEnd(*store, request, totals);
        watch.stop();
        // A full page stops at the next match, which the next page reads again: at most one extra read
        // per page. The figure counts each entity of the table once.
        if (totals.scanned < n || totals.scanned > n + totals.pages
            || totals.returned != (n / 90) * 9 + std::min<qint64>(n % 90, 9))
            die(QStringLiteral("the table scan read %1 and returned %2 entities")
                    .arg(totals.scanned)
                    .arg(totals.returned));
        report(n, "query_table_scan_residual_scanned_per_s", n, "entities/s", watch,
            {{QStringLiteral("returned"), totals.returned}, {QStringLiteral("pages"), totals.pages},
                {QStringLiteral("reads"), totals.scanned}});
    }

    // (d) Resuming deep in the table costs what resuming near its start costs: one page of 1,000 entities
    // of an unfiltered table scan, resumed at entity 1,000 and at entity 0.9·n. The continuations are
    // those the first page and a page that deep return: both are read back from their header values.
    {
        const qint64 shallowAt = PartitionSize;
        const qint64 deepAt = n / 10 * 9;
        auto headersOf = [&](qint64 at) {
            // The page ending just before `at` hands back a continuation pointing at `at`.
            QueryRequest request;
            if (at > PartitionSize) {
                const QueryContinuation before(QueryContinuation::Mode::BeforeRow,
                    partitionKey(at - PartitionSize), rowKey(at - PartitionSize));
                request.continuation
                    = check(QueryContinuation::fromHeaders(before.nextPartitionKey(), before.nextRowKey()));
            }
            const QueryPage page = check(executeQuery(*store, AccountName, Table, request));
            if (page.entities.size() != PartitionSize || page.continuation.isNull())
                die(QStringLiteral("the page before entity %1 is not full").arg(at));
            return std::pair(page.continuation.nextPartitionKey(), page.continuation.nextRowKey());
        };
        const auto shallowHeaders = headersOf(shallowAt);
        const auto deepHeaders = headersOf(deepAt);
        QueryRequest shallow;
        shallow.continuation
            = check(QueryContinuation::fromHeaders(shallowHeaders.first, shallowHeaders.second));
        QueryRequest deep;
        deep.continuation = check(QueryContinuation::fromHeaders(deepHeaders.first, deepHeaders.second));

        const int repeat = 50;
        ResumeTiming shallowTime;
        ResumeTiming deepTime;
        auto timeOne = [&](const QueryRequest &request, qint64 at, ResumeTiming &timing) {
            QElapsedTimer wall;
            wall.start();
            const qint64 cpu = processCpuNs();
            const QueryPage page = check(executeQuery(*store, AccountName, Table, request));
            timing.cpuNs += processCpuNs() - cpu;
            timing.wallNs += wall.nsecsElapsed();
            if (page.entities.size() != PartitionSize || page.entities.rowKey(0) != rowKey(at))
                die(QStringLiteral("the page resumed at entity %1 starts elsewhere").arg(at));
        };
        for (int i = 0; i < repeat; ++i) { // interleaved, so both see the same machine load
            timeOne(shallow, shallowAt, shallowTime);
            timeOne(deep, deepAt, deepTime);
        }
        const auto ms = [&](qint64 ns) { return double(qRound64(ns / 1e3 / repeat)) / 1000.0; };
        QJsonObject o;
        o[QStringLiteral("figure")] = QStringLiteral("query_resume_page_ms");
        o[QStringLiteral("shallow_at")] = shallowAt;
        o[QStringLiteral("deep_at")] = deepAt;
        o[QStringLiteral("shallow_ms")] = ms(shallowTime.wallNs);
        o[QStringLiteral("deep_ms")] = ms(deepTime.wallNs);
        o[QStringLiteral("ratio")] = double(qRound64(100.0 * deepTime.wallNs / shallowTime.wallNs)) / 100.0;
        o[QStringLiteral("cpu_shallow_ms")] = ms(shallowTime.cpuNs);
        o[QStringLiteral("cpu_deep_ms")] = ms(deepTime.cpuNs);
        o[QStringLiteral("cpu_ratio")] = double(qRound64(100.0 * deepTime.cpuNs / shallowTime.cpuNs)) / 100.0;
        o[QStringLiteral("pages")] = repeat;
        o[QStringLiteral("unit")] = QStringLiteral("ms/page");
        print(n, o);
    }

    store.reset();
    for (const QString &file : storeFiles)
        QFile::remove(file);
}

} // namespace rowan::bench
