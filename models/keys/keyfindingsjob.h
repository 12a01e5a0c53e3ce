// Runs the key analysis of one table (inspectTableKeys() over the session's TableService) on the session's
// workers and hands the findings back on the GUI thread. Starting again, or cancel(), drops the run before:
// its result never arrives. The GUI thread neither waits nor polls: the result comes as a signal. GUI
// thread only.
#pragma once

#include <rowan/keyinsight.h>
#include <rowan/keysampler.h>
#include <rowan/tableservice.h>

#include <QElapsedTimer>
#include <QObject>

namespace rowan {

class ServiceSession;

class KeyFindingsJob : public QObject
{
    Q_OBJECT
public:
    explicit KeyFindingsJob(ServiceSession *session, QObject *parent = nullptr);
    ~KeyFindingsJob() override;

    // Starts analysing `table`; a run in progress is cancelled first.
    void start(const QString &account, const QString &table);
    // Stops the run in progress (its worker stops at its next check); emits cancelled().
    void cancel();
    bool isRunning() const { return m_running; }
    QString account() const { return m_account; }
    QString table() const { return m_table; }
    // Milliseconds the last finished run took, from start() to the findings on the GUI thread.
    qint64 lastDurationMs() const { return m_lastMs; }
    KeySampleOptions &options() { return m_options; }

Q_SIGNALS:
    void started(const QString &account, const QString &table);
    void finished(const rowan::KeyInsight &insight);
    void failed(const QString &message);
    void cancelled();

private:
    ServiceSession *m_session;
    KeySampleOptions m_options;
    CancelFlag m_cancel;
    QString m_account;
    QString m_table;
    QElapsedTimer m_clock;
    quint64 m_generation = 0;
    qint64 m_lastMs = -1;
    bool m_running = false;
};

} // namespace rowan
