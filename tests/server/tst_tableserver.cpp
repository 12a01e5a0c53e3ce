// The REST endpoint driven over real sockets: every operation's status and error codes, Shared Key, SAS with
// key ranges and stored policies, $batch, and what the HTTP layer does with malformed or oversized input.
#include "testclient.h"

#include <rowan/protocol/batch.h>
#include <rowan/protocol/errorbody.h>
#include <rowan/protocol/jsonentity.h>
#include <rowan/protocol/resourcepath.h>
#include <rowan/protocol/sas.h>
#include <rowan/server/tableserver.h>
#include <rowan/store.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace rowan::protocol;

namespace {
const QString AccountName = QString::fromLatin1(rowan::DevelopmentAccountName);
const QString Key = QString::fromLatin1(rowan::DevelopmentAccountKey);
} // namespace

class TestTableServer : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;
    std::unique_ptr<TableServer> m_server;
    std::unique_ptr<TestClient> m_client;

    TestResponse call(const QByteArray &method, const QByteArray &target, const QByteArray &body = {},
        QHttpHeaders extra = {})
    {
        if (!body.isEmpty() && !extra.contains(QHttpHeaders::WellKnownHeader::ContentType))
            extra.append(QHttpHeaders::WellKnownHeader::ContentType, "application/json");
        return m_client->request(
            method, target, signedHeaders(method, target, AccountName, Key, extra), body);
    }
    static QByteArray errorCode(const TestResponse &r) { return r.header("x-ms-error-code"); }
    static QByteArray path(const QString &rest) { return "/" + AccountName.toUtf8() + "/" + rest.toUtf8(); }
    static QByteArray entityPath(const QString &table, const QString &pk, const QString &rk)
    {
        return path(entityResource(table, pk, rk));
    }
    static QByteArray body(const QString &pk, const QString &rk, int value = 1)
    {
        Entity e(pk, rk);
        e.setProperty(QStringLiteral("Value"), Value::int32(value));
        return encodeEntityBody(e);
    }
    void createTable(const QString &name)
    {
        const TestResponse r = call("POST", path(QStringLiteral("Tables")), encodeCreateTable(name));
        QCOMPARE(r.status, 201);
    }
    QStringList queryKeys(
        const QByteArray &target, QByteArray *nextPk = nullptr, QByteArray *nextRk = nullptr)
    {
        const TestResponse r = call("GET", target);
        if (r.status != 200)
            return {QStringLiteral("status %1 %2").arg(r.status).arg(QString::fromUtf8(errorCode(r)))};
        QStringList keys;
        for (const Entity &e : QList<Entity>(decodeEntityPage(r.body).value()))
            keys << e.partitionKey() + QLatin1Char('/') + e.rowKey();
        if (nextPk)
            *nextPk = r.header("x-ms-continuation-NextPartitionKey");
        if (nextRk)
            *nextRk = r.header("x-ms-continuation-NextRowKey");
        return keys;
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        StoreOptions options;
        options.createIfMissing = true;
        auto store = Store::open(
            m_dir.filePath(QStringLiteral("s%1.rowan").arg(QDateTime::currentMSecsSinceEpoch())), options);
        QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
        m_store = std::move(*store);
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

    void connectionString()
    {
        const QString text = m_server->connectionString(AccountName).value();
        QVERIFY(text.contains(QStringLiteral("AccountKey=") + Key));
        QVERIFY(text.contains(
            QStringLiteral("TableEndpoint=http://127.0.0.1:%1/devstoreaccount1;").arg(m_server->port())));
    }

    void tables()
    {
        TestResponse r
            = call("POST", path(QStringLiteral("Tables")), encodeCreateTable(QStringLiteral("Orders")));
        QCOMPARE(r.status, 201);
        QVERIFY(r.header("Location").endsWith("Tables('Orders')"));
        QVERIFY(!r.header("x-ms-request-id").isEmpty());
        QVERIFY(!r.header("Date").isEmpty());
        r = call("POST", path(QStringLiteral("Tables")), encodeCreateTable(QStringLiteral("orders")));
        QCOMPARE(r.status, 409);
        QCOMPARE(errorCode(r), "TableAlreadyExists");
        QCOMPARE(parseErrorBody(r.body).value().code, ErrorCode::TableAlreadyExists);
        QHttpHeaders prefer;
        prefer.append("Prefer", "return-no-content");
        r = call("POST", path(QStringLiteral("Tables")), encodeCreateTable(QStringLiteral("Quiet")), prefer);
        QCOMPARE(r.status, 204);
        QCOMPARE(r.header("Preference-Applied"), "return-no-content");
        r = call("POST", path(QStringLiteral("Tables")), encodeCreateTable(QStringLiteral("bad-name")));
        QCOMPARE(r.status, 400);
        QCOMPARE(errorCode(r), "InvalidResourceName");
        r = call("POST", path(QStringLiteral("Tables")), "{not json");
        QCOMPARE(r.status, 400);

        r = call("GET", path(QStringLiteral("Tables")));
        QCOMPARE(r.status, 200);
        QCOMPARE(decodeTableList(r.body).value(),
            (QStringList {QStringLiteral("Orders"), QStringLiteral("Quiet")}));
        r = call("GET", path(QStringLiteral("Tables?$top=1")));
        QCOMPARE(decodeTableList(r.body).value(), QStringList {QStringLiteral("Orders")});
        QCOMPARE(r.header("x-ms-continuation-NextTableName"), "Quiet");
        r = call("GET", path(QStringLiteral("Tables?$top=1&NextTableName=Quiet")));
        QCOMPARE(decodeTableList(r.body).value(), QStringList {QStringLiteral("Quiet")});
        QVERIFY(r.header("x-ms-continuation-NextTableName").isEmpty());
        r = call("GET", path(QStringLiteral("Tables?$filter=TableName%20eq%20'Quiet'")));
        QCOMPARE(decodeTableList(r.body).value(), QStringList {QStringLiteral("Quiet")});
        r = call("GET", path(QStringLiteral("Tables('Orders')")));
        QCOMPARE(r.status, 200);
        r = call("GET", path(QStringLiteral("Tables('Nope')")));
        QCOMPARE(r.status, 404);

        r = call("DELETE", path(QStringLiteral("Tables('Orders')")));
        QCOMPARE(r.status, 204);
        r = call("DELETE", path(QStringLiteral("Tables('Orders')")));
        QCOMPARE(r.status, 404);
        QCOMPARE(errorCode(r), "ResourceNotFound");
    }

    void entityOperations_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("rowKey");
        QTest::addColumn<QByteArray>("ifMatch"); // "stale" → an old ETag, "current" → the stored one
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("code");
        QTest::newRow("replace current")
            << QByteArray("PUT") << "r1" << QByteArray("current") << 204 << QByteArray();
        QTest::newRow("replace stale") << QByteArray("PUT") << "r1" << QByteArray("stale") << 412
                                       << QByteArray("UpdateConditionNotSatisfied");
        QTest::newRow("replace missing")
            << QByteArray("PUT") << "zz" << QByteArray("*") << 404 << QByteArray("ResourceNotFound");
        QTest::newRow("upsert missing") << QByteArray("PUT") << "zz" << QByteArray() << 204 << QByteArray();
        QTest::newRow("merge star") << QByteArray("MERGE") << "r1" << QByteArray("*") << 204 << QByteArray();
        QTest::newRow("patch stale") << QByteArray("PATCH") << "r1" << QByteArray("stale") << 412
                                     << QByteArray("UpdateConditionNotSatisfied");
        QTest::newRow("merge-upsert missing")
            << QByteArray("MERGE") << "zz" << QByteArray() << 204 << QByteArray();
        QTest::newRow("merge missing")
            << QByteArray("MERGE") << "zz" << QByteArray("*") << 404 << QByteArray("ResourceNotFound");
        QTest::newRow("delete star") << QByteArray("DELETE") << "r1" << QByteArray("*") << 204
                                     << QByteArray();
        QTest::newRow("delete stale") << QByteArray("DELETE") << "r1" << QByteArray("stale") << 412
                                      << QByteArray("UpdateConditionNotSatisfied");
        QTest::newRow("delete missing")
            << QByteArray("DELETE") << "zz" << QByteArray("*") << 404 << QByteArray("ResourceNotFound");
        QTest::newRow("delete no if-match")
            << QByteArray("DELETE") << "r1" << QByteArray() << 400 << QByteArray();
    }
    void entityOperations()
    {
        QFETCH(QByteArray, method);
        QFETCH(QString, rowKey);
        QFETCH(QByteArray, ifMatch);
        QFETCH(int, status);
        QFETCH(QByteArray, code);
        createTable(QStringLiteral("People"));
        TestResponse r
            = call("POST", path(QStringLiteral("People")), body(QStringLiteral("p"), QStringLiteral("r1")));
        QCOMPARE(r.status, 201);
        const QByteArray first = r.header("ETag");
        QVERIFY(first.startsWith("W/\"datetime'"));
        r = call("PUT", entityPath(QStringLiteral("People"), QStringLiteral("p"), QStringLiteral("r1")),
            body(QStringLiteral("p"), QStringLiteral("r1"), 2));
        QCOMPARE(r.status, 204);
        const QByteArray current = r.header("ETag");
        QVERIFY(current != first);

        QHttpHeaders headers;
        if (ifMatch == "stale")
            headers.append(QHttpHeaders::WellKnownHeader::IfMatch, first);
        else if (ifMatch == "current")
            headers.append(QHttpHeaders::WellKnownHeader::IfMatch, current);
        else if (!ifMatch.isEmpty())
            headers.append(QHttpHeaders::WellKnownHeader::IfMatch, ifMatch);
        const QByteArray payload = method == "DELETE" ? QByteArray() : body(QStringLiteral("p"), rowKey, 7);
        r = call(method, entityPath(QStringLiteral("People"), QStringLiteral("p"), rowKey), payload, headers);
        QCOMPARE(r.status, status);
        if (!code.isEmpty())
            QCOMPARE(errorCode(r), code);
        if (status == 204 && method != "DELETE") {
            QVERIFY(!r.header("ETag").isEmpty());
            r = call("GET", entityPath(QStringLiteral("People"), QStringLiteral("p"), rowKey));
            QCOMPARE(r.status, 200);
            QCOMPARE(r.header("ETag"), decodeResponseEntity(r.body).value().etag().toUtf8());
            QCOMPARE(decodeResponseEntity(r.body).value().property(u"Value")->toInt32(), 7);
        }
        if (status == 204 && method == "DELETE") {
            r = call("GET", entityPath(QStringLiteral("People"), QStringLiteral("p"), rowKey));
            QCOMPARE(r.status, 404);
        }
    }

    void insertAndGet()
    {
        createTable(QStringLiteral("Things"));
        Entity e(QStringLiteral("a'b"), QStringLiteral("x y/"));
        e.setProperty(QStringLiteral("Big"), Value::int64(9007199254740993LL));
        e.setProperty(QStringLiteral("Ratio"), Value::float64(2.0));
        e.setProperty(QStringLiteral("Name"), Value::string(QStringLiteral("ü")));
        TestResponse r = call("POST", path(QStringLiteral("Things")), encodeEntityBody(e));
        QCOMPARE(r.status, 400); // '/' is forbidden in keys
        QCOMPARE(errorCode(r), "OutOfRangeInput");
        e.setRowKey(QStringLiteral("x y"));
        r = call("POST", path(QStringLiteral("Things")), encodeEntityBody(e));
        QCOMPARE(r.status, 201);
        QVERIFY(
            r.header("Location").endsWith(entityResource(u"Things", e.partitionKey(), e.rowKey()).toUtf8()));
        QCOMPARE(r.header("DataServiceId"), r.header("Location"));
        r = call("POST", path(QStringLiteral("Things")), encodeEntityBody(e));
        QCOMPARE(r.status, 409);
        QCOMPARE(errorCode(r), "EntityAlreadyExists");
        r = call("GET", entityPath(QStringLiteral("Things"), e.partitionKey(), e.rowKey()));
        QCOMPARE(r.status, 200);
        const Entity back = decodeResponseEntity(r.body).value();
        QCOMPARE(back.property(u"Big")->type(), EdmType::Int64);
        QCOMPARE(back.property(u"Big")->toInt64(), 9007199254740993LL);
        QCOMPARE(back.property(u"Ratio")->type(), EdmType::Double);
        QCOMPARE(back.property(u"Name")->toString(), QStringLiteral("ü"));
        r = call("GET", entityPath(QStringLiteral("Things"), QStringLiteral("no"), QStringLiteral("pe")));
        QCOMPARE(r.status, 404);
        QCOMPARE(errorCode(r), "ResourceNotFound");
        r = call("GET", entityPath(QStringLiteral("Missing"), QStringLiteral("a"), QStringLiteral("b")));
        QCOMPARE(r.status, 404);
        QCOMPARE(errorCode(r), "TableNotFound");
        QHttpHeaders noMeta;
        noMeta.append(QHttpHeaders::WellKnownHeader::Accept, "application/json;odata=nometadata");
        r = call("GET", entityPath(QStringLiteral("Things"), e.partitionKey(), e.rowKey()), {}, noMeta);
        QVERIFY(!r.body.contains("odata."));
        QHttpHeaders atom;
        atom.append(QHttpHeaders::WellKnownHeader::Accept, "application/atom+xml");
        r = call("GET", entityPath(QStringLiteral("Things"), e.partitionKey(), e.rowKey()), {}, atom);
        QCOMPARE(r.status, 415);
    }

    void queryAndPaging()
    {
        createTable(QStringLiteral("Log"));
        for (int p = 0; p < 3; ++p) {
            for (int i = 0; i < 5; ++i) {
                const TestResponse r = call("POST", path(QStringLiteral("Log")),
                    body(QStringLiteral("p%1").arg(p), QStringLiteral("r%1").arg(i), i));
                QCOMPARE(r.status, 201);
            }
        }
        QCOMPARE(queryKeys(path(QStringLiteral("Log()"))).size(), 15);
        QCOMPARE(
            queryKeys(path(QStringLiteral("Log()?$filter=PartitionKey%20eq%20'p1'%20and%20Value%20ge%203"))),
            (QStringList {QStringLiteral("p1/r3"), QStringLiteral("p1/r4")}));
        QByteArray npk, nrk;
        QStringList all;
        QByteArray target = path(QStringLiteral("Log()?$top=4"));
        for (int pages = 0; pages < 10; ++pages) {
            all += queryKeys(target, &npk, &nrk);
            if (npk.isEmpty())
                break;
            target = path(QStringLiteral("Log()?$top=4&NextPartitionKey=%1&NextRowKey=%2")
                              .arg(QString::fromLatin1(npk), QString::fromLatin1(nrk)));
        }
        QCOMPARE(all.size(), 15);
        QCOMPARE(all.first(), QStringLiteral("p0/r0"));
        QCOMPARE(all.last(), QStringLiteral("p2/r4"));
        QCOMPARE(QSet<QString>(all.begin(), all.end()).size(), 15);

        TestResponse r = call("GET", path(QStringLiteral("Log()?$select=Value&$top=1")));
        QCOMPARE(r.status, 200);
        const QJsonObject first
            = QJsonDocument::fromJson(r.body).object().value(u"value").toArray().first().toObject();
        QVERIFY(first.contains(u"Value"));
        QVERIFY(!first.contains(u"PartitionKey"));
        r = call("GET", path(QStringLiteral("Log()?$top=1001")));
        QCOMPARE(r.status, 400);
        r = call("GET", path(QStringLiteral("Log()?$filter=Value%20eq")));
        QCOMPARE(r.status, 400);
        QCOMPARE(errorCode(r), "InvalidInput");
        r = call("GET", path(QStringLiteral("Log()?NextPartitionKey=garbage")));
        QCOMPARE(r.status, 400);
        r = call("GET", path(QStringLiteral("Nope()")));
        QCOMPARE(r.status, 404);
        QCOMPARE(errorCode(r), "TableNotFound");
    }

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

    void batch()
    {
        createTable(QStringLiteral("Batched"));
        auto run = [&](const QList<std::pair<QByteArray, Entity>> &ops) {
            BatchRequest request;
            for (const auto &[method, e] : ops) {
                BatchOperation op;
                op.method = method;
                const QByteArray target = method == "POST"
                    ? path(QStringLiteral("Batched"))
                    : entityPath(QStringLiteral("Batched"), e.partitionKey(), e.rowKey());
                op.url = "http://127.0.0.1" + target;
                op.path = target;
                op.headers.append(QHttpHeaders::WellKnownHeader::ContentType, "application/json");
                if (method == "DELETE")
                    op.headers.append(QHttpHeaders::WellKnownHeader::IfMatch, "*");
                else
                    op.body = encodeEntityBody(e);
                request.operations << op;
            }
            const QByteArray payload = serializeBatchRequest(request);
            QHttpHeaders h;
            h.append(QHttpHeaders::WellKnownHeader::ContentType, batchContentType(request.batchBoundary));
            const TestResponse r = call("POST", path(QStringLiteral("$batch")), payload, h);
            return r;
        };
        const Entity a(QStringLiteral("p"), QStringLiteral("a")), b(QStringLiteral("p"), QStringLiteral("b"));
        TestResponse r = run({{"POST", a}, {"PUT", b}});
        QCOMPARE(r.status, 202);
        BatchResponse parsed = parseBatchResponse(r.header("Content-Type"), r.body).value();
        QCOMPARE(parsed.parts.size(), 2);
        QCOMPARE(parsed.parts[0].status, 201);
        QCOMPARE(parsed.parts[1].status, 204);
        QCOMPARE(queryKeys(path(QStringLiteral("Batched()"))).size(), 2);

        const Entity c(QStringLiteral("p"), QStringLiteral("c")),
            other(QStringLiteral("q"), QStringLiteral("x"));
        r = run({{"POST", c}, {"POST", other}});
        QCOMPARE(r.status, 202);
        parsed = parseBatchResponse(r.header("Content-Type"), r.body).value();
        QCOMPARE(parsed.parts.size(), 1);
        QCOMPARE(parsed.parts[0].status, 400);
        Error e = parseErrorBody(parsed.parts[0].body).value();
        QCOMPARE(e.code, ErrorCode::CommandsInBatchActOnDifferentPartitions);
        QCOMPARE(e.operationIndex, 1);
        r = run({{"POST", c}, {"POST", a}});
        parsed = parseBatchResponse(r.header("Content-Type"), r.body).value();
        e = parseErrorBody(parsed.parts[0].body).value();
        QCOMPARE(e.code, ErrorCode::EntityAlreadyExists);
        QCOMPARE(e.operationIndex, 1);
        QCOMPARE(queryKeys(path(QStringLiteral("Batched()"))).size(), 2); // all or nothing
        r = run({{"DELETE", a}, {"DELETE", b}});
        parsed = parseBatchResponse(r.header("Content-Type"), r.body).value();
        QCOMPARE(parsed.parts.size(), 2);
        QCOMPARE(queryKeys(path(QStringLiteral("Batched()"))).size(), 0);
        QHttpHeaders h;
        h.append(QHttpHeaders::WellKnownHeader::ContentType, "multipart/mixed; boundary=batch_x");
        r = call("POST", path(QStringLiteral("$batch")), "garbage", h);
        QCOMPARE(r.status, 400);
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("raw");
        QTest::addColumn<int>("status");
        QTest::newRow("garbage") << QByteArray("hello\r\n\r\n") << 400;
        QTest::newRow("bad version") << QByteArray("GET / HTTP/2.5\r\n\r\n") << 505;
        QTest::newRow("bad header") << QByteArray("GET /a/Tables HTTP/1.1\r\nno colon\r\n\r\n") << 400;
        QTest::newRow("bad length") << QByteArray("POST /a/Tables HTTP/1.1\r\nContent-Length: 1x\r\n\r\n")
                                    << 400;
        QTest::newRow("two lengths") << QByteArray(
            "POST /a/Tables HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n")
                                     << 400;
        QTest::newRow("huge length") << QByteArray(
            "POST /a/t HTTP/1.1\r\nContent-Length: 99999999999\r\n\r\n")
                                     << 413;
        QTest::newRow("gzip coding") << QByteArray("POST /a/t HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n")
                                     << 501;
        QTest::newRow("bad chunk") << QByteArray(
            "POST /a/t HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
                                   << 400;
        QTest::newRow("huge headers")
            << QByteArray("GET /a/Tables HTTP/1.1\r\nX-Big: " + QByteArray(70 * 1024, 'x')) << 431;
        QTest::newRow("bad path") << QByteArray("GET /devstoreaccount1/%zz HTTP/1.1\r\n\r\n") << 400;
        QTest::newRow("space in a name") << QByteArray("GET /a/Tables HTTP/1.1\r\nX A: b\r\n\r\n") << 400;
        QTest::newRow("control character in a value")
            << QByteArray("GET /a/Tables HTTP/1.1\r\nX-A: b\x01c\r\n\r\n") << 400;
        QTest::newRow("two codings") << QByteArray(
            "POST /a/t HTTP/1.1\r\nTransfer-Encoding: chunked\r\ntransfer-encoding: chunked\r\n\r\n")
                                     << 501;
        QByteArray many = "GET /a/Tables HTTP/1.1\r\n";
        for (int i = 0; i < 101; ++i)
            many += "X-N" + QByteArray::number(i) + ": v\r\n";
        QTest::newRow("101 headers") << many + "\r\n" << 431;
    }
    void malformed()
    {
        QFETCH(QByteArray, raw);
        QFETCH(int, status);
        m_client->sendRaw(raw);
        const TestResponse r = m_client->read();
        QCOMPARE(r.status, status);
        QVERIFY(!r.header("x-ms-error-code").isEmpty());
        QVERIFY(parseErrorBody(r.body).has_value());
        if (status != 400 || raw.startsWith("hello"))
            QVERIFY(m_client->waitClosed());
        // The server keeps serving others.
        TestClient other(m_server->port());
        QVERIFY(other.connect());
        const QByteArray target = path(QStringLiteral("Tables"));
        QCOMPARE(other.request("GET", target, signedHeaders("GET", target, AccountName, Key)).status, 200);
    }

    void chunkedAndPipelined()
    {
        createTable(QStringLiteral("Chunky"));
        const QByteArray target = path(QStringLiteral("Chunky"));
        QHttpHeaders h;
        h.append(QHttpHeaders::WellKnownHeader::ContentType, "application/json");
        h.append("Transfer-Encoding", "chunked");
        h = signedHeaders("POST", target, AccountName, Key, h);
        const QByteArray payload = body(QStringLiteral("p"), QStringLiteral("r"));
        QByteArray raw = "POST " + target + " HTTP/1.1\r\nHost: x\r\n";
        for (qsizetype i = 0; i < h.size(); ++i)
            raw += QByteArray(h.nameAt(i).latin1()) + ": " + h.valueAt(i).toByteArray() + "\r\n";
        raw += "\r\n" + QByteArray::number(5, 16) + "\r\n" + payload.first(5) + "\r\n"
            + QByteArray::number(payload.size() - 5, 16) + "\r\n" + payload.sliced(5) + "\r\n0\r\n\r\n";
        // Two pipelined GETs right behind it, in the same write.
        const QByteArray get = entityPath(QStringLiteral("Chunky"), QStringLiteral("p"), QStringLiteral("r"));
        for (int i = 0; i < 2; ++i) {
            const QHttpHeaders gh = signedHeaders("GET", get, AccountName, Key);
            raw += "GET " + get + " HTTP/1.1\r\n";
            for (qsizetype j = 0; j < gh.size(); ++j)
                raw += QByteArray(gh.nameAt(j).latin1()) + ": " + gh.valueAt(j).toByteArray() + "\r\n";
            raw += "\r\n";
        }
        m_client->sendRaw(raw);
        QCOMPARE(m_client->read().status, 201);
        QCOMPARE(m_client->read().status, 200);
        QCOMPARE(m_client->read().status, 200);
    }

    void oversizedBodyStreamed()
    {
        // The 413 comes as soon as the head announces too much; nothing is buffered.
        const QByteArray target = path(QStringLiteral("Chunky"));
        m_client->sendRaw("POST " + target + " HTTP/1.1\r\nContent-Length: "
            + QByteArray::number(8 * 1024 * 1024) + "\r\n\r\n" + QByteArray(64 * 1024, 'x'));
        const TestResponse r = m_client->read();
        QCOMPARE(r.status, 413);
        QCOMPARE(r.header("x-ms-error-code"), "RequestBodyTooLarge");
    }

    void shutdownKeepsWrites()
    {
        createTable(QStringLiteral("Durable"));
        for (int i = 0; i < 20; ++i)
            QCOMPARE(
                call("POST", path(QStringLiteral("Durable")), body(QStringLiteral("p"), QString::number(i)))
                    .status,
                201);
        m_server->shutdown();
        QVERIFY(m_client->waitClosed());
        QCOMPARE(m_store->tableStats(AccountName, QStringLiteral("Durable")).value().entityCount, 20);
    }
};

QTEST_GUILESS_MAIN(TestTableServer)
#include "tst_tableserver.moc"
