// The REST endpoint's authorization over real sockets: Shared Key (and Lite) with its variants, service SAS
// with key ranges, and stored access policies.
#include "serverfixture.h"

#include <rowan/protocol/sas.h>

using namespace rowan;
using namespace rowan::protocol;

class TestServerAuth : public QObject, protected ServerFixture
{
    Q_OBJECT

private slots:
    void init() { startServer(); }
    void cleanup() { stopServer(); }

    void sharedKey_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("scheme");
        QTest::addColumn<int>("skewMinutes");
        QTest::addColumn<int>("status");
        QTest::newRow("key1") << Key << 0 << 0 << 200;
        QTest::newRow("lite") << Key << 1 << 0 << 200;
        QTest::newRow("wrong key") << QString::fromLatin1(QByteArray(32, 'k').toBase64()) << 0 << 0 << 403;
        QTest::newRow("skew 14") << Key << 0 << -14 << 200;
        QTest::newRow("skew 16") << Key << 0 << -16 << 403;
        QTest::newRow("future 16") << Key << 1 << 16 << 403;
    }
    void sharedKey()
    {
        QFETCH(QString, key);
        QFETCH(int, scheme);
        QFETCH(int, skewMinutes);
        QFETCH(int, status);
        const QByteArray target = path(QStringLiteral("Tables"));
        const TestResponse r = m_client->request("GET", target,
            signedHeaders("GET", target, AccountName, key, {},
                scheme ? SharedKeyScheme::SharedKeyLite : SharedKeyScheme::SharedKey,
                QDateTime::currentDateTimeUtc().addSecs(60 * skewMinutes)));
        QCOMPARE(r.status, status);
        if (status == 403)
            QCOMPARE(errorCode(r), "AuthenticationFailed");
    }
    void authorizationVariants()
    {
        const QByteArray target = path(QStringLiteral("Tables"));
        QHttpHeaders plain;
        plain.append("x-ms-date", formatHttpDate(QDateTime::currentDateTimeUtc()));
        TestResponse r = m_client->request("GET", target, plain);
        QCOMPARE(r.status, 403);
        QHttpHeaders bad = plain;
        bad.append(QHttpHeaders::WellKnownHeader::Authorization, "SharedKey nocolon");
        r = m_client->request("GET", target, bad);
        QCOMPARE(r.status, 400);
        QCOMPARE(errorCode(r), "InvalidAuthenticationInfo");
        const rowan::Account regenerated = m_store->regenerateKey(AccountName, 2).value();
        QTest::qWait(2100); // the server caches keys for two seconds
        r = m_client->request("GET", target, signedHeaders("GET", target, AccountName, regenerated.key2));
        QCOMPARE(r.status, 200);
        r = m_client->request(
            "GET", "/nobody/Tables", signedHeaders("GET", "/nobody/Tables", QStringLiteral("nobody"), Key));
        QCOMPARE(r.status, 403);
    }

    void sasRanges()
    {
        createTable(QStringLiteral("Ranged"));
        for (const char *pk : {"a", "b", "c", "d"}) {
            for (const char *rk : {"1", "2", "3"})
                QCOMPARE(call("POST", path(QStringLiteral("Ranged")),
                             body(QString::fromLatin1(pk), QString::fromLatin1(rk)))
                             .status,
                    201);
        }
        ServiceSas sas;
        sas.tableName = QStringLiteral("Ranged");
        sas.permissions = QStringLiteral("raud");
        sas.expiry = formatSasTime(DateTime::fromQDateTime(QDateTime::currentDateTimeUtc().addSecs(3600)));
        sas.range.startPartitionKey = QStringLiteral("b");
        sas.range.startRowKey = QStringLiteral("2");
        sas.range.endPartitionKey = QStringLiteral("c");
        sas.sign(AccountName, decodeAccountKey(Key).value());
        const QByteArray token = sas.toQuery();
        auto get = [&](const QByteArray &target, const QByteArray &method = "GET",
                       const QByteArray &payload = {}) {
            QHttpHeaders h;
            h.append("x-ms-version", "2019-02-02");
            if (!payload.isEmpty())
                h.append(QHttpHeaders::WellKnownHeader::ContentType, "application/json");
            return m_client->request(method, target, h, payload);
        };
        TestResponse r = get(path(QStringLiteral("Ranged()")) + "?" + token);
        QCOMPARE(r.status, 200);
        QStringList keys;
        for (const Entity &e : QList<Entity>(decodeEntityPage(r.body).value()))
            keys << e.partitionKey() + e.rowKey();
        QCOMPARE(keys,
            (QStringList {QStringLiteral("b2"), QStringLiteral("b3"), QStringLiteral("c1"),
                QStringLiteral("c2"), QStringLiteral("c3")}));
        r = get(path(QStringLiteral("Ranged()")) + "?$filter=PartitionKey%20eq%20'a'&" + token);
        QCOMPARE(r.status, 200);
        QCOMPARE(decodeEntityPage(r.body).value().size(), 0);
        QCOMPARE(
            get(entityPath(QStringLiteral("Ranged"), QStringLiteral("b"), QStringLiteral("2")) + "?" + token)
                .status,
            200);
        r = get(entityPath(QStringLiteral("Ranged"), QStringLiteral("b"), QStringLiteral("1")) + "?" + token);
        QCOMPARE(r.status, 403);
        QCOMPARE(
            get(entityPath(QStringLiteral("Ranged"), QStringLiteral("d"), QStringLiteral("1")) + "?" + token)
                .status,
            403);
        QCOMPARE(get(path(QStringLiteral("Ranged")) + "?" + token, "POST",
                     body(QStringLiteral("a"), QStringLiteral("9")))
                     .status,
            403);
        QCOMPARE(get(path(QStringLiteral("Ranged")) + "?" + token, "POST",
                     body(QStringLiteral("c"), QStringLiteral("9")))
                     .status,
            201);
        // Table-level operations need Shared Key; another table is refused.
        QCOMPARE(get(path(QStringLiteral("Tables")) + "?" + token).status, 403);
        QCOMPARE(get(path(QStringLiteral("Other()")) + "?" + token).status, 403);
        // A tampered token.
        QByteArray tampered = token;
        tampered.replace("spk=b", "spk=a");
        QCOMPARE(get(path(QStringLiteral("Ranged()")) + "?" + tampered).status, 403);
        // Read-only token cannot write.
        ServiceSas readOnly = sas;
        readOnly.permissions = QStringLiteral("r");
        readOnly.signature.clear();
        readOnly.sign(AccountName, decodeAccountKey(Key).value());
        r = get(path(QStringLiteral("Ranged")) + "?" + readOnly.toQuery(), "POST",
            body(QStringLiteral("c"), QStringLiteral("8")));
        QCOMPARE(r.status, 403);
        QCOMPARE(errorCode(r), "AuthorizationPermissionMismatch");
    }

    void storedPolicies()
    {
        createTable(QStringLiteral("Policed"));
        const QByteArray aclPath = path(QStringLiteral("Policed")) + "?comp=acl";
        TestResponse r = call("GET", aclPath);
        QCOMPARE(r.status, 200);
        QVERIFY(r.body.contains("<SignedIdentifiers"));
        SignedIdentifier id;
        id.id = QStringLiteral("readers");
        id.permission = QStringLiteral("r");
        id.expiry = DateTime::fromQDateTime(QDateTime::currentDateTimeUtc().addSecs(3600));
        QHttpHeaders xml;
        xml.append(QHttpHeaders::WellKnownHeader::ContentType, "application/xml");
        r = call("PUT", aclPath, serializeSignedIdentifiers({id}), xml);
        QCOMPARE(r.status, 204);
        r = call("GET", aclPath);
        QCOMPARE(parseSignedIdentifiers(r.body).value().size(), 1);
        QList<SignedIdentifier> six;
        for (int i = 0; i < 6; ++i) {
            SignedIdentifier s = id;
            s.id = QStringLiteral("id%1").arg(i);
            six << s;
        }
        QByteArray tooMany = serializeSignedIdentifiers(six);
        r = call("PUT", aclPath, tooMany, xml);
        QCOMPARE(r.status, 400);
        QCOMPARE(errorCode(r), "InvalidXmlDocument");
        QVERIFY(r.body.contains("<Code>InvalidXmlDocument</Code>"));

        ServiceSas sas;
        sas.tableName = QStringLiteral("Policed");
        sas.identifier = QStringLiteral("readers");
        sas.sign(AccountName, decodeAccountKey(Key).value());
        QHttpHeaders none;
        r = m_client->request("GET", path(QStringLiteral("Policed()")) + "?" + sas.toQuery(), none);
        QCOMPARE(r.status, 200);
        r = call("PUT", aclPath, QByteArray("<SignedIdentifiers/>"), xml);
        QCOMPARE(r.status, 204);
        r = m_client->request("GET", path(QStringLiteral("Policed()")) + "?" + sas.toQuery(), none);
        QCOMPARE(r.status, 403); // revoked by removing the policy
    }
};

QTEST_GUILESS_MAIN(TestServerAuth)
#include "tst_serverauth.moc"
