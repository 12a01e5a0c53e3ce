#include "rowan/protocol/accountsas.h"

#include "rowan/protocol/sas.h"
#include "sasfields.h"

#include <QVarLengthArray>

namespace rowan::protocol {

using namespace Qt::StringLiterals;

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

// malformedParameters(), returning st and se parsed for validateAccountSas.
sasfields::Window checkFields(const AccountSas &sas, QList<SasProblem> &problems)
{
    const sasfields::Window window = sasfields::checkCommonFields(sas, problems);
    if (sas.expiry.isEmpty())
        problems.append({"se"_L1, QStringLiteral("se is missing")});
    if (!lettersFrom(sas.services, "bqtf"_L1))
        problems.append({"ss"_L1, QStringLiteral("ss must be letters of bqtf")});
    if (!lettersFrom(sas.resourceTypes, "sco"_L1))
        problems.append({"srt"_L1, QStringLiteral("srt must be letters of sco")});
    if (!lettersFrom(sas.permissions, "rwdlacup"_L1))
        problems.append({"sp"_L1, QStringLiteral("sp must be letters of rwdlacup")});
    return window;
}

} // namespace

template<typename Token, typename Visit>
void AccountSas::forEachOwnParameter(Token &sas, Visit &&visit)
{
    visit(u"ss", sas.services);
    visit(u"srt", sas.resourceTypes);
    visit(u"ses", sas.encryptionScope);
}

template struct SasToken<AccountSas>;

bool AccountSas::isPresentIn(const QueryItems &items)
{
    return queryValue(items, u"sig").has_value() && queryValue(items, u"ss").has_value();
}

QByteArray AccountSas::stringToSign(QStringView account) const
{
    // Every line ends in '\n': the empty last line gives the final one.
    QVarLengthArray<QStringView, 11> lines {
        account, permissions, services, resourceTypes, start, expiry, ip, protocol, version};
    if (version >= EncryptionScopeVersion)
        lines.append(encryptionScope);
    lines.append(QStringView());
    return sasfields::signedLines(lines);
}

QList<SasProblem> AccountSas::malformedParameters() const
{
    QList<SasProblem> problems;
    checkFields(*this, problems);
    return problems;
}

bool AccountSas::includesTableService() const
{
    return services.contains(QLatin1Char('t'));
}

Status validateAccountSas(
    const AccountSas &sas, QStringView account, QByteArrayView key, const AccountSasRequest &request)
{
    QList<SasProblem> problems;
    const sasfields::Window window = checkFields(sas, problems);
    if (!problems.isEmpty())
        return sasfields::notWellFormed(problems.first().why);
    if (auto ok = sasfields::checkSignature(sas.stringToSign(account), key, sas.signature); !ok)
        return ok;
    if (auto ok = sasfields::checkRequest(window, sas, request.now, request.https, request.clientAddress);
        !ok)
        return ok;

    if (!sas.includesTableService())
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
