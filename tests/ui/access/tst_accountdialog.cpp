#include "models/access/accountlistmodel.h"
#include "models/session/servicesession.h"
#include "support/accesstestsupport.h"
#include "support/modalhelper.h"
#include "ui/access/accesscopyfield.h"
#include "ui/access/accountdialog.h"

#include <rowan/protocol/connectionstring.h>

#include <QAbstractButton>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QToolButton>

using namespace rowan;

namespace {
const QString Dev = QStringLiteral("devstoreaccount1");

void answer(QMessageBox::StandardButton button)
{
    onNextModal<QMessageBox>([button](QMessageBox *box) { box->button(button)->click(); });
}
} // namespace

class TestAccountDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void keysHiddenUntilAsked();
    void regenerate_data();
    void regenerate();
    void addAndRemove();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    ServiceSession m_session;
};

void TestAccountDialog::initTestCase()
{
    m_store = makeAccessStore(m_dir, 1, 1);
    QVERIFY(m_store);
    m_session.setStore(m_store);
}

void TestAccountDialog::keysHiddenUntilAsked()
{
    AccountDialog dialog(&m_session, Dev);
    dialog.show();
    QTRY_COMPARE(dialog.currentAccount(), Dev);
    auto *key1 = dialog.keyField(1);
    QCOMPARE(key1->text(), QLatin1String(DevelopmentAccountKey));
    QCOMPARE(key1->lineEdit()->echoMode(), QLineEdit::Password);
    QCOMPARE(dialog.keyField(2)->lineEdit()->echoMode(), QLineEdit::Password);
    QCOMPARE(dialog.connectionStringField()->lineEdit()->echoMode(), QLineEdit::Password);
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("note"))->text().contains(QLatin1String("public")));
    saveAccessScreenshots(&dialog, QStringLiteral("account-dialog"));
    key1->showButton()->click();
    QVERIFY(key1->isRevealed());
    // The development account's string is the emulator shortcut the SDKs know.
    const auto cs = protocol::ConnectionString::parse(dialog.connectionStringField()->text());
    QVERIFY(cs);
    QCOMPARE(cs->accountName, Dev);
    QCOMPARE(cs->accountKey, key1->text());
}

void TestAccountDialog::regenerate_data()
{
    QTest::addColumn<int>("keyNumber");
    QTest::addColumn<bool>("confirm");
    QTest::newRow("key 1, cancelled") << 1 << false;
    QTest::newRow("key 2, confirmed") << 2 << true;
    QTest::newRow("key 1, confirmed") << 1 << true;
}

void TestAccountDialog::regenerate()
{
    QFETCH(int, keyNumber);
    QFETCH(bool, confirm);
    AccountDialog dialog(&m_session, Dev);
    dialog.show();
    QTRY_COMPARE(dialog.currentAccount(), Dev);
    const Account before = *m_store->account(Dev);
    answer(confirm ? QMessageBox::Yes : QMessageBox::Cancel);
    dialog.regenerateKey(keyNumber);
    if (confirm) {
        QTRY_VERIFY(dialog.statusText().contains(QLatin1String("regenerated")));
        const Account after = *m_store->account(Dev);
        QCOMPARE(keyNumber == 1 ? after.key2 : after.key1, keyNumber == 1 ? before.key2 : before.key1);
        QVERIFY((keyNumber == 1 ? after.key1 : after.key2) != (keyNumber == 1 ? before.key1 : before.key2));
        QCOMPARE(dialog.keyField(keyNumber)->text(), keyNumber == 1 ? after.key1 : after.key2);
    } else {
        QTest::qWait(50);
        QCOMPARE(m_store->account(Dev)->key1, before.key1);
    }
}

void TestAccountDialog::addAndRemove()
{
    AccountDialog dialog(&m_session, Dev);
    dialog.show();
    QTRY_COMPARE(dialog.currentAccount(), Dev);
    bool changed = false;
    connect(&dialog, &AccountDialog::accountsChanged, this, [&changed] { changed = true; });
    onNextModal<QInputDialog>([](QInputDialog *input) {
        input->setTextValue(QStringLiteral("shop1"));
        input->accept();
    });
    dialog.addAccount();
    QTRY_COMPARE(dialog.currentAccount(), QStringLiteral("shop1"));
    QVERIFY(changed);
    QVERIFY(m_store->account(QStringLiteral("shop1")));
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("note"))->text().isEmpty());

    answer(QMessageBox::Cancel);
    dialog.removeAccount();
    QTest::qWait(50);
    QVERIFY(m_store->account(QStringLiteral("shop1")));
    answer(QMessageBox::Yes);
    dialog.removeAccount();
    QTRY_VERIFY(!m_store->account(QStringLiteral("shop1")));
    QTRY_COMPARE(dialog.model()->rowOf(QStringLiteral("shop1")), -1);
}

QTEST_MAIN(TestAccountDialog)
#include "tst_accountdialog.moc"
