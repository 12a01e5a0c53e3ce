#include "models/session/tablejob.h"

#include "models/session/servicesession.h"

namespace rowan {

TableJob::TableJob(ServiceSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{ }

TableJob::~TableJob()
{
    if (m_cancel)
        m_cancel->store(true);
}

quint64 TableJob::begin(const QString &account, const QString &table)
{
    if (m_cancel)
        m_cancel->store(true);
    m_account = account;
    m_table = table;
    ++m_generation;
    if (!m_session->isOpen()) {
        m_running = false;
        Q_EMIT failed(tr("No store is open."));
        return 0;
    }
    m_cancel = makeCancelFlag();
    m_running = true;
    Q_EMIT started(account, table);
    return m_generation;
}

bool TableJob::end(quint64 generation)
{
    if (!isCurrent(generation))
        return false;
    m_running = false;
    return true;
}

void TableJob::cancel()
{
    if (!m_running)
        return;
    m_cancel->store(true);
    ++m_generation;
    m_running = false;
    Q_EMIT cancelled();
}

} // namespace rowan
