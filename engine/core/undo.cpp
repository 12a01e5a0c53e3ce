// Undo as a journaled action: the before-images written back under the ETags the action produced.
#include "rowan/undo.h"

#include <QHash>

namespace rowan {

namespace {

// Operations held before they are sent: enough batches per store commit to keep an embedded store's undo
// fast, few enough to bound the memory a large action's undo takes.
constexpr qsizetype FlushOperations = 20'000;

QString entityKey(const QString &partitionKey, const QString &rowKey)
{
    // U+0000 is not allowed in keys, so it separates them unambiguously.
    return partitionKey + QChar(u'\0') + rowKey;
}

std::optional<QString> conflictReason(ErrorCode code)
{
    switch (code) {
    case ErrorCode::UpdateConditionNotSatisfied:
        return QStringLiteral("changed since the action");
    case ErrorCode::ResourceNotFound:
        return QStringLiteral("deleted since the action");
    case ErrorCode::EntityAlreadyExists:
        return QStringLiteral("created again since the action");
    default:
        return std::nullopt;
    }
}

class Undoer
{
public:
    Undoer(TableService &service, TableService &writer, const JournalAction &action, UndoReport &report)
        : m_service(service)
        , m_writer(writer)
        , m_account(action.info.account)
        , m_table(action.info.table)
        , m_report(report)
    { }

    // Queues the write that reverses one entity's changes.
    void add(const JournalRecord &first, const QString &lastEtag)
    {
        EntityOperation op;
        if (first.before && !lastEtag.isEmpty()) {
            op = EntityOperation {OperationType::Update, *first.before, lastEtag};
        } else if (first.before) {
            op = EntityOperation {OperationType::Insert, *first.before, {}};
        } else if (!lastEtag.isEmpty()) {
            op = EntityOperation {
                OperationType::Delete, Entity(first.partitionKey, first.rowKey), lastEtag};
        } else {
            return; // created and deleted again by the action: nothing to reverse
        }
        m_pending[first.partitionKey].append(std::move(op));
        ++m_held;
    }

    qsizetype held() const { return m_held; }

    // Sends what is queued. Errors: those that stop the undo (the table, the store).
    Status flush(const CancelFlag &cancel)
    {
        QList<QList<EntityOperation>> batches;
        for (auto it = m_pending.begin(); it != m_pending.end(); ++it) {
            const QList<EntityOperation> &ops = it.value();
            for (qsizetype from = 0; from < ops.size(); from += limits::MaxBatchOperations)
                batches.append(ops.mid(from, limits::MaxBatchOperations));
        }
        m_pending.clear();
        m_held = 0;
        if (batches.isEmpty())
            return {};
        const QList<BatchOutcome> outcomes = m_writer.executeBatches(m_account, m_table, batches, cancel);
        for (qsizetype i = 0; i < batches.size(); ++i) {
            const BatchOutcome &outcome = outcomes.value(i);
            if (outcome.state == BatchOutcome::State::Committed) {
                m_report.restored += batches[i].size();
                continue;
            }
            if (cancel && cancel->load()) {
                m_report.cancelled = true;
                continue;
            }
            if (outcome.state == BatchOutcome::State::Failed && TableService::stopsBatches(outcome.error)
                && outcome.error.code != ErrorCode::Cancelled)
                return std::unexpected(outcome.error);
            // A failed batch, or one skipped behind it: entity by entity, so only the changed ones stay.
            for (const EntityOperation &op : std::as_const(batches[i])) {
                if (auto ok = writeOne(op); !ok)
                    return ok;
            }
        }
        return {};
    }

private:
    Status writeOne(const EntityOperation &op)
    {
        auto written = m_writer.write(m_account, m_table, op);
        if (written) {
            ++m_report.restored;
            return {};
        }
        const auto reason = conflictReason(written.error().code);
        if (!reason)
            return std::unexpected(written.error());
        UndoConflict conflict;
        conflict.partitionKey = op.entity.partitionKey();
        conflict.rowKey = op.entity.rowKey();
        if (op.type != OperationType::Delete)
            conflict.before = op.entity;
        auto current = m_service.getEntity(m_account, m_table, conflict.partitionKey, conflict.rowKey);
        if (current)
            conflict.current = std::move(*current);
        else if (current.error().code != ErrorCode::ResourceNotFound)
            return std::unexpected(current.error());
        conflict.reason = *reason;
        m_report.conflicts.append(std::move(conflict));
        return {};
    }

    TableService &m_service;
    TableService &m_writer;
    QString m_account;
    QString m_table;
    UndoReport &m_report;
    QHash<QString, QList<EntityOperation>> m_pending;
    qsizetype m_held = 0;
};

QString undoLabel(const JournalAction &action)
{
    const QString undoPrefix = QStringLiteral("Undo: ");
    const QString redoPrefix = QStringLiteral("Redo: ");
    if (action.info.kind == u"undo" && action.info.label.startsWith(undoPrefix))
        return redoPrefix + action.info.label.mid(undoPrefix.size());
    if (action.info.kind == u"redo" && action.info.label.startsWith(redoPrefix))
        return undoPrefix + action.info.label.mid(redoPrefix.size());
    return undoPrefix + action.info.label;
}

} // namespace

Result<UndoReport> undoAction(TableService &service, ActionId id, const CancelFlag &cancel,
    const UndoProgress &progress, const QString &origin)
{
    if (!service.has(ServiceCapability::Journal))
        return fail(ErrorCode::NotImplemented, QStringLiteral("This endpoint keeps no change journal."));
    auto action = service.journalAction(id);
    if (!action)
        return std::unexpected(action.error());
    if (action->undoneBy != 0)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("Action %1 (%2) was already undone by action %3; undo that one to redo it.")
                .arg(id)
                .arg(action->info.label)
                .arg(action->undoneBy));
    if (action->open && !action->interrupted)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("Action %1 (%2) is still running.").arg(id).arg(action->info.label));

    // The last ETag each entity was given by the action: the guard of its write back.
    QHash<QString, QString> lastEtags;
    lastEtags.reserve(action->entityCount);
    auto scanned = service.journalRecords(
        id,
        [&](JournalRecord &record) {
            lastEtags.insert(entityKey(record.partitionKey, record.rowKey), record.afterEtag);
            return true;
        },
        false);
    if (!scanned)
        return std::unexpected(scanned.error());
    const qint64 total = lastEtags.size();

    ActionInfo info;
    info.kind = action->info.kind == u"undo" ? QStringLiteral("redo") : QStringLiteral("undo");
    info.label = undoLabel(*action);
    info.account = action->info.account;
    info.table = action->info.table;
    info.origin = origin;
    info.undoes = id;
    auto undoId = service.beginAction(info);
    if (!undoId)
        return std::unexpected(undoId.error());
    auto writer = service.withAction(*undoId);
    if (!writer) {
        (void)service.endAction(*undoId);
        return fail(ErrorCode::NotImplemented, QStringLiteral("This endpoint cannot journal the undo."));
    }

    UndoReport report;
    report.undoAction = *undoId;
    Undoer undoer(service, *writer, *action, report);
    Status failure;
    qint64 done = 0;
    if (progress)
        progress(0, total);
    // Each entity's first record holds its before-image; later ones of the same entity are skipped.
    auto visited = service.journalRecords(id, [&](JournalRecord &record) {
        if (cancel && cancel->load()) {
            report.cancelled = true;
            return false;
        }
        auto it = lastEtags.find(entityKey(record.partitionKey, record.rowKey));
        if (it == lastEtags.end())
            return true;
        undoer.add(record, it.value());
        lastEtags.erase(it);
        ++done;
        if (undoer.held() >= FlushOperations) {
            failure = undoer.flush(cancel);
            if (progress)
                progress(done, total);
            return bool(failure) && !report.cancelled;
        }
        return true;
    });
    if (failure && !report.cancelled)
        failure = undoer.flush(cancel);
    if (!visited && failure)
        failure = std::unexpected(visited.error());
    if (progress && failure)
        progress(done, total);
    const Status ended = service.endAction(*undoId);
    if (!failure)
        return std::unexpected(failure.error());
    if (!ended)
        return std::unexpected(ended.error());
    return report;
}

Result<ActionId> lastUndoableAction(const TableService &service, const JournalFilter &filter)
{
    auto actions = service.journalActions(JournalFilter {filter.account, filter.table, -1});
    if (!actions)
        return std::unexpected(actions.error());
    for (const JournalAction &action : std::as_const(*actions)) {
        if (action.undoneBy == 0 && (!action.open || action.interrupted))
            return action.id;
    }
    return ActionId(0);
}

} // namespace rowan
