// Service shared access signatures for tables (docs/protocol.md §8): generation, parsing, and validation
// against a request, including stored access policies and PartitionKey/RowKey ranges. Plain value types
// and pure functions: thread-safe.
//
// Decisions (the service leaves them open):
//  - every malformed field (unknown permission letter, bad time, bad IP, bad protocol, srk without spk,
//    erk without epk, si over 64 characters, a version before 2015-04-05) → AuthenticationFailed, as the
//    service answers "Signature fields not well formed";
//  - a valid token used on another table → AuthorizationFailure (the signature is fine, the resource is
//    not covered), table names compared case-insensitively; table-level operations (create, delete,
//    list, ACL) → AuthorizationFailure too: they need Shared Key;
//  - a write outside the token's key range → AuthorizationFailure;
//  - the token is valid from st (inclusive) until se (exclusive).
#pragma once

#include "rowan/protocol/accesspolicy.h"
#include "rowan/protocol/operation.h"
#include "rowan/protocol/resourcepath.h"
#include "rowan/protocol/sastoken.h"
#include "rowan/status.h"
#include "rowan/value.h"

#include <QFlags>
#include <QHostAddress>

#include <optional>

namespace rowan::protocol {

enum class SasPermission : quint8 { Query = 0x1, Add = 0x2, Update = 0x4, Delete = 0x8 };
Q_DECLARE_FLAGS(SasPermissions, SasPermission)

// "raud" order: Query r, Add a, Update u, Delete d.
QString sasPermissionsToString(SasPermissions permissions);
// Letters of "raud" in any order, each at most once; nullopt otherwise.
std::optional<SasPermissions> parseSasPermissions(QStringView text);

// r for queries, a insert, u update/merge, d delete, a+u for the upserts; empty for table-level
// operations (a service SAS cannot grant them).
SasPermissions requiredPermissions(TableOperation operation);

// An inclusive range of (PartitionKey, RowKey) in compound order. A missing start row key means the
// whole start partition is included, a missing end row key the whole end partition.
struct KeyRange
{
    std::optional<QString> startPartitionKey;
    std::optional<QString> startRowKey;
    std::optional<QString> endPartitionKey;
    std::optional<QString> endRowKey;

    bool isUnbounded() const { return !startPartitionKey && !endPartitionKey; }
    // Compares by UTF-16 code unit, like the store's order.
    bool contains(QStringView partitionKey, QStringView rowKey) const;

    bool operator==(const KeyRange &) const = default;
};

// Times in tokens: generation writes "2024-01-31T12:00:00Z"; parsing also accepts a date alone
// ("2024-01-31"), minutes without seconds and up to seven fractional digits.
QString formatSasTime(DateTime time);
std::optional<DateTime> parseSasTime(QStringView text);

// A service SAS token: SasToken's parameters and its own. An empty string means the parameter is absent.
struct ServiceSas : SasToken<ServiceSas>
{
    QString tableName; // tn
    QString identifier; // si
    KeyRange range; // spk, srk, epk, erk

    // True when the query carries a `sig` (and so should be authorized as a SAS).
    static bool isPresentIn(const QueryItems &items);

    // The twelve lines of §8: sp, st, se, /table/<account>/<tn lowercased>, si, sip, spr, sv, spk, srk,
    // epk, erk, joined by '\n'.
    QByteArray stringToSign(QStringView account) const;
    // The fields validateServiceSas refuses as not well formed, in the order it checks them (it answers with
    // the first): sig missing, sv, st, se, spr, sip, tn missing, sp, srk without spk, erk without epk, si
    // too long. Empty when the token is well formed.
    QList<SasProblem> malformedParameters() const;
    // The stored access policy `si` names among the table's `policies`; nullptr when si is empty or names
    // none (validateServiceSas refuses the latter).
    const SignedIdentifier *storedPolicy(const QList<SignedIdentifier> &policies) const;
    // Which of "st", "se" and "sp" both the token and `policy` give: each must come from exactly one of
    // them, so validateServiceSas refuses the token when any does.
    QList<QLatin1StringView> givenTwice(const SignedIdentifier &policy) const;

private:
    friend SasToken<ServiceSas>;
    // tn, si and the key range with the fields that hold them: the one list reading and writing follow.
    template<typename Token, typename Visit>
    static void forEachOwnParameter(Token &sas, Visit &&visit);
};

// Instantiated in sas.cpp, where forEachOwnParameter is defined.
extern template struct SasToken<ServiceSas>;

// The request a token is checked against.
struct SasRequest
{
    TableOperation operation = TableOperation::QueryEntities;
    QString tableName; // from the URL
    QHostAddress clientAddress;
    bool https = false;
    DateTime now;
};

// What a validated token allows: the server filters queries by `range` and refuses writes outside it.
struct SasGrant
{
    SasPermissions permissions;
    KeyRange range;
    DateTime expiry;

    // AuthorizationFailure when (partitionKey, rowKey) lies outside `range`.
    Status authorizeEntity(QStringView partitionKey, QStringView rowKey) const;
};

// Validates `sas` for `request` on `account` (decoded `key`), with the table's stored access policies.
// Errors: malformed fields or a bad signature → AuthenticationFailed; `si` naming no policy, a field
// (st, se, sp) given by both the policy and the token, no expiry or no permissions from either, or `now`
// outside [start, expiry) → AuthenticationFailed; wrong protocol → AuthorizationProtocolMismatch;
// client address outside `sip` → AuthorizationSourceIPMismatch; another table or a table-level operation →
// AuthorizationFailure; missing permission → AuthorizationPermissionMismatch.
Result<SasGrant> validateServiceSas(const ServiceSas &sas, QStringView account, QByteArrayView key,
    const SasRequest &request, const QList<SignedIdentifier> &policies = {});

// Shared by the account SAS: checks `sip` ("a" or "a-b", IPv4 or IPv6 of one family) against `client`.
// nullopt when `sip` is malformed, else whether the address is inside.
std::optional<bool> sasAddressAllowed(QStringView sip, const QHostAddress &client);

} // namespace rowan::protocol

Q_DECLARE_OPERATORS_FOR_FLAGS(rowan::protocol::SasPermissions)
