// The reads and writes the access dialogs need, run on the session's workers: accounts and their keys,
// stored access policies, and the keys a token can read. The dialogs continue the futures on the GUI thread.
#pragma once

#include <rowan/account.h>
#include <rowan/protocol/accesspolicy.h>
#include <rowan/query.h>
#include <rowan/status.h>

#include <QFuture>
#include <QStringList>

namespace rowan {

class ServiceSession;

QFuture<Result<QList<Account>>> readAccounts(ServiceSession *session);
// One account by name (ResourceNotFound, naming it, when there is none).
QFuture<Result<Account>> readAccount(ServiceSession *session, const QString &name);
QFuture<Result<Account>> createAccount(ServiceSession *session, const QString &name);
QFuture<Status> deleteAccount(ServiceSession *session, const QString &name);
QFuture<Result<QList<SignedIdentifier>>> readAccessPolicies(
    ServiceSession *session, const QString &account, const QString &table);

// What the SAS dialog starts from: the accounts with their keys, and the table's stored policies when asked.
struct SasInputs
{
    Result<QList<Account>> accounts;
    Result<QList<SignedIdentifier>> policies;
};
QFuture<SasInputs> readSasInputs(
    ServiceSession *session, const QString &account, const QString &table, bool withPolicies);

// The first page of keys `request` reads: PartitionKey, RowKey pairs flattened, and whether there are more.
struct KeyPage
{
    Status status;
    QStringList keys;
    bool more = false;
};
QFuture<KeyPage> readKeyPage(
    ServiceSession *session, const QString &account, const QString &table, const QueryRequest &request);

} // namespace rowan
