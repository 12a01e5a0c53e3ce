// Every interactive element of the main window (every dock open) and of its dialogs has a name an assistive
// technology can read: the accessibility tree Qt builds is walked and an unnamed button, field, check box,
// list or tab fails the test, naming the widget. Every dialog also opens at a size that holds its content and
// fits the screen, and the window's icons are sharp on a scaled screen (the test runs twice: at 100 % and at
// 200 %).
#include "support/teststore.h"
#include "ui/access/accountdialog.h"
#include "ui/access/policydialog.h"
#include "ui/access/sasdialog.h"
#include "ui/access/tokentesterdialog.h"
#include "ui/connections/connectionactions.h"
#include "ui/compare/comparedialog.h"
#include "ui/compare/snapshotdialog.h"
#include "ui/compare/syncdialog.h"
#include "ui/connections/connectdialog.h"
#include "ui/editing/bulkdeletedialogs.h"
#include "ui/editing/bulkeditdialog.h"
#include "ui/editing/conflictdialog.h"
#include "ui/editing/entityeditor.h"
#include "ui/editing/rekeydialog.h"
#include "ui/editing/stagedreviewdialog.h"
#include "ui/grid/columnchooserdialog.h"
#include "ui/find/findbar.h"
#include "ui/find/quickopen.h"
#include "ui/find/textindexdialog.h"
#include "ui/history/journallimitsdialog.h"
#include "ui/keys/keybuilderdialog.h"
#include "ui/safety/safetydialog.h"
#include "ui/safety/writeconfirmation.h"
#include "ui/store/changepassphrasedialog.h"
#include "ui/store/deletetabledialog.h"
#include "ui/store/newtabledialog.h"
#include "ui/store/passphrasedialog.h"
#include "ui/transfer/copytabledialog.h"
#include "ui/transfer/exportdialog.h"
#include "ui/transfer/importwizard.h"
#include "ui/window/aboutdialog.h"
#include "ui/window/mainwindow.h"
#include "ui/window/preferencesdialog.h"
#include "ui/window/shortcutsdialog.h"

#include "models/store/storetreemodel.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QLayout>
#include <QScreen>
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
        w.findBar()->open(); // hidden until Ctrl+F
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

    void dialogsElementsAreNamed_data() { dialogRows(); }

    void dialogsElementsAreNamed()
    {
        QFETCH(QString, dialog);
        MainWindow w;
        const std::unique_ptr<QDialog> shown = makeDialog(dialog, w);
        QVERIFY(shown);
        shown->show();
        QTest::qWait(50);
        const QStringList found = unnamedIn(shown.get());
        QVERIFY2(found.isEmpty(), qPrintable(u"%1 unnamed:\n"_s.arg(found.size()) + found.join(u'\n')));
    }

    // Each dialog opens at a size that holds its content and fits a 1280×800 screen: at 100 % and, in the
    // second run of this test (tst_accessibility_200), on a 2560×1600 screen at 200 %.
    void dialogsFitTheScreen_data() { dialogRows(); }

    void dialogsFitTheScreen()
    {
        QFETCH(QString, dialog);
        MainWindow w;
        const std::unique_ptr<QDialog> shown = makeDialog(dialog, w);
        QVERIFY(shown);
        shown->show();
        QVERIFY(QTest::qWaitForWindowExposed(shown.get()));
        const QRect screen = shown->screen()->availableGeometry();
        const QSize size = shown->size();
        const QSize needed = shown->layout() ? shown->layout()->minimumSize() : shown->minimumSizeHint();
        QVERIFY2(size.width() >= needed.width() && size.height() >= needed.height(),
            qPrintable(u"%1×%2 is smaller than its content (%3×%4)"_s.arg(size.width())
                    .arg(size.height())
                    .arg(needed.width())
                    .arg(needed.height())));
        QVERIFY2(size.width() <= screen.width() && size.height() <= screen.height(),
            qPrintable(u"%1×%2 does not fit the %3×%4 screen"_s.arg(size.width())
                    .arg(size.height())
                    .arg(screen.width())
                    .arg(screen.height())));
        // A button, a check box or a one-line label narrower than its text is cut.
        QStringList cut;
        for (QWidget *child : shown->findChildren<QWidget *>()) {
            if (!child->isVisibleTo(shown.get()))
                continue;
            const bool text = qobject_cast<QAbstractButton *>(child)
                || (qobject_cast<QLabel *>(child) && !static_cast<QLabel *>(child)->wordWrap()
                    && !static_cast<QLabel *>(child)->text().isEmpty());
            if (text && child->width() < child->minimumSizeHint().width())
                cut << u"%1 '%2' (%3 < %4)"_s.arg(QString::fromLatin1(child->metaObject()->className()),
                    child->objectName(), QString::number(child->width()),
                    QString::number(child->minimumSizeHint().width()));
        }
        QVERIFY2(cut.isEmpty(), qPrintable(u"cut: "_s + cut.join(u", "_s)));
    }

    // At 200 % an icon is drawn from its double-size image, not blown up from the small one.
    void iconsSharpAtTheScreensScale()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const qreal ratio = w.devicePixelRatio();
        if (ratio < 1.5)
            QSKIP("the screen is not scaled in this run");
        QStringList blurred;
        for (QAction *action : w.findChildren<QAction *>()) {
            if (action->icon().isNull() || action->objectName().isEmpty())
                continue;
            const QImage sharp = action->icon().pixmap(QSize(16, 16), ratio).toImage();
            const QImage blown = action->icon()
                                     .pixmap(QSize(16, 16), 1.0)
                                     .toImage()
                                     .scaled(sharp.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
            if (sharp.size() != QSize(16, 16) * ratio || sharp.convertToFormat(QImage::Format_ARGB32)
                    == blown.convertToFormat(QImage::Format_ARGB32))
                blurred << action->objectName();
        }
        blurred.removeDuplicates();
        QVERIFY2(blurred.isEmpty(), qPrintable(u"drawn blown up: "_s + blurred.join(u", "_s)));
    }

private:
    static void dialogRows()
    {
        QTest::addColumn<QString>("dialog");
        for (const char *name : {"preferences", "shortcuts", "about", "journalLimits", "account", "safety",
                 "connect", "newTable", "passphrase", "keyBuilder", "conflict", "stagedReview", "export", "sas",
                 "policy", "tokenTester", "changePassphrase", "deleteTable", "writeConfirm", "entityEditor",
                 "filterDelete", "copyTable", "importWizard",
                 "columnChooser", "bulkEdit", "rekey", "quickOpen", "textIndex",
                 "compare", "censusCompare", "sync", "snapshot"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    // The dialog named `dialog`, with the window `w` as its parent and source of sessions.
    static std::unique_ptr<QDialog> makeDialog(const QString &dialog, MainWindow &w)
    {
        ServiceSession *session = w.session();
        Entity yours(u"p"_s, u"r"_s);
        yours.setProperty(u"Name"_s, Value::string(u"mine"_s));
        Entity stored(u"p"_s, u"r"_s);
        stored.setProperty(u"Name"_s, Value::string(u"theirs"_s));
        if (dialog == u"preferences")
            return std::make_unique<PreferencesDialog>(
                PreferenceValues {}, QList<std::pair<QString, QString>> {{u"en"_s, u"English"_s}}, true, &w);
        if (dialog == u"shortcuts")
            return std::make_unique<ShortcutsDialog>(&w, &w);
        if (dialog == u"about")
            return std::make_unique<AboutDialog>(&w);
        if (dialog == u"journalLimits")
            return std::make_unique<JournalLimitsDialog>(session, &w);
        if (dialog == u"account")
            return std::make_unique<AccountDialog>(session, u"devstoreaccount1"_s, &w);
        if (dialog == u"safety")
            return std::make_unique<SafetyDialog>(SafetyProfile {}, u"demo.rowan"_s, true, &w);
        if (dialog == u"connect")
            return std::make_unique<ConnectDialog>(session, &w);
        if (dialog == u"newTable")
            return std::make_unique<NewTableDialog>(u"devstoreaccount1"_s, QStringList {}, &w);
        if (dialog == u"passphrase")
            return std::make_unique<PassphraseDialog>(PassphraseDialog::Mode::NewStore, u"demo.rowan"_s, &w);
        if (dialog == u"keyBuilder")
            return std::make_unique<KeyBuilderDialog>(&w);
        if (dialog == u"conflict")
            return std::make_unique<ConflictDialog>(yours, stored, &w);
        if (dialog == u"stagedReview")
            return std::make_unique<StagedReviewDialog>(w.stagedEdits(), &w);
        if (dialog == u"export")
            return std::make_unique<ExportDialog>(ExportDialog::Context {u"People"_s, {u"Name"_s}, false, {}, {}}, &w);
        if (dialog == u"sas")
            return std::make_unique<SasDialog>(session, SasModel::Kind::Service, u"devstoreaccount1"_s, u"People"_s, &w);
        if (dialog == u"policy")
            return std::make_unique<PolicyDialog>(session, u"devstoreaccount1"_s, u"People"_s, &w);
        if (dialog == u"tokenTester")
            return std::make_unique<TokenTesterDialog>(session, u"devstoreaccount1"_s, u"People"_s, &w);
        if (dialog == u"changePassphrase")
            return std::make_unique<ChangePassphraseDialog>(session, u"demo.rowan"_s, true, &w);
        if (dialog == u"deleteTable")
            return std::make_unique<DeleteTableDialog>(u"devstoreaccount1"_s, u"People"_s, 1234, &w);
        if (dialog == u"writeConfirm") {
            WriteIntent intent;
            intent.title = u"Delete Entities"_s;
            intent.confirmText = u"Delete 3 Entities"_s;
            intent.question = u"Delete the 3 selected entities?"_s;
            intent.account = u"devstoreaccount1"_s;
            intent.table = u"People"_s;
            intent.bulk = true;
            return std::make_unique<WriteConfirmDialog>(
                SafetyProfile {SafetyLevel::ConfirmWrites, u"PROD"_s, {}}, u"demo.rowan"_s, intent, &w);
        }
        if (dialog == u"entityEditor")
            return std::make_unique<EntityEditor>(
                session, u"devstoreaccount1"_s, u"People"_s, EntityEditor::Mode::Edit, yours, &w);
        if (dialog == u"filterDelete")
            return std::make_unique<FilterDeleteDialog>(session, u"devstoreaccount1"_s, u"People"_s, &w);
        if (dialog == u"copyTable")
            return std::make_unique<CopyTableDialog>(CopyTableDialog::Context {u"People"_s, {u"People"_s}, false, {}, {}},
                w.findChild<ConnectionActions *>()->connections(), &w);
        if (dialog == u"importWizard")
            return std::make_unique<ImportWizard>(session, u"devstoreaccount1"_s, QStringList {u"People"_s}, u"People"_s, &w);
        if (dialog == u"columnChooser")
            return std::make_unique<ColumnChooserDialog>(
                QStringList {u"PartitionKey"_s, u"RowKey"_s, u"Timestamp"_s, u"Name"_s}, ColumnLayoutState {}, &w);
        if (dialog == u"bulkEdit" || dialog == u"rekey") {
            const BulkSources sources {u"devstoreaccount1"_s, u"People"_s, {yours}, {u"p"_s},
                *Filter::fromText(u"Name eq 'mine'"_s)};
            if (dialog == u"bulkEdit")
                return std::make_unique<BulkEditDialog>(session, sources, &w);
            return std::make_unique<RekeyDialog>(session, sources, &w);
        }
        if (dialog == u"quickOpen")
            return std::make_unique<QuickOpenDialog>(
                QList<QuickOpenItem> {
                    {QuickOpenItem::Kind::Table, u"People"_s, u"devstoreaccount1"_s, {}, -1, {}},
                    {QuickOpenItem::Kind::Connection, u"Azurite"_s, {}, u"id"_s, -1, {}}},
                &w);
        if (dialog == u"textIndex")
            return std::make_unique<TextIndexDialog>(session, u"devstoreaccount1"_s, u"People"_s, &w);
        if (dialog == u"compare")
            return std::make_unique<CompareDialog>(
                CompareDialog::Context {u"devstoreaccount1"_s, u"People"_s, u"demo.rowan"_s, {u"People"_s}, {}},
                nullptr, &w);
        if (dialog == u"censusCompare") {
            // The Schema view's Compare With…: the other table only.
            auto compare = std::make_unique<CompareDialog>(
                CompareDialog::Context {u"devstoreaccount1"_s, u"People"_s, u"demo.rowan"_s, {u"People"_s}, {}},
                nullptr, &w);
            compare->setOptionsShown(false);
            return compare;
        }
        if (dialog == u"sync")
            return std::make_unique<SyncDialog>(
                SyncSides {}, u"People in demo.rowan"_s, u"People in other.rowan"_s, compare::DiffOptions {}, &w);
        if (dialog == u"snapshot")
            return std::make_unique<SnapshotDialog>(
                SnapshotDialog::Context {u"People"_s, {u"People"_s}, true, QDateTime::currentDateTimeUtc()}, &w);
        return nullptr;
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
