#include "rowan/census.h"

#include "core/keycodec.h"
#include "core/record.h"
#include "rowan/entity.h"
#include "rowan/store.h"
#include "rowan/tableservice.h"

#include <QHash>
#include <QVarLengthArray>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

namespace rowan {

const CensusType *CensusProperty::type(EdmType t) const
{
    for (const CensusType &c : types) {
        if (c.type == t)
            return &c;
    }
    return nullptr;
}

const CensusProperty *Census::property(const QString &name) const
{
    for (const CensusProperty &p : properties) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

namespace {

constexpr int EdmTypeCount = int(EdmType::Int64) + 1;
// Occurrences of a type searched for distinct example values.
constexpr qint64 ExampleSearchLimit = 1000;

Status corrupt(const QString &what)
{
    return fail(ErrorCode::StoreCorrupt, what);
}

} // namespace

struct CensusBuilder::Private
{
    struct TypeTally
    {
        qint64 count = 0;
        QList<CensusKey> keys;
        // Integers and DateTime ticks; Doubles apart, so that no precision is lost.
        qint64 minInt = std::numeric_limits<qint64>::max();
        qint64 maxInt = std::numeric_limits<qint64>::min();
        double minDouble = std::numeric_limits<double>::infinity();
        double maxDouble = -std::numeric_limits<double>::infinity();
        qint64 falseCount = 0;
        qint64 trueCount = 0;
        qint64 minLength = std::numeric_limits<qint64>::max();
        qint64 maxLength = -1;
        qint64 emptyCount = 0;
        QList<CensusKey> emptyKeys;
        QList<Value> examples;
    };

    struct PropertyTally
    {
        QByteArray encodedName;
        QString name;
        qint64 count = 0;
        qint64 partitions = 0;
        qint64 lastPartition = -1;
        qint64 lastEntity = -1;
        std::array<TypeTally, EdmTypeCount> types;
        QList<CensusKey> missingKeys;
    };

    CensusOptions options;
    std::vector<PropertyTally> properties;
    QHash<QByteArray, qsizetype> byName;
    // The property met at each position of the previous record: records of a table mostly share a layout.
    QList<qsizetype> byPosition;
    // Properties that still take keys of entities without them.
    std::vector<qsizetype> wantMissing;
    // The table's first entities: the ones a property first met later is missing from.
    QList<CensusKey> firstKeys;
    qint64 entities = 0;
    qint64 partitions = 0;
    QByteArray lastPartitionKey;

    // This entity's key, decoded once and only when some number keeps it.
    const StoredEntity *current = nullptr;
    std::optional<CensusKey> currentKey;

    Status key(CensusKey &out)
    {
        if (!currentKey) {
            std::optional<QString> pk = keycodec::decode(current->partitionKey);
            std::optional<QString> rk = keycodec::decode(current->rowKey);
            if (!pk || !rk)
                return corrupt(QStringLiteral("An entity's stored key is damaged."));
            currentKey = CensusKey {std::move(*pk), std::move(*rk)};
        }
        out = *currentKey;
        return {};
    }

    Status keep(QList<CensusKey> &keys)
    {
        if (keys.size() >= options.keysPerCell)
            return {};
        CensusKey k;
        if (Status s = key(k); !s)
            return s;
        keys.append(std::move(k));
        return {};
    }

    qsizetype lookup(QByteArrayView encodedName, qsizetype position, bool &created)
    {
        created = false;
        if (position < byPosition.size()) {
            const qsizetype guess = byPosition[position];
            if (properties[guess].encodedName == encodedName)
                return guess;
        }
        const QByteArray text = encodedName.toByteArray();
        qsizetype index = byName.value(text, -1);
        if (index < 0) {
            index = qsizetype(properties.size());
            properties.emplace_back();
            properties.back().encodedName = text;
            byName.insert(text, index);
            created = true;
        }
        if (position >= byPosition.size())
            byPosition.resize(position + 1, index);
        byPosition[position] = index;
        return index;
    }

    Status tally(TypeTally &t, const record::Field &field)
    {
        ++t.count;
        if (Status s = keep(t.keys); !s)
            return s;
        switch (field.type) {
        case EdmType::String:
        case EdmType::Binary:
            t.minLength = std::min<qint64>(t.minLength, field.length);
            t.maxLength = std::max<qint64>(t.maxLength, field.length);
            if (field.type == EdmType::String && field.length == 0) {
                ++t.emptyCount;
                if (Status s = keep(t.emptyKeys); !s)
                    return s;
            }
            break;
        case EdmType::Boolean:
            ++(field.integer ? t.trueCount : t.falseCount);
            break;
        case EdmType::Double:
            // NaN has no place in an order; it still counts and can be an example.
            if (!std::isnan(field.real)) {
                t.minDouble = std::min(t.minDouble, field.real);
                t.maxDouble = std::max(t.maxDouble, field.real);
            }
            break;
        case EdmType::DateTime:
        case EdmType::Int32:
        case EdmType::Int64:
            t.minInt = std::min(t.minInt, field.integer);
            t.maxInt = std::max(t.maxInt, field.integer);
            break;
        case EdmType::Guid:
            break;
        }
        // Examples come from the first occurrences: a type with fewer distinct values than examples wanted
        // (a Boolean) does not decode every value of the table looking for more.
        if (t.examples.size() < options.examplesPerType && t.count <= ExampleSearchLimit) {
            Result<Value> v = record::decodeValue(field);
            if (!v)
                return std::unexpected(v.error());
            if (!t.examples.contains(*v))
                t.examples.append(std::move(*v));
        }
        return {};
    }

    Status add(const StoredEntity &entity)
    {
        const qint64 index = entities;
        current = &entity;
        currentKey.reset();
        if (index == 0 || QByteArrayView(lastPartitionKey) != entity.partitionKey) {
            ++partitions;
            lastPartitionKey = entity.partitionKey.toByteArray();
        }
        QVarLengthArray<record::Field, 32> fields;
        if (Status s = record::forEachField(entity.record, [&](const record::Field &f) { fields.append(f); });
            !s)
            return s;
        for (qsizetype position = 0; position < fields.size(); ++position) {
            const record::Field &field = fields[position];
            bool created = false;
            const qsizetype pi = lookup(field.name, position, created);
            PropertyTally &p = properties[pi];
            if (created) {
                Result<QString> name = record::decodeName(field.name);
                if (!name)
                    return std::unexpected(name.error());
                p.name = std::move(*name);
                // Every entity before this one lacks the property: the first of them are the table's first.
                p.missingKeys = firstKeys.mid(0, options.keysPerCell);
                if (p.missingKeys.size() < options.keysPerCell)
                    wantMissing.push_back(pi);
            }
            if (p.lastEntity == index)
                return corrupt(QStringLiteral("An entity's property record names %1 twice.").arg(p.name));
            p.lastEntity = index;
            ++p.count;
            if (p.lastPartition != partitions) {
                p.lastPartition = partitions;
                ++p.partitions;
            }
            if (Status s = tally(p.types[int(field.type)], field); !s)
                return s;
        }
        for (std::size_t i = 0; i < wantMissing.size();) {
            PropertyTally &p = properties[wantMissing[i]];
            if (p.lastEntity != index) {
                if (Status s = keep(p.missingKeys); !s)
                    return s;
            }
            if (p.missingKeys.size() >= options.keysPerCell) {
                wantMissing[i] = wantMissing.back();
                wantMissing.pop_back();
            } else {
                ++i;
            }
        }
        if (firstKeys.size() < options.keysPerCell) {
            if (Status s = keep(firstKeys); !s)
                return s;
        }
        ++entities;
        current = nullptr;
        return {};
    }
};

CensusBuilder::CensusBuilder(const CensusOptions &options)
    : d(std::make_unique<Private>())
{
    d->options = options;
    d->options.keysPerCell = std::max(0, options.keysPerCell);
    d->options.examplesPerType = std::max(0, options.examplesPerType);
}

CensusBuilder::~CensusBuilder() = default;

Status CensusBuilder::add(const StoredEntity &entity)
{
    return d->add(entity);
}

Status CensusBuilder::add(const Entity &entity)
{
    // One path for both: an endpoint's entity in the store's form.
    const QByteArray pk = keycodec::encode(entity.partitionKey());
    const QByteArray rk = keycodec::encode(entity.rowKey());
    const QByteArray record = record::encode(entity);
    return d->add(StoredEntity {pk, rk, entity.timestamp(), record});
}

qint64 CensusBuilder::count() const
{
    return d->entities;
}

Census CensusBuilder::finish(const QString &table) &&
{
    Census census;
    census.table = table;
    census.entities = d->entities;
    census.partitions = d->partitions;
    for (Private::PropertyTally &p : d->properties) {
        CensusProperty out;
        out.name = p.name;
        out.count = p.count;
        out.partitions = p.partitions;
        out.missing = CensusKeys {std::move(p.missingKeys), d->entities - p.count};
        for (int ti = 0; ti < EdmTypeCount; ++ti) {
            Private::TypeTally &t = p.types[ti];
            if (t.count == 0)
                continue;
            CensusType c;
            c.type = EdmType(ti);
            c.entities = CensusKeys {std::move(t.keys), t.count};
            c.examples = std::move(t.examples);
            switch (c.type) {
            case EdmType::String:
                c.empty = CensusKeys {std::move(t.emptyKeys), t.emptyCount};
                [[fallthrough]];
            case EdmType::Binary:
                c.minLength = t.minLength;
                c.maxLength = t.maxLength;
                break;
            case EdmType::Boolean:
                c.minimum = Value::boolean(t.falseCount == 0);
                c.maximum = Value::boolean(t.trueCount > 0);
                break;
            case EdmType::Double:
                if (t.minDouble <= t.maxDouble) {
                    c.minimum = Value::float64(t.minDouble);
                    c.maximum = Value::float64(t.maxDouble);
                }
                break;
            case EdmType::DateTime:
                c.minimum = Value::dateTime(DateTime(t.minInt));
                c.maximum = Value::dateTime(DateTime(t.maxInt));
                break;
            case EdmType::Int32:
                c.minimum = Value::int32(qint32(t.minInt));
                c.maximum = Value::int32(qint32(t.maxInt));
                break;
            case EdmType::Int64:
                c.minimum = Value::int64(t.minInt);
                c.maximum = Value::int64(t.maxInt);
                break;
            case EdmType::Guid:
                break;
            }
            out.types.append(std::move(c));
        }
        std::stable_sort(out.types.begin(), out.types.end(),
            [](const CensusType &a, const CensusType &b) { return a.entities.total > b.entities.total; });
        census.properties.append(std::move(out));
    }
    std::sort(census.properties.begin(), census.properties.end(),
        [](const CensusProperty &a, const CensusProperty &b) {
            return a.count != b.count ? a.count > b.count : a.name < b.name;
        });
    d = std::make_unique<Private>();
    return census;
}

namespace {

// One census over a scan, whichever reads the entities: the limit, Cancel, progress and the first damage.
class CensusRun
{
public:
    CensusRun(const CensusOptions &options, qint64 tableEntities)
        : m_options(options)
        , m_builder(options)
        , m_tableEntities(tableEntities)
        , m_every(std::max<qint64>(1, options.progressEvery))
    {
        m_total = tableEntities < 0 ? -1
            : options.limit > 0     ? std::min(options.limit, tableEntities)
                                    : tableEntities;
        if (m_options.progress)
            m_options.progress(0, m_total);
    }

    template<typename E>
    ScanControl visit(const E &entity)
    {
        if (m_options.limit > 0 && m_builder.count() >= m_options.limit) {
            m_limited = true;
            return ScanControl::Stop;
        }
        if (m_options.cancel && m_options.cancel->load(std::memory_order_relaxed)) {
            m_cancelled = true;
            return ScanControl::Stop;
        }
        m_failed = m_builder.add(entity);
        if (!m_failed)
            return ScanControl::Stop;
        if (m_options.progress && m_builder.count() % m_every == 0)
            m_options.progress(m_builder.count(), m_total);
        return ScanControl::Continue;
    }

    bool cancelled() const { return m_cancelled; }

    Result<Census> finish(const Result<ScanResult> &scanned, const QString &table)
    {
        if (!scanned && !(m_cancelled && scanned.error().code == ErrorCode::Cancelled))
            return std::unexpected(scanned.error());
        if (!m_failed)
            return std::unexpected(m_failed.error());
        Census census = std::move(m_builder).finish(table);
        census.tableEntities = m_tableEntities;
        census.cancelled = m_cancelled;
        census.complete = !m_cancelled && !m_limited;
        return census;
    }

private:
    const CensusOptions &m_options;
    CensusBuilder m_builder;
    qint64 m_tableEntities;
    qint64 m_total = -1;
    qint64 m_every;
    Status m_failed;
    bool m_limited = false;
    bool m_cancelled = false;
};

} // namespace

Result<Census> takeCensus(
    const Store &store, const QString &account, const QString &table, const CensusOptions &options)
{
    Result<TableInfo> info = store.table(account, table);
    if (!info)
        return std::unexpected(info.error());
    CensusRun run(options, info->stats.entityCount);
    const Result<ScanResult> scanned = store.scanStored(
        account, info->name, KeyRange::all(), [&](const StoredEntity &entity) { return run.visit(entity); });
    return run.finish(scanned, info->name);
}

Result<Census> takeCensus(
    const TableService &service, const QString &account, const QString &table, const CensusOptions &options)
{
    CensusOptions effective = options;
    qint64 tableEntities = -1;
    if (service.has(ServiceCapability::Statistics)) {
        Result<TableStats> stats = service.tableStats(account, table);
        if (!stats)
            return std::unexpected(stats.error());
        tableEntities = stats->entityCount;
    } else if (effective.limit <= 0) {
        effective.limit = CensusSampleWithoutStatistics;
    }
    CensusRun run(effective, tableEntities);
    // The service stops at its own flag as well as at the visitor's answer.
    const CancelFlag cancel = makeCancelFlag();
    const Result<ScanResult> scanned = service.scan(
        account, table, KeyRange::all(),
        [&](Entity &entity) {
            const ScanControl control = run.visit(entity);
            if (run.cancelled())
                cancel->store(true);
            return control;
        },
        {}, cancel);
    return run.finish(scanned, table);
}

} // namespace rowan
