// Sorting the grid's whole result (rowan/sortedresult.h): every entity of the table, its chosen partitions
// or the query's matches, read on the session's workers (an endpoint's pages too: the service only returns
// key order, so the sort happens on this computer) into a SortedResult, with progress and Cancel. A result
// larger than the bound is refused with the count known (read so far, or the table's count from the
// statistics before anything is read), never shown half-sorted. One run at a time (TableJob). GUI thread
// only.
#pragma once

#include "models/session/tablejob.h"

#include <rowan/query.h>
#include <rowan/sortedresult.h>

#include <QMetaType>
#include <QStringList>

#include <memory>
#include <optional>

namespace rowan {

// What the grid shows, to be sorted whole.
struct SortSource
{
    QString account;
    QString table;
    // A table's rows: these partitions (empty: the whole table).
    QStringList partitions;
    // A query's matches ($filter and $select), at most `limit` of them when set.
    std::optional<QueryRequest> query;
    std::optional<int> limit;

    bool isValid() const { return !table.isEmpty(); }
};

class SortJob : public TableJob
{
    Q_OBJECT
public:
    static constexpr int IntervalMs = 100;

    explicit SortJob(ServiceSession *session, QObject *parent = nullptr);

    // Starts sorting `source` by `spec`; a run in progress is cancelled first.
    void start(const SortSource &source, const SortSpec &spec, const SortOptions &options = {});
    SortSpec spec() const { return m_spec; }

Q_SIGNALS:
    // Entities read so far, and how many there are (-1 when unknown).
    void progress(qint64 read, qint64 total);
    // The whole result in order.
    void finished(const std::shared_ptr<rowan::SortedResult> &result);
    // More than `bound` entities: `entities` read before stopping (or counted by the statistics).
    void tooLarge(qint64 entities, qint64 bound);

private:
    SortSpec m_spec;
};

} // namespace rowan

Q_DECLARE_METATYPE(std::shared_ptr<rowan::SortedResult>)
