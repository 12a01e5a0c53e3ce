// EntityTableModel's find results: the matches of a search (FindJob) shown as the grid's rows as they
// arrive, with the cells that matched, and the way back to what they replaced.
#include "models/grid/entitytablemodel.h"

#include <limits>
#include <utility>

namespace rowan {

void EntityTableModel::showFindResults(const QString &account, const QString &table)
{
    FindState state;
    if (m_find) {
        state.query = m_find->query;
        state.partitions = m_find->partitions;
    } else if (m_sorted) {
        state.query = m_sorted->query;
        state.partitions = m_sorted->partitions;
    } else {
        state.query = m_query;
        state.partitions = m_partitions;
    }
    m_query.reset();
    m_sorted.reset();
    m_find = std::move(state);
    reset(account, table, {});
    // Nothing to read on: the rows come from appendMatches().
    m_exhausted = true;
    m_endRows = 0;
    if (m_session->isOpen())
        m_tableService = m_session->service();
}

void EntityTableModel::appendMatches(const QList<SearchMatch> &matches)
{
    if (!m_find || matches.isEmpty())
        return;
    QList<Entity> entities;
    entities.reserve(matches.size());
    for (const SearchMatch &match : matches)
        entities.append(match.entity);
    addColumns(entities);
    const int first = m_rows;
    const int count = int(std::min<qsizetype>(matches.size(), std::numeric_limits<int>::max() - first));
    if (count <= 0)
        return;
    beginInsertRows(QModelIndex(), first, first + count - 1);
    for (int i = 0; i < count; ++i) {
        const int row = first + i;
        CachedPage &page = m_pages[row / m_activePageSize];
        page.entities.append(entities.at(i));
        page.lastUse = ++m_useClock;
        m_find->matched.append(matches.at(i).properties);
    }
    m_rows = first + count;
    m_seenRows = m_rows;
    m_endRows = m_rows;
    m_frontier = (m_rows + m_activePageSize - 1) / m_activePageSize;
    endInsertRows();
    Q_EMIT pageLoaded(count);
}

void EntityTableModel::leaveFindResults()
{
    if (!m_find)
        return;
    const FindState state = *std::exchange(m_find, std::nullopt);
    if (state.query)
        setQuery(
            m_account, m_table, state.query->request.filter, state.query->request.select, state.query->limit);
    else
        setTable(m_account, m_table, state.partitions);
}

QStringList EntityTableModel::matchedProperties(int row) const
{
    return m_find && row >= 0 && row < m_find->matched.size() ? m_find->matched.at(row) : QStringList();
}

Filter EntityTableModel::resultsFilter() const
{
    if (m_find)
        return m_find->query ? m_find->query->request.filter : Filter();
    if (m_sorted)
        return m_sorted->query ? m_sorted->query->request.filter : Filter();
    return m_query ? m_query->request.filter : Filter();
}

} // namespace rowan
