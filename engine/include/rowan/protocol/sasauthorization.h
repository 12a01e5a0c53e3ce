// The SAS half of a request's authorization, as `rowan serve` applies it: which kind of token the query
// carries, which of the account's keys verifies it, and what it grants. The server calls it for every SAS
// request; the explorer's token tester calls it to show what a token allows on a store, so both judge a
// token by the same rules. Pure functions: thread-safe.
#pragma once

#include "rowan/protocol/accesspolicy.h"
#include "rowan/protocol/accountsas.h"
#include "rowan/protocol/operation.h"
#include "rowan/protocol/resourcepath.h"
#include "rowan/protocol/sas.h"
#include "rowan/scan.h"
#include "rowan/status.h"

#include <QHostAddress>

#include <optional>

namespace rowan::protocol {

enum class SasKind { None, Service, Account };

// Account SAS when the query has `sig` and `ss`, service SAS when it has `sig` otherwise, else None.
SasKind sasKindOf(const QueryItems &query);

// Whether `name` is a field of a service or an account SAS (sv, sp, sig, spk, srt, …). authorizeSas()
// refuses a token with one of them given twice, so a caller that refuses repeated query parameters leaves
// these to it.
bool isSasField(QStringView name);

struct SasAuthorizationRequest
{
    TableOperation operation = TableOperation::QueryEntities;
    QString tableName; // from the URL; empty for operations on the service
    QHostAddress clientAddress;
    bool https = false;
    DateTime now;
};

struct SasAuthorization
{
    SasKind kind = SasKind::None;
    // 0 for the account's first key, 1 for its second: the key the verdict was reached with.
    int keyIndex = 0;
    // For a service SAS: its permissions and key range, which the entity operations then enforce.
    std::optional<SasGrant> grant;
};

// Judges the SAS in `query` for `request` on `account`, trying each of `keys` (decoded, in order) in turn:
// a verdict other than AuthenticationFailed means the signature matched that key. `policies` are the
// table's stored access policies (needed only when the token names one). Errors: AuthenticationFailed
// when `query` carries no SAS or one of its fields twice, and otherwise those of validateServiceSas() /
// validateAccountSas() for the first key (an unusable key list → AuthenticationFailed).
Result<SasAuthorization> authorizeSas(const QueryItems &query, QStringView account,
    const QList<QByteArray> &keys, const SasAuthorizationRequest &request,
    const QList<SignedIdentifier> &policies = {});

// Which of `keys` (decoded, in order; an empty one stands for a key the account does not give) signed the
// SAS in `query`: the string to sign and the comparison authorizeSas() checks, and nothing else, so an
// expired or malformed token still names its key. nullopt when none did or `query` carries no SAS.
std::optional<int> sasSigningKey(const QueryItems &query, QStringView account, const QList<QByteArray> &keys);

// The parameters of the SAS in `query` that authorizeSas() refuses as not well formed, whatever the request,
// in the order it checks them (ServiceSas / AccountSas::malformedParameters). Empty for no SAS.
QList<SasProblem> malformedSasParameters(const QueryItems &query);

// A service SAS key range as the store's scan range (both ends inclusive; an absent row key takes the
// whole partition).
rowan::KeyRange sasScanRange(const KeyRange &range);

} // namespace rowan::protocol
