#include "storenavigator.h"

#include <storetreemodel.h>

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace rowan {

StoreNavigator::StoreNavigator(StoreTreeModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(new QTreeView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view->setObjectName(QStringLiteral("storeTree"));
    m_view->setModel(model);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(StoreTreeModel::NameColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(StoreTreeModel::EntitiesColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(StoreTreeModel::SizeColumn, QHeaderView::ResizeToContents);
    layout->addWidget(m_view);

    // Queued: a tree that loads quickly reports loaded() while the session is still announcing the new
    // store (a finished QFuture runs its continuation at once), and a model that clears itself on that
    // announcement after us would wipe the table chosen here.
    connect(
        model, &StoreTreeModel::loaded, this,
        [this] {
            m_view->expandAll();
            // Show something at once: the first table, unless the user already chose one. (A view that has
            // focus makes its first row current by itself, so "no current index" is not the test.)
            const QModelIndex current = m_view->currentIndex().siblingAtColumn(0);
            if (current.data(StoreTreeModel::NodeKindRole).toInt() == int(StoreTreeModel::NodeKind::Table))
                return;
            const QModelIndex store = m_model->index(0, 0);
            const QModelIndex account = m_model->index(0, 0, store);
            const QModelIndex table = m_model->index(0, 0, account);
            if (table.isValid())
                m_view->setCurrentIndex(table);
        },
        Qt::QueuedConnection);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            const QModelIndex first = current.siblingAtColumn(0);
            if (first.data(StoreTreeModel::NodeKindRole).toInt() == int(StoreTreeModel::NodeKind::Table))
                Q_EMIT tableSelected(first.data(StoreTreeModel::AccountRole).toString(),
                    first.data(StoreTreeModel::TableRole).toString());
        });
}

} // namespace rowan
