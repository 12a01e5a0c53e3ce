// `rowan diff LEFT RIGHT`: compares two tables (store files or endpoints), prints the counts and, with
// --output, every difference as JSON Lines.
#include "compareargs.h"
#include "subcommand.h"
#include "transferprogress.h"

#include <rowan/compare/diff.h>
#include <rowan/store.h>

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace rowan {

namespace {

QJsonObject summaryJson(
    const compare::DiffSummary &summary, const OpenedTableSide &left, const OpenedTableSide &right)
{
    QJsonArray problems;
    for (const compare::SideProblem &problem : summary.problems)
        problems.append(QJsonObject {
            {QStringLiteral("side"), problem.left ? QStringLiteral("left") : QStringLiteral("right")},
            {QStringLiteral("PartitionKey"), problem.partitionKey},
            {QStringLiteral("RowKey"), problem.rowKey}, {QStringLiteral("message"), problem.message}});
    return QJsonObject {{QStringLiteral("left"), left.display}, {QStringLiteral("right"), right.display},
        {QStringLiteral("same"), summary.same()}, {QStringLiteral("onlyLeft"), summary.onlyLeft},
        {QStringLiteral("onlyRight"), summary.onlyRight}, {QStringLiteral("changed"), summary.changed},
        {QStringLiteral("identical"), summary.identical}, {QStringLiteral("leftRead"), summary.leftRead},
        {QStringLiteral("rightRead"), summary.rightRead},
        {QStringLiteral("problemCount"), summary.problemCount}, {QStringLiteral("problems"), problems},
        {QStringLiteral("cancelled"), summary.cancelled}, {QStringLiteral("elapsedMs"), summary.elapsedMs}};
}

} // namespace

int runDiffCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QString name = QStringLiteral("diff");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Compares two tables, each in a store file (STORE#Table or STORE#account/Table; account "
        "devstoreaccount1 by default), behind an endpoint (a table's SAS URL, or an account SAS URL "
        "followed by #Table) or on a connection saved in the explorer (connection:NAME#Table or "
        "connection:NAME#account/Table), and prints how many entities are only on the left, only on the right, changed "
        "and identical. Both are read once in key order, at the speed of the slower. Exit codes: 0 "
        "identical, 1 different (or a side went out of key order), 2 usage error, 3 failure, 130 "
        "interrupted."));
    parser.addPositionalArgument(QStringLiteral("LEFT"), QStringLiteral("The left table."));
    parser.addPositionalArgument(QStringLiteral("RIGHT"), QStringLiteral("The right table."));
    const QCommandLineOption output(QStringLiteral("output"),
        QStringLiteral(
            "Write every difference to FILE as JSON Lines (one entity a line; - for standard output)."),
        QStringLiteral("FILE"));
    const QCommandLineOption json(
        QStringLiteral("json"), QStringLiteral("Print the summary as one JSON object."));
    parser.addOptions(compareOptions());
    parser.addOption(output);
    parser.addOption(json);
    parser.addOptions(comparePassphraseOptions());
    if (const int code = parseSubcommandArgs(parser, name, args, out, err); code >= 0)
        return code;
    auto sides = tableSidesFrom(parser);
    if (!sides)
        return usageError(err, name, sides.error());
    auto options = diffOptionsFrom(parser);
    if (!options)
        return usageError(err, name, options.error());

    auto left = openTableSide(
        sides->first, parser.value(QStringLiteral("passphrase-file-left")), StoreAccess::ReadOnly, name, err);
    if (!left)
        return CompareFailedExitCode;
    auto right = openTableSide(sides->second, parser.value(QStringLiteral("passphrase-file-right")),
        StoreAccess::ReadOnly, name, err, &*left);
    if (!right)
        return CompareFailedExitCode;
    return runDiffReport(name, *left, *right, *options,
        parser.isSet(output) ? parser.value(output) : QString(), parser.isSet(json), out, err);
}

int runDiffReport(const QString &name, const OpenedTableSide &left, const OpenedTableSide &right,
    const compare::DiffOptions &options, const QString &outputPath, bool json, QTextStream &out,
    QTextStream &err)
{
    std::unique_ptr<QIODevice> file;
    std::unique_ptr<TextStreamDevice> outDevice;
    QIODevice *sink = nullptr;
    if (!outputPath.isEmpty()) {
        if (outputPath == u"-") {
            out.flush();
            outDevice = std::make_unique<TextStreamDevice>(out);
            outDevice->open(QIODevice::WriteOnly);
            sink = outDevice.get();
        } else {
            auto saved = std::make_unique<QSaveFile>(outputPath);
            if (!saved->open(QIODevice::WriteOnly)) {
                err << QStringLiteral("rowan %1: cannot write %2: %3\n")
                           .arg(name, outputPath, saved->errorString());
                return CompareFailedExitCode;
            }
            file = std::move(saved);
            sink = file.get();
        }
    }

    InterruptGuard interrupt;
    const CancelFlag cancel(
        std::shared_ptr<std::atomic<bool>>(), const_cast<std::atomic<bool> *>(interrupt.flag()));
    CompareProgress bar(err, isTerminal(err));
    bool writeFailed = false;
    auto summary = compare::diffTables(
        compare::TableSide {left.service.get(), left.account, left.table},
        compare::TableSide {right.service.get(), right.account, right.table}, options,
        [&](compare::EntityDifference &difference) {
            if (!sink)
                return ScanControl::Continue;
            QByteArray line = compare::differenceToJson(difference);
            line += '\n';
            if (sink->write(line) != line.size()) {
                writeFailed = true;
                return ScanControl::Stop;
            }
            return ScanControl::Continue;
        },
        [&bar](const compare::DiffProgress &progress) { bar.update(progress); }, cancel);
    bar.done();
    if (!summary) {
        err << QStringLiteral("rowan %1: %2\n").arg(name, summary.error().toString());
        return CompareFailedExitCode;
    }
    if (writeFailed) {
        err << QStringLiteral("rowan %1: cannot write %2: %3\n").arg(name, outputPath, sink->errorString());
        return CompareFailedExitCode;
    }
    if (auto *saved = dynamic_cast<QSaveFile *>(file.get());
        saved && !summary->cancelled && !saved->commit()) {
        err << QStringLiteral("rowan %1: cannot write %2: %3\n").arg(name, outputPath, saved->errorString());
        return CompareFailedExitCode;
    }
    for (const compare::SideProblem &problem : summary->problems)
        err << QStringLiteral("rowan %1: %2\n").arg(name, problem.message);
    if (summary->problemCount > summary->problems.size())
        err << QStringLiteral("rowan %1: %2 more entities out of key order not shown\n")
                   .arg(name)
                   .arg(summary->problemCount - summary->problems.size());
    if (json) {
        const QByteArray text
            = QJsonDocument(summaryJson(*summary, left, right)).toJson(QJsonDocument::Compact);
        (sink == outDevice.get() && sink ? err : out) << QString::fromUtf8(text) << '\n';
    } else {
        QTextStream &to = sink && sink == outDevice.get() ? err : out;
        to << QStringLiteral("left:  %1\nright: %2\n").arg(left.display, right.display);
        to << (summary->same() ? QStringLiteral("identical: ") : QStringLiteral("different: "))
           << diffSummaryText(*summary) << '\n';
    }
    if (summary->cancelled)
        return InterruptedExitCode;
    return summary->same() ? 0 : CompareDifferentExitCode;
}

} // namespace rowan
