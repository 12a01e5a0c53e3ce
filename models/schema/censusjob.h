// Takes the census of one table (takeCensus() over the session's TableService) on the session's workers and
// hands it back on the GUI thread, with progress about ten times a second. Starting again, or cancel(), drops
// the run before: its result never arrives. The GUI thread neither waits nor polls. GUI thread only.
#pragma once

#include <rowan/census.h>
#include <rowan/tableservice.h>

#include <QObject>

namespace rowan {

class ServiceSession;

class CensusJob : public QObject
{
    Q_OBJECT
public:
    explicit CensusJob(ServiceSession *session, QObject *parent = nullptr);
    ~CensusJob() override;

    // Starts the census of `table`; a run in progress is cancelled first.
    void start(const QString &account, const QString &table);
    // Stops the run in progress (its worker stops at its next entity); emits cancelled().
    void cancel();
    bool isRunning() const { return m_running; }
    QString account() const { return m_account; }
    QString table() const { return m_table; }
    CensusOptions &options() { return m_options; }

Q_SIGNALS:
    void started(const QString &account, const QString &table);
    // `total` is -1 when unknown (an endpoint without statistics).
    void progress(qint64 read, qint64 total);
    void finished(const rowan::Census &census);
    void failed(const QString &message);
    void cancelled();

private:
    ServiceSession *m_session;
    CensusOptions m_options;
    CancelFlag m_cancel;
    QString m_account;
    QString m_table;
    quint64 m_generation = 0;
    bool m_running = false;
};

} // namespace rowan
