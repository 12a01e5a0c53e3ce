#include "rowan/account.h"
#include "rowan/query.h"
#include "rowan/store.h"
#include "support/teststore.h"

#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {
// Every entity of the page decoded; empty (and so failing the caller's count checks) when one is damaged.
QList<Entity> decoded(const QueryPage &page)
{
    return page.entities.entities().value_or(QList<Entity>());
}
} // namespace

// Partitions 'a', 'b', 'c' with RowKeys '000'…'099'; N is the row number, Name "n<N>", Even its parity.
class TestQueryExecutor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void kinds_data();
    void kinds();
    void keyOnlyFiltersMatchEvaluation_data();
    void keyOnlyFiltersMatchEvaluation();
    void pagesFollowContinuations();
    void resumeSurvivesWrites();
    void deepResumeSeeks();
    void timeBudgetEndsPagesEarly();
    void select();
    void top_data();
    void top();
    void parseSelectValues_data();
    void parseSelectValues();
    void keyLimit();
    void missingTable();
    void continuationTokens();
    void badTokens_data();
    void badTokens();

private:
    QString key(int row) const { return u"%1"_s.arg(row, 3, 10, QLatin1Char('0')); }
    Result<QueryPage> run(const QString &filter, std::optional<int> top = std::nullopt,
        QueryContinuation continuation = {}, const QueryOptions &options = {});
    QStringList keysOf(const QueryPage &page) const;

    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    const QString m_account = QString::fromLatin1(DevelopmentAccountName);
    const QString m_table = u"people"_s;
};

void TestQueryExecutor::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestQueryExecutor::init()
{
    // A fresh table for every test, so tests that write cannot disturb others.
    m_store.reset();
    static int n = 0;
    const QString partitions[] = {u"a"_s, u"b"_s, u"c"_s};
    m_store = TestStoreBuilder(m_dir, u"q%1.rowan"_s.arg(++n))
                  .table(m_table, 300,
                      [&](qint64 i) {
                          const int row = int(i % 100);
                          Entity e(partitions[i / 100], key(row));
                          e.setProperty(u"N"_s, Value::int32(row));
                          e.setProperty(u"Name"_s, Value::string(u"n%1"_s.arg(row)));
                          e.setProperty(u"Even"_s, Value::boolean(row % 2 == 0));
                          return e;
                      })
                  .build();
    QVERIFY(m_store);
}

Result<QueryPage> TestQueryExecutor::run(const QString &filter, std::optional<int> top,
    QueryContinuation continuation, const QueryOptions &options)
{
    auto parsed = Filter::fromText(filter);
    if (!parsed)
        return std::unexpected(parsed.error());
    QueryRequest request;
    request.filter = *parsed;
    request.top = top;
    request.continuation = std::move(continuation);
    return executeQuery(*m_store, m_account, m_table, request, options);
}

QStringList TestQueryExecutor::keysOf(const QueryPage &page) const
{
    QStringList keys;
    for (qsizetype i = 0; i < page.entities.size(); ++i)
        keys << page.entities.partitionKey(i) + u'/' + page.entities.rowKey(i);
    return keys;
}

void TestQueryExecutor::kinds_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("keys"); // all of them, or the first and the last
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("scanned"); // entities read from the store: never outside the key ranges

    auto row
        = [](const char *name, const QString &filter, const QString &kind, const QStringList &keys, int count,
              int scanned) { QTest::newRow(name) << filter << kind << keys << count << scanned; };
    row("point", u"PartitionKey eq 'b' and RowKey eq '042'"_s, u"point"_s, {u"b/042"_s}, 1, 1);
    row("point missing", u"PartitionKey eq 'b' and RowKey eq '0420'"_s, u"point"_s, {}, 0, 0);
    row("row range", u"PartitionKey eq 'b' and RowKey ge '010' and RowKey lt '020'"_s, u"row-range"_s,
        {u"b/010"_s, u"b/019"_s}, 10, 10);
    row("partition scan", u"PartitionKey eq 'c' and N lt 5"_s, u"partition-scan"_s, {u"c/000"_s, u"c/004"_s},
        5, 100);
    row("or over rowkey", u"PartitionKey eq 'a' and (RowKey eq '007' or RowKey eq '093')"_s,
        u"partition-scan"_s, {u"a/007"_s, u"a/093"_s}, 2, 2);
    row("partition range", u"PartitionKey ge 'b' and N eq 99"_s, u"partition-range"_s,
        {u"b/099"_s, u"c/099"_s}, 2, 200);
    row("or of points",
        u"(PartitionKey eq 'c' and RowKey eq '001') or (PartitionKey eq 'a' and RowKey eq '002')"_s,
        u"partition-range"_s, {u"a/002"_s, u"c/001"_s}, 2, 2);
    row("table scan", u"N eq 50"_s, u"table-scan"_s, {u"a/050"_s, u"b/050"_s, u"c/050"_s}, 3, 300);
    row("missing partition", u"PartitionKey eq 'zzz'"_s, u"partition-scan"_s, {}, 0, 0);
    row("contradiction", u"PartitionKey eq 'a' and PartitionKey eq 'b'"_s, u"nothing"_s, {}, 0, 0);
    row("no filter", QString(), u"table-scan"_s, {u"a/000"_s, u"c/099"_s}, 300, 300);
    row("missing property", u"Missing eq 1"_s, u"table-scan"_s, {}, 0, 300);
    row("not missing property", u"PartitionKey eq 'a' and not (Missing eq 1) and N ge 98"_s,
        u"partition-scan"_s, {u"a/098"_s, u"a/099"_s}, 2, 100);
}

void TestQueryExecutor::kinds()
{
    QFETCH(QString, filter);
    QFETCH(QString, kind);
    QFETCH(QStringList, keys);
    QFETCH(int, count);
    QFETCH(int, scanned);
    const auto page = run(filter);
    QVERIFY2(page.has_value(), qPrintable(page ? QString() : page.error().toString()));
    QCOMPARE(queryKindName(page->kind), kind);
    QCOMPARE(page->entities.size(), count);
    QCOMPARE(page->scanned, qint64(scanned));
    QVERIFY(page->continuation.isNull());
    const QStringList got = keysOf(*page);
    if (keys.size() == count)
        QCOMPARE(got, keys);
    else
        QCOMPARE((QStringList {got.first(), got.last()}), keys);
    for (qsizetype i = 0; i < page->entities.size(); ++i) {
        QStringList missing;
        const auto e = page->entities.entity(i, &missing);
        QVERIFY(e.has_value());
        QCOMPARE(e->properties().size(), 3); // every property without $select
        QVERIFY(missing.isEmpty());
    }
}

void TestQueryExecutor::keyOnlyFiltersMatchEvaluation_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<int>("top");
    auto row = [](const char *name, const QString &filter) {
        QTest::newRow(qPrintable(QString::fromLatin1(name) + u" all"_s)) << filter << 1000;
        QTest::newRow(qPrintable(QString::fromLatin1(name) + u" pages of 7"_s)) << filter << 7;
    };
    row("row range", u"PartitionKey eq 'b' and RowKey ge '010' and RowKey lt '020'"_s);
    row("row range exclusive", u"PartitionKey eq 'b' and RowKey gt '010' and RowKey le '020'"_s);
    row("rows from", u"PartitionKey eq 'c' and RowKey ge '095'"_s);
    row("partition", u"PartitionKey eq 'a'"_s);
    row("partition ne", u"PartitionKey ne 'b'"_s);
    row("partition range", u"PartitionKey gt 'a' and PartitionKey le 'b'"_s);
    row("not rowkey", u"PartitionKey eq 'a' and not (RowKey lt '090')"_s);
    row("ranges in two partitions",
        u"(PartitionKey eq 'a' and RowKey ge '097') or (PartitionKey eq 'c' and RowKey lt '003')"_s);
    row("non-string key literal", u"not (PartitionKey eq 5) and RowKey eq '050'"_s);
    row("no match", u"PartitionKey eq 'b' and RowKey gt '099'"_s);
}

// A filter of key comparisons alone is answered by its ranges without evaluating it per entity: the result,
// page by page, must be exactly the entities the filter matches.
void TestQueryExecutor::keyOnlyFiltersMatchEvaluation()
{
    QFETCH(QString, filter);
    QFETCH(int, top);
    const auto parsed = Filter::fromText(filter);
    QVERIFY(parsed.has_value());
    QStringList expected;
    const auto scanned = m_store->scan(m_account, m_table, KeyRange::all(), [&](Entity &e) {
        if (parsed->matches(e))
            expected << e.partitionKey() + u'/' + e.rowKey();
        return ScanControl::Continue;
    });
    QVERIFY(scanned.has_value());
    QVERIFY(!expected.isEmpty() || filter.contains(u"gt '099'"_s));
    QStringList got;
    QueryContinuation next;
    int pages = 0;
    do {
        const auto page = run(filter, top, next);
        QVERIFY2(page.has_value(), qPrintable(page ? QString() : page.error().toString()));
        QVERIFY(page->entities.size() <= top);
        for (const Entity &e : decoded(*page))
            QCOMPARE(e.properties().size(), 3);
        got += keysOf(*page);
        next = page->continuation;
        QVERIFY(++pages <= 100);
    } while (!next.isNull());
    QCOMPARE(got, expected);
}

void TestQueryExecutor::pagesFollowContinuations()
{
    QStringList all;
    QueryContinuation next;
    int pages = 0;
    do {
        const auto page = run(u"Even eq true or PartitionKey eq 'b'"_s, 7, next);
        QVERIFY(page.has_value());
        QVERIFY(!page->entities.isEmpty()); // no empty page, not even the last one
        QVERIFY(page->entities.size() <= 7);
        all += keysOf(*page);
        // The REST layer sends the two header values and gets them back.
        if (!page->continuation.isNull()) {
            const auto back = QueryContinuation::fromHeaders(
                page->continuation.nextPartitionKey(), page->continuation.nextRowKey());
            QVERIFY(back.has_value());
            QCOMPARE(*back, page->continuation);
        }
        next = page->continuation;
        ++pages;
        QVERIFY(pages < 100);
    } while (!next.isNull());
    // a: 50 even rows, b: all 100, c: 50 even rows.
    QCOMPARE(all.size(), 200);
    QCOMPARE(pages, 29); // ceil(200 / 7)
    QCOMPARE(QSet<QString>(all.begin(), all.end()).size(), 200);
    QCOMPARE(all.first(), u"a/000"_s);
    QCOMPARE(all[50], u"b/000"_s);
    QCOMPARE(all.last(), u"c/098"_s);
    QStringList sorted = all;
    std::sort(sorted.begin(), sorted.end());
    QCOMPARE(all, sorted);
}

void TestQueryExecutor::resumeSurvivesWrites()
{
    const auto first = run(u"PartitionKey eq 'a'"_s, 50);
    QVERIFY(first.has_value());
    QCOMPARE(first->entities.size(), 50);
    QCOMPARE(first->entities.rowKey(first->entities.size() - 1), u"049"_s);
    QVERIFY(!first->continuation.isNull());

    // Between the pages: delete a returned and an unreturned entity (and the very entity the continuation
    // points at), insert one behind the cursor and one ahead of it.
    QVERIFY(m_store->deleteEntity(m_account, m_table, u"a"_s, u"010"_s).has_value());
    QVERIFY(m_store->deleteEntity(m_account, m_table, u"a"_s, u"050"_s).has_value());
    QVERIFY(m_store->deleteEntity(m_account, m_table, u"a"_s, u"060"_s).has_value());
    QVERIFY(m_store->insertEntity(m_account, m_table, Entity(u"a"_s, u"0005"_s)).has_value());
    QVERIFY(m_store->insertEntity(m_account, m_table, Entity(u"a"_s, u"0605"_s)).has_value());

    const auto second = run(u"PartitionKey eq 'a'"_s, 1000, first->continuation);
    QVERIFY(second.has_value());
    QVERIFY(second->continuation.isNull());
    const QStringList keys = keysOf(*second);
    QVERIFY(!keys.contains(u"a/049"_s)); // nothing twice
    QVERIFY(!keys.contains(u"a/0005"_s));
    QVERIFY(!keys.contains(u"a/050"_s));
    QVERIFY(!keys.contains(u"a/060"_s));
    QCOMPARE(keys.first(), u"a/051"_s);
    QVERIFY(keys.contains(u"a/0605"_s));
    // 051…099 without 060, plus 0605: nothing that existed throughout is skipped.
    QCOMPARE(keys.size(), 49 - 1 + 1);
    for (int i = 51; i < 100; ++i) {
        if (i != 60)
            QVERIFY2(keys.contains(u"a/"_s + key(i)), qPrintable(key(i)));
    }
}

void TestQueryExecutor::deepResumeSeeks()
{
    const QueryContinuation deep(QueryContinuation::Mode::AfterRow, u"c"_s, u"089"_s);
    const auto page = run(QString(), std::nullopt, deep);
    QVERIFY(page.has_value());
    QCOMPARE(page->entities.size(), 10);
    QCOMPARE(page->entities.rowKey(0), u"090"_s);
    // Only the entities after the position are read: the store seeks, it does not skip.
    QCOMPARE(page->scanned, qint64(10));

    const QueryContinuation shallow(QueryContinuation::Mode::BeforeRow, u"a"_s, u"090"_s);
    const auto top10 = run(QString(), 10, shallow);
    QVERIFY(top10.has_value());
    QCOMPARE(top10->scanned, qint64(11)); // ten returned, the eleventh seen to place the continuation
    QCOMPARE(top10->continuation.partitionKey(), u"b"_s);
    QCOMPARE(top10->continuation.rowKey(), u"000"_s);
    QCOMPARE(top10->continuation.mode(), QueryContinuation::Mode::BeforeRow);
}

void TestQueryExecutor::timeBudgetEndsPagesEarly()
{
    QueryOptions options;
    options.timeBudget = std::chrono::milliseconds(0);
    QStringList all;
    QueryContinuation next;
    int pages = 0;
    int emptyPages = 0;
    do {
        const auto page = run(u"PartitionKey ge 'b' and N eq 50"_s, std::nullopt, next, options);
        QVERIFY(page.has_value());
        // The budget is spent after one entity, yet every page makes progress; the last page finds nothing
        // after c/099.
        QVERIFY(page->scanned <= 1);
        if (!page->continuation.isNull())
            QVERIFY(page->timedOut);
        if (page->entities.isEmpty())
            ++emptyPages;
        all += keysOf(*page);
        next = page->continuation;
        QVERIFY(++pages <= 202);
    } while (!next.isNull());
    QCOMPARE(all, (QStringList {u"b/050"_s, u"c/050"_s}));
    QCOMPARE(pages, 201);
    QCOMPARE(emptyPages, 199);

    // A generous budget answers in one page.
    const auto page = run(u"PartitionKey ge 'b' and N eq 50"_s);
    QVERIFY(page.has_value());
    QVERIFY(!page->timedOut);
    QVERIFY(page->continuation.isNull());
}

void TestQueryExecutor::select()
{
    QueryRequest request;
    request.filter = *Filter::parse(u"PartitionKey eq 'a' and N lt 2"_s);
    request.select = QStringList {u"Name"_s, u"Missing"_s, u"RowKey"_s};
    const auto page = executeQuery(*m_store, m_account, m_table, request);
    QVERIFY(page.has_value());
    QCOMPARE(page->entities.size(), 2); // the filter reads N although N is not selected
    for (int i = 0; i < 2; ++i) {
        QStringList missing;
        const auto decodedEntity = page->entities.entity(i, &missing);
        QVERIFY(decodedEntity.has_value());
        const Entity &e = *decodedEntity;
        QCOMPARE(e.rowKey(), key(i));
        QCOMPARE(e.properties().size(), 1);
        QCOMPARE(e.properties().first().name, u"Name"_s);
        QCOMPARE(e.properties().first().value.toString(), u"n%1"_s.arg(i));
        QVERIFY(!e.etag().isEmpty());
        QCOMPARE(missing, QStringList {u"Missing"_s});
    }

    // Keys only: the filter still reads N, but the page keeps no records.
    request.select = QStringList {u"RowKey"_s, u"PartitionKey"_s};
    const auto keys = executeQuery(*m_store, m_account, m_table, request);
    QVERIFY(keys.has_value());
    QCOMPARE(keys->entities.size(), 2);
    for (int i = 0; i < 2; ++i) {
        QVERIFY(keys->entities.stored(i).record.isNull());
        QCOMPARE(keys->entities.rowKey(i), key(i));
        QVERIFY(keys->entities.entity(i)->properties().isEmpty());
    }

    request.select = QStringList {u"Bad-Name"_s};
    const auto bad = executeQuery(*m_store, m_account, m_table, request);
    QVERIFY(!bad.has_value());
    QCOMPARE(bad.error().code, ErrorCode::InvalidInput);
}

void TestQueryExecutor::top_data()
{
    QTest::addColumn<int>("top");
    QTest::addColumn<bool>("valid");
    QTest::newRow("0") << 0 << false;
    QTest::newRow("-1") << -1 << false;
    QTest::newRow("1") << 1 << true;
    QTest::newRow("1000") << 1000 << true;
    QTest::newRow("1001") << 1001 << false;
}

void TestQueryExecutor::top()
{
    QFETCH(int, top);
    QFETCH(bool, valid);
    QCOMPARE(validateTop(top).has_value(), valid);
    const auto page = run(u"PartitionKey eq 'a'"_s, top);
    QCOMPARE(page.has_value(), valid);
    if (valid) {
        QCOMPARE(page->entities.size(), std::min(top, 100));
    } else {
        QCOMPARE(page.error().code, ErrorCode::InvalidInput);
    }
}

void TestQueryExecutor::parseSelectValues_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<bool>("all");
    QTest::addColumn<QStringList>("names");
    QTest::newRow("two") << u"Name, Age"_s << true << false << QStringList {u"Name"_s, u"Age"_s};
    QTest::newRow("star") << u"*"_s << true << true << QStringList {};
    QTest::newRow("empty") << QString() << true << true << QStringList {};
    QTest::newRow("keys") << u"PartitionKey,RowKey,Timestamp"_s << true << false
                          << QStringList {u"PartitionKey"_s, u"RowKey"_s, u"Timestamp"_s};
    QTest::newRow("duplicate") << u"Name,Name"_s << true << false << QStringList {u"Name"_s};
    QTest::newRow("empty item") << u"Name,,Age"_s << false << false << QStringList {};
    QTest::newRow("trailing comma") << u"Name,"_s << false << false << QStringList {};
    QTest::newRow("bad name") << u"Bad-Name"_s << false << false << QStringList {};
}

void TestQueryExecutor::parseSelectValues()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(bool, all);
    QFETCH(QStringList, names);
    const auto parsed = parseSelect(text);
    QCOMPARE(parsed.has_value(), valid);
    if (!valid) {
        QCOMPARE(parsed.error().code, ErrorCode::InvalidInput);
        return;
    }
    QCOMPARE(!parsed->has_value(), all);
    if (!all)
        QCOMPARE(**parsed, names);
}

void TestQueryExecutor::keyLimit()
{
    QueryRequest request;
    request.keyLimit = KeyRange {KeyBound::at(u"b"_s, u"010"_s), KeyBound::at(u"b"_s, u"020"_s)};
    auto page = executeQuery(*m_store, m_account, m_table, request);
    QVERIFY(page.has_value());
    QCOMPARE(page->entities.size(), 11);
    QCOMPARE(page->scanned, qint64(11));
    QCOMPARE(page->entities.rowKey(0), u"010"_s);
    QCOMPARE(page->entities.rowKey(page->entities.size() - 1), u"020"_s);

    // The filter cannot widen the limit.
    request.filter = *Filter::parse(u"PartitionKey eq 'a' or PartitionKey eq 'b' and RowKey ge '015'"_s);
    page = executeQuery(*m_store, m_account, m_table, request);
    QVERIFY(page.has_value());
    QCOMPARE(keysOf(*page).first(), u"b/015"_s);
    QCOMPARE(page->entities.size(), 6);
}

void TestQueryExecutor::missingTable()
{
    QueryRequest request;
    request.filter = *Filter::parse(u"PartitionKey eq 'a' and PartitionKey eq 'b'"_s);
    const auto page = executeQuery(*m_store, m_account, u"nosuchtable"_s, request);
    QVERIFY(!page.has_value());
    QCOMPARE(page.error().code, ErrorCode::TableNotFound);
}

void TestQueryExecutor::continuationTokens()
{
    const QString odd = u"p'q %/\u00e9"_s + QString::fromUcs4(U"\U0001F600", 1) + QChar(0xD800);
    for (auto mode : {QueryContinuation::Mode::BeforeRow, QueryContinuation::Mode::AfterRow}) {
        const QueryContinuation c(mode, odd, u"r"_s + odd);
        const auto back = QueryContinuation::fromToken(c.toToken());
        QVERIFY(back.has_value());
        QCOMPARE(*back, c);
        QCOMPARE(back->partitionKey(), odd); // even a lone surrogate survives
        for (const QChar ch : c.nextPartitionKey() + c.nextRowKey())
            QVERIFY(ch.unicode() < 128 && ch != u' ');
    }
    const QueryContinuation start(QueryContinuation::Mode::PartitionStart, u"b"_s, QString());
    QCOMPARE(*QueryContinuation::fromHeaders(start.nextPartitionKey(), QString()), start);
    QVERIFY(QueryContinuation::fromToken(QString())->isNull());
    QVERIFY(QueryContinuation().nextPartitionKey().isEmpty());
    QVERIFY(QueryContinuation().toToken().isEmpty());
}

void TestQueryExecutor::badTokens_data()
{
    QTest::addColumn<QString>("pk");
    QTest::addColumn<QString>("rk");
    QTest::newRow("no version") << u"YQ"_s << u"1!b!YQ"_s;
    QTest::newRow("bad base64") << u"1!***"_s << u"1!b!YQ"_s;
    QTest::newRow("odd bytes") << u"1!YQ"_s << u"1!b!YQ"_s; // "YQ" is one byte
    QTest::newRow("bad mode") << u"1!AGE"_s << u"1!z!AGE"_s;
    QTest::newRow("missing mode separator") << u"1!AGE"_s << u"1!bAGE"_s;
    QTest::newRow("partition mode with row") << u"1!AGE"_s << u"1!s!AGE"_s;
    QTest::newRow("azure style") << u"1!8!U2FsZXM-"_s << u"1!8!Mg--"_s;
}

void TestQueryExecutor::badTokens()
{
    QFETCH(QString, pk);
    QFETCH(QString, rk);
    const auto c = QueryContinuation::fromHeaders(pk, rk);
    QVERIFY(!c.has_value());
    QCOMPARE(c.error().code, ErrorCode::InvalidInput);
    QVERIFY(!QueryContinuation::fromToken(pk + rk).has_value());
}

QTEST_GUILESS_MAIN(TestQueryExecutor)
#include "tst_queryexecutor.moc"
