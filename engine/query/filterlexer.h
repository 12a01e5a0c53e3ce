// Tokens of $filter text. Literals are decoded here so that a bad literal is reported where it is written.
#pragma once

#include "rowan/filter.h"

namespace rowan::query {

struct Token
{
    enum class Kind : quint8 { End, Identifier, Literal, Null, LeftParen, RightParen };

    Kind kind = Kind::End;
    int position = 0;
    int length = 0;
    QStringView text; // the source text of the token
    Value literal; // Kind::Literal only
};

class FilterLexer
{
public:
    explicit FilterLexer(QStringView text)
        : m_text(text)
    { }

    // The next token, or the problem with the text at the current position.
    std::expected<Token, ParseError> next();

private:
    std::expected<Token, ParseError> lexString(int start);
    std::expected<Token, ParseError> lexNumber(int start);
    std::expected<Token, ParseError> lexWord(int start);
    std::expected<Token, ParseError> lexTypedLiteral(int start, QStringView prefix);
    std::unexpected<ParseError> unexpectedCharacter(int at) const;
    // The end of a quoted body starting after the quote at `open`, honouring '' escapes; -1 if unclosed.
    int closingQuote(int open) const;

    QStringView m_text;
    int m_pos = 0;
};

bool isIdentifierStart(QChar c);
bool isIdentifierPart(QChar c);

} // namespace rowan::query
