// Store: clustered key order (UTF-16 code units) and key-range scans with keyset paging, checked against
// a brute-force model ordered by QString's own comparison.
#include "storetestutil.h"

#include "rowan/entitypage.h"

#include <algorithm>

using namespace rowan;
using namespace rowan::test;

using Key = QPair<QString, QString>;
Q_DECLARE_METATYPE(KeyRange)

class TestStoreScan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void orderIsUtf16CodeUnits();
    void ranges_data();
    void ranges();
    void everyPairOfBounds();
    void keysetPaging();
    void projectionAndStop();
    void storedMatchesDecoded_data();
    void storedMatchesDecoded();

private:
    QList<Key> scanKeys(const KeyRange &range);
    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;
    QList<Key> m_keys; // sorted
    const QString T = QStringLiteral("Ordered");
};

void TestStoreScan::initTestCase()
{
    m_store = openStore(m_dir.filePath("s.rowan"));
    QVERIFY(m_store);
    ROWAN_VERIFY_OK(m_store->createTable(Dev, T));
    const QStringList pks = {"", "111", "2", "B", "a", "ab", QStringLiteral("\uE000"),
        QStringLiteral("\U00010000"), QStringLiteral("\uFFFF")};
    const QStringList rks = {"", "0", "10", "9", "Z", "z", QStringLiteral("é")};
    for (const QString &pk : pks) {
        QList<EntityOperation> ops;
        for (const QString &rk : rks) {
            ops.append({OperationType::Insert,
                entity(pk, rk, {{"Pk", Value::string(pk)}, {"N", Value::int32(1)}}), {}});
            m_keys.append({pk, rk});
        }
        ROWAN_VERIFY_OK(m_store->executeBatch(Dev, T, ops));
    }
    std::sort(m_keys.begin(), m_keys.end()); // QString operator< compares UTF-16 code units
}

QList<Key> TestStoreScan::scanKeys(const KeyRange &range)
{
    QList<Key> keys;
    auto r = m_store->scan(Dev, T, range, [&keys](Entity &e) {
        keys.append({e.partitionKey(), e.rowKey()});
        return ScanControl::Continue;
    });
    if (!r)
        qWarning("%s", qPrintable(r.error().toString()));
    return keys;
}

void TestStoreScan::orderIsUtf16CodeUnits()
{
    const QList<Key> keys = scanKeys(KeyRange::all());
    QCOMPARE(keys, m_keys);
    // Spot checks the model agrees with the protocol: "111" < "2", "B" < "a", a surrogate pair < U+E000.
    auto pos = [&keys](const QString &pk) {
        return std::find_if(keys.begin(), keys.end(), [&pk](const Key &k) { return k.first == pk; })
            - keys.begin();
    };
    QVERIFY(pos("111") < pos("2"));
    QVERIFY(pos("B") < pos("a"));
    QVERIFY(pos(QStringLiteral("\U00010000")) < pos(QStringLiteral("\uE000")));
}

static bool inRange(const Key &k, const KeyRange &r)
{
    if (r.lower) {
        const KeyBound &b = *r.lower;
        if (b.rowKey) {
            const Key bk {b.partitionKey, *b.rowKey};
            if (b.inclusive ? k < bk : k <= bk)
                return false;
        } else if (b.inclusive ? k.first < b.partitionKey : k.first <= b.partitionKey) {
            return false;
        }
    }
    if (r.upper) {
        const KeyBound &b = *r.upper;
        if (b.rowKey) {
            const Key bk {b.partitionKey, *b.rowKey};
            if (b.inclusive ? k > bk : k >= bk)
                return false;
        } else if (b.inclusive ? k.first > b.partitionKey : k.first >= b.partitionKey) {
            return false;
        }
    }
    return true;
}

void TestStoreScan::ranges_data()
{
    QTest::addColumn<KeyRange>("range");
    QTest::newRow("partition a") << KeyRange::partition("a");
    QTest::newRow("empty partition key") << KeyRange::partition("");
    QTest::newRow("missing partition") << KeyRange::partition("zz");
    QTest::newRow("point") << KeyRange::point("B", "10");
    QTest::newRow("point missing") << KeyRange::point("B", "11");
    QTest::newRow("after key") << KeyRange::after("ab", "9");
    QTest::newRow("row range inclusive") << KeyRange {KeyBound::at("2", "0"), KeyBound::at("2", "Z")};
    QTest::newRow("row range exclusive")
        << KeyRange {KeyBound::at("2", "0", false), KeyBound::at("2", "Z", false)};
    QTest::newRow("partitions B..ab inclusive")
        << KeyRange {KeyBound::partition("B"), KeyBound::partition("ab")};
    QTest::newRow("partitions after B before ab")
        << KeyRange {KeyBound::partition("B", false), KeyBound::partition("ab", false)};
    QTest::newRow("across partitions by key") << KeyRange {KeyBound::at("111", "Z"), KeyBound::at("a", "10")};
    QTest::newRow("from mid partition to end")
        << KeyRange {KeyBound::at(QStringLiteral("\uE000"), "9"), std::nullopt};
    QTest::newRow("up to partition exclusive") << KeyRange {std::nullopt, KeyBound::partition("2", false)};
    QTest::newRow("inverted") << KeyRange {KeyBound::partition("b"), KeyBound::partition("a")};
    QTest::newRow("prefix-free bound") << KeyRange {KeyBound::at("a", "zz"), KeyBound::at("ab", "")};
}

void TestStoreScan::ranges()
{
    QFETCH(KeyRange, range);
    QList<Key> expected;
    for (const Key &k : std::as_const(m_keys)) {
        if (inRange(k, range))
            expected.append(k);
    }
    QCOMPARE(scanKeys(range), expected);
}

// Every combination of lower and upper bound over a few existing and missing keys: the scan splits a range
// into per-partition and whole-partition pieces, and each way the bounds can meet must read exactly the
// model's entities.
void TestStoreScan::everyPairOfBounds()
{
    QList<std::optional<KeyBound>> bounds = {std::nullopt};
    const QStringList pks = {"", "2", "a", "ab", "b", QStringLiteral("\uFFFF")};
    const QStringList rks = {"", "9", "é", "zz"};
    for (const QString &pk : pks) {
        for (bool inclusive : {true, false}) {
            bounds.append(KeyBound::partition(pk, inclusive));
            for (const QString &rk : rks)
                bounds.append(KeyBound::at(pk, rk, inclusive));
        }
    }
    auto describe = [](const std::optional<KeyBound> &b) {
        if (!b)
            return QStringLiteral("open");
        return QStringLiteral("%1'%2'%3")
            .arg(QString(QChar(b->inclusive ? u'[' : u'(')), b->partitionKey,
                b->rowKey ? QStringLiteral("/'%1'").arg(*b->rowKey) : QString());
    };
    int checked = 0;
    for (const auto &lower : std::as_const(bounds)) {
        for (const auto &upper : std::as_const(bounds)) {
            const KeyRange range {lower, upper};
            QList<Key> expected;
            for (const Key &k : std::as_const(m_keys)) {
                if (inRange(k, range))
                    expected.append(k);
            }
            const QList<Key> keys = scanKeys(range);
            if (keys != expected)
                QFAIL(qPrintable(QStringLiteral("%1 .. %2: %3 keys, expected %4")
                                     .arg(describe(lower), describe(upper))
                                     .arg(keys.size())
                                     .arg(expected.size())));
            ++checked;
        }
    }
    QCOMPARE(checked, bounds.size() * bounds.size());
}

void TestStoreScan::keysetPaging()
{
    for (int pageSize : {1, 4, 7, 100}) {
        QList<Key> all;
        KeyRange range = KeyRange::all();
        for (int guard = 0; guard < 1000; ++guard) {
            QList<Key> page;
            auto r = m_store->scan(Dev, T, range, [&](Entity &e) {
                page.append({e.partitionKey(), e.rowKey()});
                return page.size() == pageSize ? ScanControl::Stop : ScanControl::Continue;
            });
            ROWAN_VERIFY_OK(r);
            all += page;
            if (!r->stopped)
                break;
            range = KeyRange::after(page.last().first, page.last().second);
        }
        QCOMPARE(all, m_keys);
    }
}

void TestStoreScan::projectionAndStop()
{
    ScanOptions options;
    options.projection = QStringList {"N"};
    int seen = 0;
    auto r = m_store->scan(
        Dev, T, KeyRange::partition("a"),
        [&seen](Entity &e) {
            ++seen;
            if (e.properties().size() != 1 || !e.property(u"N") || e.etag().isEmpty())
                return ScanControl::Continue;
            return seen == 3 ? ScanControl::Stop : ScanControl::Continue;
        },
        options);
    ROWAN_VERIFY_OK(r);
    QVERIFY(r->stopped);
    QCOMPARE(r->visited, 3);
    QCOMPARE(seen, 3);
    options.projection = QStringList {};
    ROWAN_VERIFY_OK(m_store->scan(
        Dev, T, KeyRange::partition("a"),
        [](Entity &e) {
            if (!e.properties().isEmpty())
                qFatal("keys-only scan decoded properties");
            return ScanControl::Continue;
        },
        options));
}

void TestStoreScan::storedMatchesDecoded_data()
{
    QTest::addColumn<KeyRange>("range");
    QTest::addColumn<bool>("withRecords");
    QTest::newRow("whole table") << KeyRange::all() << true;
    QTest::newRow("whole table, keys only") << KeyRange::all() << false;
    QTest::newRow("one partition") << KeyRange::partition("ab") << true;
    QTest::newRow("empty partition key") << KeyRange::partition("") << true;
    QTest::newRow("across partitions")
        << KeyRange {KeyBound::at("2", "9"), KeyBound::at("a", "10", false)} << true;
    QTest::newRow("point") << KeyRange::point(QStringLiteral("\U00010000"), QStringLiteral("é")) << true;
    QTest::newRow("empty range") << KeyRange {KeyBound::partition("b"), KeyBound::partition("a")} << true;
}

// scanStored() hands out what scan() decodes: same entities, same order, and records that decode to them.
void TestStoreScan::storedMatchesDecoded()
{
    QFETCH(KeyRange, range);
    QFETCH(bool, withRecords);
    QList<Entity> decoded;
    ROWAN_VERIFY_OK(m_store->scan(Dev, T, range, [&decoded](Entity &e) {
        decoded.append(std::move(e));
        return ScanControl::Continue;
    }));
    EntityPage page;
    auto r = m_store->scanStored(
        Dev, T, range,
        [&page](const StoredEntity &stored) {
            if (!page.append(stored))
                qFatal("a stored key has an odd length");
            return ScanControl::Continue;
        },
        withRecords);
    ROWAN_VERIFY_OK(r);
    QCOMPARE(r->visited, decoded.size());
    QVERIFY(!r->stopped);
    QCOMPARE(page.size(), decoded.size());
    for (qsizetype i = 0; i < page.size(); ++i) {
        QCOMPARE(page.stored(i).record.isNull(), !withRecords);
        const auto e = page.entity(i);
        QVERIFY(e.has_value());
        QCOMPARE(e->partitionKey(), decoded[i].partitionKey());
        QCOMPARE(e->rowKey(), decoded[i].rowKey());
        QCOMPARE(e->timestamp(), decoded[i].timestamp());
        QCOMPARE(e->etag(), decoded[i].etag());
        if (withRecords)
            QCOMPARE(e->properties(), decoded[i].properties());
        else
            QVERIFY(e->properties().isEmpty());
    }
    // Stop ends the scan at once.
    if (decoded.size() >= 2) {
        int seen = 0;
        auto stopped = m_store->scanStored(Dev, T, range, [&seen](const StoredEntity &) {
            return ++seen == 2 ? ScanControl::Stop : ScanControl::Continue;
        });
        ROWAN_VERIFY_OK(stopped);
        QVERIFY(stopped->stopped);
        QCOMPARE(stopped->visited, 2);
    }
}

QTEST_GUILESS_MAIN(TestStoreScan)
#include "tst_storescan.moc"
