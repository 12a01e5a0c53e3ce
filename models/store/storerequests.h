// The store-wide calls the store's dialogs and actions make, run on the session's workers.
#pragma once

#include <rowan/stats.h>
#include <rowan/status.h>
#include <rowan/storeoptions.h>

#include <QFuture>

#include <memory>

namespace rowan {

class ServiceSession;
class Store;

// A table's statistics as they are now (the tree's figures may be older than the last writes).
QFuture<Result<TableStats>> readTableStats(ServiceSession *session, const QString &account, const QString &table);
// Re-encrypts the store under `passphrase` (empty: decrypts it); the result says whether it is encrypted now.
QFuture<Result<bool>> changePassphrase(ServiceSession *session, const QString &passphrase);
// Creates the store at `path` with the demo tables (rowan/demo.h) on one of the session's workers; filling
// them takes a moment. The store is not shown: the caller hands it to the session.
QFuture<Result<std::shared_ptr<Store>>> createDemoStore(
    ServiceSession *session, const QString &path, const StoreOptions &options);

} // namespace rowan
