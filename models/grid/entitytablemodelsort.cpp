// EntityTableModel's sorted rows: a SortedResult read page by page by position on the session's workers,
// through the same page window as the table's rows, and the way back to what the sort replaced. Pages come
// back through continueOnGui() for the reasons given in entitytablemodel.cpp.
#include "models/grid/entitytablemodel.h"

#include "models/session/guicontinuation.h"
#include "models/session/servicesession.h"

#include <utility>

namespace rowan {

void EntityTableModel::showSorted(const std::shared_ptr<SortedResult> &result)
{
    if (!result || m_table.isEmpty())
        return;
    SortedState state;
    if (m_sorted) {
        state.query = m_sorted->query;
        state.partitions = m_sorted->partitions;
    } else {
        state.query = m_query;
        state.partitions = m_partitions;
    }
    state.result = result;
    // The columns the user sees stay where they are; properties met on the way are added after them.
    const QStringList columns = m_columns;
    m_query.reset();
    m_find.reset();
    m_sorted = std::move(state);
    reset(m_account, m_table, {});
    if (m_session->isOpen())
        m_tableService = m_session->service();
    addColumnNames(columns);
    const qint64 size = result->size();
    m_total = size;
    m_endRows = size;
    m_seenRows = size;
    m_exhausted = true;
    setRows(size);
    Q_EMIT totalCountChanged(size);
    if (size > 0)
        want(0);
}

std::optional<SortSpec> EntityTableModel::sortSpec() const
{
    if (!m_sorted)
        return std::nullopt;
    return m_sorted->result->spec();
}

void EntityTableModel::leaveSorted()
{
    if (!m_sorted)
        return;
    const SortedState state = *std::exchange(m_sorted, std::nullopt);
    if (state.query)
        setQuery(
            m_account, m_table, state.query->request.filter, state.query->request.select, state.query->limit);
    else
        setTable(m_account, m_table, state.partitions);
}

SortSource EntityTableModel::sortSource() const
{
    SortSource source;
    if (m_table.isEmpty() || m_find)
        return source;
    source.account = m_account;
    source.table = m_table;
    const std::optional<QueryState> &query = m_sorted ? m_sorted->query : m_query;
    source.partitions = m_sorted ? m_sorted->partitions : m_partitions;
    if (query) {
        source.query = query->request;
        source.query->continuation = {};
        source.limit = query->limit;
    }
    return source;
}

void EntityTableModel::addColumnNames(const QStringList &names)
{
    QStringList fresh;
    for (const QString &name : names) {
        if (!m_columnOf.contains(name) && !fresh.contains(name))
            fresh.append(name);
    }
    if (fresh.isEmpty())
        return;
    const int first = columnCount();
    beginInsertColumns(QModelIndex(), first, first + int(fresh.size()) - 1);
    for (const QString &name : std::as_const(fresh)) {
        m_columnOf.insert(name, int(m_columns.size()));
        m_columns.append(name);
    }
    endInsertColumns();
}

bool EntityTableModel::startSortedLoad(int page, bool frontier)
{
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_inFlight.insert(page, Flight {cancel, frontier});
    if (frontier)
        m_frontierLoading = true;
    const quint64 generation = m_generation;
    continueOnGui(this,
        m_session->run([result = m_sorted->result, page, pageSize = m_activePageSize](TableService &) {
            PageResult read;
            read.page = page;
            const qint64 first = qint64(page) * pageSize;
            auto entities = result->page(first, pageSize);
            if (!entities) {
                read.error = entities.error().message;
                return read;
            }
            read.entities = std::move(*entities);
            read.atEnd = first + read.entities.size() >= result->size();
            read.endRow = result->size();
            return read;
        }),
        [this, generation, cancel](const PageResult &result) {
            if (generation == m_generation)
                pageArrived(result, cancel);
        });
    return true;
}

} // namespace rowan
