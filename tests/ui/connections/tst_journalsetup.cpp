// JournalSetup and PassphraseDialog: a connection opens journaled with the keychain's key, with a
// passphrase where no keychain answers (asked again after a wrong one), or without a journal when the user
// cancels, which the status bar then says.
#include "models/connections/connectionjournals.h"
#include "models/connections/secretstore.h"
#include "models/session/servicesession.h"
#include "support/modalhelper.h"
#include "support/withoutstatistics.h"
#include "ui/connections/journalsetup.h"
#include "ui/store/passphrasedialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {

const QString Id = QStringLiteral("5b7d1f0e-9c2a-4e7b-8d3f-1a2b3c4d5e6f");

// Types the passphrase (twice when asked to confirm) and presses OK, or cancels when `passphrase` is empty.
void answer(PassphraseDialog *dialog, const QString &passphrase)
{
    if (passphrase.isEmpty()) {
        dialog->reject();
        return;
    }
    dialog->findChild<QLineEdit *>(QStringLiteral("passphrase"))->setText(passphrase);
    if (auto *confirm = dialog->findChild<QLineEdit *>(QStringLiteral("confirm")))
        confirm->setText(passphrase);
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
}

} // namespace

class TestJournalSetup : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void keychainKeyJournalsQuietly();
    void passphraseJournals();
    void cancelConnectsWithoutJournal();
    void wrongPassphraseAskedAgain();
    void serviceWithJournalPassedOn();
    void newerStartWins();
    void dialogNeedsMatchingPassphrases();

private:
    std::shared_ptr<TableService> plainService();
    // Starts the setup and waits for its answer; null when none came.
    std::shared_ptr<TableService> setUp(JournalSetup &setup, const std::shared_ptr<TableService> &service);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ServiceSession> m_session;
    std::unique_ptr<QMainWindow> m_window;
    int m_n = 0;
};

void TestJournalSetup::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_session = std::make_unique<ServiceSession>();
    m_window = std::make_unique<QMainWindow>();
    m_window->show();
}

void TestJournalSetup::cleanup()
{
    m_window.reset();
    m_session.reset();
    m_dir.reset();
}

std::shared_ptr<TableService> TestJournalSetup::plainService()
{
    StoreOptions options;
    options.createIfMissing = true;
    auto store = Store::open(m_dir->filePath(QStringLiteral("data%1.rowan").arg(++m_n)), options);
    return store ? std::make_shared<WithoutStatistics>(std::shared_ptr<Store>(std::move(*store))) : nullptr;
}

std::shared_ptr<TableService> TestJournalSetup::setUp(
    JournalSetup &setup, const std::shared_ptr<TableService> &service)
{
    std::shared_ptr<TableService> shown;
    bool done = false;
    setup.start(Id, QStringLiteral("Served"), service, [&](std::shared_ptr<TableService> s) {
        shown = std::move(s);
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 20000))
        return nullptr;
    return shown;
}

void TestJournalSetup::keychainKeyJournalsQuietly()
{
    MemorySecretStore secrets(true);
    JournalSetup setup(
        m_session.get(), &secrets, m_window.get(), m_dir->filePath(QStringLiteral("journals")));
    QSignalSpy notices(&setup, &JournalSetup::notice);
    const auto plain = plainService();
    const auto shown = setUp(setup, plain);
    QVERIFY(shown);
    QVERIFY(shown != plain);
    QVERIFY(shown->has(ServiceCapability::Journal));
    QVERIFY(QFile::exists(setup.journals()->journalPath(Id)));
    QCOMPARE(notices.count(), 0);
}

void TestJournalSetup::passphraseJournals()
{
    MemorySecretStore secrets(false);
    JournalSetup setup(
        m_session.get(), &secrets, m_window.get(), m_dir->filePath(QStringLiteral("journals")));
    bool asked = false;
    onNextModal<PassphraseDialog>([&](PassphraseDialog *dialog) {
        asked = dialog->findChild<QLineEdit *>(QStringLiteral("confirm")) != nullptr; // a new journal
        answer(dialog, QStringLiteral("s3cret"));
    });
    const auto shown = setUp(setup, plainService());
    QVERIFY(asked);
    QVERIFY(shown);
    QVERIFY(shown->has(ServiceCapability::Journal));
    // The journal opens with that passphrase and no other.
    auto wrong = Store::open(setup.journals()->journalPath(Id), StoreOptions {});
    QVERIFY(!wrong);
    StoreOptions right;
    right.passphrase = QStringLiteral("s3cret");
    QVERIFY(Store::open(setup.journals()->journalPath(Id), right));
}

void TestJournalSetup::cancelConnectsWithoutJournal()
{
    MemorySecretStore secrets(false);
    JournalSetup setup(
        m_session.get(), &secrets, m_window.get(), m_dir->filePath(QStringLiteral("journals")));
    QSignalSpy notices(&setup, &JournalSetup::notice);
    onNextModal<PassphraseDialog>([](PassphraseDialog *dialog) { answer(dialog, {}); });
    const auto plain = plainService();
    const auto shown = setUp(setup, plain);
    QCOMPARE(shown, plain);
    QVERIFY(!shown->has(ServiceCapability::Journal));
    QCOMPARE(notices.count(), 1);
    const QString notice = notices.first().first().toString();
    QVERIFY2(notice.contains(QStringLiteral("without a change journal")), qPrintable(notice));
    QCOMPARE(m_window->statusBar()->currentMessage(), notice);
    QVERIFY(!QFile::exists(setup.journals()->journalPath(Id)));
}

void TestJournalSetup::wrongPassphraseAskedAgain()
{
    MemorySecretStore secrets(false);
    JournalSetup setup(
        m_session.get(), &secrets, m_window.get(), m_dir->filePath(QStringLiteral("journals")));
    onNextModal<PassphraseDialog>([](PassphraseDialog *dialog) { answer(dialog, QStringLiteral("right")); });
    QVERIFY(setUp(setup, plainService()));

    QString problem;
    bool confirmAsked = true;
    onNextModal<PassphraseDialog>([&](PassphraseDialog *dialog) {
        confirmAsked = dialog->findChild<QLineEdit *>(QStringLiteral("confirm")) != nullptr;
        answer(dialog, QStringLiteral("wrong"));
        onNextModal<PassphraseDialog>([&](PassphraseDialog *again) {
            problem = again->findChild<QLabel *>(QStringLiteral("message"))->text();
            answer(again, QStringLiteral("right"));
        });
    });
    const auto shown = setUp(setup, plainService());
    QVERIFY(!confirmAsked); // the journal exists: its passphrase is asked for once
    QVERIFY2(problem.contains(QStringLiteral("does not open")), qPrintable(problem));
    QVERIFY(shown);
    QVERIFY(shown->has(ServiceCapability::Journal));
}

void TestJournalSetup::serviceWithJournalPassedOn()
{
    MemorySecretStore secrets(true);
    JournalSetup setup(
        m_session.get(), &secrets, m_window.get(), m_dir->filePath(QStringLiteral("journals")));
    StoreOptions options;
    options.createIfMissing = true;
    auto store = Store::open(m_dir->filePath(QStringLiteral("own.rowan")), options);
    QVERIFY(store);
    const std::shared_ptr<TableService> local
        = std::make_shared<LocalTableService>(std::shared_ptr<Store>(std::move(*store)));
    QCOMPARE(setUp(setup, local), local);
    QVERIFY(!QFile::exists(setup.journals()->journalPath(Id)));
    QVERIFY(!secrets.read(ConnectionJournals::secretId(Id)).result());
}

void TestJournalSetup::newerStartWins()
{
    MemorySecretStore secrets(true);
    JournalSetup setup(
        m_session.get(), &secrets, m_window.get(), m_dir->filePath(QStringLiteral("journals")));
    bool olderDone = false;
    setup.start(Id, QStringLiteral("Older"), plainService(),
        [&](std::shared_ptr<TableService>) { olderDone = true; });
    const auto shown = setUp(setup, plainService());
    QVERIFY(shown);
    QTest::qWait(200);
    QVERIFY(!olderDone);
}

void TestJournalSetup::dialogNeedsMatchingPassphrases()
{
    PassphraseDialog dialog(PassphraseDialog::Mode::NewJournal, QStringLiteral("Served"));
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    auto *passphrase = dialog.findChild<QLineEdit *>(QStringLiteral("passphrase"));
    auto *confirm = dialog.findChild<QLineEdit *>(QStringLiteral("confirm"));
    QVERIFY(!ok->isEnabled());
    passphrase->setText(QStringLiteral("abc"));
    confirm->setText(QStringLiteral("abd"));
    QVERIFY(!ok->isEnabled());
    QVERIFY(!dialog.findChild<QLabel *>(QStringLiteral("message"))->text().isEmpty());
    confirm->setText(QStringLiteral("abc"));
    QVERIFY(ok->isEnabled());
    PassphraseDialog existing(PassphraseDialog::Mode::OpenJournal, QStringLiteral("Served"));
    QVERIFY(!existing.findChild<QLineEdit *>(QStringLiteral("confirm")));
}

QTEST_MAIN(TestJournalSetup)
#include "tst_journalsetup.moc"
