#include "rowan/protocol/serviceproperties.h"

#include <QDateTime>
#include <QTest>
#include <QTimeZone>

using namespace rowan;
using namespace rowan::protocol;

namespace {

const QByteArray FullXml = R"(<?xml version="1.0" encoding="utf-8"?>
<StorageServiceProperties>
  <Logging><Version>1.0</Version><Delete>true</Delete><Read>false</Read><Write>true</Write>
    <RetentionPolicy><Enabled>true</Enabled><Days>7</Days></RetentionPolicy></Logging>
  <HourMetrics><Version>1.0</Version><Enabled>true</Enabled><IncludeAPIs>true</IncludeAPIs>
    <RetentionPolicy><Enabled>false</Enabled></RetentionPolicy></HourMetrics>
  <MinuteMetrics><Version>1.0</Version><Enabled>false</Enabled>
    <RetentionPolicy><Enabled>false</Enabled></RetentionPolicy></MinuteMetrics>
  <Cors><CorsRule><AllowedOrigins>https://a.example, https://b.example</AllowedOrigins>
    <AllowedMethods>GET,PUT</AllowedMethods><MaxAgeInSeconds>500</MaxAgeInSeconds>
    <ExposedHeaders>x-ms-meta-*</ExposedHeaders><AllowedHeaders>x-ms-meta-data*,content-type</AllowedHeaders>
  </CorsRule></Cors>
</StorageServiceProperties>)";

ServiceProperties full()
{
    ServiceProperties p;
    p.logging.remove = true;
    p.logging.write = true;
    p.logging.retention = {true, 7};
    p.hourMetrics.enabled = true;
    p.hourMetrics.includeApis = true;
    p.cors.append(CorsRule {{QStringLiteral("https://a.example"), QStringLiteral("https://b.example")},
        {QStringLiteral("GET"), QStringLiteral("PUT")},
        {QStringLiteral("x-ms-meta-data*"), QStringLiteral("content-type")}, {QStringLiteral("x-ms-meta-*")},
        500});
    return p;
}

QByteArray rule(const QByteArray &inner)
{
    return "<StorageServiceProperties><Cors><CorsRule>" + inner
        + "</CorsRule></Cors></StorageServiceProperties>";
}

} // namespace

class TestServiceProperties : public QObject
{
    Q_OBJECT

private slots:
    void parseFull()
    {
        const auto parsed = parseServiceProperties(FullXml);
        QVERIFY2(parsed.has_value(), qPrintable(parsed ? QString() : parsed.error().message));
        QCOMPARE(*parsed, full());
    }

    void roundTrip()
    {
        for (const ServiceProperties &p : {ServiceProperties(), full()}) {
            const QByteArray xml = serializeServiceProperties(p);
            const auto again = parseServiceProperties(xml);
            QVERIFY(again.has_value());
            QCOMPARE(*again, p);
        }
    }

    void defaultsAsTheServiceWritesThem()
    {
        const QByteArray xml = serializeServiceProperties({});
        QVERIFY(xml.contains("<Logging><Version>1.0</Version><Delete>false</Delete><Read>false</Read>"
                             "<Write>false</Write><RetentionPolicy><Enabled>false</Enabled></RetentionPolicy>"
                             "</Logging>"));
        QVERIFY(xml.contains("<HourMetrics><Version>1.0</Version><Enabled>false</Enabled>"));
        QVERIFY(xml.contains("<Cors/>") || xml.contains("<Cors></Cors>"));
    }

    void partialKeepsTheRest()
    {
        const QByteArray onlyMinute
            = "<StorageServiceProperties><MinuteMetrics><Version>1.0</Version><Enabled>true"
              "</Enabled><IncludeAPIs>false</IncludeAPIs><RetentionPolicy><Enabled>true"
              "</Enabled><Days>3</Days></RetentionPolicy></MinuteMetrics>"
              "</StorageServiceProperties>";
        const auto parsed = parseServiceProperties(onlyMinute, full());
        QVERIFY(parsed.has_value());
        ServiceProperties expected = full();
        expected.minuteMetrics.enabled = true;
        expected.minuteMetrics.retention = {true, 3};
        QCOMPARE(*parsed, expected);
        // An empty <Cors/> removes every rule.
        const auto noCors
            = parseServiceProperties("<StorageServiceProperties><Cors/></StorageServiceProperties>", full());
        QVERIFY(noCors.has_value());
        QVERIFY(noCors->cors.isEmpty());
        QCOMPARE(noCors->logging, full().logging);
    }

    void invalid_data()
    {
        QTest::addColumn<QByteArray>("xml");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("not xml") << QByteArray("{\"Logging\":{}}");
        QTest::newRow("unclosed") << QByteArray("<StorageServiceProperties><Logging>");
        QTest::newRow("other root") << QByteArray("<SignedIdentifiers/>");
        QTest::newRow("unknown element")
            << QByteArray("<StorageServiceProperties><Foo/></StorageServiceProperties>");
        QTest::newRow("twice") << QByteArray(
            "<StorageServiceProperties><Cors/><Cors/></StorageServiceProperties>");
        QTest::newRow("bad bool") << QByteArray(
            "<StorageServiceProperties><Logging><Read>yes</Read></Logging></StorageServiceProperties>");
        QTest::newRow("bad version") << QByteArray("<StorageServiceProperties><HourMetrics><Version>2.0</"
                                                   "Version></HourMetrics></StorageServiceProperties>");
        QTest::newRow("days 0") << QByteArray(
            "<StorageServiceProperties><Logging><RetentionPolicy><Enabled>true"
            "</Enabled><Days>0</Days></RetentionPolicy></Logging>"
            "</StorageServiceProperties>");
        QTest::newRow("days 366") << QByteArray(
            "<StorageServiceProperties><Logging><RetentionPolicy><Enabled>true"
            "</Enabled><Days>366</Days></RetentionPolicy></Logging>"
            "</StorageServiceProperties>");
        QTest::newRow("rule without origins") << rule("<AllowedMethods>GET</AllowedMethods>");
        QTest::newRow("rule without methods") << rule("<AllowedOrigins>*</AllowedOrigins>");
        QTest::newRow("unknown method")
            << rule("<AllowedOrigins>*</AllowedOrigins><AllowedMethods>TRACE</AllowedMethods>");
        QTest::newRow("negative max age") << rule("<AllowedOrigins>*</AllowedOrigins><AllowedMethods>GET"
                                                  "</AllowedMethods><MaxAgeInSeconds>-1</MaxAgeInSeconds>");
        QByteArray six = "<StorageServiceProperties><Cors>";
        for (int i = 0; i < 6; ++i)
            six += "<CorsRule><AllowedOrigins>*</AllowedOrigins><AllowedMethods>GET</AllowedMethods></"
                   "CorsRule>";
        QTest::newRow("six rules") << six + "</Cors></StorageServiceProperties>";
        QTest::newRow("trailing element")
            << QByteArray("<StorageServiceProperties/><StorageServiceProperties/>");
    }
    void invalid()
    {
        QFETCH(QByteArray, xml);
        const auto parsed = parseServiceProperties(xml);
        QVERIFY(!parsed.has_value());
        QCOMPARE(parsed.error().code, ErrorCode::InvalidXmlDocument);
        QVERIFY(!parsed.error().message.isEmpty());
    }

    void stats()
    {
        const QByteArray xml
            = serializeServiceStats(QDateTime(QDate(2026, 11, 25), QTime(9, 0), QTimeZone::UTC));
        QVERIFY(xml.contains("<StorageServiceStats><GeoReplication><Status>live</Status>"
                             "<LastSyncTime>Wed, 25 Nov 2026 09:00:00 GMT</LastSyncTime></GeoReplication>"
                             "</StorageServiceStats>"));
    }

    void cors_data()
    {
        QTest::addColumn<QString>("origin");
        QTest::addColumn<QString>("method");
        QTest::addColumn<QStringList>("headers");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("listed origin") << "https://a.example"
                                       << "GET" << QStringList() << true;
        QTest::newRow("origin case") << "HTTPS://B.example"
                                     << "PUT" << QStringList() << true;
        QTest::newRow("other origin") << "https://c.example"
                                      << "GET" << QStringList() << false;
        QTest::newRow("method not allowed") << "https://a.example"
                                            << "DELETE" << QStringList() << false;
        QTest::newRow("header by prefix") << "https://a.example"
                                          << "GET" << QStringList {"x-ms-meta-data1"} << true;
        QTest::newRow("header exact") << "https://a.example"
                                      << "GET" << QStringList {"Content-Type"} << true;
        QTest::newRow("header not allowed") << "https://a.example"
                                            << "GET" << QStringList {"x-ms-date"} << false;
    }
    void cors()
    {
        QFETCH(QString, origin);
        QFETCH(QString, method);
        QFETCH(QStringList, headers);
        QFETCH(bool, allowed);
        QCOMPARE(matchCorsRule(full().cors, origin, method, headers).has_value(), allowed);
        // A "*" rule lets any origin in.
        CorsRule any {{QStringLiteral("*")}, {QStringLiteral("GET")}, {QStringLiteral("*")}, {}, 0};
        QCOMPARE(matchCorsRule({any}, origin, method, headers).has_value(), method == u"GET");
    }
};

QTEST_GUILESS_MAIN(TestServiceProperties)
#include "tst_serviceproperties.moc"
