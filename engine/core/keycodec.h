// Key encoding for the clustered index (internal to the engine). A key is stored as its UTF-16 code units in
// big-endian byte order, so memcmp order (SQLite's BLOB order) equals QString's ordinal code-unit order,
// shorter prefixes first: exactly the order the service returns entities in (docs/protocol.md §2).
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>

#include <optional>

namespace rowan::keycodec {

// UTF-16BE bytes of `key`, 2·key.size() bytes. Lossless for any QString, unpaired surrogates included.
QByteArray encode(QStringView key);
// Appends the encoding of `key` to `out` (no temporary allocation on a reused buffer).
void appendEncoded(QByteArray &out, QStringView key);
// The key back; nullopt when `bytes` has an odd length.
std::optional<QString> decode(QByteArrayView bytes);

// Decodes the PartitionKeys of consecutive rows, which mostly repeat: once per run of equal bytes, so the
// rows share one (implicitly shared) string instead of each allocating and transcoding its own.
class RepeatedKeyDecoder
{
public:
    // The key of `bytes`; nullopt when it has an odd length.
    std::optional<QString> decode(QByteArrayView bytes);

private:
    QByteArray m_bytes;
    QString m_key;
    bool m_valid = false;
};

// The smallest byte string greater than every encoding that starts with `encodedPrefix`, for the exclusive
// upper end of a prefix range `[encodedPrefix, upper)`. nullopt when there is none (empty prefix or all
// bytes 0xFF): the range then has no upper end.
std::optional<QByteArray> prefixUpperBound(QByteArrayView encodedPrefix);

// One byte string ordering (PartitionKey, RowKey) pairs like the service does: PK first, then RK. The
// PartitionKey is followed by a 0x0000 unit, which sorts below any unit a valid key can hold (U+0000 is
// forbidden in keys). Requires: partitionKey contains no U+0000.
QByteArray encodeComposite(QStringView partitionKey, QStringView rowKey);
// Splits an encodeComposite() result; nullopt when malformed.
std::optional<std::pair<QString, QString>> decodeComposite(QByteArrayView bytes);

} // namespace rowan::keycodec
