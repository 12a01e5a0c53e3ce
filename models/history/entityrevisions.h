// The versions of one entity that the change journal knows: what it was before each journaled change, and
// what it is now, for the side-by-side view of an entity's history. The model shows one column per version
// and one row per property, each cell marked where it differs from the version before. GUI thread only.
#pragma once

#include <rowan/entity.h>
#include <rowan/journal.h>
#include <rowan/status.h>

#include <QAbstractTableModel>
#include <QFuture>

#include <optional>

namespace rowan {

class ServiceSession;

struct EntityRevision
{
    // For people: "Before Edit Engineering / New03 in Employees", "Now".
    QString title;
    // When the change after it began; unset for the version now.
    std::optional<DateTime> time;
    // The entity as it was; none: it did not exist (before an add, after a delete).
    std::optional<Entity> entity;
};

// The entity's versions, oldest first, ending with the one stored now. NotImplemented without a journal.
QFuture<Result<QList<EntityRevision>>> readEntityRevisions(ServiceSession *session, const QString &account,
    const QString &table, const QString &partitionKey, const QString &rowKey);

class EntityRevisionsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    // ChangedRole: true where the value differs from the version to the left.
    enum Roles { ChangedRole = Qt::UserRole + 1 };

    using QAbstractTableModel::QAbstractTableModel;

    void setRevisions(const QList<EntityRevision> &revisions);
    const QList<EntityRevision> &revisions() const { return m_revisions; }
    // Timestamp, then every property any version has, in the order first seen.
    QStringList propertyNames() const { return m_names; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // The cell's text, or nullopt when the version lacks the property (or the entity).
    std::optional<QString> cellText(int row, int column) const;

    QList<EntityRevision> m_revisions;
    QStringList m_names;
};

} // namespace rowan
