// A headless subcommand (`rowan query …`): runs under QCoreApplication, prints to the given streams and
// returns the process exit code (0 success, 1 failure, 2 usage error).
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>

namespace rowan {

struct Subcommand
{
    QString name;
    QString summary;
    // args excludes "rowan" and the subcommand's name.
    std::function<int(const QStringList &args, QTextStream &out, QTextStream &err)> run;
};

// Every subcommand `rowan` knows, in the order `rowan --help` lists them.
QList<Subcommand> builtinSubcommands();

} // namespace rowan
