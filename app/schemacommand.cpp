// `rowan schema`: what a schema-less table holds (rowan/census.h), as a table for people, as JSON, as a JSON
// Schema or as Markdown.
#include "clihelpers.h"
#include "subcommand.h"

#include <rowan/census.h>
#include <rowan/store.h>

#include <QCommandLineParser>
#include <QJsonDocument>

#include <algorithm>

namespace rowan {

namespace {

// One line per property and type: the columns a person reads first, the odd ones marked.
void printCensus(const Census &census, QTextStream &out)
{
    auto counted = [](qint64 n, const QString &one, const QString &many) {
        return QStringLiteral("%1 %2").arg(n).arg(n == 1 ? one : many);
    };
    out << QStringLiteral("%1: %2 in %3%4\n")
               .arg(census.table,
                   counted(census.entities, QStringLiteral("entity"), QStringLiteral("entities")),
                   counted(census.partitions, QStringLiteral("partition"), QStringLiteral("partitions")),
                   census.complete ? QString()
                                   : QStringLiteral(" (a sample: the first %1 of %2)")
                                         .arg(census.entities)
                                         .arg(census.tableEntities));
    qsizetype width = 8;
    for (const CensusProperty &p : census.properties)
        width = std::max(width, p.name.size());
    for (const CensusProperty &p : census.properties) {
        for (qsizetype i = 0; i < p.types.size(); ++i) {
            const CensusType &t = p.types[i];
            QStringList notes;
            if (p.hasTypeConflict())
                notes << QStringLiteral("type conflict");
            if (t.empty.total > 0)
                notes << QStringLiteral("%1 empty").arg(t.empty.total);
            if (const QString range = censusRange(t); !range.isEmpty())
                notes << range;
            out << (i == 0 ? p.name : QString()).leftJustified(width) << "  "
                << (i == 0 ? censusShare(p.count, census.entities) : QString()).rightJustified(6) << "  "
                << edmTypeName(t.type).leftJustified(12) << "  "
                << QString::number(t.entities.total).rightJustified(10) << "  "
                << (i == 0 ? counted(p.partitions, QStringLiteral("partition"), QStringLiteral("partitions"))
                           : QString())
                       .leftJustified(16)
                << (notes.isEmpty() ? QString() : QStringLiteral("  ") + notes.join(QStringLiteral("; ")))
                << '\n';
        }
    }
}

} // namespace

int runSchemaCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Reads a table and prints what its entities hold: every property with the share of entities that "
        "have it, each EDM type it appears with and how often (type conflicts marked), empty strings, value "
        "and length ranges and the partitions holding it. --json prints the whole census with example "
        "values and the keys of some entities behind each number; --json-schema a JSON Schema (draft "
        "2020-12) of the entities; --markdown a Markdown table."));
    const QCommandLineOption sample(QStringLiteral("sample"),
        QStringLiteral("Read only the table's first N entities (1-100000000)."), QStringLiteral("N"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print the census as JSON."));
    const QCommandLineOption jsonSchema(
        QStringLiteral("json-schema"), QStringLiteral("Print a JSON Schema of the table's entities."));
    const QCommandLineOption markdown(QStringLiteral("markdown"), QStringLiteral("Print a Markdown table."));
    StoreCommandSpec spec;
    spec.name = QStringLiteral("schema");
    spec.options = {sample, json, jsonSchema, markdown};
    const auto common = parseStoreCommandArgs(parser, spec, args, out, err);
    if (!common)
        return common.error();
    if (int(parser.isSet(json)) + int(parser.isSet(jsonSchema)) + int(parser.isSet(markdown)) > 1)
        return usageError(
            err, spec.name, QStringLiteral("choose one of --json, --json-schema and --markdown"));
    CensusOptions options;
    if (parser.isSet(sample)) {
        bool ok = false;
        const qint64 n = parser.value(sample).toLongLong(&ok);
        if (!ok || n < 1 || n > 100'000'000)
            return usageError(err, spec.name,
                QStringLiteral("--sample must be a whole number from 1 to 100000000, not '%1'")
                    .arg(parser.value(sample)));
        options.limit = n;
    }

    auto opened = openStoreForCli(*common, StoreAccess::ReadOnly, err);
    if (!opened)
        return 1;
    Result<Census> census = takeCensus(*opened, common->account, common->table, options);
    if (!census) {
        err << QStringLiteral("rowan schema: table %1: %2\n").arg(common->table, census.error().toString());
        return 1;
    }
    if (parser.isSet(json))
        out << QString::fromUtf8(QJsonDocument(censusToJson(*census)).toJson(QJsonDocument::Compact)) << '\n';
    else if (parser.isSet(jsonSchema))
        out << QString::fromUtf8(QJsonDocument(censusToJsonSchema(*census)).toJson(QJsonDocument::Indented));
    else if (parser.isSet(markdown))
        out << censusToMarkdown(*census);
    else
        printCensus(*census, out);
    return 0;
}

} // namespace rowan
