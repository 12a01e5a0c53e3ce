// HttpParser (llhttp underneath): what a request stream turns into, fed whole and one byte at a time —
// the Host rules of RFC 9112, Connection token lists, chunked bodies, pipelining and the limits.
#include "httpparser.h"

#include <QTest>

using rowan::server::HttpLimits;
using rowan::server::HttpParser;
using rowan::server::HttpRequest;

namespace {
struct Outcome
{
    QList<HttpRequest> requests;
    int errorStatus = 0;
    bool needMore = false; // ended waiting for more bytes
};

Outcome parse(const QByteArray &stream, qsizetype pieceSize, HttpLimits limits = {})
{
    HttpParser parser(limits);
    Outcome o;
    for (qsizetype at = 0; at < stream.size() && !o.errorStatus; at += pieceSize) {
        parser.feed(stream.mid(at, pieceSize));
        for (;;) {
            const HttpParser::State s = parser.next();
            if (s == HttpParser::State::Ready) {
                o.requests.append(parser.takeRequest());
                continue;
            }
            if (s == HttpParser::State::Error)
                o.errorStatus = parser.errorStatus();
            break;
        }
    }
    o.needMore = !o.errorStatus && !parser.idle();
    return o;
}
} // namespace

class TestHttpParser : public QObject
{
    Q_OBJECT

private slots:
    void requests_data();
    void requests();
    void pipelinedAndChunked();
    void limits_data();
    void limits();
    void headReadingState();
};

void TestHttpParser::requests_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<int>("errorStatus"); // 0: one request parsed
    QTest::addColumn<bool>("keepAlive");

    QTest::newRow("plain") << QByteArray("GET /a/Tables HTTP/1.1\r\nHost: x\r\n\r\n") << 0 << true;
    QTest::newRow("no Host") << QByteArray("GET /a/Tables HTTP/1.1\r\nAccept: */*\r\n\r\n") << 400 << true;
    QTest::newRow("two Hosts") << QByteArray("GET /a/Tables HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n") << 400
                               << true;
    QTest::newRow("two equal Hosts") << QByteArray("GET /a/Tables HTTP/1.1\r\nHost: x\r\nhost: x\r\n\r\n")
                                     << 400 << true;
    QTest::newRow("malformed Host") << QByteArray("GET /a/Tables HTTP/1.1\r\nHost: a b/c\r\n\r\n") << 400
                                    << true;
    QTest::newRow("empty Host") << QByteArray("GET /a/Tables HTTP/1.1\r\nHost:\r\n\r\n") << 0 << true;
    QTest::newRow("HTTP/1.0 without Host") << QByteArray("GET /a/Tables HTTP/1.0\r\n\r\n") << 0 << false;
    QTest::newRow("HTTP/1.0 keep-alive")
        << QByteArray("GET /a/Tables HTTP/1.0\r\nConnection: keep-alive\r\n\r\n") << 0 << true;
    QTest::newRow("close") << QByteArray("GET /a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n") << 0
                           << false;
    QTest::newRow("close in a token list")
        << QByteArray("GET /a HTTP/1.1\r\nHost: x\r\nConnection: Upgrade, HTTP2-Settings, close\r\n"
                      "Upgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAAP__\r\n\r\n")
        << 0 << false;
    QTest::newRow("close in a second field")
        << QByteArray("GET /a HTTP/1.1\r\nHost: x\r\nConnection: TE\r\nConnection: CLOSE\r\n\r\n") << 0
        << false;
    QTest::newRow("upgrade offer ignored")
        << QByteArray("GET /a HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n") << 0
        << true;
    QTest::newRow("garbage") << QByteArray("hello\r\n\r\n") << 400 << true;
    QTest::newRow("TLS ClientHello") << QByteArray::fromHex("1603010200010001fc0303") << 400 << true;
    QTest::newRow("HTTP/2.0") << QByteArray("GET / HTTP/2.0\r\nHost: x\r\n\r\n") << 505 << true;
    QTest::newRow("absolute form") << QByteArray("GET http://x/a HTTP/1.1\r\nHost: x\r\n\r\n") << 400 << true;
    QTest::newRow("bare LF") << QByteArray("GET /a HTTP/1.1\nHost: x\n\n") << 400 << true;
    QTest::newRow("length and chunked") << QByteArray(
        "POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n")
                                        << 400 << true;
    QTest::newRow("trailer fields dropped") << QByteArray(
        "GET /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nHost: y\r\n"
        "Connection: close\r\n\r\n") << 0 << true;
    QTest::newRow("leading empty lines")
        << QByteArray("\r\n\r\nGET /a HTTP/1.1\r\nHost: x\r\n\r\n") << 0 << true;
}

void TestHttpParser::requests()
{
    QFETCH(QByteArray, stream);
    QFETCH(int, errorStatus);
    QFETCH(bool, keepAlive);
    // Whole, and split at every byte: llhttp's callbacks see the names and values in pieces.
    for (const qsizetype piece : {stream.size(), qsizetype(1), qsizetype(3)}) {
        const Outcome o = parse(stream, piece);
        QCOMPARE(o.errorStatus, errorStatus);
        if (!errorStatus) {
            QCOMPARE(o.requests.size(), 1);
            QCOMPARE(o.requests.first().method, QByteArray("GET"));
            QCOMPARE(o.requests.first().keepAlive, keepAlive);
            QVERIFY(o.requests.first().target.startsWith("/a"));
            QVERIFY(o.requests.first().headers.values("host").size() <= 1);
        }
    }
}

void TestHttpParser::pipelinedAndChunked()
{
    const QByteArray stream = "POST /a/t?x=1 HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n"
                              "3\r\nabc\r\n2;ext=1\r\nde\r\n0\r\nTrailer: t\r\n\r\n"
                              "MERGE /a/t(PartitionKey='p',RowKey='r') HTTP/1.1\r\nHost: h\r\n"
                              "Content-Length: 4\r\nX-Empty:\r\nX-A:  v  \r\n\r\nwxyz"
                              "DELETE /a/t HTTP/1.1\r\nHost: h\r\n\r\n";
    for (const qsizetype piece : {stream.size(), qsizetype(1), qsizetype(7)}) {
        const Outcome o = parse(stream, piece);
        QCOMPARE(o.errorStatus, 0);
        QCOMPARE(o.requests.size(), 3);
        QCOMPARE(o.requests[0].method, QByteArray("POST"));
        QCOMPARE(o.requests[0].path, QByteArray("/a/t"));
        QCOMPARE(o.requests[0].query, QByteArray("x=1"));
        QCOMPARE(o.requests[0].body, QByteArray("abcde"));
        QCOMPARE(o.requests[1].method, QByteArray("MERGE"));
        QCOMPARE(o.requests[1].body, QByteArray("wxyz"));
        QCOMPARE(o.requests[1].headers.value("x-a"), QByteArrayView("v"));
        QVERIFY(o.requests[1].headers.contains("X-Empty"));
        QCOMPARE(o.requests[1].headers.value("host"), QByteArrayView("h"));
        QCOMPARE(o.requests[2].method, QByteArray("DELETE"));
        QVERIFY(o.requests[2].body.isEmpty());
        QVERIFY(!o.needMore);
    }
}

void TestHttpParser::limits_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<int>("errorStatus");

    QTest::newRow("head over the limit, unfinished")
        << QByteArray("GET /a HTTP/1.1\r\nHost: x\r\nX-Big: " + QByteArray(2000, 'x')) << 431;
    QByteArray many = "GET /a HTTP/1.1\r\nHost: x\r\n";
    for (int i = 0; i < 20; ++i)
        many += "X-N" + QByteArray::number(i) + ": v\r\n";
    QTest::newRow("too many fields") << many + "\r\n" << 431;
    QTest::newRow("announced body over the limit")
        << QByteArray("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 101\r\n\r\n") << 413;
    QTest::newRow("chunks over the limit") << QByteArray(
        "POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n40\r\n" + QByteArray(64, 'y')
        + "\r\n40\r\n") << 413;
    QTest::newRow("gzip") << QByteArray("POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n")
                          << 501;
    QTest::newRow("bad chunk size") << QByteArray(
        "POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
                                    << 400;
    QTest::newRow("two lengths") << QByteArray(
        "POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n")
                                 << 400;
}

void TestHttpParser::limits()
{
    QFETCH(QByteArray, stream);
    QFETCH(int, errorStatus);
    HttpLimits limits;
    limits.maxHeaderBytes = 1024;
    limits.maxHeaderCount = 16;
    limits.maxBodyBytes = [](const HttpRequest &) { return qint64(100); };
    for (const qsizetype piece : {stream.size(), qsizetype(1)}) {
        const Outcome o = parse(stream, piece, limits);
        QCOMPARE(o.errorStatus, errorStatus);
        QVERIFY(o.requests.isEmpty());
    }
}

void TestHttpParser::headReadingState()
{
    // What the header-read and idle timeouts look at.
    HttpParser parser({});
    QVERIFY(parser.idle());
    parser.feed("\r\n");
    QCOMPARE(parser.next(), HttpParser::State::NeedMore);
    QVERIFY(parser.readingHead()); // stray line ends start the clock
    parser.feed("GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HT");
    QCOMPARE(parser.next(), HttpParser::State::Ready);
    QCOMPARE(parser.takeRequest().target, QByteArray("/a"));
    QVERIFY(parser.readingHead()); // the next head has begun
    QCOMPARE(parser.next(), HttpParser::State::NeedMore);
    parser.feed("TP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n");
    QCOMPARE(parser.next(), HttpParser::State::NeedMore);
    QVERIFY(parser.awaitingBody());
    parser.feed("ok");
    QCOMPARE(parser.next(), HttpParser::State::Ready);
    QCOMPARE(parser.takeRequest().body, QByteArray("ok"));
    QVERIFY(parser.idle());
}

QTEST_GUILESS_MAIN(TestHttpParser)
#include "tst_httpparser.moc"
