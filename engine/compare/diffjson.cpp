// differenceToJson(): a difference as a JSON Lines record, its values written by the protocol's encoder.
#include "rowan/compare/diff.h"
#include "rowan/protocol/jsonentity.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rowan::compare {

QByteArray differenceToJson(const EntityDifference &difference)
{
    QJsonObject head;
    head.insert(QStringLiteral("kind"), differenceKindName(difference.kind));
    head.insert(QStringLiteral("PartitionKey"), difference.partitionKey);
    head.insert(QStringLiteral("RowKey"), difference.rowKey);
    protocol::JsonOptions options;
    if (difference.kind == DifferenceKind::Changed) {
        QJsonArray changes;
        QStringList names;
        for (const PropertyChange &change : difference.changes) {
            changes.append(QJsonObject {{QStringLiteral("name"), change.name},
                {QStringLiteral("change"), propertyChangeKindName(change.kind)}});
            names.append(change.name);
        }
        head.insert(QStringLiteral("changes"), changes);
        options.select = names;
    }
    QByteArray line = QJsonDocument(head).toJson(QJsonDocument::Compact);
    line.chop(1); // the closing brace: the entities follow
    // Only the selected properties are written: the ETag stays out of a "changed" record.
    const auto side = [&](const char *name, const std::optional<Entity> &entity) {
        if (!entity)
            return;
        Entity shown = *entity;
        if (options.select)
            shown.setEtag(QString());
        line += ",\"";
        line += name;
        line += "\":";
        line += protocol::encodePageItem(shown, options);
    };
    side("left", difference.left);
    side("right", difference.right);
    line += '}';
    return line;
}

} // namespace rowan::compare
