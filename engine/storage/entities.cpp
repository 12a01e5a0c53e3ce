// Entity reads (point get, key-range scan) and single writes.
#include "core/keycodec.h"
#include "core/record.h"
#include "storage/entitywriter.h"

namespace rowan {

namespace {

// A piece of a key range that SQLite bounds entirely in its index seek and end test: the rows of one
// partition between two RowKeys (pkEq), or whole partitions between two PartitionKeys. A compound bound
// written as a row value, `(pk, rk) >= (?, ?)`, is re-tested on every row SQLite steps over (four more
// columns and comparisons per row); split into these pieces, the per-row test is one index comparison.
struct SqlBound
{
    QString key;
    bool inclusive = true;
};

struct Segment
{
    std::optional<QString> pkEq;
    std::optional<SqlBound> pkLow;
    std::optional<SqlBound> pkHigh;
    std::optional<SqlBound> rkLow; // with pkEq only
    std::optional<SqlBound> rkHigh; // with pkEq only
};

// The pieces of `range`, in key order: the rest of the lower bound's partition, the whole partitions in
// between, the start of the upper bound's partition. Empty when the range is.
QList<Segment> segmentsOf(const KeyRange &range)
{
    const std::optional<KeyBound> &lower = range.lower;
    const std::optional<KeyBound> &upper = range.upper;
    QList<Segment> segments;
    std::optional<SqlBound> low;
    if (lower && lower->rowKey) {
        Segment head;
        head.pkEq = lower->partitionKey;
        head.rkLow = SqlBound {*lower->rowKey, lower->inclusive};
        if (upper && upper->partitionKey == lower->partitionKey) {
            if (upper->rowKey)
                head.rkHigh = SqlBound {*upper->rowKey, upper->inclusive};
            else if (!upper->inclusive) // before the partition's first entity
                return segments;
            segments.append(std::move(head));
            return segments;
        }
        if (upper && upper->partitionKey < lower->partitionKey)
            return segments;
        segments.append(std::move(head));
        low = SqlBound {lower->partitionKey, false};
    } else if (lower) {
        low = SqlBound {lower->partitionKey, lower->inclusive};
    }
    std::optional<SqlBound> high;
    std::optional<Segment> tail;
    if (upper && upper->rowKey) {
        high = SqlBound {upper->partitionKey, false};
        if (!low || low->key < upper->partitionKey || (low->key == upper->partitionKey && low->inclusive)) {
            tail.emplace();
            tail->pkEq = upper->partitionKey;
            tail->rkHigh = SqlBound {*upper->rowKey, upper->inclusive};
        }
    } else if (upper) {
        high = SqlBound {upper->partitionKey, upper->inclusive};
    }
    if (!low || !high || low->key < high->key) {
        Segment middle;
        middle.pkLow = std::move(low);
        middle.pkHigh = std::move(high);
        segments.append(std::move(middle));
    } else if (low->key == high->key && low->inclusive && high->inclusive) {
        Segment one;
        one.pkEq = low->key;
        segments.append(std::move(one));
    }
    if (tail)
        segments.append(std::move(*tail));
    return segments;
}

// Columns: pk (not for pkEq), rk, ts, record (when wanted). Parameters: ?1 table_id, ?2 pk or its lower
// bound, ?3 pk's upper bound, ?4 and ?5 rk's bounds.
std::string segmentSql(const Segment &segment, bool withRecord)
{
    std::string sql = "SELECT ";
    if (!segment.pkEq)
        sql += "pk, ";
    sql += withRecord ? "rk, ts, record" : "rk, ts";
    sql += " FROM entities WHERE table_id = ?1";
    if (segment.pkEq)
        sql += " AND pk = ?2";
    if (segment.pkLow)
        sql += segment.pkLow->inclusive ? " AND pk >= ?2" : " AND pk > ?2";
    if (segment.pkHigh)
        sql += segment.pkHigh->inclusive ? " AND pk <= ?3" : " AND pk < ?3";
    if (segment.rkLow)
        sql += segment.rkLow->inclusive ? " AND rk >= ?4" : " AND rk > ?4";
    if (segment.rkHigh)
        sql += segment.rkHigh->inclusive ? " AND rk <= ?5" : " AND rk < ?5";
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
    auto stmt = withRecord ? c->statement(sql::Connection::Hot::PointRead,
                    "SELECT ts, record FROM entities WHERE table_id = ?1 AND pk = ?2 AND rk = ?3")
                           : c->statement(sql::Connection::Hot::PointReadTimestampOnly,
                               "SELECT ts FROM entities WHERE table_id = ?1 AND pk = ?2 AND rk = ?3");
    if (!stmt)
        return std::unexpected(stmt.error());
    QByteArray &keys = c->keyScratch;
    keys.resize(0); // keeps the capacity
    keycodec::appendEncoded(keys, partitionKey);
    keycodec::appendEncoded(keys, rowKey);
    const QByteArrayView pk(keys.constData(), 2 * partitionKey.size());
    const QByteArrayView rk(keys.constData() + pk.size(), 2 * rowKey.size());
    stmt->bind(1, tableId);
    stmt->bindBlob(2, pk);
    stmt->bindBlob(3, rk);
    auto row = stmt->step();
    if (!row)
        return std::unexpected(row.error());
    if (!*row)
        return std::nullopt;
    Entity entity(partitionKey, rowKey);
    const DateTime ts(stmt->columnInt64(0));
    entity.setTimestamp(ts);
    entity.setEtagFromTimestamp();
    if (withRecord) {
        RecordReader reader(c, options);
        if (auto ok = reader.read(stmt->columnBlob(1), entity); !ok)
            return std::unexpected(ok.error());
    }
    return entity;
}

// Steps through one segment's rows, handing each to `row` as a StoredEntity (views valid during the call);
// row returns Result<bool>, false to stop. False when stopped, true when the segment was exhausted.
template<typename Row>
Result<bool> stepSegment(
    sql::Connection *c, qint64 tableId, const Segment &segment, bool withRecord, Row &&row)
{
    QByteArray pkLow, pkHigh, rkLow, rkHigh;
    auto stmt = c->statement(segmentSql(segment, withRecord));
    if (!stmt)
        return std::unexpected(stmt.error());
    stmt->bind(1, tableId);
    if (segment.pkEq || segment.pkLow) {
        pkLow = keycodec::encode(segment.pkEq ? *segment.pkEq : segment.pkLow->key);
        stmt->bindBlob(2, pkLow);
    }
    if (segment.pkHigh) {
        pkHigh = keycodec::encode(segment.pkHigh->key);
        stmt->bindBlob(3, pkHigh);
    }
    if (segment.rkLow) {
        rkLow = keycodec::encode(segment.rkLow->key);
        stmt->bindBlob(4, rkLow);
    }
    if (segment.rkHigh) {
        rkHigh = keycodec::encode(segment.rkHigh->key);
        stmt->bindBlob(5, rkHigh);
    }
    const int first = segment.pkEq ? 0 : 1; // the rk column
    StoredEntity stored;
    if (segment.pkEq)
        stored.partitionKey = pkLow;
    for (;;) {
        auto more = stmt->step();
        if (!more)
            return std::unexpected(more.error());
        if (!*more)
            return true;
        if (!segment.pkEq)
            stored.partitionKey = stmt->columnBlob(0);
        stored.rowKey = stmt->columnBlob(first);
        stored.timestamp = DateTime(stmt->columnInt64(first + 1));
        if (withRecord) {
            stored.record = stmt->columnBlob(first + 2);
            if (stored.record.isNull()) // an empty record is damaged, not absent
                stored.record = QByteArrayView("", 0);
        }
        auto go = row(std::as_const(stored));
        if (!go)
            return std::unexpected(go.error());
        if (!*go)
            return false;
    }
}

// Reads one segment into the visitor; false when the visitor stopped.
Result<bool> scanSegment(sql::Connection *c, qint64 tableId, const Segment &segment, bool withRecord,
    RecordReader &reader, const EntityVisitor &visitor, ScanResult &result)
{
    keycodec::RepeatedKeyDecoder partitionKeys;
    return stepSegment(c, tableId, segment, withRecord, [&](const StoredEntity &row) -> Result<bool> {
        auto pk = partitionKeys.decode(row.partitionKey);
        auto rk = keycodec::decode(row.rowKey);
        if (!pk || !rk)
            return std::unexpected(corruptKey());
        Entity entity(std::move(*pk), std::move(*rk));
        entity.setTimestamp(row.timestamp);
        entity.setEtagFromTimestamp();
        if (withRecord) {
            if (auto ok = reader.read(row.record, entity); !ok)
                return std::unexpected(ok.error());
        }
        ++result.visited;
        return visitor(entity) != ScanControl::Stop;
    });
}

// Every segment of `range` in order, each through readSegment(segment, result) -> Result<bool>.
template<typename ReadSegment>
Result<ScanResult> scanSegments(const KeyRange &range, ReadSegment &&readSegment)
{
    ScanResult result;
    for (const Segment &segment : segmentsOf(range)) {
        auto more = readSegment(segment, result);
        if (!more)
            return std::unexpected(more.error());
        if (!*more) {
            result.stopped = true;
            break;
        }
    }
    return result;
}

Result<ScanResult> scanTable(sql::Connection *c, qint64 tableId, const KeyRange &range,
    const EntityVisitor &visitor, const ScanOptions &options)
{
    const bool withRecord = wantsRecord(options);
    RecordReader reader(c, options);
    return scanSegments(range, [&](const Segment &segment, ScanResult &result) {
        return scanSegment(c, tableId, segment, withRecord, reader, visitor, result);
    });
}

Result<ScanResult> scanStoredTable(sql::Connection *c, qint64 tableId, const KeyRange &range,
    const StoredEntityVisitor &visitor, bool withRecord)
{
    return scanSegments(range, [&](const Segment &segment, ScanResult &result) {
        return stepSegment(c, tableId, segment, withRecord, [&](const StoredEntity &row) -> Result<bool> {
            if (row.partitionKey.size() % 2 != 0 || row.rowKey.size() % 2 != 0)
                return std::unexpected(corruptKey());
            ++result.visited;
            return visitor(row) != ScanControl::Stop;
        });
    });
}

} // namespace

// Reads use the connection's cached table id: one statement, one WAL read lock. When they find nothing, the
// id is confirmed (the table may have been deleted, or deleted and re-created under a new id); scans do so
// through Private::scanCurrentTable().
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
    return d->scanCurrentTable(account, table,
        [&](sql::Connection *c, qint64 tableId) { return scanTable(c, tableId, range, visitor, options); });
}

Result<ScanResult> Store::scanStored(const QString &account, const QString &table, const KeyRange &range,
    const StoredEntityVisitor &visitor, bool withRecords) const
{
    return d->scanCurrentTable(account, table, [&](sql::Connection *c, qint64 tableId) {
        return scanStoredTable(c, tableId, range, visitor, withRecords);
    });
}

Result<EntityVersion> Store::write(
    const QString &account, const QString &table, const EntityOperation &op, ActionId action)
{
    if (auto ok = EntityWriter::validate(op); !ok)
        return std::unexpected(ok.error());
    auto w = d->writeLease();
    Private::OpenAction *journal = nullptr;
    if (action != 0) {
        auto target = d->journalTarget(action, account, table);
        if (!target)
            return std::unexpected(target.error());
        journal = *target;
    }
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return std::unexpected(ok.error());
    auto id = Private::tableId(w.get(), account, table);
    if (!id)
        return std::unexpected(id.error());
    EntityWriter writer(w.get(), *id, d->nextTimestamp());
    if (journal)
        writer.journalTo(action);
    auto version = writer.apply(op);
    if (!version)
        return version;
    if (auto ok = writer.flushStats(); !ok)
        return std::unexpected(ok.error());
    if (auto ok = txn.commit(); !ok)
        return std::unexpected(ok.error());
    d->notifyChange(StoreChangeKind::Entities, account, table, 1);
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
