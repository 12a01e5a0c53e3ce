// The census in the forms people take it away in: JSON, JSON Schema (draft 2020-12) and Markdown.
#include "rowan/census.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace rowan {

namespace {

QJsonArray keysJson(const CensusKeys &keys)
{
    QJsonArray out;
    for (const CensusKey &k : keys.keys)
        out.append(QJsonArray {k.partitionKey, k.rowKey});
    return out;
}

QJsonObject cellJson(const CensusKeys &keys)
{
    return QJsonObject {
        {QStringLiteral("count"), double(keys.total)}, {QStringLiteral("keys"), keysJson(keys)}};
}

QString share(qint64 part, qint64 whole)
{
    if (whole <= 0)
        return QStringLiteral("–");
    const double percent = 100.0 * double(part) / double(whole);
    // A property held by 3 entities of 2 million is what a census is for: never round it to 0 %.
    if (part > 0 && percent < 0.1)
        return QStringLiteral("<0.1%");
    if (part < whole && percent > 99.9)
        return QStringLiteral(">99.9%");
    return QString::number(percent, 'f', percent == int(percent) ? 0 : 1) + u'%';
}

QString rangeText(const CensusType &t)
{
    if (t.minimum && t.maximum)
        return t.minimum->toDisplayString() + QStringLiteral(" … ") + t.maximum->toDisplayString();
    if (t.minLength >= 0) {
        const bool one = t.minLength == 1 && t.maxLength == 1;
        const QString unit = t.type == EdmType::String
            ? (one ? QStringLiteral("char") : QStringLiteral("chars"))
            : (one ? QStringLiteral("byte") : QStringLiteral("bytes"));
        return t.minLength == t.maxLength
            ? QStringLiteral("%1 %2").arg(t.minLength).arg(unit)
            : QStringLiteral("%1–%2 %3").arg(t.minLength).arg(t.maxLength).arg(unit);
    }
    return {};
}

// The JSON Schema of one EDM type as the Table service's JSON carries it: Int64 as a string of digits,
// Binary as base64, DateTime and Guid as formatted strings.
QJsonObject edmSchema(EdmType type)
{
    switch (type) {
    case EdmType::String:
        return {{QStringLiteral("type"), QStringLiteral("string")}};
    case EdmType::Binary:
        return {{QStringLiteral("type"), QStringLiteral("string")},
            {QStringLiteral("contentEncoding"), QStringLiteral("base64")}};
    case EdmType::Boolean:
        return {{QStringLiteral("type"), QStringLiteral("boolean")}};
    case EdmType::DateTime:
        return {{QStringLiteral("type"), QStringLiteral("string")},
            {QStringLiteral("format"), QStringLiteral("date-time")}};
    case EdmType::Double:
        // NaN and the infinities travel as strings.
        return {{QStringLiteral("type"), QJsonArray {QStringLiteral("number"), QStringLiteral("string")}}};
    case EdmType::Guid:
        return {{QStringLiteral("type"), QStringLiteral("string")},
            {QStringLiteral("format"), QStringLiteral("uuid")}};
    case EdmType::Int32:
        return {{QStringLiteral("type"), QStringLiteral("integer")},
            {QStringLiteral("minimum"), -2147483648.0}, {QStringLiteral("maximum"), 2147483647.0}};
    case EdmType::Int64:
        return {{QStringLiteral("type"), QStringLiteral("string")},
            {QStringLiteral("pattern"), QStringLiteral("^-?[0-9]+$")}};
    }
    return {};
}

QString typesText(const CensusProperty &p)
{
    QStringList types;
    for (const CensusType &t : p.types)
        types << (p.hasTypeConflict()
                ? QStringLiteral("%1 (%2)").arg(edmTypeName(t.type)).arg(t.entities.total)
                : edmTypeName(t.type));
    return types.join(QStringLiteral(", "));
}

QList<EdmType> typeSet(const CensusProperty &p)
{
    QList<EdmType> types;
    for (const CensusType &t : p.types)
        types << t.type;
    std::sort(types.begin(), types.end());
    return types;
}

} // namespace

QJsonObject censusToJson(const Census &census)
{
    QJsonArray properties;
    for (const CensusProperty &p : census.properties) {
        QJsonArray types;
        for (const CensusType &t : p.types) {
            QJsonObject o {{QStringLiteral("type"), edmTypeName(t.type)},
                {QStringLiteral("count"), double(t.entities.total)},
                {QStringLiteral("keys"), keysJson(t.entities)}};
            if (t.minimum)
                o[QStringLiteral("minimum")] = t.minimum->toDisplayString();
            if (t.maximum)
                o[QStringLiteral("maximum")] = t.maximum->toDisplayString();
            if (t.minLength >= 0) {
                o[QStringLiteral("minLength")] = double(t.minLength);
                o[QStringLiteral("maxLength")] = double(t.maxLength);
            }
            if (t.type == EdmType::String)
                o[QStringLiteral("empty")] = cellJson(t.empty);
            QJsonArray examples;
            for (const Value &v : t.examples)
                examples.append(v.toDisplayString());
            o[QStringLiteral("examples")] = examples;
            types.append(o);
        }
        properties.append(QJsonObject {{QStringLiteral("name"), p.name},
            {QStringLiteral("count"), double(p.count)}, {QStringLiteral("partitions"), double(p.partitions)},
            {QStringLiteral("types"), types}, {QStringLiteral("missing"), cellJson(p.missing)}});
    }
    QJsonObject o {{QStringLiteral("table"), census.table},
        {QStringLiteral("entities"), double(census.entities)},
        {QStringLiteral("partitions"), double(census.partitions)},
        {QStringLiteral("complete"), census.complete}, {QStringLiteral("properties"), properties}};
    if (census.tableEntities >= 0)
        o[QStringLiteral("tableEntities")] = double(census.tableEntities);
    if (census.cancelled)
        o[QStringLiteral("cancelled")] = true;
    return o;
}

QJsonObject censusToJsonSchema(const Census &census)
{
    const QJsonObject key {{QStringLiteral("type"), QStringLiteral("string")}};
    QJsonObject properties {{QStringLiteral("PartitionKey"), key}, {QStringLiteral("RowKey"), key},
        {QStringLiteral("Timestamp"), edmSchema(EdmType::DateTime)}};
    QJsonArray required {QStringLiteral("PartitionKey"), QStringLiteral("RowKey")};
    for (const CensusProperty &p : census.properties) {
        QJsonObject schema;
        QJsonArray edmTypes;
        QJsonObject typeCounts;
        if (p.types.size() == 1) {
            schema = edmSchema(p.types.first().type);
        } else {
            QJsonArray anyOf;
            for (const CensusType &t : p.types)
                anyOf.append(edmSchema(t.type));
            schema[QStringLiteral("anyOf")] = anyOf;
        }
        for (const CensusType &t : p.types) {
            edmTypes.append(edmTypeName(t.type));
            typeCounts[edmTypeName(t.type)] = double(t.entities.total);
        }
        // Annotations: validators ignore keywords they do not know, and keep them for whoever reads on.
        schema[QStringLiteral("x-edm-type")] = edmTypes.size() == 1 ? edmTypes.first() : QJsonValue(edmTypes);
        schema[QStringLiteral("x-entities")] = double(p.count);
        schema[QStringLiteral("x-entities-by-type")] = typeCounts;
        properties[p.name] = schema;
        // Every type except String carries "Name@odata.type" beside it in the service's JSON.
        for (const CensusType &t : p.types) {
            if (t.type != EdmType::String && t.type != EdmType::Boolean && t.type != EdmType::Int32
                && t.type != EdmType::Double) {
                properties[p.name + QStringLiteral("@odata.type")]
                    = QJsonObject {{QStringLiteral("type"), QStringLiteral("string")},
                        {QStringLiteral("pattern"), QStringLiteral("^Edm\\.")}};
                break;
            }
        }
        if (census.complete && p.count == census.entities && census.entities > 0)
            required.append(p.name);
    }
    QJsonObject o {
        {QStringLiteral("$schema"), QStringLiteral("https://json-schema.org/draft/2020-12/schema")},
        {QStringLiteral("title"), census.table}, {QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("properties"), properties}, {QStringLiteral("required"), required},
        {QStringLiteral("x-entities"), double(census.entities)},
        {QStringLiteral("x-complete"), census.complete}};
    return o;
}

QString censusToMarkdown(const Census &census)
{
    auto counted = [](qint64 n, const char *one, const char *many) {
        return QStringLiteral("%1 %2").arg(n).arg(QLatin1StringView(n == 1 ? one : many));
    };
    QString md
        = QStringLiteral("# %1\n\n%2 in %3%4.\n\n")
              .arg(census.table, counted(census.entities, "entity", "entities"),
                  counted(census.partitions, "partition", "partitions"),
                  census.complete ? QString() : QStringLiteral(" (a sample: the table's first entities)"));
    md += QStringLiteral("| Property | Entities | Share | Types | Empty | Range | Partitions |\n"
                         "|---|---:|---:|---|---:|---|---:|\n");
    auto cell = [](QString s) { return s.replace(u'|', QStringLiteral("\\|")); };
    for (const CensusProperty &p : census.properties) {
        QStringList ranges;
        qint64 empty = 0;
        for (const CensusType &t : p.types) {
            if (const QString r = rangeText(t); !r.isEmpty())
                ranges << r;
            empty += t.empty.total;
        }
        // One arg() call: a name holding "%2" must not be substituted into.
        md += QStringLiteral("| %1 | %2 | %3 | %4%5 | %6 | %7 | %8 |\n")
                  .arg(cell(p.name), QString::number(p.count), share(p.count, census.entities),
                      cell(typesText(p)), p.hasTypeConflict() ? QStringLiteral(" ⚠") : QString(),
                      QString::number(empty), cell(ranges.join(QStringLiteral("; "))),
                      QString::number(p.partitions));
    }
    return md;
}

QString censusDifferenceKindName(CensusDifference::Kind kind)
{
    switch (kind) {
    case CensusDifference::Kind::OnlyInFirst:
        return QStringLiteral("only in first");
    case CensusDifference::Kind::OnlyInSecond:
        return QStringLiteral("only in second");
    case CensusDifference::Kind::TypesDiffer:
        return QStringLiteral("types differ");
    case CensusDifference::Kind::ShareDiffers:
        return QStringLiteral("share differs");
    }
    return {};
}

QList<CensusDifference> compareCensuses(const Census &first, const Census &second)
{
    using Kind = CensusDifference::Kind;
    QList<CensusDifference> out;
    auto describe = [](const CensusProperty &p, const Census &c) {
        return QStringLiteral("%1, %2").arg(typesText(p), share(p.count, c.entities));
    };
    for (const CensusProperty &a : first.properties) {
        const CensusProperty *b = second.property(a.name);
        if (!b) {
            out.append({Kind::OnlyInFirst, a.name, describe(a, first), {}});
            continue;
        }
        if (typeSet(a) != typeSet(*b)) {
            out.append({Kind::TypesDiffer, a.name, typesText(a), typesText(*b)});
            continue;
        }
        const bool allA = a.count == first.entities;
        const bool allB = b->count == second.entities;
        const double shareA = first.entities > 0 ? 100.0 * double(a.count) / double(first.entities) : 0;
        const double shareB = second.entities > 0 ? 100.0 * double(b->count) / double(second.entities) : 0;
        if (allA != allB || std::abs(shareA - shareB) >= 10.0)
            out.append({Kind::ShareDiffers, a.name, share(a.count, first.entities),
                share(b->count, second.entities)});
    }
    for (const CensusProperty &b : second.properties) {
        if (!first.property(b.name))
            out.append({Kind::OnlyInSecond, b.name, {}, describe(b, second)});
    }
    return out;
}

QString censusShare(qint64 part, qint64 whole)
{
    return share(part, whole);
}

QString censusRange(const CensusType &type)
{
    return rangeText(type);
}

} // namespace rowan
