#pragma once

#include <rowan/localtableservice.h>

// The embedded store seen as an endpoint without statistics, partition list or cost estimates (as a remote
// endpoint is): every other call goes to the store.
class WithoutStatistics final : public rowan::TableService
{
public:
    explicit WithoutStatistics(std::shared_ptr<rowan::Store> store)
        : m_local(std::move(store))
    { }
    rowan::ServiceDescription description() const override
    {
        rowan::ServiceDescription description = m_local.description();
        description.kind = rowan::ServiceKind::Remote;
        description.capabilities = {};
        return description;
    }
    rowan::Result<QList<rowan::Account>> accounts() const override { return m_local.accounts(); }
    rowan::Result<QList<rowan::TableInfo>> listTables(const QString &account) const override
    {
        auto tables = m_local.listTables(account);
        if (tables) {
            for (rowan::TableInfo &table : *tables)
                table.stats = {-1, -1, -1};
        }
        return tables;
    }
    rowan::Result<rowan::TableInfo> createTable(const QString &account, const QString &name) override
    {
        return m_local.createTable(account, name);
    }
    rowan::Status deleteTable(const QString &account, const QString &name) override
    {
        return m_local.deleteTable(account, name);
    }
    rowan::Result<rowan::Entity> getEntity(const QString &account, const QString &table, const QString &pk,
        const QString &rk, const rowan::ScanOptions &options) const override
    {
        return m_local.getEntity(account, table, pk, rk, options);
    }
    rowan::Result<rowan::ScanResult> scan(const QString &account, const QString &table,
        const rowan::KeyRange &range, const rowan::EntityVisitor &visitor, const rowan::ScanOptions &options,
        const rowan::CancelFlag &cancel) const override
    {
        return m_local.scan(account, table, range, visitor, options, cancel);
    }
    rowan::Result<rowan::QueryPage> query(const QString &account, const QString &table,
        const rowan::QueryRequest &request, const rowan::QueryOptions &options) const override
    {
        return m_local.query(account, table, request, options);
    }
    rowan::Result<rowan::EntityVersion> write(
        const QString &account, const QString &table, const rowan::EntityOperation &op) override
    {
        return m_local.write(account, table, op);
    }
    rowan::Result<QList<rowan::EntityVersion>> executeBatch(const QString &account, const QString &table,
        const QList<rowan::EntityOperation> &operations) override
    {
        return m_local.executeBatch(account, table, operations);
    }

private:
    rowan::LocalTableService m_local;
};
