// Hooks for the storage tests only (not installed, not public): they reach into a closed store file to
// simulate states the API cannot produce, such as a store written by a newer Rowan.
#pragma once

#include "rowan/status.h"

#include <QString>

namespace rowan::testing {

// Overwrites meta.schema_version of the (closed) store at `path`.
Status setSchemaVersion(const QString &path, const QString &passphrase, int version);

} // namespace rowan::testing
