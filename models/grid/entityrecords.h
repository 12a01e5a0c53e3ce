// What the grid's Records and JSON views show of one entity. Records: the entity's own properties only
// (not the union of columns the table view has), each with its Edm type, after the keys and Timestamp.
// JSON: the entity as a Table service query response's "value" item at minimal metadata, written by the
// protocol's encoder (@odata.type where the type does not follow from the JSON), one property per line.
// Pure functions: thread-safe.
#pragma once

#include <rowan/entity.h>

#include <QList>
#include <QString>

#include <functional>

namespace rowan {

struct RecordLine
{
    QString name;
    QString type; // "Edm.String", …
    QString value;

    bool operator==(const RecordLine &) const = default;
};

class EntityRecords
{
public:
    // PartitionKey, RowKey, Timestamp, then the properties in the entity's order; `text` writes a value
    // (the grid's display rules, local time included).
    static QList<RecordLine> lines(const Entity &entity, const std::function<QString(const Value &)> &text);
    // The JSON object, indented, one member per line.
    static QString json(const Entity &entity);
    // A compact JSON object's members on lines of their own, indented by two spaces; strings are kept as
    // they are (a comma or brace inside one does not break it).
    static QString indentObject(const QByteArray &compact);
};

} // namespace rowan
