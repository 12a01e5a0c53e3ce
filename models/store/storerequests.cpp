#include "models/store/storerequests.h"

#include "models/session/servicesession.h"

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

} // namespace rowan
