#pragma once
// The steps of Store::open() and Store::rekey() that look at files rather than at an open store.

#include "storage/storeprivate.h"

#include <QString>

namespace rowan::wal {
struct Scan;
}

namespace rowan::storeopen {

// A name beside `path` for a scratch file of the kind `what`, unique to this call.
QString siblingPath(const QString &path, const char *what);
// Removes a database file and its -wal, -shm and -journal.
void removeDatabaseFiles(const QString &path);
Status createStoreFile(const QString &path, const StoreOptions &options);
Status precheck(const QString &path, const QString &passphrase, bool *plain, qint64 *size);
Result<std::unique_ptr<sql::Connection>> verifyWithoutWriting(
    Store::Private *d, const Sidecars &sidecars, bool plain, qint64 size, int *version);
Result<QString> keepDamagedLog(const QString &path, const wal::Scan &log);
QString describeDamagedLogUnchanged(const QString &path, const wal::Scan &log);

} // namespace rowan::storeopen
