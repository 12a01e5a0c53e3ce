#include "rowan/protocol/accountsas.h"
#include "rowan/protocol/connectionstring.h"

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

const QByteArray Base
    = "sv=2019-02-02&ss=t&srt=sco&sp=rwdlacu&st=2024-01-01T00:00:00Z&se=2024-12-31T00:00:00Z";

} // namespace

class TestAccountSas : public QObject
{
    Q_OBJECT

private slots:
    void stringToSign();
    void independentSignature();
    void queryRoundTrip();
    void validate_data();
    void validate();
};

void TestAccountSas::stringToSign()
{
    AccountSas sas = *AccountSas::fromQuery(Base + "&sip=1.2.3.4&spr=https");
    QCOMPARE(sas.stringToSign(Account),
        QByteArray(
            "devstoreaccount1\nrwdlacu\nt\nsco\n2024-01-01T00:00:00Z\n2024-12-31T00:00:00Z\n1.2.3.4\nhttps\n"
            "2019-02-02\n"));
    sas.version = QStringLiteral("2021-06-08");
    sas.encryptionScope = QStringLiteral("scope");
    QCOMPARE(sas.stringToSign(Account),
        QByteArray(
            "devstoreaccount1\nrwdlacu\nt\nsco\n2024-01-01T00:00:00Z\n2024-12-31T00:00:00Z\n1.2.3.4\nhttps\n"
            "2021-06-08\nscope\n"));
}

void TestAccountSas::independentSignature()
{
    AccountSas sas;
    sas.services = QStringLiteral("t");
    sas.resourceTypes = QStringLiteral("o");
    sas.permissions = QStringLiteral("r");
    sas.expiry = QStringLiteral("2030-01-01");
    sas.sign(Account, devKey());
    QMessageAuthenticationCode mac(QCryptographicHash::Sha256, devKey());
    mac.addData("devstoreaccount1\nr\nt\no\n\n2030-01-01\n\n\n2019-02-02\n");
    QCOMPARE(sas.signature, QString::fromLatin1(mac.result().toBase64()));
}

void TestAccountSas::queryRoundTrip()
{
    AccountSas sas = *AccountSas::fromQuery(Base);
    sas.sign(Account, devKey());
    const QByteArray query = sas.toQuery();
    Result<AccountSas> back = AccountSas::fromQuery(query);
    QVERIFY(back.has_value());
    QCOMPARE(back->toQuery(), query);
    QCOMPARE(back->signature, sas.signature);
    QVERIFY(AccountSas::isPresentIn(*parseQueryString(query)));
    QVERIFY(!AccountSas::isPresentIn(*parseQueryString("tn=t&sig=x")));
}

void TestAccountSas::validate_data()
{
    QTest::addColumn<QByteArray>("token");
    QTest::addColumn<QByteArray>("tamper");
    QTest::addColumn<TableOperation>("operation");
    QTest::addColumn<QString>("client");
    QTest::addColumn<bool>("https");
    QTest::addColumn<QString>("now");
    QTest::addColumn<int>("expected");

    const QString inside = QStringLiteral("2024-06-01T00:00:00Z");
    const QString ip = QStringLiteral("127.0.0.1");
    const int ok = -1;
    const int authn = int(ErrorCode::AuthenticationFailed);
    auto row = [&](const char *name, const QByteArray &token, TableOperation op, int expected) {
        QTest::newRow(name) << token << QByteArray() << op << ip << false << inside << expected;
    };
    using Op = TableOperation;
    row("query entities", Base, Op::QueryEntities, ok);
    row("query tables", Base, Op::QueryTables, ok);
    row("create table", Base, Op::CreateTable, ok);
    row("upsert", Base, Op::InsertOrMergeEntity, ok);
    row("delete table", Base, Op::DeleteTable, ok);
    row("old version", "sv=2014-02-14&ss=t&srt=o&sp=r&se=2024-12-31", Op::QueryEntities, authn);
    row("no ss", "sv=2019-02-02&srt=o&sp=r&se=2024-12-31", Op::QueryEntities, authn);
    row("bad ss letter", "sv=2019-02-02&ss=tx&srt=o&sp=r&se=2024-12-31", Op::QueryEntities, authn);
    row("bad srt", "sv=2019-02-02&ss=t&srt=x&sp=r&se=2024-12-31", Op::QueryEntities, authn);
    row("bad sp", "sv=2019-02-02&ss=t&srt=o&sp=rz&se=2024-12-31", Op::QueryEntities, authn);
    row("no se", "sv=2019-02-02&ss=t&srt=o&sp=r", Op::QueryEntities, authn);
    row("bad spr", Base + "&spr=ftp", Op::QueryEntities, authn);
    row("blob only", "sv=2019-02-02&ss=b&srt=o&sp=r&se=2024-12-31", Op::QueryEntities,
        int(ErrorCode::AuthorizationFailure));
    row("acl refused", Base, Op::SetTableAcl, int(ErrorCode::AuthorizationFailure));
    row("objects only, list tables", "sv=2019-02-02&ss=t&srt=o&sp=rl&se=2024-12-31", Op::QueryTables,
        int(ErrorCode::AuthorizationResourceTypeMismatch));
    row("container only, query entities", "sv=2019-02-02&ss=t&srt=c&sp=r&se=2024-12-31", Op::QueryEntities,
        int(ErrorCode::AuthorizationResourceTypeMismatch));
    row("read-only insert", "sv=2019-02-02&ss=t&srt=o&sp=r&se=2024-12-31", Op::InsertEntity,
        int(ErrorCode::AuthorizationPermissionMismatch));
    row("add-only upsert", "sv=2019-02-02&ss=t&srt=o&sp=a&se=2024-12-31", Op::InsertOrReplaceEntity,
        int(ErrorCode::AuthorizationPermissionMismatch));
    row("create with c", "sv=2019-02-02&ss=t&srt=c&sp=c&se=2024-12-31", Op::CreateTable, ok);
    row("create with w", "sv=2019-02-02&ss=t&srt=c&sp=w&se=2024-12-31", Op::CreateTable, ok);
    row("create with r", "sv=2019-02-02&ss=t&srt=c&sp=rl&se=2024-12-31", Op::CreateTable,
        int(ErrorCode::AuthorizationPermissionMismatch));
    QTest::newRow("tampered sp") << QByteArray("sv=2019-02-02&ss=t&srt=o&sp=r&se=2024-12-31")
                                 << QByteArray("sp=rwd") << Op::QueryEntities << ip << false << inside
                                 << authn;
    QTest::newRow("expired") << Base << QByteArray() << Op::QueryEntities << ip << false
                             << QStringLiteral("2024-12-31T00:00:00Z") << authn;
    QTest::newRow("not yet") << Base << QByteArray() << Op::QueryEntities << ip << false
                             << QStringLiteral("2023-12-31T23:59:59Z") << authn;
    QTest::newRow("https only") << Base + "&spr=https" << QByteArray() << Op::QueryEntities << ip << false
                                << inside << int(ErrorCode::AuthorizationProtocolMismatch);
    QTest::newRow("ip outside") << Base + "&sip=10.0.0.1-10.0.0.5" << QByteArray() << Op::QueryEntities
                                << QStringLiteral("10.0.0.6") << false << inside
                                << int(ErrorCode::AuthorizationSourceIPMismatch);
    QTest::newRow("ip inside") << Base + "&sip=10.0.0.1-10.0.0.5" << QByteArray() << Op::QueryEntities
                               << QStringLiteral("10.0.0.5") << true << inside << ok;
}

void TestAccountSas::validate()
{
    QFETCH(QByteArray, token);
    QFETCH(QByteArray, tamper);
    QFETCH(TableOperation, operation);
    QFETCH(QString, client);
    QFETCH(bool, https);
    QFETCH(QString, now);
    QFETCH(int, expected);

    AccountSas sas = *AccountSas::fromQuery(token);
    sas.sign(Account, devKey());
    Result<AccountSas> sent
        = AccountSas::fromQuery(tamper.isEmpty() ? sas.toQuery() : tamper + '&' + sas.toQuery());
    QVERIFY(sent.has_value());
    AccountSasRequest request;
    request.operation = operation;
    request.clientAddress = QHostAddress(client);
    request.https = https;
    request.now = *DateTime::fromIsoString(now);
    const Status status = validateAccountSas(*sent, Account, devKey(), request);
    if (expected < 0) {
        QVERIFY2(status.has_value(), status ? "" : qPrintable(status.error().toString()));
        return;
    }
    QVERIFY(!status.has_value());
    QCOMPARE(status.error().codeName(), errorCodeName(ErrorCode(expected)));
}

QTEST_GUILESS_MAIN(TestAccountSas)
#include "tst_accountsas.moc"
