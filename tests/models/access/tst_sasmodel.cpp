#include "models/access/sasmodel.h"

#include <rowan/protocol/accountsas.h>
#include <rowan/protocol/connectionstring.h>
#include <rowan/protocol/sharedkey.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace rowan;
using protocol::KeyRange;

namespace {
const QDateTime Now(QDate(2026, 11, 25), QTime(10, 0, 0), QTimeZone::UTC);

Account testAccount()
{
    Account a;
    a.name = QStringLiteral("acct");
    a.key1 = QString::fromLatin1(QByteArray(32, '\x11').toBase64());
    a.key2 = QString::fromLatin1(QByteArray(32, '\x22').toBase64());
    return a;
}

QList<SignedIdentifier> testPolicies()
{
    SignedIdentifier full {QStringLiteral("full"), DateTime::fromQDateTime(Now.addSecs(-60)),
        DateTime::fromQDateTime(Now.addDays(30)), QStringLiteral("r")};
    SignedIdentifier permsOnly {QStringLiteral("perms"), std::nullopt, std::nullopt, QStringLiteral("ra")};
    return {full, permsOnly};
}

// A ready service model: table Items, r, one hour, range a..c.
std::unique_ptr<SasModel> readyModel()
{
    auto m = std::make_unique<SasModel>(SasModel::Kind::Service);
    m->setAccount(testAccount());
    m->setTable(QStringLiteral("Items"));
    m->setPolicies(testPolicies());
    m->setPermissions(QStringLiteral("r"));
    m->applyPreset(SasModel::Preset::OneHour, Now);
    m->setRange(KeyRange {QStringLiteral("a"), std::nullopt, QStringLiteral("c"), std::nullopt});
    return m;
}

protocol::SasRequest requestAt(protocol::TableOperation op, const QDateTime &when)
{
    protocol::SasRequest r;
    r.operation = op;
    r.tableName = QStringLiteral("Items");
    r.clientAddress = QHostAddress(QHostAddress::LocalHost);
    r.now = DateTime::fromQDateTime(when);
    return r;
}
} // namespace

class TestSasModel : public QObject
{
    Q_OBJECT
private slots:
    void permissionRows();
    void errors_data();
    void errors();
    void warnings_data();
    void warnings();
    void generatedServiceTokenValidates();
    void generatedAccountTokenValidates();
    void policyLocksFields();
    void rangeFromSelection();
};

void TestSasModel::permissionRows()
{
    SasModel model(SasModel::Kind::Service);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 4);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(model.setData(model.index(3), Qt::Checked, Qt::CheckStateRole));
    QVERIFY(model.setData(model.index(0), Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(model.permissions(), QStringLiteral("rd"));
    QCOMPARE(changed.size(), 2);
    QCOMPARE(model.index(0).data(SasModel::LetterRole).toString(), QStringLiteral("r"));
    QVERIFY(!model.index(1).data(SasModel::MeaningRole).toString().isEmpty());
    model.setPermissions(QStringLiteral("duax")); // unknown letters dropped, token order kept
    QCOMPARE(model.permissions(), QStringLiteral("aud"));

    SasModel account(SasModel::Kind::Account);
    QAbstractItemModelTester accountTester(&account, QAbstractItemModelTester::FailureReportingMode::QtTest);
    account.setPermissions(QStringLiteral("clra"));
    QCOMPARE(account.permissions(), QStringLiteral("rlac"));
}

void TestSasModel::errors_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("expected"); // a word the error must contain; empty: no errors

    QTest::newRow("ready") << ""
                           << "";
    QTest::newRow("no permissions") << "permissions"
                                    << "Permissions";
    QTest::newRow("no expiry") << "expiry"
                               << "Expiry";
    QTest::newRow("expiry in the past") << "past"
                                        << "past";
    QTest::newRow("expiry before start") << "before"
                                         << "after the start";
    QTest::newRow("row key without partition") << "srk"
                                               << "start RowKey";
    QTest::newRow("reversed range") << "reversed"
                                    << "start comes after its end";
    QTest::newRow("bad ip") << "ip"
                            << "IP range";
    QTest::newRow("reversed ip") << "ipReversed"
                                 << "IP range";
    QTest::newRow("no keys") << "nokeys"
                             << "keys";
    QTest::newRow("no table") << "notable"
                              << "table";
    QTest::newRow("unknown policy") << "policy"
                                    << "no stored access policy";
    QTest::newRow("bad endpoint") << "endpoint"
                                  << "Endpoint";
}

void TestSasModel::errors()
{
    QFETCH(QString, change);
    QFETCH(QString, expected);
    auto m = readyModel();
    if (change == QLatin1String("permissions"))
        m->setPermissions({});
    else if (change == QLatin1String("expiry"))
        m->setExpiry(std::nullopt);
    else if (change == QLatin1String("past"))
        m->setExpiry(Now.addSecs(-1));
    else if (change == QLatin1String("before"))
        m->setStart(Now.addSecs(7200));
    else if (change == QLatin1String("srk"))
        m->setRange(KeyRange {std::nullopt, QStringLiteral("r1"), std::nullopt, std::nullopt});
    else if (change == QLatin1String("reversed"))
        m->setRange(KeyRange {QStringLiteral("c"), std::nullopt, QStringLiteral("a"), std::nullopt});
    else if (change == QLatin1String("ip"))
        m->setIpRange(QStringLiteral("300.1.1.1"));
    else if (change == QLatin1String("ipReversed"))
        m->setIpRange(QStringLiteral("10.0.0.9-10.0.0.1"));
    else if (change == QLatin1String("nokeys"))
        m->setAccount(Account {QStringLiteral("acct"), {}, {}, {}});
    else if (change == QLatin1String("notable"))
        m->setTable({});
    else if (change == QLatin1String("policy"))
        m->setPolicyId(QStringLiteral("gone"));
    else if (change == QLatin1String("endpoint"))
        m->setEndpoint(QUrl(QStringLiteral("ftp://x")));

    const QStringList errors = m->errors(Now);
    if (expected.isEmpty()) {
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QVERIFY(m->generate(Now).has_value());
    } else {
        QVERIFY2(errors.join(QLatin1Char(' ')).contains(expected, Qt::CaseInsensitive),
            qPrintable(errors.join(QLatin1Char('\n'))));
        const auto out = m->generate(Now);
        QVERIFY(!out);
        QCOMPARE(out.error().code, ErrorCode::InvalidInput);
    }
}

void TestSasModel::warnings_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<bool>("unbounded");
    QTest::addColumn<QString>("policy");
    QTest::addColumn<bool>("longExpiryWarning");
    QTest::addColumn<bool>("wholeTableWarning");

    QTest::newRow("one hour, range") << "1h" << false << "" << false << false;
    QTest::newRow("one hour, no range") << "1h" << true << "" << false << true;
    QTest::newRow("seven days, no policy") << "7d" << false << "" << true << false;
    QTest::newRow("a year, no policy, no range") << "1y" << true << "" << true << true;
    QTest::newRow("long, policy revokes") << "1y" << false << "perms" << false << false;
}

void TestSasModel::warnings()
{
    QFETCH(QString, preset);
    QFETCH(bool, unbounded);
    QFETCH(QString, policy);
    QFETCH(bool, longExpiryWarning);
    QFETCH(bool, wholeTableWarning);
    auto m = readyModel();
    m->setPermissions(QStringLiteral("r"));
    m->applyPreset(preset == QLatin1String("1h") ? SasModel::Preset::OneHour
            : preset == QLatin1String("7d")      ? SasModel::Preset::SevenDays
                                                 : SasModel::Preset::OneYear,
        Now);
    if (unbounded)
        m->setRange({});
    m->setPolicyId(policy);
    const QString w = m->warnings(Now).join(QLatin1Char('\n'));
    QCOMPARE(w.contains(QLatin1String("cannot be revoked")), longExpiryWarning);
    QCOMPARE(w.contains(QLatin1String("whole table")), wholeTableWarning);
    QVERIFY(m->errors(Now).isEmpty());
}

void TestSasModel::generatedServiceTokenValidates()
{
    auto m = readyModel();
    m->setPermissions(QStringLiteral("ra"));
    m->setKeyNumber(2);
    m->setEndpoint(QUrl(QStringLiteral("http://127.0.0.1:10099")));
    const auto out = m->generate(Now);
    QVERIFY(out);
    QVERIFY(out->url.startsWith(QLatin1String("http://127.0.0.1:10099/acct/Items?sv=")));
    QVERIFY(out->url.endsWith(out->token));
    const auto cs = protocol::ConnectionString::parse(out->connectionString);
    QVERIFY(cs);
    QCOMPARE(cs->sharedAccessSignature, out->token);
    QCOMPARE(cs->tableEndpoint, QStringLiteral("http://127.0.0.1:10099/acct"));

    const auto sas = protocol::ServiceSas::fromQuery(out->token.toLatin1());
    QVERIFY(sas);
    const QByteArray key2(32, '\x22');
    const auto grant = protocol::validateServiceSas(
        *sas, u"acct", key2, requestAt(protocol::TableOperation::InsertEntity, Now.addSecs(60)));
    QVERIFY2(grant, qPrintable(grant ? QString() : grant.error().message));
    QVERIFY(grant->authorizeEntity(u"b", u"x"));
    QVERIFY(!grant->authorizeEntity(u"d", u"x"));
    // Exactly the rights shown: no update, not after the hour, not with key 1.
    QVERIFY(!protocol::validateServiceSas(
        *sas, u"acct", key2, requestAt(protocol::TableOperation::UpdateEntity, Now.addSecs(60))));
    QVERIFY(!protocol::validateServiceSas(
        *sas, u"acct", key2, requestAt(protocol::TableOperation::QueryEntities, Now.addSecs(3601))));
    QVERIFY(!protocol::validateServiceSas(*sas, u"acct", QByteArray(32, '\x11'),
        requestAt(protocol::TableOperation::QueryEntities, Now.addSecs(60))));
}

void TestSasModel::generatedAccountTokenValidates()
{
    SasModel m(SasModel::Kind::Account);
    m.setAccount(testAccount());
    m.setPermissions(QStringLiteral("rl"));
    m.applyPreset(SasModel::Preset::OneDay, Now);
    const auto out = m.generate(Now);
    QVERIFY2(out, qPrintable(out ? QString() : out.error().message));
    QVERIFY(out->url.startsWith(QLatin1String("http://127.0.0.1:10002/acct?")));
    const auto sas = protocol::AccountSas::fromQuery(out->token.toLatin1());
    QVERIFY(sas);
    protocol::AccountSasRequest r {protocol::TableOperation::QueryTables,
        QHostAddress(QHostAddress::LocalHost), false, DateTime::fromQDateTime(Now.addSecs(10))};
    QVERIFY(protocol::validateAccountSas(*sas, u"acct", QByteArray(32, '\x11'), r));
    r.operation = protocol::TableOperation::CreateTable;
    QCOMPARE(protocol::validateAccountSas(*sas, u"acct", QByteArray(32, '\x11'), r).error().code,
        ErrorCode::AuthorizationPermissionMismatch);
}

void TestSasModel::policyLocksFields()
{
    auto m = readyModel();
    QAbstractItemModelTester tester(m.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m->setPolicyId(QStringLiteral("full"));
    QVERIFY(m->startLocked() && m->expiryLocked() && m->permissionsLocked());
    QCOMPARE(m->permissions(), QStringLiteral("r"));
    QCOMPARE(*m->expiry(), Now.addDays(30));
    QVERIFY(!(m->flags(m->index(0)) & Qt::ItemIsUserCheckable));
    QVERIFY(!m->setData(m->index(1), Qt::Checked, Qt::CheckStateRole));
    const auto out = m->generate(Now);
    QVERIFY(out);
    // The policy's fields are left out of the token (the service refuses them twice).
    QVERIFY(!out->token.contains(QLatin1String("sp=")));
    QVERIFY(!out->token.contains(QLatin1String("se=")));
    QVERIFY(out->token.contains(QLatin1String("si=full")));
    const auto sas = protocol::ServiceSas::fromQuery(out->token.toLatin1());
    QVERIFY(protocol::validateServiceSas(*sas, u"acct", QByteArray(32, '\x11'),
        requestAt(protocol::TableOperation::QueryEntities, Now.addDays(10)), testPolicies()));

    m->setPolicyId(QStringLiteral("perms"));
    QVERIFY(!m->startLocked() && !m->expiryLocked() && m->permissionsLocked());
    QCOMPARE(m->permissions(), QStringLiteral("ra"));
    m->setPolicyId({});
    QVERIFY(!m->permissionsLocked());
    QCOMPARE(m->permissions(), QStringLiteral("r"));
}

void TestSasModel::rangeFromSelection()
{
    SasModel m(SasModel::Kind::Service);
    m.setRangeFromPartitions({QStringLiteral("m"), QStringLiteral("B"), QStringLiteral("a")});
    QCOMPARE(m.range(), (KeyRange {QStringLiteral("B"), std::nullopt, QStringLiteral("m"), std::nullopt}));
    m.setRangeFromKeys({{QStringLiteral("p2"), QStringLiteral("r1")},
        {QStringLiteral("p1"), QStringLiteral("r9")}, {QStringLiteral("p2"), QStringLiteral("r0")}});
    QCOMPARE(m.range(),
        (KeyRange {QStringLiteral("p1"), QStringLiteral("r9"), QStringLiteral("p2"), QStringLiteral("r1")}));
    m.setRangeFromPartitions({});
    QVERIFY(m.range().isUnbounded());
}

QTEST_GUILESS_MAIN(TestSasModel)
#include "tst_sasmodel.moc"
