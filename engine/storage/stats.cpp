// Reading the per-table and per-partition statistics that every write maintains (see entitywriter.cpp).
#include "core/keycodec.h"
#include "storage/storeprivate.h"

namespace rowan {

Result<TableStats> Store::tableStats(const QString &account, const QString &table) const
{
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    sql::Transaction snapshot(c->get(), sql::Transaction::Kind::Read);
    if (auto ok = snapshot.begin(); !ok)
        return std::unexpected(ok.error());
    auto id = Private::tableId(c->get(), account, table);
    if (!id)
        return std::unexpected(id.error());
    auto stmt
        = (*c)->statement("SELECT entity_count, bytes, partition_count FROM tables WHERE table_id = ?1");
    if (!stmt)
        return std::unexpected(stmt.error());
    stmt->bind(1, *id);
    auto row = stmt->step();
    if (!row)
        return std::unexpected(row.error());
    if (!*row)
        return fail(ErrorCode::TableNotFound, QStringLiteral("The table specified does not exist."));
    return TableStats {stmt->columnInt64(0), stmt->columnInt64(1), stmt->columnInt64(2)};
}

Result<ScanResult> Store::scanPartitions(const QString &account, const QString &table, const NameRange &range,
    const PartitionVisitor &visitor) const
{
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    sql::Transaction snapshot(c->get(), sql::Transaction::Kind::Read);
    if (auto ok = snapshot.begin(); !ok)
        return std::unexpected(ok.error());
    auto id = Private::tableId(c->get(), account, table);
    if (!id)
        return std::unexpected(id.error());
    std::string sql = "SELECT pk, entity_count, bytes FROM partitions WHERE table_id = ?1";
    if (range.lower)
        sql += range.lower->inclusive ? " AND pk >= ?2" : " AND pk > ?2";
    if (range.upper)
        sql += range.upper->inclusive ? " AND pk <= ?3" : " AND pk < ?3";
    sql += " ORDER BY pk";
    auto stmt = (*c)->statement(sql);
    if (!stmt)
        return std::unexpected(stmt.error());
    const QByteArray lower = range.lower ? keycodec::encode(range.lower->name) : QByteArray();
    const QByteArray upper = range.upper ? keycodec::encode(range.upper->name) : QByteArray();
    stmt->bind(1, *id);
    if (range.lower)
        stmt->bindBlob(2, lower);
    if (range.upper)
        stmt->bindBlob(3, upper);
    ScanResult result;
    for (;;) {
        auto row = stmt->step();
        if (!row)
            return std::unexpected(row.error());
        if (!*row)
            break;
        auto pk = keycodec::decode(stmt->columnBlob(0));
        if (!pk)
            return fail(ErrorCode::StoreCorrupt, QStringLiteral("A stored PartitionKey is malformed."));
        ++result.visited;
        if (visitor(PartitionStats {*pk, stmt->columnInt64(1), stmt->columnInt64(2)}) == ScanControl::Stop) {
            result.stopped = true;
            break;
        }
    }
    return result;
}

Result<QList<PartitionStats>> Store::partitionStats(
    const QString &account, const QString &table, const NameRange &range, int limit) const
{
    QList<PartitionStats> partitions;
    auto scanned = scanPartitions(account, table, range, [&](const PartitionStats &p) {
        if (limit >= 0 && partitions.size() >= limit)
            return ScanControl::Stop;
        partitions.append(p);
        return ScanControl::Continue;
    });
    if (!scanned)
        return std::unexpected(scanned.error());
    return partitions;
}

} // namespace rowan
