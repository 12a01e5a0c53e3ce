// Runs the key analysis of one table (inspectTableKeys() over the session's TableService) on the session's
// workers and hands the findings back on the GUI thread (TableJob: one run at a time, a new start() or
// cancel() drops the run before). GUI thread only.
#pragma once

#include "models/session/tablejob.h"

#include <rowan/keyinsight.h>
#include <rowan/keysampler.h>

#include <QElapsedTimer>

namespace rowan {

class KeyFindingsJob : public TableJob
{
    Q_OBJECT
public:
    explicit KeyFindingsJob(ServiceSession *session, QObject *parent = nullptr);

    // Starts analysing `table`; a run in progress is cancelled first.
    void start(const QString &account, const QString &table);
    // Milliseconds the last finished run took, from start() to the findings on the GUI thread.
    qint64 lastDurationMs() const { return m_lastMs; }
    KeySampleOptions &options() { return m_options; }

Q_SIGNALS:
    void finished(const rowan::KeyInsight &insight);

private:
    KeySampleOptions m_options;
    QElapsedTimer m_clock;
    qint64 m_lastMs = -1;
};

} // namespace rowan
