// The store-wide calls the store's dialogs and actions make, run on the session's workers.
#pragma once

#include <rowan/stats.h>
#include <rowan/status.h>

#include <QFuture>

namespace rowan {

class ServiceSession;

// A table's statistics as they are now (the tree's figures may be older than the last writes).
QFuture<Result<TableStats>> readTableStats(ServiceSession *session, const QString &account, const QString &table);
// Re-encrypts the store under `passphrase` (empty: decrypts it); the result says whether it is encrypted now.
QFuture<Result<bool>> changePassphrase(ServiceSession *session, const QString &passphrase);

} // namespace rowan
