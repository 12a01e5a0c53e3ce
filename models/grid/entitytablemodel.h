// The entity grid's model: a table's entities in key order, read in pages on the session's workers, with
// bounded memory however large the table is. GUI thread only.
//
// Rows: rowCount() is the exact entity count from the statistics (tableStats, or the chosen partitions'
// partitionStats) as soon as it is known, so the scrollbar covers the whole table; until then it is the rows
// read so far. Page k holds rows [k × pageSize, (k + 1) × pageSize). Only a window of pages is kept
// (maxCachedPages, least recently shown evicted first); data() for a row whose page is not loaded returns
// nothing and asks for the page, and dataChanged() follows when it arrives. Views therefore show empty cells
// for a moment after a long jump, never a frozen window.
//
// Reaching row r without OFFSET: every page start learnt (the key after the previous page's last entity,
// and every page boundary passed while skipping) is remembered, and the partition statistics give each
// partition's first row: the anchors, thinned to the last partition start within each page so they stay
// one per page at most. A page is read by a keyset scan from the nearest known position at or before it,
// skipping the rows in between with a keys-only scan (ScanOptions::projection = {}). With partitions
// smaller than a page the skip is at most one partition; inside one huge partition a first jump far into it
// skips up to the partition's size in keys (seconds for millions, on a worker, cancelled when the user
// scrolls elsewhere). The alternative, a reverse scan in the engine to page backwards from the end, would
// serve only the two ends of the table and still needs the skip in the middle, so it was not added.
// Row numbers come from statistics and keyset positions read at different times: a concurrent write can
// shift later rows by a few until the table is chosen again.
//
// Reading on: canFetchMore()/fetchMore() keep their meaning, reading the next page in key order after the
// pages read in order from the start (the frontier); isExhausted() says the frontier reached the end. A
// "load all" that calls fetchMore() until isExhausted() visits every entity but keeps only the window: pages
// read only this way are the first evicted, so they stream through without pushing out the rows in view.
//
// Latency: the first page's rows go in before the full row count (a view lays out millions of rows in tens
// of milliseconds, and the first rows should be painted first). At most two pages are read at once; asks
// older than the last six pages are dropped and their reads cancelled, so a fast scroll reads only where it
// stops.
//
// entityAt(row) is the entity for a loaded row (isRowLoaded()). For an evicted or not yet loaded row it
// returns an empty Entity (empty keys) and asks for the row's page; callers acting on selected rows should
// check isRowLoaded() (and wait for dataChanged() after entityAt() asked for the page), since a selection may
// span more than the window.
//
// Query mode (setQuery()): the rows are an OData query's matches, read through TableService::query() in
// pages following continuation tokens (querypages.h). The row count is the rows read so far and grows with
// fetchMore() until the query ends or its $top is reached; each page remembers the continuation it starts
// at, so evicted pages are read again from there and memory stays bounded. cancelQuery() stops reading on.
// queryStats() holds what the run cost: entities scanned, returned, requests and time.
//
// Sorted (showSorted()): the rows are a SortedResult (a SortJob sorted the whole table, partitions or query
// on this computer), read from it page by page on the session's workers by position, with the same window
// of pages; nothing is read from the service. The row count is the result's size. leaveSorted() shows again
// what the sort replaced. A noted write to the table emits sortedResultStale() instead of reloading: the
// sort is a snapshot, to be run again when asked.
//
// Find results (showFindResults()): the rows are the matches of a search (FindJob) as they arrive
// (appendMatches()), in key order; nothing is read by the model itself and every match stays in memory (the
// find bar caps how many it asks for). MatchRole says which cells matched. leaveFindResults() shows again
// what the matches replaced (the table, its partitions or the query). A noted write to the table emits
// findResultsStale() instead of reloading: the search is the find bar's to run again.
#pragma once

#include "models/grid/entitypages.h"
#include "models/grid/sortjob.h"

#include <rowan/entity.h>
#include <rowan/query.h>
#include <rowan/scan.h>
#include <rowan/search.h>

#include <QAbstractTableModel>
#include <QPointer>
#include <QHash>
#include <QList>
#include <QMap>
#include <QStringList>

#include <QElapsedTimer>

#include <atomic>
#include <memory>
#include <optional>

namespace rowan {

class ServiceSession;
class StagedEdits;
class TableService;

// What a query run cost so far (query mode).
struct QueryRunStats
{
    QueryKind kind = QueryKind::TableScan;
    qint64 scanned = 0; // -1: the endpoint does not say
    qint64 returned = 0;
    int requests = 0;
    qint64 firstRowsMs = -1; // from setQuery() to the first page shown
    qint64 elapsedMs = 0; // from setQuery() to the last page read
    bool finished = false; // the query ended (or reached its $top)
    bool cancelled = false;
    QString error;
};

class EntityTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int FixedColumns = 3; // PartitionKey, RowKey, Timestamp
    // PendingRole: "update" or "delete" for a row with a staged change, else empty. MatchRole: whether the
    // cell's property matched the search (find results only).
    enum Roles { TypeRole = Qt::UserRole + 1, FullValueRole, PendingRole, MatchRole };

    explicit EntityTableModel(ServiceSession *session, QObject *parent = nullptr);
    ~EntityTableModel() override;

    // Shows `table` of `account`, narrowed to `partitions` when not empty; loads the first page.
    void setTable(const QString &account, const QString &table, const QStringList &partitions = {});
    // Shows the matches of `filter` on `account`/`table`, with only `select`'s properties when set and at
    // most `top` rows when set; loads the first page. setTable() or clear() leave query mode.
    void setQuery(const QString &account, const QString &table, const Filter &filter,
        const std::optional<QStringList> &select = std::nullopt, std::optional<int> top = std::nullopt);
    bool isQuery() const { return m_query.has_value(); }
    // The query shown (query mode): its $filter and $select; an empty filter and nullopt otherwise.
    Filter queryFilter() const { return m_query ? m_query->request.filter : Filter(); }
    std::optional<QStringList> querySelect() const
    {
        return m_query ? m_query->request.select : std::nullopt;
    }
    // Stops reading the query on (the page being read is dropped); the rows read stay.
    void cancelQuery();
    const QueryRunStats &queryStats() const { return m_queryStats; }

    // Shows the matches of a search of `account`/`table` instead of the rows, none yet: appendMatches()
    // adds them. What was shown before is kept for leaveFindResults() (a second call keeps the first's).
    void showFindResults(const QString &account, const QString &table);
    // The next matches, in key order, as rows at the end (find results only; ignored otherwise).
    void appendMatches(const QList<rowan::SearchMatch> &matches);
    bool isFindResults() const { return m_find.has_value(); }
    // Shows again what the find results replaced; nothing outside find results.
    void leaveFindResults();
    // Shows `result` (the whole of what is shown now, sorted) instead of the rows; the property columns
    // stay. What was shown before is kept for leaveSorted() (a second call keeps the first's).
    void showSorted(const std::shared_ptr<SortedResult> &result);
    bool isSorted() const { return m_sorted.has_value(); }
    // The sort shown; nullopt when the rows are not sorted here.
    std::optional<SortSpec> sortSpec() const;
    // Shows again what the sorted rows replaced; nothing when not sorted.
    void leaveSorted();
    // What a SortJob should read to sort what is shown (when sorted: what the sort replaced); not valid for
    // find results or no table.
    SortSource sortSource() const;
    // The properties that matched in `row` (find results); empty otherwise.
    QStringList matchedProperties(int row) const;
    // The filter of the query shown, or of the one the find results replaced; empty for a whole table.
    Filter resultsFilter() const;
    // Reads the shown table (or query) again from the start, keeping the chosen partitions. Done by itself
    // when the session announces a write the explorer made to the shown table (ServiceSession::noteWrite()).
    void reload();
    // Brings the shown rows up to date in place after the table changed: the row count follows the new
    // statistics (rows added or removed at the end), the pages looked at last are read again and replace
    // their rows (dataChanged), and every other cached page is read again when next shown. Until its page
    // arrives a row shows what it held, so the view keeps its scroll position, selection and open editor
    // (no reset). Done by itself when the session announces external commits to the shown table. Nothing
    // in query mode: a query runs again only when asked (reload()).
    void refresh();
    void clear();
    QString account() const { return m_account; }
    QString table() const { return m_table; }
    // The partitions the rows are narrowed to, sorted; empty for the whole table.
    QStringList partitions() const { return m_partitions; }
    ServiceSession *session() const { return m_session; }
    // The edits pending for the service shown (null: none kept): a row with a pending change shows it, an
    // update tinted with the new values, a delete struck through.
    void setStagedEdits(StagedEdits *staged);
    StagedEdits *stagedEdits() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    // The entity of a loaded row; an empty Entity (and a request for its page) otherwise.
    const Entity &entityAt(int row) const;
    bool isRowLoaded(int row) const;
    QStringList propertyColumns() const { return m_columns; }
    // The property a column shows: PartitionKey, RowKey, Timestamp or a property's name.
    QString columnProperty(int column) const;
    // A loaded cell's value with its type; nullopt for a row not loaded or an entity without the property.
    std::optional<Value> cellValue(const QModelIndex &index) const;
    // A value as the grid's cells show it (DateTime in local time when chosen, Binary abridged).
    QString valueText(const Value &value) const { return displayText(value); }
    // Entities in the table (or the chosen partitions), from the statistics; -1 until known.
    qint64 totalCount() const { return m_total; }
    // True while the frontier's next page (fetchMore()) is being read.
    bool isLoading() const { return m_frontierLoading; }
    bool isExhausted() const { return m_exhausted; }
    // Rows read in key order from the start by fetchMore() (the frontier): "load all" progress.
    qint64 readRowCount() const;
    // Entities held in memory now, and the pages holding them.
    int loadedRowCount() const;
    int cachedPageCount() const { return int(m_pages.size()); }

    // DateTime cells in local time instead of UTC.
    void setLocalTime(bool local);
    bool localTime() const { return m_localTime; }

    // Takes effect with the next setTable().
    int pageSize() const { return m_pageSize; }
    void setPageSize(int size) { m_pageSize = std::max(1, size); }
    // At least 2; pages beyond it are evicted, least recently shown first.
    int maxCachedPages() const { return m_maxPages; }
    void setMaxCachedPages(int pages);

Q_SIGNALS:
    void pageLoaded(int rows);
    void totalCountChanged(qint64 total);
    void loadFailed(const QString &message);
    // Query mode: queryStats() changed (a page arrived, the query ended or was cancelled).
    void queryProgress();
    // Find results: the explorer wrote to the table, so the matches shown may be out of date.
    void findResultsStale();
    // Sorted: the explorer wrote to the table, so the sorted rows may be out of date.
    void sortedResultStale();

private:
    using Cursor = entitypages::Cursor;
    using PageResult = entitypages::PageResult;
    struct CachedPage
    {
        QList<Entity> entities;
        quint64 lastUse = 0;
        bool stale = false; // read before the last refresh(): shown until read again
    };
    struct Flight
    {
        std::shared_ptr<std::atomic<bool>> cancel;
        bool frontier = false;
    };

    void reset(const QString &account, const QString &table, const QList<KeyRange> &ranges);
    void loadStatistics(const QStringList &partitions);
    void want(int page) const;
    void dispatch();
    bool startLoad(int page, bool frontier);
    void pageArrived(const PageResult &result, const std::shared_ptr<std::atomic<bool>> &cancel);
    bool startQueryLoad(int page, bool frontier);
    bool startSortedLoad(int page, bool frontier);
    void addColumnNames(const QStringList &names);
    void queryPageArrived(PageResult &result, const QueryContinuation &next, qint64 scanned, int requests,
        QueryKind kind, bool frontier);
    void addColumns(const QList<Entity> &entities);
    void evict();
    bool hasFreshPage(int page) const;
    void advanceFrontier();
    void setRows(qint64 rows);
    qint64 targetRows() const;
    bool firstPagePending() const;
    const Entity *loadedEntity(int row) const;
    QString displayText(const Value &value) const;
    std::optional<Value> valueIn(const Entity &entity, int column) const;

    ServiceSession *m_session;
    // Guarded: whoever owns the pending changes may let them go before this model.
    QPointer<StagedEdits> m_staged;
    std::weak_ptr<TableService> m_tableService; // the service m_table belongs to
    QString m_account;
    QString m_table;
    QList<KeyRange> m_ranges;
    QStringList m_partitions;
    QStringList m_columns;
    QHash<QString, int> m_columnOf;
    qint64 m_total = -1;
    quint64 m_generation = 0;
    int m_rows = 0;
    int m_pageSize = 500;
    int m_activePageSize = 500;
    int m_maxPages = 40;

    mutable QHash<int, CachedPage> m_pages;
    mutable quint64 m_useClock = 0;
    QMap<int, Cursor> m_pageStarts;
    QList<entitypages::Anchor> m_anchors;
    bool m_anchorsReady = false;
    QHash<int, Flight> m_inFlight;
    mutable QList<int> m_wanted; // most recently asked last
    mutable bool m_dispatchQueued = false;
    qint64 m_endRows = -1; // rows up to the last entity, once read
    qint64 m_seenRows = 0; // rows up to the furthest entity read

    int m_frontier = 0; // pages read in order from the start
    bool m_frontierLoading = false;
    bool m_exhausted = true;
    bool m_localTime = false;

    struct QueryState
    {
        QueryRequest request;
        std::optional<int> limit;
    };
    std::optional<QueryState> m_query;
    struct FindState
    {
        QList<QStringList> matched; // per row
        // What the matches replaced.
        std::optional<QueryState> query;
        QStringList partitions;
    };
    std::optional<FindState> m_find;
    struct SortedState
    {
        std::shared_ptr<SortedResult> result;
        // What the sorted rows replaced.
        std::optional<QueryState> query;
        QStringList partitions;
    };
    std::optional<SortedState> m_sorted;
    QHash<int, QueryContinuation> m_queryStarts; // each page's first row, in query mode
    QueryRunStats m_queryStats;
    QElapsedTimer m_queryClock;
};

} // namespace rowan
