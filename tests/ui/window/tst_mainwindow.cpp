#include "support/modalhelper.h"
#include "support/teststore.h"
#include "ui/keys/keysview.h"
#include "ui/keys/partitionchart.h"
#include "ui/keys/partitionlist.h"
#include "ui/store/passphrasedialog.h"
#include "ui/store/storenavigator.h"
#include "ui/window/aboutdialog.h"
#include "ui/window/mainwindow.h"

#include "models/editing/stagededits.h"
#include "models/grid/entitytablemodel.h"
#include "models/keys/keyfindingsmodel.h"
#include "models/keys/partitionchartmodel.h"
#include "models/keys/partitionlistmodel.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"

#include "models/store/recentstoresmodel.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

using namespace rowan;

// Opening derives the key from the passphrase (deliberately slow) once per try: on a busy machine running
// tests side by side an open can take several seconds.
constexpr int StoreOpenTimeoutMs = 30000;

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void menusHaveTheirActions_data();
    void menusHaveTheirActions();
    void docksExistAndToggle();
    void openAndCloseStore();
    void pendingEditsAskBeforeLeaving_data();
    void pendingEditsAskBeforeLeaving();
    void openMissingStoreWarns();
    void newStoreAsksForAPath();
    void recentMenuReopens();
    void wrongPassphraseAsksAgain();
    void choosingATableFillsTheGrid();
    void aboutShowsLinkedVersions();

private:
    QMenu *menu(MainWindow &w, const char *name) { return w.findChild<QMenu *>(QString::fromLatin1(name)); }
    QTemporaryDir m_dir;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RowanTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    QVERIFY(m_dir.isValid());
}

void TestMainWindow::init()
{
    QSettings().clear();
}

void TestMainWindow::menusHaveTheirActions_data()
{
    QTest::addColumn<QString>("menuName");
    QTest::addColumn<QStringList>("actions");
    QTest::newRow("File") << "fileMenu"
                          << QStringList {"actionNewStore", "actionOpenStore", "actionCloseStore",
                                 "actionChangePassphrase", "actionImport", "actionQuit"};
    QTest::newRow("Help") << "helpMenu" << QStringList {"actionAbout", "actionAboutQt"};
}

void TestMainWindow::menusHaveTheirActions()
{
    QFETCH(QString, menuName);
    QFETCH(QStringList, actions);
    MainWindow w;
    auto *m = w.findChild<QMenu *>(menuName);
    QVERIFY(m);
    QVERIFY(w.menuBar()->actions().contains(m->menuAction()));
    for (const QString &name : actions) {
        auto *a = w.findChild<QAction *>(name);
        QVERIFY2(a, qPrintable(name));
        QVERIFY2(m->actions().contains(a), qPrintable(name));
        QVERIFY(!a->text().isEmpty());
    }
    QVERIFY(w.findChild<QMenu *>(QStringLiteral("recentMenu")));
    QCOMPARE(
        w.findChild<QAction *>(QStringLiteral("actionQuit"))->shortcut(), QKeySequence(QKeySequence::Quit));
}

void TestMainWindow::docksExistAndToggle()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QStringList names {"storesDock", "partitionsDock"};
    for (const QString &name : names) {
        auto *dock = w.findChild<QDockWidget *>(name);
        QVERIFY2(dock, qPrintable(name));
        QVERIFY(dock->isVisible());
        QVERIFY(menu(w, "viewMenu")->actions().contains(dock->toggleViewAction()));
        dock->toggleViewAction()->trigger();
        QVERIFY(!dock->isVisible());
    }
    QVERIFY(w.statusBar()->isVisible());
    QCOMPARE(w.findChild<QLabel *>(QStringLiteral("storeStatus"))->text(), QStringLiteral("No store open"));
}

void TestMainWindow::openAndCloseStore()
{
    const QString path = m_dir.filePath(QStringLiteral("a.rowan"));
    MainWindow w;
    QSignalSpy changed(&w, &MainWindow::storeChanged);
    QSignalSpy opened(&w, &MainWindow::storeOpened);
    auto *close = w.findChild<QAction *>(QStringLiteral("actionCloseStore"));
    QVERIFY(!close->isEnabled());
    w.openStoreWithPassphrase(path, QString(), true);
    QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, StoreOpenTimeoutMs);
    QVERIFY(QFileInfo::exists(path));
    QCOMPARE(w.currentStorePath(), path);
    QCOMPARE(changed.count(), 1);
    QVERIFY(w.windowTitle().contains(QLatin1String("a.rowan")));
    QCOMPARE(w.recentStores()->paths(), QStringList {path});
    QCOMPARE(w.findChild<QLabel *>(QStringLiteral("storeStatus"))->text(), path);
    QVERIFY(w.findChild<QToolButton *>(QStringLiteral("encryptionStatus"))
                ->text()
                .contains(QLatin1String("Not encrypted")));
    QVERIFY(close->isEnabled());
    // The tree shows the store and its development account.
    QTRY_COMPARE(w.storeTree()->rowCount(), 1);
    QTRY_COMPARE(w.storeTree()->rowCount(w.storeTree()->index(0, 0)), 1);
    QCOMPARE(w.storeTree()->index(0, 0, w.storeTree()->index(0, 0)).data().toString(),
        QStringLiteral("devstoreaccount1"));
    close->trigger();
    QVERIFY(w.currentStorePath().isEmpty());
    QVERIFY(!w.session()->isOpen());
    QCOMPARE(changed.count(), 2);
    QCOMPARE(w.windowTitle(), QStringLiteral("Rowan"));
    QTRY_COMPARE(w.storeTree()->rowCount(), 0);
}

void TestMainWindow::pendingEditsAskBeforeLeaving_data()
{
    QTest::addColumn<QString>("leave");
    QTest::addColumn<bool>("discard");
    for (const char *leave : {"closeStore", "openOther", "closeWindow"}) {
        QTest::addRow("%s, cancel", leave) << QString::fromLatin1(leave) << false;
        QTest::addRow("%s, discard", leave) << QString::fromLatin1(leave) << true;
    }
}

// Pending edits belong to the store shown: closing it, opening another or closing the window asks first,
// and only a Discard lets them go.
void TestMainWindow::pendingEditsAskBeforeLeaving()
{
    QFETCH(QString, leave);
    QFETCH(bool, discard);
    const QString path = m_dir.filePath(QStringLiteral("pending-%1-%2.rowan").arg(leave).arg(discard));
    const QString other = m_dir.filePath(QStringLiteral("other-%1-%2.rowan").arg(leave).arg(discard));
    MainWindow w;
    w.show();
    QSignalSpy opened(&w, &MainWindow::storeOpened);
    w.openStoreWithPassphrase(other, QString(), true);
    QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, StoreOpenTimeoutMs);
    w.openStoreWithPassphrase(path, QString(), true);
    QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 2, StoreOpenTimeoutMs);
    StagedEdits *staged = w.stagedEdits();
    staged->setEnabled(true);
    const Entity added(QStringLiteral("p"), QStringLiteral("r"));
    QVERIFY(staged->stage(QStringLiteral("devstoreaccount1"), QStringLiteral("T"),
        EntityOperation {OperationType::Insert, added, QString()}, std::nullopt));
    QCOMPARE(staged->count(), 1);

    QString asked;
    onNextModal<QMessageBox>([&asked, discard](QMessageBox *box) {
        asked = box->objectName();
        box->button(discard ? QMessageBox::Discard : QMessageBox::Cancel)->click();
    });
    if (leave == u"closeStore")
        w.findChild<QAction *>(QStringLiteral("actionCloseStore"))->trigger();
    else if (leave == u"openOther")
        w.openStoreWithPassphrase(other, QString(), false);
    else
        w.close();
    QTRY_VERIFY_WITH_TIMEOUT(!asked.isEmpty(), StoreOpenTimeoutMs);
    QCOMPARE(asked, leave == u"closeWindow" ? QStringLiteral("pendingOnClose") : QStringLiteral("pendingOnLeave"));
    QCOMPARE(staged->count(), discard ? 0 : 1);
    if (leave == u"closeWindow") {
        QCOMPARE(w.isVisible(), !discard);
        return;
    }
    // Closing the store shown shows the other one, open beside it.
    const QString shown = other;
    QCOMPARE(w.currentStorePath(), discard ? shown : path);
}

void TestMainWindow::openMissingStoreWarns()
{
    MainWindow w;
    bool warned = false;
    QTimer::singleShot(0, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            warned = box->text().contains(QLatin1String("no store"));
            box->accept();
        }
    });
    QSignalSpy failed(&w, &MainWindow::storeOpenFailed);
    w.openStore(m_dir.filePath(QStringLiteral("missing.rowan")));
    QCOMPARE(failed.count(), 1);
    QVERIFY(warned);
    QVERIFY(w.currentStorePath().isEmpty());
}

void TestMainWindow::newStoreAsksForAPath()
{
    MainWindow w;
    QSignalSpy opened(&w, &MainWindow::storeOpened);
    const QString path = m_dir.filePath(QStringLiteral("new.rowan"));
    bool sawDialog = false;
    bool warnedEmpty = false;
    bool okBlockedOnMismatch = false;
    onNextModal<QFileDialog>([&](QFileDialog *dialog) {
        sawDialog = dialog->acceptMode() == QFileDialog::AcceptSave;
        onNextModal<PassphraseDialog>([&](PassphraseDialog *d) {
            auto *message = d->findChild<QLabel *>(QStringLiteral("message"));
            warnedEmpty = message->text().contains(QLatin1String("not encrypted"));
            auto *ok = d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
            d->findChild<QLineEdit *>(QStringLiteral("passphrase"))->setText(QStringLiteral("s3cret"));
            okBlockedOnMismatch = !ok->isEnabled() && message->text().contains(QLatin1String("do not match"));
            d->findChild<QLineEdit *>(QStringLiteral("confirm"))->setText(QStringLiteral("s3cret"));
            QVERIFY(ok->isEnabled());
            ok->click();
        });
        // The widget-based dialog fills its file list in the background; until it has, accept() may
        // ignore the typed name. Answer again until the dialog has closed.
        dialog->setDirectory(QFileInfo(path).absolutePath());
        auto *retry = new QTimer(dialog);
        QObject::connect(retry, &QTimer::timeout, dialog, [dialog, path] {
            if (auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
                name->setText(QFileInfo(path).fileName());
            QMetaObject::invokeMethod(dialog, "accept");
        });
        retry->start(50);
    });
    w.findChild<QAction *>(QStringLiteral("actionNewStore"))->trigger();
    QVERIFY(sawDialog);
    QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, StoreOpenTimeoutMs);
    QVERIFY(warnedEmpty);
    QVERIFY(okBlockedOnMismatch);
    QCOMPARE(w.currentStorePath(), path);
    QVERIFY(w.session()->localStore()->isEncrypted());
    QVERIFY(w.findChild<QToolButton *>(QStringLiteral("encryptionStatus"))
                ->text()
                .contains(QLatin1String("Encrypted")));
}

void TestMainWindow::recentMenuReopens()
{
    const QString first = m_dir.filePath(QStringLiteral("first.rowan"));
    const QString second = m_dir.filePath(QStringLiteral("second.rowan"));
    MainWindow w;
    QSignalSpy opened(&w, &MainWindow::storeOpened);
    QVERIFY(!menu(w, "recentMenu")->isEnabled());
    w.openStoreWithPassphrase(first, QString(), true);
    QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, StoreOpenTimeoutMs);
    w.openStoreWithPassphrase(second, QString(), true);
    QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 2, StoreOpenTimeoutMs);
    QMenu *recent = menu(w, "recentMenu");
    QVERIFY(recent->isEnabled());
    QAction *firstEntry = nullptr;
    const auto entries = recent->actions();
    for (QAction *a : entries) {
        if (a->data().toString() == first)
            firstEntry = a;
    }
    QVERIFY(firstEntry);
    QCOMPARE(entries.first()->data().toString(), second); // newest first
    firstEntry->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 3, StoreOpenTimeoutMs);
    QCOMPARE(w.currentStorePath(), first);

    // A second window reads the same list back from the settings.
    MainWindow other;
    QCOMPARE(other.recentStores()->paths(), (QStringList {first, second}));
    other.findChild<QAction *>(QStringLiteral("actionClearRecent"))->trigger();
    QVERIFY(other.recentStores()->paths().isEmpty());
    QVERIFY(!menu(other, "recentMenu")->isEnabled());
}

void TestMainWindow::wrongPassphraseAsksAgain()
{
    const QString path = m_dir.filePath(QStringLiteral("locked.rowan"));
    {
        MainWindow creator;
        QSignalSpy created(&creator, &MainWindow::storeOpened);
        creator.openStoreWithPassphrase(path, QStringLiteral("right"), true);
        QTRY_COMPARE_WITH_TIMEOUT(created.count(), 1, StoreOpenTimeoutMs);
    }
    MainWindow w;
    QSignalSpy opened(&w, &MainWindow::storeOpened);
    QStringList messages;
    onNextModal<PassphraseDialog>([&](PassphraseDialog *d) {
        messages << d->findChild<QLabel *>(QStringLiteral("message"))->text();
        d->findChild<QLineEdit *>(QStringLiteral("passphrase"))->setText(QStringLiteral("wrong"));
        onNextModal<PassphraseDialog>([&](PassphraseDialog *again) {
            messages << again->findChild<QLabel *>(QStringLiteral("message"))->text();
            again->findChild<QLineEdit *>(QStringLiteral("passphrase"))->setText(QStringLiteral("right"));
            again->accept();
        });
        d->accept();
    });
    w.openStore(path);
    QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, StoreOpenTimeoutMs);
    QCOMPARE(messages.size(), 2);
    QVERIFY(messages.at(0).isEmpty());
    QVERIFY2(messages.at(1).contains(QLatin1String("Wrong passphrase")), qPrintable(messages.at(1)));
    QVERIFY(w.session()->localStore()->isEncrypted());
}

void TestMainWindow::choosingATableFillsTheGrid()
{
    const QString path = m_dir.filePath(QStringLiteral("grid.rowan"));
    QVERIFY(TestStoreBuilder(path)
                .table(QStringLiteral("People"), 1234,
                    [](qint64 i) {
                        Entity e(QStringLiteral("p%1").arg(i % 3),
                            QStringLiteral("r%1").arg(i, 5, 10, QLatin1Char('0')));
                        e.setProperty(QStringLiteral("Name"), Value::string(QStringLiteral("n%1").arg(i)));
                        if (i % 2)
                            e.setProperty(QStringLiteral("Big"), Value::int64(9007199254740993LL));
                        return e;
                    })
                .build());
    MainWindow w;
    w.show();
    QSignalSpy opened(&w, &MainWindow::storeOpened);
    w.openStore(path);
    QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, StoreOpenTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(w.storeTree()->rowCount() == 1 && !w.storeTree()->isLoading(), 20000);
    const QModelIndex table
        = w.storeTree()->tableIndex(QStringLiteral("devstoreaccount1"), QStringLiteral("People"));
    QVERIFY(table.isValid());
    QCOMPARE(table.siblingAtColumn(StoreTreeModel::EntitiesColumn).data().toString(),
        QLocale::system().toString(1234));
    auto *tree = w.findChild<StoreNavigator *>()->view();
    tree->setCurrentIndex(table);
    EntityTableModel *grid = w.entityModel();
    QTRY_COMPARE_WITH_TIMEOUT(grid->table(), QStringLiteral("People"), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(grid->rowCount() > 0, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(grid->totalCount(), 1234, 20000);
    QCOMPARE(grid->headerData(0, Qt::Horizontal).toString(), QStringLiteral("PartitionKey"));
    QCOMPARE(grid->headerData(2, Qt::Horizontal).toString(), QStringLiteral("Timestamp"));
    QCOMPARE(grid->index(0, 0).data().toString(), QStringLiteral("p0"));
    const int big
        = int(grid->propertyColumns().indexOf(QStringLiteral("Big"))) + EntityTableModel::FixedColumns;
    QVERIFY(big >= EntityTableModel::FixedColumns);
    QCOMPARE(grid->index(1, big).data().toString(), QStringLiteral("9007199254740993"));

    // The Partitions dock follows the table; choosing a partition there narrows the grid.
    auto *partitions = w.findChild<PartitionList *>();
    QVERIFY(partitions);
    QTRY_COMPARE_WITH_TIMEOUT(partitions->model()->rowCount(), 3, 20000);
    QCOMPARE(partitions->model()->table(), QStringLiteral("People"));
    const QModelIndex p1 = partitions->proxy()->mapFromSource(partitions->model()->index(1, 0));
    partitions->view()->selectionModel()->select(
        p1, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QTRY_COMPARE_WITH_TIMEOUT(grid->totalCount(), 411, 20000); // i % 3 == 1 for i < 1234
    QTRY_VERIFY_WITH_TIMEOUT(grid->rowCount() > 0, 20000);
    QCOMPARE(grid->index(0, 0).data().toString(), QStringLiteral("p1"));

    // The Keys and Partition Chart docks start hidden; shown from the View menu, they catch up with the
    // chosen table, and a click on the chart's largest bar narrows the grid to that partition.
    auto *keysDock = w.findChild<QDockWidget *>(QStringLiteral("keysDock"));
    auto *chartDock = w.findChild<QDockWidget *>(QStringLiteral("partitionChartDock"));
    QVERIFY(keysDock && chartDock);
    QVERIFY(!keysDock->isVisible() && !chartDock->isVisible());
    QVERIFY(menu(w, "viewMenu")->actions().contains(keysDock->toggleViewAction()));
    QVERIFY(menu(w, "viewMenu")->actions().contains(chartDock->toggleViewAction()));
    keysDock->toggleViewAction()->trigger();
    chartDock->toggleViewAction()->trigger();
    auto *keys = w.findChild<KeysView *>();
    auto *chart = w.findChild<PartitionChart *>();
    QTRY_VERIFY_WITH_TIMEOUT(keys->model()->hasInsight(), 20000);
    QVERIFY2(keys->statusText().contains(QStringLiteral("all 1,234 keys")), qPrintable(keys->statusText()));
    QTRY_COMPARE_WITH_TIMEOUT(chart->model()->state(), PartitionChartModel::State::Ready, 20000);
    QCOMPARE(chart->model()->rowCount(), 3);
    int x = 0;
    while (x < chart->canvas()->width() && chart->rankAt(x) != 0)
        ++x;
    QTest::mouseClick(chart->canvas(), Qt::LeftButton, {}, QPoint(x, chart->canvas()->height() / 2));
    const QString largest = chart->model()->partitionAt(0).partitionKey;
    QCOMPARE(largest, QStringLiteral("p0")); // 412 entities; ties would keep key order
    QTRY_COMPARE_WITH_TIMEOUT(grid->totalCount(), 412, 20000);
}

void TestMainWindow::aboutShowsLinkedVersions()
{
    MainWindow w;
    QString sqlcipher, qt;
    QTimer::singleShot(0, [&] {
        if (auto *dialog = qobject_cast<AboutDialog *>(QApplication::activeModalWidget())) {
            if (auto *l = dialog->findChild<QLabel *>(QStringLiteral("version:SQLCipher")))
                sqlcipher = l->text();
            if (auto *l = dialog->findChild<QLabel *>(QStringLiteral("version:Qt")))
                qt = l->text();
            dialog->reject();
        }
    });
    w.findChild<QAction *>(QStringLiteral("actionAbout"))->trigger();
    QCOMPARE(qt, QString::fromLatin1(qVersion()));
    QVERIFY2(sqlcipher.startsWith(QLatin1String("4.")), qPrintable(sqlcipher));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
