#include "models/grid/entitytablemodel.h"

#include "models/editing/stagededits.h"

#include "models/grid/querypages.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <QTimer>

#include <limits>

namespace rowan {

// Workers' results come back through continueOnGui() (guicontinuation.h): a plain QFuture::then() and a
// queued call to the application object, not QFuture::then(this, ...), whose signal-slot lock of the model a
// preempted worker can hold while the GUI thread waits for it (20-140 ms stalls during a table scan on a busy
// machine). Always from the event loop, too: a finished future's continuation run at once would nest model
// changes (a view or the model tester calls fetchMore() while rows are being inserted).

namespace {
// The most recently asked pages still worth reading; older asks were scrolled past and are cancelled.
constexpr int WantedPages = 6;
// Pages read at the same time (the session has four workers: leave room for other work).
constexpr int MaxLoads = 2;
// Without the anchors, a page further than this from a known start waits for them rather than skip.
constexpr int MaxBlindSkipPages = 4;

const Entity &emptyEntity()
{
    static const Entity entity;
    return entity;
}
} // namespace

EntityTableModel::EntityTableModel(ServiceSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    // The Stores dock may already have chosen a table of the new store while storeChanged() is still being
    // delivered (its tree can load before this slot runs): keep that table, clear anything older.
    connect(m_session, &ServiceSession::serviceChanged, this, [this] {
        if (!m_session->isOpen() || m_tableService.lock() != m_session->service())
            clear();
    });
    // A write the explorer made and noted (an edit, a bulk delete, an import) reloads the table as the user
    // chose it: a query runs again, a partition narrowing stays. Others' commits refresh the rows in place.
    // The session's own commits alone wait for the note of the job making them.
    connect(m_session, &ServiceSession::changed, this, [this](const ServiceChanges &changes) {
        if (changes.wrote(m_account, m_table))
            reload();
        else if (changes.externalCommits > 0 && changes.touches(m_account, m_table))
            refresh();
    });
}

StagedEdits *EntityTableModel::stagedEdits() const
{
    return m_staged.data();
}

void EntityTableModel::setStagedEdits(StagedEdits *staged)
{
    if (m_staged)
        disconnect(m_staged, nullptr, this, nullptr);
    m_staged = staged;
    if (!m_staged)
        return;
    connect(m_staged, &StagedEdits::changed, this, [this] {
        if (rowCount() > 0 && columnCount() > 0)
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    });
}

EntityTableModel::~EntityTableModel()
{
    for (const Flight &flight : std::as_const(m_inFlight))
        flight.cancel->store(true);
}

void EntityTableModel::clear()
{
    m_sorted.reset();
    m_query.reset();
    m_find.reset();
    reset(QString(), QString(), {});
}

void EntityTableModel::reset(const QString &account, const QString &table, const QList<KeyRange> &ranges)
{
    ++m_generation; // results of earlier loads are dropped when they arrive
    for (const Flight &flight : std::as_const(m_inFlight))
        flight.cancel->store(true);
    beginResetModel();
    m_account = account;
    m_table = table;
    m_tableService.reset();
    m_ranges = ranges;
    m_partitions.clear();
    m_columns.clear();
    m_columnOf.clear();
    m_total = -1;
    m_rows = 0;
    m_activePageSize = m_pageSize;
    m_pages.clear();
    m_pageStarts.clear();
    m_pageStarts.insert(0, Cursor {});
    m_anchors.clear();
    m_anchorsReady = false;
    m_inFlight.clear();
    m_wanted.clear();
    m_endRows = -1;
    m_seenRows = 0;
    m_frontier = 0;
    m_frontierLoading = false;
    m_exhausted = table.isEmpty();
    // The query (or its absence) is set before: views and the model tester read on during the reset.
    m_queryStarts.clear();
    m_queryStats = {};
    if (m_query) {
        m_queryStarts.insert(0, QueryContinuation());
        m_queryStats.kind = planQuery(m_query->request.filter).kind;
        m_queryClock.start();
    }
    endResetModel();
}

void EntityTableModel::setTable(const QString &account, const QString &table, const QStringList &partitions)
{
    QStringList sorted = partitions;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    QList<KeyRange> ranges;
    for (const QString &pk : std::as_const(sorted))
        ranges.append(KeyRange::partition(pk));
    if (ranges.isEmpty())
        ranges.append(KeyRange::all());
    m_query.reset();
    m_find.reset();
    m_sorted.reset();
    reset(account, table, ranges);
    m_partitions = sorted;
    if (!m_session->isOpen())
        return;
    m_tableService = m_session->service();
    loadStatistics(sorted);
    fetchMore(QModelIndex());
}

void EntityTableModel::reload()
{
    if (m_find)
        Q_EMIT findResultsStale();
    else if (m_sorted)
        Q_EMIT sortedResultStale();
    else if (m_query)
        setQuery(m_account, m_table, m_query->request.filter, m_query->request.select, m_query->limit);
    else if (!m_table.isEmpty())
        setTable(m_account, m_table, m_partitions);
}

void EntityTableModel::refresh()
{
    if (m_table.isEmpty() || m_query || m_find || m_sorted || !m_session->isOpen()
        || m_tableService.lock() != m_session->service())
        return;
    ++m_generation;
    for (const Flight &flight : std::as_const(m_inFlight))
        flight.cancel->store(true);
    m_inFlight.clear();
    m_wanted.clear();
    // A reader on (fetchMore(), "load all") waits for its page: it is asked again below.
    const bool readingOn = std::exchange(m_frontierLoading, false);
    // Rows may have moved: the row numbers of positions learnt before are no longer exact. A reader on
    // keeps them and its place (its next page starts after the last key it read, which is still right);
    // otherwise the pages are found again from the table's start and the new partition anchors.
    if (!readingOn) {
        m_pageStarts.clear();
        m_pageStarts.insert(0, Cursor {});
        m_frontier = 0;
    }
    m_anchors.clear();
    m_anchorsReady = false;
    m_endRows = -1;
    m_seenRows = 0;
    m_exhausted = false;
    // m_total stays until the new count arrives, so the row count does not shrink meanwhile.
    QList<std::pair<quint64, int>> recent;
    for (auto it = m_pages.begin(); it != m_pages.end(); ++it) {
        it->stale = true;
        if (it->lastUse > 0)
            recent.append({it->lastUse, it.key()});
    }
    std::sort(recent.begin(), recent.end());
    // The pages looked at last are most likely in view: asked again first, the newest last.
    for (qsizetype i = std::max<qsizetype>(0, recent.size() - MaxLoads); i < recent.size(); ++i)
        want(recent[i].second);
    loadStatistics(m_partitions);
    if (readingOn)
        fetchMore(QModelIndex());
}

void EntityTableModel::loadStatistics(const QStringList &partitions)
{
    const quint64 generation = m_generation;
    const bool narrowed = !partitions.isEmpty();
    if (!narrowed) {
        // The count alone is one row of statistics: the scrollbar gets its full length at once.
        continueOnGui(this,
            m_session->run([account = m_account, table = m_table](TableService &service) -> qint64 {
                auto stats = service.tableStats(account, table);
                return stats ? stats->entityCount : -1;
            }),
            [this, generation](qint64 total) {
                if (generation != m_generation)
                    return;
                m_total = total;
                if (!firstPagePending())
                    setRows(targetRows());
                Q_EMIT totalCountChanged(total);
            });
    }
    continueOnGui(this,
        m_session->run([account = m_account, table = m_table, partitions, pageSize = m_activePageSize](
                           TableService &service) {
            return entitypages::partitionAnchors(service, account, table, partitions, pageSize);
        }),
        [this, generation, narrowed](const Result<entitypages::Anchors> &anchors) {
            if (generation != m_generation)
                return;
            // Even without them pages are reached, from the page starts read so far.
            m_anchorsReady = true;
            if (anchors)
                m_anchors = anchors->anchors;
            if (narrowed) {
                m_total = anchors ? anchors->total : -1;
                if (!firstPagePending())
                    setRows(targetRows());
                Q_EMIT totalCountChanged(m_total);
            }
            dispatch();
        });
}

int EntityTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int EntityTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_table.isEmpty() ? 0 : FixedColumns + int(m_columns.size());
}

qint64 EntityTableModel::targetRows() const
{
    if (m_endRows >= 0)
        return m_endRows;
    return std::max(m_total, m_seenRows);
}

void EntityTableModel::setRows(qint64 rows)
{
    const int count = int(std::clamp<qint64>(rows, 0, std::numeric_limits<int>::max()));
    if (count > m_rows) {
        beginInsertRows(QModelIndex(), m_rows, count - 1);
        m_rows = count;
        endInsertRows();
    } else if (count < m_rows) {
        beginRemoveRows(QModelIndex(), count, m_rows - 1);
        m_rows = count;
        const int firstGone = (count + m_activePageSize - 1) / m_activePageSize;
        for (auto it = m_pages.begin(); it != m_pages.end();)
            it = it.key() >= firstGone ? m_pages.erase(it) : std::next(it);
        endRemoveRows();
    }
}

bool EntityTableModel::firstPagePending() const
{
    return m_rows == 0 && m_seenRows == 0 && m_endRows < 0 && m_frontierLoading;
}

bool EntityTableModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_find && !m_frontierLoading && !m_exhausted && m_session->isOpen();
}

void EntityTableModel::fetchMore(const QModelIndex &parent)
{
    advanceFrontier();
    if (!canFetchMore(parent))
        return;
    startLoad(m_frontier, true);
}

qint64 EntityTableModel::readRowCount() const
{
    const qint64 read = qint64(m_frontier) * m_activePageSize;
    return m_endRows >= 0 ? std::min(read, m_endRows) : read;
}

bool EntityTableModel::hasFreshPage(int page) const
{
    const auto it = m_pages.constFind(page);
    return it != m_pages.cend() && !it->stale;
}

void EntityTableModel::advanceFrontier()
{
    while (hasFreshPage(m_frontier))
        ++m_frontier;
    m_exhausted = m_table.isEmpty() || (m_endRows >= 0 && qint64(m_frontier) * m_activePageSize >= m_endRows);
}

const Entity *EntityTableModel::loadedEntity(int row) const
{
    if (row < 0 || row >= m_rows)
        return nullptr;
    const auto it = m_pages.find(row / m_activePageSize);
    if (it == m_pages.end())
        return nullptr;
    it->lastUse = ++m_useClock;
    if (it->stale)
        want(it.key()); // shown as it was until read again
    const int offset = row % m_activePageSize;
    return offset < it->entities.size() ? &it->entities.at(offset) : nullptr;
}

const Entity &EntityTableModel::entityAt(int row) const
{
    if (const Entity *entity = loadedEntity(row))
        return *entity;
    if (row >= 0 && row < m_rows)
        want(row / m_activePageSize);
    return emptyEntity();
}

bool EntityTableModel::isRowLoaded(int row) const
{
    return loadedEntity(row) != nullptr;
}

int EntityTableModel::loadedRowCount() const
{
    int rows = 0;
    for (const CachedPage &page : std::as_const(m_pages))
        rows += int(page.entities.size());
    return rows;
}

void EntityTableModel::setMaxCachedPages(int pages)
{
    m_maxPages = std::max(2, pages);
    evict();
}

void EntityTableModel::want(int page) const
{
    if (m_table.isEmpty() || m_find || hasFreshPage(page))
        return;
    if (!m_wanted.isEmpty() && m_wanted.constLast() == page)
        return;
    m_wanted.removeOne(page);
    m_wanted.append(page);
    if (m_dispatchQueued)
        return;
    // data() is const and runs while views paint: the loads start once control returns to the event loop.
    m_dispatchQueued = true;
    auto *self = const_cast<EntityTableModel *>(this);
    QMetaObject::invokeMethod(
        self,
        [self] {
            self->m_dispatchQueued = false;
            self->dispatch();
        },
        Qt::QueuedConnection);
}

void EntityTableModel::dispatch()
{
    if (m_table.isEmpty() || m_find || !m_session->isOpen())
        return;
    while (m_wanted.size() > WantedPages)
        m_wanted.removeFirst();
    // Loads nobody waits for any more (scrolled past) stop and free their worker.
    for (auto it = m_inFlight.begin(); it != m_inFlight.end();) {
        if (!it->frontier && !m_wanted.contains(it.key())) {
            it->cancel->store(true);
            it = m_inFlight.erase(it);
        } else {
            ++it;
        }
    }
    for (qsizetype i = m_wanted.size() - 1; i >= 0 && m_inFlight.size() < MaxLoads; --i) {
        const int page = m_wanted.at(i);
        if (!m_inFlight.contains(page) && !hasFreshPage(page))
            startLoad(page, false);
    }
}

bool EntityTableModel::startLoad(int page, bool frontier)
{
    if (auto it = m_inFlight.find(page); it != m_inFlight.end()) {
        if (frontier) {
            it->frontier = true;
            m_frontierLoading = true;
        }
        return true;
    }
    if (m_sorted)
        return startSortedLoad(page, frontier);
    if (m_query)
        return startQueryLoad(page, frontier);
    // The nearest known position at or before the page: a page start read earlier, or a partition's first
    // row from the statistics.
    const qint64 first = qint64(page) * m_activePageSize;
    auto known = std::prev(m_pageStarts.upperBound(page));
    qint64 startRow = qint64(known.key()) * m_activePageSize;
    Cursor cursor = known.value();
    auto anchor = std::upper_bound(m_anchors.cbegin(), m_anchors.cend(), first,
        [](qint64 row, const entitypages::Anchor &a) { return row < a.row; });
    if (anchor != m_anchors.cbegin() && std::prev(anchor)->row > startRow) {
        startRow = std::prev(anchor)->row;
        cursor = std::prev(anchor)->cursor;
    }
    if (!frontier && !m_anchorsReady && first - startRow > MaxBlindSkipPages * m_activePageSize)
        return false; // dispatch() tries again when the anchors are in
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_inFlight.insert(page, Flight {cancel, frontier});
    if (frontier)
        m_frontierLoading = true;
    const quint64 generation = m_generation;
    continueOnGui(this,
        m_session->run([account = m_account, table = m_table, ranges = m_ranges, page,
                           pageSize = m_activePageSize, cursor, startRow, cancel](TableService &service) {
            return entitypages::readPage(
                service, account, table, ranges, page, pageSize, cursor, startRow, *cancel);
        }),
        [this, generation, cancel](const PageResult &result) {
            if (generation == m_generation)
                pageArrived(result, cancel);
        });
    return true;
}

void EntityTableModel::pageArrived(const PageResult &result, const std::shared_ptr<std::atomic<bool>> &cancel)
{
    bool frontier = false;
    if (auto it = m_inFlight.find(result.page); it != m_inFlight.end() && it->cancel == cancel) {
        frontier = it->frontier;
        m_inFlight.erase(it);
    }
    for (const auto &[page, cursor] : result.starts)
        m_pageStarts.insert(page, cursor);
    if (!result.error.isEmpty()) {
        m_wanted.removeAll(result.page);
        if (frontier) {
            m_frontierLoading = false;
            m_exhausted = true;
        }
        Q_EMIT loadFailed(result.error);
        return;
    }
    if (result.cancelled) {
        dispatch();
        return;
    }
    // A page someone looked at is the newest; one read only to read on (fetchMore()) is the first to go, so
    // a "load all" streams through the window without pushing out the rows in view.
    const bool looked = m_wanted.removeAll(result.page) > 0;
    const qint64 first = qint64(result.page) * m_activePageSize;
    const int count = int(result.entities.size());
    if (result.atEnd)
        m_endRows = result.endRow;
    addColumns(result.entities);
    if (count > 0) {
        m_pages.insert(result.page, CachedPage {result.entities, looked || !frontier ? ++m_useClock : 0});
        m_seenRows = std::max(m_seenRows, first + count);
    }
    if (m_rows == 0 && m_seenRows > 0 && targetRows() > m_seenRows) {
        // The first rows go in now, the rest a moment later: the view paints them before it lays out the
        // whole table (tens of milliseconds for millions of rows).
        setRows(m_seenRows);
        QTimer::singleShot(1, this, [this, generation = m_generation] {
            if (generation == m_generation)
                setRows(targetRows());
        });
    } else {
        setRows(targetRows());
    }
    if (count > 0 && first < m_rows) {
        const int last = int(std::min<qint64>(first + count, m_rows)) - 1;
        Q_EMIT dataChanged(index(int(first), 0), index(last, columnCount() - 1));
    }
    advanceFrontier();
    evict();
    // Only now: views ask for more while the rows go in, and the next page must start after them.
    if (frontier)
        m_frontierLoading = false;
    Q_EMIT pageLoaded(count);
    dispatch();
}

void EntityTableModel::evict()
{
    // Find results are not read again: every match stays.
    while (!m_find && m_pages.size() > m_maxPages) {
        auto oldest = m_pages.begin();
        for (auto it = m_pages.begin(); it != m_pages.end(); ++it) {
            if (it->lastUse < oldest->lastUse)
                oldest = it;
        }
        m_pages.erase(oldest);
    }
}

void EntityTableModel::addColumns(const QList<Entity> &entities)
{
    QStringList names;
    for (const Entity &entity : entities) {
        for (const Property &p : entity.properties()) {
            if (!m_columnOf.contains(p.name))
                names.append(p.name);
        }
    }
    addColumnNames(names);
}

} // namespace rowan
