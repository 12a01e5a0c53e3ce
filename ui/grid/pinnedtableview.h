// A table view that keeps some columns in place on the left while the rest scroll sideways (the frozen
// columns of a spreadsheet). The pinned columns must come first in the header's visual order; a second view
// without a frame lies over them, sharing the model, the selection and the vertical scrolling, and shows only
// them, so they stay where they are whatever the horizontal scroll position.
#pragma once

#include <QTableView>

namespace rowan {

class PinnedTableView : public QTableView
{
    Q_OBJECT
public:
    explicit PinnedTableView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    void setSelectionModel(QItemSelectionModel *selectionModel) override;
    void scrollTo(const QModelIndex &index, ScrollHint hint = EnsureVisible) override;

    // Pins these columns (logical indexes, first in visual order); an empty list pins nothing.
    void setPinnedColumns(const QList<int> &logical);
    QList<int> pinnedColumns() const { return m_pinned; }
    // The view over the pinned columns (hidden while nothing is pinned).
    QTableView *pinnedView() const { return m_frozen; }
    // The width the pinned columns take on the left of the viewport.
    int pinnedWidth() const;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void updateGeometries() override;

private:
    void syncColumns();
    void updatePinnedGeometry();

    QTableView *m_frozen;
    QList<int> m_pinned;
    bool m_syncing = false;
};

} // namespace rowan
