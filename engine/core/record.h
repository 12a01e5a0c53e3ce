// The compact binary record that holds an entity's user properties in one BLOB (internal to the engine).
// PartitionKey, RowKey and Timestamp live in their own columns and are not part of the record.
//
// Format, version 1 (all multi-byte integers little-endian; varint = unsigned LEB128):
//   record   := 0x01 count:varint property{count}
//   property := type:u8 (EdmType) name:text value
//   text     := varint(byteLength << 1 | isUtf16) bytes
//   value    := String: text | Binary: varint(length) bytes | Boolean: u8 0 or 1 | DateTime: i64 ticks
//             | Double: u64 IEEE bits | Guid: 16 bytes (RFC 4122 order) | Int32, Int64: zigzag varint
//
// Text is UTF-8 (isUtf16 = 0). Property names are nearly always ASCII and string values mostly so: UTF-8
// halves them against UTF-16, so more rows fit in a page and SQLCipher decrypts fewer bytes per entity
// scanned, which costs more than transcoding (ASCII decodes eight bytes at a time, and Decoder reuses name
// strings so a scan does not transcode names at all). A QString holding an unpaired surrogate has no UTF-8
// form; such text alone is stored as raw UTF-16LE (isUtf16 = 1), so every QString round-trips exactly.
//
// Decoding never reads outside the given bytes and answers StoreCorrupt for anything malformed: truncation,
// unknown type, bad UTF-8, booleans other than 0/1, out-of-range Int32, duplicate names, trailing bytes.
#pragma once

#include "rowan/entity.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QStringList>

#include <functional>

#include <memory>
#include <optional>
#include <vector>

namespace rowan::record {

// The first byte of every record.
inline constexpr quint8 FormatVersion = 1;

// The record of entity's user properties. Keys, Timestamp and ETag are ignored. Does not validate.
QByteArray encode(const Entity &entity);
// The same into `out` (cleared first), so a writer can reuse one buffer.
void encode(const Entity &entity, QByteArray &out);
// Appends `text` in the record's text form (a Selection matches names in that form).
void appendText(QByteArray &out, QStringView text);

// Replaces entity's properties with those of the record (keys, Timestamp and ETag untouched). On error the
// entity's properties are unspecified. StoreCorrupt on malformed input.
Status decode(QByteArrayView data, Entity &entity);

// One property of a record as stored, its value not decoded: what a census reads to count types and
// lengths without building a Value per property.
struct Field
{
    EdmType type = EdmType::String;
    // The name's encoded text (the form Selection::indexOf() matches and decodeName() reads).
    QByteArrayView name;
    // String: UTF-16 code units; Binary: bytes; 0 for the other types.
    qsizetype length = 0;
    // Boolean 0 or 1, Int32 and Int64 their value, DateTime its ticks; Double in `real`. Read on the way,
    // so that ranges need no Value.
    qint64 integer = 0;
    double real = 0;
    // The value's bytes, as decodeValue() reads them.
    QByteArrayView value;
};

// Calls `visit` for each property of the record, in record order. StoreCorrupt on malformed framing
// (truncation, unknown type, trailing bytes) and on a Boolean other than 0/1 or an Int32 out of range;
// text is checked only by decodeValue().
Status forEachField(QByteArrayView data, const std::function<void(const Field &)> &visit);
// A field's value, decoded and checked. StoreCorrupt when it is malformed.
Result<Value> decodeValue(const Field &field);
// A field's name. StoreCorrupt when it is not valid text.
Result<QString> decodeName(QByteArrayView encodedName);

// A set of property names to pick out of records without decoding the rest ($select, filter operands).
class Selection
{
public:
    Selection() = default;
    explicit Selection(const QStringList &names);

    qsizetype size() const { return m_names.size(); }
    bool isEmpty() const { return m_names.isEmpty(); }
    const QString &name(qsizetype index) const { return m_names[index]; }
    // Index of the name whose encoded text is exactly `encodedText`, or -1.
    qsizetype indexOf(QByteArrayView encodedText) const;

private:
    QStringList m_names;
    QList<QByteArray> m_encoded;
    QHash<QByteArray, qsizetype> m_index; // only for large selections
};

// Sets entity's properties to those of the record named in `selection`, in record order (keys, Timestamp
// and ETag untouched). Values of other properties are skipped, not decoded (so corruption inside them may
// go unnoticed). StoreCorrupt on malformed input.
Status decodeSelected(QByteArrayView data, const Selection &selection, Entity &entity);

// values[i] = the value of selection.name(i), or nullopt when the record lacks it. `values` is resized to
// selection.size(). StoreCorrupt on malformed input.
Status extract(QByteArrayView data, const Selection &selection, QList<std::optional<Value>> &values);

// Decodes many records in a row (a scan): remembers the name strings it made, so records of the same
// shape share them instead of allocating and transcoding each name again. Not thread-safe; use one per
// cursor.
class Decoder
{
public:
    Status decode(QByteArrayView data, Entity &entity);

private:
    struct Name
    {
        QByteArray text;
        QString name;
        quint64 seenIn = 0; // the record (m_generation) that last used this name: catches duplicates
    };
    const Name *lookup(QByteArrayView text, qsizetype position);

    std::vector<std::unique_ptr<Name>> m_names; // owned here, pointed to by the two indexes
    QHash<QByteArray, Name *> m_byText;
    QList<Name *> m_byPosition; // the name seen at each position in the previous records
    quint64 m_generation = 0;
};

} // namespace rowan::record
