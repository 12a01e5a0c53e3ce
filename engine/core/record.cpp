#include "core/record.h"

#include "core/internednames.h"

#include <QVarLengthArray>
#include <QtEndian>

#include <bit>
#include <cstring>
#include <limits>

namespace rowan::record {

namespace {

// The smallest encoded property: type, empty name, one-byte value.
constexpr qsizetype MinPropertyBytes = 3;
// Above this many names a Selection looks names up by hash instead of comparing each.
constexpr qsizetype LinearSelectionLimit = 8;
// Bounds the memory a Decoder keeps for a table with ever-changing property names.
constexpr qsizetype MaxCachedNames = 4096;

// ---- reading ----

qint64 unzigzag(quint64 v)
{
    return qint64(v >> 1) ^ -qint64(v & 1);
}

// A bounds-checked cursor; every read fails (and stays failed) rather than running past the end.
struct Reader
{
    const uchar *p;
    const uchar *end;
    const char *problem = nullptr;

    explicit Reader(QByteArrayView data)
        : p(reinterpret_cast<const uchar *>(data.data()))
        , end(p + data.size())
    { }

    qsizetype remaining() const { return end - p; }
    bool failWith(const char *what)
    {
        if (!problem)
            problem = what;
        return false;
    }
    bool byte(quint8 &v)
    {
        if (p == end)
            return failWith("truncated");
        v = *p++;
        return true;
    }
    bool varint(quint64 &v)
    {
        if (p != end && *p < 0x80) { // the common case: lengths and small integers
            v = *p++;
            return true;
        }
        v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (p == end)
                return failWith("truncated varint");
            const quint8 b = *p++;
            if (shift == 63 && b > 1)
                return failWith("varint overflow");
            v |= quint64(b & 0x7F) << shift;
            if (!(b & 0x80))
                return true;
        }
        return failWith("varint overflow");
    }
    bool bytes(quint64 n, const uchar *&start)
    {
        if (n > quint64(remaining()))
            return failWith("truncated data");
        start = p;
        p += n;
        return true;
    }
};

// A text field: its encoded form (header included) and its payload.
struct Text
{
    QByteArrayView encoded;
    const uchar *data = nullptr;
    qsizetype size = 0;
    bool utf16 = false;
};

bool readText(Reader &r, Text &text)
{
    const uchar *start = r.p;
    quint64 header = 0;
    if (!r.varint(header))
        return false;
    text.utf16 = header & 1;
    const quint64 size = header >> 1;
    if (!r.bytes(size, text.data))
        return false;
    if (text.utf16 && size % 2 != 0)
        return r.failWith("odd UTF-16 length");
    text.size = qsizetype(size);
    text.encoded = QByteArrayView(start, r.p - start);
    return true;
}

// Strict UTF-8 (no overlongs, no surrogates, nothing past U+10FFFF) to UTF-16.
bool decodeUtf8(const uchar *s, qsizetype n, QString &out)
{
    out = QString(n, Qt::Uninitialized); // UTF-16 never needs more units than UTF-8 has bytes
    char16_t *o = reinterpret_cast<char16_t *>(out.data());
    const uchar *end = s + n;
    while (s < end) {
        if (end - s >= 8) {
            quint64 word;
            std::memcpy(&word, s, 8);
            if (!(word & 0x8080808080808080ULL)) {
                for (int i = 0; i < 8; ++i)
                    o[i] = s[i];
                s += 8;
                o += 8;
                continue;
            }
        }
        const uchar b = *s;
        if (b < 0x80) {
            *o++ = b;
            ++s;
            continue;
        }
        char32_t cp;
        int extra;
        char32_t min;
        if (b >= 0xC2 && b <= 0xDF) {
            cp = b & 0x1F, extra = 1, min = 0x80;
        } else if (b >= 0xE0 && b <= 0xEF) {
            cp = b & 0x0F, extra = 2, min = 0x800;
        } else if (b >= 0xF0 && b <= 0xF4) {
            cp = b & 0x07, extra = 3, min = 0x10000;
        } else {
            return false;
        }
        if (end - s <= extra)
            return false;
        for (int i = 1; i <= extra; ++i) {
            const uchar c = s[i];
            if ((c & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (c & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        s += extra + 1;
        if (cp >= 0x10000) {
            *o++ = QChar::highSurrogate(cp);
            *o++ = QChar::lowSurrogate(cp);
        } else {
            *o++ = char16_t(cp);
        }
    }
    const qsizetype units = o - reinterpret_cast<char16_t *>(out.data());
    if (units != n)
        out.truncate(units);
    return true;
}

bool decodeText(const Text &text, QString &out)
{
    if (text.utf16) {
        out.resize(text.size / 2);
        qFromLittleEndian<char16_t>(text.data, text.size / 2, out.data());
        return true;
    }
    return decodeUtf8(text.data, text.size, out);
}

bool readType(Reader &r, EdmType &type)
{
    quint8 tag = 0;
    if (!r.byte(tag))
        return false;
    if (tag > quint8(EdmType::Int64))
        return r.failWith("unknown type");
    type = EdmType(tag);
    return true;
}

// The value of `type` at the cursor; on failure r.problem is set and the returned value is meaningless.
// Returns by value so each Value is built in place, not default-built and then reassigned.
Value readValue(Reader &r, EdmType type)
{
    const uchar *data = nullptr;
    switch (type) {
    case EdmType::String: {
        Text text;
        QString s;
        if (readText(r, text) && !decodeText(text, s))
            r.failWith("invalid UTF-8");
        return Value::string(std::move(s));
    }
    case EdmType::Binary: {
        quint64 size = 0;
        if (!r.varint(size) || !r.bytes(size, data))
            return {};
        return Value::binary(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    }
    case EdmType::Boolean: {
        quint8 b = 0;
        if (r.byte(b) && b > 1)
            r.failWith("bad boolean");
        return Value::boolean(b == 1);
    }
    case EdmType::DateTime:
        if (!r.bytes(8, data))
            return {};
        return Value::dateTime(DateTime(qFromLittleEndian<qint64>(data)));
    case EdmType::Double:
        if (!r.bytes(8, data))
            return {};
        return Value::float64(std::bit_cast<double>(qFromLittleEndian<quint64>(data)));
    case EdmType::Guid:
        if (!r.bytes(16, data))
            return {};
        return Value::guid(QUuid::fromRfc4122(QByteArrayView(data, 16)));
    case EdmType::Int32: {
        quint64 v = 0;
        if (!r.varint(v))
            return {};
        const qint64 i = unzigzag(v);
        if (i < std::numeric_limits<qint32>::min() || i > std::numeric_limits<qint32>::max())
            r.failWith("Int32 out of range");
        return Value::int32(qint32(i));
    }
    case EdmType::Int64: {
        quint64 v = 0;
        r.varint(v);
        return Value::int64(unzigzag(v));
    }
    }
    r.failWith("unknown type");
    return {};
}

bool skipValue(Reader &r, EdmType type)
{
    const uchar *data = nullptr;
    quint64 v = 0;
    switch (type) {
    case EdmType::String: {
        Text text;
        return readText(r, text);
    }
    case EdmType::Binary:
        return r.varint(v) && r.bytes(v, data);
    case EdmType::Boolean:
        return r.bytes(1, data);
    case EdmType::DateTime:
    case EdmType::Double:
        return r.bytes(8, data);
    case EdmType::Guid:
        return r.bytes(16, data);
    case EdmType::Int32:
    case EdmType::Int64:
        return r.varint(v);
    }
    return r.failWith("unknown type");
}

bool readHeader(Reader &r, quint64 &count)
{
    quint8 version = 0;
    if (!r.byte(version))
        return false;
    if (version != FormatVersion)
        return r.failWith("unknown record version");
    if (!r.varint(count))
        return false;
    if (count > quint64(r.remaining() / MinPropertyBytes))
        return r.failWith("property count exceeds record size");
    return true;
}

Status corrupt(const Reader &r)
{
    return fail(ErrorCode::StoreCorrupt,
        QStringLiteral("An entity's property record is damaged (%1).")
            .arg(QLatin1StringView(r.problem ? r.problem : "malformed")));
}

// Walks a record, calling visit(type, nameText, reader) per property; visit reads or skips the value.
template<typename Visit>
Status walk(QByteArrayView data, Visit &&visit)
{
    Reader r(data);
    quint64 count = 0;
    if (!readHeader(r, count))
        return corrupt(r);
    for (quint64 i = 0; i < count; ++i) {
        EdmType type;
        Text name;
        if (!readType(r, type) || !readText(r, name) || !visit(qsizetype(i), type, name, r))
            return corrupt(r);
    }
    if (r.remaining() != 0) {
        r.failWith("trailing bytes");
        return corrupt(r);
    }
    return {};
}

} // namespace

Status decode(QByteArrayView data, Entity &entity)
{
    Decoder decoder;
    return decoder.decode(data, entity);
}

namespace {

// Whether a cached name's encoded text is `text`: names are a few bytes, shorter than a call to memcmp.
bool sameText(const QByteArray &cached, QByteArrayView text)
{
    const qsizetype n = text.size();
    if (cached.size() != n)
        return false;
    const char *a = cached.constData();
    const char *b = text.data();
    for (qsizetype i = 0; i < n; ++i) {
        if (a[i] != b[i])
            return false;
    }
    return true;
}

} // namespace

Status Decoder::decode(QByteArrayView data, Entity &entity)
{
    entity.clearProperties();
    // Forgetting names only between records keeps duplicate detection (seenIn) intact within one.
    if (qsizetype(m_names.size()) >= MaxCachedNames) {
        m_byPosition.clear();
        m_byText.clear();
        m_names.clear();
    }
    Reader r(data);
    quint64 count = 0;
    if (!readHeader(r, count))
        return corrupt(r);
    // One allocation for the property list instead of growing it from empty.
    entity.reserveProperties(qsizetype(count));
    const quint64 generation = ++m_generation;
    for (qsizetype index = 0; index < qsizetype(count); ++index) {
        EdmType type;
        Text text;
        if (!readType(r, type) || !readText(r, text))
            return corrupt(r);
        Name *name = nullptr;
        // Records of one table mostly share their layout, so the name at this position is likely the one
        // seen here last time: one short comparison, no hashing, no transcoding, no allocation.
        if (index < m_byPosition.size() && sameText(m_byPosition[index]->text, text.encoded)) {
            name = m_byPosition[index];
        } else {
            name = m_byText.value(QByteArray::fromRawData(text.encoded.data(), text.encoded.size()));
            if (!name) {
                QString decoded;
                if (!decodeText(text, decoded)) {
                    r.failWith("invalid UTF-8 in name");
                    return corrupt(r);
                }
                m_names.push_back(
                    std::make_unique<Name>(Name {text.encoded.toByteArray(), intern(std::move(decoded)), 0}));
                name = m_names.back().get();
                m_byText.insert(name->text, name);
            }
            if (index < MaxCachedNames) {
                if (index >= m_byPosition.size())
                    m_byPosition.resize(index + 1, name);
                m_byPosition[index] = name;
            }
        }
        if (name->seenIn == generation) {
            r.failWith("duplicate property name");
            return corrupt(r);
        }
        Value value = readValue(r, type);
        if (r.problem)
            return corrupt(r);
        name->seenIn = generation;
        entity.appendProperty(name->name, std::move(value));
    }
    if (r.remaining() != 0) {
        r.failWith("trailing bytes");
        return corrupt(r);
    }
    return {};
}

Selection::Selection(const QStringList &names)
{
    for (const QString &name : names) {
        if (m_names.contains(name))
            continue;
        QByteArray encoded;
        appendText(encoded, name);
        m_names.append(name);
        m_encoded.append(encoded);
    }
    if (m_names.size() > LinearSelectionLimit) {
        for (qsizetype i = 0; i < m_encoded.size(); ++i)
            m_index.insert(m_encoded[i], i);
    }
}

qsizetype Selection::indexOf(QByteArrayView encodedText) const
{
    if (!m_index.isEmpty())
        return m_index.value(QByteArray::fromRawData(encodedText.data(), encodedText.size()), -1);
    for (qsizetype i = 0; i < m_encoded.size(); ++i) {
        if (m_encoded[i] == encodedText)
            return i;
    }
    return -1;
}

Status decodeSelected(QByteArrayView data, const Selection &selection, Entity &entity)
{
    entity.clearProperties();
    QVarLengthArray<bool, 32> seen(selection.size(), false);
    return walk(data, [&](qsizetype, EdmType type, const Text &text, Reader &r) {
        const qsizetype index = selection.indexOf(text.encoded);
        if (index < 0)
            return skipValue(r, type);
        if (seen[index])
            return r.failWith("duplicate property name");
        seen[index] = true;
        Value value = readValue(r, type);
        if (r.problem)
            return false;
        entity.appendProperty(selection.name(index), std::move(value));
        return true;
    });
}

namespace {

// UTF-16 code units of valid UTF-8: one per lead byte, two for a four-byte sequence (a surrogate pair).
qsizetype utf16Length(const uchar *s, qsizetype n)
{
    qsizetype units = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const uchar b = s[i];
        units += (b & 0xC0) != 0x80;
        units += b >= 0xF0;
    }
    return units;
}

} // namespace

Status forEachField(QByteArrayView data, const std::function<void(const Field &)> &visit)
{
    return walk(data, [&](qsizetype, EdmType type, const Text &name, Reader &r) {
        Field field;
        field.type = type;
        field.name = name.encoded;
        const uchar *start = r.p;
        if (type == EdmType::String) {
            Text text;
            if (!readText(r, text))
                return false;
            field.length = text.utf16 ? text.size / 2 : utf16Length(text.data, text.size);
        } else if (type == EdmType::Binary) {
            quint64 size = 0;
            const uchar *bytes = nullptr;
            if (!r.varint(size) || !r.bytes(size, bytes))
                return false;
            field.length = qsizetype(size);
        } else if (type == EdmType::Guid) {
            if (!skipValue(r, type))
                return false;
        } else {
            // The fixed-size and integer values are cheaper to read here than to skip and decode again.
            Value value = readValue(r, type);
            if (r.problem)
                return false;
            switch (type) {
            case EdmType::Boolean:
                field.integer = value.toBool() ? 1 : 0;
                break;
            case EdmType::DateTime:
                field.integer = value.toDateTime().ticks();
                break;
            case EdmType::Double:
                field.real = value.toDouble();
                break;
            case EdmType::Int32:
                field.integer = value.toInt32();
                break;
            default:
                field.integer = value.toInt64();
                break;
            }
        }
        field.value = QByteArrayView(start, r.p - start);
        visit(field);
        return true;
    });
}

Result<Value> decodeValue(const Field &field)
{
    Reader r(field.value);
    Value value = readValue(r, field.type);
    if (!r.problem && r.remaining() != 0)
        r.failWith("trailing bytes");
    if (r.problem)
        return std::unexpected(corrupt(r).error());
    return value;
}

Result<QString> decodeName(QByteArrayView encodedName)
{
    Reader r(encodedName);
    Text text;
    QString name;
    if (readText(r, text) && !decodeText(text, name))
        r.failWith("invalid UTF-8 in name");
    if (!r.problem && r.remaining() != 0)
        r.failWith("trailing bytes");
    if (r.problem)
        return std::unexpected(corrupt(r).error());
    return name;
}

Status extract(QByteArrayView data, const Selection &selection, QList<std::optional<Value>> &values)
{
    values.assign(selection.size(), std::nullopt);
    return walk(data, [&](qsizetype, EdmType type, const Text &text, Reader &r) {
        const qsizetype index = selection.indexOf(text.encoded);
        if (index < 0)
            return skipValue(r, type);
        if (values[index].has_value())
            return r.failWith("duplicate property name");
        values[index].emplace(readValue(r, type));
        return !r.problem;
    });
}

} // namespace rowan::record
