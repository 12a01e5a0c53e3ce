#include "rowan/status.h"

namespace rowan {

namespace {
struct CodeInfo
{
    ErrorCode code;
    const char *name;
    int status;
};

// One row per code, in enum order (checked by tst_status).
constexpr CodeInfo codeTable[] = {
    {ErrorCode::InvalidResourceName, "InvalidResourceName", 400},
    {ErrorCode::OutOfRangeInput, "OutOfRangeInput", 400},
    {ErrorCode::InvalidInput, "InvalidInput", 400},
    {ErrorCode::InvalidUri, "InvalidUri", 400},
    {ErrorCode::InvalidHeaderValue, "InvalidHeaderValue", 400},
    {ErrorCode::MissingRequiredHeader, "MissingRequiredHeader", 400},
    {ErrorCode::InvalidQueryParameterValue, "InvalidQueryParameterValue", 400},
    {ErrorCode::InvalidXmlDocument, "InvalidXmlDocument", 400},
    {ErrorCode::InvalidValueType, "InvalidValueType", 400},
    {ErrorCode::TableAlreadyExists, "TableAlreadyExists", 409},
    {ErrorCode::TableNotFound, "TableNotFound", 404},
    {ErrorCode::TableBeingDeleted, "TableBeingDeleted", 409},
    {ErrorCode::ResourceNotFound, "ResourceNotFound", 404},
    {ErrorCode::EntityAlreadyExists, "EntityAlreadyExists", 409},
    {ErrorCode::UpdateConditionNotSatisfied, "UpdateConditionNotSatisfied", 412},
    {ErrorCode::PropertiesNeedValue, "PropertiesNeedValue", 400},
    {ErrorCode::PropertyNameTooLong, "PropertyNameTooLong", 400},
    {ErrorCode::PropertyNameInvalid, "PropertyNameInvalid", 400},
    {ErrorCode::DuplicatePropertiesSpecified, "DuplicatePropertiesSpecified", 400},
    {ErrorCode::TooManyProperties, "TooManyProperties", 400},
    {ErrorCode::PropertyValueTooLarge, "PropertyValueTooLarge", 400},
    {ErrorCode::EntityTooLarge, "EntityTooLarge", 400},
    {ErrorCode::CommandsInBatchActOnDifferentPartitions, "CommandsInBatchActOnDifferentPartitions", 400},
    {ErrorCode::InvalidDuplicateRow, "InvalidDuplicateRow", 400},
    {ErrorCode::RequestBodyTooLarge, "RequestBodyTooLarge", 413},
    {ErrorCode::RequestHeaderFieldsTooLarge, "RequestHeaderFieldsTooLarge", 431},
    {ErrorCode::AuthenticationFailed, "AuthenticationFailed", 403},
    {ErrorCode::InvalidAuthenticationInfo, "InvalidAuthenticationInfo", 400},
    {ErrorCode::AuthorizationFailure, "AuthorizationFailure", 403},
    {ErrorCode::AuthorizationPermissionMismatch, "AuthorizationPermissionMismatch", 403},
    {ErrorCode::AuthorizationSourceIPMismatch, "AuthorizationSourceIPMismatch", 403},
    {ErrorCode::AuthorizationProtocolMismatch, "AuthorizationProtocolMismatch", 403},
    {ErrorCode::AuthorizationResourceTypeMismatch, "AuthorizationResourceTypeMismatch", 403},
    {ErrorCode::JsonFormatNotSupported, "JsonFormatNotSupported", 415},
    {ErrorCode::AtomFormatNotSupported, "AtomFormatNotSupported", 415},
    {ErrorCode::MethodNotAllowed, "MethodNotAllowed", 405},
    {ErrorCode::NotImplemented, "NotImplemented", 501},
    {ErrorCode::UnsupportedHttpVerb, "UnsupportedHttpVerb", 405},
    {ErrorCode::OperationTimedOut, "OperationTimedOut", 500},
    {ErrorCode::ServerBusy, "ServerBusy", 503},
    {ErrorCode::InternalError, "InternalError", 500},
    {ErrorCode::StoreWrongPassphrase, "StoreWrongPassphrase", 500},
    {ErrorCode::StoreNotAStore, "StoreNotAStore", 500},
    {ErrorCode::StoreCorrupt, "StoreCorrupt", 500},
    {ErrorCode::StoreSchemaTooNew, "StoreSchemaTooNew", 500},
    {ErrorCode::StoreIoError, "StoreIoError", 500},
    {ErrorCode::StoreBusy, "StoreBusy", 503},
    {ErrorCode::StoreReadOnly, "StoreReadOnly", 403},
    {ErrorCode::Cancelled, "Cancelled", 500},
};

const CodeInfo *infoFor(ErrorCode code)
{
    const auto index = static_cast<std::size_t>(code);
    if (index < std::size(codeTable) && codeTable[index].code == code)
        return &codeTable[index];
    return nullptr;
}
} // namespace

QString errorCodeName(ErrorCode code)
{
    const CodeInfo *info = infoFor(code);
    return info ? QString::fromLatin1(info->name) : QStringLiteral("InternalError");
}

int httpStatus(ErrorCode code)
{
    const CodeInfo *info = infoFor(code);
    return info ? info->status : 500;
}

QString Error::toString() const
{
    const QString prefix
        = operationIndex >= 0 ? QString::number(operationIndex) + QLatin1Char(':') : QString();
    return prefix + codeName() + QStringLiteral(": ") + message;
}

} // namespace rowan
