// EntityTableModel's cells: how values read (display text, check state, tooltip, alignment) and the headers.
#include "models/grid/entitytablemodel.h"

#include "models/editing/stagededits.h"

#include <QColor>
#include <QFont>
#include <QLocale>

namespace rowan {

QString EntityTableModel::displayText(const Value &value) const
{
    switch (value.type()) {
    case EdmType::DateTime: {
        const DateTime t = value.toDateTime();
        if (!m_localTime)
            return t.toIsoString();
        return QLocale::system().toString(
            t.toQDateTime().toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
    }
    case EdmType::Double: {
        // A whole-number Double still reads as a Double.
        QString text = value.toDisplayString();
        if (!text.contains(QLatin1Char('.')) && !text.contains(QLatin1Char('e'))
            && !text.contains(QLatin1Char('N')) && !text.contains(QLatin1Char('I')))
            text += QStringLiteral(".0");
        return text;
    }
    case EdmType::Binary: {
        const QByteArray bytes = value.toBinary();
        const QString hex = QString::fromLatin1(bytes.left(16).toHex(' ').toUpper());
        const QString size
            = bytes.size() == 1 ? tr("1 byte") : tr("%1 bytes", nullptr, int(bytes.size())).arg(bytes.size());
        return QStringLiteral("%1%2 (%3)")
            .arg(hex, bytes.size() > 16 ? QStringLiteral(" …") : QString(), size);
    }
    case EdmType::Boolean:
        return value.toBool() ? tr("true") : tr("false");
    default:
        return value.toDisplayString();
    }
}

QVariant EntityTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entity *loaded = loadedEntity(index.row());
    if (!loaded) {
        want(index.row() / m_activePageSize);
        return {};
    }
    const StagedChange *staged
        = m_staged ? m_staged->find(m_account, m_table, loaded->partitionKey(), loaded->rowKey()) : nullptr;
    if (staged) {
        const bool deleted = staged->kind == StagedChange::Kind::Delete;
        switch (role) {
        case Qt::BackgroundRole:
            // Translucent, so the tint reads on light and dark palettes alike.
            return deleted ? QColor(198, 40, 40, 60) : QColor(249, 168, 37, 70);
        case Qt::FontRole: {
            if (!deleted)
                return {};
            QFont font;
            font.setStrikeOut(true);
            return font;
        }
        case PendingRole:
            return deleted ? QStringLiteral("delete") : QStringLiteral("update");
        default:
            break;
        }
    } else if (role == PendingRole) {
        return QString();
    }
    // A matching cell stands out in a colour of its own (the staged tints win on rows with a change).
    const bool matched = m_find && index.row() < m_find->matched.size()
        && m_find->matched.at(index.row()).contains(columnProperty(index.column()));
    if (role == MatchRole)
        return matched;
    if (matched && !staged) {
        if (role == Qt::BackgroundRole)
            return QColor(255, 214, 0, 110);
        if (role == Qt::FontRole) {
            QFont font;
            font.setBold(true);
            return font;
        }
    }
    const Entity &shown = staged && staged->after ? *staged->after : *loaded;
    const std::optional<Value> cell = valueIn(shown, index.column());
    if (!cell) {
        if (staged && role == Qt::ToolTipRole)
            return tr("Pending: not written until Commit");
        return {}; // this entity lacks the property: an empty cell
    }
    const Value &value = *cell;

    switch (role) {
    case Qt::DisplayRole:
        return displayText(value);
    case Qt::CheckStateRole:
        if (value.type() == EdmType::Boolean)
            return value.toBool() ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::ToolTipRole:
        return edmTypeName(value.type()) + QLatin1Char('\n') + value.toDisplayString()
            + (staged ? tr("\nPending: not written until Commit") : QString());
    case TypeRole:
        return int(value.type());
    case FullValueRole:
        return value.toDisplayString();
    case Qt::TextAlignmentRole:
        switch (value.type()) {
        case EdmType::Int32:
        case EdmType::Int64:
        case EdmType::Double:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    default:
        return {};
    }
}

std::optional<Value> EntityTableModel::valueIn(const Entity &entity, int column) const
{
    if (column == 0)
        return Value::string(entity.partitionKey());
    if (column == 1)
        return Value::string(entity.rowKey());
    if (column == 2)
        return Value::dateTime(entity.timestamp());
    if (column - FixedColumns >= m_columns.size())
        return std::nullopt;
    if (const Value *v = entity.property(m_columns.at(column - FixedColumns)))
        return *v;
    return std::nullopt;
}

std::optional<Value> EntityTableModel::cellValue(const QModelIndex &index) const
{
    if (!index.isValid()
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return std::nullopt;
    const Entity *loaded = loadedEntity(index.row());
    return loaded ? valueIn(*loaded, index.column()) : std::nullopt;
}

QString EntityTableModel::columnProperty(int column) const
{
    return headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
}

QVariant EntityTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || section < 0)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    static const QString fixed[FixedColumns]
        = {QStringLiteral("PartitionKey"), QStringLiteral("RowKey"), QStringLiteral("Timestamp")};
    if (section < FixedColumns)
        return fixed[section];
    return section - FixedColumns < m_columns.size() ? QVariant(m_columns.at(section - FixedColumns))
                                                     : QVariant();
}

void EntityTableModel::setLocalTime(bool local)
{
    if (m_localTime == local)
        return;
    m_localTime = local;
    if (m_rows > 0 && columnCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, columnCount() - 1), {Qt::DisplayRole});
}

} // namespace rowan
