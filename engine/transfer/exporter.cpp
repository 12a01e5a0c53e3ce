// exportEntities() and collectPropertyNames(): a query's pages, in key order, into a writer.
#include "pace.h"
#include "rowan/filter.h"
#include "rowan/localtableservice.h"
#include "rowan/query.h"
#include "rowan/store.h"
#include "rowan/tableservice.h"
#include "rowan/transfer/transfer.h"

#include <QElapsedTimer>
#include <QSet>

namespace rowan::transfer {

namespace {


Result<QueryRequest> makeRequest(const ExportOptions &options)
{
    QueryRequest request;
    auto filter = Filter::parse(options.filter);
    if (!filter)
        return std::unexpected(filter.error().toError());
    request.filter = std::move(*filter);
    request.select = options.select;
    return request;
}

bool cancelled(const ExportOptions &options)
{
    return options.cancel && options.cancel->load(std::memory_order_relaxed);
}

// Runs the query page by page, calling visit(page) for each; stops on the first error.
template<typename Visit>
Status forEachPage(const TableService &service, const QString &account, const QString &table,
    const ExportOptions &options, Visit &&visit)
{
    auto request = makeRequest(options);
    if (!request)
        return std::unexpected(request.error());
    for (;;) {
        if (cancelled(options))
            return fail(ErrorCode::Cancelled, QStringLiteral("The export was cancelled."));
        auto page = service.query(account, table, *request);
        if (!page)
            return std::unexpected(page.error());
        if (auto ok = visit(*page); !ok)
            return ok;
        if (page->continuation.isNull())
            return {};
        request->continuation = page->continuation;
    }
}

} // namespace

Result<QStringList> collectPropertyNames(
    const TableService &service, const QString &account, const QString &table, const ExportOptions &options)
{
    if (options.select) {
        QStringList names;
        for (const QString &name : *options.select) {
            if (!isSystemPropertyName(name))
                names.append(name);
        }
        return names;
    }
    QStringList names;
    QSet<QString> seen;
    auto ok = forEachPage(service, account, table, options, [&](const QueryPage &page) -> Status {
        for (qsizetype i = 0; i < page.entities.size(); ++i) {
            auto entity = page.entities.entity(i);
            if (!entity)
                return std::unexpected(entity.error());
            for (const Property &p : entity->properties()) {
                if (!seen.contains(p.name)) {
                    seen.insert(p.name);
                    names.append(p.name);
                }
            }
        }
        return {};
    });
    if (!ok)
        return std::unexpected(ok.error());
    return names;
}

Result<TransferSummary> exportEntities(const TableService &service, const QString &account,
    const QString &table, EntityWriter &writer, const ExportOptions &options)
{
    QElapsedTimer clock;
    clock.start();
    TransferSummary summary;
    Progress &progress = summary.totals;
    if (service.has(ServiceCapability::Statistics)) {
        if (auto stats = service.tableStats(account, table))
            progress.entitiesTotal = stats->entityCount;
        else
            return std::unexpected(stats.error());
    }
    qint64 lastReport = -ProgressIntervalMs;
    auto ok = forEachPage(service, account, table, options, [&](const QueryPage &page) -> Status {
        for (qsizetype i = 0; i < page.entities.size(); ++i) {
            auto entity = page.entities.entity(i);
            if (!entity)
                return std::unexpected(entity.error());
            if (auto written = writer.write(*entity); !written)
                return written;
            ++progress.written;
        }
        progress.rowsRead += page.scanned;
        if (options.progress && clock.elapsed() - lastReport >= ProgressIntervalMs) {
            lastReport = clock.elapsed();
            progress.elapsedMs = lastReport;
            options.progress(progress);
        }
        return {};
    });
    if (!ok)
        return std::unexpected(ok.error());
    if (auto finished = writer.finish(); !finished)
        return std::unexpected(finished.error());
    progress.elapsedMs = clock.elapsed();
    if (options.progress)
        options.progress(progress);
    return summary;
}

namespace {

// The caller keeps the store alive for the call: a non-owning handle.
LocalTableService localService(const Store &store)
{
    return LocalTableService(std::shared_ptr<Store>(std::shared_ptr<Store>(), const_cast<Store *>(&store)));
}

} // namespace

Result<QStringList> collectPropertyNames(
    const Store &store, const QString &account, const QString &table, const ExportOptions &options)
{
    return collectPropertyNames(localService(store), account, table, options);
}

Result<TransferSummary> exportEntities(const Store &store, const QString &account, const QString &table,
    EntityWriter &writer, const ExportOptions &options)
{
    return exportEntities(localService(store), account, table, writer, options);
}

} // namespace rowan::transfer
