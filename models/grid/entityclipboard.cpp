#include "models/grid/entityclipboard.h"

#include <rowan/protocol/jsonentity.h>

#include <cmath>

namespace rowan {

QString EntityClipboard::cellText(const Entity &entity, const QString &column)
{
    if (column == QLatin1String("PartitionKey"))
        return entity.partitionKey();
    if (column == QLatin1String("RowKey"))
        return entity.rowKey();
    if (column == QLatin1String("Timestamp"))
        return entity.timestamp().toIsoString();
    const Value *value = entity.property(column);
    if (!value)
        return {};
    QString text = value->toDisplayString();
    if (value->type() == EdmType::Double && std::isfinite(value->toDouble())
        && !text.contains(QLatin1Char('.')) && !text.contains(QLatin1Char('e')))
        text += QStringLiteral(".0"); // a whole Double must not read back as an integer
    return text;
}

QString EntityClipboard::tsvField(const QString &text)
{
    const bool quote = text.contains(QLatin1Char('\t')) || text.contains(QLatin1Char('\n'))
        || text.contains(QLatin1Char('\r')) || text.contains(QLatin1Char('"'));
    if (!quote)
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString EntityClipboard::toTsv(const QList<Entity> &entities, const QStringList &columns, bool header)
{
    QStringList lines;
    lines.reserve(entities.size() + 1);
    QStringList fields;
    if (header) {
        for (const QString &column : columns)
            fields.append(tsvField(column));
        lines.append(fields.join(QLatin1Char('\t')));
    }
    for (const Entity &entity : entities) {
        fields.clear();
        for (const QString &column : columns)
            fields.append(tsvField(cellText(entity, column)));
        lines.append(fields.join(QLatin1Char('\t')));
    }
    return lines.join(QLatin1Char('\n'));
}

QByteArray EntityClipboard::toJson(const QList<Entity> &entities, const std::optional<QStringList> &columns)
{
    protocol::JsonOptions options;
    options.level = protocol::MetadataLevel::MinimalMetadata;
    if (columns) {
        QStringList select {QStringLiteral("PartitionKey"), QStringLiteral("RowKey")};
        for (const QString &column : *columns) {
            if (!select.contains(column))
                select.append(column);
        }
        options.select = select;
    }
    if (entities.isEmpty())
        return QByteArrayLiteral("[]");
    QByteArray out = "[\n";
    for (qsizetype i = 0; i < entities.size(); ++i) {
        out += protocol::encodePageItem(entities.at(i), options);
        out += i + 1 < entities.size() ? ",\n" : "\n";
    }
    out += ']';
    return out;
}

} // namespace rowan
