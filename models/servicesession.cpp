#include "servicesession.h"

#include <rowan/localtableservice.h>

namespace rowan {

ServiceSession::ServiceSession(QObject *parent)
    : QObject(parent)
{
    // Reads run in parallel in the engine; a few threads keep a long scan from starving a point read.
    m_pool.setMaxThreadCount(4);
}

ServiceSession::~ServiceSession()
{
    m_pool.clear();
    m_pool.waitForDone();
}

QFuture<Result<std::shared_ptr<Store>>> ServiceSession::openAsync(
    const QString &path, const StoreOptions &options)
{
    return QtConcurrent::run(&m_pool, [path, options]() -> Result<std::shared_ptr<Store>> {
        auto store = Store::open(path, options);
        if (!store)
            return std::unexpected(store.error());
        return std::shared_ptr<Store>(std::move(*store));
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
