// Store::executeBatches(): many entity group transactions in one commit, each all-or-none, stopping at the
// first that fails with the batches before it committed and the statistics matching what was written.
#include <rowan/store.h>

#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString TestAccount = QStringLiteral("devstoreaccount1");

QList<EntityOperation> inserts(const QString &pk, QStringList rowKeys)
{
    QList<EntityOperation> ops;
    for (const QString &rk : rowKeys)
        ops.append(EntityOperation {OperationType::Insert, Entity(pk, rk), {}});
    return ops;
}
} // namespace

class TestStoreBatches : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;

private slots:
    void initTestCase()
    {
        StoreOptions options;
        options.createIfMissing = true;
        auto store = Store::open(m_dir.filePath(QStringLiteral("b.rowan")), options);
        QVERIFY(store.has_value());
        m_store = std::move(*store);
        QVERIFY(m_store->createTable(TestAccount, QStringLiteral("Bulk")).has_value());
        QVERIFY(m_store->insertEntity(
            TestAccount, QStringLiteral("Bulk"), Entity(QStringLiteral("b"), QStringLiteral("2"))));
    }

    void stopsAtTheFirstFailingBatch_data()
    {
        QTest::addColumn<QList<QList<EntityOperation>>>("batches");
        QTest::addColumn<qsizetype>("committed");
        QTest::addColumn<int>("errorCode");
        QTest::addColumn<int>("errorIndex");
        QTest::addColumn<qint64>("entitiesAfter");
        const int none = -1;
        QTest::newRow("all good") << QList<QList<EntityOperation>> {inserts(QStringLiteral("a"),
                                                                        {QStringLiteral("1"),
                                                                            QStringLiteral("2")}),
            inserts(QStringLiteral("c"), {QStringLiteral("1")})}
                                  << qsizetype(2) << none << none << qint64(4);
        QTest::newRow("existing key in the second")
            << QList<QList<EntityOperation>> {inserts(QStringLiteral("d"), {QStringLiteral("1")}),
                   inserts(QStringLiteral("b"), {QStringLiteral("1"), QStringLiteral("2")}),
                   inserts(QStringLiteral("e"), {QStringLiteral("1")})}
            << qsizetype(1) << int(ErrorCode::EntityAlreadyExists) << 1 << qint64(5);
        QTest::newRow("mixed partitions in the first")
            << QList<QList<EntityOperation>> {inserts(QStringLiteral("f"), {QStringLiteral("1")})
                   + inserts(QStringLiteral("g"), {QStringLiteral("1")})}
            << qsizetype(0) << int(ErrorCode::CommandsInBatchActOnDifferentPartitions) << 1 << qint64(5);
        QTest::newRow("none") << QList<QList<EntityOperation>> {} << qsizetype(0) << none << none
                              << qint64(5);
    }
    void stopsAtTheFirstFailingBatch()
    {
        QFETCH(QList<QList<EntityOperation>>, batches);
        QFETCH(qsizetype, committed);
        QFETCH(int, errorCode);
        QFETCH(int, errorIndex);
        QFETCH(qint64, entitiesAfter);
        Error failure;
        auto result = m_store->executeBatches(TestAccount, QStringLiteral("Bulk"), batches, &failure);
        QVERIFY(result.has_value());
        QCOMPARE(*result, committed);
        if (errorCode >= 0) {
            QCOMPARE(int(failure.code), errorCode);
            QCOMPARE(failure.operationIndex, errorIndex);
        }
        QCOMPARE(m_store->tableStats(TestAccount, QStringLiteral("Bulk"))->entityCount, entitiesAfter);
        qint64 scanned = 0;
        QVERIFY(m_store->scan(TestAccount, QStringLiteral("Bulk"), KeyRange::all(), [&](Entity &) {
            ++scanned;
            return ScanControl::Continue;
        }));
        QCOMPARE(scanned, entitiesAfter);
    }

    void missingTable()
    {
        auto result = m_store->executeBatches(
            TestAccount, QStringLiteral("Nope"), {inserts(QStringLiteral("a"), {QStringLiteral("1")})});
        QVERIFY(!result.has_value());
        QCOMPARE(result.error().code, ErrorCode::TableNotFound);
    }
};

QTEST_GUILESS_MAIN(TestStoreBatches)
#include "tst_storebatches.moc"
