// `rowan query`: a table's entities as JSON lines, or the query's plan and cost with --explain.
#include "clihelpers.h"
#include "connectioncli.h"
#include "subcommand.h"

#include <rowan/explain.h>
#include <rowan/protocol/jsonentity.h>
#include <rowan/query.h>
#include <rowan/store.h>
#include <rowan/tableservice.h>

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rowan {

namespace {
QByteArray explainJson(const CostEstimate &cost)
{
    QJsonObject o;
    o[QStringLiteral("kind")] = queryKindName(cost.kind);
    o[QStringLiteral("ranges")] = QJsonArray::fromStringList(cost.ranges);
    o[QStringLiteral("partitions")] = double(cost.partitionsTouched);
    o[QStringLiteral("tablePartitions")] = double(cost.tablePartitions);
    o[QStringLiteral("tableEntities")] = double(cost.tableEntities);
    o[QStringLiteral("estimatedScanned")] = double(cost.entitiesScanned);
    o[QStringLiteral("scannedIsGuess")] = cost.scannedIsGuess;
    o[QStringLiteral("estimatedReturned")] = double(cost.entitiesReturned);
    o[QStringLiteral("returnedIsGuess")] = cost.returnedIsGuess;
    o[QStringLiteral("estimatedPages")] = double(cost.pages);
    o[QStringLiteral("advice")] = cost.advice;
    o[QStringLiteral("summary")] = cost.summary();
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}
} // namespace

int runQueryCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Prints the entities of a table that match a filter as JSON lines in key order, following "
        "continuations; with --explain, prints the query's kind and estimated cost instead of running it. "
        "The store or connection is read, never written: a store's files stay as they were.\n"
        "Exit status: 0 done, 1 failed, or the output lacks committed transactions of a damaged log (a "
        "warning says which), 2 usage error."));
    const QCommandLineOption filter(
        QStringLiteral("filter"), QStringLiteral("An OData $filter."), QStringLiteral("F"));
    const QCommandLineOption select(
        QStringLiteral("select"), QStringLiteral("Properties to return, e.g. a,b."), QStringLiteral("LIST"));
    const QCommandLineOption top(
        QStringLiteral("top"), QStringLiteral("Return at most N entities (1-1000)."), QStringLiteral("N"));
    const QCommandLineOption explain(
        QStringLiteral("explain"), QStringLiteral("Print the plan and cost estimate as JSON; do not run."));
    StoreCommandSpec spec;
    spec.name = QStringLiteral("query");
    spec.options = {filter, select, top, explain};
    spec.connections = true;
    const auto common = parseStoreCommandArgs(parser, spec, args, out, err);
    if (!common)
        return common.error();
    const auto usage = [&](const QString &message) { return usageError(err, spec.name, message); };

    QueryRequest request;
    const auto parsed = Filter::parse(parser.value(filter));
    if (!parsed) {
        const ParseError &e = parsed.error();
        err << QStringLiteral("rowan query: invalid filter at position %1: %2\n  %3\n  %4^\n")
                   .arg(e.position)
                   .arg(e.message, parser.value(filter), QString(e.position, QLatin1Char(' ')));
        return 1;
    }
    request.filter = *parsed;
    if (parser.isSet(select)) {
        auto list = parseSelect(parser.value(select));
        if (!list)
            return usage(list.error().message);
        request.select = *list;
    }
    std::optional<int> limit;
    if (parser.isSet(top)) {
        bool ok = false;
        const int n = parser.value(top).toInt(&ok);
        if (!ok || !validateTop(n))
            return usage(QStringLiteral("--top must be a whole number from 1 to 1000, not '%1'")
                             .arg(parser.value(top)));
        limit = n;
        request.top = n;
    }

    const auto opened = openServiceForCli(*common, StoreAccess::ReadOnly, err);
    if (!opened)
        return 1;
    const TableService &service = *opened->service;
    const QString &accountName = opened->account;
    const QString &tableName = common->table;
    // A store's output lacks what a damaged log held: said after it (exitStatusAfterReading()).
    const auto finished = [&] { return opened->store ? exitStatusAfterReading(*opened->store, 0, spec.name, err) : 0; };

    if (parser.isSet(explain)) {
        if (!service.has(ServiceCapability::Explain)) {
            err << QStringLiteral("rowan query: %1 keeps no statistics, so a query's cost cannot be estimated "
                                  "before it runs\n")
                       .arg(opened->place);
            return 1;
        }
        auto cost = service.explain(accountName, tableName, planQuery(request.filter), limit);
        if (!cost) {
            err << QStringLiteral("rowan query: %1\n").arg(cost.error().toString());
            return 1;
        }
        out << QString::fromUtf8(explainJson(*cost)) << '\n';
        return 0;
    }

    protocol::JsonOptions json;
    json.table = tableName;
    json.select = request.select;
    qint64 printed = 0;
    for (;;) {
        auto page = service.query(accountName, tableName, request);
        if (!page) {
            err << QStringLiteral("rowan query: %1\n").arg(page.error().toString());
            return 1;
        }
        for (qsizetype i = 0; i < page->entities.size(); ++i) {
            auto entity = page->entities.entity(i);
            if (!entity) {
                err << QStringLiteral("rowan query: %1\n").arg(entity.error().toString());
                return 1;
            }
            out << QString::fromUtf8(protocol::encodePageItem(*entity, json)) << '\n';
            if (limit && ++printed >= *limit)
                return finished();
        }
        if (page->continuation.isNull())
            return finished();
        request.continuation = page->continuation;
    }
}

} // namespace rowan
