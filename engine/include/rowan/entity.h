// An entity: PartitionKey, RowKey, the server-set Timestamp and ETag, and up to 252 typed properties
// (docs/protocol.md §1). Plain value type: cheap to move, thread-compatible.
#pragma once

#include "rowan/status.h"
#include "rowan/value.h"

#include <QList>
#include <QString>

namespace rowan {

struct Property
{
    QString name;
    Value value;

    bool operator==(const Property &) const = default;
};

// The service's limits, in one place so the engine, the server and the editor agree.
namespace limits {
inline constexpr int MaxUserProperties = 252;
inline constexpr int MaxPropertyNameLength = 255;
inline constexpr int MaxKeyUnits = 512; // 1 KiB of UTF-16
inline constexpr int MaxStringUnits = 32 * 1024; // 64 KiB of UTF-16
inline constexpr qint64 MaxBinaryBytes = 64 * 1024; // 64 KiB
inline constexpr qint64 MaxEntityBytes = 1024 * 1024;
inline constexpr int MaxBatchOperations = 100;
inline constexpr qint64 MaxBatchBytes = 4 * 1024 * 1024;
inline constexpr int MaxPageSize = 1000;
inline constexpr int MaxFilterComparisons = 15;
} // namespace limits

class Entity
{
public:
    Entity() = default;
    Entity(QString partitionKey, QString rowKey)
        : m_partitionKey(std::move(partitionKey))
        , m_rowKey(std::move(rowKey))
    { }

    const QString &partitionKey() const { return m_partitionKey; }
    const QString &rowKey() const { return m_rowKey; }
    void setPartitionKey(QString pk) { m_partitionKey = std::move(pk); }
    void setRowKey(QString rk) { m_rowKey = std::move(rk); }

    // Set by the engine on every write; ignored on input.
    DateTime timestamp() const { return m_timestamp; }
    void setTimestamp(DateTime t) { m_timestamp = t; }
    // The weak ETag, e.g. W/"datetime'2021-02-05T17%3A15%3A16.7935715Z'"; empty when not stored yet.
    QString etag() const;
    void setEtag(QString etag)
    {
        m_etag = std::move(etag);
        m_etagFromTimestamp = false;
    }
    // Makes etag() the engine's ETag of timestamp() (etagForTimestamp), built only when etag() is called:
    // reads and scans return many entities whose ETag is never looked at.
    void setEtagFromTimestamp()
    {
        m_etag.clear();
        m_etagFromTimestamp = true;
    }

    // User properties in the order they were set.
    const QList<Property> &properties() const { return m_properties; }
    // nullptr when absent.
    const Value *property(QStringView name) const;
    // Adds or overwrites (keeping the original position).
    void setProperty(const QString &name, Value value);
    // Appends without looking for an existing property of that name, for decoders that have already made
    // sure names are unique (setProperty's search makes decoding quadratic in the property count).
    void appendProperty(QString name, Value value)
    {
        m_properties.emplaceBack(std::move(name), std::move(value));
    }
    // Returns true when a property was removed.
    bool removeProperty(QStringView name);
    void clearProperties() { m_properties.clear(); }
    // Room for n properties, for decoders that know the count up front.
    void reserveProperties(qsizetype n) { m_properties.reserve(n); }

    // The size formula of docs/protocol.md §1: 4 + 2·(len PK + len RK) + Σ(8 + 2·len name + value size).
    qint64 storageSize() const;

    // Checks keys, property names, counts, value sizes and the entity size against the service's limits.
    // Returns the first violation with its Azure error code (PropertiesNeedValue is the caller's: an
    // Entity always has keys, possibly empty).
    Status validate() const;

    // Equal keys, properties (order-insensitive); Timestamp and ETag are not compared.
    bool sameContent(const Entity &other) const;

private:
    QString m_partitionKey;
    QString m_rowKey;
    DateTime m_timestamp;
    QString m_etag;
    bool m_etagFromTimestamp = false;
    QList<Property> m_properties;
};

// Key and name rules, exposed for live validation in the editor. Each returns the violation or success.
Status validateKey(const QString &key, const char *which); // which: "PartitionKey" or "RowKey"
Status validatePropertyName(const QString &name);
// PartitionKey, RowKey or Timestamp: names a user property cannot have, which $select may still list.
bool isSystemPropertyName(QStringView name);
Status validateValue(const QString &name, const Value &value);
Status validateTableName(const QString &name);
// Count, names, duplicates and values of a property list, as a decoder holds it before it becomes an Entity
// (which cannot hold a name twice). Returns the first violation.
Status validateProperties(const QList<Property> &properties);

// The ETag the engine gives a write stamped with `timestamp`.
QString etagForTimestamp(DateTime timestamp);

} // namespace rowan

// QList may move these with memcpy when it grows (a query page of 1,000 entities grows ten times): every
// member is a Qt container, a std::variant of Qt containers and scalars, or a scalar, none of which point
// into themselves.
Q_DECLARE_TYPEINFO(rowan::Property, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(rowan::Entity, Q_RELOCATABLE_TYPE);
