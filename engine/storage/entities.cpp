// Entity reads (point get, key-range scan) and single writes.
#include "core/keycodec.h"
#include "core/record.h"
#include "storage/entitywriter.h"

namespace rowan {

namespace {

// SQL for one shape of range. Row values make SQLite use the (table_id, pk, rk) index for compound bounds.
std::string scanSql(const KeyRange &range, bool withRecord)
{
    std::string sql = withRecord ? "SELECT pk, rk, ts, record FROM entities WHERE table_id = ?1"
                                 : "SELECT pk, rk, ts FROM entities WHERE table_id = ?1";
    if (range.lower) {
        const char *op = range.lower->inclusive ? ">=" : ">";
        sql += range.lower->rowKey ? std::string(" AND (pk, rk) ") + op + " (?2, ?3)"
                                   : std::string(" AND pk ") + op + " ?2";
    }
    if (range.upper) {
        const char *op = range.upper->inclusive ? "<=" : "<";
        sql += range.upper->rowKey ? std::string(" AND (pk, rk) ") + op + " (?4, ?5)"
                                   : std::string(" AND pk ") + op + " ?4";
    }
    sql += " ORDER BY pk, rk";
    return sql;
}

bool wantsRecord(const ScanOptions &options)
{
    return !options.projection || !options.projection->isEmpty();
}

// Decodes records the way the options ask: all properties (with the connection's decoder, which shares name
// strings across rows and reads) or a projection (skipping the other values).
class RecordReader
{
public:
    RecordReader(sql::Connection *c, const ScanOptions &options)
        : m_decoder(c->decoder)
    {
        if (options.projection)
            m_selection.emplace(*options.projection);
    }
    Status read(QByteArrayView bytes, Entity &entity)
    {
        return m_selection ? record::decodeSelected(bytes, *m_selection, entity)
                           : m_decoder.decode(bytes, entity);
    }

private:
    std::optional<record::Selection> m_selection;
    record::Decoder &m_decoder;
};

Error corruptKey()
{
    return Error {ErrorCode::StoreCorrupt, QStringLiteral("A stored key is malformed.")};
}

} // namespace

namespace {

Result<std::optional<Entity>> readEntity(sql::Connection *c, qint64 tableId, const QString &partitionKey,
    const QString &rowKey, const ScanOptions &options)
{
    const bool withRecord = wantsRecord(options);
    auto stmt = withRecord ? c->prepare(sql::Connection::Hot::PointRead,
                    "SELECT ts, record FROM entities WHERE table_id = ?1 AND pk = ?2 AND rk = ?3")
                           : c->prepare(sql::Connection::Hot::PointReadTimestampOnly,
                               "SELECT ts FROM entities WHERE table_id = ?1 AND pk = ?2 AND rk = ?3");
    if (!stmt)
        return std::unexpected(stmt.error());
    QByteArray &keys = c->keyScratch;
    keys.resize(0); // keeps the capacity
    keycodec::appendEncoded(keys, partitionKey);
    keycodec::appendEncoded(keys, rowKey);
    const QByteArrayView pk(keys.constData(), 2 * partitionKey.size());
    const QByteArrayView rk(keys.constData() + pk.size(), 2 * rowKey.size());
    sql::StatementScope scope(*stmt);
    scope->bind(1, tableId);
    scope->bindBlob(2, pk);
    scope->bindBlob(3, rk);
    auto row = scope->step();
    if (!row)
        return std::unexpected(row.error());
    if (!*row)
        return std::nullopt;
    Entity entity(partitionKey, rowKey);
    const DateTime ts(scope->columnInt64(0));
    entity.setTimestamp(ts);
    entity.setEtagFromTimestamp();
    if (withRecord) {
        RecordReader reader(c, options);
        if (auto ok = reader.read(scope->columnBlob(1), entity); !ok)
            return std::unexpected(ok.error());
    }
    return entity;
}

Result<ScanResult> scanTable(sql::Connection *c, qint64 tableId, const KeyRange &range,
    const EntityVisitor &visitor, const ScanOptions &options)
{
    const bool withRecord = wantsRecord(options);
    auto stmt = c->prepare(scanSql(range, withRecord));
    if (!stmt)
        return std::unexpected(stmt.error());
    QByteArray lowerPk, lowerRk, upperPk, upperRk;
    sql::StatementScope scope(*stmt);
    scope->bind(1, tableId);
    if (range.lower) {
        lowerPk = keycodec::encode(range.lower->partitionKey);
        scope->bindBlob(2, lowerPk);
        if (range.lower->rowKey) {
            lowerRk = keycodec::encode(*range.lower->rowKey);
            scope->bindBlob(3, lowerRk);
        }
    }
    if (range.upper) {
        upperPk = keycodec::encode(range.upper->partitionKey);
        scope->bindBlob(4, upperPk);
        if (range.upper->rowKey) {
            upperRk = keycodec::encode(*range.upper->rowKey);
            scope->bindBlob(5, upperRk);
        }
    }
    RecordReader reader(c, options);
    ScanResult result;
    QString lastPk;
    QByteArray lastPkBytes;
    for (;;) {
        auto row = scope->step();
        if (!row)
            return std::unexpected(row.error());
        if (!*row)
            break;
        // Consecutive entities mostly share a PartitionKey: decode it once (implicitly shared QString).
        const QByteArrayView pkBytes = scope->columnBlob(0);
        if (result.visited == 0 || pkBytes != lastPkBytes) {
            auto pk = keycodec::decode(pkBytes);
            if (!pk)
                return std::unexpected(corruptKey());
            lastPk = std::move(*pk);
            lastPkBytes = pkBytes.toByteArray();
        }
        auto rk = keycodec::decode(scope->columnBlob(1));
        if (!rk)
            return std::unexpected(corruptKey());
        Entity entity(lastPk, std::move(*rk));
        const DateTime ts(scope->columnInt64(2));
        entity.setTimestamp(ts);
        entity.setEtagFromTimestamp();
        if (withRecord) {
            if (auto ok = reader.read(scope->columnBlob(3), entity); !ok)
                return std::unexpected(ok.error());
        }
        ++result.visited;
        if (visitor(entity) == ScanControl::Stop) {
            result.stopped = true;
            break;
        }
    }
    return result;
}

} // namespace

// Reads use the connection's cached table id: one statement, one WAL read lock. When they find nothing, the
// id is confirmed (the table may have been deleted, or deleted and re-created under a new id).
Result<Entity> Store::getEntity(const QString &account, const QString &table, const QString &partitionKey,
    const QString &rowKey, const ScanOptions &options) const
{
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    auto id = Private::cachedTableId(c->get(), account, table);
    if (!id)
        return std::unexpected(id.error());
    auto found = readEntity(c->get(), *id, partitionKey, rowKey, options);
    if (found && !*found) {
        auto current = Private::tableId(c->get(), account, table);
        if (!current)
            return std::unexpected(current.error());
        if (*current != *id)
            found = readEntity(c->get(), *current, partitionKey, rowKey, options);
    }
    if (!found)
        return std::unexpected(found.error());
    if (!*found)
        return fail(ErrorCode::ResourceNotFound, QStringLiteral("The specified resource does not exist."));
    return std::move(**found);
}

Result<ScanResult> Store::scan(const QString &account, const QString &table, const KeyRange &range,
    const EntityVisitor &visitor, const ScanOptions &options) const
{
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    auto id = Private::cachedTableId(c->get(), account, table);
    if (!id)
        return std::unexpected(id.error());
    auto result = scanTable(c->get(), *id, range, visitor, options);
    if (result && result->visited == 0) {
        auto current = Private::tableId(c->get(), account, table);
        if (!current)
            return std::unexpected(current.error());
        if (*current != *id)
            result = scanTable(c->get(), *current, range, visitor, options);
    }
    return result;
}

Result<EntityVersion> Store::write(const QString &account, const QString &table, const EntityOperation &op)
{
    if (auto ok = EntityWriter::validate(op); !ok)
        return std::unexpected(ok.error());
    auto w = d->writeLease();
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return std::unexpected(ok.error());
    auto id = Private::tableId(w.get(), account, table);
    if (!id)
        return std::unexpected(id.error());
    EntityWriter writer(w.get(), *id, d->nextTimestamp());
    auto version = writer.apply(op);
    if (!version)
        return version;
    if (auto ok = writer.flushStats(); !ok)
        return std::unexpected(ok.error());
    if (auto ok = txn.commit(); !ok)
        return std::unexpected(ok.error());
    return version;
}

Result<EntityVersion> Store::insertEntity(const QString &account, const QString &table, const Entity &entity)
{
    return write(account, table, EntityOperation {OperationType::Insert, entity, {}});
}

Result<EntityVersion> Store::updateEntity(
    const QString &account, const QString &table, const Entity &entity, const QString &ifMatch)
{
    return write(account, table, EntityOperation {OperationType::Update, entity, ifMatch});
}

Result<EntityVersion> Store::mergeEntity(
    const QString &account, const QString &table, const Entity &entity, const QString &ifMatch)
{
    return write(account, table, EntityOperation {OperationType::Merge, entity, ifMatch});
}

Status Store::deleteEntity(const QString &account, const QString &table, const QString &partitionKey,
    const QString &rowKey, const QString &ifMatch)
{
    auto done = write(
        account, table, EntityOperation {OperationType::Delete, Entity(partitionKey, rowKey), ifMatch});
    if (!done)
        return std::unexpected(done.error());
    return {};
}

Result<EntityVersion> Store::insertOrReplaceEntity(
    const QString &account, const QString &table, const Entity &entity)
{
    return write(account, table, EntityOperation {OperationType::InsertOrReplace, entity, {}});
}

Result<EntityVersion> Store::insertOrMergeEntity(
    const QString &account, const QString &table, const Entity &entity)
{
    return write(account, table, EntityOperation {OperationType::InsertOrMerge, entity, {}});
}

} // namespace rowan
