#include "rowan/protocol/connectionstring.h"
#include "rowan/protocol/sas.h"

#include <QMessageAuthenticationCode>
#include <QTest>

using namespace rowan;
using namespace rowan::protocol;

Q_DECLARE_METATYPE(rowan::protocol::TableOperation)

namespace {

const QString Account = QStringLiteral("devstoreaccount1");

QByteArray devKey()
{
    return QByteArray::fromBase64(QByteArray(DevelopmentAccountKey.data(), DevelopmentAccountKey.size()));
}

DateTime at(const QString &iso)
{
    return *DateTime::fromIsoString(iso);
}

const QByteArray Base = "sv=2019-02-02&tn=mytable&sp=raud&st=2024-01-01T00:00:00Z&se=2024-12-31T00:00:00Z";
const QString Inside = QStringLiteral("2024-06-01T00:00:00Z");

} // namespace

class TestServiceSas : public QObject
{
    Q_OBJECT

private slots:
    void stringToSign();
    void independentSignature();
    void queryRoundTrip();
    void validate_data();
    void validate();
    void repeatedValidation();
    void keyRange_data();
    void keyRange();
    void authorizeEntity();
    void permissions_data();
    void permissions();
    void required();
    void times();
    void addresses_data();
    void addresses();
};

void TestServiceSas::stringToSign()
{
    ServiceSas sas;
    sas.version = QStringLiteral("2019-02-02");
    sas.tableName = QStringLiteral("MyTable");
    sas.permissions = QStringLiteral("raud");
    sas.start = QStringLiteral("2024-01-01T00:00:00Z");
    sas.expiry = QStringLiteral("2024-12-31T00:00:00Z");
    sas.identifier = QStringLiteral("policy1");
    sas.ip = QStringLiteral("10.0.0.1-10.0.0.9");
    sas.protocol = QStringLiteral("https");
    sas.range.startPartitionKey = QStringLiteral("a");
    sas.range.startRowKey = QStringLiteral("b");
    sas.range.endPartitionKey = QStringLiteral("c");
    sas.range.endRowKey = QStringLiteral("d");
    QCOMPARE(sas.stringToSign(Account),
        QByteArray("raud\n2024-01-01T00:00:00Z\n2024-12-31T00:00:00Z\n"
                   "/table/devstoreaccount1/mytable\npolicy1\n10.0.0.1-10.0.0.9\n"
                   "https\n2019-02-02\na\nb\nc\nd"));

    ServiceSas minimal;
    minimal.version = QStringLiteral("2019-02-02");
    minimal.tableName = QStringLiteral("t");
    minimal.permissions = QStringLiteral("r");
    minimal.expiry = QStringLiteral("2024-12-31");
    QCOMPARE(minimal.stringToSign(Account),
        QByteArray("r\n\n2024-12-31\n/table/devstoreaccount1/t\n\n\n\n2019-02-02\n\n\n\n"));
}

void TestServiceSas::independentSignature()
{
    ServiceSas sas;
    sas.tableName = QStringLiteral("t");
    sas.permissions = QStringLiteral("ra");
    sas.expiry = QStringLiteral("2030-01-01T00:00:00Z");
    sas.sign(Account, devKey());
    QCOMPARE(sas.version, QStringLiteral("2019-02-02"));
    QMessageAuthenticationCode mac(QCryptographicHash::Sha256, devKey());
    mac.addData("ra\n\n2030-01-01T00:00:00Z\n/table/devstoreaccount1/t\n\n\n\n2019-02-02\n\n\n\n");
    QCOMPARE(sas.signature, QString::fromLatin1(mac.result().toBase64()));
}

void TestServiceSas::queryRoundTrip()
{
    ServiceSas sas;
    sas.tableName = QStringLiteral("mytable");
    sas.permissions = QStringLiteral("au");
    sas.start = QStringLiteral("2024-01-01T00:00:00Z");
    sas.expiry = QStringLiteral("2024-12-31T00:00:00Z");
    sas.identifier = QStringLiteral("id 1");
    sas.ip = QStringLiteral("127.0.0.1");
    sas.protocol = QStringLiteral("https,http");
    sas.range.startPartitionKey = QStringLiteral("p&q=");
    sas.range.startRowKey = QString(); // present but empty
    sas.range.endPartitionKey = QStringLiteral("z+é");
    sas.sign(Account, devKey());

    const QByteArray query = sas.toQuery();
    QVERIFY(query.startsWith("sv=2019-02-02&tn=mytable&sp=au&st=2024-01-01T00%3A00%3A00Z"));
    QVERIFY(query.contains("&srk=&"));
    QVERIFY(!query.contains("erk="));
    QVERIFY(!query.contains('+')); // the signature's '+' must be escaped
    Result<ServiceSas> back = ServiceSas::fromQuery(query);
    QVERIFY(back.has_value());
    QCOMPARE(back->toQuery(), query);
    QCOMPARE(back->range, sas.range);
    QCOMPARE(back->signature, sas.signature);
    QCOMPARE(back->identifier, sas.identifier);
    QCOMPARE(back->stringToSign(Account), sas.stringToSign(Account));

    Result<QueryItems> items = parseQueryString(query);
    QVERIFY(items.has_value());
    QVERIFY(ServiceSas::isPresentIn(*items));
    QVERIFY(!ServiceSas::isPresentIn(*parseQueryString("tn=x")));
}

void TestServiceSas::validate_data()
{
    QTest::addColumn<QByteArray>("token"); // signed as given
    QTest::addColumn<QByteArray>("tamper"); // parameters that replace the signed ones afterwards
    QTest::addColumn<QByteArray>("policies"); // the table's SignedIdentifiers XML
    QTest::addColumn<TableOperation>("operation");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("client");
    QTest::addColumn<bool>("https");
    QTest::addColumn<QString>("now");
    QTest::addColumn<int>("expected"); // -1 = allowed, else the ErrorCode

    const QString table = QStringLiteral("mytable");
    const QString ip = QStringLiteral("127.0.0.1");
    const auto Q = TableOperation::QueryEntities;
    const int ok = -1;
    const int authn = int(ErrorCode::AuthenticationFailed);
    auto row = [&](const char *name, const QByteArray &token, TableOperation op, int expected) {
        QTest::newRow(name) << token << QByteArray() << QByteArray() << op << table << ip << false << Inside
                            << expected;
    };

    row("query with raud", Base, Q, ok);
    row("insert", Base, TableOperation::InsertEntity, ok);
    row("delete", Base, TableOperation::DeleteEntity, ok);
    row("upsert needs a and u", Base, TableOperation::InsertOrMergeEntity, ok);
    row("no st is fine", "sv=2019-02-02&tn=mytable&sp=r&se=2024-12-31", Q, ok);

    // Malformed or missing fields.
    row("old version", "sv=2013-08-15&tn=mytable&sp=r&se=2024-12-31", Q, authn);
    row("bad version", "sv=latest&tn=mytable&sp=r&se=2024-12-31", Q, authn);
    row("no tn", "sv=2019-02-02&sp=r&se=2024-12-31", Q, authn);
    row("bad permission letter", "sv=2019-02-02&tn=mytable&sp=rw&se=2024-12-31", Q, authn);
    row("repeated permission", "sv=2019-02-02&tn=mytable&sp=rr&se=2024-12-31", Q, authn);
    row("bad st", "sv=2019-02-02&tn=mytable&sp=r&st=soon&se=2024-12-31", Q, authn);
    row("bad se", "sv=2019-02-02&tn=mytable&sp=r&se=2024-13-40", Q, authn);
    row("no se", "sv=2019-02-02&tn=mytable&sp=r", Q, authn);
    row("no sp", "sv=2019-02-02&tn=mytable&se=2024-12-31", Q, authn);
    row("spr http only", Base + "&spr=http", Q, authn);
    row("sip garbage", Base + "&sip=localhost", Q, authn);
    row("sip reversed range", Base + "&sip=127.0.0.9-127.0.0.1", Q, authn);
    row("srk without spk", Base + "&srk=a", Q, authn);
    row("erk without epk", Base + "&erk=a", Q, authn);
    row("si too long", Base + "&si=" + QByteArray(65, 'x'), Q, authn);

    // Signature.
    QTest::newRow("tampered permissions")
        << QByteArray(Base).replace("sp=raud", "sp=r") << QByteArray("sp=raud") << QByteArray() << Q << table
        << ip << false << Inside << authn;
    QTest::newRow("tampered range") << Base + "&spk=m" << QByteArray("spk=a") << QByteArray() << Q << table
                                    << ip << false << Inside << authn;
    QTest::newRow("no signature") << Base << QByteArray("sig=") << QByteArray() << Q << table << ip << false
                                  << Inside << authn;
    QTest::newRow("signature garbage")
        << Base << QByteArray("sig=!!!!") << QByteArray() << Q << table << ip << false << Inside << authn;
    QTest::newRow("signature not base64") << Base << QByteArray("sig=%%%") << QByteArray() << Q << table << ip
                                          << false << Inside << int(ErrorCode::InvalidUri);

    // Time window [st, se).
    auto timed = [&](const char *name, const char *now, int expected) {
        QTest::newRow(name) << Base << QByteArray() << QByteArray() << Q << table << ip << false
                            << QString::fromLatin1(now) << expected;
    };
    timed("before start", "2023-12-31T23:59:59.9999999Z", authn);
    timed("at start", "2024-01-01T00:00:00Z", ok);
    timed("just before expiry", "2024-12-30T23:59:59.9999999Z", ok);
    timed("at expiry", "2024-12-31T00:00:00Z", authn);
    timed("after expiry", "2025-01-01T00:00:00Z", authn);

    // Protocol and address.
    QTest::newRow("https required, http used")
        << Base + "&spr=https" << QByteArray() << QByteArray() << Q << table << ip << false << Inside
        << int(ErrorCode::AuthorizationProtocolMismatch);
    QTest::newRow("https required, https used")
        << Base + "&spr=https" << QByteArray() << QByteArray() << Q << table << ip << true << Inside << ok;
    QTest::newRow("https,http allows http") << Base + "&spr=https,http" << QByteArray() << QByteArray() << Q
                                            << table << ip << false << Inside << ok;
    QTest::newRow("ip mismatch") << Base + "&sip=10.0.0.1" << QByteArray() << QByteArray() << Q << table << ip
                                 << false << Inside << int(ErrorCode::AuthorizationSourceIPMismatch);
    QTest::newRow("ip exact") << Base + "&sip=10.0.0.1" << QByteArray() << QByteArray() << Q << table
                              << QStringLiteral("10.0.0.1") << false << Inside << ok;
    QTest::newRow("ip range low end") << Base + "&sip=10.0.0.1-10.0.0.9" << QByteArray() << QByteArray() << Q
                                      << table << QStringLiteral("10.0.0.1") << false << Inside << ok;
    QTest::newRow("ip range high end") << Base + "&sip=10.0.0.1-10.0.0.9" << QByteArray() << QByteArray() << Q
                                       << table << QStringLiteral("10.0.0.9") << false << Inside << ok;
    QTest::newRow("ip past range") << Base + "&sip=10.0.0.1-10.0.0.9" << QByteArray() << QByteArray() << Q
                                   << table << QStringLiteral("10.0.0.10") << false << Inside
                                   << int(ErrorCode::AuthorizationSourceIPMismatch);
    QTest::newRow("ipv4-mapped client")
        << Base + "&sip=127.0.0.1" << QByteArray() << QByteArray() << Q << table
        << QStringLiteral("::ffff:127.0.0.1") << false << Inside << ok;

    // Resource and permissions.
    QTest::newRow("other table") << Base << QByteArray() << QByteArray() << Q << QStringLiteral("othertable")
                                 << ip << false << Inside << int(ErrorCode::AuthorizationFailure);
    QTest::newRow("table name case") << Base << QByteArray() << QByteArray() << Q << QStringLiteral("MYTABLE")
                                     << ip << false << Inside << ok;
    row("create table needs Shared Key", Base, TableOperation::CreateTable,
        int(ErrorCode::AuthorizationFailure));
    row("ACL needs Shared Key", Base, TableOperation::SetTableAcl, int(ErrorCode::AuthorizationFailure));
    const QByteArray readOnly = "sv=2019-02-02&tn=mytable&sp=r&se=2024-12-31";
    row("read-only insert", readOnly, TableOperation::InsertEntity,
        int(ErrorCode::AuthorizationPermissionMismatch));
    row("read-only update", readOnly, TableOperation::UpdateEntity,
        int(ErrorCode::AuthorizationPermissionMismatch));
    row("add-only upsert", "sv=2019-02-02&tn=mytable&sp=a&se=2024-12-31",
        TableOperation::InsertOrReplaceEntity, int(ErrorCode::AuthorizationPermissionMismatch));
    row("update merge", "sv=2019-02-02&tn=mytable&sp=u&se=2024-12-31", TableOperation::MergeEntity, ok);
    row("delete without d", "sv=2019-02-02&tn=mytable&sp=rau&se=2024-12-31", TableOperation::DeleteEntity,
        int(ErrorCode::AuthorizationPermissionMismatch));

    // Stored access policies.
    const QByteArray policies
        = "<SignedIdentifiers>"
          "<SignedIdentifier><Id>full</Id><AccessPolicy><Start>2024-01-01T00:00:00Z</Start>"
          "<Expiry>2024-12-31T00:00:00Z</Expiry><Permission>r</Permission></AccessPolicy></SignedIdentifier>"
          "<SignedIdentifier><Id>noexpiry</Id><AccessPolicy><Permission>ra</Permission></AccessPolicy>"
          "</SignedIdentifier>"
          "<SignedIdentifier><Id>expired</Id><AccessPolicy><Expiry>2024-02-01T00:00:00Z</Expiry>"
          "</AccessPolicy></SignedIdentifier>"
          "</SignedIdentifiers>";
    auto policy = [&](const char *name, const QByteArray &token, TableOperation op, int expected) {
        QTest::newRow(name) << token << QByteArray() << policies << op << table << ip << false << Inside
                            << expected;
    };
    policy("policy gives everything", "sv=2019-02-02&tn=mytable&si=full", Q, ok);
    policy("policy permission enforced", "sv=2019-02-02&tn=mytable&si=full", TableOperation::InsertEntity,
        int(ErrorCode::AuthorizationPermissionMismatch));
    policy("token gives expiry", "sv=2019-02-02&tn=mytable&si=noexpiry&se=2024-12-31",
        TableOperation::InsertEntity, ok);
    policy("expiry from nowhere", "sv=2019-02-02&tn=mytable&si=noexpiry", Q, authn);
    policy("expiry from both", "sv=2019-02-02&tn=mytable&si=full&se=2024-12-31", Q, authn);
    policy("permission from both", "sv=2019-02-02&tn=mytable&si=noexpiry&sp=r&se=2024-12-31", Q, authn);
    policy("start from both", "sv=2019-02-02&tn=mytable&si=full&st=2024-01-01", Q, authn);
    policy("policy expired", "sv=2019-02-02&tn=mytable&si=expired&sp=r", Q, authn);
    policy("unknown policy", "sv=2019-02-02&tn=mytable&si=nope&sp=r&se=2024-12-31", Q, authn);
    policy("policy id is case-sensitive", "sv=2019-02-02&tn=mytable&si=FULL", Q, authn);
}

void TestServiceSas::validate()
{
    QFETCH(QByteArray, token);
    QFETCH(QByteArray, tamper);
    QFETCH(QByteArray, policies);
    QFETCH(TableOperation, operation);
    QFETCH(QString, table);
    QFETCH(QString, client);
    QFETCH(bool, https);
    QFETCH(QString, now);
    QFETCH(int, expected);

    Result<ServiceSas> sas = ServiceSas::fromQuery(token);
    QVERIFY(sas.has_value());
    sas->sign(Account, devKey());
    // The first occurrence of a parameter wins, so the tampered values go in front.
    Result<ServiceSas> sent
        = ServiceSas::fromQuery(tamper.isEmpty() ? sas->toQuery() : tamper + '&' + sas->toQuery());
    if (!sent) {
        QCOMPARE(int(sent.error().code), expected);
        return;
    }
    Result<QList<SignedIdentifier>> stored = parseSignedIdentifiers(policies);
    QVERIFY(stored.has_value());

    SasRequest request;
    request.operation = operation;
    request.tableName = table;
    request.clientAddress = QHostAddress(client);
    request.https = https;
    request.now = at(now);
    Result<SasGrant> grant = validateServiceSas(*sent, Account, devKey(), request, *stored);
    if (expected < 0) {
        QVERIFY2(grant.has_value(), grant ? "" : qPrintable(grant.error().toString()));
        QVERIFY((grant->permissions & requiredPermissions(operation)) == requiredPermissions(operation));
        return;
    }
    QVERIFY(!grant.has_value());
    QCOMPARE(grant.error().codeName(), errorCodeName(ErrorCode(expected)));
}

// The MAC of a token is remembered per thread: a token passes every time, and what passed once does not
// let a forged signature, another key or changed fields through.
void TestServiceSas::repeatedValidation()
{
    ServiceSas sas;
    sas.tableName = QStringLiteral("mytable");
    sas.permissions = QStringLiteral("r");
    sas.expiry = QStringLiteral("2030-01-01T00:00:00Z");
    sas.sign(Account, devKey());
    SasRequest request;
    request.tableName = QStringLiteral("mytable");
    request.now = at(Inside);
    for (int i = 0; i < 3; ++i)
        QVERIFY(validateServiceSas(sas, Account, devKey(), request).has_value());

    ServiceSas forged = sas;
    QByteArray bytes = QByteArray::fromBase64(sas.signature.toLatin1());
    bytes[0] = char(bytes[0] ^ 1);
    forged.signature = QString::fromLatin1(bytes.toBase64());
    Result<SasGrant> grant = validateServiceSas(forged, Account, devKey(), request);
    QVERIFY(!grant.has_value());
    QCOMPARE(grant.error().code, ErrorCode::AuthenticationFailed);

    QByteArray otherKey = devKey();
    otherKey[0] = char(otherKey[0] ^ 1);
    grant = validateServiceSas(sas, Account, otherKey, request);
    QVERIFY(!grant.has_value());
    QCOMPARE(grant.error().code, ErrorCode::AuthenticationFailed);

    ServiceSas widened = sas;
    widened.permissions = QStringLiteral("raud");
    grant = validateServiceSas(widened, Account, devKey(), request);
    QVERIFY(!grant.has_value());
    QCOMPARE(grant.error().code, ErrorCode::AuthenticationFailed);

    QVERIFY(validateServiceSas(sas, Account, devKey(), request).has_value());
}

void TestServiceSas::keyRange_data()
{
    QTest::addColumn<QString>("spk");
    QTest::addColumn<QString>("srk");
    QTest::addColumn<QString>("epk");
    QTest::addColumn<QString>("erk");
    QTest::addColumn<QString>("pk");
    QTest::addColumn<QString>("rk");
    QTest::addColumn<bool>("inside");

    // "-" stands for an absent bound.
    const QString none = QStringLiteral("-");
    auto s = [](const char *t) { return QString::fromUtf8(t); };
    QTest::newRow("unbounded") << none << none << none << none << s("x") << s("y") << true;
    QTest::newRow("start pk inclusive") << s("b") << none << none << none << s("b") << s("") << true;
    QTest::newRow("before start pk") << s("b") << none << none << none << s("a") << s("zzz") << false;
    QTest::newRow("start rk inclusive") << s("b") << s("m") << none << none << s("b") << s("m") << true;
    QTest::newRow("before start rk") << s("b") << s("m") << none << none << s("b") << s("l") << false;
    QTest::newRow("start rk only binds start pk")
        << s("b") << s("m") << none << none << s("c") << s("a") << true;
    QTest::newRow("end pk whole partition") << none << none << s("d") << none << s("d") << s("zzzz") << true;
    QTest::newRow("after end pk") << none << none << s("d") << none << s("da") << s("") << false;
    QTest::newRow("end rk inclusive") << none << none << s("d") << s("k") << s("d") << s("k") << true;
    QTest::newRow("after end rk") << none << none << s("d") << s("k") << s("d") << s("ka") << false;
    QTest::newRow("end rk only binds end pk") << none << none << s("d") << s("k") << s("c") << s("z") << true;
    QTest::newRow("single partition") << s("p") << none << s("p") << none << s("p") << s("anything") << true;
    QTest::newRow("single partition, other") << s("p") << none << s("p") << none << s("q") << s("") << false;
    QTest::newRow("single row") << s("p") << s("r") << s("p") << s("r") << s("p") << s("r") << true;
    QTest::newRow("single row, next") << s("p") << s("r") << s("p") << s("r") << s("p") << s("r0") << false;
    QTest::newRow("ordinal: B before a") << s("a") << none << none << none << s("B") << s("") << false;
    QTest::newRow("ordinal: lexical numbers") << s("2") << none << none << none << s("111") << s("") << false;
    QTest::newRow("utf-16 order: U+FFFF after U+10000") << QString(QChar(0xFFFF)) << none << none << none
                                                        << QString::fromUcs4(U"\U00010000") << s("") << false;
    QTest::newRow("empty start pk") << s("") << none << none << none << s("") << s("") << true;
}

void TestServiceSas::keyRange()
{
    QFETCH(QString, spk);
    QFETCH(QString, srk);
    QFETCH(QString, epk);
    QFETCH(QString, erk);
    QFETCH(QString, pk);
    QFETCH(QString, rk);
    QFETCH(bool, inside);
    auto bound
        = [](const QString &v) { return v == QLatin1String("-") ? std::nullopt : std::optional<QString>(v); };
    KeyRange range {bound(spk), bound(srk), bound(epk), bound(erk)};
    QCOMPARE(range.contains(pk, rk), inside);
}

void TestServiceSas::authorizeEntity()
{
    SasGrant grant;
    grant.range.startPartitionKey = QStringLiteral("a");
    grant.range.endPartitionKey = QStringLiteral("c");
    QVERIFY(grant.authorizeEntity(u"b", u"x").has_value());
    const Status outside = grant.authorizeEntity(u"d", u"x");
    QVERIFY(!outside.has_value());
    QCOMPARE(outside.error().code, ErrorCode::AuthorizationFailure);
}

void TestServiceSas::permissions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("normalized");
    QTest::newRow("raud") << QStringLiteral("raud") << true << QStringLiteral("raud");
    QTest::newRow("any order") << QStringLiteral("dura") << true << QStringLiteral("raud");
    QTest::newRow("empty") << QString() << true << QString();
    QTest::newRow("upper case") << QStringLiteral("R") << false << QString();
    QTest::newRow("write") << QStringLiteral("w") << false << QString();
    QTest::newRow("twice") << QStringLiteral("aa") << false << QString();
}

void TestServiceSas::permissions()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(QString, normalized);
    const std::optional<SasPermissions> parsed = parseSasPermissions(text);
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(sasPermissionsToString(*parsed), normalized);
}

void TestServiceSas::required()
{
    QCOMPARE(requiredPermissions(TableOperation::QueryEntities), SasPermissions(SasPermission::Query));
    QCOMPARE(requiredPermissions(TableOperation::InsertEntity), SasPermissions(SasPermission::Add));
    QCOMPARE(requiredPermissions(TableOperation::UpdateEntity), SasPermissions(SasPermission::Update));
    QCOMPARE(requiredPermissions(TableOperation::MergeEntity), SasPermissions(SasPermission::Update));
    QCOMPARE(requiredPermissions(TableOperation::DeleteEntity), SasPermissions(SasPermission::Delete));
    QCOMPARE(
        requiredPermissions(TableOperation::InsertOrMergeEntity), SasPermission::Add | SasPermission::Update);
    QCOMPARE(requiredPermissions(TableOperation::InsertOrReplaceEntity),
        SasPermission::Add | SasPermission::Update);
    QCOMPARE(requiredPermissions(TableOperation::QueryTables), SasPermissions());
}

void TestServiceSas::times()
{
    QCOMPARE(formatSasTime(at(QStringLiteral("2024-01-31T12:34:56.789Z"))),
        QStringLiteral("2024-01-31T12:34:56Z"));
    QCOMPARE(parseSasTime(u"2024-01-31").value(), at(QStringLiteral("2024-01-31T00:00:00Z")));
    QCOMPARE(parseSasTime(u"2024-01-31T12:34Z").value(), at(QStringLiteral("2024-01-31T12:34:00Z")));
    QCOMPARE(parseSasTime(u"2024-01-31T12:34:56.1234567Z").value().ticks() % 10'000'000, 1234567);
    QVERIFY(!parseSasTime(u"2024-1-31").has_value());
    QVERIFY(!parseSasTime(u"tomorrow").has_value());
}

void TestServiceSas::addresses_data()
{
    QTest::addColumn<QString>("sip");
    QTest::addColumn<QString>("client");
    QTest::addColumn<int>("expected"); // -1 malformed, 0 outside, 1 inside
    QTest::newRow("single v4") << QStringLiteral("1.2.3.4") << QStringLiteral("1.2.3.4") << 1;
    QTest::newRow("range crosses octet")
        << QStringLiteral("1.2.3.250-1.2.4.5") << QStringLiteral("1.2.4.0") << 1;
    QTest::newRow("v6 range") << QStringLiteral("::1-::5") << QStringLiteral("::3") << 1;
    QTest::newRow("v6 client, v4 range") << QStringLiteral("1.2.3.4") << QStringLiteral("::1") << 0;
    QTest::newRow("mixed families") << QStringLiteral("1.2.3.4-::1") << QStringLiteral("1.2.3.4") << -1;
    QTest::newRow("empty end") << QStringLiteral("1.2.3.4-") << QStringLiteral("1.2.3.4") << -1;
    QTest::newRow("name") << QStringLiteral("example.org") << QStringLiteral("1.2.3.4") << -1;
    QTest::newRow("short v4 form") << QStringLiteral("1.2.3") << QStringLiteral("1.2.0.3") << -1;
    QTest::newRow("octet over 255") << QStringLiteral("1.2.3.256") << QStringLiteral("1.2.3.4") << -1;
}

void TestServiceSas::addresses()
{
    QFETCH(QString, sip);
    QFETCH(QString, client);
    QFETCH(int, expected);
    const std::optional<bool> allowed = sasAddressAllowed(sip, QHostAddress(client));
    QCOMPARE(allowed.has_value() ? int(*allowed) : -1, expected);
}

QTEST_GUILESS_MAIN(TestServiceSas)
#include "tst_servicesas.moc"
