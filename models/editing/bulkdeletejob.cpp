#include "models/editing/bulkdeletejob.h"

#include "models/history/recording.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <rowan/tableservice.h>

namespace rowan {

struct BulkDeleteJob::BatchOutcome
{
    qint64 deleted = 0;
    bool committed = false;
    QStringList changed;
    qint64 missing = 0;
    std::optional<Error> error;
    ActionId action = 0;
    bool actionBegun = false;
};

namespace {
struct PageOutcome
{
    QList<Entity> keys;
    QueryContinuation continuation;
    std::optional<Error> error;
};

QueryRequest keysOnly(const Filter &filter, const QueryContinuation &continuation)
{
    QueryRequest request;
    request.filter = filter;
    request.select = QStringList {QStringLiteral("PartitionKey"), QStringLiteral("RowKey")};
    request.continuation = continuation;
    return request;
}

QString keyText(const Entity &entity)
{
    return entity.partitionKey() + QStringLiteral(" / ") + entity.rowKey();
}
} // namespace

BulkDeleteJob::BulkDeleteJob(
    ServiceSession *session, const QString &account, const QString &table, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_account(account)
    , m_table(table)
{
    qRegisterMetaType<BulkDeleteSummary>();
}

void BulkDeleteJob::startEntities(const QList<Entity> &entities)
{
    if (m_started)
        return;
    m_started = true;
    m_running = true;
    m_service = m_session->service();
    for (const Entity &e : entities) {
        Entity key(e.partitionKey(), e.rowKey());
        key.setEtag(e.etag());
        m_pending.append(std::move(key));
    }
    // Key order groups each partition's entities together, so transactions are as full as they can be.
    std::sort(m_pending.begin(), m_pending.end(), [](const Entity &a, const Entity &b) {
        return std::pair(a.partitionKey(), a.rowKey()) < std::pair(b.partitionKey(), b.rowKey());
    });
    m_pending.erase(std::unique(m_pending.begin(), m_pending.end(),
                        [](const Entity &a, const Entity &b) {
                            return a.partitionKey() == b.partitionKey() && a.rowKey() == b.rowKey();
                        }),
        m_pending.end());
    m_total = m_pending.size();
    Q_EMIT progress(0, m_total);
    step();
}

void BulkDeleteJob::startFilter(const Filter &filter, qint64 expectedTotal)
{
    if (m_started)
        return;
    m_started = true;
    m_running = true;
    m_service = m_session->service();
    m_filterMode = true;
    m_filter = filter;
    m_queryDone = false;
    m_total = expectedTotal;
    Q_EMIT progress(0, m_total);
    step();
}

void BulkDeleteJob::cancel()
{
    m_cancelRequested = true;
}

void BulkDeleteJob::step()
{
    if (m_cancelRequested) {
        m_summary.cancelled = true;
        finish();
        return;
    }
    if (m_next < m_pending.size()) {
        runBatch();
        return;
    }
    if (m_filterMode && !m_queryDone) {
        fetchPage();
        return;
    }
    finish();
}

void BulkDeleteJob::fetchPage()
{
    continueOnGui(this,
        m_session->run([account = m_account, table = m_table, request = keysOnly(m_filter, m_continuation)](
                           TableService &service) {
            PageOutcome outcome;
            auto page = service.query(account, table, request);
            if (!page) {
                outcome.error = page.error();
                return outcome;
            }
            auto keys = page->entities.entities(); // keys and Timestamps only: nothing to decode
            if (!keys) {
                outcome.error = keys.error();
                return outcome;
            }
            outcome.keys = std::move(*keys);
            outcome.continuation = page->continuation;
            return outcome;
        }),
        [this](const PageOutcome &outcome) {
            if (outcome.error) {
                fail(*outcome.error);
                return;
            }
            m_pending = outcome.keys;
            m_next = 0;
            m_continuation = outcome.continuation;
            m_queryDone = m_continuation.isNull();
            // A page may be empty (its time budget ran out in a stretch of non-matching entities).
            step();
        });
}

void BulkDeleteJob::runBatch()
{
    QList<EntityOperation> operations;
    const QString partition = m_pending.at(m_next).partitionKey();
    while (m_next < m_pending.size() && operations.size() < MaxOperations
        && m_pending.at(m_next).partitionKey() == partition) {
        const Entity &key = m_pending.at(m_next++);
        operations.append(EntityOperation {OperationType::Delete, Entity(key.partitionKey(), key.rowKey()),
            key.etag().isEmpty() ? QStringLiteral("*") : key.etag()});
    }
    ActionInfo info;
    info.kind = QStringLiteral("bulk-delete");
    info.account = m_account;
    info.table = m_table;
    info.label = m_filterMode ? tr("Delete the matching entities of %1").arg(m_table)
                              : tr("Delete %n entities of %1", nullptr, int(m_total)).arg(m_table);
    continueOnGui(this,
        m_session->run([account = m_account, table = m_table, operations, action = m_action,
                           begun = m_actionBegun, info](TableService &service) mutable {
            BatchOutcome outcome;
            outcome.action = action;
            outcome.actionBegun = begun;
            if (!begun) {
                auto begin = beginRecording(service, info);
                if (!begin) {
                    outcome.error = begin.error();
                    return outcome;
                }
                outcome.action = *begin;
                outcome.actionBegun = true;
            }
            std::shared_ptr<TableService> view;
            TableService &writer = recordingWriter(service, outcome.action, view);
            // All or nothing: drop the operation that failed because of its entity, then retry the rest.
            while (!operations.isEmpty()) {
                auto result = writer.executeBatch(account, table, operations);
                if (result) {
                    outcome.deleted = operations.size();
                    outcome.committed = true;
                    return outcome;
                }
                const Error &error = result.error();
                const int index = error.operationIndex;
                if (index < 0 || index >= operations.size()
                    || (error.code != ErrorCode::UpdateConditionNotSatisfied
                        && error.code != ErrorCode::ResourceNotFound)) {
                    outcome.error = error;
                    return outcome;
                }
                if (error.code == ErrorCode::ResourceNotFound)
                    ++outcome.missing;
                else
                    outcome.changed.append(keyText(operations.at(index).entity));
                operations.removeAt(index);
            }
            return outcome;
        }),
        [this](const BatchOutcome &outcome) {
            m_action = outcome.action;
            m_actionBegun = outcome.actionBegun;
            m_summary.deleted += outcome.deleted;
            m_summary.missing += outcome.missing;
            m_summary.changed += outcome.changed.size();
            for (const QString &key : outcome.changed) {
                if (m_summary.changedKeys.size() < BulkDeleteSummary::MaxReportedKeys)
                    m_summary.changedKeys.append(key);
            }
            if (outcome.committed)
                ++m_summary.transactions;
            if (outcome.error) {
                fail(*outcome.error);
                return;
            }
            // The total was a count made before: entities written meanwhile may match too.
            const qint64 handled = m_summary.deleted + m_summary.changed + m_summary.missing;
            if (m_total >= 0 && handled > m_total)
                m_total = handled;
            Q_EMIT progress(m_summary.deleted, m_total);
            step();
        });
}

void BulkDeleteJob::endAction()
{
    if (m_action == 0)
        return;
    // Another store shown meanwhile has actions of its own: the job's stays interrupted in its store, where
    // it can still be undone.
    if (m_session->service() != m_service.lock()) {
        m_action = 0;
        return;
    }
    // On the workers like the writes, after them; nothing waits for it.
    m_session->run([action = m_action](TableService &service) { return endRecording(service, action); });
    m_action = 0;
}

void BulkDeleteJob::finish()
{
    m_running = false;
    m_pending.clear();
    endAction();
    m_session->noteWrite(m_account, m_table, m_service);
    Q_EMIT finished(m_summary);
}

void BulkDeleteJob::fail(const Error &error)
{
    m_running = false;
    endAction();
    // The transactions committed before the failure stay: the views are out of date all the same.
    m_session->noteWrite(m_account, m_table, m_service);
    Q_EMIT failed(error.toString());
}

QFuture<Result<qint64>> BulkDeleteJob::countMatches(ServiceSession *session, const QString &account,
    const QString &table, const Filter &filter, std::shared_ptr<std::atomic_bool> cancel)
{
    return session->run([account, table, filter, cancel](TableService &service) -> Result<qint64> {
        // The statistics count a whole table at once; an endpoint without them is counted by reading keys.
        if (filter.isEmpty() && service.has(ServiceCapability::Statistics)) {
            auto stats = service.tableStats(account, table);
            if (!stats)
                return std::unexpected(stats.error());
            return stats->entityCount;
        }
        qint64 count = 0;
        QueryRequest request = keysOnly(filter, {});
        do {
            auto page = service.query(account, table, request);
            if (!page)
                return std::unexpected(page.error());
            count += page->entities.size();
            request.continuation = page->continuation;
        } while (!request.continuation.isNull() && !(cancel && cancel->load()));
        return count;
    });
}

} // namespace rowan
