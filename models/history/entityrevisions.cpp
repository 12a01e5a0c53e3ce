#include "models/history/entityrevisions.h"

#include "models/history/journalmodel.h"
#include "models/session/servicesession.h"

#include <rowan/tableservice.h>

#include <QColor>
#include <QDateTime>
#include <QFont>
#include <QTimeZone>

namespace rowan {

namespace {
const QString TimestampRow = QStringLiteral("Timestamp");
} // namespace

QFuture<Result<QList<EntityRevision>>> readEntityRevisions(ServiceSession *session, const QString &account,
    const QString &table, const QString &partitionKey, const QString &rowKey)
{
    return session->run(
        [account, table, partitionKey, rowKey](TableService &service) -> Result<QList<EntityRevision>> {
            auto changes = service.entityHistory(account, table, partitionKey, rowKey);
            if (!changes)
                return std::unexpected(changes.error());
            QList<EntityRevision> revisions;
            for (const EntityChange &change : std::as_const(*changes))
                revisions.append({QObject::tr("Before %1").arg(JournalModel::describe(change.action)),
                    change.action.startedAt, change.record.before});
            EntityRevision now {QObject::tr("Now"), std::nullopt, std::nullopt};
            auto current = service.getEntity(account, table, partitionKey, rowKey);
            if (current)
                now.entity = std::move(*current);
            else if (current.error().code != ErrorCode::ResourceNotFound)
                return std::unexpected(current.error());
            revisions.append(now);
            return revisions;
        });
}

void EntityRevisionsModel::setRevisions(const QList<EntityRevision> &revisions)
{
    beginResetModel();
    m_revisions = revisions;
    m_names = {TimestampRow};
    for (const EntityRevision &revision : std::as_const(m_revisions)) {
        if (!revision.entity)
            continue;
        for (const Property &p : revision.entity->properties()) {
            if (!m_names.contains(p.name))
                m_names.append(p.name);
        }
    }
    endResetModel();
}

int EntityRevisionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_names.size());
}

int EntityRevisionsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_revisions.size());
}

std::optional<QString> EntityRevisionsModel::cellText(int row, int column) const
{
    const std::optional<Entity> &entity = m_revisions.at(column).entity;
    if (!entity)
        return std::nullopt;
    const QString &name = m_names.at(row);
    if (name == TimestampRow)
        return entity->timestamp().toIsoString();
    const Value *value = entity->property(name);
    if (!value)
        return std::nullopt;
    return QStringLiteral("%1 (%2)").arg(value->toDisplayString(), edmTypeName(value->type()));
}

QVariant EntityRevisionsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const std::optional<QString> text = cellText(index.row(), index.column());
    // The Timestamp changes with every write: it is not what the user looks for among the differences.
    const bool changed = index.column() > 0 && m_names.at(index.row()) != TimestampRow
        && text != cellText(index.row(), index.column() - 1);
    switch (role) {
    case Qt::DisplayRole:
        if (text)
            return *text;
        return m_revisions.at(index.column()).entity ? QVariant() : QVariant(tr("(did not exist)"));
    case ChangedRole:
        return changed;
    case Qt::BackgroundRole:
        // Translucent, so it reads on light and dark palettes.
        return changed ? QVariant(QColor(249, 168, 37, 80)) : QVariant();
    case Qt::FontRole: {
        if (!changed)
            return {};
        QFont font;
        font.setBold(true);
        return font;
    }
    case Qt::ToolTipRole:
        return changed ? tr("Changed from the version to the left") : QVariant();
    default:
        return {};
    }
}

QVariant EntityRevisionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    if (orientation == Qt::Vertical)
        return section >= 0 && section < m_names.size() ? QVariant(m_names.at(section)) : QVariant();
    if (section < 0 || section >= m_revisions.size())
        return {};
    const EntityRevision &revision = m_revisions.at(section);
    if (!revision.time)
        return revision.title;
    const QDateTime local = QDateTime::fromMSecsSinceEpoch(
        (revision.time->ticks() - DateTime::UnixEpochTicks) / 10'000, QTimeZone::UTC)
                                .toLocalTime();
    return role == Qt::ToolTipRole
        ? revision.title
        : QStringLiteral("%1\n%2").arg(local.toString(u"yyyy-MM-dd HH:mm:ss"), revision.title.left(40));
}

} // namespace rowan
