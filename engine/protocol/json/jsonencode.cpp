// Entity/table → JSON, written by hand so member order, annotations and number text are exactly as
// docs/protocol.md §4 shows them. The rules are listed in rowan/protocol/jsonentity.h.
#include "json.h"
#include "rowan/protocol/jsonentity.h"
#include "rowan/protocol/resourcepath.h"
#include "rowan/valuetext.h"

#include <charconv>
#include <cmath>

namespace rowan::protocol {

namespace {

// Comma handling for one JSON object being written.
class ObjectWriter
{
public:
    explicit ObjectWriter(QByteArray &out)
        : m_out(out)
    {
        m_out += '{';
    }
    ~ObjectWriter() { m_out += '}'; }
    ObjectWriter(const ObjectWriter &) = delete;
    ObjectWriter &operator=(const ObjectWriter &) = delete;

    QByteArray &key(QStringView name)
    {
        if (!m_first)
            m_out += ',';
        m_first = false;
        json::appendKey(m_out, name);
        return m_out;
    }
    void string(QStringView name, QStringView value) { json::appendString(key(name), value); }
    // `"name@odata.type":"typeName"`, without building the member's name as a string first.
    void annotation(QStringView name, QStringView typeName)
    {
        if (!m_first)
            m_out += ',';
        m_first = false;
        m_out += '"';
        json::appendEscaped(m_out, name);
        m_out += "@odata.type\":";
        json::appendString(m_out, typeName);
    }
    void raw(QStringView name, QByteArrayView text) { key(name) += text; }

private:
    QByteArray &m_out;
    bool m_first = true;
};

bool needsAnnotation(const Value &value)
{
    switch (value.type()) {
    case EdmType::Int64:
    case EdmType::Binary:
    case EdmType::Guid:
    case EdmType::DateTime:
        return true;
    case EdmType::Double: {
        const double d = value.toDouble();
        return !std::isfinite(d) || std::trunc(d) == d;
    }
    case EdmType::String:
    case EdmType::Boolean:
    case EdmType::Int32:
        break;
    }
    return false;
}

void writeProperty(ObjectWriter &w, const QString &name, const Value &value, bool annotate)
{
    if (annotate && needsAnnotation(value))
        w.annotation(name, edmTypeName(value.type()));
    switch (value.type()) {
    case EdmType::String:
        w.string(name, value.toString());
        return;
    case EdmType::Boolean:
        w.raw(name, value.toBool() ? "true" : "false");
        return;
    case EdmType::Int32: {
        char digits[16];
        const auto end = std::to_chars(digits, digits + sizeof digits, value.toInt32()).ptr;
        w.raw(name, QByteArrayView(digits, end - digits));
        return;
    }
    case EdmType::Double:
        if (std::isfinite(value.toDouble())) {
            w.raw(name, json::formatDouble(value.toDouble()));
            return;
        }
        break; // "NaN", "Infinity", "-Infinity"
    case EdmType::Int64:
    case EdmType::DateTime:
    case EdmType::Guid:
    case EdmType::Binary:
        break;
    }
    // Value text (rowan/valuetext.h) in a JSON string, as decoding reads it.
    w.string(name, formatValueText(value));
}

QString selectSuffix(const JsonOptions &options)
{
    if (!options.select)
        return {};
    return QLatin1String("&$select=") + options.select->join(QLatin1Char(','));
}

void writeEntityMembers(ObjectWriter &w, const Entity &entity, const JsonOptions &options)
{
    const bool minimal = options.level != MetadataLevel::NoMetadata;
    const bool full = options.level == MetadataLevel::FullMetadata;
    const QString etag = minimal ? entity.etag() : QString();
    if (full) {
        const QString resource = entityResource(options.table, entity.partitionKey(), entity.rowKey());
        w.string(u"odata.type", options.accountName + QLatin1Char('.') + options.table);
        w.string(u"odata.id", options.serviceRoot + QLatin1Char('/') + resource);
        if (!etag.isEmpty())
            w.string(u"odata.etag", etag);
        w.string(u"odata.editLink", resource);
    } else if (minimal && !etag.isEmpty()) {
        w.string(u"odata.etag", etag);
    }

    const QStringList *select = options.select ? &*options.select : nullptr;
    auto selected = [select](QLatin1String name) { return !select || select->contains(name); };
    if (selected(QLatin1String("PartitionKey")))
        w.string(u"PartitionKey", entity.partitionKey());
    if (selected(QLatin1String("RowKey")))
        w.string(u"RowKey", entity.rowKey());
    if (selected(QLatin1String("Timestamp"))) {
        if (full)
            w.string(u"Timestamp@odata.type", u"Edm.DateTime");
        w.string(u"Timestamp", entity.timestamp().toIsoString());
    }

    if (!select) {
        for (const Property &p : entity.properties())
            writeProperty(w, p.name, p.value, minimal);
        return;
    }
    for (const QString &name : *select) {
        if (isSystemPropertyName(name))
            continue;
        if (const Value *value = entity.property(name))
            writeProperty(w, name, *value, minimal);
        else
            w.raw(name, "null");
    }
}

void writeTableMembers(ObjectWriter &w, const QString &table, const JsonOptions &options)
{
    if (options.level == MetadataLevel::FullMetadata) {
        const QString resource = tableResource(table);
        w.string(u"odata.type", options.accountName + QLatin1String(".Tables"));
        w.string(u"odata.id", options.serviceRoot + QLatin1Char('/') + resource);
        w.string(u"odata.editLink", resource);
    }
    w.string(u"TableName", table);
}

QString metadataUrl(const JsonOptions &options, const QString &fragment)
{
    return options.serviceRoot + QLatin1String("/$metadata#") + fragment;
}

} // namespace

QByteArray encodeEntity(const Entity &entity, const JsonOptions &options)
{
    QByteArray out;
    {
        ObjectWriter w(out);
        if (options.level != MetadataLevel::NoMetadata)
            w.string(u"odata.metadata",
                metadataUrl(options, options.table + QLatin1String("/@Element") + selectSuffix(options)));
        writeEntityMembers(w, entity, options);
    }
    return out;
}

QByteArray encodePageItem(const Entity &entity, const JsonOptions &options)
{
    QByteArray out;
    {
        ObjectWriter w(out);
        writeEntityMembers(w, entity, options);
    }
    return out;
}

namespace {

// {"odata.metadata":…,"value":[…]} with writeItem(i, item writer) -> Status for each of `count` items; the
// first failure ends it.
template<typename WriteItem>
Result<QByteArray> encodePage(qsizetype count, const JsonOptions &options, WriteItem &&writeItem)
{
    QByteArray out;
    {
        ObjectWriter w(out);
        if (options.level != MetadataLevel::NoMetadata)
            w.string(u"odata.metadata", metadataUrl(options, options.table + selectSuffix(options)));
        QByteArray &array = w.key(u"value");
        array += '[';
        for (qsizetype i = 0; i < count; ++i) {
            if (i > 0)
                array += ',';
            ObjectWriter item(array);
            if (auto ok = writeItem(i, item); !ok)
                return std::unexpected(ok.error());
        }
        array += ']';
    }
    return out;
}

} // namespace

QByteArray encodeEntityPage(const QList<Entity> &entities, const JsonOptions &options)
{
    return *encodePage(entities.size(), options, [&](qsizetype i, ObjectWriter &item) -> Status {
        writeEntityMembers(item, entities[i], options);
        return {};
    });
}

Result<QByteArray> encodeEntityPage(const EntityPage &entities, const JsonOptions &options)
{
    return encodePage(entities.size(), options, [&](qsizetype i, ObjectWriter &item) -> Status {
        auto entity = entities.entity(i); // one at a time: each is freed before the next is made
        if (!entity)
            return std::unexpected(entity.error());
        writeEntityMembers(item, *entity, options);
        return {};
    });
}

QByteArray encodeTable(const QString &table, const JsonOptions &options)
{
    QByteArray out;
    {
        ObjectWriter w(out);
        if (options.level != MetadataLevel::NoMetadata)
            w.string(u"odata.metadata", metadataUrl(options, QStringLiteral("Tables/@Element")));
        writeTableMembers(w, table, options);
    }
    return out;
}

QByteArray encodeTableList(const QStringList &tables, const JsonOptions &options)
{
    QByteArray out;
    {
        ObjectWriter w(out);
        if (options.level != MetadataLevel::NoMetadata)
            w.string(u"odata.metadata", metadataUrl(options, QStringLiteral("Tables")));
        QByteArray &array = w.key(u"value");
        array += '[';
        for (qsizetype i = 0; i < tables.size(); ++i) {
            if (i > 0)
                array += ',';
            ObjectWriter item(array);
            writeTableMembers(item, tables[i], options);
        }
        array += ']';
    }
    return out;
}

QByteArray encodeEntityBody(const Entity &entity)
{
    QByteArray out;
    {
        ObjectWriter w(out);
        w.string(u"PartitionKey", entity.partitionKey());
        w.string(u"RowKey", entity.rowKey());
        for (const Property &p : entity.properties())
            writeProperty(w, p.name, p.value, true);
    }
    return out;
}

QByteArray encodeCreateTable(const QString &table)
{
    QByteArray out;
    {
        ObjectWriter w(out);
        w.string(u"TableName", table);
    }
    return out;
}

} // namespace rowan::protocol
