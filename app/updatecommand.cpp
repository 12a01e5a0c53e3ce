// `rowan update`: one bulk edit (set, remove, rename, change type) of every entity a filter matches, shown
// first (the count and a sample before and after), then written in entity group transactions guarded by
// each entity's ETag, as one action of the change journal.
#include "bulkcli.h"
#include "clihelpers.h"
#include "connectioncli.h"
#include "subcommand.h"
#include "transferprogress.h"

#include <rowan/localtableservice.h>
#include <rowan/store.h>

#include <QCommandLineParser>
#include <QJsonDocument>

namespace rowan {

namespace {

// The edit from --set, --remove, --rename and --type, or the usage error's message.
std::expected<bulk::BulkEdit, QString> editFromOptions(const QCommandLineParser &parser,
    const QCommandLineOption &set, const QCommandLineOption &remove, const QCommandLineOption &rename,
    const QCommandLineOption &type)
{
    bulk::BulkEdit edit;
    for (const QString &text : parser.values(set)) {
        auto parsed = bulk::parseSetArgument(text);
        if (!parsed)
            return std::unexpected(QStringLiteral("--set %1: %2").arg(text, parsed.error().message));
        edit.sets.append(std::move(*parsed));
    }
    for (const QString &text : parser.values(rename)) {
        auto parsed = bulk::parseRenameArgument(text);
        if (!parsed)
            return std::unexpected(QStringLiteral("--rename %1: %2").arg(text, parsed.error().message));
        edit.renames.append(std::move(*parsed));
    }
    for (const QString &text : parser.values(type)) {
        auto parsed = bulk::parseTypeChangeArgument(text);
        if (!parsed)
            return std::unexpected(QStringLiteral("--type %1: %2").arg(text, parsed.error().message));
        edit.typeChanges.append(std::move(*parsed));
    }
    edit.removes = parser.values(remove);
    if (auto ok = bulk::validateEdit(edit); !ok)
        return std::unexpected(ok.error().message);
    return edit;
}

void printPreview(QTextStream &out, const bulk::EditPreview &preview, const bulk::BulkEdit &edit)
{
    out << QStringLiteral("Edit: %1\n").arg(edit.describe());
    out << QStringLiteral("Entities: %1 (%2)\n")
               .arg(preview.count.count)
               .arg(preview.count.fromStatistics ? QStringLiteral("from the statistics")
                                                 : QStringLiteral("counted"));
    for (const bulk::EditSample &sample : preview.sample) {
        out << bulkKeyText(sample.before.partitionKey(), sample.before.rowKey()) << '\n';
        out << QStringLiteral("  before: %1\n").arg(bulkPropertiesText(sample.before));
        if (sample.after)
            out << QStringLiteral("  after:  %1\n").arg(bulkPropertiesText(*sample.after));
        else
            out << QStringLiteral("  cannot: %1\n").arg(sample.error);
    }
}

QJsonObject previewJson(const bulk::EditPreview &preview)
{
    QJsonArray sample;
    for (const bulk::EditSample &s : preview.sample) {
        QJsonObject item = bulkEntityJson(s.before);
        item.insert(QStringLiteral("after"),
            s.after ? QJsonValue(bulkEntityJson(*s.after).value(QStringLiteral("properties")))
                    : QJsonValue());
        if (!s.after)
            item.insert(QStringLiteral("error"), s.error);
        sample.append(item);
    }
    return QJsonObject {{QStringLiteral("count"), preview.count.count},
        {QStringLiteral("countFromStatistics"), preview.count.fromStatistics},
        {QStringLiteral("sample"), sample}};
}

} // namespace

int runUpdateCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Changes every entity of TABLE that --filter matches (the whole table without one): --set gives a "
        "property a typed value (Name=Edm.Type:value, e.g. Price=Edm.Double:9.5 or Big=Edm.Int64:"
        "9007199254740993; Name=value is an Edm.String), --remove drops one, --rename renames one "
        "(Old=New), --type converts one to another type (Name=Edm.Type, the entity editor's conversions: "
        "an entity whose value cannot convert without loss is listed, not changed). First prints the "
        "number of entities and a sample before and after; with --dry-run nothing more. Then writes in "
        "entity group transactions of up to 100, each entity guarded by its ETag: an entity changed "
        "meanwhile is skipped and listed. The run is one action of the change journal: rowan undo takes it "
        "back. Ctrl+C stops after the transactions in flight. Exit codes: 0 done, 1 failed or entities "
        "listed as skipped, unconvertible or failed, 2 usage error, 130 interrupted."));
    const QCommandLineOption filter(QStringLiteral("filter"),
        QStringLiteral("Only the entities this OData $filter matches."), QStringLiteral("FILTER"));
    const QCommandLineOption set(QStringLiteral("set"),
        QStringLiteral("Set a property: Name=Edm.Type:value (repeatable)."),
        QStringLiteral("NAME=TYPE:VALUE"));
    const QCommandLineOption remove(
        QStringLiteral("remove"), QStringLiteral("Remove a property (repeatable)."), QStringLiteral("NAME"));
    const QCommandLineOption rename(QStringLiteral("rename"),
        QStringLiteral("Rename a property: Old=New (repeatable)."), QStringLiteral("OLD=NEW"));
    const QCommandLineOption type(QStringLiteral("type"),
        QStringLiteral("Change a property's type: Name=Edm.Type (repeatable)."), QStringLiteral("NAME=TYPE"));
    const QCommandLineOption sample(QStringLiteral("sample"),
        QStringLiteral("Entities shown before and after (default 3)."), QStringLiteral("N"),
        QStringLiteral("3"));
    const QCommandLineOption dryRun(
        QStringLiteral("dry-run"), QStringLiteral("Show the preview; write nothing."));
    const QCommandLineOption json(QStringLiteral("json"),
        QStringLiteral("Print one JSON object: the count, the sample and what the run did."));
    const QCommandLineOption yes(QStringLiteral("yes"),
        QStringLiteral("Write to a store whose safety level asks before every write without asking."));
    StoreCommandSpec spec;
    spec.name = QStringLiteral("update");
    spec.options = {filter, set, remove, rename, type, sample, dryRun, json};
    spec.laterOptions = {yes};
    spec.connections = true;
    const auto common = parseStoreCommandArgs(parser, spec, args, out, err);
    if (!common)
        return common.error();
    auto edit = editFromOptions(parser, set, remove, rename, type);
    if (!edit)
        return usageError(err, spec.name, edit.error());
    auto parsedFilter = Filter::fromText(parser.value(filter));
    if (!parsedFilter)
        return usageError(err, spec.name, QStringLiteral("--filter: %1").arg(parsedFilter.error().message));
    bool sampleOk = false;
    const int sampleSize = parser.value(sample).toInt(&sampleOk);
    if (!sampleOk || sampleSize < 0)
        return usageError(err, spec.name, QStringLiteral("--sample must be a number from 0 up"));

    const bool writes = !parser.isSet(dryRun);
    const auto opened = openServiceForCli(*common, writes ? StoreAccess::Write : StoreAccess::ReadOnly, err);
    if (!opened)
        return 1;
    const std::shared_ptr<TableService> &service = opened->service;
    const auto failed = [&](const Error &error) {
        err << QStringLiteral("rowan update: %1\n").arg(error.message);
        return 1;
    };
    const bulk::Scope scope {opened->account, common->table, std::nullopt, *parsedFilter};
    auto preview = bulk::previewBulkEdit(*service, scope, *edit, sampleSize);
    if (!preview)
        return failed(preview.error());
    QJsonObject result = previewJson(*preview);
    if (!parser.isSet(json))
        printPreview(out, *preview, *edit);
    if (!writes || preview->count.count == 0) {
        if (parser.isSet(json)) {
            result.insert(QStringLiteral("dryRun"), !writes);
            out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
        } else if (!writes) {
            out << QStringLiteral("Dry run: nothing written.\n");
        }
        return 0;
    }
    if (!confirmWrite(service->description().safety, opened->place, spec.name, opened->account, common->table,
            QStringLiteral("change %1 entities in it").arg(preview->count.count), parser.isSet(yes), err))
        return 1;

    InterruptGuard interrupt;
    // The guard owns the flag; the run only reads it.
    const CancelFlag cancel(std::shared_ptr<void>(), const_cast<std::atomic<bool> *>(interrupt.flag()));
    bulk::EditOptions options;
    options.origin = QStringLiteral("rowan update");
    options.expectedTotal = preview->count.count;
    auto report = bulk::runBulkEdit(service, scope, *edit, options, cancel);
    if (!report)
        return failed(report.error());

    if (parser.isSet(json)) {
        result.insert(QStringLiteral("dryRun"), false);
        result.insert(QStringLiteral("action"), report->action);
        result.insert(QStringLiteral("written"), report->written);
        result.insert(QStringLiteral("unchanged"), report->unchanged);
        result.insert(QStringLiteral("skipped"), bulkProblemsJson(report->changed));
        result.insert(QStringLiteral("unconvertible"), bulkProblemsJson(report->unconvertible));
        result.insert(QStringLiteral("failed"), bulkProblemsJson(report->failed));
        result.insert(QStringLiteral("cancelled"), report->cancelled);
        out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
    } else {
        out << QStringLiteral("Written: %1, unchanged: %2, skipped: %3, unconvertible: %4, failed: %5")
                   .arg(report->written)
                   .arg(report->unchanged)
                   .arg(report->changed.size())
                   .arg(report->unconvertible.size())
                   .arg(report->failed.size());
        if (report->action != 0)
            out << QStringLiteral(" (journal action %1)").arg(report->action);
        out << '\n';
        printBulkProblems(out, QStringLiteral("skipped"), report->changed);
        printBulkProblems(out, QStringLiteral("unconvertible"), report->unconvertible);
        printBulkProblems(out, QStringLiteral("failed"), report->failed);
    }
    if (report->cancelled) {
        err << QStringLiteral(
            "rowan update: interrupted; what was written stays (rowan undo %1 takes it back)\n")
                   .arg(report->action);
        return InterruptedExitCode;
    }
    if (!report->changed.isEmpty() || !report->unconvertible.isEmpty() || !report->failed.isEmpty())
        return BulkProblemsExitCode;
    return 0;
}

} // namespace rowan
