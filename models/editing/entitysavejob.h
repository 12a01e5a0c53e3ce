// Writing one entity for the entity editor: the write runs on the session's workers with the If-Match the
// caller gives, as one action of the change journal (models/history/recording.h); when that ETag no longer matches, the job reads the entity as it is stored now and reports
// the conflict with both versions, so the editor can offer Reload or Overwrite. A write that succeeded is
// noted with the session (ServiceSession::noteWrite()), whose changed() refreshes the table's views. Also
// reads one entity fresh before an edit (the grid's copy may be older). GUI thread only; results arrive as
// signals.
#pragma once

#include <rowan/batch.h>
#include <rowan/entity.h>
#include <rowan/journal.h>
#include <rowan/status.h>

#include <QFuture>
#include <QObject>

namespace rowan {

class ServiceSession;

// The entity as stored now, read on the session's workers (ResourceNotFound when it is gone).
QFuture<Result<Entity>> readEntity(ServiceSession *session, const QString &account, const QString &table,
    const QString &partitionKey, const QString &rowKey);

class EntitySaveJob : public QObject
{
    Q_OBJECT
public:
    explicit EntitySaveJob(ServiceSession *session, QObject *parent = nullptr);

    // Where a failure happened: the write itself, or reading the stored entity after an ETag conflict.
    enum class Stage { Write, ReadingConflict };

    // Starts `op` on account/table. Fails at once (failed(), Write) when no store is open. One at a time:
    // ignored while running.
    void save(const QString &account, const QString &table, const EntityOperation &op);
    bool isRunning() const { return m_running; }
    // The journal entry a save of `op` records (its kind and its label for the History dock and Undo).
    static ActionInfo actionFor(const QString &account, const QString &table, const EntityOperation &op);

Q_SIGNALS:
    // The write succeeded: the entity as written, with its new Timestamp and ETag.
    void saved(const rowan::Entity &entity);
    // The ETag no longer matched: `yours` as it was to be written, `stored` as it is now.
    void conflict(const rowan::Entity &yours, rowan::OperationType type, const rowan::Entity &stored);
    void failed(const rowan::Error &error, rowan::EntitySaveJob::Stage stage);

private:
    void readConflict(const QString &account, const QString &table, const EntityOperation &op);

    ServiceSession *m_session;
    bool m_running = false;
};

} // namespace rowan
