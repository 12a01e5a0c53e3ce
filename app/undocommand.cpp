// `rowan undo`: undoes one action of the store's change journal (by default the newest not yet undone),
// guarded by the ETags it produced; entities changed since are listed, not overwritten.
#include "clihelpers.h"
#include "connectioncli.h"
#include "subcommand.h"
#include "transferprogress.h"

#include <rowan/tableservice.h>
#include <rowan/undo.h>

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rowan {

namespace {

constexpr int ConflictsExitCode = 3;

QString keyText(const QString &partitionKey, const QString &rowKey)
{
    return QStringLiteral("PartitionKey '%1', RowKey '%2'").arg(partitionKey, rowKey);
}

} // namespace

int runUndoCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Undoes action ACTION_ID of the change journal of a store or a saved connection (see rowan history), or the newest action "
        "not yet undone: every entity the action wrote is written back as it was before, unless it has "
        "changed since (then it is left as it is and listed as a conflict). The undo is an action of its "
        "own: undo it to redo. Ctrl+C stops after the transaction in flight; what was restored stays. "
        "Exit codes: 0 undone, 1 failed, 2 usage error, 3 undone except the conflicts listed, 130 "
        "interrupted."));
    parser.addPositionalArgument(
        QStringLiteral("ACTION_ID"), QStringLiteral("The action to undo (default: the newest not undone)."));
    const QCommandLineOption json(QStringLiteral("json"),
        QStringLiteral("Print one JSON object: the actions, the restored count and the conflicts."));
    const QCommandLineOption yes(QStringLiteral("yes"),
        QStringLiteral("Write to a store whose safety level asks before every write without asking."));
    StoreCommandSpec spec;
    spec.name = QStringLiteral("undo");
    spec.withTable = false;
    spec.options = {json};
    spec.laterOptions = {yes};
    spec.takesArguments = true;
    spec.connections = true;
    const auto common = parseStoreCommandArgs(parser, spec, args, out, err);
    if (!common)
        return common.error();
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        return usageError(err, spec.name, QStringLiteral("unexpected argument '%1'").arg(positional.at(1)));
    ActionId target = 0;
    if (!positional.isEmpty()) {
        bool ok = false;
        target = positional.first().toLongLong(&ok);
        if (!ok || target <= 0)
            return usageError(err, spec.name,
                QStringLiteral("ACTION_ID must be an action's number, not '%1'").arg(positional.first()));
    }

    const auto opened = openServiceForCli(*common, StoreAccess::Write, err);
    if (!opened)
        return 1;
    TableService &service = *opened->service;
    const auto failed = [&](const Error &error) {
        err << QStringLiteral("rowan undo: %1\n").arg(error.message);
        return 1;
    };
    if (!service.has(ServiceCapability::Journal)) {
        err << QStringLiteral("rowan undo: %1 has no change journal: nothing was written to it through Rowan "
                              "yet\n")
                   .arg(opened->place);
        return 1;
    }
    if (target == 0) {
        auto last = lastUndoableAction(service);
        if (!last)
            return failed(last.error());
        if (*last == 0) {
            err << QStringLiteral("rowan undo: there is no action to undo in the journal\n");
            return 1;
        }
        target = *last;
    }
    auto action = service.journalAction(target);
    if (!action)
        return failed(action.error());
    if (!confirmWrite(service.description().safety, opened->place, spec.name, action->info.account,
            action->info.table, QStringLiteral("undo action %1 (%2)").arg(target).arg(action->info.label),
            parser.isSet(yes), err))
        return 1;

    InterruptGuard interrupt;
    // The guard owns the flag; the undo only reads it.
    const CancelFlag cancel(std::shared_ptr<void>(), const_cast<std::atomic<bool> *>(interrupt.flag()));
    auto report = undoAction(service, target, cancel, {}, QStringLiteral("rowan undo"));
    if (!report)
        return failed(report.error());

    if (parser.isSet(json)) {
        QJsonArray conflicts;
        for (const UndoConflict &c : std::as_const(report->conflicts))
            conflicts.append(QJsonObject {{QStringLiteral("PartitionKey"), c.partitionKey},
                {QStringLiteral("RowKey"), c.rowKey}, {QStringLiteral("reason"), c.reason},
                {QStringLiteral("currentEtag"), c.current ? c.current->etag() : QString()}});
        out << QJsonDocument(
            QJsonObject {{QStringLiteral("action"), target}, {QStringLiteral("label"), action->info.label},
                {QStringLiteral("undoAction"), report->undoAction},
                {QStringLiteral("restored"), report->restored},
                {QStringLiteral("cancelled"), report->cancelled}, {QStringLiteral("conflicts"), conflicts}})
                   .toJson(QJsonDocument::Compact)
            << '\n';
    } else {
        out << QStringLiteral("Undid action %1 (%2): %3 entities restored, recorded as action %4.\n")
                   .arg(target)
                   .arg(action->info.label)
                   .arg(report->restored)
                   .arg(report->undoAction);
        for (const UndoConflict &c : std::as_const(report->conflicts))
            out << QStringLiteral("conflict: %1: %2; left as it is\n")
                       .arg(keyText(c.partitionKey, c.rowKey), c.reason);
    }
    if (report->cancelled) {
        err << QStringLiteral("rowan undo: interrupted; undo action %1 to put back what was restored\n")
                   .arg(report->undoAction);
        return InterruptedExitCode;
    }
    if (!report->conflicts.isEmpty()) {
        err << QStringLiteral("rowan undo: %1 entities changed since the action were not undone\n")
                   .arg(report->conflicts.size());
        return ConflictsExitCode;
    }
    return 0;
}

} // namespace rowan
