// `rowan sas`: a service shared access signature for one table, signed with an account key held in the
// store (docs/protocol.md §8), printed as the token and as a table URL carrying it.
#include "clihelpers.h"
#include "subcommand.h"

#include <rowan/protocol/accesspolicy.h>
#include <rowan/protocol/sas.h>
#include <rowan/protocol/sharedkey.h>
#include <rowan/store.h>

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

#include <algorithm>

namespace rowan {

namespace {

using protocol::formatSasTime;
using protocol::ServiceSas;

// "+<n><unit>" with unit s, m, h or d, counted from `now`; otherwise ISO-8601 (a date alone is midnight UTC).
std::optional<DateTime> parseCliTime(const QString &text, DateTime now)
{
    if (text == QLatin1String("now"))
        return now;
    if (text.startsWith(QLatin1Char('+')) && text.size() >= 3) {
        static constexpr struct
        {
            char unit;
            qint64 seconds;
        } units[] = {{'s', 1}, {'m', 60}, {'h', 3600}, {'d', 86400}};
        bool ok = false;
        const qint64 count = text.mid(1, text.size() - 2).toLongLong(&ok);
        if (!ok || count <= 0 || !text.at(1).isDigit())
            return std::nullopt;
        for (const auto &u : units) {
            // At most a hundred years, which also keeps the tick arithmetic far from overflowing.
            if (text.back() == QLatin1Char(u.unit) && count <= 36500LL * 86400 / u.seconds) {
                const DateTime t(now.ticks() + count * u.seconds * DateTime::TicksPerSecond);
                return t.isInServiceRange() ? std::optional(t) : std::nullopt;
            }
        }
        return std::nullopt;
    }
    auto parsed = protocol::parseSasTime(text);
    if (parsed && !parsed->isInServiceRange())
        return std::nullopt;
    return parsed;
}

// Times are signed in whole seconds; round down so that the token says what was checked.
DateTime wholeSeconds(DateTime t)
{
    return DateTime(t.ticks() - t.ticks() % DateTime::TicksPerSecond);
}

} // namespace

int runSasCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Prints a service shared access signature (SAS) for a table, signed with an account key held in "
        "the store: the token (a query string) on the first line, the table's URL carrying it on the "
        "second.\n"
        "TIME is ISO-8601 UTC (2026-12-01T00:00:00Z, or a date alone for midnight), 'now', or relative to "
        "now: +N followed by s, m, h or d (+30m, +1h, +7d).\n"
        "With --policy, the table's stored access policy of that id supplies the fields it sets (start, "
        "expiry, permissions); the command line must not give them again.\n"
        "Exit status: 0 success, 1 store error (missing table, account or policy), 2 usage error."));
    const QCommandLineOption store(
        QStringLiteral("store"), QStringLiteral("The store file."), QStringLiteral("PATH"));
    const QCommandLineOption table(
        QStringLiteral("table"), QStringLiteral("The table (must exist)."), QStringLiteral("T"));
    const QCommandLineOption permissions(QStringLiteral("permissions"),
        QStringLiteral("Letters of raud: r query, a add, u update, d delete (upserts need a and u)."),
        QStringLiteral("LETTERS"));
    const QCommandLineOption expiry(QStringLiteral("expiry"),
        QStringLiteral("When the token stops being valid."), QStringLiteral("TIME"));
    const QCommandLineOption start(QStringLiteral("start"),
        QStringLiteral("When the token starts being valid (default: at once)."), QStringLiteral("TIME"));
    const QCommandLineOption startPk(QStringLiteral("start-pk"),
        QStringLiteral("First PartitionKey of the key range (inclusive)."), QStringLiteral("PK"));
    const QCommandLineOption startRk(QStringLiteral("start-rk"),
        QStringLiteral("First RowKey in the --start-pk partition (inclusive)."), QStringLiteral("RK"));
    const QCommandLineOption endPk(QStringLiteral("end-pk"),
        QStringLiteral("Last PartitionKey of the key range (inclusive)."), QStringLiteral("PK"));
    const QCommandLineOption endRk(QStringLiteral("end-rk"),
        QStringLiteral("Last RowKey in the --end-pk partition (inclusive)."), QStringLiteral("RK"));
    const QCommandLineOption policy(QStringLiteral("policy"),
        QStringLiteral("The id of one of the table's stored access policies."), QStringLiteral("ID"));
    const QCommandLineOption ip(QStringLiteral("ip"),
        QStringLiteral("Allow only this client address or range (1.2.3.4 or 1.2.3.0-1.2.3.255)."),
        QStringLiteral("IP"));
    const QCommandLineOption account(QStringLiteral("account"),
        QStringLiteral("The account (default devstoreaccount1)."), QStringLiteral("NAME"),
        QStringLiteral("devstoreaccount1"));
    const QCommandLineOption keyNumber(QStringLiteral("key"),
        QStringLiteral("Sign with account key 1 or 2 (default 1)."), QStringLiteral("1|2"),
        QStringLiteral("1"));
    const QCommandLineOption passphraseFile(QStringLiteral("passphrase-file"),
        QStringLiteral("Read the store's passphrase from FILE."), QStringLiteral("FILE"));
    const QCommandLineOption url(QStringLiteral("url"),
        QStringLiteral("The service endpoint of the printed URL (default http://127.0.0.1:10002)."),
        QStringLiteral("URL"), QStringLiteral("http://127.0.0.1:10002"));
    const QCommandLineOption json(
        QStringLiteral("json"), QStringLiteral("Print one JSON object instead of the two lines."));
    parser.addOptions({store, table, permissions, expiry, start, startPk, startRk, endPk, endRk, policy, ip,
        account, keyNumber, passphraseFile, url, json});
    if (const int rc = parseSubcommandArgs(parser, QStringLiteral("sas"), args, out, err); rc >= 0)
        return rc;
    const auto usage = [&](const QString &message) {
        err << QStringLiteral("rowan sas: %1\nTry 'rowan sas --help'.\n").arg(message);
        return 2;
    };
    const auto storeError = [&](const QString &message) {
        err << QStringLiteral("rowan sas: %1\n").arg(message);
        return 1;
    };
    if (!parser.isSet(store) || !parser.isSet(table))
        return usage(QStringLiteral("--store and --table are required"));
    if (!parser.positionalArguments().isEmpty())
        return usage(QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    if (!parser.isSet(policy) && (!parser.isSet(permissions) || !parser.isSet(expiry)))
        return usage(QStringLiteral("--permissions and --expiry are required (unless --policy gives them)"));

    ServiceSas sas;
    sas.version = ServiceSas::DefaultVersion;
    std::optional<protocol::SasPermissions> granted;
    if (parser.isSet(permissions)) {
        granted = protocol::parseSasPermissions(parser.value(permissions));
        if (!granted || !*granted)
            return usage(QStringLiteral("--permissions '%1' must be letters of raud, each at most once")
                             .arg(parser.value(permissions)));
        sas.permissions = protocol::sasPermissionsToString(*granted);
    }
    const DateTime now = DateTime::now();
    std::optional<DateTime> startTime;
    std::optional<DateTime> expiryTime;
    for (const auto &[option, target] : {std::pair {&start, &startTime}, std::pair {&expiry, &expiryTime}}) {
        if (!parser.isSet(*option))
            continue;
        *target = parseCliTime(parser.value(*option), now);
        if (!*target)
            return usage(QStringLiteral("--%1 '%2' is not a time: use ISO-8601 UTC like "
                                        "2026-12-01T00:00:00Z, 'now', or +N with s, m, h or d like +1h")
                             .arg(option->names().first(), parser.value(*option)));
        *target = wholeSeconds(**target);
    }
    if (startTime && expiryTime && *expiryTime <= *startTime)
        return usage(QStringLiteral("--expiry %1 is not after --start %2")
                         .arg(formatSasTime(*expiryTime), formatSasTime(*startTime)));
    if (expiryTime && *expiryTime <= now)
        return usage(QStringLiteral("--expiry %1 is in the past").arg(formatSasTime(*expiryTime)));
    if (startTime)
        sas.start = formatSasTime(*startTime);
    if (expiryTime)
        sas.expiry = formatSasTime(*expiryTime);

    if (parser.isSet(startRk) && !parser.isSet(startPk))
        return usage(
            QStringLiteral("--start-rk needs --start-pk: a row key is only meaningful in a partition"));
    if (parser.isSet(endRk) && !parser.isSet(endPk))
        return usage(QStringLiteral("--end-rk needs --end-pk: a row key is only meaningful in a partition"));
    const auto optionValue = [&](const QCommandLineOption &o) {
        return parser.isSet(o) ? std::optional(parser.value(o)) : std::nullopt;
    };
    sas.range = {optionValue(startPk), optionValue(startRk), optionValue(endPk), optionValue(endRk)};
    if (sas.range.startPartitionKey && sas.range.endPartitionKey) {
        const int c = sas.range.startPartitionKey->compare(*sas.range.endPartitionKey);
        if (c > 0
            || (c == 0 && sas.range.startRowKey && sas.range.endRowKey
                && sas.range.startRowKey->compare(*sas.range.endRowKey) > 0))
            return usage(QStringLiteral("the key range is empty: its start comes after its end"));
    }
    if (parser.isSet(ip)) {
        sas.ip = parser.value(ip);
        if (!protocol::sasAddressAllowed(sas.ip, QHostAddress(QHostAddress::LocalHost)))
            return usage(
                QStringLiteral("--ip '%1' is not an IP address or a range a-b of one family, low to high")
                    .arg(sas.ip));
    }
    if (parser.isSet(policy)) {
        sas.identifier = parser.value(policy);
        if (sas.identifier.isEmpty() || sas.identifier.size() > MaxSignedIdentifierLength)
            return usage(QStringLiteral("--policy must be 1 to 64 characters"));
    }
    const QString keyText = parser.value(keyNumber);
    if (keyText != QLatin1String("1") && keyText != QLatin1String("2"))
        return usage(QStringLiteral("--key must be 1 or 2, not '%1'").arg(keyText));
    const QUrl endpoint(parser.value(url), QUrl::StrictMode);
    if (!endpoint.isValid() || endpoint.host().isEmpty()
        || (endpoint.scheme() != QLatin1String("http") && endpoint.scheme() != QLatin1String("https"))
        || endpoint.hasQuery() || endpoint.hasFragment())
        return usage(QStringLiteral("--url '%1' is not an http or https URL").arg(parser.value(url)));

    auto opened = openStoreForCli(
        parser.value(store), parser.value(passphraseFile), StoreAccess::ReadOnly, QStringLiteral("sas"), err);
    if (!opened)
        return 1;
    const QString accountName = parser.value(account);
    auto stored = opened->account(accountName);
    if (!stored)
        return storeError(stored.error().code == ErrorCode::ResourceNotFound
                ? QStringLiteral("the store has no account '%1'").arg(accountName)
                : stored.error().toString());
    auto info = opened->table(accountName, parser.value(table));
    if (!info)
        return storeError(info.error().code == ErrorCode::TableNotFound
                ? QStringLiteral("account '%1' has no table '%2'").arg(accountName, parser.value(table))
                : info.error().toString());
    sas.tableName = info->name;

    if (!sas.identifier.isEmpty()) {
        auto bytes = opened->tableAccessPolicies(accountName, sas.tableName);
        if (!bytes)
            return storeError(bytes.error().toString());
        auto policies = protocol::parseSignedIdentifiers(*bytes);
        if (!policies)
            return storeError(QStringLiteral("the stored access policies of '%1' are unreadable: %2")
                                  .arg(sas.tableName, policies.error().message));
        const auto found = std::ranges::find(*policies, sas.identifier, &SignedIdentifier::id);
        if (found == policies->end()) {
            QStringList ids;
            for (const SignedIdentifier &p : *policies)
                ids.append(p.id);
            return storeError(
                QStringLiteral("table '%1' has no stored access policy '%2' (it has: %3)")
                    .arg(sas.tableName, sas.identifier,
                        ids.isEmpty() ? QStringLiteral("none") : ids.join(QStringLiteral(", "))));
        }
        // Each field comes from exactly one place, or the service refuses the token.
        if (found->start && startTime)
            return storeError(
                QStringLiteral("policy '%1' sets the start: leave out --start").arg(sas.identifier));
        if (found->expiry && expiryTime)
            return storeError(
                QStringLiteral("policy '%1' sets the expiry: leave out --expiry").arg(sas.identifier));
        if (found->permission && granted)
            return storeError(QStringLiteral("policy '%1' sets the permissions: leave out --permissions")
                                  .arg(sas.identifier));
        if (!found->expiry && !expiryTime)
            return storeError(
                QStringLiteral("policy '%1' sets no expiry: give --expiry").arg(sas.identifier));
        if (!found->permission && !granted)
            return storeError(
                QStringLiteral("policy '%1' sets no permissions: give --permissions").arg(sas.identifier));
        const std::optional<DateTime> effectiveStart = found->start ? found->start : startTime;
        const DateTime effectiveExpiry = found->expiry ? *found->expiry : *expiryTime;
        if (effectiveStart && effectiveExpiry <= *effectiveStart)
            return storeError(QStringLiteral("the expiry %1 is not after the start %2")
                                  .arg(formatSasTime(effectiveExpiry), formatSasTime(*effectiveStart)));
        if (effectiveExpiry <= now)
            return storeError(QStringLiteral("policy '%1' expired at %2")
                                  .arg(sas.identifier, formatSasTime(effectiveExpiry)));
    }

    auto key = protocol::decodeAccountKey(keyText == QLatin1String("1") ? stored->key1 : stored->key2);
    if (!key)
        return storeError(QStringLiteral("key %1 of account '%2' is not usable: %3")
                              .arg(keyText, accountName, key.error().message));
    sas.sign(accountName, *key);
    const QString token = QString::fromLatin1(sas.toQuery());
    QString base = endpoint.toString(QUrl::FullyEncoded);
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    const QString tableUrl = base + QLatin1Char('/')
        + QString::fromLatin1(QUrl::toPercentEncoding(accountName)) + QLatin1Char('/')
        + QString::fromLatin1(QUrl::toPercentEncoding(sas.tableName)) + QLatin1Char('?') + token;

    if (parser.isSet(json)) {
        QJsonObject o;
        o[QStringLiteral("token")] = token;
        o[QStringLiteral("url")] = tableUrl;
        o[QStringLiteral("account")] = accountName;
        o[QStringLiteral("table")] = sas.tableName;
        o[QStringLiteral("permissions")] = sas.permissions;
        o[QStringLiteral("start")] = sas.start;
        o[QStringLiteral("expiry")] = sas.expiry;
        o[QStringLiteral("policy")] = sas.identifier;
        out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) << '\n';
    } else {
        out << token << '\n' << tableUrl << '\n';
    }
    return 0;
}

} // namespace rowan
