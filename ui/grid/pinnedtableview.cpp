#include "ui/grid/pinnedtableview.h"

#include <QHeaderView>
#include <QMenu>
#include <QScrollBar>

namespace rowan {

PinnedTableView::PinnedTableView(QWidget *parent)
    : QTableView(parent)
    , m_frozen(new QTableView(this))
{
    m_frozen->setObjectName(QStringLiteral("pinnedColumnsView"));
    m_frozen->setAccessibleName(tr("Pinned columns"));
    // The keyboard stays in the main view, which holds the same columns under this one.
    m_frozen->setFocusPolicy(Qt::NoFocus);
    m_frozen->setFrameShape(QFrame::NoFrame);
    m_frozen->verticalHeader()->hide();
    m_frozen->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->horizontalHeader()->setSectionsMovable(false);
    m_frozen->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    m_frozen->setContextMenuPolicy(Qt::CustomContextMenu);
    m_frozen->setWordWrap(false);
    m_frozen->hide();
    setHorizontalScrollMode(ScrollPerPixel);
    m_frozen->setHorizontalScrollMode(ScrollPerPixel);
    m_frozen->setVerticalScrollMode(verticalScrollMode());

    // The main view's menus and double-click serve the pinned cells too.
    connect(m_frozen, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        if (contextMenuPolicy() == Qt::ActionsContextMenu && !actions().isEmpty())
            QMenu::exec(actions(), m_frozen->viewport()->mapToGlobal(pos), nullptr, this);
    });
    connect(m_frozen->horizontalHeader(), &QWidget::customContextMenuRequested, this,
        [this](const QPoint &pos) {
            const QPoint at = horizontalHeader()->mapFrom(
                this, m_frozen->horizontalHeader()->mapTo(this, pos));
            Q_EMIT horizontalHeader()->customContextMenuRequested(at);
        });
    connect(m_frozen, &QAbstractItemView::doubleClicked, this, &QAbstractItemView::doubleClicked);
    connect(m_frozen, &QAbstractItemView::clicked, this, [this](const QModelIndex &index) {
        setFocus();
        Q_EMIT clicked(index);
    });

    connect(verticalScrollBar(), &QAbstractSlider::valueChanged, m_frozen->verticalScrollBar(),
        &QAbstractSlider::setValue);
    connect(m_frozen->verticalScrollBar(), &QAbstractSlider::valueChanged, verticalScrollBar(),
        &QAbstractSlider::setValue);
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this](int logical, int, int size) {
        if (m_syncing)
            return;
        m_syncing = true;
        m_frozen->horizontalHeader()->resizeSection(logical, size);
        m_syncing = false;
        updatePinnedGeometry();
    });
    connect(m_frozen->horizontalHeader(), &QHeaderView::sectionResized, this,
        [this](int logical, int, int size) {
            if (m_syncing)
                return;
            m_syncing = true;
            horizontalHeader()->resizeSection(logical, size);
            m_syncing = false;
            updatePinnedGeometry();
        });
    connect(verticalHeader(), &QHeaderView::sectionResized, this,
        [this](int logical, int, int size) { m_frozen->setRowHeight(logical, size); });
    connect(horizontalHeader(), &QHeaderView::sectionMoved, this, &PinnedTableView::syncColumns);
}

void PinnedTableView::setModel(QAbstractItemModel *model)
{
    if (QAbstractItemModel *old = this->model())
        disconnect(old, nullptr, this, nullptr);
    QTableView::setModel(model);
    m_frozen->setModel(model);
    m_frozen->setSelectionModel(selectionModel());
    if (model) {
        // New columns (a page brought a property) show only in the main view until pinned.
        connect(model, &QAbstractItemModel::columnsInserted, this, &PinnedTableView::syncColumns);
        connect(model, &QAbstractItemModel::modelReset, this, &PinnedTableView::syncColumns);
        connect(model, &QAbstractItemModel::layoutChanged, this, &PinnedTableView::syncColumns);
    }
    syncColumns();
}

void PinnedTableView::setSelectionModel(QItemSelectionModel *selectionModel)
{
    QTableView::setSelectionModel(selectionModel);
    // setModel() sets a new selection model before the pinned view has the new model.
    if (selectionModel && m_frozen->model() == selectionModel->model())
        m_frozen->setSelectionModel(selectionModel);
}

void PinnedTableView::setPinnedColumns(const QList<int> &logical)
{
    m_pinned = logical;
    syncColumns();
}

int PinnedTableView::pinnedWidth() const
{
    if (m_frozen->isHidden())
        return 0;
    int width = 0;
    for (int column : m_pinned) {
        if (column >= 0 && column < horizontalHeader()->count() && !isColumnHidden(column))
            width += columnWidth(column);
    }
    return width;
}

void PinnedTableView::syncColumns()
{
    QAbstractItemModel *model = this->model();
    const int count = model ? model->columnCount() : 0;
    bool any = false;
    m_syncing = true;
    m_frozen->setAlternatingRowColors(alternatingRowColors());
    m_frozen->setSelectionBehavior(selectionBehavior());
    m_frozen->setSelectionMode(selectionMode());
    m_frozen->setEditTriggers(editTriggers());
    m_frozen->verticalHeader()->setDefaultSectionSize(verticalHeader()->defaultSectionSize());
    for (int column = 0; column < count; ++column) {
        const bool shown = m_pinned.contains(column) && !isColumnHidden(column);
        m_frozen->setColumnHidden(column, !shown);
        if (shown) {
            m_frozen->setColumnWidth(column, columnWidth(column));
            any = true;
        }
    }
    // Same left-to-right order as the main view's first columns.
    QHeaderView *header = m_frozen->horizontalHeader();
    for (int visual = 0; visual < count && visual < horizontalHeader()->count(); ++visual) {
        const int logical = horizontalHeader()->logicalIndex(visual);
        const int from = header->visualIndex(logical);
        if (from != visual && from >= 0)
            header->moveSection(from, visual);
    }
    m_syncing = false;
    m_frozen->setVisible(any);
    // A selected cell in the pinned view looks as selected as in the main view that holds the focus.
    QPalette palette = this->palette();
    palette.setColor(
        QPalette::Inactive, QPalette::Highlight, palette.color(QPalette::Active, QPalette::Highlight));
    palette.setColor(QPalette::Inactive, QPalette::HighlightedText,
        palette.color(QPalette::Active, QPalette::HighlightedText));
    m_frozen->setPalette(palette);
    updatePinnedGeometry();
}

void PinnedTableView::updatePinnedGeometry()
{
    if (m_frozen->isHidden())
        return;
    const int left = verticalHeader()->isVisible() ? verticalHeader()->width() + frameWidth() : frameWidth();
    m_frozen->setGeometry(
        left, frameWidth(), pinnedWidth(), viewport()->height() + horizontalHeader()->height());
    m_frozen->horizontalHeader()->setFixedHeight(horizontalHeader()->height());
    m_frozen->verticalScrollBar()->setValue(verticalScrollBar()->value());
}

void PinnedTableView::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    updatePinnedGeometry();
}

void PinnedTableView::updateGeometries()
{
    QTableView::updateGeometries();
    updatePinnedGeometry();
}

void PinnedTableView::scrollTo(const QModelIndex &index, ScrollHint hint)
{
    QTableView::scrollTo(index, hint);
    if (!index.isValid() || m_pinned.contains(index.column()))
        return;
    // A cell scrolled to must not end up under the pinned columns.
    const int hidden = pinnedWidth() - visualRect(index).left();
    if (hidden > 0)
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - hidden);
}

} // namespace rowan
