// ResponseHeaders: the response's own header list must keep what QHttpHeaders gave the wire (lower-cased
// names in order, trimmed values, values with control characters refused).
#include "httpmessage.h"

#include <QTest>

using rowan::server::HttpResponse;
using rowan::server::ResponseHeaders;
using rowan::server::serializeResponse;

class TestResponseHeaders : public QObject
{
    Q_OBJECT

private slots:
    void append_data();
    void append();
    void valueIsCaseInsensitive();
    void serializes();
    void convertsToHttpHeaders();
};

void TestResponseHeaders::append_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<QByteArray>("storedName");
    QTest::addColumn<QByteArray>("storedValue");
    QTest::newRow("plain") << QByteArray("x-ms-version") << QByteArray("2019-02-02") << true
                           << QByteArray("x-ms-version") << QByteArray("2019-02-02");
    QTest::newRow("mixed case name") << QByteArray("DataServiceVersion") << QByteArray("3.0;") << true
                                     << QByteArray("dataserviceversion") << QByteArray("3.0;");
    QTest::newRow("trimmed") << QByteArray("ETag") << QByteArray(" \tW/\"x\" ") << true << QByteArray("etag")
                             << QByteArray("W/\"x\"");
    QTest::newRow("tab inside") << QByteArray("a") << QByteArray("b\tc") << true << QByteArray("a")
                                << QByteArray("b\tc");
    QTest::newRow("utf-8") << QByteArray("a") << QByteArray("\xc3\xa9") << true << QByteArray("a")
                           << QByteArray("\xc3\xa9");
    QTest::newRow("CR LF") << QByteArray("x-ms-client-request-id") << QByteArray("a\r\nSet-Cookie: b")
                           << false << QByteArray() << QByteArray();
    QTest::newRow("NUL") << QByteArray("a") << QByteArray("b\0c", 3) << false << QByteArray() << QByteArray();
    QTest::newRow("DEL") << QByteArray("a") << QByteArray("b\x7f") << false << QByteArray() << QByteArray();
}

void TestResponseHeaders::append()
{
    QFETCH(QByteArray, name);
    QFETCH(QByteArray, value);
    QFETCH(bool, accepted);
    QFETCH(QByteArray, storedName);
    QFETCH(QByteArray, storedValue);
    ResponseHeaders headers;
    QCOMPARE(headers.append(name, value), accepted);
    QCOMPARE(headers.size(), accepted ? 1 : 0);
    if (accepted) {
        QCOMPARE(headers.nameAt(0), storedName);
        QCOMPARE(headers.valueAt(0), storedValue);
    }
}

void TestResponseHeaders::valueIsCaseInsensitive()
{
    ResponseHeaders headers;
    headers.append("Preference-Applied", "return-no-content");
    headers.append(QHttpHeaders::WellKnownHeader::ContentType, "application/json");
    headers.append("preference-applied", "second");
    QCOMPARE(headers.value("PREFERENCE-APPLIED"), QByteArrayView("return-no-content"));
    QCOMPARE(headers.value("content-type"), QByteArrayView("application/json"));
    QVERIFY(headers.value("Location").isEmpty());
}

void TestResponseHeaders::serializes()
{
    HttpResponse response;
    response.status = 404;
    response.headers.append("x-ms-error-code", "ResourceNotFound");
    response.headers.append(QHttpHeaders::WellKnownHeader::CacheControl, "no-cache");
    response.body = "{}";
    QCOMPARE(serializeResponse(response, false),
        QByteArray(
            "HTTP/1.1 404 Not Found\r\nx-ms-error-code: ResourceNotFound\r\ncache-control: no-cache\r\n"
            "Content-Length: 2\r\n\r\n{}"));
    QVERIFY(serializeResponse(response, true).endsWith("Content-Length: 2\r\nConnection: close\r\n\r\n{}"));
}

void TestResponseHeaders::convertsToHttpHeaders()
{
    ResponseHeaders headers;
    headers.append("ETag", "W/\"1\"");
    headers.append("Location", "http://h/a");
    const QHttpHeaders converted = headers.toHttpHeaders();
    QCOMPARE(converted.size(), 2);
    QCOMPARE(converted.nameAt(0), QLatin1StringView("etag"));
    QCOMPARE(converted.value("location"), QByteArrayView("http://h/a"));
}

QTEST_GUILESS_MAIN(TestResponseHeaders)
#include "tst_responseheaders.moc"
