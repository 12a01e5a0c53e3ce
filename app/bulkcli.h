// What `rowan update` and `rowan rekey` share: opening the table's service, the filter, and printing
// entities and per-entity problems as text and JSON.
#pragma once

#include <rowan/bulk/bulkedit.h>

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QTextStream>

namespace rowan {

// Exit code of a run that wrote, but left entities it lists (changed meanwhile, unconvertible, collisions).
inline constexpr int BulkProblemsExitCode = 1;

// "PartitionKey 'a', RowKey '1'".
QString bulkKeyText(const QString &partitionKey, const QString &rowKey);

// The properties as "Name=Edm.Type:value; …" (the form --set takes).
QString bulkPropertiesText(const Entity &entity);

// {"PartitionKey": …, "RowKey": …, "properties": {"Name": "Edm.Type:value", …}}.
QJsonObject bulkEntityJson(const Entity &entity);

// [{"PartitionKey": …, "RowKey": …, "reason": …}, …].
QJsonArray bulkProblemsJson(const QList<bulk::KeyProblem> &problems);

// One line per problem: "<label>: PartitionKey 'a', RowKey '1': <reason>".
void printBulkProblems(QTextStream &out, const QString &label, const QList<bulk::KeyProblem> &problems);

} // namespace rowan
