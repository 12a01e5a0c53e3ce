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
    auto stmt = m_c->prepare(withRecord
            ? "SELECT ts, size, record FROM entities WHERE table_id = ?1 AND pk = ?2 AND rk = ?3"
            : "SELECT ts, size FROM entities WHERE table_id = ?1 AND pk = ?2 AND rk = ?3");
    if (!stmt)
        return std::unexpected(stmt.error());
    sql::StatementScope scope(*stmt);
    scope->bind(1, m_tableId);
    scope->bindBlob(2, pk);
    scope->bindBlob(3, rk);
    auto row = scope->step();
    if (!row)
        return std::unexpected(row.error());
    Existing existing;
    if (*row) {
        existing.found = true;
        existing.ticks = scope->columnInt64(0);
        existing.size = scope->columnInt64(1);
        if (withRecord)
            existing.record = scope->columnBlob(2).toByteArray();
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
    auto stmt = m_c->prepare(sql);
    if (!stmt)
        return std::unexpected(stmt.error());
    const QByteArray bytes = record::encode(entity);
    sql::StatementScope scope(*stmt);
    scope->bind(1, m_tableId);
    scope->bindBlob(2, pk);
    scope->bindBlob(3, rk);
    scope->bind(4, m_timestamp.ticks());
    scope->bind(5, entity.storageSize());
    scope->bindBlob(6, bytes);
    return scope->run();
}

Status EntityWriter::deleteRow(QByteArrayView pk, QByteArrayView rk)
{
    auto stmt = m_c->prepare("DELETE FROM entities WHERE table_id = ?1 AND pk = ?2 AND rk = ?3");
    if (!stmt)
        return std::unexpected(stmt.error());
    sql::StatementScope scope(*stmt);
    scope->bind(1, m_tableId);
    scope->bindBlob(2, pk);
    scope->bindBlob(3, rk);
    return scope->run();
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
        account(pk, 1, entity.storageSize());
        return version;
    }

    const bool merging = op.type == OperationType::Merge || op.type == OperationType::InsertOrMerge;
    auto existing = load(pk, rk, merging);
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
    qint64 tableCount = 0, tableBytes = 0, tablePartitions = 0;
    auto upsert
        = m_c->prepare("INSERT INTO partitions(table_id, pk, entity_count, bytes) VALUES(?1, ?2, ?3, ?4) "
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
        qint64 after = 0;
        {
            sql::StatementScope scope(*upsert);
            scope->bind(1, m_tableId);
            scope->bindBlob(2, it.key());
            scope->bind(3, delta.count);
            scope->bind(4, delta.bytes);
            auto row = scope->step();
            if (!row)
                return std::unexpected(row.error());
            after = *row ? scope->columnInt64(0) : 0;
            // Step to completion so the statement is finished before the next one runs.
            if (*row) {
                if (auto done = scope->step(); !done)
                    return std::unexpected(done.error());
            }
        }
        const qint64 before = after - delta.count;
        if (before == 0 && after > 0)
            ++tablePartitions;
        if (after == 0) {
            --tablePartitions;
            auto remove = m_c->prepare("DELETE FROM partitions WHERE table_id = ?1 AND pk = ?2");
            if (!remove)
                return std::unexpected(remove.error());
            sql::StatementScope scope(*remove);
            scope->bind(1, m_tableId);
            scope->bindBlob(2, it.key());
            if (auto ok = scope->run(); !ok)
                return ok;
        }
    }
    m_deltas.clear();
    if (tableCount == 0 && tableBytes == 0 && tablePartitions == 0)
        return {};
    auto update = m_c->prepare("UPDATE tables SET entity_count = entity_count + ?2, bytes = bytes + ?3, "
                               "partition_count = partition_count + ?4 WHERE table_id = ?1");
    if (!update)
        return std::unexpected(update.error());
    sql::StatementScope scope(*update);
    scope->bind(1, m_tableId);
    scope->bind(2, tableCount);
    scope->bind(3, tableBytes);
    scope->bind(4, tablePartitions);
    return scope->run();
}

} // namespace rowan
