// The explorer's handle on the open table service (an embedded store or a remote endpoint) and the worker
// threads that call it. This is the asynchronous face of rowan/tableservice.h: models and widgets hand work
// to run(), whose QFuture they continue on the GUI thread, so the GUI thread never waits on a file or the
// network. GUI thread only (the service calls themselves run on the pool).
#pragma once

#include <rowan/remotetableservice.h>
#include <rowan/store.h>
#include <rowan/tableservice.h>

#include <QElapsedTimer>
#include <QFuture>
#include <QMetaType>
#include <QObject>
#include <QSet>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>

namespace rowan {

// The commits a service announced and the writes the explorer noted since the previous
// ServiceSession::changed(), merged.
struct ServiceChanges
{
    // "account/table" (the table lower-cased: names compare ignoring case) of every table whose entities
    // changed, committed or noted.
    QSet<QString> entityTables;
    // The tables the explorer's own models and jobs wrote (ServiceSession::noteWrite()): what shows them
    // reloads. A commit the service announced for the same write is counted once, in commits.
    QSet<QString> writtenTables;
    // Tables or accounts were created or deleted, or keys regenerated: the catalog (the tree) changed.
    bool catalog = false;
    // Stored access policies or service properties changed.
    bool settings = false;
    // Commits merged here, and the entity operations they carried.
    qint64 commits = 0;
    qint64 operations = 0;
    // Commits made by someone else than work run() ran for this session (another handle, the endpoint
    // the explorer serves, an import thread): these are the ones the views have not seen.
    qint64 externalCommits = 0;
    bool touches(const QString &account, const QString &table) const
    {
        return entityTables.contains(key(account, table));
    }
    bool wrote(const QString &account, const QString &table) const
    {
        return writtenTables.contains(key(account, table));
    }
    // Whether what shows the table is out of date: the explorer wrote it, or someone else committed to it.
    // The session's own commits alone are not: the job making them notes its write when it ends.
    bool stale(const QString &account, const QString &table) const
    {
        return wrote(account, table) || (externalCommits > 0 && touches(account, table));
    }
    static QString key(const QString &account, const QString &table)
    {
        return account + QLatin1Char('/') + table.toLower();
    }
};

class ServiceSession : public QObject
{
    Q_OBJECT
public:
    explicit ServiceSession(QObject *parent = nullptr);
    ~ServiceSession() override;

    // Opens (or creates) an embedded store on a worker thread. The future never blocks the caller.
    QFuture<Result<std::shared_ptr<Store>>> openAsync(const QString &path, const StoreOptions &options);
    // Makes a remote table service for `endpoint` and tests it (RemoteTableService::testConnection()) on a
    // worker thread: the service when the endpoint answers and accepts the credentials, else the failure.
    QFuture<Result<std::shared_ptr<TableService>>> connectAsync(const RemoteEndpoint &endpoint);

    // The service now shown, or null. Replacing it emits serviceChanged(); the old one closes when the last
    // piece of work holding it ends.
    std::shared_ptr<TableService> service() const { return m_service; }
    void setService(std::shared_ptr<TableService> service);
    // Shows an embedded store (null: none) through LocalTableService.
    void setStore(std::shared_ptr<Store> store);
    bool isOpen() const { return m_service != nullptr; }
    // The embedded store behind the service, or null for a remote endpoint: for what only a local file
    // offers (checking, backing up or serving it).
    std::shared_ptr<Store> localStore() const;
    // The service's description as it was when set (capabilities do not change while it is shown); the
    // encryption flag is refreshed by refreshDescription() after a rekey.
    const ServiceDescription &description() const { return m_description; }
    bool has(ServiceCapability capability) const
    {
        return m_service && m_description.capabilities.testFlag(capability);
    }
    void refreshDescription();
    // How careful to be with the service shown (rowan/safety.h): its label for every place that names it,
    // and whether the explorer may write at all.
    const SafetyProfile &safety() const { return m_description.safety; }
    bool writable() const { return m_service && m_description.safety.level != SafetyLevel::ReadOnly; }
    // Changes the service's safety profile on a worker (a store writes it into its file), then refreshes
    // the description and emits safetyChanged() on the GUI thread.
    QFuture<Status> changeSafety(const SafetyProfile &profile);

    // Runs fn(TableService&) on the worker pool, keeping the service alive until it returns. Commits it
    // makes are announced by changed() as this session's own (not counted in externalCommits).
    template<typename Fn>
    auto run(Fn fn) -> QFuture<std::invoke_result_t<Fn, TableService &>>
    {
        return runOn(m_service, std::move(fn));
    }
    // The same on `service` rather than the one shown (the other side of a comparison), keeping it alive
    // until fn returns; `service` must not be null.
    template<typename Fn>
    auto runOn(std::shared_ptr<TableService> service, Fn fn)
        -> QFuture<std::invoke_result_t<Fn, TableService &>>
    {
        return QtConcurrent::run(&m_pool,
            [service = std::move(service), fn = std::move(fn), self = this, nice = m_workerNice]() mutable {
                applyWorkerNice(nice);
                const OwnWork own(self);
                return fn(*service);
            });
    }

    // changed() is emitted at most once per this interval, however fast the commits come.
    static constexpr int ChangeIntervalMs = 250;
    static constexpr int RetryLockedMs = 5;
    // How long the session's own commits wait for the job's noteWrite() to join them.
    static constexpr int OwnWorkGraceMs = 50;
    // Whether the service's commits are announced (ServiceCapability::ChangeNotifications).
    bool watchesChanges() const { return m_observerId != 0; }

    // A model or job of the explorer finished writing account/table through `writtenTo`: the views of that
    // table refresh from the changed() that follows, the one path for every write. Merged with the commits
    // pending (the same write's commit, on a service that announces its commits) and throttled with them;
    // announced as well for a service that announces nothing (a remote endpoint). Ignored when `writtenTo`
    // is no longer the service shown (the store was closed or another opened meanwhile).
    void noteWrite(
        const QString &account, const QString &table, const std::weak_ptr<TableService> &writtenTo);

    // The workers run at a lower scheduling priority than the thread that made the session (the GUI thread),
    // by this many nice steps (default DefaultWorkerNiceIncrement): when both want a core on a busy machine,
    // the GUI thread comes first (fewer long event-loop stalls during a scan). 0 runs them at the GUI
    // thread's priority. Takes effect for work started afterwards; going back up needs the privilege to
    // raise a thread's priority (else the workers stay where they are). On Linux a per-thread nice (QThread
    // priorities do nothing under SCHED_OTHER); elsewhere QThread::LowPriority for any increment above 0.
    static constexpr int DefaultWorkerNiceIncrement = 10;
    void setWorkerNiceIncrement(int increment);
    int workerNiceIncrement() const { return m_workerNice - m_baseNice; }

    QThreadPool *pool() { return &m_pool; }

Q_SIGNALS:
    void serviceChanged();
    // The shown service's safety profile changed (changeSafety(), refreshDescription()).
    void safetyChanged();
    // The service committed changes since the last emission (any writer of the store, this application
    // included), or the explorer noted writes (noteWrite()), merged; at most once per ChangeIntervalMs. For
    // a service without ChangeNotifications, only the noted writes.
    void changed(const rowan::ServiceChanges &changes);

private:
    // Sets the calling worker thread's nice value to `nice` unless it has it already.
    static void applyWorkerNice(int nice);
    // Marks the current worker thread as running this session's work while alive.
    class OwnWork
    {
    public:
        explicit OwnWork(const ServiceSession *session);
        ~OwnWork();

    private:
        const ServiceSession *m_previous;
    };
    struct ChangeQueue;
    void watch();
    void unwatch();
    void scheduleChanges();
    void flushChanges();

    std::shared_ptr<ChangeQueue> m_changes;
    // Tables noted by noteWrite() since the last changed() (GUI thread only: no lock to wait for).
    QSet<QString> m_written;
    quint64 m_observerId = 0;
    QTimer m_changeTimer;
    QElapsedTimer m_sinceChanges;
    QThreadPool m_pool;
    int m_baseNice = 0; // the creating thread's nice value
    int m_workerNice = 0;
    std::shared_ptr<TableService> m_service;
    ServiceDescription m_description;
};

} // namespace rowan

Q_DECLARE_METATYPE(rowan::ServiceChanges)
