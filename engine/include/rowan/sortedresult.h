// Sorting a whole result by one property on this computer: every entity of a table or of a query's matches,
// whatever the backend (the service only ever returns entities in key order), handed to a
// SortedResultBuilder one after another and read back in order, page by page, from a SortedResult.
//
// Memory stays bounded however large the result: entities are gathered into runs of at most
// SortOptions::runBytes, each run sorted and written to a temporary SQLCipher database with a random key
// that exists only in this process (in a QTemporaryDir, removed with the result); the runs are then merged
// into the result's own table, which is read by position (keyset on the row number, never OFFSET). Nothing
// unencrypted is written: the database keeps no journal and SQLite's temporary storage is memory.
//
// The order (compareSortValues()): an entity without the property comes after every entity with it; values
// of different EDM types are ordered by type (EdmType's order: String, Binary, Boolean, DateTime, Double,
// Guid, Int32, Int64), values of one type as a filter compares them (compareFilterValues(): strings by
// UTF-16 code unit, Int64 exactly, DateTime to the 100 ns tick), with NaN after every other Double. Ties keep
// the order the entities were added in (a table's or query's key order: PartitionKey, then RowKey).
// Descending reverses the values, ties still in the order added; the entities without the property come
// last in both directions.
//
// Thread-safety: a builder is used by one thread at a time; a SortedResult may be read by many threads at
// once (its reads are serialised).
#pragma once

#include "rowan/entity.h"
#include "rowan/status.h"

#include <QList>
#include <QString>

#include <atomic>
#include <compare>
#include <memory>

namespace rowan {

enum class SortDirection { Ascending, Descending };

struct SortSpec
{
    // A user property, or PartitionKey, RowKey or Timestamp.
    QString property;
    SortDirection direction = SortDirection::Ascending;

    bool operator==(const SortSpec &) const = default;
};

struct SortOptions
{
    // The most entities a result may hold: the entity after it makes add() fail.
    static constexpr qint64 DefaultMaxEntities = 1'000'000;
    qint64 maxEntities = DefaultMaxEntities;
    // The memory a run may take before it is sorted and written out: each entity's stored bytes, its sort
    // value and about 140 bytes of bookkeeping. The process's peak is about twice this, as a vector
    // grows, plus what the source's reads hold (an embedded store's page cache).
    qint64 runBytes = 32 * 1024 * 1024;
    // The most entities in one run, whatever their size (small values make tests spill).
    qint64 runEntities = 250'000;
    // The folder the temporary directory is made in; empty: QDir::tempPath().
    QString tempPath;
};

// The sort order of two values of the sort property; nullptr is a missing property. Ascending order;
// Equivalent only for equal values of one type (and two missing ones).
std::weak_ordering compareSortValues(const Value *a, const Value *b);
// The value `entity` is sorted by for `property` (PartitionKey, RowKey and Timestamp included); nullopt
// when it has none.
std::optional<Value> sortValue(const Entity &entity, QStringView property);

class SortedResult;

class SortedResultBuilder
{
public:
    // InvalidInput for an empty property name or options that are not positive; StoreIoError when the
    // temporary database cannot be made.
    static Result<std::unique_ptr<SortedResultBuilder>> create(
        const SortSpec &spec, const SortOptions &options = {});
    ~SortedResultBuilder();
    SortedResultBuilder(const SortedResultBuilder &) = delete;
    SortedResultBuilder &operator=(const SortedResultBuilder &) = delete;

    // Adds the next entity (in the order ties keep). OutOfRangeInput once more than maxEntities were
    // offered (exceeded() then says so, and nothing more is taken); StoreIoError when a run cannot be
    // written.
    Status add(const Entity &entity);
    // Entities offered so far (the one that exceeded the bound included).
    qint64 count() const;
    bool exceeded() const;
    const SortSpec &spec() const;
    const SortOptions &options() const;
    // Runs written to the temporary database so far.
    int spilledRuns() const;

    // Sorts what was added and hands the result over; the builder is spent. OutOfRangeInput after the
    // bound was exceeded; Cancelled once `cancel` (may be null) is set; StoreIoError for a failed write.
    Result<std::shared_ptr<SortedResult>> finish(const std::atomic<bool> *cancel = nullptr);

private:
    SortedResultBuilder();
    struct Private;
    std::unique_ptr<Private> d;
    friend class SortedResult;
};

class SortedResult
{
public:
    ~SortedResult();
    SortedResult(const SortedResult &) = delete;
    SortedResult &operator=(const SortedResult &) = delete;

    qint64 size() const;
    const SortSpec &spec() const;
    // Entities [first, first + count) in sorted order (fewer at the end; none past it), with their keys,
    // Timestamp, ETag and properties as they were added. InvalidInput for a negative first or count;
    // StoreIoError or StoreCorrupt when the temporary database cannot be read.
    Result<QList<Entity>> page(qint64 first, int count) const;
    // Where the temporary database lives (for tests: it must be encrypted and gone after destruction).
    QString databasePath() const;

private:
    SortedResult();
    struct Private;
    std::unique_ptr<Private> d;
    friend class SortedResultBuilder;
};

} // namespace rowan
