#include "filterbuildermodel.h"

#include "filtervalues.h"

#include <QJsonArray>

namespace rowan {

struct FilterBuilderModel::Node
{
    bool isGroup = false;
    bool negated = false;
    bool any = false; // groups: or instead of and
    QString property;
    EdmType type = EdmType::String;
    CompareOp op = CompareOp::Eq;
    QString valueText;
    TimePreset preset = TimePreset::None;
    Node *parent = nullptr;
    std::vector<std::unique_ptr<Node>> children;

    int row() const
    {
        if (!parent)
            return 0;
        for (size_t i = 0; i < parent->children.size(); ++i) {
            if (parent->children[i].get() == this)
                return int(i);
        }
        return 0;
    }
    Node *append(std::unique_ptr<Node> child)
    {
        child->parent = this;
        children.push_back(std::move(child));
        return children.back().get();
    }
    // Why the value cannot be used, or empty.
    QString valueError() const
    {
        if (isGroup || (type == EdmType::DateTime && preset != TimePreset::None))
            return {};
        auto value = filterValueFromText(type, valueText);
        return value ? QString() : value.error().message;
    }
};

namespace {

using Node = FilterBuilderModel::Node;

const CompareOp allOps[]
    = {CompareOp::Eq, CompareOp::Ne, CompareOp::Gt, CompareOp::Ge, CompareOp::Lt, CompareOp::Le};

std::optional<CompareOp> opFromName(QStringView name)
{
    for (CompareOp op : allOps) {
        if (compareOpName(op) == name)
            return op;
    }
    return std::nullopt;
}

std::unique_ptr<Node> newGroup(bool any)
{
    auto g = std::make_unique<Node>();
    g->isGroup = true;
    g->any = any;
    return g;
}

// A parsed filter as rows. Every tree the parser makes has a row form, so this cannot fail.
std::unique_ptr<Node> fromFilterNode(const FilterNode &node)
{
    if (node.kind == FilterNode::Kind::Not) {
        auto inner = fromFilterNode(node.children.value(0));
        if (inner->negated) {
            // not (not x): a negated group holding the negated row.
            auto group = newGroup(false);
            group->negated = true;
            group->append(std::move(inner));
            return group;
        }
        inner->negated = true;
        return inner;
    }
    if (node.kind == FilterNode::Kind::Comparison) {
        auto c = std::make_unique<Node>();
        c->property = node.comparison.property;
        c->op = node.comparison.op;
        c->type = node.comparison.literal.type();
        c->valueText = filterValueText(node.comparison.literal);
        return c;
    }
    auto group = newGroup(node.kind == FilterNode::Kind::Or);
    for (const FilterNode &child : node.children)
        group->append(fromFilterNode(child));
    return group;
}

struct BuildError
{
    QString message;
};

// nullopt for an empty group.
std::expected<std::optional<FilterNode>, BuildError> toFilterNode(
    const Node &node, const DateTime &now, int &conditionNumber)
{
    std::optional<FilterNode> out;
    if (!node.isGroup) {
        ++conditionNumber;
        const QString name = node.property.trimmed();
        if (name.isEmpty())
            return std::unexpected(
                BuildError {QStringLiteral("Condition %1 has no property.").arg(conditionNumber)});
        Value value;
        if (node.type == EdmType::DateTime && node.preset != TimePreset::None) {
            value = Value::dateTime(resolveTimePreset(node.preset, now));
        } else {
            auto v = filterValueFromText(node.type, node.valueText);
            if (!v)
                return std::unexpected(BuildError {QStringLiteral("Condition %1 (%2): %3")
                                                       .arg(conditionNumber)
                                                       .arg(name, v.error().message)});
            value = *v;
        }
        out = FilterNode::compare(name, node.op, value);
    } else {
        QList<FilterNode> parts;
        for (const auto &child : node.children) {
            auto c = toFilterNode(*child, now, conditionNumber);
            if (!c)
                return c;
            if (*c)
                parts.append(std::move(**c));
        }
        if (parts.isEmpty())
            return std::optional<FilterNode>();
        if (parts.size() == 1)
            out = std::move(parts.first());
        else
            out = node.any ? FilterNode::anyOf(std::move(parts)) : FilterNode::allOf(std::move(parts));
    }
    if (node.negated)
        out = FilterNode::negation(std::move(*out));
    return out;
}

QJsonObject nodeToJson(const Node &node)
{
    QJsonObject o;
    if (node.negated)
        o[QStringLiteral("not")] = true;
    if (node.isGroup) {
        o[QStringLiteral("group")] = node.any ? QStringLiteral("or") : QStringLiteral("and");
        QJsonArray children;
        for (const auto &c : node.children)
            children.append(nodeToJson(*c));
        o[QStringLiteral("children")] = children;
    } else {
        o[QStringLiteral("property")] = node.property;
        o[QStringLiteral("type")] = edmTypeName(node.type);
        o[QStringLiteral("op")] = compareOpName(node.op);
        o[QStringLiteral("value")] = node.valueText;
        if (node.preset != TimePreset::None)
            o[QStringLiteral("preset")] = timePresetKey(node.preset);
    }
    return o;
}

std::expected<std::unique_ptr<Node>, QString> nodeFromJson(const QJsonObject &o, int depth)
{
    if (depth > FilterBuilderModel::MaxGroupDepth)
        return std::unexpected(
            QStringLiteral("groups nest deeper than %1").arg(FilterBuilderModel::MaxGroupDepth));
    auto node = std::make_unique<Node>();
    node->negated = o.value(QStringLiteral("not")).toBool();
    if (o.contains(QStringLiteral("group"))) {
        const QString kind = o.value(QStringLiteral("group")).toString();
        if (kind != u"and" && kind != u"or")
            return std::unexpected(QStringLiteral("a group is neither and nor or"));
        node->isGroup = true;
        node->any = kind == u"or";
        for (const QJsonValue &c : o.value(QStringLiteral("children")).toArray()) {
            if (!c.isObject())
                return std::unexpected(QStringLiteral("a group holds something that is not a row"));
            auto child = nodeFromJson(c.toObject(), depth + 1);
            if (!child)
                return child;
            node->append(std::move(*child));
        }
        return node;
    }
    const auto type = edmTypeFromName(o.value(QStringLiteral("type")).toString());
    const auto op = opFromName(o.value(QStringLiteral("op")).toString());
    if (!type || !op || !o.value(QStringLiteral("property")).isString())
        return std::unexpected(QStringLiteral("a condition lacks its property, a known type or an operator"));
    node->property = o.value(QStringLiteral("property")).toString();
    node->type = *type;
    node->op = *op;
    node->valueText = o.value(QStringLiteral("value")).toString();
    node->preset = timePresetFromKey(o.value(QStringLiteral("preset")).toString());
    return node;
}

bool anyPreset(const Node &node)
{
    if (!node.isGroup)
        return node.type == EdmType::DateTime && node.preset != TimePreset::None;
    for (const auto &c : node.children) {
        if (anyPreset(*c))
            return true;
    }
    return false;
}

} // namespace

QString timePresetLabel(TimePreset preset)
{
    switch (preset) {
    case TimePreset::None:
        return FilterBuilderModel::tr("Exact time");
    case TimePreset::LastHour:
        return FilterBuilderModel::tr("Last hour");
    case TimePreset::Last24Hours:
        return FilterBuilderModel::tr("Last 24 hours");
    case TimePreset::Last7Days:
        return FilterBuilderModel::tr("Last 7 days");
    case TimePreset::Last30Days:
        return FilterBuilderModel::tr("Last 30 days");
    }
    return {};
}

QString timePresetKey(TimePreset preset)
{
    switch (preset) {
    case TimePreset::None:
        return {};
    case TimePreset::LastHour:
        return QStringLiteral("lastHour");
    case TimePreset::Last24Hours:
        return QStringLiteral("last24Hours");
    case TimePreset::Last7Days:
        return QStringLiteral("last7Days");
    case TimePreset::Last30Days:
        return QStringLiteral("last30Days");
    }
    return {};
}

TimePreset timePresetFromKey(QStringView key)
{
    for (TimePreset p :
        {TimePreset::LastHour, TimePreset::Last24Hours, TimePreset::Last7Days, TimePreset::Last30Days}) {
        if (timePresetKey(p) == key)
            return p;
    }
    return TimePreset::None;
}

DateTime resolveTimePreset(TimePreset preset, const DateTime &now)
{
    constexpr qint64 hour = 3600 * DateTime::TicksPerSecond;
    qint64 span = 0;
    switch (preset) {
    case TimePreset::None:
        break;
    case TimePreset::LastHour:
        span = hour;
        break;
    case TimePreset::Last24Hours:
        span = 24 * hour;
        break;
    case TimePreset::Last7Days:
        span = 7 * 24 * hour;
        break;
    case TimePreset::Last30Days:
        span = 30 * 24 * hour;
        break;
    }
    return DateTime(now.ticks() - span);
}

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

Status FilterBuilderModel::setFilterText(const QString &text)
{
    auto parsed = Filter::parse(text);
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
        return std::unexpected(Error {ErrorCode::InvalidInput, node.error().message});
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
