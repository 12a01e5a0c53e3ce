// The store's schema and its migrations. Each migration moves the schema one version up; a store is migrated
// in one transaction when it is opened, after it has been verified.
#include "storage/storeprivate.h"

namespace rowan::schema {

namespace {

// Version 1. Entities are clustered by (table_id, pk, rk) with keys as UTF-16BE BLOBs, so SQLite's memcmp
// order is the service's code-unit order and every key range is an index range. Table ids are never reused
// (AUTOINCREMENT), so a connection's cached id of a deleted table can only find nothing. `size` caches
// Entity::storageSize() so statistics can be corrected on update and delete without decoding the record.
constexpr const char *schemaV1 = R"(
CREATE TABLE meta(
    key TEXT PRIMARY KEY,
    value ANY NOT NULL
) WITHOUT ROWID;
CREATE TABLE accounts(
    account_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    key1 TEXT NOT NULL,
    key2 TEXT NOT NULL,
    created INTEGER NOT NULL
);
CREATE TABLE tables(
    table_id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id INTEGER NOT NULL REFERENCES accounts(account_id),
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    created INTEGER NOT NULL,
    entity_count INTEGER NOT NULL DEFAULT 0,
    bytes INTEGER NOT NULL DEFAULT 0,
    partition_count INTEGER NOT NULL DEFAULT 0,
    UNIQUE(account_id, name_key)
);
CREATE TABLE entities(
    table_id INTEGER NOT NULL,
    pk BLOB NOT NULL,
    rk BLOB NOT NULL,
    ts INTEGER NOT NULL,
    size INTEGER NOT NULL,
    record BLOB NOT NULL,
    PRIMARY KEY(table_id, pk, rk)
) WITHOUT ROWID;
CREATE TABLE partitions(
    table_id INTEGER NOT NULL,
    pk BLOB NOT NULL,
    entity_count INTEGER NOT NULL,
    bytes INTEGER NOT NULL,
    PRIMARY KEY(table_id, pk)
) WITHOUT ROWID;
)";

// Version 2: the change journal. An action is one user action; `ended` is NULL while it runs, and stays
// NULL for one a crash interrupted. Its records are written one chunk per transaction (a batch, a single
// write): `data` holds the chunk's records back to back (storage/journal.cpp, JournalChunk), each with the
// entity's keys, its stored bytes as they were and the Timestamp the write stamped, so a bulk write adds
// one row per hundred entities rather than one per entity. Chunks read in chunk_id order are the action's
// writes in order; the table is the action's.
constexpr const char *schemaV2 = R"(
CREATE TABLE journal_actions(
    action_id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    label TEXT NOT NULL,
    account TEXT NOT NULL,
    table_name TEXT NOT NULL,
    table_key TEXT NOT NULL,
    origin TEXT NOT NULL,
    undoes INTEGER NOT NULL DEFAULT 0,
    started INTEGER NOT NULL,
    ended INTEGER,
    entity_count INTEGER NOT NULL DEFAULT 0,
    bytes INTEGER NOT NULL DEFAULT 0,
    undone_by INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE journal_chunks(
    chunk_id INTEGER PRIMARY KEY,
    action_id INTEGER NOT NULL,
    entity_count INTEGER NOT NULL,
    data BLOB NOT NULL
);
CREATE INDEX journal_chunks_by_action ON journal_chunks(action_id, chunk_id);
)";

struct Migration
{
    int toVersion;
    const char *sql;
};

// Append-only: never edit a released step, add the next one.
constexpr Migration migrations[] = {
    {1, schemaV1},
    {JournalVersion, schemaV2},
};

Status setVersion(sql::Connection *c, int version)
{
    auto stmt = c->statement("INSERT OR REPLACE INTO meta(key, value) VALUES('schema_version', ?1)");
    if (!stmt)
        return std::unexpected(stmt.error());
    stmt->bind(1, version);
    return stmt->run();
}

Status runMigrations(sql::Connection *c, int fromVersion)
{
    for (const Migration &m : migrations) {
        if (m.toVersion <= fromVersion)
            continue;
        if (auto ok = c->exec(m.sql); !ok)
            return ok;
    }
    return setVersion(c, Store::SchemaVersion);
}

} // namespace

Status create(sql::Connection *c)
{
    sql::Transaction txn(c);
    if (auto ok = txn.begin(); !ok)
        return ok;
    if (auto ok = c->exec("PRAGMA application_id = 1383028558"); !ok) // ApplicationId
        return ok;
    if (auto ok = runMigrations(c, 0); !ok)
        return ok;
    {
        auto created = c->statement("INSERT INTO meta(key, value) VALUES('created', ?1)");
        if (!created)
            return std::unexpected(created.error());
        created->bind(1, DateTime::now().ticks());
        if (auto ok = created->run(); !ok)
            return ok;
    }
    const QString devKey = QString::fromLatin1(DevelopmentAccountKey);
    if (auto ok
        = insertAccount(c, QString::fromLatin1(DevelopmentAccountName), devKey, devKey, DateTime::now());
        !ok)
        return ok;
    return txn.commit();
}

Result<int> version(sql::Connection *c)
{
    auto appId = c->queryInt64("PRAGMA application_id");
    if (!appId)
        return std::unexpected(appId.error());
    auto hasMeta = c->queryInt64("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'meta'");
    if (!hasMeta)
        return std::unexpected(hasMeta.error());
    if (*appId != ApplicationId || *hasMeta == 0)
        return fail(ErrorCode::StoreNotAStore,
            QStringLiteral("The file is an SQLite database but not a Rowan store."));
    auto value = c->queryInt64("SELECT value FROM meta WHERE key = 'schema_version'");
    if (!value)
        return std::unexpected(value.error());
    if (*value <= 0)
        return fail(ErrorCode::StoreCorrupt, QStringLiteral("The store has no schema version."));
    return int(*value);
}

Status migrate(sql::Connection *c, int fromVersion)
{
    if (fromVersion >= Store::SchemaVersion)
        return {};
    sql::Transaction txn(c);
    if (auto ok = txn.begin(); !ok)
        return ok;
    if (auto ok = runMigrations(c, fromVersion); !ok)
        return ok;
    return txn.commit();
}

} // namespace rowan::schema
