#include "storage/storetesting.h"

#include "storage/sqlite.h"

namespace rowan::testing {

Status setSchemaVersion(const QString &path, const QString &passphrase, int version)
{
    auto c = sql::Connection::open(path, sql::Connection::Mode::ReadWrite, passphrase);
    if (!c)
        return std::unexpected(c.error());
    auto stmt = (*c)->prepare("UPDATE meta SET value = ?1 WHERE key = 'schema_version'");
    if (!stmt)
        return std::unexpected(stmt.error());
    sql::StatementScope scope(*stmt);
    scope->bind(1, version);
    return scope->run();
}

} // namespace rowan::testing
