#include "models/access/accountlistmodel.h"
#include "models/session/servicesession.h"
#include "support/modeltestsupport.h"

#include <rowan/protocol/connectionstring.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

class TestAccountListModel : public QObject
{
    Q_OBJECT
private slots:
    void developmentAccount();
    void createRegenerateDelete();
    void badNames_data();
    void badNames();
    void connectionString();
};

void TestAccountListModel::developmentAccount()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 1, 1);
    ServiceSession session;
    session.setStore(store);
    AccountListModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy loaded(&model, &AccountListModel::loaded);
    model.load();
    QTRY_COMPARE(loaded.size(), 1);
    const int row = model.rowOf(QStringLiteral("devstoreaccount1"));
    QVERIFY(row >= 0);
    QVERIFY(model.index(row, 0).data(AccountListModel::DevelopmentRole).toBool());
    QVERIFY(
        model.index(row, AccountListModel::NoteColumn).data().toString().contains(QLatin1String("public")));
    // Keys are data, never display text.
    for (int c = 0; c < model.columnCount(); ++c)
        QVERIFY(!model.index(row, c).data().toString().contains(QLatin1String(DevelopmentAccountKey)));
}

void TestAccountListModel::createRegenerateDelete()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 1, 1);
    ServiceSession session;
    session.setStore(store);
    AccountListModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy loaded(&model, &AccountListModel::loaded);
    model.load();
    QTRY_COMPARE(loaded.size(), 1);

    QSignalSpy created(&model, &AccountListModel::accountCreated);
    model.createAccount(QStringLiteral("shop1"));
    QTRY_COMPARE(created.size(), 1);
    const Account shop = model.account(QStringLiteral("shop1"));
    QVERIFY(shop.isValid());
    QCOMPARE(QByteArray::fromBase64(shop.key1.toLatin1()).size(), 32);
    QVERIFY(shop.key1 != shop.key2);
    QVERIFY(!AccountListModel::isDevelopment(shop));

    QSignalSpy regenerated(&model, &AccountListModel::keyRegenerated);
    model.regenerateKey(QStringLiteral("shop1"), 2);
    QTRY_COMPARE(regenerated.size(), 1);
    const Account after = model.account(QStringLiteral("shop1"));
    QCOMPARE(after.key1, shop.key1);
    QVERIFY(after.key2 != shop.key2);
    QCOMPARE(store->account(QStringLiteral("shop1"))->key2, after.key2);

    QSignalSpy failed(&model, &AccountListModel::failed);
    model.createAccount(QStringLiteral("shop1"));
    QTRY_COMPARE(failed.size(), 1);

    QSignalSpy deleted(&model, &AccountListModel::accountDeleted);
    model.deleteAccount(QStringLiteral("shop1"));
    QTRY_COMPARE(deleted.size(), 1);
    QCOMPARE(model.rowOf(QStringLiteral("shop1")), -1);
    QVERIFY(!store->account(QStringLiteral("shop1")));
}

void TestAccountListModel::badNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("short") << "ab";
    QTest::newRow("upper case") << "Shop";
    QTest::newRow("too long") << QString(25, u'a');
    QTest::newRow("dash") << "my-shop";
}

void TestAccountListModel::badNames()
{
    QFETCH(QString, name);
    ServiceSession session; // nothing open: refused before any work is queued
    AccountListModel model(&session);
    QSignalSpy failed(&model, &AccountListModel::failed);
    model.createAccount(name);
    QCOMPARE(failed.size(), 1);
}

void TestAccountListModel::connectionString()
{
    const Account a {QStringLiteral("shop1"), QStringLiteral("a2V5MQ=="), QStringLiteral("a2V5Mg=="), {}};
    const QString text
        = AccountListModel::sharedKeyConnectionString(a, 2, QUrl(QStringLiteral("http://127.0.0.1:10002")));
    const auto cs = protocol::ConnectionString::parse(text);
    QVERIFY2(cs, qPrintable(text));
    QCOMPARE(cs->accountName, QStringLiteral("shop1"));
    QCOMPARE(cs->accountKey, QStringLiteral("a2V5Mg=="));
    QCOMPARE(cs->tableEndpoint, QStringLiteral("http://127.0.0.1:10002/shop1"));
}

QTEST_GUILESS_MAIN(TestAccountListModel)
#include "tst_accountlistmodel.moc"
