#include "rowan/protocol/accountsas.h"

#include "rowan/protocol/sas.h"
#include "rowan/protocol/sharedkey.h"
#include "sasfields.h"

namespace rowan::protocol {

namespace {

constexpr QLatin1StringView EncryptionScopeVersion {"2020-12-06"};

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
        return {'c', "acw", ""};
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
    return fromItems(*items);
}

AccountSas AccountSas::fromItems(const QueryItems &items)
{
    AccountSas sas;
    auto text = [&items](QStringView name) { return sasfields::fieldText(items, name); };
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
    using namespace sasfields;
    QByteArray out;
    appendNonEmptyField(out, "sv", version);
    appendNonEmptyField(out, "ss", services);
    appendNonEmptyField(out, "srt", resourceTypes);
    appendNonEmptyField(out, "sp", permissions);
    appendNonEmptyField(out, "st", start);
    appendNonEmptyField(out, "se", expiry);
    appendNonEmptyField(out, "sip", ip);
    appendNonEmptyField(out, "spr", protocol);
    appendNonEmptyField(out, "ses", encryptionScope);
    appendNonEmptyField(out, "sig", signature);
    return out;
}

Status validateAccountSas(
    const AccountSas &sas, QStringView account, QByteArrayView key, const AccountSasRequest &request)
{
    using sasfields::notWellFormed;
    const sasfields::CommonFields fields {
        sas.version, sas.start, sas.expiry, sas.ip, sas.protocol, sas.signature};
    const Result<sasfields::Window> window = sasfields::checkWellFormed(fields);
    if (!window)
        return std::unexpected(window.error());
    if (!window->expiry)
        return notWellFormed(QStringLiteral("se is missing"));
    if (!lettersFrom(sas.services, QLatin1StringView("bqtf")))
        return notWellFormed(QStringLiteral("ss must be letters of bqtf"));
    if (!lettersFrom(sas.resourceTypes, QLatin1StringView("sco")))
        return notWellFormed(QStringLiteral("srt must be letters of sco"));
    if (!lettersFrom(sas.permissions, QLatin1StringView("rwdlacup")))
        return notWellFormed(QStringLiteral("sp must be letters of rwdlacup"));
    if (auto ok = sasfields::checkSignature(sas.stringToSign(account), key, sas.signature); !ok)
        return ok;
    if (auto ok = sasfields::checkRequest(*window, fields, request.now, request.https, request.clientAddress);
        !ok)
        return ok;

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
