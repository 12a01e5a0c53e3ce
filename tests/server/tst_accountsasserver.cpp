// Account shared access signatures against the REST endpoint over real sockets: the permission and
// resource-type mapping of accountsas.h for every operation, the 403 codes of the refusals, and $batch.
#include "support/teststore.h"
#include "testclient.h"

#include <rowan/protocol/accountsas.h>
#include <rowan/protocol/batch.h>
#include <rowan/protocol/jsonentity.h>
#include <rowan/protocol/resourcepath.h>
#include <rowan/protocol/sas.h>
#include <rowan/store.h>
#include <rowan/tableserver.h>

#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace rowan::protocol;

namespace {
const QString AccountName = QString::fromLatin1(rowan::DevelopmentAccountName);

QByteArray path(const QString &rest)
{
    return "/" + AccountName.toUtf8() + "/" + rest.toUtf8();
}

QByteArray entityBody(const QString &pk, const QString &rk)
{
    Entity e(pk, rk);
    e.setProperty(QStringLiteral("Value"), Value::int32(7));
    return encodeEntityBody(e);
}
} // namespace

class TestAccountSasServer : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    std::unique_ptr<TableServer> m_server;
    std::unique_ptr<TestClient> m_client;

    QByteArray key(int number) const
    {
        const Account account = m_store->account(AccountName).value();
        return decodeAccountKey(number == 1 ? account.key1 : account.key2).value();
    }
    // An account SAS valid for an hour unless the test changes it, signed with key 1.
    AccountSas token(const QString &services, const QString &resourceTypes, const QString &permissions) const
    {
        AccountSas sas;
        sas.services = services;
        sas.resourceTypes = resourceTypes;
        sas.permissions = permissions;
        sas.expiry = formatSasTime(DateTime::fromQDateTime(QDateTime::currentDateTimeUtc().addSecs(3600)));
        return sas;
    }
    TestResponse send(const QByteArray &method, const QByteArray &target, const QByteArray &body = {},
        QHttpHeaders headers = {})
    {
        headers.append("x-ms-version", "2019-02-02");
        headers.append(QHttpHeaders::WellKnownHeader::Accept, "application/json;odata=minimalmetadata");
        if (!body.isEmpty() && !headers.contains(QHttpHeaders::WellKnownHeader::ContentType))
            headers.append(QHttpHeaders::WellKnownHeader::ContentType, "application/json");
        return m_client->request(method, target, headers, body);
    }
    // `operation` on table Things (entity p/r1 exists) or, for create, a new table; the token appended.
    TestResponse perform(const QByteArray &operation, const QByteArray &query)
    {
        QHttpHeaders ifMatch;
        ifMatch.append(QHttpHeaders::WellKnownHeader::IfMatch, "*");
        const QByteArray entity
            = path(entityResource(QStringLiteral("Things"), QStringLiteral("p"), QStringLiteral("r1"))) + "?"
            + query;
        if (operation == "QueryTables")
            return send("GET", path(QStringLiteral("Tables")) + "?" + query);
        if (operation == "CreateTable")
            return send("POST", path(QStringLiteral("Tables")) + "?" + query,
                encodeCreateTable(QStringLiteral("New")));
        if (operation == "DeleteTable")
            return send("DELETE", path(QStringLiteral("Tables('Things')")) + "?" + query);
        if (operation == "QueryEntities")
            return send("GET", path(QStringLiteral("Things()")) + "?" + query);
        if (operation == "GetEntity")
            return send("GET", entity);
        if (operation == "Insert")
            return send("POST", path(QStringLiteral("Things")) + "?" + query,
                entityBody(QStringLiteral("p"), QStringLiteral("r2")));
        if (operation == "Update")
            return send("PUT", entity, entityBody(QStringLiteral("p"), QStringLiteral("r1")), ifMatch);
        if (operation == "Merge")
            return send("MERGE", entity, entityBody(QStringLiteral("p"), QStringLiteral("r1")), ifMatch);
        if (operation == "InsertOrReplace")
            return send("PUT", entity, entityBody(QStringLiteral("p"), QStringLiteral("r1")));
        if (operation == "Delete")
            return send("DELETE", entity, {}, ifMatch);
        if (operation == "GetAcl")
            return send("GET", path(QStringLiteral("Things")) + "?comp=acl&" + query);
        return {};
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        static int counter = 0;
        m_store = TestStoreBuilder(m_dir, QStringLiteral("a%1.rowan").arg(++counter))
                      .table(QStringLiteral("Things"), {Entity(QStringLiteral("p"), QStringLiteral("r1"))})
                      .build();
        QVERIFY(m_store);
        ServerOptions so;
        so.port = 0;
        m_server = std::make_unique<TableServer>(*m_store, so);
        QVERIFY(m_server->listen());
        m_client = std::make_unique<TestClient>(m_server->port());
        QVERIFY(m_client->connect());
    }
    void cleanup()
    {
        m_client.reset();
        m_server.reset();
        m_store.reset();
    }

    void operations_data()
    {
        QTest::addColumn<QByteArray>("operation");
        QTest::addColumn<QString>("services");
        QTest::addColumn<QString>("resourceTypes");
        QTest::addColumn<QString>("permissions");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("code");

        auto row
            = [](const char *name, const char *operation, const char *services, const char *resourceTypes,
                  const char *permissions, int status, const char *code = "") {
                  QTest::newRow(name) << QByteArray(operation) << QString::fromLatin1(services)
                                      << QString::fromLatin1(resourceTypes)
                                      << QString::fromLatin1(permissions) << status << QByteArray(code);
              };
        const char *permission = "AuthorizationPermissionMismatch";
        const char *resourceType = "AuthorizationResourceTypeMismatch";
        row("query tables l", "QueryTables", "t", "c", "l", 200);
        row("query tables r", "QueryTables", "t", "sco", "r", 403, permission);
        row("query tables srt o", "QueryTables", "t", "o", "l", 403, resourceType);
        row("create table c", "CreateTable", "t", "c", "c", 201);
        row("create table a", "CreateTable", "t", "c", "a", 201);
        row("create table w", "CreateTable", "t", "sco", "w", 201);
        row("create table rl", "CreateTable", "t", "sco", "rl", 403, permission);
        row("create table srt s", "CreateTable", "t", "s", "ac", 403, resourceType);
        row("delete table d", "DeleteTable", "t", "c", "d", 204);
        row("delete table srt o", "DeleteTable", "t", "o", "d", 403, resourceType);
        row("query entities r", "QueryEntities", "t", "o", "r", 200);
        row("query entities srt c", "QueryEntities", "t", "c", "rl", 403, resourceType);
        row("get entity r", "GetEntity", "t", "o", "r", 200);
        row("get entity l", "GetEntity", "t", "o", "l", 403, permission);
        row("insert a", "Insert", "t", "o", "a", 201);
        row("insert rwu", "Insert", "t", "o", "rwu", 403, permission);
        row("update u", "Update", "t", "o", "u", 204);
        row("update a", "Update", "t", "o", "a", 403, permission);
        row("merge u", "Merge", "t", "o", "u", 204);
        row("upsert au", "InsertOrReplace", "t", "o", "au", 204);
        row("upsert u only", "InsertOrReplace", "t", "o", "u", 403, permission);
        row("delete d", "Delete", "t", "o", "d", 204);
        row("delete r", "Delete", "t", "sco", "r", 403, permission);
        row("acl needs shared key", "GetAcl", "t", "sco", "rwdlacu", 403, "AuthorizationFailure");
        row("blob service only", "QueryEntities", "b", "sco", "rwdlacu", 403, "AuthorizationFailure");
        row("all services", "QueryEntities", "bqtf", "sco", "rwdlacup", 200);
    }

    void operations()
    {
        QFETCH(QByteArray, operation);
        QFETCH(QString, services);
        QFETCH(QString, resourceTypes);
        QFETCH(QString, permissions);
        QFETCH(int, status);
        QFETCH(QByteArray, code);
        AccountSas sas = token(services, resourceTypes, permissions);
        sas.sign(AccountName, key(1));
        const TestResponse r = perform(operation, sas.toQuery());
        QCOMPARE(r.status, status);
        QCOMPARE(r.header("x-ms-error-code"), code);
    }

    // What the refusals before the permission check answer.
    void refusals_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QByteArray>("code");
        QTest::newRow("expired") << "expired" << QByteArray("AuthenticationFailed");
        QTest::newRow("not yet valid") << "future" << QByteArray("AuthenticationFailed");
        QTest::newRow("tampered permissions") << "tampered" << QByteArray("AuthenticationFailed");
        QTest::newRow("another key") << "wrongkey" << QByteArray("AuthenticationFailed");
        QTest::newRow("https only") << "https" << QByteArray("AuthorizationProtocolMismatch");
        QTest::newRow("other address") << "ip" << QByteArray("AuthorizationSourceIPMismatch");
        QTest::newRow("malformed srt") << "srt" << QByteArray("AuthenticationFailed");
    }

    void refusals()
    {
        QFETCH(QString, change);
        QFETCH(QByteArray, code);
        AccountSas sas = token(QStringLiteral("t"), QStringLiteral("sco"), QStringLiteral("r"));
        const QDateTime now = QDateTime::currentDateTimeUtc();
        if (change == QLatin1String("expired"))
            sas.expiry = formatSasTime(DateTime::fromQDateTime(now.addSecs(-60)));
        if (change == QLatin1String("future"))
            sas.start = formatSasTime(DateTime::fromQDateTime(now.addSecs(600)));
        if (change == QLatin1String("https"))
            sas.protocol = QStringLiteral("https");
        if (change == QLatin1String("ip"))
            sas.ip = QStringLiteral("10.1.1.1-10.1.1.9");
        if (change == QLatin1String("srt"))
            sas.resourceTypes = QStringLiteral("x");
        sas.sign(AccountName, change == QLatin1String("wrongkey") ? QByteArray(32, 'k') : key(1));
        if (change == QLatin1String("tampered"))
            sas.permissions = QStringLiteral("rwdlacu");
        const TestResponse r = perform("QueryEntities", sas.toQuery());
        QCOMPARE(r.status, 403);
        QCOMPARE(r.header("x-ms-error-code"), code);
    }

    void eitherKeySigns()
    {
        for (int number : {1, 2}) {
            AccountSas sas = token(QStringLiteral("t"), QStringLiteral("o"), QStringLiteral("r"));
            sas.sign(AccountName, key(number));
            QCOMPARE(perform("GetEntity", sas.toQuery()).status, 200);
        }
    }

    void batchChecksEachOperation()
    {
        auto run = [&](const QString &permissions) {
            BatchRequest request;
            for (const char *rk : {"b1", "b2"}) {
                BatchOperation op;
                op.method = "POST";
                op.path = path(QStringLiteral("Things"));
                op.url = "http://127.0.0.1" + op.path;
                op.headers.append(QHttpHeaders::WellKnownHeader::ContentType, "application/json");
                op.body = entityBody(QStringLiteral("p"), QString::fromLatin1(rk));
                request.operations << op;
            }
            const QByteArray payload = serializeBatchRequest(request);
            AccountSas sas = token(QStringLiteral("t"), QStringLiteral("o"), permissions);
            sas.sign(AccountName, key(1));
            QHttpHeaders h;
            h.append(QHttpHeaders::WellKnownHeader::ContentType, batchContentType(request.batchBoundary));
            return send("POST", path(QStringLiteral("$batch")) + "?" + sas.toQuery(), payload, h);
        };
        TestResponse r = run(QStringLiteral("r"));
        QCOMPARE(r.status, 403);
        QCOMPARE(r.header("x-ms-error-code"), QByteArray("AuthorizationPermissionMismatch"));
        QVERIFY(!m_store->getEntity(
            AccountName, QStringLiteral("Things"), QStringLiteral("p"), QStringLiteral("b1")));

        r = run(QStringLiteral("a"));
        QCOMPARE(r.status, 202);
        const BatchResponse parsed = parseBatchResponse(r.header("Content-Type"), r.body).value();
        QCOMPARE(parsed.parts.size(), 2);
        QCOMPARE(parsed.parts[0].status, 201);
        QCOMPARE(parsed.parts[1].status, 201);
        QVERIFY(m_store->getEntity(
            AccountName, QStringLiteral("Things"), QStringLiteral("p"), QStringLiteral("b2")));
    }
};

QTEST_GUILESS_MAIN(TestAccountSasServer)
#include "tst_accountsasserver.moc"
