// Every action of the main window's menus and toolbar has an icon that draws, from the bundled Breeze icons
// when the desktop has no theme; each named icon exists in the light and the dark set; the main toolbar holds
// the common actions; a dark palette switches to the dark set.
#include "support/darkpalette.h"
#include "ui/style/icons.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTest>
#include <QToolBar>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

// The actions of `menu` and its submenus, with the path of menu titles that leads to each.
void collect(QMenu *menu, const QString &path, QList<std::pair<QString, QAction *>> &into)
{
    for (QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        const QString where = path + u" ▸ "_s + action->text().remove(u'&');
        if (QMenu *sub = action->menu()) {
            collect(sub, where, into);
            continue;
        }
        into.append({where, action});
    }
}

bool draws(const QIcon &icon, int size)
{
    const QImage image = icon.pixmap(size, size).toImage();
    if (image.isNull())
        return false;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(image.pixel(x, y)) > 0)
                return true;
    return false;
}

} // namespace

class TestIcons : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"RowanTests"_s);
        QCoreApplication::setApplicationName(u"tst_icons"_s);
    }

    void everyNamedIconIsBundled_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::addColumn<QString>("action");
        for (const char *theme : {"breeze", "breeze-dark"})
            for (const QString &action : actionsWithIcons())
                QTest::addRow("%s %s", theme, qPrintable(action)) << QString::fromLatin1(theme) << action;
    }

    void everyNamedIconIsBundled()
    {
        QFETCH(QString, theme);
        QFETCH(QString, action);
        setUpIconTheme();
        QIcon::setThemeName(theme);
        const QString name = actionIconName(action);
        QVERIFY(QIcon::hasThemeIcon(name));
        QVERIFY2(draws(QIcon::fromTheme(name), 16), qPrintable(name));
        QVERIFY2(draws(QIcon::fromTheme(name), 22), qPrintable(name));
    }

    void menusAndToolBarHaveIcons()
    {
        MainWindow w;
        QList<std::pair<QString, QAction *>> actions;
        for (QAction *top : w.menuBar()->actions())
            if (QMenu *menu = top->menu())
                collect(menu, menu->title().remove(u'&'), actions);
        QVERIFY2(actions.size() > 30, qPrintable(QString::number(actions.size())));
        QStringList missing;
        for (const auto &[where, action] : std::as_const(actions)) {
            // View's dock toggles are check boxes: their check mark says what they do.
            if (action->isCheckable() && action->objectName().isEmpty())
                continue;
            if (!draws(action->icon(), 16))
                missing.append(where + u" ("_s + action->objectName() + u')');
        }
        QVERIFY2(missing.isEmpty(), qPrintable(u"without an icon: "_s + missing.join(u", "_s)));

        auto *toolBar = w.findChild<QToolBar *>(u"mainToolBar"_s);
        QVERIFY(toolBar);
        QStringList names;
        for (QAction *action : toolBar->actions()) {
            if (action->isSeparator())
                continue;
            names.append(action->objectName());
            QVERIFY2(draws(action->icon(), 22), qPrintable(action->objectName()));
        }
        QCOMPARE(names,
            QStringList({u"actionOpenStore"_s, u"actionConnect"_s, u"actionRefreshTree"_s,
                u"actionRunQuery"_s, u"actionAddEntity"_s, u"actionDeleteRows"_s, u"actionImport"_s,
                u"actionExport"_s, u"actionUndo"_s, u"actionRedo"_s}));
    }

    void darkPaletteTakesTheDarkSet()
    {
        const QPalette light = QApplication::palette();
        QApplication::setPalette(darkPalette());
        setUpIconTheme();
        QCOMPARE(bundledIconTheme(), u"breeze-dark"_s);
        QApplication::setPalette(light);
        setUpIconTheme();
        QCOMPARE(bundledIconTheme(), u"breeze"_s);
    }
};

QTEST_MAIN(TestIcons)
#include "tst_icons.moc"
