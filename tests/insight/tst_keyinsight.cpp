// analyzeKeys(): key sets → the findings expected, and key sets that must produce none (padded numbers,
// GUIDs, random strings). The inputs are built here from the keys alone, as the sampler would hand them.
#include <rowan/keyinsight.h>
#include <rowan/keys/keybuilder.h>

#include <QRandomGenerator>
#include <QTest>
#include <QUuid>

#include <algorithm>

using namespace rowan;

namespace {

// Keys as "PK|RK"; partitions and their counts follow from them (each entity `bytes` bytes).
KeyInsightInput inputOf(const QStringList &keys, qint64 bytes = 100)
{
    KeyInsightInput input;
    QList<SampledKey> parsed;
    for (const QString &k : keys) {
        const qsizetype bar = k.indexOf(u'|');
        parsed.append({k.left(bar), k.mid(bar + 1)});
    }
    std::sort(parsed.begin(), parsed.end(), [](const SampledKey &a, const SampledKey &b) {
        return a.partitionKey != b.partitionKey ? a.partitionKey < b.partitionKey : a.rowKey < b.rowKey;
    });
    // Written in key order, one second apart, unless the caller changes the timestamps.
    const qint64 start = DateTime::fromIsoString(u"2026-01-01T00:00:00Z")->ticks();
    for (qsizetype i = 0; i < parsed.size(); ++i)
        parsed[i].timestamp = DateTime(start + i * DateTime::TicksPerSecond);
    for (const SampledKey &k : parsed) {
        if (input.partitions.isEmpty() || input.partitions.last().partitionKey != k.partitionKey)
            input.partitions.append({k.partitionKey, 0, 0});
        ++input.partitions.last().entityCount;
        input.partitions.last().bytes += bytes;
    }
    input.sample.keys = parsed;
    input.sample.wholeTable = true;
    input.sample.partitionsRead = input.partitions.size();
    input.table.entityCount = parsed.size();
    input.table.partitionCount = input.partitions.size();
    input.table.bytes = parsed.size() * bytes;
    return input;
}

QStringList keysOf(const QString &pk, const QStringList &rks)
{
    QStringList out;
    for (const QString &rk : rks)
        out.append(pk + u'|' + rk);
    return out;
}

QStringList numbered(const QString &pattern, int from, int to, int width = 0)
{
    QStringList out;
    for (int i = from; i <= to; ++i)
        out.append(pattern.arg(i, width, 10, QLatin1Char('0')));
    return out;
}

QString randomText(QRandomGenerator &rng, int length)
{
    static const QString alphabet
        = QStringLiteral("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.:");
    QString s;
    for (int i = 0; i < length; ++i)
        s += alphabet.at(rng.bounded(int(alphabet.size())));
    return s;
}

QString everything(const KeyInsight &insight)
{
    QStringList parts;
    for (const KeyFinding &f : insight.findings)
        parts << f.title << f.evidence << f.consequence << f.pattern << f.fix;
    return parts.join(u'\n');
}

} // namespace

class TestKeyInsight : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findings_data();
    void findings();
    void noFalseAlarms_data();
    void noFalseAlarms();
    void everyFindingIsComplete();
    void severityOrder();
    void sampleDescription();
    void partiallyReadPartitions();
    void cancel();
};

void TestKeyInsight::findings_data()
{
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QStringList>("mustMention");

    QTest::newRow("unpadded RowKeys")
        << keysOf(QStringLiteral("p"), numbered(QStringLiteral("%1"), 1, 12))
        << QStringLiteral("numeric-padding") << QStringLiteral("Sorting data in the Table service")
        << QStringList {
               QStringLiteral("'12' sorts before '2'"), QStringLiteral("2 digits"), QStringLiteral("'02'")};
    QTest::newRow("unpadded after a prefix")
        << keysOf(QStringLiteral("Race"), numbered(QStringLiteral("BIB:%1"), 1, 150))
        << QStringLiteral("numeric-padding") << QStringLiteral("Sorting data in the Table service")
        << QStringList {QStringLiteral("3 digits"), QStringLiteral("'BIB:011'")};
    QTest::newRow("unpadded PartitionKeys")
        <<
        [] {
            QStringList keys;
            for (int i : {1, 2, 5, 9, 10, 11, 40})
                keys.append(QStringLiteral("store%1|a").arg(i));
            return keys;
        }()
        << QStringLiteral("numeric-padding") << QStringLiteral("Sorting data in the Table service")
        << QStringList {QStringLiteral("'store11' sorts before 'store2'"), QStringLiteral("'store02'")};
    QTest::newRow("dates leading the PartitionKey")
        << numbered(QStringLiteral("2026-11-%1|x"), 1, 20, 2) << QStringLiteral("growing-partition-key")
        << QStringLiteral("Prepend/append anti-pattern")
        << QStringList {QStringLiteral("'2026-11-20'"), QStringLiteral("last partition"),
               QStringLiteral("High volume delete pattern")};
    QTest::newRow("hours leading the PartitionKey")
        << numbered(QStringLiteral("2026112512%1|x"), 10, 40, 2) << QStringLiteral("growing-partition-key")
        << QStringLiteral("Log data anti-pattern") << QStringList {QStringLiteral("'202611251240'")};
    QTest::newRow("inverted ticks as PartitionKey") <<
        [] {
            QStringList keys;
            for (int i = 0; i < 5; ++i)
                keys.append(*keys::invertedTicks(DateTime(DateTime::UnixEpochTicks + i * 1'000'000'000LL))
                    + QStringLiteral("|x"));
            return keys;
        }() << QStringLiteral("growing-partition-key")
                                                    << QStringLiteral("Prepend/append anti-pattern")
                                                    << QStringList {QStringLiteral("first partition")};
    QTest::newRow("counter PartitionKeys")
        << numbered(QStringLiteral("order-%1|line"), 1000, 1119) << QStringLiteral("growing-partition-key")
        << QStringLiteral("Prepend/append anti-pattern")
        << QStringList {QStringLiteral("120 partitions numbered 1000 to 1119"),
               QStringLiteral("is in partition 'order-1119'")};
    QTest::newRow("inverted ticks as RowKey")
        <<
        [] {
            QStringList keys;
            const DateTime base = *DateTime::fromIsoString(u"2021-02-05T17:15:16.7935715Z");
            for (int i = 0; i < 30; ++i)
                keys.append(QStringLiteral("emp|")
                    + *keys::invertedTicks(DateTime(base.ticks() + i * 36'000'000'000LL)));
            return keys;
        }()
        << QStringLiteral("log-tail") << QStringLiteral("Log tail pattern")
        << QStringList {QStringLiteral("2021-02-05T17:15:16.7935715Z (oldest)")};
    QTest::newRow("log tail in one partition of two")
        <<
        [] {
            QStringList keys;
            const DateTime base = *DateTime::fromIsoString(u"2026-03-01T08:00:00Z");
            for (int i = 0; i < 20; ++i) {
                keys.append(QStringLiteral("alerts|")
                    + *keys::invertedTicks(DateTime(base.ticks() + i * 600'000'000LL)));
                keys.append(QStringLiteral("users|")
                    + QUuid::createUuidV5(QUuid(), QString::number(i)).toString(QUuid::WithoutBraces));
            }
            return keys;
        }()
        << QStringLiteral("log-tail") << QStringLiteral("Log tail pattern")
        << QStringList {QStringLiteral("20 keys in 1 of 2 partitions"),
               QStringLiteral("2026-03-01T08:00:00.0000000Z (oldest)")};
    QTest::newRow("ticks as RowKey") <<
        [] {
            QStringList keys;
            for (int i = 0; i < 21; ++i)
                keys.append(QStringLiteral("dev|%1").arg(639'000'000'000'000'000LL + i * 600'000'000LL));
            return keys;
        }() << QStringLiteral("ascending-time-rowkey")
                                     << QStringLiteral("Log tail pattern")
                                     << QStringList {QStringLiteral("inverted ticks")};
    QTest::newRow("intra-partition index")
        << (keysOf(QStringLiteral("Sales"), numbered(QStringLiteral("empid_%1"), 1, 30, 4))
               + keysOf(QStringLiteral("Sales"), numbered(QStringLiteral("email_user%1@contoso.com"), 1, 30)))
        << QStringLiteral("rowkey-index-entities")
        << QStringLiteral("Intra-partition secondary index pattern")
        << QStringList {QStringLiteral("empid_ ×30"), QStringLiteral("email_ ×30")};
    QTest::newRow("index entities beside free text")
        << (keysOf(QStringLiteral("Sales"), numbered(QStringLiteral("empid_%1"), 1, 30, 4))
               + keysOf(QStringLiteral("Sales"), numbered(QStringLiteral("email_user%1@contoso.com"), 1, 30))
               + numbered(QStringLiteral("Visitors|guest%1@example.org"), 1, 200)
               + numbered(QStringLiteral("Zeta|x%1-note"), 1, 100))
        << QStringLiteral("rowkey-index-entities")
        << QStringLiteral("Intra-partition secondary index pattern")
        << QStringList {QStringLiteral("empid_ ×30"), QStringLiteral("1 of 3 partitions hold these kinds")};
    QTest::newRow("heterogeneous entities")
        << (keysOf(QStringLiteral("HR"), {QStringLiteral("department")})
               + keysOf(QStringLiteral("HR"), numbered(QStringLiteral("empid_%1"), 1, 12, 4))
               + keysOf(QStringLiteral("IT"), {QStringLiteral("department")})
               + keysOf(QStringLiteral("IT"), numbered(QStringLiteral("empid_%1"), 13, 30, 4)))
        << QStringLiteral("rowkey-entity-kinds") << QStringLiteral("Heterogeneous entity types")
        << QStringList {QStringLiteral("department ×1"), QStringLiteral("empid_ ×12")};
    QTest::newRow("inter-partition index")
        << (numbered(QStringLiteral("empid_Sales|%1"), 1, 10, 4)
               + numbered(QStringLiteral("empid_HR|%1"), 11, 20, 4)
               + numbered(QStringLiteral("email_Sales|u%1@x.org"), 1, 10)
               + numbered(QStringLiteral("email_HR|u%1@x.org"), 11, 20))
        << QStringLiteral("partition-index-entities")
        << QStringLiteral("Inter-partition secondary index pattern")
        << QStringList {QStringLiteral("'email_HR'"), QStringLiteral("20 entities")};
    QTest::newRow("compound keys") << (numbered(QStringLiteral("R|AGE:042:%1"), 1, 10, 5)
        + numbered(QStringLiteral("R|BIB:%1"), 1, 10, 5))
                                   << QStringLiteral("compound-keys")
                                   << QStringLiteral("Compound key pattern")
                                   << QStringList {QStringLiteral("AGE:<3 digits>:<5 digits>")};
    QTest::newRow("data series") << numbered(QStringLiteral("device7|2026-11-%1"), 1, 28, 2)
                                 << QStringLiteral("data-series") << QStringLiteral("Data series pattern")
                                 << QStringList {QStringLiteral("from '2026-11-01' to '2026-11-28'")};
    QTest::newRow("single partition")
        << numbered(QStringLiteral("all|%1"), 1, 50, 3) << QStringLiteral("single-partition")
        << QStringLiteral("Scalable partitioning strategy")
        << QStringList {QStringLiteral("'all'"), QStringLiteral("50 entities")};
    QTest::newRow("dominant partition")
        << (numbered(QStringLiteral("big|%1"), 1, 900, 4) + numbered(QStringLiteral("a|%1"), 1, 10, 3)
               + numbered(QStringLiteral("b|%1"), 1, 10, 3) + numbered(QStringLiteral("c|%1"), 1, 10, 3)
               + numbered(QStringLiteral("d|%1"), 1, 10, 3))
        << QStringLiteral("dominant-partition") << QStringLiteral("Scalable partitioning strategy")
        << QStringList {QStringLiteral("'big' holds 900 entities, 95.7 %")};
    QTest::newRow("one of two partitions dominates")
        << (numbered(QStringLiteral("main|%1"), 1, 90, 3) + numbered(QStringLiteral("spare|%1"), 1, 5, 3))
        << QStringLiteral("dominant-partition") << QStringLiteral("Scalable partitioning strategy")
        << QStringList {
               QStringLiteral("'main' holds 90 entities, 94.7 %"), QStringLiteral("one of 2 partitions")};
    QTest::newRow("forbidden characters")
        << QStringList {QStringLiteral("p|a/b"), QStringLiteral("p|c"), QStringLiteral("p|tab\there")}
        << QStringLiteral("forbidden-characters") << QStringLiteral("Characters disallowed in key fields")
        << QStringList {QStringLiteral("'a/b'"), QStringLiteral("'tab\\u0009here'")};
    QTest::newRow("URL trouble") << QStringList {QStringLiteral("p|50%"), QStringLiteral("p|a+b"),
        QStringLiteral("p|Chloé")}
                                 << QStringLiteral("url-characters")
                                 << QStringLiteral("Characters disallowed in key fields")
                                 << QStringList {QStringLiteral("'50%'"), QStringLiteral("'Chloé'")};
    QTest::newRow("long keys") << QStringList {QStringLiteral("p|") + QString(300, u'x'),
        QStringLiteral("p|y")} << QStringLiteral("long-keys")
                               << QStringLiteral("Compound key pattern")
                               << QStringList {QStringLiteral("1 key is longer than 256")};
}

void TestKeyInsight::findings()
{
    QFETCH(QStringList, keys);
    QFETCH(QString, rule);
    QFETCH(QString, pattern);
    QFETCH(QStringList, mustMention);
    auto insight = analyzeKeys(inputOf(keys));
    QVERIFY(insight);
    const KeyFinding *found = nullptr;
    for (const KeyFinding &f : insight->findings) {
        if (f.ruleId == rule)
            found = &f;
    }
    if (!found) {
        QStringList rules;
        for (const KeyFinding &f : insight->findings)
            rules.append(f.ruleId);
        QFAIL(qPrintable(QStringLiteral("no %1 finding; got: %2").arg(rule, rules.join(u','))));
    }
    QCOMPARE(found->pattern, pattern);
    const QString text = everything(*insight);
    for (const QString &m : mustMention)
        QVERIFY2(text.contains(m), qPrintable(QStringLiteral("'%1' not in:\n%2").arg(m, text)));
}

void TestKeyInsight::noFalseAlarms_data()
{
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<bool>("writtenAnyOrder");
    QRandomGenerator rng(42);
    QStringList padded;
    for (int p = 0; p < 5; ++p)
        padded += numbered(
            QStringLiteral("p%1|").arg(p, 3, 10, QLatin1Char('0')) + QStringLiteral("%1"), 1, 300, 6);
    QTest::newRow("padded numbers") << padded << false;
    QStringList guids;
    for (int i = 0; i < 600; ++i) {
        const QString g = QUuid::fromBytes(QByteArray::number(rng.generate64()).leftJustified(16, 'x'))
                              .toString(QUuid::WithoutBraces);
        guids.append(QStringLiteral("%1|%2").arg(i % 6).arg(g));
    }
    QTest::newRow("GUIDs") << guids << false;
    QStringList guidPartitions;
    for (int i = 0; i < 300; ++i)
        guidPartitions.append(QUuid::createUuidV5(QUuid(), QString::number(i)).toString(QUuid::WithoutBraces)
            + QStringLiteral("|row"));
    QTest::newRow("GUID PartitionKeys") << guidPartitions << false;
    QStringList random;
    for (int i = 0; i < 1000; ++i)
        random.append(QStringLiteral("%1|%2").arg(randomText(rng, 6), randomText(rng, 8 + rng.bounded(12))));
    QTest::newRow("random strings") << random << false;
    QStringList words;
    const QStringList names = {QStringLiteral("anna"), QStringLiteral("bram"), QStringLiteral("chloe"),
        QStringLiteral("daan"), QStringLiteral("eva")};
    for (int i = 0; i < 200; ++i)
        words.append(
            QStringLiteral("%1|%2%3@contoso.com").arg(names.at(i % 5), names.at((i / 5) % 5)).arg(i));
    QTest::newRow("e-mail addresses with numbers") << words << false;
    QStringList hashBuckets;
    for (int i = 0; i < 400; ++i)
        hashBuckets.append(
            QStringLiteral("%1|%2").arg(i % 16, 2, 10, QLatin1Char('0')).arg(i, 8, 10, QLatin1Char('0')));
    QTest::newRow("hash buckets") << hashBuckets << false;
    QTest::newRow("empty table") << QStringList {} << false;
    QTest::newRow("numbered tenants written in any order")
        << numbered(QStringLiteral("tenant%1|settings"), 1, 300, 4) << true;
}

void TestKeyInsight::noFalseAlarms()
{
    QFETCH(QStringList, keys);
    QFETCH(bool, writtenAnyOrder);
    KeyInsightInput input = inputOf(keys);
    if (writtenAnyOrder) {
        QRandomGenerator rng(8);
        for (SampledKey &k : input.sample.keys)
            k.timestamp
                = DateTime(k.timestamp.ticks() + qint64(rng.bounded(1'000'000)) * DateTime::TicksPerSecond);
    }
    auto insight = analyzeKeys(input);
    QVERIFY(insight);
    QStringList rules;
    for (const KeyFinding &f : insight->findings)
        rules.append(f.ruleId + QStringLiteral(": ") + f.title);
    QVERIFY2(rules.isEmpty(), qPrintable(rules.join(u'\n')));
}

void TestKeyInsight::everyFindingIsComplete()
{
    // One input that triggers many rules; every finding names all its parts.
    QStringList keys = numbered(QStringLiteral("2026-11-%1|"), 1, 20, 2);
    keys.replaceInStrings(QStringLiteral("|"), QStringLiteral("|x"));
    keys += numbered(QStringLiteral("2026-11-01|%1"), 1, 30);
    keys += QStringLiteral("2026-11-02|a b");
    auto insight = analyzeKeys(inputOf(keys));
    QVERIFY(insight);
    QVERIFY(insight->findings.size() >= 3);
    for (const KeyFinding &f : insight->findings) {
        QVERIFY(!f.ruleId.isEmpty());
        QVERIFY2(!f.title.isEmpty() && !f.evidence.isEmpty() && !f.consequence.isEmpty()
                && !f.pattern.isEmpty() && !f.fix.isEmpty(),
            qPrintable(f.ruleId));
    }
}

void TestKeyInsight::severityOrder()
{
    QStringList keys = numbered(QStringLiteral("p|%1"), 1, 20);
    keys += QStringLiteral("p|bad#key");
    auto insight = analyzeKeys(inputOf(keys));
    QVERIFY(insight);
    QVERIFY(insight->findings.size() >= 2);
    QCOMPARE(insight->findings.first().severity, FindingSeverity::Warning);
    for (qsizetype i = 1; i < insight->findings.size(); ++i)
        QVERIFY(int(insight->findings.at(i - 1).severity) >= int(insight->findings.at(i).severity));
}

void TestKeyInsight::sampleDescription()
{
    KeyInsightInput input = inputOf(numbered(QStringLiteral("p|%1"), 1, 100, 3));
    auto whole = analyzeKeys(input);
    QVERIFY(whole);
    QCOMPARE(whole->sampleDescription, QStringLiteral("all 100 keys"));
    QVERIFY(whole->wholeTable);
    input.sample.wholeTable = false;
    input.table.entityCount = 1'234'567;
    input.table.partitionCount = 20;
    auto sampled = analyzeKeys(input);
    QVERIFY(sampled);
    QVERIFY(!sampled->wholeTable);
    QCOMPARE(sampled->sampledKeys, 100);
    QCOMPARE(sampled->sampleDescription,
        QStringLiteral("a sample of 100 of 1,234,567 keys from 1 of 20 partitions"));
}

void TestKeyInsight::partiallyReadPartitions()
{
    // Two partitions sampled in equal runs of 10 per prefix: whole, they are index entities; read in part,
    // the finding says the counts do not compare.
    QStringList keys;
    for (const QString &pk : {QStringLiteral("A"), QStringLiteral("B")})
        keys += keysOf(
            pk, numbered(QStringLiteral("a_%1"), 1, 10, 3) + numbered(QStringLiteral("b_%1"), 1, 10, 3));
    KeyInsightInput input = inputOf(keys);
    auto whole = analyzeKeys(input);
    QVERIFY(whole);
    QCOMPARE(whole->findings.size(), 1);
    QCOMPARE(whole->findings.first().ruleId, QStringLiteral("rowkey-index-entities"));
    QVERIFY(!whole->findings.first().evidence.join(u' ').contains(QStringLiteral("do not compare")));

    input.sample.wholeTable = false;
    input.partitions[0].entityCount = 5000;
    input.partitions[1].entityCount = 5000;
    auto partial = analyzeKeys(input);
    QVERIFY(partial);
    QCOMPARE(partial->findings.size(), 1);
    QCOMPARE(partial->findings.first().ruleId, QStringLiteral("rowkey-index-entities"));
    QVERIFY(partial->findings.first().title.endsWith(QStringLiteral("(in the sample)")));
    QVERIFY(partial->findings.first().evidence.join(u' ').contains(QStringLiteral("do not compare")));

    // Unequal runs are a real difference even in part: one kind ran out.
    KeyInsightInput uneven
        = inputOf(keysOf(QStringLiteral("A"),
                      numbered(QStringLiteral("a_%1"), 1, 10, 3) + numbered(QStringLiteral("b_%1"), 1, 3, 3))
            + keysOf(QStringLiteral("B"),
                numbered(QStringLiteral("a_%1"), 1, 10, 3) + numbered(QStringLiteral("b_%1"), 1, 2, 3)));
    uneven.sample.wholeTable = false;
    uneven.partitions[0].entityCount = 5000;
    uneven.partitions[1].entityCount = 5000;
    auto kinds = analyzeKeys(uneven);
    QVERIFY(kinds);
    QCOMPARE(kinds->findings.size(), 1);
    QCOMPARE(kinds->findings.first().ruleId, QStringLiteral("rowkey-entity-kinds"));
}

void TestKeyInsight::cancel()
{
    std::atomic_bool cancel = true;
    auto result = analyzeKeys(inputOf(numbered(QStringLiteral("p|%1"), 1, 20)), &cancel);
    QVERIFY(!result);
    QCOMPARE(result.error().code, ErrorCode::Cancelled);
    cancel = false;
    QVERIFY(analyzeKeys(inputOf(numbered(QStringLiteral("p|%1"), 1, 20)), &cancel));
}

QTEST_GUILESS_MAIN(TestKeyInsight)
#include "tst_keyinsight.moc"
