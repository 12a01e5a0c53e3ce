// What the REST endpoint refuses where a lenient server would guess: property names that are not
// identifiers (never dropped silently), an empty $top, a query parameter given twice (a SAS's field given
// twice does not authenticate), a $batch operation whose Content-Length does not match its body, and an
// x-ms-version that is not a version of the service.
#include "serverfixture.h"

#include <rowan/protocol/batch.h>
#include <rowan/protocol/sas.h>

using namespace rowan;
using namespace rowan::protocol;

class TestServerStrictness : public QObject, protected ServerFixture
{
    Q_OBJECT

private slots:
    void init() { startServer(); }
    void cleanup() { stopServer(); }

    void propertyNames_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("code");
        const QByteArray keys = "\"PartitionKey\":\"p\",\"RowKey\":\"r\",";
        QTest::newRow("plain") << keys + "\"A_1\":1}" << 201 << QByteArray();
        QTest::newRow("odata.x") << keys + "\"odata.x\":1}" << 400 << QByteArray("PropertyNameInvalid");
        QTest::newRow("a@b") << keys + "\"a@b\":1}" << 400 << QByteArray("PropertyNameInvalid");
        QTest::newRow("a@odata.foo") << keys + "\"a@odata.foo\":\"x\",\"a\":1}" << 400
                                     << QByteArray("PropertyNameInvalid");
        QTest::newRow("@b") << keys + "\"@b\":1}" << 400 << QByteArray("PropertyNameInvalid");
        QTest::newRow("a-b") << keys + "\"a-b\":1}" << 400 << QByteArray("PropertyNameInvalid");
        QTest::newRow("1a") << keys + "\"1a\":1}" << 400 << QByteArray("PropertyNameInvalid");
        QTest::newRow("a b") << keys + "\"a b\":1}" << 400 << QByteArray("PropertyNameInvalid");
        QTest::newRow("empty") << keys + "\"\":1}" << 400 << QByteArray("PropertyNameInvalid");
        // What a client writing back an entity it read may carry is still taken.
        QTest::newRow("control information") << keys
                + "\"odata.etag\":\"W/"
                  "\\\"x\\\"\",\"odata.metadata\":\"m\",\"@odata.type\":\"t\",\"A@odata.type\":"
                  "\"Edm.Int64\",\"A\":\"5\"}"
                                             << 201 << QByteArray();
    }
    void propertyNames()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, status);
        QFETCH(QByteArray, code);
        createTable(QStringLiteral("Names"));
        const TestResponse r = call("POST", path(QStringLiteral("Names")), "{" + json);
        QCOMPARE(r.status, status);
        QCOMPARE(errorCode(r), code);
        // Refused as a whole: nothing stored.
        QCOMPARE(m_store->tableStats(AccountName, QStringLiteral("Names")).value().entityCount,
            status == 201 ? 1 : 0);
    }

    void versionHeader_data()
    {
        QTest::addColumn<QByteArray>("version"); // empty: no x-ms-version header
        QTest::addColumn<int>("status");
        QTest::newRow("absent") << QByteArray() << 200;
        QTest::newRow("2019-02-02") << QByteArray("2019-02-02") << 200;
        QTest::newRow("oldest") << QByteArray("2009-04-14") << 200;
        QTest::newRow("2020-10-02") << QByteArray("2020-10-02") << 200;
        QTest::newRow("2025-11-05") << QByteArray("2025-11-05") << 200;
        QTest::newRow("a day between versions") << QByteArray("2019-02-03") << 400;
        QTest::newRow("before the first") << QByteArray("2008-01-01") << 400;
        QTest::newRow("far future") << QByteArray("2099-01-01") << 400;
        QTest::newRow("not a date") << QByteArray("latest") << 400;
        QTest::newRow("date with time") << QByteArray("2019-02-02T00:00:00Z") << 400;
    }
    void versionHeader()
    {
        QFETCH(QByteArray, version);
        QFETCH(int, status);
        QHttpHeaders extra;
        if (!version.isEmpty())
            extra.append("x-ms-version", version);
        const QByteArray target = path(QStringLiteral("Tables"));
        QHttpHeaders headers = signedHeaders("GET", target, AccountName, Key, extra);
        if (version.isEmpty())
            headers.removeAll("x-ms-version"); // not signed: removing it keeps the signature valid
        TestResponse r = m_client->request("GET", target, headers, {});
        QCOMPARE(r.status, status);
        if (status == 400)
            QCOMPARE(errorCode(r), QByteArray("InvalidHeaderValue"));
        // An ACL request is answered in XML, with the same code.
        createTable(QStringLiteral("Versioned"));
        const QByteArray acl = path(QStringLiteral("Versioned?comp=acl"));
        headers = signedHeaders("GET", acl, AccountName, Key, extra);
        if (version.isEmpty())
            headers.removeAll("x-ms-version");
        r = m_client->request("GET", acl, headers, {});
        QCOMPARE(r.status, status);
        if (status == 400) {
            QCOMPARE(errorCode(r), QByteArray("InvalidHeaderValue"));
            QVERIFY(r.body.contains("<Code>InvalidHeaderValue</Code>"));
        }
    }

    void queryParameters_data()
    {
        QTest::addColumn<QByteArray>("query");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("code");
        QTest::newRow("$top=5") << QByteArray("$top=5") << 200 << QByteArray();
        QTest::newRow("$top=") << QByteArray("$top=") << 400 << QByteArray("InvalidInput");
        QTest::newRow("$top twice") << QByteArray("$top=5&$top=6") << 400
                                    << QByteArray("InvalidQueryParameterValue");
        QTest::newRow("$filter twice") << QByteArray("$filter=A%20eq%201&$filter=A%20eq%202") << 400
                                       << QByteArray("InvalidQueryParameterValue");
    }
    void queryParameters()
    {
        QFETCH(QByteArray, query);
        QFETCH(int, status);
        QFETCH(QByteArray, code);
        createTable(QStringLiteral("Queried"));
        for (const QByteArray &target : {path(QStringLiteral("Queried()")), path(QStringLiteral("Tables"))}) {
            const TestResponse r = call("GET", target + "?" + query);
            QCOMPARE(r.status, status);
            QCOMPARE(errorCode(r), code);
        }
    }

    void sasParameterTwice_data()
    {
        QTest::addColumn<QByteArray>("extra"); // appended to a valid token
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("code");
        QTest::newRow("valid") << QByteArray() << 200 << QByteArray();
        // The service answers every SAS that does not authenticate alike, an ambiguous one included.
        QTest::newRow("sig twice, the same")
            << QByteArray("&sig=SAME") << 403 << QByteArray("AuthenticationFailed");
        QTest::newRow("sig twice, another")
            << QByteArray("&sig=AAAA") << 403 << QByteArray("AuthenticationFailed");
        QTest::newRow("sp twice") << QByteArray("&sp=raud") << 403 << QByteArray("AuthenticationFailed");
        QTest::newRow("$top twice beside a SAS")
            << QByteArray("&$top=1&$top=2") << 400 << QByteArray("InvalidQueryParameterValue");
    }
    void sasParameterTwice()
    {
        QFETCH(QByteArray, extra);
        QFETCH(int, status);
        QFETCH(QByteArray, code);
        createTable(QStringLiteral("Signed"));
        ServiceSas sas;
        sas.tableName = QStringLiteral("Signed");
        sas.permissions = QStringLiteral("r");
        sas.expiry = formatSasTime(DateTime::fromQDateTime(QDateTime::currentDateTimeUtc().addSecs(3600)));
        sas.sign(AccountName, decodeAccountKey(Key).value());
        QByteArray token = sas.toQuery();
        const qsizetype sig = token.indexOf("sig=");
        extra.replace("SAME", token.sliced(sig + 4).split('&').first());
        QHttpHeaders h;
        h.append("x-ms-version", "2019-02-02");
        const TestResponse r
            = m_client->request("GET", path(QStringLiteral("Signed()")) + "?" + token + extra, h);
        QCOMPARE(r.status, status);
        QCOMPARE(errorCode(r), code);
    }

    void batchInnerContentLength_data()
    {
        QTest::addColumn<int>("delta"); // added to the right Content-Length
        QTest::addColumn<int>("status");
        QTest::newRow("matching") << 0 << 202;
        QTest::newRow("one more") << 1 << 400;
        QTest::newRow("one less") << -1 << 400;
    }
    void batchInnerContentLength()
    {
        QFETCH(int, delta);
        QFETCH(int, status);
        createTable(QStringLiteral("Batched"));
        const QByteArray entity = body(QStringLiteral("p"), QStringLiteral("r"));
        const QByteArray payload
            = "--b\r\nContent-Type: multipart/mixed; boundary=c\r\n\r\n--c\r\n"
              "Content-Type: application/http\r\nContent-Transfer-Encoding: binary\r\n\r\n"
              "POST http://127.0.0.1/"
            + AccountName.toUtf8() + "/Batched HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: "
            + QByteArray::number(entity.size() + delta) + "\r\n\r\n" + entity + "\r\n--c--\r\n--b--\r\n";
        QHttpHeaders h;
        h.append(QHttpHeaders::WellKnownHeader::ContentType, "multipart/mixed; boundary=b");
        const TestResponse r = call("POST", path(QStringLiteral("$batch")), payload, h);
        QCOMPARE(r.status, status);
        if (status == 400)
            QCOMPARE(errorCode(r), QByteArray("InvalidInput"));
        QCOMPARE(m_store->tableStats(AccountName, QStringLiteral("Batched")).value().entityCount,
            status == 202 ? 1 : 0);
    }
};

QTEST_GUILESS_MAIN(TestServerStrictness)
#include "tst_serverstrictness.moc"
