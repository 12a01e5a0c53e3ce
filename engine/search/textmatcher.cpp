// TextMatcher (rowan/search.h): the one test of a value against a search, used by every backend.
#include "rowan/search.h"

#include "rowan/valuetext.h"

namespace rowan {

namespace {

constexpr QStringView PartitionKeyName = u"PartitionKey";
constexpr QStringView RowKeyName = u"RowKey";

// The characters each type's display text (formatValueText) can hold, case-folded. A text with a
// character outside a type's set cannot be found in a value of that type.
QStringView displayAlphabet(EdmType type)
{
    switch (type) {
    case EdmType::Int32:
    case EdmType::Int64:
        return u"0123456789-";
    case EdmType::Double:
        return u"0123456789.-+enaifty";
    case EdmType::Guid:
        return u"0123456789abcdef-";
    case EdmType::DateTime:
        return u"0123456789-:.tz";
    case EdmType::Boolean:
        return u"truefals";
    case EdmType::Binary:
        return u"abcdefghijklmnopqrstuvwxyz0123456789+/=";
    case EdmType::String:
        break;
    }
    return {};
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_' || c.isMark();
}

} // namespace

QString textIndexStateName(TextIndexStatus::State state)
{
    switch (state) {
    case TextIndexStatus::State::None:
        return QStringLiteral("none");
    case TextIndexStatus::State::Building:
        return QStringLiteral("building");
    case TextIndexStatus::State::Ready:
        return QStringLiteral("ready");
    }
    return {};
}

Result<TextMatcher> TextMatcher::create(const SearchRequest &request)
{
    if (request.text.isEmpty())
        return fail(ErrorCode::InvalidInput, QStringLiteral("The text to find is empty."));
    TextMatcher m;
    m.m_request = request;
    m.m_folded = request.text.toCaseFolded();
    if (request.mode == SearchMode::Regex) {
        QRegularExpression::PatternOptions options = QRegularExpression::UseUnicodePropertiesOption;
        if (!request.caseSensitive)
            options |= QRegularExpression::CaseInsensitiveOption;
        m.m_regex = QRegularExpression(request.text, options);
        if (!m.m_regex.isValid())
            return fail(ErrorCode::InvalidInput,
                QStringLiteral("The regular expression '%1' is not valid: %2 (at position %3).")
                    .arg(request.text, m.m_regex.errorString())
                    .arg(m.m_regex.patternErrorOffset()));
        m.m_regex.optimize();
        m.m_types = 0xff;
        return m;
    }
    for (int t = 0; t <= int(EdmType::Int64); ++t) {
        const QStringView alphabet = displayAlphabet(EdmType(t));
        bool possible = true;
        if (!alphabet.isEmpty()) {
            for (QChar c : std::as_const(m.m_folded)) {
                if (!alphabet.contains(c)) {
                    possible = false;
                    break;
                }
            }
        }
        if (possible)
            m.m_types |= 1u << t;
    }
    return m;
}

bool TextMatcher::mayMatch(EdmType type) const
{
    return (m_types >> int(type)) & 1u;
}

bool TextMatcher::matches(QStringView text) const
{
    if (m_request.mode == SearchMode::Regex)
        return m_regex.matchView(text).hasMatch();
    const Qt::CaseSensitivity cs = m_request.caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive;
    const QStringView needle = m_request.text;
    if (m_request.mode == SearchMode::Contains)
        return text.contains(needle, cs);
    // Whole word: an occurrence not touching a word character on either side.
    for (qsizetype from = 0;;) {
        const qsizetype at = text.indexOf(needle, from, cs);
        if (at < 0)
            return false;
        const qsizetype end = at + needle.size();
        const bool before = at > 0 && isWordChar(text[at - 1]) && isWordChar(needle.front());
        const bool after = end < text.size() && isWordChar(text[end]) && isWordChar(needle.back());
        if (!before && !after)
            return true;
        from = at + 1;
    }
}

bool TextMatcher::matches(const Value &value) const
{
    if (!mayMatch(value.type()))
        return false;
    if (value.type() == EdmType::String)
        return matches(QStringView(value.toString()));
    return matches(QStringView(formatValueText(value)));
}

bool TextMatcher::wantsProperty(QStringView name) const
{
    if (m_request.properties.isEmpty())
        return true;
    for (const QString &p : m_request.properties) {
        if (p == name)
            return true;
    }
    return false;
}

QStringList TextMatcher::matchingProperties(const Entity &entity) const
{
    QStringList found;
    if (mayMatch(EdmType::String)) {
        if (wantsProperty(PartitionKeyName) && matches(QStringView(entity.partitionKey())))
            found.append(PartitionKeyName.toString());
        if (wantsProperty(RowKeyName) && matches(QStringView(entity.rowKey())))
            found.append(RowKeyName.toString());
    }
    for (const Property &p : entity.properties()) {
        if (wantsProperty(p.name) && matches(p.value))
            found.append(p.name);
    }
    return found;
}

QString TextMatcher::indexTerm() const
{
    if (m_request.mode == SearchMode::Regex)
        return {};
    // A trigram index answers a text of three characters or more (code points, as it counts them).
    qsizetype codePoints = 0;
    for (qsizetype i = 0; i < m_folded.size(); ++i) {
        if (!(m_folded[i].isLowSurrogate() && i > 0 && m_folded[i - 1].isHighSurrogate()))
            ++codePoints;
    }
    return codePoints >= 3 ? m_folded : QString();
}

} // namespace rowan
