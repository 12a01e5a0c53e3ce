// JournalLimitsDialog: shows the journal's limits in force, sets new ones and trims the journal at once; the
// History dock's Limits… opens it, and only where there is a journal.
#include "models/history/journalmodel.h"
#include "models/session/servicesession.h"
#include "support/modalhelper.h"
#include "support/modeltestsupport.h"
#include "support/withoutstatistics.h"
#include "ui/history/historyactions.h"
#include "ui/history/historyview.h"
#include "ui/history/journallimitsdialog.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace rowan;

class TestJournalLimitsDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsAndSetsLimits();
    void limitsButtonNeedsJournal();
};

void TestJournalLimitsDialog::showsAndSetsLimits()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 10, 2);
    QVERIFY(store);
    QVERIFY(store->setJournalLimits(JournalLimits {3 * 1024 * 1024, 12}));
    ServiceSession session;
    session.setStore(store);
    JournalLimitsDialog dialog(&session);
    auto *size = dialog.findChild<QSpinBox *>(QStringLiteral("maxSize"));
    auto *age = dialog.findChild<QSpinBox *>(QStringLiteral("maxAge"));
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QTRY_VERIFY_WITH_TIMEOUT(ok->isEnabled(), 10000);
    QCOMPARE(size->value(), 3);
    QCOMPARE(age->value(), 12);
    size->setValue(7);
    age->setValue(40);
    dialog.show();
    ok->click();
    QTRY_COMPARE_WITH_TIMEOUT(dialog.result(), int(QDialog::Accepted), 10000);
    const auto limits = store->journalLimits();
    QVERIFY(limits);
    QCOMPARE(limits->maxBytes, qint64(7) * 1024 * 1024);
    QCOMPARE(limits->maxAgeDays, 40);
}

void TestJournalLimitsDialog::limitsButtonNeedsJournal()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 10, 2);
    QVERIFY(store);
    ServiceSession session;
    QWidget window;
    HistoryActions actions(&session, &window);
    HistoryView view(&actions, &window);
    auto *limits = view.findChild<QPushButton *>(QStringLiteral("journalLimitsButton"));
    QVERIFY(limits);
    // A service without a journal (as a remote endpoint without one is).
    session.setService(std::make_shared<WithoutStatistics>(store));
    QTRY_VERIFY(!limits->isEnabled());
    session.setStore(store);
    QTRY_VERIFY_WITH_TIMEOUT(limits->isEnabled(), 10000);
    bool opened = false;
    onNextModal<JournalLimitsDialog>([&](JournalLimitsDialog *dialog) {
        opened = true;
        dialog->reject();
    });
    limits->click();
    QVERIFY(opened);
}

QTEST_MAIN(TestJournalLimitsDialog)
#include "tst_journallimitsdialog.moc"
