// The change journal inside the store file: actions, their per-entity records, limits and trimming.
#include "core/keycodec.h"
#include "core/record.h"
#include "storage/storeprivate.h"

#include <QtEndian>

namespace rowan {

namespace journalchunk {

void append(QByteArray &chunk, QByteArrayView pk, QByteArrayView rk, qint64 beforeTicks, QByteArrayView before,
    qint64 afterTicks)
{
    const auto put = [&chunk](auto value) {
        char bytes[sizeof(value)];
        qToLittleEndian(value, bytes);
        chunk.append(bytes, sizeof(value));
    };
    put(quint32(pk.size()));
    chunk.append(pk);
    put(quint32(rk.size()));
    chunk.append(rk);
    put(qint64(beforeTicks));
    put(quint32(before.size()));
    chunk.append(before);
    put(qint64(afterTicks));
}

} // namespace journalchunk

namespace {

constexpr qint64 TicksPerDay = 86'400LL * DateTime::TicksPerSecond;

const char *const actionColumns
    = "SELECT action_id, kind, label, account, table_name, origin, undoes, started, ended, entity_count, "
      "bytes, undone_by FROM journal_actions ";

JournalAction readAction(const sql::Statement &stmt)
{
    JournalAction action;
    action.id = stmt.columnInt64(0);
    action.info.kind = stmt.columnText(1);
    action.info.label = stmt.columnText(2);
    action.info.account = stmt.columnText(3);
    action.info.table = stmt.columnText(4);
    action.info.origin = stmt.columnText(5);
    action.info.undoes = stmt.columnInt64(6);
    action.startedAt = DateTime(stmt.columnInt64(7));
    if (!stmt.columnIsNull(8))
        action.endedAt = DateTime(stmt.columnInt64(8));
    action.entityCount = stmt.columnInt64(9);
    action.bytes = stmt.columnInt64(10);
    action.undoneBy = stmt.columnInt64(11);
    action.open = !action.endedAt.has_value();
    return action;
}

Error noAction(ActionId id)
{
    return Error {
        ErrorCode::ResourceNotFound, QStringLiteral("There is no journal action %1 (it may have been trimmed).").arg(id)};
}

// The fields of one chunk record, as stored.
struct RawRecord
{
    QByteArrayView pk;
    QByteArrayView rk;
    qint64 beforeTicks = 0;
    QByteArrayView before;
    qint64 afterTicks = 0;
};

template<typename T>
bool take(QByteArrayView &data, T *value)
{
    if (data.size() < qsizetype(sizeof(T)))
        return false;
    *value = qFromLittleEndian<T>(data.data());
    data = data.sliced(sizeof(T));
    return true;
}

bool takeBytes(QByteArrayView &data, QByteArrayView *bytes)
{
    quint32 size = 0;
    if (!take(data, &size) || data.size() < qsizetype(size))
        return false;
    *bytes = data.first(size);
    data = data.sliced(size);
    return true;
}

// Calls visit(const RawRecord &) -> bool (go on) for each record of `data`; StoreCorrupt when it is
// malformed. Returns whether every record was visited.
template<typename Visit>
Result<bool> forEachRecord(QByteArrayView data, Visit &&visit)
{
    while (!data.isEmpty()) {
        RawRecord r;
        if (!takeBytes(data, &r.pk) || !takeBytes(data, &r.rk) || !take(data, &r.beforeTicks)
            || !takeBytes(data, &r.before) || !take(data, &r.afterTicks))
            return fail(ErrorCode::StoreCorrupt, QStringLiteral("A journal chunk is malformed."));
        if (!visit(r))
            return false;
    }
    return true;
}

// A record as a JournalRecord (its before-image decoded with `withBefore`); StoreCorrupt when its keys or
// record do not decode.
Result<JournalRecord> toRecord(const RawRecord &raw, bool withBefore)
{
    JournalRecord record;
    auto pk = keycodec::decode(raw.pk);
    auto rk = keycodec::decode(raw.rk);
    if (!pk || !rk)
        return fail(ErrorCode::StoreCorrupt, QStringLiteral("A journal record's key does not decode."));
    record.partitionKey = *pk;
    record.rowKey = *rk;
    if (raw.beforeTicks != 0) {
        Entity before(record.partitionKey, record.rowKey);
        if (withBefore) {
            if (auto ok = record::decode(raw.before, before); !ok)
                return std::unexpected(ok.error());
        }
        before.setTimestamp(DateTime(raw.beforeTicks));
        before.setEtagFromTimestamp();
        record.before = std::move(before);
    }
    if (raw.afterTicks != 0)
        record.afterEtag = etagForTimestamp(DateTime(raw.afterTicks));
    return record;
}

// Visits the records of every chunk of `action` in write order: visit(const RawRecord &) -> bool (go on).
// Returns the number visited.
template<typename Visit>
Result<qint64> forEachRecordOf(sql::Connection *c, qint64 action, Visit &&visit)
{
    auto stmt = c->statement("SELECT data FROM journal_chunks WHERE action_id = ?1 ORDER BY chunk_id");
    if (!stmt)
        return std::unexpected(stmt.error());
    stmt->bind(1, action);
    qint64 visited = 0;
    for (;;) {
        auto row = stmt->step();
        if (!row)
            return std::unexpected(row.error());
        if (!*row)
            break;
        auto all = forEachRecord(stmt->columnBlob(0), [&](const RawRecord &r) {
            ++visited;
            return visit(r);
        });
        if (!all)
            return std::unexpected(all.error());
        if (!*all)
            break;
    }
    return visited;
}

// The bytes of chunk data Store::journalRecords() reads at one snapshot. Its visitor runs between slices
// with no read open, so an undo writing back a large action does not keep the write-ahead log from being
// checkpointed (it would grow by the whole undo); the bound also caps the memory one slice holds.
constexpr qint64 SliceBytes = 4 * 1024 * 1024;

// Reads the chunks of `action` after chunk *afterChunk into `chunks` at one snapshot, up to SliceBytes (at
// least one chunk), and moves *afterChunk to the last one read. Returns whether chunks remain after them.
// ResourceNotFound when the action does not exist (any more: it may have been trimmed between slices).
Result<bool> readChunks(sql::Connection *c, qint64 action, qint64 *afterChunk, QList<QByteArray> *chunks)
{
    sql::Transaction snapshot(c, sql::Transaction::Kind::Read);
    if (auto ok = snapshot.begin(); !ok)
        return std::unexpected(ok.error());
    bool more = false;
    {
        auto exists = c->statement("SELECT 1 FROM journal_actions WHERE action_id = ?1");
        if (!exists)
            return std::unexpected(exists.error());
        exists->bind(1, action);
        auto row = exists->step();
        if (!row)
            return std::unexpected(row.error());
        if (!*row)
            return std::unexpected(noAction(action));
        auto stmt = c->statement("SELECT chunk_id, data FROM journal_chunks WHERE action_id = ?1 AND "
                                 "chunk_id > ?2 ORDER BY chunk_id");
        if (!stmt)
            return std::unexpected(stmt.error());
        stmt->bind(1, action);
        stmt->bind(2, *afterChunk);
        qint64 bytes = 0;
        for (;;) {
            auto next = stmt->step();
            if (!next)
                return std::unexpected(next.error());
            if (!*next)
                break;
            if (bytes >= SliceBytes) {
                more = true;
                break;
            }
            const QByteArrayView data = stmt->columnBlob(1);
            chunks->append(data.toByteArray());
            bytes += data.size();
            *afterChunk = stmt->columnInt64(0);
        }
    } // the statements are reset before the snapshot ends
    if (auto ok = snapshot.commit(); !ok)
        return std::unexpected(ok.error());
    return more;
}

Result<qint64> metaInt(sql::Connection *c, const char *key, qint64 fallback)
{
    auto stmt = c->statement("SELECT value FROM meta WHERE key = ?1");
    if (!stmt)
        return std::unexpected(stmt.error());
    const QByteArray name(key); // bound without a copy: must outlive the step
    stmt->bindText(1, name);
    auto row = stmt->step();
    if (!row)
        return std::unexpected(row.error());
    return *row ? stmt->columnInt64(0) : fallback;
}

Result<JournalLimits> readLimits(sql::Connection *c)
{
    const JournalLimits defaults;
    JournalLimits limits;
    auto bytes = metaInt(c, "journal_max_bytes", defaults.maxBytes);
    if (!bytes)
        return std::unexpected(bytes.error());
    auto days = metaInt(c, "journal_max_age_days", defaults.maxAgeDays);
    if (!days)
        return std::unexpected(days.error());
    limits.maxBytes = *bytes;
    limits.maxAgeDays = int(*days);
    return limits;
}

} // namespace

Result<Store::Private::OpenAction *> Store::Private::journalTarget(
    qint64 id, const QString &account, const QString &table)
{
    auto it = openActions.find(id);
    if (it == openActions.end())
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("The journal action %1 is not open in this store.").arg(id));
    if (it->account != account || it->tableKey != tableNameKey(table))
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("The journal action %1 records writes to another table than %2/%3.")
                .arg(id)
                .arg(account, table));
    return &it.value();
}

Result<qint64> Store::Private::trimJournal(sql::Connection *c)
{
    auto limits = readLimits(c);
    if (!limits)
        return std::unexpected(limits.error());
    auto total = c->queryInt64("SELECT total(bytes) FROM journal_actions");
    if (!total)
        return std::unexpected(total.error());
    const qint64 oldest = DateTime::now().ticks() - qint64(limits->maxAgeDays) * TicksPerDay;
    // The newest action stays whatever its size, so the last thing done can always be undone.
    auto newest = c->queryInt64("SELECT coalesce(max(action_id), 0) FROM journal_actions");
    if (!newest)
        return std::unexpected(newest.error());
    QList<qint64> doomed;
    {
        auto stmt = c->statement("SELECT action_id, bytes, started FROM journal_actions ORDER BY action_id");
        if (!stmt)
            return std::unexpected(stmt.error());
        qint64 bytes = *total;
        for (;;) {
            auto row = stmt->step();
            if (!row)
                return std::unexpected(row.error());
            if (!*row || (bytes <= limits->maxBytes && stmt->columnInt64(2) >= oldest))
                break;
            const qint64 id = stmt->columnInt64(0);
            if (id == *newest)
                break;
            if (openActions.contains(id))
                continue; // still being written: its records must stay with it
            if (beingRead(id))
                continue; // an undo is reading it a slice at a time
            doomed.append(id);
            bytes -= stmt->columnInt64(1);
        }
    }
    for (qint64 id : std::as_const(doomed)) {
        if (auto ok = runForId(c,
                {"DELETE FROM journal_chunks WHERE action_id = ?1",
                    "DELETE FROM journal_actions WHERE action_id = ?1"},
                id);
            !ok)
            return std::unexpected(ok.error());
    }
    return qint64(doomed.size());
}

Result<ActionId> Store::beginAction(const ActionInfo &info)
{
    if (info.kind.isEmpty())
        return fail(ErrorCode::InvalidInput, QStringLiteral("A journal action needs a kind."));
    auto w = d->writeLease();
    if (w->writeRefusal) // a single statement, outside any Transaction that would refuse it
        return std::unexpected(*w->writeRefusal);
    auto stmt = w->statement("INSERT INTO journal_actions(kind, label, account, table_name, table_key, origin, "
                             "undoes, started) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
    if (!stmt)
        return std::unexpected(stmt.error());
    // Bound without a copy: the texts must outlive the statement's run.
    const QByteArray texts[] = {info.kind.toUtf8(), info.label.toUtf8(), info.account.toUtf8(),
        info.table.toUtf8(), tableNameKey(info.table), info.origin.toUtf8()};
    for (int i = 0; i < 6; ++i)
        stmt->bindText(i + 1, texts[i]);
    stmt->bind(7, info.undoes);
    stmt->bind(8, DateTime::now().ticks());
    if (auto ok = stmt->run(); !ok)
        return std::unexpected(ok.error());
    auto id = w->queryInt64("SELECT last_insert_rowid()");
    if (!id)
        return id;
    std::lock_guard guard(d->openActionsMutex);
    d->openActions.insert(*id, Private::OpenAction {info.account, tableNameKey(info.table)});
    return *id;
}

Status Store::endAction(ActionId action)
{
    auto w = d->writeLease();
    if (!d->openActions.contains(action))
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("The journal action %1 is not open in this store.").arg(action));
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return ok;
    {
        auto stmt = w->statement("UPDATE journal_actions SET ended = ?2 WHERE action_id = ?1");
        if (!stmt)
            return std::unexpected(stmt.error());
        stmt->bind(1, action);
        stmt->bind(2, DateTime::now().ticks());
        if (auto ok = stmt->run(); !ok)
            return ok;
    }
    // The action it reverses now reads as undone (or, for a redo, the undo as undone).
    if (auto ok = runForId(w.get(),
            {"UPDATE journal_actions SET undone_by = ?1 WHERE action_id = "
             "(SELECT undoes FROM journal_actions WHERE action_id = ?1)"},
            action);
        !ok)
        return ok;
    {
        std::lock_guard guard(d->openActionsMutex);
        d->openActions.remove(action);
    }
    if (auto trimmed = d->trimJournal(w.get()); !trimmed)
        return std::unexpected(trimmed.error());
    return txn.commit();
}

Status Store::discardAction(ActionId action)
{
    auto w = d->writeLease();
    if (!d->openActions.contains(action))
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("The journal action %1 is not open in this store.").arg(action));
    auto recorded = w->statement("SELECT entity_count FROM journal_actions WHERE action_id = ?1");
    if (!recorded)
        return std::unexpected(recorded.error());
    recorded->bind(1, action);
    auto row = recorded->step();
    if (!row)
        return std::unexpected(row.error());
    if (*row && recorded->columnInt64(0) > 0)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("The journal action %1 recorded writes; end it instead.").arg(action));
    recorded->reset();
    if (auto ok = runForId(w.get(), {"DELETE FROM journal_actions WHERE action_id = ?1"}, action); !ok)
        return ok;
    std::lock_guard guard(d->openActionsMutex);
    d->openActions.remove(action);
    return {};
}

Result<QList<JournalAction>> Store::journalActions(const JournalFilter &filter) const
{
    if (!d->hasJournal)
        return QList<JournalAction> {};
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    auto stmt = (*c)->statement(std::string(actionColumns)
        + "WHERE (?1 = '' OR account = ?1) AND (?2 = '' OR table_key = ?2) ORDER BY action_id DESC LIMIT ?3");
    if (!stmt)
        return std::unexpected(stmt.error());
    const QByteArray account = filter.account.toUtf8(); // bound without a copy
    const QByteArray tableKey = tableNameKey(filter.table);
    stmt->bindText(1, account);
    stmt->bindText(2, tableKey);
    stmt->bind(3, filter.limit);
    QList<JournalAction> actions;
    std::lock_guard guard(d->openActionsMutex);
    for (;;) {
        auto row = stmt->step();
        if (!row)
            return std::unexpected(row.error());
        if (!*row)
            break;
        JournalAction action = readAction(*stmt);
        action.interrupted = action.open && !d->openActions.contains(action.id);
        actions.append(std::move(action));
    }
    return actions;
}

Result<JournalAction> Store::journalAction(ActionId id) const
{
    if (!d->hasJournal)
        return std::unexpected(noAction(id));
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    auto stmt = (*c)->statement(std::string(actionColumns) + "WHERE action_id = ?1");
    if (!stmt)
        return std::unexpected(stmt.error());
    stmt->bind(1, id);
    auto row = stmt->step();
    if (!row)
        return std::unexpected(row.error());
    if (!*row)
        return std::unexpected(noAction(id));
    JournalAction action = readAction(*stmt);
    std::lock_guard guard(d->openActionsMutex);
    action.interrupted = action.open && !d->openActions.contains(action.id);
    return action;
}

Result<qint64> Store::journalRecords(
    ActionId action, const JournalRecordVisitor &visitor, bool withBefore) const
{
    if (!d->hasJournal)
        return std::unexpected(noAction(action));
    const Private::ReadingAction reading(d.get(), action);
    qint64 afterChunk = 0;
    qint64 visited = 0;
    for (bool more = true; more;) {
        QList<QByteArray> chunks;
        {
            auto c = d->reader();
            if (!c)
                return std::unexpected(c.error());
            auto slice = readChunks(c->get(), action, &afterChunk, &chunks);
            if (!slice)
                return std::unexpected(slice.error());
            more = *slice;
        } // the lease goes back before the visitor runs, which may write (an undo)
        for (const QByteArray &data : std::as_const(chunks)) {
            std::optional<Error> failure;
            auto all = forEachRecord(data, [&](const RawRecord &raw) {
                ++visited;
                auto record = toRecord(raw, withBefore);
                if (!record) {
                    failure = record.error();
                    return false;
                }
                return visitor(*record);
            });
            if (!all)
                return std::unexpected(all.error());
            if (failure)
                return std::unexpected(*failure);
            if (!*all)
                return visited;
        }
    }
    return visited;
}

Result<QList<EntityChange>> Store::entityHistory(const QString &account, const QString &table,
    const QString &partitionKey, const QString &rowKey) const
{
    auto actions = journalActions(JournalFilter {account, table, -1});
    if (!actions)
        return std::unexpected(actions.error());
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    const QByteArray pk = keycodec::encode(partitionKey);
    const QByteArray rk = keycodec::encode(rowKey);
    QList<EntityChange> changes;
    for (auto it = actions->crbegin(); it != actions->crend(); ++it) {
        std::optional<Error> failure;
        auto visited = forEachRecordOf(c->get(), it->id, [&](const RawRecord &raw) {
            if (raw.pk != pk || raw.rk != rk)
                return true;
            auto record = toRecord(raw, true);
            if (!record) {
                failure = record.error();
                return false;
            }
            changes.append(EntityChange {*it, std::move(*record)});
            return true;
        });
        if (!visited)
            return std::unexpected(visited.error());
        if (failure)
            return std::unexpected(*failure);
    }
    return changes;
}

Result<qint64> Store::journalSize() const
{
    if (!d->hasJournal)
        return 0;
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    return (*c)->queryInt64("SELECT CAST(total(bytes) AS INTEGER) FROM journal_actions");
}

Result<JournalLimits> Store::journalLimits() const
{
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    return readLimits(c->get());
}

Status Store::setJournalLimits(const JournalLimits &limits)
{
    if (limits.maxBytes <= 0 || limits.maxAgeDays <= 0)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("The journal's limits must be positive (got %1 bytes, %2 days).")
                .arg(limits.maxBytes)
                .arg(limits.maxAgeDays));
    auto w = d->writeLease();
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return ok;
    auto stmt = w->statement("INSERT OR REPLACE INTO meta(key, value) VALUES(?1, ?2)");
    if (!stmt)
        return std::unexpected(stmt.error());
    const std::pair<const char *, qint64> values[]
        = {{"journal_max_bytes", limits.maxBytes}, {"journal_max_age_days", limits.maxAgeDays}};
    for (const auto &[key, value] : values) {
        const QByteArray name(key); // bound without a copy
        stmt->bindText(1, name);
        stmt->bind(2, value);
        if (auto ok = stmt->run(); !ok)
            return ok;
        stmt->reset();
    }
    if (auto trimmed = d->trimJournal(w.get()); !trimmed)
        return std::unexpected(trimmed.error());
    return txn.commit();
}

Result<qint64> Store::trimJournal()
{
    auto w = d->writeLease();
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return std::unexpected(ok.error());
    auto trimmed = d->trimJournal(w.get());
    if (!trimmed)
        return trimmed;
    if (auto ok = txn.commit(); !ok)
        return std::unexpected(ok.error());
    return trimmed;
}

} // namespace rowan
