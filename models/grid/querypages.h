// The worker side of EntityTableModel's query mode: one page of rows of an OData query read through
// TableService::query(), following continuations until the page is full, the query ends or a cancel
// flag is set. Plain functions over value types; runs on the session's workers.
#pragma once

#include "models/grid/entitypages.h"

#include <rowan/query.h>

#include <atomic>
#include <optional>

namespace rowan {

class TableService;

namespace querypages {

struct QueryPageResult
{
    entitypages::PageResult page;
    // Where the next page starts; null once the query is complete (page.atEnd).
    QueryContinuation next;
    // Entities the backend read (-1 when a remote endpoint does not say), and the requests sent.
    qint64 scanned = 0;
    int requests = 0;
    QueryKind kind = QueryKind::TableScan;
};

// Reads page `page` of the query: `rows` entities (fewer at the end) starting at `start`, the page's first
// row being row `page` × pageSize. Each request asks for at most the rows still missing ($top), within
// `options` (a short time budget keeps a cancel prompt: the flag is checked between requests). Errors go
// to page.error; a set flag ends the read with page.cancelled.
QueryPageResult readQueryPage(const TableService &service, const QString &account, const QString &table,
    const QueryRequest &request, const QueryContinuation &start, int page, int pageSize, int rows,
    const QueryOptions &options, const std::atomic<bool> &cancel);

} // namespace querypages
} // namespace rowan
