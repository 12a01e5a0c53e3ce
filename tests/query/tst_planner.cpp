#include "rowan/plan.h"

#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

class TestPlanner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void plan_data();
    void plan();
    void boundsAreExact();
    void contains_data();
    void contains();
    void residualIsWholeFilter();
    void exactness_data();
    void exactness();
    void kindNames();
};

void TestPlanner::plan_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("ranges");
    QTest::addColumn<QString>("partition"); // empty: none

    auto row = [](const char *name, const QString &filter, const QString &kind, const QStringList &ranges,
                   const QString &partition = QString()) {
        QTest::newRow(name) << filter << kind << ranges << partition;
    };
    const QStringList whole {u"the whole table"_s};
    // The seeds' examples (001).
    row("seed point", u"(PartitionKey eq 'Sales') and (RowKey eq '2')"_s, u"point"_s,
        {u"PartitionKey = 'Sales' and RowKey = '2'"_s}, u"Sales"_s);
    row("seed row range", u"PartitionKey eq 'Sales' and RowKey ge 'S' and RowKey lt 'T'"_s, u"row-range"_s,
        {u"PartitionKey = 'Sales' and 'S' ≤ RowKey < 'T'"_s}, u"Sales"_s);
    row("seed partition scan", u"PartitionKey eq 'Sales' and LastName eq 'Smith'"_s, u"partition-scan"_s,
        {u"PartitionKey = 'Sales'"_s}, u"Sales"_s);
    row("seed table scan", u"LastName eq 'Jones'"_s, u"table-scan"_s, whole);
    row("seed or over RowKey", u"PartitionKey eq 'Sales' and (RowKey eq '121' or RowKey eq '322')"_s,
        u"partition-scan"_s,
        {u"PartitionKey = 'Sales' and RowKey = '121'"_s, u"PartitionKey = 'Sales' and RowKey = '322'"_s},
        u"Sales"_s);
    row("no filter", QString(), u"table-scan"_s, whole);
    row("partition alone", u"PartitionKey eq 'Sales'"_s, u"partition-scan"_s, {u"PartitionKey = 'Sales'"_s},
        u"Sales"_s);
    row("literal first", u"'Sales' eq PartitionKey and '2' eq RowKey"_s, u"point"_s,
        {u"PartitionKey = 'Sales' and RowKey = '2'"_s}, u"Sales"_s);
    row("point with extra", u"Age gt 5 and PartitionKey eq 'p' and RowKey eq 'r'"_s, u"point"_s,
        {u"PartitionKey = 'p' and RowKey = 'r'"_s}, u"p"_s);
    row("rk lower only", u"PartitionKey eq 'a' and RowKey ge '5'"_s, u"row-range"_s,
        {u"PartitionKey = 'a' and '5' ≤ RowKey"_s}, u"a"_s);
    row("rk upper only", u"PartitionKey eq 'a' and RowKey le '5'"_s, u"row-range"_s,
        {u"PartitionKey = 'a' and RowKey ≤ '5'"_s}, u"a"_s);
    row("rk not of or", u"PartitionKey eq 'Sales' and not (RowKey lt 'a' or RowKey ge 'b')"_s, u"row-range"_s,
        {u"PartitionKey = 'Sales' and 'a' ≤ RowKey < 'b'"_s}, u"Sales"_s);
    row("rk or merges", u"PartitionKey eq 'Sales' and (RowKey ge 'a' or RowKey ge 'm')"_s, u"row-range"_s,
        {u"PartitionKey = 'Sales' and 'a' ≤ RowKey"_s}, u"Sales"_s);
    row("rk ne", u"PartitionKey eq 'Sales' and RowKey ne 'x'"_s, u"partition-scan"_s,
        {u"PartitionKey = 'Sales' and RowKey < 'x'"_s, u"PartitionKey = 'Sales' and 'x' < RowKey"_s},
        u"Sales"_s);
    row("or branch without rk", u"PartitionKey eq 'a' and (RowKey eq '1' or Age eq 5)"_s, u"partition-scan"_s,
        {u"PartitionKey = 'a'"_s}, u"a"_s);
    row("same point twice",
        u"(PartitionKey eq 'a' and RowKey eq '1') or (PartitionKey eq 'a' and RowKey eq '1')"_s, u"point"_s,
        {u"PartitionKey = 'a' and RowKey = '1'"_s}, u"a"_s);
    row("pk ge le same", u"PartitionKey ge 'a' and PartitionKey le 'a'"_s, u"partition-scan"_s,
        {u"PartitionKey = 'a'"_s}, u"a"_s);
    row("timestamp in partition", u"PartitionKey eq 'a' and Timestamp gt datetime'2021-01-01T00:00:00Z'"_s,
        u"partition-scan"_s, {u"PartitionKey = 'a'"_s}, u"a"_s);
    // Partition ranges.
    row("pk range", u"PartitionKey ge 'A' and PartitionKey lt 'C'"_s, u"partition-range"_s,
        {u"'A' ≤ PartitionKey < 'C'"_s});
    row("pk gt", u"PartitionKey gt 'A'"_s, u"partition-range"_s, {u"'A' < PartitionKey"_s});
    row("pk le", u"PartitionKey le 'M'"_s, u"partition-range"_s, {u"PartitionKey ≤ 'M'"_s});
    row("pk range with rk", u"PartitionKey ge 'a' and PartitionKey lt 'c' and RowKey eq '1'"_s,
        u"partition-range"_s, {u"'a' ≤ PartitionKey < 'c'"_s});
    row("pk gt with rk", u"PartitionKey gt 'a' and RowKey eq 'x'"_s, u"partition-range"_s,
        {u"'a' < PartitionKey"_s});
    row("or of partitions", u"PartitionKey eq 'a' or PartitionKey eq 'b'"_s, u"partition-range"_s,
        {u"PartitionKey = 'a'"_s, u"PartitionKey = 'b'"_s});
    row("or of points",
        u"(PartitionKey eq 'a' and RowKey eq '1') or (PartitionKey eq 'b' and RowKey eq '2')"_s,
        u"partition-range"_s,
        {u"PartitionKey = 'a' and RowKey = '1'"_s, u"PartitionKey = 'b' and RowKey = '2'"_s});
    row("cross product",
        u"(PartitionKey eq 'b' or PartitionKey eq 'a') and (RowKey eq '2' or RowKey eq '1')"_s,
        u"partition-range"_s,
        {u"PartitionKey = 'a' and RowKey = '1'"_s, u"PartitionKey = 'a' and RowKey = '2'"_s,
            u"PartitionKey = 'b' and RowKey = '1'"_s, u"PartitionKey = 'b' and RowKey = '2'"_s});
    row("or of row ranges",
        u"PartitionKey eq 'a' and RowKey gt '1' or PartitionKey eq 'b' and RowKey lt '1'"_s,
        u"partition-range"_s,
        {u"PartitionKey = 'a' and '1' < RowKey"_s, u"PartitionKey = 'b' and RowKey < '1'"_s});
    row("adjacent merge", u"PartitionKey gt 'a' or PartitionKey eq 'a'"_s, u"partition-range"_s,
        {u"'a' ≤ PartitionKey"_s});
    row("compound range", u"(PartitionKey eq 'a' and RowKey ge 'm') or PartitionKey gt 'a'"_s,
        u"partition-range"_s, {u"from just before ('a', 'm') to the end of the table"_s});
    // Table scans.
    row("or without pk", u"PartitionKey eq 'Sales' or LastName eq 'Jones'"_s, u"table-scan"_s, whole);
    row("rowkey alone", u"RowKey eq '1'"_s, u"table-scan"_s, whole);
    row("pk ne", u"PartitionKey ne 'a'"_s, u"table-scan"_s,
        {u"PartitionKey < 'a'"_s, u"'a' < PartitionKey"_s});
    row("not pk eq", u"not (PartitionKey eq 'a')"_s, u"table-scan"_s,
        {u"PartitionKey < 'a'"_s, u"'a' < PartitionKey"_s});
    row("pk both ends", u"PartitionKey lt 'b' or PartitionKey gt 'x'"_s, u"table-scan"_s,
        {u"PartitionKey < 'b'"_s, u"'x' < PartitionKey"_s});
    row("not of point", u"not (PartitionKey eq 'a' and RowKey eq '1')"_s, u"table-scan"_s, whole);
    row("not pk eq non-string", u"not (PartitionKey eq 5)"_s, u"table-scan"_s, whole);
    row("not pk ne", u"not (PartitionKey ne 'a')"_s, u"partition-scan"_s, {u"PartitionKey = 'a'"_s}, u"a"_s);
    // Contradictions read nothing.
    row("two partitions", u"PartitionKey eq 'a' and PartitionKey eq 'b'"_s, u"nothing"_s, {});
    row("pk non-string", u"PartitionKey eq 5"_s, u"nothing"_s, {});
    row("empty rk range", u"PartitionKey eq 'Sales' and RowKey gt 'a' and RowKey lt 'a'"_s, u"nothing"_s, {});
}

void TestPlanner::plan()
{
    QFETCH(QString, filter);
    QFETCH(QString, kind);
    QFETCH(QStringList, ranges);
    QFETCH(QString, partition);
    const auto parsed = Filter::parse(filter);
    QVERIFY2(parsed.has_value(), qPrintable(parsed ? QString() : parsed.error().message));
    const QueryPlan plan = planQuery(*parsed);
    QCOMPARE(queryKindName(plan.kind), kind);
    QStringList described;
    for (const KeyRange &r : plan.ranges)
        described << describeKeyRange(r);
    QCOMPARE(described, ranges);
    QCOMPARE(plan.partitionKey.value_or(QString()), partition);
    QCOMPARE(plan.readsNothing(), ranges.isEmpty());
}

void TestPlanner::boundsAreExact()
{
    auto planOf = [](const char16_t *text) { return planQuery(*Filter::parse(QStringView(text))); };

    QueryPlan p = planOf(u"PartitionKey eq 'Sales' and RowKey ge 'S' and RowKey lt 'T'");
    QCOMPARE(p.ranges.size(), 1);
    QVERIFY(sameKeyRange(p.ranges[0],
        KeyRange {KeyBound::at(u"Sales"_s, u"S"_s, true), KeyBound::at(u"Sales"_s, u"T"_s, false)}));
    QVERIFY(!p.isPointSet());

    p = planOf(u"PartitionKey eq 'Sales' and RowKey eq '2'");
    QVERIFY(sameKeyRange(p.ranges[0], KeyRange::point(u"Sales"_s, u"2"_s)));
    QVERIFY(keyRangeIsPoint(p.ranges[0]));
    QVERIFY(p.isPointSet());

    p = planOf(u"PartitionKey eq 'Sales'");
    QVERIFY(sameKeyRange(p.ranges[0], KeyRange::partition(u"Sales"_s)));
    QVERIFY(keyRangeIsPartition(p.ranges[0]));

    p = planOf(u"PartitionKey gt 'A' and PartitionKey le 'C'");
    QVERIFY(sameKeyRange(
        p.ranges[0], KeyRange {KeyBound::partition(u"A"_s, false), KeyBound::partition(u"C"_s, true)}));
    QVERIFY(!keyRangeIsPartition(p.ranges[0]));

    p = planOf(u"LastName eq 'x'");
    QVERIFY(!p.ranges[0].lower.has_value());
    QVERIFY(!p.ranges[0].upper.has_value());

    p = planOf(u"PartitionKey eq 'a' and (RowKey eq '1' or RowKey eq '2')");
    QVERIFY(p.isPointSet());
    QVERIFY(sameKeyRange(p.ranges[1], KeyRange::point(u"a"_s, u"2"_s)));
}

void TestPlanner::contains_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("pk");
    QTest::addColumn<QString>("rk");
    QTest::addColumn<bool>("inside");

    QTest::newRow("point hit") << u"PartitionKey eq 'a' and RowKey eq '1'"_s << u"a"_s << u"1"_s << true;
    QTest::newRow("point miss rk") << u"PartitionKey eq 'a' and RowKey eq '1'"_s << u"a"_s << u"10"_s
                                   << false;
    QTest::newRow("point miss pk") << u"PartitionKey eq 'a' and RowKey eq '1'"_s << u"b"_s << u"1"_s << false;
    QTest::newRow("range low incl") << u"PartitionKey eq 'a' and RowKey ge 'S' and RowKey lt 'T'"_s << u"a"_s
                                    << u"S"_s << true;
    QTest::newRow("range high excl") << u"PartitionKey eq 'a' and RowKey ge 'S' and RowKey lt 'T'"_s << u"a"_s
                                     << u"T"_s << false;
    QTest::newRow("range inside") << u"PartitionKey eq 'a' and RowKey ge 'S' and RowKey lt 'T'"_s << u"a"_s
                                  << u"Szzz"_s << true;
    QTest::newRow("partition any rk") << u"PartitionKey eq 'a'"_s << u"a"_s << QString() << true;
    QTest::newRow("partition other") << u"PartitionKey eq 'a'"_s << u"aa"_s << QString() << false;
    QTest::newRow("pk gt excludes pk") << u"PartitionKey gt 'a'"_s << u"a"_s << u"zzz"_s << false;
    QTest::newRow("pk gt includes next") << u"PartitionKey gt 'a'"_s << u"a0"_s << QString() << true;
    QTest::newRow("pk lt excludes pk") << u"PartitionKey lt 'b'"_s << u"b"_s << QString() << false;
    QTest::newRow("pk le includes pk") << u"PartitionKey le 'b'"_s << u"b"_s << u"zzz"_s << true;
    QTest::newRow("table") << u"Age eq 1"_s << u"anything"_s << u"at all"_s << true;
}

void TestPlanner::contains()
{
    QFETCH(QString, filter);
    QFETCH(QString, pk);
    QFETCH(QString, rk);
    QFETCH(bool, inside);
    const QueryPlan plan = planQuery(*Filter::parse(filter));
    QCOMPARE(plan.ranges.size(), 1);
    QCOMPARE(keyRangeContains(plan.ranges.first(), pk, rk), inside);
}

void TestPlanner::residualIsWholeFilter()
{
    const auto filter = Filter::parse(u"PartitionKey eq 'a' and RowKey eq '1' and Age gt 3"_s);
    const QueryPlan plan = planQuery(*filter);
    QVERIFY(plan.residual == *filter);
    QCOMPARE(plan.residual.toString(), filter->toString());
}

void TestPlanner::exactness_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<bool>("exact");
    QTest::newRow("no filter") << QString() << true;
    QTest::newRow("partition") << u"PartitionKey eq 'a'"_s << true;
    QTest::newRow("row range") << u"PartitionKey eq 'a' and RowKey ge 'x'"_s << true;
    QTest::newRow("or of partitions") << u"PartitionKey eq 'a' or PartitionKey eq 'b'"_s << true;
    QTest::newRow("pk ne") << u"PartitionKey ne 'a'"_s << true;
    QTest::newRow("never false") << u"not (PartitionKey eq 5)"_s << true;
    QTest::newRow("non-key condition") << u"PartitionKey eq 'a' and Age eq 1"_s << false;
    QTest::newRow("timestamp") << u"Timestamp gt datetime'2020-01-01T00:00:00Z'"_s << false;
    QTest::newRow("rowkey across partitions") << u"PartitionKey ge 'a' and RowKey eq 'x'"_s << false;
    QTest::newRow("rowkey alone") << u"RowKey eq 'x'"_s << false;
}

void TestPlanner::exactness()
{
    QFETCH(QString, filter);
    QFETCH(bool, exact);
    QCOMPARE(planQuery(*Filter::parse(filter)).rangesExact, exact);
}

void TestPlanner::kindNames()
{
    QCOMPARE(queryKindName(QueryKind::Nothing), u"nothing"_s);
    QCOMPARE(queryKindTitle(QueryKind::Nothing), u"Matches nothing"_s);
    QCOMPARE(queryKindName(QueryKind::Point), u"point"_s);
    QCOMPARE(queryKindName(QueryKind::RowRange), u"row-range"_s);
    QCOMPARE(queryKindName(QueryKind::PartitionRange), u"partition-range"_s);
    QCOMPARE(queryKindName(QueryKind::PartitionScan), u"partition-scan"_s);
    QCOMPARE(queryKindName(QueryKind::TableScan), u"table-scan"_s);
    QCOMPARE(queryKindTitle(QueryKind::RowRange), u"Row range scan"_s);
}

QTEST_GUILESS_MAIN(TestPlanner)
#include "tst_planner.moc"
