// Undo as a journaled action: the before-images written back under the ETags the action produced.
#include "rowan/undo.h"

#include <QHash>

#include <algorithm>
#include <vector>

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

// A fixed seed: the first pass and the writing pass must agree on every entity's hash.
size_t keyHash(const QString &partitionKey, const QString &rowKey)
{
    return qHashMulti(0, partitionKey, rowKey);
}

// The entities an action wrote more than once. Most large actions (an import, a bulk delete) write each
// entity once, and then its only record holds both its before-image and the ETag that guards the write
// back; only the others need the last ETag looked up, so the first pass keeps 8 bytes per record rather
// than every entity's keys and ETag.
class Repeats
{
public:
    // Reads the action's records without their before-images: once for the hashes of every entity's keys,
    // and, when some hash occurs more than once (an entity written again, or two keys with the same hash),
    // once more for the exact keys and last ETags of those records.
    Status find(const TableService &service, ActionId id, qint64 records)
    {
        std::vector<size_t> hashes;
        hashes.reserve(size_t(std::max<qint64>(records, 0)));
        auto scanned = service.journalRecords(
            id,
            [&](JournalRecord &record) {
                hashes.push_back(keyHash(record.partitionKey, record.rowKey));
                return true;
            },
            false);
        if (!scanned)
            return std::unexpected(scanned.error());
        std::sort(hashes.begin(), hashes.end());
        for (size_t i = 0; i < hashes.size();) {
            size_t end = i + 1;
            while (end < hashes.size() && hashes[end] == hashes[i])
                ++end;
            if (end - i == 1)
                ++m_distinct;
            else
                m_hashes.push_back(hashes[i]);
            i = end;
        }
        if (m_hashes.empty())
            return {};
        scanned = service.journalRecords(
            id,
            [&](JournalRecord &record) {
                if (repeated(keyHash(record.partitionKey, record.rowKey)))
                    m_lastEtags.insert(entityKey(record.partitionKey, record.rowKey), record.afterEtag);
                return true;
            },
            false);
        if (!scanned)
            return std::unexpected(scanned.error());
        m_distinct += m_lastEtags.size();
        return {};
    }

    // The entities the action wrote.
    qint64 distinct() const { return m_distinct; }

    // The ETag guarding the write back of `record`'s entity when it is the entity's first record (then
    // true), or false for a later record of an entity already handled.
    bool guardOf(const JournalRecord &record, QString *etag)
    {
        if (!repeated(keyHash(record.partitionKey, record.rowKey))) {
            *etag = record.afterEtag;
            return true;
        }
        auto it = m_lastEtags.find(entityKey(record.partitionKey, record.rowKey));
        if (it == m_lastEtags.end())
            return false;
        *etag = std::move(it.value());
        m_lastEtags.erase(it);
        return true;
    }

private:
    bool repeated(size_t hash) const
    {
        return !m_hashes.empty() && std::binary_search(m_hashes.begin(), m_hashes.end(), hash);
    }

    // Sorted: the hashes more than one record has.
    std::vector<size_t> m_hashes;
    // Of the records with those hashes, by exact key: the last ETag the action gave the entity.
    QHash<QString, QString> m_lastEtags;
    qint64 m_distinct = 0;
};

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

    // Queues the write that reverses one entity's changes (taking `first`'s before-image).
    void add(JournalRecord &first, const QString &lastEtag)
    {
        EntityOperation op;
        if (first.before && !lastEtag.isEmpty()) {
            op = EntityOperation {OperationType::Update, std::move(*first.before), lastEtag};
        } else if (first.before) {
            op = EntityOperation {OperationType::Insert, std::move(*first.before), {}};
        } else if (!lastEtag.isEmpty()) {
            op = EntityOperation {OperationType::Delete, Entity(first.partitionKey, first.rowKey), lastEtag};
        } else {
            return; // created and deleted again by the action: nothing to reverse
        }
        batchFor(first.partitionKey).append(std::move(op));
        ++m_held;
    }

    qsizetype held() const { return m_held; }

    // Sends what is queued. Errors: those that stop the undo (the table, the store).
    Status flush(const CancelFlag &cancel)
    {
        const QList<QList<EntityOperation>> batches = std::exchange(m_batches, {});
        m_filling.clear();
        m_last = -1;
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
    // The batch still filling for `partitionKey`: batches stay in the order their partitions first came,
    // and a run of records of one partition (the usual order of a bulk action) needs no lookup.
    QList<EntityOperation> &batchFor(const QString &partitionKey)
    {
        if (m_last >= 0 && m_batches[m_last].size() < limits::MaxBatchOperations
            && m_batches[m_last].constFirst().entity.partitionKey() == partitionKey)
            return m_batches[m_last];
        auto it = m_filling.find(partitionKey);
        if (it == m_filling.end() || m_batches[it.value()].size() >= limits::MaxBatchOperations) {
            m_batches.emplaceBack().reserve(limits::MaxBatchOperations);
            it = m_filling.insert(partitionKey, m_batches.size() - 1);
        }
        m_last = it.value();
        return m_batches[m_last];
    }

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
    QList<QList<EntityOperation>> m_batches;
    // Partition key: the index in m_batches of its last batch.
    QHash<QString, qsizetype> m_filling;
    qsizetype m_last = -1;
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

    Repeats repeats;
    if (auto found = repeats.find(service, id, action->entityCount); !found)
        return std::unexpected(found.error());
    const qint64 total = repeats.distinct();

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
        QString lastEtag;
        if (!repeats.guardOf(record, &lastEtag))
            return true;
        undoer.add(record, lastEtag);
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
