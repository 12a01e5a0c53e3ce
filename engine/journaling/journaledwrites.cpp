// JournalingTableService's journaled writes: read the before-image, send the write guarded by its ETag,
// append the record once the write is acknowledged, and read again when the entity changed in between.
#include "rowan/journalingtableservice.h"

#include "rowan/filter.h"
#include "rowan/query.h"

#include <QHash>

namespace rowan {

namespace {

// A filter may hold 15 comparisons: the PartitionKey's and this many RowKeys.
constexpr qsizetype RowKeysPerRead = 14;

// One operation as sent: the caller's, guarded by what was read.
struct GuardedWrite
{
    EntityOperation op;
    std::optional<Entity> before;
    // The errors that mean the entity changed since it was read, under a guard this service added: read
    // again and send again. Under the caller's own guard the error is the caller's answer.
    QList<ErrorCode> changedSince;
};

Error notFound()
{
    return Error {ErrorCode::ResourceNotFound, QStringLiteral("The specified resource does not exist.")};
}

bool anyEtag(const QString &ifMatch)
{
    return ifMatch.isEmpty() || ifMatch == u"*";
}

// What `op` amounts to on the entity as read (`before`, nullopt: absent), guarded so that it fails if the
// entity changes before it lands; the error `op` meets on that state when it cannot succeed.
Result<GuardedWrite> guard(const EntityOperation &op, std::optional<Entity> before)
{
    GuardedWrite w {op, std::move(before), {}};
    switch (op.type) {
    case OperationType::Insert:
        // Succeeds only where nothing was: the before-image is absence, whatever a read said.
        w.before.reset();
        return w;
    case OperationType::Update:
    case OperationType::Merge:
    case OperationType::Delete:
        // An ETag is never given twice, so an entity missing now cannot match any ETag later.
        if (!w.before)
            return std::unexpected(notFound());
        if (anyEtag(op.ifMatch)) {
            w.op.ifMatch = w.before->etag();
            w.changedSince = {ErrorCode::UpdateConditionNotSatisfied};
        }
        return w;
    case OperationType::InsertOrReplace:
    case OperationType::InsertOrMerge:
        if (w.before) {
            w.op.type
                = op.type == OperationType::InsertOrReplace ? OperationType::Update : OperationType::Merge;
            w.op.ifMatch = w.before->etag();
            w.changedSince = {ErrorCode::UpdateConditionNotSatisfied, ErrorCode::ResourceNotFound};
        } else {
            w.op.type = OperationType::Insert;
            w.op.ifMatch.clear();
            w.changedSince = {ErrorCode::EntityAlreadyExists};
        }
        return w;
    }
    return w;
}

Result<std::optional<Entity>> readOne(
    const TableService &service, const QString &account, const QString &table, const Entity &keys)
{
    auto got = service.getEntity(account, table, keys.partitionKey(), keys.rowKey());
    if (got)
        return std::optional<Entity>(std::move(*got));
    if (got.error().code == ErrorCode::ResourceNotFound)
        return std::optional<Entity>();
    return std::unexpected(got.error());
}

QString entityKey(const QString &partitionKey, const QString &rowKey)
{
    // U+0000 is not allowed in keys, so it separates them unambiguously.
    return partitionKey + QChar(u'\0') + rowKey;
}

// The entities `keys` name as they are now, by "pk\0rk" (missing ones absent): a query per partition and
// RowKeysPerRead keys rather than a request per entity.
Result<QHash<QString, Entity>> readMany(
    const TableService &service, const QString &account, const QString &table, const QList<Entity> &keys)
{
    QHash<QString, QStringList> rowKeys;
    QStringList partitions;
    for (const Entity &e : keys) {
        if (!rowKeys.contains(e.partitionKey()))
            partitions.append(e.partitionKey());
        rowKeys[e.partitionKey()].append(e.rowKey());
    }
    QHash<QString, Entity> found;
    for (const QString &pk : std::as_const(partitions)) {
        const QStringList &rks = rowKeys[pk];
        for (qsizetype from = 0; from < rks.size(); from += RowKeysPerRead) {
            QList<FilterNode> anyRow;
            for (const QString &rk : rks.mid(from, RowKeysPerRead))
                anyRow.append(
                    FilterNode::compare(QStringLiteral("RowKey"), CompareOp::Eq, Value::string(rk)));
            auto filter = Filter::fromNode(FilterNode::allOf({
                FilterNode::compare(QStringLiteral("PartitionKey"), CompareOp::Eq, Value::string(pk)),
                anyRow.size() == 1 ? anyRow.first() : FilterNode::anyOf(anyRow),
            }));
            if (!filter)
                return std::unexpected(filter.error());
            QueryRequest request;
            request.filter = *filter;
            do {
                auto page = service.query(account, table, request);
                if (!page)
                    return std::unexpected(page.error());
                for (qsizetype i = 0; i < page->entities.size(); ++i) {
                    auto entity = page->entities.entity(i);
                    if (!entity)
                        return std::unexpected(entity.error());
                    found.insert(entityKey(entity->partitionKey(), entity->rowKey()), std::move(*entity));
                }
                request.continuation = page->continuation;
            } while (!request.continuation.isNull());
        }
    }
    return found;
}

Error keptChanging(const QString &what)
{
    return Error {ErrorCode::UpdateConditionNotSatisfied,
        QStringLiteral("%1 changed each of the %2 times it was read for the change journal; nothing was "
                       "written.")
            .arg(what)
            .arg(JournalingTableService::MaxGuardRetries + 1)};
}

// The write happened on the service, but it has no record: say so, keeping the journal's error code.
Error unrecorded(const QString &what, const Error &error)
{
    return Error {error.code,
        QStringLiteral("%1 was written, but its change journal record could not be saved, so it cannot be "
                       "undone: %2")
            .arg(what, error.message)};
}

QString describe(const Entity &entity)
{
    return QStringLiteral("The entity %1/%2").arg(entity.partitionKey(), entity.rowKey());
}

// The records of a write that succeeded; an error when the service did not give an ETag for an entity it
// wrote (the journal could not guard its undo).
Result<QList<JournalRecord>> recordsOf(
    const QList<GuardedWrite> &writes, const QList<EntityVersion> &versions)
{
    if (versions.size() != writes.size())
        return fail(ErrorCode::InternalError,
            QStringLiteral("The service answered %1 versions for %2 writes.")
                .arg(versions.size())
                .arg(writes.size()));
    QList<JournalRecord> records;
    records.reserve(writes.size());
    for (qsizetype i = 0; i < writes.size(); ++i) {
        const GuardedWrite &w = writes.at(i);
        const bool deleted = w.op.type == OperationType::Delete;
        if (!deleted && versions.at(i).etag.isEmpty())
            return fail(ErrorCode::InternalError, QStringLiteral("The service gave no ETag for the write."));
        records.append(JournalRecord {w.op.entity.partitionKey(), w.op.entity.rowKey(), w.before,
            deleted ? QString() : versions.at(i).etag});
    }
    return records;
}

} // namespace

Status JournalingTableService::checkAction(const QString &account, const QString &table) const
{
    auto action = m_journal->journalAction(m_action);
    if (!action)
        return std::unexpected(action.error());
    if (!action->open || action->interrupted)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("The journal action %1 is not open in this journal.").arg(m_action));
    if (action->info.account != account || action->info.table.compare(table, Qt::CaseInsensitive) != 0)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("The journal action %1 records writes to another table than %2/%3.")
                .arg(m_action)
                .arg(account, table));
    return {};
}

Result<EntityVersion> JournalingTableService::writeJournaled(
    const QString &account, const QString &table, const EntityOperation &op)
{
    if (auto ok = checkAction(account, table); !ok)
        return std::unexpected(ok.error());
    for (int attempt = 0;; ++attempt) {
        std::optional<Entity> before;
        if (op.type != OperationType::Insert) {
            auto read = readOne(*m_service, account, table, op.entity);
            if (!read)
                return std::unexpected(read.error());
            before = std::move(*read);
        }
        auto w = guard(op, std::move(before));
        if (!w)
            return std::unexpected(w.error());
        auto written = m_service->write(account, table, w->op);
        if (!written) {
            if (!w->changedSince.contains(written.error().code))
                return written;
            if (attempt == MaxGuardRetries)
                return std::unexpected(keptChanging(describe(op.entity)));
            continue;
        }
        auto records = recordsOf({*w}, {*written});
        if (!records)
            return std::unexpected(unrecorded(describe(op.entity), records.error()));
        if (auto ok = m_journal->appendJournalRecords(m_action, account, table, *records); !ok)
            return std::unexpected(unrecorded(describe(op.entity), ok.error()));
        return written;
    }
}

Result<QList<EntityVersion>> JournalingTableService::batchJournaled(
    const QString &account, const QString &table, const QList<EntityOperation> &operations)
{
    if (auto ok = checkAction(account, table); !ok)
        return std::unexpected(ok.error());
    if (operations.isEmpty())
        return m_service->executeBatch(account, table, operations); // the service's own error
    const QString what = QStringLiteral("An entity group transaction of %1 operations in %2")
                             .arg(operations.size())
                             .arg(table);
    QList<Entity> toRead;
    for (const EntityOperation &op : operations) {
        if (op.type != OperationType::Insert)
            toRead.append(op.entity);
    }
    for (int attempt = 0;; ++attempt) {
        QHash<QString, Entity> current;
        if (toRead.size() == 1) {
            auto read = readOne(*m_service, account, table, toRead.first());
            if (!read)
                return std::unexpected(read.error());
            if (*read)
                current.insert(entityKey((*read)->partitionKey(), (*read)->rowKey()), std::move(**read));
        } else if (!toRead.isEmpty()) {
            auto read = readMany(*m_service, account, table, toRead);
            if (!read)
                return std::unexpected(read.error());
            current = std::move(*read);
        }
        QList<GuardedWrite> writes;
        QList<EntityOperation> guarded;
        writes.reserve(operations.size());
        guarded.reserve(operations.size());
        for (qsizetype i = 0; i < operations.size(); ++i) {
            const EntityOperation &op = operations.at(i);
            const auto it = current.constFind(entityKey(op.entity.partitionKey(), op.entity.rowKey()));
            auto w = guard(op, it == current.cend() ? std::nullopt : std::optional<Entity>(*it));
            if (!w)
                return fail(w.error().code, w.error().message, int(i));
            guarded.append(w->op);
            writes.append(std::move(*w));
        }
        auto written = m_service->executeBatch(account, table, guarded);
        if (!written) {
            const int index = written.error().operationIndex;
            const bool changed = index >= 0 && index < writes.size()
                && writes.at(index).changedSince.contains(written.error().code);
            if (!changed)
                return written;
            if (attempt == MaxGuardRetries) {
                Error error = keptChanging(describe(operations.at(index).entity));
                error.operationIndex = index;
                return std::unexpected(error);
            }
            continue;
        }
        auto records = recordsOf(writes, *written);
        if (!records)
            return std::unexpected(unrecorded(what, records.error()));
        if (auto ok = m_journal->appendJournalRecords(m_action, account, table, *records); !ok)
            return std::unexpected(unrecorded(what, ok.error()));
        return written;
    }
}

} // namespace rowan
