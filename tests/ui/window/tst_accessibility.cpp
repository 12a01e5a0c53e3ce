// Every interactive element of the main window (every dock open) and of its dialogs has a name an assistive
// technology can read: the accessibility tree Qt builds is walked and an unnamed button, field, check box,
// list or tab fails the test, naming the widget.
#include "support/teststore.h"
#include "ui/access/accountdialog.h"
#include "ui/compare/comparedialog.h"
#include "ui/compare/snapshotdialog.h"
#include "ui/compare/syncdialog.h"
#include "ui/connections/connectdialog.h"
#include "ui/editing/conflictdialog.h"
#include "ui/editing/stagedreviewdialog.h"
#include "ui/history/journallimitsdialog.h"
#include "ui/keys/keybuilderdialog.h"
#include "ui/safety/safetydialog.h"
#include "ui/store/newtabledialog.h"
#include "ui/store/passphrasedialog.h"
#include "ui/transfer/exportdialog.h"
#include "ui/window/aboutdialog.h"
#include "ui/window/mainwindow.h"
#include "ui/window/preferencesdialog.h"
#include "ui/window/shortcutsdialog.h"

#include "models/store/storetreemodel.h"

#include <QAccessible>
#include <QApplication>
#include <QDockWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

bool interactive(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::PageTab:
    case QAccessible::Table:
    case QAccessible::Tree:
    case QAccessible::List:
        return true;
    default:
        return false;
    }
}

QString describe(QAccessibleInterface *element)
{
    QObject *object = element->object();
    QStringList path;
    for (QObject *o = object; o; o = o->parent())
        if (!o->objectName().isEmpty())
            path.prepend(o->objectName());
    return u"%1 '%2' (%3)"_s.arg(object ? QString::fromLatin1(object->metaObject()->className()) : u"?"_s,
        path.join(u'/'), QString::number(element->role(), 16));
}

// The visible interactive elements under `element` without a name.
void unnamed(QAccessibleInterface *element, QStringList &into, int depth = 0)
{
    if (!element || depth > 40)
        return;
    const QAccessible::State state = element->state();
    if (state.invisible)
        return;
    if (interactive(element->role()) && element->text(QAccessible::Name).trimmed().isEmpty())
        into.append(describe(element));
    // Rows and cells are the model's data; their headers name them.
    if (element->role() == QAccessible::Table || element->role() == QAccessible::Tree
        || element->role() == QAccessible::List)
        return;
    for (int i = 0; i < element->childCount(); ++i)
        unnamed(element->child(i), into, depth + 1);
}

QStringList unnamedIn(QWidget *root)
{
    QStringList found;
    unnamed(QAccessible::queryAccessibleInterface(root), found);
    return found;
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"RowanTests"_s);
        QCoreApplication::setApplicationName(u"tst_accessibility"_s);
        QAccessible::setActive(true);
    }

    void mainWindowElementsAreNamed()
    {
        const QString path = m_dir.filePath(u"a11y.rowan"_s);
        QVERIFY(TestStoreBuilder(path)
                    .table(u"People"_s, 30,
                        [](qint64 i) {
                            Entity e(u"p%1"_s.arg(i % 3), u"r%1"_s.arg(i));
                            e.setProperty(u"Name"_s, Value::string(u"n%1"_s.arg(i)));
                            return e;
                        })
                    .build());
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QSignalSpy opened(&w, &MainWindow::storeOpened);
        w.openStore(path);
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(w.storeTree()->rowCount() == 1 && !w.storeTree()->isLoading(), 20000);
        QStringList found;
        // Docks that share a place are walked one at a time, each raised: hidden tabs are not in the tree.
        for (QDockWidget *dock : w.findChildren<QDockWidget *>()) {
            dock->show();
            dock->raise();
            QTest::qWait(100);
            for (const QString &element : unnamedIn(&w))
                if (!found.contains(element))
                    found.append(element);
        }
        QVERIFY2(found.isEmpty(), qPrintable(u"%1 unnamed:\n"_s.arg(found.size()) + found.join(u'\n')));
    }

    void dialogsElementsAreNamed_data()
    {
        QTest::addColumn<QString>("dialog");
        for (const char *name : {"preferences", "shortcuts", "about", "journalLimits", "account", "safety",
                 "connect", "newTable", "passphrase", "keyBuilder", "conflict", "stagedReview", "export", "compare",
                 "sync", "snapshot"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void dialogsElementsAreNamed()
    {
        QFETCH(QString, dialog);
        MainWindow w;
        ServiceSession *session = w.session();
        Entity yours(u"p"_s, u"r"_s);
        yours.setProperty(u"Name"_s, Value::string(u"mine"_s));
        Entity stored(u"p"_s, u"r"_s);
        stored.setProperty(u"Name"_s, Value::string(u"theirs"_s));
        std::unique_ptr<QDialog> shown;
        if (dialog == u"preferences")
            shown = std::make_unique<PreferencesDialog>(
                PreferenceValues {}, QList<std::pair<QString, QString>> {{u"en"_s, u"English"_s}}, true, &w);
        else if (dialog == u"shortcuts")
            shown = std::make_unique<ShortcutsDialog>(&w, &w);
        else if (dialog == u"about")
            shown = std::make_unique<AboutDialog>(&w);
        else if (dialog == u"journalLimits")
            shown = std::make_unique<JournalLimitsDialog>(session, &w);
        else if (dialog == u"account")
            shown = std::make_unique<AccountDialog>(session, u"devstoreaccount1"_s, &w);
        else if (dialog == u"safety")
            shown = std::make_unique<SafetyDialog>(SafetyProfile {}, u"demo.rowan"_s, true, &w);
        else if (dialog == u"connect")
            shown = std::make_unique<ConnectDialog>(session, &w);
        else if (dialog == u"newTable")
            shown = std::make_unique<NewTableDialog>(u"devstoreaccount1"_s, QStringList {}, &w);
        else if (dialog == u"passphrase")
            shown = std::make_unique<PassphraseDialog>(PassphraseDialog::Mode::NewStore, u"demo.rowan"_s, &w);
        else if (dialog == u"keyBuilder")
            shown = std::make_unique<KeyBuilderDialog>(&w);
        else if (dialog == u"conflict")
            shown = std::make_unique<ConflictDialog>(yours, stored, &w);
        else if (dialog == u"stagedReview")
            shown = std::make_unique<StagedReviewDialog>(w.stagedEdits(), &w);
        else if (dialog == u"export")
            shown = std::make_unique<ExportDialog>(
                ExportDialog::Context {u"People"_s, {u"Name"_s}, false, {}, {}}, &w);
        else if (dialog == u"compare")
            shown = std::make_unique<CompareDialog>(
                CompareDialog::Context {u"devstoreaccount1"_s, u"People"_s, u"demo.rowan"_s, {u"People"_s}, {}},
                nullptr, &w);
        else if (dialog == u"sync")
            shown = std::make_unique<SyncDialog>(
                SyncSides {}, u"People in demo.rowan"_s, u"People in other.rowan"_s, compare::DiffOptions {}, &w);
        else if (dialog == u"snapshot")
            shown = std::make_unique<SnapshotDialog>(
                SnapshotDialog::Context {u"People"_s, {u"People"_s}, true, QDateTime::currentDateTimeUtc()}, &w);
        QVERIFY(shown);
        shown->show();
        QTest::qWait(50);
        const QStringList found = unnamedIn(shown.get());
        QVERIFY2(found.isEmpty(), qPrintable(u"%1 unnamed:\n"_s.arg(found.size()) + found.join(u'\n')));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
