// Shared Key and Shared Key Lite authorization for the Table service (docs/protocol.md §7): string-to-sign,
// HMAC-SHA256 signing, the Authorization header and its verification. Pure functions, thread-safe.
#pragma once

#include "rowan/protocol/requestheaders.h"
#include "rowan/status.h"
#include "rowan/value.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <chrono>

namespace rowan::protocol {

enum class SharedKeyScheme { SharedKey, SharedKeyLite };

// The parts of an HTTP request a signature covers, exactly as sent.
struct SignedRequest
{
    QByteArray method; // "GET"
    QByteArray path; // still percent-encoded: "/devstoreaccount1/Tables"
    QByteArray query; // without the '?'; only `comp` is signed
    RequestHeaders headers; // Content-MD5, Content-Type, x-ms-date / Date, Authorization
};

// "/" + account + path + ("?comp=" + value when the query has `comp`). Path style therefore repeats the
// account: "/devstoreaccount1/devstoreaccount1/Tables".
QByteArray canonicalizedResource(QStringView account, QByteArrayView path, QByteArrayView query);

// The value of the date slot: x-ms-date when present, else Date; empty when neither is.
QByteArray signatureDate(const RequestHeaders &headers);

// SharedKey: "VERB\nContent-MD5\nContent-Type\nDate\nCanonicalizedResource";
// SharedKeyLite: "Date\nCanonicalizedResource".
QByteArray stringToSign(SharedKeyScheme scheme, QStringView account, const SignedRequest &request);

// base64(HMAC-SHA256(key, utf8)), `key` being the decoded account key.
QByteArray computeSignature(QByteArrayView key, QByteArrayView stringToSign);

// "SharedKey devstoreaccount1:<signature>" for `request` (which must already carry its date header).
QByteArray authorizationHeader(
    SharedKeyScheme scheme, QStringView account, QByteArrayView key, const SignedRequest &request);

// Equality whose running time depends only on the lengths, not on where the bytes differ.
bool constantTimeEquals(QByteArrayView a, QByteArrayView b);

struct AuthorizationHeader
{
    SharedKeyScheme scheme = SharedKeyScheme::SharedKey;
    QString account;
    QByteArray signature; // base64, as sent
};

// "<SharedKey|SharedKeyLite> <account>:<base64 signature>". Anything else (another scheme, no ':', an
// empty account, a signature that is not base64 of 32 bytes) → InvalidAuthenticationInfo.
Result<AuthorizationHeader> parseAuthorizationHeader(QByteArrayView value);

// The decoded form of an account key. InvalidInput when `base64` is not valid base64 or is empty.
Result<QByteArray> decodeAccountKey(QStringView base64);

// RFC 1123 dates as HTTP uses them: "Sun, 11 Oct 2009 21:49:13 GMT".
QByteArray formatHttpDate(const QDateTime &time);
// Invalid QDateTime when the text is not such a date.
QDateTime parseHttpDate(QByteArrayView text);

inline constexpr std::chrono::minutes MaxClockSkew {15};

// Verifies a Shared Key (or Lite) request for `account` with the decoded `key` at time `now`:
//  - no Authorization header, or a wrong account → AuthenticationFailed;
//  - a malformed Authorization header → InvalidAuthenticationInfo;
//  - no date (x-ms-date or Date), an unparsable one, or one more than MaxClockSkew away from `now`
//    → AuthenticationFailed;
//  - a signature that differs from the computed one → AuthenticationFailed, whose message shows the
//    string the server signed (as the service does).
Status verifySharedKey(const SignedRequest &request, QStringView account, QByteArrayView key, DateTime now);

} // namespace rowan::protocol
