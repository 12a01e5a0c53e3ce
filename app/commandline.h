// Decides what `rowan` was asked to do before any QCoreApplication exists: open the explorer, run a
// headless subcommand, or print help/version/an error and exit.
#pragma once

#include "subcommand.h"

namespace rowan {

struct Invocation
{
    enum class Mode { Gui, Subcommand, Exit };
    Mode mode = Mode::Gui;
    QString storePath; // Gui: the store to open, may be empty
    QString subcommand; // Subcommand: its name
    QStringList subcommandArgs; // Subcommand: its arguments
    int exitCode = 0; // Exit: the code to exit with
    QString output; // Exit: text for stdout
    QString error; // Exit: text for stderr
};

class CommandLine
{
public:
    // arguments: the whole argv, program name first. Qt's own GUI options (-platform, -style, …) are
    // accepted and left for QApplication.
    static Invocation parse(const QStringList &arguments, const QList<Subcommand> &subcommands);
    static QString helpText(const QList<Subcommand> &subcommands);
    static QString versionText();
};

} // namespace rowan
