#include "servicesession.h"

#include <rowan/localtableservice.h>

#include <QThread>

#include <algorithm>
#include <optional>

#if defined(Q_OS_LINUX)
#include <cerrno>
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace rowan {

namespace {

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

ServiceSession::ServiceSession(QObject *parent)
    : QObject(parent)
{
    // Reads run in parallel in the engine; a few threads keep a long scan from starving a point read.
    m_pool.setMaxThreadCount(4);
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
    m_service = std::move(service);
    m_description = m_service ? m_service->description() : ServiceDescription {};
    Q_EMIT serviceChanged();
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
    if (m_service)
        m_description = m_service->description();
}

} // namespace rowan
