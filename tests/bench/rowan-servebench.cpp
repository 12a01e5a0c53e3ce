// rowan-servebench: the explorer's GUI thread while the explorer serves its store. Opens (or creates)
// --store, serves it from an AccessServeModel with its request log shown in a table view and the Stores tree
// refreshed on every write announcement (as the main window does), runs rowan-load against it for
// --seconds, and meanwhile measures the event loop: a 5 ms timer whose late ticks are stalls. Prints one JSON
// line: the load tool's figures, the longest stall and the 99th percentile of the timer's gaps, and what
// the log counted. Needs a Qt platform (QT_QPA_PLATFORM=offscreen or a display).
//
//   rowan-servebench --store PATH --load PATH/rowan-load [--seconds 10] [--connections 16] [--threads 2]
#include "accessservemodel.h"
#include "servicesession.h"
#include "storetreemodel.h"

#include <rowan/store.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace rowan;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption storeOption(
        QStringLiteral("store"), QStringLiteral("Store file."), QStringLiteral("PATH"));
    const QCommandLineOption loadOption(
        QStringLiteral("load"), QStringLiteral("rowan-load executable."), QStringLiteral("PATH"));
    const QCommandLineOption secondsOption(QStringLiteral("seconds"), QStringLiteral("Load duration."),
        QStringLiteral("N"), QStringLiteral("10"));
    const QCommandLineOption connectionsOption(QStringLiteral("connections"),
        QStringLiteral("Keep-alive connections."), QStringLiteral("N"), QStringLiteral("16"));
    const QCommandLineOption threadsOption(
        QStringLiteral("threads"), QStringLiteral("Load threads."), QStringLiteral("N"), QStringLiteral("2"));
    parser.addOptions({storeOption, loadOption, secondsOption, connectionsOption, threadsOption});
    parser.process(app);
    if (!parser.isSet(storeOption) || !parser.isSet(loadOption)) {
        std::fprintf(stderr, "rowan-servebench: --store and --load are required\n");
        return 2;
    }
    StoreOptions options;
    options.createIfMissing = true;
    auto opened = Store::open(parser.value(storeOption), options);
    if (!opened) {
        std::fprintf(stderr, "rowan-servebench: %s\n", qPrintable(opened.error().toString()));
        return 1;
    }
    ServiceSession session;
    session.setStore(std::shared_ptr<Store>(std::move(*opened)));
    StoreTreeModel tree(&session);
    tree.refresh();
    AccessServeModel serve(&session);
    QTableView log;
    log.setModel(&serve);
    log.resize(800, 400);
    log.show();
    int announcements = 0;
    QObject::connect(&serve, &AccessServeModel::storeWritten, &tree, [&] {
        ++announcements;
        tree.refresh();
    });
    QObject::connect(&serve, &QAbstractItemModel::rowsInserted, &log, &QTableView::scrollToBottom);
    if (auto ok = serve.start(QHostAddress::LocalHost, 0); !ok) {
        std::fprintf(stderr, "rowan-servebench: %s\n", qPrintable(ok.error().message));
        return 1;
    }

    // The event loop's pulse: gaps between 5 ms ticks.
    QList<qint64> gapsUs;
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0;
    QTimer pulse;
    pulse.setInterval(5);
    QObject::connect(&pulse, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed() / 1000;
        if (last)
            gapsUs.append(now - last);
        last = now;
    });
    pulse.start();

    QProcess load;
    load.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QObject::connect(&load, &QProcess::finished, &app, [&] {
        pulse.stop();
        serve.drain();
        std::ranges::sort(gapsUs);
        QJsonObject out;
        out[QStringLiteral("load")]
            = QJsonDocument::fromJson(load.readAllStandardOutput().trimmed()).object();
        out[QStringLiteral("longestStallMs")] = gapsUs.isEmpty() ? 0.0 : (gapsUs.last() - 5000) / 1000.0;
        out[QStringLiteral("p99GapMs")]
            = gapsUs.isEmpty() ? 0.0 : gapsUs.at(gapsUs.size() * 99 / 100) / 1000.0;
        out[QStringLiteral("ticks")] = qint64(gapsUs.size());
        out[QStringLiteral("requestsLogged")] = serve.requestCount();
        out[QStringLiteral("requestsNotKept")] = serve.droppedCount();
        out[QStringLiteral("writeAnnouncements")] = announcements;
        std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
        serve.stop();
        app.exit(load.exitCode());
    });
    load.start(parser.value(loadOption),
        {QStringLiteral("--connection"), *serve.connectionString(QStringLiteral("devstoreaccount1")),
            QStringLiteral("--seconds"), parser.value(secondsOption), QStringLiteral("--connections"),
            parser.value(connectionsOption), QStringLiteral("--threads"), parser.value(threadsOption)});
    return app.exec();
}
