// Internal to engine/protocol: the fields and checks the service SAS (sas.cpp) and the account SAS
// (accountsas.cpp) share — sv, st, se, sip, spr and sig, the signature, the time window, the request's
// protocol and address — and the query-string reading and writing of their parameters.
#pragma once

#include "rowan/protocol/resourcepath.h"
#include "rowan/status.h"
#include "rowan/value.h"

#include <QHostAddress>

#include <optional>

namespace rowan::protocol::sasfields {

// AuthenticationFailed, "Server failed to authenticate the request. <why>".
std::unexpected<Error> authFailed(const QString &why);
// AuthenticationFailed for a malformed field, as the service words it.
std::unexpected<Error> notWellFormed(const QString &why);

// The fields both kinds of token carry, as written in the token; empty = absent.
struct CommonFields
{
    const QString &version; // sv
    const QString &start; // st
    const QString &expiry; // se
    const QString &ip; // sip
    const QString &protocol; // spr
    const QString &signature; // sig
};

struct Window
{
    std::optional<DateTime> start;
    std::optional<DateTime> expiry;
};

// Checks that sig is present, sv is a version from 2015-04-05 on, st and se (when present) are ISO-8601
// times, spr is "https" or "https,http" and sip an address or range; returns st and se parsed.
// AuthenticationFailed otherwise.
Result<Window> checkWellFormed(const CommonFields &fields);

// The base64 `signature` against HMAC-SHA256(key, stringToSign), in constant time. AuthenticationFailed
// (naming the string to sign, as the service does) when they differ.
Status checkSignature(QByteArrayView stringToSign, QByteArrayView key, const QString &signature);

// The request at `now`, over https or not, from `client`, against the window [start, expiry) (expiry
// required), spr and sip. AuthenticationFailed outside the window, AuthorizationProtocolMismatch,
// AuthorizationSourceIPMismatch.
Status checkRequest(
    const Window &window, const CommonFields &fields, DateTime now, bool https, const QHostAddress &client);

// Reads the parameter `name` of a parsed query; empty when absent.
QString fieldText(const QueryItems &items, QStringView name);

// Appends "&name=value" (no '&' first) with the value percent-encoded; nothing for an absent value.
void appendField(QByteArray &query, const char *name, const std::optional<QString> &value);
// The same with an empty string meaning absent.
void appendNonEmptyField(QByteArray &query, const char *name, const QString &value);

} // namespace rowan::protocol::sasfields
