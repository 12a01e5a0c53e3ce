#include "rowan/protocol/sasauthorization.h"

#include <QTest>

using namespace rowan;
using namespace rowan::protocol;

Q_DECLARE_METATYPE(rowan::protocol::SasKind)
Q_DECLARE_METATYPE(rowan::ErrorCode)

namespace {
const QString Account = QStringLiteral("acct");
const QByteArray Key1 = QByteArray(32, '\x01');
const QByteArray Key2 = QByteArray(32, '\x02');
const QByteArray Other = QByteArray(32, '\x03');

QueryItems items(const QByteArray &query)
{
    return *parseQueryString(query);
}

QByteArray serviceToken(const QByteArray &key, const QString &permissions = QStringLiteral("r"),
    const QString &expiry = QStringLiteral("2030-01-01T00:00:00Z"))
{
    ServiceSas sas;
    sas.tableName = QStringLiteral("Items");
    sas.permissions = permissions;
    sas.expiry = expiry;
    sas.range.startPartitionKey = QStringLiteral("b");
    sas.range.endPartitionKey = QStringLiteral("c");
    sas.sign(Account, key);
    return sas.toQuery();
}

QByteArray accountToken(const QByteArray &key)
{
    AccountSas sas;
    sas.services = QStringLiteral("t");
    sas.resourceTypes = QStringLiteral("o");
    sas.permissions = QStringLiteral("r");
    sas.expiry = QStringLiteral("2030-01-01T00:00:00Z");
    sas.sign(Account, key);
    return sas.toQuery();
}
} // namespace

class TestSasAuthorization : public QObject
{
    Q_OBJECT
private slots:
    void authorize_data();
    void authorize();
    void scanRange();
};

void TestSasAuthorization::authorize_data()
{
    QTest::addColumn<QByteArray>("query");
    QTest::addColumn<int>("operation");
    QTest::addColumn<SasKind>("kind");
    QTest::addColumn<ErrorCode>("error"); // InternalError: allowed
    QTest::addColumn<int>("keyIndex");

    const int query = int(TableOperation::QueryEntities);
    const int insert = int(TableOperation::InsertEntity);
    QTest::newRow("service, key 1") << serviceToken(Key1) << query << SasKind::Service
                                    << ErrorCode::InternalError << 0;
    QTest::newRow("service, key 2") << serviceToken(Key2) << query << SasKind::Service
                                    << ErrorCode::InternalError << 1;
    QTest::newRow("service, another key")
        << serviceToken(Other) << query << SasKind::Service << ErrorCode::AuthenticationFailed << -1;
    QTest::newRow("service, no permission") << serviceToken(Key2) << insert << SasKind::Service
                                            << ErrorCode::AuthorizationPermissionMismatch << -1;
    QTest::newRow("service, expired")
        << serviceToken(Key1, QStringLiteral("r"), QStringLiteral("2020-01-01T00:00:00Z")) << query
        << SasKind::Service << ErrorCode::AuthenticationFailed << -1;
    QTest::newRow("account, key 2") << accountToken(Key2) << query << SasKind::Account
                                    << ErrorCode::InternalError << 1;
    QTest::newRow("account, no permission") << accountToken(Key1) << insert << SasKind::Account
                                            << ErrorCode::AuthorizationPermissionMismatch << -1;
    // A field given twice is ambiguous: the token does not authenticate, whichever value would be right.
    QTest::newRow("service, sig twice") << serviceToken(Key1) + "&sig=AAAA" << query << SasKind::Service
                                        << ErrorCode::AuthenticationFailed << -1;
    QTest::newRow("service, tn twice") << serviceToken(Key1) + "&tn=Items" << query << SasKind::Service
                                       << ErrorCode::AuthenticationFailed << -1;
    QTest::newRow("service, spk twice") << serviceToken(Key1) + "&spk=b" << query << SasKind::Service
                                        << ErrorCode::AuthenticationFailed << -1;
    QTest::newRow("account, sig twice") << accountToken(Key1) + "&sig=AAAA" << query << SasKind::Account
                                        << ErrorCode::AuthenticationFailed << -1;
    QTest::newRow("account, srt twice") << accountToken(Key1) + "&srt=o" << query << SasKind::Account
                                        << ErrorCode::AuthenticationFailed << -1;
    QTest::newRow("service, another parameter twice") << serviceToken(Key1) + "&timeout=5&timeout=6" << query
                                                      << SasKind::Service << ErrorCode::InternalError << 0;
    QTest::newRow("no sas") << QByteArray("sv=2019-02-02&tn=Items") << query << SasKind::None
                            << ErrorCode::AuthenticationFailed << -1;
}

void TestSasAuthorization::authorize()
{
    QFETCH(QByteArray, query);
    QFETCH(int, operation);
    QFETCH(SasKind, kind);
    QFETCH(ErrorCode, error);
    QFETCH(int, keyIndex);

    const QueryItems parsed = items(query);
    QCOMPARE(sasKindOf(parsed), kind);
    const SasAuthorizationRequest request {TableOperation(operation), QStringLiteral("Items"),
        QHostAddress(QHostAddress::LocalHost), false,
        *DateTime::fromIsoString(QStringLiteral("2025-01-01T00:00:00Z"))};
    const auto verdict = authorizeSas(parsed, Account, {Key1, Key2}, request);
    if (error == ErrorCode::InternalError) { // allowed
        QVERIFY2(verdict.has_value(), qPrintable(verdict ? QString() : verdict.error().message));
        QCOMPARE(verdict->kind, kind);
        QCOMPARE(verdict->keyIndex, keyIndex);
        QCOMPARE(verdict->grant.has_value(), kind == SasKind::Service);
    } else {
        QVERIFY(!verdict);
        QCOMPARE(verdict.error().code, error);
    }
    // No keys at all: refused, never a crash.
    QVERIFY(!authorizeSas(parsed, Account, {}, request));
}

void TestSasAuthorization::scanRange()
{
    protocol::KeyRange range;
    QVERIFY(!sasScanRange(range).lower && !sasScanRange(range).upper);
    range.startPartitionKey = QStringLiteral("a");
    range.endPartitionKey = QStringLiteral("c");
    range.endRowKey = QStringLiteral("9");
    const rowan::KeyRange scan = sasScanRange(range);
    QCOMPARE(scan.lower->partitionKey, QStringLiteral("a"));
    QVERIFY(!scan.lower->rowKey);
    QCOMPARE(scan.upper->partitionKey, QStringLiteral("c"));
    QCOMPARE(*scan.upper->rowKey, QStringLiteral("9"));
    QVERIFY(scan.lower->inclusive && scan.upper->inclusive);
}

QTEST_GUILESS_MAIN(TestSasAuthorization)
#include "tst_sasauthorization.moc"
