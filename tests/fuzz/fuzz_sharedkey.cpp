// libFuzzer target for the Shared Key `Authorization` header (parseAuthorizationHeader, verifySharedKey)
// and the HTTP dates it is checked against (parseHttpDate). The input's lines are: the Authorization
// value, the method, the path, the query, the x-ms-date value, then header lines "name: value". Beyond
// "no crash" it checks:
// - an accepted header printed again ("<scheme> <account>:<signature>") parses to the same fields;
// - a rejected header is InvalidAuthenticationInfo;
// - the fuzzed request, signed here, verifies; the same request with one signature byte changed does not;
// - a parsed date prints to text that parses back to the same time.
#include "fuzz_common.h"
#include "rowan/protocol/sharedkey.h"
#include "rowan/value.h"

#include <QDateTime>
#include <QList>
#include <QTimeZone>

#include <cstdint>

using namespace rowan;
using namespace rowan::protocol;
using rowan::fuzz::violated;

namespace {

const QString Account = QStringLiteral("devstoreaccount1");
const QByteArray Key = QByteArrayLiteral("0123456789abcdef0123456789abcdef");

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const QList<QByteArray> lines = input.split('\n');
    const QByteArray authorization = lines.value(0);

    const auto header = parseAuthorizationHeader(authorization);
    if (header) {
        const QByteArray printed
            = (header->scheme == SharedKeyScheme::SharedKey ? "SharedKey " : "SharedKeyLite ")
            + header->account.toUtf8() + ':' + header->signature;
        const auto again = parseAuthorizationHeader(printed);
        if (!again || again->scheme != header->scheme || again->account != header->account
            || again->signature != header->signature)
            violated("a printed Authorization header parses to other fields", input);
    } else if (header.error().code != ErrorCode::InvalidAuthenticationInfo) {
        violated("a rejected Authorization header is not InvalidAuthenticationInfo", input);
    }

    const QByteArray date = lines.value(4);
    const QDateTime parsedDate = parseHttpDate(date);
    if (parsedDate.isValid()) {
        const QDateTime again = parseHttpDate(formatHttpDate(parsedDate));
        if (!again.isValid() || again != parsedDate)
            violated("a printed HTTP date parses to another time", input);
    }

    SignedRequest request;
    request.method = lines.value(1);
    request.path = lines.value(2);
    request.query = lines.value(3);
    for (qsizetype i = 5; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        if (colon > 0)
            request.headers.append(lines[i].first(colon).trimmed(), lines[i].sliced(colon + 1).trimmed());
    }
    const DateTime now = DateTime::fromQDateTime(QDateTime(QDate(2026, 1, 1), QTime(12, 0), QTimeZone::UTC));

    // The request as fuzzed, with its own Authorization and date: any answer, but no crash.
    SignedRequest asSent = request;
    asSent.headers.append("Authorization", authorization);
    asSent.headers.append("x-ms-date", date);
    (void)verifySharedKey(asSent, Account, Key, now);

    // Signed here: it verifies, and a changed signature does not. Only when the fuzzed headers do not carry
    // their own Authorization or date, which would take precedence over the ones added here.
    if (request.headers.contains("authorization") || request.headers.contains("x-ms-date")
        || request.headers.contains("date"))
        return 0;
    request.headers.append("x-ms-date", formatHttpDate(now.toQDateTime()));
    for (const SharedKeyScheme scheme : {SharedKeyScheme::SharedKey, SharedKeyScheme::SharedKeyLite}) {
        SignedRequest good = request;
        const QByteArray value = authorizationHeader(scheme, Account, Key, request);
        good.headers.append("Authorization", value);
        if (!verifySharedKey(good, Account, Key, now))
            violated("a request signed here does not verify", input);
        QByteArray tampered = value;
        const qsizetype at = tampered.size() - 5;
        tampered[at] = tampered[at] == 'A' ? 'B' : 'A';
        SignedRequest bad = request;
        bad.headers.append("Authorization", tampered);
        if (verifySharedKey(bad, Account, Key, now))
            violated("a changed signature verifies", input);
    }
    return 0;
}
