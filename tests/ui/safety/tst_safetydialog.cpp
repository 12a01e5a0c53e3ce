// Safety Level…: the profile it starts from, the one it gives back, and a label it refuses.
#include "ui/safety/safetybadge.h"
#include "ui/safety/safetydialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>

using namespace rowan;

Q_DECLARE_METATYPE(rowan::SafetyProfile)

class TestSafetyDialog : public QObject
{
    Q_OBJECT

private slots:
    void startsFromTheProfile_data()
    {
        QTest::addColumn<SafetyProfile>("profile");
        QTest::newRow("plain") << SafetyProfile {};
        QTest::newRow("read-only PROD red") << SafetyProfile {SafetyLevel::ReadOnly, "PROD", "#c62828"};
        QTest::newRow("confirm, own colour") << SafetyProfile {SafetyLevel::ConfirmWrites, "test", "#123456"};
    }
    void startsFromTheProfile()
    {
        QFETCH(SafetyProfile, profile);
        SafetyDialog dialog(profile, QStringLiteral("orders.rowan"), true);
        QCOMPARE(dialog.profile(), profile);
        QVERIFY(dialog.windowTitle().contains(QStringLiteral("orders.rowan")));
        QCOMPARE(dialog.findChild<SafetyBadge *>(QStringLiteral("safetyPreview"))->text(),
            profile.isPlain() ? QStringLiteral("nothing") : SafetyBadge::describe(profile));
    }

    void givesBackWhatWasChosen()
    {
        SafetyDialog dialog(SafetyProfile {}, QStringLiteral("Orders (prod)"), false);
        dialog.findChild<QRadioButton *>(QStringLiteral("level-read-only"))->click();
        QTest::keyClicks(
            dialog.findChild<QLineEdit *>(QStringLiteral("safetyLabel")), QStringLiteral(" PROD "));
        auto *colour = dialog.findChild<QComboBox *>(QStringLiteral("safetyColour"));
        colour->setCurrentIndex(colour->findText(QStringLiteral("Red")));
        QCOMPARE(dialog.profile(),
            (SafetyProfile {SafetyLevel::ReadOnly, QStringLiteral("PROD"), QStringLiteral("#c62828")}));
        QCOMPARE(dialog.findChild<SafetyBadge *>(QStringLiteral("safetyPreview"))->text(),
            QStringLiteral("PROD · read-only"));
        QVERIFY(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    }

    void refusesAControlCharacter()
    {
        SafetyDialog dialog(SafetyProfile {}, QStringLiteral("orders.rowan"), true);
        dialog.findChild<QLineEdit *>(QStringLiteral("safetyLabel"))->setText(QStringLiteral("PR\u202EOD"));
        QVERIFY(!dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
        auto *problem = dialog.findChild<QLabel *>(QStringLiteral("safetyProblem"));
        QVERIFY(problem->text().contains(QStringLiteral("control characters")));
    }
};

QTEST_MAIN(TestSafetyDialog)
#include "tst_safetydialog.moc"
