#include "models/grid/querypages.h"

#include <rowan/tableservice.h>

namespace rowan::querypages {

QueryPageResult readQueryPage(const TableService &service, const QString &account, const QString &table,
    const QueryRequest &request, const QueryContinuation &start, int page, int pageSize, int rows,
    const QueryOptions &options, const std::atomic<bool> &cancel)
{
    QueryPageResult result;
    result.page.page = page;
    QueryRequest next = request;
    next.continuation = start;
    const qint64 first = qint64(page) * pageSize;
    while (result.page.entities.size() < rows) {
        if (cancel.load(std::memory_order_relaxed)) {
            result.page.cancelled = true;
            return result;
        }
        next.top = int(std::min<qsizetype>(limits::MaxPageSize, rows - result.page.entities.size()));
        auto reply = service.query(account, table, next, options);
        if (!reply) {
            result.page.error = reply.error().message;
            return result;
        }
        ++result.requests;
        result.kind = reply->kind;
        if (reply->scanned < 0 || result.scanned < 0)
            result.scanned = -1;
        else
            result.scanned += reply->scanned;
        for (qsizetype i = 0; i < reply->entities.size(); ++i) {
            auto entity = reply->entities.entity(i);
            if (!entity) {
                result.page.error = entity.error().message;
                return result;
            }
            result.page.entities.append(std::move(*entity));
        }
        next.continuation = reply->continuation;
        if (next.continuation.isNull())
            break;
    }
    result.next = next.continuation;
    if (result.next.isNull() || result.page.entities.size() < rows) {
        result.page.atEnd = true;
        result.page.endRow = first + result.page.entities.size();
    }
    return result;
}

} // namespace rowan::querypages
