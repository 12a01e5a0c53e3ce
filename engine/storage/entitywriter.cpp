#include "storage/entitywriter.h"

#include "core/keycodec.h"
#include "core/record.h"

namespace rowan {

namespace {
Error notFound()
{
    return Error {ErrorCode::ResourceNotFound, QStringLiteral("The specified resource does not exist.")};
}
} // namespace

Status EntityWriter::validate(const EntityOperation &op)
{
    if (op.type == OperationType::Delete) {
        if (auto ok = validateKey(op.entity.partitionKey(), "PartitionKey"); !ok)
            return ok;
        return validateKey(op.entity.rowKey(), "RowKey");
    }
    return op.entity.validate();
}

Result<EntityWriter::Existing> EntityWriter::load(QByteArrayView pk, QByteArrayView rk, bool withRecord)
{
    auto stmt = m_c->statement(withRecord
            ? "SELECT ts, size, record FROM entities WHERE table_id = ?1 AND pk = ?2 AND rk = ?3"
            : "SELECT ts, size FROM entities WHERE table_id = ?1 AND pk = ?2 AND rk = ?3");
    if (!stmt)
        return std::unexpected(stmt.error());
    stmt->bind(1, m_tableId);
    stmt->bindBlob(2, pk);
    stmt->bindBlob(3, rk);
    auto row = stmt->step();
    if (!row)
        return std::unexpected(row.error());
    Existing existing;
    if (*row) {
        existing.found = true;
        existing.ticks = stmt->columnInt64(0);
        existing.size = stmt->columnInt64(1);
        if (withRecord)
            existing.record = stmt->columnBlob(2).toByteArray();
    }
    return existing;
}

Status EntityWriter::checkIfMatch(const Existing &existing, const QString &ifMatch) const
{
    if (ifMatch.isEmpty() || ifMatch == QLatin1StringView("*"))
        return {};
    if (ifMatch == etagForTimestamp(DateTime(existing.ticks)))
        return {};
    return fail(ErrorCode::UpdateConditionNotSatisfied,
        QStringLiteral("The update condition specified in the "
                       "request was not satisfied."));
}

Status EntityWriter::insertRow(QByteArrayView pk, QByteArrayView rk, const Entity &entity, bool *inserted)
{
    if (auto ok
        = writeRow("INSERT INTO entities(table_id, pk, rk, ts, size, record) VALUES(?1, ?2, ?3, ?4, ?5, ?6) "
                   "ON CONFLICT DO NOTHING",
            pk, rk, entity);
        !ok)
        return ok;
    *inserted = m_c->changes() > 0;
    return {};
}

Status EntityWriter::updateRow(QByteArrayView pk, QByteArrayView rk, const Entity &entity)
{
    return writeRow(
        "UPDATE entities SET ts = ?4, size = ?5, record = ?6 WHERE table_id = ?1 AND pk = ?2 AND rk = ?3", pk,
        rk, entity);
}

Status EntityWriter::writeRow(
    std::string_view sql, QByteArrayView pk, QByteArrayView rk, const Entity &entity)
{
    const QByteArray bytes = record::encode(entity);
    auto stmt = m_c->statement(sql);
    if (!stmt)
        return std::unexpected(stmt.error());
    stmt->bind(1, m_tableId);
    stmt->bindBlob(2, pk);
    stmt->bindBlob(3, rk);
    stmt->bind(4, m_timestamp.ticks());
    stmt->bind(5, entity.storageSize());
    stmt->bindBlob(6, bytes);
    return stmt->run();
}

Status EntityWriter::deleteRow(QByteArrayView pk, QByteArrayView rk)
{
    auto stmt = m_c->statement("DELETE FROM entities WHERE table_id = ?1 AND pk = ?2 AND rk = ?3");
    if (!stmt)
        return std::unexpected(stmt.error());
    stmt->bind(1, m_tableId);
    stmt->bindBlob(2, pk);
    stmt->bindBlob(3, rk);
    return stmt->run();
}

Status EntityWriter::journal(QByteArrayView pk, QByteArrayView rk, const Existing &before, qint64 afterTicks)
{
    const qsizetype size = m_chunk.size();
    journalchunk::append(m_chunk, pk, rk, before.found ? before.ticks : 0, before.record, afterTicks);
    m_journaled.count += 1;
    m_journaled.bytes += m_chunk.size() - size;
    return {};
}

void EntityWriter::account(const QByteArray &pk, qint64 count, qint64 bytes)
{
    Delta &delta = m_deltas[pk];
    delta.count += count;
    delta.bytes += bytes;
}

Result<EntityVersion> EntityWriter::apply(const EntityOperation &op)
{
    const Entity &entity = op.entity;
    const QByteArray pk = keycodec::encode(entity.partitionKey());
    const QByteArray rk = keycodec::encode(entity.rowKey());
    const EntityVersion version {m_timestamp, m_etag};

    if (op.type == OperationType::Insert) {
        bool inserted = false;
        if (auto ok = insertRow(pk, rk, entity, &inserted); !ok)
            return std::unexpected(ok.error());
        if (!inserted)
            return fail(
                ErrorCode::EntityAlreadyExists, QStringLiteral("The specified entity already exists."));
        if (journaling()) {
            if (auto ok = journal(pk, rk, Existing {}, m_timestamp.ticks()); !ok)
                return std::unexpected(ok.error());
        }
        account(pk, 1, entity.storageSize());
        return version;
    }

    const bool merging = op.type == OperationType::Merge || op.type == OperationType::InsertOrMerge;
    auto existing = load(pk, rk, merging || journaling());
    if (!existing)
        return std::unexpected(existing.error());
    const bool conditional = op.type == OperationType::Update || op.type == OperationType::Merge
        || op.type == OperationType::Delete;
    if (conditional) {
        if (!existing->found)
            return std::unexpected(notFound());
        if (auto ok = checkIfMatch(*existing, op.ifMatch); !ok)
            return std::unexpected(ok.error());
    }

    if (journaling()) {
        if (auto ok = journal(pk, rk, *existing, op.type == OperationType::Delete ? 0 : m_timestamp.ticks());
            !ok)
            return std::unexpected(ok.error());
    }

    if (op.type == OperationType::Delete) {
        if (auto ok = deleteRow(pk, rk); !ok)
            return std::unexpected(ok.error());
        account(pk, -1, -existing->size);
        return EntityVersion {};
    }

    if (!existing->found) {
        bool inserted = false;
        if (auto ok = insertRow(pk, rk, entity, &inserted); !ok)
            return std::unexpected(ok.error());
        account(pk, 1, entity.storageSize());
        return version;
    }

    if (!merging) {
        if (auto ok = updateRow(pk, rk, entity); !ok)
            return std::unexpected(ok.error());
        account(pk, 0, entity.storageSize() - existing->size);
        return version;
    }

    // Merge: the stored properties, overwritten or extended by the new ones; never removed.
    Entity merged(entity.partitionKey(), entity.rowKey());
    if (auto ok = record::decode(existing->record, merged); !ok)
        return std::unexpected(ok.error());
    for (const Property &p : entity.properties())
        merged.setProperty(p.name, p.value);
    if (auto ok = merged.validate(); !ok)
        return std::unexpected(ok.error());
    if (auto ok = updateRow(pk, rk, merged); !ok)
        return std::unexpected(ok.error());
    account(pk, 0, merged.storageSize() - existing->size);
    return version;
}

Status EntityWriter::flushStats()
{
    if (m_journaled.count > 0) {
        auto chunk = m_c->statement(
            "INSERT INTO journal_chunks(action_id, entity_count, data) VALUES(?1, ?2, ?3)");
        if (!chunk)
            return std::unexpected(chunk.error());
        chunk->bind(1, m_actionId);
        chunk->bind(2, m_journaled.count);
        chunk->bindBlob(3, m_chunk);
        if (auto ok = chunk->run(); !ok)
            return ok;
        chunk->reset();
        m_chunk.clear();
        auto tally = m_c->statement("UPDATE journal_actions SET entity_count = entity_count + ?2, "
                                    "bytes = bytes + ?3 WHERE action_id = ?1");
        if (!tally)
            return std::unexpected(tally.error());
        tally->bind(1, m_actionId);
        tally->bind(2, m_journaled.count);
        tally->bind(3, m_journaled.bytes);
        if (auto ok = tally->run(); !ok)
            return ok;
        m_journaled = {};
    }
    qint64 tableCount = 0, tableBytes = 0, tablePartitions = 0;
    auto upsert
        = m_c->statement("INSERT INTO partitions(table_id, pk, entity_count, bytes) VALUES(?1, ?2, ?3, ?4) "
                         "ON CONFLICT(table_id, pk) DO UPDATE SET entity_count = entity_count + "
                         "excluded.entity_count, bytes = bytes + excluded.bytes RETURNING entity_count");
    if (!upsert)
        return std::unexpected(upsert.error());
    for (auto it = m_deltas.cbegin(); it != m_deltas.cend(); ++it) {
        const Delta &delta = it.value();
        if (delta.count == 0 && delta.bytes == 0)
            continue;
        tableCount += delta.count;
        tableBytes += delta.bytes;
        upsert->bind(1, m_tableId);
        upsert->bindBlob(2, it.key());
        upsert->bind(3, delta.count);
        upsert->bind(4, delta.bytes);
        auto row = upsert->step();
        if (!row)
            return std::unexpected(row.error());
        const qint64 after = *row ? upsert->columnInt64(0) : 0;
        // Step to completion so the statement is finished before the next one runs.
        if (*row) {
            if (auto done = upsert->step(); !done)
                return std::unexpected(done.error());
        }
        upsert->reset(); // for the next partition's bindings
        const qint64 before = after - delta.count;
        if (before == 0 && after > 0)
            ++tablePartitions;
        if (after == 0) {
            --tablePartitions;
            auto remove = m_c->statement("DELETE FROM partitions WHERE table_id = ?1 AND pk = ?2");
            if (!remove)
                return std::unexpected(remove.error());
            remove->bind(1, m_tableId);
            remove->bindBlob(2, it.key());
            if (auto ok = remove->run(); !ok)
                return ok;
        }
    }
    m_deltas.clear();
    if (tableCount == 0 && tableBytes == 0 && tablePartitions == 0)
        return {};
    auto update = m_c->statement("UPDATE tables SET entity_count = entity_count + ?2, bytes = bytes + ?3, "
                                 "partition_count = partition_count + ?4 WHERE table_id = ?1");
    if (!update)
        return std::unexpected(update.error());
    update->bind(1, m_tableId);
    update->bind(2, tableCount);
    update->bind(3, tableBytes);
    update->bind(4, tablePartitions);
    return update->run();
}

} // namespace rowan
