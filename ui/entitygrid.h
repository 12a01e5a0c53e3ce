// The central entity grid: a table's entities in key order, loaded page by page as the user scrolls, with
// a status line of loaded and total counts and a UTC/local time toggle.
#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QTableView;

namespace rowan {

class EntityTableModel;

class EntityGrid : public QWidget
{
    Q_OBJECT
public:
    explicit EntityGrid(EntityTableModel *model, QWidget *parent = nullptr);
    QTableView *view() const { return m_view; }
    QString statusText() const;

private:
    void updateStatus();

    EntityTableModel *m_model;
    QTableView *m_view;
    QLabel *m_status;
    QCheckBox *m_localTime;
};

} // namespace rowan
