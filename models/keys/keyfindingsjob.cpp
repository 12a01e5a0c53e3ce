#include "models/keys/keyfindingsjob.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

namespace rowan {

KeyFindingsJob::KeyFindingsJob(ServiceSession *session, QObject *parent)
    : TableJob(session, parent)
{ }

void KeyFindingsJob::start(const QString &account, const QString &table)
{
    const quint64 generation = begin(account, table);
    if (generation == 0)
        return;
    m_clock.start();
    continueOnGui(this,
        session()->run([account, table, options = m_options, cancel = cancelFlag()](TableService &service) {
            return inspectTableKeys(service, account, table, options, cancel.get());
        }),
        [this, generation](const Result<KeyInsight> &result) {
            if (!end(generation))
                return;
            m_lastMs = m_clock.elapsed();
            if (result)
                Q_EMIT finished(*result);
            else if (result.error().code == ErrorCode::Cancelled)
                Q_EMIT cancelled();
            else
                Q_EMIT failed(result.error().message);
        });
}

} // namespace rowan
