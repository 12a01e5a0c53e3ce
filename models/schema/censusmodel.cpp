#include "models/schema/censusmodel.h"

#include <rowan/filter.h>

#include <QFont>
#include <QIcon>
#include <QLocale>

namespace rowan {

namespace {

// Internal ids: 0 for a property row, the property's row + 1 for its type rows.
constexpr quintptr PropertyRow = 0;

QString examplesText(const CensusType &type)
{
    QStringList texts;
    for (const Value &v : type.examples) {
        QString text = v.toDisplayString();
        if (text.size() > 40)
            text = text.left(39) + QChar(0x2026);
        texts << (type.type == EdmType::String ? u'"' + text + u'"' : text);
    }
    return texts.join(QStringLiteral(", "));
}

} // namespace

CensusModel::CensusModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

void CensusModel::setCensus(Census census)
{
    beginResetModel();
    m_census = std::move(census);
    endResetModel();
}

void CensusModel::clear()
{
    setCensus(Census {});
}

const CensusProperty *CensusModel::propertyOf(const QModelIndex &index) const
{
    if (!index.isValid())
        return nullptr;
    const qsizetype row = index.internalId() == PropertyRow ? index.row() : qsizetype(index.internalId() - 1);
    return row < m_census.properties.size() ? &m_census.properties[row] : nullptr;
}

const CensusType *CensusModel::typeOf(const QModelIndex &index) const
{
    const CensusProperty *p = propertyOf(index);
    if (!p)
        return nullptr;
    if (index.internalId() != PropertyRow)
        return index.row() < p->types.size() ? &p->types[index.row()] : nullptr;
    return p->types.size() == 1 ? &p->types.first() : nullptr;
}

const CensusKeys *CensusModel::keysAt(const QModelIndex &index) const
{
    const CensusProperty *p = propertyOf(index);
    if (!p)
        return nullptr;
    const CensusType *t = typeOf(index);
    const CensusKeys *keys = nullptr;
    switch (index.column()) {
    case Entities:
        keys = t ? &t->entities : nullptr;
        break;
    case Empty:
        keys = t && t->type == EdmType::String ? &t->empty : nullptr;
        break;
    case Missing:
        keys = index.internalId() == PropertyRow ? &p->missing : nullptr;
        break;
    default:
        break;
    }
    return keys && keys->total > 0 ? keys : nullptr;
}

QString CensusModel::keysDescription(const QModelIndex &index) const
{
    const CensusProperty *p = propertyOf(index);
    const CensusType *t = typeOf(index);
    if (!keysAt(index))
        return {};
    switch (index.column()) {
    case Entities:
        return tr("%1 stored as %2").arg(p->name, edmTypeName(t->type));
    case Empty:
        return tr("%1 empty").arg(p->name);
    case Missing:
        return tr("without %1").arg(p->name);
    default:
        return {};
    }
}

QModelIndex CensusModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < m_census.properties.size() ? createIndex(row, column, PropertyRow) : QModelIndex();
    if (parent.internalId() != PropertyRow || parent.row() >= m_census.properties.size())
        return {};
    const CensusProperty &p = m_census.properties[parent.row()];
    if (!p.hasTypeConflict() || row >= p.types.size())
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex CensusModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == PropertyRow)
        return {};
    return createIndex(int(child.internalId() - 1), 0, PropertyRow);
}

int CensusModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_census.properties.size());
    if (parent.column() != 0 || parent.internalId() != PropertyRow)
        return 0;
    const CensusProperty *p = propertyOf(parent);
    return p && p->hasTypeConflict() ? int(p->types.size()) : 0;
}

int CensusModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant CensusModel::data(const QModelIndex &index, int role) const
{
    const CensusProperty *p = propertyOf(index);
    if (!p)
        return {};
    const bool propertyRow = index.internalId() == PropertyRow;
    const CensusType *t = typeOf(index);
    const QLocale locale;
    if (role == TypeConflictRole)
        return p->hasTypeConflict();
    if (role == HasKeysRole)
        return keysAt(index) != nullptr;
    if (role == Qt::TextAlignmentRole && index.column() >= Entities && index.column() <= Missing)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::DecorationRole && index.column() == Property && propertyRow && p->hasTypeConflict())
        return QIcon::fromTheme(QStringLiteral("dialog-warning"));
    // A conflict stands out even where the desktop theme has no warning icon.
    if (role == Qt::FontRole && propertyRow && p->hasTypeConflict()) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole) {
        if (propertyRow && index.column() <= Type && p->hasTypeConflict()) {
            QStringList types;
            for (const CensusType &c : p->types)
                types << tr("%1 in %2").arg(edmTypeName(c.type), locale.toString(c.entities.total));
            return tr("%1 is stored with %n types: %2.", nullptr, int(p->types.size()))
                .arg(p->name, types.join(QStringLiteral(", ")));
        }
        if (keysAt(index))
            return tr("Double-click to show %1 in the grid.").arg(keysDescription(index));
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Property:
        return propertyRow ? p->name : QString();
    case Type:
        if (!propertyRow || t)
            return edmTypeName(t->type);
        return tr("%n types", nullptr, int(p->types.size()));
    case Entities:
        return locale.toString(propertyRow ? p->count : t->entities.total);
    case Share:
        return propertyRow ? censusShare(p->count, m_census.entities)
                           : censusShare(t->entities.total, p->count);
    case Empty: {
        qint64 empty = 0;
        if (t)
            empty = t->empty.total;
        else
            for (const CensusType &c : p->types)
                empty += c.empty.total;
        return empty > 0 ? locale.toString(empty) : QString();
    }
    case Missing:
        return propertyRow && p->missing.total > 0 ? locale.toString(p->missing.total) : QString();
    case Range:
        return t ? censusRange(*t) : QString();
    case Partitions:
        return propertyRow ? locale.toString(p->partitions) : QString();
    case Examples:
        return t ? examplesText(*t) : QString();
    default:
        return {};
    }
}

QVariant CensusModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Property:
        return tr("Property");
    case Type:
        return tr("Type");
    case Entities:
        return tr("Entities");
    case Share:
        return tr("Share");
    case Empty:
        return tr("Empty");
    case Missing:
        return tr("Missing");
    case Range:
        return tr("Range");
    case Partitions:
        return tr("Partitions");
    case Examples:
        return tr("Examples");
    default:
        return {};
    }
}

QString keysFilterText(const QList<CensusKey> &keys, qsizetype *shown)
{
    // Grouped by partition: "PartitionKey eq 'p' and (RowKey eq 'a' or RowKey eq 'b')" compares 1 + n
    // times, so more entities fit under the limit than with a pair of comparisons each.
    QList<std::pair<QString, QList<FilterNode>>> groups;
    int comparisons = 0;
    qsizetype taken = 0;
    for (const CensusKey &key : keys) {
        const bool newPartition = groups.isEmpty() || groups.last().first != key.partitionKey;
        const int cost = newPartition ? 2 : 1;
        if (comparisons + cost > limits::MaxFilterComparisons)
            break;
        if (newPartition)
            groups.append({key.partitionKey, {}});
        groups.last().second.append(
            FilterNode::compare(QStringLiteral("RowKey"), CompareOp::Eq, Value::string(key.rowKey)));
        comparisons += cost;
        ++taken;
    }
    if (shown)
        *shown = taken;
    if (groups.isEmpty())
        return {};
    QList<FilterNode> alternatives;
    for (auto &[partitionKey, rows] : groups) {
        FilterNode rowKeys = rows.size() == 1 ? rows.first() : FilterNode::anyOf(rows);
        alternatives.append(FilterNode::allOf(
            {FilterNode::compare(QStringLiteral("PartitionKey"), CompareOp::Eq, Value::string(partitionKey)),
                std::move(rowKeys)}));
    }
    Result<Filter> filter
        = Filter::fromNode(alternatives.size() == 1 ? alternatives.first() : FilterNode::anyOf(alternatives));
    return filter ? filter->toString() : QString();
}

} // namespace rowan
