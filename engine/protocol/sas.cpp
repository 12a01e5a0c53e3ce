#include "rowan/protocol/sas.h"

#include "rowan/protocol/sharedkey.h"

#include <QHash>
#include <QMessageAuthenticationCode>

#include <cstring>
#include <string_view>

namespace rowan::protocol {

namespace {

constexpr QLatin1StringView MinimumVersion {"2015-04-05"};

std::unexpected<Error> authFailed(const QString &why)
{
    return fail(ErrorCode::AuthenticationFailed,
        QStringLiteral("Server failed to authenticate the request. %1").arg(why));
}

std::unexpected<Error> notWellFormed(const QString &why)
{
    return authFailed(QStringLiteral("Signature fields not well formed: %1.").arg(why));
}

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

// An address as (family, bytes) so IPv4 and IPv6 compare alike; IPv4-mapped IPv6 counts as IPv4.
struct AddressKey
{
    bool v4 = true;
    QByteArray bytes;
};

std::optional<AddressKey> addressKey(const QHostAddress &address)
{
    bool isV4 = false;
    const quint32 v4 = address.toIPv4Address(&isV4);
    if (isV4) {
        QByteArray bytes(4, Qt::Uninitialized);
        for (int i = 0; i < 4; ++i)
            bytes[i] = char((v4 >> (24 - 8 * i)) & 0xFF);
        return AddressKey {true, bytes};
    }
    if (address.protocol() != QAbstractSocket::IPv6Protocol)
        return std::nullopt;
    const Q_IPV6ADDR v6 = address.toIPv6Address();
    return AddressKey {false, QByteArray(reinterpret_cast<const char *>(v6.c), 16)};
}

std::optional<AddressKey> parseAddress(QStringView text)
{
    QHostAddress address;
    if (text.isEmpty() || !address.setAddress(text.toString()))
        return std::nullopt;
    return addressKey(address);
}

// HMAC-SHA256 of a token's string-to-sign under `key`, remembered per thread: a client sends the same token
// with every request, and the HMAC is most of the cost of checking one. The comparison with the given
// signature still happens on every request. Bounded: forgotten all at once when full.
QByteArray tokenMac(QByteArrayView key, const QByteArray &stringToSign)
{
    constexpr qsizetype MaxRemembered = 256;
    thread_local QHash<QByteArray, QByteArray> remembered;
    QByteArray id = QByteArray::number(key.size()) + ':';
    id += key;
    id += stringToSign;
    if (auto it = remembered.constFind(id); it != remembered.cend())
        return *it;
    QByteArray mac = QMessageAuthenticationCode::hash(stringToSign, key, QCryptographicHash::Sha256);
    if (remembered.size() >= MaxRemembered)
        remembered.clear();
    remembered.insert(std::move(id), mac);
    return mac;
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

Result<ServiceSas> ServiceSas::fromQuery(QByteArrayView query)
{
    Result<QueryItems> items = parseQueryString(query);
    if (!items)
        return std::unexpected(items.error());
    ServiceSas sas;
    auto text = [&items](const char16_t *name) { return queryValue(*items, name).value_or(QString()); };
    sas.version = text(u"sv");
    sas.tableName = text(u"tn");
    sas.permissions = text(u"sp");
    sas.start = text(u"st");
    sas.expiry = text(u"se");
    sas.identifier = text(u"si");
    sas.ip = text(u"sip");
    sas.protocol = text(u"spr");
    sas.signature = text(u"sig");
    sas.range.startPartitionKey = queryValue(*items, u"spk");
    sas.range.startRowKey = queryValue(*items, u"srk");
    sas.range.endPartitionKey = queryValue(*items, u"epk");
    sas.range.endRowKey = queryValue(*items, u"erk");
    return sas;
}

bool ServiceSas::isPresentIn(const QueryItems &items)
{
    return queryValue(items, u"sig").has_value();
}

QByteArray ServiceSas::stringToSign(QStringView account) const
{
    const QStringList lines = {
        permissions,
        start,
        expiry,
        QLatin1String("/table/") + account.toString() + QLatin1Char('/') + tableName.toLower(),
        identifier,
        ip,
        protocol,
        version,
        range.startPartitionKey.value_or(QString()),
        range.startRowKey.value_or(QString()),
        range.endPartitionKey.value_or(QString()),
        range.endRowKey.value_or(QString()),
    };
    return lines.join(QLatin1Char('\n')).toUtf8();
}

void ServiceSas::sign(QStringView account, QByteArrayView key)
{
    if (version.isEmpty())
        version = DefaultVersion;
    signature = QString::fromLatin1(computeSignature(key, stringToSign(account)));
}

QByteArray ServiceSas::toQuery() const
{
    QByteArray out;
    auto add = [&out](const char *name, const std::optional<QString> &value) {
        if (!value)
            return;
        if (!out.isEmpty())
            out += '&';
        out += name;
        out += '=';
        out += percentEncode(*value, "-._~");
    };
    auto nonEmpty = [](const QString &s) { return s.isEmpty() ? std::nullopt : std::optional<QString>(s); };
    add("sv", nonEmpty(version));
    add("tn", nonEmpty(tableName));
    add("sp", nonEmpty(permissions));
    add("st", nonEmpty(start));
    add("se", nonEmpty(expiry));
    add("si", nonEmpty(identifier));
    add("sip", nonEmpty(ip));
    add("spr", nonEmpty(protocol));
    add("spk", range.startPartitionKey);
    add("srk", range.startRowKey);
    add("epk", range.endPartitionKey);
    add("erk", range.endRowKey);
    add("sig", nonEmpty(signature));
    return out;
}

std::optional<bool> sasAddressAllowed(QStringView sip, const QHostAddress &client)
{
    const qsizetype dash = sip.indexOf(QLatin1Char('-'));
    const std::optional<AddressKey> low = parseAddress(dash < 0 ? sip : sip.left(dash));
    const std::optional<AddressKey> high = dash < 0 ? low : parseAddress(sip.mid(dash + 1));
    if (!low || !high || low->v4 != high->v4 || low->bytes > high->bytes)
        return std::nullopt;
    const std::optional<AddressKey> address = addressKey(client);
    if (!address || address->v4 != low->v4)
        return false;
    return address->bytes >= low->bytes && address->bytes <= high->bytes;
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
    if (sas.signature.isEmpty())
        return notWellFormed(QStringLiteral("sig is missing"));
    if (!isVersion(sas.version) || sas.version < MinimumVersion)
        return notWellFormed(QStringLiteral("sv must be a version from 2015-04-05 on"));
    if (sas.tableName.isEmpty())
        return notWellFormed(QStringLiteral("tn is missing"));
    std::optional<SasPermissions> tokenPermissions;
    if (!sas.permissions.isEmpty()) {
        tokenPermissions = parseSasPermissions(sas.permissions);
        if (!tokenPermissions)
            return notWellFormed(QStringLiteral("sp '%1' is not made of r, a, u, d").arg(sas.permissions));
    }
    std::optional<DateTime> start;
    std::optional<DateTime> expiry;
    if (!sas.start.isEmpty() && !(start = parseSasTime(sas.start)))
        return notWellFormed(QStringLiteral("st is not an ISO-8601 time"));
    if (!sas.expiry.isEmpty() && !(expiry = parseSasTime(sas.expiry)))
        return notWellFormed(QStringLiteral("se is not an ISO-8601 time"));
    if (!sas.protocol.isEmpty() && sas.protocol != QLatin1String("https")
        && sas.protocol != QLatin1String("https,http"))
        return notWellFormed(QStringLiteral("spr must be https or https,http"));
    if (!sas.ip.isEmpty() && !sasAddressAllowed(sas.ip, QHostAddress(QHostAddress::LocalHost)))
        return notWellFormed(QStringLiteral("sip is not an address or address range"));
    if (sas.range.startRowKey && !sas.range.startPartitionKey)
        return notWellFormed(QStringLiteral("srk requires spk"));
    if (sas.range.endRowKey && !sas.range.endPartitionKey)
        return notWellFormed(QStringLiteral("erk requires epk"));
    if (sas.identifier.size() > MaxSignedIdentifierLength)
        return notWellFormed(QStringLiteral("si is longer than 64 characters"));

    // 2. Signature.
    const QByteArray expected = tokenMac(key, sas.stringToSign(account));
    const auto given
        = QByteArray::fromBase64Encoding(sas.signature.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!given || !constantTimeEquals(expected, *given))
        return authFailed(QStringLiteral("Signature did not match. String to sign used was %1")
                              .arg(QString::fromUtf8(sas.stringToSign(account))
                                       .replace(QLatin1Char('\n'), QLatin1String("\\n"))));

    // 3. Stored access policy: each of start, expiry, permissions comes from exactly one place.
    if (!sas.identifier.isEmpty()) {
        const SignedIdentifier *policy = nullptr;
        for (const SignedIdentifier &p : policies) {
            if (p.id == sas.identifier)
                policy = &p;
        }
        if (!policy)
            return authFailed(QStringLiteral("The signed identifier '%1' names no stored access policy.")
                                  .arg(sas.identifier));
        if ((policy->start && start) || (policy->expiry && expiry)
            || (policy->permission && tokenPermissions))
            return authFailed(QStringLiteral("A field is given by both the stored access policy and the "
                                             "shared access signature."));
        if (policy->start)
            start = policy->start;
        if (policy->expiry)
            expiry = policy->expiry;
        if (policy->permission) {
            tokenPermissions = parseSasPermissions(*policy->permission);
            if (!tokenPermissions)
                return authFailed(QStringLiteral("The stored access policy's permissions are invalid."));
        }
    }
    if (!expiry)
        return authFailed(QStringLiteral("The signed expiry (se) is missing."));
    if (!tokenPermissions)
        return authFailed(QStringLiteral("The signed permissions (sp) are missing."));

    // 4. Time window [start, expiry).
    if (start && request.now < *start)
        return authFailed(QStringLiteral("The shared access signature is not valid yet (st %1).")
                              .arg(start->toIsoString()));
    if (request.now >= *expiry)
        return authFailed(
            QStringLiteral("The shared access signature expired at %1.").arg(expiry->toIsoString()));

    // 5. Protocol and address.
    if (sas.protocol == QLatin1String("https") && !request.https)
        return fail(ErrorCode::AuthorizationProtocolMismatch,
            QStringLiteral("This request is not authorized to perform this operation using this protocol."));
    if (!sas.ip.isEmpty() && !sasAddressAllowed(sas.ip, request.clientAddress).value_or(false))
        return fail(ErrorCode::AuthorizationSourceIPMismatch,
            QStringLiteral("This request is not authorized to perform this operation using this source IP "
                           "%1.")
                .arg(request.clientAddress.toString()));

    // 6. Resource and permissions.
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
    return SasGrant {*tokenPermissions, sas.range, *expiry};
}

} // namespace rowan::protocol
