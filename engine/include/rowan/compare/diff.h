// Comparing two tables: any two, embedded or remote, in the same or different stores or endpoints. Both are
// read in the service's key order (PartitionKey, then RowKey, by UTF-16 code unit) and merged in one pass,
// so memory stays bounded whatever their size: each side is read on a thread of its own into a small
// bounded queue, and the merge runs at the speed of the slower side.
//
// Thread-safety: diffTables() may be called from any thread (it blocks until the diff ends); the visitor
// and the progress callback run on the calling thread. compareEntities() is a pure function.
#pragma once

#include "rowan/entity.h"
#include "rowan/filter.h"
#include "rowan/scan.h"
#include "rowan/status.h"
#include "rowan/tableservice.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace rowan::compare {

// The SQLite page cache (StoreOptions::cacheSizeKiB) for a store opened only to be compared or synced: a
// diff reads each page once, in key order, so the engine's default cache (64 MiB per connection) would
// only hold pages it never reads again and make two sides' resident memory 128 MiB larger.
inline constexpr int SideCacheKiB = 8 * 1024;

// One table to compare: which service holds it, and where. The service must outlive the call.
struct TableSide
{
    const TableService *service = nullptr;
    QString account;
    QString table;
};

struct DiffOptions
{
    // Only the entities matching this filter, on both sides (empty: every entity). Sent to each service as
    // a query, so a remote side filters on the server.
    Filter filter;
    // Only the entities inside this key range, on both sides (nullopt: the whole table).
    std::optional<KeyRange> range;
    // Timestamp is set by every write, so two copies of one entity almost never share it: by default it is
    // not compared.
    bool ignoreTimestamp = true;
    // User properties left out of the comparison (names compared exactly).
    QStringList ignoreProperties;
    // Two Doubles are the same when they differ by at most this much (0: the same bits, except that any
    // NaN equals any NaN; -0 and +0 differ, since they are stored and sent differently). Infinities equal
    // only themselves.
    double tolerance = 0;
};

// How one property differs between the left entity and the right one, as seen from the left: "added"
// means the right has it and the left does not.
struct PropertyChange
{
    enum class Kind : quint8 {
        Added, // only the right entity has it
        Removed, // only the left entity has it
        ValueChanged, // the same type, another value
        TypeChanged, // another EDM type
    };
    QString name; // "Timestamp" for the Timestamp, when it is compared
    Kind kind = Kind::ValueChanged;
    std::optional<Value> left; // nullopt for Added
    std::optional<Value> right; // nullopt for Removed

    bool operator==(const PropertyChange &) const = default;
};

// "added", "removed", "value", "type".
QString propertyChangeKindName(PropertyChange::Kind kind);

enum class DifferenceKind : quint8 {
    OnlyLeft, // the key exists on the left only
    OnlyRight, // the key exists on the right only
    Changed, // both have it, with different contents (changes lists how)
};

// "only-left", "only-right", "changed".
QString differenceKindName(DifferenceKind kind);

// One entity that differs. The entities are the ones read (with their ETags), so a sync can write them.
struct EntityDifference
{
    DifferenceKind kind = DifferenceKind::Changed;
    QString partitionKey;
    QString rowKey;
    std::optional<Entity> left; // set for OnlyLeft and Changed
    std::optional<Entity> right; // set for OnlyRight and Changed
    QList<PropertyChange> changes; // Changed only: in the left entity's property order, then the right's
};

// Called once per difference in key order; returning Stop ends the diff (DiffSummary::stopped).
using DifferenceVisitor = std::function<ScanControl(EntityDifference &difference)>;

// Something wrong with one side that the diff went past: an entity that came out of key order (the table
// changed under a reader that does not keep a snapshot, or an endpoint that does not sort). Such an entity
// is left out of the comparison, so the summary is not to be trusted for its key.
struct SideProblem
{
    bool left = true; // which side
    QString partitionKey;
    QString rowKey;
    QString message;
};

struct DiffSummary
{
    qint64 onlyLeft = 0;
    qint64 onlyRight = 0;
    qint64 changed = 0;
    qint64 identical = 0;
    qint64 leftRead = 0;
    qint64 rightRead = 0;
    // At most MaxProblems are kept; problemCount counts them all.
    QList<SideProblem> problems;
    qint64 problemCount = 0;
    static constexpr int MaxProblems = 20;
    bool cancelled = false; // the cancel flag ended it: the counts cover the keys compared so far
    bool stopped = false; // the visitor ended it
    qint64 elapsedMs = 0;

    qint64 differences() const { return onlyLeft + onlyRight + changed; }
    bool same() const { return differences() == 0 && problemCount == 0; }
};

struct DiffProgress
{
    qint64 leftRead = 0;
    qint64 rightRead = 0;
    qint64 differences = 0;
    // The sides' entity counts when their services keep statistics (the whole table), else -1.
    qint64 leftTotal = -1;
    qint64 rightTotal = -1;
    qint64 elapsedMs = 0;
};
// Called at most every 100 ms and once at the end, on the calling thread.
using DiffProgressCallback = std::function<void(const DiffProgress &)>;

// The changes between two entities of the same key under `options` (keys are not compared): empty when
// they are the same.
QList<PropertyChange> compareEntities(const Entity &left, const Entity &right, const DiffOptions &options);

// One difference as one line of JSON (without the line end), for JSON Lines output:
//   {"PartitionKey":"p","RowKey":"r","kind":"changed","changes":[{"name":"N","change":"value"}],
//    "left":{"N":1},"right":{"N":2}}
// "left" and "right" hold the entities in the Table service's JSON form (rowan/protocol/jsonentity.h:
// Int64 as a string, `Name@odata.type` where the JSON value does not say the type): for "changed" only
// the properties that differ (null where that side lacks one), for "only-left" and "only-right" the whole
// entity of that side, with its ETag and Timestamp.
QByteArray differenceToJson(const EntityDifference &difference);

// Merges both sides in key order and calls `visitor` for every difference. Returns the counts, also when
// cancelled (DiffSummary::cancelled) or stopped by the visitor. Errors: InvalidInput for a side without a
// service; a side's errors (TableNotFound, the store's, the endpoint's), their message prefixed with
// "left table T: " or "right table T: " so that a person knows which side failed; nothing is kept of a
// diff that failed half-way.
Result<DiffSummary> diffTables(const TableSide &left, const TableSide &right, const DiffOptions &options,
    const DifferenceVisitor &visitor, const DiffProgressCallback &progress = {},
    const CancelFlag &cancel = {});

} // namespace rowan::compare
