// Recursive descent over the grammar of docs/protocol.md §3 with one token of lookahead. Every error names
// the token where the text stops making sense, so the explorer can underline it.
#include "filterlexer.h"

namespace rowan {

namespace {

using query::FilterLexer;
using query::Token;

// Deeper nesting of parentheses and `not` is refused: it is never needed and would let a hostile filter
// exhaust the stack.
constexpr int MaxNestingDepth = 100;

std::optional<CompareOp> opFromWord(QStringView word)
{
    static constexpr std::pair<const char16_t *, CompareOp> ops[] = {
        {u"eq", CompareOp::Eq},
        {u"ne", CompareOp::Ne},
        {u"gt", CompareOp::Gt},
        {u"ge", CompareOp::Ge},
        {u"lt", CompareOp::Lt},
        {u"le", CompareOp::Le},
    };
    for (const auto &[name, op] : ops) {
        if (word == QStringView(name))
            return op;
    }
    return std::nullopt;
}

bool isArithmetic(QStringView word)
{
    return word == u"add" || word == u"sub" || word == u"mul" || word == u"div" || word == u"mod"
        || word == u"divby";
}

bool isWord(const Token &token, QStringView word)
{
    return token.kind == Token::Kind::Identifier && token.text == word;
}

bool isKeyword(QStringView word)
{
    return word == u"and" || word == u"or" || word == u"not" || opFromWord(word).has_value();
}

// A keyword written in the wrong case (AND, Eq, Null): the lower-case spelling, else empty.
QString miscasedKeyword(QStringView word)
{
    const QString lower = word.toString().toLower();
    if (lower != word && (isKeyword(lower) || lower == u"null"))
        return lower;
    return {};
}

QString describe(const Token &token)
{
    switch (token.kind) {
    case Token::Kind::End:
        return QStringLiteral("the end of the filter");
    default:
        break;
    }
    const QStringView text = token.text;
    if (text.size() > 40)
        return QStringLiteral("%1…").arg(text.first(40));
    return text.toString();
}

std::unexpected<ParseError> errorAt(const Token &token, QString message)
{
    return std::unexpected(ParseError {token.position, token.length, std::move(message)});
}

// What a piece of filter text stands for: a tree, or a boolean constant (`true`, `not false`, `true or x`)
// that the parser folds away, so that the tree the rest of the engine sees holds only comparisons.
struct Operand
{
    std::optional<bool> constant;
    FilterNode node; // when not a constant
    int position = 0;
    int length = 0;
};

// A comparison no entity satisfies (no PartitionKey sorts before the empty one): the tree of a filter that
// is false as a whole.
FilterNode neverTrue()
{
    return FilterNode::compare(QStringLiteral("PartitionKey"), CompareOp::Lt, Value::string(QString()));
}

class FilterParser
{
public:
    explicit FilterParser(QStringView text)
        : m_lexer(text)
    { }

    std::expected<std::optional<FilterNode>, ParseError> parse()
    {
        if (auto s = advance(); !s)
            return std::unexpected(s.error());
        if (m_token.kind == Token::Kind::End)
            return std::optional<FilterNode>();
        auto root = parseOr(0);
        if (!root)
            return std::unexpected(root.error());
        if (m_token.kind != Token::Kind::End)
            return unexpectedAfterComparison(nullptr);
        if (root->constant) {
            if (*root->constant)
                return std::optional<FilterNode>(); // every entity, like an empty filter
            FilterNode never = neverTrue();
            never.position = root->position;
            never.length = root->length;
            return std::optional<FilterNode>(std::move(never));
        }
        return std::optional<FilterNode>(std::move(root->node));
    }

private:
    using NodeResult = std::expected<Operand, ParseError>;

    static Operand fromNode(FilterNode node)
    {
        Operand o;
        o.position = node.position;
        o.length = node.length;
        o.node = std::move(node);
        return o;
    }

    std::expected<void, ParseError> advance()
    {
        if (m_lookahead) {
            m_token = *m_lookahead;
            m_lookahead.reset();
            return {};
        }
        auto token = m_lexer.next();
        if (!token)
            return std::unexpected(token.error());
        m_token = *token;
        return {};
    }

    std::expected<const Token *, ParseError> peek()
    {
        if (!m_lookahead) {
            auto token = m_lexer.next();
            if (!token)
                return std::unexpected(token.error());
            m_lookahead = *token;
        }
        return &*m_lookahead;
    }

    NodeResult parseList(int depth, FilterNode::Kind kind)
    {
        const bool isOr = kind == FilterNode::Kind::Or;
        auto first = isOr ? parseList(depth, FilterNode::Kind::And) : parseUnary(depth);
        if (!first)
            return first;
        const QStringView keyword = isOr ? u"or" : u"and";
        if (!isWord(m_token, keyword))
            return first;
        // A constant that decides the list (false in an and, true in an or) wins; one that does not is
        // dropped. The rest of the list is still parsed, so that its errors are reported.
        const bool deciding = isOr;
        std::optional<bool> decided;
        FilterNode list;
        list.kind = kind;
        const int start = first->position;
        int end = first->position + first->length;
        auto take = [&](Operand &&operand) {
            if (operand.constant) {
                if (*operand.constant == deciding)
                    decided = deciding;
                return;
            }
            if (operand.node.kind == kind)
                list.children.append(operand.node.children); // (a and b) and c is a and b and c
            else
                list.children.append(std::move(operand.node));
        };
        take(std::move(*first));
        while (isWord(m_token, keyword)) {
            if (auto s = advance(); !s)
                return std::unexpected(s.error());
            auto next = isOr ? parseList(depth, FilterNode::Kind::And) : parseUnary(depth);
            if (!next)
                return next;
            end = next->position + next->length;
            take(std::move(*next));
        }
        Operand result;
        result.position = start;
        result.length = end - start;
        if (decided || list.children.isEmpty()) {
            result.constant = decided.value_or(!deciding);
            return result;
        }
        if (list.children.size() == 1) {
            result.node = std::move(list.children.first());
            return result;
        }
        list.position = start;
        list.length = end - start;
        result.node = std::move(list);
        return result;
    }

    NodeResult parseOr(int depth) { return parseList(depth, FilterNode::Kind::Or); }

    NodeResult parseUnary(int depth)
    {
        if (depth > MaxNestingDepth)
            return errorAt(m_token,
                QStringLiteral("The filter nests parentheses and not more than %1 levels deep.")
                    .arg(MaxNestingDepth));
        if (isWord(m_token, u"not")) {
            const int start = m_token.position;
            if (auto s = advance(); !s)
                return std::unexpected(s.error());
            auto child = parseUnary(depth + 1);
            if (!child)
                return child;
            Operand result;
            result.position = start;
            result.length = child->position + child->length - start;
            if (child->constant) {
                result.constant = !*child->constant;
                return result;
            }
            FilterNode node;
            node.kind = FilterNode::Kind::Not;
            node.position = result.position;
            node.length = result.length;
            node.children.append(std::move(child->node));
            result.node = std::move(node);
            return result;
        }
        if (m_token.kind == Token::Kind::LeftParen) {
            const Token open = m_token;
            if (auto s = advance(); !s)
                return std::unexpected(s.error());
            if (m_token.kind == Token::Kind::RightParen)
                return errorAt(m_token, QStringLiteral("Empty parentheses: put a comparison inside them."));
            auto inner = parseOr(depth + 1);
            if (!inner)
                return inner;
            if (m_token.kind != Token::Kind::RightParen) {
                if (m_token.kind == Token::Kind::End)
                    return errorAt(open, QStringLiteral("This ( is never closed."));
                return unexpectedAfterComparison(&open);
            }
            inner->position = open.position;
            inner->length = m_token.position + 1 - open.position;
            if (!inner->constant) {
                inner->node.position = inner->position;
                inner->node.length = inner->length;
            }
            if (auto s = advance(); !s)
                return std::unexpected(s.error());
            return inner;
        }
        return parseComparison();
    }

    // The first token of a comparison is neither a property nor a value.
    std::unexpected<ParseError> notAComparison() const
    {
        if (m_token.kind == Token::Kind::End)
            return errorAt(m_token,
                QStringLiteral("The filter ends where a comparison such as Name eq 'value' "
                               "was expected."));
        if (m_token.kind == Token::Kind::RightParen)
            return errorAt(
                m_token, QStringLiteral("Expected a comparison such as Name eq 'value' before this )."));
        if (opFromWord(m_token.text))
            return errorAt(m_token, QStringLiteral("Expected a property name before %1.").arg(m_token.text));
        return errorAt(m_token,
            QStringLiteral("Expected a comparison such as Name eq 'value', found %1.")
                .arg(describe(m_token)));
    }

    std::expected<void, ParseError> refuseFunctionCall(const Token &name)
    {
        auto next = peek();
        if (!next)
            return std::unexpected(next.error());
        if ((*next)->kind == Token::Kind::LeftParen)
            return errorAt(name,
                QStringLiteral("Functions such as %1() are not supported by the Table service; "
                               "compare a property with a value instead.")
                    .arg(name.text));
        return {};
    }

    std::expected<CompareOp, ParseError> parseOperator(const Token &left)
    {
        if (m_token.kind == Token::Kind::Identifier) {
            if (const auto op = opFromWord(m_token.text))
                return *op;
            if (isArithmetic(m_token.text))
                return errorAt(m_token,
                    QStringLiteral("Arithmetic (%1) is not supported by the Table service.")
                        .arg(m_token.text));
            const QString lower = miscasedKeyword(m_token.text);
            if (!lower.isEmpty())
                return errorAt(m_token, QStringLiteral("Operators are lower case: write %1.").arg(lower));
            if (m_token.text == u"has" || m_token.text == u"in")
                return errorAt(m_token,
                    QStringLiteral("The %1 operator is not supported; use eq, ne, gt, ge, lt "
                                   "or le.")
                        .arg(m_token.text));
        }
        return errorAt(m_token,
            QStringLiteral("Expected a comparison operator (eq, ne, gt, ge, lt, le) after %1, "
                           "found %2.")
                .arg(describe(left), describe(m_token)));
    }

    static std::unexpected<ParseError> nullRefused(const Token &token)
    {
        return errorAt(token,
            QStringLiteral("null is not supported by the Table service: a property an entity "
                           "lacks never matches, so leave the comparison out."));
    }

    NodeResult parseComparison()
    {
        const Token left = m_token;
        const bool leftIsName = left.kind == Token::Kind::Identifier;
        if (leftIsName && isKeyword(left.text))
            return notAComparison();
        if (!leftIsName && left.kind != Token::Kind::Literal && left.kind != Token::Kind::Null)
            return notAComparison();
        if (leftIsName) {
            if (auto s = refuseFunctionCall(left); !s)
                return std::unexpected(s.error());
        }
        if (auto s = advance(); !s)
            return std::unexpected(s.error());
        // A boolean literal not followed by an operator is an operand of and/or/not on its own:
        // `(true and RowKey eq '1')`.
        if (left.kind == Token::Kind::Literal && left.literal.type() == EdmType::Boolean
            && !(m_token.kind == Token::Kind::Identifier && opFromWord(m_token.text))) {
            if (m_token.kind == Token::Kind::End || m_token.kind == Token::Kind::RightParen
                || isWord(m_token, u"and") || isWord(m_token, u"or")) {
                Operand constant;
                constant.constant = left.literal.toBool();
                constant.position = left.position;
                constant.length = left.length;
                return constant;
            }
        }
        auto op = parseOperator(left);
        if (!op)
            return std::unexpected(op.error());
        const Token opToken = m_token;
        if (auto s = advance(); !s)
            return std::unexpected(s.error());
        const Token right = m_token;
        if (left.kind == Token::Kind::Null)
            return nullRefused(left);
        if (right.kind == Token::Kind::Null)
            return nullRefused(right);
        const bool rightIsName = right.kind == Token::Kind::Identifier && !isKeyword(right.text);
        if (right.kind != Token::Kind::Literal && !rightIsName)
            return errorAt(right,
                QStringLiteral("Expected a value after %1, found %2.").arg(opToken.text, describe(right)));
        if (rightIsName) {
            if (auto s = refuseFunctionCall(right); !s)
                return std::unexpected(s.error());
        }
        if (leftIsName && rightIsName) {
            const QString lower = miscasedKeyword(right.text);
            if (!lower.isEmpty())
                return errorAt(right, QStringLiteral("Keywords are lower case: write %1.").arg(lower));
            return errorAt(right,
                QStringLiteral("Comparing two properties (%1 and %2) is not supported: one side "
                               "must be a value.")
                    .arg(left.text, right.text));
        }
        if (!leftIsName && !rightIsName)
            return errorAt(left, QStringLiteral("One side of a comparison must be a property name."));

        FilterNode node = leftIsName
            ? FilterNode::compare(left.text.toString(), *op, right.literal)
            : FilterNode::compare(right.text.toString(), mirroredOp(*op), left.literal);
        node.position = left.position;
        node.length = right.position + right.length - left.position;
        if (++m_comparisons > limits::MaxFilterComparisons)
            return std::unexpected(ParseError {node.position, node.length,
                QStringLiteral("A filter may hold at most %1 comparisons; this is "
                               "comparison %2.")
                    .arg(limits::MaxFilterComparisons)
                    .arg(m_comparisons)});
        if (auto s = advance(); !s)
            return std::unexpected(s.error());
        return fromNode(std::move(node));
    }

    // After a complete comparison or group the text must go on with and, or, ) or end.
    std::unexpected<ParseError> unexpectedAfterComparison(const Token *openParen) const
    {
        const QString expected
            = openParen ? QStringLiteral("and, or or )") : QStringLiteral("and, or or the end");
        if (m_token.kind == Token::Kind::RightParen)
            return errorAt(m_token, QStringLiteral("This ) has no matching (."));
        if (m_token.kind == Token::Kind::Identifier) {
            if (isArithmetic(m_token.text))
                return errorAt(m_token,
                    QStringLiteral("Arithmetic (%1) is not supported by the Table service.")
                        .arg(m_token.text));
            const QString lower = miscasedKeyword(m_token.text);
            if (!lower.isEmpty())
                return errorAt(m_token, QStringLiteral("Keywords are lower case: write %1.").arg(lower));
        }
        QString message
            = QStringLiteral("Expected %1 after a comparison, found %2.").arg(expected, describe(m_token));
        if (openParen)
            message += QStringLiteral(" (The ( at position %1 is still open.)").arg(openParen->position);
        return errorAt(m_token, message);
    }

    FilterLexer m_lexer;
    Token m_token;
    std::optional<Token> m_lookahead;
    int m_comparisons = 0;
};

} // namespace

std::expected<Filter, ParseError> Filter::parse(QStringView text)
{
    FilterParser parser(text);
    auto root = parser.parse();
    if (!root)
        return std::unexpected(root.error());
    if (!*root)
        return Filter();
    return Filter(std::make_shared<const FilterNode>(std::move(**root)));
}

Result<Filter> Filter::fromText(QStringView text)
{
    auto filter = parse(text);
    if (!filter)
        return std::unexpected(filter.error().toError());
    return *filter;
}

Error ParseError::toError() const
{
    return Error {ErrorCode::InvalidInput, QStringLiteral("%1 (at position %2)").arg(message).arg(position)};
}

} // namespace rowan
