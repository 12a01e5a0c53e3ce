// `rowan export`: a table's entities (or those matching a filter) to typed CSV, JSON Lines or a JSON array,
// streamed page by page in key order.
#include "clihelpers.h"
#include "connectioncli.h"
#include "subcommand.h"
#include "transferprogress.h"

#include <rowan/query.h>
#include <rowan/store.h>
#include <rowan/tableservice.h>
#include <rowan/transfer/transfer.h>

#include <QCommandLineParser>
#include <QFile>
#include <QSaveFile>

namespace rowan {

int runExportCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Writes a table's entities in key order as typed CSV (Azure Storage Explorer's format), JSON Lines "
        "or a JSON array, in the Table service's minimal-metadata form. The store is read, never written: "
        "its files stay as they were. Exit codes: 0 done, 1 failed, or the output lacks committed "
        "transactions of a damaged log (a warning says which), 2 usage error, 130 interrupted."));
    const QCommandLineOption filter(QStringLiteral("filter"),
        QStringLiteral("Only entities matching this OData $filter."), QStringLiteral("F"));
    const QCommandLineOption select(
        QStringLiteral("select"), QStringLiteral("Only these properties, e.g. a,b."), QStringLiteral("LIST"));
    const QCommandLineOption format(QStringLiteral("format"),
        QStringLiteral("csv, jsonl or json (default: from the output's suffix, else csv)."),
        QStringLiteral("FORMAT"));
    const QCommandLineOption output(QStringLiteral("output"),
        QStringLiteral("The file to write, or - for standard output (the default)."), QStringLiteral("FILE"),
        QStringLiteral("-"));
    const QCommandLineOption progress(QStringLiteral("progress"),
        QStringLiteral("Show the progress bar even when standard error is not a terminal."));
    const QCommandLineOption noProgress(
        QStringLiteral("no-progress"), QStringLiteral("Never show the progress bar."));
    StoreCommandSpec spec;
    spec.name = QStringLiteral("export");
    spec.options = {filter, select, format, output};
    spec.laterOptions = {progress, noProgress};
    spec.connections = true;
    const auto common = parseStoreCommandArgs(parser, spec, args, out, err);
    if (!common)
        return common.error();
    const auto usage = [&](const QString &message) { return usageError(err, spec.name, message); };
    const QString outputPath = parser.value(output);
    const auto chosenFormat = transferFormat(parser.value(format), parser.isSet(format), outputPath);
    if (!chosenFormat)
        return usage(
            QStringLiteral("--format must be csv, jsonl or json, not '%1'").arg(parser.value(format)));
    const transfer::Format fileFormat = *chosenFormat;
    transfer::ExportOptions options;
    options.filter = parser.value(filter);
    if (auto parsed = Filter::parse(options.filter); !parsed) {
        const ParseError &e = parsed.error();
        err << QStringLiteral("rowan export: invalid filter at position %1: %2\n  %3\n  %4^\n")
                   .arg(e.position)
                   .arg(e.message, options.filter, QString(e.position, QLatin1Char(' ')));
        return 1;
    }
    if (parser.isSet(select)) {
        auto list = parseSelect(parser.value(select));
        if (!list)
            return usage(list.error().message);
        options.select = *list;
    }

    const auto opened = openServiceForCli(*common, StoreAccess::ReadOnly, err);
    if (!opened)
        return 1;
    const TableService &service = *opened->service;
    const QString &accountName = opened->account;
    const QString &tableName = common->table;
    const auto failed = [&](const Error &error) {
        err << QStringLiteral("rowan export: %1\n").arg(error.toString());
        return 1;
    };

    InterruptGuard interrupt;
    options.cancel = interrupt.flag();
    TransferProgress bar(err, !parser.isSet(noProgress) && (parser.isSet(progress) || isTerminal(err)));
    options.progress = [&bar](const transfer::Progress &p) { bar.update(p); };

    transfer::WriterOptions writerOptions;
    if (fileFormat == transfer::Format::Csv) {
        auto names = transfer::collectPropertyNames(service, accountName, tableName, options);
        if (!names) {
            bar.done();
            return names.error().code == ErrorCode::Cancelled ? 130 : failed(names.error());
        }
        writerOptions.columns = *names;
    }

    // A file is written aside and renamed at the end, so a failed export never leaves half a file in place.
    std::unique_ptr<QIODevice> owned;
    QIODevice *device = nullptr;
    QSaveFile *file = nullptr;
    if (outputPath == u"-") {
        out.flush();
        // Standard output's own device takes the bytes as they are; an in-memory stream gets them as text.
        device = out.device();
        if (!device) {
            owned.reset(new TextStreamDevice(out));
            device = owned.get();
        }
    } else {
        file = new QSaveFile(outputPath);
        owned.reset(file);
        device = file;
        if (!file->open(QIODevice::WriteOnly)) {
            err << QStringLiteral("rowan export: cannot write %1: %2\n").arg(outputPath, file->errorString());
            return 1;
        }
    }
    auto writer = transfer::makeWriter(fileFormat, device, writerOptions);
    auto summary = transfer::exportEntities(service, accountName, tableName, *writer, options);
    bar.done();
    if (!summary) {
        if (file)
            file->cancelWriting();
        if (summary.error().code == ErrorCode::Cancelled) {
            err << QStringLiteral("rowan export: interrupted; nothing was written to %1\n").arg(outputPath);
            return 130;
        }
        return failed(summary.error());
    }
    if (file && !file->commit()) {
        err << QStringLiteral("rowan export: cannot write %1: %2\n").arg(outputPath, file->errorString());
        return 1;
    }
    out.flush();
    err << QStringLiteral("rowan export: %1\n").arg(transferSummaryText(*summary, false));
    return opened->store ? exitStatusAfterReading(*opened->store, 0, spec.name, err) : 0;
}

} // namespace rowan
