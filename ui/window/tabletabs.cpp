#include "ui/window/tabletabs.h"

#include "ui/connections/connectionactions.h"
#include "ui/grid/entitygrid.h"
#include "ui/grid/pinnedtableview.h"
#include "ui/query/querybar.h"
#include "ui/store/storeactions.h"
#include "ui/store/storenavigator.h"
#include "ui/window/tabletabbar.h"

#include "models/connections/savedconnections.h"
#include "models/session/openplaces.h"
#include "models/session/servicesession.h"
#include "models/settings/opentabs.h"
#include "models/store/storetreemodel.h"

#include <QScrollBar>
#include <QSettings>
#include <QWidget>

namespace rowan {

namespace {
const QString SettingsKey = QStringLiteral("window/tabs");
// Rows read to bring back a tab's scroll position at most: further down, the tab starts at the top of
// what is loaded rather than reading a large table page by page.
constexpr int MaxRestoredTopRow = 100'000;

OpenPlaces::Kind placeKind(TableTab::PlaceKind kind)
{
    return kind == TableTab::PlaceKind::Store ? OpenPlaces::Kind::Store : OpenPlaces::Kind::Connection;
}

TableTab::PlaceKind tabKind(OpenPlaces::Kind kind)
{
    return kind == OpenPlaces::Kind::Store ? TableTab::PlaceKind::Store : TableTab::PlaceKind::Connection;
}

bool sameTable(const TableTab &a, const TableTab &b)
{
    return a.samePlace(b) && a.account == b.account && a.table.compare(b.table, Qt::CaseInsensitive) == 0;
}
} // namespace

TableTabs::TableTabs(ServiceSession *session, StoreTreeModel *tree, StoreNavigator *navigator,
    QueryBar *queryBar, EntityGrid *grid, StoreActions *stores, ConnectionActions *connections,
    QWidget *parent)
    : QObject(parent)
    , m_session(session)
    , m_tree(tree)
    , m_navigator(navigator)
    , m_queryBar(queryBar)
    , m_grid(grid)
    , m_stores(stores)
    , m_connections(connections)
    , m_tabs(new OpenTabs(this))
    , m_bar(new TableTabBar(m_tabs, parent))
{
    connect(m_navigator, &StoreNavigator::tableSelected, this, &TableTabs::tableChosen);
    connect(m_navigator, &StoreNavigator::newTabRequested, this, &TableTabs::openInNewTab);
    connect(m_tabs, &OpenTabs::currentChanged, this, [this](int row) {
        if (!m_quiet)
            show(row);
    });
    connect(m_queryBar, &QueryBar::queryRun, this, &TableTabs::rememberQuery);
    connect(m_grid->view()->verticalScrollBar(), &QScrollBar::valueChanged, this, &TableTabs::rememberScroll);
    QAbstractItemModel *rows = m_grid->view()->model();
    connect(rows, &QAbstractItemModel::rowsInserted, this, &TableTabs::scrollWhenLoaded);
    connect(rows, &QAbstractItemModel::modelReset, this, &TableTabs::scrollWhenLoaded);

    OpenPlaces *places = m_tree->places();
    // Closing a store or connection closes its tabs.
    connect(places, &OpenPlaces::placeClosed, this,
        [this](OpenPlaces::Kind kind, const QString &key) { m_tabs->removePlace(tabKind(kind), key); });
    connect(places, &OpenPlaces::currentChanged, this, &TableTabs::followSafety);
    connect(m_session, &ServiceSession::safetyChanged, this, &TableTabs::followSafety);

    // The place of a tab restored at start opens: its table is chosen once the tree has loaded it.
    const auto opened = [this](TableTab::PlaceKind kind, const QString &key) {
        const int row = m_tabs->current();
        if (!m_showing || row < 0)
            return;
        const TableTab &tab = m_tabs->tab(row);
        if (tab.kind == kind && tab.place == key)
            m_navigator->selectTable(tab.account, tab.table);
    };
    const auto failed = [this](TableTab::PlaceKind kind, const QString &key) {
        const int row = m_tabs->current();
        if (!m_showing || row < 0 || m_tabs->tab(row).kind != kind || m_tabs->tab(row).place != key)
            return;
        m_showing = false;
        Q_EMIT showFailed();
    };
    connect(m_stores, &StoreActions::storeOpened, this,
        [opened](const QString &path) { opened(TableTab::PlaceKind::Store, path); });
    connect(m_stores, &StoreActions::storeOpenFailed, this,
        [failed](const QString &path) { failed(TableTab::PlaceKind::Store, path); });
    const auto connectionNamed = [this](const QString &name) {
        const QList<SavedConnection> all = m_connections->connections()->connections();
        for (const SavedConnection &saved : all)
            if (saved.name == name)
                return saved.id;
        return QString();
    };
    connect(
        m_connections, &ConnectionActions::connected, this, [this, opened](const QString &, const QString &) {
            const int shown = m_tree->places()->current();
            if (shown >= 0)
                opened(TableTab::PlaceKind::Connection, m_tree->places()->at(shown).key);
        });
    connect(m_connections, &ConnectionActions::connectFailed, this,
        [failed, connectionNamed](const QString &name, const QString &) {
            failed(TableTab::PlaceKind::Connection, connectionNamed(name));
        });
}

TableTabs::~TableTabs() = default;

TableTab TableTabs::tabHere(const QString &account, const QString &table) const
{
    TableTab tab;
    tab.account = account;
    tab.table = table;
    const OpenPlaces *places = m_tree->places();
    if (const int shown = places->current(); shown >= 0) {
        const OpenPlaces::Place &place = places->at(shown);
        tab.kind = tabKind(place.kind);
        tab.place = place.key;
        tab.placeName = place.name;
    }
    tab.safetyLabel = m_session->safety().label;
    tab.safetyColour = m_session->safety().colour;
    return tab;
}

bool TableTabs::isShown(const TableTab &tab) const
{
    return m_shown && sameTable(*m_shown, tab)
        && m_navigator->currentTable().compare(tab.table, Qt::CaseInsensitive) == 0
        && m_navigator->currentAccount() == tab.account;
}

void TableTabs::tableChosen(const QString &account, const QString &table)
{
    if (m_quiet)
        return;
    const TableTab here = tabHere(account, table);
    const int current = m_tabs->current();
    if (m_showing && current >= 0) {
        if (sameTable(m_tabs->tab(current), here))
            return finishShow();
        m_showing = false; // something else was chosen meanwhile
    }
    // A table with a tab of its own is shown there, with that tab's query.
    if (const int row = m_tabs->indexOf(here.kind, here.place, account, table); row >= 0) {
        m_shown = std::make_unique<TableTab>(here);
        if (row != current) {
            m_showing = true;
            m_quiet = true;
            m_tabs->setCurrent(row);
            m_quiet = false;
            finishShow();
        }
        return;
    }
    // Another table of the current tab's place replaces it there; a table of another place gets a tab.
    m_quiet = true;
    if (current >= 0 && m_tabs->tab(current).samePlace(here)) {
        m_tabs->setTab(current, here);
    } else {
        const int row = m_tabs->add(here, current + 1);
        m_tabs->setCurrent(row);
    }
    m_quiet = false;
    m_shown = std::make_unique<TableTab>(here);
}

void TableTabs::openInNewTab(int place, const QString &account, const QString &table)
{
    const OpenPlaces *places = m_tree->places();
    if (place < 0 || place >= places->count())
        return;
    TableTab tab;
    const OpenPlaces::Place &open = places->at(place);
    tab.kind = tabKind(open.kind);
    tab.place = open.key;
    tab.placeName = open.name;
    tab.account = account;
    tab.table = table;
    // The environment of a place not shown is the one its other tabs carry.
    for (int row = 0; row < m_tabs->count(); ++row) {
        if (m_tabs->tab(row).samePlace(tab)) {
            tab.safetyLabel = m_tabs->tab(row).safetyLabel;
            tab.safetyColour = m_tabs->tab(row).safetyColour;
            break;
        }
    }
    if (place == places->current()) {
        tab.safetyLabel = m_session->safety().label;
        tab.safetyColour = m_session->safety().colour;
    }
    m_quiet = true;
    const int row = m_tabs->add(tab, m_tabs->current() + 1);
    m_quiet = false;
    m_tabs->setCurrent(row);
}

bool TableTabs::showCurrent()
{
    if (m_tabs->current() < 0)
        return false;
    show(m_tabs->current());
    return true;
}

void TableTabs::show(int row)
{
    if (row < 0 || row >= m_tabs->count()) {
        m_showing = false;
        return;
    }
    const TableTab tab = m_tabs->tab(row);
    OpenPlaces *places = m_tree->places();
    if (const int open = places->indexOf(placeKind(tab.kind), tab.place); open >= 0) {
        if (!places->activate(open)) {
            // Pending edits keep the place shown: so does the tab bar.
            const int back = m_shown
                ? m_tabs->indexOf(m_shown->kind, m_shown->place, m_shown->account, m_shown->table)
                : -1;
            m_quiet = true;
            if (back >= 0)
                m_tabs->setCurrent(back);
            m_quiet = false;
            return;
        }
        m_showing = true;
        if (isShown(tab))
            return finishShow();
        m_navigator->selectTable(tab.account, tab.table);
        return;
    }
    m_showing = true;
    if (tab.kind == TableTab::PlaceKind::Store) {
        m_stores->openStore(tab.place);
        return;
    }
    if (!m_connections->connections()->connection(tab.place).isValid()) {
        // The connection was forgotten since the tab was made.
        m_showing = false;
        Q_EMIT showFailed();
        return;
    }
    m_connections->connectSaved(tab.place);
}

void TableTabs::finishShow()
{
    m_showing = false;
    const int row = m_tabs->current();
    if (row < 0)
        return;
    const TableTab tab = m_tabs->tab(row);
    m_shown = std::make_unique<TableTab>(tab);
    if (m_queryBar->currentQuery() != tab.query) {
        m_queryBar->recall(tab.query);
        m_queryBar->run();
    }
    m_pendingTop = std::min(tab.topRow, MaxRestoredTopRow);
    scrollWhenLoaded();
}

void TableTabs::scrollWhenLoaded()
{
    if (m_pendingTop < 0)
        return;
    QTableView *view = m_grid->view();
    QAbstractItemModel *rows = view->model();
    if (m_pendingTop == 0) {
        m_pendingTop = -1;
        return;
    }
    if (rows->rowCount() > m_pendingTop) {
        const int top = std::exchange(m_pendingTop, -1);
        view->scrollTo(rows->index(top, 0), QAbstractItemView::PositionAtTop);
        return;
    }
    if (rows->canFetchMore({}))
        rows->fetchMore({});
}

void TableTabs::rememberScroll()
{
    const int row = m_tabs->current();
    if (m_showing || m_pendingTop >= 0 || row < 0 || !m_shown || !sameTable(*m_shown, m_tabs->tab(row)))
        return;
    const int top = std::max(0, m_grid->view()->rowAt(0));
    if (m_tabs->tab(row).topRow == top)
        return;
    TableTab tab = m_tabs->tab(row);
    tab.topRow = top;
    m_tabs->setTab(row, tab);
}

void TableTabs::rememberQuery()
{
    const int row = m_tabs->current();
    if (m_showing || row < 0 || !m_shown || !sameTable(*m_shown, m_tabs->tab(row)))
        return;
    TableTab tab = m_tabs->tab(row);
    tab.query = m_queryBar->currentQuery();
    m_tabs->setTab(row, tab);
}

void TableTabs::followSafety()
{
    const OpenPlaces *places = m_tree->places();
    const int shown = places->current();
    if (shown < 0 || !m_session->isOpen())
        return;
    const OpenPlaces::Place &place = places->at(shown);
    m_tabs->updateSafety(
        tabKind(place.kind), place.key, m_session->safety().label, m_session->safety().colour);
}

void TableTabs::save(QSettings &settings) const
{
    m_tabs->save(settings, SettingsKey);
}

void TableTabs::restore(QSettings &settings)
{
    m_quiet = true;
    m_tabs->restore(settings, SettingsKey);
    m_quiet = false;
}

} // namespace rowan
