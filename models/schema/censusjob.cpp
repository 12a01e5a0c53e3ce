#include "models/schema/censusjob.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>

namespace rowan {

CensusJob::CensusJob(ServiceSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{ }

CensusJob::~CensusJob()
{
    if (m_cancel)
        m_cancel->store(true);
}

void CensusJob::start(const QString &account, const QString &table)
{
    if (m_cancel)
        m_cancel->store(true);
    m_account = account;
    m_table = table;
    const quint64 generation = ++m_generation;
    if (!m_session->isOpen()) {
        m_running = false;
        Q_EMIT failed(tr("No store is open."));
        return;
    }
    m_cancel = makeCancelFlag();
    m_running = true;
    Q_EMIT started(account, table);

    CensusOptions options = m_options;
    options.cancel = m_cancel.get();
    // Progress crosses to the GUI thread as a queued call, at most about ten times a second.
    auto clock = std::make_shared<QElapsedTimer>();
    options.progress = [guard = QPointer<CensusJob>(this), generation, clock](qint64 read, qint64 total) {
        if (clock->isValid() && clock->elapsed() < 100 && read > 0)
            return;
        clock->start();
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [guard, generation, read, total] {
                if (guard && guard->m_generation == generation && guard->m_running)
                    Q_EMIT guard->progress(read, total);
            },
            Qt::QueuedConnection);
    };
    continueOnGui(this, m_session->run([account, table, options, cancel = m_cancel](TableService &service) {
        // The flag lives as long as this lambda, so the options' pointer to it stays valid.
        Q_UNUSED(cancel);
        return takeCensus(service, account, table, options);
    }),
        [this, generation](const Result<Census> &result) {
            if (generation != m_generation)
                return;
            m_running = false;
            if (!result)
                Q_EMIT failed(result.error().message);
            else if (result->cancelled)
                Q_EMIT cancelled();
            else
                Q_EMIT finished(*result);
        });
}

void CensusJob::cancel()
{
    if (!m_running)
        return;
    m_cancel->store(true);
    ++m_generation;
    m_running = false;
    Q_EMIT cancelled();
}

} // namespace rowan
