// rowan-censusbench: the schema census on a large encrypted table. Creates (or reuses) a store with the
// benchmark table (benchdata.h: N entities of six properties, 1,000 per partition), then, in alternation so
// that both see the same machine, times a bare scan of the stored entities (what reading the table costs at
// all) and takeCensus() over the same table. Prints one JSON object per line per figure: entities per
// second of each, the census's share of the scan's speed, and the process's peak RSS.
//
//   rowan-censusbench [--store PATH] [--entities N] [--runs N]
#include "benchdata.h"
#include "benchreport.h"

#include <rowan/census.h>
#include <rowan/store.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>


#include <algorithm>
#include <cstdio>

using namespace rowan;
using namespace rowan::bench;

namespace {

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption storeOption(QStringLiteral("store"),
        QStringLiteral("Store to use (created when missing)."), QStringLiteral("PATH"));
    const QCommandLineOption entitiesOption(
        QStringLiteral("entities"), QStringLiteral("Entities (default 1000000)."), QStringLiteral("N"));
    const QCommandLineOption runsOption(
        QStringLiteral("runs"), QStringLiteral("Runs (default 3)."), QStringLiteral("N"));
    parser.addOptions({storeOption, entitiesOption, runsOption});
    parser.process(app);
    const qint64 n = parser.isSet(entitiesOption) ? parser.value(entitiesOption).toLongLong() : 1'000'000;
    const int runs = parser.isSet(runsOption) ? parser.value(runsOption).toInt() : 3;
    if (n < 1 || runs < 1)
        die(QStringLiteral("--entities and --runs take positive numbers"));

    QTemporaryDir dir;
    const QString path = parser.isSet(storeOption) ? parser.value(storeOption)
                                                   : dir.filePath(QStringLiteral("census.rowan"));
    auto store = openBenchStore(path, n, "rowan-censusbench");
    if (!store)
        die(store.error().toString());

    qint64 bestScan = 0, bestCensus = 0;
    for (int run = 0; run < runs; ++run) {
        Stopwatch scan;
        scan.start();
        qint64 bytes = 0;
        auto scanned = (*store)->scanStored(AccountName, Table, KeyRange::all(), [&](const StoredEntity &e) {
            bytes += e.record.size();
            return ScanControl::Continue;
        });
        scan.stop();
        if (!scanned || scanned->visited != n)
            die(QStringLiteral("the scan read %1 entities, not %2")
                    .arg(scanned ? scanned->visited : -1)
                    .arg(n));

        Stopwatch census;
        census.start();
        Result<Census> taken = takeCensus(**store, AccountName, Table);
        census.stop();
        if (!taken || taken->entities != n || taken->properties.size() != EntityColumns.size())
            die(taken ? QStringLiteral("the census saw %1 entities").arg(taken->entities)
                      : taken.error().toString());

        const qint64 scanRate = qRound64(n * 1e9 / double(scan.wallNs()));
        const qint64 censusRate = qRound64(n * 1e9 / double(census.wallNs()));
        report(n, "scan_entities_per_s", double(scanRate), "entities/s");
        report(n, "census_entities_per_s", double(censusRate), "entities/s");
        report(
            n, "census_vs_scan", qRound64(1000.0 * double(censusRate) / double(scanRate)) / 1000.0, "ratio");
        bestScan = std::max(bestScan, scanRate);
        bestCensus = std::max(bestCensus, censusRate);
    }
    report(n, "best_scan_entities_per_s", double(bestScan), "entities/s");
    report(n, "best_census_entities_per_s", double(bestCensus), "entities/s");
    report(n, "peak_rss_mib", peakRssMiB(), "MiB");
    return 0;
}
