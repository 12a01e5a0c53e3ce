// rowan-servebench: the explorer serving its open store. Opens (or creates) --store in the main window,
// starts Access ▸ Serve This Store on a free port and then either
//  - with --load PATH: runs rowan-load against it for --seconds while measuring the event loop (a 5 ms timer
//    whose late ticks are stalls) and prints one JSON line: the load tool's figures, the longest stall, the
//    99th percentile of the timer's gaps, what the request log counted and how many write announcements
//    the window handled; with --writes P the load replaces entities in P percent of its requests while the
//    grid shows the load's table, and the line also counts the grid's refreshes; or
//  - with --hold N: prints the connection string and serves for N seconds (the SDK compatibility suite runs
//    against the explorer this way).
// Needs a Qt platform (QT_QPA_PLATFORM=offscreen or a display).
//
//   rowan-servebench --store PATH [--nice N] (--load PATH/rowan-load [--seconds 10] [--connections 16]
//   [--threads 2] [--writes 0]
//                                  | --hold SECONDS)
#include "models/access/accessservemodel.h"
#include "ui/access/accessactions.h"
#include "ui/store/storenavigator.h"
#include "ui/window/mainwindow.h"

#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace rowan;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // the recent-stores list and layouts stay out of the user's
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption storeOption(
        QStringLiteral("store"), QStringLiteral("Store file."), QStringLiteral("PATH"));
    const QCommandLineOption loadOption(
        QStringLiteral("load"), QStringLiteral("rowan-load executable."), QStringLiteral("PATH"));
    const QCommandLineOption holdOption(
        QStringLiteral("hold"), QStringLiteral("Serve this long, no load."), QStringLiteral("SECONDS"));
    const QCommandLineOption secondsOption(QStringLiteral("seconds"), QStringLiteral("Load duration."),
        QStringLiteral("N"), QStringLiteral("10"));
    const QCommandLineOption connectionsOption(QStringLiteral("connections"),
        QStringLiteral("Keep-alive connections."), QStringLiteral("N"), QStringLiteral("16"));
    const QCommandLineOption threadsOption(
        QStringLiteral("threads"), QStringLiteral("Load threads."), QStringLiteral("N"), QStringLiteral("2"));
    const QCommandLineOption niceOption(QStringLiteral("nice"),
        QStringLiteral("The server workers' nice increment (default: the explorer's)."), QStringLiteral("N"));
    const QCommandLineOption writesOption(QStringLiteral("writes"),
        QStringLiteral("Percent of the load's requests that replace an entity."), QStringLiteral("P"),
        QStringLiteral("0"));
    parser.addOptions({storeOption, loadOption, holdOption, secondsOption, connectionsOption, threadsOption,
        niceOption, writesOption});
    parser.process(app);
    if (!parser.isSet(storeOption) || parser.isSet(loadOption) == parser.isSet(holdOption)) {
        std::fprintf(stderr, "rowan-servebench: --store and one of --load or --hold are required\n");
        return 2;
    }

    MainWindow window;
    window.resize(1200, 800);
    window.show();
    auto *access = window.findChild<AccessActions *>();
    AccessServeModel *serve = access->serveModel();
    if (parser.isSet(niceOption))
        serve->setWorkerNice(parser.value(niceOption).toInt());
    int announcements = 0;
    QObject::connect(window.session(), &ServiceSession::changed, &app, [&] { ++announcements; });
    // The grid shows the load's table as soon as the tree lists it, so writes refresh what is on screen.
    int gridPages = 0;
    QObject::connect(window.entityModel(), &EntityTableModel::pageLoaded, &app, [&] { ++gridPages; });
    QObject::connect(
        &window, &MainWindow::storeOpenFailed, &app, [&](const QString &, const QString &message) {
            std::fprintf(stderr, "rowan-servebench: %s\n", qPrintable(message));
            app.exit(1);
        });

    QList<qint64> gapsUs;
    QElapsedTimer clock;
    qint64 last = 0;
    QTimer pulse;
    pulse.setInterval(5);
    QObject::connect(&pulse, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed() / 1000;
        if (last)
            gapsUs.append(now - last);
        last = now;
    });
    QProcess load;
    load.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QObject::connect(&load, &QProcess::finished, &app, [&] {
        pulse.stop();
        serve->drain();
        std::ranges::sort(gapsUs);
        QJsonObject out;
        out[QStringLiteral("load")]
            = QJsonDocument::fromJson(load.readAllStandardOutput().trimmed()).object();
        out[QStringLiteral("longestStallMs")] = gapsUs.isEmpty() ? 0.0 : (gapsUs.last() - 5000) / 1000.0;
        out[QStringLiteral("p99GapMs")]
            = gapsUs.isEmpty() ? 0.0 : gapsUs.at(gapsUs.size() * 99 / 100) / 1000.0;
        out[QStringLiteral("ticks")] = qint64(gapsUs.size());
        out[QStringLiteral("requestsLogged")] = serve->requestCount();
        out[QStringLiteral("requestsNotKept")] = serve->droppedCount();
        out[QStringLiteral("writeAnnouncements")] = announcements;
        out[QStringLiteral("gridPagesLoaded")] = gridPages;
        out[QStringLiteral("gridTable")] = window.entityModel()->table();
        out[QStringLiteral("workerNice")] = serve->workerNice();
        std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
        serve->stop();
        app.exit(load.exitCode());
    });

    QObject::connect(&window, &MainWindow::storeOpened, &app, [&] {
        if (auto ok = serve->start(QHostAddress::LocalHost, 0); !ok) {
            std::fprintf(stderr, "rowan-servebench: %s\n", qPrintable(ok.error().message));
            app.exit(1);
            return;
        }
        const QString connection = *serve->connectionString(QStringLiteral("devstoreaccount1"));
        if (parser.isSet(holdOption)) {
            std::printf("%s\n", qPrintable(connection));
            std::fflush(stdout);
            QTimer::singleShot(parser.value(holdOption).toInt() * 1000, &app, [&] {
                serve->stop();
                app.exit(0);
            });
            return;
        }
        QObject::connect(window.storeTree(), &StoreTreeModel::loaded, &app, [&] {
            if (window.entityModel()->table().isEmpty())
                window.findChild<StoreNavigator *>()->selectTable(
                    QStringLiteral("devstoreaccount1"), QStringLiteral("loadbench"));
        });
        clock.start();
        pulse.start();
        load.start(parser.value(loadOption),
            {QStringLiteral("--connection"), connection, QStringLiteral("--seconds"),
                parser.value(secondsOption), QStringLiteral("--connections"), parser.value(connectionsOption),
                QStringLiteral("--threads"), parser.value(threadsOption), QStringLiteral("--writes"),
                parser.value(writesOption)});
    });
    window.openStoreWithPassphrase(parser.value(storeOption), QString(), true); // no dialog: unencrypted
    return app.exec();
}
