#include "models/editing/entityeditmodel.h"

#include "models/editing/valuetext.h"

#include <QColor>
#include <QFont>
#include <QHash>
#include <QSet>

using namespace Qt::StringLiterals;

namespace rowan {

namespace {

QString messageOf(const Status &status)
{
    return status ? QString() : status.error().message;
}

} // namespace

EntityEditModel::EntityEditModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    setEntity(Entity());
}

void EntityEditModel::setEntity(const Entity &entity)
{
    beginResetModel();
    m_rows.clear();
    m_rows.append(Row {u"PartitionKey"_s, EdmType::String, entity.partitionKey(), {}, {}, {}});
    m_rows.append(Row {u"RowKey"_s, EdmType::String, entity.rowKey(), {}, {}, {}});
    for (const Property &p : entity.properties())
        m_rows.append(Row {p.name, p.value.type(), valuetext::format(p.value), p.value, {}, {}});
    m_etag = entity.etag();
    m_lastError.clear();
    for (int row = 0; row < m_rows.size(); ++row)
        validateValue(row);
    validateNames();
    endResetModel();
    Q_EMIT validationChanged();
}

void EntityEditModel::setKeysEditable(bool editable)
{
    if (m_keysEditable == editable)
        return;
    m_keysEditable = editable;
    Q_EMIT dataChanged(index(0, ValueColumn), index(KeyRows - 1, ValueColumn));
}

QString EntityEditModel::uniqueName() const
{
    QSet<QString> names;
    for (const Row &r : m_rows)
        names.insert(r.name);
    QString name = u"NewProperty"_s;
    for (int i = 2; names.contains(name); ++i)
        name = u"NewProperty%1"_s.arg(i);
    return name;
}

int EntityEditModel::addProperty(const QString &name, const Value &value)
{
    const int row = int(m_rows.size());
    beginInsertRows(QModelIndex(), row, row);
    m_rows.append(
        Row {name.isEmpty() ? uniqueName() : name, value.type(), valuetext::format(value), value, {}, {}});
    validateValue(row);
    endInsertRows();
    validateNames();
    Q_EMIT validationChanged();
    return row;
}

bool EntityEditModel::removeProperty(int row)
{
    if (!isPropertyRow(row))
        return false;
    beginRemoveRows(QModelIndex(), row, row);
    m_rows.removeAt(row);
    endRemoveRows();
    validateNames();
    Q_EMIT validationChanged();
    return true;
}

bool EntityEditModel::renameProperty(int row, const QString &name)
{
    if (!isPropertyRow(row))
        return false;
    m_rows[row].name = name;
    validateValue(row); // its messages quote the name
    validateNames();
    Q_EMIT validationChanged();
    return true;
}

Status EntityEditModel::setPropertyType(int row, EdmType type)
{
    if (!isPropertyRow(row))
        return fail(ErrorCode::InvalidInput, u"PartitionKey and RowKey are always of type Edm.String."_s);
    Row &r = m_rows[row];
    if (r.type == type)
        return {};
    // An empty value becomes the new type's starting value; otherwise convert what is there.
    const Result<Value> converted = r.text.trimmed().isEmpty() ? Result<Value>(valuetext::defaultValue(type))
        : r.value                                              ? valuetext::convert(*r.value, type)
                                                               : valuetext::parse(type, r.text);
    if (!converted)
        return std::unexpected(converted.error());
    r.type = type;
    r.value = *converted;
    r.text = valuetext::format(*converted);
    validateValue(row);
    rowsChanged(row, row);
    return {};
}

void EntityEditModel::setValueText(int row, const QString &text)
{
    if (row < 0 || row >= m_rows.size())
        return;
    m_rows[row].text = text;
    validateValue(row);
    rowsChanged(row, row);
}

void EntityEditModel::setValue(int row, const Value &value)
{
    if (!isPropertyRow(row))
        return;
    Row &r = m_rows[row];
    r.type = value.type();
    r.text = valuetext::format(value);
    validateValue(row);
    rowsChanged(row, row);
}

QString EntityEditModel::valueText(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].text : QString();
}

EdmType EntityEditModel::type(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].type : EdmType::String;
}

QString EntityEditModel::name(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].name : QString();
}

QString EntityEditModel::rowError(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return QString();
    const Row &r = m_rows[row];
    return r.nameError.isEmpty() ? r.valueError : r.nameError;
}

std::optional<Value> EntityEditModel::value(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].value : std::nullopt;
}

void EntityEditModel::validateValue(int row)
{
    Row &r = m_rows[row];
    if (isKeyRow(row)) {
        r.value = Value::string(r.text);
        r.valueError = messageOf(validateKey(r.text, row == PartitionKeyRow ? "PartitionKey" : "RowKey"));
        return;
    }
    Result<Value> parsed = valuetext::parse(r.type, r.text);
    if (!parsed) {
        r.value.reset();
        r.valueError = parsed.error().message;
        r.parseError = parsed.error().code;
        return;
    }
    r.value = *parsed;
    r.valueError = messageOf(rowan::validateValue(r.name, *parsed));
}

void EntityEditModel::validateNames()
{
    QHash<QString, int> counts;
    for (int row = KeyRows; row < m_rows.size(); ++row)
        ++counts[m_rows[row].name];
    for (int row = KeyRows; row < m_rows.size(); ++row) {
        Row &r = m_rows[row];
        r.nameError = messageOf(validatePropertyName(r.name));
        if (r.nameError.isEmpty() && counts.value(r.name) > 1)
            r.nameError
                = u"The property '%1' is specified more than once; names must be unique."_s.arg(r.name);
    }
    if (m_rows.size() > KeyRows)
        Q_EMIT dataChanged(index(KeyRows, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

void EntityEditModel::rowsChanged(int first, int last)
{
    Q_EMIT dataChanged(index(first, 0), index(last, ColumnCount - 1));
    Q_EMIT validationChanged();
}

qint64 EntityEditModel::storageSize() const
{
    qint64 size = 4 + 2 * (qint64(m_rows[PartitionKeyRow].text.size()) + m_rows[RowKeyRow].text.size());
    for (int row = KeyRows; row < m_rows.size(); ++row) {
        const Row &r = m_rows[row];
        size += 8 + 2 * qint64(r.name.size()) + (r.value ? r.value->storageSize() : 0);
    }
    return size;
}

QString EntityEditModel::sizeText() const
{
    return tr("%1 of 1 MiB").arg(valuetext::formatSize(storageSize()));
}

QString EntityEditModel::entityError() const
{
    if (propertyCount() > limits::MaxUserProperties)
        return tr("The entity has %1 properties; at most %2 are allowed besides PartitionKey, RowKey and "
                  "Timestamp.")
            .arg(propertyCount())
            .arg(limits::MaxUserProperties);
    const qint64 size = storageSize();
    if (size > limits::MaxEntityBytes)
        return tr("The entity is %1 bytes by the size formula; at most %2 bytes (1 MiB) are allowed.")
            .arg(size)
            .arg(limits::MaxEntityBytes);
    return QString();
}

QString EntityEditModel::firstError() const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (QString e = rowError(row); !e.isEmpty())
            return e;
    }
    return entityError();
}

Result<Entity> EntityEditModel::entity() const
{
    Entity e(m_rows[PartitionKeyRow].text, m_rows[RowKeyRow].text);
    e.setEtag(m_etag);
    for (int row = KeyRows; row < m_rows.size(); ++row) {
        const Row &r = m_rows[row];
        if (!r.value)
            return fail(r.parseError, r.valueError);
        e.appendProperty(r.name, *r.value);
    }
    if (auto status = e.validate(); !status)
        return std::unexpected(status.error());
    return e;
}

int EntityEditModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int EntityEditModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EntityEditModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &r = m_rows[index.row()];
    const bool key = isKeyRow(index.row());
    const bool faulty = index.column() == NameColumn ? !r.nameError.isEmpty()
        : index.column() == ValueColumn              ? !r.valueError.isEmpty()
                                                     : false;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case NameColumn:
            return r.name;
        case TypeColumn:
            return role == Qt::EditRole ? QVariant(int(r.type)) : QVariant(edmTypeName(r.type));
        default:
            // A Binary cell also says how many bytes its text holds.
            if (role == Qt::DisplayRole && r.type == EdmType::Binary && r.value && !isKeyRow(index.row()))
                return tr("%1  (%2 bytes)").arg(r.text.left(200)).arg(r.value->toBinary().size());
            return r.text;
        }
    case Qt::ToolTipRole:
        if (!rowError(index.row()).isEmpty())
            return rowError(index.row());
        return index.column() == ValueColumn ? QVariant(r.text.left(2000)) : QVariant();
    case Qt::BackgroundRole:
        return faulty ? QVariant(QColor(255, 214, 214)) : QVariant();
    case Qt::ForegroundRole:
        if (faulty)
            return QColor(140, 0, 0);
        // Keys that cannot change read as fixed.
        if (key && !m_keysEditable && index.column() == ValueColumn)
            return QColor(110, 110, 110);
        return {};
    case Qt::FontRole:
        if (key && index.column() == NameColumn) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case TypeRole:
        return int(r.type);
    case ErrorRole:
        return rowError(index.row());
    case IsKeyRole:
        return key;
    default:
        return {};
    }
}

bool EntityEditModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const int row = index.row();
    switch (index.column()) {
    case NameColumn:
        return renameProperty(row, value.toString());
    case TypeColumn: {
        bool isInt = false;
        const int asInt = value.toInt(&isInt);
        const std::optional<EdmType> type = isInt && asInt >= 0 && asInt <= int(EdmType::Int64)
            ? std::optional<EdmType>(EdmType(asInt))
            : edmTypeFromName(value.toString());
        Status status = type
            ? setPropertyType(row, *type)
            : fail(ErrorCode::InvalidValueType, tr("Unknown type %1.").arg(value.toString()));
        if (!status) {
            m_lastError = status.error().message;
            Q_EMIT editRefused(m_lastError);
            return false;
        }
        return true;
    }
    default:
        setValueText(row, value.toString());
        return true;
    }
}

Qt::ItemFlags EntityEditModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const bool key = isKeyRow(index.row());
    if ((!key && index.column() != ValueColumn)
        || (index.column() == ValueColumn && (!key || m_keysEditable)))
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant EntityEditModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Property");
    case TypeColumn:
        return tr("Type");
    case ValueColumn:
        return tr("Value");
    default:
        return {};
    }
}

} // namespace rowan
