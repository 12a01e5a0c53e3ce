#include "ui/store/storenavigator.h"

#include "models/session/openplaces.h"
#include "models/store/storetreemodel.h"

#include <QAction>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QMenu>
#include <QMouseEvent>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

#include <utility>

namespace rowan {

namespace {
StoreTreeModel::NodeKind kindOf(const QModelIndex &index)
{
    return StoreTreeModel::NodeKind(index.data(StoreTreeModel::NodeKindRole).toInt());
}
} // namespace

StoreNavigator::StoreNavigator(StoreTreeModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(new QTreeView(this))
    , m_toolBar(new QToolBar(this))
    , m_openInNewTab(new QAction(tr("Open in New &Tab"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_toolBar->setObjectName(QStringLiteral("storeToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->setVisible(false); // until there are actions
    layout->addWidget(m_toolBar);
    m_view->setObjectName(QStringLiteral("storeTree"));
    m_view->setAccessibleName(tr("Stores, accounts and tables"));
    m_view->setModel(model);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    // Names first: a narrow dock scrolls the counts out of sight rather than cutting a table's name.
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(StoreTreeModel::NameColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(StoreTreeModel::EntitiesColumn, QHeaderView::ResizeToContents);
    layout->addWidget(m_view);
    // The dock grows to the longest name it shows (up to 48 characters' worth), so no table's name is cut.
    connect(m_view->header(), &QHeaderView::sectionResized, this, [this](int section, int, int width) {
        if (section != StoreTreeModel::NameColumn)
            return;
        const int chrome = 2 * m_view->frameWidth() + m_view->verticalScrollBar()->sizeHint().width();
        const int cap = 48 * m_view->fontMetrics().averageCharWidth();
        m_view->setMinimumWidth(std::min(width + chrome, cap));
    });

    m_openInNewTab->setObjectName(QStringLiteral("actionOpenInNewTab"));
    m_openInNewTab->setToolTip(tr("Open the table in a tab of its own, keeping the one shown"));
    connect(m_openInNewTab, &QAction::triggered, this, [this] { requestNewTab(m_view->currentIndex()); });
    // A middle click opens a table in a new tab, as in a web browser.
    m_view->viewport()->installEventFilter(this);

    connect(model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        m_resetSinceLoad = true;
        if (m_pending)
            return;
        const QModelIndex current = m_view->currentIndex().siblingAtColumn(0);
        // The place of the node chosen, which need not be the one shown (a place just opened is).
        m_savedStore = current.isValid() && kindOf(current) != StoreTreeModel::NodeKind::Connection
            ? current.data(StoreTreeModel::LocationRole).toString()
            : m_model->storePath();
        m_savedAccount = current.isValid() ? current.data(StoreTreeModel::AccountRole).toString() : QString();
        m_savedTable = kindOf(current) == StoreTreeModel::NodeKind::Table && current.isValid()
            ? current.data(StoreTreeModel::TableRole).toString()
            : QString();
    });
    // Queued: a tree that loads quickly reports loaded() while the session is still announcing the new
    // store (a finished QFuture runs its continuation at once), and a listener that clears itself on that
    // announcement after us would wipe the table chosen here.
    connect(model, &StoreTreeModel::loaded, this, &StoreNavigator::restoreSelection, Qt::QueuedConnection);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current, const QModelIndex &previous) {
            const QModelIndex first = current.siblingAtColumn(0);
            // A node of another open place shows that place first; kept from it (pending edits to review
            // first), the tree goes back to the node it was on.
            if (first.isValid() && kindOf(first) != StoreTreeModel::NodeKind::Connection
                && !first.data(StoreTreeModel::CurrentPlaceRole).toBool()
                && !m_model->places()->activate(first.data(StoreTreeModel::PlaceRole).toInt())) {
                const QSignalBlocker quiet(m_view->selectionModel());
                m_view->setCurrentIndex(previous);
                m_view->viewport()->update();
                return;
            }
            if (first.isValid() && kindOf(first) == StoreTreeModel::NodeKind::Table)
                Q_EMIT tableSelected(first.data(StoreTreeModel::AccountRole).toString(),
                    first.data(StoreTreeModel::TableRole).toString());
            Q_EMIT currentNodeChanged();
        });
    connect(m_view, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        const QModelIndex first = index.siblingAtColumn(0);
        if (kindOf(first) == StoreTreeModel::NodeKind::Connection)
            Q_EMIT connectionActivated(first.data(StoreTreeModel::ConnectionIdRole).toString());
    });
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex at = m_view->indexAt(pos);
        if (at.isValid())
            m_view->setCurrentIndex(at);
        const bool account
            = at.isValid() && kindOf(at.siblingAtColumn(0)) == StoreTreeModel::NodeKind::Account;
        const QList<QAction *> &actions = account ? m_accountActions : m_actions;
        if (actions.isEmpty())
            return;
        QMenu menu(this);
        if (at.isValid() && kindOf(at.siblingAtColumn(0)) == StoreTreeModel::NodeKind::Table) {
            menu.addAction(m_openInNewTab);
            menu.addSeparator();
        }
        menu.addActions(actions);
        if (!account && !m_menuActions.isEmpty()) {
            menu.addSeparator();
            menu.addActions(m_menuActions);
        }
        menu.exec(m_view->viewport()->mapToGlobal(pos));
    });
}

void StoreNavigator::restoreSelection()
{
    m_view->expandAll();
    // A reload that only updated counts in place kept the rows, and with them the user's current node.
    const bool kept
        = !std::exchange(m_resetSinceLoad, false) && !m_pending && m_view->currentIndex().isValid();
    if (kept)
        return;
    const bool sameStore = m_pending || m_savedStore == m_model->storePath();
    m_pending = false;
    if (sameStore && !m_savedTable.isEmpty()) {
        if (const QModelIndex table = m_model->tableIndex(m_savedAccount, m_savedTable); table.isValid()) {
            m_view->setCurrentIndex(table);
            return;
        }
    }
    if (sameStore && !m_savedAccount.isEmpty()) {
        // The table is gone (deleted): stay on its account rather than jump to an unrelated table.
        if (const QModelIndex account = m_model->accountIndex(m_savedAccount); account.isValid()) {
            m_view->setCurrentIndex(account);
            return;
        }
    }
    // A store just opened: show its first table at once.
    const QModelIndex store = m_model->placeIndex();
    const QModelIndex table = m_model->index(0, 0, m_model->index(0, 0, store));
    if (table.isValid())
        m_view->setCurrentIndex(table);
}

bool StoreNavigator::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::MouseButtonRelease) {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() == Qt::MiddleButton) {
            requestNewTab(m_view->indexAt(mouse->position().toPoint()));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void StoreNavigator::requestNewTab(const QModelIndex &index)
{
    const QModelIndex first = index.siblingAtColumn(0);
    if (!first.isValid() || kindOf(first) != StoreTreeModel::NodeKind::Table)
        return;
    Q_EMIT newTabRequested(first.data(StoreTreeModel::PlaceRole).toInt(),
        first.data(StoreTreeModel::AccountRole).toString(), first.data(StoreTreeModel::TableRole).toString());
}

QString StoreNavigator::currentAccount() const
{
    const QModelIndex current = m_view->currentIndex().siblingAtColumn(0);
    if (current.isValid() && kindOf(current) != StoreTreeModel::NodeKind::Store)
        return current.data(StoreTreeModel::AccountRole).toString();
    return m_model->index(0, 0, m_model->placeIndex()).data(StoreTreeModel::AccountRole).toString();
}

QString StoreNavigator::currentTable() const
{
    const QModelIndex current = m_view->currentIndex().siblingAtColumn(0);
    if (current.isValid() && kindOf(current) == StoreTreeModel::NodeKind::Table)
        return current.data(StoreTreeModel::TableRole).toString();
    return {};
}

QString StoreNavigator::currentConnection() const
{
    const QModelIndex current = m_view->currentIndex().siblingAtColumn(0);
    if (current.isValid() && kindOf(current) == StoreTreeModel::NodeKind::Connection)
        return current.data(StoreTreeModel::ConnectionIdRole).toString();
    return {};
}

void StoreNavigator::selectTable(const QString &account, const QString &table, int place)
{
    if (place >= 0 && !m_model->places()->activate(place))
        return;
    if (const QModelIndex index = m_model->tableIndex(account, table);
        index.isValid() && !m_model->isLoading()) {
        m_view->setCurrentIndex(index);
        return;
    }
    m_pending = true;
    m_savedAccount = account;
    m_savedTable = table;
}

void StoreNavigator::addTableMenuActions(const QList<QAction *> &actions)
{
    m_menuActions.append(actions);
}

void StoreNavigator::addAccountActions(const QList<QAction *> &actions)
{
    m_accountActions.append(actions);
}

void StoreNavigator::addTableActions(const QList<QAction *> &actions)
{
    m_actions.append(actions);
    m_toolBar->addActions(actions);
    m_toolBar->setVisible(true);
    addActions(actions); // for their shortcuts
}

} // namespace rowan
