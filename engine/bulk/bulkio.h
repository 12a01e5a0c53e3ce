// Reading a bulk scope and writing groups of operations: the parts bulk edit and re-key share.
#pragma once

#include "rowan/bulk/bulkedit.h"

#include <functional>

namespace rowan::bulk {

// Visits the scope's entities (every property, with its ETag) a chunk at a time: query pages for a filter,
// up to 1000 point reads for keys. A key whose entity is gone or no longer has the ETag the key carries goes
// to `changed` instead. `visit` returns false to stop. Errors: the service's; Cancelled once `cancel` is set.
Status readScope(const TableService &service, const Scope &scope, const CancelFlag &cancel,
    const std::function<bool(QList<Entity> &chunk)> &visit, const std::function<void(KeyProblem)> &changed);

// Operations that must commit together (one entity's update; a move's insert and delete).
struct WriteUnit
{
    QList<EntityOperation> ops;
};

// What became of each unit: nullopt when it committed, else the error (Cancelled for a unit not attempted
// because `cancel` was set).
using UnitOutcomes = QList<std::optional<Error>>;

// Writes the units in entity group transactions of up to 100 operations, packing neighbouring units of
// one partition (their first operation's PartitionKey) together. A transaction that fails is retried unit by
// unit, so exactly the units at fault fail. Errors that concern the table or the service end the call.
Result<UnitOutcomes> writeUnits(TableService &writer, const QString &account, const QString &table,
    const QList<WriteUnit> &units, const CancelFlag &cancel);

// Whether `error` concerns the table or the service rather than one entity (TableService::stopsBatches()'s
// codes but Cancelled): it ends a run.
bool concernsTable(const Error &error);

// Whether the change is someone else's (UpdateConditionNotSatisfied, ResourceNotFound).
bool changedMeanwhile(const Error &error);

// Same properties and values, whatever the keys.
bool sameProperties(const Entity &a, const Entity &b);

bool isCancelled(const CancelFlag &cancel);

} // namespace rowan::bulk
