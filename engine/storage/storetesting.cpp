#include "storage/storetesting.h"

#include "storage/sqlite.h"

#include <QFile>

namespace rowan::testing {

Status setSchemaVersion(const QString &path, const QString &passphrase, int version)
{
    auto c = sql::Connection::open(path, sql::Connection::Mode::ReadWrite, passphrase);
    if (!c)
        return std::unexpected(c.error());
    auto stmt = (*c)->statement("UPDATE meta SET value = ?1 WHERE key = 'schema_version'");
    if (!stmt)
        return std::unexpected(stmt.error());
    stmt->bind(1, version);
    return stmt->run();
}

Status runSql(const QString &path, const QString &passphrase, const QByteArray &sql)
{
    auto c = sql::Connection::open(path, sql::Connection::Mode::ReadWrite, passphrase);
    if (!c)
        return std::unexpected(c.error());
    return (*c)->exec(sql.constData());
}

Status copyStoreFiles(const QString &path, const QString &copyPath)
{
    for (const char *suffix : {"", "-wal", "-shm"}) {
        const QString from = path + QLatin1StringView(suffix);
        const QString to = copyPath + QLatin1StringView(suffix);
        QFile::remove(to);
        if (QFile::exists(from) && !QFile::copy(from, to))
            return fail(ErrorCode::StoreIoError, QStringLiteral("Cannot copy %1 to %2.").arg(from, to));
    }
    return {};
}

Status copyMidWrite(
    const QString &path, const QString &passphrase, const QByteArray &sql, const QString &copyPath)
{
    auto c = sql::Connection::open(path, sql::Connection::Mode::ReadWrite, passphrase);
    if (!c)
        return std::unexpected(c.error());
    if (auto ok = (*c)->exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;"); !ok)
        return ok;
    if (auto ok = (*c)->exec(sql.constData()); !ok)
        return ok;
    return copyStoreFiles(path, copyPath);
}

Status copyWithOlderLayout(
    const QString &path, const QString &copyPath, const QString &passphrase, OlderLayout layout)
{
    auto c = sql::Connection::open(path, sql::Connection::Mode::ReadWrite, passphrase);
    if (!c)
        return std::unexpected(c.error());
    return (*c)->exportTo(copyPath, passphrase,
        layout == OlderLayout::Pages2K ? sql::CipherLayout::Pages2K : sql::CipherLayout::Sqlcipher4);
}

} // namespace rowan::testing

namespace rowan::testing {

struct RawTable::Private
{
    std::unique_ptr<sql::Connection> connection;
};

RawTable::RawTable()
    : d(std::make_unique<Private>())
{ }

RawTable::~RawTable() = default;

Result<std::unique_ptr<RawTable>> RawTable::create(
    const QString &path, const QString &passphrase, int cacheSizeKiB)
{
    auto c = sql::Connection::open(path, sql::Connection::Mode::ReadWriteCreate, passphrase);
    if (!c)
        return std::unexpected(c.error());
    const QByteArray setup = "PRAGMA cache_size = -" + QByteArray::number(cacheSizeKiB)
        + "; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA temp_store = MEMORY;"
          "CREATE TABLE IF NOT EXISTS raw(table_id INTEGER NOT NULL, pk BLOB NOT NULL, rk BLOB NOT NULL, "
          "ts INTEGER NOT NULL, size INTEGER NOT NULL, record BLOB NOT NULL, PRIMARY KEY(table_id, pk, rk)) "
          "WITHOUT ROWID;";
    if (auto ok = (*c)->exec(setup.constData()); !ok)
        return std::unexpected(ok.error());
    std::unique_ptr<RawTable> table(new RawTable);
    table->d->connection = std::move(*c);
    return table;
}

Status RawTable::insert(const QList<RawRow> &rows)
{
    sql::Connection *c = d->connection.get();
    sql::Transaction txn(c);
    if (auto ok = txn.begin(); !ok)
        return ok;
    auto stmt
        = c->statement("INSERT INTO raw(table_id, pk, rk, ts, size, record) VALUES(1, ?1, ?2, ?3, ?4, ?5)");
    if (!stmt)
        return std::unexpected(stmt.error());
    for (const RawRow &row : rows) {
        stmt->bindBlob(1, row.partitionKey);
        stmt->bindBlob(2, row.rowKey);
        stmt->bind(3, row.timestamp);
        stmt->bind(4, row.size);
        stmt->bindBlob(5, row.record);
        if (auto ok = stmt->run(); !ok)
            return ok;
        stmt->reset(); // for the next row's bindings
    }
    return txn.commit();
}

} // namespace rowan::testing
