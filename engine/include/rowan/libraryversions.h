// Versions of Rowan and of the libraries it actually runs with (for Help ▸ About and `rowan --version`).
#pragma once

#include <QString>

namespace rowan {

// Rowan's own version, e.g. "0.1.0".
QString rowanVersion();
// The SQLCipher library loaded at run time, from `PRAGMA cipher_version` (e.g. "4.6.1 community"),
// or "unavailable" if it cannot be asked. Thread-safe.
QString sqlcipherVersion();
// The SQLite version inside that SQLCipher (sqlite3_libversion()). Thread-safe.
QString sqliteVersion();

} // namespace rowan
