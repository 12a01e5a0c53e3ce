#include "rowan/protocol/connectionstring.h"

#include <QTest>

using namespace rowan;
using namespace rowan::protocol;

class TestConnectionString : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void invalid_data();
    void invalid();
    void roundTrip_data();
    void roundTrip();
};

void TestConnectionString::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("account");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("sas");
    QTest::addColumn<QString>("endpoint");

    const QString devKey = QStringLiteral(
        "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==");
    QTest::newRow("development shortcut")
        << QStringLiteral("UseDevelopmentStorage=true") << QStringLiteral("devstoreaccount1") << devKey
        << QString() << QStringLiteral("http://127.0.0.1:10002/devstoreaccount1");
    QTest::newRow("shortcut, case and spaces")
        << QStringLiteral(" usedevelopmentstorage = TRUE ;") << QStringLiteral("devstoreaccount1") << devKey
        << QString() << QStringLiteral("http://127.0.0.1:10002/devstoreaccount1");
    QTest::newRow("account and key") << QStringLiteral(
        "DefaultEndpointsProtocol=https;AccountName=myaccount;AccountKey=%1;EndpointSuffix=core.windows.net")
                                            .arg(devKey)
                                     << QStringLiteral("myaccount") << devKey << QString()
                                     << QStringLiteral("https://myaccount.table.core.windows.net");
    QTest::newRow("default protocol and suffix")
        << QStringLiteral("AccountName=acct;AccountKey=AAAA") << QStringLiteral("acct")
        << QStringLiteral("AAAA") << QString() << QStringLiteral("https://acct.table.core.windows.net");
    QTest::newRow("other suffix over http") << QStringLiteral(
        "DefaultEndpointsProtocol=http;AccountName=acct;EndpointSuffix=core.chinacloudapi.cn")
                                            << QStringLiteral("acct") << QString() << QString()
                                            << QStringLiteral("http://acct.table.core.chinacloudapi.cn");
    QTest::newRow("explicit endpoint, Azurite style")
        << QStringLiteral("DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=%1;"
                          "BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;"
                          "TableEndpoint=http://127.0.0.1:10002/devstoreaccount1;")
               .arg(devKey)
        << QStringLiteral("devstoreaccount1") << devKey << QString()
        << QStringLiteral("http://127.0.0.1:10002/devstoreaccount1");
    QTest::newRow("SAS only") << QStringLiteral("TableEndpoint=https://acct.table.core.windows.net/"
                                                ";SharedAccessSignature=?sv=2019-02-02&tn=t&sig=a%2Bb")
                              << QString() << QString() << QStringLiteral("sv=2019-02-02&tn=t&sig=a%2Bb")
                              << QStringLiteral("https://acct.table.core.windows.net/");
    QTest::newRow("shortcut with SAS keeps no key")
        << QStringLiteral("UseDevelopmentStorage=true;SharedAccessSignature=sv=x")
        << QStringLiteral("devstoreaccount1") << QString() << QStringLiteral("sv=x")
        << QStringLiteral("http://127.0.0.1:10002/devstoreaccount1");
}

void TestConnectionString::parse()
{
    QFETCH(QString, text);
    QFETCH(QString, account);
    QFETCH(QString, key);
    QFETCH(QString, sas);
    QFETCH(QString, endpoint);
    Result<ConnectionString> cs = ConnectionString::parse(text);
    QVERIFY2(cs.has_value(), cs ? "" : qPrintable(cs.error().toString()));
    QCOMPARE(cs->accountName, account);
    QCOMPARE(cs->accountKey, key);
    QCOMPARE(cs->sharedAccessSignature, sas);
    QCOMPARE(cs->tableEndpointUrl(), QUrl(endpoint));
}

void TestConnectionString::invalid_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QString();
    QTest::newRow("no equals") << QStringLiteral("AccountName");
    QTest::newRow("empty key") << QStringLiteral("=x;AccountName=a");
    QTest::newRow("duplicate key") << QStringLiteral("AccountName=a;accountname=b");
    QTest::newRow("bad protocol") << QStringLiteral("DefaultEndpointsProtocol=ftp;AccountName=a");
    QTest::newRow("key not base64") << QStringLiteral("AccountName=a;AccountKey=not base64!");
    QTest::newRow("bad shortcut value") << QStringLiteral("UseDevelopmentStorage=yes");
    QTest::newRow("no endpoint") << QStringLiteral("AccountKey=AAAA");
    QTest::newRow("relative endpoint") << QStringLiteral("TableEndpoint=/devstoreaccount1");
    QTest::newRow("ftp endpoint") << QStringLiteral("TableEndpoint=ftp://host/x");
}

void TestConnectionString::invalid()
{
    QFETCH(QString, text);
    Result<ConnectionString> cs = ConnectionString::parse(text);
    QVERIFY(!cs.has_value());
    QCOMPARE(cs.error().code, ErrorCode::InvalidInput);
}

void TestConnectionString::roundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("development") << QStringLiteral("UseDevelopmentStorage=true")
                                 << QStringLiteral("UseDevelopmentStorage=true");
    QTest::newRow("development spelled out") << QStringLiteral(
        "AccountName=devstoreaccount1;DefaultEndpointsProtocol=http;"
        "TableEndpoint=http://127.0.0.1:10002/devstoreaccount1;AccountKey="
        "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==")
                                             << QStringLiteral("UseDevelopmentStorage=true");
    QTest::newRow("cloud") << QStringLiteral("accountkey=AAAA;AccountName=acct;endpointsuffix=example.org")
                           << QStringLiteral("AccountName=acct;AccountKey=AAAA;EndpointSuffix=example.org");
    QTest::newRow("sas") << QStringLiteral("SharedAccessSignature=sv=1&sig=2;TableEndpoint=https://h/a")
                         << QStringLiteral("TableEndpoint=https://h/a;SharedAccessSignature=sv=1&sig=2");
}

void TestConnectionString::roundTrip()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    Result<ConnectionString> cs = ConnectionString::parse(text);
    QVERIFY(cs.has_value());
    QCOMPARE(cs->toString(), canonical);
    Result<ConnectionString> again = ConnectionString::parse(cs->toString());
    QVERIFY(again.has_value());
    QVERIFY(*again == *cs);
    QCOMPARE(ConnectionString::developmentStorage().toString(), QStringLiteral("UseDevelopmentStorage=true"));
}

QTEST_GUILESS_MAIN(TestConnectionString)
#include "tst_connectionstring.moc"
