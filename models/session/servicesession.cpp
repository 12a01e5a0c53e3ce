#include "models/session/servicesession.h"

#include <rowan/localtableservice.h>

#include <QThread>

#include <algorithm>
#include <mutex>
#include <optional>

#if defined(Q_OS_LINUX)
#include <cerrno>
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace rowan {

namespace {
// The session whose run() work the current thread executes (null: none), to tell its own commits apart.
thread_local const ServiceSession *t_ownWork = nullptr;

int currentThreadNice()
{
#if defined(Q_OS_LINUX)
    errno = 0;
    const int nice = getpriority(PRIO_PROCESS, 0);
    return errno == 0 ? nice : 0;
#else
    return 0;
#endif
}

} // namespace

ServiceSession::OwnWork::OwnWork(const ServiceSession *session)
    : m_previous(std::exchange(t_ownWork, session))
{ }

ServiceSession::OwnWork::~OwnWork()
{
    t_ownWork = m_previous;
}

// Filled by the observer on writing threads, emptied on the GUI thread.
struct ServiceSession::ChangeQueue
{
    std::mutex mutex;
    ServiceChanges pending; // guarded by mutex
    bool posted = false; // guarded by mutex: a scheduleChanges() is on its way or the timer runs
};

ServiceSession::ServiceSession(QObject *parent)
    : QObject(parent)
{
    // Reads run in parallel in the engine; a few threads keep a long scan from starving a point read.
    m_pool.setMaxThreadCount(4);
    qRegisterMetaType<ServiceChanges>();
    m_changeTimer.setSingleShot(true);
    m_changeTimer.setTimerType(Qt::PreciseTimer); // a coarse timer may fire early, closer than the interval
    connect(&m_changeTimer, &QTimer::timeout, this, &ServiceSession::flushChanges);
    m_baseNice = currentThreadNice();
    setWorkerNiceIncrement(DefaultWorkerNiceIncrement);
}

void ServiceSession::setWorkerNiceIncrement(int increment)
{
    m_workerNice = std::clamp(m_baseNice + std::max(0, increment), -20, 19);
}

void ServiceSession::applyWorkerNice(int nice)
{
    // Pool threads are reused: each remembers what it was set to, so a task costs a system call only
    // when the wanted priority changed. A failure (no privilege to raise it again) is not retried.
    thread_local std::optional<int> applied;
    if (applied == nice)
        return;
    applied = nice;
#if defined(Q_OS_LINUX)
    // On Linux PRIO_PROCESS with a thread id sets that thread alone.
    setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), nice);
#else
    QThread::currentThread()->setPriority(nice > 0 ? QThread::LowPriority : QThread::InheritPriority);
#endif
}

ServiceSession::~ServiceSession()
{
    unwatch();
    m_pool.clear();
    m_pool.waitForDone();
}

QFuture<Result<std::shared_ptr<Store>>> ServiceSession::openAsync(
    const QString &path, const StoreOptions &options)
{
    return QtConcurrent::run(
        &m_pool, [path, options, nice = m_workerNice]() -> Result<std::shared_ptr<Store>> {
            applyWorkerNice(nice);
            auto store = Store::open(path, options);
            if (!store)
                return std::unexpected(store.error());
            return std::shared_ptr<Store>(std::move(*store));
        });
}

QFuture<Result<std::shared_ptr<TableService>>> ServiceSession::connectAsync(const RemoteEndpoint &endpoint)
{
    return QtConcurrent::run(
        &m_pool, [endpoint, nice = m_workerNice]() -> Result<std::shared_ptr<TableService>> {
            applyWorkerNice(nice);
            auto service = std::make_shared<RemoteTableService>(endpoint);
            if (auto ok = service->testConnection(); !ok)
                return std::unexpected(ok.error());
            return std::shared_ptr<TableService>(std::move(service));
        });
}

void ServiceSession::setService(std::shared_ptr<TableService> service)
{
    unwatch();
    m_service = std::move(service);
    m_description = m_service ? m_service->description() : ServiceDescription {};
    watch();
    Q_EMIT serviceChanged();
}

void ServiceSession::watch()
{
    if (!has(ServiceCapability::ChangeNotifications))
        return;
    m_changes = std::make_shared<ChangeQueue>();
    // Runs on the writing thread with the store's writer held: merge and, once per flush, post.
    auto observer = [queue = m_changes, self = this](const StoreChange &change) {
        std::lock_guard lock(queue->mutex);
        ServiceChanges &p = queue->pending;
        ++p.commits;
        p.operations += change.operations;
        if (t_ownWork != self)
            ++p.externalCommits;
        switch (change.kind) {
        case StoreChangeKind::Entities:
            p.entityTables.insert(ServiceChanges::key(change.account, change.table));
            break;
        case StoreChangeKind::TableCreated:
        case StoreChangeKind::TableDeleted:
            p.entityTables.insert(ServiceChanges::key(change.account, change.table));
            p.catalog = true;
            break;
        case StoreChangeKind::AccountCreated:
        case StoreChangeKind::AccountDeleted:
        case StoreChangeKind::AccountKeys:
            p.catalog = true;
            break;
        case StoreChangeKind::TableAccessPolicies:
        case StoreChangeKind::ServiceProperties:
            p.settings = true;
            break;
        }
        if (!std::exchange(queue->posted, true))
            QMetaObject::invokeMethod(self, &ServiceSession::scheduleChanges, Qt::QueuedConnection);
    };
    auto id = m_service->addChangeObserver(std::move(observer));
    m_observerId = id ? *id : 0;
}

void ServiceSession::unwatch()
{
    if (m_observerId && m_service)
        m_service->removeChangeObserver(m_observerId); // returns once no call is running
    m_observerId = 0;
    m_changes.reset();
    m_written.clear();
    m_changeTimer.stop();
}

void ServiceSession::scheduleChanges()
{
    if ((!m_changes && m_written.isEmpty()) || m_changeTimer.isActive())
        return;
    const qint64 since = m_sinceChanges.isValid() ? m_sinceChanges.elapsed() : ChangeIntervalMs;
    int delay = int(std::clamp<qint64>(ChangeIntervalMs - since, 0, ChangeIntervalMs));
    // The session's own commits wait a moment for the noteWrite() of the job that made them, which follows
    // with the work's result: the commit and the note then make one announcement, not two.
    if (m_changes && m_written.isEmpty()) {
        std::unique_lock lock(m_changes->mutex, std::try_to_lock);
        if (lock.owns_lock() && m_changes->pending.commits > 0 && m_changes->pending.externalCommits == 0)
            delay = std::max(delay, OwnWorkGraceMs);
    }
    m_changeTimer.start(delay);
}

void ServiceSession::flushChanges()
{
    ServiceChanges changes;
    if (m_changes) {
        // A writer holding the lock may be a preempted low-priority thread; rather than wait for it to get a
        // core, the GUI thread tries again shortly.
        std::unique_lock lock(m_changes->mutex, std::try_to_lock);
        if (!lock.owns_lock()) {
            m_changeTimer.start(RetryLockedMs);
            return;
        }
        changes = std::exchange(m_changes->pending, ServiceChanges {});
        m_changes->posted = false;
    }
    // Noted writes join the commits: a write the service announced as well makes one announcement.
    for (const QString &key : std::as_const(m_written)) {
        changes.writtenTables.insert(key);
        changes.entityTables.insert(key);
    }
    m_written.clear();
    if (changes.commits == 0 && changes.writtenTables.isEmpty())
        return;
    m_sinceChanges.restart();
    Q_EMIT changed(changes);
}

void ServiceSession::noteWrite(
    const QString &account, const QString &table, const std::weak_ptr<TableService> &writtenTo)
{
    if (!m_service || writtenTo.lock() != m_service)
        return;
    m_written.insert(ServiceChanges::key(account, table));
    scheduleChanges();
}

void ServiceSession::setStore(std::shared_ptr<Store> store)
{
    setService(store ? std::make_shared<LocalTableService>(std::move(store)) : nullptr);
}

std::shared_ptr<Store> ServiceSession::localStore() const
{
    const auto *local = dynamic_cast<const LocalTableService *>(m_service.get());
    return local ? local->store() : nullptr;
}

void ServiceSession::refreshDescription()
{
    if (!m_service)
        return;
    const SafetyProfile before = m_description.safety;
    m_description = m_service->description();
    if (m_description.safety != before)
        Q_EMIT safetyChanged();
}

QFuture<Status> ServiceSession::changeSafety(const SafetyProfile &profile)
{
    if (!m_service)
        return QtFuture::makeReadyValueFuture(
            Status(std::unexpected(Error {ErrorCode::InvalidInput, tr("No store or connection is open.")})));
    const std::weak_ptr<TableService> target = m_service;
    return run([profile](TableService &service) {
        return service.setSafetyProfile(profile);
    }).then(this, [this, target](const Status &status) {
        // Another store may have been opened meanwhile: its description is not this one's.
        if (status && target.lock() == m_service)
            refreshDescription();
        return status;
    });
}

} // namespace rowan
