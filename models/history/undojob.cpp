#include "models/history/undojob.h"

#include "models/history/recording.h"
#include "models/session/servicesession.h"

#include <rowan/tableservice.h>
#include <rowan/undo.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>
#include <QThread>

namespace rowan {

UndoJob::UndoJob(ServiceSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_cancel(makeCancelFlag())
{
    qRegisterMetaType<UndoReport>();
}

UndoJob::~UndoJob()
{
    // The thread holds the service and the flag by value: it ends soon after, on its own.
    m_cancel->store(true);
}

void UndoJob::cancel()
{
    m_cancel->store(true);
}

void UndoJob::start(const JournalAction &action)
{
    run(action, [id = action.id](TableService &service, const CancelFlag &cancel, const auto &progress) {
        return undoAction(service, id, cancel, progress);
    });
}

void UndoJob::startWriteBack(const JournalAction &undone, const QList<UndoConflict> &chosen)
{
    run(undone, [undone, chosen](TableService &service, const CancelFlag &cancel, const auto &progress) {
        return writeBackConflicts(service, undone, chosen, cancel, progress);
    });
}

Result<UndoReport> UndoJob::writeBackConflicts(TableService &service, const JournalAction &undone,
    const QList<UndoConflict> &chosen, const CancelFlag &cancel,
    const std::function<void(qint64, qint64)> &progress)
{
    const QString &account = undone.info.account;
    const QString &table = undone.info.table;
    ActionInfo info;
    info.kind = QStringLiteral("write-back");
    info.label = tr("Write back earlier versions: %1")
                     .arg(undone.info.label.isEmpty() ? undone.info.kind : undone.info.label);
    info.account = account;
    info.table = table;
    auto id = beginRecording(service, info);
    if (!id)
        return std::unexpected(id.error());
    std::shared_ptr<TableService> keep;
    TableService &writer = recordingWriter(service, *id, keep);
    UndoReport report;
    report.undoAction = *id;
    Status failure;
    qint64 done = 0;
    if (progress)
        progress(0, chosen.size());
    for (const UndoConflict &c : chosen) {
        if (cancel && cancel->load()) {
            report.cancelled = true;
            break;
        }
        const QString currentEtag = c.current ? c.current->etag() : QString();
        std::optional<EntityOperation> op;
        if (c.before && c.current)
            op = EntityOperation {OperationType::Update, *c.before, currentEtag};
        else if (c.before)
            op = EntityOperation {OperationType::Insert, *c.before, {}};
        else if (c.current)
            op = EntityOperation {OperationType::Delete, Entity(c.partitionKey, c.rowKey), currentEtag};
        auto written = op ? writer.write(account, table, *op) : Result<EntityVersion> {};
        if (written) {
            report.restored += op ? 1 : 0;
        } else {
            QString reason;
            switch (written.error().code) {
            case ErrorCode::UpdateConditionNotSatisfied:
                reason = tr("changed again since it was shown");
                break;
            case ErrorCode::ResourceNotFound:
                reason = tr("deleted since it was shown");
                break;
            case ErrorCode::EntityAlreadyExists:
                reason = tr("created again since it was shown");
                break;
            default:
                failure = std::unexpected(written.error());
                break;
            }
            if (!failure)
                break;
            UndoConflict again = c;
            again.reason = reason;
            auto current = service.getEntity(account, table, c.partitionKey, c.rowKey);
            if (current) {
                again.current = std::move(*current);
            } else if (current.error().code == ErrorCode::ResourceNotFound) {
                again.current.reset();
            } else {
                failure = std::unexpected(current.error());
                break;
            }
            report.conflicts.append(std::move(again));
        }
        if (progress)
            progress(++done, chosen.size());
    }
    const Status ended = endRecording(service, *id);
    if (!failure)
        return std::unexpected(failure.error());
    if (!ended)
        return std::unexpected(ended.error());
    return report;
}

void UndoJob::run(const JournalAction &action, Work work)
{
    if (m_started)
        return;
    m_started = true;
    m_running = true;
    const std::shared_ptr<TableService> service = m_session->service();
    if (!service) {
        m_running = false;
        Q_EMIT failed(tr("No store or connection is open."));
        return;
    }
    const QPointer<UndoJob> self(this);
    const auto finish = [self, service, action](std::optional<UndoReport> report, QString message) {
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, service, action, report, message] {
                if (!self)
                    return;
                self->m_running = false;
                // Whatever the outcome, entities may have been written back: the views refresh.
                self->m_session->noteWrite(action.info.account, action.info.table, service);
                if (report)
                    Q_EMIT self->finished(*report);
                else
                    Q_EMIT self->failed(message);
            },
            Qt::QueuedConnection);
    };
    // A thread of its own: undoing a large action takes a while, and the session's workers serve the grid
    // meanwhile.
    QThread *worker = QThread::create([self, service, cancel = m_cancel, finish, work = std::move(work)] {
        QElapsedTimer sinceReport;
        sinceReport.start();
        const std::function<void(qint64, qint64)> progress = [self, &sinceReport](qint64 done, qint64 total) {
            if (done < total && sinceReport.elapsed() < 200)
                return;
            sinceReport.restart();
            QMetaObject::invokeMethod(
                QCoreApplication::instance(),
                [self, done, total] {
                    if (self)
                        Q_EMIT self->progress(done, total);
                },
                Qt::QueuedConnection);
        };
        auto report = work(*service, cancel, progress);
        if (report)
            finish(*report, {});
        else
            finish(std::nullopt, report.error().message);
    });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    worker->start(QThread::LowPriority);
}

} // namespace rowan
