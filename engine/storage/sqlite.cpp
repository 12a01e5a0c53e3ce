#include "storage/sqlite.h"

#include "search/indextext.h"

#include <QFile>
#include <QFileInfo>

#include <sqlite3.h>

namespace rowan::sql {

namespace {
// sqlite3_bind_blob() binds NULL for a null pointer, but an empty key must stay an empty BLOB.
const char emptyBytes[1] = {0};

ErrorCode codeFor(int rc)
{
    switch (rc & 0xff) {
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
    case SQLITE_FORMAT:
        return ErrorCode::StoreCorrupt;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return ErrorCode::StoreBusy;
    case SQLITE_IOERR:
    case SQLITE_FULL:
    case SQLITE_CANTOPEN:
    case SQLITE_READONLY:
    case SQLITE_PERM:
    case SQLITE_NOLFS:
        return ErrorCode::StoreIoError;
    case SQLITE_INTERRUPT:
        return ErrorCode::Cancelled;
    default:
        return ErrorCode::InternalError;
    }
}
} // namespace

int cipherPageSize(CipherLayout layout)
{
    switch (layout) {
    case CipherLayout::Pages2K:
        return 2048;
    case CipherLayout::Pages4K:
    case CipherLayout::Sqlcipher4:
        break;
    }
    return 4096;
}

QList<CipherLayout> candidateLayouts(qint64 fileSize)
{
    QList<CipherLayout> layouts;
    for (const CipherLayout layout : AllLayouts) {
        if (fileSize % cipherPageSize(layout) == 0)
            layouts.append(layout);
    }
    if (layouts.isEmpty())
        layouts.append(NewStoreLayout);
    return layouts;
}

QByteArray cipherPragmas(CipherLayout layout, const char *schema)
{
    const QByteArray db(schema);
    const char *hmac = layout == CipherLayout::Sqlcipher4 ? "HMAC_SHA512" : "HMAC_SHA256";
    return "PRAGMA " + db + ".cipher_page_size = " + QByteArray::number(cipherPageSize(layout)) + "; PRAGMA "
        + db + ".cipher_hmac_algorithm = " + hmac + ";";
}

bool isNotADatabase(int rc)
{
    return (rc & 0xff) == SQLITE_NOTADB;
}

bool isCorrupt(int rc)
{
    return (rc & 0xff) == SQLITE_CORRUPT;
}

void Statement::bind(int index, qint64 value)
{
    sqlite3_bind_int64(m_stmt, index, value);
}

void Statement::bindDouble(int index, double value)
{
    sqlite3_bind_double(m_stmt, index, value);
}

void Statement::bindBlob(int index, QByteArrayView bytes)
{
    const char *data = bytes.isEmpty() ? emptyBytes : bytes.data();
    sqlite3_bind_blob(m_stmt, index, data, int(bytes.size()), SQLITE_STATIC);
}

void Statement::bindText(int index, const QByteArray &utf8)
{
    const char *data = utf8.isEmpty() ? emptyBytes : utf8.constData();
    sqlite3_bind_text(m_stmt, index, data, int(utf8.size()), SQLITE_STATIC);
}

void Statement::bindNull(int index)
{
    sqlite3_bind_null(m_stmt, index);
}

Result<bool> Statement::step()
{
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    m_connection->setLastResultCode(rc);
    return std::unexpected(m_connection->error(rc, "step"));
}

Status Statement::run()
{
    auto row = step();
    if (!row)
        return std::unexpected(row.error());
    return {};
}

void Statement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

qint64 Statement::columnInt64(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

QByteArrayView Statement::columnBlob(int column) const
{
    const void *data = sqlite3_column_blob(m_stmt, column);
    const int size = sqlite3_column_bytes(m_stmt, column);
    return QByteArrayView(static_cast<const char *>(data), size);
}

QString Statement::columnText(int column) const
{
    const auto *data = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    const int size = sqlite3_column_bytes(m_stmt, column);
    return QString::fromUtf8(data, size);
}

bool Statement::columnIsNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

namespace {

QByteArrayView argumentBytes(sqlite3_value *value)
{
    return QByteArrayView(static_cast<const char *>(sqlite3_value_blob(value)), sqlite3_value_bytes(value));
}

// rowan_index_text(pk, rk, record): an entity's text index text (search/indextext.h) as UTF-8.
void indexTextFunction(sqlite3_context *context, int, sqlite3_value **arguments)
{
    const Result<QString> text
        = textIndexDocument(argumentBytes(arguments[0]), argumentBytes(arguments[1]), argumentBytes(arguments[2]));
    if (!text) {
        const QByteArray message = text.error().message.toUtf8();
        sqlite3_result_error(context, message.constData(), int(message.size()));
        sqlite3_result_error_code(context, SQLITE_CORRUPT);
        return;
    }
    const QByteArray utf8 = text->toUtf8();
    sqlite3_result_text(context, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
}

} // namespace

Result<std::unique_ptr<Connection>> Connection::open(
    const QString &path, Mode mode, const QString &passphrase, CipherLayout layout)
{
    // Before the first connection initialises SQLite: no global memory statistics (nothing reads them), so
    // an allocation or free inside a read takes no process-wide mutex. Fails harmlessly (SQLITE_MISUSE) if
    // something in the process initialised SQLite first.
    [[maybe_unused]] static const int memstatusOff = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
    sqlite3 *db = nullptr;
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_PRIVATECACHE;
    if (mode == Mode::ReadWriteCreate)
        flags |= SQLITE_OPEN_CREATE;
    const QByteArray file = QFile::encodeName(path);
    // unix-excl: the file is locked for this process only (another process cannot open the store while it
    // is in use, which rekey's file swap relies on), and the WAL index lives in process memory, so a read
    // transaction costs no fcntl() calls.
    const int rc = sqlite3_open_v2(file.constData(), &db, flags, "unix-excl");
    std::unique_ptr<Connection> connection(new Connection(db));
    if (rc != SQLITE_OK) {
        connection->setLastResultCode(rc);
        return std::unexpected(connection->error(rc, "open"));
    }
    sqlite3_extended_result_codes(db, 1);
    // The text indexes' triggers call it on whichever connection writes (storage/textindex.cpp).
    sqlite3_create_function_v2(db, "rowan_index_text", 3, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
        nullptr, &indexTextFunction, nullptr, nullptr, nullptr);
    // Failures reach the caller as Errors; SQLCipher's own logging would only repeat them on stderr. SQLCipher
    // 4.6 prints its errors whatever cipher_log_level says; a source filter that admits none silences them.
    sqlite3_exec(db, "PRAGMA cipher_log_level = NONE; PRAGMA cipher_log_source = NONE", nullptr, nullptr, nullptr);
    if (!passphrase.isEmpty()) {
        const QByteArray key = passphrase.toUtf8();
        const int keyRc = sqlite3_key_v2(db, "main", key.constData(), int(key.size()));
        if (keyRc != SQLITE_OK)
            return std::unexpected(connection->error(keyRc, "key"));
        if (auto ok = connection->exec(cipherPragmas(layout, "main").constData()); !ok)
            return std::unexpected(ok.error());
    }
    return connection;
}

Connection::~Connection()
{
    clearStatementCache();
    if (m_db)
        sqlite3_close_v2(m_db);
}

void Connection::clearStatementCache()
{
    // Only this cache's statements (the hot slots are among them): a virtual table (a text index's FTS5
    // table) keeps prepared statements of its own on the handle and finalizes them itself.
    for (const auto &[sql, stmt] : m_statements)
        sqlite3_finalize(stmt);
    m_hot.fill(nullptr);
    m_statements.clear();
    tableIds.clear();
    lastTable = {};
}

Status Connection::exec(const char *sql)
{
    const int rc = sqlite3_exec(m_db, sql, nullptr, nullptr, nullptr);
    if (rc != SQLITE_OK) {
        m_lastCode = rc;
        return std::unexpected(error(rc, sql));
    }
    return {};
}

Result<sqlite3_stmt *> Connection::prepare(std::string_view sql)
{
    if (auto it = m_statements.find(sql); it != m_statements.end())
        return it->second;
    sqlite3_stmt *stmt = nullptr;
    const std::string text(sql);
    const int rc
        = sqlite3_prepare_v3(m_db, text.c_str(), int(text.size()), SQLITE_PREPARE_PERSISTENT, &stmt, nullptr);
    if (rc != SQLITE_OK) {
        m_lastCode = rc;
        return std::unexpected(error(rc, text.c_str()));
    }
    m_statements.emplace(text, stmt);
    return stmt;
}

Result<Statement> Connection::statement(std::string_view sql)
{
    auto prepared = prepare(sql);
    if (!prepared)
        return std::unexpected(prepared.error());
    return Statement(this, *prepared);
}

namespace {
// The first column of the first row of `sql`, read by `column`; T() when there is no row.
template<typename T>
Result<T> firstColumn(Connection *c, const char *sql, T (Statement::*column)(int) const)
{
    auto stmt = c->statement(sql);
    if (!stmt)
        return std::unexpected(stmt.error());
    auto row = stmt->step();
    if (!row)
        return std::unexpected(row.error());
    return *row ? ((*stmt).*column)(0) : T();
}
} // namespace

Result<QString> Connection::queryText(const char *sql)
{
    return firstColumn(this, sql, &Statement::columnText);
}

Result<qint64> Connection::queryInt64(const char *sql)
{
    return firstColumn(this, sql, &Statement::columnInt64);
}

int Connection::changes() const
{
    return sqlite3_changes(m_db);
}

bool Connection::inTransaction() const
{
    return sqlite3_get_autocommit(m_db) == 0;
}

Error Connection::error(int rc, const char *context) const
{
    const char *message = m_db ? sqlite3_errmsg(m_db) : sqlite3_errstr(rc);
    const QString detail = QStringLiteral("%1 (SQLite %2 in %3)")
                               .arg(QString::fromUtf8(message))
                               .arg(rc)
                               .arg(QString::fromUtf8(context).left(80));
    const ErrorCode code = codeFor(rc);
    if (code == ErrorCode::StoreCorrupt && m_damage) {
        m_damage->store(true, std::memory_order_relaxed);
        return damagedError(detail);
    }
    return Error {code, detail};
}

Error Connection::readOnlyError() const
{
    const char *file = m_db ? sqlite3_db_filename(m_db, "main") : nullptr;
    const QString name = file ? QFileInfo(QString::fromUtf8(file)).fileName() : QStringLiteral("store");
    return Error {ErrorCode::StoreReadOnly,
        QStringLiteral("The store %1 was opened read-only; nothing was written.").arg(name)};
}

Error Connection::damagedError(const QString &detail) const
{
    // The file name only: the message may reach clients of the server, who have no business with paths.
    const char *file = m_db ? sqlite3_db_filename(m_db, "main") : nullptr;
    const QString name = file ? QFileInfo(QString::fromUtf8(file)).fileName() : QStringLiteral("store");
    return Error {ErrorCode::StoreCorrupt,
        QStringLiteral("The store %1 is damaged (%2); writes to it are refused. Check it with "
                       "'rowan check --store %1' and restore it from a backup; the tables whose pages are "
                       "sound can still be read (rowan query).")
            .arg(name, detail)};
}

Status Connection::backupTo(const QString &path, const QString &passphrase, CipherLayout layout,
    const std::function<void(qint64, qint64)> &progress)
{
    auto target = open(path, Mode::ReadWriteCreate, passphrase, layout);
    if (!target)
        return std::unexpected(target.error());
    sqlite3 *dest = (*target)->m_db;
    // One read transaction on the source for the whole copy: every step reads the same snapshot, and
    // writers (WAL) go on meanwhile instead of restarting the copy.
    Transaction snapshot(this, Transaction::Kind::Read);
    if (auto ok = snapshot.begin(); !ok)
        return ok;
    if (auto ok = queryInt64("SELECT count(*) FROM sqlite_schema"); !ok)
        return std::unexpected(ok.error());
    sqlite3_backup *backup = sqlite3_backup_init(dest, "main", m_db, "main");
    if (!backup)
        return std::unexpected((*target)->error(sqlite3_errcode(dest), "backup"));
    int rc = SQLITE_OK;
    do {
        rc = sqlite3_backup_step(backup, 256);
        if (progress)
            progress(sqlite3_backup_pagecount(backup) - sqlite3_backup_remaining(backup),
                sqlite3_backup_pagecount(backup));
    } while (rc == SQLITE_OK);
    sqlite3_backup_finish(backup);
    if (rc != SQLITE_DONE)
        return std::unexpected((*target)->error(rc, "backup"));
    return (*target)->exec("PRAGMA journal_mode = WAL");
}

Status Connection::makeInspectOnly()
{
    int enabled = 0;
    const int rc = sqlite3_db_config(m_db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, &enabled);
    if (rc != SQLITE_OK || enabled != 1)
        return fail(
            ErrorCode::InternalError, QStringLiteral("SQLite refused to skip the checkpoint on close."));
    auto ok = exec("PRAGMA query_only = 1");
    m_inspectOnly = ok.has_value();
    return ok;
}

Status Connection::endInspection()
{
    m_inspectOnly = false;
    if (sqlite3_db_config(m_db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 0, nullptr) != SQLITE_OK)
        return fail(ErrorCode::InternalError, QStringLiteral("SQLite refused to checkpoint on close again."));
    return exec("PRAGMA query_only = 0");
}

Status Connection::exportTo(const QString &path, const QString &passphrase, CipherLayout layout)
{
    // ATTACH takes the key as an SQL literal; bound parameters keep quotes in the passphrase harmless.
    // The connection was opened without SQLITE_OPEN_CREATE, so ATTACH needs the file to exist; an empty
    // file is an empty database.
    if (QFile target(path); !target.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return fail(
            ErrorCode::StoreIoError, QStringLiteral("Cannot create %1: %2").arg(path, target.errorString()));
    const QByteArray file = path.toUtf8();
    const QByteArray key = passphrase.toUtf8();
    {
        // Reset before clearStatementCache() below finalizes it.
        auto attach = statement("ATTACH DATABASE ?1 AS rekeyed KEY ?2");
        if (!attach)
            return std::unexpected(attach.error());
        attach->bindText(1, file);
        attach->bindText(2, key);
        if (auto ok = attach->run(); !ok)
            return ok;
    }
    Status result;
    if (!passphrase.isEmpty())
        result = exec(cipherPragmas(layout, "rekeyed").constData());
    if (result)
        result = exec("SELECT sqlcipher_export('rekeyed')");
    if (result) {
        // sqlcipher_export copies schema and rows, not the header fields.
        auto appId = queryInt64("PRAGMA main.application_id");
        if (!appId)
            result = std::unexpected(appId.error());
        else
            result = exec(
                QByteArray("PRAGMA rekeyed.application_id = " + QByteArray::number(*appId)).constData());
    }
    clearStatementCache();
    auto detach = exec("DETACH DATABASE rekeyed");
    if (!result)
        return result;
    return detach;
}

Transaction::~Transaction()
{
    if (m_open)
        run("ROLLBACK");
}

Status Transaction::run(const char *sql)
{
    auto stmt = m_connection->statement(sql);
    if (!stmt)
        return std::unexpected(stmt.error());
    return stmt->run();
}

Status Transaction::begin()
{
    const bool writes = m_kind != Kind::Read;
    if (writes && m_connection->isInspectOnly())
        return std::unexpected(m_connection->readOnlyError());
    if (m_kind == Kind::Write && m_connection->writeRefusal)
        return std::unexpected(*m_connection->writeRefusal);
    if (writes && m_connection->damageKnown())
        return std::unexpected(m_connection->damagedError(QStringLiteral("found by an earlier read")));
    auto ok = run(writes ? "BEGIN IMMEDIATE" : "BEGIN");
    m_open = ok.has_value();
    return ok;
}

Status Transaction::commit()
{
    auto ok = run("COMMIT");
    if (ok)
        m_open = false;
    return ok;
}

} // namespace rowan::sql
