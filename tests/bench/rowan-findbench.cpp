// rowan-findbench: finding a value in a large encrypted table (rowan/search.h). Creates (or reuses) a store
// with the benchmark table (benchdata.h: N entities of six properties, 1,000 per partition), then times, per
// run: a bare scan of the stored records (what reading the table costs at all), a search of the whole table
// without an index for a selective name (text only Strings can hold), for
// digits (which Int32, Int64, Double and DateTime values must be formatted to test), and for a regular
// expression; then builds the table's text index (time and size) and times the selective searches with
// it. Prints one JSON object per line per figure.
//
//   rowan-findbench [--store PATH] [--entities N] [--runs N]
#include "benchdata.h"
#include "benchreport.h"

#include <rowan/search.h>
#include <rowan/store.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cstdio>

using namespace rowan;
using namespace rowan::bench;

namespace {

struct Timed
{
    SearchResult result;
    double ms = 0;
};

Timed timeSearch(const Store &store, const SearchRequest &request)
{
    Stopwatch watch;
    watch.start();
    auto r = searchStore(
        store, AccountName, Table, request, [](SearchMatch &) { return ScanControl::Continue; });
    watch.stop();
    if (!r)
        die(r.error().toString());
    return Timed {*r, double(watch.wallNs()) / 1e6};
}

SearchRequest request(const QString &text, SearchMode mode = SearchMode::Contains)
{
    return SearchRequest {text, mode, false, {}, {}, 0};
}

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
    if (n < 1000 || runs < 1)
        die(QStringLiteral("--entities takes 1000 or more, --runs a positive number"));

    QTemporaryDir dir;
    const QString path
        = parser.isSet(storeOption) ? parser.value(storeOption) : dir.filePath(QStringLiteral("find.rowan"));
    double fillSeconds = -1;
    auto opened = openBenchStore(path, n, "rowan-findbench", &fillSeconds);
    if (!opened)
        die(opened.error().toString());
    if (fillSeconds >= 0)
        report(n, QStringLiteral("fill_s"), fillSeconds, "s");
    Store &store = **opened;
    (void)store.dropTextIndex(AccountName, Table);

    // One entity's name (and the ten after it that extend it), digits in Totals and Scores, an expression.
    const QString selective = QStringLiteral("customer-%1").arg(n / 2 + 7);
    const QList<std::pair<QString, SearchRequest>> scans = {
        {QStringLiteral("scan_selective"), request(selective)},
        {QStringLiteral("scan_digits"), request(QStringLiteral("4242"))},
        {QStringLiteral("scan_regex"), request(QStringLiteral("^customer-9+$"), SearchMode::Regex)},
    };
    for (int run = 0; run < runs; ++run) {
        // What reading the table costs at all: the records read, nothing decoded.
        Stopwatch bare;
        bare.start();
        auto scanned = store.scanStored(
            AccountName, Table, KeyRange::all(), [](const StoredEntity &) { return ScanControl::Continue; });
        bare.stop();
        if (!scanned || scanned->visited != n)
            die(QStringLiteral("the bare scan read %1 entities").arg(scanned ? scanned->visited : -1));
        const double bareMs = double(bare.wallNs()) / 1e6;
        report(n, QStringLiteral("bare_scan_entities_per_s"), qRound64(n * 1000.0 / bareMs), "entities/s");
        for (const auto &[name, r] : scans) {
            const Timed t = timeSearch(store, r);
            if (t.result.read != n)
                die(QStringLiteral("%1 read %2 entities, not %3").arg(name).arg(t.result.read).arg(n));
            report(n, name + QStringLiteral("_ms"), t.ms, "ms");
            report(n, name + QStringLiteral("_entities_per_s"), qRound64(n * 1000.0 / t.ms), "entities/s");
            report(n, name + QStringLiteral("_matches"), double(t.result.matches), "entities");
            report(n, name + QStringLiteral("_vs_bare_scan"), qRound64(1000.0 * bareMs / t.ms) / 1000.0,
                "ratio");
        }
    }

    Stopwatch build;
    build.start();
    if (auto built = store.createTextIndex(AccountName, Table); !built)
        die(built.error().toString());
    build.stop();
    report(n, QStringLiteral("index_build_s"), double(build.wallNs()) / 1e9, "s");
    auto status = store.textIndexStatus(AccountName, Table);
    if (!status || status->entities != n)
        die(QStringLiteral("the index holds %1 entities").arg(status ? status->entities : -1));
    report(n, QStringLiteral("index_mib"), qRound64(double(status->bytes) / 1048576.0 * 10) / 10.0, "MiB");

    for (int run = 0; run < runs; ++run) {
        for (const SearchRequest &r : {request(selective), request(selective, SearchMode::WholeWord),
                 request(QStringLiteral("4242"))}) {
            const Timed t = timeSearch(store, r);
            const QString name = r.mode == SearchMode::WholeWord ? QStringLiteral("index_selective_word")
                : r.text == selective                            ? QStringLiteral("index_selective")
                                                                 : QStringLiteral("index_digits");
            report(n, name + QStringLiteral("_ms"), t.ms, "ms");
            report(n, name + QStringLiteral("_used_index"), t.result.usedIndex ? 1 : 0, "bool");
            report(n, name + QStringLiteral("_matches"), double(t.result.matches), "entities");
        }
    }
    return 0;
}
