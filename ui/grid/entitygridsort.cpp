// EntityGrid's sorting of the whole result: a header click or the header menu starts it (SortBar runs the
// job), and the header's indicator shows the sort the rows have.
#include "ui/grid/entitygrid.h"

#include "models/grid/entitytablemodel.h"
#include "ui/grid/sortbar.h"

#include <QAction>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QVBoxLayout>

namespace rowan {

void EntityGrid::setupSort()
{
    m_sortBar = new SortBar(m_model, this);
    m_sortBar->setObjectName(QStringLiteral("sortBar"));
    auto *box = static_cast<QVBoxLayout *>(layout());
    box->insertWidget(box->indexOf(m_stack), m_sortBar);
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionsClickable(true);
    header->setToolTip(tr("Click a column's header to sort the whole result by it, here on this computer"));
    connect(header, &QHeaderView::sectionClicked, this, &EntityGrid::sortByColumn);
    connect(m_sortBar, &SortBar::sortChanged, this, &EntityGrid::updateSortIndicator);
    connect(m_sortBar, &SortBar::sortChanged, this, &EntityGrid::updateStatus);
    connect(m_model, &EntityTableModel::columnsInserted, this, &EntityGrid::updateSortIndicator);
    connect(m_model, &EntityTableModel::modelReset, this, &EntityGrid::updateSortIndicator);
    updateSortIndicator();

    m_sortAscending = new QAction(tr("Sort Whole Result Ascending"), this);
    m_sortAscending->setObjectName(QStringLiteral("actionSortColumnAscending"));
    m_sortAscending->setToolTip(
        tr("Sort every entity shown by the current cell's column, here on this computer"));
    connect(
        m_sortAscending, &QAction::triggered, this, [this] { sortCurrentColumn(SortDirection::Ascending); });
    m_sortDescending = new QAction(tr("Sort Whole Result Descending"), this);
    m_sortDescending->setObjectName(QStringLiteral("actionSortColumnDescending"));
    m_sortDescending->setToolTip(m_sortAscending->toolTip());
    connect(m_sortDescending, &QAction::triggered, this,
        [this] { sortCurrentColumn(SortDirection::Descending); });
    m_clearSort = new QAction(tr("&Clear Sort"), this);
    m_clearSort->setObjectName(QStringLiteral("actionClearSort"));
    m_clearSort->setToolTip(tr("Show the rows in the service's key order again"));
    connect(m_clearSort, &QAction::triggered, m_sortBar, &SortBar::clearSort);
    connect(m_sortBar, &SortBar::sortChanged, this, &EntityGrid::updateSortActions);
    connect(m_model, &EntityTableModel::modelReset, this, &EntityGrid::updateSortActions);
    connect(
        m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &EntityGrid::updateSortActions);
    updateSortActions();
}

void EntityGrid::sortCurrentColumn(SortDirection direction)
{
    const QString property = m_model->columnProperty(m_view->currentIndex().column());
    if (!property.isEmpty())
        m_sortBar->sortBy(property, direction);
}

void EntityGrid::updateSortActions()
{
    const bool sortable = m_view->currentIndex().isValid() && m_sortBar->canSort();
    m_sortAscending->setEnabled(sortable);
    m_sortDescending->setEnabled(sortable);
    m_clearSort->setEnabled(m_model->isSorted());
}

void EntityGrid::sortByColumn(int section)
{
    const QString property = m_model->columnProperty(section);
    if (property.isEmpty() || !m_sortBar->canSort())
        return;
    const std::optional<SortSpec> now = m_model->sortSpec();
    const bool flip = now && now->property == property && now->direction == SortDirection::Ascending;
    m_sortBar->sortBy(property, flip ? SortDirection::Descending : SortDirection::Ascending);
    // The indicator shows the sort the rows have, not the one being made.
    updateSortIndicator();
}

void EntityGrid::updateSortIndicator()
{
    QHeaderView *header = m_view->horizontalHeader();
    const std::optional<SortSpec> spec = m_model->sortSpec();
    int section = -1;
    for (int column = 0; spec && column < m_model->columnCount(); ++column) {
        if (m_model->columnProperty(column) == spec->property) {
            section = column;
            break;
        }
    }
    header->setSortIndicatorShown(section >= 0);
    if (section >= 0)
        header->setSortIndicator(
            section, spec->direction == SortDirection::Ascending ? Qt::AscendingOrder : Qt::DescendingOrder);
    else
        header->setSortIndicator(-1, Qt::AscendingOrder);
}

} // namespace rowan
