#include "models/settings/opentabs.h"
#include "ui/window/tabletabbar.h"

#include <QAction>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

TableTab makeTab(const QString &table, const QString &colour = QString())
{
    TableTab t;
    t.place = u"/data/demo.rowan"_s;
    t.placeName = u"demo.rowan"_s;
    t.account = u"devstoreaccount1"_s;
    t.table = table;
    t.safetyColour = colour;
    if (!colour.isEmpty())
        t.safetyLabel = u"PROD"_s;
    return t;
}

// The tables the bar's tabs show, read from the tabs' text.
QStringList shown(const QTabBar &bar)
{
    QStringList out;
    for (int i = 0; i < bar.count(); ++i)
        out << bar.tabText(i).section(u" — "_s, 0, 0);
    return out;
}

QStringList tables(const OpenTabs &tabs)
{
    QStringList out;
    for (int row = 0; row < tabs.count(); ++row)
        out << tabs.tab(row).table;
    return out;
}

} // namespace

class TestTableTabBar : public QObject
{
    Q_OBJECT

    static void fill(OpenTabs &tabs, int n)
    {
        for (int i = 0; i < n; ++i)
            tabs.add(makeTab(QString(QChar(u'A' + i))));
    }

private Q_SLOTS:
    void showsTheModelsTabs()
    {
        OpenTabs tabs;
        fill(tabs, 2);
        TableTabBar bar(&tabs);
        QCOMPARE(shown(bar), QStringList({u"A"_s, u"B"_s}));
        QCOMPARE(bar.currentIndex(), 0);
        QVERIFY(bar.tabsClosable());
        QVERIFY(bar.isMovable());
        QVERIFY(bar.documentMode());
        QVERIFY(!bar.expanding());
        QVERIFY(bar.usesScrollButtons());
        QCOMPARE(bar.elideMode(), Qt::ElideMiddle);
        QVERIFY(!bar.accessibleName().isEmpty());
    }

    void followsInsertsRemovesMovesAndCurrent()
    {
        OpenTabs tabs;
        TableTabBar bar(&tabs);
        QCOMPARE(bar.count(), 0);
        fill(tabs, 3);
        QCOMPARE(shown(bar), QStringList({u"A"_s, u"B"_s, u"C"_s}));
        tabs.add(makeTab(u"D"_s), 1);
        QCOMPARE(shown(bar), QStringList({u"A"_s, u"D"_s, u"B"_s, u"C"_s}));
        tabs.setCurrent(2);
        QCOMPARE(bar.currentIndex(), 2);
        tabs.move(2, 0);
        QCOMPARE(shown(bar), tables(tabs));
        QCOMPARE(bar.currentIndex(), tabs.current());
        QCOMPARE(bar.tabText(bar.currentIndex()).section(u" — "_s, 0, 0), u"B"_s);
        tabs.move(0, 3);
        QCOMPARE(shown(bar), tables(tabs));
        QCOMPARE(bar.currentIndex(), 3);
        tabs.remove(3);
        QCOMPARE(shown(bar), tables(tabs));
        QCOMPARE(bar.currentIndex(), tabs.current());
        TableTab renamed = tabs.tab(0);
        renamed.table = u"Renamed"_s;
        tabs.setTab(0, renamed);
        QCOMPARE(shown(bar).first(), u"Renamed"_s);
        tabs.removePlace(TableTab::PlaceKind::Store, u"/data/demo.rowan"_s);
        QCOMPARE(bar.count(), 0);
    }

    // A drag moves the bar's tab first (QTabBar::moveTab, as a drag does); the model follows, once.
    void draggingATabMovesTheModelsRow()
    {
        OpenTabs tabs;
        fill(tabs, 3);
        TableTabBar bar(&tabs);
        QSignalSpy moved(&tabs, &QAbstractItemModel::rowsMoved);
        bar.moveTab(0, 2);
        QCOMPARE(moved.count(), 1);
        QCOMPARE(tables(tabs), QStringList({u"B"_s, u"C"_s, u"A"_s}));
        QCOMPARE(shown(bar), tables(tabs));
        QCOMPARE(tabs.current(), 2);
        QCOMPARE(bar.currentIndex(), 2);
        bar.moveTab(2, 1);
        QCOMPARE(tables(tabs), QStringList({u"B"_s, u"A"_s, u"C"_s}));
        QCOMPARE(shown(bar), tables(tabs));
        QCOMPARE(tabs.current(), 1);
    }

    void rebuildsOnReset()
    {
        OpenTabs tabs;
        fill(tabs, 4);
        TableTabBar bar(&tabs);
        QTemporaryDir dir;
        QSettings settings(dir.filePath(u"tabs.ini"_s), QSettings::IniFormat);
        OpenTabs saved;
        fill(saved, 2);
        saved.setCurrent(1);
        saved.save(settings, u"tabs"_s);
        tabs.restore(settings, u"tabs"_s);
        QCOMPARE(shown(bar), QStringList({u"A"_s, u"B"_s}));
        QCOMPARE(bar.currentIndex(), 1);
    }

    void choosingATabSetsTheModelsCurrent()
    {
        OpenTabs tabs;
        fill(tabs, 3);
        TableTabBar bar(&tabs);
        bar.resize(600, bar.sizeHint().height());
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QSignalSpy current(&tabs, &OpenTabs::currentChanged);
        bar.setCurrentIndex(2);
        QCOMPARE(tabs.current(), 2);
        QTest::mouseClick(&bar, Qt::LeftButton, {}, bar.tabRect(1).center());
        QCOMPARE(tabs.current(), 1);
        QCOMPARE(bar.currentIndex(), 1);
        QCOMPARE(current.count(), 2);
    }

    void closeButtonAndMiddleClickClose_data()
    {
        QTest::addColumn<bool>("middleClick");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("close button") << false << true;
        QTest::newRow("close button, guard refuses") << false << false;
        QTest::newRow("middle click") << true << true;
        QTest::newRow("middle click, guard refuses") << true << false;
    }

    void closeButtonAndMiddleClickClose()
    {
        QFETCH(bool, middleClick);
        QFETCH(bool, allowed);
        OpenTabs tabs;
        fill(tabs, 3);
        TableTabBar bar(&tabs);
        QList<int> asked;
        bar.closeGuard = [&](int row) {
            asked << row;
            return allowed;
        };
        bar.resize(600, bar.sizeHint().height());
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        if (middleClick) {
            QTest::mouseClick(&bar, Qt::MiddleButton, {}, bar.tabRect(1).center());
        } else {
            const auto side = QTabBar::ButtonPosition(
                bar.style()->styleHint(QStyle::SH_TabBar_CloseButtonPosition, nullptr, &bar));
            auto *button = qobject_cast<QAbstractButton *>(bar.tabButton(1, side));
            QVERIFY(button);
            QVERIFY(!button->accessibleName().isEmpty());
            button->click();
        }
        QCOMPARE(asked, QList<int>({1}));
        QCOMPARE(
            tables(tabs), allowed ? QStringList({u"A"_s, u"C"_s}) : QStringList({u"A"_s, u"B"_s, u"C"_s}));
        QCOMPARE(shown(bar), tables(tabs));
    }

    void actionsFollowTheModel_data()
    {
        QTest::addColumn<int>("tabCount");
        QTest::addColumn<bool>("close");
        QTest::addColumn<bool>("others");
        QTest::newRow("none") << 0 << false << false;
        QTest::newRow("one") << 1 << true << false;
        QTest::newRow("two") << 2 << true << true;
    }

    void actionsFollowTheModel()
    {
        QFETCH(int, tabCount);
        QFETCH(bool, close);
        QFETCH(bool, others);
        OpenTabs tabs;
        TableTabBar bar(&tabs);
        fill(tabs, tabCount);
        QCOMPARE(bar.closeTabAction()->isEnabled(), close);
        QCOMPARE(bar.duplicateTabAction()->isEnabled(), close);
        QCOMPARE(bar.closeOtherTabsAction()->isEnabled(), others);
        QCOMPARE(bar.nextTabAction()->isEnabled(), others);
        QCOMPARE(bar.previousTabAction()->isEnabled(), others);
        // Closing them all disables them again.
        while (tabs.count() > 0)
            bar.closeTabAction()->trigger();
        QVERIFY(!bar.closeTabAction()->isEnabled());
        QVERIFY(!bar.closeOtherTabsAction()->isEnabled());
    }

    void actionsAreNamedAndInMenuOrder()
    {
        OpenTabs tabs;
        TableTabBar bar(&tabs);
        QStringList names;
        for (QAction *action : bar.actions()) {
            names << action->objectName();
            QVERIFY(!action->text().isEmpty());
        }
        QCOMPARE(names,
            QStringList({u"actionCloseTab"_s, u"actionCloseOtherTabs"_s, u"actionDuplicateTab"_s,
                u"actionNextTab"_s, u"actionPreviousTab"_s}));
        QCOMPARE(bar.closeTabAction()->shortcut(), QKeySequence(u"Ctrl+W"_s));
        QCOMPARE(bar.nextTabAction()->shortcut(), QKeySequence(u"Ctrl+PgDown"_s));
        QCOMPARE(bar.previousTabAction()->shortcut(), QKeySequence(u"Ctrl+PgUp"_s));
        QVERIFY(bar.closeOtherTabsAction()->shortcut().isEmpty());
        QVERIFY(bar.duplicateTabAction()->shortcut().isEmpty());
    }

    void nextAndPreviousWrap_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<bool>("next");
        QTest::addColumn<int>("expected");
        QTest::newRow("next") << 0 << true << 1;
        QTest::newRow("next from the last") << 2 << true << 0;
        QTest::newRow("previous") << 2 << false << 1;
        QTest::newRow("previous from the first") << 0 << false << 2;
    }

    void nextAndPreviousWrap()
    {
        QFETCH(int, from);
        QFETCH(bool, next);
        QFETCH(int, expected);
        OpenTabs tabs;
        fill(tabs, 3);
        TableTabBar bar(&tabs);
        tabs.setCurrent(from);
        (next ? bar.nextTabAction() : bar.previousTabAction())->trigger();
        QCOMPARE(tabs.current(), expected);
        QCOMPARE(bar.currentIndex(), expected);
    }

    void duplicateOpensACopyAfterIt()
    {
        OpenTabs tabs;
        fill(tabs, 3);
        TableTab b = tabs.tab(1);
        b.query.filter = u"Age gt 3"_s;
        b.topRow = 17;
        tabs.setTab(1, b);
        TableTabBar bar(&tabs);
        tabs.setCurrent(1);
        bar.duplicateTabAction()->trigger();
        QCOMPARE(tables(tabs), QStringList({u"A"_s, u"B"_s, u"B"_s, u"C"_s}));
        QCOMPARE(tabs.tab(2), b);
        QCOMPARE(tabs.current(), 2);
        QCOMPARE(bar.currentIndex(), 2);
    }

    void closeOtherTabsAsksTheGuardForEach()
    {
        OpenTabs tabs;
        fill(tabs, 4);
        TableTabBar bar(&tabs);
        tabs.setCurrent(1);
        bar.closeGuard = [&](int row) { return tabs.tab(row).table != u"D"_s; };
        bar.closeOtherTabsAction()->trigger();
        QCOMPARE(tables(tabs), QStringList({u"B"_s, u"D"_s}));
        QCOMPARE(tabs.tab(tabs.current()).table, u"B"_s);
    }

    void contextMenuActsOnTheClickedTab()
    {
        OpenTabs tabs;
        fill(tabs, 3);
        TableTabBar bar(&tabs);
        tabs.setCurrent(0);
        std::unique_ptr<QMenu> menu(bar.createContextMenu(2));
        QStringList names;
        for (QAction *action : menu->actions())
            names << action->objectName();
        QCOMPARE(
            names, QStringList({u"actionCloseTab"_s, u"actionCloseOtherTabs"_s, u"actionDuplicateTab"_s}));
        menu->actions().at(2)->trigger();
        QCOMPARE(tables(tabs), QStringList({u"A"_s, u"B"_s, u"C"_s, u"C"_s}));
        QCOMPARE(tabs.current(), 3);
        std::unique_ptr<QMenu> other(bar.createContextMenu(1));
        other->actions().at(1)->trigger();
        QCOMPARE(tables(tabs), QStringList({u"B"_s}));
        std::unique_ptr<QMenu> last(bar.createContextMenu(0));
        QVERIFY(!last->actions().at(1)->isEnabled());
        last->actions().at(0)->trigger();
        QCOMPARE(tabs.count(), 0);
    }

    void colourIconOnlyWithAColour()
    {
        OpenTabs tabs;
        tabs.add(makeTab(u"Plain"_s));
        tabs.add(makeTab(u"Prod"_s, u"#c62828"_s));
        TableTabBar bar(&tabs);
        QVERIFY(bar.tabIcon(0).isNull());
        QVERIFY(!bar.tabIcon(1).isNull());
        const QImage image = bar.tabIcon(1).pixmap(16, 16).toImage();
        QCOMPARE(QColor(image.pixel(8, 8)).name(), u"#c62828"_s);
        QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
        // The colour goes and comes with the place's safety profile.
        tabs.updateSafety(TableTab::PlaceKind::Store, u"/data/demo.rowan"_s, QString(), QString());
        QVERIFY(bar.tabIcon(1).isNull());
        tabs.updateSafety(TableTab::PlaceKind::Store, u"/data/demo.rowan"_s, u"TEST"_s, u"#2e7d32"_s);
        QCOMPARE(QColor(bar.tabIcon(0).pixmap(16, 16).toImage().pixel(8, 8)).name(), u"#2e7d32"_s);
    }

    void tabsAreNamedAndExplained()
    {
        OpenTabs tabs;
        TableTab t = makeTab(u"Orders"_s, u"#c62828"_s);
        t.placeName = u"R&D.rowan"_s;
        t.query.filter = u"Amount gt 5"_s;
        tabs.add(t);
        TableTabBar bar(&tabs);
        QCOMPARE(bar.accessibleTabName(0), tabs.index(0).data(Qt::AccessibleTextRole).toString());
        QVERIFY(bar.accessibleTabName(0).contains(u"PROD"_s));
        QCOMPARE(bar.tabToolTip(0), tabs.index(0).data(Qt::ToolTipRole).toString());
        QVERIFY(bar.tabToolTip(0).contains(u"Amount gt 5"_s));
        // An ampersand in a file name is shown, not taken for a mnemonic.
        QVERIFY(bar.tabText(0).contains(u"R&&D.rowan"_s));
    }
};

QTEST_MAIN(TestTableTabBar)
#include "tst_tabletabbar.moc"
