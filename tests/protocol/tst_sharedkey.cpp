#include "rowan/protocol/connectionstring.h"
#include "rowan/protocol/sharedkey.h"

#include <QMessageAuthenticationCode>
#include <QTest>

using namespace rowan;
using namespace rowan::protocol;

Q_DECLARE_METATYPE(rowan::ErrorCode)
Q_DECLARE_METATYPE(rowan::protocol::SharedKeyScheme)
Q_DECLARE_METATYPE(rowan::DateTime)

namespace {

const QString Account = QStringLiteral("devstoreaccount1");

QByteArray devKey()
{
    return QByteArray::fromBase64(QByteArray(DevelopmentAccountKey.data(), DevelopmentAccountKey.size()));
}

// HMAC-SHA256 computed here, independently of the library's signing code.
QByteArray independentSignature(const QByteArray &stringToSign)
{
    QMessageAuthenticationCode mac(QCryptographicHash::Sha256, devKey());
    mac.addData(stringToSign);
    return mac.result().toBase64();
}

DateTime at(const char *iso)
{
    return *DateTime::fromIsoString(QString::fromLatin1(iso));
}

SignedRequest tablesRequest()
{
    SignedRequest request;
    request.method = "POST";
    request.path = "/devstoreaccount1/Tables";
    request.headers.append("x-ms-date", "Sun, 11 Oct 2009 21:49:13 GMT");
    request.headers.append(QHttpHeaders::WellKnownHeader::ContentType, "application/json");
    return request;
}

} // namespace

class TestSharedKey : public QObject
{
    Q_OBJECT

private slots:
    void canonicalizedResource_data();
    void canonicalizedResource();
    void stringToSignLayout();
    void dateSlot();
    void independentVector_data();
    void independentVector();
    void publishedVectors();
    void parseHeader_data();
    void parseHeader();
    void verify_data();
    void verify();
    void httpDates_data();
    void httpDates();
    void constantTime();
    void accountKey();
};

void TestSharedKey::canonicalizedResource_data()
{
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QByteArray>("query");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("path style") << QByteArray("/devstoreaccount1/Tables") << QByteArray()
                                << QByteArray("/devstoreaccount1/devstoreaccount1/Tables");
    QTest::newRow("comp kept, others dropped")
        << QByteArray("/devstoreaccount1/mytable") << QByteArray("$filter=a&comp=acl&timeout=30")
        << QByteArray("/devstoreaccount1/devstoreaccount1/mytable?comp=acl");
    QTest::newRow("path stays encoded")
        << QByteArray("/devstoreaccount1/t(PartitionKey='a%20b',RowKey='c')") << QByteArray("$select=x")
        << QByteArray("/devstoreaccount1/devstoreaccount1/t(PartitionKey='a%20b',RowKey='c')");
    QTest::newRow("comp value decoded")
        << QByteArray("/") << QByteArray("comp=a%2Fb") << QByteArray("/devstoreaccount1/?comp=a/b");
}

void TestSharedKey::canonicalizedResource()
{
    QFETCH(QByteArray, path);
    QFETCH(QByteArray, query);
    QFETCH(QByteArray, expected);
    QCOMPARE(protocol::canonicalizedResource(Account, path, query), expected);
}

void TestSharedKey::stringToSignLayout()
{
    SignedRequest request = tablesRequest();
    request.headers.append("Content-MD5", "abc==");
    QCOMPARE(stringToSign(SharedKeyScheme::SharedKey, Account, request),
        QByteArray("POST\nabc==\napplication/json\nSun, 11 Oct 2009 21:49:13 GMT\n"
                   "/devstoreaccount1/devstoreaccount1/Tables"));
    QCOMPARE(stringToSign(SharedKeyScheme::SharedKeyLite, Account, request),
        QByteArray("Sun, 11 Oct 2009 21:49:13 GMT\n/devstoreaccount1/devstoreaccount1/Tables"));
}

void TestSharedKey::dateSlot()
{
    RequestHeaders both;
    both.append(QHttpHeaders::WellKnownHeader::Date, "Mon, 12 Oct 2009 00:00:00 GMT");
    both.append("x-ms-date", "Sun, 11 Oct 2009 21:49:13 GMT");
    QCOMPARE(signatureDate(both), QByteArray("Sun, 11 Oct 2009 21:49:13 GMT"));
    RequestHeaders dateOnly;
    dateOnly.append(QHttpHeaders::WellKnownHeader::Date, "Mon, 12 Oct 2009 00:00:00 GMT");
    QCOMPARE(signatureDate(dateOnly), QByteArray("Mon, 12 Oct 2009 00:00:00 GMT"));
    QCOMPARE(signatureDate(RequestHeaders()), QByteArray());
}

void TestSharedKey::independentVector_data()
{
    QTest::addColumn<SharedKeyScheme>("scheme");
    QTest::addColumn<QByteArray>("handBuilt");
    QTest::newRow("SharedKey") << SharedKeyScheme::SharedKey
                               << QByteArray("POST\n\napplication/json\nSun, 11 Oct 2009 21:49:13 GMT\n"
                                             "/devstoreaccount1/devstoreaccount1/Tables");
    QTest::newRow("SharedKeyLite") << SharedKeyScheme::SharedKeyLite
                                   << QByteArray("Sun, 11 Oct 2009 21:49:13 GMT\n"
                                                 "/devstoreaccount1/devstoreaccount1/Tables");
}

void TestSharedKey::independentVector()
{
    QFETCH(SharedKeyScheme, scheme);
    QFETCH(QByteArray, handBuilt);
    const SignedRequest request = tablesRequest();
    const QByteArray expected = independentSignature(handBuilt);
    QCOMPARE(computeSignature(devKey(), stringToSign(scheme, Account, request)), expected);
    const QByteArray prefix = scheme == SharedKeyScheme::SharedKey ? "SharedKey " : "SharedKeyLite ";
    QCOMPARE(
        authorizationHeader(scheme, Account, devKey(), request), prefix + "devstoreaccount1:" + expected);
}

void TestSharedKey::publishedVectors()
{
    // From the Apache-2.0 azure-sdk-for-node test suite (SharedKeyLiteTable against devstoreaccount1):
    // a service-properties request (path "/", comp=properties) and a request whose path was the bare
    // "Tables", which shows that the resource is "/" + account + path with nothing inserted.
    SignedRequest properties;
    properties.method = "GET";
    properties.path = "/";
    properties.query = "restype=service&comp=properties";
    properties.headers.append("x-ms-date", "Mon, 05 Dec 2011 17:55:02 GMT");
    QCOMPARE(authorizationHeader(SharedKeyScheme::SharedKeyLite, Account, devKey(), properties),
        QByteArray("SharedKeyLite devstoreaccount1:b89upLBiJ54w3Ju3zBv4GzThZGj/M6C3CdTm1BySj28="));

    SignedRequest tables;
    tables.method = "GET";
    tables.path = "Tables";
    tables.headers.append(QHttpHeaders::WellKnownHeader::ContentType, "application/atom+xml");
    tables.headers.append("x-ms-date", "Fri, 23 Sep 2011 01:37:34 GMT");
    QCOMPARE(authorizationHeader(SharedKeyScheme::SharedKeyLite, Account, devKey(), tables),
        QByteArray("SharedKeyLite devstoreaccount1:c8dPVfX0lX++AxpLHNLSU8Afdd7MIoIDNX0xzo1satk="));
}

void TestSharedKey::parseHeader_data()
{
    QTest::addColumn<QByteArray>("header");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<SharedKeyScheme>("scheme");

    const QByteArray sig = "b89upLBiJ54w3Ju3zBv4GzThZGj/M6C3CdTm1BySj28=";
    QTest::newRow("SharedKey") << "SharedKey devstoreaccount1:" + sig << true << SharedKeyScheme::SharedKey;
    QTest::newRow("SharedKeyLite") << "SharedKeyLite devstoreaccount1:" + sig << true
                                   << SharedKeyScheme::SharedKeyLite;
    QTest::newRow("surrounding spaces")
        << "  SharedKey  devstoreaccount1:" + sig + ' ' << true << SharedKeyScheme::SharedKey;
    QTest::newRow("empty") << QByteArray() << false << SharedKeyScheme::SharedKey;
    QTest::newRow("bearer") << QByteArray("Bearer abc") << false << SharedKeyScheme::SharedKey;
    QTest::newRow("scheme case") << "sharedkey devstoreaccount1:" + sig << false
                                 << SharedKeyScheme::SharedKey;
    QTest::newRow("no colon") << "SharedKey devstoreaccount1" + sig << false << SharedKeyScheme::SharedKey;
    QTest::newRow("no account") << "SharedKey :" + sig << false << SharedKeyScheme::SharedKey;
    QTest::newRow("no signature") << QByteArray("SharedKey devstoreaccount1:") << false
                                  << SharedKeyScheme::SharedKey;
    QTest::newRow("not base64") << QByteArray("SharedKey devstoreaccount1:!!!!") << false
                                << SharedKeyScheme::SharedKey;
    QTest::newRow("short signature") << QByteArray("SharedKey devstoreaccount1:AAAA") << false
                                     << SharedKeyScheme::SharedKey;
    QTest::newRow("no space") << "SharedKeydevstoreaccount1:" + sig << false << SharedKeyScheme::SharedKey;
}

void TestSharedKey::parseHeader()
{
    QFETCH(QByteArray, header);
    QFETCH(bool, valid);
    QFETCH(SharedKeyScheme, scheme);
    Result<AuthorizationHeader> parsed = parseAuthorizationHeader(header);
    QCOMPARE(parsed.has_value(), valid);
    if (!valid) {
        QCOMPARE(parsed.error().code, ErrorCode::InvalidAuthenticationInfo);
        return;
    }
    QCOMPARE(parsed->scheme, scheme);
    QCOMPARE(parsed->account, Account);
    QCOMPARE(parsed->signature, QByteArray("b89upLBiJ54w3Ju3zBv4GzThZGj/M6C3CdTm1BySj28="));
}

void TestSharedKey::verify_data()
{
    QTest::addColumn<QByteArray>("change"); // what is done to a correctly signed request
    QTest::addColumn<DateTime>("now");
    QTest::addColumn<int>("expected"); // -1 = success, else an ErrorCode

    const DateTime signedAt = at("2009-10-11T21:49:13Z");
    QTest::newRow("valid") << QByteArray() << signedAt << -1;
    QTest::newRow("valid lite") << QByteArray("lite") << signedAt << -1;
    QTest::newRow("valid with Date only") << QByteArray("date-header") << signedAt << -1;
    QTest::newRow("15 minutes late is fine") << QByteArray() << at("2009-10-11T22:04:13Z") << -1;
    QTest::newRow("15 minutes early is fine") << QByteArray() << at("2009-10-11T21:34:13Z") << -1;
    QTest::newRow("skew over 15 minutes")
        << QByteArray() << at("2009-10-11T22:04:14Z") << int(ErrorCode::AuthenticationFailed);
    QTest::newRow("skew the other way")
        << QByteArray() << at("2009-10-11T21:34:12Z") << int(ErrorCode::AuthenticationFailed);
    QTest::newRow("tampered path") << QByteArray("path") << signedAt << int(ErrorCode::AuthenticationFailed);
    QTest::newRow("tampered method") << QByteArray("method") << signedAt
                                     << int(ErrorCode::AuthenticationFailed);
    QTest::newRow("wrong key") << QByteArray("key") << signedAt << int(ErrorCode::AuthenticationFailed);
    QTest::newRow("other account") << QByteArray("account") << signedAt
                                   << int(ErrorCode::AuthenticationFailed);
    QTest::newRow("no Authorization")
        << QByteArray("no-auth") << signedAt << int(ErrorCode::AuthenticationFailed);
    QTest::newRow("malformed Authorization")
        << QByteArray("malformed") << signedAt << int(ErrorCode::InvalidAuthenticationInfo);
    QTest::newRow("no date") << QByteArray("no-date") << signedAt << int(ErrorCode::AuthenticationFailed);
    QTest::newRow("unparsable date") << QByteArray("bad-date") << signedAt
                                     << int(ErrorCode::AuthenticationFailed);
}

void TestSharedKey::verify()
{
    QFETCH(QByteArray, change);
    QFETCH(DateTime, now);
    QFETCH(int, expected);

    SignedRequest request;
    request.method = "GET";
    request.path = "/devstoreaccount1/mytable()";
    request.query = "$filter=PartitionKey%20eq%20'p'";
    const QByteArray date = "Sun, 11 Oct 2009 21:49:13 GMT";
    if (change == "date-header")
        request.headers.append(QHttpHeaders::WellKnownHeader::Date, date);
    else if (change == "bad-date")
        request.headers.append("x-ms-date", "2009-10-11T21:49:13Z");
    else if (change != "no-date")
        request.headers.append("x-ms-date", date);
    const SharedKeyScheme scheme
        = change == "lite" ? SharedKeyScheme::SharedKeyLite : SharedKeyScheme::SharedKey;
    QByteArray key = devKey();
    if (change == "key")
        key[0] = char(key[0] ^ 1);
    QByteArray auth
        = authorizationHeader(scheme, change == "account" ? u"other" : QStringView(Account), key, request);
    if (change == "malformed")
        auth = "SharedKey devstoreaccount1";
    if (change != "no-auth")
        request.headers.append(QHttpHeaders::WellKnownHeader::Authorization, auth);
    if (change == "path")
        request.path = "/devstoreaccount1/othertable()";
    if (change == "method")
        request.method = "DELETE";

    const Status status = verifySharedKey(request, Account, devKey(), now);
    if (expected < 0) {
        QVERIFY2(status.has_value(), status ? "" : qPrintable(status.error().toString()));
        return;
    }
    QVERIFY(!status.has_value());
    QCOMPARE(int(status.error().code), expected);
}

void TestSharedKey::httpDates_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("valid");
    QTest::newRow("rfc1123") << QByteArray("Sun, 11 Oct 2009 21:49:13 GMT") << true;
    QTest::newRow("wrong weekday") << QByteArray("Mon, 11 Oct 2009 21:49:13 GMT") << false;
    QTest::newRow("bad month") << QByteArray("Sun, 11 Okt 2009 21:49:13 GMT") << false;
    QTest::newRow("not GMT") << QByteArray("Sun, 11 Oct 2009 21:49:13 UTC") << false;
    QTest::newRow("bad day") << QByteArray("Sat, 31 Feb 2009 21:49:13 GMT") << false;
    QTest::newRow("bad hour") << QByteArray("Sun, 11 Oct 2009 24:49:13 GMT") << false;
    QTest::newRow("iso") << QByteArray("2009-10-11T21:49:13Z") << false;
    QTest::newRow("empty") << QByteArray() << false;
}

void TestSharedKey::httpDates()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, valid);
    const QDateTime parsed = parseHttpDate(text);
    QCOMPARE(parsed.isValid(), valid);
    if (valid) {
        QCOMPARE(parsed, QDateTime(QDate(2009, 10, 11), QTime(21, 49, 13), QTimeZone::UTC));
        QCOMPARE(formatHttpDate(parsed), text);
    }
}

void TestSharedKey::constantTime()
{
    QVERIFY(constantTimeEquals("abc", "abc"));
    QVERIFY(!constantTimeEquals("abc", "abd"));
    QVERIFY(!constantTimeEquals("abc", "ab"));
    QVERIFY(constantTimeEquals("", ""));
}

void TestSharedKey::accountKey()
{
    QCOMPARE(decodeAccountKey(QString(DevelopmentAccountKey)).value(), devKey());
    QCOMPARE(decodeAccountKey(u"not base64!").error().code, ErrorCode::InvalidInput);
    QCOMPARE(decodeAccountKey(u"").error().code, ErrorCode::InvalidInput);
    QCOMPARE(decodeAccountKey(u"abc").error().code, ErrorCode::InvalidInput);
}

QTEST_GUILESS_MAIN(TestSharedKey)
#include "tst_sharedkey.moc"
