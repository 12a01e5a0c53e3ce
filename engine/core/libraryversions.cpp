#include "rowan/libraryversions.h"

#include <sqlite3.h>

namespace rowan {

QString rowanVersion()
{
    return QStringLiteral(ROWAN_VERSION_STRING);
}

QString sqlcipherVersion()
{
    // Asked of the library itself, so the About box shows what is linked, not what we compiled against.
    sqlite3 *db = nullptr;
    QString version = QStringLiteral("unavailable");
    if (sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) == SQLITE_OK) {
        sqlite3_stmt *stmt = nullptr;
        if (sqlite3_prepare_v2(db, "PRAGMA cipher_version", -1, &stmt, nullptr) == SQLITE_OK) {
            if (sqlite3_step(stmt) == SQLITE_ROW)
                version = QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(stmt, 0)));
            sqlite3_finalize(stmt);
        }
    }
    sqlite3_close(db);
    return version;
}

QString sqliteVersion()
{
    return QString::fromLatin1(sqlite3_libversion());
}

} // namespace rowan
