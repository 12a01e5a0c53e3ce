// `rowan rekey`: new PartitionKeys and/or RowKeys from key templates for every entity a filter matches,
// shown first (old → new keys and every collision), then moved so that no moment leaves an entity under
// neither key.
#include "bulkcli.h"
#include "clihelpers.h"
#include "connectioncli.h"
#include "subcommand.h"
#include "transferprogress.h"

#include <rowan/bulk/rekey.h>
#include <rowan/localtableservice.h>
#include <rowan/store.h>

#include <QCommandLineParser>
#include <QJsonDocument>

namespace rowan {

namespace {

const QString TemplateHelp = QStringLiteral(
    "A template is text with placeholders: {Name} a property's value, {PartitionKey} and {RowKey} the "
    "entity's keys, {Name:D8} a whole number zero-padded to 8 digits, {Name:N8} the value with every number "
    "in it zero-padded to 8 digits (item12 becomes item00000012), {invticks(Name)} a DateTime as "
    "inverted ticks (newest first), {revdate(Name)} a DateTime as a reversed date; {{ and }} are braces. "
    "Example: --partition-key '{Region}' --row-key '{OrderId:D8}'.");

// --partition-key and --row-key, or --rule PartitionKey=T / RowKey=T; the usage error's message otherwise.
std::expected<bulk::RekeyRule, QString> ruleFromOptions(const QCommandLineParser &parser,
    const QCommandLineOption &partitionKey, const QCommandLineOption &rowKey, const QCommandLineOption &rule)
{
    QString pk = parser.value(partitionKey);
    QString rk = parser.value(rowKey);
    for (const QString &text : parser.values(rule)) {
        const qsizetype eq = text.indexOf(u'=');
        const QString key = text.first(std::max<qsizetype>(eq, 0)).trimmed();
        QString *into = key == u"PartitionKey" ? &pk : key == u"RowKey" ? &rk : nullptr;
        if (eq < 0 || !into)
            return std::unexpected(
                QStringLiteral("--rule '%1' is not PartitionKey=TEMPLATE or RowKey=TEMPLATE").arg(text));
        if (!into->isEmpty())
            return std::unexpected(QStringLiteral("the %1 template is given twice").arg(key));
        *into = text.sliced(eq + 1);
    }
    auto parsed = bulk::parseRekeyRule(pk, rk);
    if (!parsed)
        return std::unexpected(parsed.error().message);
    return std::move(*parsed);
}

QJsonObject planJson(const bulk::RekeyPlan &plan, int sampleSize)
{
    QJsonArray sample;
    for (qsizetype i = 0; i < std::min<qsizetype>(plan.moves.size(), sampleSize); ++i) {
        const bulk::KeyMove &m = plan.moves[i];
        sample.append(QJsonObject {{QStringLiteral("PartitionKey"), m.source.partitionKey()},
            {QStringLiteral("RowKey"), m.source.rowKey()},
            {QStringLiteral("newPartitionKey"), m.newPartitionKey},
            {QStringLiteral("newRowKey"), m.newRowKey}, {QStringLiteral("alreadyCopied"), m.alreadyCopied}});
    }
    QJsonArray collisions;
    for (const bulk::KeyCollision &c : plan.collisions)
        collisions.append(QJsonObject {{QStringLiteral("PartitionKey"), c.partitionKey},
            {QStringLiteral("RowKey"), c.rowKey}, {QStringLiteral("newPartitionKey"), c.newPartitionKey},
            {QStringLiteral("newRowKey"), c.newRowKey}, {QStringLiteral("kind"), c.kind}});
    return QJsonObject {{QStringLiteral("count"), plan.count}, {QStringLiteral("moves"), plan.moves.size()},
        {QStringLiteral("unchanged"), plan.unchanged}, {QStringLiteral("sample"), sample},
        {QStringLiteral("collisions"), collisions},
        {QStringLiteral("cannot"), bulkProblemsJson(plan.failed)}};
}

QString collisionText(const QString &kind)
{
    if (kind == u"exists")
        return QStringLiteral("another entity has the new key");
    if (kind == u"shared")
        return QStringLiteral("another entity gets the same new key");
    return QStringLiteral("the new key is an entity still to be re-keyed");
}

void printPlan(QTextStream &out, const bulk::RekeyPlan &plan, int sampleSize)
{
    out << QStringLiteral("Entities: %1, to move: %2, unchanged: %3, collisions: %4, cannot: %5\n")
               .arg(plan.count)
               .arg(plan.moves.size())
               .arg(plan.unchanged)
               .arg(plan.collisions.size())
               .arg(plan.failed.size());
    for (qsizetype i = 0; i < std::min<qsizetype>(plan.moves.size(), sampleSize); ++i) {
        const bulk::KeyMove &m = plan.moves[i];
        out << QStringLiteral("%1 → %2%3\n")
                   .arg(bulkKeyText(m.source.partitionKey(), m.source.rowKey()),
                       bulkKeyText(m.newPartitionKey, m.newRowKey),
                       m.alreadyCopied ? QStringLiteral(" (copied before: the old one is deleted)")
                                       : QString());
    }
    for (const bulk::KeyCollision &c : plan.collisions)
        out << QStringLiteral("collision: %1 → %2: %3\n")
                   .arg(bulkKeyText(c.partitionKey, c.rowKey), bulkKeyText(c.newPartitionKey, c.newRowKey),
                       collisionText(c.kind));
    printBulkProblems(out, QStringLiteral("cannot"), plan.failed);
}

} // namespace

int runRekeyCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral(
            "Gives every entity of TABLE that --filter matches (the whole table without one) a new "
            "PartitionKey and/or RowKey made from a template. ")
        + TemplateHelp
        + QStringLiteral(
            " First prints the number of entities, old → new keys of a sample and every collision (a new key "
            "another entity has, or two entities getting one new key); with --dry-run, or when there are "
            "collisions, nothing more. Within a partition an entity moves in one transaction; across "
            "partitions the new entity is written and read back before the old one is deleted (guarded by "
            "its ETag), so an interrupted run leaves both copies and running it again completes it. The run "
            "is one action of the change journal: rowan undo takes it back. Exit codes: 0 done, 1 failed, "
            "collisions or entities left, 2 usage error, 130 interrupted."));
    const QCommandLineOption filter(QStringLiteral("filter"),
        QStringLiteral("Only the entities this OData $filter matches."), QStringLiteral("FILTER"));
    const QCommandLineOption partitionKey(QStringLiteral("partition-key"),
        QStringLiteral("The template of the new PartitionKey (default: unchanged)."),
        QStringLiteral("TEMPLATE"));
    const QCommandLineOption rowKey(QStringLiteral("row-key"),
        QStringLiteral("The template of the new RowKey (default: unchanged)."), QStringLiteral("TEMPLATE"));
    const QCommandLineOption rule(QStringLiteral("rule"),
        QStringLiteral("PartitionKey=TEMPLATE or RowKey=TEMPLATE: the same as the two options above."),
        QStringLiteral("KEY=TEMPLATE"));
    const QCommandLineOption sample(QStringLiteral("sample"),
        QStringLiteral("Moves shown as old → new keys (default 5)."), QStringLiteral("N"),
        QStringLiteral("5"));
    const QCommandLineOption dryRun(
        QStringLiteral("dry-run"), QStringLiteral("Show the preview; write nothing."));
    const QCommandLineOption json(QStringLiteral("json"),
        QStringLiteral("Print one JSON object: the plan (count, sample, collisions) and what the run did."));
    const QCommandLineOption yes(QStringLiteral("yes"),
        QStringLiteral("Write to a store whose safety level asks before every write without asking."));
    StoreCommandSpec spec;
    spec.name = QStringLiteral("rekey");
    spec.options = {filter, partitionKey, rowKey, rule, sample, dryRun, json};
    spec.laterOptions = {yes};
    spec.connections = true;
    const auto common = parseStoreCommandArgs(parser, spec, args, out, err);
    if (!common)
        return common.error();
    auto parsedRule = ruleFromOptions(parser, partitionKey, rowKey, rule);
    if (!parsedRule)
        return usageError(err, spec.name, parsedRule.error());
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
        err << QStringLiteral("rowan rekey: %1\n").arg(error.message);
        return 1;
    };
    const bulk::Scope scope {opened->account, common->table, std::nullopt, *parsedFilter};
    auto plan = bulk::planRekey(*service, scope, *parsedRule);
    if (!plan)
        return failed(plan.error());
    QJsonObject result = planJson(*plan, sampleSize);
    if (!parser.isSet(json))
        printPlan(out, *plan, sampleSize);
    const bool blocked = !plan->collisions.isEmpty();
    if (!writes || blocked || plan->moves.isEmpty()) {
        if (parser.isSet(json)) {
            result.insert(QStringLiteral("dryRun"), !writes);
            out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
        } else if (!writes) {
            out << QStringLiteral("Dry run: nothing written.\n");
        }
        if (blocked) {
            err << QStringLiteral("rowan rekey: %1 collisions; nothing written\n")
                       .arg(plan->collisions.size());
            return BulkProblemsExitCode;
        }
        return plan->failed.isEmpty() ? 0 : BulkProblemsExitCode;
    }
    if (!confirmWrite(service->description().safety, opened->place, spec.name, opened->account, common->table,
            QStringLiteral("re-key %1 entities in it").arg(plan->moves.size()), parser.isSet(yes), err))
        return 1;

    InterruptGuard interrupt;
    // The guard owns the flag; the run only reads it.
    const CancelFlag cancel(std::shared_ptr<void>(), const_cast<std::atomic<bool> *>(interrupt.flag()));
    bulk::RekeyOptions options;
    options.origin = QStringLiteral("rowan rekey");
    auto report = bulk::runRekey(service, scope, *parsedRule, options, cancel);
    if (!report)
        return failed(report.error());
    QList<bulk::KeyProblem> failures = report->plan.failed + report->failed;
    if (parser.isSet(json)) {
        result.insert(QStringLiteral("dryRun"), false);
        result.insert(QStringLiteral("action"), report->action);
        result.insert(QStringLiteral("moved"), report->moved);
        result.insert(QStringLiteral("copiedOnly"), report->copiedOnly);
        result.insert(QStringLiteral("skipped"), bulkProblemsJson(report->changed));
        result.insert(QStringLiteral("failed"), bulkProblemsJson(failures));
        result.insert(QStringLiteral("cancelled"), report->cancelled);
        out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
    } else {
        out << QStringLiteral("Moved: %1, copied but old kept: %2, skipped: %3, failed: %4")
                   .arg(report->moved)
                   .arg(report->copiedOnly)
                   .arg(report->changed.size())
                   .arg(failures.size());
        if (report->action != 0)
            out << QStringLiteral(" (journal action %1)").arg(report->action);
        out << '\n';
        printBulkProblems(out, QStringLiteral("skipped"), report->changed);
        printBulkProblems(out, QStringLiteral("failed"), failures);
    }
    if (report->cancelled) {
        err << QStringLiteral("rowan rekey: interrupted; run the same command again to complete it\n");
        return InterruptedExitCode;
    }
    if (!report->changed.isEmpty() || !failures.isEmpty() || !report->plan.collisions.isEmpty()
        || report->copiedOnly != 0)
        return BulkProblemsExitCode;
    return 0;
}

} // namespace rowan
