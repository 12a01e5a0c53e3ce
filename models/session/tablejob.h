// What every job that reads one table on the session's workers shares: one run at a time; start() again, or
// cancel(), drops the run before, whose result then never arrives; the result comes back on the GUI thread
// as a signal, so the GUI thread neither waits nor polls. A job derives from it, calls begin() to start a run
// and delivers the result only when end() says the run is still the current one. GUI thread only.
#pragma once

#include <rowan/tableservice.h>

#include <QObject>
#include <QString>

namespace rowan {

class ServiceSession;

class TableJob : public QObject
{
    Q_OBJECT
public:
    explicit TableJob(ServiceSession *session, QObject *parent = nullptr);
    ~TableJob() override;

    // Stops the run in progress (its worker stops at its next check); emits cancelled().
    void cancel();
    bool isRunning() const { return m_running; }
    QString account() const { return m_account; }
    QString table() const { return m_table; }

Q_SIGNALS:
    void started(const QString &account, const QString &table);
    void failed(const QString &message);
    void cancelled();

protected:
    // Starts a run of `table`, cancelling the one before. Returns its generation, or 0 (after failed()) when
    // the session has no store or endpoint open.
    quint64 begin(const QString &account, const QString &table);
    // Whether run `generation` is still the current one; if so it is over from here on.
    bool end(quint64 generation);
    bool isCurrent(quint64 generation) const { return m_running && generation == m_generation; }
    ServiceSession *session() const { return m_session; }
    // The current run's cancel flag, set by cancel() and by the next begin().
    const CancelFlag &cancelFlag() const { return m_cancel; }

private:
    ServiceSession *m_session;
    CancelFlag m_cancel;
    QString m_account;
    QString m_table;
    quint64 m_generation = 0;
    bool m_running = false;
};

} // namespace rowan
