// previewSync() and syncTables(): a diff whose differences become entity group transactions on the target.
#include "rowan/compare/sync.h"

#include <QList>

namespace rowan::compare {

namespace {

// Operations held before they go to the target together (one store commit on an embedded store).
constexpr int FlushOperations = 1000;
// Below the service's 4 MiB a batch may carry, leaving room for the request's framing.
constexpr qint64 MaxBatchPayload = 3 * 1024 * 1024;

// Whether a merge would change the target: some change other than a property only the target has.
bool mergeChanges(const EntityDifference &difference)
{
    for (const PropertyChange &change : difference.changes) {
        if (change.kind != PropertyChange::Kind::Added)
            return true;
    }
    return false;
}

// What the sync does with one difference; nullopt: nothing.
std::optional<EntityOperation> operationFor(EntityDifference &difference, const SyncOptions &options)
{
    switch (difference.kind) {
    case DifferenceKind::OnlyLeft:
        return EntityOperation {OperationType::Insert, std::move(*difference.left), QString()};
    case DifferenceKind::OnlyRight:
        if (!options.deleteExtra)
            return std::nullopt;
        return EntityOperation {OperationType::Delete, Entity(difference.partitionKey, difference.rowKey),
            difference.right->etag()};
    case DifferenceKind::Changed:
        if (!options.replace && !mergeChanges(difference))
            return std::nullopt;
        return EntityOperation {options.replace ? OperationType::Update : OperationType::Merge,
            std::move(*difference.left), difference.right->etag()};
    }
    return std::nullopt;
}

void countPlan(SyncPlan &plan, const EntityDifference &difference, const SyncOptions &options)
{
    switch (difference.kind) {
    case DifferenceKind::OnlyLeft:
        ++plan.inserts;
        break;
    case DifferenceKind::OnlyRight:
        ++(options.deleteExtra ? plan.deletes : plan.extraKept);
        break;
    case DifferenceKind::Changed:
        if (!options.replace && !mergeChanges(difference))
            ++plan.mergeUnchanged;
        else
            ++plan.updates;
        break;
    }
}

bool isEntityConflict(const Error &error)
{
    return error.code == ErrorCode::UpdateConditionNotSatisfied || error.code == ErrorCode::ResourceNotFound
        || error.code == ErrorCode::EntityAlreadyExists;
}

// Collects the operations into per-partition batches and writes them, beginning the journal action at the
// first write so that a sync with nothing to write leaves no action behind.
class SyncWriter
{
public:
    SyncWriter(TableService &target, QString account, QString table, ActionInfo info, SyncReport &report)
        : m_target(target)
        , m_account(std::move(account))
        , m_table(std::move(table))
        , m_info(std::move(info))
        , m_report(report)
    { }

    Status add(EntityOperation operation, const CancelFlag &cancel)
    {
        const qint64 size = operation.entity.storageSize();
        if (m_batches.isEmpty() || m_batches.last().size() >= limits::MaxBatchOperations
            || m_batches.last().first().entity.partitionKey() != operation.entity.partitionKey()
            || m_batchBytes + size > MaxBatchPayload) {
            m_batches.append(QList<EntityOperation>());
            m_batchBytes = 0;
        }
        m_batchBytes += size;
        m_batches.last().append(std::move(operation));
        if (++m_held >= FlushOperations)
            return flush(cancel);
        return {};
    }

    Status flush(const CancelFlag &cancel)
    {
        if (m_batches.isEmpty())
            return {};
        if (auto writer = begin(); !writer)
            return std::unexpected(writer.error());
        QList<QList<EntityOperation>> batches = std::move(m_batches);
        m_batches.clear();
        m_held = 0;
        m_batchBytes = 0;
        const QList<BatchOutcome> outcomes = m_writer->executeBatches(m_account, m_table, batches, cancel);
        for (qsizetype i = 0; i < batches.size(); ++i) {
            const BatchOutcome outcome = i < outcomes.size() ? outcomes.at(i) : BatchOutcome {};
            if (outcome.state == BatchOutcome::State::Committed) {
                committed(batches.at(i));
                continue;
            }
            if (outcome.state == BatchOutcome::State::Failed && TableService::stopsBatches(outcome.error))
                return std::unexpected(outcome.error);
            if (cancel && cancel->load())
                return {};
            // Failed because of one entity, or skipped after such a failure in its partition: again, one
            // transaction at a time, without the entities that conflict.
            if (auto retried = retry(batches[i]); !retried)
                return retried;
        }
        return {};
    }

private:
    Result<TableService *> begin()
    {
        if (m_writer)
            return m_writer;
        if (!m_target.has(ServiceCapability::Journal)) {
            m_writer = &m_target;
            return m_writer;
        }
        auto action = m_target.beginAction(m_info);
        if (!action)
            return std::unexpected(action.error());
        m_report.action = *action;
        m_view = m_target.withAction(*action);
        m_writer = m_view ? m_view.get() : &m_target;
        return m_writer;
    }

    Status retry(QList<EntityOperation> &operations)
    {
        while (!operations.isEmpty()) {
            auto result = m_writer->executeBatch(m_account, m_table, operations);
            if (result) {
                committed(operations);
                return {};
            }
            const Error &error = result.error();
            const int index = error.operationIndex;
            if (index < 0 || index >= operations.size() || !isEntityConflict(error))
                return std::unexpected(error);
            const Entity &entity = operations.at(index).entity;
            ++m_report.conflictCount;
            if (m_report.conflicts.size() < SyncReport::MaxConflicts)
                m_report.conflicts.append(SyncConflict {entity.partitionKey(), entity.rowKey(), error});
            operations.removeAt(index);
        }
        return {};
    }

    void committed(const QList<EntityOperation> &operations)
    {
        ++m_report.transactions;
        for (const EntityOperation &operation : operations) {
            switch (operation.type) {
            case OperationType::Insert:
                ++m_report.inserted;
                break;
            case OperationType::Delete:
                ++m_report.deleted;
                break;
            default:
                ++m_report.updated;
                break;
            }
        }
    }

    TableService &m_target;
    QString m_account;
    QString m_table;
    ActionInfo m_info;
    SyncReport &m_report;
    TableService *m_writer = nullptr;
    std::shared_ptr<TableService> m_view;
    QList<QList<EntityOperation>> m_batches;
    qint64 m_batchBytes = 0;
    int m_held = 0;
};

} // namespace

Result<SyncPlan> previewSync(const TableSide &source, const TableSide &target, const SyncOptions &options,
    const DiffProgressCallback &progress, const CancelFlag &cancel)
{
    SyncPlan plan;
    auto diff = diffTables(
        source, target, options.diff,
        [&](EntityDifference &difference) {
            countPlan(plan, difference, options);
            return ScanControl::Continue;
        },
        progress, cancel);
    if (!diff)
        return std::unexpected(diff.error());
    plan.diff = *diff;
    return plan;
}

Result<SyncReport> syncTables(const TableSide &source, TableService &target, const QString &targetAccount,
    const QString &targetTable, const SyncOptions &options, const DiffProgressCallback &progress,
    const CancelFlag &cancel)
{
    SyncReport report;
    const QString from = source.service
        ? QStringLiteral("%1 of %2").arg(source.table, source.service->description().displayName)
        : source.table;
    SyncWriter writer(target, targetAccount, targetTable,
        ActionInfo {QStringLiteral("sync"), QStringLiteral("Sync %1 from %2").arg(targetTable, from),
            targetAccount, targetTable, options.origin, 0},
        report);
    Status failure;
    auto diff = diffTables(
        source, TableSide {&target, targetAccount, targetTable}, options.diff,
        [&](EntityDifference &difference) {
            countPlan(report.plan, difference, options);
            auto operation = operationFor(difference, options);
            if (!operation)
                return ScanControl::Continue;
            failure = writer.add(std::move(*operation), cancel);
            return failure ? ScanControl::Continue : ScanControl::Stop;
        },
        progress, cancel);
    if (failure && diff && !diff->cancelled)
        failure = writer.flush(cancel);
    // Whatever happened, the action ends with what was committed, so it can be undone.
    const Status ended = report.action != 0 ? target.endAction(report.action) : Status();
    if (!diff)
        return std::unexpected(diff.error());
    if (!failure)
        return std::unexpected(failure.error());
    if (!ended)
        return std::unexpected(ended.error());
    report.plan.diff = *diff;
    report.cancelled = diff->cancelled || (cancel && cancel->load());
    return report;
}

} // namespace rowan::compare
