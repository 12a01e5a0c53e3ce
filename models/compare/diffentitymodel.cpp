#include "models/compare/diffentitymodel.h"

#include <QHash>

namespace rowan {

DiffEntityModel::DiffEntityModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void DiffEntityModel::setDifference(const compare::EntityDifference *difference)
{
    beginResetModel();
    if (difference)
        m_difference = *difference;
    else
        m_difference.reset();
    rebuild();
    endResetModel();
}

void DiffEntityModel::setShowSame(bool show)
{
    if (show == m_showSame)
        return;
    beginResetModel();
    m_showSame = show;
    rebuild();
    endResetModel();
}

int DiffEntityModel::changedCount() const
{
    int count = 0;
    for (const Row &row : m_all)
        count += row.mark != Mark::Same && row.mark != Mark::Ignored;
    return count;
}

void DiffEntityModel::rebuild()
{
    m_all.clear();
    m_rows.clear();
    if (!m_difference)
        return;
    const compare::EntityDifference &d = *m_difference;
    QHash<QString, compare::PropertyChange::Kind> changed;
    for (const compare::PropertyChange &change : d.changes)
        changed.insert(change.name, change.kind);
    const auto markOf = [&](const Row &row) {
        if (d.kind == compare::DifferenceKind::OnlyLeft)
            return Mark::Removed;
        if (d.kind == compare::DifferenceKind::OnlyRight)
            return Mark::Added;
        const auto found = changed.constFind(row.name);
        if (found != changed.constEnd()) {
            switch (*found) {
            case compare::PropertyChange::Kind::Added:
                return Mark::Added;
            case compare::PropertyChange::Kind::Removed:
                return Mark::Removed;
            case compare::PropertyChange::Kind::ValueChanged:
                return Mark::ValueChanged;
            case compare::PropertyChange::Kind::TypeChanged:
                return Mark::TypeChanged;
            }
        }
        return row.left == row.right ? Mark::Same : Mark::Ignored;
    };
    // Timestamp first, as the grid shows it; then the left entity's properties, then the right's own.
    Row timestamp {QStringLiteral("Timestamp"), std::nullopt, std::nullopt, Mark::Same};
    if (d.left)
        timestamp.left = Value::dateTime(d.left->timestamp());
    if (d.right)
        timestamp.right = Value::dateTime(d.right->timestamp());
    m_all.append(timestamp);
    QHash<QString, qsizetype> at;
    if (d.left) {
        for (const Property &property : d.left->properties()) {
            at.insert(property.name, m_all.size());
            m_all.append(Row {property.name, property.value, std::nullopt, Mark::Same});
        }
    }
    if (d.right) {
        for (const Property &property : d.right->properties()) {
            const auto found = at.constFind(property.name);
            if (found != at.constEnd())
                m_all[*found].right = property.value;
            else
                m_all.append(Row {property.name, std::nullopt, property.value, Mark::Same});
        }
    }
    for (Row &row : m_all) {
        row.mark = markOf(row);
        if (m_showSame || (row.mark != Mark::Same && row.mark != Mark::Ignored))
            m_rows.append(row);
    }
}

int DiffEntityModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DiffEntityModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString DiffEntityModel::markTitle(Mark mark)
{
    switch (mark) {
    case Mark::Same:
        return tr("same");
    case Mark::Ignored:
        return tr("ignored");
    case Mark::Added:
        return tr("added");
    case Mark::Removed:
        return tr("removed");
    case Mark::ValueChanged:
        return tr("value changed");
    case Mark::TypeChanged:
        return tr("type changed");
    }
    return {};
}

QString DiffEntityModel::valueText(const std::optional<Value> &value)
{
    return value ? value->toDisplayString() : QString();
}

QVariant DiffEntityModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    if (role == MarkRole)
        return int(row.mark);
    const std::optional<Value> &side = index.column() == LeftColumn ? row.left : row.right;
    if (role == Qt::ToolTipRole && (index.column() == LeftColumn || index.column() == RightColumn))
        return side ? QStringLiteral("%1 (%2)").arg(side->toDisplayString(), edmTypeName(side->type()))
                    : tr("missing");
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case PropertyColumn:
        return row.name;
    case LeftColumn:
        return valueText(row.left);
    case RightColumn:
        return valueText(row.right);
    case ChangeColumn:
        if (row.mark == Mark::TypeChanged && row.left && row.right)
            return tr("type changed: %1 → %2").arg(edmTypeName(row.left->type()), edmTypeName(row.right->type()));
        return markTitle(row.mark);
    default:
        return {};
    }
}

QVariant DiffEntityModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PropertyColumn:
        return tr("Property");
    case LeftColumn:
        return tr("Left");
    case RightColumn:
        return tr("Right");
    case ChangeColumn:
        return tr("Change");
    default:
        return {};
    }
}

} // namespace rowan
