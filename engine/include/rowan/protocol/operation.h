// Which Table service operation an HTTP request is (docs/protocol.md §4), decided from the method, the
// resource path, the query and the headers. Shared by the server's router, its $batch executor and the
// SAS permission check. Pure functions, thread-safe.
#pragma once

#include "rowan/protocol/requestheaders.h"
#include "rowan/protocol/resourcepath.h"
#include "rowan/status.h"

namespace rowan::protocol {

enum class TableOperation {
    QueryTables, // also Get Table: GET /Tables('t')
    CreateTable,
    DeleteTable,
    GetTableAcl,
    SetTableAcl,
    QueryEntities, // also Get Entity
    InsertEntity,
    UpdateEntity,
    MergeEntity,
    DeleteEntity,
    InsertOrReplaceEntity,
    InsertOrMergeEntity,
};

// GET/POST /Tables, GET/DELETE /Tables('t'), GET/PUT /t?comp=acl, GET /t() and /t(PK,RK), POST /t,
// PUT (If-Match: Update, else InsertOrReplace), MERGE/PATCH or POST with `X-HTTP-Method: MERGE` (If-Match:
// Merge, else InsertOrMerge), DELETE /t(PK,RK). `method` is case-sensitive as HTTP says. Any other
// combination → MethodNotAllowed; the Service and Batch kinds are not single operations → InvalidUri.
Result<TableOperation> classifyOperation(
    QByteArrayView method, const ResourcePath &path, const QueryItems &query, const RequestHeaders &headers);

} // namespace rowan::protocol
