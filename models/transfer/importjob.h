// Runs one import in the background for the explorer: reads the file with its format and column mapping and
// writes it to a table through the engine's import (rowan/transfer/transfer.h: entity group transactions of
// up to 100 per partition, each whole), reporting progress on the GUI thread about ten times a second.
// Rejected rows go to an error report (CSV: line, column, column name, keys, error code, message) written as
// they happen. cancel() stops after the transaction in flight; every transaction committed before stays, so
// running the same import again with SkipExisting finishes the job. When it ends, the import is noted with
// the session (ServiceSession::noteWrite()), whose changed() refreshes the table's views.
//
// GUI thread only; the import itself runs on its own worker thread, never on the session's pool (whose
// threads the grid needs) and never blocking the GUI thread. One job runs once.
#pragma once

// For transfer::Progress, declared as a metatype there once (a second declaration would clash with it).
#include "models/transfer/transferjob.h"

#include <rowan/transfer/importmapping.h>
#include <rowan/transfer/transfer.h>

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

namespace rowan {

class ServiceSession;

struct ImportRequest
{
    QString path;
    transfer::Format format = transfer::Format::Csv;
    transfer::ReaderOptions readerOptions;
    transfer::ColumnMapping mapping;
    QString account;
    QString table;
    transfer::ImportMode mode = transfer::ImportMode::Insert;
    bool createTable = false;
    bool stopOnError = false;
    // Where rejected rows are listed; empty: a new file in the temporary folder.
    QString errorReportPath;
};

struct ImportOutcome
{
    // Empty when the import ran to its end (rows may still have failed: summary.totals.failed); otherwise
    // why it stopped (a file that cannot be read on, the table missing, the store's error).
    QString failure;
    transfer::TransferSummary summary;
    // The error report when any row failed, else empty.
    QString errorReportPath;
    // Set when the report itself could not be written (the rows are still counted).
    QString errorReportProblem;
};

class ImportJob : public QObject
{
    Q_OBJECT
public:
    explicit ImportJob(ServiceSession *session, QObject *parent = nullptr);
    // Cancels a running import; its worker finishes the transaction in flight on its own.
    ~ImportJob() override;

    // Starts the import; progress() and then finished() follow. A second call does nothing.
    void start(const ImportRequest &request);
    void cancel();
    bool isRunning() const { return m_running; }
    const ImportRequest &request() const { return m_request; }

    // Where the import's rows go: the one place that calls the engine's import (tests call it directly).
    // Runs on the calling thread until the import ends.
    static ImportOutcome runImport(const std::shared_ptr<class TableService> &service,
        const ImportRequest &request, const transfer::ProgressCallback &progress,
        const std::atomic<bool> *cancel);

Q_SIGNALS:
    void progress(const rowan::transfer::Progress &progress);
    void finished(const rowan::ImportOutcome &outcome);

private:
    ServiceSession *m_session;
    ImportRequest m_request;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_running = false;
    bool m_started = false;
};

} // namespace rowan

Q_DECLARE_METATYPE(rowan::ImportOutcome)
