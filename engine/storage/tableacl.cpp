// Stored access policies per table, in a table of their own created on first use (so stores written before
// it need no migration). A row is tied to the table's id and creation time: a table deleted and created
// again under a reused id starts without policies.
#include "storage/storeprivate.h"

namespace rowan {

namespace {
constexpr char CreateAclTable[]
    = "CREATE TABLE IF NOT EXISTS table_acl("
      "table_id INTEGER PRIMARY KEY, created INTEGER NOT NULL, policies BLOB NOT NULL)";

Result<qint64> tableCreated(sql::Connection *c, qint64 tableId)
{
    auto stmt = c->statement("SELECT created FROM tables WHERE table_id = ?1");
    if (!stmt)
        return std::unexpected(stmt.error());
    stmt->bind(1, tableId);
    auto row = stmt->step();
    if (!row)
        return std::unexpected(row.error());
    if (!*row)
        return fail(ErrorCode::TableNotFound, QStringLiteral("The table specified does not exist."));
    return stmt->columnInt64(0);
}
} // namespace

Result<QByteArray> Store::tableAccessPolicies(const QString &account, const QString &table) const
{
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    auto id = Private::tableId(c->get(), account, table);
    if (!id)
        return std::unexpected(id.error());
    auto exists
        = (*c)->queryInt64("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'table_acl'");
    if (!exists)
        return std::unexpected(exists.error());
    if (*exists == 0)
        return QByteArray();
    auto stmt = (*c)->statement("SELECT a.policies FROM table_acl a JOIN tables t ON t.table_id = a.table_id "
                                "AND t.created = a.created WHERE a.table_id = ?1");
    if (!stmt)
        return std::unexpected(stmt.error());
    stmt->bind(1, *id);
    auto row = stmt->step();
    if (!row)
        return std::unexpected(row.error());
    if (!*row)
        return QByteArray();
    return stmt->columnBlob(0).toByteArray();
}

Status Store::setTableAccessPolicies(const QString &account, const QString &table, const QByteArray &policies)
{
    auto w = d->writeLease();
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return ok;
    if (auto ok = w->exec(CreateAclTable); !ok)
        return ok;
    auto id = Private::tableId(w.get(), account, table);
    if (!id)
        return std::unexpected(id.error());
    auto created = tableCreated(w.get(), *id);
    if (!created)
        return std::unexpected(created.error());
    {
        auto stmt = w->statement(policies.isEmpty()
                ? "DELETE FROM table_acl WHERE table_id = ?1"
                : "INSERT OR REPLACE INTO table_acl(table_id, created, policies) VALUES(?1, ?2, ?3)");
        if (!stmt)
            return std::unexpected(stmt.error());
        stmt->bind(1, *id);
        if (!policies.isEmpty()) {
            stmt->bind(2, *created);
            stmt->bindBlob(3, policies);
        }
        if (auto ok = stmt->run(); !ok)
            return ok;
    }
    if (auto ok = txn.commit(); !ok)
        return ok;
    d->notifyChange(StoreChangeKind::TableAccessPolicies, account, table);
    return {};
}

} // namespace rowan
