// The History dock: the actions of the change journal of the store or connection shown, newest first, with
// time, what was done, the table, how many entities and whether it was undone; Revert takes the chosen
// action back (not only the newest), and the journal's size is shown below with Limits… to bound it. GUI
// thread only.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace rowan {

class HistoryActions;

class HistoryView : public QWidget
{
    Q_OBJECT
public:
    HistoryView(HistoryActions *actions, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }

private:
    void updateState();

    HistoryActions *m_actions;
    QTableView *m_view;
    QPushButton *m_revert;
    QPushButton *m_limits;
    QLabel *m_size;
};

} // namespace rowan
