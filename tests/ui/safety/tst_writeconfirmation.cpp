// The question before a write, per safety level: Off writes without asking (unless the action always asks),
// Confirm writes asks and has bulk actions type the table's name, Read-only refuses and says why.
#include "ui/safety/safetybadge.h"
#include "ui/safety/writeconfirmation.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>

using namespace rowan;

namespace {

// What the user does with the dialog that opens, if one does; what was seen is kept for the checks.
struct Answer
{
    QString typed; // typed into the table's name field, when there is one
    bool write = true; // clicks the write button (when enabled), else Cancel
    // Seen
    QString shownClass; // "confirm", "refusal" or "" (nothing shown)
    bool nameAsked = false;
    bool writeEnabledBeforeTyping = false;
    bool writeEnabledAfterTyping = false;
    QString target;
    QString badge;
};

// Answers through `timer`, which the caller owns: when no dialog opens it is stopped with the caller's
// frame, never firing later into another test's answer.
void answerLater(QTimer &timer, Answer *answer)
{
    timer.setSingleShot(true);
    timer.callOnTimeout([answer] {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            answer->shownClass = QStringLiteral("refusal");
            answer->target = box->text();
            box->accept();
            return;
        }
        auto *dialog = qobject_cast<WriteConfirmDialog *>(modal);
        if (!dialog)
            return;
        answer->shownClass = QStringLiteral("confirm");
        answer->target = dialog->findChild<QLabel *>(QStringLiteral("writeTarget"))->text();
        answer->badge = dialog->findChild<SafetyBadge *>()->text();
        auto *write = dialog->findChild<QPushButton *>(QStringLiteral("writeButton"));
        answer->writeEnabledBeforeTyping = write->isEnabled();
        if (auto *typed = dialog->findChild<QLineEdit *>(QStringLiteral("typedTableName"))) {
            answer->nameAsked = true;
            QTest::keyClicks(typed, answer->typed);
        }
        answer->writeEnabledAfterTyping = write->isEnabled();
        if (answer->write && write->isEnabled())
            write->click();
        else
            dialog->reject();
    });
    timer.start(0);
}

} // namespace

class TestWriteConfirmation : public QObject
{
    Q_OBJECT

private slots:
    void levels_data()
    {
        QTest::addColumn<int>("level");
        QTest::addColumn<bool>("bulk");
        QTest::addColumn<bool>("alwaysAsk");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<bool>("clickWrite");
        QTest::addColumn<QString>("shown");
        QTest::addColumn<bool>("nameAsked");
        QTest::addColumn<bool>("goesAhead");
        const int off = int(SafetyLevel::Off), confirm = int(SafetyLevel::ConfirmWrites),
                  readOnly = int(SafetyLevel::ReadOnly);
        QTest::newRow("off: no question") << off << false << false << "" << true << "" << false << true;
        QTest::newRow("off, bulk: no question") << off << true << false << "" << true << "" << false << true;
        QTest::newRow("off, always asks: yes")
            << off << true << true << "" << true << "confirm" << false << true;
        QTest::newRow("off, always asks: cancel")
            << off << false << true << "" << false << "confirm" << false << false;
        QTest::newRow("confirm: yes")
            << confirm << false << false << "" << true << "confirm" << false << true;
        QTest::newRow("confirm: cancel")
            << confirm << false << false << "" << false << "confirm" << false << false;
        QTest::newRow("confirm, bulk: name typed")
            << confirm << true << false << "Orders" << true << "confirm" << true << true;
        QTest::newRow("confirm, bulk: wrong name")
            << confirm << true << false << "orders" << true << "confirm" << true << false;
        QTest::newRow("confirm, bulk: nothing typed")
            << confirm << true << false << "" << true << "confirm" << true << false;
        QTest::newRow("read-only: refused")
            << readOnly << false << false << "" << true << "refusal" << false << false;
        QTest::newRow("read-only, always asks: refused")
            << readOnly << true << true << "Orders" << true << "refusal" << false << false;
    }
    void levels()
    {
        QFETCH(int, level);
        QFETCH(bool, bulk);
        QFETCH(bool, alwaysAsk);
        QFETCH(QString, typed);
        QFETCH(bool, clickWrite);
        QFETCH(QString, shown);
        QFETCH(bool, nameAsked);
        QFETCH(bool, goesAhead);
        const SafetyProfile safety {SafetyLevel(level), QStringLiteral("PROD"), QStringLiteral("#c62828")};
        WriteIntent intent;
        intent.title = QStringLiteral("Delete Entities");
        intent.confirmText = QStringLiteral("Delete 3 Entities");
        intent.question = QStringLiteral("Delete the 3 selected entities?");
        intent.account = QStringLiteral("devstoreaccount1");
        intent.table = QStringLiteral("Orders");
        intent.bulk = bulk;
        intent.alwaysAsk = alwaysAsk;
        Answer answer;
        answer.typed = typed;
        answer.write = clickWrite;
        QTimer timer;
        answerLater(timer, &answer);
        QWidget parent;
        const bool result = confirmWrite(&parent, safety, QStringLiteral("orders.rowan"), intent);
        QCOMPARE(result, goesAhead);
        QCOMPARE(answer.shownClass, shown);
        QCOMPARE(answer.nameAsked, nameAsked);
        if (shown.isEmpty())
            return;
        // Every question names the account, the table and where they are; the confirmation shows the badge.
        for (const QString &part :
            {QStringLiteral("devstoreaccount1"), QStringLiteral("Orders"), QStringLiteral("orders.rowan")})
            QVERIFY2(answer.target.contains(part), qPrintable(answer.target));
        if (shown == u"confirm") {
            QCOMPARE(answer.badge, SafetyBadge::describe(safety));
            QCOMPARE(answer.writeEnabledBeforeTyping, !nameAsked);
            QCOMPARE(answer.writeEnabledAfterTyping, !nameAsked || typed == u"Orders");
        } else {
            QVERIFY(answer.target.contains(QStringLiteral("[PROD]")));
        }
    }

    void badgeTexts_data()
    {
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("text");
        QTest::newRow("plain") << int(SafetyLevel::Off) << ""
                               << "";
        QTest::newRow("label only") << int(SafetyLevel::Off) << "test"
                                    << "test";
        QTest::newRow("read-only PROD") << int(SafetyLevel::ReadOnly) << "PROD"
                                        << "PROD · read-only";
        QTest::newRow("confirm, no label") << int(SafetyLevel::ConfirmWrites) << ""
                                           << "Confirm writes";
    }
    void badgeTexts()
    {
        QFETCH(int, level);
        QFETCH(QString, label);
        QFETCH(QString, text);
        SafetyBadge badge;
        badge.setProfile(SafetyProfile {SafetyLevel(level), label, {}});
        QCOMPARE(badge.text(), text);
        QCOMPARE(!badge.isHidden(), !text.isEmpty());
        QCOMPARE(badge.accessibleName().isEmpty(), text.isEmpty());
    }
};

QTEST_MAIN(TestWriteConfirmation)
#include "tst_writeconfirmation.moc"
