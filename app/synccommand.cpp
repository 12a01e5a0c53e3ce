// `rowan sync SOURCE TARGET`: makes the target table like the source (inserts what is missing, updates what
// differs, with --delete-extra deletes what only the target has), after printing what it will write.
#include "compareargs.h"
#include "subcommand.h"
#include "transferprogress.h"

#include <rowan/compare/sync.h>
#include <rowan/store.h>

#include <QCommandLineParser>
#include <QLocale>

namespace rowan {

namespace {

QString planText(const compare::SyncPlan &plan, bool deleteExtra)
{
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::DefaultNumberOptions);
    QString text
        = QStringLiteral("insert %1, update %2").arg(c.toString(plan.inserts), c.toString(plan.updates));
    if (deleteExtra)
        text += QStringLiteral(", delete %1").arg(c.toString(plan.deletes));
    else
        text += QStringLiteral(", keep %1 only on the target").arg(c.toString(plan.extraKept));
    if (plan.mergeUnchanged > 0)
        text += QStringLiteral(", leave %1 whose extra properties a merge keeps")
                    .arg(c.toString(plan.mergeUnchanged));
    return text + QStringLiteral(" (%1 identical)").arg(c.toString(plan.diff.identical));
}

} // namespace

int runSyncCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QString name = QStringLiteral("sync");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Makes the TARGET table like the SOURCE table (each STORE#Table, STORE#account/Table, a table's "
        "SAS URL, or connection:NAME#Table for a connection saved in the explorer): inserts the entities the target lacks and merges (or with --replace replaces) those that "
        "differ, in entity group transactions guarded by the ETags read, after printing what it will write. "
        "On a store or a saved connection the sync is one action of its change journal: rowan undo takes it back. Exit codes: 0 "
        "synced (with --dry-run: nothing to write), 1 synced except for entities that changed meanwhile "
        "(listed; with --dry-run: something to write), 2 usage error, 3 failure, 130 interrupted."));
    parser.addPositionalArgument(QStringLiteral("SOURCE"), QStringLiteral("The table to copy from."));
    parser.addPositionalArgument(QStringLiteral("TARGET"), QStringLiteral("The table to change."));
    const QCommandLineOption deleteExtra(
        QStringLiteral("delete-extra"), QStringLiteral("Delete the entities only the target has."));
    const QCommandLineOption replace(QStringLiteral("replace"),
        QStringLiteral("Replace changed entities (properties only the target has go) rather than merge."));
    const QCommandLineOption dryRun(
        QStringLiteral("dry-run"), QStringLiteral("Print what the sync would write, and write nothing."));
    const QCommandLineOption yes(QStringLiteral("yes"),
        QStringLiteral("Write to a store whose safety level asks before every write without asking."));
    parser.addOptions(compareOptions());
    parser.addOptions({deleteExtra, replace, dryRun, yes});
    parser.addOptions(comparePassphraseOptions());
    if (const int code = parseSubcommandArgs(parser, name, args, out, err); code >= 0)
        return code;
    auto sides = tableSidesFrom(parser);
    if (!sides)
        return usageError(err, name, sides.error());
    auto diff = diffOptionsFrom(parser);
    if (!diff)
        return usageError(err, name, diff.error());
    compare::SyncOptions options;
    options.diff = *diff;
    options.deleteExtra = parser.isSet(deleteExtra);
    options.replace = parser.isSet(replace);

    const bool writes = !parser.isSet(dryRun);
    auto target = openTableSide(sides->second, parser.value(QStringLiteral("passphrase-file-right")),
        writes ? StoreAccess::Write : StoreAccess::ReadOnly, name, err);
    if (!target)
        return CompareFailedExitCode;
    auto source = openTableSide(sides->first, parser.value(QStringLiteral("passphrase-file-left")),
        StoreAccess::ReadOnly, name, err, &*target);
    if (!source)
        return CompareFailedExitCode;
    if (source->service == target->service && source->account == target->account
        && source->table.compare(target->table, Qt::CaseInsensitive) == 0)
        return usageError(err, name, QStringLiteral("the source and the target are the same table"));
    const compare::TableSide sourceSide {source->service.get(), source->account, source->table};
    const compare::TableSide targetSide {target->service.get(), target->account, target->table};

    InterruptGuard interrupt;
    const CancelFlag cancel(
        std::shared_ptr<std::atomic<bool>>(), const_cast<std::atomic<bool> *>(interrupt.flag()));
    CompareProgress bar(err, isTerminal(err));
    const auto progress = [&bar](const compare::DiffProgress &p) { bar.update(p); };
    auto plan = compare::previewSync(sourceSide, targetSide, options, progress, cancel);
    bar.done();
    if (!plan) {
        err << QStringLiteral("rowan sync: %1\n").arg(plan.error().toString());
        return CompareFailedExitCode;
    }
    if (plan->diff.cancelled)
        return InterruptedExitCode;
    out << QStringLiteral("source: %1\ntarget: %2\n").arg(source->display, target->display);
    out << QStringLiteral("plan: %1\n").arg(planText(*plan, options.deleteExtra));
    out.flush();
    if (!writes)
        return plan->writes() == 0 ? 0 : CompareDifferentExitCode;
    if (plan->writes() == 0) {
        out << QStringLiteral("nothing to write\n");
        return 0;
    }
    if (target->store
        && !confirmStoreWrite(*target->store, name, target->account, target->table,
            QStringLiteral("write %1 entities to it").arg(plan->writes()), parser.isSet(yes), err))
        return CompareFailedExitCode;

    auto report = compare::syncTables(
        sourceSide, *target->service, target->account, target->table, options, progress, cancel);
    bar.done();
    if (!report) {
        err << QStringLiteral("rowan sync: %1\n").arg(report.error().toString());
        return CompareFailedExitCode;
    }
    for (const compare::SyncConflict &conflict : report->conflicts)
        err << QStringLiteral(
            "rowan sync: not written, changed meanwhile: PartitionKey '%1', RowKey '%2': %3\n")
                   .arg(conflict.partitionKey, conflict.rowKey, conflict.error.toString());
    if (report->conflictCount > report->conflicts.size())
        err << QStringLiteral("rowan sync: %1 more conflicts not shown\n")
                   .arg(report->conflictCount - report->conflicts.size());
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::DefaultNumberOptions);
    out << QStringLiteral("inserted %1, updated %2, deleted %3 in %4 transactions")
               .arg(c.toString(report->inserted), c.toString(report->updated), c.toString(report->deleted),
                   c.toString(report->transactions));
    if (report->action != 0)
        out << QStringLiteral("; journal action %1 (rowan undo %1 takes it back)").arg(report->action);
    out << '\n';
    if (report->cancelled)
        return InterruptedExitCode;
    return report->conflictCount > 0 ? CompareDifferentExitCode : 0;
}

} // namespace rowan
