// Choose Columns: which of a table's columns the grid shows, in which order, and which stay pinned on the
// left, for tables with hundreds of properties: a filter narrows the list as one types, Down moves into it,
// Space shows or hides the current column, Ctrl+Up and Ctrl+Down move it, Ctrl+P pins it. Named layouts
// saved here can be applied to any table.
#pragma once

#include "models/settings/columnlayouts.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace rowan {

class ColumnChooserDialog : public QDialog
{
    Q_OBJECT
public:
    // `columns`: the grid's columns, left to right; `state`: the table's layout now.
    ColumnChooserDialog(
        const QStringList &columns, const ColumnLayoutState &state, QWidget *parent = nullptr);

    // The layout as chosen: the list's order, its unchecked columns hidden, its pinned columns pinned.
    ColumnLayoutState state() const;
    // The columns the filter leaves in the list, top to bottom.
    QStringList listedColumns() const;

    QLineEdit *filterEdit() const { return m_filter; }
    QTreeWidget *list() const { return m_list; }

    // Named layouts: applies one to the list, saves the list under a name.
    void applyNamed(const QString &name);
    bool saveNamed(const QString &name);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fill(const QStringList &columns, const ColumnLayoutState &state);
    void applyFilter();
    void move(int direction);
    void togglePinned();
    void setAllShown(bool shown);
    void updateButtons();
    void updateNames();
    void markPinned(QTreeWidgetItem *item, bool pinned);

    ColumnLayoutState m_base;
    QStringList m_columns;
    QLineEdit *m_filter;
    QTreeWidget *m_list;
    QPushButton *m_up;
    QPushButton *m_down;
    QPushButton *m_pin;
    QComboBox *m_names;
    QPushButton *m_applyNamed;
    QPushButton *m_deleteNamed;
    QLineEdit *m_newName;
    QPushButton *m_saveNamed;
};

} // namespace rowan
