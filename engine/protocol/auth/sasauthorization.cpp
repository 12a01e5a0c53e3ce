#include "rowan/protocol/sasauthorization.h"

#include "sasfields.h"

#include <algorithm>

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

// The fields of both kinds of token.
constexpr QStringView SasFieldNames[] = {u"sv", u"ss", u"srt", u"tn", u"sp", u"st", u"se", u"si", u"sip",
    u"spr", u"spk", u"srk", u"epk", u"erk", u"sig"};

// The first SAS field `query` gives more than once, if any. A token with two values for a field cannot
// be judged without picking one, and the service answers it as one that does not authenticate.
std::optional<QString> repeatedSasField(const QueryItems &query)
{
    for (qsizetype i = 1; i < query.size(); ++i) {
        if (!isSasField(query[i].first))
            continue;
        for (qsizetype j = 0; j < i; ++j) {
            if (query[j].first == query[i].first)
                return query[i].first;
        }
    }
    return std::nullopt;
}
} // namespace

bool isSasField(QStringView name)
{
    return std::ranges::find(SasFieldNames, name) != std::end(SasFieldNames);
}

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
    const SasKind kind = sasKindOf(query);
    if (kind != SasKind::None) {
        if (const auto field = repeatedSasField(query))
            return sasfields::notWellFormed(QStringLiteral("%1 is given more than once").arg(*field));
    }
    switch (kind) {
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
