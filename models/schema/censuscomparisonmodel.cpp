#include "models/schema/censuscomparisonmodel.h"

#include <rowan/pluralcount.h>

#include <QFont>
#include <QLocale>

namespace rowan {

namespace {

// "Edm.Int32 (39), Edm.String (1)": a side's types with the entities holding each, by falling count.
QString comparedTypesText(const CensusProperty &property)
{
    const QLocale locale;
    QStringList types;
    for (const CensusType &t : property.types)
        types << QStringLiteral("%1 (%2)").arg(edmTypeName(t.type), locale.toString(t.entities.total));
    return types.join(QStringLiteral(", "));
}

} // namespace

CensusComparisonModel::CensusComparisonModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void CensusComparisonModel::setCensuses(
    Census left, Census right, const QString &leftName, const QString &rightName)
{
    beginResetModel();
    m_left = std::move(left);
    m_right = std::move(right);
    m_leftName = leftName;
    m_rightName = rightName;
    rebuild();
    endResetModel();
}

void CensusComparisonModel::setLeftCensus(Census left)
{
    beginResetModel();
    m_left = std::move(left);
    rebuild();
    endResetModel();
}

void CensusComparisonModel::clear()
{
    setCensuses(Census {}, Census {}, QString(), QString());
}

void CensusComparisonModel::setDifferencesOnly(bool only)
{
    if (only == m_differencesOnly)
        return;
    beginResetModel();
    m_differencesOnly = only;
    rebuild();
    endResetModel();
}

void CensusComparisonModel::rebuild()
{
    m_differences = isEmpty() ? QList<CensusDifference>() : compareCensuses(m_left, m_right);
    QHash<QString, qsizetype> differenceOf;
    for (qsizetype i = 0; i < m_differences.size(); ++i)
        differenceOf.insert(m_differences[i].property, i);
    // The order compareCensuses() reports in: the left's properties, then the right's own.
    QHash<QString, qsizetype> rightIndex;
    for (qsizetype i = 0; i < m_right.properties.size(); ++i)
        rightIndex.insert(m_right.properties[i].name, i);
    m_rows.clear();
    for (qsizetype i = 0; i < m_left.properties.size(); ++i) {
        const QString &name = m_left.properties[i].name;
        m_rows.append({name, i, rightIndex.value(name, -1), differenceOf.value(name, -1)});
    }
    for (qsizetype i = 0; i < m_right.properties.size(); ++i) {
        const QString &name = m_right.properties[i].name;
        if (!m_left.property(name))
            m_rows.append({name, -1, i, differenceOf.value(name, -1)});
    }
    m_shown.clear();
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (!m_differencesOnly || m_rows[i].difference >= 0)
            m_shown.append(i);
    }
}

qsizetype CensusComparisonModel::count(Kind kind) const
{
    return std::count_if(m_differences.cbegin(), m_differences.cend(),
        [kind](const CensusDifference &d) { return d.kind == kind; });
}

const CensusComparisonModel::Row *CensusComparisonModel::rowAt(int row) const
{
    return row >= 0 && row < m_shown.size() ? &m_rows[m_shown[row]] : nullptr;
}

std::optional<CensusComparisonModel::Kind> CensusComparisonModel::differenceAt(int row) const
{
    const Row *r = rowAt(row);
    if (!r || r->difference < 0)
        return std::nullopt;
    return m_differences[r->difference].kind;
}

QString CensusComparisonModel::kindText(Kind kind) const
{
    switch (kind) {
    case Kind::OnlyInFirst:
        return tr("Only in %1").arg(m_leftName);
    case Kind::OnlyInSecond:
        return tr("Only in %1").arg(m_rightName);
    case Kind::TypesDiffer:
        return tr("Types differ");
    case Kind::ShareDiffers:
        return tr("Share differs");
    }
    return {};
}

QString CensusComparisonModel::summary() const
{
    if (isEmpty())
        return {};
    const auto n = [](qsizetype count) { return int(count); };
    if (m_differences.isEmpty())
        return tr("No property differs: both hold the same %n properties with the same types.", nullptr,
            n(m_rows.size()));
    QStringList parts;
    if (const qsizetype c = count(Kind::OnlyInFirst))
        parts << tr("%n only in %1", nullptr, n(c)).arg(m_leftName);
    if (const qsizetype c = count(Kind::OnlyInSecond))
        parts << tr("%n only in %1", nullptr, n(c)).arg(m_rightName);
    if (const qsizetype c = count(Kind::TypesDiffer))
        parts << tr("%n with other types", nullptr, n(c));
    if (const qsizetype c = count(Kind::ShareDiffers))
        parts << tr("%n held by a different share of the entities", nullptr, n(c));
    return tr("%n properties differ: %1.", nullptr, n(m_differences.size()))
        .arg(parts.join(QStringLiteral(", ")));
}

QString CensusComparisonModel::extentText(const Census &census)
{
    if (census.complete)
        return tr("the whole table, %Ln entities", nullptr, pluralCount(census.entities));
    return tr("a sample: its first %Ln entities (the endpoint keeps no statistics)", nullptr,
        pluralCount(census.entities));
}

QString CensusComparisonModel::toMarkdown() const
{
    if (isEmpty())
        return {};
    auto cell = [](QString s) { return s.replace(u'|', QStringLiteral("\\|")); };
    QString md = QStringLiteral("# %1\n\n- %2\n- %3\n\n%4\n\n")
                     .arg(tr("%1 against %2").arg(m_leftName, m_rightName),
                         tr("Left: %1, %2.").arg(m_leftName, extentText(m_left)),
                         tr("Right: %1, %2.").arg(m_rightName, extentText(m_right)), summary());
    QStringList header;
    for (int column = 0; column < ColumnCount; ++column)
        header << cell(headerData(column, Qt::Horizontal).toString());
    md += QStringLiteral("| %1 |\n|---|---|---:|---|---:|---|\n").arg(header.join(QStringLiteral(" | ")));
    for (int row = 0; row < rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < ColumnCount; ++column)
            cells << cell(index(row, column).data().toString());
        md += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
    }
    return md;
}

QString CensusComparisonModel::tooltip(const Row &row) const
{
    if (row.difference < 0)
        return tr("%1: no difference.").arg(row.name);
    const CensusDifference &d = m_differences[row.difference];
    // One arg() call each: a name holding "%2" must not be substituted into.
    switch (d.kind) {
    case Kind::OnlyInFirst:
        return tr("Only %1 holds %2: %3.").arg(m_leftName, row.name, d.first);
    case Kind::OnlyInSecond:
        return tr("Only %1 holds %2: %3.").arg(m_rightName, row.name, d.second);
    case Kind::TypesDiffer:
        return tr("%1 is stored with other types: %2 in %3, %4 in %5.")
            .arg(row.name, d.first, m_leftName, d.second, m_rightName);
    case Kind::ShareDiffers:
        return tr("%1 is held by %2 of the entities in %3, by %4 in %5.")
            .arg(row.name, d.first, m_leftName, d.second, m_rightName);
    }
    return {};
}

void CensusComparisonModel::setKindColour(Kind kind, const QColor &colour)
{
    if (m_colours.value(int(kind)) == colour)
        return;
    m_colours.insert(int(kind), colour);
    if (!m_shown.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::ForegroundRole});
}

int CensusComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_shown.size());
}

int CensusComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CensusComparisonModel::data(const QModelIndex &index, int role) const
{
    const Row *row = index.isValid() ? rowAt(index.row()) : nullptr;
    if (!row)
        return {};
    const std::optional<Kind> kind
        = row->difference >= 0 ? std::optional(m_differences[row->difference].kind) : std::nullopt;
    switch (role) {
    case DifferenceRole:
        return kind ? int(*kind) : -1;
    case Qt::ForegroundRole:
        if (kind && m_colours.value(int(*kind)).isValid())
            return m_colours.value(int(*kind));
        return {};
    case Qt::FontRole:
        if (kind && (index.column() == Property || index.column() == Difference)) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ToolTipRole:
        return tooltip(*row);
    case Qt::TextAlignmentRole:
        if (index.column() == LeftShare || index.column() == RightShare)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    const CensusProperty *left = row->left >= 0 ? &m_left.properties[row->left] : nullptr;
    const CensusProperty *right = row->right >= 0 ? &m_right.properties[row->right] : nullptr;
    switch (index.column()) {
    case Property:
        return row->name;
    case Difference:
        return kind ? kindText(*kind) : QString();
    case LeftShare:
        return left ? censusShare(left->count, m_left.entities) : QString();
    case LeftTypes:
        return left ? comparedTypesText(*left) : QString();
    case RightShare:
        return right ? censusShare(right->count, m_right.entities) : QString();
    case RightTypes:
        return right ? comparedTypesText(*right) : QString();
    default:
        return {};
    }
}

QVariant CensusComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        if (section == LeftShare || section == LeftTypes)
            return m_leftName;
        if (section == RightShare || section == RightTypes)
            return m_rightName;
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Property:
        return tr("Property");
    case Difference:
        return tr("Difference");
    case LeftShare:
        return tr("Left share");
    case LeftTypes:
        return tr("Left types");
    case RightShare:
        return tr("Right share");
    case RightTypes:
        return tr("Right types");
    default:
        return {};
    }
}

} // namespace rowan
