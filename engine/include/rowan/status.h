// Errors across the engine's public API: a Result<T> is a value or an Error carrying the Azure error code.
// No exceptions cross the API.
#pragma once

#include <QString>

#include <expected>

namespace rowan {

// The Azure Table service's error codes (docs/protocol.md §1, §5, §6), plus a few of the store's own.
enum class ErrorCode {
    // Resources and input
    InvalidResourceName,
    OutOfRangeInput,
    InvalidInput,
    InvalidUri,
    InvalidHeaderValue,
    MissingRequiredHeader,
    InvalidQueryParameterValue,
    InvalidXmlDocument,
    InvalidValueType,
    TableAlreadyExists,
    TableNotFound,
    TableBeingDeleted,
    ResourceNotFound,
    EntityAlreadyExists,
    UpdateConditionNotSatisfied,
    // Entities and properties
    PropertiesNeedValue,
    PropertyNameTooLong,
    PropertyNameInvalid,
    DuplicatePropertiesSpecified,
    TooManyProperties,
    PropertyValueTooLarge,
    EntityTooLarge,
    // Batches
    CommandsInBatchActOnDifferentPartitions,
    InvalidDuplicateRow,
    RequestBodyTooLarge,
    RequestHeaderFieldsTooLarge,
    // Authorization
    AuthenticationFailed,
    InvalidAuthenticationInfo,
    AuthorizationFailure,
    AuthorizationPermissionMismatch,
    AuthorizationSourceIPMismatch,
    AuthorizationProtocolMismatch,
    AuthorizationResourceTypeMismatch,
    // Protocol
    JsonFormatNotSupported,
    AtomFormatNotSupported,
    MethodNotAllowed,
    NotImplemented,
    UnsupportedHttpVerb,
    OperationTimedOut,
    ServerBusy,
    InternalError,
    // The store itself (not sent by Azure; the server maps them to InternalError)
    StoreWrongPassphrase,
    StoreNotAStore,
    StoreCorrupt,
    StoreSchemaTooNew,
    StoreIoError,
    StoreBusy,
    // A write to a store opened read-only (StoreOptions::readOnly), or to a connection that refuses writes.
    StoreReadOnly,
    Cancelled,
};

// The code's name exactly as Azure spells it ("TableNotFound").
QString errorCodeName(ErrorCode code);
// The HTTP status Azure answers with for this code (400, 404, 409, 412, 413, ...).
int httpStatus(ErrorCode code);

struct Error
{
    ErrorCode code = ErrorCode::InternalError;
    QString message;
    // For entity group transactions: the zero-based index of the failing operation, else -1.
    int operationIndex = -1;

    QString codeName() const { return errorCodeName(code); }
    int httpStatus() const { return rowan::httpStatus(code); }
    // "TableNotFound: The table specified does not exist." (with "3:" in front for a batch operation)
    QString toString() const;
};

template<typename T>
using Result = std::expected<T, Error>;
using Status = std::expected<void, Error>;

inline std::unexpected<Error> fail(ErrorCode code, QString message, int operationIndex = -1)
{
    return std::unexpected<Error>(Error {code, std::move(message), operationIndex});
}

} // namespace rowan
