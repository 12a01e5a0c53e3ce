// An OData $filter of the Table service (docs/protocol.md §3): parsed once into a small immutable tree that
// the evaluator walks per entity, the planner reads for key bounds, and the visual builder edits and prints.
// All types here are plain values: cheap to copy (Filter shares its tree), thread-compatible, and a const
// Filter may be used from several threads at once.
#pragma once

#include "rowan/entity.h"
#include "rowan/status.h"
#include "rowan/value.h"

#include <QList>
#include <QString>

#include <compare>
#include <expected>
#include <functional>
#include <memory>
#include <optional>

namespace rowan {

enum class CompareOp : quint8 { Eq, Ne, Gt, Ge, Lt, Le };

// "eq", "ne", "gt", "ge", "lt", "le".
QString compareOpName(CompareOp op);
// The operator that keeps the meaning when the operands swap sides (`'a' lt RowKey` = `RowKey gt 'a'`).
CompareOp mirroredOp(CompareOp op);
// The operator whose result is the opposite for two comparable values (eq↔ne, lt↔ge, gt↔le).
CompareOp negatedOp(CompareOp op);

// Which entity field a comparison reads; the system properties are not in Entity::properties().
enum class FilterTarget : quint8 { PartitionKey, RowKey, Timestamp, Property };

// `property op literal`. A filter written `literal op property` is stored with the mirrored operator.
struct Comparison
{
    QString property;
    CompareOp op = CompareOp::Eq;
    Value literal;

    FilterTarget target() const;
    bool operator==(const Comparison &) const = default;
};

// One node of a filter tree. And/Or have two or more children and never a child of their own kind
// (the parser and Filter::fromNode flatten them); Not has exactly one child.
struct FilterNode
{
    enum class Kind : quint8 { Comparison, And, Or, Not };

    Kind kind = Kind::Comparison;
    rowan::Comparison comparison; // Kind::Comparison only
    QList<FilterNode> children; // And, Or, Not
    // Where the node was written in the filter text (UTF-16 code units); -1 when built in code.
    int position = -1;
    int length = 0;

    static FilterNode compare(QString property, CompareOp op, Value literal);
    static FilterNode allOf(QList<FilterNode> children);
    static FilterNode anyOf(QList<FilterNode> children);
    static FilterNode negation(FilterNode child);

    // Structure only: source positions are not compared.
    bool operator==(const FilterNode &other) const;
};

// A problem in filter text: where it is (zero-based, in UTF-16 code units of the text, so the explorer can
// underline text[position, position + length)) and what is wrong, in plain words.
struct ParseError
{
    int position = 0;
    int length = 0;
    QString message;

    // ErrorCode::InvalidInput with "<message> (at position N)".
    Error toError() const;
    bool operator==(const ParseError &) const = default;
};

class Filter
{
public:
    // The empty filter: matches every entity.
    Filter() = default;

    // Parses $filter text. Empty or whitespace-only text is the empty filter. On error returns the first
    // problem in text order; more than limits::MaxFilterComparisons comparisons is an error too. Boolean
    // literals are read in any case; `true`/`false` as operands of and/or/not are folded away, so a filter
    // that is true as a whole is the empty filter and one that is false is `PartitionKey lt ''`.
    static std::expected<Filter, ParseError> parse(QStringView text);
    // parse() with the error as ErrorCode::InvalidInput.
    static Result<Filter> fromText(QStringView text);
    // A filter built in code (the visual builder). Flattens nested And/Or. Returns InvalidInput for an
    // And/Or with fewer than two children, a Not without exactly one child, an empty property name, a
    // non-finite Double literal (no literal can spell it), or more than MaxFilterComparisons comparisons.
    static Result<Filter> fromNode(FilterNode root);

    bool isEmpty() const { return !m_root; }
    // nullptr for the empty filter.
    const FilterNode *root() const { return m_root.get(); }
    int comparisonCount() const;

    // Canonical filter text that parse() reads back to the same tree: the property on the left,
    // lower-case keywords, parentheses only where precedence needs them and around the operand of `not`,
    // literals in one spelling (Int64 `5L`, Double always with `.` or an exponent, DateTime with seven
    // fractional digits, Guid lower case, Binary `X'..'` upper-case hex). Empty for the empty filter.
    QString toString() const;
    // Writes one comparison's literal; called once per comparison, in text order.
    using LiteralWriter = std::function<QString(const Comparison &)>;
    // The same text with each literal written by `literal` instead of filterLiteral(): the query code
    // generator writes literals in its target language and leaves the rest of the text to this printer.
    QString toString(const LiteralWriter &literal) const;

    // Whether the entity satisfies the filter (see filterevaluator.cpp for the rules: a comparison on a
    // property the entity lacks is false for every operator; `not` of it is true).
    bool matches(const Entity &entity) const;

    bool operator==(const Filter &other) const;

private:
    explicit Filter(std::shared_ptr<const FilterNode> root)
        : m_root(std::move(root))
    { }
    std::shared_ptr<const FilterNode> m_root;
};

// How a property value compares with a filter literal: the literal is widened losslessly to the property's
// type (Int32→Int64, Int32/Int64→Double, compared exactly); nullopt when the types cannot be compared (then
// every operator is false). Strings by UTF-16 code unit, Binary bytewise, false < true, DateTime by instant,
// Guid by its canonical string, Double by IEEE (NaN is unordered: only `ne` is true).
std::optional<std::partial_ordering> compareFilterValues(const Value &property, const Value &literal);
// Applies `op` to such an ordering; false for nullopt.
bool applyCompareOp(CompareOp op, std::optional<std::partial_ordering> ordering);

// The literal in canonical filter syntax: 'it''s', 42, 42L, 2.0, true, datetime'…', guid'…', X'0A1B'.
// A non-finite Double has no literal and prints as NaN, INF or -INF.
QString filterLiteral(const Value &value);

} // namespace rowan
