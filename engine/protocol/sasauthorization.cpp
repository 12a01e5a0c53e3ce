#include "rowan/protocol/sasauthorization.h"

#include "sasfields.h"

namespace rowan::protocol {

namespace {
// Tries each key in turn; a verdict other than AuthenticationFailed means the signature was right, and
// another key would not change it, so that verdict is the answer. Returns the first key's error otherwise.
template<typename T, typename Check>
Result<std::pair<T, int>> withEitherKey(const QList<QByteArray> &keys, Check check)
{
    std::optional<Error> first;
    for (int i = 0; i < keys.size(); ++i) {
        Result<T> result = check(keys.at(i));
        if (result)
            return std::pair {std::move(*result), i};
        if (result.error().code != ErrorCode::AuthenticationFailed)
            return std::unexpected(result.error());
        if (!first)
            first = result.error();
    }
    if (!first)
        return fail(ErrorCode::AuthenticationFailed, QStringLiteral("The account has no usable key."));
    return std::unexpected(*first);
}
} // namespace

SasKind sasKindOf(const QueryItems &query)
{
    if (AccountSas::isPresentIn(query))
        return SasKind::Account;
    if (ServiceSas::isPresentIn(query))
        return SasKind::Service;
    return SasKind::None;
}

Result<SasAuthorization> authorizeSas(const QueryItems &query, QStringView account,
    const QList<QByteArray> &keys, const SasAuthorizationRequest &request,
    const QList<SignedIdentifier> &policies)
{
    switch (sasKindOf(query)) {
    case SasKind::Account: {
        const auto sas = AccountSas::fromItems(query);
        const AccountSasRequest accountRequest {
            request.operation, request.clientAddress, request.https, request.now};
        auto verdict = withEitherKey<bool>(keys, [&](const QByteArray &key) -> Result<bool> {
            if (auto ok = validateAccountSas(sas, account, key, accountRequest); !ok)
                return std::unexpected(ok.error());
            return true;
        });
        if (!verdict)
            return std::unexpected(verdict.error());
        return SasAuthorization {SasKind::Account, verdict->second, std::nullopt};
    }
    case SasKind::Service: {
        const auto sas = ServiceSas::fromItems(query);
        SasRequest serviceRequest;
        serviceRequest.operation = request.operation;
        serviceRequest.tableName = request.tableName;
        serviceRequest.clientAddress = request.clientAddress;
        serviceRequest.https = request.https;
        serviceRequest.now = request.now;
        auto grant = withEitherKey<SasGrant>(keys, [&](const QByteArray &key) {
            return validateServiceSas(sas, account, key, serviceRequest, policies);
        });
        if (!grant)
            return std::unexpected(grant.error());
        return SasAuthorization {SasKind::Service, grant->second, std::move(grant->first)};
    }
    case SasKind::None:
        break;
    }
    return fail(ErrorCode::AuthenticationFailed,
        QStringLiteral("Server failed to authenticate the request: it carries no shared access signature."));
}

std::optional<int> sasSigningKey(const QueryItems &query, QStringView account, const QList<QByteArray> &keys)
{
    const SasKind kind = sasKindOf(query);
    if (kind == SasKind::None)
        return std::nullopt;
    const auto signedParts = [&](const auto &sas) {
        return std::pair {sas.stringToSign(account), sas.signature};
    };
    const auto [stringToSign, signature] = kind == SasKind::Account
        ? signedParts(AccountSas::fromItems(query))
        : signedParts(ServiceSas::fromItems(query));
    for (int i = 0; i < keys.size(); ++i) {
        if (!keys.at(i).isEmpty() && sasfields::checkSignature(stringToSign, keys.at(i), signature))
            return i;
    }
    return std::nullopt;
}

QList<SasProblem> malformedSasParameters(const QueryItems &query)
{
    switch (sasKindOf(query)) {
    case SasKind::Account:
        return AccountSas::fromItems(query).malformedParameters();
    case SasKind::Service:
        return ServiceSas::fromItems(query).malformedParameters();
    case SasKind::None:
        break;
    }
    return {};
}

rowan::KeyRange sasScanRange(const KeyRange &range)
{
    rowan::KeyRange r;
    if (range.startPartitionKey)
        r.lower = range.startRowKey ? KeyBound::at(*range.startPartitionKey, *range.startRowKey)
                                    : KeyBound::partition(*range.startPartitionKey);
    if (range.endPartitionKey)
        r.upper = range.endRowKey ? KeyBound::at(*range.endPartitionKey, *range.endRowKey)
                                  : KeyBound::partition(*range.endPartitionKey);
    return r;
}

} // namespace rowan::protocol
