#include "models/editing/bulkdeletejob.h"
#include "models/session/servicesession.h"
#include "support/teststore.h"

#include <rowan/store.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace rowan;

using EntityPredicate = std::function<bool(const rowan::Entity &)>;
Q_DECLARE_METATYPE(EntityPredicate)

namespace {
const QString account = QStringLiteral("devstoreaccount1");
const QString table = QStringLiteral("Items");

// Partition sizes: one over two full transactions, the rest small.
const QList<std::pair<QString, int>> layout = {{"a", 30}, {"big", 250}, {"c", 7}, {"d", 101}};

int layoutTotal()
{
    int n = 0;
    for (const auto &[pk, count] : layout)
        n += count;
    return n;
}

std::shared_ptr<Store> makeStore(const QTemporaryDir &dir)
{
    QList<Entity> entities;
    for (const auto &[pk, count] : layout) {
        for (int i = 0; i < count; ++i) {
            Entity e(pk, QStringLiteral("r%1").arg(i, 4, 10, QLatin1Char('0')));
            e.setProperty(QStringLiteral("Index"), Value::int32(int(entities.size())));
            entities.append(e);
        }
    }
    return TestStoreBuilder(dir, QStringLiteral("bulk.rowan")).table(table, entities).build();
}

QList<Entity> allEntities(Store &store)
{
    QList<Entity> out;
    const auto result = store.scan(account, table, KeyRange::all(), [&](Entity &e) {
        out.append(std::move(e));
        return ScanControl::Continue;
    });
    return result ? out : QList<Entity> {};
}
} // namespace

class TestBulkDeleteJob : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void deletesEverythingAsked_data();
    void deletesEverythingAsked();
    void cancelStopsAfterTheCurrentTransaction();
    void changedEntitiesAreReportedNotDeleted();
    void countMatches_data();
    void countMatches();
    void missingTableFails();
};

void TestBulkDeleteJob::deletesEverythingAsked_data()
{
    QTest::addColumn<bool>("byFilter");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QStringList>("partitions"); // entities mode: the loaded rows of these partitions
    // Matches, decided here from the layout rather than by the code under test.
    using Pred = EntityPredicate;
    QTest::addColumn<Pred>("matches");
    QTest::addColumn<int>("exactTransactions"); // -1: page boundaries may split a partition's groups
    QTest::newRow("rows of every partition") << false << QString() << QStringList {"a", "big", "c", "d"}
                                             << Pred([](const Entity &) { return true; }) << 1 + 3 + 1 + 2;
    QTest::newRow("rows of one big partition")
        << false << QString() << QStringList {"big"}
        << Pred([](const Entity &e) { return e.partitionKey() == QLatin1String("big"); }) << 3;
    QTest::newRow("empty filter clears the table")
        << true << QString() << QStringList {} << Pred([](const Entity &) { return true; }) << 7;
    QTest::newRow("partition filter")
        << true << QStringLiteral("PartitionKey eq 'd'") << QStringList {}
        << Pred([](const Entity &e) { return e.partitionKey() == QLatin1String("d"); }) << 2;
    QTest::newRow("property filter across partitions")
        << true << QStringLiteral("Index ge 20 and Index lt 300") << QStringList {}
        << Pred([](const Entity &e) {
               const int i = e.property(QStringLiteral("Index"))->toInt32();
               return i >= 20 && i < 300;
           })
        << -1;
    QTest::newRow("filter matching nothing") << true << QStringLiteral("Index gt 100000") << QStringList {}
                                             << Pred([](const Entity &) { return false; }) << 0;
}

void TestBulkDeleteJob::deletesEverythingAsked()
{
    using Pred = EntityPredicate;
    QFETCH(bool, byFilter);
    QFETCH(QString, filter);
    QFETCH(QStringList, partitions);
    QFETCH(Pred, matches);
    QFETCH(int, exactTransactions);
    QTemporaryDir dir;
    auto store = makeStore(dir);
    QVERIFY(store);
    const QList<Entity> before = allEntities(*store);
    QCOMPARE(before.size(), layoutTotal());
    QList<Entity> expectedKept;
    QList<Entity> targets;
    for (const Entity &e : before) {
        if (matches(e))
            targets.append(e);
        else
            expectedKept.append(e);
    }

    ServiceSession session;
    session.setStore(store);
    BulkDeleteJob job(&session, account, table);
    QSignalSpy progress(&job, &BulkDeleteJob::progress);
    QSignalSpy finished(&job, &BulkDeleteJob::finished);
    QSignalSpy failed(&job, &BulkDeleteJob::failed);
    if (byFilter) {
        const auto parsed = Filter::fromText(filter);
        QVERIFY(parsed);
        job.startFilter(*parsed, targets.size());
    } else {
        QList<Entity> loaded;
        for (const Entity &e : before) {
            if (partitions.contains(e.partitionKey()))
                loaded.append(e);
        }
        std::reverse(loaded.begin(), loaded.end()); // the job must group them itself
        job.startEntities(loaded);
    }
    QVERIFY(job.isRunning());
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(failed.size(), 0);
    QVERIFY(!job.isRunning());
    const auto summary = finished.at(0).at(0).value<BulkDeleteSummary>();
    QCOMPARE(summary.deleted, qint64(targets.size()));
    QCOMPARE(summary.changed, 0);
    QCOMPARE(summary.missing, 0);
    QVERIFY(!summary.cancelled);
    if (exactTransactions >= 0)
        QCOMPARE(summary.transactions, qint64(exactTransactions));
    else
        QVERIFY(summary.transactions >= (targets.size() + 99) / 100);

    // Progress starts at zero, never goes back, and ends at the total.
    QVERIFY(progress.size() >= 1);
    QCOMPARE(progress.first().at(0).toLongLong(), 0);
    qint64 last = 0;
    for (const auto &args : std::as_const(progress)) {
        QVERIFY(args.at(0).toLongLong() >= last);
        QVERIFY(args.at(0).toLongLong() <= args.at(1).toLongLong());
        last = args.at(0).toLongLong();
    }
    QCOMPARE(progress.last().at(0).toLongLong(), qint64(targets.size()));
    QCOMPARE(progress.last().at(1).toLongLong(), qint64(targets.size()));

    const QList<Entity> after = allEntities(*store);
    QCOMPARE(after.size(), expectedKept.size());
    for (int i = 0; i < after.size(); ++i)
        QVERIFY(after.at(i).sameContent(expectedKept.at(i)));
    auto stats = store->tableStats(account, table);
    QVERIFY(stats);
    QCOMPARE(stats->entityCount, qint64(expectedKept.size()));
}

void TestBulkDeleteJob::cancelStopsAfterTheCurrentTransaction()
{
    QTemporaryDir dir;
    auto store = makeStore(dir);
    QVERIFY(store);
    QList<Entity> big;
    for (const Entity &e : allEntities(*store)) {
        if (e.partitionKey() == QLatin1String("big"))
            big.append(e);
    }
    QCOMPARE(big.size(), 250);

    ServiceSession session;
    session.setStore(store);
    BulkDeleteJob job(&session, account, table);
    QSignalSpy finished(&job, &BulkDeleteJob::finished);
    // Cancel as soon as the first transaction reports: the second must not start.
    connect(&job, &BulkDeleteJob::progress, &job, [&job](qint64 deleted) {
        if (deleted > 0)
            job.cancel();
    });
    job.startEntities(big);
    QTRY_COMPARE(finished.size(), 1);
    const auto summary = finished.at(0).at(0).value<BulkDeleteSummary>();
    QVERIFY(summary.cancelled);
    QCOMPARE(summary.transactions, 1);
    QCOMPARE(summary.deleted, BulkDeleteJob::MaxOperations);

    // The remainder is consistent: the first 100 keys are gone as a whole, the other 150 are all there.
    QList<Entity> remaining;
    for (const Entity &e : allEntities(*store)) {
        if (e.partitionKey() == QLatin1String("big"))
            remaining.append(e);
    }
    QCOMPARE(remaining.size(), 150);
    for (int i = 0; i < remaining.size(); ++i)
        QCOMPARE(remaining.at(i).rowKey(), big.at(100 + i).rowKey());
    QCOMPARE(allEntities(*store).size(), layoutTotal() - 100);
}

void TestBulkDeleteJob::changedEntitiesAreReportedNotDeleted()
{
    QTemporaryDir dir;
    auto store = makeStore(dir);
    QVERIFY(store);
    QList<Entity> loaded;
    for (const Entity &e : allEntities(*store)) {
        if (e.partitionKey() == QLatin1String("big") || e.partitionKey() == QLatin1String("c"))
            loaded.append(e);
    }
    QCOMPARE(loaded.size(), 257);
    // After loading, someone edits two entities (one in each partition) and deletes a third.
    Entity edited1 = loaded.at(150);
    edited1.setProperty(QStringLiteral("Index"), Value::int32(-1));
    QVERIFY(store->updateEntity(account, table, edited1));
    Entity edited2 = loaded.at(253);
    edited2.setProperty(QStringLiteral("Note"), Value::string(QStringLiteral("edited")));
    QVERIFY(store->mergeEntity(account, table, edited2));
    QVERIFY(store->deleteEntity(account, table, loaded.at(10).partitionKey(), loaded.at(10).rowKey()));

    ServiceSession session;
    session.setStore(store);
    BulkDeleteJob job(&session, account, table);
    QSignalSpy finished(&job, &BulkDeleteJob::finished);
    job.startEntities(loaded);
    QTRY_COMPARE(finished.size(), 1);
    const auto summary = finished.at(0).at(0).value<BulkDeleteSummary>();
    QCOMPARE(summary.deleted, 254);
    QCOMPARE(summary.changed, 2);
    QCOMPARE(summary.missing, 1);
    QCOMPARE(summary.changedKeys,
        QStringList(
            {QStringLiteral("big / ") + edited1.rowKey(), QStringLiteral("c / ") + edited2.rowKey()}));

    // Only the two edited entities are left of what was loaded, with their edits.
    QList<Entity> left;
    for (const Entity &e : allEntities(*store)) {
        if (e.partitionKey() == QLatin1String("big") || e.partitionKey() == QLatin1String("c"))
            left.append(e);
    }
    QCOMPARE(left.size(), 2);
    QVERIFY(left.at(0).sameContent(edited1));
    QCOMPARE(left.at(1).property(QStringLiteral("Note"))->toString(), QStringLiteral("edited"));
}

void TestBulkDeleteJob::countMatches_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<qint64>("expected");
    QTest::newRow("empty filter: statistics") << QString() << qint64(layoutTotal());
    QTest::newRow("one partition") << QStringLiteral("PartitionKey eq 'big'") << qint64(250);
    QTest::newRow("property range") << QStringLiteral("Index lt 35") << qint64(35);
    QTest::newRow("nothing") << QStringLiteral("PartitionKey eq 'zzz'") << qint64(0);
}

void TestBulkDeleteJob::countMatches()
{
    QFETCH(QString, filter);
    QFETCH(qint64, expected);
    QTemporaryDir dir;
    auto store = makeStore(dir);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    const auto parsed = Filter::fromText(filter);
    QVERIFY(parsed);
    auto future = BulkDeleteJob::countMatches(&session, account, table, *parsed);
    future.waitForFinished();
    QVERIFY(future.result());
    QCOMPARE(*future.result(), expected);
}

void TestBulkDeleteJob::missingTableFails()
{
    QTemporaryDir dir;
    auto store = makeStore(dir);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    BulkDeleteJob job(&session, account, QStringLiteral("Nope"));
    QSignalSpy finished(&job, &BulkDeleteJob::finished);
    QSignalSpy failed(&job, &BulkDeleteJob::failed);
    job.startFilter(Filter(), 10);
    QTRY_COMPARE(failed.size(), 1);
    QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("TableNotFound")),
        qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(finished.size(), 0);
    QVERIFY(!job.isRunning());
}

QTEST_GUILESS_MAIN(TestBulkDeleteJob)
#include "tst_bulkdeletejob.moc"
