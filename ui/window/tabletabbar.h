// The tabs of the open tables above the shared grid: one tab per row of an OpenTabs model, following its
// inserts, removals, moves and current row, and telling it when the user clicks, drags, closes (close
// button, middle click, context menu, Ctrl+W) or duplicates a tab. A tab whose place has an environment
// colour shows it as a round swatch.
#pragma once

#include <QTabBar>

#include <functional>

class QAction;
class QMenu;

namespace rowan {

class OpenTabs;

class TableTabBar : public QTabBar
{
    Q_OBJECT
public:
    explicit TableTabBar(OpenTabs *tabs, QWidget *parent = nullptr);

    OpenTabs *model() const { return m_tabs; }

    // Asked before a tab is closed (its row); false keeps it open. Unset: every tab may close.
    std::function<bool(int row)> closeGuard;

    // "Close Tab" (Ctrl+W), "Close Other Tabs", "Duplicate Tab", "Next Tab" (Ctrl+PgDown) and "Previous Tab"
    // (Ctrl+PgUp), acting on the current tab; the owner puts them in a menu.
    QAction *closeTabAction() const { return m_closeTab; }
    QAction *closeOtherTabsAction() const { return m_closeOthers; }
    QAction *duplicateTabAction() const { return m_duplicate; }
    QAction *nextTabAction() const { return m_next; }
    QAction *previousTabAction() const { return m_previous; }
    // The actions above, in menu order.
    QList<QAction *> actions() const;

    // What the actions and the context menu do, on any row. Out of range: nothing.
    void closeTab(int row);
    void closeOtherTabs(int row);
    void duplicateTab(int row);

    // The menu a right click on the tab at `row` opens (the caller owns it).
    QMenu *createContextMenu(int row);

    // A round swatch of `colour`, as the tabs show it.
    static QIcon colourIcon(const QColor &colour);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void rebuild();
    void insertTabs(int first, int last);
    void removeTabs(int first, int last);
    void followMove(int from, int to);
    void updateTab(int row);
    void showCurrent();
    void updateActions();
    void step(int by);

    OpenTabs *m_tabs;
    // Set while the bar follows the model, so that its own signals are not sent back.
    bool m_following = false;
    QAction *m_closeTab;
    QAction *m_closeOthers;
    QAction *m_duplicate;
    QAction *m_next;
    QAction *m_previous;
};

} // namespace rowan
