// rowan-keysviewbench: the Keys view and the partition chart on a large table, driven as a person would:
// both widgets shown in a window over a ServiceSession, the table chosen, and the time measured from the
// choice to the findings on screen (KeysView::findingsShown) and to the chart's ranked partitions, while a
// QApplication::notify() override times every event the GUI thread dispatches (wall clock and the GUI
// thread's CPU time) and a 1 ms timer records the longest gap of the event loop. Runs once cold (right after
// opening the store) and --runs more times; then times ranking and painting a chart of 100,000 partitions.
// Prints one JSON object per line per figure.
//
//   rowan-keysviewbench [--store PATH] [--entities N] [--runs N]
//
// Without --store it builds a temporary encrypted store with the benchmark table of benchdata.h. Needs a
// Qt platform (QT_QPA_PLATFORM=offscreen or a display).
#include "benchdata.h"
#include "benchreport.h"
#include "eventloopmeter.h"

#include "models/keys/keyfindingsjob.h"
#include "models/keys/keyfindingsmodel.h"
#include "models/keys/partitionchartmodel.h"
#include "models/session/servicesession.h"
#include "ui/keys/keysview.h"
#include "ui/keys/partitionchart.h"

#include <rowan/store.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <ctime>

using namespace rowan;
using namespace rowan::bench;

namespace {
void report(const QJsonObject &o)
{
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

std::shared_ptr<Store> openStore(const QString &path)
{
    StoreOptions options;
    options.passphrase = Passphrase;
    auto store = Store::open(path, options);
    if (!store)
        die(store.error().toString());
    return std::shared_ptr<Store>(std::move(*store));
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
        QStringLiteral("n"), QStringLiteral("100000")});
    parser.addOption({QStringLiteral("runs"), QStringLiteral("Warm runs after the cold one."),
        QStringLiteral("n"), QStringLiteral("3")});
    parser.addOption({QStringLiteral("worker-nice"),
        QStringLiteral("How many nice steps the session's workers run below the GUI thread."),
        QStringLiteral("n"), QString::number(ServiceSession::DefaultWorkerNiceIncrement)});
    parser.process(app);

    QTemporaryDir dir;
    std::shared_ptr<Store> store;
    if (parser.isSet(QStringLiteral("store"))) {
        store = openStore(parser.value(QStringLiteral("store")));
    } else {
        store = TestStoreBuilder(dir, QStringLiteral("keysview.rowan"))
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
    session.setWorkerNiceIncrement(parser.value(QStringLiteral("worker-nice")).toInt());
    session.setStore(store);
    QWidget window;
    auto *layout = new QHBoxLayout(&window);
    auto *keys = new KeysView(&session, &window);
    auto *chart = new PartitionChart(&session, &window);
    layout->addWidget(keys, 3);
    layout->addWidget(chart, 2);
    window.resize(1400, 700);
    window.show();
    QEventLoop settle;
    QTimer::singleShot(200, &settle, &QEventLoop::quit);
    settle.exec();

    const int runs = parser.value(QStringLiteral("runs")).toInt();
    for (int run = 0; run <= runs; ++run) {
        // Another table first, so choosing the benchmark table is a change of table each time.
        keys->setTable(AccountName, QStringLiteral("none"));
        chart->setTable(AccountName, QStringLiteral("none"));
        QEventLoop idle;
        QTimer::singleShot(100, &idle, &QEventLoop::quit);
        idle.exec();

        Heartbeat heartbeat;
        qint64 findingsNs = -1, chartNs = -1;
        QEventLoop loop;
        QElapsedTimer clock;
        const auto maybeQuit = [&] {
            if (findingsNs >= 0 && chartNs >= 0)
                loop.quit();
        };
        auto c1 = QObject::connect(keys, &KeysView::findingsShown, [&] {
            findingsNs = clock.nsecsElapsed();
            maybeQuit();
        });
        auto c2 = QObject::connect(chart->model(), &PartitionChartModel::stateChanged, [&] {
            if (chart->model()->state() == PartitionChartModel::State::Ready) {
                chart->canvas()->repaint(); // the chart drawn, not only loaded
                chartNs = clock.nsecsElapsed();
                maybeQuit();
            }
        });
        app.resetLongest();
        app.setMeasuring(true);
        heartbeat.start();
        clock.start();
        // As the navigator's tableSelected() does.
        keys->setTable(AccountName, Table);
        chart->setTable(AccountName, Table);
        loop.exec();
        heartbeat.stop();
        app.setMeasuring(false);
        QObject::disconnect(c1);
        QObject::disconnect(c2);
        QJsonObject figures = gapFigures(heartbeat.gaps(), heartbeat.longestGapRunQueueNs(), app.longest());
        figures[QStringLiteral("run")] = run == 0 ? QStringLiteral("cold") : QStringLiteral("warm");
        figures[QStringLiteral("entities")] = stats->entityCount;
        figures[QStringLiteral("partitions")] = stats->partitionCount;
        figures[QStringLiteral("findings_ms")] = ms(findingsNs);
        figures[QStringLiteral("chart_ms")] = ms(chartNs);
        figures[QStringLiteral("findings")] = keys->model()->rowCount();
        figures[QStringLiteral("sample")] = keys->model()->insight().sampleDescription;
        figures[QStringLiteral("longest_loop_gap_ms")] = ms(quantileNs(heartbeat.gaps(), 1));
        figures[QStringLiteral("load_avg")] = [] {
            double load[1] = {0};
            return getloadavg(load, 1) == 1 ? load[0] : -1.0;
        }();
        report(figures);
    }

    // The chart with 100,000 partitions (counts falling off as 1/rank, one hot): ranking them (done on a
    // worker when loaded from a store, timed here on this thread) and painting the canvas on the GUI thread.
    QList<PartitionStats> many;
    many.reserve(100'000);
    for (int i = 0; i < 100'000; ++i)
        many.append({QStringLiteral("k%1").arg(i, 6, 10, QLatin1Char('0')),
            i == 4242 ? 5'000'000 : 1 + 100'000 / (1 + (i * 7919) % 100'000), 200});
    QElapsedTimer t;
    t.start();
    const auto ranked = PartitionChartModel::rank(many);
    const qint64 rankNs = t.nsecsElapsed();
    Q_UNUSED(ranked);
    chart->model()->setPartitions(AccountName, QStringLiteral("many"), many);
    qint64 paintNs = 0;
    for (int i = 0; i < 5; ++i) {
        t.restart();
        chart->canvas()->repaint();
        paintNs = std::max(paintNs, t.nsecsElapsed());
    }
    report(QJsonObject {{QStringLiteral("chart_partitions"), 100'000},
        {QStringLiteral("rank_ms"), ms(rankNs)}, {QStringLiteral("longest_paint_ms"), ms(paintNs)},
        {QStringLiteral("hot"), chart->model()->hotCount()},
        {QStringLiteral("canvas_width"), chart->canvas()->width()}});
    return 0;
}
