// The REST endpoint's HTTP layer over real sockets: malformed requests, chunked and pipelined bodies,
// oversized bodies, and a shutdown that keeps acknowledged writes.
#include "serverfixture.h"

#include <rowan/protocol/errorbody.h>

using namespace rowan;
using namespace rowan::protocol;

class TestServerHttp : public QObject, protected ServerFixture
{
    Q_OBJECT

private slots:
    void init() { startServer(); }
    void cleanup() { stopServer(); }

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

QTEST_GUILESS_MAIN(TestServerHttp)
#include "tst_serverhttp.moc"
