// Service properties per account, in a table of their own created on first use (so stores written before it
// need no migration), kept as the server's opaque bytes like the table access policies.
#include "storage/storeprivate.h"

namespace rowan {

Result<QByteArray> Store::serviceProperties(const QString &account) const
{
    auto c = d->reader();
    if (!c)
        return std::unexpected(c.error());
    auto exists = (*c)->queryInt64(
        "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'service_properties'");
    if (!exists)
        return std::unexpected(exists.error());
    if (*exists == 0)
        return QByteArray();
    // Bound without a copy: the bytes must outlive the statement's step.
    const QByteArray accountUtf8 = account.toUtf8();
    auto stmt = (*c)->statement("SELECT properties FROM service_properties WHERE account = ?1");
    if (!stmt)
        return std::unexpected(stmt.error());
    stmt->bindText(1, accountUtf8);
    auto row = stmt->step();
    if (!row)
        return std::unexpected(row.error());
    if (!*row)
        return QByteArray();
    return stmt->columnBlob(0).toByteArray();
}

Status Store::setServiceProperties(const QString &account, const QByteArray &properties)
{
    auto w = d->writeLease();
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return ok;
    if (auto ok = w->exec("CREATE TABLE IF NOT EXISTS service_properties("
                          "account TEXT PRIMARY KEY, properties BLOB NOT NULL)");
        !ok)
        return ok;
    // Bound without a copy: the bytes must outlive the statement's step.
    const QByteArray accountUtf8 = account.toUtf8();
    {
        auto stmt = w->statement(properties.isEmpty()
                ? "DELETE FROM service_properties WHERE account = ?1"
                : "INSERT OR REPLACE INTO service_properties(account, properties) VALUES(?1, ?2)");
        if (!stmt)
            return std::unexpected(stmt.error());
        stmt->bindText(1, accountUtf8);
        if (!properties.isEmpty())
            stmt->bindBlob(2, properties);
        if (auto ok = stmt->run(); !ok)
            return ok;
    }
    if (auto ok = txn.commit(); !ok)
        return ok;
    d->notifyChange(StoreChangeKind::ServiceProperties, account);
    return {};
}

} // namespace rowan
