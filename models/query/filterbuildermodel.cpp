#include "models/query/filterbuildermodel.h"

#include "models/query/filterbuildertree.h"

namespace rowan {

using namespace filterbuilder;

FilterBuilderModel::FilterBuilderModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Node>())
{
    m_root->isGroup = true;
    m_root->append(newGroup(false));
}

FilterBuilderModel::~FilterBuilderModel() = default;

FilterBuilderModel::Node *FilterBuilderModel::nodeAt(const QModelIndex &index) const
{
    if (!index.isValid())
        return m_root.get();
    return static_cast<Node *>(index.internalPointer());
}

QModelIndex FilterBuilderModel::indexOf(Node *node, int column) const
{
    if (!node || node == m_root.get())
        return {};
    return createIndex(node->row(), column, node);
}

QModelIndex FilterBuilderModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0 || (parent.isValid() && parent.column() != 0))
        return {};
    Node *p = nodeAt(parent);
    if (!p->isGroup || row >= int(p->children.size()))
        return {};
    return createIndex(row, column, p->children[size_t(row)].get());
}

QModelIndex FilterBuilderModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    Node *n = nodeAt(child);
    return indexOf(n->parent);
}

int FilterBuilderModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    const Node *n = nodeAt(parent);
    return n->isGroup ? int(n->children.size()) : 0;
}

int FilterBuilderModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant FilterBuilderModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this)
        return {};
    const Node *n = nodeAt(index);
    switch (role) {
    case IsGroupRole:
        return n->isGroup;
    case EdmTypeRole:
        return n->isGroup ? QVariant() : QVariant(int(n->type));
    case OperatorRole:
        return n->isGroup ? QVariant() : QVariant(int(n->op));
    case PresetRole:
        return n->isGroup ? QVariant() : QVariant(int(n->preset));
    case ValueErrorRole:
        return n->valueError();
    case Qt::ToolTipRole:
        if (index.column() == ValueColumn)
            return n->valueError();
        return {};
    case Qt::CheckStateRole:
        if (index.column() == NotColumn)
            return n->negated ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::DisplayRole:
    case Qt::EditRole:
        break;
    default:
        return {};
    }
    const bool display = role == Qt::DisplayRole;
    switch (index.column()) {
    case LogicColumn:
        if (n->isGroup)
            return display ? (n->any ? tr("Any of (or)") : tr("All of (and)"))
                           : (n->any ? QStringLiteral("or") : QStringLiteral("and"));
        return {};
    case NotColumn:
        // The check box says it; the edit value serves code that reads the column as data.
        return display ? QVariant() : QVariant(n->negated);
    case PropertyColumn:
        return n->isGroup ? QVariant() : QVariant(n->property);
    case TypeColumn:
        return n->isGroup ? QVariant() : QVariant(edmTypeName(n->type));
    case OperatorColumn:
        return n->isGroup ? QVariant() : QVariant(compareOpName(n->op));
    case ValueColumn:
        if (n->isGroup)
            return {};
        if (display && n->type == EdmType::DateTime && n->preset != TimePreset::None)
            return timePresetLabel(n->preset);
        return n->valueText;
    default:
        return {};
    }
}

bool FilterBuilderModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.model() != this)
        return false;
    Node *n = nodeAt(index);
    QList<int> roles {role};
    bool wholeRow = false;
    if (role == Qt::CheckStateRole && index.column() == NotColumn) {
        n->negated = value.toInt() == Qt::Checked;
    } else if (role == PresetRole && !n->isGroup) {
        const int p = value.toInt();
        if (p < int(TimePreset::None) || p > int(TimePreset::Last30Days))
            return false;
        n->preset = TimePreset(p);
        wholeRow = true;
    } else if (role == EdmTypeRole && !n->isGroup) {
        const int t = value.toInt();
        if (t < int(EdmType::String) || t > int(EdmType::Int64))
            return false;
        n->type = EdmType(t);
        wholeRow = true;
    } else if (role == OperatorRole && !n->isGroup) {
        const int o = value.toInt();
        if (o < int(CompareOp::Eq) || o > int(CompareOp::Le))
            return false;
        n->op = CompareOp(o);
    } else if (role == Qt::EditRole) {
        switch (index.column()) {
        case LogicColumn: {
            const QString s = value.toString();
            if (!n->isGroup || (s != u"and" && s != u"or"))
                return false;
            n->any = s == u"or";
            break;
        }
        case NotColumn:
            n->negated = value.toBool();
            break;
        case PropertyColumn:
            if (n->isGroup)
                return false;
            n->property = value.toString();
            break;
        case TypeColumn: {
            if (n->isGroup)
                return false;
            const auto t = value.typeId() == QMetaType::Int ? std::optional<EdmType>(EdmType(value.toInt()))
                                                            : edmTypeFromName(value.toString());
            if (!t || int(*t) > int(EdmType::Int64))
                return false;
            n->type = *t;
            wholeRow = true;
            break;
        }
        case OperatorColumn: {
            const auto op = opFromName(value.toString());
            if (n->isGroup || !op)
                return false;
            n->op = *op;
            break;
        }
        case ValueColumn:
            if (n->isGroup)
                return false;
            n->valueText = value.toString();
            n->preset = TimePreset::None;
            wholeRow = true;
            break;
        default:
            return false;
        }
    } else {
        return false;
    }
    if (wholeRow)
        Q_EMIT dataChanged(indexOf(n, 0), indexOf(n, ColumnCount - 1));
    else
        Q_EMIT dataChanged(index, index, roles);
    Q_EMIT edited();
    return true;
}

Qt::ItemFlags FilterBuilderModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return Qt::NoItemFlags;
    const Node *n = nodeAt(index);
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == NotColumn)
        f |= Qt::ItemIsUserCheckable;
    if (n->isGroup ? index.column() == LogicColumn
                   : index.column() >= PropertyColumn && index.column() <= ValueColumn)
        f |= Qt::ItemIsEditable;
    if (!n->isGroup)
        f |= Qt::ItemNeverHasChildren;
    return f;
}

QVariant FilterBuilderModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case LogicColumn:
        return tr("Group");
    case NotColumn:
        return tr("Not");
    case PropertyColumn:
        return tr("Property");
    case TypeColumn:
        return tr("Type");
    case OperatorColumn:
        return tr("Operator");
    case ValueColumn:
        return tr("Value");
    default:
        return {};
    }
}

bool FilterBuilderModel::removeRows(int row, int count, const QModelIndex &parent)
{
    Node *p = nodeAt(parent);
    if (p == m_root.get() || !p->isGroup || row < 0 || count <= 0 || row + count > int(p->children.size()))
        return false;
    beginRemoveRows(parent, row, row + count - 1);
    p->children.erase(p->children.begin() + row, p->children.begin() + row + count);
    endRemoveRows();
    Q_EMIT edited();
    return true;
}

QModelIndex FilterBuilderModel::topGroup() const
{
    return indexOf(m_root->children.front().get());
}

bool FilterBuilderModel::isGroup(const QModelIndex &index) const
{
    return index.isValid() && nodeAt(index)->isGroup;
}

QModelIndex FilterBuilderModel::addCondition(
    const QModelIndex &group, const QString &property, EdmType type, CompareOp op, const QString &valueText)
{
    if (!isGroup(group) || group.column() != 0)
        return {};
    Node *g = nodeAt(group);
    auto c = std::make_unique<Node>();
    c->property = property;
    c->type = type;
    c->op = op;
    c->valueText = valueText;
    const int row = int(g->children.size());
    beginInsertRows(group, row, row);
    Node *added = g->append(std::move(c));
    endInsertRows();
    Q_EMIT edited();
    return indexOf(added);
}

QModelIndex FilterBuilderModel::addGroup(const QModelIndex &group, bool any)
{
    if (!isGroup(group) || group.column() != 0)
        return {};
    Node *g = nodeAt(group);
    int depth = 0;
    for (const Node *n = g; n && n != m_root.get(); n = n->parent)
        ++depth;
    if (depth >= MaxGroupDepth)
        return {};
    const int row = int(g->children.size());
    beginInsertRows(group, row, row);
    Node *added = g->append(newGroup(any));
    endInsertRows();
    Q_EMIT edited();
    return indexOf(added);
}

void FilterBuilderModel::resetTo(std::unique_ptr<Node> top)
{
    beginResetModel();
    m_root->children.clear();
    m_root->append(std::move(top));
    endResetModel();
    Q_EMIT edited();
}

void FilterBuilderModel::clear()
{
    resetTo(newGroup(false));
}

void FilterBuilderModel::narrow(const FilterNode &condition)
{
    Node *top = m_root->children.front().get();
    if (!top->any && !top->negated) {
        const int row = int(top->children.size());
        beginInsertRows(topGroup(), row, row);
        top->append(fromFilterNode(condition));
        endInsertRows();
        Q_EMIT edited();
        return;
    }
    beginResetModel();
    auto group = newGroup(false);
    group->append(std::move(m_root->children.front()));
    group->append(fromFilterNode(condition));
    m_root->children.clear();
    m_root->append(std::move(group));
    endResetModel();
    Q_EMIT edited();
}

Status FilterBuilderModel::setFilter(const ParsedFilter &text)
{
    const auto &parsed = text.filter;
    if (!parsed)
        return std::unexpected(Error {ErrorCode::InvalidInput,
            tr("The builder cannot show this filter until it parses: %1 (at position %2)")
                .arg(parsed.error().message)
                .arg(parsed.error().position)});
    if (parsed->isEmpty()) {
        clear();
        return {};
    }
    std::unique_ptr<Node> top = fromFilterNode(*parsed->root());
    if (!top->isGroup) {
        // The top row is always a group; a lone condition goes inside one.
        auto group = newGroup(false);
        group->append(std::move(top));
        top = std::move(group);
    }
    resetTo(std::move(top));
    return {};
}

Result<Filter> FilterBuilderModel::filter(const DateTime &now) const
{
    int number = 0;
    auto node = toFilterNode(*m_root->children.front(), now, number);
    if (!node)
        return std::unexpected(Error {ErrorCode::InvalidInput, node.error()});
    if (!*node)
        return Filter();
    return Filter::fromNode(std::move(**node));
}

Result<QString> FilterBuilderModel::filterText(const DateTime &now) const
{
    auto f = filter(now);
    if (!f)
        return std::unexpected(f.error());
    return f->toString();
}

bool FilterBuilderModel::hasPresets() const
{
    return anyPreset(*m_root);
}

QJsonObject FilterBuilderModel::toJson() const
{
    return nodeToJson(*m_root->children.front());
}

Status FilterBuilderModel::fromJson(const QJsonObject &json)
{
    auto node = nodeFromJson(json, 0);
    if (!node)
        return std::unexpected(
            Error {ErrorCode::InvalidInput, tr("Not a saved filter: %1.").arg(node.error())});
    if (!(*node)->isGroup) {
        auto group = newGroup(false);
        group->append(std::move(*node));
        node = std::move(group);
    }
    resetTo(std::move(*node));
    return {};
}

} // namespace rowan
