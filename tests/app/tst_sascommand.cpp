// `rowan sas`, driven through builtinSubcommands() with in-memory streams. Generated tokens are checked
// with the engine's own validation (validateServiceSas) against the keys read back from the store.
#include "subcommandrunner.h"
#include "support/teststore.h"

#include <rowan/protocol/accesspolicy.h>
#include <rowan/protocol/sas.h>
#include <rowan/protocol/sharedkey.h>
#include <rowan/store.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace rowan::protocol;

Q_DECLARE_METATYPE(rowan::protocol::TableOperation)

namespace {

const QString AccountName = QStringLiteral("devstoreaccount1");
const QString Table = QStringLiteral("Orders");

RunResult runSas(const QStringList &args)
{
    return runSubcommand(QStringLiteral("sas"), args);
}

SasRequest requestFor(TableOperation operation, const QString &client = QStringLiteral("127.0.0.1"))
{
    SasRequest request;
    request.operation = operation;
    request.tableName = Table;
    request.clientAddress = QHostAddress(client);
    request.now = DateTime::now();
    return request;
}

// The error code of a refusal; nullopt when the token was accepted.
template<typename T>
std::optional<ErrorCode> refusal(const Result<T> &result)
{
    return result ? std::nullopt : std::optional(result.error().code);
}

} // namespace

class TestSasCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void errors_data();
    void errors();
    void tokenGrantsOnlyItsPermissions_data();
    void tokenGrantsOnlyItsPermissions();
    void printsTokenAndTableUrl();
    void keyTwoSignsWithKeyTwo();
    void keyRange();
    void storedPolicy();
    void relativeTimes();
    void ipRange();
    void listedInHelp();

private:
    QStringList base() const
    {
        return {QStringLiteral("--store"), m_store, QStringLiteral("--table"), Table};
    }
    // The token of a successful run with `args` after base(); fails the test otherwise.
    ServiceSas generate(const QStringList &args);
    QByteArray key(int number) const;
    QList<SignedIdentifier> policies() const;

    QTemporaryDir m_dir;
    QString m_store;
};

void TestSasCommand::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = m_dir.filePath(QStringLiteral("sas.rowan"));
    auto store = TestStoreBuilder(m_store).table(Table).build();
    QVERIFY(store);
    // A new store's development account has the same key in both slots.
    QVERIFY(store->regenerateKey(AccountName, 2).has_value());
    const DateTime later(DateTime::now().ticks() + 3600 * DateTime::TicksPerSecond);
    const QList<SignedIdentifier> policies = {
        {QStringLiteral("readers"), std::nullopt, later, QStringLiteral("r")},
        {QStringLiteral("open"), std::nullopt, std::nullopt, std::nullopt},
        {QStringLiteral("gone"), std::nullopt, DateTime::fromIsoString(u"2020-01-01T00:00:00Z"),
            std::nullopt},
    };
    QVERIFY(
        store->setTableAccessPolicies(AccountName, Table, serializeSignedIdentifiers(policies)).has_value());
}

ServiceSas TestSasCommand::generate(const QStringList &args)
{
    const RunResult run = runSas(base() + args);
    [&] { QVERIFY2(run.exitCode == 0, qPrintable(run.err)); }();
    const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    auto sas = ServiceSas::fromQuery(lines.value(0).toLatin1());
    return sas.value_or(ServiceSas {});
}

QByteArray TestSasCommand::key(int number) const
{
    auto store = Store::open(m_store);
    if (!store)
        return {};
    auto account = (*store)->account(AccountName);
    if (!account)
        return {};
    return decodeAccountKey(number == 1 ? account->key1 : account->key2).value_or(QByteArray());
}

QList<SignedIdentifier> TestSasCommand::policies() const
{
    auto store = Store::open(m_store);
    if (!store)
        return {};
    auto bytes = (*store)->tableAccessPolicies(AccountName, Table);
    return bytes ? parseSignedIdentifiers(*bytes).value_or(QList<SignedIdentifier> {})
                 : QList<SignedIdentifier> {};
}

void TestSasCommand::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");

    const QStringList ok = {"--permissions", "r", "--expiry", "+1h"};
    QTest::newRow("no store") << QStringList {"--table", "Orders", "--permissions", "r", "--expiry", "+1h"}
                              << 2 << "--store and --table are required";
    QTest::newRow("no expiry") << QStringList {"--permissions", "r"} << 2 << "--expiry are required";
    QTest::newRow("no permissions") << QStringList {"--expiry", "+1h"} << 2 << "--permissions and --expiry";
    QTest::newRow("bad letter") << QStringList {"--permissions", "rw", "--expiry", "+1h"} << 2
                                << "--permissions 'rw' must be letters of raud";
    QTest::newRow("letter twice") << QStringList {"--permissions", "rar", "--expiry", "+1h"} << 2
                                  << "--permissions 'rar'";
    QTest::newRow("empty permissions")
        << QStringList {"--permissions", "", "--expiry", "+1h"} << 2 << "must be letters of raud";
    QTest::newRow("expiry before start")
        << QStringList {"--permissions", "r", "--start", "2099-01-02T00:00:00Z", "--expiry",
               "2099-01-01T00:00:00Z"}
        << 2 << "--expiry 2099-01-01T00:00:00Z is not after --start 2099-01-02T00:00:00Z";
    QTest::newRow("expiry equals start")
        << QStringList {"--permissions", "r", "--start", "2099-01-01", "--expiry", "2099-01-01T00:00:00Z"}
        << 2 << "is not after";
    QTest::newRow("expiry in the past") << QStringList {"--permissions", "r", "--expiry",
        "2020-01-01T00:00:00Z"} << 2 << "--expiry 2020-01-01T00:00:00Z is in the past";
    QTest::newRow("not a time") << QStringList {"--permissions", "r", "--expiry", "tomorrow"} << 2
                                << "--expiry 'tomorrow' is not a time";
    QTest::newRow("unknown unit") << QStringList {"--permissions", "r", "--expiry", "+2y"} << 2
                                  << "--expiry '+2y' is not a time";
    QTest::newRow("negative relative")
        << QStringList {"--permissions", "r", "--expiry", "+-5m"} << 2 << "is not a time";
    QTest::newRow("bad start") << QStringList {"--permissions", "r", "--start", "2026-13-01", "--expiry",
        "+1h"} << 2 << "--start '2026-13-01' is not a time";
    QTest::newRow("start-rk alone") << ok + QStringList {"--start-rk", "1"} << 2
                                    << "--start-rk needs --start-pk";
    QTest::newRow("end-rk alone") << ok + QStringList {"--start-pk", "a", "--end-rk", "1"} << 2
                                  << "--end-rk needs --end-pk";
    QTest::newRow("range reversed") << ok + QStringList {"--start-pk", "b", "--end-pk", "a"} << 2
                                    << "the key range is empty";
    QTest::newRow("row range reversed")
        << ok + QStringList {"--start-pk", "a", "--start-rk", "5", "--end-pk", "a", "--end-rk", "4"} << 2
        << "the key range is empty";
    QTest::newRow("bad ip") << ok + QStringList {"--ip", "1.2.3"} << 2 << "--ip '1.2.3' is not an IP address";
    QTest::newRow("ip range high to low") << ok + QStringList {"--ip", "10.0.0.9-10.0.0.1"} << 2 << "--ip";
    QTest::newRow("ip range two families") << ok + QStringList {"--ip", "10.0.0.1-::1"} << 2 << "--ip";
    QTest::newRow("bad key number") << ok + QStringList {"--key", "3"} << 2 << "--key must be 1 or 2";
    QTest::newRow("bad url") << ok + QStringList {"--url", "ftp://x"} << 2 << "--url 'ftp://x'";
    QTest::newRow("extra argument") << ok + QStringList {"stray"} << 2 << "unexpected argument 'stray'";
    QTest::newRow("missing table") << QStringList {"--permissions", "r", "--expiry", "+1h"} << 1
                                   << "account 'devstoreaccount1' has no table 'Missing'";
    QTest::newRow("missing account") << ok + QStringList {"--account", "nosuchaccount"} << 1
                                     << "the store has no account 'nosuchaccount'";
    QTest::newRow("unknown policy") << QStringList {"--policy",
        "nope"} << 1 << "table 'Orders' has no stored access policy 'nope' (it has: readers, open, gone)";
    QTest::newRow("policy sets permissions") << QStringList {"--policy", "readers", "--permissions", "r"} << 1
                                             << "policy 'readers' sets the permissions";
    QTest::newRow("policy sets expiry")
        << QStringList {"--policy", "readers", "--expiry", "+1h"} << 1 << "policy 'readers' sets the expiry";
    QTest::newRow("policy without expiry")
        << QStringList {"--policy", "open", "--permissions", "r"} << 1 << "policy 'open' sets no expiry";
    QTest::newRow("policy without permissions")
        << QStringList {"--policy", "open", "--expiry", "+1h"} << 1 << "policy 'open' sets no permissions";
    QTest::newRow("policy expired") << QStringList {"--policy", "gone", "--permissions", "r"} << 1
                                    << "policy 'gone' expired";
}

void TestSasCommand::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QStringList all = args;
    if (!all.contains(QLatin1String("--table")))
        all = QStringList {QStringLiteral("--table"),
                  QLatin1String(QTest::currentDataTag()) == QLatin1String("missing table")
                      ? QStringLiteral("Missing")
                      : Table}
            + all;
    if (QLatin1String(QTest::currentDataTag()) != QLatin1String("no store"))
        all = QStringList {QStringLiteral("--store"), m_store} + all;
    const RunResult run = runSas(all);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

void TestSasCommand::tokenGrantsOnlyItsPermissions_data()
{
    QTest::addColumn<QString>("permissions");
    QTest::addColumn<TableOperation>("allowed");
    QTest::addColumn<TableOperation>("refused");

    QTest::newRow("r") << "r" << TableOperation::QueryEntities << TableOperation::InsertEntity;
    QTest::newRow("a") << "a" << TableOperation::InsertEntity << TableOperation::QueryEntities;
    QTest::newRow("u") << "u" << TableOperation::MergeEntity << TableOperation::InsertOrMergeEntity;
    QTest::newRow("d") << "d" << TableOperation::DeleteEntity << TableOperation::UpdateEntity;
    QTest::newRow("au upsert") << "ua" << TableOperation::InsertOrReplaceEntity
                               << TableOperation::DeleteEntity;
    QTest::newRow("rad") << "dar" << TableOperation::DeleteEntity << TableOperation::UpdateEntity;
}

void TestSasCommand::tokenGrantsOnlyItsPermissions()
{
    QFETCH(QString, permissions);
    QFETCH(TableOperation, allowed);
    QFETCH(TableOperation, refused);
    const ServiceSas sas = generate(
        {QStringLiteral("--permissions"), permissions, QStringLiteral("--expiry"), QStringLiteral("+1h")});
    QCOMPARE(sas.tableName, Table);
    QCOMPARE(sas.permissions, sasPermissionsToString(*parseSasPermissions(permissions)));
    const QByteArray key1 = key(1);
    QVERIFY(!key1.isEmpty());
    auto grant = validateServiceSas(sas, AccountName, key1, requestFor(allowed));
    QVERIFY2(grant.has_value(), qPrintable(grant ? QString() : grant.error().message));
    QVERIFY(grant->range.isUnbounded());
    QCOMPARE(refusal(validateServiceSas(sas, AccountName, key1, requestFor(refused))),
        std::optional(ErrorCode::AuthorizationPermissionMismatch));
    // The table name is part of what is signed: another table is refused.
    SasRequest other = requestFor(allowed);
    other.tableName = QStringLiteral("Other");
    QCOMPARE(refusal(validateServiceSas(sas, AccountName, key1, other)),
        std::optional(ErrorCode::AuthorizationFailure));
}

void TestSasCommand::printsTokenAndTableUrl()
{
    const QStringList args = base()
        + QStringList {"--table", "orders", "--permissions", "r", "--expiry", "2099-06-01T12:30:00Z", "--url",
            "http://example.test:8080/"};
    const RunResult run = runSas(args);
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    // The table's own name (as created), whatever case the command line used.
    QCOMPARE(lines.at(1), QStringLiteral("http://example.test:8080/devstoreaccount1/Orders?") + lines.at(0));
    const ServiceSas sas = *ServiceSas::fromQuery(lines.at(0).toLatin1());
    QCOMPARE(sas.expiry, QStringLiteral("2099-06-01T12:30:00Z"));
    QVERIFY(sas.start.isEmpty());
    QCOMPARE(sas.version, QString(ServiceSas::DefaultVersion));
    QVERIFY(lines.at(0).contains(QLatin1String("tn=Orders")));

    const RunResult json = runSas(args + QStringList {"--json"});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const QString token = o.value(QLatin1String("token")).toString();
    QVERIFY(!token.isEmpty());
    QCOMPARE(o.value(QLatin1String("url")).toString(),
        QStringLiteral("http://example.test:8080/devstoreaccount1/Orders?") + token);
    QCOMPARE(o.value(QLatin1String("table")).toString(), Table);
    QCOMPARE(o.value(QLatin1String("permissions")).toString(), QStringLiteral("r"));
    QCOMPARE(o.value(QLatin1String("expiry")).toString(), QStringLiteral("2099-06-01T12:30:00Z"));
    QVERIFY(validateServiceSas(*ServiceSas::fromQuery(token.toLatin1()), AccountName, key(1),
        requestFor(TableOperation::QueryEntities))
                .has_value());
}

void TestSasCommand::keyTwoSignsWithKeyTwo()
{
    QVERIFY(key(1) != key(2));
    const ServiceSas sas = generate({"--permissions", "r", "--expiry", "+1h", "--key", "2"});
    QVERIFY(
        validateServiceSas(sas, AccountName, key(2), requestFor(TableOperation::QueryEntities)).has_value());
    QCOMPARE(refusal(validateServiceSas(sas, AccountName, key(1), requestFor(TableOperation::QueryEntities))),
        std::optional(ErrorCode::AuthenticationFailed));
}

void TestSasCommand::keyRange()
{
    const ServiceSas sas = generate(
        {"--permissions", "ra", "--expiry", "+1h", "--start-pk", "b", "--start-rk", "1", "--end-pk", "c"});
    const protocol::KeyRange expected {
        QStringLiteral("b"), QStringLiteral("1"), QStringLiteral("c"), std::nullopt};
    QCOMPARE(sas.range, expected);
    auto grant = validateServiceSas(sas, AccountName, key(1), requestFor(TableOperation::InsertEntity));
    QVERIFY2(grant.has_value(), qPrintable(grant ? QString() : grant.error().message));
    QCOMPARE(grant->range, expected);
    QVERIFY(grant->authorizeEntity(u"b", u"1").has_value());
    QVERIFY(grant->authorizeEntity(u"c", u"zzz").has_value()); // the whole end partition
    QCOMPARE(refusal(grant->authorizeEntity(u"b", u"0")), std::optional(ErrorCode::AuthorizationFailure));
    QCOMPARE(refusal(grant->authorizeEntity(u"d", u"1")), std::optional(ErrorCode::AuthorizationFailure));

    // A start partition alone is a range open at the end.
    const ServiceSas open = generate({"--permissions", "r", "--expiry", "+1h", "--start-pk", "m"});
    QCOMPARE(
        open.range, (protocol::KeyRange {QStringLiteral("m"), std::nullopt, std::nullopt, std::nullopt}));
}

void TestSasCommand::storedPolicy()
{
    const ServiceSas sas = generate({"--policy", "readers"});
    QCOMPARE(sas.identifier, QStringLiteral("readers"));
    QVERIFY(sas.permissions.isEmpty());
    QVERIFY(sas.expiry.isEmpty());
    const QList<SignedIdentifier> stored = policies();
    QCOMPARE(stored.size(), 3);
    auto grant
        = validateServiceSas(sas, AccountName, key(1), requestFor(TableOperation::QueryEntities), stored);
    QVERIFY2(grant.has_value(), qPrintable(grant ? QString() : grant.error().message));
    QCOMPARE(refusal(validateServiceSas(
                 sas, AccountName, key(1), requestFor(TableOperation::InsertEntity), stored)),
        std::optional(ErrorCode::AuthorizationPermissionMismatch));

    // A policy without fields takes them all from the command line.
    const ServiceSas open = generate({"--policy", "open", "--permissions", "d", "--expiry", "+1h"});
    QVERIFY(validateServiceSas(open, AccountName, key(1), requestFor(TableOperation::DeleteEntity), stored)
                .has_value());
}

void TestSasCommand::relativeTimes()
{
    const qint64 before = DateTime::now().ticks() / DateTime::TicksPerSecond;
    const RunResult run
        = runSas(base() + QStringList {"--permissions", "r", "--start", "now", "--expiry", "+90m", "--json"});
    const qint64 after = DateTime::now().ticks() / DateTime::TicksPerSecond;
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const auto start = DateTime::fromIsoString(o.value(QLatin1String("start")).toString());
    const auto expiry = DateTime::fromIsoString(o.value(QLatin1String("expiry")).toString());
    QVERIFY(start && expiry);
    const qint64 startSeconds = start->ticks() / DateTime::TicksPerSecond;
    const qint64 expirySeconds = expiry->ticks() / DateTime::TicksPerSecond;
    QVERIFY(startSeconds >= before && startSeconds <= after);
    QCOMPARE(expirySeconds - startSeconds, 90 * 60);

    for (const auto &[text, seconds] :
        {std::pair {"+45s", 45}, std::pair {"+2h", 7200}, std::pair {"+7d", 7 * 86400}}) {
        const qint64 from = DateTime::now().ticks() / DateTime::TicksPerSecond;
        const ServiceSas sas = generate({"--permissions", "r", "--expiry", QString::fromLatin1(text)});
        const qint64 to = DateTime::now().ticks() / DateTime::TicksPerSecond;
        const qint64 got
            = DateTime::fromIsoString(sas.expiry).value_or(DateTime()).ticks() / DateTime::TicksPerSecond;
        QVERIFY2(got >= from + seconds && got <= to + seconds, text);
    }
}

void TestSasCommand::ipRange()
{
    const ServiceSas sas = generate({"--permissions", "r", "--expiry", "+1h", "--ip", "10.0.0.1-10.0.0.9"});
    QCOMPARE(sas.ip, QStringLiteral("10.0.0.1-10.0.0.9"));
    QVERIFY(
        validateServiceSas(sas, AccountName, key(1), requestFor(TableOperation::QueryEntities, "10.0.0.5"))
            .has_value());
    QCOMPARE(refusal(validateServiceSas(sas, AccountName, key(1), requestFor(TableOperation::QueryEntities))),
        std::optional(ErrorCode::AuthorizationSourceIPMismatch));
}

void TestSasCommand::listedInHelp()
{
    const RunResult run = runSas({QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith(QLatin1String("Usage: rowan sas")));
    for (const char *option : {"--permissions", "--expiry", "--start-pk", "--end-rk", "--policy", "--ip",
             "--key", "--url", "--json", "+1h"})
        QVERIFY2(run.out.contains(QLatin1String(option)), option);
}

QTEST_GUILESS_MAIN(TestSasCommand)
#include "tst_sascommand.moc"
