// Takes the census of one table (takeCensus() over the session's TableService) on the session's workers and
// hands it back on the GUI thread, with progress about ten times a second (TableJob: one run at a time, a new
// start() or cancel() drops the run before). GUI thread only.
#pragma once

#include "models/session/tablejob.h"

#include <rowan/census.h>

namespace rowan {

class CensusJob : public TableJob
{
    Q_OBJECT
public:
    explicit CensusJob(ServiceSession *session, QObject *parent = nullptr);

    // Starts the census of `table`; a run in progress is cancelled first.
    void start(const QString &account, const QString &table);
    // The same on `service` (the other side of a comparison: another store or a connection), on the
    // session's workers; the run keeps `service` alive. A sample where `service` keeps no statistics.
    void start(std::shared_ptr<TableService> service, const QString &account, const QString &table);
    CensusOptions &options() { return m_options; }

Q_SIGNALS:
    // `total` is -1 when unknown (an endpoint without statistics).
    void progress(qint64 read, qint64 total);
    void finished(const rowan::Census &census);

private:
    CensusOptions m_options;
};

} // namespace rowan
