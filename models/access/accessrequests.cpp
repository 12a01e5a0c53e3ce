#include "models/access/accessrequests.h"

#include "models/session/servicesession.h"

namespace rowan {

QFuture<Result<QList<Account>>> readAccounts(ServiceSession *session)
{
    return session->run([](TableService &service) { return service.accounts(); });
}

QFuture<Result<Account>> readAccount(ServiceSession *session, const QString &name)
{
    return session->run([name](TableService &service) -> Result<Account> {
        auto accounts = service.accounts();
        if (!accounts)
            return std::unexpected(accounts.error());
        for (const Account &a : std::as_const(*accounts)) {
            if (a.name == name)
                return a;
        }
        return fail(ErrorCode::ResourceNotFound, QStringLiteral("The account %1 does not exist.").arg(name));
    });
}

QFuture<Result<Account>> createAccount(ServiceSession *session, const QString &name)
{
    return session->run([name](TableService &service) { return service.createAccount(name); });
}

QFuture<Status> deleteAccount(ServiceSession *session, const QString &name)
{
    return session->run([name](TableService &service) { return service.deleteAccount(name); });
}

QFuture<Result<QList<SignedIdentifier>>> readAccessPolicies(
    ServiceSession *session, const QString &account, const QString &table)
{
    return session->run(
        [account, table](TableService &service) { return service.tableAccessPolicies(account, table); });
}

QFuture<SasInputs> readSasInputs(
    ServiceSession *session, const QString &account, const QString &table, bool withPolicies)
{
    return session->run([account, table, withPolicies](TableService &service) {
        SasInputs out {service.accounts(), QList<SignedIdentifier>()};
        if (withPolicies)
            out.policies = service.tableAccessPolicies(account, table);
        return out;
    });
}

QFuture<KeyPage> readKeyPage(
    ServiceSession *session, const QString &account, const QString &table, const QueryRequest &request)
{
    return session->run([account, table, request](TableService &service) {
        KeyPage out;
        auto page = service.query(account, table, request);
        if (!page) {
            out.status = std::unexpected(page.error());
            return out;
        }
        for (qsizetype i = 0; i < page->entities.size(); ++i)
            out.keys << page->entities.partitionKey(i) << page->entities.rowKey(i);
        out.more = !page->continuation.isNull();
        return out;
    });
}

} // namespace rowan
