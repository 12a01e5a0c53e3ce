// FindJob: the matches of a search arrive on the GUI thread in key order, in batches, before finished(),
// with progress; the text index is used when the table has one; a bad request fails at once; cancel() and a
// newer start() drop the run before.
#include "support/teststore.h"

#include "models/grid/findjob.h"
#include "models/session/servicesession.h"

#include <rowan/store.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 Entities = 2000;

Entity item(qint64 i)
{
    Entity e(u"p%1"_s.arg(i / 100, 3, 10, QLatin1Char('0')), u"r%1"_s.arg(i, 5, 10, QLatin1Char('0')));
    e.appendProperty(u"Name"_s, Value::string(i % 4 == 0 ? u"Grüße %1"_s.arg(i) : u"item %1"_s.arg(i)));
    return e;
}

SearchRequest find(const QString &text, SearchMode mode = SearchMode::Contains)
{
    return SearchRequest {text, mode, false, {}, {}, 0};
}

QStringList rowKeys(const QSignalSpy &spy)
{
    QStringList keys;
    for (const QList<QVariant> &call : spy) {
        for (const SearchMatch &m : call.first().value<QList<SearchMatch>>())
            keys << m.entity.rowKey();
    }
    return keys;
}

} // namespace

class TestFindJob : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void streamsMatches_data();
    void streamsMatches();
    void badRequestFails();
    void cancelAndNewerRun();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
};

void TestFindJob::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = TestStoreBuilder(m_dir, u"find.rowan"_s)
                  .table(u"Items"_s, Entities, item)
                  .table(u"Indexed"_s, Entities, item)
                  .build();
    QVERIFY(m_store);
    QVERIFY(m_store->createTextIndex(TestStoreBuilder::account(), u"Indexed"_s));
}

void TestFindJob::streamsMatches_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("expected");
    QTest::addColumn<bool>("usedIndex");

    QTest::newRow("scan, many batches") << u"Items"_s << u"grüße"_s << Entities / 4 << false;
    QTest::newRow("index") << u"Indexed"_s << u"GRÜẞE 12"_s << qint64(29) << true;
    QTest::newRow("scan, none") << u"Items"_s << u"nothing"_s << qint64(0) << false;
}

void TestFindJob::streamsMatches()
{
    QFETCH(QString, table);
    QFETCH(QString, text);
    QFETCH(qint64, expected);
    QFETCH(bool, usedIndex);
    ServiceSession session;
    session.setStore(m_store);
    FindJob job(&session);
    QSignalSpy matches(&job, &FindJob::matchesFound);
    QSignalSpy progress(&job, &FindJob::progress);
    QSignalSpy finished(&job, &FindJob::finished);
    job.start(TestStoreBuilder::account(), table, find(text));
    QVERIFY(job.isRunning());
    QTRY_COMPARE(finished.size(), 1);
    const auto result = finished.first().first().value<SearchResult>();
    QCOMPARE(result.matches, expected);
    QCOMPARE(result.usedIndex, usedIndex);
    const QStringList keys = rowKeys(matches);
    QCOMPARE(qint64(keys.size()), expected);
    QStringList sorted = keys;
    sorted.sort();
    QCOMPARE(keys, sorted);
    for (const QList<QVariant> &call : std::as_const(matches))
        QVERIFY(call.first().value<QList<SearchMatch>>().size() <= FindJob::BatchSize);
    if (expected > FindJob::BatchSize)
        QVERIFY(matches.size() > 1);
    QVERIFY(!progress.isEmpty());
    QVERIFY(!job.isRunning());
}

void TestFindJob::badRequestFails()
{
    ServiceSession session;
    session.setStore(m_store);
    FindJob job(&session);
    QSignalSpy failed(&job, &FindJob::failed);
    job.start(TestStoreBuilder::account(), u"Items"_s, find(u"(a"_s, SearchMode::Regex));
    QCOMPARE(failed.size(), 1);
    QVERIFY(failed.first().first().toString().contains(u"not valid"_s));
    QVERIFY(!job.isRunning());
}

void TestFindJob::cancelAndNewerRun()
{
    ServiceSession session;
    session.setStore(m_store);
    FindJob job(&session);
    QSignalSpy matches(&job, &FindJob::matchesFound);
    QSignalSpy finished(&job, &FindJob::finished);
    QSignalSpy cancelled(&job, &FindJob::cancelled);
    job.start(TestStoreBuilder::account(), u"Items"_s, find(u"item"_s));
    job.cancel();
    QCOMPARE(cancelled.size(), 1);
    session.pool()->waitForDone();
    QCoreApplication::processEvents();
    QCOMPARE(finished.size(), 0);
    QCOMPARE(matches.size(), 0);
    // A newer run replaces the one before: only its matches and result arrive.
    job.start(TestStoreBuilder::account(), u"Items"_s, find(u"item"_s));
    job.start(TestStoreBuilder::account(), u"Items"_s, find(u"item 1999"_s));
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(rowKeys(matches), QStringList {u"r01999"_s});
}

QTEST_MAIN(TestFindJob)
#include "tst_findjob.moc"
