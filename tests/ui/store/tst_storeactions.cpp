// The main window's store actions end to end: Change Passphrase, New Table, Delete Table and Refresh.
#include "support/modalhelper.h"
#include "support/teststore.h"
#include "ui/store/changepassphrasedialog.h"
#include "ui/store/deletetabledialog.h"
#include "ui/store/newtabledialog.h"
#include "ui/store/storenavigator.h"
#include "ui/window/mainwindow.h"

#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>

using namespace rowan;

namespace {
const QString account = QStringLiteral("devstoreaccount1");
}

class TestStoreActions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void disabledWithoutAStore();
    void rekeyViaTheMenuThenReopen();
    void createAndDeleteTableThroughTheTree();
    void refreshKeepsTheChosenTable();

private:
    QAction *action(MainWindow &w, const char *name)
    {
        return w.findChild<QAction *>(QString::fromLatin1(name));
    }
    QString encryptionStatus(MainWindow &w)
    {
        return w.findChild<QToolButton *>(QStringLiteral("encryptionStatus"))->text();
    }
    // Opens (creating) a store at path and waits until the tree shows it.
    bool open(MainWindow &w, const QString &path, const QString &passphrase, bool create);
    QTemporaryDir m_dir;
};

void TestStoreActions::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RowanTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_storeactions"));
    QVERIFY(m_dir.isValid());
}

void TestStoreActions::init()
{
    QSettings().clear();
}

bool TestStoreActions::open(MainWindow &w, const QString &path, const QString &passphrase, bool create)
{
    QSignalSpy opened(&w, &MainWindow::storeOpened);
    QSignalSpy loaded(w.storeTree(), &StoreTreeModel::loaded);
    w.openStoreWithPassphrase(path, passphrase, create);
    return QTest::qWaitFor(
        [&] { return opened.count() == 1 && loaded.count() >= 1 && !w.storeTree()->isLoading(); }, 20000);
}

void TestStoreActions::disabledWithoutAStore()
{
    MainWindow w;
    QVERIFY(!action(w, "actionChangePassphrase")->isEnabled());
    QVERIFY(!action(w, "actionNewTable")->isEnabled());
    QVERIFY(!action(w, "actionDeleteTable")->isEnabled());
    QVERIFY(!action(w, "actionRefreshTree")->isEnabled());
    QCOMPARE(action(w, "actionRefreshTree")->shortcut(), QKeySequence(QKeySequence::Refresh));
    QVERIFY(w.findChild<QMenu *>(QStringLiteral("fileMenu"))
                ->actions()
                .contains(action(w, "actionChangePassphrase")));
    auto *toolBar = w.findChild<QToolBar *>(QStringLiteral("storeToolBar"));
    QVERIFY(toolBar->actions().contains(action(w, "actionNewTable")));
    QVERIFY(toolBar->actions().contains(action(w, "actionDeleteTable")));
}

void TestStoreActions::rekeyViaTheMenuThenReopen()
{
    const QString path = m_dir.filePath(QStringLiteral("rekeyed.rowan"));
    MainWindow w;
    QVERIFY(open(w, path, QString(), true));
    QVERIFY(action(w, "actionChangePassphrase")->isEnabled());
    QCOMPARE(encryptionStatus(w), QStringLiteral("Not encrypted"));
    QVERIFY(w.windowTitle().contains(QLatin1String("(not encrypted)")));
    QCOMPARE(w.storeTree()->index(0, 0).data(StoreTreeModel::EncryptedRole).toBool(), false);

    bool sawWarning = false;
    onNextModal<ChangePassphraseDialog>([&](ChangePassphraseDialog *d) {
        d->findChild<QLineEdit *>(QStringLiteral("passphrase"))->setText(QStringLiteral("n3w pass"));
        d->findChild<QLineEdit *>(QStringLiteral("confirm"))->setText(QStringLiteral("n3w pass"));
        sawWarning = d->findChild<QLabel *>(QStringLiteral("message"))
                         ->text()
                         .contains(QLatin1String("cannot be recovered"));
        d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    action(w, "actionChangePassphrase")->trigger(); // returns when the dialog has closed
    QVERIFY(sawWarning);
    QCOMPARE(encryptionStatus(w), QStringLiteral("Encrypted (SQLCipher)"));
    QVERIFY(w.windowTitle().contains(QLatin1String("(encrypted)")));
    QTRY_COMPARE(w.storeTree()->index(0, 0).data(StoreTreeModel::EncryptedRole).toBool(), true);

    action(w, "actionCloseStore")->trigger();
    QVERIFY(!action(w, "actionChangePassphrase")->isEnabled());
    QSignalSpy failed(&w, &MainWindow::storeOpenFailed);
    w.openStoreWithPassphrase(path, QString(), false);
    QTRY_COMPARE(failed.count(), 1);
    QVERIFY(open(w, path, QStringLiteral("n3w pass"), false));
    QCOMPARE(w.currentStorePath(), path);
    QCOMPARE(encryptionStatus(w), QStringLiteral("Encrypted (SQLCipher)"));
    QCOMPARE(w.storeTree()->index(0, 0).data(StoreTreeModel::EncryptedRole).toBool(), true);

    // And back: an empty passphrase decrypts, after a warning.
    bool warnedDecrypt = false;
    onNextModal<ChangePassphraseDialog>([&](ChangePassphraseDialog *d) {
        warnedDecrypt
            = d->findChild<QLabel *>(QStringLiteral("message"))->text().contains(QLatin1String("decrypts"));
        d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    action(w, "actionChangePassphrase")->trigger();
    QVERIFY(warnedDecrypt);
    QCOMPARE(encryptionStatus(w), QStringLiteral("Not encrypted"));
    action(w, "actionCloseStore")->trigger();
    QVERIFY(open(w, path, QString(), false));
}

void TestStoreActions::createAndDeleteTableThroughTheTree()
{
    const QString path = m_dir.filePath(QStringLiteral("tables.rowan"));
    MainWindow w;
    w.show();
    QVERIFY(open(w, path, QString(), true));
    auto *navigator = w.findChild<StoreNavigator *>();
    navigator->view()->setCurrentIndex(w.storeTree()->accountIndex(account));
    QVERIFY(action(w, "actionNewTable")->isEnabled());
    QVERIFY(!action(w, "actionDeleteTable")->isEnabled());

    QString rejectedMessage;
    bool okWasBlocked = false;
    onNextModal<NewTableDialog>([&](NewTableDialog *d) {
        auto *name = d->findChild<QLineEdit *>(QStringLiteral("tableName"));
        auto *ok = d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QTest::keyClicks(name, QStringLiteral("1Orders"));
        okWasBlocked = !ok->isEnabled();
        rejectedMessage = d->findChild<QLabel *>(QStringLiteral("message"))->text();
        name->setText(QStringLiteral("Orders"));
        ok->click();
    });
    QSignalSpy created(w.storeTree(), &StoreTreeModel::tableCreated);
    action(w, "actionNewTable")->trigger();
    QVERIFY(okWasBlocked);
    QVERIFY2(rejectedMessage.contains(QLatin1String("position 1")), qPrintable(rejectedMessage));
    QTRY_COMPARE(created.count(), 1);
    // The tree reloads with the new table chosen, and the grid shows it.
    QTRY_COMPARE(navigator->currentTable(), QStringLiteral("Orders"));
    QVERIFY(w.storeTree()->tableIndex(account, QStringLiteral("Orders")).isValid());
    QTRY_COMPARE(w.entityModel()->table(), QStringLiteral("Orders"));

    // Entities written elsewhere show after Refresh.
    auto written = w.session()
                       ->run([](TableService &service) {
                           for (int i = 0; i < 3; ++i) {
                               EntityOperation insert;
                               insert.entity = Entity(QStringLiteral("p"), QString::number(i));
                               if (!service.write(account, QStringLiteral("Orders"), insert))
                                   return false;
                           }
                           return true;
                       })
                       .result();
    QVERIFY(written);
    // The store announces the commits, so the tree may reload on its own as well: wait for the count.
    QSignalSpy loaded(w.storeTree(), &StoreTreeModel::loaded);
    action(w, "actionRefreshTree")->trigger();
    QTRY_VERIFY(loaded.count() >= 1);
    QTRY_COMPARE(w.storeTree()
                     ->tableIndex(account, QStringLiteral("Orders"))
                     .siblingAtColumn(StoreTreeModel::EntitiesColumn)
                     .data()
                     .toString(),
        QLocale::system().toString(3));
    QTRY_COMPARE(navigator->currentTable(), QStringLiteral("Orders"));

    // Deleting asks for the name, since the table holds entities; then the grid empties.
    QVERIFY(action(w, "actionDeleteTable")->isEnabled());
    QString question;
    bool deleteWasBlocked = false;
    onNextModal<DeleteTableDialog>([&](DeleteTableDialog *d) {
        question = d->findChild<QLabel *>(QStringLiteral("message"))->text();
        auto *button = d->findChild<QPushButton *>(QStringLiteral("deleteButton"));
        deleteWasBlocked = !button->isEnabled();
        QTest::keyClicks(d->findChild<QLineEdit *>(QStringLiteral("confirmName")), QStringLiteral("Orders"));
        button->click();
    });
    QSignalSpy deleted(w.storeTree(), &StoreTreeModel::tableDeleted);
    action(w, "actionDeleteTable")->trigger();
    QTRY_COMPARE(deleted.count(), 1);
    QVERIFY2(question.contains(QLatin1String("<b>3</b> entities")), qPrintable(question));
    QVERIFY(deleteWasBlocked);
    QTRY_VERIFY(!w.storeTree()->tableIndex(account, QStringLiteral("Orders")).isValid());
    QVERIFY(w.entityModel()->table().isEmpty());
    QTRY_VERIFY(!w.storeTree()->isLoading());
    QVERIFY(navigator->currentTable().isEmpty());
    QCOMPARE(navigator->currentAccount(), account);
}

void TestStoreActions::refreshKeepsTheChosenTable()
{
    const QString path = m_dir.filePath(QStringLiteral("keep.rowan"));
    QVERIFY(TestStoreBuilder(path).table(QStringLiteral("Alpha")).table(QStringLiteral("Beta")).build());
    MainWindow w;
    QVERIFY(open(w, path, QString(), false));
    auto *navigator = w.findChild<StoreNavigator *>();
    QTRY_COMPARE(navigator->currentTable(), QStringLiteral("Alpha")); // the first table, shown at once
    navigator->view()->setCurrentIndex(w.storeTree()->tableIndex(account, QStringLiteral("Beta")));
    QCOMPARE(w.entityModel()->table(), QStringLiteral("Beta"));
    QSignalSpy loaded(w.storeTree(), &StoreTreeModel::loaded);
    action(w, "actionRefreshTree")->trigger();
    QTRY_COMPARE(loaded.count(), 1);
    QTRY_COMPARE(navigator->currentTable(), QStringLiteral("Beta"));
    QTRY_COMPARE(w.entityModel()->table(), QStringLiteral("Beta"));
}

QTEST_MAIN(TestStoreActions)
#include "tst_storeactions.moc"
