// `rowan`: the explorer by default; a headless subcommand under QCoreApplication when one is named.
#include "commandline.h"
#include "startupprobe.h"

#include "ui/window/mainwindow.h"
#include "ui/window/translations.h"

#include <QApplication>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTextStream>
#include <QTimer>

#include <cstdio>

namespace {
void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Rowan"));
    QCoreApplication::setApplicationName(QStringLiteral("rowan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ROWAN_VERSION_STRING));
}
} // namespace

int main(int argc, char **argv)
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    const QList<rowan::Subcommand> subcommands = rowan::builtinSubcommands();
    const rowan::Invocation inv = rowan::CommandLine::parse(arguments, subcommands);

    QTextStream out(stdout);
    QTextStream err(stderr);
    switch (inv.mode) {
    case rowan::Invocation::Mode::Exit:
        out << inv.output;
        err << inv.error;
        return inv.exitCode;
    case rowan::Invocation::Mode::Subcommand: {
        QCoreApplication app(argc, argv);
        setIdentity();
        for (const rowan::Subcommand &cmd : subcommands) {
            if (cmd.name == inv.subcommand)
                return cmd.run(inv.subcommandArgs, out, err);
        }
        return 2;
    }
    case rowan::Invocation::Mode::Gui:
        break;
    }

    QApplication app(argc, argv);
    setIdentity();
    QApplication::setApplicationDisplayName(QStringLiteral("Rowan"));
    // The explorer speaks the language chosen in the settings or the system's; the subcommands above stay
    // English.
    rowan::applyLanguage(rowan::savedLanguage());
    rowan::MainWindow window;
    window.restoreLayout();
    rowan::armStartupProbe(window, sinceMain);
    window.show();
    // Opened once the window is up, so a passphrase prompt has a parent on screen.
    QTimer::singleShot(0, &window, [&window, path = inv.storePath] { window.openAtStart(path); });
    return app.exec();
}
