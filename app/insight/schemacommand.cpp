// `rowan schema`: what a schema-less table holds (rowan/census.h), as a table for people, as JSON, as a JSON
// Schema or as Markdown.
#include "clihelpers.h"
#include "connectioncli.h"
#include "subcommand.h"

#include <rowan/census.h>
#include <rowan/account.h>
#include <rowan/store.h>
#include <rowan/tableservice.h>

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>

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

// The differences of two censuses, one per line ("types differ: Amount: Edm.Double vs …"), or as JSON.
void printComparison(const Census &first, const Census &second, bool json, QTextStream &out)
{
    const QList<CensusDifference> differences = compareCensuses(first, second);
    if (json) {
        QJsonArray list;
        for (const CensusDifference &d : differences)
            list.append(QJsonObject {{QStringLiteral("kind"), censusDifferenceKindName(d.kind)},
                {QStringLiteral("property"), d.property}, {QStringLiteral("first"), d.first},
                {QStringLiteral("second"), d.second}});
        const QJsonObject o {{QStringLiteral("first"), first.table}, {QStringLiteral("second"), second.table},
            {QStringLiteral("differences"), list}};
        out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) << '\n';
        return;
    }
    out << QStringLiteral("%1 (%2 entities) against %3 (%4 entities): %5\n")
               .arg(first.table, QString::number(first.entities), second.table,
                   QString::number(second.entities),
                   differences.isEmpty()         ? QStringLiteral("the same properties and types")
                       : differences.size() == 1 ? QStringLiteral("1 difference")
                                                 : QStringLiteral("%1 differences").arg(differences.size()));
    for (const CensusDifference &d : differences) {
        switch (d.kind) {
        case CensusDifference::Kind::OnlyInFirst:
            out << QStringLiteral("only in the first: %1 (%2)\n").arg(d.property, d.first);
            break;
        case CensusDifference::Kind::OnlyInSecond:
            out << QStringLiteral("only in the second: %1 (%2)\n").arg(d.property, d.second);
            break;
        case CensusDifference::Kind::TypesDiffer:
            out << QStringLiteral("types differ: %1: %2 against %3\n").arg(d.property, d.first, d.second);
            break;
        case CensusDifference::Kind::ShareDiffers:
            out << QStringLiteral("held differently: %1: %2 against %3 of the entities\n")
                       .arg(d.property, d.first, d.second);
            break;
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
        "2020-12) of the entities; --markdown a Markdown table. With --compare-table or --compare-store it "
        "prints how a second table differs instead: properties only one holds, types that differ, and "
        "properties every entity holds in one table but not in the other."));
    const QCommandLineOption sample(QStringLiteral("sample"),
        QStringLiteral("Read only the table's first N entities (1-100000000)."), QStringLiteral("N"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print the census as JSON."));
    const QCommandLineOption jsonSchema(
        QStringLiteral("json-schema"), QStringLiteral("Print a JSON Schema of the table's entities."));
    const QCommandLineOption markdown(QStringLiteral("markdown"), QStringLiteral("Print a Markdown table."));
    const QCommandLineOption compareTable(QStringLiteral("compare-table"),
        QStringLiteral("Compare with table U (of --compare-store, else of the same store)."),
        QStringLiteral("U"));
    const QCommandLineOption compareStore(QStringLiteral("compare-store"),
        QStringLiteral("Compare with the table of the same name (or --compare-table) in store PATH."),
        QStringLiteral("PATH"));
    const QCommandLineOption comparePassphrase(QStringLiteral("compare-passphrase-file"),
        QStringLiteral("The passphrase of --compare-store, from the first line of FILE."),
        QStringLiteral("FILE"));
    StoreCommandSpec spec;
    spec.name = QStringLiteral("schema");
    spec.options = {sample, json, jsonSchema, markdown, compareTable, compareStore, comparePassphrase};
    spec.connections = true;
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

    const bool comparing = parser.isSet(compareTable) || parser.isSet(compareStore);
    if (comparing && (parser.isSet(jsonSchema) || parser.isSet(markdown)))
        return usageError(err, spec.name, QStringLiteral("a comparison prints as text or --json only"));
    if (parser.isSet(comparePassphrase) && !parser.isSet(compareStore))
        return usageError(err, spec.name, QStringLiteral("--compare-passphrase-file needs --compare-store"));

    const auto opened = openServiceForCli(*common, StoreAccess::ReadOnly, err);
    if (!opened)
        return 1;
    // A store is read directly (its fastest path); a connection through its service.
    auto censusOf = [&](const Store *store, const QString &account, const QString &table) -> std::optional<Census> {
        Result<Census> census = store ? takeCensus(*store, account, table, options)
                                      : takeCensus(*opened->service, account, table, options);
        if (!census) {
            err << QStringLiteral("rowan schema: table %1: %2\n").arg(table, census.error().toString());
            return std::nullopt;
        }
        return *census;
    };
    const std::optional<Census> census = censusOf(opened->store.get(), opened->account, common->table);
    if (!census)
        return 1;
    if (comparing) {
        std::unique_ptr<Store> otherStore;
        if (parser.isSet(compareStore)) {
            otherStore = openStoreForCli(parser.value(compareStore), parser.value(comparePassphrase),
                StoreAccess::ReadOnly, spec.name, err);
            if (!otherStore)
                return 1;
        }
        const QString otherTable = parser.isSet(compareTable) ? parser.value(compareTable) : common->table;
        const std::optional<Census> other = otherStore
            ? censusOf(otherStore.get(),
                  common->account.isEmpty() ? QString::fromLatin1(DevelopmentAccountName) : common->account,
                  otherTable)
            : censusOf(opened->store.get(), opened->account, otherTable);
        if (!other)
            return 1;
        printComparison(*census, *other, parser.isSet(json), out);
        return 0;
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
