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
#include "rowan/status.h"
#include "rowan/value.h"

#include <QHostAddress>

namespace rowan::protocol {

struct AccountSas
{
    QString version; // sv
    QString services; // ss: letters of "bqtf"; must contain t
    QString resourceTypes; // srt: letters of "sco"
    QString permissions; // sp: letters of "rwdlacup"
    QString start; // st
    QString expiry; // se (required)
    QString ip; // sip
    QString protocol; // spr
    QString encryptionScope; // ses (signed from version 2020-12-06 on)
    QString signature; // sig

    static constexpr QLatin1StringView DefaultVersion {"2019-02-02"};

    // Reads the parameters as written (never fails on content). InvalidUri for bad percent-encoding.
    static Result<AccountSas> fromQuery(QByteArrayView query);
    // The same from a query already parsed by parseQueryString (never fails).
    static AccountSas fromItems(const QueryItems &items);
    // True when the query carries `sig` and `ss` (a service SAS has `tn` instead).
    static bool isPresentIn(const QueryItems &items);

    // "account\nsp\nss\nsrt\nst\nse\nsip\nspr\nsv\n", plus "ses\n" for versions from 2020-12-06 on.
    QByteArray stringToSign(QStringView account) const;
    // Sets `signature` (and `version` when empty).
    void sign(QStringView account, QByteArrayView key);
    // "sv=…&ss=…&srt=…&sp=…&st=…&se=…&sip=…&spr=…&ses=…&sig=…", absent fields left out.
    QByteArray toQuery() const;
};

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
