// Tables and their statistics. The counts are exact: they are maintained in the same transaction as every
// write, so reading them never scans entities. Plain value types.
#pragma once

#include "rowan/scan.h"
#include "rowan/value.h"

#include <QString>

#include <functional>

namespace rowan {

struct TableStats
{
    qint64 entityCount = 0;
    // Σ Entity::storageSize() over the entities (docs/protocol.md §1's size formula).
    qint64 bytes = 0;
    qint64 partitionCount = 0;
};

struct TableInfo
{
    // As created (original case).
    QString name;
    DateTime created;
    TableStats stats;
};

struct PartitionStats
{
    QString partitionKey;
    qint64 entityCount = 0;
    qint64 bytes = 0;
};

using TableVisitor = std::function<ScanControl(const TableInfo &table)>;
using PartitionVisitor = std::function<ScanControl(const PartitionStats &partition)>;

} // namespace rowan
