// Hooks for the storage tests and the benchmark only (not installed, not public): they reach into store files
// to simulate states the API cannot produce, and give the benchmark its raw SQLCipher baseline.
#pragma once

#include "rowan/status.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <memory>

namespace rowan::testing {

// Overwrites meta.schema_version of the (closed) store at `path`.
Status setSchemaVersion(const QString &path, const QString &passphrase, int version);

// Runs `sql` (one or more statements) on the (closed) store at `path`, e.g. to turn it back into a store
// of an older schema.
Status runSql(const QString &path, const QString &passphrase, const QByteArray &sql);

// Runs `sql` on the (closed) store at `path` and, while that connection is still open, copies the store
// and its -wal and -shm (those that exist) to `copyPath`, `copyPath`-wal and `copyPath`-shm: the copy is
// the store as a crash right after `sql` leaves it. The original is then closed normally.
Status copyMidWrite(
    const QString &path, const QString &passphrase, const QByteArray &sql, const QString &copyPath);

// Copies the open store's files (the store, -wal and -shm that exist) to `copyPath` and its siblings, as a
// crash at this moment would leave them; nothing is checkpointed or closed.
Status copyStoreFiles(const QString &path, const QString &copyPath);

// The page layouts of stores made by earlier versions.
enum class OlderLayout {
    Pages2K, // 2 KiB pages, HMAC-SHA256
    Sqlcipher4, // SQLCipher 4's defaults: 4 KiB pages, HMAC-SHA512
};

// Copies the closed encrypted store at `path` to `copyPath` in an older page layout.
Status copyWithOlderLayout(
    const QString &path, const QString &copyPath, const QString &passphrase, OlderLayout layout);

// One row as the store keeps it, for the benchmark's raw SQLCipher baseline.
struct RawRow
{
    QByteArray partitionKey; // encoded keys
    QByteArray rowKey;
    qint64 timestamp = 0;
    qint64 size = 0;
    QByteArray record;
};

// A bare `WITHOUT ROWID` table shaped like the store's entity table, in its own file, with the same cipher
// settings and pragmas as a store (WAL, synchronous=NORMAL, the given page cache): the baseline the
// benchmark compares the store's inserts against.
class RawTable
{
public:
    static Result<std::unique_ptr<RawTable>> create(
        const QString &path, const QString &passphrase, int cacheSizeKiB);
    ~RawTable();
    // Inserts the rows in one transaction.
    Status insert(const QList<RawRow> &rows);

private:
    RawTable();
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace rowan::testing
