// Find in a table: runs TableService::search() on the session's workers and streams the matches to the GUI
// thread in key order, a batch at a time (at most about ten batches a second, or a batch as soon as it is
// full), with progress; the table's text index answers on an embedded store when it can (TableJob: one run
// at a time, a new start() or cancel() drops the run before, whose matches then stop arriving). GUI thread
// only.
#pragma once

#include "models/session/tablejob.h"

#include <rowan/search.h>

#include <QList>
#include <QMetaType>

namespace rowan {

class FindJob : public TableJob
{
    Q_OBJECT
public:
    // Matches handed over at once at most; a full batch is sent without waiting for the interval.
    static constexpr int BatchSize = 200;
    static constexpr int IntervalMs = 100;

    explicit FindJob(ServiceSession *session, QObject *parent = nullptr);

    // Starts a search of `table`; a run in progress is cancelled first. A request TextMatcher::create()
    // refuses fails at once (failed() with its message), before anything runs.
    void start(const QString &account, const QString &table, const SearchRequest &request);

Q_SIGNALS:
    // The next matches in key order.
    void matchesFound(const QList<rowan::SearchMatch> &matches);
    // Entities read so far and how many the search will read (-1 when unknown).
    void progress(qint64 read, qint64 total);
    // After the last matchesFound() of the run.
    void finished(const rowan::SearchResult &result);
};

} // namespace rowan

Q_DECLARE_METATYPE(rowan::SearchMatch)
Q_DECLARE_METATYPE(rowan::SearchResult)
