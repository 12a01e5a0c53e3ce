// EntityTableModel's query mode: an OData query's matches read in pages through TableService::query(),
// each page starting at the continuation the previous one ended with, and what the run cost. Pages come back
// through continueOnGui() for the reasons given in entitytablemodel.cpp.
#include "models/grid/entitytablemodel.h"

#include "models/grid/querypages.h"
#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <chrono>

namespace rowan {

namespace {
// A query request's time budget: the executor cannot be interrupted inside a request, so a short budget
// keeps Cancel prompt on a scan that matches little (an empty page with a continuation comes back).
constexpr std::chrono::milliseconds QueryRequestBudget {200};
} // namespace

void EntityTableModel::setQuery(const QString &account, const QString &table, const Filter &filter,
    const std::optional<QStringList> &select, std::optional<int> top)
{
    QueryState state;
    state.request.filter = filter;
    state.request.select = select;
    state.limit = top;
    m_query = std::move(state);
    m_find.reset();
    m_sorted.reset();
    reset(account, table, {});
    if (!m_session->isOpen())
        return;
    m_tableService = m_session->service();
    fetchMore(QModelIndex());
}

void EntityTableModel::cancelQuery()
{
    if (!m_query || m_exhausted)
        return;
    for (const Flight &flight : std::as_const(m_inFlight))
        flight.cancel->store(true);
    m_inFlight.clear();
    m_frontierLoading = false;
    m_endRows = m_seenRows;
    advanceFrontier();
    m_queryStats.cancelled = true;
    m_queryStats.elapsedMs = m_queryClock.elapsed();
    Q_EMIT queryProgress();
}

bool EntityTableModel::startQueryLoad(int page, bool frontier)
{
    const auto start = m_queryStarts.constFind(page);
    if (start == m_queryStarts.cend())
        return false; // beyond the rows read: only the frontier reaches it
    int rows = m_activePageSize;
    const qint64 first = qint64(page) * m_activePageSize;
    if (m_query->limit)
        rows = int(std::clamp<qint64>(*m_query->limit - first, 0, m_activePageSize));
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_inFlight.insert(page, Flight {cancel, frontier});
    if (frontier)
        m_frontierLoading = true;
    const quint64 generation = m_generation;
    QueryOptions options;
    options.timeBudget = QueryRequestBudget;
    continueOnGui(this,
        m_session->run([account = m_account, table = m_table, request = m_query->request, from = *start, page,
                           pageSize = m_activePageSize, rows, options, cancel](TableService &service) {
            return querypages::readQueryPage(
                service, account, table, request, from, page, pageSize, rows, options, *cancel);
        }),
        [this, generation, cancel](const querypages::QueryPageResult &result) {
            if (generation != m_generation)
                return;
            const auto it = m_inFlight.constFind(result.page.page);
            if (it == m_inFlight.cend() || it->cancel != cancel)
                return; // cancelled: the rows read stay as they are
            const bool frontier = it->frontier;
            PageResult page = result.page;
            queryPageArrived(page, result.next, result.scanned, result.requests, result.kind, frontier);
            pageArrived(page, cancel);
            if (frontier) {
                m_queryStats.returned = m_seenRows;
                m_queryStats.elapsedMs = m_queryClock.elapsed();
                if (m_queryStats.firstRowsMs < 0 && !page.cancelled)
                    m_queryStats.firstRowsMs = m_queryStats.elapsedMs;
                m_queryStats.finished = m_endRows >= 0;
                if (!page.error.isEmpty())
                    m_queryStats.error = page.error;
                Q_EMIT queryProgress();
            }
        });
    return true;
}

void EntityTableModel::queryPageArrived(PageResult &result, const QueryContinuation &next, qint64 scanned,
    int requests, QueryKind kind, bool frontier)
{
    if (!result.error.isEmpty() || result.cancelled)
        return;
    const qint64 first = qint64(result.page) * m_activePageSize;
    const qint64 end = first + result.entities.size();
    if (!result.atEnd && m_query->limit && end >= *m_query->limit) {
        result.atEnd = true; // $top reached
        result.endRow = end;
    }
    if (!result.atEnd)
        m_queryStarts.insert(result.page + 1, next);
    if (!frontier)
        return; // a page read again after eviction: already counted
    m_queryStats.kind = kind;
    m_queryStats.requests += requests;
    if (scanned < 0 || m_queryStats.scanned < 0)
        m_queryStats.scanned = -1;
    else
        m_queryStats.scanned += scanned;
}

} // namespace rowan
