// The entity grid's Paste: entities copied as JSON (Copy as JSON, or a Table service's answer) go into the
// table shown, after a confirmation naming the table, the count and the keys that already exist (skipped,
// or replaced when the user chooses so), through the connection's safety level. With staged edits on they
// are staged as adds instead. The writing is PasteEntitiesJob's; bad clipboard content is refused with the
// reason and nothing is written.
#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace rowan {

class EntityTableModel;
class PasteEntitiesJob;

class GridPaste : public QObject
{
    Q_OBJECT
public:
    // `parent` is the grid: it owns the action, and the questions are its dialogs.
    GridPaste(EntityTableModel *model, QWidget *parent);

    QAction *pasteAction() const { return m_paste; }

    // Pastes the clipboard's entities (the action's slot).
    void paste();

Q_SIGNALS:
    // What a paste did, for the grid's status line.
    void statusMessage(const QString &message);
    // Nothing was pasted: the clipboard's content or the write was refused, for the reason given.
    void refused(const QString &message);

private:
    void updateAction();
    void confirmAndWrite(PasteEntitiesJob *job, const QStringList &existing);
    void warn(const QString &message);

    EntityTableModel *m_model;
    QWidget *m_parent;
    QAction *m_paste;
};

} // namespace rowan
