// libFuzzer target for request query strings and the SAS tokens inside them (parseQueryString,
// ServiceSas/AccountSas::fromQuery, parseSasPermissions, parseSasTime) and for request paths
// (parseResourcePath). The whole input is tried as a query string and as a path. Beyond "no crash" it
// checks:
// - parsed query items, percent-encoded again, parse back to the same items;
// - a service or account SAS read from the query prints (toQuery) to a query that reads back to the same
//   fields and the same string-to-sign; a token signed here verifies the same after that round trip;
// - permissions and times that parse print to text that parses back to the same value;
// - an entity path, printed again with entityResource, parses back to the same keys;
// - a rejected query or path is InvalidUri.
#include "fuzz_common.h"
#include "rowan/protocol/accountsas.h"
#include "rowan/protocol/resourcepath.h"
#include "rowan/protocol/sas.h"

#include <cstdint>

using namespace rowan;
using namespace rowan::protocol;
using rowan::fuzz::violated;

namespace {

const QString Account = QStringLiteral("devstoreaccount1");
const QByteArray Key = QByteArrayLiteral("0123456789abcdef0123456789abcdef");

bool sameFields(const ServiceSas &a, const ServiceSas &b)
{
    return a.version == b.version && a.tableName == b.tableName && a.permissions == b.permissions
        && a.start == b.start && a.expiry == b.expiry && a.identifier == b.identifier && a.ip == b.ip
        && a.protocol == b.protocol && a.range == b.range && a.signature == b.signature;
}

bool sameFields(const AccountSas &a, const AccountSas &b)
{
    return a.version == b.version && a.services == b.services && a.resourceTypes == b.resourceTypes
        && a.permissions == b.permissions && a.start == b.start && a.expiry == b.expiry && a.ip == b.ip
        && a.protocol == b.protocol && a.encryptionScope == b.encryptionScope && a.signature == b.signature;
}

template<typename Sas>
void checkSas(const Sas &sas, const QByteArray &input)
{
    const auto again = Sas::fromQuery(sas.toQuery());
    if (!again)
        violated("a printed SAS does not read back", input);
    if (!sameFields(*again, sas))
        violated("a printed SAS reads back to other fields", input);
    if (again->stringToSign(Account) != sas.stringToSign(Account))
        violated("a printed SAS signs another string", input);
    Sas signedSas = sas;
    signedSas.sign(Account, Key);
    const auto signedAgain = Sas::fromQuery(signedSas.toQuery());
    if (!signedAgain || signedAgain->signature != signedSas.signature
        || signedAgain->stringToSign(Account) != signedSas.stringToSign(Account))
        violated("a signed SAS does not survive printing", input);
}

void checkTime(const QString &text, const QByteArray &input)
{
    if (text.isEmpty())
        return;
    const auto time = parseSasTime(text);
    if (!time)
        return;
    const QString printed = formatSasTime(*time);
    const auto again = parseSasTime(printed);
    if (!again || formatSasTime(*again) != printed)
        violated("a printed SAS time does not read back", input);
}

void checkPath(const QByteArray &input)
{
    const auto path = parseResourcePath(input);
    if (!path) {
        if (path.error().code != ErrorCode::InvalidUri)
            violated("a rejected path is not InvalidUri", input);
        return;
    }
    if (path->kind != ResourcePath::Kind::Entity)
        return;
    const QByteArray printed = '/' + percentEncode(path->account) + '/'
        + entityResource(path->table, path->partitionKey, path->rowKey).toUtf8();
    const auto again = parseResourcePath(printed);
    if (!again || again->kind != ResourcePath::Kind::Entity || again->account != path->account
        || again->table != path->table || again->partitionKey != path->partitionKey
        || again->rowKey != path->rowKey)
        violated("a printed entity path parses to other keys", input);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    checkPath(input);

    const auto items = parseQueryString(input);
    if (!items) {
        if (items.error().code != ErrorCode::InvalidUri)
            violated("a rejected query is not InvalidUri", input);
        return 0;
    }
    QByteArray printed;
    for (const auto &[name, value] : *items) {
        if (!printed.isEmpty())
            printed += '&';
        printed += percentEncode(name) + '=' + percentEncode(value);
        if (percentDecode(percentEncode(value)) != value)
            violated("percent-encoding does not decode back", input);
    }
    const auto again = parseQueryString(printed);
    if (!again || *again != *items)
        violated("printed query items parse back to other items", input);

    const ServiceSas service = ServiceSas::fromItems(*items);
    checkSas(service, input);
    const AccountSas account = AccountSas::fromItems(*items);
    checkSas(account, input);

    if (const auto permissions = parseSasPermissions(service.permissions)) {
        if (parseSasPermissions(sasPermissionsToString(*permissions)) != permissions)
            violated("printed permissions parse to others", input);
    }
    checkTime(service.start, input);
    checkTime(service.expiry, input);
    return 0;
}
