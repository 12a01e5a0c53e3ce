// The REST endpoint's HTTP layer over real sockets: malformed requests, Host and Connection rules, chunked
// and pipelined bodies, oversized bodies, header-read, first-request and idle timeouts, the connection limit
// (idle connections make room for newcomers; a crowd that never speaks locks nobody out), and a shutdown
// that answers every request received and keeps acknowledged writes.
#include "serverfixture.h"

#include <rowan/protocol/errorbody.h>

#include <QScopeGuard>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace rowan;
using namespace rowan::protocol;

class TestServerHttp : public QObject, protected ServerFixture
{
    Q_OBJECT

private slots:
    void init()
    {
        rowan::ServerOptions options;
        const QByteArray function = QTest::currentTestFunction();
        if (function == "headerTimeout" || function == "idleTimeout") {
            options.headerTimeoutMs = 300;
            options.idleTimeoutMs = function == "idleTimeout" ? 300 : 60'000;
        }
        if (function == "connectionLimit" || function == "idleMakesRoom")
            options.maxConnections = 4;
        if (function == "firstRequestTimeout") {
            options.firstRequestTimeoutMs = 300;
            options.idleTimeoutMs = 60'000;
        }
        if (function == "silentCrowd") // only room made for the speaker can let it in
            options.firstRequestTimeoutMs = 120'000;
        startServer(options);
    }
    void cleanup() { stopServer(); }

    // A signed request's bytes, without a Host header unless `hosts` names some.
    QByteArray rawGet(const QList<QByteArray> &hosts, const QByteArray &connection = {})
    {
        const QByteArray target = path(QStringLiteral("Tables"));
        const QHttpHeaders h = signedHeaders("GET", target, AccountName, Key);
        QByteArray raw = "GET " + target + " HTTP/1.1\r\n";
        for (const QByteArray &host : hosts)
            raw += "Host: " + host + "\r\n";
        if (!connection.isEmpty())
            raw += "Connection: " + connection + "\r\n";
        for (qsizetype i = 0; i < h.size(); ++i)
            raw += QByteArray(h.nameAt(i).latin1()) + ": " + h.valueAt(i).toByteArray() + "\r\n";
        return raw + "\r\n";
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("raw");
        QTest::addColumn<int>("status");
        QTest::newRow("garbage") << QByteArray("hello\r\n\r\n") << 400;
        QTest::newRow("bad version") << QByteArray("GET / HTTP/2.5\r\n\r\n") << 505;
        QTest::newRow("bad header") << QByteArray("GET /a/Tables HTTP/1.1\r\nno colon\r\n\r\n") << 400;
        QTest::newRow("bad length") << QByteArray(
            "POST /a/Tables HTTP/1.1\r\nHost: x\r\nContent-Length: 1x\r\n\r\n")
                                    << 400;
        QTest::newRow("two lengths") << QByteArray(
            "POST /a/Tables HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n")
                                     << 400;
        QTest::newRow("huge length") << QByteArray(
            "POST /a/t HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999\r\n\r\n")
                                     << 413;
        QTest::newRow("gzip coding") << QByteArray(
            "POST /a/t HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n")
                                     << 501;
        QTest::newRow("bad chunk") << QByteArray(
            "POST /a/t HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
                                   << 400;
        QTest::newRow("huge headers")
            << QByteArray("GET /a/Tables HTTP/1.1\r\nX-Big: " + QByteArray(70 * 1024, 'x')) << 431;
        QTest::newRow("bad path") << QByteArray("GET /devstoreaccount1/%zz HTTP/1.1\r\nHost: x\r\n\r\n")
                                  << 400;
        QTest::newRow("space in a name") << QByteArray("GET /a/Tables HTTP/1.1\r\nX A: b\r\n\r\n") << 400;
        QTest::newRow("control character in a value")
            << QByteArray("GET /a/Tables HTTP/1.1\r\nX-A: b\x01c\r\n\r\n") << 400;
        QTest::newRow("two codings") << QByteArray("POST /a/t HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: "
                                                   "chunked\r\ntransfer-encoding: chunked\r\n\r\n")
                                     << 501;
        QTest::newRow("no Host") << QByteArray("GET /a/Tables HTTP/1.1\r\nAccept: */*\r\n\r\n") << 400;
        QTest::newRow("two Hosts") << QByteArray("GET /a/Tables HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n")
                                   << 400;
        QTest::newRow("TLS ClientHello") << QByteArray::fromHex("16030102000100"
                                                                "01fc0303")
                                         << 400;
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe\x01GET", 7) << 400;
        QByteArray many = "GET /a/Tables HTTP/1.1\r\nHost: x\r\n";
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
        // A head the transport refuses closes the connection (what follows it cannot be trusted); a
        // well-formed request the service refuses does not.
        if (QByteArrayView(QTest::currentDataTag()) != "bad path")
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
            raw += "GET " + get + " HTTP/1.1\r\nHost: x\r\n";
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
        m_client->sendRaw("POST " + target + " HTTP/1.1\r\nHost: x\r\nContent-Length: "
            + QByteArray::number(8 * 1024 * 1024) + "\r\n\r\n" + QByteArray(64 * 1024, 'x'));
        const TestResponse r = m_client->read();
        QCOMPARE(r.status, 413);
        QCOMPARE(r.header("x-ms-error-code"), "RequestBodyTooLarge");
    }

    void hostAndConnection_data()
    {
        QTest::addColumn<QList<QByteArray>>("hosts");
        QTest::addColumn<QByteArray>("connection");
        QTest::addColumn<int>("status");
        QTest::addColumn<bool>("closes");
        QTest::newRow("one Host") << QList<QByteArray> {"127.0.0.1"} << QByteArray() << 200 << false;
        QTest::newRow("no Host") << QList<QByteArray> {} << QByteArray() << 400 << true;
        QTest::newRow("two Hosts") << QList<QByteArray> {"127.0.0.1", "127.0.0.1"} << QByteArray() << 400
                                   << true;
        QTest::newRow("close") << QList<QByteArray> {"h"} << QByteArray("close") << 200 << true;
        QTest::newRow("close in a token list")
            << QList<QByteArray> {"h"} << QByteArray("Upgrade, HTTP2-Settings, close") << 200 << true;
        QTest::newRow("keep-alive, TE")
            << QList<QByteArray> {"h"} << QByteArray("keep-alive, TE") << 200 << false;
    }
    void hostAndConnection()
    {
        QFETCH(QList<QByteArray>, hosts);
        QFETCH(QByteArray, connection);
        QFETCH(int, status);
        QFETCH(bool, closes);
        QByteArray raw = rawGet(hosts, connection);
        if (connection.contains("Upgrade"))
            raw.insert(raw.size() - 2, "Upgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAAP__\r\n");
        m_client->sendRaw(raw);
        const TestResponse r = m_client->read();
        QCOMPARE(r.status, status);
        QCOMPARE(r.closed, closes);
        if (closes) {
            QVERIFY(m_client->waitClosed());
        } else {
            m_client->sendRaw(rawGet({"h"}));
            QCOMPARE(m_client->read().status, 200);
        }
    }

    void headerTimeout_data()
    {
        QTest::addColumn<QByteArray>("first");
        QTest::addColumn<QByteArray>("drip"); // sent every 50 ms
        QTest::newRow("slow drip") << QByteArray("GET /a/Tables HTTP/1.1\r\nHost: x\r\nX-Slow: ")
                                   << QByteArray("a");
        QTest::newRow("stray line ends") << QByteArray("\r\n") << QByteArray("\r\n");
        QTest::newRow("head without its end")
            << QByteArray("GET /a/Tables HTTP/1.1\r\nHost: x\r\n") << QByteArray();
    }
    void headerTimeout()
    {
        // headerTimeoutMs is 300 and the idle timeout a minute: only the former can close these.
        QFETCH(QByteArray, first);
        QFETCH(QByteArray, drip);
        m_client->sendRaw(first);
        QElapsedTimer timer;
        timer.start();
        TestResponse r;
        while (timer.elapsed() < 10'000 && r.status == 0) {
            if (!drip.isEmpty())
                m_client->sendRaw(drip);
            r = m_client->read(50);
        }
        QCOMPARE(r.status, 408);
        QCOMPARE(errorCode(r), QByteArray("OperationTimedOut"));
        QVERIFY(m_client->waitClosed());
        QVERIFY2(timer.elapsed() < 10'000, "the drip kept the connection open");
    }

    void idleTimeout()
    {
        // idleTimeoutMs is 300: a keep-alive connection after its response, and one that never sent a byte.
        TestClient silent(m_server->port());
        QVERIFY(silent.connect());
        m_client->sendRaw(rawGet({"h"}));
        const TestResponse r = m_client->read();
        QCOMPARE(r.status, 200);
        QVERIFY(!r.closed);
        QVERIFY(m_client->waitClosed(10'000));
        QVERIFY(silent.waitClosed(10'000));
    }

    void connectionLimit()
    {
        // maxConnections is 4: the fixture's client and three more are served. While all four are in the
        // middle of a request (none idle), a fifth is refused with 503, and a slot freed by a close is used
        // again.
        QList<std::shared_ptr<TestClient>> clients;
        fillServer(clients);
        if (QTest::currentTestFailed())
            return;
        const QByteArray closing = rawGet({"h"}, "close");
        for (const auto &c : clients)
            c->sendRaw(QByteArrayView(closing).first(20));
        QTest::qWait(300); // the server has read the partial heads: no connection is idle
        TestClient extra(m_server->port());
        QVERIFY(extra.connect());
        extra.sendRaw(rawGet({"h"}));
        const TestResponse refused = extra.read();
        QCOMPARE(refused.status, 503);
        QCOMPARE(errorCode(refused), QByteArray("ServerBusy"));
        QVERIFY(refused.closed);
        QVERIFY(extra.waitClosed());

        clients.first()->sendRaw(QByteArrayView(closing).sliced(20));
        QCOMPARE(clients.first()->read().status, 200);
        QVERIFY(clients.first()->waitClosed());
        // The server sees the close a moment later; until then a new client may still be refused.
        int status = 0;
        QElapsedTimer timer;
        timer.start();
        while (status != 200 && timer.elapsed() < 10'000) {
            TestClient later(m_server->port());
            QVERIFY(later.connect());
            later.sendRaw(rawGet({"h"}));
            status = later.read().status;
            if (status != 200)
                QTest::qWait(50);
        }
        QCOMPARE(status, 200);
    }

    void idleMakesRoom()
    {
        // maxConnections is 4 and all four clients are idle between requests: a fifth is served at once, and
        // one idle connection is closed to make room for it; the others are served on.
        QList<std::shared_ptr<TestClient>> clients;
        fillServer(clients);
        if (QTest::currentTestFailed())
            return;
        TestClient extra(m_server->port());
        QVERIFY(extra.connect());
        extra.sendRaw(rawGet({"h"}));
        QCOMPARE(extra.read().status, 200);
        QCOMPARE(m_server->evictedCount(), 1);
        int closed = 0;
        for (const auto &c : clients)
            closed += c->waitClosed(300) ? 1 : 0;
        QCOMPARE(closed, 1);
    }

    void firstRequestTimeout()
    {
        // A first request head must be there 300 ms after the connection was accepted (the idle timeout is a
        // minute): a client that never speaks is closed, one that started a head is answered 408, one that
        // spoke at once is served and then kept.
        TestClient silent(m_server->port());
        QVERIFY(silent.connect());
        TestClient slow(m_server->port());
        QVERIFY(slow.connect());
        slow.sendRaw("GET /a/Tables HTTP/1.1\r\n");
        m_client->sendRaw(rawGet({"h"}));
        QCOMPARE(m_client->read().status, 200);
        QVERIFY(silent.waitClosed(5000));
        const TestResponse timedOut = slow.read(5000);
        QCOMPARE(timedOut.status, 408);
        QTest::qWait(600);
        m_client->sendRaw(rawGet({"h"}));
        const TestResponse again = m_client->read();
        QCOMPARE(again.status, 200);
        QVERIFY(!again.closed);
    }

    void silentCrowd()
    {
        // 4,096 connections that never send a byte hold every slot (they would be closed only after two
        // minutes here): a client that speaks is still answered within seconds, every time, as each takes
        // the place of a silent one.
        constexpr int Crowd = 4096;
        rlimit files {};
        QVERIFY(::getrlimit(RLIMIT_NOFILE, &files) == 0);
        const rlim_t needed = 2 * Crowd + 1024; // both ends of every connection live in this process
        if (files.rlim_max != RLIM_INFINITY && files.rlim_max < needed)
            QSKIP("the hard limit of open files is too low for both ends of 4,096 connections");
        files.rlim_cur
            = files.rlim_max == RLIM_INFINITY ? needed : qMax(files.rlim_cur, qMin(needed, files.rlim_max));
        QVERIFY(::setrlimit(RLIMIT_NOFILE, &files) == 0);

        sockaddr_in address {};
        address.sin_family = AF_INET;
        address.sin_port = htons(m_server->port());
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        std::vector<int> crowd;
        auto closeCrowd = qScopeGuard([&crowd] {
            for (int fd : crowd)
                ::close(fd);
        });
        m_client.reset(); // the crowd alone fills every slot
        QTRY_COMPARE_WITH_TIMEOUT(m_server->connectionCount(), 0, 10'000);
        // In batches the listener's backlog holds, each accepted before the next.
        while (int(crowd.size()) < Crowd) {
            for (int i = 0; i < 256 && int(crowd.size()) < Crowd; ++i) {
                const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
                QVERIFY(fd >= 0);
                crowd.push_back(fd);
                ::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address);
            }
            QTRY_COMPARE_WITH_TIMEOUT(m_server->connectionCount(), int(crowd.size()), 20'000);
        }
        QCOMPARE(m_server->evictedCount(), 0);

        // Each speaker stays connected, so each next one needs a silent connection's place again.
        std::vector<std::unique_ptr<TestClient>> speakers;
        for (int round = 0; round < 3; ++round) {
            QElapsedTimer timer;
            timer.start();
            speakers.push_back(std::make_unique<TestClient>(m_server->port()));
            QVERIFY(speakers.back()->connect());
            speakers.back()->sendRaw(rawGet({"h"}));
            const TestResponse r = speakers.back()->read(5000);
            QCOMPARE(r.status, 200);
            QVERIFY2(timer.elapsed() < 5000, "the speaker waited too long");
        }
        QCOMPARE(m_server->evictedCount(), 3);
        QCOMPARE(m_server->connectionCount(), Crowd);
    }

    void shutdownAnswersPipelined()
    {
        // A fresh server: the connection is not even accepted when the stop comes, and 30 inserts are
        // already in the kernel's buffers. Every one is answered and stored.
        QVERIFY(m_store->createTable(AccountName, QStringLiteral("Early")));
        const QByteArray target = path(QStringLiteral("Early"));
        QByteArray raw;
        for (int i = 0; i < 30; ++i) {
            const QByteArray payload = body(QStringLiteral("p"), QString::number(i));
            QHttpHeaders h;
            h.append(QHttpHeaders::WellKnownHeader::ContentType, "application/json");
            h = signedHeaders("POST", target, AccountName, Key, h);
            raw += "POST " + target
                + " HTTP/1.1\r\nHost: x\r\nContent-Length: " + QByteArray::number(payload.size()) + "\r\n";
            for (qsizetype j = 0; j < h.size(); ++j)
                raw += QByteArray(h.nameAt(j).latin1()) + ": " + h.valueAt(j).toByteArray() + "\r\n";
            raw += "\r\n" + payload;
        }
        m_client->sendRaw(raw);
        m_server->shutdown();
        for (int i = 0; i < 30; ++i)
            QCOMPARE(m_client->read().status, 201);
        QVERIFY(m_client->waitClosed());
        QCOMPARE(m_store->tableStats(AccountName, QStringLiteral("Early")).value().entityCount, 30);
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

private:
    // maxConnections is 4: the fixture's client and three more, each served one request.
    void fillServer(QList<std::shared_ptr<TestClient>> &clients)
    {
        clients = {std::shared_ptr<TestClient>(m_client.release())};
        for (int i = 0; i < 3; ++i) {
            clients.append(std::make_shared<TestClient>(m_server->port()));
            QVERIFY(clients.last()->connect());
        }
        for (const auto &c : clients) {
            c->sendRaw(rawGet({"h"}));
            QCOMPARE(c->read().status, 200);
        }
    }
};

QTEST_GUILESS_MAIN(TestServerHttp)
#include "tst_serverhttp.moc"
