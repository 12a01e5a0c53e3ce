#include "models/editing/entitysavejob.h"

#include "models/history/recording.h"
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

ActionInfo EntitySaveJob::actionFor(const QString &account, const QString &table, const EntityOperation &op)
{
    const QString keys = op.entity.partitionKey() + QStringLiteral(" / ") + op.entity.rowKey();
    ActionInfo info;
    info.account = account;
    info.table = table;
    switch (op.type) {
    case OperationType::Insert:
        info.kind = QStringLiteral("add");
        info.label = tr("Add %1 to %2").arg(keys, table);
        break;
    case OperationType::Delete:
        info.kind = QStringLiteral("delete");
        info.label = tr("Delete %1 from %2").arg(keys, table);
        break;
    default:
        info.kind = QStringLiteral("edit");
        info.label = tr("Edit %1 in %2").arg(keys, table);
        break;
    }
    return info;
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
        m_session->run([account, table, op, info = actionFor(account, table, op)](TableService &service)
                -> Result<EntityVersion> {
            // One action per save, so Edit ▸ Undo takes exactly this write back.
            auto action = beginRecording(service, info);
            if (!action)
                return std::unexpected(action.error());
            std::shared_ptr<TableService> view;
            auto written = recordingWriter(service, *action, view).write(account, table, op);
            view.reset();
            (void)endRecording(service, *action); // a failed end leaves the action interrupted: still undoable
            return written;
        }),
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
