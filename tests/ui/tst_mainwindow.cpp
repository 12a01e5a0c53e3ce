#include "aboutdialog.h"
#include "mainwindow.h"

#include <recentstoresmodel.h>

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace rowan;

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
    void openMissingStoreWarns();
    void newStoreAsksForAPath();
    void recentMenuReopens();
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
                          << QStringList{"actionNewStore", "actionOpenStore", "actionCloseStore", "actionQuit"};
    QTest::newRow("Help") << "helpMenu" << QStringList{"actionAbout", "actionAboutQt"};
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
    QCOMPARE(w.findChild<QAction *>(QStringLiteral("actionQuit"))->shortcut(), QKeySequence(QKeySequence::Quit));
}

void TestMainWindow::docksExistAndToggle()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QStringList names{"storesDock", "partitionsDock", "queryDock"};
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
    auto *close = w.findChild<QAction *>(QStringLiteral("actionCloseStore"));
    QVERIFY(!close->isEnabled());
    QVERIFY(w.openStore(path, true));
    QCOMPARE(w.currentStorePath(), path);
    QCOMPARE(changed.count(), 1);
    QVERIFY(w.windowTitle().contains(QLatin1String("a.rowan")));
    QCOMPARE(w.recentStores()->paths(), QStringList{path});
    QVERIFY(close->isEnabled());
    close->trigger();
    QVERIFY(w.currentStorePath().isEmpty());
    QCOMPARE(changed.count(), 2);
    QCOMPARE(w.windowTitle(), QStringLiteral("Rowan"));
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
    QVERIFY(!w.openStore(m_dir.filePath(QStringLiteral("missing.rowan"))));
    QVERIFY(warned);
    QVERIFY(w.currentStorePath().isEmpty());
}

void TestMainWindow::newStoreAsksForAPath()
{
    MainWindow w;
    const QString path = m_dir.filePath(QStringLiteral("new.rowan"));
    bool sawDialog = false;
    QTimer::singleShot(0, [&] {
        if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
            sawDialog = dialog->acceptMode() == QFileDialog::AcceptSave;
            dialog->selectFile(path);
            QMetaObject::invokeMethod(dialog, "accept");
        }
    });
    w.findChild<QAction *>(QStringLiteral("actionNewStore"))->trigger();
    QVERIFY(sawDialog);
    QCOMPARE(w.currentStorePath(), path);
}

void TestMainWindow::recentMenuReopens()
{
    const QString first = m_dir.filePath(QStringLiteral("first.rowan"));
    const QString second = m_dir.filePath(QStringLiteral("second.rowan"));
    for (const QString &path : {first, second}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    MainWindow w;
    QVERIFY(!menu(w, "recentMenu")->isEnabled());
    QVERIFY(w.openStore(first, true));
    QVERIFY(w.openStore(second, true));
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
    QCOMPARE(w.currentStorePath(), first);

    // A second window reads the same list back from the settings.
    MainWindow other;
    QCOMPARE(other.recentStores()->paths(), (QStringList{first, second}));
    other.findChild<QAction *>(QStringLiteral("actionClearRecent"))->trigger();
    QVERIFY(other.recentStores()->paths().isEmpty());
    QVERIFY(!menu(other, "recentMenu")->isEnabled());
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
