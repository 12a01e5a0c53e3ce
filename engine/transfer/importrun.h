// The import pipeline shared by importEntities() and copyEntities().
#pragma once

#include "rowan/transfer/transfer.h"

namespace rowan::transfer {

// importEntities(), with Progress::entitiesTotal preset (a copy knows its source's count; -1: unknown).
Result<TransferSummary> runImport(TableService &service, const QString &account, const QString &table,
    EntityReader &reader, const ImportOptions &options, qint64 entitiesTotal);

} // namespace rowan::transfer
