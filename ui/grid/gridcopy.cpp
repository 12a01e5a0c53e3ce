#include "ui/grid/gridcopy.h"

#include "models/grid/entityclipboard.h"
#include "models/grid/entitytablemodel.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QMimeData>
#include <QTableView>

#include <set>

namespace rowan {

GridSelection gridSelection(const QTableView *view)
{
    GridSelection selection;
    const QAbstractItemModel *model = view->model();
    const QItemSelectionModel *selected = view->selectionModel();
    if (!model || !selected)
        return selection;
    std::set<int> rows;
    std::set<int> columns;
    const QModelIndexList indexes = selected->selectedIndexes();
    for (const QModelIndex &index : indexes) {
        rows.insert(index.row());
        columns.insert(index.column());
    }
    if (rows.empty() && view->currentIndex().isValid()) {
        rows.insert(view->currentIndex().row());
        columns.insert(view->currentIndex().column());
    }
    if (rows.empty())
        return selection;
    selection.rows.assign(rows.begin(), rows.end());
    selection.wholeRows = !indexes.isEmpty();
    for (int row : std::as_const(selection.rows)) {
        if (!selected->isRowSelected(row, QModelIndex())) {
            selection.wholeRows = false;
            break;
        }
    }
    const QHeaderView *header = view->horizontalHeader();
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (header->isSectionHidden(logical) || (!selection.wholeRows && !columns.contains(logical)))
            continue;
        selection.columns.append(model->headerData(logical, Qt::Horizontal, Qt::DisplayRole).toString());
    }
    return selection;
}

namespace {
void setJsonClipboard(const QByteArray &text)
{
    auto *mime = new QMimeData;
    mime->setData(QStringLiteral("application/json"), text);
    mime->setText(QString::fromUtf8(text));
    QGuiApplication::clipboard()->setMimeData(mime);
}
} // namespace

void copyEntitiesAsJson(const QList<Entity> &entities)
{
    setJsonClipboard(EntityClipboard::toJson(entities));
}

int copyGridSelection(const QTableView *view, const EntityTableModel *model, bool json)
{
    const GridSelection selection = gridSelection(view);
    if (selection.isEmpty())
        return 0;
    QList<Entity> entities;
    entities.reserve(selection.rows.size());
    // Rows outside the model's window of pages are not in memory: copy what is loaded.
    for (int row : selection.rows) {
        if (model->isRowLoaded(row))
            entities.append(model->entityAt(row));
    }
    if (json) {
        setJsonClipboard(EntityClipboard::toJson(
            entities, selection.wholeRows ? std::nullopt : std::optional<QStringList>(selection.columns)));
    } else {
        auto *mime = new QMimeData;
        mime->setText(EntityClipboard::toTsv(entities, selection.columns, selection.wholeRows));
        QGuiApplication::clipboard()->setMimeData(mime);
    }
    return int(entities.size());
}

} // namespace rowan
