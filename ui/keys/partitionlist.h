// The Partitions dock: the selected table's partitions with entity counts, sizes and shares, the largest
// marked. A filter box narrows the loaded keys; choosing one or several partitions narrows the entity grid
// (partitionsChosen), "All partitions" or Escape widens it again. Sorting (by clicking a column) happens in
// a QSortFilterProxyModel over what is loaded; pages loaded later fall into place.
#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace rowan {

class PartitionListModel;
class ServiceSession;

class PartitionList : public QWidget
{
    Q_OBJECT
public:
    explicit PartitionList(ServiceSession *session, QWidget *parent = nullptr);

    PartitionListModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filter; }
    QString summaryText() const;
    // The partitions the grid is narrowed to (sorted); empty for all.
    QStringList chosenPartitions() const { return m_chosen; }

public Q_SLOTS:
    void setTable(const QString &account, const QString &table);
    // Clears the choice: the grid shows the whole table again.
    void showAllPartitions();
    void refresh();

Q_SIGNALS:
    void partitionsChosen(const QString &account, const QString &table, const QStringList &partitions);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void enterList();
    void selectionChanged();
    void applyFilter(const QString &text);
    void restoreSelection();
    void updateSummary();
    // The key column as wide as the keys shown, within two thirds of the view.
    void fitKeyColumn();
    QString largestText() const;

    PartitionListModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QPushButton *m_all;
    QTableView *m_view;
    QLabel *m_summary;
    // For an endpoint without statistics: count the partitions by a scan, or cancel it.
    QPushButton *m_scan;
    QString m_scanMessage;
    QStringList m_chosen;
    // True while the widget itself changes the selection (filtering, restoring): not the user's choice.
    bool m_restoring = false;
};

} // namespace rowan
