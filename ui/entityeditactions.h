// The entity grid's Add, Edit and Duplicate actions: a small toolbar above the grid, the grid's context
// menu and double-click on a row open EntityEditor; after a successful write the grid reloads its table.
#pragma once

#include "entityeditor.h"

#include <QObject>
#include <QToolBar>

class QAction;
class QTableView;
class QWidget;

namespace rowan {

class EntityTableModel;

class EntityEditActions : public QObject
{
    Q_OBJECT
public:
    // Adds the actions to `view` (context menu) and connects its double-click; `parent` owns the editors.
    EntityEditActions(EntityTableModel *model, QTableView *view, QWidget *parent);

    QAction *addAction() const { return m_add; }
    QAction *editAction() const { return m_edit; }
    QAction *duplicateAction() const { return m_duplicate; }
    // A toolbar holding the three actions, for the grid's layout.
    QToolBar *toolBar() const { return m_toolBar; }

    // Opens the editor for the current row (Edit, Duplicate) or an empty entity (Add); null when there is
    // no table or no current row. The editor deletes itself when closed.
    EntityEditor *openEditor(EntityEditor::Mode mode);

Q_SIGNALS:
    void editorOpened(rowan::EntityEditor *editor);

private:
    void updateActions();

    EntityTableModel *m_model;
    QTableView *m_view;
    QWidget *m_parent;
    QAction *m_add;
    QAction *m_edit;
    QAction *m_duplicate;
    QToolBar *m_toolBar;
};

} // namespace rowan
