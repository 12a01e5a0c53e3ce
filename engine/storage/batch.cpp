// Entity group transactions: checked as a whole first, then applied in one transaction.
#include "storage/entitywriter.h"

#include <QSet>

namespace rowan {

namespace {

Error atOperation(Error error, int index)
{
    error.operationIndex = index;
    error.message = QString::number(index) + QLatin1Char(':') + error.message;
    return error;
}

std::unexpected<Error> failAt(int index, ErrorCode code, const QString &message)
{
    return std::unexpected(atOperation(Error {code, message}, index));
}

bool isStoreFailure(const Error &error)
{
    switch (error.code) {
    case ErrorCode::StoreIoError:
    case ErrorCode::StoreBusy:
    case ErrorCode::StoreReadOnly:
    case ErrorCode::StoreCorrupt:
    case ErrorCode::InternalError:
        return true;
    default:
        return error.operationIndex < 0;
    }
}

// The checks that need no store, in the order the service applies them.
Status checkBatch(const QList<EntityOperation> &operations, qint64 payloadBytes)
{
    if (operations.isEmpty())
        return failAt(
            0, ErrorCode::InvalidInput, QStringLiteral("The batch request contains no operations."));
    if (operations.size() > limits::MaxBatchOperations)
        return failAt(limits::MaxBatchOperations, ErrorCode::InvalidInput,
            QStringLiteral("The batch request operation exceeds the maximum 100 changes per change set."));
    const QString tooLarge
        = QStringLiteral("The request body is too large and exceeds the maximum permissible limit.");
    if (payloadBytes > limits::MaxBatchBytes)
        return failAt(0, ErrorCode::RequestBodyTooLarge, tooLarge);

    const QString &partitionKey = operations.first().entity.partitionKey();
    QSet<QString> rowKeys;
    qint64 bytes = 0;
    for (int i = 0; i < operations.size(); ++i) {
        const Entity &entity = operations[i].entity;
        if (entity.partitionKey() != partitionKey)
            return failAt(i, ErrorCode::CommandsInBatchActOnDifferentPartitions,
                QStringLiteral("All commands in a batch must operate on same entity group."));
        if (rowKeys.contains(entity.rowKey()))
            return failAt(i, ErrorCode::InvalidDuplicateRow,
                QStringLiteral("The batch request contains multiple changes with same row key. An entity "
                               "can appear only once in a batch request."));
        rowKeys.insert(entity.rowKey());
        bytes += entity.storageSize();
        if (payloadBytes < 0 && bytes > limits::MaxBatchBytes)
            return failAt(0, ErrorCode::RequestBodyTooLarge, tooLarge);
        if (auto ok = EntityWriter::validate(operations[i]); !ok)
            return std::unexpected(atOperation(ok.error(), i));
    }
    return {};
}

// Applies one checked batch inside the caller's transaction; stops at the first failing operation.
Result<QList<EntityVersion>> applyBatch(sql::Connection *c, qint64 tableId, DateTime timestamp,
    const QList<EntityOperation> &operations, ActionId action, Store::Private::OpenAction *journal)
{
    EntityWriter writer(c, tableId, timestamp);
    if (journal)
        writer.journalTo(action);
    QList<EntityVersion> versions;
    versions.reserve(operations.size());
    for (int i = 0; i < operations.size(); ++i) {
        auto version = writer.apply(operations[i]);
        if (!version)
            return std::unexpected(atOperation(version.error(), i));
        versions.append(*version);
    }
    if (auto ok = writer.flushStats(); !ok)
        return std::unexpected(ok.error());
    return versions;
}

} // namespace

Result<QList<EntityVersion>> Store::executeBatch(const QString &account, const QString &table,
    const QList<EntityOperation> &operations, qint64 payloadBytes, ActionId action)
{
    if (auto ok = checkBatch(operations, payloadBytes); !ok)
        return std::unexpected(ok.error());

    auto w = d->writeLease();
    Private::OpenAction *journal = nullptr;
    if (action != 0) {
        auto target = d->journalTarget(action, account, table);
        if (!target)
            return std::unexpected(atOperation(target.error(), 0));
        journal = *target;
    }
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return std::unexpected(atOperation(ok.error(), 0));
    auto id = Private::tableId(w.get(), account, table);
    if (!id)
        return std::unexpected(atOperation(id.error(), 0));
    auto versions = applyBatch(w.get(), *id, d->nextTimestamp(), operations, action, journal);
    if (!versions)
        return std::unexpected(versions.error());
    if (auto ok = txn.commit(); !ok)
        return std::unexpected(ok.error());
    d->notifyChange(StoreChangeKind::Entities, account, table, operations.size());
    return versions;
}

Result<qsizetype> Store::executeBatches(const QString &account, const QString &table,
    const QList<QList<EntityOperation>> &batches, Error *failure, ActionId action)
{
    auto w = d->writeLease();
    Private::OpenAction *journal = nullptr;
    if (action != 0) {
        auto target = d->journalTarget(action, account, table);
        if (!target)
            return std::unexpected(target.error());
        journal = *target;
    }
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return std::unexpected(ok.error());
    auto id = Private::tableId(w.get(), account, table);
    if (!id)
        return std::unexpected(id.error());
    qsizetype applied = 0;
    for (; applied < batches.size(); ++applied) {
        Status ok = checkBatch(batches[applied], -1);
        if (ok) {
            // A savepoint per batch: a failing batch is rolled back alone, those before it stay.
            if (auto begun = w->exec("SAVEPOINT batch"); !begun)
                return std::unexpected(begun.error());
            auto versions
                = applyBatch(w.get(), *id, d->nextTimestamp(), batches[applied], action, journal);
            if (!versions && isStoreFailure(versions.error()))
                return std::unexpected(versions.error());
            if (!versions) {
                ok = std::unexpected(versions.error());
                if (auto back = w->exec("ROLLBACK TO batch"); !back)
                    return std::unexpected(back.error());
            }
            if (auto released = w->exec("RELEASE batch"); !released)
                return std::unexpected(released.error());
        }
        if (!ok) {
            if (failure)
                *failure = ok.error();
            break;
        }
    }
    if (applied > 0) {
        if (auto ok = txn.commit(); !ok)
            return std::unexpected(ok.error());
        qint64 operations = 0;
        for (qsizetype i = 0; i < applied; ++i)
            operations += batches[i].size();
        d->notifyChange(StoreChangeKind::Entities, account, table, operations);
    }
    return applied;
}

} // namespace rowan
