#include "commandline.h"
#include "subcommand.h"

namespace rowan {

int runDemoCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runQueryCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runKeysCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runSchemaCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runServeCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runSasCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runExportCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runImportCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runCheckCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runBackupCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runHistoryCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runUndoCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runUpdateCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runRekeyCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runSafetyCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runDiffCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runSyncCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runSnapshotCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runFindCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runIndexCommand(const QStringList &args, QTextStream &out, QTextStream &err);

namespace {
int runHelp(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QList<Subcommand> all = builtinSubcommands();
    if (args.isEmpty()) {
        out << CommandLine::helpText(all);
        return 0;
    }
    for (const Subcommand &cmd : all) {
        if (cmd.name == args.first())
            return cmd.run({QStringLiteral("--help")}, out, err);
    }
    err << QStringLiteral("rowan help: unknown command '%1'\n").arg(args.first());
    return 2;
}

int runVersion(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (!args.isEmpty() && args.first() != QLatin1String("--help")) {
        err << QStringLiteral("rowan version: unexpected argument '%1'\n").arg(args.first());
        return 2;
    }
    if (!args.isEmpty()) {
        out << QStringLiteral(
            "Usage: rowan version\nPrints the versions of Rowan and the libraries it runs with.\n");
        return 0;
    }
    out << CommandLine::versionText();
    return 0;
}
} // namespace

QList<Subcommand> builtinSubcommands()
{
    return {
        {QStringLiteral("help"), QStringLiteral("Show help for rowan or for one command"), runHelp},
        {QStringLiteral("version"), QStringLiteral("Show the versions of Rowan and its libraries"),
            runVersion},
        {QStringLiteral("demo"), QStringLiteral("Create a store with the table design guide's examples"),
            runDemoCommand},
        {QStringLiteral("query"),
            QStringLiteral("Print a table's entities matching a filter, or the query's cost"),
            runQueryCommand},
        {QStringLiteral("find"), QStringLiteral("Print a table's entities holding a text in any property"),
            runFindCommand},
        {QStringLiteral("index"), QStringLiteral("Create, remove or describe a table's text index"),
            runIndexCommand},
        {QStringLiteral("keys"), QStringLiteral("Print what a table's keys show about its design"),
            runKeysCommand},
        {QStringLiteral("schema"), QStringLiteral("Print which properties and types a table's entities hold"),
            runSchemaCommand},
        {QStringLiteral("serve"), QStringLiteral("Serve the Azure Table REST API over a store"),
            runServeCommand},
        {QStringLiteral("sas"), QStringLiteral("Print a shared access signature (SAS) for a table"),
            runSasCommand},
        {QStringLiteral("export"), QStringLiteral("Write a table's entities to CSV, JSON Lines or JSON"),
            runExportCommand},
        {QStringLiteral("import"), QStringLiteral("Read CSV, JSON Lines or JSON into a table"),
            runImportCommand},
        {QStringLiteral("update"),
            QStringLiteral("Set, remove, rename or retype a property of every entity a filter matches"),
            runUpdateCommand},
        {QStringLiteral("rekey"), QStringLiteral("Give the entities a filter matches new keys from a template"),
            runRekeyCommand},
        {QStringLiteral("check"), QStringLiteral("Read a whole store and report any damage"),
            runCheckCommand},
        {QStringLiteral("backup"), QStringLiteral("Copy a store consistently, encrypted like it"),
            runBackupCommand},
        {QStringLiteral("history"), QStringLiteral("List the store's change journal and set its limits"),
            runHistoryCommand},
        {QStringLiteral("undo"), QStringLiteral("Undo an action of the store's change journal"),
            runUndoCommand},
        {QStringLiteral("safety"),
            QStringLiteral("Show or set the store's safety level and environment label"), runSafetyCommand},
        {QStringLiteral("diff"), QStringLiteral("Compare two tables, in stores or behind endpoints"),
            runDiffCommand},
        {QStringLiteral("sync"), QStringLiteral("Make a table like another: insert, update, delete"),
            runSyncCommand},
        {QStringLiteral("snapshot"),
            QStringLiteral("Copy a table into a store with where it came from, or compare it with now"),
            runSnapshotCommand},
    };
}

} // namespace rowan
