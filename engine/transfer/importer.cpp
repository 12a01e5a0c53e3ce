// importEntities(): rows from a reader into entity group transactions of up to 100 per partition, several
// committed together. A batch the store refuses because of one row is written again row by row, so a bad row
// never takes good ones with it, and every committed batch is whole.
#include "importrun.h"
#include "pace.h"
#include "prefetch.h"
#include "rowan/localtableservice.h"
#include "rowan/store.h"
#include "rowan/tableservice.h"
#include "rowan/transfer/transfer.h"

#include <QElapsedTimer>
#include <QHash>
#include <QSet>

namespace rowan::transfer {

namespace {

// Room under the 4 MiB request limit for the multipart framing a real $batch would carry.
constexpr qint64 BatchBytesBudget = limits::MaxBatchBytes - 64 * 1024;
// Pending rows across partitions before everything is written out (bounds memory for unsorted input).
constexpr qint64 MaxPendingRows = 20'000;
constexpr qint64 MaxPendingBytes = 32 * 1024 * 1024;
constexpr qsizetype MaxPendingPartitions = 1000;
// Rows of whole batches handed to the service at once (TableService::executeBatches: one store transaction
// locally, partitions in parallel remotely): fewer commits, while a cancel still takes effect within a
// fraction of a second.
constexpr qint64 GroupRows = 1000;
constexpr qint64 MaxGroupBytes = 16 * 1024 * 1024;

struct Pending
{
    QList<EntityOperation> ops;
    QList<qint64> lines;
    QSet<QString> rowKeys;
    qint64 bytes = 0;
};

// Whether a single write's error concerns the whole import rather than its row: those that stop batches
// (TableService::stopsBatches(); a single write names no operation), except a refused authorisation or
// authentication, which can be the row's own (an entity outside a SAS's key range; a remote endpoint may
// answer its 403 without a body, read as AuthenticationFailed), so the import records it and goes on.
bool isFatal(const Error &error)
{
    if (error.code == ErrorCode::AuthenticationFailed || error.code == ErrorCode::AuthorizationFailure)
        return false;
    Error asOperation = error;
    asOperation.operationIndex = 0;
    return TableService::stopsBatches(asOperation);
}

OperationType operationFor(ImportMode mode)
{
    switch (mode) {
    case ImportMode::Replace:
        return OperationType::InsertOrReplace;
    case ImportMode::Merge:
        return OperationType::InsertOrMerge;
    case ImportMode::Insert:
    case ImportMode::SkipExisting:
        break;
    }
    return OperationType::Insert;
}

class Importer
{
public:
    Importer(TableService &service, const QString &account, const QString &table, EntityReader &reader,
        const ImportOptions &options)
        : m_service(service)
        , m_account(account)
        , m_table(table)
        , m_reader(reader)
        , m_options(options)
    {
        m_progress.bytesTotal = options.bytesTotal;
    }

    Result<TransferSummary> run(qint64 entitiesTotal);

private:
    bool cancelled() const { return m_options.cancel && m_options.cancel->load(std::memory_order_relaxed); }
    void rowFailed(const RowError &error);
    Status add(Entity &&entity, qint64 line);
    // Moves a partition's batch to the group, committed when it holds GroupRows.
    Status flush(Pending &batch);
    Status commitGroup();
    Status writeOne(const EntityOperation &op, qint64 line);
    Status flushAll();
    void reportProgress(bool force);

    TableService &m_service;
    const QString &m_account;
    const QString &m_table;
    EntityReader &m_reader;
    const ImportOptions &m_options;
    QHash<QString, Pending> m_pending;
    struct Group
    {
        QList<EntityOperation> ops;
        QList<qint64> lines;
    };
    QList<Group> m_group; // full batches waiting for one store transaction
    qint64 m_groupRows = 0;
    qint64 m_groupBytes = 0;
    qint64 m_pendingRows = 0;
    qint64 m_pendingBytes = 0;
    Progress m_progress;
    QElapsedTimer m_clock;
    qint64 m_lastProgressMs = -ProgressIntervalMs;
    Prefetcher *m_source = nullptr;
    // Set when stopOnError meets a rejected row: nothing from this line on is written.
    qint64 m_stopLine = -1;
};

void Importer::rowFailed(const RowError &error)
{
    ++m_progress.failed;
    if (m_options.rowError)
        m_options.rowError(error);
    if (m_options.stopOnError && (m_stopLine < 0 || error.where.line < m_stopLine))
        m_stopLine = error.where.line;
}

void Importer::reportProgress(bool force)
{
    const qint64 now = m_clock.elapsed();
    if (!m_options.progress || (!force && now - m_lastProgressMs < ProgressIntervalMs))
        return;
    m_lastProgressMs = now;
    m_progress.elapsedMs = now;
    m_progress.bytesDone = m_source ? m_source->bytesRead() : 0;
    m_options.progress(m_progress);
}

Status Importer::flush(Pending &batch)
{
    if (!batch.ops.isEmpty()) {
        m_groupRows += batch.ops.size();
        m_groupBytes += batch.bytes;
        m_group.append(Group {std::move(batch.ops), std::move(batch.lines)});
    }
    m_pendingRows -= batch.rowKeys.size();
    m_pendingBytes -= batch.bytes;
    batch.ops.clear();
    batch.lines.clear();
    batch.rowKeys.clear();
    batch.bytes = 0;
    return m_groupRows >= GroupRows || m_groupBytes >= MaxGroupBytes ? commitGroup() : Status();
}

Status Importer::commitGroup()
{
    // Only rows before a row rejected under stopOnError are still written.
    auto dropStopped = [this] {
        if (m_stopLine < 0)
            return;
        for (Group &g : m_group) {
            for (qsizetype i = g.ops.size() - 1; i >= 0; --i) {
                if (g.lines[i] >= m_stopLine) {
                    g.ops.removeAt(i);
                    g.lines.removeAt(i);
                }
            }
        }
        m_group.removeIf([](const Group &g) { return g.ops.isEmpty(); });
    };
    dropStopped();
    while (!m_group.isEmpty()) {
        QList<QList<EntityOperation>> batches;
        batches.reserve(m_group.size());
        for (const Group &g : m_group)
            batches.append(g.ops);
        const QList<BatchOutcome> outcomes = m_service.executeBatches(m_account, m_table, batches);
        QList<Group> again; // skipped behind a failed batch of their partition: sent after its retry
        for (qsizetype b = 0; b < m_group.size(); ++b) {
            const Group &g = m_group[b];
            const BatchOutcome &outcome = outcomes.value(b);
            if (outcome.state == BatchOutcome::State::Committed) {
                m_progress.written += g.ops.size();
                continue;
            }
            if (outcome.state == BatchOutcome::State::Skipped) {
                again.append(g);
                continue;
            }
            const Error &error = outcome.error;
            if (TableService::stopsBatches(error) || error.operationIndex >= g.ops.size())
                return std::unexpected(error);
            // One row spoiled the batch: write its rows one by one, so each row stands or falls alone
            // (re-running the batch without the culprit could meet the next one a hundred times).
            for (qsizetype i = 0; i < g.ops.size(); ++i) {
                if (m_stopLine >= 0 && g.lines[i] >= m_stopLine)
                    break;
                if (auto ok = writeOne(g.ops[i], g.lines[i]); !ok)
                    return ok;
            }
        }
        if (again.size() == m_group.size())
            return fail(ErrorCode::InternalError, QStringLiteral("The service wrote none of the batches."));
        m_group = std::move(again);
        dropStopped();
    }
    m_groupRows = 0;
    m_groupBytes = 0;
    reportProgress(false);
    return {};
}

Status Importer::writeOne(const EntityOperation &op, qint64 line)
{
    auto done = m_service.write(m_account, m_table, op);
    if (done) {
        ++m_progress.written;
        return {};
    }
    const Error &error = done.error();
    if (isFatal(error))
        return std::unexpected(error);
    if (m_options.mode == ImportMode::SkipExisting && error.code == ErrorCode::EntityAlreadyExists)
        ++m_progress.skipped;
    else
        rowFailed(RowError {{line, 0, {}}, error, op.entity.partitionKey(), op.entity.rowKey()});
    return {};
}

Status Importer::flushAll()
{
    for (auto it = m_pending.begin(); it != m_pending.end(); ++it) {
        if (cancelled())
            return {};
        if (auto ok = flush(*it); !ok)
            return ok;
    }
    m_pending.clear();
    return commitGroup();
}

Status Importer::add(Entity &&entity, qint64 line)
{
    const qint64 bytes = entity.storageSize();
    if (m_pending.size() >= MaxPendingPartitions && !m_pending.contains(entity.partitionKey())) {
        if (auto ok = flushAll(); !ok)
            return ok;
    }
    Pending &batch = m_pending[entity.partitionKey()];
    if (batch.rowKeys.contains(entity.rowKey()) || batch.ops.size() >= limits::MaxBatchOperations
        || batch.bytes + bytes > BatchBytesBudget) {
        // A key given twice goes to the next transaction, where the store decides (an existing key).
        if (auto ok = flush(batch); !ok)
            return ok;
    }
    batch.rowKeys.insert(entity.rowKey());
    batch.bytes += bytes;
    batch.lines.append(line);
    batch.ops.append(EntityOperation {operationFor(m_options.mode), std::move(entity), {}});
    ++m_pendingRows;
    m_pendingBytes += bytes;
    if (batch.ops.size() >= limits::MaxBatchOperations) {
        if (auto ok = flush(batch); !ok)
            return ok;
    }
    if (m_pendingRows >= MaxPendingRows || m_pendingBytes >= MaxPendingBytes)
        return flushAll();
    return {};
}

Result<TransferSummary> Importer::run(qint64 entitiesTotal)
{
    m_clock.start();
    m_progress.entitiesTotal = entitiesTotal;
    // A one-entity query says whether the table is there, on any backend.
    QueryRequest probe;
    probe.top = 1;
    if (auto page = m_service.query(m_account, m_table, probe); !page) {
        if (page.error().code != ErrorCode::TableNotFound || !m_options.createTable)
            return std::unexpected(page.error());
        auto created = m_service.createTable(m_account, m_table);
        if (!created && created.error().code != ErrorCode::TableAlreadyExists)
            return std::unexpected(created.error());
    }
    TransferSummary summary;
    Prefetcher source(m_reader);
    m_source = &source;
    for (;;) {
        if (cancelled() || m_stopLine >= 0)
            break;
        ReadItem &item = source.next();
        if (item.step == EntityReader::Step::End)
            break;
        if (item.step == EntityReader::Step::Failed)
            return std::unexpected(Error {item.error.error.code,
                QStringLiteral("line %1: %2").arg(item.error.where.line).arg(item.error.error.message)});
        ++m_progress.rowsRead;
        if (item.step == EntityReader::Step::BadRow) {
            rowFailed(item.error);
            continue;
        }
        if (auto ok = add(std::move(item.entity), item.line); !ok)
            return std::unexpected(ok.error());
    }
    summary.cancelled = cancelled();
    if (!summary.cancelled) {
        if (auto ok = flushAll(); !ok)
            return std::unexpected(ok.error());
        summary.cancelled = cancelled();
    }
    summary.stoppedOnError = m_stopLine >= 0;
    reportProgress(true);
    m_progress.elapsedMs = m_clock.elapsed();
    m_progress.bytesDone = source.bytesRead();
    summary.totals = m_progress;
    return summary;
}

} // namespace

Result<TransferSummary> runImport(TableService &service, const QString &account, const QString &table,
    EntityReader &reader, const ImportOptions &options, qint64 entitiesTotal)
{
    return Importer(service, account, table, reader, options).run(entitiesTotal);
}

Result<TransferSummary> importEntities(TableService &service, const QString &account, const QString &table,
    EntityReader &reader, const ImportOptions &options)
{
    return runImport(service, account, table, reader, options, -1);
}

Result<TransferSummary> importEntities(Store &store, const QString &account, const QString &table,
    EntityReader &reader, const ImportOptions &options)
{
    // The caller keeps the store alive for the call: a non-owning handle.
    LocalTableService service(std::shared_ptr<Store>(std::shared_ptr<Store>(), &store));
    return importEntities(service, account, table, reader, options);
}

} // namespace rowan::transfer
