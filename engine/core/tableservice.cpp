#include "rowan/tableservice.h"

namespace rowan {

TableService::~TableService() = default;

Error TableService::notImplemented(const char *what)
{
    return Error {ErrorCode::NotImplemented,
        QStringLiteral("This endpoint does not offer %1.").arg(QLatin1StringView(what))};
}

Result<Account> TableService::createAccount(const QString &)
{
    return std::unexpected(notImplemented("account management"));
}

Status TableService::deleteAccount(const QString &)
{
    return std::unexpected(notImplemented("account management"));
}

Result<Account> TableService::regenerateKey(const QString &, int)
{
    return std::unexpected(notImplemented("account management"));
}

Result<TableStats> TableService::tableStats(const QString &, const QString &) const
{
    return std::unexpected(notImplemented("table statistics"));
}

Result<ScanResult> TableService::scanPartitions(
    const QString &, const QString &, const NameRange &, const PartitionVisitor &) const
{
    return std::unexpected(notImplemented("a partition list"));
}

Result<CostEstimate> TableService::explain(
    const QString &, const QString &, const QueryPlan &, std::optional<int>) const
{
    return std::unexpected(notImplemented("cost estimates"));
}

Result<QList<protocol::SignedIdentifier>> TableService::tableAccessPolicies(
    const QString &, const QString &) const
{
    return std::unexpected(notImplemented("stored access policies"));
}

Status TableService::setTableAccessPolicies(
    const QString &, const QString &, const QList<protocol::SignedIdentifier> &)
{
    return std::unexpected(notImplemented("stored access policies"));
}

Status TableService::rekey(const QString &)
{
    return std::unexpected(notImplemented("a passphrase"));
}

Result<quint64> TableService::addChangeObserver(StoreChangeObserver)
{
    return std::unexpected(notImplemented("change notifications"));
}

void TableService::removeChangeObserver(quint64) { }

} // namespace rowan
