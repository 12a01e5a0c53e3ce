// RequestHeaders: the request's header list must answer as QHttpHeaders did (lower-cased names in order,
// lookups in any case, duplicates kept, values trimmed, bad names and values refused).
#include <rowan/protocol/requestheaders.h>

#include <QTest>

using rowan::protocol::RequestHeaders;

class TestRequestHeaders : public QObject
{
    Q_OBJECT

private slots:
    void append_data();
    void append();
    void agreesWithQHttpHeaders_data() { append_data(); }
    void agreesWithQHttpHeaders();
    void lookup_data();
    void lookup();
    void wellKnownNames();
    void roundTripsQHttpHeaders();
    void manyFields();
};

void TestRequestHeaders::append_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<QByteArray>("storedName");
    QTest::addColumn<QByteArray>("storedValue");
    QTest::newRow("plain") << QByteArray("x-ms-version") << QByteArray("2019-02-02") << true
                           << QByteArray("x-ms-version") << QByteArray("2019-02-02");
    QTest::newRow("mixed case name") << QByteArray("If-Match") << QByteArray("*") << true
                                     << QByteArray("if-match") << QByteArray("*");
    QTest::newRow("token punctuation") << QByteArray("X!#$%&'*+-.^_`|~9") << QByteArray("v") << true
                                       << QByteArray("x!#$%&'*+-.^_`|~9") << QByteArray("v");
    QTest::newRow("trimmed") << QByteArray("ETag") << QByteArray(" \tW/\"x\" \t") << true
                             << QByteArray("etag") << QByteArray("W/\"x\"");
    QTest::newRow("empty value") << QByteArray("Prefer") << QByteArray("") << true << QByteArray("prefer")
                                 << QByteArray("");
    QTest::newRow("blank value") << QByteArray("Prefer") << QByteArray("   ") << true << QByteArray("prefer")
                                 << QByteArray("");
    QTest::newRow("tab inside") << QByteArray("a") << QByteArray("b\tc") << true << QByteArray("a")
                                << QByteArray("b\tc");
    QTest::newRow("utf-8 value") << QByteArray("a") << QByteArray("\xc3\xa9") << true << QByteArray("a")
                                 << QByteArray("\xc3\xa9");
    QTest::newRow("CR LF in value") << QByteArray("x-ms-client-request-id")
                                    << QByteArray("a\r\nSet-Cookie: b") << false << QByteArray()
                                    << QByteArray();
    QTest::newRow("NUL in value") << QByteArray("a") << QByteArray("b\0c", 3) << false << QByteArray()
                                  << QByteArray();
    QTest::newRow("DEL in value") << QByteArray("a") << QByteArray("b\x7f") << false << QByteArray()
                                  << QByteArray();
    QTest::newRow("empty name") << QByteArray("") << QByteArray("v") << false << QByteArray() << QByteArray();
    QTest::newRow("space in name") << QByteArray("If Match") << QByteArray("*") << false << QByteArray()
                                   << QByteArray();
    QTest::newRow("colon in name") << QByteArray("a:b") << QByteArray("v") << false << QByteArray()
                                   << QByteArray();
    QTest::newRow("non-ASCII name") << QByteArray("\xc3\xa9") << QByteArray("v") << false << QByteArray()
                                    << QByteArray();
}

void TestRequestHeaders::append()
{
    QFETCH(QByteArray, name);
    QFETCH(QByteArray, value);
    QFETCH(bool, accepted);
    QFETCH(QByteArray, storedName);
    QFETCH(QByteArray, storedValue);
    RequestHeaders headers;
    QVERIFY(headers.append("Host", "127.0.0.1"));
    QCOMPARE(headers.append(name, value), accepted);
    QCOMPARE(headers.size(), accepted ? 2 : 1);
    QCOMPARE(headers.nameAt(0), QByteArrayView("host"));
    if (!accepted)
        return;
    QCOMPARE(headers.nameAt(1), QByteArrayView(storedName));
    QCOMPARE(headers.valueAt(1), QByteArrayView(storedValue));
    QVERIFY(headers.contains(name));
    QVERIFY(headers.contains(name.toUpper()));
    QCOMPARE(headers.value(name.toUpper(), "absent"), QByteArrayView(storedValue));
}

// The server's parser moved from QHttpHeaders to this list; what each accepts and stores must not differ.
void TestRequestHeaders::agreesWithQHttpHeaders()
{
    QFETCH(QByteArray, name);
    QFETCH(QByteArray, value);
    QFETCH(bool, accepted);
    QHttpHeaders qt;
    QCOMPARE(qt.append(QLatin1StringView(name), QLatin1StringView(value)), accepted);
    if (!accepted)
        return;
    RequestHeaders ours;
    QVERIFY(ours.append(name, value));
    QCOMPARE(ours.nameAt(0), QByteArrayView(qt.nameAt(0).data(), qt.nameAt(0).size()));
    QCOMPARE(ours.valueAt(0), qt.valueAt(0));
}

void TestRequestHeaders::lookup_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<bool>("present");
    QTest::addColumn<QByteArray>("first");
    QTest::addColumn<QList<QByteArray>>("all");
    QTest::newRow("lower") << QByteArray("content-length") << true << QByteArray("12")
                           << QList<QByteArray> {"12", "12"};
    QTest::newRow("upper") << QByteArray("CONTENT-LENGTH") << true << QByteArray("12")
                           << QList<QByteArray> {"12", "12"};
    QTest::newRow("single") << QByteArray("X-HTTP-Method") << true << QByteArray("MERGE")
                            << QList<QByteArray> {"MERGE"};
    QTest::newRow("empty value") << QByteArray("prefer") << true << QByteArray() << QList<QByteArray> {""};
    QTest::newRow("absent") << QByteArray("if-match") << false << QByteArray("absent")
                            << QList<QByteArray> {};
    QTest::newRow("prefix of a name")
        << QByteArray("content") << false << QByteArray("absent") << QList<QByteArray> {};
    QTest::newRow("longer than a name")
        << QByteArray("content-lengths") << false << QByteArray("absent") << QList<QByteArray> {};
}

void TestRequestHeaders::lookup()
{
    QFETCH(QByteArray, name);
    QFETCH(bool, present);
    QFETCH(QByteArray, first);
    QFETCH(QList<QByteArray>, all);
    RequestHeaders headers;
    QVERIFY(headers.append("Content-Length", "12"));
    QVERIFY(headers.append("x-http-method", " MERGE"));
    QVERIFY(headers.append("Prefer", ""));
    QVERIFY(headers.append("content-length", "12 "));
    QCOMPARE(headers.contains(name), present);
    QCOMPARE(headers.value(name, "absent"), QByteArrayView(first));
    QCOMPARE(headers.values(name), all);
}

void TestRequestHeaders::wellKnownNames()
{
    RequestHeaders headers;
    QVERIFY(headers.append(QHttpHeaders::WellKnownHeader::IfMatch, "W/\"a\""));
    QVERIFY(headers.append("ACCEPT", "application/json;odata=nometadata"));
    QCOMPARE(headers.nameAt(0), QByteArrayView("if-match"));
    QVERIFY(headers.contains(QHttpHeaders::WellKnownHeader::IfMatch));
    QVERIFY(!headers.contains(QHttpHeaders::WellKnownHeader::IfNoneMatch));
    QCOMPARE(headers.value(QHttpHeaders::WellKnownHeader::Accept),
        QByteArrayView("application/json;odata=nometadata"));
    QCOMPARE(headers.values(QHttpHeaders::WellKnownHeader::IfMatch), QList<QByteArray> {"W/\"a\""});
}

void TestRequestHeaders::roundTripsQHttpHeaders()
{
    QHttpHeaders qt;
    qt.append(QHttpHeaders::WellKnownHeader::ContentType, "application/json");
    qt.append("x-ms-date", "Sun, 11 Oct 2009 21:49:13 GMT");
    qt.append("X-Custom", "1");
    qt.append("x-custom", "2");
    const RequestHeaders ours(qt);
    QCOMPARE(ours.size(), 4);
    QCOMPARE(ours.nameAt(1), QByteArrayView("x-ms-date"));
    QCOMPARE(ours.values("X-CUSTOM"), (QList<QByteArray> {"1", "2"}));
    const QHttpHeaders back = ours.toHttpHeaders();
    QCOMPARE(back.size(), 4);
    for (qsizetype i = 0; i < 4; ++i) {
        QCOMPARE(back.nameAt(i), qt.nameAt(i));
        QCOMPARE(back.valueAt(i), qt.valueAt(i));
    }
}

// Values stay right when the buffer grows past what reserve() asked for.
void TestRequestHeaders::manyFields()
{
    RequestHeaders headers;
    headers.reserve(2, 8);
    for (int i = 0; i < 200; ++i)
        QVERIFY(
            headers.append("X-N" + QByteArray::number(i), QByteArray(i % 37, 'v') + QByteArray::number(i)));
    QCOMPARE(headers.size(), 200);
    for (int i = 0; i < 200; ++i) {
        QCOMPARE(headers.nameAt(i), QByteArrayView("x-n" + QByteArray::number(i)));
        QCOMPARE(headers.value("X-n" + QByteArray::number(i)),
            QByteArrayView(QByteArray(i % 37, 'v') + QByteArray::number(i)));
    }
    RequestHeaders copy = headers;
    QVERIFY(headers.append("late", "x"));
    QCOMPARE(copy.size(), 200);
    QCOMPARE(copy.value("x-n199"), headers.value("x-n199"));
}

QTEST_GUILESS_MAIN(TestRequestHeaders)
#include "tst_requestheaders.moc"
