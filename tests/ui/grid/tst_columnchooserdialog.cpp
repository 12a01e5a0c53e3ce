#include "ui/grid/columnchooserdialog.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {
// A table with hundreds of properties: the keys, Timestamp and Prop000 … Prop299, and two others.
QStringList manyColumns()
{
    QStringList columns {u"PartitionKey"_s, u"RowKey"_s, u"Timestamp"_s};
    for (int i = 0; i < 300; ++i)
        columns.append(u"Prop%1"_s.arg(i, 3, 10, QChar(u'0')));
    columns.append({u"CustomerName"_s, u"customer_id"_s});
    return columns;
}

QString currentName(const ColumnChooserDialog &dialog)
{
    return dialog.list()->currentItem() ? dialog.list()->currentItem()->text(0) : QString();
}
} // namespace

class TestColumnChooserDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"RowanTests"_s);
        QCoreApplication::setApplicationName(u"tst_columnchooserdialog"_s);
    }
    void init() { QSettings().clear(); }

    void listsInLayoutOrder()
    {
        ColumnLayoutState state;
        state.order = {u"Prop001"_s};
        state.hidden = {u"Timestamp"_s};
        ColumnChooserDialog dialog(manyColumns(), state);
        QCOMPARE(dialog.list()->topLevelItemCount(), 305);
        QCOMPARE(dialog.listedColumns().mid(0, 4),
            QStringList({u"PartitionKey"_s, u"RowKey"_s, u"Prop001"_s, u"Timestamp"_s}));
        QCOMPARE(dialog.list()->topLevelItem(0)->text(1), tr("Pinned"));
        QCOMPARE(dialog.list()->topLevelItem(3)->checkState(0), Qt::Unchecked);
        // Untouched, it gives back the layout it was given.
        const ColumnLayoutState same = dialog.state();
        QCOMPARE(same.hidden, state.hidden);
        QCOMPARE(same.pinned, state.pinned);
        QCOMPARE(same.arrange(manyColumns()), state.arrange(manyColumns()));
    }

    void filters_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QStringList>("listed");
        QTest::newRow("case-insensitive part of a name")
            << u"customer"_s << QStringList {u"CustomerName"_s, u"customer_id"_s};
        QTest::newRow("narrows hundreds to one") << u"prop299"_s << QStringList {u"Prop299"_s};
        QTest::newRow("keys") << u"key"_s << QStringList {u"PartitionKey"_s, u"RowKey"_s};
        QTest::newRow("nothing matches") << u"zzz"_s << QStringList();
    }

    void filters()
    {
        QFETCH(QString, filter);
        QFETCH(QStringList, listed);
        ColumnChooserDialog dialog(manyColumns(), ColumnLayoutState());
        QTest::keyClicks(dialog.filterEdit(), filter);
        QCOMPARE(dialog.listedColumns(), listed);
        QCOMPARE(currentName(dialog), listed.value(0));
        dialog.filterEdit()->clear();
        QCOMPARE(dialog.listedColumns().size(), 305);
    }

    void worksFromTheKeyboard()
    {
        ColumnChooserDialog dialog(manyColumns(), ColumnLayoutState());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        dialog.filterEdit()->setFocus();
        QTest::keyClicks(dialog.filterEdit(), u"customer"_s);
        // Down goes into the list, on the first match; Down again to the next, Space hides it.
        QTest::keyClick(dialog.filterEdit(), Qt::Key_Down);
        QTRY_VERIFY(dialog.list()->hasFocus());
        QCOMPARE(currentName(dialog), u"CustomerName"_s);
        QTest::keyClick(dialog.list(), Qt::Key_Down);
        QCOMPARE(currentName(dialog), u"customer_id"_s);
        QTest::keyClick(dialog.list(), Qt::Key_Space);
        QVERIFY(dialog.state().hidden.contains(u"customer_id"_s));
        // Ctrl+Up moves it before CustomerName (over the columns the filter hides: none between them).
        QTest::keyClick(dialog.list(), Qt::Key_Up, Qt::ControlModifier);
        QStringList order = dialog.state().arrange(manyColumns());
        QCOMPARE(order.indexOf(u"customer_id"_s) + 1, order.indexOf(u"CustomerName"_s));
        // Ctrl+P pins it: it goes after the pinned keys, before every other column.
        QTest::keyClick(dialog.list(), Qt::Key_P, Qt::ControlModifier);
        QCOMPARE(dialog.state().pinned, QStringList({u"PartitionKey"_s, u"RowKey"_s, u"customer_id"_s}));
        order = dialog.state().arrange(manyColumns());
        QCOMPARE(order.mid(0, 4),
            QStringList({u"PartitionKey"_s, u"RowKey"_s, u"customer_id"_s, u"Timestamp"_s}));
        // Space again shows it; Enter accepts the dialog.
        QTest::keyClick(dialog.list(), Qt::Key_Space);
        QVERIFY(!dialog.state().hidden.contains(u"customer_id"_s));
        QTest::keyClick(dialog.list(), Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    void pinnedAndUnpinnedDoNotMix()
    {
        ColumnChooserDialog dialog(manyColumns(), ColumnLayoutState());
        auto *down = dialog.findChild<QPushButton *>(u"moveColumnDown"_s);
        QVERIFY(down);
        dialog.list()->setCurrentItem(dialog.list()->topLevelItem(1)); // RowKey, the last pinned
        down->click();
        QCOMPARE(dialog.state().pinned, ColumnLayoutState::defaultPinned());
        QCOMPARE(dialog.listedColumns().mid(0, 3), manyColumns().mid(0, 3));
        dialog.list()->setCurrentItem(dialog.list()->topLevelItem(0));
        down->click();
        QCOMPARE(dialog.listedColumns().mid(0, 3),
            QStringList({u"RowKey"_s, u"PartitionKey"_s, u"Timestamp"_s}));
        QCOMPARE(dialog.state().pinned, QStringList({u"RowKey"_s, u"PartitionKey"_s}));
    }

    void hidesAndShowsWhatTheFilterLists()
    {
        ColumnChooserDialog dialog(manyColumns(), ColumnLayoutState());
        QTest::keyClicks(dialog.filterEdit(), u"Prop"_s);
        dialog.findChild<QPushButton *>(u"hideAllColumns"_s)->click();
        QCOMPARE(dialog.state().hidden.size(), 300);
        QTest::keyClicks(dialog.filterEdit(), u"00"_s);
        dialog.findChild<QPushButton *>(u"showAllColumns"_s)->click();
        QCOMPARE(dialog.state().hidden.size(), 290); // Prop000 … Prop009 shown again
    }

    void savesAndAppliesNamedLayouts()
    {
        ColumnChooserDialog first(manyColumns(), ColumnLayoutState());
        QTest::keyClicks(first.filterEdit(), u"Prop1"_s);
        first.findChild<QPushButton *>(u"hideAllColumns"_s)->click();
        auto *name = first.findChild<QLineEdit *>(u"newLayoutName"_s);
        auto *save = first.findChild<QPushButton *>(u"saveNamedLayout"_s);
        QVERIFY(!save->isEnabled());
        QTest::keyClicks(name, u"No hundreds"_s);
        save->click();
        QCOMPARE(ColumnLayouts::names(), QStringList {u"No hundreds"_s});

        // Another table, with some of those columns: the named layout hides those it has.
        const QStringList other {u"PartitionKey"_s, u"RowKey"_s, u"Timestamp"_s, u"Prop150"_s, u"Prop250"_s};
        ColumnChooserDialog second(other, ColumnLayoutState());
        auto *names = second.findChild<QComboBox *>(u"namedLayouts"_s);
        QCOMPARE(names->currentText(), u"No hundreds"_s);
        second.findChild<QPushButton *>(u"applyNamedLayout"_s)->click();
        QCOMPARE(second.list()->findItems(u"Prop150"_s, Qt::MatchExactly).value(0)->checkState(0), Qt::Unchecked);
        QCOMPARE(second.list()->findItems(u"Prop250"_s, Qt::MatchExactly).value(0)->checkState(0), Qt::Checked);
        QVERIFY(second.state().hidden.contains(u"Prop150"_s));
        second.findChild<QPushButton *>(u"deleteNamedLayout"_s)->click();
        QVERIFY(ColumnLayouts::names().isEmpty());
        QCOMPARE(names->count(), 0);
    }
};

QTEST_MAIN(TestColumnChooserDialog)
#include "tst_columnchooserdialog.moc"
