#include "rowan/protocol/sas.h"

#include "sasfields.h"

#include <string_view>

namespace rowan::protocol {

using namespace Qt::StringLiterals;

namespace {

using sasfields::authFailed;
using sasfields::notWellFormed;

std::unexpected<Error> notAuthorized(const QString &why)
{
    return fail(ErrorCode::AuthorizationFailure,
        QStringLiteral("This request is not authorized to perform this operation. %1").arg(why));
}

int compareUnits(QStringView a, QStringView b)
{
    return std::u16string_view(a.utf16(), size_t(a.size()))
        .compare(std::u16string_view(b.utf16(), size_t(b.size())));
}

// malformedParameters(), returning st and se parsed for validateServiceSas.
sasfields::Window checkFields(const ServiceSas &sas, QList<SasProblem> &problems)
{
    sasfields::Window window = sasfields::checkCommonFields(sas, problems);
    if (sas.tableName.isEmpty())
        problems.append({"tn"_L1, QStringLiteral("tn is missing")});
    if (!sas.permissions.isEmpty() && !parseSasPermissions(sas.permissions))
        problems.append({"sp"_L1, QStringLiteral("sp '%1' is not made of r, a, u, d").arg(sas.permissions)});
    if (sas.range.startRowKey && !sas.range.startPartitionKey)
        problems.append({"srk"_L1, QStringLiteral("srk requires spk")});
    if (sas.range.endRowKey && !sas.range.endPartitionKey)
        problems.append({"erk"_L1, QStringLiteral("erk requires epk")});
    if (sas.identifier.size() > MaxSignedIdentifierLength)
        problems.append({"si"_L1, QStringLiteral("si is longer than 64 characters")});
    return window;
}

} // namespace

QString sasPermissionsToString(SasPermissions permissions)
{
    QString text;
    if (permissions & SasPermission::Query)
        text += QLatin1Char('r');
    if (permissions & SasPermission::Add)
        text += QLatin1Char('a');
    if (permissions & SasPermission::Update)
        text += QLatin1Char('u');
    if (permissions & SasPermission::Delete)
        text += QLatin1Char('d');
    return text;
}

std::optional<SasPermissions> parseSasPermissions(QStringView text)
{
    SasPermissions permissions;
    for (const QChar c : text) {
        SasPermission p;
        switch (c.unicode()) {
        case 'r':
            p = SasPermission::Query;
            break;
        case 'a':
            p = SasPermission::Add;
            break;
        case 'u':
            p = SasPermission::Update;
            break;
        case 'd':
            p = SasPermission::Delete;
            break;
        default:
            return std::nullopt;
        }
        if (permissions & p)
            return std::nullopt;
        permissions |= p;
    }
    return permissions;
}

SasPermissions requiredPermissions(TableOperation operation)
{
    switch (operation) {
    case TableOperation::QueryEntities:
        return SasPermission::Query;
    case TableOperation::InsertEntity:
        return SasPermission::Add;
    case TableOperation::UpdateEntity:
    case TableOperation::MergeEntity:
        return SasPermission::Update;
    case TableOperation::DeleteEntity:
        return SasPermission::Delete;
    case TableOperation::InsertOrReplaceEntity:
    case TableOperation::InsertOrMergeEntity:
        return SasPermission::Add | SasPermission::Update;
    case TableOperation::QueryTables:
    case TableOperation::CreateTable:
    case TableOperation::DeleteTable:
    case TableOperation::GetTableAcl:
    case TableOperation::SetTableAcl:
        break;
    }
    return {};
}

bool KeyRange::contains(QStringView partitionKey, QStringView rowKey) const
{
    if (startPartitionKey) {
        const int c = compareUnits(partitionKey, *startPartitionKey);
        if (c < 0 || (c == 0 && startRowKey && compareUnits(rowKey, *startRowKey) < 0))
            return false;
    }
    if (endPartitionKey) {
        const int c = compareUnits(partitionKey, *endPartitionKey);
        if (c > 0 || (c == 0 && endRowKey && compareUnits(rowKey, *endRowKey) > 0))
            return false;
    }
    return true;
}

QString formatSasTime(DateTime time)
{
    // Whole seconds, as the SDKs write them: "2024-01-31T12:00:00Z".
    const QString iso = time.toIsoString();
    return iso.left(19) + QLatin1Char('Z');
}

std::optional<DateTime> parseSasTime(QStringView text)
{
    if (text.size() == 10)
        return DateTime::fromIsoString(text.toString() + QLatin1String("T00:00:00Z"));
    return DateTime::fromIsoString(text);
}

template<typename Token, typename Visit>
void ServiceSas::forEachOwnParameter(Token &sas, Visit &&visit)
{
    visit(u"tn", sas.tableName);
    visit(u"si", sas.identifier);
    visit(u"spk", sas.range.startPartitionKey);
    visit(u"srk", sas.range.startRowKey);
    visit(u"epk", sas.range.endPartitionKey);
    visit(u"erk", sas.range.endRowKey);
}

template struct SasToken<ServiceSas>;

bool ServiceSas::isPresentIn(const QueryItems &items)
{
    return queryValue(items, u"sig").has_value();
}

QByteArray ServiceSas::stringToSign(QStringView account) const
{
    const QString resource = QStringLiteral("/table/%1/%2").arg(account, tableName.toLower());
    auto optional = [](const std::optional<QString> &key) { return key ? QStringView(*key) : QStringView(); };
    const QStringView lines[] = {permissions, start, expiry, resource, identifier, ip, protocol, version,
        optional(range.startPartitionKey), optional(range.startRowKey), optional(range.endPartitionKey),
        optional(range.endRowKey)};
    return sasfields::signedLines(lines);
}

QList<SasProblem> ServiceSas::malformedParameters() const
{
    QList<SasProblem> problems;
    checkFields(*this, problems);
    return problems;
}

const SignedIdentifier *ServiceSas::storedPolicy(const QList<SignedIdentifier> &policies) const
{
    const SignedIdentifier *policy = nullptr;
    if (identifier.isEmpty())
        return policy;
    for (const SignedIdentifier &p : policies) {
        if (p.id == identifier)
            policy = &p;
    }
    return policy;
}

QList<QLatin1StringView> ServiceSas::givenTwice(const SignedIdentifier &policy) const
{
    QList<QLatin1StringView> fields;
    if (policy.start && !start.isEmpty())
        fields.append("st"_L1);
    if (policy.expiry && !expiry.isEmpty())
        fields.append("se"_L1);
    if (policy.permission && !permissions.isEmpty())
        fields.append("sp"_L1);
    return fields;
}

Status SasGrant::authorizeEntity(QStringView partitionKey, QStringView rowKey) const
{
    if (!range.contains(partitionKey, rowKey))
        return notAuthorized(
            QStringLiteral("The entity is outside the key range of the shared access signature."));
    return {};
}

Result<SasGrant> validateServiceSas(const ServiceSas &sas, QStringView account, QByteArrayView key,
    const SasRequest &request, const QList<SignedIdentifier> &policies)
{
    // 1. Well-formed fields.
    QList<SasProblem> problems;
    sasfields::Window window = checkFields(sas, problems);
    if (!problems.isEmpty())
        return notWellFormed(problems.first().why);
    std::optional<SasPermissions> tokenPermissions;
    if (!sas.permissions.isEmpty())
        tokenPermissions = parseSasPermissions(sas.permissions);

    // 2. Signature.
    if (auto ok = sasfields::checkSignature(sas.stringToSign(account), key, sas.signature); !ok)
        return std::unexpected(ok.error());

    // 3. Stored access policy: each of start, expiry, permissions comes from exactly one place.
    if (!sas.identifier.isEmpty()) {
        const SignedIdentifier *policy = sas.storedPolicy(policies);
        if (!policy)
            return authFailed(QStringLiteral("The signed identifier '%1' names no stored access policy.")
                                  .arg(sas.identifier));
        if (!sas.givenTwice(*policy).isEmpty())
            return authFailed(QStringLiteral("A field is given by both the stored access policy and the "
                                             "shared access signature."));
        if (policy->start)
            window.start = policy->start;
        if (policy->expiry)
            window.expiry = policy->expiry;
        if (policy->permission) {
            tokenPermissions = parseSasPermissions(*policy->permission);
            if (!tokenPermissions)
                return authFailed(QStringLiteral("The stored access policy's permissions are invalid."));
        }
    }
    if (!window.expiry)
        return authFailed(QStringLiteral("The signed expiry (se) is missing."));
    if (!tokenPermissions)
        return authFailed(QStringLiteral("The signed permissions (sp) are missing."));

    // 4. Time window [start, expiry), protocol and address.
    if (auto ok = sasfields::checkRequest(window, sas, request.now, request.https, request.clientAddress);
        !ok)
        return std::unexpected(ok.error());

    // 5. Resource and permissions.
    const SasPermissions required = requiredPermissions(request.operation);
    if (!required)
        return notAuthorized(QStringLiteral("Table-level operations need Shared Key authorization."));
    if (sas.tableName.compare(request.tableName, Qt::CaseInsensitive) != 0)
        return notAuthorized(
            QStringLiteral("The shared access signature is for table '%1'.").arg(sas.tableName));
    if ((*tokenPermissions & required) != required)
        return fail(ErrorCode::AuthorizationPermissionMismatch,
            QStringLiteral("This request is not authorized to perform this operation using this "
                           "permission."));
    return SasGrant {*tokenPermissions, sas.range, *window.expiry};
}

} // namespace rowan::protocol
