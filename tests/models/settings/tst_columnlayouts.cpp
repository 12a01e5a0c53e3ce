#include "models/settings/columnlayouts.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

class TestColumnLayouts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"RowanTests"_s);
        QCoreApplication::setApplicationName(u"tst_columnlayouts"_s);
    }
    void init() { QSettings().clear(); }

    void arranges_data()
    {
        QTest::addColumn<QStringList>("pinned");
        QTest::addColumn<QStringList>("order");
        QTest::addColumn<QStringList>("columns");
        QTest::addColumn<QStringList>("expected");
        const QStringList keys {u"PartitionKey"_s, u"RowKey"_s, u"Timestamp"_s};
        QTest::newRow("defaults keep the model's order")
            << ColumnLayoutState::defaultPinned() << QStringList() << keys + QStringList {u"A"_s, u"B"_s}
            << keys + QStringList {u"A"_s, u"B"_s};
        QTest::newRow("saved order, new columns after")
            << QStringList() << QStringList {u"B"_s, u"RowKey"_s} << keys + QStringList {u"A"_s, u"B"_s, u"C"_s}
            << QStringList {u"B"_s, u"RowKey"_s, u"PartitionKey"_s, u"Timestamp"_s, u"A"_s, u"C"_s};
        QTest::newRow("pinned lead, in their order")
            << QStringList {u"C"_s, u"PartitionKey"_s} << QStringList {u"B"_s} << keys + QStringList {u"B"_s, u"C"_s}
            << QStringList {u"C"_s, u"PartitionKey"_s, u"B"_s, u"RowKey"_s, u"Timestamp"_s};
        QTest::newRow("names the table lacks are left out")
            << QStringList {u"Missing"_s} << QStringList {u"Gone"_s, u"A"_s} << QStringList {u"PartitionKey"_s, u"A"_s}
            << QStringList {u"A"_s, u"PartitionKey"_s};
    }

    void arranges()
    {
        QFETCH(QStringList, pinned);
        QFETCH(QStringList, order);
        QFETCH(QStringList, columns);
        QFETCH(QStringList, expected);
        ColumnLayoutState state;
        state.pinned = pinned;
        state.order = order;
        QCOMPARE(state.arrange(columns), expected);
    }

    void mergesOrder_data()
    {
        QTest::addColumn<QStringList>("saved");
        QTest::addColumn<QStringList>("shown");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("nothing saved") << QStringList() << QStringList {u"A"_s, u"B"_s} << QStringList {u"A"_s, u"B"_s};
        QTest::newRow("a column not loaded keeps its place after its neighbour")
            << QStringList {u"A"_s, u"X"_s, u"B"_s} << QStringList {u"B"_s, u"A"_s}
            << QStringList {u"B"_s, u"A"_s, u"X"_s};
        QTest::newRow("a first column not loaded stays first")
            << QStringList {u"X"_s, u"A"_s} << QStringList {u"A"_s, u"B"_s} << QStringList {u"X"_s, u"A"_s, u"B"_s};
    }

    void mergesOrder()
    {
        QFETCH(QStringList, saved);
        QFETCH(QStringList, shown);
        QFETCH(QStringList, expected);
        ColumnLayoutState state;
        state.order = saved;
        state.mergeOrder(shown);
        QCOMPARE(state.order, expected);
    }

    void keepsATablesLayout()
    {
        const QString key = ColumnLayouts::tableKey(u"/tmp/a.rowan"_s, u"acc"_s, u"People"_s);
        QVERIFY(key != ColumnLayouts::tableKey(u"/tmp/a.rowan"_s, u"acc"_s, u"Other"_s));
        QCOMPARE(ColumnLayouts::load(key), ColumnLayoutState());
        QVERIFY(ColumnLayouts::load(key).isDefault());
        ColumnLayoutState state;
        state.order = {u"Name"_s, u"PartitionKey"_s};
        state.widths = {{u"Name"_s, 210}};
        state.hidden = {u"Timestamp"_s};
        state.pinned = {u"Name"_s};
        ColumnLayouts::save(key, state);
        QCOMPARE(ColumnLayouts::load(key), state);
        // Nothing pinned is a choice, kept as such.
        state.pinned.clear();
        ColumnLayouts::save(key, state);
        QCOMPARE(ColumnLayouts::load(key).pinned, QStringList());
        // An empty key keeps nothing.
        ColumnLayouts::save(QString(), state);
        QVERIFY(ColumnLayouts::load(QString()).isDefault());
    }

    void layoutsFromBeforePinningPinTheKeys()
    {
        QSettings().setValue(u"entityGridLayouts/k"_s,
            QVariantMap {{u"order"_s, QStringList {u"B"_s}}, {u"widths"_s, QVariantMap {{u"B"_s, 90}, {u"C"_s, 0}}}});
        const ColumnLayoutState state = ColumnLayouts::load(u"k"_s);
        QCOMPARE(state.pinned, ColumnLayoutState::defaultPinned());
        QCOMPARE(state.order, QStringList {u"B"_s});
        QCOMPARE(state.widths, (QHash<QString, int> {{u"B"_s, 90}})); // no zero widths
        QVERIFY(state.hidden.isEmpty());
    }

    void keepsNamedLayouts()
    {
        QVERIFY(ColumnLayouts::names().isEmpty());
        ColumnLayoutState wide;
        wide.order = {u"Name"_s};
        wide.widths = {{u"Name"_s, 300}};
        wide.hidden = {u"Timestamp"_s};
        QVERIFY(ColumnLayouts::saveNamed(u"  wide "_s, wide));
        QVERIFY(ColumnLayouts::saveNamed(u"Audit/2"_s, ColumnLayoutState()));
        QVERIFY(!ColumnLayouts::saveNamed(u"   "_s, wide));
        QCOMPARE(ColumnLayouts::names(), QStringList({u"Audit/2"_s, u"wide"_s}));
        QVERIFY(ColumnLayouts::hasNamed(u"wide"_s));
        QCOMPARE(ColumnLayouts::named(u"wide"_s), wide);

        // Applied to a table: the named layout's order, hidden and pinned columns, its widths over the table's.
        ColumnLayoutState table;
        table.order = {u"Age"_s};
        table.widths = {{u"Name"_s, 80}, {u"Age"_s, 50}};
        table.pinned = {};
        const ColumnLayoutState applied = ColumnLayouts::applyNamed(u"wide"_s, table);
        QCOMPARE(applied.order, wide.order);
        QCOMPARE(applied.hidden, wide.hidden);
        QCOMPARE(applied.pinned, ColumnLayoutState::defaultPinned());
        QCOMPARE(applied.widths, (QHash<QString, int> {{u"Name"_s, 300}, {u"Age"_s, 50}}));

        ColumnLayouts::removeNamed(u"wide"_s);
        QCOMPARE(ColumnLayouts::names(), QStringList({u"Audit/2"_s}));
        QVERIFY(!ColumnLayouts::hasNamed(u"wide"_s));
    }
};

QTEST_GUILESS_MAIN(TestColumnLayouts)
#include "tst_columnlayouts.moc"
