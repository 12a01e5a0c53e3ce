// Tabs of tables in the explorer: which table of which open store or connection each tab shows, with its
// query and scroll position, over the one grid and query bar. Choosing a table in the Stores tree shows it
// in the current tab (or in the tab that shows it already; a table of another place gets a tab of its own),
// Open in New Tab and a middle click add a tab, and choosing a tab shows its place, table and query again:
// opening the place first when it is not open (a tab restored at start). The tabs are kept in the settings.
#pragma once

#include <QObject>
#include <QString>

#include <memory>

class QSettings;

namespace rowan {

class ConnectionActions;
class EntityGrid;
class OpenTabs;
class QueryBar;
class ServiceSession;
class StoreActions;
class StoreNavigator;
class StoreTreeModel;
class TableTabBar;
struct TableTab;

class TableTabs : public QObject
{
    Q_OBJECT
public:
    TableTabs(ServiceSession *session, StoreTreeModel *tree, StoreNavigator *navigator, QueryBar *queryBar,
        EntityGrid *grid, StoreActions *stores, ConnectionActions *connections, QWidget *parent);
    ~TableTabs() override;

    OpenTabs *tabs() const { return m_tabs; }
    TableTabBar *bar() const { return m_bar; }

    // Opens the table of the open place `place` (OpenPlaces' row) in a new tab after the current one.
    void openInNewTab(int place, const QString &account, const QString &table);
    // Shows the current tab again (at start, after restore()): false when there is none.
    bool showCurrent();

    void save(QSettings &settings) const;
    void restore(QSettings &settings);

Q_SIGNALS:
    // The place of the tab being shown could not be opened (no such file, a passphrase not given, an
    // endpoint that did not answer).
    void showFailed();

private:
    // The tab for `account`/`table` of the place shown now.
    TableTab tabHere(const QString &account, const QString &table) const;
    void tableChosen(const QString &account, const QString &table);
    void show(int row);
    // The table of the tab being shown is in the grid: its query and scroll position follow.
    void finishShow();
    void scrollWhenLoaded();
    void rememberScroll();
    void rememberQuery();
    void followSafety();
    bool isShown(const TableTab &tab) const;

    ServiceSession *m_session;
    StoreTreeModel *m_tree;
    StoreNavigator *m_navigator;
    QueryBar *m_queryBar;
    EntityGrid *m_grid;
    StoreActions *m_stores;
    ConnectionActions *m_connections;
    OpenTabs *m_tabs;
    TableTabBar *m_bar;
    // The current tab is being shown (its place opening, its table being chosen).
    bool m_showing = false;
    // The tab the grid shows (an empty table: none), for the tab bar to go back to when its place may not be
    // left.
    std::unique_ptr<TableTab> m_shown;
    // The row to scroll to once enough rows are loaded; -1 when none.
    int m_pendingTop = -1;
    // Set while this class changes the tabs itself (no tab to show).
    bool m_quiet = false;
};

} // namespace rowan
