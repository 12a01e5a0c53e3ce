// rowan-schemaviewbench: the Schema view taking the census of a large table, driven as a person would: the
// view shown over a ServiceSession, the table chosen, and the time measured from the choice to the census on
// screen (SchemaView::censusShown), while a QApplication::notify() override times every event the GUI thread
// dispatches and a 1 ms timer records the longest gap of the event loop, with the process's peak resident
// memory. Runs once cold (right after opening the store) and --runs more times. One JSON object per line.
//
//   rowan-schemaviewbench [--store PATH] [--entities N] [--runs N]
//
// Without --store it builds a temporary encrypted store with the benchmark table of benchdata.h. Needs a Qt
// platform (QT_QPA_PLATFORM=offscreen or a display).
#include "benchdata.h"
#include "benchreport.h"
#include "eventloopmeter.h"

#include "models/schema/censusmodel.h"
#include "models/session/servicesession.h"
#include "ui/schema/schemaview.h"

#include <rowan/store.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTimer>


#include <cstdio>
#include <cstdlib>

using namespace rowan;
using namespace rowan::bench;

namespace {
void report(const QJsonObject &o)
{
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

void idle(int milliseconds)
{
    QEventLoop loop;
    QTimer::singleShot(milliseconds, &loop, &QEventLoop::quit);
    loop.exec();
}
} // namespace

int main(int argc, char **argv)
{
    EventTimingApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption(
        {QStringLiteral("store"), QStringLiteral("An existing benchmark store."), QStringLiteral("path")});
    parser.addOption({QStringLiteral("entities"), QStringLiteral("Entities of a new temporary table."),
        QStringLiteral("n"), QStringLiteral("1000000")});
    parser.addOption({QStringLiteral("runs"), QStringLiteral("Warm runs after the cold one."),
        QStringLiteral("n"), QStringLiteral("2")});
    parser.process(app);

    QTemporaryDir dir;
    std::shared_ptr<Store> store;
    if (parser.isSet(QStringLiteral("store"))) {
        StoreOptions options;
        options.passphrase = Passphrase;
        auto opened = Store::open(parser.value(QStringLiteral("store")), options);
        if (!opened)
            die(opened.error().toString());
        store = std::shared_ptr<Store>(std::move(*opened));
    } else {
        store = TestStoreBuilder(dir, QStringLiteral("schemaview.rowan"))
                    .passphrase(Passphrase)
                    .table(Table, parser.value(QStringLiteral("entities")).toLongLong(), makeEntity)
                    .build();
        if (!store)
            die(QStringLiteral("cannot build the store"));
    }
    auto stats = store->tableStats(AccountName, Table);
    if (!stats)
        die(stats.error().toString());

    ServiceSession session;
    session.setStore(store);
    SchemaView view(&session);
    view.resize(1200, 700);
    view.show();
    idle(200);

    const int runs = parser.value(QStringLiteral("runs")).toInt();
    for (int run = 0; run <= runs; ++run) {
        // Another table first, so choosing the benchmark table is a change of table each time.
        view.setTable(AccountName, QStringLiteral("none"));
        idle(100);

        Heartbeat heartbeat;
        QEventLoop loop;
        QElapsedTimer clock;
        qint64 shownNs = -1;
        auto shown = QObject::connect(&view, &SchemaView::censusShown, [&] {
            shownNs = clock.nsecsElapsed();
            loop.quit();
        });
        app.resetLongest();
        app.setMeasuring(true);
        heartbeat.start();
        clock.start();
        view.setTable(AccountName, Table);
        loop.exec();
        heartbeat.stop();
        app.setMeasuring(false);
        QObject::disconnect(shown);
        QJsonObject figures = gapFigures(heartbeat.gaps(), heartbeat.longestGapRunQueueNs(), app.longest());
        figures[QStringLiteral("run")] = run == 0 ? QStringLiteral("cold") : QStringLiteral("warm");
        figures[QStringLiteral("entities")] = stats->entityCount;
        figures[QStringLiteral("census_ms")] = ms(shownNs);
        figures[QStringLiteral("entities_per_s")] = qRound64(stats->entityCount / (shownNs / 1e9));
        figures[QStringLiteral("properties")] = view.model()->rowCount();
        figures[QStringLiteral("longest_loop_gap_ms")] = ms(quantileNs(heartbeat.gaps(), 1));
        figures[QStringLiteral("target_gap_ms")] = 50;
        figures[QStringLiteral("peak_rss_mib")] = peakRssMiB();
        figures[QStringLiteral("status")] = view.statusText();
        report(figures);
    }
    return 0;
}
