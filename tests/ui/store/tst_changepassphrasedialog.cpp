#include "ui/store/changepassphrasedialog.h"

#include "models/session/servicesession.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

class TestChangePassphraseDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void validates_data();
    void validates();
    void encryptsThenDecrypts();
    void cannotBeClosedWhileBusy();
    void failureIsNamedAndKeepsTheDialog();

private:
    // An open store in a fresh folder of its own, held by `session`.
    bool openStore(ServiceSession &session, const QString &path, const QString &passphrase);
    QTemporaryDir m_dir;
};

bool TestChangePassphraseDialog::openStore(
    ServiceSession &session, const QString &path, const QString &passphrase)
{
    StoreOptions options;
    options.createIfMissing = true;
    options.passphrase = passphrase;
    auto store = Store::open(path, options);
    if (!store)
        return false;
    session.setStore(std::shared_ptr<Store>(std::move(*store)));
    return true;
}

void TestChangePassphraseDialog::validates_data()
{
    QTest::addColumn<bool>("encrypted");
    QTest::addColumn<QString>("passphrase");
    QTest::addColumn<QString>("confirm");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("message");
    QTest::newRow("encrypted, empty: decrypt warning") << true << ""
                                                       << "" << true << "decrypts the store";
    QTest::newRow("plain, empty: nothing to do") << false << ""
                                                 << "" << false << "Enter a passphrase to encrypt";
    QTest::newRow("mismatch") << true << "abc"
                              << "abd" << false << "do not match";
    QTest::newRow("confirm missing") << false << "abc"
                                     << "" << false << "do not match";
    QTest::newRow("match") << false << "abc"
                           << "abc" << true << "cannot be recovered";
}

void TestChangePassphraseDialog::validates()
{
    QFETCH(bool, encrypted);
    QFETCH(QString, passphrase);
    QFETCH(QString, confirm);
    QFETCH(bool, ok);
    QFETCH(QString, message);
    ServiceSession session;
    ChangePassphraseDialog dialog(&session, QStringLiteral("/tmp/x.rowan"), encrypted);
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("intro"))
                ->text()
                .contains(encrypted ? QLatin1String("is encrypted") : QLatin1String("is not encrypted")));
    dialog.findChild<QLineEdit *>(QStringLiteral("passphrase"))->setText(passphrase);
    dialog.findChild<QLineEdit *>(QStringLiteral("confirm"))->setText(confirm);
    QCOMPARE(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled(), ok);
    const QString text = dialog.findChild<QLabel *>(QStringLiteral("message"))->text();
    QVERIFY2(text.contains(message), qPrintable(text));
}

void TestChangePassphraseDialog::encryptsThenDecrypts()
{
    const QString path = m_dir.filePath(QStringLiteral("rekey.rowan"));
    ServiceSession session;
    QVERIFY(openStore(session, path, QString()));
    QVERIFY(session.localStore()->createTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Kept")));
    {
        ChangePassphraseDialog dialog(&session, path, false);
        QSignalSpy rekeyed(&dialog, &ChangePassphraseDialog::rekeyed);
        dialog.findChild<QLineEdit *>(QStringLiteral("passphrase"))->setText(QStringLiteral("n3w"));
        dialog.findChild<QLineEdit *>(QStringLiteral("confirm"))->setText(QStringLiteral("n3w"));
        dialog.show();
        dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(dialog.isBusy());
        QVERIFY(dialog.findChild<QProgressBar *>(QStringLiteral("busy"))->isVisible());
        QVERIFY(!dialog.findChild<QLineEdit *>(QStringLiteral("passphrase"))->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(rekeyed.count(), 1, 30000);
        QCOMPARE(rekeyed.at(0).at(0).toBool(), true);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(dialog.encrypted());
        QVERIFY(!dialog.isBusy());
    }
    session.setStore(nullptr);
    {
        StoreOptions options;
        auto plain = Store::open(path, options);
        QVERIFY(!plain);
        QCOMPARE(plain.error().code, ErrorCode::StoreWrongPassphrase);
    }
    QVERIFY(openStore(session, path, QStringLiteral("n3w")));
    QVERIFY(session.localStore()->isEncrypted());
    QVERIFY(session.localStore()->table(QStringLiteral("devstoreaccount1"), QStringLiteral("Kept")));

    // An empty passphrase decrypts.
    ChangePassphraseDialog dialog(&session, path, true);
    QSignalSpy rekeyed(&dialog, &ChangePassphraseDialog::rekeyed);
    dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    QTRY_COMPARE_WITH_TIMEOUT(rekeyed.count(), 1, 30000);
    QCOMPARE(rekeyed.at(0).at(0).toBool(), false);
    session.setStore(nullptr);
    QVERIFY(openStore(session, path, QString()));
    QVERIFY(!session.localStore()->isEncrypted());
}

void TestChangePassphraseDialog::cannotBeClosedWhileBusy()
{
    const QString path = m_dir.filePath(QStringLiteral("busy.rowan"));
    ServiceSession session;
    QVERIFY(openStore(session, path, QString()));
    ChangePassphraseDialog dialog(&session, path, false);
    QSignalSpy rekeyed(&dialog, &ChangePassphraseDialog::rekeyed);
    dialog.findChild<QLineEdit *>(QStringLiteral("passphrase"))->setText(QStringLiteral("pw"));
    dialog.findChild<QLineEdit *>(QStringLiteral("confirm"))->setText(QStringLiteral("pw"));
    dialog.show();
    dialog.accept();
    QVERIFY(dialog.isBusy());
    dialog.reject(); // e.g. Escape: the store is being rewritten, so the dialog stays
    QVERIFY(dialog.isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(rekeyed.count(), 1, 30000);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestChangePassphraseDialog::failureIsNamedAndKeepsTheDialog()
{
    // The rekey writes its copy next to the store: with the folder gone, it cannot.
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("gone.rowan"));
    ServiceSession session;
    QVERIFY(openStore(session, path, QString()));
    QVERIFY(folder.remove());
    ChangePassphraseDialog dialog(&session, path, false);
    QSignalSpy failed(&dialog, &ChangePassphraseDialog::rekeyFailed);
    dialog.findChild<QLineEdit *>(QStringLiteral("passphrase"))->setText(QStringLiteral("pw"));
    dialog.findChild<QLineEdit *>(QStringLiteral("confirm"))->setText(QStringLiteral("pw"));
    dialog.show();
    dialog.accept();
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 30000);
    const auto error = failed.at(0).at(0).value<Error>();
    const QString text = dialog.findChild<QLabel *>(QStringLiteral("message"))->text();
    QVERIFY2(
        text.contains(error.codeName()) && text.contains(QLatin1String("not changed")), qPrintable(text));
    QVERIFY(dialog.isVisible());
    QVERIFY(!dialog.isBusy());
    QVERIFY(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
}

QTEST_MAIN(TestChangePassphraseDialog)
#include "tst_changepassphrasedialog.moc"
