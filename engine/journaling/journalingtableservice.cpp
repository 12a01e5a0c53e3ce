// JournalingTableService: opening the journal file, and every call that is not a journaled write, passed
// to the wrapped service or to the journal store.
#include "rowan/journalingtableservice.h"

#include <QDir>
#include <QFileInfo>

namespace rowan {

namespace {

// The journal holds one connection's actions, read a page at a time: a small cache is plenty.
constexpr int JournalCacheKiB = 4 * 1024;

Error journalError(const QString &path, const Error &error)
{
    if (error.code == ErrorCode::StoreWrongPassphrase)
        return Error {error.code,
            QStringLiteral("The change journal %1 does not open with this key or passphrase; it was left as "
                           "it was.")
                .arg(QDir::toNativeSeparators(path))};
    return Error {error.code,
        QStringLiteral("The change journal %1 cannot be opened: %2")
            .arg(QDir::toNativeSeparators(path), error.message)};
}

} // namespace

JournalingTableService::JournalingTableService(
    std::shared_ptr<TableService> service, std::shared_ptr<Store> journal, ActionId action)
    : m_service(std::move(service))
    , m_journal(std::move(journal))
    , m_action(action)
{ }

Result<std::shared_ptr<JournalingTableService>> JournalingTableService::open(
    std::shared_ptr<TableService> service, const QString &path, const QString &key)
{
    if (!service)
        return fail(ErrorCode::InvalidInput, QStringLiteral("There is no service to journal."));
    if (key.isEmpty())
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("The change journal %1 needs a key: it is never kept unencrypted.")
                .arg(QDir::toNativeSeparators(path)));
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder))
        return fail(ErrorCode::StoreIoError,
            QStringLiteral("The folder %1 for the change journal cannot be created.")
                .arg(QDir::toNativeSeparators(folder)));
    StoreOptions options;
    options.passphrase = key;
    options.createIfMissing = true;
    options.maxIdleReaders = 2;
    options.cacheSizeKiB = JournalCacheKiB;
    auto store = Store::open(path, options);
    if (!store)
        return std::unexpected(journalError(path, store.error()));
    return std::make_shared<JournalingTableService>(
        std::move(service), std::shared_ptr<Store>(std::move(*store)));
}

ServiceDescription JournalingTableService::description() const
{
    ServiceDescription description = m_service->description();
    description.capabilities |= ServiceCapability::Journal;
    return description;
}

Result<QList<Account>> JournalingTableService::accounts() const
{
    return m_service->accounts();
}

Result<Account> JournalingTableService::createAccount(const QString &name)
{
    return m_service->createAccount(name);
}

Status JournalingTableService::deleteAccount(const QString &name)
{
    return m_service->deleteAccount(name);
}

Result<Account> JournalingTableService::regenerateKey(const QString &name, int keyNumber)
{
    return m_service->regenerateKey(name, keyNumber);
}

Result<QList<TableInfo>> JournalingTableService::listTables(const QString &account) const
{
    return m_service->listTables(account);
}

Result<TableInfo> JournalingTableService::createTable(const QString &account, const QString &name)
{
    return m_service->createTable(account, name);
}

Status JournalingTableService::deleteTable(const QString &account, const QString &name)
{
    return m_service->deleteTable(account, name);
}

Result<TableStats> JournalingTableService::tableStats(const QString &account, const QString &table) const
{
    return m_service->tableStats(account, table);
}

Result<ScanResult> JournalingTableService::scanPartitions(const QString &account, const QString &table,
    const NameRange &range, const PartitionVisitor &visitor) const
{
    return m_service->scanPartitions(account, table, range, visitor);
}

Result<Entity> JournalingTableService::getEntity(const QString &account, const QString &table,
    const QString &partitionKey, const QString &rowKey, const ScanOptions &options) const
{
    return m_service->getEntity(account, table, partitionKey, rowKey, options);
}

Result<ScanResult> JournalingTableService::scan(const QString &account, const QString &table,
    const KeyRange &range, const EntityVisitor &visitor, const ScanOptions &options,
    const CancelFlag &cancel) const
{
    return m_service->scan(account, table, range, visitor, options, cancel);
}

Result<QueryPage> JournalingTableService::query(const QString &account, const QString &table,
    const QueryRequest &request, const QueryOptions &options) const
{
    return m_service->query(account, table, request, options);
}

Result<CostEstimate> JournalingTableService::explain(
    const QString &account, const QString &table, const QueryPlan &plan, std::optional<int> top) const
{
    return m_service->explain(account, table, plan, top);
}

Result<EntityVersion> JournalingTableService::write(
    const QString &account, const QString &table, const EntityOperation &op)
{
    if (m_action == 0)
        return m_service->write(account, table, op);
    return writeJournaled(account, table, op);
}

Result<QList<EntityVersion>> JournalingTableService::executeBatch(
    const QString &account, const QString &table, const QList<EntityOperation> &operations)
{
    if (m_action == 0)
        return m_service->executeBatch(account, table, operations);
    return batchJournaled(account, table, operations);
}

QList<BatchOutcome> JournalingTableService::executeBatches(const QString &account, const QString &table,
    const QList<QList<EntityOperation>> &batches, const CancelFlag &cancel)
{
    if (m_action == 0)
        return m_service->executeBatches(account, table, batches, cancel);
    return TableService::executeBatches(account, table, batches, cancel);
}

Result<QList<SignedIdentifier>> JournalingTableService::tableAccessPolicies(
    const QString &account, const QString &table) const
{
    return m_service->tableAccessPolicies(account, table);
}

Status JournalingTableService::setTableAccessPolicies(
    const QString &account, const QString &table, const QList<SignedIdentifier> &policies)
{
    return m_service->setTableAccessPolicies(account, table, policies);
}

Status JournalingTableService::rekey(const QString &newPassphrase)
{
    return m_service->rekey(newPassphrase);
}

Status JournalingTableService::setSafetyProfile(const SafetyProfile &profile)
{
    return m_service->setSafetyProfile(profile);
}

Result<quint64> JournalingTableService::addChangeObserver(StoreChangeObserver observer)
{
    return m_service->addChangeObserver(std::move(observer));
}

void JournalingTableService::removeChangeObserver(quint64 id)
{
    m_service->removeChangeObserver(id);
}

Result<ActionId> JournalingTableService::beginAction(const ActionInfo &info)
{
    return m_journal->beginAction(info);
}

Status JournalingTableService::endAction(ActionId action)
{
    return m_journal->endAction(action);
}

std::shared_ptr<TableService> JournalingTableService::withAction(ActionId action)
{
    return std::make_shared<JournalingTableService>(m_service, m_journal, action);
}

Result<QList<JournalAction>> JournalingTableService::journalActions(const JournalFilter &filter) const
{
    return m_journal->journalActions(filter);
}

Result<JournalAction> JournalingTableService::journalAction(ActionId action) const
{
    return m_journal->journalAction(action);
}

Result<qint64> JournalingTableService::journalRecords(
    ActionId action, const JournalRecordVisitor &visitor, bool withBefore) const
{
    return m_journal->journalRecords(action, visitor, withBefore);
}

Result<QList<EntityChange>> JournalingTableService::entityHistory(
    const QString &account, const QString &table, const QString &partitionKey, const QString &rowKey) const
{
    return m_journal->entityHistory(account, table, partitionKey, rowKey);
}

Result<qint64> JournalingTableService::journalSize() const
{
    return m_journal->journalSize();
}

Result<JournalLimits> JournalingTableService::journalLimits() const
{
    return m_journal->journalLimits();
}

Status JournalingTableService::setJournalLimits(const JournalLimits &limits)
{
    return m_journal->setJournalLimits(limits);
}

} // namespace rowan
