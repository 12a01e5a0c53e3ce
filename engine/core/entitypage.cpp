#include "rowan/entitypage.h"

#include "core/keycodec.h"
#include "core/record.h"

namespace rowan {

namespace {

// Keys were checked for an even length when appended, so decoding cannot fail.
QString decodeKey(QByteArrayView bytes)
{
    return keycodec::decode(bytes).value_or(QString());
}

// One decoder per thread: it keeps the name strings of the records it has seen, so decoding a page entity
// by entity shares them as a scan does.
record::Decoder &threadDecoder()
{
    thread_local record::Decoder decoder;
    return decoder;
}

// The PartitionKey decoded last on this thread: entities of a page mostly share it.
QString sharedPartitionKey(QByteArrayView bytes)
{
    thread_local keycodec::RepeatedKeyDecoder partitionKeys;
    return partitionKeys.decode(bytes).value_or(QString()); // lengths were checked when appended
}

} // namespace

void EntityPage::reserve(qsizetype entities, qsizetype bytesEach)
{
    m_slots.reserve(entities);
    m_bytes.reserve(entities * bytesEach);
}

Status EntityPage::append(const StoredEntity &stored)
{
    if (stored.partitionKey.size() % 2 != 0 || stored.rowKey.size() % 2 != 0)
        return fail(ErrorCode::InvalidInput, QStringLiteral("A stored key is not UTF-16 (odd byte count)."));
    Slot slot;
    // Entities of a page mostly share their PartitionKey: it is kept once per run of equal keys.
    if (!m_slots.isEmpty()
        && bytes(m_slots.constLast().partitionKey, m_slots.constLast().partitionKeySize)
            == stored.partitionKey) {
        slot.partitionKey = m_slots.constLast().partitionKey;
    } else {
        slot.partitionKey = m_bytes.size();
        m_bytes.append(stored.partitionKey);
    }
    slot.partitionKeySize = qint32(stored.partitionKey.size());
    slot.rowKey = m_bytes.size();
    slot.rowKeySize = qint32(stored.rowKey.size());
    m_bytes.append(stored.rowKey);
    if (stored.record.isNull()) {
        slot.record = -1;
        slot.recordSize = 0;
    } else {
        slot.record = m_bytes.size();
        slot.recordSize = qint32(stored.record.size());
        m_bytes.append(stored.record);
    }
    slot.timestamp = stored.timestamp;
    m_slots.append(slot);
    return {};
}

Status EntityPage::append(const Entity &entity)
{
    // Thread-local buffers: a page filled from a response reuses them entity after entity.
    thread_local QByteArray partitionKey;
    thread_local QByteArray rowKey;
    thread_local QByteArray record;
    partitionKey.clear();
    rowKey.clear();
    keycodec::appendEncoded(partitionKey, entity.partitionKey());
    keycodec::appendEncoded(rowKey, entity.rowKey());
    record::encode(entity, record);
    return append(StoredEntity {partitionKey, rowKey, entity.timestamp(), record});
}

void EntityPage::clear()
{
    m_slots.clear();
    m_bytes.clear();
}

QString EntityPage::partitionKey(qsizetype i) const
{
    const Slot &s = m_slots[i];
    return sharedPartitionKey(bytes(s.partitionKey, s.partitionKeySize));
}

QString EntityPage::rowKey(qsizetype i) const
{
    const Slot &s = m_slots[i];
    return decodeKey(bytes(s.rowKey, s.rowKeySize));
}

StoredEntity EntityPage::stored(qsizetype i) const
{
    const Slot &s = m_slots[i];
    return StoredEntity {bytes(s.partitionKey, s.partitionKeySize), bytes(s.rowKey, s.rowKeySize),
        s.timestamp, s.record < 0 ? QByteArrayView() : bytes(s.record, s.recordSize)};
}

Result<Entity> EntityPage::entity(qsizetype i, QStringList *missing) const
{
    const Slot &s = m_slots[i];
    Entity entity(partitionKey(i), rowKey(i));
    entity.setTimestamp(s.timestamp);
    entity.setEtagFromTimestamp();
    if (s.record >= 0) {
        if (auto ok = threadDecoder().decode(bytes(s.record, s.recordSize), entity); !ok)
            return std::unexpected(ok.error());
    }
    if (!m_select)
        return entity;
    // Only the selected user properties, in $select order.
    Entity selected(entity.partitionKey(), entity.rowKey());
    selected.setTimestamp(s.timestamp);
    selected.setEtagFromTimestamp();
    for (const QString &name : *m_select) {
        if (isSystemPropertyName(name))
            continue;
        if (const Value *value = entity.property(name))
            selected.setProperty(name, *value);
        else if (missing)
            missing->append(name);
    }
    return selected;
}

Result<QList<Entity>> EntityPage::entities() const
{
    QList<Entity> all;
    all.reserve(size());
    for (qsizetype i = 0; i < size(); ++i) {
        auto e = entity(i);
        if (!e)
            return std::unexpected(e.error());
        all.append(std::move(*e));
    }
    return all;
}

} // namespace rowan
