#include "json.h"

#include <QStringDecoder>

#include <charconv>

namespace rowan::protocol::json {

const Node *Node::member(QStringView name) const
{
    for (const Member &m : members) {
        if (m.name == name)
            return &m.value;
    }
    return nullptr;
}

namespace {

class Parser
{
public:
    Parser(const char *begin, const char *end, int maxDepth)
        : m_begin(begin)
        , m_p(begin)
        , m_end(end)
        , m_maxDepth(maxDepth)
    { }

    Result<Node> run()
    {
        if (m_end - m_p >= 3 && quint8(m_p[0]) == 0xEF && quint8(m_p[1]) == 0xBB && quint8(m_p[2]) == 0xBF)
            m_p += 3;
        Node root;
        skipSpace();
        if (!parseValue(root, 0))
            return failure();
        skipSpace();
        if (m_p != m_end) {
            m_error = QStringLiteral("unexpected data after the JSON value");
            return failure();
        }
        return root;
    }

private:
    std::unexpected<Error> failure() const
    {
        return fail(ErrorCode::InvalidInput,
            QStringLiteral("The request body is not valid JSON (%1 at byte %2).")
                .arg(m_error)
                .arg(m_p - m_begin));
    }

    bool setError(const char *what)
    {
        m_error = QString::fromLatin1(what);
        return false;
    }

    void skipSpace()
    {
        while (m_p != m_end && (*m_p == ' ' || *m_p == '\t' || *m_p == '\n' || *m_p == '\r'))
            ++m_p;
    }

    bool consumeLiteral(const char *word)
    {
        const qsizetype n = qsizetype(qstrlen(word));
        if (m_end - m_p < n || qstrncmp(m_p, word, n) != 0)
            return setError("invalid literal");
        m_p += n;
        return true;
    }

    bool parseValue(Node &node, int depth)
    {
        if (m_p == m_end)
            return setError("unexpected end of input");
        switch (*m_p) {
        case '{':
            return parseObject(node, depth + 1);
        case '[':
            return parseArray(node, depth + 1);
        case '"':
            node.kind = Node::Kind::String;
            return parseString(node.string);
        case 't':
            node.kind = Node::Kind::Bool;
            node.boolean = true;
            return consumeLiteral("true");
        case 'f':
            node.kind = Node::Kind::Bool;
            node.boolean = false;
            return consumeLiteral("false");
        case 'n':
            node.kind = Node::Kind::Null;
            return consumeLiteral("null");
        default:
            node.kind = Node::Kind::Number;
            return parseNumber(node.number);
        }
    }

    bool parseObject(Node &node, int depth)
    {
        if (depth > m_maxDepth)
            return setError("nesting too deep");
        node.kind = Node::Kind::Object;
        ++m_p; // '{'
        skipSpace();
        if (m_p != m_end && *m_p == '}') {
            ++m_p;
            return true;
        }
        for (;;) {
            skipSpace();
            if (m_p == m_end || *m_p != '"')
                return setError("expected a member name");
            Member member;
            if (!parseString(member.name))
                return false;
            skipSpace();
            if (m_p == m_end || *m_p != ':')
                return setError("expected ':'");
            ++m_p;
            skipSpace();
            if (!parseValue(member.value, depth))
                return false;
            node.members.push_back(std::move(member));
            skipSpace();
            if (m_p == m_end)
                return setError("unterminated object");
            if (*m_p == ',') {
                ++m_p;
                continue;
            }
            if (*m_p == '}') {
                ++m_p;
                return true;
            }
            return setError("expected ',' or '}'");
        }
    }

    bool parseArray(Node &node, int depth)
    {
        if (depth > m_maxDepth)
            return setError("nesting too deep");
        node.kind = Node::Kind::Array;
        ++m_p; // '['
        skipSpace();
        if (m_p != m_end && *m_p == ']') {
            ++m_p;
            return true;
        }
        for (;;) {
            skipSpace();
            Node item;
            if (!parseValue(item, depth))
                return false;
            node.items.push_back(std::move(item));
            skipSpace();
            if (m_p == m_end)
                return setError("unterminated array");
            if (*m_p == ',') {
                ++m_p;
                continue;
            }
            if (*m_p == ']') {
                ++m_p;
                return true;
            }
            return setError("expected ',' or ']'");
        }
    }

    bool parseNumber(QByteArray &out)
    {
        const char *start = m_p;
        auto digit = [this] { return m_p != m_end && *m_p >= '0' && *m_p <= '9'; };
        if (m_p != m_end && *m_p == '-')
            ++m_p;
        if (!digit())
            return setError("invalid value");
        if (*m_p == '0') {
            ++m_p;
        } else {
            while (digit())
                ++m_p;
        }
        if (m_p != m_end && *m_p == '.') {
            ++m_p;
            if (!digit())
                return setError("invalid number");
            while (digit())
                ++m_p;
        }
        if (m_p != m_end && (*m_p == 'e' || *m_p == 'E')) {
            ++m_p;
            if (m_p != m_end && (*m_p == '+' || *m_p == '-'))
                ++m_p;
            if (!digit())
                return setError("invalid number");
            while (digit())
                ++m_p;
        }
        out = QByteArray(start, m_p - start);
        return true;
    }

    static int hexValue(char c)
    {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    }

    bool flushRaw(QString &out, const char *from, const char *to)
    {
        if (from == to)
            return true;
        QStringDecoder decoder(
            QStringDecoder::Utf8, QStringDecoder::Flag::Stateless | QStringDecoder::Flag::ConvertInitialBom);
        out += decoder(QByteArrayView(from, to - from));
        if (decoder.hasError())
            return setError("invalid UTF-8");
        return true;
    }

    bool parseString(QString &out)
    {
        ++m_p; // opening quote
        const char *run = m_p;
        while (m_p != m_end) {
            const char c = *m_p;
            if (c == '"') {
                if (!flushRaw(out, run, m_p))
                    return false;
                ++m_p;
                return true;
            }
            if (quint8(c) < 0x20)
                return setError("control character in string");
            if (c != '\\') {
                ++m_p;
                continue;
            }
            if (!flushRaw(out, run, m_p))
                return false;
            ++m_p;
            if (m_p == m_end)
                return setError("unterminated string");
            switch (*m_p) {
            case '"':
                out += QLatin1Char('"');
                break;
            case '\\':
                out += QLatin1Char('\\');
                break;
            case '/':
                out += QLatin1Char('/');
                break;
            case 'b':
                out += QLatin1Char('\b');
                break;
            case 'f':
                out += QLatin1Char('\f');
                break;
            case 'n':
                out += QLatin1Char('\n');
                break;
            case 'r':
                out += QLatin1Char('\r');
                break;
            case 't':
                out += QLatin1Char('\t');
                break;
            case 'u': {
                if (m_end - m_p < 5)
                    return setError("truncated \\u escape");
                int code = 0;
                for (int i = 1; i <= 4; ++i) {
                    const int h = hexValue(m_p[i]);
                    if (h < 0)
                        return setError("invalid \\u escape");
                    code = code * 16 + h;
                }
                out += QChar(char16_t(code));
                m_p += 4;
                break;
            }
            default:
                return setError("invalid escape");
            }
            ++m_p;
            run = m_p;
        }
        return setError("unterminated string");
    }

    const char *m_begin;
    const char *m_p;
    const char *m_end;
    int m_maxDepth;
    QString m_error;
};

void appendHexEscape(QByteArray &out, char16_t unit)
{
    static const char hex[] = "0123456789abcdef";
    out += "\\u";
    out += hex[(unit >> 12) & 0xF];
    out += hex[(unit >> 8) & 0xF];
    out += hex[(unit >> 4) & 0xF];
    out += hex[unit & 0xF];
}

} // namespace

Result<Node> parse(QByteArrayView utf8, int maxDepth)
{
    return Parser(utf8.data(), utf8.data() + utf8.size(), maxDepth).run();
}

namespace {

// True for a code unit written as itself: printable ASCII other than the quote and the backslash.
constexpr bool isPlain(char16_t u)
{
    return u >= 0x20 && u < 0x80 && u != '"' && u != '\\';
}

} // namespace

void appendEscaped(QByteArray &out, QStringView s)
{
    const qsizetype n = s.size();
    for (qsizetype i = 0; i < n; ++i) {
        // Runs of plain ASCII, most of any entity's text, are copied in one resize instead of unit by unit.
        qsizetype end = i;
        while (end < n && isPlain(s[end].unicode()))
            ++end;
        if (end > i) {
            const qsizetype at = out.size();
            out.resize(at + (end - i));
            char *dst = out.data() + at;
            for (qsizetype k = i; k < end; ++k)
                *dst++ = char(s[k].unicode());
            i = end;
            if (i == n)
                break;
        }
        const char16_t u = s[i].unicode();
        if (u < 0x80) {
            switch (u) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            case '\b':
                out += "\\b";
                break;
            case '\f':
                out += "\\f";
                break;
            default:
                if (u < 0x20)
                    appendHexEscape(out, u);
                else
                    out += char(u);
            }
        } else if (u < 0x800) {
            out += char(0xC0 | (u >> 6));
            out += char(0x80 | (u & 0x3F));
        } else if (QChar::isHighSurrogate(u) && i + 1 < n && QChar::isLowSurrogate(s[i + 1].unicode())) {
            const char32_t cp = QChar::surrogateToUcs4(u, s[i + 1].unicode());
            ++i;
            out += char(0xF0 | (cp >> 18));
            out += char(0x80 | ((cp >> 12) & 0x3F));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        } else if (QChar::isSurrogate(u)) {
            appendHexEscape(out, u); // a lone surrogate has no UTF-8 form
        } else {
            out += char(0xE0 | (u >> 12));
            out += char(0x80 | ((u >> 6) & 0x3F));
            out += char(0x80 | (u & 0x3F));
        }
    }
}

void appendString(QByteArray &out, QStringView s)
{
    out += '"';
    appendEscaped(out, s);
    out += '"';
}

void appendKey(QByteArray &out, QStringView name)
{
    appendString(out, name);
    out += ':';
}

QByteArray formatDouble(double d)
{
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, d);
    QByteArray text(buffer, result.ptr - buffer);
    if (!text.contains('.') && !text.contains('e') && !text.contains('n') && !text.contains('i'))
        text += ".0";
    return text;
}

} // namespace rowan::protocol::json
