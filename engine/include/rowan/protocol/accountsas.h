// Account shared access signatures restricted to the Table service (docs/protocol.md §8, last paragraph):
// generation, parsing and validation. Plain value type and pure functions: thread-safe.
//
// Permissions per operation (resource type in parentheses): Query Tables l (c); Create Table a, c or w (c:
// the SDKs document `w` as "create tables", and Azurite accepts it);
// Delete Table d (c); Query/Get Entity r (o); Insert a (o); Update/Merge u (o); Delete d (o); the upserts
// a and u (o). The ACL operations are refused (AuthorizationFailure): they need Shared Key.
// A token without `t` in `ss` → AuthorizationFailure (the service says AuthorizationServiceMismatch,
// which Rowan does not have as a code).
#pragma once

#include "rowan/protocol/operation.h"
#include "rowan/protocol/sastoken.h"
#include "rowan/status.h"
#include "rowan/value.h"

#include <QHostAddress>

namespace rowan::protocol {

// An account SAS token: SasToken's parameters and its own. An empty string means the parameter is absent.
struct AccountSas : SasToken<AccountSas>
{
    QString services; // ss: letters of "bqtf"; must contain t
    QString resourceTypes; // srt: letters of "sco"
    QString encryptionScope; // ses (signed from version 2020-12-06 on)

    // True when the query carries `sig` and `ss` (a service SAS has `tn` instead).
    static bool isPresentIn(const QueryItems &items);

    // "account\nsp\nss\nsrt\nst\nse\nsip\nspr\nsv\n", plus "ses\n" for versions from 2020-12-06 on.
    QByteArray stringToSign(QStringView account) const;
    // The fields validateAccountSas refuses as not well formed, in the order it checks them (it answers with
    // the first): sig missing, sv, st, se, spr, sip, se missing, ss, srt, sp. Empty when the token is well
    // formed.
    QList<SasProblem> malformedParameters() const;
    // Whether `ss` names the Table service: a token for other services only is refused here.
    bool includesTableService() const;

private:
    friend SasToken<AccountSas>;
    // ss, srt and ses with the fields that hold them: the one list reading and writing follow.
    template<typename Token, typename Visit>
    static void forEachOwnParameter(Token &sas, Visit &&visit);
};

// Instantiated in accountsas.cpp, where forEachOwnParameter is defined.
extern template struct SasToken<AccountSas>;

struct AccountSasRequest
{
    TableOperation operation = TableOperation::QueryEntities;
    QHostAddress clientAddress;
    bool https = false;
    DateTime now;
};

// Errors: malformed fields or a bad signature, `now` outside [st, se) → AuthenticationFailed; wrong
// protocol → AuthorizationProtocolMismatch; address outside sip → AuthorizationSourceIPMismatch; no `t`
// service or an ACL operation → AuthorizationFailure; wrong resource type →
// AuthorizationResourceTypeMismatch; missing permission → AuthorizationPermissionMismatch.
Status validateAccountSas(
    const AccountSas &sas, QStringView account, QByteArrayView key, const AccountSasRequest &request);

} // namespace rowan::protocol
