// SortedResultBuilder and SortedResult: the order of mixed types and missing properties, Int64 beyond 2^53,
// DateTime ticks, UTF-16 code-unit order of strings, descending, stability, results larger than one page and
// than one in-memory run (spilled and merged), cancel, the bound, and the temporary file (encrypted,
// removed).
#include <rowan/sortedresult.h>

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

// One entity per value, RowKey "r<index>" (zero-padded so key order is index order); a null QVariant is a
// missing property.
Entity entityWith(int index, const std::optional<Value> &value)
{
    Entity e(u"p"_s, u"r%1"_s.arg(index, 6, 10, QLatin1Char('0')));
    e.setTimestamp(DateTime(DateTime::UnixEpochTicks + index));
    e.setEtagFromTimestamp();
    if (value)
        e.setProperty(u"V"_s, *value);
    return e;
}

struct Sorted
{
    std::shared_ptr<SortedResult> result;
    QList<Entity> entities;
};

Sorted sortAll(const QList<Entity> &input, SortSpec spec, SortOptions options)
{
    auto builder = SortedResultBuilder::create(spec, options);
    if (!builder)
        qFatal("create: %s", qPrintable(builder.error().message));
    for (const Entity &e : input) {
        if (auto ok = (*builder)->add(e); !ok)
            qFatal("add: %s", qPrintable(ok.error().message));
    }
    auto result = (*builder)->finish();
    if (!result)
        qFatal("finish: %s", qPrintable(result.error().message));
    auto all = (*result)->page(0, int(input.size()) + 10);
    if (!all)
        qFatal("page: %s", qPrintable(all.error().message));
    return {*result, *all};
}

QList<int> indexesOf(const QList<Entity> &entities)
{
    QList<int> out;
    for (const Entity &e : entities)
        out.append(e.rowKey().mid(1).toInt());
    return out;
}

SortOptions runsOf(qint64 entities)
{
    SortOptions options;
    options.runEntities = entities;
    return options;
}

} // namespace

class TestSortedResult : public QObject
{
    Q_OBJECT

private slots:
    void order_data();
    void order();
    void largeResultAcrossPagesAndRuns_data();
    void largeResultAcrossPagesAndRuns();
    void keysAndTimestamp_data();
    void keysAndTimestamp();
    void entitiesRoundTrip();
    void cancel();
    void boundExceeded();
    void temporaryFileEncryptedAndRemoved();
    void badInput();
};

void TestSortedResult::order_data()
{
    QTest::addColumn<QList<std::optional<Value>>>("values");
    QTest::addColumn<bool>("descending");
    QTest::addColumn<qint64>("runEntities");
    QTest::addColumn<QList<int>>("expected"); // indexes into values

    const qint64 two53 = qint64(1) << 53;
    const QList<std::optional<Value>> bigInts = {Value::int64(two53 + 1), Value::int64(two53),
        Value::int64(two53 + 2), Value::int64(two53 - 1), Value::int64(std::numeric_limits<qint64>::min()),
        Value::int64(std::numeric_limits<qint64>::max())};
    for (qint64 run : {qint64(1000), qint64(2)}) {
        const QByteArray spill = run == 2 ? " spilled" : "";
        QTest::addRow("Int64 beyond 2^53%s", spill.constData())
            << bigInts << false << run << QList<int> {4, 3, 1, 0, 2, 5};
        QTest::addRow("Int64 beyond 2^53 descending%s", spill.constData())
            << bigInts << true << run << QList<int> {5, 2, 0, 1, 3, 4};
    }

    const qint64 t = 638'000'000'000'000'000;
    QTest::addRow("DateTime to the tick") << QList<std::optional<Value>> {Value::dateTime(DateTime(t + 1)),
        Value::dateTime(DateTime(t)), Value::dateTime(DateTime(t + 2)), Value::dateTime(DateTime(t - 1))}
                                          << false << qint64(3) << QList<int> {3, 1, 0, 2};

    // UTF-16 code units: U+1F600 is the surrogate pair D83D DE00, below U+FF61; upper case before lower;
    // 'ä' (U+00E4) after 'z'; a prefix before its extensions.
    QTest::addRow("strings by UTF-16 code unit") << QList<std::optional<Value>> {Value::string(u"\uFF61"_s),
        Value::string(u"\U0001F600"_s), Value::string(u"a"_s), Value::string(u"B"_s), Value::string(u"ä"_s),
        Value::string(u"ab"_s), Value::string(u"z"_s), Value::string(QString())}
                                                 << false << qint64(4) << QList<int> {7, 3, 2, 5, 6, 4, 1, 0};

    // Missing last; types in EdmType order (String, Binary, Boolean, DateTime, Double, Guid, Int32, Int64),
    // not by value across types: Int32 9 before Int64 1, Double 100 before Int32 1.
    const QList<std::optional<Value>> mixed = {std::nullopt, Value::int64(1), Value::int32(9),
        Value::float64(100), Value::string(u"x"_s), Value::boolean(true), Value::boolean(false),
        Value::binary("\x01"), Value::guid(QUuid::fromString(u"00000000-0000-0000-0000-000000000001"_s)),
        Value::dateTime(DateTime(t)), Value::int32(1), std::nullopt};
    QTest::addRow("mixed types, missing last")
        << mixed << false << qint64(1000) << QList<int> {4, 7, 6, 5, 9, 3, 8, 10, 2, 1, 0, 11};
    // Descending reverses values, not ties, and missing stays last: the two missing keep their order (0
    // before 11).
    QTest::addRow("mixed types descending, spilled")
        << mixed << true << qint64(5) << QList<int> {1, 2, 10, 8, 3, 9, 5, 6, 7, 4, 0, 11};

    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::addRow("doubles: NaN after infinity, -0 equals 0")
        << QList<std::optional<Value>> {Value::float64(nan), Value::float64(0.0), Value::float64(-0.0),
               Value::float64(std::numeric_limits<double>::infinity()), Value::float64(-1.5),
               Value::float64(-std::numeric_limits<double>::infinity())}
        << false << qint64(1000) << QList<int> {5, 4, 1, 2, 3, 0};

    // Ties keep the order added (key order), ascending and descending, in memory and merged from runs.
    QList<std::optional<Value>> ties;
    for (int i = 0; i < 9; ++i)
        ties.append(Value::int32(i % 3));
    QTest::addRow("stable ascending, spilled")
        << ties << false << qint64(2) << QList<int> {0, 3, 6, 1, 4, 7, 2, 5, 8};
    QTest::addRow("stable descending")
        << ties << true << qint64(1000) << QList<int> {2, 5, 8, 1, 4, 7, 0, 3, 6};
}

void TestSortedResult::order()
{
    QFETCH(QList<std::optional<Value>>, values);
    QFETCH(bool, descending);
    QFETCH(qint64, runEntities);
    QFETCH(QList<int>, expected);

    QList<Entity> input;
    for (int i = 0; i < values.size(); ++i)
        input.append(entityWith(i, values.at(i)));
    const Sorted sorted
        = sortAll(input, SortSpec {u"V"_s, descending ? SortDirection::Descending : SortDirection::Ascending},
            runsOf(runEntities));
    QCOMPARE(sorted.result->size(), values.size());
    QCOMPARE(indexesOf(sorted.entities), expected);
}

void TestSortedResult::largeResultAcrossPagesAndRuns_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<qint64>("runEntities");
    QTest::addColumn<qint64>("runBytes");
    QTest::addColumn<bool>("descending");
    QTest::addColumn<int>("pageSize");

    QTest::newRow("in memory, pages of 1000") << 2500 << qint64(100'000) << qint64(1) << false << 1000;
    QTest::newRow("runs by count") << 2500 << qint64(300) << qint64(1) << false << 1000;
    QTest::newRow("runs by bytes, descending") << 2500 << qint64(100'000) << qint64(20'000) << true << 333;
    QTest::newRow("one entity per run") << 200 << qint64(1) << qint64(1) << true << 7;
}

void TestSortedResult::largeResultAcrossPagesAndRuns()
{
    QFETCH(int, count);
    QFETCH(qint64, runEntities);
    QFETCH(qint64, runBytes);
    QFETCH(bool, descending);
    QFETCH(int, pageSize);

    // Values with many duplicates, some missing: the expected order is (value, index) computed here with
    // plain integers.
    QRandomGenerator random(42);
    QList<std::optional<qint64>> raw;
    QList<Entity> input;
    for (int i = 0; i < count; ++i) {
        std::optional<qint64> v;
        if (random.bounded(10) != 0)
            v = qint64(random.bounded(500)) * (qint64(1) << 40);
        raw.append(v);
        input.append(entityWith(i, v ? std::optional<Value>(Value::int64(*v)) : std::nullopt));
    }
    QList<int> expected(count);
    std::iota(expected.begin(), expected.end(), 0);
    std::stable_sort(expected.begin(), expected.end(), [&](int a, int b) {
        const auto &x = raw[a];
        const auto &y = raw[b];
        if (!x || !y) // missing is last in both directions
            return x && !y;
        return descending ? *x > *y : *x < *y;
    });

    SortOptions options;
    options.runEntities = runEntities;
    if (runBytes > 1)
        options.runBytes = runBytes;
    auto builder = SortedResultBuilder::create(
        {u"V"_s, descending ? SortDirection::Descending : SortDirection::Ascending}, options);
    QVERIFY(builder.has_value());
    for (const Entity &e : std::as_const(input))
        QVERIFY((*builder)->add(e).has_value());
    const bool spills = runEntities < count || runBytes > 1;
    QCOMPARE((*builder)->spilledRuns() > 0, spills);
    auto result = (*builder)->finish();
    QVERIFY(result.has_value());
    QCOMPARE((*result)->size(), qint64(count));

    QList<int> got;
    for (qint64 first = 0; first < count; first += pageSize) {
        auto page = (*result)->page(first, pageSize);
        QVERIFY(page.has_value());
        QCOMPARE(page->size(), std::min<qint64>(pageSize, count - first));
        got.append(indexesOf(*page));
    }
    QCOMPARE(got, expected);
    // Past the end: nothing; a page straddling it: the rest.
    QCOMPARE((*result)->page(count, 10)->size(), 0);
    QCOMPARE((*result)->page(count - 3, 10)->size(), 3);
}

void TestSortedResult::keysAndTimestamp_data()
{
    QTest::addColumn<QString>("property");
    QTest::addColumn<bool>("descending");
    QTest::addColumn<QStringList>("expectedRowKeys");

    QTest::newRow("RowKey descending") << u"RowKey"_s << true << QStringList {u"c"_s, u"b"_s, u"a"_s};
    QTest::newRow("PartitionKey, ties by key")
        << u"PartitionKey"_s << false << QStringList {u"b"_s, u"c"_s, u"a"_s};
    QTest::newRow("Timestamp") << u"Timestamp"_s << false << QStringList {u"c"_s, u"a"_s, u"b"_s};
}

void TestSortedResult::keysAndTimestamp()
{
    QFETCH(QString, property);
    QFETCH(bool, descending);
    QFETCH(QStringList, expectedRowKeys);

    Entity a(u"p2"_s, u"a"_s), b(u"p1"_s, u"b"_s), c(u"p1"_s, u"c"_s);
    a.setTimestamp(DateTime(DateTime::UnixEpochTicks + 5));
    b.setTimestamp(DateTime(DateTime::UnixEpochTicks + 9));
    c.setTimestamp(DateTime(DateTime::UnixEpochTicks + 1));
    // Added in key order, as a table or query gives them.
    const Sorted sorted = sortAll(
        {b, c, a}, {property, descending ? SortDirection::Descending : SortDirection::Ascending}, runsOf(1));
    QStringList rowKeys;
    for (const Entity &e : sorted.entities)
        rowKeys.append(e.rowKey());
    QCOMPARE(rowKeys, expectedRowKeys);
}

void TestSortedResult::entitiesRoundTrip()
{
    Entity e(u"pk ✓"_s, u"rk\U0001F600"_s);
    e.setTimestamp(DateTime(DateTime::UnixEpochTicks + 1234567));
    e.setEtag(u"W/\"0x8D9C1F2A3B4C5D6\""_s); // an endpoint's own ETag, not the Timestamp's
    e.setProperty(u"Name"_s, Value::string(u"Ärger"_s));
    e.setProperty(u"Blob"_s, Value::binary(QByteArray("\0\1\2", 3)));
    e.setProperty(u"Id"_s, Value::guid(QUuid::createUuid()));
    Entity plain(u"pk"_s, u"plain"_s);
    plain.setTimestamp(DateTime(DateTime::UnixEpochTicks + 99));
    plain.setEtagFromTimestamp();
    const Sorted sorted = sortAll({e, plain}, {u"Name"_s, SortDirection::Ascending}, runsOf(1));
    QCOMPARE(sorted.entities.size(), 2);
    const Entity &back = sorted.entities.at(0);
    QVERIFY(back.sameContent(e));
    QCOMPARE(back.timestamp(), e.timestamp());
    QCOMPARE(back.etag(), e.etag());
    QCOMPARE(sorted.entities.at(1).etag(), etagForTimestamp(plain.timestamp()));
}

void TestSortedResult::cancel()
{
    for (qint64 run : {qint64(1000), qint64(3)}) {
        auto builder = SortedResultBuilder::create({u"V"_s, SortDirection::Ascending}, runsOf(run));
        QVERIFY(builder.has_value());
        for (int i = 0; i < 10; ++i)
            QVERIFY((*builder)->add(entityWith(i, Value::int32(i))).has_value());
        std::atomic<bool> cancel {true};
        auto result = (*builder)->finish(&cancel);
        QVERIFY(!result.has_value());
        QCOMPARE(result.error().code, ErrorCode::Cancelled);
    }
}

void TestSortedResult::boundExceeded()
{
    SortOptions options;
    options.maxEntities = 10;
    options.runEntities = 4;
    auto builder = SortedResultBuilder::create({u"V"_s, SortDirection::Ascending}, options);
    QVERIFY(builder.has_value());
    for (int i = 0; i < 10; ++i)
        QVERIFY((*builder)->add(entityWith(i, Value::int32(i))).has_value());
    QVERIFY(!(*builder)->exceeded());
    const Status over = (*builder)->add(entityWith(10, Value::int32(10)));
    QVERIFY(!over.has_value());
    QCOMPARE(over.error().code, ErrorCode::OutOfRangeInput);
    QVERIFY((*builder)->exceeded());
    QCOMPARE((*builder)->count(), qint64(11));
    QVERIFY(!(*builder)->add(entityWith(11, Value::int32(11))).has_value());
    auto result = (*builder)->finish();
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().code, ErrorCode::OutOfRangeInput);
}

void TestSortedResult::temporaryFileEncryptedAndRemoved()
{
    QTemporaryDir base;
    QVERIFY(base.isValid());
    SortOptions options;
    options.tempPath = base.path();
    options.runEntities = 50;
    const QString marker = u"PlainTextMarker"_s;
    QList<Entity> input;
    for (int i = 0; i < 200; ++i)
        input.append(entityWith(i, Value::string(marker + QString::number(i))));
    QString path;
    {
        const Sorted sorted = sortAll(input, {u"V"_s, SortDirection::Descending}, options);
        path = sorted.result->databasePath();
        QVERIFY(path.startsWith(base.path()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.size() > 4096);
        QVERIFY(!bytes.startsWith("SQLite format 3"));
        QVERIFY(!bytes.contains(marker.toUtf8()));
        QVERIFY(!bytes.contains(QByteArray("p\0r\0", 4)));
        // No journal or other file beside it.
        QCOMPARE(QDir(QFileInfo(path).path()).entryList(QDir::Files), QStringList {u"sort.db"_s});
    }
    QVERIFY(!QFile::exists(path));
    QVERIFY(QDir(base.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty());
}

void TestSortedResult::badInput()
{
    QCOMPARE(SortedResultBuilder::create({QString(), SortDirection::Ascending}).error().code,
        ErrorCode::InvalidInput);
    SortOptions options;
    options.maxEntities = 0;
    QCOMPARE(SortedResultBuilder::create({u"V"_s, SortDirection::Ascending}, options).error().code,
        ErrorCode::InvalidInput);
    auto builder = SortedResultBuilder::create({u"V"_s, SortDirection::Ascending});
    QVERIFY(builder.has_value());
    auto result = (*builder)->finish();
    QVERIFY(result.has_value());
    QCOMPARE((*result)->size(), 0);
    QCOMPARE((*result)->page(-1, 3).error().code, ErrorCode::InvalidInput);
    QVERIFY(!(*builder)->finish().has_value());
}

QTEST_GUILESS_MAIN(TestSortedResult)
#include "tst_sortedresult.moc"
