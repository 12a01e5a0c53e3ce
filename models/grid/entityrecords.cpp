#include "models/grid/entityrecords.h"

#include <rowan/protocol/jsonentity.h>

namespace rowan {

QList<RecordLine> EntityRecords::lines(
    const Entity &entity, const std::function<QString(const Value &)> &text)
{
    QList<RecordLine> lines;
    lines.reserve(entity.properties().size() + 3);
    const QString string = edmTypeName(EdmType::String);
    lines.append({QStringLiteral("PartitionKey"), string, entity.partitionKey()});
    lines.append({QStringLiteral("RowKey"), string, entity.rowKey()});
    lines.append({QStringLiteral("Timestamp"), edmTypeName(EdmType::DateTime),
        text(Value::dateTime(entity.timestamp()))});
    for (const Property &property : entity.properties())
        lines.append({property.name, edmTypeName(property.value.type()), text(property.value)});
    return lines;
}

QString EntityRecords::json(const Entity &entity)
{
    protocol::JsonOptions options;
    options.level = protocol::MetadataLevel::MinimalMetadata;
    return indentObject(protocol::encodePageItem(entity, options));
}

QString EntityRecords::indentObject(const QByteArray &compact)
{
    const QByteArray trimmed = compact.trimmed();
    if (trimmed.size() < 2 || !trimmed.startsWith('{') || !trimmed.endsWith('}'))
        return QString::fromUtf8(compact);
    if (trimmed == "{}")
        return QStringLiteral("{}");
    QByteArray out = "{\n  ";
    bool inString = false;
    bool escaped = false;
    int depth = 0;
    for (qsizetype i = 1; i + 1 < trimmed.size(); ++i) {
        const char c = trimmed.at(i);
        if (inString) {
            out += c;
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '{' || c == '[')
            ++depth;
        else if (c == '}' || c == ']')
            --depth;
        if (c == ',' && depth == 0) {
            out += ",\n  ";
            continue;
        }
        if (c == ':' && depth == 0) {
            out += ": ";
            continue;
        }
        out += c;
    }
    out += "\n}";
    return QString::fromUtf8(out);
}

} // namespace rowan
