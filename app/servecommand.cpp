// `rowan serve --store PATH`: the Azure Table service REST endpoint over a store, until SIGINT/SIGTERM.
#include "clihelpers.h"
#include "subcommand.h"

#include <rowan/store.h>
#include <rowan/tableserver.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSocketNotifier>

#include <csignal>
#include <cstdio>
#include <sys/socket.h>
#include <unistd.h>

namespace rowan {

namespace {
// Self-pipe: the signal handler only writes a byte; the event loop does the shutdown.
int g_signalFds[2] = {-1, -1};

void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t n = ::write(g_signalFds[1], &byte, 1);
}
} // namespace

int runServeCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Serves the Azure Table service REST API (path style) over the store at PATH, creating it when "
        "missing. "
        "Prints the connection string of the development account, then runs until SIGINT or SIGTERM."));
    const QCommandLineOption storeOption(
        QStringLiteral("store"), QStringLiteral("The store file."), QStringLiteral("PATH"));
    const QCommandLineOption hostOption(QStringLiteral("host"),
        QStringLiteral("The address to listen on (default 127.0.0.1)."), QStringLiteral("ADDRESS"),
        QStringLiteral("127.0.0.1"));
    const QCommandLineOption portOption(QStringLiteral("port"),
        QStringLiteral("The port (default 10002; 0: any)."), QStringLiteral("PORT"), QStringLiteral("10002"));
    const QCommandLineOption passphraseFile(QStringLiteral("passphrase-file"),
        QStringLiteral("The store's passphrase is the first line of FILE."), QStringLiteral("FILE"));
    const QCommandLineOption journalOption(QStringLiteral("journal"),
        QStringLiteral("Record every write request in the store's change journal, so rowan undo can undo "
                       "it (off by default: other clients' writes are not journaled)."));
    parser.addOptions({storeOption, hostOption, portOption, passphraseFile, journalOption});
    if (const int rc = parseSubcommandArgs(parser, QStringLiteral("serve"), args, out, err); rc >= 0)
        return rc;
    if (!parser.isSet(storeOption) || !parser.positionalArguments().isEmpty()) {
        err << QStringLiteral("rowan serve: expected --store PATH\nTry 'rowan serve --help'.\n");
        return 2;
    }
    ServerOptions options;
    if (!options.host.setAddress(parser.value(hostOption))) {
        err << QStringLiteral("rowan serve: '%1' is not an IP address\n").arg(parser.value(hostOption));
        return 2;
    }
    bool portOk = false;
    const uint port = parser.value(portOption).toUInt(&portOk);
    if (!portOk || port > 65535) {
        err << QStringLiteral("rowan serve: '%1' is not a port\n").arg(parser.value(portOption));
        return 2;
    }
    options.port = static_cast<quint16>(port);
    options.journal = parser.isSet(journalOption);

    // The server's worker threads get their event dispatcher from QThread, which picks glib's unless
    // QT_NO_GLIB is set; glib's costs two extra eventfd writes per keep-alive request (it wakes its own
    // context whenever the socket's write notifier is toggled around the flush), ~5 % of the request
    // rate. This process has no GUI, so every thread it starts from here on may use Qt's UNIX dispatcher.
    qputenv("QT_NO_GLIB", "1");
    auto store = openStoreForCli(parser.value(storeOption), parser.value(passphraseFile), StoreAccess::Create,
        QStringLiteral("serve"), err);
    if (!store)
        return 1;
    TableServer server(*store, options);
    if (auto ok = server.listen(); !ok) {
        err << QStringLiteral("rowan serve: %1\n").arg(ok.error().message);
        return 1;
    }
    // Before the connection string is printed: a client may connect, send and have the server stopped at
    // once, and the stop must find the handler in place to answer what was sent.
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, g_signalFds) != 0) {
        err << QStringLiteral("rowan serve: cannot create the signal pipe\n");
        return 1;
    }
    QSocketNotifier notifier(g_signalFds[0], QSocketNotifier::Read);
    QObject::connect(&notifier, &QSocketNotifier::activated, &notifier, [&] {
        char byte;
        [[maybe_unused]] const ssize_t n = ::read(g_signalFds[0], &byte, 1);
        notifier.setEnabled(false);
        server.shutdown(); // finishes the requests in flight; every acknowledged write is committed
        QCoreApplication::quit();
    });
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);

    auto connection = server.connectionString(QString::fromLatin1(DevelopmentAccountName));
    if (connection)
        out << *connection << '\n';
    else
        out << server.tableEndpoint(QString::fromLatin1(DevelopmentAccountName)) << '\n';
    out.flush();
    std::fflush(stdout);

    const int rc = QCoreApplication::exec();
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    ::close(g_signalFds[0]);
    ::close(g_signalFds[1]);
    err << QStringLiteral("rowan serve: stopped after %1 requests\n").arg(server.requestCount());
    return rc;
}

} // namespace rowan
