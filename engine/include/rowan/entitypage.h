// A page of entities kept the way the store holds them: keys, Timestamp and property record packed in one
// buffer, decoded when read. Filling a page allocates nothing per entity, so a query returns as fast as the
// store reads; what is only counted, keyed or re-encoded never becomes an Entity, and a reader that decodes
// entities one after another frees each before making the next (the allocator reuses the same blocks)
// instead of holding a thousand at once.
//
// A value type (implicitly shared buffers); thread-compatible.
#pragma once

#include "rowan/entity.h"
#include "rowan/scan.h"
#include "rowan/status.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

#include <optional>

namespace rowan {

class EntityPage
{
public:
    qsizetype size() const { return m_slots.size(); }
    bool isEmpty() const { return m_slots.isEmpty(); }
    // Room for `entities` of about `bytesEach` stored bytes without growing.
    void reserve(qsizetype entities, qsizetype bytesEach = 128);
    // Appends a copy of `stored`. Keys must be UTF-16BE bytes (an even count): InvalidInput otherwise, and
    // the page is unchanged.
    Status append(const StoredEntity &stored);
    // Appends `entity` in stored form (keys as UTF-16BE, its properties as one record; its ETag is not
    // kept: etag() derives it from the Timestamp). Always succeeds for a valid entity; the Status is that of
    // append(StoredEntity).
    Status append(const Entity &entity);
    void clear();

    // $select: entity() keeps only these user properties (PartitionKey, RowKey and Timestamp in the list are
    // ignored; the keys and Timestamp are always there), in the list's order. nullopt keeps every property.
    void setSelection(std::optional<QStringList> select) { m_select = std::move(select); }
    const std::optional<QStringList> &selection() const { return m_select; }

    // The parts of entity `i` that need no record decoding (0 <= i < size()).
    QString partitionKey(qsizetype i) const;
    QString rowKey(qsizetype i) const;
    DateTime timestamp(qsizetype i) const { return m_slots[i].timestamp; }
    QString etag(qsizetype i) const { return etagForTimestamp(timestamp(i)); }
    // Views into the page, valid while it is neither changed nor destroyed.
    StoredEntity stored(qsizetype i) const;

    // Entity `i` decoded: keys, Timestamp, ETag and its properties (the selected ones, with the selected
    // names it lacks appended to `missing` when given). StoreCorrupt when its record is damaged.
    Result<Entity> entity(qsizetype i, QStringList *missing = nullptr) const;
    // Every entity, in order; the first damaged record's StoreCorrupt.
    Result<QList<Entity>> entities() const;

private:
    struct Slot
    {
        qsizetype partitionKey; // offsets into m_bytes
        qsizetype rowKey;
        qsizetype record; // -1: no record (a scan that read keys only)
        qint32 partitionKeySize;
        qint32 rowKeySize;
        qint32 recordSize;
        DateTime timestamp;
    };

    QByteArrayView bytes(qsizetype offset, qsizetype size) const
    {
        return QByteArrayView(m_bytes.constData() + offset, size);
    }

    QByteArray m_bytes;
    QList<Slot> m_slots;
    std::optional<QStringList> m_select;
};

} // namespace rowan
