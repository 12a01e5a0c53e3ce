// Journal records of writes the store did not make itself (a remote endpoint's, recorded by
// JournalingTableService): the same chunks as the store's own writes leave, so every reader of the journal
// (listings, undo, entity history, trimming) treats them alike.
#include "core/keycodec.h"
#include "core/record.h"
#include "storage/storeprivate.h"

#include <QUrl>

namespace rowan {

namespace {

// The Timestamp a datetime ETag carries, when the ETag is exactly the one the engine would make of it: the
// journal keeps Timestamps, and an ETag rebuilt from one must be the one the endpoint compares.
std::optional<qint64> ticksOfEtag(const QString &etag)
{
    static constexpr QStringView prefix = u"W/\"datetime'";
    static constexpr QStringView suffix = u"'\"";
    if (!etag.startsWith(prefix) || !etag.endsWith(suffix) || etag.size() <= prefix.size() + suffix.size())
        return std::nullopt;
    const QStringView inner
        = QStringView(etag).sliced(prefix.size(), etag.size() - prefix.size() - suffix.size());
    const auto time = DateTime::fromIsoString(QUrl::fromPercentEncoding(inner.toUtf8()));
    if (!time || time->ticks() <= 0 || etagForTimestamp(*time) != etag)
        return std::nullopt;
    return time->ticks();
}

Error unkeepableEtag(const QString &etag, const JournalRecord &record)
{
    return Error {ErrorCode::InvalidInput,
        QStringLiteral("The ETag %1 of %2/%3 is not a datetime ETag, so the journal cannot keep it.")
            .arg(etag.isEmpty() ? QStringLiteral("(none)") : etag, record.partitionKey, record.rowKey)};
}

} // namespace

Status Store::appendJournalRecords(
    ActionId action, const QString &account, const QString &table, const QList<JournalRecord> &records)
{
    // Everything is encoded before the writer is taken: a record that cannot be kept fails the call alone.
    QByteArray chunk;
    for (const JournalRecord &record : records) {
        if (auto ok = validateKey(record.partitionKey, "PartitionKey"); !ok)
            return ok;
        if (auto ok = validateKey(record.rowKey, "RowKey"); !ok)
            return ok;
        qint64 beforeTicks = 0;
        QByteArray before;
        if (record.before) {
            const QString etag = record.before->etag();
            const auto ticks = etag.isEmpty() ? std::optional<qint64>(record.before->timestamp().ticks())
                                              : ticksOfEtag(etag);
            if (!ticks || *ticks <= 0)
                return std::unexpected(unkeepableEtag(etag, record));
            beforeTicks = *ticks;
            before = record::encode(*record.before);
        }
        qint64 afterTicks = 0;
        if (!record.afterEtag.isEmpty()) {
            const auto ticks = ticksOfEtag(record.afterEtag);
            if (!ticks)
                return std::unexpected(unkeepableEtag(record.afterEtag, record));
            afterTicks = *ticks;
        }
        journalchunk::append(chunk, keycodec::encode(record.partitionKey), keycodec::encode(record.rowKey),
            beforeTicks, before, afterTicks);
    }
    auto w = d->writeLease();
    if (auto target = d->journalTarget(action, account, table); !target)
        return std::unexpected(target.error());
    if (records.isEmpty())
        return {};
    sql::Transaction txn(w.get());
    if (auto ok = txn.begin(); !ok)
        return ok;
    {
        auto stmt
            = w->statement("INSERT INTO journal_chunks(action_id, entity_count, data) VALUES(?1, ?2, ?3)");
        if (!stmt)
            return std::unexpected(stmt.error());
        stmt->bind(1, action);
        stmt->bind(2, qint64(records.size()));
        stmt->bindBlob(3, chunk);
        if (auto ok = stmt->run(); !ok)
            return ok;
    }
    {
        auto stmt = w->statement("UPDATE journal_actions SET entity_count = entity_count + ?2, bytes = bytes "
                                 "+ ?3 WHERE action_id = ?1");
        if (!stmt)
            return std::unexpected(stmt.error());
        stmt->bind(1, action);
        stmt->bind(2, qint64(records.size()));
        stmt->bind(3, qint64(chunk.size()));
        if (auto ok = stmt->run(); !ok)
            return ok;
    }
    return txn.commit();
}

} // namespace rowan
