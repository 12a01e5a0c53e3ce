#include "ui/window/tabletabbar.h"

#include "models/settings/opentabs.h"
#include "ui/style/icons.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QScopedValueRollback>
#include <QStyle>

namespace rowan {

TableTabBar::TableTabBar(OpenTabs *tabs, QWidget *parent)
    : QTabBar(parent)
    , m_tabs(tabs)
{
    setObjectName(QStringLiteral("tableTabBar"));
    setAccessibleName(tr("Open tables"));
    setTabsClosable(true);
    setMovable(true);
    setElideMode(Qt::ElideMiddle);
    setDocumentMode(true);
    setExpanding(false);
    setUsesScrollButtons(true);

    m_closeTab = new QAction(tr("&Close Tab"), this);
    m_closeTab->setObjectName(QStringLiteral("actionCloseTab"));
    m_closeTab->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_W));
    m_closeTab->setStatusTip(tr("Close the current table's tab"));
    connect(m_closeTab, &QAction::triggered, this, [this] { closeTab(m_tabs->current()); });

    m_closeOthers = new QAction(tr("Close &Other Tabs"), this);
    m_closeOthers->setObjectName(QStringLiteral("actionCloseOtherTabs"));
    m_closeOthers->setStatusTip(tr("Close every tab but the current one"));
    connect(m_closeOthers, &QAction::triggered, this, [this] { closeOtherTabs(m_tabs->current()); });

    m_duplicate = new QAction(tr("&Duplicate Tab"), this);
    m_duplicate->setObjectName(QStringLiteral("actionDuplicateTab"));
    m_duplicate->setStatusTip(tr("Open the current table again in a new tab, with its query"));
    connect(m_duplicate, &QAction::triggered, this, [this] { duplicateTab(m_tabs->current()); });

    m_next = new QAction(tr("&Next Tab"), this);
    m_next->setObjectName(QStringLiteral("actionNextTab"));
    m_next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    m_next->setStatusTip(tr("Show the next tab's table"));
    connect(m_next, &QAction::triggered, this, [this] { step(1); });

    m_previous = new QAction(tr("&Previous Tab"), this);
    m_previous->setObjectName(QStringLiteral("actionPreviousTab"));
    m_previous->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    m_previous->setStatusTip(tr("Show the previous tab's table"));
    connect(m_previous, &QAction::triggered, this, [this] { step(-1); });

    applyActionIcons(this);

    connect(m_tabs, &QAbstractItemModel::rowsInserted, this,
        [this](const QModelIndex &, int first, int last) { insertTabs(first, last); });
    connect(m_tabs, &QAbstractItemModel::rowsRemoved, this,
        [this](const QModelIndex &, int first, int last) { removeTabs(first, last); });
    connect(m_tabs, &QAbstractItemModel::rowsMoved, this,
        [this](const QModelIndex &, int start, int, const QModelIndex &, int row) {
            followMove(start, row > start ? row - 1 : row);
        });
    connect(m_tabs, &QAbstractItemModel::dataChanged, this,
        [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
            for (int row = topLeft.row(); row <= bottomRight.row(); ++row)
                updateTab(row);
        });
    connect(m_tabs, &QAbstractItemModel::modelReset, this, &TableTabBar::rebuild);
    connect(m_tabs, &OpenTabs::currentChanged, this, [this] {
        showCurrent();
        updateActions();
    });

    connect(this, &QTabBar::currentChanged, this, [this](int index) {
        if (!m_following && index >= 0)
            m_tabs->setCurrent(index);
    });
    // A drag has moved the tab already; the model follows.
    connect(this, &QTabBar::tabMoved, this, [this](int from, int to) {
        if (m_following)
            return;
        const QScopedValueRollback following(m_following, true);
        m_tabs->move(from, to);
    });
    connect(this, &QTabBar::tabCloseRequested, this, &TableTabBar::closeTab);

    rebuild();
}

QList<QAction *> TableTabBar::actions() const
{
    return {m_closeTab, m_closeOthers, m_duplicate, m_next, m_previous};
}

void TableTabBar::closeTab(int row)
{
    if (row < 0 || row >= m_tabs->count())
        return;
    if (closeGuard && !closeGuard(row))
        return;
    m_tabs->remove(row);
}

void TableTabBar::closeOtherTabs(int row)
{
    if (row < 0 || row >= m_tabs->count())
        return;
    // From the end, so the rows still to close keep their numbers; the guard may keep any of them.
    for (int other = m_tabs->count() - 1; other >= 0; --other) {
        if (other != row)
            closeTab(other);
    }
}

void TableTabBar::duplicateTab(int row)
{
    if (row < 0 || row >= m_tabs->count())
        return;
    const TableTab copy = m_tabs->tab(row);
    m_tabs->setCurrent(m_tabs->add(copy, row + 1));
}

QMenu *TableTabBar::createContextMenu(int row)
{
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("tableTabMenu"));
    // The clicked tab, which need not be the current one: the menu's own actions carry its row.
    const auto add = [&](QAction *like, void (TableTabBar::*act)(int)) {
        QAction *action = menu->addAction(like->text());
        action->setObjectName(like->objectName());
        action->setIcon(like->icon());
        action->setShortcut(like->shortcut());
        connect(action, &QAction::triggered, this, [this, act, row] { (this->*act)(row); });
        return action;
    };
    add(m_closeTab, &TableTabBar::closeTab);
    add(m_closeOthers, &TableTabBar::closeOtherTabs)->setEnabled(m_tabs->count() > 1);
    add(m_duplicate, &TableTabBar::duplicateTab);
    return menu;
}

QIcon TableTabBar::colourIcon(const QColor &colour)
{
    QIcon icon;
    for (int size : {16, 22, 32, 44}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        // A darker rim keeps a light colour visible on a light bar.
        p.setPen(QPen(colour.darker(140), 1.0));
        p.setBrush(colour);
        const qreal inset = size / 6.0;
        p.drawEllipse(QRectF(inset, inset, size - 2 * inset, size - 2 * inset));
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

void TableTabBar::mousePressEvent(QMouseEvent *event)
{
    // QTabBar ignores a middle press; taking it brings the release here.
    if (event->button() == Qt::MiddleButton && tabAt(event->position().toPoint()) >= 0) {
        event->accept();
        return;
    }
    QTabBar::mousePressEvent(event);
}

void TableTabBar::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton) {
        if (const int row = tabAt(event->position().toPoint()); row >= 0) {
            closeTab(row);
            event->accept();
            return;
        }
    }
    QTabBar::mouseReleaseEvent(event);
}

void TableTabBar::contextMenuEvent(QContextMenuEvent *event)
{
    const int row = tabAt(event->pos());
    if (row < 0) {
        QTabBar::contextMenuEvent(event);
        return;
    }
    QMenu *menu = createContextMenu(row);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
    event->accept();
}

void TableTabBar::rebuild()
{
    {
        const QScopedValueRollback following(m_following, true);
        while (count() > 0)
            removeTab(count() - 1);
    }
    if (m_tabs->count() > 0)
        insertTabs(0, m_tabs->count() - 1);
    showCurrent();
    updateActions();
}

void TableTabBar::insertTabs(int first, int last)
{
    {
        const QScopedValueRollback following(m_following, true);
        for (int row = first; row <= last; ++row) {
            insertTab(row, QString());
            updateTab(row);
        }
    }
    showCurrent();
    updateActions();
}

void TableTabBar::removeTabs(int first, int last)
{
    {
        const QScopedValueRollback following(m_following, true);
        for (int row = last; row >= first; --row)
            removeTab(row);
    }
    showCurrent();
    updateActions();
}

void TableTabBar::followMove(int from, int to)
{
    if (!m_following) {
        const QScopedValueRollback following(m_following, true);
        QTabBar::moveTab(from, to);
    }
    showCurrent();
}

void TableTabBar::updateTab(int row)
{
    if (row < 0 || row >= count())
        return;
    const QModelIndex index = m_tabs->index(row);
    // A tab's text takes '&' for a mnemonic; a file name may hold one.
    QString text = index.data(Qt::DisplayRole).toString();
    text.replace(QLatin1Char('&'), QStringLiteral("&&"));
    setTabText(row, text);
    setTabToolTip(row, index.data(Qt::ToolTipRole).toString());
    setAccessibleTabName(row, index.data(Qt::AccessibleTextRole).toString());
    const QVariant colour = index.data(OpenTabs::SafetyColourRole);
    setTabIcon(row, colour.isValid() ? colourIcon(colour.value<QColor>()) : QIcon());
    const auto side
        = QTabBar::ButtonPosition(style()->styleHint(QStyle::SH_TabBar_CloseButtonPosition, nullptr, this));
    if (QWidget *close = tabButton(row, side))
        close->setAccessibleName(tr("Close %1").arg(index.data(Qt::DisplayRole).toString()));
}

void TableTabBar::showCurrent()
{
    const int current = m_tabs->current();
    if (current < 0 || current >= count() || current == currentIndex())
        return;
    const QScopedValueRollback following(m_following, true);
    setCurrentIndex(current);
}

void TableTabBar::updateActions()
{
    const int tabs = m_tabs->count();
    const bool any = tabs > 0 && m_tabs->current() >= 0;
    m_closeTab->setEnabled(any);
    m_duplicate->setEnabled(any);
    m_closeOthers->setEnabled(any && tabs > 1);
    m_next->setEnabled(any && tabs > 1);
    m_previous->setEnabled(any && tabs > 1);
}

void TableTabBar::step(int by)
{
    const int tabs = m_tabs->count();
    if (tabs < 2 || m_tabs->current() < 0)
        return;
    m_tabs->setCurrent((m_tabs->current() + by + tabs) % tabs);
}

} // namespace rowan
