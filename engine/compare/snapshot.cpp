// takeSnapshot() and snapshotRecord(): a copy into an embedded store, with its provenance as one entity of
// the store's snapshot record table.
#include "rowan/compare/sync.h"
#include "rowan/localtableservice.h"
#include "rowan/query.h"
#include "rowan/store.h"
#include "rowan/transfer/transfer.h"

namespace rowan::compare {

namespace {

const QString RecordRowKey = QStringLiteral("source");

QString recordTable()
{
    return QString::fromLatin1(SnapshotRecordTable);
}

Entity recordEntity(const SnapshotRecord &record)
{
    Entity entity(record.table, RecordRowKey);
    entity.setProperty(QStringLiteral("SourceLocation"), Value::string(record.sourceLocation));
    entity.setProperty(QStringLiteral("SourceAccount"), Value::string(record.sourceAccount));
    entity.setProperty(QStringLiteral("SourceTable"), Value::string(record.sourceTable));
    entity.setProperty(QStringLiteral("Filter"), Value::string(record.filter));
    entity.setProperty(QStringLiteral("TakenAt"), Value::dateTime(record.takenAt));
    entity.setProperty(QStringLiteral("Entities"), Value::int64(record.entities));
    return entity;
}

QString stringOf(const Entity &entity, const char *name)
{
    const Value *value = entity.property(QString::fromLatin1(name));
    return value && value->type() == EdmType::String ? value->toString() : QString();
}

} // namespace

Result<SnapshotRecord> takeSnapshot(const TableSide &source, const QString &filter, Store &store,
    const QString &account, const QString &table, const CancelFlag &cancel)
{
    if (!source.service)
        return fail(ErrorCode::InvalidInput, QStringLiteral("A snapshot needs a source service."));
    auto parsed = Filter::fromText(filter);
    if (!parsed)
        return std::unexpected(parsed.error());
    if (table.compare(recordTable(), Qt::CaseInsensitive) == 0)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("%1 holds the store's snapshot records; choose another name.").arg(table));
    // The source is read once before the snapshot table is made, so a missing source leaves nothing.
    QueryRequest probe;
    probe.filter = *parsed;
    probe.top = 1;
    if (auto page = source.service->query(source.account, source.table, probe); !page)
        return std::unexpected(page.error());
    if (store.table(account, table))
        return fail(ErrorCode::TableAlreadyExists,
            QStringLiteral("The table %1 exists already; a snapshot goes into a new table.").arg(table));

    SnapshotRecord record;
    record.account = account;
    record.table = table;
    record.sourceLocation = source.service->description().location;
    record.sourceAccount = source.account;
    record.sourceTable = source.table;
    record.filter = parsed->toString();
    record.takenAt = DateTime::now();
    if (auto created = store.createTable(account, table); !created)
        return std::unexpected(created.error());

    // The caller keeps the store alive for the call: a non-owning handle.
    LocalTableService local(std::shared_ptr<Store>(std::shared_ptr<Store>(), &store));
    transfer::CopyOptions copy;
    copy.filter = filter;
    copy.import.mode = transfer::ImportMode::Insert;
    copy.import.cancel = cancel ? cancel.get() : nullptr;
    auto copied
        = transfer::copyEntities(*source.service, source.account, source.table, local, account, table, copy);
    if (!copied)
        return std::unexpected(copied.error());
    if (copied->cancelled)
        return fail(ErrorCode::Cancelled,
            QStringLiteral("The snapshot was cancelled; %1 holds the entities copied so far.").arg(table));
    record.entities = copied->totals.written;

    if (!store.table(account, recordTable())) {
        if (auto created = store.createTable(account, recordTable());
            !created && created.error().code != ErrorCode::TableAlreadyExists)
            return std::unexpected(created.error());
    }
    if (auto written = store.insertOrReplaceEntity(account, recordTable(), recordEntity(record)); !written)
        return std::unexpected(written.error());
    return record;
}

Result<SnapshotRecord> snapshotRecord(const Store &store, const QString &account, const QString &table)
{
    auto entity = store.getEntity(account, recordTable(), table, RecordRowKey);
    if (!entity) {
        if (entity.error().code == ErrorCode::TableNotFound
            || entity.error().code == ErrorCode::ResourceNotFound)
            return fail(
                ErrorCode::ResourceNotFound, QStringLiteral("The table %1 is not a snapshot.").arg(table));
        return std::unexpected(entity.error());
    }
    SnapshotRecord record;
    record.account = account;
    record.table = table;
    record.sourceLocation = stringOf(*entity, "SourceLocation");
    record.sourceAccount = stringOf(*entity, "SourceAccount");
    record.sourceTable = stringOf(*entity, "SourceTable");
    record.filter = stringOf(*entity, "Filter");
    if (const Value *taken = entity->property(u"TakenAt"); taken && taken->type() == EdmType::DateTime)
        record.takenAt = taken->toDateTime();
    if (const Value *count = entity->property(u"Entities"); count && count->type() == EdmType::Int64)
        record.entities = count->toInt64();
    return record;
}

} // namespace rowan::compare
