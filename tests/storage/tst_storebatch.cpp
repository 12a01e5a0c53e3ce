// Store: entity group transactions (limits, error codes with operation index, atomicity) and the exact
// statistics every write keeps.
#include "storetestutil.h"

#include <QRandomGenerator>

using namespace rowan;
using namespace rowan::test;

class TestStoreBatch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void errors_data();
    void errors();
    void succeedsAndStampsOneTimestamp();
    void allOrNothing();
    void statisticsStayExact();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Store> m_store;
    const QString T = QStringLiteral("Batched");
};

void TestStoreBatch::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = openStore(m_dir->filePath("s.rowan"));
    QVERIFY(m_store);
    ROWAN_VERIFY_OK(m_store->createTable(Dev, T));
    ROWAN_VERIFY_OK(m_store->insertEntity(Dev, T, entity("p", "existing", {{"V", Value::int32(0)}})));
}

static QList<EntityOperation> inserts(int count, const QString &pk = QStringLiteral("p"))
{
    QList<EntityOperation> ops;
    for (int i = 0; i < count; ++i)
        ops.append(
            {OperationType::Insert, entity(pk, QStringLiteral("r%1").arg(i, 3, 10, QLatin1Char('0'))), {}});
    return ops;
}

void TestStoreBatch::errors_data()
{
    QTest::addColumn<QList<EntityOperation>>("ops");
    QTest::addColumn<qint64>("payload");
    QTest::addColumn<int>("expected");
    QTest::addColumn<int>("index");
    QTest::newRow("100 operations") << inserts(100) << qint64(-1) << -1 << -1;
    QTest::newRow("101 operations") << inserts(101) << qint64(-1) << int(ErrorCode::InvalidInput) << 100;
    QTest::newRow("empty") << QList<EntityOperation> {} << qint64(-1) << int(ErrorCode::InvalidInput) << 0;
    auto mixed = inserts(5);
    mixed[3].entity.setPartitionKey(QStringLiteral("other"));
    QTest::newRow("second partition")
        << mixed << qint64(-1) << int(ErrorCode::CommandsInBatchActOnDifferentPartitions) << 3;
    auto dup = inserts(5);
    dup[4].entity.setRowKey(dup[1].entity.rowKey());
    dup[4].type = OperationType::Merge;
    QTest::newRow("duplicate row") << dup << qint64(-1) << int(ErrorCode::InvalidDuplicateRow) << 4;
    QTest::newRow("payload 4 MiB") << inserts(3) << qint64(4 * 1024 * 1024) << -1 << -1;
    QTest::newRow("payload over 4 MiB")
        << inserts(3) << qint64(4 * 1024 * 1024 + 1) << int(ErrorCode::RequestBodyTooLarge) << 0;
    QList<EntityOperation> big;
    for (int i = 0; i < 5; ++i) {
        Entity e("p", QString::number(i));
        for (int j = 0; j < 15; ++j)
            e.setProperty(QStringLiteral("B%1").arg(j), Value::binary(QByteArray(60000, 'x')));
        big.append({OperationType::InsertOrReplace, e, {}});
    }
    QTest::newRow("entities over 4 MiB") << big << qint64(-1) << int(ErrorCode::RequestBodyTooLarge) << 0;
    auto invalid = inserts(4);
    invalid[2].entity.setProperty(QStringLiteral("bad-name"), Value::int32(1));
    QTest::newRow("invalid property") << invalid << qint64(-1) << int(ErrorCode::PropertyNameInvalid) << 2;
    auto exists = inserts(4);
    exists[1].entity.setRowKey(QStringLiteral("existing"));
    QTest::newRow("insert existing") << exists << qint64(-1) << int(ErrorCode::EntityAlreadyExists) << 1;
    auto missing = inserts(3);
    missing[2].type = OperationType::Delete;
    QTest::newRow("delete missing") << missing << qint64(-1) << int(ErrorCode::ResourceNotFound) << 2;
    auto stale = inserts(2);
    stale[1] = {OperationType::Update, entity("p", "existing"),
        QStringLiteral("W/\"datetime'2001-01-01T00%3A00%3A00.0000000Z'\"")};
    QTest::newRow("stale etag") << stale << qint64(-1) << int(ErrorCode::UpdateConditionNotSatisfied) << 1;
}

void TestStoreBatch::errors()
{
    QFETCH(QList<EntityOperation>, ops);
    QFETCH(qint64, payload);
    QFETCH(int, expected);
    QFETCH(int, index);
    const auto before = m_store->tableStats(Dev, T);
    ROWAN_VERIFY_OK(before);
    auto r = m_store->executeBatch(Dev, T, ops, payload);
    if (expected < 0) {
        ROWAN_VERIFY_OK(r);
        QCOMPARE(r->size(), ops.size());
        QCOMPARE(m_store->tableStats(Dev, T)->entityCount, before->entityCount + ops.size());
        return;
    }
    ROWAN_COMPARE_ERROR(r, ErrorCode(expected));
    QCOMPARE(r.error().operationIndex, index);
    QVERIFY2(r.error().message.startsWith(QString::number(index) + QLatin1Char(':')),
        qPrintable(r.error().message));
    const auto after = m_store->tableStats(Dev, T);
    QCOMPARE(after->entityCount, before->entityCount);
    QCOMPARE(after->bytes, before->bytes);
    int count = 0;
    ROWAN_VERIFY_OK(m_store->scan(Dev, T, KeyRange::all(), [&count](Entity &) {
        ++count;
        return ScanControl::Continue;
    }));
    QCOMPARE(count, 1);
}

void TestStoreBatch::succeedsAndStampsOneTimestamp()
{
    auto current = m_store->getEntity(Dev, T, "p", "existing");
    ROWAN_VERIFY_OK(current);
    QList<EntityOperation> ops = inserts(3);
    ops.append({OperationType::Merge, entity("p", "existing", {{"W", Value::int32(5)}}), current->etag()});
    ops.append({OperationType::InsertOrMerge, entity("p", "upserted"), {}});
    auto r = m_store->executeBatch(Dev, T, ops);
    ROWAN_VERIFY_OK(r);
    QCOMPARE(r->size(), 5);
    for (const EntityVersion &v : *r) {
        QCOMPARE(v.timestamp, r->first().timestamp);
        QCOMPARE(v.etag, r->first().etag);
    }
    QVERIFY(r->first().timestamp > current->timestamp());
    auto merged = m_store->getEntity(Dev, T, "p", "existing");
    QCOMPARE(merged->properties().size(), 2);
    QCOMPARE(merged->etag(), r->at(3).etag);
}

void TestStoreBatch::allOrNothing()
{
    QList<EntityOperation> ops = inserts(50);
    ops.append({OperationType::Delete, entity("p", "existing"), {}});
    ops.append({OperationType::Insert, entity("p", "r010"), {}}); // duplicate of op 10 -> caught up front
    auto r = m_store->executeBatch(Dev, T, ops);
    ROWAN_COMPARE_ERROR(r, ErrorCode::InvalidDuplicateRow);
    QCOMPARE(r.error().operationIndex, 51);
    ops.removeLast();
    ops.append({OperationType::Update, entity("p", "nothere"), {}}); // fails while applying
    r = m_store->executeBatch(Dev, T, ops);
    ROWAN_COMPARE_ERROR(r, ErrorCode::ResourceNotFound);
    QCOMPARE(r.error().operationIndex, 51);
    ROWAN_VERIFY_OK(m_store->getEntity(Dev, T, "p", "existing"));
    ROWAN_COMPARE_ERROR(m_store->getEntity(Dev, T, "p", "r000"), ErrorCode::ResourceNotFound);
    QCOMPARE(m_store->tableStats(Dev, T)->entityCount, 1);
    QCOMPARE(m_store->partitionStats(Dev, T)->size(), 1);
}

void TestStoreBatch::statisticsStayExact()
{
    QRandomGenerator random(7);
    const QStringList partitions = {"", "a", "b", "B", QStringLiteral("ü")};
    for (int round = 0; round < 600; ++round) {
        const QString pk = partitions[random.bounded(int(partitions.size()))];
        const QString rk = QString::number(random.bounded(40));
        Entity e(pk, rk);
        for (int i = 0, n = random.bounded(4); i < n; ++i)
            e.setProperty(QStringLiteral("P%1").arg(random.bounded(6)),
                Value::string(QString(random.bounded(50), u'x')));
        switch (random.bounded(6)) {
        case 0:
            (void)m_store->insertEntity(Dev, T, e);
            break;
        case 1:
            (void)m_store->updateEntity(Dev, T, e);
            break;
        case 2:
            (void)m_store->mergeEntity(Dev, T, e);
            break;
        case 3:
            (void)m_store->deleteEntity(Dev, T, pk, rk);
            break;
        case 4:
            (void)m_store->insertOrMergeEntity(Dev, T, e);
            break;
        default: {
            QList<EntityOperation> ops;
            for (int i = 0; i < 5; ++i)
                ops.append({i % 2 ? OperationType::InsertOrReplace : OperationType::Delete,
                    entity(pk, QString::number(40 + 5 * random.bounded(4) + i)), {}});
            (void)m_store->executeBatch(Dev, T, ops);
        }
        }
    }
    // Recount from the entities themselves.
    QMap<QString, QPair<qint64, qint64>> expected;
    qint64 count = 0, bytes = 0;
    ROWAN_VERIFY_OK(m_store->scan(Dev, T, KeyRange::all(), [&](Entity &e) {
        auto &p = expected[e.partitionKey()];
        ++p.first;
        p.second += e.storageSize();
        ++count;
        bytes += e.storageSize();
        return ScanControl::Continue;
    }));
    QVERIFY(count > 20);
    auto stats = m_store->tableStats(Dev, T);
    ROWAN_VERIFY_OK(stats);
    QCOMPARE(stats->entityCount, count);
    QCOMPARE(stats->bytes, bytes);
    QCOMPARE(stats->partitionCount, expected.size());
    auto partitionList = m_store->partitionStats(Dev, T);
    ROWAN_VERIFY_OK(partitionList);
    QCOMPARE(partitionList->size(), expected.size());
    auto it = expected.cbegin(); // QMap orders by QString: UTF-16 code units, like the store
    for (const PartitionStats &p : *partitionList) {
        QCOMPARE(p.partitionKey, it.key());
        QCOMPARE(p.entityCount, it.value().first);
        QCOMPARE(p.bytes, it.value().second);
        ++it;
    }
    auto ranged = m_store->partitionStats(Dev, T, NameRange {NameBound {"B", true}, NameBound {"b", false}});
    ROWAN_VERIFY_OK(ranged);
    QVERIFY(ranged->size() <= 2);
    for (const PartitionStats &p : *ranged)
        QVERIFY(p.partitionKey >= QLatin1String("B") && p.partitionKey < QLatin1String("b"));
    QCOMPARE(m_store->partitionStats(Dev, T, {}, 2)->size(), 2);
}

QTEST_GUILESS_MAIN(TestStoreBatch)
#include "tst_storebatch.moc"
