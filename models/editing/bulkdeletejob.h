// Deletes many entities of one table in the background: chosen entities, or every entity a $filter
// matches. Deletes run as entity group transactions of at most 100 operations in one partition, one
// transaction per ServiceSession::run() call, so the GUI stays responsive and cancel() takes effect after the
// transaction in flight (the ones already committed stay deleted).
//
// Each delete carries the ETag the entity had when it was read (the grid's loaded entity, or the filter
// query's page), not "*": an entity someone changed since then is counted as changed and kept, never
// deleted unseen. An entity already gone is counted as missing. Either way the rest of its transaction is
// retried without it, because a transaction is all or nothing.
//
// The whole job is one action of the change journal (models/history/recording.h), so one Undo restores
// every entity it deleted. When the job ends (finished, cancelled or failed) it notes its write with the
// session
// (ServiceSession::noteWrite()): the views of the table refresh once, from the session's changed().
//
// GUI thread only. One job runs once: start*() a second time does nothing.
#pragma once

#include <rowan/entity.h>
#include <rowan/filter.h>
#include <rowan/journal.h>
#include <rowan/query.h>
#include <rowan/status.h>

#include <QFuture>
#include <QList>
#include <QObject>
#include <QStringList>

#include <atomic>
#include <memory>

namespace rowan {

class ServiceSession;
class TableService;

struct BulkDeleteSummary
{
    qint64 deleted = 0;
    // Not deleted because they changed after they were read (their ETag no longer matched).
    qint64 changed = 0;
    // Not deleted because they no longer existed.
    qint64 missing = 0;
    // Entity group transactions committed.
    qint64 transactions = 0;
    bool cancelled = false;
    // "PartitionKey / RowKey" of the first changed entities (at most MaxReportedKeys).
    QStringList changedKeys;
    static constexpr int MaxReportedKeys = 20;
};

class BulkDeleteJob : public QObject
{
    Q_OBJECT
public:
    static constexpr int MaxOperations = 100;

    BulkDeleteJob(
        ServiceSession *session, const QString &account, const QString &table, QObject *parent = nullptr);

    // Deletes these entities: their keys and ETags are used (an empty ETag means "any"). Duplicates are
    // deleted once. Progress counts against their number.
    void startEntities(const QList<Entity> &entities);
    // Deletes every entity matching `filter` (the empty filter: the whole table), following the query's
    // pages in key order. `expectedTotal` (e.g. from countMatches()) is the progress total; -1 when unknown.
    void startFilter(const Filter &filter, qint64 expectedTotal = -1);
    // Stops after the transaction in flight; finished() follows with summary().cancelled set.
    void cancel();

    bool isRunning() const { return m_running; }
    BulkDeleteSummary summary() const { return m_summary; }
    qint64 total() const { return m_total; }

    // Counts the entities matching `filter` on a worker (the empty filter reads the table's statistics;
    // any other filter runs the query, which for a table scan reads every entity). Setting *cancel makes
    // it return early with the count so far. Errors: executeQuery()'s (TableNotFound, StoreIoError…).
    static QFuture<Result<qint64>> countMatches(ServiceSession *session, const QString &account,
        const QString &table, const Filter &filter, std::shared_ptr<std::atomic_bool> cancel = {});

Q_SIGNALS:
    void progress(qint64 deleted, qint64 total);
    void finished(const rowan::BulkDeleteSummary &summary);
    // The store refused something other than a changed or missing entity (e.g. the table was deleted).
    // Transactions committed before stay deleted; summary() says how many.
    void failed(const QString &message);

private:
    struct BatchOutcome;
    void step();
    void fetchPage();
    void runBatch();
    void finish();
    void fail(const Error &error);
    // Ends the journal action the batches recorded into, if one was begun.
    void endAction();

    ServiceSession *m_session;
    // The service the job started on: its end is announced only there.
    std::weak_ptr<TableService> m_service;
    QString m_account;
    QString m_table;
    QList<Entity> m_pending; // key order; keys and ETags only
    qsizetype m_next = 0;
    bool m_filterMode = false;
    Filter m_filter;
    QueryContinuation m_continuation;
    bool m_queryDone = true;
    bool m_running = false;
    bool m_started = false;
    bool m_cancelRequested = false;
    qint64 m_total = -1;
    BulkDeleteSummary m_summary;
    // The change journal's action for the whole job: begun by the first batch on a worker (0 without a
    // journal, or before the first batch).
    ActionId m_action = 0;
    bool m_actionBegun = false;
};

} // namespace rowan

Q_DECLARE_METATYPE(rowan::BulkDeleteSummary)
