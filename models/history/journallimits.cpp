#include "models/history/journallimits.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <rowan/tableservice.h>

namespace rowan {

JournalLimitsModel::JournalLimitsModel(ServiceSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    qRegisterMetaType<JournalLimits>();
}

void JournalLimitsModel::load()
{
    if (!m_session->has(ServiceCapability::Journal)) {
        Q_EMIT failed(tr("This store or connection keeps no change journal."));
        return;
    }
    continueOnGui(this, m_session->run([](TableService &service) { return service.journalLimits(); }),
        [this](const Result<JournalLimits> &limits) {
            if (limits)
                Q_EMIT loaded(*limits);
            else
                Q_EMIT failed(limits.error().message);
        });
}

void JournalLimitsModel::apply(const JournalLimits &limits)
{
    if (!m_session->has(ServiceCapability::Journal)) {
        Q_EMIT failed(tr("This store or connection keeps no change journal."));
        return;
    }
    continueOnGui(this,
        m_session->run([limits](TableService &service) { return service.setJournalLimits(limits); }),
        [this, limits](const Status &set) {
            if (set)
                Q_EMIT applied(limits);
            else
                Q_EMIT failed(set.error().message);
        });
}

} // namespace rowan
