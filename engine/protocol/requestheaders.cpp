#include "rowan/protocol/requestheaders.h"

#include <cstring>

namespace rowan::protocol {

namespace {
bool isTokenChar(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    switch (c) {
    case '!':
    case '#':
    case '$':
    case '%':
    case '&':
    case '\'':
    case '*':
    case '+':
    case '-':
    case '.':
    case '^':
    case '_':
    case '`':
    case '|':
    case '~':
        return true;
    default:
        return false;
    }
}
} // namespace

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
    if (name.isEmpty())
        return false;
    for (const char c : name) {
        if (!isTokenChar(c))
            return false;
    }
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
