// Canonical filter text: one spelling per tree, so text → tree → text is stable and the visual builder can
// round-trip through it. The query code generator prints through the same walk with its own literals.
#include "rowan/filter.h"

#include <cmath>

namespace rowan {

namespace {

QString printDouble(double d)
{
    if (std::isnan(d))
        return QStringLiteral("NaN");
    if (std::isinf(d))
        return d > 0 ? QStringLiteral("INF") : QStringLiteral("-INF");
    QString text = QString::number(d, 'g', QLocale::FloatingPointShortest);
    if (!text.contains(u'.') && !text.contains(u'e'))
        text += QStringLiteral(".0");
    return text;
}

void print(const FilterNode &node, QString &out, const Filter::LiteralWriter &literal)
{
    switch (node.kind) {
    case FilterNode::Kind::Comparison:
        out += node.comparison.property;
        out += u' ';
        out += compareOpName(node.comparison.op);
        out += u' ';
        out += literal(node.comparison);
        return;
    case FilterNode::Kind::Not:
        out += QStringLiteral("not (");
        if (!node.children.isEmpty())
            print(node.children.first(), out, literal);
        out += u')';
        return;
    case FilterNode::Kind::And:
    case FilterNode::Kind::Or: {
        const bool isAnd = node.kind == FilterNode::Kind::And;
        bool first = true;
        for (const FilterNode &child : node.children) {
            if (!first)
                out += isAnd ? QStringLiteral(" and ") : QStringLiteral(" or ");
            first = false;
            // `and` binds tighter than `or`; a nested list of the same kind is printed grouped so that the
            // text says what the tree says (parse() flattens it again).
            const bool group = (isAnd && child.kind == FilterNode::Kind::Or) || child.kind == node.kind;
            if (group)
                out += u'(';
            print(child, out, literal);
            if (group)
                out += u')';
        }
        return;
    }
    }
}

} // namespace

QString filterLiteral(const Value &value)
{
    switch (value.type()) {
    case EdmType::String: {
        QString text = value.toString();
        text.replace(u'\'', QStringLiteral("''"));
        return u'\'' + text + u'\'';
    }
    case EdmType::Binary:
        return QStringLiteral("X'%1'").arg(QString::fromLatin1(value.toBinary().toHex().toUpper()));
    case EdmType::Boolean:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case EdmType::DateTime:
        return QStringLiteral("datetime'%1'").arg(value.toDateTime().toIsoString());
    case EdmType::Double:
        return printDouble(value.toDouble());
    case EdmType::Guid:
        return QStringLiteral("guid'%1'").arg(value.toGuid().toString(QUuid::WithoutBraces).toLower());
    case EdmType::Int32:
        return QString::number(value.toInt32());
    case EdmType::Int64:
        return QString::number(value.toInt64()) + u'L';
    }
    return {};
}

QString Filter::toString() const
{
    return toString([](const Comparison &c) { return filterLiteral(c.literal); });
}

QString Filter::toString(const LiteralWriter &literal) const
{
    QString out;
    if (m_root)
        print(*m_root, out, literal);
    return out;
}

} // namespace rowan
