// Internal to engine/protocol: the checks the service SAS (sas.cpp) and the account SAS (accountsas.cpp)
// share — sv, st, se, sip, spr and sig, the signature, the time window, the request's protocol and address
// — the reading and writing of their parameters, and SasToken's members (sastoken.h).
#pragma once

#include "rowan/protocol/resourcepath.h"
#include "rowan/protocol/sastoken.h"
#include "rowan/protocol/sharedkey.h"
#include "rowan/status.h"
#include "rowan/value.h"

#include <QHostAddress>

#include <array>
#include <optional>
#include <span>

namespace rowan::protocol::sasfields {

// AuthenticationFailed, "Server failed to authenticate the request. <why>".
std::unexpected<Error> authFailed(const QString &why);
// AuthenticationFailed for a malformed field, as the service words it.
std::unexpected<Error> notWellFormed(const QString &why);

struct Window
{
    std::optional<DateTime> start;
    std::optional<DateTime> expiry;
};

// The checks every token takes, in the service's order: sig present, sv a version from 2015-04-05 on, st
// and se (when present) ISO-8601 times, spr "https" or "https,http", sip an address or range. Appends each
// broken one to `problems`; returns st and se parsed (those that are well formed).
Window checkCommonFields(const SasFields &fields, QList<SasProblem> &problems);

// The base64 `signature` against HMAC-SHA256(key, stringToSign), in constant time. AuthenticationFailed
// (naming the string to sign, as the service does) when they differ.
Status checkSignature(QByteArrayView stringToSign, QByteArrayView key, const QString &signature);

// The request at `now`, over https or not, from `client`, against the window [start, expiry) (expiry
// required), spr and sip. AuthenticationFailed outside the window, AuthorizationProtocolMismatch,
// AuthorizationSourceIPMismatch.
Status checkRequest(
    const Window &window, const SasFields &fields, DateTime now, bool https, const QHostAddress &client);

// The string to sign of a token: `lines` joined by '\n', in UTF-8.
QByteArray signedLines(std::span<const QStringView> lines);

// Visits the parameters of SasFields with the fields that hold them; `Fields` is SasFields or const
// SasFields. A kind visits its own in Kind::forEachOwnParameter.
template<typename Fields, typename Visit>
void forEachCommonParameter(Fields &fields, Visit &&visit)
{
    visit(u"sv", fields.version);
    visit(u"sp", fields.permissions);
    visit(u"st", fields.start);
    visit(u"se", fields.expiry);
    visit(u"sip", fields.ip);
    visit(u"spr", fields.protocol);
    visit(u"sig", fields.signature);
}

// Sets each visited field from a parsed query: an absent parameter leaves a QString empty, an optional one
// (the key range, where an empty value is meaningful) unset.
struct QueryReader
{
    const QueryItems &items;
    void operator()(QStringView name, QString &field) const;
    void operator()(QStringView name, std::optional<QString> &field) const;
};

// Collects the visited fields (an empty QString or an unset optional is absent) and writes them as
// "name=value&…" in the order the SDKs write them (sastoken.h), values percent-encoded, whatever order they
// were visited in.
class QueryWriter
{
public:
    void operator()(QStringView name, const QString &field);
    void operator()(QStringView name, const std::optional<QString> &field);
    QByteArray query() const;

private:
    static constexpr size_t ParameterCount = 16; // sv, tn, ss, …, sig
    std::array<const QString *, ParameterCount> m_values {};
};

} // namespace rowan::protocol::sasfields

namespace rowan::protocol {

// SasToken's members, instantiated by each kind's source file (sas.cpp, accountsas.cpp) where its
// forEachOwnParameter is defined.
template<typename Kind>
Result<Kind> SasToken<Kind>::fromQuery(QByteArrayView query)
{
    Result<QueryItems> items = parseQueryString(query);
    if (!items)
        return std::unexpected(items.error());
    return fromItems(*items);
}

template<typename Kind>
Kind SasToken<Kind>::fromItems(const QueryItems &items)
{
    Kind token;
    const sasfields::QueryReader read {items};
    sasfields::forEachCommonParameter(static_cast<SasFields &>(token), read);
    Kind::forEachOwnParameter(token, read);
    return token;
}

template<typename Kind>
void SasToken<Kind>::sign(QStringView account, QByteArrayView key)
{
    if (version.isEmpty())
        version = DefaultVersion;
    const QByteArray stringToSign = static_cast<const Kind &>(*this).stringToSign(account);
    signature = QString::fromLatin1(computeSignature(key, stringToSign));
}

template<typename Kind>
QByteArray SasToken<Kind>::toQuery() const
{
    sasfields::QueryWriter write;
    sasfields::forEachCommonParameter(static_cast<const SasFields &>(*this), write);
    Kind::forEachOwnParameter(static_cast<const Kind &>(*this), write);
    return write.query();
}

} // namespace rowan::protocol
