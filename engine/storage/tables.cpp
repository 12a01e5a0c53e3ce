// Tables of an account: create, delete, look up and list in name order.
#include "storage/storeprivate.h"

namespace rowan {

namespace {

constexpr const char *tableColumns = "t.name, t.created, t.entity_count, t.bytes, t.partition_count";

TableInfo readTable(const sql::Statement &s)
{
    TableInfo t;
    t.name = s.columnText(0);
    t.created = DateTime(s.columnInt64(1));
    t.stats.entityCount = s.columnInt64(2);
    t.stats.bytes = s.columnInt64(3);
    t.stats.partitionCount = s.columnInt64(4);
    return t;
}

Result<TableInfo> loadTable(sql::Connection *c, const QString &account, const QString &name)
{
    auto id = Store::Private::tableId(c, account, name);
    if (!id)
        return std::unexpected(id.error());
    auto stmt = c->statement(std::string("SELECT ") + tableColumns + " FROM tables t WHERE t.table_id = ?1");
    if (!stmt)
        return std::unexpected(stmt.error());
    stmt->bind(1, *id);
    auto row = stmt->step();
    if (!row)
        return std::unexpected(row.error());
    if (!*row)
        return fail(ErrorCode::TableNotFound, QStringLiteral("The table specified does not exist."));
    return readTable(*stmt);
}

} // namespace

Status runForId(sql::Connection *c, std::initializer_list<const char *> statements, qint64 id)
{
    for (const char *sql : statements) {
        auto stmt = c->statement(sql);
        if (!stmt)
            return std::unexpected(stmt.error());
        stmt->bind(1, id);
        if (auto ok = stmt->run(); !ok)
            return ok;
    }
    return {};
}

Result<TableInfo> Store::createTable(const QString &account, const QString &name)
{
    if (auto ok = validateTableName(name); !ok)
        return std::unexpected(ok.error());
    auto w = d->writeLease();
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return std::unexpected(ok.error());
    auto accountId = Private::accountId(w.get(), account);
    if (!accountId)
        return std::unexpected(accountId.error());
    {
        auto stmt = w->statement("INSERT INTO tables(account_id, name, name_key, created) "
                                 "VALUES(?1, ?2, ?3, ?4) ON CONFLICT(account_id, name_key) DO NOTHING");
        if (!stmt)
            return std::unexpected(stmt.error());
        const QByteArray utf8 = name.toUtf8(), key = tableNameKey(name);
        stmt->bind(1, *accountId);
        stmt->bindText(2, utf8);
        stmt->bindText(3, key);
        stmt->bind(4, DateTime::now().ticks());
        if (auto ok = stmt->run(); !ok)
            return std::unexpected(ok.error());
    }
    if (w->changes() == 0)
        return fail(ErrorCode::TableAlreadyExists, QStringLiteral("The table specified already exists."));
    auto info = loadTable(w.get(), account, name);
    if (!info)
        return info;
    if (auto ok = txn.commit(); !ok)
        return std::unexpected(ok.error());
    d->notifyChange(StoreChangeKind::TableCreated, account, info->name);
    return info;
}

Status Store::deleteTable(const QString &account, const QString &name)
{
    auto w = d->writeLease();
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return ok;
    auto id = Private::tableId(w.get(), account, name);
    if (!id) {
        if (id.error().code == ErrorCode::TableNotFound)
            return fail(
                ErrorCode::ResourceNotFound, QStringLiteral("The specified resource does not exist."));
        return std::unexpected(id.error());
    }
    if (auto ok = dropTextIndexOf(w.get(), *id); !ok)
        return ok;
    const auto deletes = {"DELETE FROM entities WHERE table_id = ?1",
        "DELETE FROM partitions WHERE table_id = ?1", "DELETE FROM tables WHERE table_id = ?1"};
    if (auto ok = runForId(w.get(), deletes, *id); !ok)
        return ok;
    if (auto ok = txn.commit(); !ok)
        return ok;
    d->notifyChange(StoreChangeKind::TableDeleted, account, name);
    return {};
}

Result<TableInfo> Store::table(const QString &account, const QString &name) const
{
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    sql::Transaction snapshot(c->get(), sql::Transaction::Kind::Read);
    if (auto ok = snapshot.begin(); !ok)
        return std::unexpected(ok.error());
    return loadTable(c->get(), account, name);
}

Result<ScanResult> Store::scanTables(
    const QString &account, const NameRange &range, const TableVisitor &visitor) const
{
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    sql::Transaction snapshot(c->get(), sql::Transaction::Kind::Read);
    if (auto ok = snapshot.begin(); !ok)
        return std::unexpected(ok.error());
    auto accountId = Private::accountId(c->get(), account);
    if (!accountId)
        return std::unexpected(accountId.error());
    std::string sql = std::string("SELECT ") + tableColumns + " FROM tables t WHERE t.account_id = ?1";
    if (range.lower)
        sql += range.lower->inclusive ? " AND t.name_key >= ?2" : " AND t.name_key > ?2";
    if (range.upper)
        sql += range.upper->inclusive ? " AND t.name_key <= ?3" : " AND t.name_key < ?3";
    sql += " ORDER BY t.name_key";
    auto stmt = (*c)->statement(sql);
    if (!stmt)
        return std::unexpected(stmt.error());
    const QByteArray lower = range.lower ? tableNameKey(range.lower->name) : QByteArray();
    const QByteArray upper = range.upper ? tableNameKey(range.upper->name) : QByteArray();
    stmt->bind(1, *accountId);
    if (range.lower)
        stmt->bindText(2, lower);
    if (range.upper)
        stmt->bindText(3, upper);
    ScanResult result;
    for (;;) {
        auto row = stmt->step();
        if (!row)
            return std::unexpected(row.error());
        if (!*row)
            break;
        ++result.visited;
        if (visitor(readTable(*stmt)) == ScanControl::Stop) {
            result.stopped = true;
            break;
        }
    }
    return result;
}

Result<QList<TableInfo>> Store::listTables(const QString &account) const
{
    QList<TableInfo> tables;
    auto scanned = scanTables(account, {}, [&tables](const TableInfo &t) {
        tables.append(t);
        return ScanControl::Continue;
    });
    if (!scanned)
        return std::unexpected(scanned.error());
    return tables;
}

} // namespace rowan
