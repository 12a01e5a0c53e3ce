// A change journal for a service that keeps none of its own (a remote endpoint: Azure, Azurite, `rowan
// serve` reached over HTTP): a TableService that wraps any other and adds ServiceCapability::Journal, with
// the journal kept in a local SQLCipher store file used only for its journal tables. Undo, redo, the
// history and the journal's limits then work as on an embedded store (rowan/undo.h).
//
// How a journaled write is made (through withAction(id)): the entity is read from the wrapped service first
// (its before-image; not found: absent), the write is sent guarded by the ETag read, so what it replaces is
// exactly that before-image, and only then is the record (before-image, the ETag the write produced)
// appended to the journal store. A write without an ETag of its own ("*", InsertOrReplace, InsertOrMerge)
// is sent as the guarded Update, Merge, Delete or Insert it amounts to on what was read; when the entity
// changes between the read and the write, it is read again and sent again, up to MaxGuardRetries times,
// then refused (UpdateConditionNotSatisfied, nothing written). A write with the caller's own ETag, or an
// Insert, is guarded by the caller's condition: its failure is the caller's answer. An entity group
// transaction reads its entities' before-images (a few queries per batch), is sent whole, and all its
// records are appended in one journal transaction once it committed. Bulk writes (executeBatches) go batch
// by batch through the same path.
//
// Crash safety: a write's record is durable (the journal store's durability: it survives kill -9) before
// the write is acknowledged to the caller. The endpoint is another machine, so the write and its record
// cannot be one transaction: a process killed after the endpoint applied a write and before its record was
// appended leaves that write on the endpoint with no record. The action then shows as interrupted (it was
// never ended); undoing it takes back what it recorded, and the unrecorded write stays as it is. When the
// append itself fails after the write was applied, the call returns that error naming the write as made.
//
// Composition: every call that is not a journaled write goes to the wrapped service unchanged, its
// description() included (plus the Journal capability), so other decorators may wrap this one or be
// wrapped by it.
//
// Thread-safety: as TableService. The journal store is shared by the service and its withAction() views.
#pragma once

#include "rowan/store.h"
#include "rowan/tableservice.h"

#include <memory>

namespace rowan {

class JournalingTableService final : public TableService
{
public:
    // Reads and sends again at most this many times when the entity changes under a journaled write.
    static constexpr int MaxGuardRetries = 3;

    // `service` is what is journaled; `journal` holds the records (its accounts and tables go unused).
    // With `action`, write(), executeBatch() and executeBatches() are journaled into it (withAction()).
    JournalingTableService(
        std::shared_ptr<TableService> service, std::shared_ptr<Store> journal, ActionId action = 0);

    // Opens the journal file at `path` (created, with its folder, when missing) encrypted under `key`, and
    // wraps `service` with it. `key` is a passphrase, or SQLCipher's raw key "x'<64 hex digits>'" (a random
    // key: no key derivation, which would slow every connection to the file). Errors: InvalidInput for an
    // empty key (the journal holds entity data and is never kept unencrypted); StoreWrongPassphrase when the
    // file does not open with `key` (the file is left as it was); Store::open()'s others, each naming the
    // journal file.
    static Result<std::shared_ptr<JournalingTableService>> open(
        std::shared_ptr<TableService> service, const QString &path, const QString &key);

    const std::shared_ptr<TableService> &wrapped() const { return m_service; }
    const std::shared_ptr<Store> &journalStore() const { return m_journal; }

    // The wrapped service's, with ServiceCapability::Journal.
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

    Result<EntityVersion> write(
        const QString &account, const QString &table, const EntityOperation &op) override;
    Result<QList<EntityVersion>> executeBatch(
        const QString &account, const QString &table, const QList<EntityOperation> &operations) override;
    // Unjournaled: the wrapped service's. Journaled: TableService's default, each batch through
    // executeBatch(), so each is recorded once it committed.
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

    // The journal, from the journal store.
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
    // The journaled write paths (journaledwrites.cpp).
    Result<EntityVersion> writeJournaled(
        const QString &account, const QString &table, const EntityOperation &op);
    Result<QList<EntityVersion>> batchJournaled(
        const QString &account, const QString &table, const QList<EntityOperation> &operations);
    Status checkAction(const QString &account, const QString &table) const;

    std::shared_ptr<TableService> m_service;
    std::shared_ptr<Store> m_journal;
    ActionId m_action = 0;
};

} // namespace rowan
