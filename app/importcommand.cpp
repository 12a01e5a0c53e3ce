// `rowan import`: typed CSV, JSON Lines or a JSON array into a table, streamed in entity group transactions;
// rejected rows go to an error report with their line and column.
#include "clihelpers.h"
#include "connectioncli.h"
#include "subcommand.h"
#include "transferprogress.h"

#include <rowan/store.h>
#include <rowan/tableservice.h>
#include <rowan/transfer/transfer.h>

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>

#include <cstdio>

namespace rowan {

namespace {

constexpr int RowsFailedExitCode = 3;
// Rejected rows echoed to standard error; the rest are only in the report.
constexpr int ErrorsShown = 10;

} // namespace

int runImportCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Imports typed CSV (Azure Storage Explorer's format), JSON Lines or a JSON array (the Table "
        "service's minimal-metadata form) from FILE, or standard input for -, in entity group transactions "
        "of up to 100 per partition. Rejected rows are listed with their line in an error report. Exit "
        "codes: 0 every row written or skipped, 1 failed (rows committed before stay), 2 usage error, "
        "3 some rows rejected, 130 interrupted (committed transactions stay; run again with "
        "--mode skip-existing to finish)."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The file to import, or -."));
    const QCommandLineOption format(QStringLiteral("format"),
        QStringLiteral("csv, jsonl or json (default: from the file's suffix, else csv)."),
        QStringLiteral("FORMAT"));
    const QCommandLineOption mode(QStringLiteral("mode"),
        QStringLiteral("insert (default; an existing key is an error), replace, merge or skip-existing."),
        QStringLiteral("MODE"), QStringLiteral("insert"));
    const QCommandLineOption createTable(QStringLiteral("create-table"),
        QStringLiteral("Create the table (and the store file) when missing."));
    const QCommandLineOption stopOnError(QStringLiteral("stop-on-error"),
        QStringLiteral("Stop at the first rejected row; rows before it are written."));
    const QCommandLineOption errors(QStringLiteral("errors"),
        QStringLiteral("The error report (default FILE.errors.csv, or import-errors.csv for -)."),
        QStringLiteral("FILE"));
    const QCommandLineOption progress(QStringLiteral("progress"),
        QStringLiteral("Show the progress bar even when standard error is not a terminal."));
    const QCommandLineOption noProgress(
        QStringLiteral("no-progress"), QStringLiteral("Never show the progress bar."));
    const QCommandLineOption yes(QStringLiteral("yes"),
        QStringLiteral("Write to a store whose safety level asks before every write without asking."));
    StoreCommandSpec spec;
    spec.name = QStringLiteral("import");
    spec.options = {format, mode, createTable, stopOnError, errors};
    spec.laterOptions = {progress, noProgress, yes};
    spec.takesArguments = true;
    spec.connections = true;
    const auto common = parseStoreCommandArgs(parser, spec, args, out, err);
    if (!common)
        return common.error();
    const auto usage = [&](const QString &message) { return usageError(err, spec.name, message); };
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return usage(positional.isEmpty()
                ? QStringLiteral("the file to import is missing (- for standard input)")
                : QStringLiteral("unexpected argument '%1'").arg(positional.at(1)));
    const QString inputPath = positional.first();
    const auto chosenFormat = transferFormat(parser.value(format), parser.isSet(format), inputPath);
    if (!chosenFormat)
        return usage(
            QStringLiteral("--format must be csv, jsonl or json, not '%1'").arg(parser.value(format)));
    const transfer::Format fileFormat = *chosenFormat;
    transfer::ImportOptions options;
    const auto m = transfer::importModeFromName(parser.value(mode));
    if (!m)
        return usage(QStringLiteral("--mode must be insert, replace, merge or skip-existing, not '%1'")
                         .arg(parser.value(mode)));
    options.mode = *m;
    options.createTable = parser.isSet(createTable);
    options.stopOnError = parser.isSet(stopOnError);

    QFile input;
    if (inputPath == u"-") {
        if (!input.open(stdin, QIODevice::ReadOnly)) {
            err << QStringLiteral("rowan import: cannot read standard input: %1\n").arg(input.errorString());
            return 1;
        }
    } else {
        input.setFileName(inputPath);
        if (!input.open(QIODevice::ReadOnly)) {
            err << QStringLiteral("rowan import: cannot read %1: %2\n").arg(inputPath, input.errorString());
            return 1;
        }
        options.bytesTotal = input.size();
    }

    const auto opened
        = openServiceForCli(*common, options.createTable ? StoreAccess::Create : StoreAccess::Write, err);
    if (!opened)
        return 1;
    const QString &accountName = opened->account;
    if (!confirmWrite(opened->service->description().safety, opened->place, spec.name, accountName,
            common->table, QStringLiteral("import into it"), parser.isSet(yes), err))
        return 1;

    transfer::ErrorReport report(parser.isSet(errors) ? parser.value(errors)
            : inputPath == u"-"                       ? QStringLiteral("import-errors.csv")
                                                      : inputPath + QStringLiteral(".errors.csv"));
    InterruptGuard interrupt;
    options.cancel = interrupt.flag();
    TransferProgress bar(err, !parser.isSet(noProgress) && (parser.isSet(progress) || isTerminal(err)));
    options.progress = [&bar](const transfer::Progress &p) { bar.update(p); };
    qint64 shown = 0;
    options.rowError = [&](const transfer::RowError &e) {
        report.add(e);
        if (shown++ < ErrorsShown) {
            bar.done();
            err << QStringLiteral("rowan import: %1\n").arg(e.toString());
        }
    };

    // The whole import is one action of the change journal, so `rowan undo` can take it back; a connection
    // given by its connection string keeps none.
    const std::shared_ptr<TableService> &service = opened->service;
    const bool journal = service->has(ServiceCapability::Journal);
    const QString source
        = inputPath == u"-" ? QStringLiteral("standard input") : QFileInfo(inputPath).fileName();
    ActionId action = 0;
    if (journal) {
        auto begun = service->beginAction(
            ActionInfo {QStringLiteral("import"), QStringLiteral("Import: %1 into %2").arg(source, common->table),
                accountName, common->table, QStringLiteral("rowan import"), 0});
        if (!begun) {
            err << QStringLiteral("rowan import: %1\n").arg(begun.error().message);
            return 1;
        }
        action = *begun;
    }
    auto reader = transfer::makeReader(fileFormat, &input);
    auto summary
        = transfer::importEntities(*journaled(service, action), accountName, common->table, *reader, options);
    bar.done();
    if (journal) {
        // An import that wrote nothing leaves nothing to undo.
        const auto recorded = service->journalAction(action);
        const Status ended = recorded && recorded->entityCount == 0 && opened->store
            ? opened->store->discardAction(action)
            : service->endAction(action);
        if (!ended)
            err << QStringLiteral("rowan import: the change journal could not record the import's end: %1\n")
                       .arg(ended.error().message);
    }
    if (!summary) {
        err << QStringLiteral("rowan import: %1\n").arg(summary.error().toString());
        return 1;
    }
    const transfer::Progress &totals = summary->totals;
    if (totals.failed > ErrorsShown)
        err << QStringLiteral("rowan import: %1 more rejected rows not shown\n")
                   .arg(totals.failed - ErrorsShown);
    if (totals.failed > 0) {
        if (!report.problem().isEmpty())
            err << QStringLiteral("rowan import: cannot write the error report %1\n").arg(report.path());
        else
            err << QStringLiteral("rowan import: rejected rows are listed in %1\n").arg(report.path());
    }
    err << QStringLiteral("rowan import: %1\n").arg(transferSummaryText(*summary, true));
    if (summary->cancelled)
        return InterruptedExitCode;
    return totals.failed > 0 ? RowsFailedExitCode : 0;
}

} // namespace rowan
