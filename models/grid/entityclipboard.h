// What the entity grid puts on the clipboard: entities (or some of their columns) as tab-separated text
// for spreadsheets and as a JSON array in the Table service's minimal-metadata form; and what Paste reads
// back from it. Pure functions, no widgets and no clipboard access: thread-safe.
//
// Columns are named as the grid names them: "PartitionKey", "RowKey", "Timestamp" or a property name.
#pragma once

#include <rowan/entity.h>
#include <rowan/status.h>

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace rowan {

class EntityClipboard
{
public:
    // A cell's value as text that reads back to the same value: String as is, Int32/Int64 in decimal
    // (exact), Double in its shortest round-trip form with ".0" when whole ("2.0", "NaN", "Infinity"),
    // Boolean true/false, DateTime ISO 8601 UTC with 7 fractional digits, Guid lower case, Binary base64.
    // Empty when the entity lacks the property.
    static QString cellText(const Entity &entity, const QString &column);

    // One field of a TSV line. Text holding a tab, a line break or a double quote is quoted the way
    // spreadsheets write and read it: in double quotes, inner quotes doubled.
    static QString tsvField(const QString &text);

    // One line per entity with a field per column, lines joined by '\n' (no trailing line break). With
    // `header`, a first line of the column names.
    static QString toTsv(const QList<Entity> &entities, const QStringList &columns, bool header);

    // A JSON array, one entity object per line, each as a query response's "value" item at minimal
    // metadata (odata.etag, PartitionKey, RowKey, Timestamp, then the properties; Int64, Binary, Guid,
    // DateTime and whole or non-finite Doubles annotated with Name@odata.type, Int64 as a decimal string).
    // With `columns`, only PartitionKey, RowKey and those columns (a listed property the entity lacks is
    // null). An empty list of entities gives "[]".
    static QByteArray toJson(
        const QList<Entity> &entities, const std::optional<QStringList> &columns = std::nullopt);

    // The entities of clipboard text that toJson() wrote, or that a Table service query or Get Entity
    // answers: one entity object or an array of them, with Name@odata.type annotations, read by the engine's
    // JSON entity reader (rowan/transfer/transfer.h, rowan/protocol/jsonentity.h). odata.* members and
    // Timestamp are ignored. Every entity must have PartitionKey and RowKey. Errors (InvalidInput, or the
    // decoder's InvalidValueType/OutOfRangeInput): empty text, text that is not JSON, tab-separated text,
    // and the first bad entity, named by its place and line ("entity 2 (line 3): …"); then nothing is read.
    static Result<QList<Entity>> fromJson(const QByteArray &text);
};

} // namespace rowan
