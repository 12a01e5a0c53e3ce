// The remote client's transport over HTTPS and through proxies, all on loopback: a TLS front with a test
// certificate (tests/remote/data, made by make-certificates.sh there) before an in-process `rowan serve`, and
// a minimal HTTP proxy (CONNECT tunnels and absolute-form requests). Which certificate authorities are
// trusted (the system's, SSL_CERT_FILE, SSL_CERT_DIR), what the error says when the server's certificate is
// refused, and which proxy the environment's variables select (https_proxy, http_proxy, no_proxy).
#include "forwarders.h"
#include "remotefixture.h"

#include <QFileInfo>
#include <QTest>

using namespace rowan;
using namespace remotetest;
using namespace Qt::StringLiterals;

namespace {

const char *const Variables[] = {"SSL_CERT_FILE", "SSL_CERT_DIR", "http_proxy", "HTTP_PROXY", "https_proxy",
    "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY"};

// A host the machine cannot resolve: reaching it proves the proxy carried the request.
const QString ProxyOnlyHost = u"rowan-test.invalid"_s;

} // namespace

class TestHttpTransport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();
    void trust_data();
    void trust();
    void proxies_data();
    void proxies();

private:
    // "%serve", "%tls", "%proxy" and "%data" replaced by the ports and the data folder.
    QString expand(QString text) const;
    // With the default retry rules, or with none (`retries` false) where failing is the point.
    RemoteTableService client(const QString &url, bool retries) const;

    ServeFixture m_fixture;
    std::unique_ptr<Forwarders> m_forwarders;
    QString m_data;
};

void TestHttpTransport::initTestCase()
{
    const QString failed = m_fixture.start();
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    m_data = QFileInfo(QFINDTESTDATA("data/ca.pem")).absolutePath();
    QVERIFY(!m_data.isEmpty());
    m_forwarders = std::make_unique<Forwarders>(
        m_fixture.serve().port(), m_data + u"/server.pem"_s, m_data + u"/server.key"_s);
    QVERIFY(m_forwarders->tlsPort() != 0);
    QVERIFY(m_forwarders->proxyPort() != 0);
    QVERIFY(m_fixture.remote()->createTable(AccountName, u"wire"_s));
}

void TestHttpTransport::cleanupTestCase()
{
    m_forwarders.reset();
    m_fixture.stop();
}

void TestHttpTransport::init()
{
    for (const char *name : Variables)
        qunsetenv(name);
    m_forwarders->clearProxied();
}

void TestHttpTransport::cleanup()
{
    for (const char *name : Variables)
        qunsetenv(name);
}

QString TestHttpTransport::expand(QString text) const
{
    return text.replace(u"%serve"_s, QString::number(m_fixture.serve().port()))
        .replace(u"%tls"_s, QString::number(m_forwarders->tlsPort()))
        .replace(u"%proxy"_s, QString::number(m_forwarders->proxyPort()))
        .replace(u"%data"_s, m_data);
}

RemoteTableService TestHttpTransport::client(const QString &url, bool retries) const
{
    RemoteEndpoint endpoint = m_fixture.serve().endpoint();
    endpoint.tableEndpoint = QUrl(expand(url));
    if (!retries)
        endpoint.retry.maxRetries = 0;
    return RemoteTableService(endpoint);
}

void TestHttpTransport::trust_data()
{
    QTest::addColumn<QString>("variable"); // set to `value` before the client is made; empty: none
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("connects");
    QTest::addColumn<int>("handshakes"); // TLS handshakes the front saw
    QTest::addColumn<QStringList>("errorNames"); // what the error must name

    QTest::newRow("the system's authorities refuse the test certificate")
        << QString() << QString() << false << 1
        << QStringList {u"TLS"_s, u"certificate of 127.0.0.1:%tls"_s, u"SSL_CERT_FILE"_s};
    QTest::newRow("SSL_CERT_FILE names the test authority")
        << u"SSL_CERT_FILE"_s << u"%data/ca.pem"_s << true << 1 << QStringList();
    QTest::newRow("SSL_CERT_DIR holds the test authority")
        << u"SSL_CERT_DIR"_s << u"%data"_s << true << 1 << QStringList();
    QTest::newRow("SSL_CERT_FILE without a certificate")
        << u"SSL_CERT_FILE"_s << u"%data/server.key"_s << false << 0
        << QStringList {u"TLS"_s, u"SSL_CERT_FILE"_s, u"server.key"_s, u"no readable PEM certificate"_s};
    QTest::newRow("SSL_CERT_FILE missing") << u"SSL_CERT_FILE"_s << u"%data/absent.pem"_s << false << 0
                                           << QStringList {u"SSL_CERT_FILE"_s, u"absent.pem"_s};
}

void TestHttpTransport::trust()
{
    QFETCH(QString, variable);
    QFETCH(QString, value);
    QFETCH(bool, connects);
    QFETCH(int, handshakes);
    QFETCH(QStringList, errorNames);

    if (!variable.isEmpty())
        qputenv(variable.toLatin1().constData(), expand(value).toLocal8Bit());
    const int before = m_forwarders->handshakes();
    RemoteTableService https = client(u"https://127.0.0.1:%tls/devstoreaccount1"_s, true);
    const Status connected = https.testConnection();
    QCOMPARE(connected.has_value(), connects);
    // Retries are on: a refused certificate is not tried again.
    QCOMPARE(m_forwarders->handshakes() - before, handshakes);
    if (!connects) {
        const QString message = connected.error().toString();
        qInfo().noquote() << message;
        for (const QString &name : std::as_const(errorNames))
            QVERIFY2(message.contains(expand(name)), qPrintable(u"%1 in: %2"_s.arg(expand(name), message)));
        return;
    }
    // Bodies of more than one TCP write's worth go through the front whole: a batch of 100 and its read.
    QList<EntityOperation> ops;
    const QString pk = QString::fromLatin1(QTest::currentDataTag()).left(20);
    for (int i = 0; i < 100; ++i) {
        Entity e = make(pk, u"%1"_s.arg(i, 3, 10, QChar(u'0')), i);
        e.setProperty(u"Padding"_s, Value::string(QString(200, u'x')));
        ops.append({OperationType::Insert, e, {}});
    }
    auto written = https.executeBatch(AccountName, u"wire"_s, ops);
    QVERIFY2(written, qPrintable(written ? QString() : written.error().toString()));
    QCOMPARE(keysOf(https, u"wire"_s, KeyRange::partition(pk)).size(), 100);
}

void TestHttpTransport::proxies_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QStringList>("environment"); // NAME=value
    QTest::addColumn<QString>("proxied"); // what the proxy must have seen; empty: nothing
    QTest::addColumn<bool>("connects");

    const QString plain = u"http://%1:%serve/devstoreaccount1"_s.arg(ProxyOnlyHost);
    const QString tls = u"https://%1:%tls/devstoreaccount1"_s.arg(ProxyOnlyHost);
    QTest::newRow("http_proxy carries http") << plain << QStringList {u"http_proxy=http://127.0.0.1:%proxy"_s}
                                             << u"GET http://%1:%serve/"_s.arg(ProxyOnlyHost) << true;
    QTest::newRow("https_proxy tunnels https (CONNECT), the certificate checked end to end")
        << tls << QStringList {u"https_proxy=127.0.0.1:%proxy"_s, u"SSL_CERT_FILE=%data/ca.pem"_s}
        << u"CONNECT %1:%tls"_s.arg(ProxyOnlyHost) << true;
    QTest::newRow("HTTPS_PROXY in capitals")
        << tls << QStringList {u"HTTPS_PROXY=http://127.0.0.1:%proxy"_s, u"SSL_CERT_FILE=%data/ca.pem"_s}
        << u"CONNECT %1:%tls"_s.arg(ProxyOnlyHost) << true;
    QTest::newRow("all_proxy when no other names one")
        << plain << QStringList {u"all_proxy=http://127.0.0.1:%proxy"_s}
        << u"GET http://%1:%serve/"_s.arg(ProxyOnlyHost) << true;
    QTest::newRow("no_proxy lists other hosts")
        << plain << QStringList {u"http_proxy=http://127.0.0.1:%proxy"_s, u"no_proxy=localhost,example.com"_s}
        << u"GET http://%1:%serve/"_s.arg(ProxyOnlyHost) << true;
    QTest::newRow("no_proxy names the domain: direct, and the host is unknown")
        << plain << QStringList {u"http_proxy=http://127.0.0.1:%proxy"_s, u"no_proxy=example.com, .invalid"_s}
        << QString() << false;
    QTest::newRow("NO_PROXY names the host")
        << plain
        << QStringList {u"http_proxy=http://127.0.0.1:%proxy"_s, u"NO_PROXY=%1:%serve"_s.arg(ProxyOnlyHost)}
        << QString() << false;
    QTest::newRow("no_proxy=*") << tls << QStringList {u"https_proxy=127.0.0.1:%proxy"_s, u"no_proxy=*"_s}
                                << QString() << false;
    QTest::newRow("HTTP_PROXY in capitals is not read for http")
        << plain << QStringList {u"HTTP_PROXY=http://127.0.0.1:%proxy"_s} << QString() << false;
    QTest::newRow("http_proxy is not used for https")
        << tls << QStringList {u"http_proxy=http://127.0.0.1:%proxy"_s, u"SSL_CERT_FILE=%data/ca.pem"_s}
        << QString() << false;
}

void TestHttpTransport::proxies()
{
    QFETCH(QString, url);
    QFETCH(QStringList, environment);
    QFETCH(QString, proxied);
    QFETCH(bool, connects);

    for (const QString &item : std::as_const(environment)) {
        const qsizetype eq = item.indexOf(u'=');
        qputenv(item.left(eq).toLatin1().constData(), expand(item.mid(eq + 1)).toLocal8Bit());
    }
    RemoteTableService service = client(url, false); // an unknown host would be retried for 30 s
    const Status connected = service.testConnection();
    QVERIFY2(connected.has_value() == connects,
        qPrintable(connected ? u"connected"_s : connected.error().toString()));
    const QStringList seen = m_forwarders->proxied();
    if (proxied.isEmpty()) {
        QVERIFY2(seen.isEmpty(), qPrintable(seen.join(u", "_s)));
        QVERIFY(connected.error().toString().contains(ProxyOnlyHost)); // the error names the host
        return;
    }
    QVERIFY(!seen.isEmpty());
    QVERIFY2(seen.first().startsWith(expand(proxied)), qPrintable(seen.first()));
    // A write with a body, through the proxy too.
    const QString pk = QString::fromLatin1(QTest::currentDataTag()).left(20);
    auto written = service.write(AccountName, u"wire"_s, {OperationType::Insert, make(pk, u"r"_s, 1), {}});
    QVERIFY2(written, qPrintable(written ? QString() : written.error().toString()));
    QVERIFY(service.getEntity(AccountName, u"wire"_s, pk, u"r"_s));
}

QTEST_GUILESS_MAIN(TestHttpTransport)
#include "tst_httptransport.moc"
