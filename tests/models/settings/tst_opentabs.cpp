#include "models/settings/opentabs.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(rowan::TableTab)

namespace {

TableTab makeTab(const QString &table, const QString &place = u"/data/demo.rowan"_s,
    TableTab::PlaceKind kind = TableTab::PlaceKind::Store)
{
    TableTab t;
    t.kind = kind;
    t.place = place;
    t.placeName = place.section(u'/', -1);
    t.account = u"devstoreaccount1"_s;
    t.table = table;
    return t;
}

// The tables of the tabs, in order.
QStringList tables(const OpenTabs &tabs)
{
    QStringList out;
    for (int row = 0; row < tabs.count(); ++row)
        out << tabs.tab(row).table;
    return out;
}

QJsonObject validJson()
{
    return makeTab(u"Customers"_s).toJson();
}

} // namespace

class TestOpenTabs : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    // Three tabs A, B, C under a model tester; the current one is `current`.
    void fill(OpenTabs &tabs, int current)
    {
        for (const QString &t : {u"A"_s, u"B"_s, u"C"_s})
            tabs.add(makeTab(t));
        tabs.setCurrent(current);
    }

private Q_SLOTS:
    void addKeepsTheCurrentTab()
    {
        OpenTabs tabs;
        QAbstractItemModelTester tester(&tabs, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy current(&tabs, &OpenTabs::currentChanged);
        QCOMPARE(tabs.current(), -1);
        QCOMPARE(tabs.add(makeTab(u"A"_s)), 0);
        QCOMPARE(tabs.current(), 0);
        QCOMPARE(current.count(), 1);
        QCOMPARE(tabs.add(makeTab(u"B"_s)), 1);
        QCOMPARE(tabs.current(), 0);
        QCOMPARE(tabs.add(makeTab(u"C"_s), 0), 0);
        QCOMPARE(tables(tabs), QStringList({u"C"_s, u"A"_s, u"B"_s}));
        // A stays current, one row further on.
        QCOMPARE(tabs.current(), 1);
        QCOMPARE(current.last().at(0).toInt(), 1);
        QCOMPARE(tabs.add(makeTab(u"D"_s), 99), 3);
        QCOMPARE(tabs.rowCount(), 4);
    }

    void removeMakesANeighbourCurrent_data()
    {
        QTest::addColumn<int>("current");
        QTest::addColumn<int>("removed");
        QTest::addColumn<QStringList>("left");
        QTest::addColumn<int>("expected");
        QTest::addColumn<bool>("signalled");
        QTest::newRow("current, the right one follows")
            << 1 << 1 << QStringList {u"A"_s, u"C"_s} << 1 << true;
        QTest::newRow("current at the end, the left one")
            << 2 << 2 << QStringList {u"A"_s, u"B"_s} << 1 << true;
        QTest::newRow("current first") << 0 << 0 << QStringList {u"B"_s, u"C"_s} << 0 << true;
        QTest::newRow("before the current") << 2 << 0 << QStringList {u"B"_s, u"C"_s} << 1 << true;
        QTest::newRow("after the current") << 0 << 2 << QStringList {u"A"_s, u"B"_s} << 0 << false;
        QTest::newRow("out of range") << 1 << 3 << QStringList {u"A"_s, u"B"_s, u"C"_s} << 1 << false;
    }

    void removeMakesANeighbourCurrent()
    {
        QFETCH(int, current);
        QFETCH(int, removed);
        QFETCH(QStringList, left);
        QFETCH(int, expected);
        QFETCH(bool, signalled);
        OpenTabs tabs;
        QAbstractItemModelTester tester(&tabs, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(tabs, current);
        QSignalSpy spy(&tabs, &OpenTabs::currentChanged);
        tabs.remove(removed);
        QCOMPARE(tables(tabs), left);
        QCOMPARE(tabs.current(), expected);
        QCOMPARE(spy.count(), signalled ? 1 : 0);
    }

    void removingTheLastTabLeavesNone()
    {
        OpenTabs tabs;
        tabs.add(makeTab(u"A"_s));
        QSignalSpy spy(&tabs, &OpenTabs::currentChanged);
        tabs.remove(0);
        QCOMPARE(tabs.count(), 0);
        QCOMPARE(tabs.current(), -1);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), -1);
    }

    void moveKeepsTheCurrentTab_data()
    {
        QTest::addColumn<int>("current");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<QStringList>("order");
        QTest::addColumn<int>("expected");
        QTest::newRow("first to last") << 0 << 0 << 2 << QStringList {u"B"_s, u"C"_s, u"A"_s} << 2;
        QTest::newRow("last to first") << 0 << 2 << 0 << QStringList {u"C"_s, u"A"_s, u"B"_s} << 1;
        QTest::newRow("one right") << 1 << 0 << 1 << QStringList {u"B"_s, u"A"_s, u"C"_s} << 0;
        QTest::newRow("one left, current moved") << 1 << 1 << 0 << QStringList {u"B"_s, u"A"_s, u"C"_s} << 0;
        QTest::newRow("past the current") << 1 << 2 << 0 << QStringList {u"C"_s, u"A"_s, u"B"_s} << 2;
        QTest::newRow("others only") << 0 << 1 << 2 << QStringList {u"A"_s, u"C"_s, u"B"_s} << 0;
        QTest::newRow("out of range") << 0 << 1 << 3 << QStringList {u"A"_s, u"B"_s, u"C"_s} << 0;
    }

    void moveKeepsTheCurrentTab()
    {
        QFETCH(int, current);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(QStringList, order);
        QFETCH(int, expected);
        OpenTabs tabs;
        QAbstractItemModelTester tester(&tabs, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(tabs, current);
        const QString currentTable = tabs.tab(current).table;
        QSignalSpy moved(&tabs, &QAbstractItemModel::rowsMoved);
        tabs.move(from, to);
        QCOMPARE(tables(tabs), order);
        QCOMPARE(tabs.current(), expected);
        QCOMPARE(tabs.tab(tabs.current()).table, currentTable);
        QCOMPARE(moved.count(), from == to || to > 2 ? 0 : 1);
    }

    // A view that follows the rows reads the current row while it hears of them: it is already the new one.
    void currentIsRightWhenViewsHearOfAChange()
    {
        OpenTabs tabs;
        fill(tabs, 1);
        QStringList seen;
        const auto note = [&] { seen << tabs.tab(tabs.current()).table; };
        connect(&tabs, &QAbstractItemModel::rowsInserted, this, note);
        connect(&tabs, &QAbstractItemModel::rowsRemoved, this, note);
        connect(&tabs, &QAbstractItemModel::rowsMoved, this, note);
        tabs.add(makeTab(u"D"_s), 0); // D A B C, B current
        tabs.move(1, 3); // D B C A
        tabs.remove(1); // D C A, C current
        tabs.remove(0); // C A
        QCOMPARE(seen, QStringList({u"B"_s, u"B"_s, u"C"_s, u"C"_s}));
    }

    void setTabAndCurrent()
    {
        OpenTabs tabs;
        QAbstractItemModelTester tester(&tabs, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(tabs, 0);
        QSignalSpy changed(&tabs, &QAbstractItemModel::dataChanged);
        QSignalSpy current(&tabs, &OpenTabs::currentChanged);
        TableTab t = tabs.tab(1);
        t.topRow = 120;
        t.query.filter = u"Age gt 30"_s;
        tabs.setTab(1, t);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), 1);
        QCOMPARE(tabs.tab(1), t);
        tabs.setTab(1, t); // the same: nothing to say
        tabs.setTab(5, t);
        QCOMPARE(changed.count(), 1);
        tabs.setCurrent(2);
        tabs.setCurrent(2);
        tabs.setCurrent(-1);
        tabs.setCurrent(3);
        QCOMPARE(current.count(), 1);
        QCOMPARE(tabs.current(), 2);
    }

    void roles()
    {
        OpenTabs tabs;
        TableTab t = makeTab(u"Customers"_s, u"conn-1"_s, TableTab::PlaceKind::Connection);
        t.placeName = u"Orders (prod)"_s;
        t.query.filter = u"PartitionKey eq 'x'"_s;
        t.safetyLabel = u"PROD"_s;
        t.safetyColour = u"#c62828"_s;
        tabs.add(t);
        tabs.add(makeTab(u"Plain"_s));
        const QModelIndex i = tabs.index(0);
        QCOMPARE(i.data().toString(), t.title());
        QVERIFY(t.title().contains(u"Customers"_s));
        QVERIFY(t.title().contains(u"Orders (prod)"_s));
        const QString tip = i.data(Qt::ToolTipRole).toString();
        for (const QString &part :
            {u"Orders (prod)"_s, u"devstoreaccount1/Customers"_s, u"PartitionKey eq 'x'"_s})
            QVERIFY2(tip.contains(part), qPrintable(tip));
        QVERIFY(i.data(Qt::AccessibleTextRole).toString().contains(u"PROD"_s));
        QCOMPARE(i.data(OpenTabs::KindRole).toInt(), int(TableTab::PlaceKind::Connection));
        QCOMPARE(i.data(OpenTabs::PlaceRole).toString(), u"conn-1"_s);
        QCOMPARE(i.data(OpenTabs::PlaceNameRole).toString(), u"Orders (prod)"_s);
        QCOMPARE(i.data(OpenTabs::AccountRole).toString(), u"devstoreaccount1"_s);
        QCOMPARE(i.data(OpenTabs::TableRole).toString(), u"Customers"_s);
        QCOMPARE(i.data(OpenTabs::SafetyColourRole).value<QColor>(), QColor(u"#c62828"_s));
        QCOMPARE(i.data(OpenTabs::SafetyLabelRole).toString(), u"PROD"_s);
        const QModelIndex plain = tabs.index(1);
        QVERIFY(!plain.data(OpenTabs::SafetyColourRole).isValid());
        QVERIFY(!plain.data(Qt::ToolTipRole).toString().contains(u"Filter"_s));
        QCOMPARE(plain.data(Qt::AccessibleTextRole).toString(), plain.data().toString());
        QVERIFY(plain.data().toString().contains(u"demo.rowan"_s));
    }

    void indexOfIgnoresTheTableNamesCase_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("place");
        QTest::addColumn<QString>("account");
        QTest::addColumn<QString>("table");
        QTest::addColumn<int>("expected");
        const int store = int(TableTab::PlaceKind::Store);
        const int connection = int(TableTab::PlaceKind::Connection);
        QTest::newRow("exact") << store << u"/a.rowan"_s << u"devstoreaccount1"_s << u"Orders"_s << 1;
        QTest::newRow("other case") << store << u"/a.rowan"_s << u"devstoreaccount1"_s << u"oRDERS"_s << 1;
        QTest::newRow("other place") << store << u"/b.rowan"_s << u"devstoreaccount1"_s << u"Orders"_s << 2;
        QTest::newRow("connection") << connection << u"/a.rowan"_s << u"devstoreaccount1"_s << u"Orders"_s
                                    << 3;
        QTest::newRow("other account") << store << u"/a.rowan"_s << u"other"_s << u"Orders"_s << -1;
        QTest::newRow("no such table") << store << u"/a.rowan"_s << u"devstoreaccount1"_s << u"Order"_s << -1;
    }

    void indexOfIgnoresTheTableNamesCase()
    {
        QFETCH(int, kind);
        QFETCH(QString, place);
        QFETCH(QString, account);
        QFETCH(QString, table);
        QFETCH(int, expected);
        OpenTabs tabs;
        tabs.add(makeTab(u"People"_s, u"/a.rowan"_s));
        tabs.add(makeTab(u"Orders"_s, u"/a.rowan"_s));
        tabs.add(makeTab(u"Orders"_s, u"/b.rowan"_s));
        tabs.add(makeTab(u"Orders"_s, u"/a.rowan"_s, TableTab::PlaceKind::Connection));
        QCOMPARE(tabs.indexOf(TableTab::PlaceKind(kind), place, account, table), expected);
    }

    void removePlaceClosesItsTabs()
    {
        OpenTabs tabs;
        QAbstractItemModelTester tester(&tabs, QAbstractItemModelTester::FailureReportingMode::QtTest);
        tabs.add(makeTab(u"A"_s, u"/a.rowan"_s));
        tabs.add(makeTab(u"B"_s, u"/b.rowan"_s));
        tabs.add(makeTab(u"C"_s, u"/a.rowan"_s));
        tabs.add(makeTab(u"D"_s, u"/a.rowan"_s, TableTab::PlaceKind::Connection));
        tabs.add(makeTab(u"E"_s, u"/b.rowan"_s));
        tabs.setCurrent(2);
        tabs.removePlace(TableTab::PlaceKind::Store, u"/a.rowan"_s);
        QCOMPARE(tables(tabs), QStringList({u"B"_s, u"D"_s, u"E"_s}));
        QCOMPARE(tabs.current(), 1);
        QCOMPARE(tabs.tab(tabs.current()).table, u"D"_s);
        tabs.removePlace(TableTab::PlaceKind::Store, u"/b.rowan"_s);
        tabs.removePlace(TableTab::PlaceKind::Connection, u"/a.rowan"_s);
        QCOMPARE(tabs.count(), 0);
        QCOMPARE(tabs.current(), -1);
    }

    void updateSafetyChangesEveryTabOfThePlace()
    {
        OpenTabs tabs;
        QAbstractItemModelTester tester(&tabs, QAbstractItemModelTester::FailureReportingMode::QtTest);
        tabs.add(makeTab(u"A"_s, u"/a.rowan"_s));
        tabs.add(makeTab(u"B"_s, u"/b.rowan"_s));
        tabs.add(makeTab(u"C"_s, u"/a.rowan"_s));
        tabs.add(makeTab(u"D"_s, u"/a.rowan"_s, TableTab::PlaceKind::Connection));
        QSignalSpy changed(&tabs, &QAbstractItemModel::dataChanged);
        tabs.updateSafety(TableTab::PlaceKind::Store, u"/a.rowan"_s, u"PROD"_s, u"#c62828"_s);
        QCOMPARE(changed.count(), 2);
        for (int row : {0, 2}) {
            QCOMPARE(tabs.tab(row).safetyLabel, u"PROD"_s);
            QCOMPARE(tabs.tab(row).safetyColour, u"#c62828"_s);
        }
        for (int row : {1, 3}) {
            QVERIFY(tabs.tab(row).safetyLabel.isEmpty());
            QVERIFY(tabs.tab(row).safetyColour.isEmpty());
        }
        tabs.updateSafety(TableTab::PlaceKind::Store, u"/a.rowan"_s, QString(), QString());
        QVERIFY(!tabs.index(0).data(OpenTabs::SafetyColourRole).isValid());
    }

    void samePlace()
    {
        const TableTab a = makeTab(u"A"_s, u"/a.rowan"_s);
        QVERIFY(a.samePlace(makeTab(u"Other"_s, u"/a.rowan"_s)));
        QVERIFY(!a.samePlace(makeTab(u"A"_s, u"/A.rowan"_s)));
        QVERIFY(!a.samePlace(makeTab(u"A"_s, u"/a.rowan"_s, TableTab::PlaceKind::Connection)));
    }

    void jsonRoundTrip_data()
    {
        QTest::addColumn<TableTab>("tab");
        QTest::newRow("plain store") << makeTab(u"Customers"_s);
        TableTab queried = makeTab(u"Orders"_s);
        queried.query.filter = u"Amount gt 100 and Timestamp ge datetime'2024-01-01T00:00:00Z'"_s;
        queried.query.select = QStringList {u"Amount"_s, u"Status"_s};
        queried.query.top = 25;
        queried.query.builder
            = QJsonObject {{u"rows"_s, QJsonArray {QJsonObject {{u"preset"_s, u"today"_s}}}}};
        queried.topRow = 1234;
        QTest::newRow("query and scroll") << queried;
        TableTab remote = makeTab(u"Events"_s, u"3f2b-conn"_s, TableTab::PlaceKind::Connection);
        remote.placeName = u"Orders (prod)"_s;
        remote.account = u"prodaccount"_s;
        remote.safetyLabel = u"PROD"_s;
        remote.safetyColour = u"#c62828"_s;
        QTest::newRow("connection with safety") << remote;
        TableTab unicode = makeTab(u"Klanten"_s, u"/home/zoë/данные/übersicht & co.rowan"_s);
        unicode.query.filter = u"Name eq 'Łódź 東京'"_s;
        QTest::newRow("unicode") << unicode;
    }

    void jsonRoundTrip()
    {
        QFETCH(TableTab, tab);
        const QByteArray text = QJsonDocument(tab.toJson()).toJson();
        const auto back = TableTab::fromJson(QJsonDocument::fromJson(text).object());
        QVERIFY(back);
        QCOMPARE(*back, tab);
    }

    void fromJsonRejectsMalformed_data()
    {
        QTest::addColumn<QString>("entry");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("no kind") << u"kind"_s << QJsonValue(QJsonValue::Undefined);
        QTest::newRow("unknown kind") << u"kind"_s << QJsonValue(u"file"_s);
        QTest::newRow("no place") << u"place"_s << QJsonValue(QJsonValue::Undefined);
        QTest::newRow("empty place") << u"place"_s << QJsonValue(u""_s);
        QTest::newRow("place a number") << u"place"_s << QJsonValue(3);
        QTest::newRow("no table") << u"table"_s << QJsonValue(QJsonValue::Undefined);
        QTest::newRow("empty table") << u"table"_s << QJsonValue(u""_s);
        QTest::newRow("account a list") << u"account"_s << QJsonValue(QJsonArray {u"a"_s});
        QTest::newRow("negative top row") << u"topRow"_s << QJsonValue(-1);
        QTest::newRow("fractional top row") << u"topRow"_s << QJsonValue(2.5);
        QTest::newRow("top row text") << u"topRow"_s << QJsonValue(u"10"_s);
        QTest::newRow("top row too large") << u"topRow"_s << QJsonValue(1e12);
        QTest::newRow("query text") << u"query"_s << QJsonValue(u"Age gt 3"_s);
        QTest::newRow("query without filter") << u"query"_s << QJsonValue(QJsonObject {{u"top"_s, 5}});
        QTest::newRow("query top zero")
            << u"query"_s << QJsonValue(QJsonObject {{u"filter"_s, u""_s}, {u"top"_s, 0}});
        QTest::newRow("colour a name") << u"safetyColour"_s << QJsonValue(u"red"_s);
        QTest::newRow("colour short") << u"safetyColour"_s << QJsonValue(u"#f00"_s);
        QTest::newRow("label a number") << u"safetyLabel"_s << QJsonValue(7);
    }

    void fromJsonRejectsMalformed()
    {
        QFETCH(QString, entry);
        QFETCH(QJsonValue, value);
        QJsonObject json = validJson();
        QVERIFY(TableTab::fromJson(json));
        if (value.isUndefined())
            json.remove(entry);
        else
            json[entry] = value;
        QVERIFY(!TableTab::fromJson(json));
    }

    void saveRestoreRoundTrip()
    {
        QSettings settings(m_dir.filePath(u"round.ini"_s), QSettings::IniFormat);
        OpenTabs tabs;
        TableTab a = makeTab(u"Customers"_s, u"/home/zoë/demo.rowan"_s);
        a.query.filter = u"Name eq 'Łódź'"_s;
        a.query.top = 10;
        a.topRow = 40;
        TableTab b = makeTab(u"Events"_s, u"conn-7"_s, TableTab::PlaceKind::Connection);
        b.safetyLabel = u"PROD"_s;
        b.safetyColour = u"#c62828"_s;
        tabs.add(a);
        tabs.add(b);
        tabs.add(makeTab(u"Third"_s));
        tabs.setCurrent(1);
        tabs.save(settings, u"openTabs"_s);
        settings.sync();

        QSettings reread(m_dir.filePath(u"round.ini"_s), QSettings::IniFormat);
        OpenTabs back;
        QAbstractItemModelTester tester(&back, QAbstractItemModelTester::FailureReportingMode::QtTest);
        back.add(makeTab(u"Replaced"_s));
        QSignalSpy reset(&back, &QAbstractItemModel::modelReset);
        QSignalSpy current(&back, &OpenTabs::currentChanged);
        back.restore(reread, u"openTabs"_s);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(current.count(), 1);
        QCOMPARE(back.count(), 3);
        QCOMPARE(back.tab(0), a);
        QCOMPARE(back.tab(1), b);
        QCOMPARE(back.tab(2), makeTab(u"Third"_s));
        QCOMPARE(back.current(), 1);
    }

    void restoreSkipsMalformedAndClampsTheCurrent_data()
    {
        QTest::addColumn<QVariant>("current");
        QTest::addColumn<int>("expected");
        QTest::newRow("past the end") << QVariant(9) << 1;
        QTest::newRow("negative") << QVariant(-4) << 0;
        QTest::newRow("not a number") << QVariant(u"x"_s) << 0;
        QTest::newRow("absent") << QVariant() << 0;
        QTest::newRow("in range") << QVariant(1) << 1;
    }

    void restoreSkipsMalformedAndClampsTheCurrent()
    {
        QFETCH(QVariant, current);
        QFETCH(int, expected);
        QSettings settings(m_dir.filePath(u"malformed.ini"_s), QSettings::IniFormat);
        settings.clear();
        QJsonObject noTable = makeTab(u"X"_s).toJson();
        noTable.remove(u"table"_s);
        const QJsonArray array {makeTab(u"A"_s).toJson(), noTable, 42, u"text"_s, makeTab(u"B"_s).toJson()};
        settings.setValue(u"openTabs/tabs"_s, QString::fromUtf8(QJsonDocument(array).toJson()));
        if (current.isValid())
            settings.setValue(u"openTabs/current"_s, current);
        OpenTabs tabs;
        tabs.restore(settings, u"openTabs"_s);
        QCOMPARE(tables(tabs), QStringList({u"A"_s, u"B"_s}));
        QCOMPARE(tabs.current(), expected);
    }

    void restoreOfNothingOrGarbage_data()
    {
        QTest::addColumn<QVariant>("stored");
        QTest::newRow("absent") << QVariant();
        QTest::newRow("not JSON") << QVariant(u"[{"_s);
        QTest::newRow("an object") << QVariant(u"{\"kind\":\"store\"}"_s);
        QTest::newRow("empty array") << QVariant(u"[]"_s);
    }

    void restoreOfNothingOrGarbage()
    {
        QFETCH(QVariant, stored);
        QSettings settings(m_dir.filePath(u"garbage.ini"_s), QSettings::IniFormat);
        settings.clear();
        if (stored.isValid())
            settings.setValue(u"openTabs/tabs"_s, stored);
        settings.setValue(u"openTabs/current"_s, 3);
        OpenTabs tabs;
        tabs.add(makeTab(u"Before"_s));
        tabs.restore(settings, u"openTabs"_s);
        QCOMPARE(tabs.count(), 0);
        QCOMPARE(tabs.current(), -1);
    }

    void restoreKeepsAtMostFiftyTabs()
    {
        QSettings settings(m_dir.filePath(u"many.ini"_s), QSettings::IniFormat);
        OpenTabs many;
        for (int i = 0; i < OpenTabs::MaxTabs + 7; ++i)
            many.add(makeTab(u"T%1"_s.arg(i)));
        many.setCurrent(OpenTabs::MaxTabs + 3);
        many.save(settings, u"openTabs"_s);
        OpenTabs tabs;
        tabs.restore(settings, u"openTabs"_s);
        QCOMPARE(tabs.count(), OpenTabs::MaxTabs);
        QCOMPARE(tabs.tab(0).table, u"T0"_s);
        QCOMPARE(tabs.tab(OpenTabs::MaxTabs - 1).table, u"T%1"_s.arg(OpenTabs::MaxTabs - 1));
        QCOMPARE(tabs.current(), OpenTabs::MaxTabs - 1);
    }
};

QTEST_GUILESS_MAIN(TestOpenTabs)
#include "tst_opentabs.moc"
