// What of the entity grid is selected, and putting it on the clipboard (formatting: EntityClipboard).
#pragma once

#include <rowan/entity.h>

#include <QList>
#include <QString>
#include <QStringList>

class QTableView;

namespace rowan {

class EntityTableModel;

struct GridSelection
{
    // Rows with a selected cell, ascending; with nothing selected, the current cell's row.
    QList<int> rows;
    // Their columns' names in the order the view shows them; hidden columns left out.
    QStringList columns;
    // Every one of `rows` is selected whole: copied with a header line, and as whole entities in JSON.
    bool wholeRows = false;

    bool isEmpty() const { return rows.isEmpty() || columns.isEmpty(); }
};

GridSelection gridSelection(const QTableView *view);

// The selection as TSV (a header line for whole rows) or as a JSON array; on the clipboard as text (and as
// application/json for JSON). Returns the number of entities copied.
int copyGridSelection(const QTableView *view, const EntityTableModel *model, bool json);

// Whole entities as Copy as JSON puts them on the clipboard (Cut's copy, whatever cells are selected).
void copyEntitiesAsJson(const QList<Entity> &entities);

} // namespace rowan
