#include "models/schema/censusjob.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>

namespace rowan {

CensusJob::CensusJob(ServiceSession *session, QObject *parent)
    : TableJob(session, parent)
{ }

void CensusJob::start(const QString &account, const QString &table)
{
    start(session()->service(), account, table);
}

void CensusJob::start(std::shared_ptr<TableService> on, const QString &account, const QString &table)
{
    const quint64 generation = begin(account, table);
    if (generation == 0)
        return;
    if (!on) {
        end(generation);
        Q_EMIT failed(tr("No store is open."));
        return;
    }
    CensusOptions options = m_options;
    // Progress crosses to the GUI thread as a queued call, at most about ten times a second.
    auto clock = std::make_shared<QElapsedTimer>();
    options.progress = [guard = QPointer<CensusJob>(this), generation, clock](qint64 read, qint64 total) {
        if (clock->isValid() && clock->elapsed() < 100 && read > 0)
            return;
        clock->start();
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [guard, generation, read, total] {
                if (guard && guard->isCurrent(generation))
                    Q_EMIT guard->progress(read, total);
            },
            Qt::QueuedConnection);
    };
    continueOnGui(this,
        session()->runOn(std::move(on),
            [account, table, options, cancel = cancelFlag()](TableService &service) mutable {
                // The flag lives as long as this work, so the options may point at it.
                options.cancel = cancel.get();
                return takeCensus(service, account, table, options);
            }),
        [this, generation](const Result<Census> &result) {
            if (!end(generation))
                return;
            if (!result)
                Q_EMIT failed(result.error().message);
            else if (result->cancelled)
                Q_EMIT cancelled();
            else
                Q_EMIT finished(*result);
        });
}

} // namespace rowan
