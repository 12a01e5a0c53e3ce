// TableService::search() on the embedded store (the engine's scan, with and without the text index) and on
// a remote endpoint (`rowan serve` in-process, searched over its query pages here) give the same matches
// for every mode, filter, property choice and limit; progress, Cancel and bad requests.
#include "remote/remotefixture.h"
#include "searchtestsupport.h"

#include <rowan/localtableservice.h>
#include <rowan/remotetableservice.h>

#include <QTest>

using namespace rowan;
using namespace searchtest;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 Entities = 3000;

} // namespace

class TestTableSearch : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void sameEverywhere_data();
    void sameEverywhere();
    void readCounts();
    void cancel();
    void invalidRequests_data();
    void invalidRequests();
    void capabilities();

private:
    remotetest::ServeFixture m_fixture;
    std::shared_ptr<LocalTableService> m_local;
};

void TestTableSearch::initTestCase()
{
    const QString failed = m_fixture.start();
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    m_local = std::make_shared<LocalTableService>(m_fixture.serve().store());
    QList<Entity> entities;
    for (qint64 i = 0; i < Entities; ++i)
        entities.append(searchEntity(i));
    QString notFilled = remotetest::fillTable(*m_local, u"Items"_s, entities);
    QVERIFY2(notFilled.isEmpty(), qPrintable(notFilled));
    notFilled = remotetest::fillTable(*m_local, u"Indexed"_s, entities);
    QVERIFY2(notFilled.isEmpty(), qPrintable(notFilled));
    QVERIFY(m_local->createTextIndex(SearchAccount, u"Indexed"_s));
}

void TestTableSearch::cleanupTestCase()
{
    m_local.reset();
    m_fixture.stop();
}

void TestTableSearch::sameEverywhere_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("caseSensitive");
    QTest::addColumn<QStringList>("properties");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<qint64>("limit");
    QTest::addColumn<bool>("indexable");

    const int contains = int(SearchMode::Contains);
    QTest::newRow("word") << u"charlie"_s << contains << false << QStringList() << QString() << 0LL << true;
    QTest::newRow("case sensitive") << u"Bravo"_s << contains << true << QStringList() << QString() << 0LL
                                    << true;
    QTest::newRow("case sensitive misses")
        << u"bravo"_s << contains << true << QStringList() << QString() << 0LL << true;
    QTest::newRow("Cyrillic folded") << u"ПРИВЕТ"_s << contains << false << QStringList() << QString() << 0LL
                                     << true;
    QTest::newRow("umlaut folded") << u"GRÖSSE"_s << contains << false << QStringList() << QString() << 0LL
                                   << true;
    QTest::newRow("Int64 digits") << u"2000006"_s << contains << false << QStringList() << QString() << 0LL
                                  << true;
    QTest::newRow("row key") << u"r00299"_s << contains << false << QStringList() << QString() << 0LL << true;
    QTest::newRow("DateTime") << u"2022-09-"_s << contains << false << QStringList() << QString() << 0LL
                              << true;
    QTest::newRow("short text scans")
        << u"o "_s << contains << false << QStringList() << QString() << 0LL << false;
    QTest::newRow("whole word") << u"item 7"_s << int(SearchMode::WholeWord) << false << QStringList()
                                << QString() << 0LL << true;
    QTest::newRow("regex") << u"^golf item \\d*5$"_s << int(SearchMode::Regex) << false << QStringList()
                           << QString() << 0LL << false;
    QTest::newRow("chosen property") << u"00"_s << contains << false << QStringList {u"Name"_s} << QString()
                                     << 0LL << false;
    QTest::newRow("chosen properties")
        << u"echo"_s << contains << false << QStringList {u"RowKey"_s, u"Note"_s} << QString() << 0LL << true;
    QTest::newRow("filter") << u"delta"_s << contains << false << QStringList()
                            << u"PartitionKey ge 'p004' and Flag eq true"_s << 0LL << true;
    QTest::newRow("filter by value") << u"alpha"_s << contains << false << QStringList()
                                     << u"Count gt 1000000000L"_s << 0LL << true;
    QTest::newRow("limit") << u"foxtrot"_s << contains << false << QStringList() << QString() << 5LL << true;
    QTest::newRow("nothing") << u"no such text"_s << contains << false << QStringList() << QString() << 0LL
                             << true;
}

void TestTableSearch::sameEverywhere()
{
    QFETCH(QString, text);
    QFETCH(int, mode);
    QFETCH(bool, caseSensitive);
    QFETCH(QStringList, properties);
    QFETCH(QString, filter);
    QFETCH(qint64, limit);
    QFETCH(bool, indexable);
    auto parsed = Filter::fromText(filter);
    QVERIFY(parsed);
    const SearchRequest request {text, SearchMode(mode), caseSensitive, properties, *parsed, limit};

    QStringList expected = expectedLines(*m_local, u"Items"_s, request);
    if (limit > 0)
        expected = expected.mid(0, limit);
    SearchResult scanned;
    const QStringList local = searchLines(*m_local, u"Items"_s, request, &scanned);
    QCOMPARE(local, expected);
    QVERIFY(!scanned.usedIndex);
    QCOMPARE(scanned.matches, qint64(expected.size()));
    QCOMPARE(scanned.stopped, limit > 0 && expected.size() == limit);

    SearchResult indexed;
    QCOMPARE(searchLines(*m_local, u"Indexed"_s, request, &indexed), expected);
    QCOMPARE(indexed.usedIndex, indexable);

    SearchResult remote;
    QCOMPARE(searchLines(*m_fixture.remote(), u"Items"_s, request, &remote), expected);
    QCOMPARE(searchLines(*m_fixture.remote(), u"Indexed"_s, request), expected);
    QCOMPARE(remote.matches, qint64(expected.size()));
}

void TestTableSearch::readCounts()
{
    // A whole-table search reads every entity; the index reads only the candidates.
    QList<qint64> seen;
    auto local = m_local->search(
        SearchAccount, u"Items"_s, find(u"zzz-nothing"_s),
        [](SearchMatch &) { return ScanControl::Continue; },
        [&seen](qint64 read, qint64) { seen.append(read); });
    QVERIFY(local);
    QCOMPARE(local->read, Entities);
    QCOMPARE(seen.first(), qint64(0));
    QCOMPARE(seen.last(), Entities);
    auto indexed = m_local->search(SearchAccount, u"Indexed"_s, find(u"item 2999"_s),
        [](SearchMatch &) { return ScanControl::Continue; });
    QVERIFY(indexed);
    QCOMPARE(indexed->matches, qint64(1));
    QVERIFY(indexed->read < 10);
    // On an endpoint the read count is what its pages carried: the filter's results.
    SearchRequest filtered = find(u"zzz-nothing"_s);
    filtered.filter = *Filter::fromText(u"PartitionKey eq 'p001'");
    auto remote = m_fixture.remote()->search(
        SearchAccount, u"Items"_s, filtered, [](SearchMatch &) { return ScanControl::Continue; });
    QVERIFY(remote);
    QCOMPARE(remote->read, qint64(250));
    QCOMPARE(remote->matches, qint64(0));
}

void TestTableSearch::cancel()
{
    for (const TableService *service : {static_cast<const TableService *>(m_local.get()),
             static_cast<const TableService *>(m_fixture.remote().get())}) {
        const CancelFlag cancel = makeCancelFlag();
        qint64 matches = 0;
        auto r = service->search(
            SearchAccount, u"Items"_s, find(u"item"_s),
            [&](SearchMatch &) {
                if (++matches == 3)
                    cancel->store(true);
                return ScanControl::Continue;
            },
            {}, cancel);
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::Cancelled);
        QVERIFY(matches < Entities);
    }
}

void TestTableSearch::invalidRequests_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("code");

    QTest::newRow("empty text") << u"Items"_s << QString() << int(SearchMode::Contains)
                                << int(ErrorCode::InvalidInput);
    QTest::newRow("bad regex") << u"Items"_s << u"a("_s << int(SearchMode::Regex)
                               << int(ErrorCode::InvalidInput);
    QTest::newRow("missing table") << u"Nope"_s << u"abc"_s << int(SearchMode::Contains)
                                   << int(ErrorCode::TableNotFound);
}

void TestTableSearch::invalidRequests()
{
    QFETCH(QString, table);
    QFETCH(QString, text);
    QFETCH(int, mode);
    QFETCH(int, code);
    for (const TableService *service : {static_cast<const TableService *>(m_local.get()),
             static_cast<const TableService *>(m_fixture.remote().get())}) {
        auto r = service->search(SearchAccount, table, find(text, SearchMode(mode)),
            [](SearchMatch &) { return ScanControl::Continue; });
        QVERIFY(!r);
        QCOMPARE(int(r.error().code), code);
    }
}

void TestTableSearch::capabilities()
{
    QVERIFY(m_local->has(ServiceCapability::TextIndex));
    QVERIFY(!m_fixture.remote()->has(ServiceCapability::TextIndex));
    auto status = m_fixture.remote()->textIndexStatus(SearchAccount, u"Items"_s);
    QVERIFY(!status);
    QCOMPARE(status.error().code, ErrorCode::NotImplemented);
    QCOMPARE(m_fixture.remote()->createTextIndex(SearchAccount, u"Items"_s).error().code,
        ErrorCode::NotImplemented);
    QCOMPARE(
        m_fixture.remote()->dropTextIndex(SearchAccount, u"Items"_s).error().code, ErrorCode::NotImplemented);
}

QTEST_GUILESS_MAIN(TestTableSearch)
#include "tst_tablesearch.moc"
