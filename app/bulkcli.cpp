#include "bulkcli.h"

#include <rowan/valuetext.h>

namespace rowan {

QString bulkKeyText(const QString &partitionKey, const QString &rowKey)
{
    return QStringLiteral("PartitionKey '%1', RowKey '%2'").arg(partitionKey, rowKey);
}

QString bulkPropertiesText(const Entity &entity)
{
    QStringList parts;
    for (const Property &p : entity.properties())
        parts
            << QStringLiteral("%1=%2:%3").arg(p.name, edmTypeName(p.value.type()), formatValueText(p.value));
    return parts.join(QStringLiteral("; "));
}

QJsonObject bulkEntityJson(const Entity &entity)
{
    QJsonObject properties;
    for (const Property &p : entity.properties())
        properties.insert(p.name, edmTypeName(p.value.type()) + u':' + formatValueText(p.value));
    return QJsonObject {{QStringLiteral("PartitionKey"), entity.partitionKey()},
        {QStringLiteral("RowKey"), entity.rowKey()}, {QStringLiteral("properties"), properties}};
}

QJsonArray bulkProblemsJson(const QList<bulk::KeyProblem> &problems)
{
    QJsonArray array;
    for (const bulk::KeyProblem &p : problems)
        array.append(QJsonObject {{QStringLiteral("PartitionKey"), p.partitionKey},
            {QStringLiteral("RowKey"), p.rowKey}, {QStringLiteral("reason"), p.reason}});
    return array;
}

void printBulkProblems(QTextStream &out, const QString &label, const QList<bulk::KeyProblem> &problems)
{
    for (const bulk::KeyProblem &p : problems)
        out << QStringLiteral("%1: %2: %3\n").arg(label, bulkKeyText(p.partitionKey, p.rowKey), p.reason);
}

} // namespace rowan
