// The text index of a table: an FTS5 table with the trigram tokenizer over each entity's index text
// (search/indextext.h), made when first asked for, so a store without one has no trace of it.
//
// Per indexed table N:
//   text_index_N       contentless FTS5 (trigram, case-sensitive: the text is folded before it is kept),
//                      without positions (detail=none: a query asks for every trigram of the term, and the
//                      matcher checks each entity offered); indexes made before keep theirs, and answer
//                      the same queries
//                      its rowid is the entity's id in text_index_N_rows
//   text_index_N_rows  (id, pk, rk): the entity behind each rowid (entities has no rowid of its own)
//   three triggers on entities that re-index an entity inserted, updated or deleted in table N, inside the
//   statement that wrote it and so in the same transaction, whoever writes (a write, a batch, an import, an
//   undo). The index text comes from the SQL function rowan_index_text(), which every connection of a
//   store defines (storage/sqlite.cpp).
// text_indexes keeps each index's state: building (with the key the backfill has reached) or ready. While
// it builds, the triggers already index what is written, and the backfill skips entities they indexed.
#include "search/indextext.h"
#include "storage/storeprivate.h"

#include <string>

namespace rowan {

namespace {

constexpr qint64 BuildSlice = 4096;

std::string indexName(qint64 tableId, const char *suffix = "")
{
    return "text_index_" + std::to_string(tableId) + suffix;
}

Result<bool> hasIndexTable(sql::Connection *c)
{
    auto n
        = c->queryInt64("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'text_indexes'");
    if (!n)
        return std::unexpected(n.error());
    return *n > 0;
}

// The index's state row: nullopt without one; else (ready, resume pk, resume rk).
struct IndexRow
{
    bool ready = false;
    std::optional<std::pair<QByteArray, QByteArray>> resume;
};

Result<std::optional<IndexRow>> indexRow(sql::Connection *c, qint64 tableId)
{
    auto exists = hasIndexTable(c);
    if (!exists)
        return std::unexpected(exists.error());
    if (!*exists)
        return std::optional<IndexRow>();
    auto stmt = c->statement("SELECT ready, resume_pk, resume_rk FROM text_indexes WHERE table_id = ?1");
    if (!stmt)
        return std::unexpected(stmt.error());
    stmt->bind(1, tableId);
    auto row = stmt->step();
    if (!row)
        return std::unexpected(row.error());
    if (!*row)
        return std::optional<IndexRow>();
    IndexRow r;
    r.ready = stmt->columnInt64(0) != 0;
    if (!stmt->columnIsNull(1))
        r.resume = std::pair(stmt->columnBlob(1).toByteArray(), stmt->columnBlob(2).toByteArray());
    return std::optional<IndexRow>(std::move(r));
}

Status createIndexObjects(sql::Connection *c, qint64 tableId)
{
    const std::string n = std::to_string(tableId);
    const std::string fts = indexName(tableId);
    const std::string rows = indexName(tableId, "_rows");
    // Insert and update share a body: drop the entity's old text if it has one, then keep the new.
    const std::string reindex = " BEGIN DELETE FROM " + fts + " WHERE rowid IN (SELECT id FROM " + rows
        + " WHERE pk = NEW.pk AND rk = NEW.rk); INSERT OR IGNORE INTO " + rows
        + "(pk, rk) VALUES(NEW.pk, NEW.rk); INSERT INTO " + fts
        + "(rowid, text) SELECT id, rowan_index_text(NEW.pk, NEW.rk, NEW.record) FROM " + rows
        + " WHERE pk = NEW.pk AND rk = NEW.rk; END;";
    const std::string sql = "CREATE TABLE IF NOT EXISTS text_indexes(table_id INTEGER PRIMARY KEY, "
                            "ready INTEGER NOT NULL, resume_pk BLOB, resume_rk BLOB);"
                            "CREATE VIRTUAL TABLE "
        + fts
        + " USING fts5(text, tokenize = 'trigram case_sensitive 1', content = '', contentless_delete = 1, "
          "detail = none);"
          "CREATE TABLE "
        + rows + "(id INTEGER PRIMARY KEY, pk BLOB NOT NULL, rk BLOB NOT NULL, UNIQUE(pk, rk));"
        + "CREATE TRIGGER " + fts + "_insert AFTER INSERT ON entities WHEN NEW.table_id = " + n + reindex
        + "CREATE TRIGGER " + fts + "_update AFTER UPDATE ON entities WHEN NEW.table_id = " + n + reindex
        + "CREATE TRIGGER " + fts + "_delete AFTER DELETE ON entities WHEN OLD.table_id = " + n
        + " BEGIN DELETE FROM " + fts + " WHERE rowid IN (SELECT id FROM " + rows
        + " WHERE pk = OLD.pk AND rk = OLD.rk); DELETE FROM " + rows
        + " WHERE pk = OLD.pk AND rk = OLD.rk; END;" + "INSERT INTO text_indexes(table_id, ready) VALUES(" + n
        + ", 0);";
    return c->exec(sql.c_str());
}

// One slice of the backfill, in the caller's transaction: the next BuildSlice entities after the resume
// key that the triggers have not indexed yet. Returns the number of entities read (fewer than BuildSlice:
// done).
Result<qint64> buildSlice(sql::Connection *c, qint64 tableId, const IndexRow &state)
{
    std::string select = "SELECT pk, rk, record FROM entities WHERE table_id = ?1";
    if (state.resume)
        select += " AND (pk, rk) > (?2, ?3)";
    select += " ORDER BY pk, rk LIMIT " + std::to_string(BuildSlice);
    struct Row
    {
        QByteArray pk, rk, record;
    };
    std::vector<Row> slice;
    {
        auto stmt = c->statement(select);
        if (!stmt)
            return std::unexpected(stmt.error());
        stmt->bind(1, tableId);
        if (state.resume) {
            stmt->bindBlob(2, state.resume->first);
            stmt->bindBlob(3, state.resume->second);
        }
        for (;;) {
            auto row = stmt->step();
            if (!row)
                return std::unexpected(row.error());
            if (!*row)
                break;
            slice.push_back({stmt->columnBlob(0).toByteArray(), stmt->columnBlob(1).toByteArray(),
                stmt->columnBlob(2).toByteArray()});
        }
    }
    const std::string rows = indexName(tableId, "_rows");
    const std::string insertRow
        = "INSERT INTO " + rows + "(pk, rk) VALUES(?1, ?2) ON CONFLICT DO NOTHING RETURNING id";
    const std::string insertText
        = "INSERT INTO " + indexName(tableId) + "(rowid, text) VALUES(?1, rowan_index_text(?2, ?3, ?4))";
    for (const Row &r : slice) {
        qint64 id = -1;
        {
            auto stmt = c->statement(insertRow);
            if (!stmt)
                return std::unexpected(stmt.error());
            stmt->bindBlob(1, r.pk);
            stmt->bindBlob(2, r.rk);
            auto row = stmt->step();
            if (!row)
                return std::unexpected(row.error());
            if (!*row)
                continue; // a write since the build began indexed it
            id = stmt->columnInt64(0);
        }
        auto stmt = c->statement(insertText);
        if (!stmt)
            return std::unexpected(stmt.error());
        stmt->bind(1, id);
        stmt->bindBlob(2, r.pk);
        stmt->bindBlob(3, r.rk);
        stmt->bindBlob(4, r.record);
        if (auto ok = stmt->run(); !ok)
            return std::unexpected(ok.error());
    }
    auto update = c->statement(
        "UPDATE text_indexes SET ready = ?2, resume_pk = ?3, resume_rk = ?4 WHERE table_id = ?1");
    if (!update)
        return std::unexpected(update.error());
    const bool done = qint64(slice.size()) < BuildSlice;
    update->bind(1, tableId);
    update->bind(2, done ? 1 : 0);
    if (slice.empty() || done) {
        update->bindNull(3);
        update->bindNull(4);
    } else {
        update->bindBlob(3, slice.back().pk);
        update->bindBlob(4, slice.back().rk);
    }
    if (auto ok = update->run(); !ok)
        return std::unexpected(ok.error());
    return qint64(slice.size());
}

} // namespace

Status dropTextIndexOf(sql::Connection *c, qint64 tableId)
{
    auto state = indexRow(c, tableId);
    if (!state)
        return std::unexpected(state.error());
    if (!*state)
        return {};
    const std::string fts = indexName(tableId);
    const std::string sql = "DROP TRIGGER " + fts + "_insert; DROP TRIGGER " + fts + "_update; DROP TRIGGER "
        + fts + "_delete; DROP TABLE " + fts + "; DROP TABLE " + indexName(tableId, "_rows")
        + "; DELETE FROM text_indexes WHERE table_id = " + std::to_string(tableId) + ";";
    return c->exec(sql.c_str());
}

Status dropTextIndexesOfAccount(sql::Connection *c, qint64 accountId)
{
    auto exists = hasIndexTable(c);
    if (!exists)
        return std::unexpected(exists.error());
    if (!*exists)
        return {};
    std::vector<qint64> ids;
    {
        auto stmt
            = c->statement("SELECT i.table_id FROM text_indexes i JOIN tables t ON t.table_id = i.table_id "
                           "WHERE t.account_id = ?1");
        if (!stmt)
            return std::unexpected(stmt.error());
        stmt->bind(1, accountId);
        for (;;) {
            auto row = stmt->step();
            if (!row)
                return std::unexpected(row.error());
            if (!*row)
                break;
            ids.push_back(stmt->columnInt64(0));
        }
    }
    for (qint64 id : ids) {
        if (auto ok = dropTextIndexOf(c, id); !ok)
            return ok;
    }
    return {};
}

Result<TextIndexStatus> Store::textIndexStatus(const QString &account, const QString &table) const
{
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    auto id = Private::tableId(c->get(), account, table);
    if (!id)
        return std::unexpected(id.error());
    auto state = indexRow(c->get(), *id);
    if (!state)
        return std::unexpected(state.error());
    TextIndexStatus status;
    if (!*state)
        return status;
    status.state = (*state)->ready ? TextIndexStatus::State::Ready : TextIndexStatus::State::Building;
    const std::string rows = indexName(*id, "_rows");
    // The keys' bytes with SQLite's few bytes of row overhead, and the FTS5 table's segments.
    const std::string sizes = "SELECT (SELECT count(*) FROM " + rows
        + "), (SELECT coalesce(sum(length(pk) + "
          "length(rk) + 12), 0) FROM "
        + rows + ") + (SELECT coalesce(sum(length(block) + 12), 0) FROM " + indexName(*id, "_data")
        + ") + (SELECT coalesce(sum(length(term) + 16), 0) FROM " + indexName(*id, "_idx")
        + ") + (SELECT coalesce(sum(length(sz) + 12), 0) FROM " + indexName(*id, "_docsize") + ")";
    auto stmt = (*c)->statement(sizes);
    if (!stmt)
        return std::unexpected(stmt.error());
    auto row = stmt->step();
    if (!row)
        return std::unexpected(row.error());
    status.entities = stmt->columnInt64(0);
    status.bytes = stmt->columnInt64(1);
    return status;
}

Status Store::createTextIndex(const QString &account, const QString &table, const SearchProgress &progress,
    const std::atomic<bool> *cancel)
{
    qint64 tableId = -1;
    qint64 total = -1;
    {
        auto w = d->writeLease();
        sql::Transaction txn(w.get());
        if (auto ok = txn.begin(); !ok)
            return ok;
        auto id = Private::tableId(w.get(), account, table);
        if (!id)
            return std::unexpected(id.error());
        tableId = *id;
        auto state = indexRow(w.get(), tableId);
        if (!state)
            return std::unexpected(state.error());
        if (*state && (*state)->ready)
            return {};
        if (!*state) {
            if (auto ok = createIndexObjects(w.get(), tableId); !ok)
                return ok;
        }
        auto count = w->statement("SELECT entity_count FROM tables WHERE table_id = ?1");
        if (!count)
            return std::unexpected(count.error());
        count->bind(1, tableId);
        if (auto row = count->step(); row && *row)
            total = count->columnInt64(0);
        count->reset();
        if (auto ok = txn.commit(); !ok)
            return ok;
    }
    qint64 read = 0;
    if (progress)
        progress(0, total);
    for (;;) {
        if (cancel && cancel->load())
            return fail(ErrorCode::Cancelled,
                QStringLiteral("Building the text index of %1 was cancelled; building it again resumes it.")
                    .arg(table));
        auto w = d->writeLease();
        sql::Transaction txn(w.get());
        if (auto ok = txn.begin(); !ok)
            return ok;
        // The table may have been deleted (and its index with it) between two slices.
        auto state = indexRow(w.get(), tableId);
        if (!state)
            return std::unexpected(state.error());
        if (!*state)
            return fail(ErrorCode::TableNotFound, QStringLiteral("The table specified does not exist."));
        if ((*state)->ready)
            return {};
        auto slice = buildSlice(w.get(), tableId, **state);
        if (!slice)
            return std::unexpected(slice.error());
        if (auto ok = txn.commit(); !ok)
            return ok;
        read += *slice;
        if (progress)
            progress(read, total);
        if (*slice < BuildSlice)
            return {};
    }
}

Status Store::dropTextIndex(const QString &account, const QString &table)
{
    auto w = d->writeLease();
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return ok;
    auto id = Private::tableId(w.get(), account, table);
    if (!id)
        return std::unexpected(id.error());
    if (auto ok = dropTextIndexOf(w.get(), *id); !ok)
        return ok;
    return txn.commit();
}

Result<std::optional<ScanResult>> Store::scanTextIndex(const QString &account, const QString &table,
    const QString &term, qint64 maxCandidates, const StoredEntityVisitor &visitor) const
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
    auto state = indexRow(c->get(), *id);
    if (!state)
        return std::unexpected(state.error());
    if (!*state || !(*state)->ready)
        return std::optional<ScanResult>();
    const std::string fts = indexName(*id);
    const QByteArray query = textIndexQuery(term).toUtf8();
    {
        auto count = (*c)->statement("SELECT count(*) FROM (SELECT rowid FROM " + fts + " WHERE " + fts
            + " MATCH ?1 LIMIT " + std::to_string(maxCandidates + 1) + ")");
        if (!count)
            return std::unexpected(count.error());
        count->bindText(1, query);
        auto row = count->step();
        if (!row)
            return std::unexpected(row.error());
        if (count->columnInt64(0) > maxCandidates)
            return std::optional<ScanResult>();
    }
    auto stmt = (*c)->statement("SELECT e.pk, e.rk, e.ts, e.record FROM " + fts + " JOIN "
        + indexName(*id, "_rows") + " r ON r.id = " + fts
        + ".rowid JOIN entities e ON e.table_id = ?2 AND e.pk = r.pk AND e.rk = r.rk WHERE " + fts
        + " MATCH ?1 ORDER BY r.pk, r.rk");
    if (!stmt)
        return std::unexpected(stmt.error());
    stmt->bindText(1, query);
    stmt->bind(2, *id);
    ScanResult result;
    for (;;) {
        auto row = stmt->step();
        if (!row)
            return std::unexpected(row.error());
        if (!*row)
            break;
        ++result.visited;
        const StoredEntity entity {
            stmt->columnBlob(0), stmt->columnBlob(1), DateTime(stmt->columnInt64(2)), stmt->columnBlob(3)};
        if (visitor(entity) == ScanControl::Stop) {
            result.stopped = true;
            break;
        }
    }
    return std::optional<ScanResult>(result);
}

} // namespace rowan
