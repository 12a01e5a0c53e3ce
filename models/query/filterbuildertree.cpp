// Conversions of the builder's rows: from and to the engine's filter tree, and to and from JSON.
#include "models/query/filterbuildertree.h"

#include <QJsonArray>

namespace rowan::filterbuilder {

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

// nullopt for an empty group.
std::expected<std::optional<FilterNode>, QString> toFilterNode(
    const Node &node, const DateTime &now, int &conditionNumber)
{
    std::optional<FilterNode> out;
    if (!node.isGroup) {
        ++conditionNumber;
        const QString name = node.property.trimmed();
        if (name.isEmpty())
            return std::unexpected(
                QString {QStringLiteral("Condition %1 has no property.").arg(conditionNumber)});
        Value value;
        if (node.type == EdmType::DateTime && node.preset != TimePreset::None) {
            value = Value::dateTime(resolveTimePreset(node.preset, now));
        } else {
            auto v = filterValueFromText(node.type, node.valueText);
            if (!v)
                return std::unexpected(QString {QStringLiteral("Condition %1 (%2): %3")
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

} // namespace rowan::filterbuilder

namespace rowan {

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

} // namespace rowan
