// rowan-startbench: how long the explorer takes to become usable. Runs the real `rowan` executable (a release
// build for the figure) on the demo store with ROWAN_STARTUP_PROBE set, in a private home so that no earlier
// settings or window layout play a part: the first run creates the demo store, the next runs open it. Each run's
// time is from starting the process to the probe's line (window shown and painted, store open, tables listed,
// icon set loaded); the probe's own figure (from main()) is printed beside it. Prints one JSON object per line.
//
//   rowan-startbench [--rowan PATH] [--runs N]
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <optional>

namespace {

struct Start
{
    double wallMs = 0;  // process start to the probe's line
    double probeMs = 0; // main() to the probe's line, as the explorer measured it
};

void print(const QJsonObject &object)
{
    std::printf("%s\n", QJsonDocument(object).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

std::optional<Start> startOnce(const QString &rowan, const QProcessEnvironment &env, QString *error)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.setReadChannel(QProcess::StandardError);
    QElapsedTimer clock;
    clock.start();
    process.start(rowan, {});
    if (!process.waitForStarted(10'000)) {
        *error = QStringLiteral("%1 did not start: %2").arg(rowan, process.errorString());
        return std::nullopt;
    }
    static const QRegularExpression usable(QStringLiteral("startup-probe: usable ([0-9.]+) ms"));
    QByteArray seen;
    while (true) {
        if (process.canReadLine() || process.waitForReadyRead(30'000)) {
            while (process.canReadLine()) {
                const QByteArray line = process.readLine();
                seen += line;
                const auto match = usable.match(QString::fromUtf8(line));
                if (match.hasMatch()) {
                    const double wallMs = clock.nsecsElapsed() / 1e6;
                    process.waitForFinished(10'000);
                    return Start {wallMs, match.captured(1).toDouble()};
                }
            }
            continue;
        }
        process.kill();
        process.waitForFinished();
        *error = QStringLiteral("no start-up report within 30 s; the explorer said:\n%1")
                     .arg(QString::fromUtf8(seen + process.readAllStandardError()));
        return std::nullopt;
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Time from starting the explorer to a usable window."));
    parser.addHelpOption();
    const QCommandLineOption rowanOption(QStringLiteral("rowan"), QStringLiteral("The rowan executable."),
        QStringLiteral("PATH"), QStringLiteral(ROWAN_EXECUTABLE));
    const QCommandLineOption runsOption(
        QStringLiteral("runs"), QStringLiteral("Starts measured after the first."), QStringLiteral("N"),
        QStringLiteral("10"));
    parser.addOption(rowanOption);
    parser.addOption(runsOption);
    parser.process(app);
    const int runs = std::max(1, parser.value(runsOption).toInt());

    QTemporaryDir home;
    if (!home.isValid()) {
        std::fprintf(stderr, "rowan-startbench: cannot make a temporary folder: %s\n", qPrintable(home.errorString()));
        return 1;
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    env.insert(QStringLiteral("ROWAN_STARTUP_PROBE"), QStringLiteral("1"));
    if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")) && !env.contains(QStringLiteral("DISPLAY")))
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));

    const QString rowan = parser.value(rowanOption);
    QString error;
    const auto first = startOnce(rowan, env, &error);
    if (!first) {
        std::fprintf(stderr, "rowan-startbench: %s\n", qPrintable(error));
        return 1;
    }
    print({{QStringLiteral("figure"), QStringLiteral("first_start_creating_demo_store_ms")},
        {QStringLiteral("value"), first->wallMs}, {QStringLiteral("from_main_ms"), first->probeMs}});

    QList<Start> starts;
    for (int i = 0; i < runs; ++i) {
        const auto start = startOnce(rowan, env, &error);
        if (!start) {
            std::fprintf(stderr, "rowan-startbench: %s\n", qPrintable(error));
            return 1;
        }
        starts << *start;
    }
    std::sort(starts.begin(), starts.end(), [](const Start &a, const Start &b) { return a.wallMs < b.wallMs; });
    print({{QStringLiteral("figure"), QStringLiteral("start_to_usable_window_ms")},
        {QStringLiteral("median"), starts.at(starts.size() / 2).wallMs},
        {QStringLiteral("min"), starts.constFirst().wallMs}, {QStringLiteral("max"), starts.constLast().wallMs},
        {QStringLiteral("median_from_main_ms"), starts.at(starts.size() / 2).probeMs},
        {QStringLiteral("runs"), runs}, {QStringLiteral("target_ms"), 400},
        {QStringLiteral("platform"), env.value(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"))}});
    return 0;
}
