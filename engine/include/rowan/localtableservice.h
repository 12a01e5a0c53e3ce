// The embedded store as a TableService: every call goes straight to the Store on the calling thread, so a
// model reading through the interface is as fast as one holding the Store. Every capability is offered.
//
// Thread-safety: as Store (any method from any thread at once). The service keeps the Store alive; the
// Store closes when the last holder of the shared pointer lets it go.
#pragma once

#include "rowan/store.h"
#include "rowan/tableservice.h"

#include <memory>

namespace rowan {

class LocalTableService final : public TableService
{
public:
    // With `action`, every write is recorded into that journal action (withAction()).
    explicit LocalTableService(std::shared_ptr<Store> store, ActionId action = 0);

    // The store itself, for what only an embedded store does (integrity checks, backups, serving it).
    const std::shared_ptr<Store> &store() const { return m_store; }

    ServiceDescription description() const override;

    Result<QList<Account>> accounts() const override;
    Result<Account> createAccount(const QString &name) override;
    Status deleteAccount(const QString &name) override;
    Result<Account> regenerateKey(const QString &name, int keyNumber) override;

    Result<QList<TableInfo>> listTables(const QString &account) const override;
    Result<TableInfo> createTable(const QString &account, const QString &name) override;
    Status deleteTable(const QString &account, const QString &name) override;

    Result<TableStats> tableStats(const QString &account, const QString &table) const override;
    Result<ScanResult> scanPartitions(const QString &account, const QString &table, const NameRange &range,
        const PartitionVisitor &visitor) const override;

    Result<Entity> getEntity(const QString &account, const QString &table, const QString &partitionKey,
        const QString &rowKey, const ScanOptions &options = {}) const override;
    Result<ScanResult> scan(const QString &account, const QString &table, const KeyRange &range,
        const EntityVisitor &visitor, const ScanOptions &options = {},
        const CancelFlag &cancel = {}) const override;
    Result<QueryPage> query(const QString &account, const QString &table, const QueryRequest &request,
        const QueryOptions &options = {}) const override;
    Result<CostEstimate> explain(const QString &account, const QString &table, const QueryPlan &plan,
        std::optional<int> top = std::nullopt) const override;

    // In the engine (searchStore()), with the table's text index when it is ready.
    Result<SearchResult> search(const QString &account, const QString &table, const SearchRequest &request,
        const SearchVisitor &visitor, const SearchProgress &progress = {},
        const CancelFlag &cancel = {}) const override;
    Result<TextIndexStatus> textIndexStatus(const QString &account, const QString &table) const override;
    Status createTextIndex(const QString &account, const QString &table, const SearchProgress &progress = {},
        const CancelFlag &cancel = {}) override;
    Status dropTextIndex(const QString &account, const QString &table) override;

    Result<EntityVersion> write(
        const QString &account, const QString &table, const EntityOperation &op) override;
    Result<QList<EntityVersion>> executeBatch(
        const QString &account, const QString &table, const QList<EntityOperation> &operations) override;
    // Commits as many batches as it can in each store transaction (Store::executeBatches).
    QList<BatchOutcome> executeBatches(const QString &account, const QString &table,
        const QList<QList<EntityOperation>> &batches, const CancelFlag &cancel = {}) override;

    Result<QList<SignedIdentifier>> tableAccessPolicies(
        const QString &account, const QString &table) const override;
    Status setTableAccessPolicies(
        const QString &account, const QString &table, const QList<SignedIdentifier> &policies) override;

    Status rekey(const QString &newPassphrase) override;
    Status setSafetyProfile(const SafetyProfile &profile) override;

    Result<quint64> addChangeObserver(StoreChangeObserver observer) override;
    void removeChangeObserver(quint64 id) override;

    Result<ActionId> beginAction(const ActionInfo &info) override;
    Status endAction(ActionId action) override;
    std::shared_ptr<TableService> withAction(ActionId action) override;
    Result<QList<JournalAction>> journalActions(const JournalFilter &filter = {}) const override;
    Result<JournalAction> journalAction(ActionId action) const override;
    Result<qint64> journalRecords(
        ActionId action, const JournalRecordVisitor &visitor, bool withBefore = true) const override;
    Result<QList<EntityChange>> entityHistory(const QString &account, const QString &table,
        const QString &partitionKey, const QString &rowKey) const override;
    Result<qint64> journalSize() const override;
    Result<JournalLimits> journalLimits() const override;
    Status setJournalLimits(const JournalLimits &limits) override;

private:
    std::shared_ptr<Store> m_store;
    ActionId m_action = 0;
};

} // namespace rowan
