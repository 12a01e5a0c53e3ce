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
    QTest::addColumn<QString>("names"); // what the message must show of the part at fault; empty: not checked
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("no equals") << QStringLiteral("AccountName") << QStringLiteral("'AccountName'");
    QTest::newRow("empty key") << QStringLiteral("=x;AccountName=a") << QStringLiteral("'=x'");
    QTest::newRow("duplicate key") << QStringLiteral("AccountName=a;accountname=b")
                                   << QStringLiteral("'accountname'");
    QTest::newRow("bad protocol") << QStringLiteral("DefaultEndpointsProtocol=ftp;AccountName=a")
                                  << QStringLiteral("DefaultEndpointsProtocol");
    QTest::newRow("key not base64") << QStringLiteral("AccountName=a;AccountKey=not base64!")
                                    << QStringLiteral("AccountKey");
    QTest::newRow("bad shortcut value")
        << QStringLiteral("UseDevelopmentStorage=yes") << QStringLiteral("UseDevelopmentStorage");
    QTest::newRow("no endpoint") << QStringLiteral("AccountKey=AAAA") << QStringLiteral("TableEndpoint");
    QTest::newRow("relative endpoint")
        << QStringLiteral("TableEndpoint=/devstoreaccount1") << QStringLiteral("TableEndpoint");
    QTest::newRow("ftp endpoint") << QStringLiteral("TableEndpoint=ftp://host/x")
                                  << QStringLiteral("TableEndpoint");
    // A key with a character other than printable ASCII is a damaged setting name, never an unknown one
    // to ignore: ignoring "UseDevel\uFFFD\uFFFDmentStorage=true" would point the connection elsewhere.
    const QString nul(QChar(0));
    QTest::newRow("NUL in an unknown key")
        << QStringLiteral("AccountName=a;AcCount\u00BAint%1%1 = a ").arg(nul)
        << QStringLiteral("'AcCount\u00BAint\\u0000\\u0000'");
    QTest::newRow("NUL in a known key") << QStringLiteral("AccountName=a;AccountKey%1=AAAA").arg(nul)
                                        << QStringLiteral("'AccountKey\\u0000'");
    QTest::newRow("invalid UTF-8 in a key")
        << QString::fromUtf8("AccountName=a;UseDevel\x95\x8fmentStorage=true")
        << QStringLiteral("'UseDevel\uFFFD\uFFFDmentStorage'");
    QTest::newRow("key that only case-folds to a known one")
        << QStringLiteral("AccountName=a;Account\u212Aey=AAAA") << QStringLiteral("'Account\u212Aey'");
    QTest::newRow("byte-order mark before the first key")
        << QStringLiteral("\uFEFFAccountName=a") << QStringLiteral("'\\uFEFFAccountName'");
    QTest::newRow("NUL in a value") << QStringLiteral("AccountName=ac%1ct").arg(nul)
                                    << QStringLiteral("AccountName has a control character");
    QTest::newRow("tab inside a value") << QStringLiteral("AccountName=a;SharedAccessSignature=sv=1\t&sig=2")
                                        << QStringLiteral("SharedAccessSignature has a control character");
    QTest::newRow("invalid UTF-8 in a value")
        << QString::fromUtf8("AccountName=d\xc3nt1") << QStringLiteral("AccountName has U+FFFD");
    const QByteArray fuzzed = QByteArray::fromBase64(
        "IGFjY291PWh0dHA7QWNjb3VudE5hbWU9ZHVudDE7QWNDb3VuwrppbnQAACA9IGEgO1NoYXJlZEFjY2Vzc1NpZ25hdHVyZT0gID8g"
        "QmxvYkVuZHBvaW5TdHRoPXRwOi8veDtVc2VEZXZlbJWPbWVudFN0b3JhZ2U9dHJ1ZTs=");
    QTest::newRow("fuzzer input: NUL and U+00BA in a key")
        << QString::fromUtf8(fuzzed) << QStringLiteral("'AcCoun\u00BAint\\u0000\\u0000'");
}

void TestConnectionString::invalid()
{
    QFETCH(QString, text);
    QFETCH(QString, names);
    Result<ConnectionString> cs = ConnectionString::parse(text);
    QVERIFY(!cs.has_value());
    QCOMPARE(cs.error().code, ErrorCode::InvalidInput);
    if (!names.isEmpty())
        QVERIFY2(cs.error().message.contains(names), qPrintable(cs.error().message));
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
    // Keys and values are trimmed (any Unicode space, as .NET's Trim()); the canonical text has none.
    QTest::newRow("spaces around keys and values")
        << QStringLiteral(" AccountName = acct ;\tAccountKey\u00A0=\u3000AAAA\t;")
        << QStringLiteral("AccountName=acct;AccountKey=AAAA");
    QTest::newRow("spaces inside an unknown key")
        << QStringLiteral("Account Name=x;AccountName=acct") << QStringLiteral("AccountName=acct");
    // The '?' that opens a query is dropped, every one of them, with the spaces next to them.
    const QString sas = QStringLiteral("TableEndpoint=https://h/a;SharedAccessSignature=");
    QTest::newRow("sas after ?") << sas + QStringLiteral("?sv=1&sig=2") << sas + QStringLiteral("sv=1&sig=2");
    QTest::newRow("sas after spaces and ?")
        << sas + QStringLiteral("  ? sv=1&sig=2 ") << sas + QStringLiteral("sv=1&sig=2");
    QTest::newRow("sas after ? ?") << sas + QStringLiteral("? ?sv=1") << sas + QStringLiteral("sv=1");
    QTest::newRow("sas only ?") << QStringLiteral("AccountName=acct;SharedAccessSignature= ? ")
                                << QStringLiteral("AccountName=acct");
    QTest::newRow("? later in the sas stays")
        << sas + QStringLiteral("sv=1&x=?") << sas + QStringLiteral("sv=1&x=?");
    // U+FEFF and other non-ASCII characters are data inside a value.
    const QString nonAscii = QStringLiteral("AccountName=acct;EndpointSuffix=\uFEFFb\u00FCcher.example");
    QTest::newRow("non-ASCII value") << nonAscii << nonAscii;
}

void TestConnectionString::roundTrip()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    Result<ConnectionString> cs = ConnectionString::parse(text);
    QVERIFY2(cs.has_value(), cs ? "" : qPrintable(cs.error().toString()));
    QCOMPARE(cs->toString(), canonical);
    Result<ConnectionString> again = ConnectionString::parse(cs->toString());
    QVERIFY(again.has_value());
    QVERIFY(*again == *cs);
    QCOMPARE(ConnectionString::developmentStorage().toString(), QStringLiteral("UseDevelopmentStorage=true"));
}

QTEST_GUILESS_MAIN(TestConnectionString)
#include "tst_connectionstring.moc"
