#include "models/keys/keyplacement.h"

#include "models/session/servicesession.h"

namespace rowan {

QFuture<Result<KeyPosition>> placeKey(ServiceSession *session, const QString &account, const QString &table,
    const QString &partitionKey, const QString &rowKey, int neighbours)
{
    return session->run([account, table, partitionKey, rowKey, neighbours](TableService &service) {
        return locateKey(service, account, table, partitionKey, rowKey, neighbours);
    });
}

} // namespace rowan
