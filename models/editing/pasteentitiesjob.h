// Pastes entities (read from the clipboard by EntityClipboard::fromJson()) into one table in the background.
// check() first says which of their keys the table already holds, for the confirmation; start() then
// writes them with the engine's import (rowan/transfer/transfer.h: entity group transactions of up to 100 per
// partition, a refused transaction retried entity by entity so each failure is reported with its keys),
// skipping existing keys or replacing them. The whole paste is one action of the change journal
// (models/history/recording.h), so one Undo removes what it wrote. When it ends the write is noted with the
// session (ServiceSession::noteWrite()), whose changed() refreshes the table's views.
//
// GUI thread only. One job checks once and writes once.
#pragma once

#include <rowan/entity.h>
#include <rowan/status.h>

#include <QList>
#include <QObject>
#include <QStringList>

#include <memory>

namespace rowan {

class ServiceSession;
class StagedEdits;
class TableService;

struct PasteReport
{
    qint64 written = 0;
    // Existing keys left as they were (not replacing).
    qint64 skipped = 0;
    // "PartitionKey / RowKey: message" of each entity that could not be written.
    QStringList failures;
};

class PasteEntitiesJob : public QObject
{
    Q_OBJECT
public:
    PasteEntitiesJob(ServiceSession *session, const QString &account, const QString &table,
        const QList<Entity> &entities, QObject *parent = nullptr);

    QList<Entity> entities() const { return m_entities; }

    // Reads each entity's keys from the table on a worker: checked() with the "PartitionKey / RowKey" of
    // those that exist, in the order given, or failed() (TableNotFound, the service's errors).
    void check();
    // Writes the entities: existing keys are replaced when `replaceExisting`, else skipped. finished()
    // follows, also when some entities failed (report().failures); failed() when the paste could not run
    // (the table missing, the journal refusing to begin: then nothing was written).
    void start(bool replaceExisting);
    bool isRunning() const { return m_running; }

    // Stages the entities as adds in `staged` for account/table instead of writing them. Stops at the first
    // one staging refuses (its error), keeping those staged before.
    static Status stage(
        StagedEdits &staged, const QString &account, const QString &table, const QList<Entity> &entities);

    // "PartitionKey / RowKey", as the reports name entities.
    static QString keyText(const Entity &entity);

Q_SIGNALS:
    void checked(const QStringList &existingKeys);
    void finished(const rowan::PasteReport &report);
    void failed(const QString &message);

private:
    ServiceSession *m_session;
    std::weak_ptr<TableService> m_service;
    QString m_account;
    QString m_table;
    QList<Entity> m_entities;
    bool m_running = false;
    bool m_checked = false;
    bool m_started = false;
};

} // namespace rowan

Q_DECLARE_METATYPE(rowan::PasteReport)
