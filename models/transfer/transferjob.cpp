#include "models/transfer/transferjob.h"

#include "models/history/recording.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <rowan/localtableservice.h>

#include <QFile>
#include <QSaveFile>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <mutex>
#include <optional>
#include <utility>

namespace rowan {

SafetyProfile CopyRequest::targetSafety() const
{
    return target ? target->description().safety : SafetyProfile {};
}

QString CopyRequest::targetServiceName() const
{
    return target ? target->description().displayName : QString();
}

std::shared_ptr<TableService> copyTargetService(std::shared_ptr<Store> store)
{
    return std::make_shared<LocalTableService>(std::move(store));
}

// What the worker and the job share: the cancel flag and the latest progress, which the job reads on a
// timer (so the worker never posts to an object that may be gone).
struct TransferJob::Shared
{
    std::atomic<bool> cancel {false};
    std::mutex mutex;
    transfer::Progress progress;
    bool fresh = false;

    transfer::ProgressCallback reporter()
    {
        return [this](const transfer::Progress &p) {
            std::lock_guard guard(mutex);
            progress = p;
            fresh = true;
        };
    }
};

namespace {

// A rejected row: the first few in the result for the summary, every one in the error report (when a path
// is given), whose path the result names once the file exists.
void reportRow(
    const transfer::RowError &error, std::optional<transfer::ErrorReport> &report, TransferJobResult &result)
{
    if (result.firstErrors.size() < TransferJobResult::MaxReportedErrors) {
        QString line = error.toString();
        // A copy's rows are numbered by their place in the source query, not by a file's lines.
        if (line.startsWith(QLatin1StringView("line ")))
            line.replace(0, 4, QStringLiteral("source entity"));
        result.firstErrors.append(line);
    }
    if (!report)
        return;
    report->add(error);
    if (report->written() && result.errorReportPath.isEmpty())
        result.errorReportPath = report->path();
}

void setError(TransferJobResult &result, const Error &error)
{
    result.cancelled = error.code == ErrorCode::Cancelled;
    if (!result.cancelled)
        result.error = error.toString();
}

TransferJobResult runExport(TableService &service, const QString &account, const QString &table,
    const ExportRequest &request, const std::shared_ptr<std::atomic<bool>> &cancel,
    const transfer::ProgressCallback &progress)
{
    TransferJobResult result;
    transfer::ExportOptions options;
    options.filter = request.filter;
    options.select = request.select;
    if (options.select) {
        // A file without its keys could not be imported again: they are always written.
        for (const char *key : {"Timestamp", "RowKey", "PartitionKey"}) {
            if (!options.select->contains(QLatin1StringView(key)))
                options.select->prepend(QString::fromLatin1(key));
        }
    }
    options.cancel = cancel.get();
    QSaveFile file(request.fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        result.error = QObject::tr("Cannot write %1: %2").arg(request.fileName, file.errorString());
        return result;
    }
    transfer::WriterOptions writerOptions;
    if (request.format == transfer::Format::Csv) {
        auto columns = transfer::collectPropertyNames(service, account, table, options);
        if (!columns) {
            setError(result, columns.error());
            return result;
        }
        writerOptions.columns = *columns;
    }
    options.progress = progress;
    auto writer = transfer::makeWriter(request.format, &file, writerOptions);
    auto summary = transfer::exportEntities(service, account, table, *writer, options);
    if (!summary) {
        setError(result, summary.error());
        return result;
    }
    result.totals = summary->totals;
    if (!file.commit())
        result.error = QObject::tr("Cannot write %1: %2").arg(request.fileName, file.errorString());
    return result;
}

TransferJobResult runCopy(const TableService &source, const QString &account, const QString &table,
    const CopyRequest &request, const std::shared_ptr<std::atomic<bool>> &cancel,
    const transfer::ProgressCallback &progress)
{
    TransferJobResult result;
    std::optional<transfer::ErrorReport> report;
    if (!request.errorReportPath.isEmpty())
        report.emplace(request.errorReportPath, QByteArrayLiteral("source_entity"));
    std::mutex lock; // rowError runs on the importer's thread, which ends before the copy returns
    transfer::CopyOptions options;
    options.filter = request.filter;
    options.select = request.select;
    options.import.mode = request.mode;
    options.import.createTable = request.createTable;
    options.import.cancel = cancel.get();
    options.import.progress = progress;
    options.import.rowError = [&](const transfer::RowError &error) {
        std::lock_guard guard(lock);
        reportRow(error, report, result);
    };
    QString targetAccount = request.targetAccount;
    if (targetAccount.isEmpty()) {
        auto accounts = request.target->accounts();
        if (!accounts || accounts->isEmpty()) {
            result.error = accounts ? QObject::tr("The target has no account.") : accounts.error().toString();
            return result;
        }
        targetAccount = accounts->first().name;
        for (const Account &a : *accounts) {
            if (a.name == account)
                targetAccount = a.name;
        }
    }
    result.targetAccount = targetAccount;
    // The copy is one action of the target's change journal, so one Undo takes it back.
    ActionInfo info;
    info.kind = QStringLiteral("copy");
    info.account = targetAccount;
    info.table = request.targetTable;
    info.label = QObject::tr("Copy %1 into %2").arg(table, request.targetTable);
    auto action = beginRecording(*request.target, info);
    if (!action) {
        setError(result, action.error());
        return result;
    }
    std::shared_ptr<TableService> view;
    auto summary = transfer::copyEntities(source, account, table,
        recordingWriter(*request.target, *action, view), targetAccount, request.targetTable, options);
    view.reset();
    (void)endRecording(
        *request.target, *action); // a failed end leaves the action interrupted: still undoable
    std::lock_guard guard(lock);
    if (!summary) {
        setError(result, summary.error());
    } else {
        result.totals = summary->totals;
        result.cancelled = summary->cancelled;
    }
    return result;
}

} // namespace

double TransferJobResult::rate() const
{
    return totals.elapsedMs > 0 ? double(totals.written) * 1000.0 / double(totals.elapsedMs) : 0.0;
}

TransferJob::TransferJob(
    std::shared_ptr<TableService> source, const QString &account, const QString &table, QObject *parent)
    : QObject(parent)
    , m_source(std::move(source))
    , m_account(account)
    , m_table(table)
    , m_shared(std::make_shared<Shared>())
{
    qRegisterMetaType<transfer::Progress>();
    qRegisterMetaType<TransferJobResult>();
    m_poll.setInterval(ProgressIntervalMs);
    connect(&m_poll, &QTimer::timeout, this, &TransferJob::poll);
}

TransferJob::TransferJob(
    ServiceSession *session, const QString &account, const QString &table, QObject *parent)
    : TransferJob(session->service(), account, table, parent)
{
    m_session = session;
}

TransferJob::~TransferJob()
{
    m_shared->cancel = true;
}

bool TransferJob::begin(Kind kind)
{
    if (m_started || !m_source)
        return false;
    m_started = true;
    m_running = true;
    m_kind = kind;
    return true;
}

void TransferJob::cancel()
{
    m_shared->cancel = true;
}

void TransferJob::poll()
{
    transfer::Progress p;
    {
        // The worker may hold the lock and be preempted; the GUI thread never waits for it, it reads the
        // progress on the next tick instead (once the worker has finished, the lock is always free).
        std::unique_lock guard(m_shared->mutex, std::try_to_lock);
        if (!guard.owns_lock() || !m_shared->fresh)
            return;
        m_shared->fresh = false;
        p = m_shared->progress;
    }
    m_last = p;
    Q_EMIT progress(p);
}

void TransferJob::watch(QFuture<TransferJobResult> future)
{
    m_poll.start();
    // From the event loop even when the worker has already finished, so finished() never comes from inside
    // start*().
    continueOnGui(this, future, [this](const TransferJobResult &result) { finish(result); });
}

void TransferJob::finish(const TransferJobResult &result)
{
    m_poll.stop();
    poll();
    m_running = false;
    m_result = result;
    // A job that stopped early reports what it had done by then.
    if (!result.succeeded() && result.totals.elapsedMs == 0)
        m_result.totals = m_last;
    m_last = m_result.totals;
    // Rows may have been written even when the copy stopped early.
    if (m_kind == Kind::Copy && m_session)
        m_session->noteWrite(m_result.targetAccount, m_targetTable, m_target);
    Q_EMIT finished(m_result);
}

void TransferJob::startExport(const ExportRequest &request)
{
    if (!begin(Kind::Export))
        return;
    // The worker holds the service and the shared state, never the job.
    const std::shared_ptr<Shared> shared = m_shared;
    std::shared_ptr<std::atomic<bool>> cancel(shared, &shared->cancel);
    watch(QtConcurrent::run([service = m_source, cancel, progress = shared->reporter(), shared,
                                account = m_account, table = m_table, request] {
        return runExport(*service, account, table, request, cancel, progress);
    }));
}

void TransferJob::startCopy(const CopyRequest &request)
{
    if (!request.target || !begin(Kind::Copy))
        return;
    m_target = request.target;
    m_targetTable = request.targetTable;
    const std::shared_ptr<Shared> shared = m_shared;
    std::shared_ptr<std::atomic<bool>> cancel(shared, &shared->cancel);
    // The worker lets go of the target before the result is reported: a store file opened only for the copy
    // is closed by then, so it can be opened again (by the user, or another copy) as soon as the job ends.
    auto target = std::make_shared<std::shared_ptr<TableService>>(request.target);
    CopyRequest withoutTarget = request;
    withoutTarget.target = nullptr;
    watch(QtConcurrent::run(
        [source = m_source, cancel, progress = shared->reporter(), shared, account = m_account,
            table = m_table, request = std::move(withoutTarget), target] {
            CopyRequest copy = request;
            copy.target = std::exchange(*target, nullptr);
            return runCopy(*source, account, table, copy, cancel, progress);
        }));
}

} // namespace rowan
