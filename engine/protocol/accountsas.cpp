#include "rowan/protocol/accountsas.h"

#include "rowan/protocol/sas.h"
#include "rowan/protocol/sharedkey.h"

#include <QMessageAuthenticationCode>

namespace rowan::protocol {

namespace {

constexpr QLatin1StringView MinimumVersion {"2015-04-05"};
constexpr QLatin1StringView EncryptionScopeVersion {"2020-12-06"};

std::unexpected<Error> authFailed(const QString &why)
{
    return fail(ErrorCode::AuthenticationFailed,
        QStringLiteral("Server failed to authenticate the request. %1").arg(why));
}

// Each letter of `text` from `alphabet`, none twice; empty is not valid.
bool lettersFrom(QStringView text, QLatin1StringView alphabet)
{
    if (text.isEmpty())
        return false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (!alphabet.contains(text[i]) || text.left(i).contains(text[i]))
            return false;
    }
    return true;
}

bool isVersion(QStringView v)
{
    if (v.size() != 10 || v[4] != QLatin1Char('-') || v[7] != QLatin1Char('-'))
        return false;
    for (qsizetype i = 0; i < 10; ++i) {
        if (i != 4 && i != 7 && !v[i].isDigit())
            return false;
    }
    return true;
}

struct Requirement
{
    char resourceType = 0; // 0: refused
    const char *anyOf = "";
    const char *allOf = "";
};

Requirement requirementFor(TableOperation op)
{
    switch (op) {
    case TableOperation::QueryTables:
        return {'c', "l", ""};
    case TableOperation::CreateTable:
        return {'c', "ac", ""};
    case TableOperation::DeleteTable:
        return {'c', "d", ""};
    case TableOperation::QueryEntities:
        return {'o', "r", ""};
    case TableOperation::InsertEntity:
        return {'o', "a", ""};
    case TableOperation::UpdateEntity:
    case TableOperation::MergeEntity:
        return {'o', "u", ""};
    case TableOperation::DeleteEntity:
        return {'o', "d", ""};
    case TableOperation::InsertOrReplaceEntity:
    case TableOperation::InsertOrMergeEntity:
        return {'o', "", "au"};
    case TableOperation::GetTableAcl:
    case TableOperation::SetTableAcl:
        break;
    }
    return {};
}

} // namespace

Result<AccountSas> AccountSas::fromQuery(QByteArrayView query)
{
    Result<QueryItems> items = parseQueryString(query);
    if (!items)
        return std::unexpected(items.error());
    AccountSas sas;
    auto text = [&items](const char16_t *name) { return queryValue(*items, name).value_or(QString()); };
    sas.version = text(u"sv");
    sas.services = text(u"ss");
    sas.resourceTypes = text(u"srt");
    sas.permissions = text(u"sp");
    sas.start = text(u"st");
    sas.expiry = text(u"se");
    sas.ip = text(u"sip");
    sas.protocol = text(u"spr");
    sas.encryptionScope = text(u"ses");
    sas.signature = text(u"sig");
    return sas;
}

bool AccountSas::isPresentIn(const QueryItems &items)
{
    return queryValue(items, u"sig").has_value() && queryValue(items, u"ss").has_value();
}

QByteArray AccountSas::stringToSign(QStringView account) const
{
    QStringList lines
        = {account.toString(), permissions, services, resourceTypes, start, expiry, ip, protocol, version};
    if (version >= EncryptionScopeVersion)
        lines.append(encryptionScope);
    return (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

void AccountSas::sign(QStringView account, QByteArrayView key)
{
    if (version.isEmpty())
        version = DefaultVersion;
    signature = QString::fromLatin1(computeSignature(key, stringToSign(account)));
}

QByteArray AccountSas::toQuery() const
{
    QByteArray out;
    auto add = [&out](const char *name, const QString &value) {
        if (value.isEmpty())
            return;
        if (!out.isEmpty())
            out += '&';
        out += name;
        out += '=';
        out += percentEncode(value, "-._~");
    };
    add("sv", version);
    add("ss", services);
    add("srt", resourceTypes);
    add("sp", permissions);
    add("st", start);
    add("se", expiry);
    add("sip", ip);
    add("spr", protocol);
    add("ses", encryptionScope);
    add("sig", signature);
    return out;
}

Status validateAccountSas(
    const AccountSas &sas, QStringView account, QByteArrayView key, const AccountSasRequest &request)
{
    auto notWellFormed = [](const char *why) {
        return authFailed(QStringLiteral("Signature fields not well formed: %1.").arg(QLatin1String(why)));
    };
    if (sas.signature.isEmpty())
        return notWellFormed("sig is missing");
    if (!isVersion(sas.version) || sas.version < MinimumVersion)
        return notWellFormed("sv must be a version from 2015-04-05 on");
    if (!lettersFrom(sas.services, QLatin1StringView("bqtf")))
        return notWellFormed("ss must be letters of bqtf");
    if (!lettersFrom(sas.resourceTypes, QLatin1StringView("sco")))
        return notWellFormed("srt must be letters of sco");
    if (!lettersFrom(sas.permissions, QLatin1StringView("rwdlacup")))
        return notWellFormed("sp must be letters of rwdlacup");
    std::optional<DateTime> start;
    if (!sas.start.isEmpty() && !(start = parseSasTime(sas.start)))
        return notWellFormed("st is not an ISO-8601 time");
    const std::optional<DateTime> expiry = parseSasTime(sas.expiry);
    if (!expiry)
        return notWellFormed("se is missing or not an ISO-8601 time");
    if (!sas.protocol.isEmpty() && sas.protocol != QLatin1String("https")
        && sas.protocol != QLatin1String("https,http"))
        return notWellFormed("spr must be https or https,http");
    if (!sas.ip.isEmpty() && !sasAddressAllowed(sas.ip, QHostAddress(QHostAddress::LocalHost)))
        return notWellFormed("sip is not an address or address range");

    const QByteArray expected
        = QMessageAuthenticationCode::hash(sas.stringToSign(account), key, QCryptographicHash::Sha256);
    const auto given
        = QByteArray::fromBase64Encoding(sas.signature.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!given || !constantTimeEquals(expected, *given))
        return authFailed(QStringLiteral("Signature did not match."));

    if (start && request.now < *start)
        return authFailed(QStringLiteral("The shared access signature is not valid yet."));
    if (request.now >= *expiry)
        return authFailed(QStringLiteral("The shared access signature has expired."));
    if (sas.protocol == QLatin1String("https") && !request.https)
        return fail(ErrorCode::AuthorizationProtocolMismatch,
            QStringLiteral("This request is not authorized to perform this operation using this protocol."));
    if (!sas.ip.isEmpty() && !sasAddressAllowed(sas.ip, request.clientAddress).value_or(false))
        return fail(ErrorCode::AuthorizationSourceIPMismatch,
            QStringLiteral("This request is not authorized to perform this operation using this source IP."));

    if (!sas.services.contains(QLatin1Char('t')))
        return fail(ErrorCode::AuthorizationFailure,
            QStringLiteral("This request is not authorized to perform this operation using this service."));
    const Requirement need = requirementFor(request.operation);
    if (!need.resourceType)
        return fail(
            ErrorCode::AuthorizationFailure, QStringLiteral("ACL operations need Shared Key authorization."));
    if (!sas.resourceTypes.contains(QLatin1Char(need.resourceType)))
        return fail(ErrorCode::AuthorizationResourceTypeMismatch,
            QStringLiteral("This request is not authorized to perform this operation using this resource "
                           "type."));
    bool allowed = true;
    for (const char *c = need.allOf; *c; ++c)
        allowed = allowed && sas.permissions.contains(QLatin1Char(*c));
    if (*need.anyOf) {
        bool any = false;
        for (const char *c = need.anyOf; *c; ++c)
            any = any || sas.permissions.contains(QLatin1Char(*c));
        allowed = allowed && any;
    }
    if (!allowed)
        return fail(ErrorCode::AuthorizationPermissionMismatch,
            QStringLiteral(
                "This request is not authorized to perform this operation using this permission."));
    return {};
}

} // namespace rowan::protocol
