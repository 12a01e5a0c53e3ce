// The account-level endpoint: Get/Set Table Service Properties and Get Table Service Stats as XML with
// Shared Key, properties kept in the store, and CORS rules honoured for preflight OPTIONS requests and for
// the requests that follow them.
#include "serverfixture.h"

#include <rowan/protocol/serviceproperties.h>

using namespace rowan;
using namespace rowan::protocol;

namespace {

const QByteArray CorsXml
    = "<?xml version=\"1.0\" encoding=\"utf-8\"?><StorageServiceProperties><Cors><CorsRule>"
      "<AllowedOrigins>https://app.example</AllowedOrigins><AllowedMethods>GET,POST,PUT"
      "</AllowedMethods><MaxAgeInSeconds>600</MaxAgeInSeconds><ExposedHeaders>x-ms-*"
      "</ExposedHeaders><AllowedHeaders>x-ms-*,content-type,accept</AllowedHeaders>"
      "</CorsRule></Cors></StorageServiceProperties>";

} // namespace

class TestServerServiceProperties : public QObject, protected ServerFixture
{
    Q_OBJECT

private:
    QByteArray propertiesTarget() const { return path(QStringLiteral("?restype=service&comp=properties")); }
    TestResponse options(const QByteArray &target, const QByteArray &origin, const QByteArray &method,
        const QByteArray &headers = {})
    {
        QHttpHeaders h;
        if (!origin.isEmpty())
            h.append("Origin", origin);
        if (!method.isEmpty())
            h.append("Access-Control-Request-Method", method);
        if (!headers.isEmpty())
            h.append("Access-Control-Request-Headers", headers);
        return m_client->request("OPTIONS", target, h, {});
    }

private slots:
    void init() { startServer(); }
    void cleanup() { stopServer(); }

    void defaults()
    {
        const TestResponse r = call("GET", propertiesTarget());
        QCOMPARE(r.status, 200);
        QCOMPARE(r.header("Content-Type"), QByteArray("application/xml"));
        const auto parsed = parseServiceProperties(r.body);
        QVERIFY(parsed.has_value());
        QCOMPARE(*parsed, ServiceProperties());
    }

    void setThenGet()
    {
        const QByteArray xml
            = "<StorageServiceProperties><Logging><Version>1.0</Version><Delete>true</Delete>"
              "<Read>true</Read><Write>false</Write><RetentionPolicy><Enabled>true</Enabled>"
              "<Days>5</Days></RetentionPolicy></Logging><HourMetrics><Version>1.0</Version>"
              "<Enabled>true</Enabled><IncludeAPIs>false</IncludeAPIs><RetentionPolicy>"
              "<Enabled>false</Enabled></RetentionPolicy></HourMetrics></StorageServiceProperties>";
        QHttpHeaders h;
        h.append(QHttpHeaders::WellKnownHeader::ContentType, "application/xml");
        TestResponse r = call("PUT", propertiesTarget(), xml, h);
        QCOMPARE(r.status, 202);
        // Only CORS now: logging and hour metrics stay as set.
        r = call("PUT", propertiesTarget(), CorsXml, h);
        QCOMPARE(r.status, 202);
        r = call("GET", propertiesTarget());
        QCOMPARE(r.status, 200);
        const auto parsed = parseServiceProperties(r.body);
        QVERIFY(parsed.has_value());
        QVERIFY(parsed->logging.remove && parsed->logging.read && !parsed->logging.write);
        QCOMPARE(parsed->logging.retention, (RetentionPolicy {true, 5}));
        QVERIFY(parsed->hourMetrics.enabled);
        QVERIFY(!parsed->minuteMetrics.enabled);
        QCOMPARE(parsed->cors.size(), 1);
        QCOMPARE(parsed->cors.first().allowedOrigins, QStringList {QStringLiteral("https://app.example")});
        QCOMPARE(parsed->cors.first().maxAgeInSeconds, 600);
        // Kept in the store.
        QVERIFY(!m_store->serviceProperties(AccountName).value().isEmpty());
    }

    void refused_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("query");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("code");
        QTest::newRow("malformed xml")
            << QByteArray("PUT") << QByteArray("?restype=service&comp=properties")
            << QByteArray("<StorageServiceProperties><Logging>") << 400 << QByteArray("InvalidXmlDocument");
        QTest::newRow("bad value") << QByteArray("PUT") << QByteArray("?restype=service&comp=properties")
                                   << QByteArray(
                                          "<StorageServiceProperties><Logging><Read>maybe</Read></Logging>"
                                          "</StorageServiceProperties>")
                                   << 400 << QByteArray("InvalidXmlDocument");
        QTest::newRow("no restype") << QByteArray("GET") << QByteArray("?comp=properties") << QByteArray()
                                    << 400 << QByteArray("InvalidUri");
        QTest::newRow("stats with PUT") << QByteArray("PUT") << QByteArray("?restype=service&comp=stats")
                                        << QByteArray("<x/>") << 405 << QByteArray("UnsupportedHttpVerb");
    }
    void refused()
    {
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, query);
        QFETCH(QByteArray, body);
        QFETCH(int, status);
        QFETCH(QByteArray, code);
        QHttpHeaders h;
        h.append(QHttpHeaders::WellKnownHeader::ContentType, "application/xml");
        const TestResponse r = call(method, "/" + AccountName.toUtf8() + "/" + query, body, h);
        QCOMPARE(r.status, status);
        QCOMPARE(errorCode(r), code);
        QVERIFY(r.body.contains("<Code>" + code + "</Code>"));
        // Nothing stored by a refused Set.
        QVERIFY(m_store->serviceProperties(AccountName).value().isEmpty());
    }

    void needsSharedKey()
    {
        const TestResponse r = m_client->request("GET", propertiesTarget(), {}, {});
        QCOMPARE(r.status, 403);
        QCOMPARE(errorCode(r), QByteArray("AuthenticationFailed"));
    }

    void stats()
    {
        const TestResponse r = call("GET", path(QStringLiteral("?restype=service&comp=stats")));
        QCOMPARE(r.status, 200);
        QVERIFY(r.body.contains("<GeoReplication><Status>live</Status><LastSyncTime>"));
    }

    void preflight_data()
    {
        QTest::addColumn<bool>("withRules");
        QTest::addColumn<QByteArray>("origin");
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("headers");
        QTest::addColumn<int>("status");
        QTest::newRow("no rules") << false << QByteArray("https://app.example") << QByteArray("GET")
                                  << QByteArray() << 403;
        QTest::newRow("allowed") << true << QByteArray("https://app.example") << QByteArray("POST")
                                 << QByteArray("content-type,x-ms-version") << 200;
        QTest::newRow("other origin")
            << true << QByteArray("https://evil.example") << QByteArray("GET") << QByteArray() << 403;
        QTest::newRow("method not allowed")
            << true << QByteArray("https://app.example") << QByteArray("DELETE") << QByteArray() << 403;
        QTest::newRow("header not allowed") << true << QByteArray("https://app.example") << QByteArray("GET")
                                            << QByteArray("authorization") << 403;
        QTest::newRow("no origin") << true << QByteArray() << QByteArray("GET") << QByteArray() << 400;
        QTest::newRow("no method") << true << QByteArray("https://app.example") << QByteArray()
                                   << QByteArray() << 400;
    }
    void preflight()
    {
        QFETCH(bool, withRules);
        QFETCH(QByteArray, origin);
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, headers);
        QFETCH(int, status);
        if (withRules)
            QCOMPARE(call("PUT", propertiesTarget(), CorsXml).status, 202);
        const TestResponse r = options(path(QStringLiteral("Tables")), origin, method, headers);
        QCOMPARE(r.status, status);
        if (status == 200) {
            QCOMPARE(r.header("Access-Control-Allow-Origin"), origin);
            QCOMPARE(r.header("Access-Control-Allow-Methods"), method);
            QCOMPARE(r.header("Access-Control-Allow-Headers"), headers);
            QCOMPARE(r.header("Access-Control-Max-Age"), QByteArray("600"));
        } else {
            QVERIFY(r.header("Access-Control-Allow-Origin").isEmpty());
        }
        if (status == 403)
            QCOMPARE(errorCode(r), QByteArray("CorsPreflightFailure"));
    }

    void corsOnRequests()
    {
        QCOMPARE(call("PUT", propertiesTarget(), CorsXml).status, 202);
        QHttpHeaders h;
        h.append("Origin", "https://app.example");
        TestResponse r = call("GET", path(QStringLiteral("Tables")), {}, h);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.header("Access-Control-Allow-Origin"), QByteArray("https://app.example"));
        QCOMPARE(r.header("Access-Control-Expose-Headers"), QByteArray("x-ms-*"));
        QCOMPARE(r.header("Vary"), QByteArray("Origin"));
        // An origin no rule allows gets no CORS headers (the browser then hides the answer).
        QHttpHeaders other;
        other.append("Origin", "https://evil.example");
        r = call("GET", path(QStringLiteral("Tables")), {}, other);
        QCOMPARE(r.status, 200);
        QVERIFY(r.header("Access-Control-Allow-Origin").isEmpty());
        // A method the rule does not allow neither.
        r = call("DELETE", path(QStringLiteral("Tables('nosuch')")), {}, h);
        QVERIFY(r.header("Access-Control-Allow-Origin").isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestServerServiceProperties)
#include "tst_serverserviceproperties.moc"
