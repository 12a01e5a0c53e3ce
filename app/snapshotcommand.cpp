// `rowan snapshot SOURCE STORE#Table`: copies a table from anywhere into a new table of a store, with where
// and when it came from; `rowan snapshot --compare STORE#Table`: compares such a snapshot with its source
// now.
#include "compareargs.h"
#include "subcommand.h"

#include <rowan/compare/sync.h>
#include <rowan/store.h>

#include <QCommandLineParser>
#include <QLocale>

namespace rowan {

namespace {

QString recordText(const compare::SnapshotRecord &record)
{
    QString text = QStringLiteral("snapshot %1 of %2#%3/%4, taken %5, %6 entities")
                       .arg(record.table, record.sourceLocation, record.sourceAccount, record.sourceTable,
                           record.takenAt.toIsoString())
                       .arg(record.entities);
    if (!record.filter.isEmpty())
        text += QStringLiteral(", filter %1").arg(record.filter);
    return text;
}

} // namespace

int runSnapshotCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QString name = QStringLiteral("snapshot");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Copies the SOURCE table (STORE#Table, STORE#account/Table or a table's SAS URL) into a new table of "
        "a "
        "store (TARGET, STORE#Table), and records in that store where and when it came from (in its table "
        "RowanSnapshots). With --compare SNAPSHOT: compares a snapshot with its source as it is now, as "
        "rowan "
        "diff does (the snapshot on the left). Exit codes: 0 taken (with --compare: identical), 1 different, "
        "2 usage error, 3 failure, 130 interrupted."));
    parser.addPositionalArgument(QStringLiteral("SOURCE"), QStringLiteral("The table to copy."));
    parser.addPositionalArgument(QStringLiteral("TARGET"), QStringLiteral("The new table: STORE#Table."));
    const QCommandLineOption filter(QStringLiteral("filter"),
        QStringLiteral("Copy only the entities matching this $filter."), QStringLiteral("FILTER"));
    const QCommandLineOption compareWith(QStringLiteral("compare"),
        QStringLiteral("Compare the snapshot SNAPSHOT (STORE#Table) with its source now."),
        QStringLiteral("SNAPSHOT"));
    const QCommandLineOption source(QStringLiteral("source"),
        QStringLiteral(
            "With --compare: the source to compare with, when the snapshot came from an endpoint (its "
            "SAS URL; the snapshot keeps no credentials)."),
        QStringLiteral("SOURCE"));
    const QCommandLineOption output(QStringLiteral("output"),
        QStringLiteral("With --compare: the differences as JSON Lines, as rowan diff writes them."),
        QStringLiteral("FILE"));
    const QCommandLineOption json(
        QStringLiteral("json"), QStringLiteral("Print the record (or with --compare the summary) as JSON."));
    parser.addOptions({filter, compareWith, source, output, json});
    parser.addOptions(comparePassphraseOptions());
    if (const int code = parseSubcommandArgs(parser, name, args, out, err); code >= 0)
        return code;
    const QString leftPassphrase = parser.value(QStringLiteral("passphrase-file-left"));
    const QString rightPassphrase = parser.value(QStringLiteral("passphrase-file-right"));

    if (parser.isSet(compareWith)) {
        if (!parser.positionalArguments().isEmpty())
            return usageError(err, name, QStringLiteral("--compare takes no SOURCE or TARGET"));
        auto snapshotSpec = parseTableSide(parser.value(compareWith));
        if (!snapshotSpec)
            return usageError(err, name, snapshotSpec.error().message);
        if (snapshotSpec->kind != TableSideSpec::Kind::StoreFile)
            return usageError(err, name, QStringLiteral("a snapshot is a table of a store: STORE#Table"));
        auto snapshot = openTableSide(*snapshotSpec, leftPassphrase, StoreAccess::ReadOnly, name, err);
        if (!snapshot)
            return CompareFailedExitCode;
        auto record = compare::snapshotRecord(*snapshot->store, snapshot->account, snapshot->table);
        if (!record) {
            err << QStringLiteral("rowan snapshot: %1\n").arg(record.error().message);
            return CompareFailedExitCode;
        }
        TableSideSpec sourceSpec;
        if (parser.isSet(source)) {
            auto given = parseTableSide(parser.value(source));
            if (!given)
                return usageError(err, name, given.error().message);
            sourceSpec = *given;
        } else if (record->sourceLocation.startsWith(u"http", Qt::CaseInsensitive)) {
            return usageError(err, name,
                QStringLiteral("the snapshot came from %1: give its SAS URL with --source")
                    .arg(record->sourceLocation));
        } else {
            sourceSpec.storePath = record->sourceLocation;
            sourceSpec.account = record->sourceAccount;
            sourceSpec.table = record->sourceTable;
            sourceSpec.display = QStringLiteral("%1#%2/%3")
                                     .arg(record->sourceLocation, record->sourceAccount, record->sourceTable);
        }
        auto now = openTableSide(sourceSpec, rightPassphrase, StoreAccess::ReadOnly, name, err, &*snapshot);
        if (!now)
            return CompareFailedExitCode;
        compare::DiffOptions options;
        auto parsed = Filter::fromText(record->filter);
        if (!parsed) {
            err << QStringLiteral("rowan snapshot: the snapshot's filter: %1\n").arg(parsed.error().message);
            return CompareFailedExitCode;
        }
        options.filter = *parsed;
        if (!parser.isSet(json))
            err << QStringLiteral("rowan snapshot: %1\n").arg(recordText(*record));
        return runDiffReport(
            name, *snapshot, *now, options, parser.value(output), parser.isSet(json), out, err);
    }

    auto sides = tableSidesFrom(parser);
    if (!sides)
        return usageError(err, name, sides.error());
    if (sides->second.kind != TableSideSpec::Kind::StoreFile)
        return usageError(err, name, QStringLiteral("a snapshot goes into a store: TARGET is STORE#Table"));
    auto parsedFilter = Filter::fromText(parser.value(filter));
    if (!parsedFilter)
        return usageError(err, name, QStringLiteral("--filter: %1").arg(parsedFilter.error().message));
    auto target = openTableSide(sides->second, rightPassphrase, StoreAccess::Create, name, err);
    if (!target)
        return CompareFailedExitCode;
    auto from = openTableSide(sides->first, leftPassphrase, StoreAccess::ReadOnly, name, err, &*target);
    if (!from)
        return CompareFailedExitCode;
    auto record = compare::takeSnapshot(compare::TableSide {from->service.get(), from->account, from->table},
        parser.value(filter), *target->store, target->account, target->table);
    if (!record) {
        err << QStringLiteral("rowan snapshot: %1\n").arg(record.error().toString());
        return CompareFailedExitCode;
    }
    if (parser.isSet(json)) {
        out << QStringLiteral("{\"table\":\"%1\",\"entities\":%2,\"takenAt\":\"%3\"}\n")
                   .arg(record->table)
                   .arg(record->entities)
                   .arg(record->takenAt.toIsoString());
    } else {
        out << recordText(*record) << '\n';
    }
    return 0;
}

} // namespace rowan
