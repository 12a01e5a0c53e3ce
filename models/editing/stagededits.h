// Staged edits: with them on for the store or connection shown, the explorer's edits, adds and deletes are
// kept here instead of being written, shown as pending in the grid, reviewed as a diff per entity, and sent
// together by commit() as entity group transactions guarded by the ETags the entities had when they were
// loaded (one journaled action per table, so Edit ▸ Undo takes the commit back). Whether they are on is a
// choice per store or connection, kept in the settings by its location; by default on for one marked as
// production. GUI thread only.
#pragma once

#include <rowan/batch.h>
#include <rowan/entity.h>
#include <rowan/safety.h>
#include <rowan/status.h>

#include <QHash>
#include <QList>
#include <QObject>

#include <optional>

namespace rowan {

class ServiceSession;

struct StagedChange
{
    enum class Kind { Add, Update, Delete };
    Kind kind = Kind::Update;
    QString account;
    QString table;
    QString partitionKey;
    QString rowKey;
    // As loaded, with its ETag (the commit's guard); none for an add.
    std::optional<Entity> before;
    // As it is to be written; none for a delete.
    std::optional<Entity> after;
    // For an update: replace (Update) or merge (Merge).
    OperationType operation = OperationType::Update;
    // Why the last commit did not write it; empty when it has not failed.
    QString failure;
};

class StagedEdits : public QObject
{
    Q_OBJECT
public:
    explicit StagedEdits(ServiceSession *session, QObject *parent = nullptr);

    // Whether edits to the service shown are staged, and the choice for it (kept by its location).
    bool isEnabled() const;
    void setEnabled(bool enabled);
    // The choice when none was made: on for a store or connection that confirms writes or whose label
    // names production ("PROD", "production", "live").
    static bool enabledByDefault(const SafetyProfile &profile);

    // Keeps `op` on account/table pending. `before`: the entity as loaded (required for an update or a
    // delete: its ETag guards the commit). A second change of the same entity folds into the first (an add
    // then a delete leaves nothing). InvalidInput when `before` is missing where it is needed.
    Status stage(const QString &account, const QString &table, const EntityOperation &op,
        const std::optional<Entity> &before);
    QList<StagedChange> changes() const { return m_changes; }
    int count() const { return int(m_changes.size()); }
    // The pending change of one entity, or null.
    const StagedChange *find(const QString &account, const QString &table, const QString &partitionKey,
        const QString &rowKey) const;
    // Drops every pending change, or the one of `index` in changes().
    void discard();
    void discardAt(int index);

    // Sends every pending change; finished() follows on the GUI thread. The changes written go; those that
    // failed (changed since they were loaded, for example) stay with their failure. Ignored while running
    // or with nothing to send.
    void commit();
    bool isCommitting() const { return m_committing; }

    // The operation a change is sent as (its guard included).
    static EntityOperation operationFor(const StagedChange &change);

Q_SIGNALS:
    void changed();
    void enabledChanged(bool enabled);
    // A commit ended: `written` changes sent, `failed` kept with their reason (also when the journal refused
    // to begin: then every change of that table stays, with the journal's error).
    void finished(int written, int failed);

private:
    QString settingsKey() const;
    static QString keyOf(
        const QString &account, const QString &table, const QString &partitionKey, const QString &rowKey);
    // Rebuilds m_index after m_changes changed, and says so.
    void changesChanged();

    ServiceSession *m_session;
    QList<StagedChange> m_changes;
    // keyOf() → index in m_changes: the grid asks for every cell it paints.
    QHash<QString, qsizetype> m_index;
    bool m_committing = false;
};

} // namespace rowan
