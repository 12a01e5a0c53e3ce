#include "models/access/tokentestmodel.h"

#include <rowan/protocol/accountsas.h>
#include <rowan/protocol/connectionstring.h>
#include <rowan/protocol/sas.h>

#include <QAbstractItemModelTester>
#include <QTest>

using namespace rowan;
using protocol::TableOperation;

Q_DECLARE_METATYPE(rowan::TokenTestModel::Signature)

namespace {
const DateTime Now = *DateTime::fromIsoString(QStringLiteral("2026-11-25T10:00:00Z"));
const QByteArray Key1(32, '\x11');
const QByteArray Key2(32, '\x22');

Account testAccount()
{
    return Account {QStringLiteral("acct"), QString::fromLatin1(Key1.toBase64()),
        QString::fromLatin1(Key2.toBase64()), {}};
}

QString at(qint64 secondsFromNow)
{
    return protocol::formatSasTime(DateTime(Now.ticks() + secondsFromNow * DateTime::TicksPerSecond));
}

protocol::ServiceSas baseToken()
{
    protocol::ServiceSas sas;
    sas.tableName = QStringLiteral("Items");
    sas.permissions = QStringLiteral("ra");
    sas.start = at(-3600);
    sas.expiry = at(3 * 3600);
    sas.range = {QStringLiteral("b"), std::nullopt, QStringLiteral("d"), std::nullopt};
    return sas;
}

QString signedToken(protocol::ServiceSas sas, const QByteArray &key = Key1)
{
    sas.sign(u"acct", key);
    return QString::fromLatin1(sas.toQuery());
}

QList<SignedIdentifier> policies()
{
    return {{QStringLiteral("readers"), std::nullopt,
        DateTime(Now.ticks() + 86400 * DateTime::TicksPerSecond), QStringLiteral("r")}};
}
} // namespace

class TestTokenTestModel : public QObject
{
    Q_OBJECT
private slots:
    void fromNow_data();
    void fromNow();
    void verdicts_data();
    void verdicts();
    void malformed_data();
    void malformed();
    void inputForms();
    void readRequestLimitsRange();
    void withoutKeys();
};

void TestTokenTestModel::fromNow_data()
{
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<QString>("text");
    QTest::newRow("soon") << qint64(45) << "in 45 s";
    QTest::newRow("minutes ago") << qint64(-600) << "10 min ago";
    QTest::newRow("three hours") << qint64(3 * 3600) << "in 3 h";
    QTest::newRow("two days ago") << qint64(-2 * 86400) << "2 days ago";
    QTest::newRow("one day") << qint64(86400 + 7200) << "in 26 h";
    QTest::newRow("thirty days") << qint64(30 * 86400) << "in 30 days";
}

void TestTokenTestModel::fromNow()
{
    QFETCH(qint64, seconds);
    QFETCH(QString, text);
    QCOMPARE(describeFromNow(DateTime(Now.ticks() + seconds * DateTime::TicksPerSecond), Now), text);
}

void TestTokenTestModel::verdicts_data()
{
    QTest::addColumn<QString>("token");
    QTest::addColumn<TokenTestModel::Signature>("signature");
    QTest::addColumn<bool>("queryAllowed");
    QTest::addColumn<QString>("reason"); // part of the refusal
    QTest::addColumn<QString>("meaning"); // part of some field's explanation
    QTest::addColumn<QString>("partitionKey"); // of the entity queried

    using S = TokenTestModel::Signature;
    QTest::newRow("valid") << signedToken(baseToken()) << S::Key1 << true << ""
                           << "Expires in 3 h"
                           << "c";
    QTest::newRow("valid, key 2") << signedToken(baseToken(), Key2) << S::Key2 << true << ""
                                  << "key 2"
                                  << "c";
    auto expired = baseToken();
    expired.start = at(-3 * 86400);
    expired.expiry = at(-2 * 86400);
    QTest::newRow("expired") << signedToken(expired) << S::Key1 << false << "AuthenticationFailed"
                             << "Expired 2 days ago"
                             << "c";
    auto early = baseToken();
    early.start = at(2 * 3600);
    QTest::newRow("not yet valid") << signedToken(early) << S::Key1 << false << "not valid yet"
                                   << "Not valid yet"
                                   << "c";
    QTest::newRow("wrong key") << signedToken(baseToken(), QByteArray(32, '\x33')) << S::NoKeyMatches << false
                               << "Signature did not match"
                               << "Matches neither key"
                               << "c";
    QTest::newRow("tampered field")
        << signedToken(baseToken()).replace(QLatin1String("sp=ra"), QLatin1String("sp=raud"))
        << S::NoKeyMatches << false << "Signature did not match"
        << "a field was changed"
        << "c";
    auto bound = baseToken();
    bound.permissions.clear();
    bound.expiry.clear();
    bound.identifier = QStringLiteral("readers");
    QTest::newRow("policy") << signedToken(bound) << S::Key1 << true << ""
                            << "Stored policy 'readers' gives"
                            << "c";
    bound.identifier = QStringLiteral("revoked");
    QTest::newRow("revoked policy") << signedToken(bound) << S::Key1 << false << "AuthenticationFailed"
                                    << "deleted (revoked)"
                                    << "c";
    auto other = baseToken();
    other.tableName = QStringLiteral("Other");
    // The tester judges a token on the table it names.
    QTest::newRow("another table") << signedToken(other) << S::Key1 << true << ""
                                   << "Table Other only"
                                   << "c";
    QTest::newRow("outside range") << signedToken(baseToken()) << S::Key1 << false << "AuthorizationFailure"
                                   << "Up to PartitionKey 'd'"
                                   << "z";
}

void TestTokenTestModel::verdicts()
{
    QFETCH(QString, token);
    QFETCH(TokenTestModel::Signature, signature);
    QFETCH(bool, queryAllowed);
    QFETCH(QString, reason);
    QFETCH(QString, meaning);
    QFETCH(QString, partitionKey);

    TokenTestModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setAccount(testAccount());
    model.setDefaultTable(QStringLiteral("Items"));
    model.setPolicies(policies());
    model.setInput(token, Now);
    QVERIFY(model.inputError().isEmpty());
    QCOMPARE(model.kind(), protocol::SasKind::Service);
    QCOMPARE(model.signature(), signature);
    // The tester judges the other table by its own name: a token for Other is judged on Other.
    const auto v = model.judge(TableOperation::QueryEntities, partitionKey, QStringLiteral("x"), Now);
    QCOMPARE(v.allowed, queryAllowed);
    QVERIFY2(v.reason.contains(reason), qPrintable(v.reason));
    QString meanings;
    for (int r = 0; r < model.rowCount(); ++r)
        meanings += model.index(r, TokenTestModel::MeaningColumn).data().toString() + QLatin1Char('\n');
    QVERIFY2(meanings.contains(meaning), qPrintable(meanings));
    QCOMPARE(model.hasProblems(), !queryAllowed && partitionKey == QLatin1String("c"));
}

void TestTokenTestModel::malformed_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("field"); // the row marked as a problem; empty: inputError
    QTest::addColumn<QString>("explanation");

    QTest::newRow("empty") << ""
                           << ""
                           << "Paste";
    QTest::newRow("no sig") << "sv=2019-02-02&tn=Items&sp=r"
                            << ""
                            << "no signature";
    QTest::newRow("bad percent") << "sv=2019-02-02&sig=%zz"
                                 << ""
                                 << "percent-encoding";
    QTest::newRow("bad letter") << "sv=2019-02-02&tn=Items&sp=rx&se=2030-01-01&sig=AAAA"
                                << "sp"
                                << "letters of raud";
    QTest::newRow("bad time") << "sv=2019-02-02&tn=Items&sp=r&se=tomorrow&sig=AAAA"
                              << "se"
                              << "Not a time";
    QTest::newRow("bad ip") << "sv=2019-02-02&tn=Items&sp=r&se=2030-01-01&sip=1.2.3&sig=AAAA"
                            << "sip"
                            << "Malformed";
    QTest::newRow("bad protocol") << "sv=2019-02-02&tn=Items&sp=r&se=2030-01-01&spr=ftp&sig=AAAA"
                                  << "spr"
                                  << "Malformed";
    QTest::newRow("srk alone") << "sv=2019-02-02&tn=Items&sp=r&se=2030-01-01&srk=x&sig=AAAA"
                               << "srk"
                               << "needs spk";
    QTest::newRow("old version") << "sv=2012-02-12&tn=Items&sp=r&se=2030-01-01&sig=AAAA"
                                 << "sv"
                                 << "2015-04-05";
    QTest::newRow("no expiry") << "sv=2019-02-02&tn=Items&sp=r&sig=AAAA"
                               << "se"
                               << "No expiry";
    QTest::newRow("sig not base64") << "sv=2019-02-02&tn=Items&sp=r&se=2030-01-01&sig=@@@"
                                    << "sig"
                                    << "Not base64";
    QTest::newRow("account without t") << "sv=2019-02-02&ss=b&srt=o&sp=r&se=2030-01-01&sig=AAAA"
                                       << "ss"
                                       << "Table service";
    QTest::newRow("shared key connection string")
        << "AccountName=acct;AccountKey=AAAA;TableEndpoint=http://x/acct"
        << ""
        << "account key";
    QTest::newRow("broken connection string") << "SharedAccessSignature=a;nonsense"
                                              << ""
                                              << "connection string";
}

void TestTokenTestModel::malformed()
{
    QFETCH(QString, input);
    QFETCH(QString, field);
    QFETCH(QString, explanation);
    TokenTestModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setAccount(testAccount());
    model.setInput(input, Now);
    QVERIFY(model.hasProblems());
    if (field.isEmpty()) {
        QVERIFY2(
            model.inputError().contains(explanation, Qt::CaseInsensitive), qPrintable(model.inputError()));
    } else {
        bool found = false;
        for (int r = 0; r < model.rowCount(); ++r) {
            if (model.index(r, 0).data().toString() == field
                && model.index(r, 0).data(TokenTestModel::ProblemRole).toBool()) {
                found = true;
                const QString meaning = model.index(r, TokenTestModel::MeaningColumn).data().toString();
                QVERIFY2(meaning.contains(explanation), qPrintable(meaning));
            }
        }
        QVERIFY(found);
    }
    // Judging a malformed token refuses, with a reason, and never crashes.
    const auto verdicts = model.judgeEntity(QStringLiteral("b"), QStringLiteral("x"), Now);
    QCOMPARE(verdicts.size(), 7);
    for (const auto &v : verdicts) {
        QVERIFY(!v.allowed);
        QVERIFY(!v.reason.isEmpty());
    }
    QVERIFY(!model.readRequest(Now));
}

void TestTokenTestModel::inputForms()
{
    const QString token = signedToken(baseToken());
    protocol::ConnectionString cs;
    cs.tableEndpoint = QStringLiteral("http://127.0.0.1:10002/acct");
    cs.sharedAccessSignature = token;
    for (const QString &input :
        {token, QLatin1Char('?') + token, QStringLiteral("http://127.0.0.1:10002/acct/Items?") + token,
            cs.toString(), QStringLiteral("  ") + token + QStringLiteral("\n")}) {
        TokenTestModel model;
        model.setAccount(testAccount());
        model.setInput(input, Now);
        QVERIFY2(model.inputError().isEmpty(), qPrintable(input));
        QCOMPARE(model.signature(), TokenTestModel::Signature::Key1);
    }
}

void TestTokenTestModel::readRequestLimitsRange()
{
    TokenTestModel model;
    model.setAccount(testAccount());
    model.setInput(signedToken(baseToken()), Now);
    const auto request = model.readRequest(Now);
    QVERIFY(request);
    QVERIFY(request->keyLimit);
    QCOMPARE(request->keyLimit->lower->partitionKey, QStringLiteral("b"));
    QCOMPARE(request->keyLimit->upper->partitionKey, QStringLiteral("d"));

    const auto inside = model.judgeEntity(QStringLiteral("c"), QStringLiteral("x"), Now);
    const auto outside = model.judgeEntity(QStringLiteral("e"), QStringLiteral("x"), Now);
    QVERIFY(inside.at(0).allowed); // query
    QVERIFY(inside.at(1).allowed); // insert
    QVERIFY(!inside.at(2).allowed); // update: no u
    QVERIFY(inside.at(2).reason.contains(QLatin1String("AuthorizationPermissionMismatch")));
    QVERIFY(!outside.at(0).allowed);
    QVERIFY(outside.at(1).reason.contains(QLatin1String("AuthorizationFailure")));

    // An account SAS reads the whole table it is tried on.
    protocol::AccountSas account;
    account.services = QStringLiteral("t");
    account.resourceTypes = QStringLiteral("o");
    account.permissions = QStringLiteral("r");
    account.expiry = at(3600);
    account.sign(u"acct", Key2);
    model.setDefaultTable(QStringLiteral("Items"));
    model.setInput(QString::fromLatin1(account.toQuery()), Now);
    QCOMPARE(model.kind(), protocol::SasKind::Account);
    QCOMPARE(model.signature(), TokenTestModel::Signature::Key2);
    const auto all = model.readRequest(Now);
    QVERIFY(all);
    QVERIFY(!all->keyLimit);
    QVERIFY(model.summary(Now).contains(QLatin1String("allows querying Items")));
}

void TestTokenTestModel::withoutKeys()
{
    // A remote endpoint without ServiceCapability::AccountKeys: the fields are explained, the verdict says
    // why there is none.
    TokenTestModel model;
    model.setAccount(Account {QStringLiteral("acct"), {}, {}, {}});
    model.setInput(signedToken(baseToken()), Now);
    QVERIFY(model.inputError().isEmpty());
    QVERIFY(model.signatureText().contains(QLatin1String("does not give the account's keys")));
    const auto v = model.judge(TableOperation::QueryEntities, {}, {}, Now);
    QVERIFY(!v.allowed);
    QVERIFY(v.reason.contains(QLatin1String("cannot be judged here")));
    QCOMPARE(model.readRequest(Now).error().code, ErrorCode::NotImplemented);
}

QTEST_GUILESS_MAIN(TestTokenTestModel)
#include "tst_tokentestmodel.moc"
