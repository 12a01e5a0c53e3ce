#include "filterlexer.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace rowan {

QString compareOpName(CompareOp op)
{
    switch (op) {
    case CompareOp::Eq:
        return QStringLiteral("eq");
    case CompareOp::Ne:
        return QStringLiteral("ne");
    case CompareOp::Gt:
        return QStringLiteral("gt");
    case CompareOp::Ge:
        return QStringLiteral("ge");
    case CompareOp::Lt:
        return QStringLiteral("lt");
    case CompareOp::Le:
        return QStringLiteral("le");
    }
    return QStringLiteral("eq");
}

CompareOp mirroredOp(CompareOp op)
{
    switch (op) {
    case CompareOp::Gt:
        return CompareOp::Lt;
    case CompareOp::Ge:
        return CompareOp::Le;
    case CompareOp::Lt:
        return CompareOp::Gt;
    case CompareOp::Le:
        return CompareOp::Ge;
    case CompareOp::Eq:
    case CompareOp::Ne:
        break;
    }
    return op;
}

CompareOp negatedOp(CompareOp op)
{
    switch (op) {
    case CompareOp::Eq:
        return CompareOp::Ne;
    case CompareOp::Ne:
        return CompareOp::Eq;
    case CompareOp::Gt:
        return CompareOp::Le;
    case CompareOp::Ge:
        return CompareOp::Lt;
    case CompareOp::Lt:
        return CompareOp::Ge;
    case CompareOp::Le:
        return CompareOp::Gt;
    }
    return op;
}

FilterTarget Comparison::target() const
{
    if (property == u"PartitionKey")
        return FilterTarget::PartitionKey;
    if (property == u"RowKey")
        return FilterTarget::RowKey;
    if (property == u"Timestamp")
        return FilterTarget::Timestamp;
    return FilterTarget::Property;
}

FilterNode FilterNode::compare(QString property, CompareOp op, Value literal)
{
    FilterNode node;
    node.kind = Kind::Comparison;
    node.comparison = rowan::Comparison {std::move(property), op, std::move(literal)};
    return node;
}

FilterNode FilterNode::allOf(QList<FilterNode> children)
{
    FilterNode node;
    node.kind = Kind::And;
    node.children = std::move(children);
    return node;
}

FilterNode FilterNode::anyOf(QList<FilterNode> children)
{
    FilterNode node;
    node.kind = Kind::Or;
    node.children = std::move(children);
    return node;
}

FilterNode FilterNode::negation(FilterNode child)
{
    FilterNode node;
    node.kind = Kind::Not;
    node.children.append(std::move(child));
    return node;
}

bool FilterNode::operator==(const FilterNode &other) const
{
    if (kind != other.kind)
        return false;
    if (kind == Kind::Comparison)
        return comparison == other.comparison;
    return children == other.children;
}

namespace {

bool isFilterPropertyName(const QString &name)
{
    static const QStringList reserved = {u"and"_s, u"or"_s, u"not"_s, u"eq"_s, u"ne"_s, u"gt"_s, u"ge"_s,
        u"lt"_s, u"le"_s, u"true"_s, u"false"_s, u"null"_s};
    if (name.isEmpty() || !query::isIdentifierStart(name.front()) || reserved.contains(name))
        return false;
    return std::all_of(name.begin(), name.end(), [](QChar c) { return query::isIdentifierPart(c); });
}

int countComparisons(const FilterNode &node)
{
    if (node.kind == FilterNode::Kind::Comparison)
        return 1;
    int n = 0;
    for (const FilterNode &child : node.children)
        n += countComparisons(child);
    return n;
}

// Checks a tree built in code and flattens nested lists of one kind, so it equals what parse() would give
// for its printed text.
Status normalize(FilterNode &node, int depth)
{
    if (depth > 100)
        return fail(ErrorCode::InvalidInput, QStringLiteral("The filter nests more than 100 levels deep."));
    switch (node.kind) {
    case FilterNode::Kind::Comparison:
        node.children.clear();
        if (!isFilterPropertyName(node.comparison.property))
            return fail(ErrorCode::InvalidInput,
                QStringLiteral("'%1' cannot be written as a property name in a filter.")
                    .arg(node.comparison.property));
        if (node.comparison.literal.type() == EdmType::Double
            && !std::isfinite(node.comparison.literal.toDouble()))
            return fail(ErrorCode::InvalidInput,
                QStringLiteral("A filter cannot compare with NaN or infinity: no literal spells them."));
        return {};
    case FilterNode::Kind::Not:
        if (node.children.size() != 1)
            return fail(ErrorCode::InvalidInput, QStringLiteral("not needs exactly one operand."));
        return normalize(node.children.first(), depth + 1);
    case FilterNode::Kind::And:
    case FilterNode::Kind::Or: {
        if (node.children.size() < 2)
            return fail(ErrorCode::InvalidInput,
                QStringLiteral("%1 needs at least two operands.")
                    .arg(node.kind == FilterNode::Kind::And ? u"and" : u"or"));
        QList<FilterNode> flat;
        for (FilterNode &child : node.children) {
            if (auto s = normalize(child, depth + 1); !s)
                return s;
            if (child.kind == node.kind)
                flat.append(std::move(child.children));
            else
                flat.append(std::move(child));
        }
        node.children = std::move(flat);
        return {};
    }
    }
    return {};
}

} // namespace

Result<Filter> Filter::fromNode(FilterNode root)
{
    if (auto s = normalize(root, 0); !s)
        return std::unexpected(s.error());
    const int n = countComparisons(root);
    if (n > limits::MaxFilterComparisons)
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("A filter may hold at most %1 comparisons; this one has %2.")
                .arg(limits::MaxFilterComparisons)
                .arg(n));
    return Filter(std::make_shared<const FilterNode>(std::move(root)));
}

int Filter::comparisonCount() const
{
    return m_root ? countComparisons(*m_root) : 0;
}

bool Filter::operator==(const Filter &other) const
{
    if (!m_root || !other.m_root)
        return !m_root && !other.m_root;
    return m_root == other.m_root || *m_root == *other.m_root;
}

} // namespace rowan
