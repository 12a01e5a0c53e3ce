// TableNameCache: the table names of saved connections kept between starts, how old they are, what a
// malformed setting leaves, and the cap.
#include "models/find/tablenamecache.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

class TestTableNameCache : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }
    void keptBetweenStarts();
    void staleness_data();
    void staleness();
    void malformedSettingsAreSkipped();
    void forgetAndKeepOnly();
    void capped();
};

void TestTableNameCache::keptBetweenStarts()
{
    const QDateTime when = QDateTime::fromString(u"2026-11-27T10:00:00.123Z"_s, Qt::ISODateWithMs);
    const QList<TableNameCache::TableName> names {{u"acc"_s, u"Orders"_s}, {u"acc"_s, u"Zählung"_s}};
    {
        TableNameCache cache(u"cache"_s);
        cache.remember(u"id-1"_s, names, when);
    }
    TableNameCache again(u"cache"_s);
    const auto listing = again.listing(u"id-1"_s);
    QVERIFY(listing);
    QCOMPARE(listing->tables, names);
    QCOMPARE(listing->listedAt, when);
    QVERIFY(!again.listing(u"id-2"_s));
    // In memory only: nothing read or written.
    TableNameCache memory;
    QVERIFY(!memory.listing(u"id-1"_s));
}

void TestTableNameCache::staleness_data()
{
    QTest::addColumn<qint64>("ageSeconds"); // -1: never listed
    QTest::addColumn<bool>("stale");
    QTest::newRow("never listed") << qint64(-1) << true;
    QTest::newRow("just listed") << qint64(0) << false;
    QTest::newRow("within the age") << qint64(599) << false;
    QTest::newRow("older") << qint64(601) << true;
    QTest::newRow("in the future (clock moved)") << qint64(-3600) << true;
}

void TestTableNameCache::staleness()
{
    QFETCH(qint64, ageSeconds);
    QFETCH(bool, stale);
    const QDateTime now = QDateTime::fromString(u"2026-11-27T12:00:00Z"_s, Qt::ISODate);
    TableNameCache cache;
    if (ageSeconds != -1)
        cache.remember(u"id"_s, {{u"a"_s, u"T1"_s}}, now.addSecs(-ageSeconds));
    QCOMPARE(cache.isStale(u"id"_s, 600, now), stale);
}

void TestTableNameCache::malformedSettingsAreSkipped()
{
    QSettings().setValue(u"cache"_s,
        QByteArray(
            R"({"good":{"listedAt":"2026-11-27T10:00:00Z","tables":[["a","T1"],["a"],[1,2],"x",["b","T2"]]},)"
            R"("nodate":{"tables":[["a","T1"]]},"notobject":5})"));
    TableNameCache cache(u"cache"_s);
    const auto good = cache.listing(u"good"_s);
    QVERIFY(good);
    QCOMPARE(good->tables, (QList<TableNameCache::TableName> {{u"a"_s, u"T1"_s}, {u"b"_s, u"T2"_s}}));
    QVERIFY(!cache.listing(u"nodate"_s));
    QVERIFY(!cache.listing(u"notobject"_s));
    // Not JSON at all: an empty cache.
    QSettings().setValue(u"broken"_s, QByteArray("{not json"));
    QVERIFY(!TableNameCache(u"broken"_s).listing(u"good"_s));
}

void TestTableNameCache::forgetAndKeepOnly()
{
    TableNameCache cache(u"cache"_s);
    for (const QString &id : {u"a"_s, u"b"_s, u"c"_s})
        cache.remember(id, {{u"acc"_s, u"T"_s + id}});
    cache.forget(u"a"_s);
    cache.keepOnly({u"c"_s, u"unknown"_s});
    TableNameCache again(u"cache"_s);
    QVERIFY(!again.listing(u"a"_s));
    QVERIFY(!again.listing(u"b"_s));
    QVERIFY(again.listing(u"c"_s));
}

void TestTableNameCache::capped()
{
    QList<TableNameCache::TableName> many;
    for (int i = 0; i < TableNameCache::MaxTables + 5; ++i)
        many.append({u"acc"_s, u"T%1"_s.arg(i)});
    TableNameCache cache;
    cache.remember(u"id"_s, many);
    QCOMPARE(cache.listing(u"id"_s)->tables.size(), TableNameCache::MaxTables);
}

QTEST_GUILESS_MAIN(TestTableNameCache)
#include "tst_tablenamecache.moc"
