// diffTables() and compareEntities(): a known difference in every EDM type (and the sameness rules for
// Doubles: NaN, ±0, tolerance), key orders with Unicode keys, empty tables, the ignore options, a filter
// and a key range, a side that goes out of key order or fails during the diff, cancellation, and one side
// read through `rowan serve` giving the same answers as the embedded store.
#include "remote/servethread.h"
#include "support/teststore.h"

#include <rowan/compare/diff.h>
#include <rowan/localtableservice.h>
#include <rowan/remotetableservice.h>
#include <rowan/store.h>

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace rowan;
using namespace rowan::compare;
using namespace Qt::StringLiterals;

// QVERIFY2 builds its message whether or not the check fails: the error is read only from a failed result.
#define QVERIFY_RESULT(result) QVERIFY2(result, (result) ? "" : qPrintable((result).error().toString()))

namespace {

const QString DiffAccount = QString::fromLatin1(DevelopmentAccountName);

// An entity with one property (none when `value` is nullopt).
Entity oneProperty(const QString &pk, const QString &rk, const std::optional<Value> &value)
{
    Entity e(pk, rk);
    if (value)
        e.setProperty(u"P"_s, *value);
    return e;
}

// The service it wraps, except that its scans are disturbed: the entity at index `backwardsAt` comes
// again after its successor (out of key order), or the scan fails after `failAfter` entities.
class DisturbedService final : public TableService
{
public:
    DisturbedService(std::shared_ptr<TableService> inner, int backwardsAt, int failAfter)
        : m_inner(std::move(inner))
        , m_backwardsAt(backwardsAt)
        , m_failAfter(failAfter)
    { }
    ServiceDescription description() const override { return m_inner->description(); }
    Result<QList<Account>> accounts() const override { return m_inner->accounts(); }
    Result<QList<TableInfo>> listTables(const QString &account) const override
    {
        return m_inner->listTables(account);
    }
    Result<TableInfo> createTable(const QString &account, const QString &name) override
    {
        return m_inner->createTable(account, name);
    }
    Status deleteTable(const QString &account, const QString &name) override
    {
        return m_inner->deleteTable(account, name);
    }
    Result<Entity> getEntity(const QString &account, const QString &table, const QString &pk,
        const QString &rk, const ScanOptions &options) const override
    {
        return m_inner->getEntity(account, table, pk, rk, options);
    }
    Result<ScanResult> scan(const QString &account, const QString &table, const KeyRange &range,
        const EntityVisitor &visitor, const ScanOptions &options, const CancelFlag &cancel) const override
    {
        int index = 0;
        std::optional<Entity> again;
        auto scanned = m_inner->scan(
            account, table, range,
            [&](Entity &entity) {
                if (index == m_failAfter)
                    return ScanControl::Stop;
                Entity copy = entity;
                const bool repeat = index == m_backwardsAt;
                ++index;
                if (visitor(entity) == ScanControl::Stop)
                    return ScanControl::Stop;
                if (again && visitor(*again) == ScanControl::Stop)
                    return ScanControl::Stop;
                again.reset();
                if (repeat)
                    again = copy;
                return ScanControl::Continue;
            },
            options, cancel);
        if (scanned && index == m_failAfter)
            return fail(ErrorCode::ServerBusy, u"The endpoint went away."_s);
        return scanned;
    }
    Result<QueryPage> query(const QString &account, const QString &table, const QueryRequest &request,
        const QueryOptions &options) const override
    {
        return m_inner->query(account, table, request, options);
    }
    Result<EntityVersion> write(
        const QString &account, const QString &table, const EntityOperation &op) override
    {
        return m_inner->write(account, table, op);
    }
    Result<QList<EntityVersion>> executeBatch(
        const QString &account, const QString &table, const QList<EntityOperation> &operations) override
    {
        return m_inner->executeBatch(account, table, operations);
    }

private:
    std::shared_ptr<TableService> m_inner;
    int m_backwardsAt;
    int m_failAfter;
};

} // namespace

Q_DECLARE_METATYPE(std::optional<rowan::Value>)

class TestTableDiff : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void values_data();
    void values();
    void keys_data();
    void keys();
    void ignoring_data();
    void ignoring();
    void narrowed_data();
    void narrowed();
    void disturbedSide_data();
    void disturbedSide();
    void cancel();
    void remoteSide_data();
    void remoteSide();

private:
    // Two new tables holding `left` and `right`; returns their names.
    std::pair<QString, QString> tables(const QList<Entity> &left, const QList<Entity> &right, Store &store)
    {
        const QString l = u"Left%1"_s.arg(++m_tables);
        const QString r = u"Right%1"_s.arg(m_tables);
        for (const auto &[name, entities] : {std::pair {l, left}, std::pair {r, right}}) {
            if (auto created = store.createTable(DiffAccount, name); !created)
                qWarning("%s", qPrintable(created.error().toString()));
            for (const Entity &e : entities) {
                if (auto written = store.insertEntity(DiffAccount, name, e); !written)
                    qWarning("%s", qPrintable(written.error().toString()));
            }
        }
        return {l, r};
    }
    struct Collected
    {
        DiffSummary summary;
        QList<EntityDifference> differences;
    };
    Result<Collected> run(const TableService &left, const QString &leftTable, const TableService &right,
        const QString &rightTable, const DiffOptions &options = {})
    {
        Collected collected;
        auto summary = diffTables(TableSide {&left, DiffAccount, leftTable},
            TableSide {&right, DiffAccount, rightTable}, options, [&](EntityDifference &d) {
                collected.differences.append(d);
                return ScanControl::Continue;
            });
        if (!summary)
            return std::unexpected(summary.error());
        collected.summary = *summary;
        return collected;
    }

    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    std::shared_ptr<LocalTableService> m_local;
    std::unique_ptr<ServeThread> m_serve;
    std::unique_ptr<RemoteTableService> m_remote;
    int m_tables = 0;
};

void TestTableDiff::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = TestStoreBuilder(m_dir, u"diff.rowan"_s).passphrase(u"diff secret"_s).build();
    QVERIFY(m_store);
    m_local = std::make_shared<LocalTableService>(m_store);
    m_serve = std::make_unique<ServeThread>(m_dir.filePath(u"serve.rowan"_s));
    QVERIFY(m_serve->port() != 0);
    m_remote = std::make_unique<RemoteTableService>(m_serve->endpoint());
}

void TestTableDiff::cleanupTestCase()
{
    m_remote.reset();
    m_serve.reset();
}

void TestTableDiff::values_data()
{
    QTest::addColumn<std::optional<Value>>("left");
    QTest::addColumn<std::optional<Value>>("right");
    QTest::addColumn<double>("tolerance");
    // "" for the same, else the PropertyChange kind's name.
    QTest::addColumn<QString>("expected");

    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const QUuid g1 = QUuid::fromString(u"0f8fad5b-d9cb-469f-a165-70867728950e"_s);
    const QUuid g2 = QUuid::fromString(u"0f8fad5b-d9cb-469f-a165-70867728950f"_s);
    const qint64 t = DateTime::UnixEpochTicks + 12345678901234LL;
    using V = std::optional<Value>;
    QTest::newRow("int64 beyond 2^53")
        << V(Value::int64(9007199254740993LL)) << V(Value::int64(9007199254740992LL)) << 0.0 << u"value"_s;
    QTest::newRow("int64 same") << V(Value::int64(9007199254740993LL)) << V(Value::int64(9007199254740993LL))
                                << 0.0 << QString();
    QTest::newRow("int32") << V(Value::int32(-7)) << V(Value::int32(7)) << 0.0 << u"value"_s;
    QTest::newRow("datetime 100 ns") << V(Value::dateTime(DateTime(t))) << V(Value::dateTime(DateTime(t + 1)))
                                     << 0.0 << u"value"_s;
    QTest::newRow("datetime same") << V(Value::dateTime(DateTime(t))) << V(Value::dateTime(DateTime(t)))
                                   << 0.0 << QString();
    QTest::newRow("binary") << V(Value::binary(QByteArray("\x00\x01", 2)))
                            << V(Value::binary(QByteArray("\x00\x02", 2))) << 0.0 << u"value"_s;
    QTest::newRow("binary empty vs zero")
        << V(Value::binary(QByteArray())) << V(Value::binary(QByteArray(1, '\0'))) << 0.0 << u"value"_s;
    QTest::newRow("guid") << V(Value::guid(g1)) << V(Value::guid(g2)) << 0.0 << u"value"_s;
    QTest::newRow("boolean") << V(Value::boolean(true)) << V(Value::boolean(false)) << 0.0 << u"value"_s;
    QTest::newRow("string case") << V(Value::string(u"a"_s)) << V(Value::string(u"A"_s)) << 0.0 << u"value"_s;
    QTest::newRow("string unicode same")
        << V(Value::string(u"東京 😀"_s)) << V(Value::string(u"東京 😀"_s)) << 0.0 << QString();
    QTest::newRow("double NaN NaN") << V(Value::float64(nan)) << V(Value::float64(nan)) << 0.0 << QString();
    QTest::newRow("double NaN 1") << V(Value::float64(nan)) << V(Value::float64(1.0)) << 1e9 << u"value"_s;
    QTest::newRow("double +0 -0") << V(Value::float64(0.0)) << V(Value::float64(-0.0)) << 0.0 << u"value"_s;
    QTest::newRow("double +0 -0 tolerance")
        << V(Value::float64(0.0)) << V(Value::float64(-0.0)) << 1e-12 << QString();
    QTest::newRow("double within tolerance")
        << V(Value::float64(1.0)) << V(Value::float64(1.0000001)) << 1e-6 << QString();
    QTest::newRow("double beyond tolerance")
        << V(Value::float64(1.0)) << V(Value::float64(1.1)) << 1e-6 << u"value"_s;
    QTest::newRow("double last bit") << V(Value::float64(0.1 + 0.2)) << V(Value::float64(0.3)) << 0.0
                                     << u"value"_s;
    QTest::newRow("double infinities")
        << V(Value::float64(inf)) << V(Value::float64(inf)) << 1.0 << QString();
    QTest::newRow("double inf vs -inf")
        << V(Value::float64(inf)) << V(Value::float64(-inf)) << 1e308 << u"value"_s;
    QTest::newRow("int32 vs int64") << V(Value::int32(5)) << V(Value::int64(5)) << 0.0 << u"type"_s;
    QTest::newRow("string vs guid") << V(Value::string(g1.toString(QUuid::WithoutBraces)))
                                    << V(Value::guid(g1)) << 0.0 << u"type"_s;
    QTest::newRow("added") << V() << V(Value::string(u"x"_s)) << 0.0 << u"added"_s;
    QTest::newRow("removed") << V(Value::boolean(false)) << V() << 0.0 << u"removed"_s;
}

void TestTableDiff::values()
{
    QFETCH(std::optional<Value>, left);
    QFETCH(std::optional<Value>, right);
    QFETCH(double, tolerance);
    QFETCH(QString, expected);

    const auto [l, r] = tables({oneProperty(u"p"_s, u"r"_s, left), Entity(u"p"_s, u"same"_s)},
        {oneProperty(u"p"_s, u"r"_s, right), Entity(u"p"_s, u"same"_s)}, *m_store);
    DiffOptions options;
    options.tolerance = tolerance;
    auto result = run(*m_local, l, *m_local, r, options);
    QVERIFY_RESULT(result);
    QCOMPARE(result->summary.leftRead, 2);
    QCOMPARE(result->summary.rightRead, 2);
    if (expected.isEmpty()) {
        QCOMPARE(result->summary.identical, 2);
        QVERIFY(result->summary.same());
        QVERIFY(result->differences.isEmpty());
        return;
    }
    QCOMPARE(result->summary.identical, 1);
    QCOMPARE(result->summary.changed, 1);
    QCOMPARE(result->differences.size(), 1);
    const EntityDifference &d = result->differences.first();
    QCOMPARE(d.kind, DifferenceKind::Changed);
    QCOMPARE(d.rowKey, u"r"_s);
    QCOMPARE(d.changes.size(), 1);
    QCOMPARE(d.changes.first().name, u"P"_s);
    QCOMPARE(propertyChangeKindName(d.changes.first().kind), expected);
    QCOMPARE(d.changes.first().left.has_value(), left.has_value());
    QCOMPARE(d.changes.first().right.has_value(), right.has_value());
}

void TestTableDiff::keys_data()
{
    QTest::addColumn<QStringList>("left");
    QTest::addColumn<QStringList>("right");
    // The differences in the order the diff reports them: "<kind> <RowKey>".
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<int>("identical");

    // U+1F600 is a surrogate pair (D83D DE00): before U+FFFD in UTF-16 order, after it by code point.
    const QString smile = u"😀"_s, replacement = u"\uFFFD"_s;
    QTest::newRow("both empty") << QStringList() << QStringList() << QStringList() << 0;
    QTest::newRow("left empty") << QStringList() << QStringList {u"a"_s, u"b"_s}
                                << QStringList {u"only-right a"_s, u"only-right b"_s} << 0;
    QTest::newRow("right empty") << QStringList {u"a"_s} << QStringList() << QStringList {u"only-left a"_s}
                                 << 0;
    QTest::newRow("interleaved") << QStringList {u"a"_s, u"c"_s, u"d"_s, u"f"_s}
                                 << QStringList {u"b"_s, u"c"_s, u"e"_s, u"f"_s}
                                 << QStringList {u"only-left a"_s, u"only-right b"_s, u"only-left d"_s,
                                        u"only-right e"_s}
                                 << 2;
    QTest::newRow("unicode same") << QStringList {u"a"_s, smile, replacement, u"東"_s}
                                  << QStringList {u"a"_s, smile, replacement, u"東"_s} << QStringList() << 4;
    QTest::newRow("unicode order") << QStringList {smile, u"z"_s} << QStringList {replacement, u"z"_s}
                                   << QStringList {u"only-left "_s + smile, u"only-right "_s + replacement}
                                   << 1;
    QTest::newRow("prefix first") << QStringList {u"ab"_s, u"abc"_s} << QStringList {u"abc"_s}
                                  << QStringList {u"only-left ab"_s} << 1;
}

void TestTableDiff::keys()
{
    QFETCH(QStringList, left);
    QFETCH(QStringList, right);
    QFETCH(QStringList, expected);
    QFETCH(int, identical);

    QList<Entity> l, r;
    for (const QString &key : left)
        l.append(oneProperty(u"pk"_s, key, Value::string(key)));
    for (const QString &key : right)
        r.append(oneProperty(u"pk"_s, key, Value::string(key)));
    const auto [lt, rt] = tables(l, r, *m_store);
    auto result = run(*m_local, lt, *m_local, rt);
    QVERIFY_RESULT(result);
    QStringList seen;
    for (const EntityDifference &d : result->differences) {
        seen.append(differenceKindName(d.kind) + u' ' + d.rowKey);
        QCOMPARE(d.left.has_value(), d.kind != DifferenceKind::OnlyRight);
        QCOMPARE(d.right.has_value(), d.kind != DifferenceKind::OnlyLeft);
    }
    QCOMPARE(seen, expected);
    QCOMPARE(result->summary.identical, identical);
    QCOMPARE(result->summary.differences(), expected.size());
    QCOMPARE(result->summary.leftRead, left.size());
    QCOMPARE(result->summary.rightRead, right.size());
}

void TestTableDiff::ignoring_data()
{
    QTest::addColumn<bool>("ignoreTimestamp");
    QTest::addColumn<QStringList>("ignore");
    QTest::addColumn<QStringList>("expected"); // the names of the changes

    QTest::newRow("defaults") << true << QStringList() << QStringList {u"B"_s, u"C"_s};
    QTest::newRow("timestamp compared")
        << false << QStringList() << QStringList {u"Timestamp"_s, u"B"_s, u"C"_s};
    QTest::newRow("one ignored") << true << QStringList {u"B"_s} << QStringList {u"C"_s};
    QTest::newRow("all ignored") << true << QStringList {u"B"_s, u"C"_s, u"Missing"_s} << QStringList();
}

void TestTableDiff::ignoring()
{
    QFETCH(bool, ignoreTimestamp);
    QFETCH(QStringList, ignore);
    QFETCH(QStringList, expected);

    Entity left(u"p"_s, u"r"_s), right(u"p"_s, u"r"_s);
    left.setProperty(u"A"_s, Value::int32(1));
    left.setProperty(u"B"_s, Value::int32(2));
    right.setProperty(u"A"_s, Value::int32(1));
    right.setProperty(u"B"_s, Value::int32(3));
    right.setProperty(u"C"_s, Value::string(u"new"_s));
    const auto [l, r] = tables({left}, {right}, *m_store);
    DiffOptions options;
    options.ignoreTimestamp = ignoreTimestamp;
    options.ignoreProperties = ignore;
    auto result = run(*m_local, l, *m_local, r, options);
    QVERIFY_RESULT(result);
    QStringList names;
    for (const EntityDifference &d : result->differences) {
        for (const PropertyChange &c : d.changes)
            names.append(c.name);
    }
    QCOMPARE(names, expected);
    QCOMPARE(result->summary.identical, expected.isEmpty() ? 1 : 0);
}

void TestTableDiff::narrowed_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<bool>("withRange");
    QTest::addColumn<qint64>("differences");
    QTest::addColumn<qint64>("identical");

    // p0 and p1 are the same on both sides; p2 differs in N; p3 exists on the left only.
    QTest::newRow("whole") << QString() << false << qint64(10 + 10) << qint64(20);
    QTest::newRow("filter on partitions") << u"PartitionKey le 'p1'"_s << false << qint64(0) << qint64(20);
    QTest::newRow("filter on a property") << u"N lt 5"_s << false << qint64(5 + 5) << qint64(10);
    QTest::newRow("range") << QString() << true << qint64(0) << qint64(10);
    QTest::newRow("range and filter") << u"N ge 5"_s << true << qint64(0) << qint64(5);
}

void TestTableDiff::narrowed()
{
    QFETCH(QString, filter);
    QFETCH(bool, withRange);
    QFETCH(qint64, differences);
    QFETCH(qint64, identical);

    QList<Entity> l, r;
    for (int p = 0; p < 4; ++p) {
        for (int i = 0; i < 10; ++i) {
            Entity e(u"p%1"_s.arg(p), u"r%1"_s.arg(i));
            e.setProperty(u"N"_s, Value::int32(i));
            if (p < 3)
                l.append(e);
            if (p == 2)
                e.setProperty(u"N"_s, Value::int32(i + 100));
            if (p < 3)
                r.append(e);
            else
                l.append(e);
        }
    }
    const auto [lt, rt] = tables(l, r, *m_store);
    DiffOptions options;
    options.filter = *Filter::fromText(filter);
    if (withRange)
        options.range = KeyRange::partition(u"p1"_s);
    auto result = run(*m_local, lt, *m_local, rt, options);
    QVERIFY_RESULT(result);
    QCOMPARE(result->summary.differences(), differences);
    QCOMPARE(result->summary.identical, identical);
}

void TestTableDiff::disturbedSide_data()
{
    QTest::addColumn<int>("backwardsAt");
    QTest::addColumn<int>("failAfter");
    QTest::addColumn<QString>("error"); // empty: the diff ends with a problem reported

    QTest::newRow("key going backwards") << 3 << -1 << QString();
    QTest::newRow("scan failing") << -1 << 600 << u"right table %1: The endpoint went away."_s;
}

void TestTableDiff::disturbedSide()
{
    QFETCH(int, backwardsAt);
    QFETCH(int, failAfter);
    QFETCH(QString, error);

    QList<Entity> all;
    for (int i = 0; i < 1000; ++i)
        all.append(oneProperty(u"p"_s, u"r%1"_s.arg(i, 4, 10, QLatin1Char('0')), Value::int32(i)));
    const auto [l, r] = tables(all, all, *m_store);
    DisturbedService disturbed(m_local, backwardsAt, failAfter);
    auto result = run(*m_local, l, disturbed, r);
    if (!error.isEmpty()) {
        QVERIFY(!result);
        QCOMPARE(result.error().code, ErrorCode::ServerBusy);
        QCOMPARE(result.error().message, error.arg(r));
        return;
    }
    QVERIFY_RESULT(result);
    QCOMPARE(result->summary.identical, 1000);
    QCOMPARE(result->summary.rightRead, 1001);
    QCOMPARE(result->summary.problemCount, 1);
    QVERIFY(!result->summary.same());
    const SideProblem &problem = result->summary.problems.first();
    QVERIFY(!problem.left);
    QCOMPARE(problem.rowKey, u"r0003"_s);
    QVERIFY2(problem.message.contains(u"out of key order"_s), qPrintable(problem.message));
}

void TestTableDiff::cancel()
{
    QList<Entity> l, r;
    for (int i = 0; i < 5000; ++i) {
        l.append(oneProperty(u"p"_s, u"r%1"_s.arg(i, 5, 10, QLatin1Char('0')), Value::int32(i)));
        r.append(oneProperty(u"p"_s, u"r%1"_s.arg(i, 5, 10, QLatin1Char('0')), Value::int32(-i)));
    }
    const auto [lt, rt] = tables(l, r, *m_store);
    const CancelFlag flag = makeCancelFlag();
    qint64 seen = 0;
    auto summary = diffTables(
        TableSide {m_local.get(), DiffAccount, lt}, TableSide {m_local.get(), DiffAccount, rt}, {},
        [&](EntityDifference &) {
            if (++seen == 10)
                flag->store(true);
            return ScanControl::Continue;
        },
        {}, flag);
    QVERIFY_RESULT(summary);
    QVERIFY(summary->cancelled);
    QVERIFY(summary->changed < 5000);
    QVERIFY(seen >= 10);

    // A visitor's Stop ends it at once.
    seen = 0;
    summary
        = diffTables(TableSide {m_local.get(), DiffAccount, lt}, TableSide {m_local.get(), DiffAccount, rt},
            {}, [&](EntityDifference &) { return ++seen == 3 ? ScanControl::Stop : ScanControl::Continue; });
    QVERIFY(summary);
    QVERIFY(summary->stopped);
    QCOMPARE(seen, 3);
    QCOMPARE(summary->changed, 3);
}

void TestTableDiff::remoteSide_data()
{
    QTest::addColumn<bool>("changeOne");
    QTest::addColumn<QString>("filter");

    QTest::newRow("same") << false << QString();
    QTest::newRow("one changed") << true << QString();
    QTest::newRow("one changed, filtered on the server") << true << u"Kind eq 'odd'"_s;
}

void TestTableDiff::remoteSide()
{
    QFETCH(bool, changeOne);
    QFETCH(QString, filter);

    const QString table = u"Remote%1"_s.arg(++m_tables);
    QList<Entity> all;
    for (int i = 0; i < 2500; ++i) {
        Entity e(u"p%1"_s.arg(i / 700), u"r%1 東京"_s.arg(i, 5, 10, QLatin1Char('0')));
        e.setProperty(u"Big"_s, Value::int64(9007199254740993LL + i));
        e.setProperty(u"Zero"_s, Value::float64(i % 2 ? -0.0 : std::numeric_limits<double>::quiet_NaN()));
        e.setProperty(u"Whole"_s, Value::float64(2.0));
        e.setProperty(u"When"_s, Value::dateTime(DateTime(DateTime::MaxTicks - i)));
        e.setProperty(u"Bytes"_s, Value::binary(QByteArray(i % 5, char(i))));
        e.setProperty(u"Kind"_s, Value::string(i % 2 ? u"odd"_s : u"even"_s));
        all.append(e);
    }
    for (Store *store : {m_store.get(), m_serve->store().get()}) {
        QVERIFY(store->createTable(DiffAccount, table));
        QVERIFY(TestStoreBuilder::insert(*store, table, all.size(), [&](qint64 i) { return all.at(i); }));
    }
    if (changeOne) {
        Entity changed = all.at(1501);
        changed.setProperty(u"Big"_s, Value::int64(9007199254740993LL + 1500));
        QVERIFY(m_serve->store()->updateEntity(DiffAccount, table, changed, u"*"_s));
    }
    DiffOptions options;
    options.filter = *Filter::fromText(filter);
    auto result = run(*m_local, table, *m_remote, table, options);
    QVERIFY_RESULT(result);
    const qint64 matching = filter.isEmpty() ? all.size() : all.size() / 2;
    QCOMPARE(result->summary.leftRead, matching);
    QCOMPARE(result->summary.rightRead, matching);
    QCOMPARE(result->summary.changed, changeOne ? 1 : 0);
    QCOMPARE(result->summary.identical, matching - (changeOne ? 1 : 0));
    if (changeOne) {
        QCOMPARE(result->differences.first().rowKey, all.at(1501).rowKey());
        QCOMPARE(result->differences.first().changes.first().right->toInt64(), 9007199254740993LL + 1500);
    }
}

QTEST_GUILESS_MAIN(TestTableDiff)
#include "tst_tablediff.moc"
