// Entity write operations: single writes and entity group transactions (docs/protocol.md §5).
// Plain value types.
#pragma once

#include "rowan/entity.h"

#include <QList>
#include <QString>

namespace rowan {

enum class OperationType {
    Insert, // fails with EntityAlreadyExists when the key exists
    Update, // replace; ResourceNotFound when missing, UpdateConditionNotSatisfied on an ETag mismatch
    Merge, // add or overwrite properties, never remove; same errors as Update
    Delete, // only the keys of `entity` are used; same errors as Update
    InsertOrReplace, // never fails on existence; ifMatch is ignored
    InsertOrMerge, // never fails on existence; ifMatch is ignored
};

struct EntityOperation
{
    OperationType type = OperationType::Insert;
    // Keys and properties; Timestamp and ETag in it are ignored (the store sets them).
    Entity entity;
    // For Update, Merge and Delete: an ETag as returned by the store, or "*" (any). Empty means "*".
    QString ifMatch;
};

// What a successful write stamped: the Timestamp (100 ns, UTC) and the weak ETag derived from it. For a
// Delete both are empty.
struct EntityVersion
{
    DateTime timestamp;
    QString etag;
};

} // namespace rowan
