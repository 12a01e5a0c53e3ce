#include "models/compare/diffmodel.h"

#include <algorithm>

namespace rowan {

DiffModel::DiffModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    m_job.setKeep(MaxRows);
    connect(&m_job, &DiffJob::differencesArrived, this, &DiffModel::arrive);
    connect(&m_job, &DiffJob::progress, this, &DiffModel::progress);
    connect(&m_job, &DiffJob::finished, this, &DiffModel::finished);
    connect(&m_job, &DiffJob::failed, this, &DiffModel::failed);
    connect(&m_job, &DiffJob::cancelled, this, &DiffModel::cancelled);
}

DiffModel::~DiffModel() = default;

void DiffModel::compare(std::shared_ptr<const TableService> leftService, const QString &leftAccount,
    const QString &leftTable, std::shared_ptr<const TableService> rightService, const QString &rightAccount,
    const QString &rightTable, const compare::DiffOptions &options)
{
    beginResetModel();
    m_rows.clear();
    m_waiting.clear();
    endResetModel();
    m_job.start(DiffJobSide {std::move(leftService), leftAccount, leftTable},
        DiffJobSide {std::move(rightService), rightAccount, rightTable}, options);
}

void DiffModel::cancel()
{
    m_job.cancel();
}

void DiffModel::clear()
{
    m_job.cancel();
    beginResetModel();
    m_rows.clear();
    m_waiting.clear();
    endResetModel();
}

void DiffModel::arrive(const QList<compare::EntityDifference> &differences)
{
    m_waiting.append(differences);
    // The first batch shows at once; after that a view asks for more as it scrolls.
    if (m_rows.size() < FetchBatch)
        show(FetchBatch - m_rows.size());
}

void DiffModel::show(qsizetype count)
{
    count = std::min(count, m_waiting.size());
    // A view (or a model tester) may ask for more while rows go in: it gets them next time.
    if (count <= 0 || m_inserting)
        return;
    QList<compare::EntityDifference> batch = m_waiting.first(count);
    m_waiting.remove(0, count);
    m_inserting = true;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + count - 1));
    m_rows.append(std::move(batch));
    endInsertRows();
    m_inserting = false;
}

bool DiffModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_waiting.isEmpty();
}

void DiffModel::fetchMore(const QModelIndex &parent)
{
    if (!parent.isValid())
        show(FetchBatch);
}

int DiffModel::nextRow(int row, bool forward)
{
    if (forward) {
        if (row + 1 >= m_rows.size())
            show(FetchBatch);
        if (m_rows.isEmpty())
            return -1;
        return row + 1 < m_rows.size() ? row + 1 : 0;
    }
    if (m_rows.isEmpty())
        return -1;
    return row > 0 && row <= m_rows.size() ? row - 1 : int(m_rows.size()) - 1;
}

const compare::EntityDifference *DiffModel::difference(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

int DiffModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DiffModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString DiffModel::kindTitle(compare::DifferenceKind kind)
{
    switch (kind) {
    case compare::DifferenceKind::OnlyLeft:
        return tr("Only left");
    case compare::DifferenceKind::OnlyRight:
        return tr("Only right");
    case compare::DifferenceKind::Changed:
        return tr("Changed");
    }
    return {};
}

QString DiffModel::sideText(const compare::EntityDifference &difference, bool left) const
{
    const std::optional<Entity> &entity = left ? difference.left : difference.right;
    if (!entity)
        return {};
    QStringList parts;
    if (difference.kind == compare::DifferenceKind::Changed) {
        for (const compare::PropertyChange &change : difference.changes) {
            const std::optional<Value> &value = left ? change.left : change.right;
            parts.append(value ? QStringLiteral("%1 = %2 (%3)")
                                     .arg(change.name, value->toDisplayString(), edmTypeName(value->type()))
                               : tr("%1 missing").arg(change.name));
        }
    } else {
        for (const Property &property : entity->properties())
            parts.append(QStringLiteral("%1 = %2").arg(property.name, property.value.toDisplayString()));
    }
    return parts.join(QStringLiteral("; "));
}

QVariant DiffModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const compare::EntityDifference &d = m_rows.at(index.row());
    if (role == KindRole)
        return int(d.kind);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case KindColumn:
        return kindTitle(d.kind);
    case PartitionKeyColumn:
        return d.partitionKey;
    case RowKeyColumn:
        return d.rowKey;
    case PropertiesColumn: {
        QStringList names;
        for (const compare::PropertyChange &change : d.changes)
            names.append(change.name);
        return names.join(QStringLiteral(", "));
    }
    case LeftColumn:
        return sideText(d, true);
    case RightColumn:
        return sideText(d, false);
    default:
        return {};
    }
}

QVariant DiffModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KindColumn:
        return tr("Difference");
    case PartitionKeyColumn:
        return QStringLiteral("PartitionKey");
    case RowKeyColumn:
        return QStringLiteral("RowKey");
    case PropertiesColumn:
        return tr("Properties");
    case LeftColumn:
        return tr("Left");
    case RightColumn:
        return tr("Right");
    default:
        return {};
    }
}

} // namespace rowan
