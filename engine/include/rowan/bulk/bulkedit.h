// Bulk edit: one change of properties (set, rename, remove, change type) applied to every entity of a
// selection or of a query's matches, not only the rows a view has loaded. The pure part (what an edit does
// to one entity) is separate from the runner that reads and writes through a TableService, so the preview,
// the run, the explorer and `rowan update` apply the same rule.
//
// The run writes each changed entity with Update (replace) guarded by the ETag it was read with, in entity
// group transactions of up to 100 per partition; an entity changed by someone else in between is skipped
// and listed, never overwritten. With ServiceCapability::Journal the whole run is one journal action of
// kind "bulk-edit", so one undo takes it back.
//
// Thread-safety: the functions are reentrant; previewBulkEdit() and runBulkEdit() block (call them on a
// worker thread) and may run on any thread.
#pragma once

#include "rowan/entity.h"
#include "rowan/filter.h"
#include "rowan/journal.h"
#include "rowan/status.h"
#include "rowan/tableservice.h"
#include "rowan/value.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace rowan::bulk {

// --- The edit ----------------------------------------------------------------------------------------

struct PropertySet
{
    QString name;
    Value value;
};

struct PropertyRename
{
    QString from;
    QString to;
};

struct TypeChange
{
    QString name;
    EdmType type = EdmType::String;
};

// Applied in this order: renames, type changes, removes, sets. An entity lacking a property that a rename,
// type change or remove names is left as it is in that respect (the edit of "every entity that has it").
struct BulkEdit
{
    QList<PropertySet> sets;
    QStringList removes;
    QList<PropertyRename> renames;
    QList<TypeChange> typeChanges;

    bool isEmpty() const
    {
        return sets.isEmpty() && removes.isEmpty() && renames.isEmpty() && typeChanges.isEmpty();
    }
    // "set Price (Edm.Double), rename Qty → Quantity, remove Old": for a journal label and a preview.
    QString describe() const;
};

// Checks names (validatePropertyName(); PartitionKey, RowKey and Timestamp cannot be edited), set values
// (validateValue()), and that no property is named by two parts of the edit in ways that contradict each
// other (set and remove of one name, two renames from or to one name). InvalidInput naming the problem, or
// the validation error of the name or value.
Status validateEdit(const BulkEdit &edit);

// The command line's forms, parsed once here. "Name=Edm.Type:value" (the type's value text, rowan/
// valuetext.h; "Name=value" is an Edm.String); "Old=New"; "Name=Edm.Type". InvalidInput for a missing `=`
// or an unknown type, the value text's error (explained) for a value that does not parse.
Result<PropertySet> parseSetArgument(QStringView text);
Result<PropertyRename> parseRenameArgument(QStringView text);
Result<TypeChange> parseTypeChangeArgument(QStringView text);

// The entity with `edit` applied: keys, Timestamp and ETag kept, every property the edit does not name
// untouched (its value bit for bit). Errors, per entity: InvalidValueType when a type change cannot
// convert the value without loss (convertValueType()), PropertyNameInvalid-class errors when a rename lands
// on a name the entity already has, and Entity::validate()'s (too many properties, too large).
Result<Entity> applyEdit(const Entity &entity, const BulkEdit &edit);

// --- Where it applies ----------------------------------------------------------------------------------

// The entities an edit or re-key reads: `keys` when set (exactly those entities; a key whose entity has a
// non-empty etag() is guarded by it: the entity must still have that ETag), else every entity `filter`
// matches (the empty filter: the whole table).
struct Scope
{
    QString account;
    QString table;
    std::optional<QList<Entity>> keys;
    Filter filter;
};

// A filter matching every entity of these partitions. InvalidInput for none, or more than
// limits::MaxFilterComparisons.
Result<Filter> partitionsFilter(const QStringList &partitionKeys);

// The number of entities `scope` holds: the statistics' exact figure when the service can explain the
// filter's plan and the plan's ranges are exact (a partition, a range of keys, the whole table), else a
// count of the matches read page by page (keys only). For `keys`: their number (one that no longer exists is
// found by the run, which lists it). Errors: the service's; Cancelled once `cancel` is set.
struct ScopeCount
{
    qint64 count = 0;
    bool fromStatistics = false;
};
Result<ScopeCount> countScope(const TableService &service, const Scope &scope, const CancelFlag &cancel = {});

// An entity's keys with why it was not written.
struct KeyProblem
{
    QString partitionKey;
    QString rowKey;
    QString reason;
};

// --- Preview -------------------------------------------------------------------------------------------

struct EditSample
{
    Entity before;
    // The edited entity, or why this entity cannot take the edit (it would be listed as unconvertible).
    std::optional<Entity> after;
    QString error;
};

struct EditPreview
{
    ScopeCount count;
    // The first `sampleSize` entities of the scope in key order.
    QList<EditSample> sample;
};

// The count and the sample, before anything is written. Errors: validateEdit()'s, the service's
// (TableNotFound, InvalidInput for a bad filter…), Cancelled.
Result<EditPreview> previewBulkEdit(const TableService &service, const Scope &scope, const BulkEdit &edit,
    int sampleSize = 5, const CancelFlag &cancel = {});

// --- The run -------------------------------------------------------------------------------------------

// Entities handled so far (written, skipped or failed) of `total` (-1 when not known). Called on the
// running thread after each group of transactions.
using BulkProgress = std::function<void(qint64 done, qint64 total)>;

struct EditReport
{
    // The journal action that holds the writes (0: the service keeps no journal).
    ActionId action = 0;
    qint64 read = 0;
    qint64 written = 0;
    // Entities the edit leaves as they are (nothing it names).
    qint64 unchanged = 0;
    // Changed (or deleted) by someone else since they were read or seen (Scope::keys' ETags): not written.
    QList<KeyProblem> changed;
    // The edit cannot apply (a value that does not convert): not written.
    QList<KeyProblem> unconvertible;
    // Other per-entity refusals by the service.
    QList<KeyProblem> failed;
    bool cancelled = false;
};

struct EditOptions
{
    // Who runs it, for the journal ("explorer", "rowan update").
    QString origin = QStringLiteral("explorer");
    // The count for progress (from the preview); -1: not known.
    qint64 expectedTotal = -1;
    BulkProgress progress;
};

// Applies `edit` to every entity of `scope`. Stops when `cancel` is set (what was written stays, recorded
// in the action). Errors, ending the run (the action is still ended with what was written): validateEdit()'s,
// those of the table or the service (TableService::stopsBatches()).
Result<EditReport> runBulkEdit(const std::shared_ptr<TableService> &service, const Scope &scope,
    const BulkEdit &edit, const EditOptions &options = {}, const CancelFlag &cancel = {});

} // namespace rowan::bulk
