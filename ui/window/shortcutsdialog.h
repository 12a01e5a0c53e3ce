// Help ▸ Keyboard Shortcuts: every action of a window that has a shortcut, with its keys and where it
// works (anywhere in the window, or only while a dock or the grid has the focus).
#pragma once

#include <QDialog>

class QAction;
class QTableWidget;

namespace rowan {

class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(QWidget *window, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }

    // Where an action's shortcut works: "Anywhere", or the dock or view whose focus it needs.
    static QString scopeOf(const QAction *action, const QWidget *window);
    // The actions of `window` (menus, docks, views) that have at least one shortcut.
    static QList<QAction *> actionsWithShortcuts(const QWidget *window);

private:
    QTableWidget *m_table;
};

} // namespace rowan
