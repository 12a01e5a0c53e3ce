// Settings ▸ Preferences: the dialog shows and returns the values, they are kept across restarts, the main
// window applies them (theme, DateTime display, page size), and the dialog is used by keyboard in order.
#include "support/focuschain.h"
#include "support/modalhelper.h"
#include "support/teststore.h"
#include "ui/safety/safetydialog.h"
#include "ui/style/themes.h"
#include "ui/window/mainwindow.h"
#include "ui/window/preferencesdialog.h"

#include "models/grid/entitytablemodel.h"
#include "models/settings/preferences.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(rowan::PreferenceValues)

namespace {
const QList<std::pair<QString, QString>> Languages {{u"en"_s, u"English"_s}, {u"nl"_s, u"Nederlands"_s}};

// Sets the dialog's widgets to `values`.
void fill(PreferencesDialog *dialog, const PreferenceValues &values)
{
    auto *theme = dialog->findChild<QComboBox *>(u"themeCombo"_s);
    theme->setCurrentIndex(theme->findData(values.theme));
    auto *language = dialog->findChild<QComboBox *>(u"languageCombo"_s);
    language->setCurrentIndex(language->findData(values.language));
    dialog->findChild<QComboBox *>(u"datesCombo"_s)->setCurrentIndex(values.localTime ? 1 : 0);
    dialog->findChild<QSpinBox *>(u"pageSizeSpin"_s)->setValue(values.pageSize);
}
} // namespace

class TestPreferencesDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"RowanTests"_s);
        QCoreApplication::setApplicationName(u"tst_preferencesdialog"_s);
    }
    void init() { QSettings().clear(); }

    void valuesRoundTrip_data()
    {
        QTest::addColumn<PreferenceValues>("values");
        QTest::addColumn<int>("keptPageSize");
        QTest::newRow("defaults") << PreferenceValues {} << 500;
        QTest::newRow("dark, Dutch, local, 200") << PreferenceValues {u"dark"_s, u"nl"_s, true, 200} << 200;
        QTest::newRow("high contrast, system language, UTC, 1000")
            << PreferenceValues {u"high-contrast"_s, QString(), false, 1000} << 1000;
        QTest::newRow("light, English, local, 100")
            << PreferenceValues {u"light"_s, u"en"_s, true, 100} << 100;
    }

    // What the dialog shows it returns; what is accepted is kept and read back by the next start.
    void valuesRoundTrip()
    {
        QFETCH(PreferenceValues, values);
        QFETCH(int, keptPageSize);
        PreferencesDialog shown(values, Languages, true);
        QCOMPARE(shown.values(), values);
        PreferencesDialog dialog(PreferenceValues {}, Languages, true);
        fill(&dialog, values);
        QCOMPARE(dialog.values(), values);
        {
            Preferences preferences;
            preferences.setValues(dialog.values());
        }
        const Preferences again;
        QCOMPARE(again.values().theme, values.theme);
        QCOMPARE(again.values().language, values.language);
        QCOMPARE(again.values().localTime, values.localTime);
        QCOMPARE(again.values().pageSize, keptPageSize);
    }

    // A page size kept out of range (an older or edited settings file) is brought into it.
    void pageSizeIsBounded()
    {
        QSettings().setValue(u"preferences/pageSize"_s, 50000);
        QCOMPARE(Preferences().values().pageSize, Preferences::MaxPageSize);
        QSettings().setValue(u"preferences/pageSize"_s, 0);
        QCOMPARE(Preferences().values().pageSize, Preferences::MinPageSize);
    }

    void keyboardOrderAndNames()
    {
        PreferencesDialog dialog(PreferenceValues {}, Languages, false);
        const QStringList chain = focusChain(&dialog);
        QCOMPARE(chain.mid(0, 6),
            QStringList({u"themeCombo"_s, u"languageCombo"_s, u"datesCombo"_s, u"pageSizeSpin"_s,
                u"journalLimitsButton"_s, u"safetyLevelButton"_s}));
        for (const char *name : {"themeCombo", "languageCombo", "datesCombo", "pageSizeSpin"})
            QVERIFY2(
                !dialog.findChild<QWidget *>(QString::fromLatin1(name))->accessibleName().isEmpty(), name);
        // Without a journal the limits cannot be set, and the button says why.
        QVERIFY(!dialog.findChild<QPushButton *>(u"journalLimitsButton"_s)->isEnabled());
        // Nor the confirmations without a store or connection shown.
        QVERIFY(!dialog.findChild<QPushButton *>(u"safetyLevelButton"_s)->isEnabled());
    }

    // The confirmations are the safety level of the store shown: Preferences opens its dialog.
    void confirmationsOpenTheSafetyLevel()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"prefs.rowan"_s);
        QVERIFY(TestStoreBuilder(path).table(u"People"_s, 3, [](qint64 i) {
            return Entity(u"p"_s, u"r%1"_s.arg(i));
        }).build());
        MainWindow w;
        QSignalSpy opened(&w, &MainWindow::storeOpened);
        w.openStore(path);
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 30000);
        bool safetyShown = false;
        bool buttonEnabled = false;
        onNextModal<PreferencesDialog>([&](PreferencesDialog *dialog) {
            auto *button = dialog->findChild<QPushButton *>(u"safetyLevelButton"_s);
            buttonEnabled = button->isEnabled();
            onNextModal<SafetyDialog>([&](SafetyDialog *safety) {
                safetyShown = true;
                safety->reject();
            });
            button->click();
            dialog->reject();
        });
        w.findChild<QAction *>(u"actionPreferences"_s)->trigger();
        QVERIFY(buttonEnabled);
        QTRY_VERIFY(safetyShown);
    }

    // The main window applies what is accepted: the palette, the grid's DateTime display and page size; the
    // desktop's theme comes back.
    void mainWindowApplies()
    {
        const QColor desktopWindow = QApplication::palette().color(QPalette::Window);
        MainWindow w;
        auto *preferences = w.findChild<QAction *>(u"actionPreferences"_s);
        QVERIFY(preferences);
        onNextModal<PreferencesDialog>([](PreferencesDialog *dialog) {
            fill(dialog, PreferenceValues {u"dark"_s, QString(), true, 300});
            dialog->accept();
        });
        preferences->trigger();
        QCOMPARE(QApplication::palette().color(QPalette::Window),
            themePalette(Theme::Dark).color(QPalette::Window));
        QCOMPARE(w.entityModel()->pageSize(), 300);
        QVERIFY(w.findChild<QCheckBox *>(u"localTime"_s)->isChecked());

        onNextModal<PreferencesDialog>([](PreferencesDialog *dialog) {
            fill(dialog, PreferenceValues {});
            dialog->accept();
        });
        preferences->trigger();
        QCOMPARE(QApplication::palette().color(QPalette::Window), desktopWindow);
        QCOMPARE(w.entityModel()->pageSize(), 500);
        QVERIFY(!w.findChild<QCheckBox *>(u"localTime"_s)->isChecked());
    }
};

QTEST_MAIN(TestPreferencesDialog)
#include "tst_preferencesdialog.moc"
