// TableService's search and text index defaults: a search over the query's pages, tested on this
// computer, for a backend that cannot search itself (a remote endpoint); no text index.
#include "rowan/tableservice.h"

namespace rowan {

Result<SearchResult> TableService::search(const QString &account, const QString &table,
    const SearchRequest &request, const SearchVisitor &visitor, const SearchProgress &progress,
    const CancelFlag &cancel) const
{
    Result<TextMatcher> matcher = TextMatcher::create(request);
    if (!matcher)
        return std::unexpected(matcher.error());
    const auto cancelled = [&cancel] { return cancel && cancel->load(); };
    SearchResult result;
    QueryRequest query;
    query.filter = request.filter;
    if (progress)
        progress(0, -1);
    for (;;) {
        if (cancelled())
            return fail(ErrorCode::Cancelled, QStringLiteral("The search was cancelled."));
        Result<QueryPage> page = this->query(account, table, query);
        if (!page)
            return std::unexpected(page.error());
        for (qsizetype i = 0; i < page->entities.size(); ++i) {
            Result<Entity> entity = page->entities.entity(i);
            if (!entity)
                return std::unexpected(entity.error());
            ++result.read;
            QStringList matched = matcher->matchingProperties(*entity);
            if (matched.isEmpty())
                continue;
            ++result.matches;
            SearchMatch match {std::move(*entity), std::move(matched)};
            const bool atLimit = request.limit > 0 && result.matches >= request.limit;
            if (visitor(match) == ScanControl::Stop || atLimit) {
                result.stopped = true;
                return result;
            }
        }
        if (progress)
            progress(result.read, -1);
        if (page->continuation.isNull())
            return result;
        query.continuation = page->continuation;
    }
}

Result<TextIndexStatus> TableService::textIndexStatus(const QString &, const QString &) const
{
    return std::unexpected(notImplemented("text indexes"));
}

Status TableService::createTextIndex(
    const QString &, const QString &, const SearchProgress &, const CancelFlag &)
{
    return std::unexpected(notImplemented("text indexes"));
}

Status TableService::dropTextIndex(const QString &, const QString &)
{
    return std::unexpected(notImplemented("text indexes"));
}

} // namespace rowan
