#include "models/transfer/importjob.h"

#include "models/history/recording.h"
#include "models/session/servicesession.h"

#include <rowan/tableservice.h>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QThread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace rowan {

// Carries the worker's news to the GUI thread: it lives there, so its signals emitted on the worker arrive
// queued, and a job deleted meanwhile simply is no longer connected. Deleted once the worker has ended.
class ImportRelay : public QObject
{
    Q_OBJECT
Q_SIGNALS:
    void progress(const rowan::transfer::Progress &progress);
    void finished(const rowan::ImportOutcome &outcome);
};

namespace {

QString defaultReportPath(const ImportRequest &request)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::TempLocation);
    return QDir(dir).filePath(
        QStringLiteral("rowan-import-%1-%2.errors.csv")
            .arg(request.table,
                QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"))));
}

} // namespace

ImportJob::ImportJob(ServiceSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_cancel(std::make_shared<std::atomic<bool>>(false))
{
    qRegisterMetaType<rowan::transfer::Progress>();
    qRegisterMetaType<rowan::ImportOutcome>();
}

ImportJob::~ImportJob()
{
    m_cancel->store(true);
}

void ImportJob::cancel()
{
    m_cancel->store(true);
}

ImportOutcome ImportJob::runImport(const std::shared_ptr<TableService> &service, const ImportRequest &request,
    const transfer::ProgressCallback &progress, const std::atomic<bool> *cancel)
{
    ImportOutcome outcome;
    QFile file(request.path);
    if (!file.open(QIODevice::ReadOnly)) {
        outcome.failure = QStringLiteral("Cannot read %1: %2").arg(request.path, file.errorString());
        return outcome;
    }
    if (auto ok = transfer::validateMapping(request.mapping); !ok) {
        outcome.failure = ok.error().message;
        return outcome;
    }
    transfer::ReaderOptions readerOptions = request.readerOptions;
    std::unique_ptr<transfer::EntityReader> reader;
    if (request.mapping.isIdentity()) {
        reader = transfer::makeReader(request.format, &file, readerOptions);
    } else {
        readerOptions.keysFromMapping = true;
        reader = transfer::makeMappingReader(
            transfer::makeReader(request.format, &file, readerOptions), request.mapping);
    }
    transfer::ErrorReport report(
        request.errorReportPath.isEmpty() ? defaultReportPath(request) : request.errorReportPath);
    transfer::ImportOptions options;
    options.mode = request.mode;
    options.createTable = request.createTable;
    options.stopOnError = request.stopOnError;
    options.progress = progress;
    options.rowError = [&report](const transfer::RowError &e) { report.add(e); };
    options.cancel = cancel;
    options.bytesTotal = file.size();

    // The one call into the engine's import: through the service, so an embedded store and a remote endpoint
    // import the same way.
    // The whole import is one action of the change journal, so one Undo takes it back.
    if (!service) {
        outcome.failure = QObject::tr("No store or connection is open.");
        return outcome;
    }
    ActionInfo info;
    info.kind = QStringLiteral("import");
    info.account = request.account;
    info.table = request.table;
    info.label = QObject::tr("Import %1 into %2").arg(QFileInfo(request.path).fileName(), request.table);
    auto action = beginRecording(*service, info);
    if (!action) {
        outcome.failure = action.error().message;
        return outcome;
    }
    std::shared_ptr<TableService> view;
    Result<transfer::TransferSummary> summary = transfer::importEntities(
        recordingWriter(*service, *action, view), request.account, request.table, *reader, options);
    view.reset();
    (void)endRecording(*service, *action); // a failed end leaves the action interrupted: still undoable

    report.close();
    if (report.written())
        outcome.errorReportPath = report.path();
    outcome.errorReportProblem = report.problem();
    if (!summary) {
        outcome.failure = summary.error().message;
        return outcome;
    }
    outcome.summary = *summary;
    return outcome;
}

void ImportJob::start(const ImportRequest &request)
{
    if (m_started)
        return;
    m_started = true;
    m_running = true;
    m_request = request;
    const auto service = m_session ? m_session->service() : nullptr;
    const auto cancel = m_cancel;
    auto *relay = new ImportRelay;
    connect(relay, &ImportRelay::progress, this, &ImportJob::progress);
    connect(relay, &ImportRelay::finished, this,
        [this, writtenTo = std::weak_ptr<TableService>(service)](const ImportOutcome &outcome) {
            m_running = false;
            // Whatever the outcome, transactions may have been committed: the table's views refresh.
            if (m_session)
                m_session->noteWrite(m_request.account, m_request.table, writtenTo);
            Q_EMIT finished(outcome);
        });
    // A thread of its own: an import takes minutes, and the session's few workers serve the grid meanwhile.
    QThread *worker = QThread::create([relay, service, request, cancel] {
#ifdef Q_OS_LINUX
        // Linux nice values belong to threads and pass to the threads a thread starts (the import's reader):
        // a busy machine then gives the GUI thread the CPU first, and the import what is left.
        constexpr int ImportNice = 5;
        (void)setpriority(PRIO_PROCESS, id_t(gettid()), ImportNice);
#endif
        const auto progress = [relay](const transfer::Progress &p) { Q_EMIT relay->progress(p); };
        Q_EMIT relay->finished(runImport(service, request, progress, cancel.get()));
    });
    connect(worker, &QThread::finished, relay, &QObject::deleteLater);
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    worker->start();
}

} // namespace rowan

#include "importjob.moc"
