// rowan-sortbench: sorting a whole encrypted table on this computer, as the grid does when a column's header
// is clicked (SortJob on a ServiceSession over the embedded store; rowan/sortedresult.h). Creates (or reuses)
// a store with the benchmark table (benchdata.h: N entities of six properties, 1,000 per partition), then,
// per run: the time to read and sort the whole table by a property, the runs spilled to the temporary
// encrypted database, the time to read the first page, a page in the middle and the last page of the
// result, and the peak resident memory while sorting (VmHWM, reset before each run through
// /proc/self/clear_refs). Prints one JSON object per line per figure.
//
//   rowan-sortbench [--entities N] [--store PATH] [--property NAME] [--descending] [--runs N]
//                   [--run-entities N]   (entities per in-memory run, to make a small table spill)
#include "benchdata.h"
#include "benchreport.h"

#include "models/grid/sortjob.h"
#include "models/session/servicesession.h"

#include <rowan/localtableservice.h>
#include <rowan/sortedresult.h>
#include <rowan/store.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cstdio>

using namespace rowan;
using namespace rowan::bench;

namespace {

double pageMs(const SortedResult &result, qint64 first)
{
    Stopwatch watch;
    watch.start();
    auto page = result.page(first, 500);
    watch.stop();
    if (!page || page->isEmpty())
        die(QStringLiteral("reading the page at %1 failed").arg(first));
    return double(watch.wallNs()) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption entitiesOption(
        QStringLiteral("entities"), QStringLiteral("Entities (default 1000000)."), QStringLiteral("N"));
    const QCommandLineOption storeOption(QStringLiteral("store"),
        QStringLiteral("Store to use (created when missing)."), QStringLiteral("PATH"));
    const QCommandLineOption propertyOption(QStringLiteral("property"),
        QStringLiteral("Property to sort by (default Name: strings, the costliest)."),
        QStringLiteral("NAME"));
    const QCommandLineOption descendingOption(
        QStringLiteral("descending"), QStringLiteral("Sort descending."));
    const QCommandLineOption runsOption(
        QStringLiteral("runs"), QStringLiteral("Runs (default 1)."), QStringLiteral("N"));
    const QCommandLineOption runEntitiesOption(QStringLiteral("run-entities"),
        QStringLiteral("Entities per in-memory run (default SortOptions')."), QStringLiteral("N"));
    parser.addOptions(
        {entitiesOption, storeOption, propertyOption, descendingOption, runsOption, runEntitiesOption});
    parser.process(app);
    const qint64 n = parser.isSet(entitiesOption) ? parser.value(entitiesOption).toLongLong() : 1'000'000;
    const int runs = parser.isSet(runsOption) ? parser.value(runsOption).toInt() : 1;
    if (n < 1000 || runs < 1)
        die(QStringLiteral("--entities takes 1000 or more, --runs a positive number"));
    const SortSpec spec {parser.isSet(propertyOption) ? parser.value(propertyOption) : QStringLiteral("Name"),
        parser.isSet(descendingOption) ? SortDirection::Descending : SortDirection::Ascending};

    QTemporaryDir dir;
    const QString path
        = parser.isSet(storeOption) ? parser.value(storeOption) : dir.filePath(QStringLiteral("sort.rowan"));
    {
        double fillSeconds = -1;
        auto opened = openBenchStore(path, n, "rowan-sortbench", &fillSeconds);
        if (!opened)
            die(opened.error().toString());
        if (fillSeconds >= 0)
            report(n, QStringLiteral("fill_s"), fillSeconds, "s");
    }

    StoreOptions options;
    options.passphrase = Passphrase;
    auto opened = Store::open(path, options);
    if (!opened)
        die(opened.error().toString());
    ServiceSession session;
    session.setService(std::make_shared<LocalTableService>(std::shared_ptr<Store>(std::move(*opened))));
    SortSource source;
    source.account = AccountName;
    source.table = Table;

    for (int run = 0; run < runs; ++run) {
        resetPeakRss();
        const qint64 before = procStatusKb("VmRSS:");
        SortJob job(&session);
        std::shared_ptr<SortedResult> result;
        QString failure;
        QEventLoop loop;
        QObject::connect(&job, &SortJob::finished, &loop, [&](const std::shared_ptr<SortedResult> &r) {
            result = r;
            loop.quit();
        });
        QObject::connect(&job, &SortJob::failed, &loop, [&](const QString &message) {
            failure = message;
            loop.quit();
        });
        QObject::connect(&job, &SortJob::tooLarge, &loop, [&](qint64 entities, qint64 bound) {
            failure = QStringLiteral("%1 entities are more than the bound of %2").arg(entities).arg(bound);
            loop.quit();
        });
        Stopwatch sort;
        sort.start();
        SortOptions sortOptions;
        if (parser.isSet(runEntitiesOption))
            sortOptions.runEntities = std::max<qint64>(1, parser.value(runEntitiesOption).toLongLong());
        job.start(source, spec, sortOptions);
        loop.exec();
        sort.stop();
        if (!result)
            die(failure);
        if (result->size() != n)
            die(QStringLiteral("the result holds %1 entities, not %2").arg(result->size()).arg(n));
        report(n, QStringLiteral("sort_s"), double(sort.wallNs()) / 1e9, "s");
        report(n, QStringLiteral("sort_cpu_s"), double(sort.cpuNs()) / 1e9, "s");
        report(n, QStringLiteral("sort_entities_per_s"), qRound64(n * 1e9 / double(sort.wallNs())),
            "entities/s");
        report(n, QStringLiteral("first_page_ms"), pageMs(*result, 0), "ms");
        report(n, QStringLiteral("middle_page_ms"), pageMs(*result, n / 2), "ms");
        report(n, QStringLiteral("last_page_ms"), pageMs(*result, n - 500), "ms");
        report(n, QStringLiteral("temp_db_mib"),
            qRound64(QFile(result->databasePath()).size() / 104857.6) / 10.0, "MiB");
        report(n, QStringLiteral("peak_rss_mib"), qRound64(procStatusKb("VmHWM:") / 102.4) / 10.0, "MiB");
        report(n, QStringLiteral("rss_before_mib"), qRound64(before / 102.4) / 10.0, "MiB");
    }
    return 0;
}
