#include "filterlexer.h"

#include <QUuid>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace rowan::query {

namespace {

std::unexpected<ParseError> error(int position, int length, QString message)
{
    return std::unexpected(ParseError {position, length, std::move(message)});
}

bool isAsciiDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

bool isHexDigit(QChar c)
{
    return isAsciiDigit(c) || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
}

bool isCanonicalGuid(QStringView body)
{
    if (body.size() != 36)
        return false;
    for (qsizetype i = 0; i < body.size(); ++i) {
        const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
        if (dash ? body[i] != u'-' : !isHexDigit(body[i]))
            return false;
    }
    return true;
}

} // namespace

bool isIdentifierStart(QChar c)
{
    return c == u'_' || c.isLetter();
}

bool isIdentifierPart(QChar c)
{
    return c == u'_' || c.isLetterOrNumber() || c.category() == QChar::Mark_NonSpacing
        || c.category() == QChar::Mark_SpacingCombining || c.category() == QChar::Punctuation_Connector;
}

std::expected<Token, ParseError> FilterLexer::next()
{
    while (m_pos < m_text.size() && m_text[m_pos].isSpace())
        ++m_pos;
    const int start = m_pos;
    if (start >= m_text.size())
        return Token {Token::Kind::End, start, 0, {}, {}};
    const QChar c = m_text[start];
    if (c == u'(' || c == u')') {
        ++m_pos;
        return Token {c == u'(' ? Token::Kind::LeftParen : Token::Kind::RightParen, start, 1,
            m_text.sliced(start, 1), {}};
    }
    if (c == u'\'')
        return lexString(start);
    if (isAsciiDigit(c) || (c == u'-' && start + 1 < m_text.size() && isAsciiDigit(m_text[start + 1])))
        return lexNumber(start);
    if (isIdentifierStart(c))
        return lexWord(start);
    return unexpectedCharacter(start);
}

int FilterLexer::closingQuote(int open) const
{
    int i = open + 1;
    while (i < m_text.size()) {
        if (m_text[i] == u'\'') {
            if (i + 1 < m_text.size() && m_text[i + 1] == u'\'') {
                i += 2;
                continue;
            }
            return i;
        }
        ++i;
    }
    return -1;
}

std::expected<Token, ParseError> FilterLexer::lexString(int start)
{
    const int close = closingQuote(start);
    if (close < 0)
        return error(start, int(m_text.size()) - start,
            QStringLiteral("This text has no closing quote ('). A quote inside text is written twice: "
                           "'it''s'."));
    QString value;
    value.reserve(close - start - 1);
    for (int i = start + 1; i < close; ++i) {
        value.append(m_text[i]);
        if (m_text[i] == u'\'')
            ++i; // the second quote of an escaped pair
    }
    m_pos = close + 1;
    return Token {Token::Kind::Literal, start, m_pos - start, m_text.sliced(start, m_pos - start),
        Value::string(std::move(value))};
}

std::expected<Token, ParseError> FilterLexer::lexNumber(int start)
{
    int i = start;
    if (m_text[i] == u'-')
        ++i;
    while (i < m_text.size() && isAsciiDigit(m_text[i]))
        ++i;
    bool isDouble = false;
    if (i < m_text.size() && m_text[i] == u'.') {
        ++i;
        if (i >= m_text.size() || !isAsciiDigit(m_text[i]))
            return error(
                start, i - start, QStringLiteral("A decimal point must be followed by digits, as in 2.0."));
        while (i < m_text.size() && isAsciiDigit(m_text[i]))
            ++i;
        isDouble = true;
    }
    if (i < m_text.size() && (m_text[i] == u'e' || m_text[i] == u'E')) {
        int j = i + 1;
        if (j < m_text.size() && (m_text[j] == u'+' || m_text[j] == u'-'))
            ++j;
        if (j >= m_text.size() || !isAsciiDigit(m_text[j]))
            return error(
                start, j - start, QStringLiteral("An exponent must have digits, as in 1e10 or 2.5E-3."));
        while (j < m_text.size() && isAsciiDigit(m_text[j]))
            ++j;
        i = j;
        isDouble = true;
    }
    const QStringView number = m_text.sliced(start, i - start);
    bool isInt64 = false;
    if (i < m_text.size()) {
        const QChar s = m_text[i];
        if (s == u'L' && !isDouble) {
            isInt64 = true;
            ++i;
        } else if (s == u'l' && !isDouble) {
            return error(start, i + 1 - start,
                QStringLiteral("Int64 numbers end with a capital L, as in %1L.").arg(number));
        } else if ((s == u'L' || s == u'l') && isDouble) {
            return error(start, i + 1 - start,
                QStringLiteral("A number with a decimal point or exponent is a Double; it cannot end "
                               "with L."));
        } else if (isDouble && QStringView(u"dDfFmM").contains(s)) {
            return error(i, 1,
                QStringLiteral("Type suffixes such as '%1' are not supported; %2 is already a Double.")
                    .arg(s)
                    .arg(number));
        }
    }
    if (i < m_text.size() && (m_text[i] == u'-' || m_text[i] == u':') && !isInt64)
        return error(start, i + 1 - start,
            QStringLiteral("Arithmetic is not supported; a date and time is written as in "
                           "datetime'2008-07-10T00:00:00Z'."));
    if (i < m_text.size() && (isIdentifierPart(m_text[i]) || m_text[i] == u'.' || m_text[i] == u'\''))
        return error(
            i, 1, QStringLiteral("Unexpected '%1' right after the number %2.").arg(m_text[i]).arg(number));
    m_pos = i;
    const Token token {Token::Kind::Literal, start, i - start, m_text.sliced(start, i - start), {}};

    if (isDouble) {
        const QByteArray latin = number.toLatin1();
        double d = 0;
        const auto [end, ec] = std::from_chars(latin.constData(), latin.constData() + latin.size(), d);
        if (ec != std::errc() || end != latin.constData() + latin.size() || !std::isfinite(d))
            return error(start, token.length, QStringLiteral("%1 is out of range for a Double.").arg(number));
        Token t = token;
        t.literal = Value::float64(d);
        return t;
    }
    bool ok = false;
    const qlonglong v = number.toLongLong(&ok, 10);
    Token t = token;
    if (isInt64) {
        if (!ok)
            return error(start, token.length,
                QStringLiteral("%1L is out of range for an Int64 (at most 9223372036854775807).")
                    .arg(number));
        t.literal = Value::int64(v);
        return t;
    }
    if (!ok || v < std::numeric_limits<qint32>::min() || v > std::numeric_limits<qint32>::max()) {
        const QString hint = ok ? QStringLiteral("write %1L for an Int64").arg(number)
                                : QStringLiteral("write %1.0 for a Double").arg(number);
        return error(start, token.length,
            QStringLiteral("%1 is out of range for an Int32 (-2147483648 to 2147483647); %2.")
                .arg(number, hint));
    }
    t.literal = Value::int32(qint32(v));
    return t;
}

std::expected<Token, ParseError> FilterLexer::lexWord(int start)
{
    int i = start + 1;
    while (i < m_text.size() && isIdentifierPart(m_text[i]))
        ++i;
    const QStringView word = m_text.sliced(start, i - start);
    // `eq'a'` is an operator and a text, not a typed literal.
    static constexpr const char16_t *keywords[]
        = {u"eq", u"ne", u"gt", u"ge", u"lt", u"le", u"and", u"or", u"not"};
    const bool keyword = std::any_of(
        std::begin(keywords), std::end(keywords), [&](const char16_t *k) { return word == QStringView(k); });
    if (i < m_text.size() && m_text[i] == u'\'' && !keyword)
        return lexTypedLiteral(start, word);
    m_pos = i;
    Token token {Token::Kind::Identifier, start, i - start, word, {}};
    // The service reads boolean literals in any case (`myBool eq True`).
    const bool isTrue = word.compare(u"true", Qt::CaseInsensitive) == 0;
    if (isTrue || word.compare(u"false", Qt::CaseInsensitive) == 0) {
        token.kind = Token::Kind::Literal;
        token.literal = Value::boolean(isTrue);
    } else if (word == u"null") {
        token.kind = Token::Kind::Null;
    }
    return token;
}

std::expected<Token, ParseError> FilterLexer::lexTypedLiteral(int start, QStringView prefix)
{
    const int open = start + int(prefix.size());
    const int close = closingQuote(open);
    if (close < 0)
        return error(start, int(m_text.size()) - start,
            QStringLiteral("This %1'…' literal has no closing quote (').").arg(prefix));
    const int length = close + 1 - start;
    const QStringView body = m_text.sliced(open + 1, close - open - 1);
    const int bodyPos = open + 1;
    const int bodyLen = int(body.size());
    Token token {Token::Kind::Literal, start, length, m_text.sliced(start, length), {}};

    if (prefix == u"datetime") {
        const std::optional<DateTime> dt = DateTime::fromIsoString(body);
        if (!dt)
            return error(bodyPos, bodyLen,
                QStringLiteral("'%1' is not a date and time; write it as in "
                               "datetime'2008-07-10T00:00:00Z'.")
                    .arg(body));
        token.literal = Value::dateTime(*dt);
    } else if (prefix == u"guid") {
        if (!isCanonicalGuid(body))
            return error(bodyPos, bodyLen,
                QStringLiteral("'%1' is not a GUID; write 32 hex digits grouped 8-4-4-4-12, as in "
                               "guid'c9da6455-213d-42c9-9a79-3e9149a57833'.")
                    .arg(body));
        token.literal = Value::guid(QUuid::fromString(body));
    } else if (prefix == u"X" || prefix == u"binary") {
        for (qsizetype i = 0; i < body.size(); ++i) {
            if (!isHexDigit(body[i]))
                return error(bodyPos + int(i), 1,
                    QStringLiteral("'%1' is not a hex digit; binary literals hold hex digits (0-9, "
                                   "A-F) only.")
                        .arg(body[i]));
        }
        if (body.size() % 2 != 0)
            return error(bodyPos, bodyLen,
                QStringLiteral("A binary literal needs an even number of hex digits (two per byte)."));
        token.literal = Value::binary(QByteArray::fromHex(body.toLatin1()));
    } else if (prefix == u"x" || prefix.compare(u"binary", Qt::CaseInsensitive) == 0
        || prefix.compare(u"datetime", Qt::CaseInsensitive) == 0
        || prefix.compare(u"guid", Qt::CaseInsensitive) == 0) {
        const QString fixed = prefix == u"x" ? QStringLiteral("X") : prefix.toString().toLower();
        return error(start, int(prefix.size()),
            QStringLiteral("Literal types are case-sensitive: write %1'…'.").arg(fixed));
    } else if (prefix.compare(u"datetimeoffset", Qt::CaseInsensitive) == 0
        || prefix.compare(u"time", Qt::CaseInsensitive) == 0) {
        return error(start, int(prefix.size()),
            QStringLiteral("%1'…' literals are not supported by the Table service; use "
                           "datetime'…'.")
                .arg(prefix));
    } else {
        return error(start, int(prefix.size()),
            QStringLiteral("Unknown literal type %1'…'; the typed literals are datetime'…', guid'…', "
                           "X'…' and binary'…'.")
                .arg(prefix));
    }
    m_pos = close + 1;
    return token;
}

std::unexpected<ParseError> FilterLexer::unexpectedCharacter(int at) const
{
    const QStringView rest = m_text.sliced(at);
    struct Hint
    {
        const char16_t *spelling;
        const char *message;
    };
    static constexpr Hint hints[] = {
        {u"==", "Compare with eq, not ==."},
        {u"!=", "Compare with ne, not !=."},
        {u"<>", "Compare with ne, not <>."},
        {u"<=", "Compare with le, not <=."},
        {u">=", "Compare with ge, not >=."},
        {u"&&", "Combine conditions with and, not &&."},
        {u"||", "Combine conditions with or, not ||."},
        {u"$filter=", "Write only the expression, without $filter=."},
        {u"=", "Compare with eq, not =."},
        {u"<", "Compare with lt, not <."},
        {u">", "Compare with gt, not >."},
        {u"!", "Negate with not, not !."},
        {u"&", "Combine conditions with and, not &."},
        {u"|", "Combine conditions with or, not |."},
        {u"\"", "Text is quoted with single quotes ('text'), not double quotes."},
        {u"+", "Arithmetic is not supported, and numbers are written without a plus sign."},
        {u"-",
            "Arithmetic is not supported; a negative number is written with the minus sign right before "
            "its digits, as in -5."},
        {u"*", "Arithmetic is not supported."},
        {u"/", "Arithmetic and paths are not supported."},
        {u"%", "Arithmetic is not supported."},
        {u",", "Functions and lists are not supported; combine comparisons with and / or."},
    };
    for (const Hint &hint : hints) {
        const QStringView spelling(hint.spelling);
        if (rest.startsWith(spelling))
            return error(at, int(spelling.size()), QString::fromUtf8(hint.message));
    }
    const QChar c = m_text[at];
    const QString shown = c.isPrint()
        ? QStringLiteral("'%1'").arg(c)
        : QStringLiteral("U+%1").arg(c.unicode(), 4, 16, QLatin1Char('0')).toUpper();
    return error(at, 1, QStringLiteral("Unexpected character %1.").arg(shown));
}

} // namespace rowan::query
