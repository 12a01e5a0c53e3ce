#include "models/keys/keyfindingsjob.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

namespace rowan {

KeyFindingsJob::KeyFindingsJob(ServiceSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{ }

KeyFindingsJob::~KeyFindingsJob()
{
    if (m_cancel)
        m_cancel->store(true);
}

void KeyFindingsJob::start(const QString &account, const QString &table)
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
    m_clock.start();
    Q_EMIT started(account, table);
    continueOnGui(this,
        m_session->run([account, table, options = m_options, cancel = m_cancel](TableService &service) {
            return inspectTableKeys(service, account, table, options, cancel.get());
        }),
        [this, generation](const Result<KeyInsight> &result) {
            if (generation != m_generation)
                return;
            m_running = false;
            m_lastMs = m_clock.elapsed();
            if (result)
                Q_EMIT finished(*result);
            else if (result.error().code == ErrorCode::Cancelled)
                Q_EMIT cancelled();
            else
                Q_EMIT failed(result.error().message);
        });
}

void KeyFindingsJob::cancel()
{
    if (!m_running)
        return;
    m_cancel->store(true);
    ++m_generation;
    m_running = false;
    Q_EMIT cancelled();
}

} // namespace rowan
