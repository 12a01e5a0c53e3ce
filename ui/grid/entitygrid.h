// The central entity grid: a table's entities in key order, loaded page by page as the user scrolls, with
// a status line of loaded and total counts and a UTC/local time toggle. Copy (TSV, JSON), Load all, bulk
// delete and the per-table column layout live in their own classes; the grid wires them up. Writes made
// here (edits, bulk deletes) reach every view of the table through ServiceSession::changed(), this grid's
// model included.
#pragma once

#include "models/query/valuecondition.h"
#include "ui/grid/pinnedtableview.h"

#include <rowan/sortedresult.h>

#include <QWidget>

class QAction;
class QCheckBox;
class QLabel;
class QActionGroup;
class QHBoxLayout;
class QMenu;
class QStackedWidget;
class QTableView;

namespace rowan {

class StagedEdits;

class BulkDeleteJob;
class ColumnLayout;
class EntityTableModel;
class GridPaste;
class LoadAllBar;
class PinnedTableView;
class RecordView;
class SortBar;

class EntityGrid : public QWidget
{
    Q_OBJECT
public:
    explicit EntityGrid(EntityTableModel *model, QWidget *parent = nullptr);
    PinnedTableView *view() const { return m_view; }
    QString statusText() const;
    // DateTime values in local time rather than UTC (the Local time box above the rows).
    void setLocalTime(bool local);

    // Copy, Load all, bulk delete, column layout.
    LoadAllBar *loadAllBar() const { return m_loadAll; }
    ColumnLayout *columnLayout() const { return m_columnLayout; }
    // Sorting the whole result by a column (a header click, or the header's context menu), and the line
    // that says the rows are sorted here, not by the service.
    SortBar *sortBar() const { return m_sortBar; }
    // Sorts by the column at `section` (logical): ascending, or descending when it is the ascending sort now.
    void sortByColumn(int section);
    // Sort Whole Result Ascending/Descending by the current cell's column, and Clear Sort: the Table menu's
    // (and the keyboard's) way to what a header click does.
    QAction *sortAscendingAction() const { return m_sortAscending; }
    QAction *sortDescendingAction() const { return m_sortDescending; }
    QAction *clearSortAction() const { return m_clearSort; }
    // Rows with a selected cell, ascending.
    QList<int> selectedRows() const;
    // Copies the selection as TSV or as JSON; returns the number of entities copied.
    int copySelection(bool json);
    // Asks for confirmation, then deletes the selected rows' entities in the background.
    void deleteSelectedRows();
    // Cut: the selected rows' whole entities on the clipboard as JSON, then deleteSelectedRows() (a
    // cancelled delete leaves the copy on the clipboard).
    void cutSelectedRows();
    // Keeps the grid's edits and deletes pending in `staged` when it is on for the service shown, with the
    // pending-changes bar above the rows.
    void setStagedEdits(StagedEdits *staged);
    // Puts `bar` (the Find bar) right above the rows.
    void addBarAboveRows(QWidget *bar);
    // Asks for a $filter, counts its matches, asks for confirmation, then deletes them in the background.
    void deleteMatching();
    // Filter by This Value and Exclude This Value: the current cell's value as a condition for the query.
    QAction *filterByValueAction() const { return m_filterByValue; }
    QAction *excludeValueAction() const { return m_excludeValue; }
    // Show Versions…: the current row's entity in every version the change journal holds.
    QAction *showVersionsAction() const { return m_showVersions; }
    void showVersions();
    // Copy (TSV), Copy as JSON, Select All and Reload, for the Edit menu as well as the grid's own.
    QAction *copyAction() const { return m_copy; }
    QAction *copyJsonAction() const { return m_copyJson; }
    QAction *selectAllAction() const { return m_selectAll; }
    QAction *reloadAction() const { return m_reload; }
    // Choose Columns…: the column chooser for the table shown (also in the header's context menu).
    QAction *chooseColumnsAction() const { return m_chooseColumns; }
    void chooseColumns();
    // The header's context menu for the column at `section` (logical; -1: none), as shown on a right-click.
    QMenu *headerMenu(int section);

    // How the rows are shown: as the table, as records (each entity's own properties with their types) or
    // as the Table service's JSON. The same rows of the same model; the current row stays current.
    enum class RowView { Table, Records, Json };
    void setRowView(RowView view);
    RowView rowView() const;
    RecordView *recordView() const { return m_records; }
    // Table, Records and JSON, exclusive and checkable, for the View menu.
    QList<QAction *> rowViewActions() const;
    // Cut and Paste of whole entities, for the Edit menu as well as the grid's own.
    QAction *cutAction() const { return m_cut; }
    QAction *pasteAction() const;
    GridPaste *gridPaste() const { return m_paste; }

Q_SIGNALS:
    // The current cell's property and value as a condition; the query bar adds it to the query and runs it.
    void conditionRequested(const rowan::Filter &condition);

private:
    void updateStatus();
    void setupCopyAndDelete();
    void updateLayoutKey();
    void runBulkDelete(BulkDeleteJob *job, const QString &table);
    void setupValueFilters();
    // The current cell's condition; nullopt when no loaded cell with a value is current.
    std::optional<Result<Filter>> currentCondition(ValueConditionKind kind) const;
    void updateValueFilters();
    void requestCondition(ValueConditionKind kind);
    void setupColumnLayout();
    void setupRowViews(QHBoxLayout *bar);
    void setupSort();
    void updateSortIndicator();
    void updateSortActions();
    void sortCurrentColumn(SortDirection direction);

    EntityTableModel *m_model;
    PinnedTableView *m_view;
    QLabel *m_status;
    QCheckBox *m_localTime;
    LoadAllBar *m_loadAll = nullptr;
    SortBar *m_sortBar = nullptr;
    QAction *m_sortAscending = nullptr;
    QAction *m_sortDescending = nullptr;
    QAction *m_clearSort = nullptr;
    ColumnLayout *m_columnLayout = nullptr;
    QAction *m_deleteRowsAction = nullptr;
    QAction *m_deleteMatchingAction = nullptr;
    QAction *m_copy = nullptr;
    QAction *m_copyJson = nullptr;
    QAction *m_cut = nullptr;
    GridPaste *m_paste = nullptr;
    QAction *m_selectAll = nullptr;
    QAction *m_reload = nullptr;
    QAction *m_filterByValue = nullptr;
    QAction *m_excludeValue = nullptr;
    QAction *m_showVersions = nullptr;
    QAction *m_chooseColumns = nullptr;
    QStackedWidget *m_stack = nullptr;
    RecordView *m_records = nullptr;
    QActionGroup *m_rowViews = nullptr;
    bool m_fitKeys = true;
};

} // namespace rowan
