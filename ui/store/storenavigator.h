// The Stores dock: the open stores' and connections' accounts and tables, with entity counts and sizes, a
// small toolbar and a context menu for the table actions (an account's node: the account actions). Choosing
// a node of another open place shows that place. Keeps the chosen table across reloads of the tree.
#pragma once

#include <QWidget>

class QAction;
class QToolBar;
class QTreeView;

namespace rowan {

class StoreTreeModel;

class StoreNavigator : public QWidget
{
    Q_OBJECT
public:
    explicit StoreNavigator(StoreTreeModel *model, QWidget *parent = nullptr);
    QTreeView *view() const { return m_view; }
    QToolBar *toolBar() const { return m_toolBar; }
    StoreTreeModel *model() const { return m_model; }

    // The account of the current node (the first account when the store node is current); empty if none.
    QString currentAccount() const;
    // The current table; empty unless a table node is current.
    QString currentTable() const;
    // The saved connection whose row is current; empty when the current row is not one.
    QString currentConnection() const;
    // Makes the table current now, or once the tree has loaded it; `place` (an open place's row) is shown
    // first, unless pending edits keep the current one. -1: the place shown.
    void selectTable(const QString &account, const QString &table, int place = -1);
    // Shown in the toolbar and in the tree's context menu.
    void addTableActions(const QList<QAction *> &actions);
    // Shown in a table's context menu only, after the table actions.
    void addTableMenuActions(const QList<QAction *> &actions);
    // The context menu of an account's node (instead of the table actions).
    void addAccountActions(const QList<QAction *> &actions);
    // A table's context menu: Open in New Tab.
    QAction *openInNewTabAction() const { return m_openInNewTab; }

Q_SIGNALS:
    void tableSelected(const QString &account, const QString &table);
    void currentNodeChanged();
    // A saved connection's row was double-clicked or Enter was pressed on it.
    void connectionActivated(const QString &id);
    // Open in New Tab, or a middle click on a table: `place` is the open place's row (OpenPlaces).
    void newTabRequested(int place, const QString &account, const QString &table);

private:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void restoreSelection();
    void requestNewTab(const QModelIndex &index);

    StoreTreeModel *m_model;
    QTreeView *m_view;
    QToolBar *m_toolBar;
    QAction *m_openInNewTab;
    QList<QAction *> m_actions;
    QList<QAction *> m_accountActions;
    QList<QAction *> m_menuActions;
    // What was current before the model reset (and in which store), or what selectTable() asked for.
    QString m_savedStore;
    QString m_savedAccount;
    QString m_savedTable;
    bool m_pending = false;
    bool m_resetSinceLoad = false; // the model was reset since the last loaded()
};

} // namespace rowan
