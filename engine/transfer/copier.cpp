// copyEntities(): a source query's pages, read as if they were a file's rows, through the import pipeline.
#include "importrun.h"
#include "rowan/filter.h"
#include "rowan/query.h"
#include "rowan/tableservice.h"
#include "rowan/transfer/transfer.h"

namespace rowan::transfer {

namespace {

// The entities of one query, page by page; its "line" is the entity's 1-based position in the result.
class QueryReader final : public EntityReader
{
public:
    QueryReader(
        const TableService &service, const QString &account, const QString &table, QueryRequest request)
        : m_service(service)
        , m_account(account)
        , m_table(table)
        , m_request(std::move(request))
    { }

    Step next(Entity &entity, RowError &error) override
    {
        if (m_done)
            return m_final;
        while (m_index >= m_page.entities.size()) {
            if (m_started && m_page.continuation.isNull())
                return finish(Step::End, {});
            m_request.continuation = m_page.continuation;
            auto page = m_service.query(m_account, m_table, m_request);
            if (!page)
                return finish(Step::Failed, page.error(), &error);
            m_started = true;
            m_page = std::move(*page);
            m_index = 0;
        }
        ++m_line;
        auto read = m_page.entities.entity(m_index++);
        if (!read) {
            error = RowError {{m_line, 0, {}}, read.error(), {}, {}};
            return Step::BadRow;
        }
        entity = std::move(*read);
        return Step::Entity;
    }
    qint64 line() const override { return m_line; }
    qint64 bytesRead() const override { return 0; }

private:
    Step finish(Step step, const Error &why, RowError *error = nullptr)
    {
        m_done = true;
        m_final = step;
        if (error)
            *error = RowError {{m_line + 1, 0, {}}, why, {}, {}};
        return step;
    }

    const TableService &m_service;
    const QString &m_account;
    const QString &m_table;
    QueryRequest m_request;
    QueryPage m_page;
    qsizetype m_index = 0;
    qint64 m_line = 0;
    bool m_started = false;
    bool m_done = false;
    Step m_final = Step::End;
};

} // namespace

Result<TransferSummary> copyEntities(const TableService &source, const QString &sourceAccount,
    const QString &sourceTable, TableService &target, const QString &targetAccount,
    const QString &targetTable, const CopyOptions &options)
{
    QueryRequest request;
    auto filter = Filter::parse(options.filter);
    if (!filter)
        return std::unexpected(filter.error().toError());
    request.filter = std::move(*filter);
    request.select = options.select;
    if (request.select) {
        // The keys are needed to write the copy, whatever the selection lists.
        for (const QString &key : {QStringLiteral("PartitionKey"), QStringLiteral("RowKey")}) {
            if (!request.select->contains(key))
                request.select->append(key);
        }
    }
    // The first page both proves the source table exists (before a target table is created) and starts
    // the copy.
    QueryRequest probe = request;
    probe.top = 1;
    if (auto page = source.query(sourceAccount, sourceTable, probe); !page)
        return std::unexpected(page.error());
    qint64 total = -1;
    if (source.has(ServiceCapability::Statistics)) {
        if (auto stats = source.tableStats(sourceAccount, sourceTable))
            total = stats->entityCount;
    }
    QueryReader reader(source, sourceAccount, sourceTable, std::move(request));
    return runImport(target, targetAccount, targetTable, reader, options.import, total);
}

} // namespace rowan::transfer
