#include "rowan/protocol/requestheaders.h"

#include <array>
#include <cstring>
#include <string_view>

namespace rowan::protocol {

namespace {
// RFC 9110 tchar, as a table: append() runs ~16 times per request (request and response fields).
constexpr std::array<bool, 256> TokenChars = [] {
    std::array<bool, 256> table {};
    for (int c = '0'; c <= '9'; ++c)
        table[c] = true;
    for (int c = 'a'; c <= 'z'; ++c) {
        table[c] = true;
        table[c - 'a' + 'A'] = true;
    }
    for (const char c : std::string_view("!#$%&'*+-.^_`|~"))
        table[static_cast<unsigned char>(c)] = true;
    return table;
}();
} // namespace

bool isHttpToken(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (const char c : text) {
        if (!TokenChars[static_cast<unsigned char>(c)])
            return false;
    }
    return true;
}

RequestHeaders::RequestHeaders(const QHttpHeaders &headers)
{
    reserve(headers.size(), 0);
    for (qsizetype i = 0; i < headers.size(); ++i)
        append(QByteArrayView(headers.nameAt(i).data(), headers.nameAt(i).size()), headers.valueAt(i));
}

void RequestHeaders::reserve(qsizetype count, qsizetype bytes)
{
    m_fields.reserve(count);
    m_text.reserve(bytes);
}

bool RequestHeaders::append(QByteArrayView name, QByteArrayView value)
{
    if (!isHttpToken(name))
        return false;
    value = value.trimmed();
    for (const char c : value) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && u != '\t') || u == 0x7f)
            return false;
    }
    const qsizetype start = m_text.size();
    m_text.resize(start + name.size() + value.size());
    char *out = m_text.data() + start;
    for (const char c : name)
        *out++ = (c >= 'A' && c <= 'Z') ? char(c + ('a' - 'A')) : c;
    if (!value.isEmpty())
        std::memcpy(out, value.data(), value.size());
    m_fields.append(Field {start, name.size(), value.size()});
    return true;
}

qsizetype RequestHeaders::indexOf(QByteArrayView name) const
{
    for (qsizetype i = 0; i < m_fields.size(); ++i) {
        const Field &f = m_fields.at(i);
        if (f.nameSize == name.size() && name.compare(nameAt(i), Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

QByteArrayView RequestHeaders::value(QByteArrayView name, QByteArrayView defaultValue) const
{
    const qsizetype i = indexOf(name);
    return i < 0 ? defaultValue : valueAt(i);
}

QList<QByteArray> RequestHeaders::values(QByteArrayView name) const
{
    QList<QByteArray> result;
    for (qsizetype i = 0; i < m_fields.size(); ++i) {
        if (m_fields.at(i).nameSize == name.size() && name.compare(nameAt(i), Qt::CaseInsensitive) == 0)
            result.append(valueAt(i).toByteArray());
    }
    return result;
}

QByteArrayView RequestHeaders::nameAt(qsizetype i) const
{
    const Field &f = m_fields.at(i);
    return QByteArrayView(m_text).sliced(f.name, f.nameSize);
}

QByteArrayView RequestHeaders::valueAt(qsizetype i) const
{
    const Field &f = m_fields.at(i);
    return QByteArrayView(m_text).sliced(f.name + f.nameSize, f.valueSize);
}

QHttpHeaders RequestHeaders::toHttpHeaders() const
{
    QHttpHeaders headers;
    headers.reserve(size());
    for (qsizetype i = 0; i < size(); ++i)
        headers.append(QLatin1StringView(nameAt(i)), QLatin1StringView(valueAt(i)));
    return headers;
}

} // namespace rowan::protocol
