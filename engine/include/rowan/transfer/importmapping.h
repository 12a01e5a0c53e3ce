// Shaping the rows of an import file before they are written: which columns become PartitionKey and RowKey
// (or a fixed PartitionKey, or generated RowKeys), which type each column gets, which columns are left out.
// A MappingReader wraps any EntityReader (rowan/transfer/transfer.h) with such a mapping, so importEntities()
// and the command line need nothing new; readSample() gives a preview the same shape.
//
// A file without PartitionKey/RowKey columns can be read only with ReaderOptions::keysFromMapping set, and
// its keys then come from the mapping.
//
// Thread-safety: a MappingReader, like the reader it wraps, is used on one thread at a time; the free
// functions are thread-safe.
#pragma once

#include "rowan/entity.h"
#include "rowan/status.h"
#include "rowan/transfer/transfer.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace rowan::transfer {

// Where a key comes from.
enum class KeySource {
    Column, // the text of a column's value (the file's own PartitionKey/RowKey columns by default)
    Fixed, // the same text on every row
    Guid, // a new random GUID per row, lower-case 8-4-4-4-12
    InvertedTicks, // DateTime.MaxValue.Ticks - now.Ticks, 19 digits, strictly increasing within an import
    Counter, // start, start + 1, … zero-padded to `width` digits
};
QString keySourceName(KeySource source);

struct KeyMapping
{
    KeySource source = KeySource::Column;
    QString column; // Column: the column's name (PartitionKey/RowKey name the file's key columns)
    QString fixedValue; // Fixed
    int counterWidth = 10; // Counter: digits, 1…19 (a value wider than this is written in full)
    qint64 counterStart = 1; // Counter: the first value, ≥ 0

    static KeyMapping fromColumn(const QString &name) { return {KeySource::Column, name, {}, 10, 1}; }
    static KeyMapping fixed(const QString &value) { return {KeySource::Fixed, {}, value, 10, 1}; }
    static KeyMapping generated(KeySource source, int width = 10, qint64 start = 1)
    {
        return {source, {}, {}, width, start};
    }
};

struct ColumnMapping
{
    KeyMapping partitionKey = KeyMapping::fromColumn(QStringLiteral("PartitionKey"));
    KeyMapping rowKey = KeyMapping::fromColumn(QStringLiteral("RowKey"));
    // A column that becomes a key stays a property too when set (else it is only the key).
    bool keepKeyColumns = false;
    // The type each named column gets, whatever type the file gave it: a value is converted through its text
    // (valueToText, valueFromText), so "42" becomes Int32 42 and a String column of dates becomes DateTime.
    QHash<QString, EdmType> columnTypes;
    // Columns not imported.
    QSet<QString> ignoredColumns;

    // True when the mapping changes nothing (the file's keys, its types, every column).
    bool isIdentity() const;
};

// Checks a mapping against the columns a file has (empty `columns`: not known, e.g. JSON; column names are
// then not checked). Returns InvalidInput naming the problem: a key column the file lacks, a key column that
// is also ignored, a fixed key that validateKey() refuses, a counter width outside 1…19 or a negative start.
Status validateMapping(const ColumnMapping &mapping, const QStringList &columns = {});

// The first `count` keys `mapping` would generate (Guid, InvertedTicks, Counter) or its fixed value; for a
// column, "‹column›". For a live example beside the choice. Never fails.
QStringList keyExamples(const KeyMapping &mapping, int count = 3);

// Converts `value` to `type` through its text (valueToText, then valueFromText): the same value when it has
// that type already. Errors: valueFromText()'s (InvalidValueType or OutOfRangeInput naming text and type).
Result<Value> convertValue(const Value &value, EdmType type);

// Wraps `inner` (which it owns) so that every row comes out mapped. A row whose key column is missing or
// empty, whose generated or taken key validateKey() refuses, or whose value does not convert to its column's
// type, is a BadRow with its line and the column's 1-based number and name (the column number is 0 for a
// file without a header, JSON). Rows the inner reader rejects pass through unchanged, as do End and Failed.
// Never null. `clock` (tests) gives "now" in ticks for InvertedTicks; default DateTime::now().
std::unique_ptr<EntityReader> makeMappingReader(
    std::unique_ptr<EntityReader> inner, ColumnMapping mapping, std::function<qint64()> clock = {});

// --- Preview ----------------------------------------------------------------------------------------------

struct SampleColumn
{
    QString name;
    // The type the rows gave it: the file's own (`Name@type` in CSV, `@odata.type` or a JSON number/bool in
    // JSON) when any row typed it, else what TypeDetector makes of its text.
    EdmType detectedType = EdmType::String;
    // True when the file types the column itself (a CSV `@type` column, or a non-String JSON value).
    bool typedInFile = false;
    bool isKey = false; // the file's PartitionKey or RowKey
};

struct SampleRow
{
    qint64 line = 0;
    // Per column of SampleTable::columns, the value (absent when the row lacks it).
    QList<std::optional<Value>> values;
};

struct SampleTable
{
    QList<SampleColumn> columns; // the file's order (CSV header, JSON first-seen), keys first
    QList<SampleRow> rows;
    QList<RowError> badRows; // rows the reader rejected among the first ones
    bool endOfFile = false; // the whole file fitted in the sample
};

// Reads up to `maxRows` rows from `reader` (made with ReaderOptions::keysFromMapping, so files without key
// columns preview too). Errors: the reader's Failed error, with its line in the message.
Result<SampleTable> readSample(EntityReader &reader, int maxRows = 100);

} // namespace rowan::transfer
