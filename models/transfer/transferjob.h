// One export (a table or a query's result to a file) or copy (to a table of any service) running in the
// background: the engine's transfer pipeline (rowan/transfer/transfer.h) on a worker thread of its own, with
// throttled progress, Cancel and a summary delivered on the GUI thread. The job keeps the services it uses
// alive until the worker ends, so closing a store meanwhile is safe.
//
// An export writes through QSaveFile: the file appears only when the export completes (a cancelled or
// failed export leaves any file that was there untouched). A copy writes each rejected row, with its
// position and reason, to an error report file (created at the first rejected row).
//
// GUI thread only. One job runs once: a second start*() does nothing. Destroying a running job cancels it;
// the worker then ends on its own after the batch in flight.
#pragma once

#include <rowan/tableservice.h>
#include <rowan/transfer/transfer.h>

#include <QFuture>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <memory>
#include <optional>

namespace rowan {

class ServiceSession;
class Store;

struct ExportRequest
{
    QString fileName;
    transfer::Format format = transfer::Format::Csv;
    QString filter; // OData $filter; empty: every entity
    // The properties to write (and, for CSV, its columns in this order); nullopt: every property, the CSV
    // columns from one pass over the selected entities. The keys and Timestamp are always written.
    std::optional<QStringList> select;
};

struct CopyRequest
{
    std::shared_ptr<TableService> target;
    // Empty: the source's account when the target has one of that name, else the target's first account.
    QString targetAccount;
    QString targetTable;
    // For people: where the copy goes ("Orders in other.rowan").
    QString targetName;
    QString filter;
    std::optional<QStringList> select;
    transfer::ImportMode mode = transfer::ImportMode::Insert;
    bool createTable = true;
    // Where rejected rows are listed; empty: not written.
    QString errorReportPath;

    // The target's safety profile and name (TableService::description()), for the question before the copy.
    SafetyProfile targetSafety() const;
    QString targetServiceName() const;
};

// The table service over a store opened as a copy's target.
std::shared_ptr<TableService> copyTargetService(std::shared_ptr<Store> store);

struct TransferJobResult
{
    transfer::Progress totals;
    bool cancelled = false;
    // Set when the job stopped on an error (what was committed or written before stays).
    QString error;
    // The error report, when rows were rejected and a path was given.
    QString errorReportPath;
    // A copy's target account (the one chosen when the request left it empty).
    QString targetAccount;
    // The first rejected rows, for a summary (at most MaxReportedErrors).
    QStringList firstErrors;
    static constexpr int MaxReportedErrors = 5;

    bool succeeded() const { return error.isEmpty() && !cancelled; }
    // Entities per second over the whole job (0 before any time passed).
    double rate() const;
};

class TransferJob : public QObject
{
    Q_OBJECT
public:
    enum class Kind { Export, Copy };

    TransferJob(std::shared_ptr<TableService> source, const QString &account, const QString &table,
        QObject *parent = nullptr);
    // Reads from the service the session shows; a copy into that same service is noted with the session
    // when it ends (ServiceSession::noteWrite()), so the target table's views refresh.
    TransferJob(
        ServiceSession *session, const QString &account, const QString &table, QObject *parent = nullptr);
    ~TransferJob() override;

    void startExport(const ExportRequest &request);
    void startCopy(const CopyRequest &request);
    // Stops after the page or batch in flight; finished() follows with result().cancelled set.
    void cancel();

    Kind kind() const { return m_kind; }
    bool isRunning() const { return m_running; }
    QString account() const { return m_account; }
    QString table() const { return m_table; }
    const transfer::Progress &lastProgress() const { return m_last; }
    const TransferJobResult &result() const { return m_result; }

Q_SIGNALS:
    // At most every 100 ms while running.
    void progress(const rowan::transfer::Progress &progress);
    void finished(const rowan::TransferJobResult &result);

private:
    struct Shared;
    static constexpr int ProgressIntervalMs = 100;
    bool begin(Kind kind);
    void poll();
    void watch(QFuture<TransferJobResult> future);
    void finish(const TransferJobResult &result);

    std::shared_ptr<TableService> m_source;
    QPointer<ServiceSession> m_session;
    // A copy's target, not kept alive by the job: only to tell whether the session shows it.
    std::weak_ptr<TableService> m_target;
    QString m_targetTable;
    QString m_account;
    QString m_table;
    Kind m_kind = Kind::Export;
    std::shared_ptr<Shared> m_shared;
    QTimer m_poll;
    bool m_started = false;
    bool m_running = false;
    transfer::Progress m_last;
    TransferJobResult m_result;
};

} // namespace rowan

Q_DECLARE_METATYPE(rowan::transfer::Progress)
Q_DECLARE_METATYPE(rowan::TransferJobResult)
