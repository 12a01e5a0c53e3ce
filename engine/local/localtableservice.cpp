#include "rowan/localtableservice.h"
#include "rowan/protocol/accesspolicy.h"

#include <QSet>

#include <QFileInfo>

namespace rowan {

LocalTableService::LocalTableService(std::shared_ptr<Store> store, ActionId action)
    : m_store(std::move(store))
    , m_action(action)
{ }

ServiceDescription LocalTableService::description() const
{
    ServiceDescription description;
    description.kind = ServiceKind::Embedded;
    description.location = m_store->path();
    description.displayName = QFileInfo(description.location).fileName();
    description.capabilities = ServiceCapability::Statistics | ServiceCapability::PartitionList
        | ServiceCapability::Explain | ServiceCapability::Encryption | ServiceCapability::Rekey
        | ServiceCapability::ManageAccounts | ServiceCapability::AccountKeys | ServiceCapability::TableAcl
        | ServiceCapability::ChangeNotifications | ServiceCapability::Journal
        | ServiceCapability::TextIndex;
    description.encrypted = m_store->isEncrypted();
    description.safety = m_store->safetyProfile();
    return description;
}

Status LocalTableService::setSafetyProfile(const SafetyProfile &profile)
{
    return m_store->setSafetyProfile(profile);
}

Result<QList<Account>> LocalTableService::accounts() const
{
    return m_store->accounts();
}

Result<Account> LocalTableService::createAccount(const QString &name)
{
    return m_store->createAccount(name);
}

Status LocalTableService::deleteAccount(const QString &name)
{
    return m_store->deleteAccount(name);
}

Result<Account> LocalTableService::regenerateKey(const QString &name, int keyNumber)
{
    return m_store->regenerateKey(name, keyNumber);
}

Result<QList<TableInfo>> LocalTableService::listTables(const QString &account) const
{
    return m_store->listTables(account);
}

Result<TableInfo> LocalTableService::createTable(const QString &account, const QString &name)
{
    return m_store->createTable(account, name);
}

Status LocalTableService::deleteTable(const QString &account, const QString &name)
{
    return m_store->deleteTable(account, name);
}

Result<TableStats> LocalTableService::tableStats(const QString &account, const QString &table) const
{
    return m_store->tableStats(account, table);
}

Result<ScanResult> LocalTableService::scanPartitions(const QString &account, const QString &table,
    const NameRange &range, const PartitionVisitor &visitor) const
{
    return m_store->scanPartitions(account, table, range, visitor);
}

Result<Entity> LocalTableService::getEntity(const QString &account, const QString &table,
    const QString &partitionKey, const QString &rowKey, const ScanOptions &options) const
{
    return m_store->getEntity(account, table, partitionKey, rowKey, options);
}

Result<ScanResult> LocalTableService::scan(const QString &account, const QString &table,
    const KeyRange &range, const EntityVisitor &visitor, const ScanOptions &options,
    const CancelFlag &cancel) const
{
    if (!cancel)
        return m_store->scan(account, table, range, visitor, options);
    bool cancelled = false;
    auto result = m_store->scan(
        account, table, range,
        [&](Entity &entity) {
            if (cancel->load(std::memory_order_relaxed)) {
                cancelled = true;
                return ScanControl::Stop;
            }
            return visitor(entity);
        },
        options);
    if (result && cancelled)
        return fail(ErrorCode::Cancelled, QStringLiteral("The scan was cancelled."));
    return result;
}

Result<QueryPage> LocalTableService::query(const QString &account, const QString &table,
    const QueryRequest &request, const QueryOptions &options) const
{
    return executeQuery(*m_store, account, table, request, options);
}

Result<CostEstimate> LocalTableService::explain(
    const QString &account, const QString &table, const QueryPlan &plan, std::optional<int> top) const
{
    return explainQuery(*m_store, account, table, plan, top);
}

Result<SearchResult> LocalTableService::search(const QString &account, const QString &table,
    const SearchRequest &request, const SearchVisitor &visitor, const SearchProgress &progress,
    const CancelFlag &cancel) const
{
    return searchStore(*m_store, account, table, request, visitor, progress, cancel.get());
}

Result<TextIndexStatus> LocalTableService::textIndexStatus(const QString &account, const QString &table) const
{
    return m_store->textIndexStatus(account, table);
}

Status LocalTableService::createTextIndex(
    const QString &account, const QString &table, const SearchProgress &progress, const CancelFlag &cancel)
{
    return m_store->createTextIndex(account, table, progress, cancel.get());
}

Status LocalTableService::dropTextIndex(const QString &account, const QString &table)
{
    return m_store->dropTextIndex(account, table);
}

Result<EntityVersion> LocalTableService::write(
    const QString &account, const QString &table, const EntityOperation &op)
{
    return m_store->write(account, table, op, m_action);
}

Result<QList<EntityVersion>> LocalTableService::executeBatch(
    const QString &account, const QString &table, const QList<EntityOperation> &operations)
{
    return m_store->executeBatch(account, table, operations, -1, m_action);
}

QList<BatchOutcome> LocalTableService::executeBatches(const QString &account, const QString &table,
    const QList<QList<EntityOperation>> &batches, const CancelFlag &cancel)
{
    QList<BatchOutcome> outcomes(batches.size());
    auto partitionOf = [&](qsizetype i) {
        return batches[i].isEmpty() ? QString() : batches[i].first().entity.partitionKey();
    };
    // Partitions with a failed batch: their later batches are not run, so a retry keeps the order.
    QSet<QString> blocked;
    qsizetype from = 0;
    while (from < batches.size()) {
        if (cancel && cancel->load())
            break;
        QList<qsizetype> indexes;
        QList<QList<EntityOperation>> run;
        for (qsizetype i = from; i < batches.size(); ++i) {
            if (!blocked.contains(partitionOf(i))) {
                indexes.append(i);
                run.append(batches[i]);
            }
        }
        if (run.isEmpty())
            break;
        Error failure;
        auto committed = m_store->executeBatches(account, table, run, &failure, m_action);
        if (!committed) {
            outcomes[indexes.first()] = BatchOutcome {BatchOutcome::State::Failed, committed.error()};
            break;
        }
        for (qsizetype k = 0; k < *committed; ++k)
            outcomes[indexes[k]].state = BatchOutcome::State::Committed;
        if (*committed >= run.size())
            break;
        const qsizetype failed = indexes[*committed];
        outcomes[failed] = BatchOutcome {BatchOutcome::State::Failed, failure};
        if (stopsBatches(failure))
            break;
        blocked.insert(partitionOf(failed));
        from = failed + 1;
    }
    return outcomes;
}

Result<QList<SignedIdentifier>> LocalTableService::tableAccessPolicies(
    const QString &account, const QString &table) const
{
    auto bytes = m_store->tableAccessPolicies(account, table);
    if (!bytes)
        return std::unexpected(bytes.error());
    return protocol::parseSignedIdentifiers(*bytes);
}

Status LocalTableService::setTableAccessPolicies(
    const QString &account, const QString &table, const QList<SignedIdentifier> &policies)
{
    return m_store->setTableAccessPolicies(
        account, table, policies.isEmpty() ? QByteArray() : protocol::serializeSignedIdentifiers(policies));
}

Status LocalTableService::rekey(const QString &newPassphrase)
{
    return m_store->rekey(newPassphrase);
}

Result<quint64> LocalTableService::addChangeObserver(StoreChangeObserver observer)
{
    return m_store->addChangeObserver(std::move(observer));
}

void LocalTableService::removeChangeObserver(quint64 id)
{
    m_store->removeChangeObserver(id);
}

Result<ActionId> LocalTableService::beginAction(const ActionInfo &info)
{
    return m_store->beginAction(info);
}

Status LocalTableService::endAction(ActionId action)
{
    return m_store->endAction(action);
}

std::shared_ptr<TableService> LocalTableService::withAction(ActionId action)
{
    return std::make_shared<LocalTableService>(m_store, action);
}

Result<QList<JournalAction>> LocalTableService::journalActions(const JournalFilter &filter) const
{
    return m_store->journalActions(filter);
}

Result<JournalAction> LocalTableService::journalAction(ActionId action) const
{
    return m_store->journalAction(action);
}

Result<qint64> LocalTableService::journalRecords(
    ActionId action, const JournalRecordVisitor &visitor, bool withBefore) const
{
    return m_store->journalRecords(action, visitor, withBefore);
}

Result<QList<EntityChange>> LocalTableService::entityHistory(const QString &account, const QString &table,
    const QString &partitionKey, const QString &rowKey) const
{
    return m_store->entityHistory(account, table, partitionKey, rowKey);
}

Result<qint64> LocalTableService::journalSize() const
{
    return m_store->journalSize();
}

Result<JournalLimits> LocalTableService::journalLimits() const
{
    return m_store->journalLimits();
}

Status LocalTableService::setJournalLimits(const JournalLimits &limits)
{
    return m_store->setJournalLimits(limits);
}

} // namespace rowan
