// Store: the change observer is called once per commit, with what the commit changed, from whichever thread
// wrote; failed writes call nothing; a removed observer is never called again.
#include "storetestutil.h"

#include <QThread>

#include <functional>
#include <mutex>

using namespace rowan;
using namespace rowan::test;

Q_DECLARE_METATYPE(rowan::StoreChangeKind)

namespace {

const QString Table = QStringLiteral("Orders");

using Action = std::function<bool(Store &)>;

// Which writer thread runs now (-1: not one of them); thread ids may be reused once a thread ends.
thread_local int writerIndex = -1;

template<typename R>
bool succeeded(const R &r)
{
    if (!r)
        qWarning("%s", qPrintable(r.error().toString()));
    return bool(r);
}

} // namespace

class TestStoreChanges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oneCallPerCommit_data();
    void oneCallPerCommit();
    void failedWritesAreSilent_data();
    void failedWritesAreSilent();
    void writesFromOtherThreadsInCommitOrder();
    void removedObserverIsNotCalled();
};

void TestStoreChanges::oneCallPerCommit_data()
{
    QTest::addColumn<Action>("action");
    QTest::addColumn<StoreChangeKind>("kind");
    QTest::addColumn<QString>("account");
    QTest::addColumn<QString>("table");
    QTest::addColumn<qint64>("operations");

    QTest::newRow("insert") << Action(
        [](Store &s) { return succeeded(s.insertEntity(Dev, Table, entity("p", "r2"))); })
                            << StoreChangeKind::Entities << Dev << Table << qint64(1);
    QTest::newRow("merge, table named in another case") << Action([](Store &s) {
        return succeeded(s.mergeEntity(Dev, QStringLiteral("ORDERS"), entity("p", "r1")));
    }) << StoreChangeKind::Entities << Dev << QStringLiteral("ORDERS")
                                                        << qint64(1);
    QTest::newRow("delete") << Action(
        [](Store &s) { return succeeded(s.deleteEntity(Dev, Table, "p", "r1")); })
                            << StoreChangeKind::Entities << Dev << Table << qint64(1);
    QTest::newRow("batch of three") << Action([](Store &s) {
        QList<EntityOperation> ops;
        for (const char *rk : {"a", "b", "c"})
            ops.append({OperationType::InsertOrReplace, entity("p", rk), {}});
        return succeeded(s.executeBatch(Dev, Table, ops));
    }) << StoreChangeKind::Entities << Dev
                                    << Table << qint64(3);
    QTest::newRow("import of two batches, one commit") << Action([](Store &s) {
        QList<QList<EntityOperation>> batches {
            {{OperationType::Insert, entity("q", "1"), {}}, {OperationType::Insert, entity("q", "2"), {}}},
            {{OperationType::Insert, entity("s", "1"), {}}}};
        return succeeded(s.executeBatches(Dev, Table, batches));
    }) << StoreChangeKind::Entities << Dev << Table << qint64(3);
    QTest::newRow("create table") << Action([](Store &s) {
        return succeeded(s.createTable(Dev, QStringLiteral("Invoices")));
    }) << StoreChangeKind::TableCreated
                                  << Dev << QStringLiteral("Invoices") << qint64(0);
    QTest::newRow("delete table") << Action([](Store &s) { return succeeded(s.deleteTable(Dev, Table)); })
                                  << StoreChangeKind::TableDeleted << Dev << Table << qint64(0);
    QTest::newRow("table policies") << Action(
        [](Store &s) { return succeeded(s.setTableAccessPolicies(Dev, Table, QByteArrayLiteral("<x/>"))); })
                                    << StoreChangeKind::TableAccessPolicies << Dev << Table << qint64(0);
    QTest::newRow("create account") << Action([](Store &s) {
        return succeeded(s.createAccount(QStringLiteral("shop")));
    }) << StoreChangeKind::AccountCreated
                                    << QStringLiteral("shop") << QString() << qint64(0);
    QTest::newRow("regenerate key") << Action([](Store &s) { return succeeded(s.regenerateKey(Dev, 2)); })
                                    << StoreChangeKind::AccountKeys << Dev << QString() << qint64(0);
    QTest::newRow("service properties")
        << Action([](Store &s) { return succeeded(s.setServiceProperties(Dev, QByteArrayLiteral("<p/>"))); })
        << StoreChangeKind::ServiceProperties << Dev << QString() << qint64(0);
    QTest::newRow("delete account") << Action([](Store &s) {
        return succeeded(s.createAccount(QStringLiteral("gone")))
            && succeeded(s.deleteAccount(QStringLiteral("gone")));
    }) << StoreChangeKind::AccountDeleted
                                    << QStringLiteral("gone") << QString() << qint64(0);
}

void TestStoreChanges::oneCallPerCommit()
{
    QFETCH(Action, action);
    QFETCH(StoreChangeKind, kind);
    QFETCH(QString, account);
    QFETCH(QString, table);
    QFETCH(qint64, operations);

    QTemporaryDir dir;
    auto store = openStore(dir.filePath("c.rowan"));
    QVERIFY(store);
    ROWAN_VERIFY_OK(store->createTable(Dev, Table));
    ROWAN_VERIFY_OK(store->insertEntity(Dev, Table, entity("p", "r1")));
    const quint64 before = store->changeSequence();
    QCOMPARE(before, quint64(2));

    QList<StoreChange> seen;
    const quint64 id = store->addChangeObserver([&](const StoreChange &c) { seen.append(c); });
    QVERIFY(id != 0);
    QVERIFY(action(*store));
    // The last call is the action's own (delete account creates the account first).
    QVERIFY(!seen.isEmpty());
    const StoreChange &last = seen.last();
    QCOMPARE(int(last.kind), int(kind));
    QCOMPARE(last.account, account);
    QCOMPARE(last.table, table);
    QCOMPARE(last.operations, operations);
    QCOMPARE(last.sequence, before + quint64(seen.size()));
    QCOMPARE(store->changeSequence(), last.sequence);
    for (qsizetype i = 0; i < seen.size(); ++i)
        QCOMPARE(seen[i].sequence, before + quint64(i) + 1);
    store->removeChangeObserver(id);
}

void TestStoreChanges::failedWritesAreSilent_data()
{
    QTest::addColumn<Action>("action");
    QTest::newRow("insert of an existing entity")
        << Action([](Store &s) { return bool(s.insertEntity(Dev, Table, entity("p", "r1"))); });
    QTest::newRow("write to a missing table") << Action(
        [](Store &s) { return bool(s.insertEntity(Dev, QStringLiteral("Nope"), entity("p", "r"))); });
    QTest::newRow("update with a stale ETag") << Action([](Store &s) {
        return bool(s.updateEntity(Dev, Table, entity("p", "r1"), QStringLiteral("W/\"x\"")));
    });
    QTest::newRow("batch failing at its second operation") << Action([](Store &s) {
        QList<EntityOperation> ops {
            {OperationType::Insert, entity("p", "new"), {}}, {OperationType::Insert, entity("p", "r1"), {}}};
        return bool(s.executeBatch(Dev, Table, ops));
    });
    QTest::newRow("import whose first batch fails") << Action([](Store &s) {
        auto applied = s.executeBatches(Dev, Table, {{{OperationType::Insert, entity("p", "r1"), {}}}});
        return applied && *applied > 0;
    });
    QTest::newRow("existing table") << Action(
        [](Store &s) { return bool(s.createTable(Dev, QStringLiteral("orders"))); });
    QTest::newRow("missing account") << Action(
        [](Store &s) { return bool(s.deleteAccount(QStringLiteral("none"))); });
}

void TestStoreChanges::failedWritesAreSilent()
{
    QFETCH(Action, action);
    QTemporaryDir dir;
    auto store = openStore(dir.filePath("c.rowan"));
    QVERIFY(store);
    ROWAN_VERIFY_OK(store->createTable(Dev, Table));
    ROWAN_VERIFY_OK(store->insertEntity(Dev, Table, entity("p", "r1")));
    const quint64 before = store->changeSequence();
    int calls = 0;
    store->addChangeObserver([&](const StoreChange &) { ++calls; });
    QVERIFY(!action(*store));
    QCOMPARE(calls, 0);
    QCOMPARE(store->changeSequence(), before);
}

void TestStoreChanges::writesFromOtherThreadsInCommitOrder()
{
    QTemporaryDir dir;
    auto store = openStore(dir.filePath("c.rowan"));
    QVERIFY(store);
    ROWAN_VERIFY_OK(store->createTable(Dev, Table));
    std::mutex mutex;
    QList<quint64> sequences;
    QSet<int> threads;
    store->addChangeObserver([&](const StoreChange &c) {
        std::lock_guard lock(mutex);
        sequences.append(c.sequence);
        threads.insert(writerIndex);
    });
    constexpr int Threads = 4, Writes = 50;
    QList<QThread *> writers;
    std::atomic<int> failures {0};
    for (int t = 0; t < Threads; ++t) {
        writers.append(QThread::create([&, t] {
            writerIndex = t;
            for (int i = 0; i < Writes; ++i)
                if (!store->insertEntity(Dev, Table, entity(QString::number(t), QString::number(i))))
                    ++failures;
        }));
        writers.last()->start();
    }
    for (QThread *w : writers) {
        QVERIFY(w->wait(60000));
        delete w;
    }
    QCOMPARE(failures.load(), 0);
    QCOMPARE(sequences.size(), Threads * Writes);
    for (qsizetype i = 1; i < sequences.size(); ++i)
        QCOMPARE(sequences[i], sequences[i - 1] + 1); // called in commit order, one at a time
    QCOMPARE(threads, QSet<int>({0, 1, 2, 3})); // on the writing thread
}

void TestStoreChanges::removedObserverIsNotCalled()
{
    QTemporaryDir dir;
    auto store = openStore(dir.filePath("c.rowan"));
    QVERIFY(store);
    int first = 0, second = 0;
    const quint64 a = store->addChangeObserver([&](const StoreChange &) { ++first; });
    const quint64 b = store->addChangeObserver([&](const StoreChange &) { ++second; });
    QVERIFY(a != b);
    ROWAN_VERIFY_OK(store->createTable(Dev, Table));
    store->removeChangeObserver(a);
    store->removeChangeObserver(12345); // unknown: ignored
    ROWAN_VERIFY_OK(store->insertEntity(Dev, Table, entity("p", "r")));
    QCOMPARE(first, 1);
    QCOMPARE(second, 2);
}

QTEST_GUILESS_MAIN(TestStoreChanges)
#include "tst_storechanges.moc"
