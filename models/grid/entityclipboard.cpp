#include "models/grid/entityclipboard.h"

#include <rowan/protocol/jsonentity.h>
#include <rowan/transfer/transfer.h>

#include <QBuffer>

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

Result<QList<Entity>> EntityClipboard::fromJson(const QByteArray &text)
{
    const QByteArray trimmed = text.trimmed();
    const auto invalid = [](const QString &message) {
        return std::unexpected(Error {ErrorCode::InvalidInput, message});
    };
    if (trimmed.isEmpty())
        return invalid(QStringLiteral("the clipboard holds no text"));
    if (trimmed.startsWith('{')) {
        auto entity = protocol::decodeEntity(trimmed);
        if (!entity)
            return std::unexpected(entity.error());
        return QList<Entity> {*entity};
    }
    if (!trimmed.startsWith('[')) {
        const QByteArray firstLine = trimmed.left(trimmed.indexOf('\n'));
        if (firstLine.contains('\t'))
            return invalid(QStringLiteral("the clipboard holds tab-separated text, not JSON entities: "
                                          "copy the rows with Copy as JSON to paste them"));
        return invalid(QStringLiteral("the clipboard text is not JSON (an entity object or an array of "
                                      "them was expected)"));
    }
    QByteArray data = trimmed;
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    const auto reader = transfer::makeReader(transfer::Format::JsonArray, &buffer);
    QList<Entity> entities;
    Entity entity;
    transfer::RowError error;
    for (;;) {
        switch (reader->next(entity, error)) {
        case transfer::EntityReader::Step::Entity:
            entities.append(std::move(entity));
            entity = Entity();
            continue;
        case transfer::EntityReader::Step::End:
            if (entities.isEmpty())
                return invalid(QStringLiteral("the JSON array holds no entities"));
            return entities;
        case transfer::EntityReader::Step::BadRow:
            return std::unexpected(Error {error.error.code,
                QStringLiteral("entity %1 (line %2): %3")
                    .arg(entities.size() + 1)
                    .arg(error.where.line)
                    .arg(error.error.message)});
        case transfer::EntityReader::Step::Failed:
            return std::unexpected(Error {error.error.code,
                QStringLiteral("line %1: %2").arg(error.where.line).arg(error.error.message)});
        }
    }
}

} // namespace rowan
