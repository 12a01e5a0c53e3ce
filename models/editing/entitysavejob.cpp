#include "models/editing/entitysavejob.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

namespace rowan {

QFuture<Result<Entity>> readEntity(ServiceSession *session, const QString &account, const QString &table,
    const QString &partitionKey, const QString &rowKey)
{
    return session->run([account, table, partitionKey, rowKey](TableService &service) {
        return service.getEntity(account, table, partitionKey, rowKey);
    });
}

EntitySaveJob::EntitySaveJob(ServiceSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{ }

void EntitySaveJob::save(const QString &account, const QString &table, const EntityOperation &op)
{
    if (m_running)
        return;
    if (!m_session->isOpen()) {
        Q_EMIT failed(Error {ErrorCode::InvalidInput, tr("No store is open.")}, Stage::Write);
        return;
    }
    m_running = true;
    const std::weak_ptr<TableService> writtenTo = m_session->service();
    continueOnGui(this,
        m_session->run([account, table, op](TableService &service) { return service.write(account, table, op); }),
        [this, account, table, op, writtenTo](const Result<EntityVersion> &result) {
            if (!result) {
                if (result.error().code == ErrorCode::UpdateConditionNotSatisfied) {
                    readConflict(account, table, op);
                    return;
                }
                m_running = false;
                Q_EMIT failed(result.error(), Stage::Write);
                return;
            }
            m_running = false;
            m_session->noteWrite(account, table, writtenTo);
            Entity written = op.entity;
            written.setTimestamp(result->timestamp);
            written.setEtag(result->etag);
            Q_EMIT saved(written);
        });
}

void EntitySaveJob::readConflict(const QString &account, const QString &table, const EntityOperation &op)
{
    continueOnGui(this,
        readEntity(m_session, account, table, op.entity.partitionKey(), op.entity.rowKey()),
        [this, op](const Result<Entity> &stored) {
            m_running = false;
            if (!stored) {
                Q_EMIT failed(stored.error(), Stage::ReadingConflict);
                return;
            }
            Q_EMIT conflict(op.entity, op.type, *stored);
        });
}

} // namespace rowan
