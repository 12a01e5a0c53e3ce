#include "rowan/protocol/operation.h"

namespace rowan::protocol {

Result<TableOperation> classifyOperation(
    QByteArrayView method, const ResourcePath &path, const QueryItems &query, const RequestHeaders &headers)
{
    using Kind = ResourcePath::Kind;
    auto notAllowed = [method] {
        return fail(ErrorCode::MethodNotAllowed,
            QStringLiteral("The requested method %1 is not allowed on the specified resource.")
                .arg(QString::fromLatin1(method)));
    };
    const bool hasIfMatch = headers.contains(QHttpHeaders::WellKnownHeader::IfMatch);
    switch (path.kind) {
    case Kind::Tables:
        if (method == "GET")
            return TableOperation::QueryTables;
        if (method == "POST")
            return TableOperation::CreateTable;
        return notAllowed();
    case Kind::Table:
        if (method == "GET")
            return TableOperation::QueryTables;
        if (method == "DELETE")
            return TableOperation::DeleteTable;
        return notAllowed();
    case Kind::EntitySet:
        if (queryValue(query, u"comp") == QLatin1String("acl")) {
            if (method == "GET" || method == "HEAD")
                return TableOperation::GetTableAcl;
            if (method == "PUT")
                return TableOperation::SetTableAcl;
            return notAllowed();
        }
        if (method == "GET")
            return TableOperation::QueryEntities;
        if (method == "POST")
            return TableOperation::InsertEntity;
        return notAllowed();
    case Kind::Entity: {
        QByteArrayView verb = method;
        if (verb == "POST" && headers.contains("X-HTTP-Method"))
            verb = headers.value("X-HTTP-Method");
        if (verb == "GET")
            return TableOperation::QueryEntities;
        if (verb == "PUT")
            return hasIfMatch ? TableOperation::UpdateEntity : TableOperation::InsertOrReplaceEntity;
        if (verb == "MERGE" || verb == "PATCH")
            return hasIfMatch ? TableOperation::MergeEntity : TableOperation::InsertOrMergeEntity;
        if (verb == "DELETE")
            return TableOperation::DeleteEntity;
        return notAllowed();
    }
    case Kind::Service:
    case Kind::Batch:
        break;
    }
    return fail(
        ErrorCode::InvalidUri, QStringLiteral("The resource is not a single Table service operation."));
}

} // namespace rowan::protocol
