#include "commandline.h"

#include "ui/window/aboutdialog.h"
#include <rowan_gitcommit.h>

#include <QFileInfo>

namespace rowan {

namespace {
// Options QApplication understands; the ones in the first list take a value.
const QStringList qtOptionsWithValue = {
    QStringLiteral("-platform"),
    QStringLiteral("-platformpluginpath"),
    QStringLiteral("-platformtheme"),
    QStringLiteral("-style"),
    QStringLiteral("-stylesheet"),
    QStringLiteral("-geometry"),
    QStringLiteral("-qwindowgeometry"),
    QStringLiteral("-qwindowtitle"),
    QStringLiteral("-qwindowicon"),
    QStringLiteral("-display"),
    QStringLiteral("-session"),
};
const QStringList qtFlags = {QStringLiteral("-reverse"), QStringLiteral("-widgetcount"),
    QStringLiteral("-nograb"), QStringLiteral("-dograb"), QStringLiteral("-sync")};

Invocation exitWith(int code, const QString &output, const QString &error = QString())
{
    Invocation inv;
    inv.mode = Invocation::Mode::Exit;
    inv.exitCode = code;
    inv.output = output;
    inv.error = error;
    return inv;
}

Invocation usageError(const QString &message)
{
    return exitWith(2, QString(), QStringLiteral("rowan: %1\nTry 'rowan --help'.\n").arg(message));
}

bool looksLikePath(const QString &arg)
{
    return arg.contains(QLatin1Char('/')) || arg.contains(QLatin1Char('\\')) || arg.contains(QLatin1Char('.'))
        || QFileInfo::exists(arg);
}
} // namespace

QString CommandLine::versionText()
{
    QString text;
    const auto versions = AboutDialog::libraryVersions();
    for (const auto &[name, version] : versions) {
        if (name == QLatin1String("Rowan"))
            text += QStringLiteral("rowan %1 (commit %2)\n").arg(version, QStringLiteral(ROWAN_GIT_COMMIT));
        else
            text += name + QLatin1Char(' ') + version + QLatin1Char('\n');
    }
    return text;
}

QString CommandLine::helpText(const QList<Subcommand> &subcommands)
{
    QString text
        = QStringLiteral("Usage: rowan [STORE]\n"
                         "       rowan <command> [OPTIONS]\n"
                         "\n"
                         "Without a command, opens the explorer (on STORE, a .rowan file, if given).\n"
                         "\n"
                         "Options:\n"
                         "  -h, --help     Show this help and exit.\n"
                         "  -v, --version  Show the versions of Rowan and its libraries and exit.\n"
                         "\n"
                         "Commands (run headless, no display needed):\n");
    qsizetype width = 0;
    for (const Subcommand &cmd : subcommands)
        width = std::max(width, cmd.name.size());
    for (const Subcommand &cmd : subcommands)
        text += QStringLiteral("  ") + cmd.name.leftJustified(width + 2) + cmd.summary + QLatin1Char('\n');
    text += QStringLiteral("\nRun 'rowan <command> --help' for a command's options.\n");
    return text;
}

Invocation CommandLine::parse(const QStringList &arguments, const QList<Subcommand> &subcommands)
{
    Invocation gui;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        if (arg == QLatin1String("-h") || arg == QLatin1String("--help"))
            return exitWith(0, helpText(subcommands));
        if (arg == QLatin1String("-v") || arg == QLatin1String("--version"))
            return exitWith(0, versionText());
        if (qtOptionsWithValue.contains(arg)) {
            if (i + 1 >= arguments.size())
                return usageError(QStringLiteral("option '%1' needs a value").arg(arg));
            ++i;
            continue;
        }
        if (qtFlags.contains(arg))
            continue;
        if (arg == QLatin1String("--")) {
            if (i + 1 < arguments.size() && gui.storePath.isEmpty())
                gui.storePath = arguments.at(i + 1);
            if (i + 2 < arguments.size())
                return usageError(QStringLiteral("unexpected argument '%1'").arg(arguments.at(i + 2)));
            break;
        }
        if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1)
            return usageError(QStringLiteral("unknown option '%1'").arg(arg));

        // The first bare word is a subcommand when it names one, else a store path.
        if (gui.storePath.isEmpty()) {
            for (const Subcommand &cmd : subcommands) {
                if (cmd.name == arg) {
                    Invocation inv;
                    inv.mode = Invocation::Mode::Subcommand;
                    inv.subcommand = arg;
                    inv.subcommandArgs = arguments.mid(i + 1);
                    return inv;
                }
            }
            if (!looksLikePath(arg))
                return usageError(
                    QStringLiteral("unknown command '%1' (to open a store of that name, write ./%1)")
                        .arg(arg));
            gui.storePath = arg;
            continue;
        }
        return usageError(QStringLiteral("unexpected argument '%1': the explorer opens one store").arg(arg));
    }
    return gui;
}

} // namespace rowan
