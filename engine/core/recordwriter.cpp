// Writing the property record; the format is described in record.h, reading is in record.cpp.
#include "core/record.h"

#include <QtEndian>

#include <bit>

namespace rowan::record {

namespace {

void appendVarint(QByteArray &out, quint64 v)
{
    char buffer[10];
    int n = 0;
    while (v >= 0x80) {
        buffer[n++] = char(v | 0x80);
        v >>= 7;
    }
    buffer[n++] = char(v);
    out.append(buffer, n);
}

quint64 zigzag(qint64 v)
{
    return (quint64(v) << 1) ^ quint64(v >> 63);
}

template<typename T>
void appendLittleEndian(QByteArray &out, T v)
{
    const qsizetype at = out.size();
    out.resize(at + qsizetype(sizeof(T)));
    qToLittleEndian(v, out.data() + at);
}

// UTF-8 length of `text`, or -1 when it holds an unpaired surrogate (no UTF-8 form).
qsizetype utf8Length(QStringView text)
{
    qsizetype length = 0;
    const qsizetype n = text.size();
    const char16_t *s = text.utf16();
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = s[i];
        if (c < 0x80) {
            length += 1;
        } else if (c < 0x800) {
            length += 2;
        } else if (QChar::isHighSurrogate(c)) {
            if (i + 1 >= n || !QChar::isLowSurrogate(s[i + 1]))
                return -1;
            ++i;
            length += 4;
        } else if (QChar::isLowSurrogate(c)) {
            return -1;
        } else {
            length += 3;
        }
    }
    return length;
}

void appendValue(QByteArray &out, const Value &value)
{
    switch (value.type()) {
    case EdmType::String:
        appendText(out, value.toString());
        break;
    case EdmType::Binary: {
        const QByteArray bytes = value.toBinary();
        appendVarint(out, quint64(bytes.size()));
        out.append(bytes);
        break;
    }
    case EdmType::Boolean:
        out.append(char(value.toBool() ? 1 : 0));
        break;
    case EdmType::DateTime:
        appendLittleEndian<qint64>(out, value.toDateTime().ticks());
        break;
    case EdmType::Double:
        appendLittleEndian<quint64>(out, std::bit_cast<quint64>(value.toDouble()));
        break;
    case EdmType::Guid: {
        const QUuid::Id128Bytes bytes = value.toGuid().toBytes(QSysInfo::BigEndian);
        out.append(reinterpret_cast<const char *>(bytes.data), sizeof bytes.data);
        break;
    }
    case EdmType::Int32:
        appendVarint(out, zigzag(value.toInt32()));
        break;
    case EdmType::Int64:
        appendVarint(out, zigzag(value.toInt64()));
        break;
    }
}

} // namespace

void appendText(QByteArray &out, QStringView text)
{
    const qsizetype length = utf8Length(text);
    if (length < 0) {
        appendVarint(out, (quint64(text.size()) * 2) << 1 | 1);
        const qsizetype at = out.size();
        out.resize(at + 2 * text.size());
        qToLittleEndian<char16_t>(text.utf16(), text.size(), out.data() + at);
        return;
    }
    appendVarint(out, quint64(length) << 1);
    const qsizetype at = out.size();
    out.resize(at + length);
    auto *o = reinterpret_cast<uchar *>(out.data() + at);
    const char16_t *s = text.utf16();
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char32_t c = s[i];
        if (c < 0x80) {
            *o++ = uchar(c);
        } else if (c < 0x800) {
            *o++ = uchar(0xC0 | (c >> 6));
            *o++ = uchar(0x80 | (c & 0x3F));
        } else if (QChar::isHighSurrogate(c)) {
            const char32_t cp = QChar::surrogateToUcs4(char16_t(c), s[++i]);
            *o++ = uchar(0xF0 | (cp >> 18));
            *o++ = uchar(0x80 | ((cp >> 12) & 0x3F));
            *o++ = uchar(0x80 | ((cp >> 6) & 0x3F));
            *o++ = uchar(0x80 | (cp & 0x3F));
        } else {
            *o++ = uchar(0xE0 | (c >> 12));
            *o++ = uchar(0x80 | ((c >> 6) & 0x3F));
            *o++ = uchar(0x80 | (c & 0x3F));
        }
    }
}

QByteArray encode(const Entity &entity)
{
    QByteArray out;
    encode(entity, out);
    return out;
}

void encode(const Entity &entity, QByteArray &out)
{
    out.clear();
    out.append(char(FormatVersion));
    appendVarint(out, quint64(entity.properties().size()));
    for (const Property &p : entity.properties()) {
        out.append(char(p.value.type()));
        appendText(out, p.name);
        appendValue(out, p.value);
    }
}

} // namespace rowan::record
