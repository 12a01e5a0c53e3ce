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

} // namespace

Result<QList<EntityVersion>> Store::executeBatch(const QString &account, const QString &table,
    const QList<EntityOperation> &operations, qint64 payloadBytes)
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

    auto w = d->writeLease();
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return std::unexpected(atOperation(ok.error(), 0));
    auto id = Private::tableId(w.get(), account, table);
    if (!id)
        return std::unexpected(atOperation(id.error(), 0));
    EntityWriter writer(w.get(), *id, d->nextTimestamp());
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
    if (auto ok = txn.commit(); !ok)
        return std::unexpected(ok.error());
    return versions;
}

} // namespace rowan
