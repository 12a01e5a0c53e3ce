// Bulk Edit… and Re-key… for the table the grid shows (its context menu and the Edit menu), and the Keys
// view's Fix…: each opens its dialog on the grid's selection, the partitions the grid is narrowed to, the
// query's matches or the whole table. Disabled without a table and where the service is read-only.
#pragma once

#include "ui/editing/bulkscope.h"

#include <QObject>

class QAction;
class QTableView;
class QWidget;

namespace rowan {

class BulkEditDialog;
class EntityTableModel;
class RekeyDialog;
class StagedEdits;
struct KeyFixSuggestion;

class BulkEditActions : public QObject
{
    Q_OBJECT
public:
    // Dialogs are parented to `dialogParent`; the selection is `view`'s.
    BulkEditActions(EntityTableModel *model, QTableView *view, QWidget *dialogParent);

    // Whether edits are staged decides the dialogs' note that a bulk run is not (null: never staged).
    void setStagedEdits(StagedEdits *staged) { m_staged = staged; }

    QAction *bulkEditAction() const { return m_bulkEdit; }
    QAction *rekeyAction() const { return m_rekey; }
    // What the grid shows and has selected now.
    BulkSources sources() const;

    // The dialogs, opened (window-modal, deleted on close).
    BulkEditDialog *openBulkEdit();
    RekeyDialog *openRekey();
    // The re-key dialog with the suggested rule filled in, for its table and partitions, and its preview
    // started.
    RekeyDialog *openFix(const KeyFixSuggestion &suggestion);

private:
    void updateActions();

    EntityTableModel *m_model;
    QTableView *m_view;
    QWidget *m_dialogParent;
    QAction *m_bulkEdit;
    QAction *m_rekey;
    StagedEdits *m_staged = nullptr;
};

} // namespace rowan
