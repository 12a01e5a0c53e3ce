#include "storesession.h"

namespace rowan {

StoreSession::StoreSession(QObject *parent)
    : QObject(parent)
{
    // Reads run in parallel in the engine; a few threads keep a long scan from starving a point read.
    m_pool.setMaxThreadCount(4);
}

StoreSession::~StoreSession()
{
    m_pool.clear();
    m_pool.waitForDone();
}

QFuture<Result<std::shared_ptr<Store>>> StoreSession::openAsync(
    const QString &path, const StoreOptions &options)
{
    return QtConcurrent::run(&m_pool, [path, options]() -> Result<std::shared_ptr<Store>> {
        auto store = Store::open(path, options);
        if (!store)
            return std::unexpected(store.error());
        return std::shared_ptr<Store>(std::move(*store));
    });
}

void StoreSession::setStore(std::shared_ptr<Store> store)
{
    m_store = std::move(store);
    Q_EMIT storeChanged();
}

} // namespace rowan
