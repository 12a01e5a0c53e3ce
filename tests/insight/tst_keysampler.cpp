// Key insight over a real Store: the demo store's tables each show the pattern they were made for, with
// evidence keys that exist; the sampler stays within its bound, spreads over partitions and sees every kind
// of key a partition holds; locateKey() finds the same neighbours as a full scan; errors and cancelling.
#include "support/teststore.h"
#include "support/withoutstatistics.h"

#include <rowan/keysampler.h>
#include <rowan/localtableservice.h>
#include <rowan/store.h>

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString TestAccount = QStringLiteral("devstoreaccount1");

QList<SampledKey> allKeys(const Store &store, const QString &table)
{
    QList<SampledKey> keys;
    auto s = store.scan(
        TestAccount, table, KeyRange::all(),
        [&](Entity &e) {
            keys.append({e.partitionKey(), e.rowKey()});
            return ScanControl::Continue;
        },
        ScanOptions {QStringList {}});
    Q_ASSERT(s);
    return keys;
}

bool keyLess(const SampledKey &a, const SampledKey &b)
{
    return a.partitionKey != b.partitionKey ? a.partitionKey < b.partitionKey : a.rowKey < b.rowKey;
}

bool sameKey(const SampledKey &a, const SampledKey &b)
{
    return a.partitionKey == b.partitionKey && a.rowKey == b.rowKey;
}

QStringList findingLines(const KeyInsight &insight)
{
    QStringList lines {insight.sampleDescription};
    for (const KeyFinding &f : insight.findings)
        lines.append(f.ruleId + u'|' + f.title + u'|' + f.evidence.join(u';') + u'|' + f.fix);
    return lines;
}

} // namespace

class TestKeySampler : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void demoTables_data();
    void demoTables();
    void wholeTableWhenSmall();
    void sampleIsBoundedAndSpread();
    void locateKey_data();
    void locateKey();
    void locateRandomKeys();
    void errors();
    void serviceMatchesStore_data();
    void serviceMatchesStore();
    void serviceWithoutStatistics();
    void locateWithoutStatistics_data() { locateKey_data(); }
    void locateWithoutStatistics();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
};

void TestKeySampler::initTestCase()
{
    QVERIFY(m_dir.isValid());

    // Big: 40 partitions of 300 entities, each under two prefixes (a_ and b_, 150 each).
    QList<Entity> big;
    for (int p = 0; p < 40; ++p) {
        for (int i = 0; i < 150; ++i) {
            const QString pk = QStringLiteral("part%1").arg(p, 2, 10, QLatin1Char('0'));
            big.append(Entity(pk, QStringLiteral("a_%1").arg(i, 5, 10, QLatin1Char('0'))));
            big.append(Entity(pk, QStringLiteral("b_%1").arg(i * 7, 5, 10, QLatin1Char('0'))));
        }
    }
    const QList<Entity> loc = {Entity(QStringLiteral("p1"), QStringLiteral("a")),
        Entity(QStringLiteral("p1"), QStringLiteral("ab")), Entity(QStringLiteral("p1"), QStringLiteral("b")),
        Entity(QStringLiteral("p2"), QStringLiteral("")), Entity(QStringLiteral("p2"), QStringLiteral("m")),
        Entity(QStringLiteral("p2"), QStringLiteral("m0")),
        Entity(QStringLiteral("p2"), QStringLiteral("m1")), Entity(QStringLiteral("p4"), QStringLiteral("z")),
        Entity(QStringLiteral("p4"), QStringLiteral("zz\uFFFF")),
        Entity(QStringLiteral("p4"), QStringLiteral("é"))};
    m_store = TestStoreBuilder(m_dir, QStringLiteral("keys.rowan"))
                  .demo()
                  .table(QStringLiteral("Big"), big)
                  .table(QStringLiteral("Loc"), loc)
                  .build();
    QVERIFY(m_store);
}

void TestKeySampler::demoTables_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QStringList>("rules");
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QStringList>("mentions");
    QTest::newRow("Employees") << QStringLiteral("Employees")
                               << QStringList {QStringLiteral("rowkey-index-entities")}
                               << QStringLiteral("Intra-partition secondary index pattern")
                               << QStringList {QStringLiteral("empid_ ×200"), QStringLiteral("email_ ×200")};
    QTest::newRow("EmployeeIndex") << QStringLiteral("EmployeeIndex")
                                   << QStringList {QStringLiteral("partition-index-entities")}
                                   << QStringLiteral("Inter-partition secondary index pattern")
                                   << QStringList {QStringLiteral("'empid_Engineering'"),
                                          QStringLiteral("'email_Engineering'")};
    QTest::newRow("Organization") << QStringLiteral("Organization")
                                  << QStringList {QStringLiteral("rowkey-entity-kinds")}
                                  << QStringLiteral("Heterogeneous entity types")
                                  << QStringList {
                                         QStringLiteral("department ×1"), QStringLiteral("empid_ ×20")};
    QTest::newRow("EmployeeExpense") << QStringLiteral("EmployeeExpense")
                                     << QStringList {QStringLiteral("log-tail")}
                                     << QStringLiteral("Log tail pattern")
                                     << QStringList {
                                            QStringLiteral("= 2026-01-01T00:00:00.0000000Z (oldest)")};
    QTest::newRow("Marathon") << QStringLiteral(
        "Marathon") << QStringList {QStringLiteral("rowkey-index-entities"), QStringLiteral("compound-keys")}
                              << QStringLiteral("Intra-partition secondary index pattern")
                              << QStringList {QStringLiteral("BIB: ×700"), QStringLiteral("AGE: ×700"),
                                     QStringLiteral("AGE:<3 digits>:<5 digits>")};
    QTest::newRow("MessageStats") << QStringLiteral("MessageStats")
                                  << QStringList {QStringLiteral("data-series")}
                                  << QStringLiteral("Data series pattern")
                                  << QStringList {
                                         QStringLiteral("14 RowKeys from '2026-11-01' to '2026-11-14'")};
}

void TestKeySampler::demoTables()
{
    QFETCH(QString, table);
    QFETCH(QStringList, rules);
    QFETCH(QString, pattern);
    QFETCH(QStringList, mentions);
    auto insight = inspectTableKeys(*m_store, TestAccount, table);
    QVERIFY(insight);
    QVERIFY(insight->wholeTable);
    QStringList got;
    QString text;
    for (const KeyFinding &f : insight->findings) {
        got.append(f.ruleId);
        text += f.title + u'\n' + f.evidence.join(u'\n') + u'\n';
        // The demo tables follow the guide: nothing to warn about or change.
        QCOMPARE(f.severity, FindingSeverity::Info);
        // Every "'PK' / 'RK'" in the evidence is a real entity of the table.
        static const QRegularExpression pair(QStringLiteral("'([^']*)' / '([^']*)'"));
        for (const QString &e : f.evidence) {
            auto it = pair.globalMatch(e);
            while (it.hasNext()) {
                const auto m = it.next();
                QVERIFY2(m_store->getEntity(TestAccount, table, m.captured(1), m.captured(2)), qPrintable(e));
            }
        }
    }
    QCOMPARE(got, rules);
    QCOMPARE(insight->findings.first().pattern, pattern);
    for (const QString &m : mentions)
        QVERIFY2(text.contains(m), qPrintable(text));
}

void TestKeySampler::wholeTableWhenSmall()
{
    auto partitions = m_store->partitionStats(TestAccount, QStringLiteral("Marathon"));
    QVERIFY(partitions);
    auto sample = sampleKeys(*m_store, TestAccount, QStringLiteral("Marathon"), *partitions);
    QVERIFY(sample);
    QVERIFY(sample->wholeTable);
    QCOMPARE(sample->partitionsRead, 3);
    const QList<SampledKey> all = allKeys(*m_store, QStringLiteral("Marathon"));
    QCOMPARE(sample->keys.size(), all.size());
    for (qsizetype i = 0; i < all.size(); ++i)
        QVERIFY(sameKey(sample->keys.at(i), all.at(i)));
}

void TestKeySampler::sampleIsBoundedAndSpread()
{
    const QString table = QStringLiteral("Big");
    auto partitions = m_store->partitionStats(TestAccount, table);
    QVERIFY(partitions);
    QCOMPARE(partitions->size(), 40);
    KeySampleOptions options;
    options.maxKeys = 2000;
    options.maxPartitions = 10;
    auto sample = sampleKeys(*m_store, TestAccount, table, *partitions, options);
    QVERIFY(sample);
    QVERIFY(!sample->wholeTable);
    QVERIFY(sample->keys.size() <= 2000);
    // Two heads per partition, one run of an eighth of its share each.
    QVERIFY(sample->keys.size() >= 400);
    QVERIFY(sample->partitionsRead >= 10);
    QVERIFY(std::is_sorted(sample->keys.begin(), sample->keys.end(), keyLess));
    // The first and last partitions are among those read, and each read partition shows both prefixes.
    QCOMPARE(sample->keys.first().partitionKey, QStringLiteral("part00"));
    QCOMPARE(sample->keys.last().partitionKey, QStringLiteral("part39"));
    QHash<QString, QSet<QString>> prefixes;
    for (const SampledKey &k : sample->keys)
        prefixes[k.partitionKey].insert(k.rowKey.left(2));
    QCOMPARE(prefixes.size(), sample->partitionsRead);
    for (auto it = prefixes.cbegin(); it != prefixes.cend(); ++it)
        QCOMPARE(it.value(), (QSet<QString> {QStringLiteral("a_"), QStringLiteral("b_")}));
    // Every sampled key exists.
    const QList<SampledKey> all = allKeys(*m_store, table);
    for (const SampledKey &k : sample->keys)
        QVERIFY(std::binary_search(all.begin(), all.end(), k, keyLess));

    auto insight = inspectTableKeys(*m_store, TestAccount, table, options);
    QVERIFY(insight);
    QVERIFY(!insight->wholeTable);
    QVERIFY2(insight->sampleDescription.startsWith(QStringLiteral("a sample of ")),
        qPrintable(insight->sampleDescription));
    QVERIFY(insight->sampleDescription.endsWith(
        QStringLiteral(" of 12,000 keys from %1 of 40 partitions").arg(sample->partitionsRead)));
    QCOMPARE(insight->findings.size(), 1);
    QCOMPARE(insight->findings.first().ruleId, QStringLiteral("rowkey-index-entities"));
    QVERIFY(insight->findings.first().title.endsWith(QStringLiteral("(in the sample)")));
    // The partitions are larger than their share: equal runs per prefix, which the finding says.
    QVERIFY(insight->findings.first().evidence.join(u' ').contains(QStringLiteral("do not compare")));
}

void TestKeySampler::locateKey_data()
{
    QTest::addColumn<QString>("pk");
    QTest::addColumn<QString>("rk");
    QTest::newRow("existing, middle") << QStringLiteral("p2") << QStringLiteral("m0");
    QTest::newRow("between keys") << QStringLiteral("p2") << QStringLiteral("l");
    QTest::newRow("before its partition's keys") << QStringLiteral("p4") << QStringLiteral("a");
    QTest::newRow("missing partition") << QStringLiteral("p3") << QStringLiteral("x");
    QTest::newRow("before everything") << QStringLiteral("p0") << QStringLiteral("");
    QTest::newRow("after everything") << QStringLiteral("p9") << QStringLiteral("");
    QTest::newRow("the empty RowKey") << QStringLiteral("p2") << QStringLiteral("");
    QTest::newRow("after high units") << QStringLiteral("p4") << QString(3, QChar(0xFFFF));
}

void TestKeySampler::locateKey()
{
    QFETCH(QString, pk);
    QFETCH(QString, rk);
    const QList<SampledKey> all = allKeys(*m_store, QStringLiteral("Loc"));
    const SampledKey at {pk, rk};
    auto pos = rowan::locateKey(*m_store, TestAccount, QStringLiteral("Loc"), pk, rk, 3);
    QVERIFY(pos);
    const auto lower = std::lower_bound(all.begin(), all.end(), at, keyLess);
    const bool exists = lower != all.end() && sameKey(*lower, at);
    QCOMPARE(pos->keyExists, exists);
    const qsizetype index = lower - all.begin();
    const QList<SampledKey> before
        = all.mid(std::max<qsizetype>(0, index - 3), std::min<qsizetype>(3, index));
    const QList<SampledKey> after = all.mid(index + (exists ? 1 : 0), 3);
    QCOMPARE(pos->before.size(), before.size());
    for (qsizetype i = 0; i < before.size(); ++i)
        QVERIFY(sameKey(pos->before.at(i), before.at(i)));
    QCOMPARE(pos->after.size(), after.size());
    for (qsizetype i = 0; i < after.size(); ++i)
        QVERIFY(sameKey(pos->after.at(i), after.at(i)));
    qint64 inPartition = 0;
    for (const SampledKey &k : all)
        inPartition += k.partitionKey == pk;
    QCOMPARE(pos->partitionExists, inPartition > 0);
    QCOMPARE(pos->partitionEntities, inPartition);
}

void TestKeySampler::locateRandomKeys()
{
    const QString table = QStringLiteral("EmployeeExpense");
    const QList<SampledKey> all = allKeys(*m_store, table);
    QRandomGenerator rng(5);
    for (int round = 0; round < 40; ++round) {
        SampledKey at = all.at(rng.bounded(int(all.size())));
        if (round % 2)
            at.rowKey.chop(rng.bounded(1, 8)); // a prefix of a real key: between real keys
        auto pos = rowan::locateKey(*m_store, TestAccount, table, at.partitionKey, at.rowKey, 5);
        QVERIFY(pos);
        const auto lower = std::lower_bound(all.begin(), all.end(), at, keyLess);
        const qsizetype index = lower - all.begin();
        const QList<SampledKey> before
            = all.mid(std::max<qsizetype>(0, index - 5), std::min<qsizetype>(5, index));
        QCOMPARE(pos->before.size(), before.size());
        for (qsizetype i = 0; i < before.size(); ++i)
            QVERIFY(sameKey(pos->before.at(i), before.at(i)));
    }
}

void TestKeySampler::errors()
{
    const QString missing = QStringLiteral("NoSuchTable");
    auto insight = inspectTableKeys(*m_store, TestAccount, missing);
    QVERIFY(!insight);
    QCOMPARE(insight.error().code, ErrorCode::TableNotFound);
    QCOMPARE(rowan::locateKey(*m_store, TestAccount, missing, QStringLiteral("a"), QStringLiteral("b"))
                 .error()
                 .code,
        ErrorCode::TableNotFound);
    QCOMPARE(
        sampleKeys(*m_store, TestAccount, missing, {PartitionStats {QStringLiteral("a"), 1, 1}}).error().code,
        ErrorCode::TableNotFound);
    QCOMPARE(rowan::locateKey(
                 *m_store, TestAccount, QStringLiteral("Loc"), QStringLiteral("a"), QStringLiteral("b"), 101)
                 .error()
                 .code,
        ErrorCode::InvalidInput);
    std::atomic_bool cancel = true;
    auto cancelled = inspectTableKeys(*m_store, TestAccount, QStringLiteral("Big"), {}, &cancel);
    QVERIFY(!cancelled);
    QCOMPARE(cancelled.error().code, ErrorCode::Cancelled);
    KeySampleOptions small;
    small.maxKeys = 100;
    auto partitions = m_store->partitionStats(TestAccount, QStringLiteral("Big"));
    QCOMPARE(
        sampleKeys(*m_store, TestAccount, QStringLiteral("Big"), *partitions, small, &cancel).error().code,
        ErrorCode::Cancelled);
}

QTEST_GUILESS_MAIN(TestKeySampler)
void TestKeySampler::serviceMatchesStore_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<qint64>("maxKeys");
    QTest::newRow("Employees") << QStringLiteral("Employees") << qint64(200'000);
    QTest::newRow("Marathon") << QStringLiteral("Marathon") << qint64(200'000);
    QTest::newRow("EmployeeExpense") << QStringLiteral("EmployeeExpense") << qint64(200'000);
    QTest::newRow("Big sampled") << QStringLiteral("Big") << qint64(1'000);
}

void TestKeySampler::serviceMatchesStore()
{
    QFETCH(QString, table);
    QFETCH(qint64, maxKeys);
    KeySampleOptions options;
    options.maxKeys = maxKeys;
    auto fromStore = inspectTableKeys(*m_store, TestAccount, table, options);
    QVERIFY(fromStore);
    const LocalTableService service(m_store);
    auto fromService = inspectTableKeys(service, TestAccount, table, options);
    QVERIFY(fromService);
    QCOMPARE(findingLines(*fromService), findingLines(*fromStore));
    QVERIFY(!fromStore->findings.isEmpty());
}

void TestKeySampler::serviceWithoutStatistics()
{
    const WithoutStatistics service(m_store);
    // A table read whole: the RowKey rules see what they see with statistics.
    auto whole = inspectTableKeys(service, TestAccount, QStringLiteral("Marathon"));
    QVERIFY(whole);
    QVERIFY(whole->wholeTable);
    QVERIFY2(whole->sampleDescription.contains(QStringLiteral("no statistics")),
        qPrintable(whole->sampleDescription));
    QStringList rules;
    for (const KeyFinding &f : whole->findings)
        rules.append(f.ruleId);
    QCOMPARE(rules, (QStringList {QStringLiteral("rowkey-index-entities"), QStringLiteral("compound-keys")}));

    // A prefix of the table: the first 100 keys all lie in one partition, which says nothing about the
    // table, so no partition finding may claim it.
    KeySampleOptions options;
    options.maxKeys = 100;
    auto prefix = inspectTableKeys(service, TestAccount, QStringLiteral("Big"), options);
    QVERIFY(prefix);
    QVERIFY(!prefix->wholeTable);
    QCOMPARE(prefix->sampledKeys, 100);
    QVERIFY2(prefix->sampleDescription.startsWith(QStringLiteral("the first 100 keys")),
        qPrintable(prefix->sampleDescription));
    for (const KeyFinding &f : prefix->findings)
        QVERIFY2(!f.ruleId.contains(QStringLiteral("partition")), qPrintable(f.ruleId));

    QCOMPARE(inspectTableKeys(service, TestAccount, QStringLiteral("Missing")).error().code,
        ErrorCode::TableNotFound);
}

void TestKeySampler::locateWithoutStatistics()
{
    QFETCH(QString, pk);
    QFETCH(QString, rk);
    const WithoutStatistics service(m_store);
    auto viaService = rowan::locateKey(service, TestAccount, QStringLiteral("Loc"), pk, rk, 3);
    auto viaStore = rowan::locateKey(*m_store, TestAccount, QStringLiteral("Loc"), pk, rk, 3);
    QVERIFY(viaService);
    QVERIFY(viaStore);
    QCOMPARE(viaService->keyExists, viaStore->keyExists);
    QCOMPARE(viaService->partitionExists, viaStore->partitionExists);
    QCOMPARE(viaService->partitionEntities, viaStore->partitionExists ? -1 : 0);
    QCOMPARE(viaService->before.size(), viaStore->before.size());
    for (qsizetype i = 0; i < viaStore->before.size(); ++i)
        QVERIFY(sameKey(viaService->before.at(i), viaStore->before.at(i)));
    QCOMPARE(viaService->after.size(), viaStore->after.size());
    for (qsizetype i = 0; i < viaStore->after.size(); ++i)
        QVERIFY(sameKey(viaService->after.at(i), viaStore->after.at(i)));
}

#include "tst_keysampler.moc"
