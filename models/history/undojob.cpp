#include "models/history/undojob.h"

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
    QThread *worker = QThread::create([self, service, action, cancel = m_cancel, finish] {
        QElapsedTimer sinceReport;
        sinceReport.start();
        const auto progress = [self, &sinceReport](qint64 done, qint64 total) {
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
        auto report = undoAction(*service, action.id, cancel, progress);
        if (report)
            finish(*report, {});
        else
            finish(std::nullopt, report.error().message);
    });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    worker->start(QThread::LowPriority);
}

} // namespace rowan
