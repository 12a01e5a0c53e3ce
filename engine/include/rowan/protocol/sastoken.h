// What the service SAS (sas.h) and the account SAS (accountsas.h) share (protocol.md §8): the parameters
// both carry, and reading, signing and writing a token, written once for both kinds. A kind derives from
// SasToken<Kind>, adds its own parameters and says what it signs (Kind::stringToSign). Plain value types:
// thread-safe.
#pragma once

#include "rowan/protocol/resourcepath.h"
#include "rowan/status.h"

#include <QString>

#include <optional>

namespace rowan::protocol {

// The parameters both kinds carry, as written in the token (the signature covers that text); an empty
// string means the parameter is absent.
struct SasFields
{
    QString version; // sv; sign() defaults it to DefaultVersion
    QString permissions; // sp: letters of "raud" (service) or "rwdlacup" (account)
    QString start; // st
    QString expiry; // se
    QString ip; // sip: "a.b.c.d" or "a.b.c.d-e.f.g.h"
    QString protocol; // spr: "https" or "https,http"
    QString signature; // sig (base64)

    static constexpr QLatin1StringView DefaultVersion {"2019-02-02"};
};

// A parameter the service refuses a token for, whatever the request: "Signature fields not well formed:
// <why>." Missing required parameters count.
struct SasProblem
{
    QLatin1StringView parameter; // "sv", "sp", …
    QString why; // "sv must be a version from 2015-04-05 on"
};

// The bytes a `sig` stands for; nullopt when it is not base64 (the service then answers that the signature
// did not match).
std::optional<QByteArray> decodeSasSignature(QStringView signature);

template<typename Kind>
struct SasToken : SasFields
{
    // Reads the token's parameters from a query string (other parameters are ignored). Never fails on
    // content: validation is the kind's. InvalidUri only for bad percent-encoding.
    static Result<Kind> fromQuery(QByteArrayView query);
    // The same from a query already parsed by parseQueryString (never fails).
    static Kind fromItems(const QueryItems &items);

    // Sets `signature` to base64(HMAC-SHA256(key, stringToSign(account))), and `version` when empty, for
    // `account` and its decoded key.
    void sign(QStringView account, QByteArrayView key);
    // The parameters the token has, percent-encoded, in the order the SDKs write them: sv, tn, ss, srt,
    // sp, st, se, si, sip, spr, ses, spk, srk, epk, erk, sig.
    QByteArray toQuery() const;
};

} // namespace rowan::protocol
