#include "models/store/storerequests.h"

#include "models/session/servicesession.h"

#include <rowan/demo.h>

namespace rowan {

QFuture<Result<TableStats>> readTableStats(ServiceSession *session, const QString &account, const QString &table)
{
    return session->run([account, table](TableService &service) { return service.tableStats(account, table); });
}

QFuture<Result<bool>> changePassphrase(ServiceSession *session, const QString &passphrase)
{
    return session->run([passphrase](TableService &service) -> Result<bool> {
        if (auto status = service.rekey(passphrase); !status)
            return std::unexpected(status.error());
        return service.description().encrypted;
    });
}

QFuture<Result<std::shared_ptr<Store>>> createDemoStore(
    ServiceSession *session, const QString &path, const StoreOptions &options)
{
    return QtConcurrent::run(session->pool(), [path, options]() -> Result<std::shared_ptr<Store>> {
        StoreOptions create = options;
        create.createIfMissing = true;
        auto store = Store::open(path, create);
        if (!store)
            return std::unexpected(store.error());
        if (auto demo = populateDemoStore(**store); !demo)
            return std::unexpected(demo.error());
        return std::shared_ptr<Store>(std::move(*store));
    });
}

} // namespace rowan
