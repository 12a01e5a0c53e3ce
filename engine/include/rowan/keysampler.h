// Gathering key insight from a Store or any TableService: a bounded sample of keys, the whole analysis in
// one call, and where a key sorts among the table's real keys. Everything reads keys only
// (Store::scanStored without records; TableService::scan with an empty projection).
//
// Thread-safety: as the Store's reads: call from any thread (typically a worker), several at once. Each
// function polls `cancel` (when given) between reads and returns Cancelled once it reads true.
// Errors: the Store's or the service's (TableNotFound for a missing table, StoreIoError, StoreCorrupt, a
// remote endpoint's errors …) and Cancelled.
#pragma once

#include "rowan/keyinsight.h"
#include "rowan/status.h"

#include <QString>

#include <atomic>

namespace rowan {

class Store;
class TableService;

struct KeySampleOptions
{
    // At most this many keys. Tables with at most this many entities are read whole.
    qint64 maxKeys = 200'000;
    // A larger table is sampled at most at this many partitions, spread evenly over the key range (the
    // largest partitions and the first and last are always among them).
    int maxPartitions = 1'000;
};

// A sample of the table's keys in key order. A partition larger than its share of the sample is read in
// equal runs: from its start, then from each next RowKey head (the text through the first separator, or
// the first character), so each kind of key it holds shows in the sample with a comparable count; a
// partition with one head is read from its start up to its share.
Result<KeySample> sampleKeys(const Store &store, const QString &account, const QString &table,
    const QList<PartitionStats> &partitions, const KeySampleOptions &options = {},
    const std::atomic_bool *cancel = nullptr);

// The table's statistics, every partition's statistics, a sample, and analyzeKeys() over them.
Result<KeyInsight> inspectTableKeys(const Store &store, const QString &account, const QString &table,
    const KeySampleOptions &options = {}, const std::atomic_bool *cancel = nullptr);

// The same over a table service. With ServiceCapability::Statistics and PartitionList it reads exactly what
// the Store overload reads, through TableService::tableStats(), scanPartitions() and keys-only scans.
// Without them (a remote endpoint) it reads the first options.maxKeys keys in key order by one keys-only
// scan; the partition rules then run only when that scan read the whole table (counts from the keys,
// bytes unknown), and sampleDescription says the keys came from a scan without statistics.
Result<KeyInsight> inspectTableKeys(const TableService &service, const QString &account, const QString &table,
    const KeySampleOptions &options = {}, const std::atomic_bool *cancel = nullptr);

// Where a key sorts: its partition and the real keys just before and after it in the table's order.
struct KeyPosition
{
    QString partitionKey;
    QString rowKey;
    // Whether the partition has entities, and how many.
    bool partitionExists = false;
    qint64 partitionEntities = 0;
    // Whether an entity with exactly this key exists.
    bool keyExists = false;
    // The nearest keys before the position, in key order (the last is the closest), possibly from earlier
    // partitions; and the nearest after it (the first is the closest). The key itself is in neither.
    QList<SampledKey> before;
    QList<SampledKey> after;
};

// Finds up to `neighbours` keys on each side of (partitionKey, rowKey). The keys before are found by
// probing forward scans (the store reads forwards only): a few dozen short reads per key, never a scan of
// the partition. InvalidInput when neighbours is outside 0..100.
Result<KeyPosition> locateKey(const Store &store, const QString &account, const QString &table,
    const QString &partitionKey, const QString &rowKey, int neighbours = 3,
    const std::atomic_bool *cancel = nullptr);
// The same over a table service. Without statistics, partitionEntities is -1 (unknown) and partitions are
// found by keys-only scans.
Result<KeyPosition> locateKey(const TableService &service, const QString &account, const QString &table,
    const QString &partitionKey, const QString &rowKey, int neighbours = 3,
    const std::atomic_bool *cancel = nullptr);

} // namespace rowan
