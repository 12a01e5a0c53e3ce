#include "core/keycodec.h"

#include <QtEndian>

namespace rowan::keycodec {

void appendEncoded(QByteArray &out, QStringView key)
{
    const qsizetype start = out.size();
    out.resize(start + 2 * key.size());
    qToBigEndian<char16_t>(key.utf16(), key.size(), out.data() + start);
}

QByteArray encode(QStringView key)
{
    QByteArray out;
    appendEncoded(out, key);
    return out;
}

std::optional<QString> decode(QByteArrayView bytes)
{
    if (bytes.size() % 2 != 0)
        return std::nullopt;
    QString key(bytes.size() / 2, Qt::Uninitialized);
    qFromBigEndian<char16_t>(bytes.data(), key.size(), key.data());
    return key;
}

std::optional<QString> RepeatedKeyDecoder::decode(QByteArrayView bytes)
{
    if (!m_valid || bytes != m_bytes) {
        auto key = keycodec::decode(bytes);
        if (!key)
            return std::nullopt;
        m_key = std::move(*key);
        m_bytes = bytes.toByteArray();
        m_valid = true;
    }
    return m_key;
}

std::optional<QByteArray> prefixUpperBound(QByteArrayView encodedPrefix)
{
    qsizetype end = encodedPrefix.size();
    while (end > 0 && quint8(encodedPrefix[end - 1]) == 0xFF)
        --end;
    if (end == 0)
        return std::nullopt;
    QByteArray upper(encodedPrefix.data(), end);
    upper[end - 1] = char(quint8(upper[end - 1]) + 1);
    return upper;
}

QByteArray encodeComposite(QStringView partitionKey, QStringView rowKey)
{
    Q_ASSERT(!partitionKey.contains(QChar(0)));
    QByteArray out;
    out.reserve(2 * (partitionKey.size() + 1 + rowKey.size()));
    appendEncoded(out, partitionKey);
    out.append(2, '\0');
    appendEncoded(out, rowKey);
    return out;
}

std::optional<std::pair<QString, QString>> decodeComposite(QByteArrayView bytes)
{
    if (bytes.size() % 2 != 0)
        return std::nullopt;
    for (qsizetype i = 0; i < bytes.size(); i += 2) {
        if (bytes[i] == '\0' && bytes[i + 1] == '\0') {
            auto pk = decode(bytes.first(i));
            auto rk = decode(bytes.sliced(i + 2));
            if (!pk || !rk)
                return std::nullopt;
            return std::pair {std::move(*pk), std::move(*rk)};
        }
    }
    return std::nullopt;
}

} // namespace rowan::keycodec
