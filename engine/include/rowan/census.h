// A schema census: what a schema-less table holds. Every property with the entities that hold it, each
// EDM type it appears with and how often, empty strings, value and length ranges, example values, how many
// partitions hold it, and the keys of some entities behind each number, so that an odd one can be opened.
// Plain value types and an accumulator; takeCensus() runs one over a table of a Store.
//
// Thread-safety: a CensusBuilder is used by one thread at a time; takeCensus() may run on any thread.
#pragma once

#include "rowan/scan.h"
#include "rowan/status.h"
#include "rowan/value.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace rowan {

class Store;
class TableService;

// Entities a census reads from an endpoint without statistics when no limit is given: its first ones.
inline constexpr qint64 CensusSampleWithoutStatistics = 50'000;

struct CensusKey
{
    QString partitionKey;
    QString rowKey;
    bool operator==(const CensusKey &) const = default;
};

// The entities behind one number: the first few in key order, and how many there are in all.
struct CensusKeys
{
    QList<CensusKey> keys;
    qint64 total = 0;
    bool isComplete() const { return keys.size() == total; }
};

// One EDM type a property appears with.
struct CensusType
{
    EdmType type = EdmType::String;
    CensusKeys entities;
    // Int32, Int64, Double, DateTime: the smallest and largest value; Boolean: false before true.
    std::optional<Value> minimum;
    std::optional<Value> maximum;
    // String: UTF-16 code units; Binary: bytes. -1 when the type has no length.
    qint64 minLength = -1;
    qint64 maxLength = -1;
    // String values that are empty (a subset of `entities`).
    CensusKeys empty;
    // A few distinct values, in the order first met.
    QList<Value> examples;
};

struct CensusProperty
{
    QString name;
    // The entities that hold the property, whatever its type.
    qint64 count = 0;
    // The partitions with at least one such entity.
    qint64 partitions = 0;
    // By falling count; more than one is a type conflict.
    QList<CensusType> types;
    // The entities without the property.
    CensusKeys missing;

    bool hasTypeConflict() const { return types.size() > 1; }
    const CensusType *type(EdmType t) const;
};

struct Census
{
    QString table;
    // The entities read, and the table's count when it is known (-1 otherwise).
    qint64 entities = 0;
    qint64 tableEntities = -1;
    qint64 partitions = 0;
    // False when the census read only part of the table (a sample or a cancelled scan).
    bool complete = true;
    bool cancelled = false;
    // By falling count, then by name.
    QList<CensusProperty> properties;

    const CensusProperty *property(const QString &name) const;
};

struct CensusOptions
{
    // Keys kept per number (a type, "missing", "empty").
    int keysPerCell = 20;
    // Distinct example values kept per type.
    int examplesPerType = 3;
    // Read at most this many entities (0: all); the census is then a sample of the table's first ones.
    qint64 limit = 0;
    // Set from any thread to stop early; the census then covers what was read.
    const std::atomic<bool> *cancel = nullptr;
    // Called before the first entity and then every `progressEvery` entities, with the number read so far
    // and the number the census will read (-1 when unknown), on the thread taking the census.
    std::function<void(qint64 read, qint64 total)> progress;
    qint64 progressEvery = 65'536;
};

// Adds entities one at a time, in key order (partitions are counted as runs of equal PartitionKeys).
class CensusBuilder
{
public:
    explicit CensusBuilder(const CensusOptions &options = {});
    ~CensusBuilder();
    CensusBuilder(const CensusBuilder &) = delete;
    CensusBuilder &operator=(const CensusBuilder &) = delete;

    // An entity as the store holds it (keys as UTF-16BE, properties as the engine's record). StoreCorrupt
    // when the record or a key is malformed; the census is then of no use (the store is damaged).
    Status add(const StoredEntity &entity);
    // A decoded entity (an endpoint's answer).
    Status add(const Entity &entity);
    qint64 count() const;
    Census finish(const QString &table) &&;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

// The census as JSON: the table, its counts, and per property its types with counts, ranges, examples and
// the kept keys of each number.
QJsonObject censusToJson(const Census &census);
// A JSON Schema (draft 2020-12) of the entities as the Table service's JSON carries them, each property's
// EDM types and counts as annotations (x-edm-type, x-entities, x-entities-by-type); the properties every
// entity holds are required when the census covers the whole table.
QJsonObject censusToJsonSchema(const Census &census);
// One Markdown table: property, entities, share, types (conflicts marked), empty strings, range, partitions.
QString censusToMarkdown(const Census &census);
// "42%", "<0.1%" for a few of many: a share as the census shows it.
QString censusShare(qint64 part, qint64 whole);
// "1 … 100", "0–36 chars": a type's value or length range as the census shows it; empty when it has none.
QString censusRange(const CensusType &type);

// One way two censuses differ (staging against production): a property only one table holds, a property
// whose EDM types differ, or one that every entity holds in one table and not in the other, or whose share
// differs by at least ten percentage points.
struct CensusDifference
{
    enum class Kind { OnlyInFirst, OnlyInSecond, TypesDiffer, ShareDiffers };
    Kind kind = Kind::OnlyInFirst;
    QString property;
    // How each side holds it, as the census shows it ("Edm.Int32 (39), Edm.String (1)", "100%"); empty for
    // the side that lacks the property.
    QString first;
    QString second;
};
// "only in first", "only in second", "types differ", "share differs".
QString censusDifferenceKindName(CensusDifference::Kind kind);
// The differences, in the order of the first census's properties, then the second's own.
QList<CensusDifference> compareCensuses(const Census &first, const Census &second);

// The census of a whole table (or its first options.limit entities) in one snapshot of the store, without
// decoding a value it does not need. TableNotFound for a missing table.
Result<Census> takeCensus(
    const Store &store, const QString &account, const QString &table, const CensusOptions &options = {});
// The same over a table service: the whole table where the service keeps statistics (an embedded store),
// else its first CensusSampleWithoutStatistics entities (or options.limit), and the census says it is a
// sample (complete false, tableEntities -1). The table's name is kept as given.
Result<Census> takeCensus(const TableService &service, const QString &account, const QString &table,
    const CensusOptions &options = {});

} // namespace rowan
