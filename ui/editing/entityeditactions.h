// The entity grid's Add, Edit and Duplicate actions: a small toolbar above the grid, the grid's context
// menu and double-click on a row open EntityEditor. The grid reloads after a save by itself: the editor's
// EntitySaveJob notes the write with the session, whose changed() the grid's model follows.
#pragma once

#include "ui/editing/entityeditor.h"

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

    // Opens the editor on an empty entity (Add) or on the current row's entity (Edit, Duplicate), which is
    // first read again from the store on a worker, so the editor starts from the stored properties and
    // ETag rather than from what the grid holds. Does nothing without a table or a current row. The editor
    // deletes itself when closed; editorOpened() announces it.
    void openEditor(EntityEditor::Mode mode);

Q_SIGNALS:
    void editorOpened(rowan::EntityEditor *editor);
    // The entity to edit could not be read (e.g. it was deleted); the message says why.
    void openFailed(const QString &message);

private:
    void updateActions();
    void showEditor(EntityEditor::Mode mode, const Entity &entity);

    EntityTableModel *m_model;
    QTableView *m_view;
    QWidget *m_parent;
    QAction *m_add;
    QAction *m_edit;
    QAction *m_duplicate;
    QToolBar *m_toolBar;
};

} // namespace rowan
