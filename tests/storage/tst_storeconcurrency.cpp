// Store: readers in several threads while one thread writes entity group transactions; no reader ever sees
// a partition with mixed versions, and point reads never fail.
#include "storetestutil.h"

#include <QThread>

#include <atomic>

using namespace rowan;
using namespace rowan::test;

class TestStoreConcurrency : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readersNeverSeeTornBatches();
};

void TestStoreConcurrency::readersNeverSeeTornBatches()
{
    QTemporaryDir dir;
    auto store = openStore(dir.filePath("c.rowan"), QStringLiteral("pw"));
    QVERIFY(store);
    const QString T = QStringLiteral("Versions");
    ROWAN_VERIFY_OK(store->createTable(Dev, T));
    constexpr int Rows = 50;
    constexpr int Versions = 300;
    auto batchFor = [](int version) {
        QList<EntityOperation> ops;
        for (int r = 0; r < Rows; ++r)
            ops.append({OperationType::InsertOrReplace,
                entity("p", QString::number(r), {{"Version", Value::int32(version)}}), {}});
        return ops;
    };
    ROWAN_VERIFY_OK(store->executeBatch(Dev, T, batchFor(0)));

    std::atomic<bool> done {false};
    std::atomic<int> torn {0}, failures {0}, scans {0};
    QList<QThread *> readers;
    for (int t = 0; t < 3; ++t) {
        readers.append(QThread::create([&, t] {
            while (!done.load()) {
                if (t == 2) {
                    auto e = store->getEntity(Dev, T, "p", QString::number(scans.load() % Rows));
                    if (!e)
                        ++failures;
                    ++scans;
                    continue;
                }
                int first = -1, count = 0;
                bool mixed = false;
                auto r = store->scan(Dev, T, KeyRange::partition("p"), [&](Entity &e) {
                    const int v = e.property(u"Version")->toInt32();
                    if (first < 0)
                        first = v;
                    mixed |= v != first;
                    ++count;
                    return ScanControl::Continue;
                });
                if (!r || count != Rows)
                    ++failures;
                if (mixed)
                    ++torn;
                ++scans;
            }
        }));
        readers.last()->start();
    }
    // Keep writing until the readers have overlapped the writer for a while: on a loaded machine a reader
    // may spend the first batches deriving its connection's key.
    int written = 0;
    QElapsedTimer clock;
    clock.start();
    while (written < Versions || (scans.load() <= 10 && clock.elapsed() < 60000))
        ROWAN_VERIFY_OK(store->executeBatch(Dev, T, batchFor(++written)));
    done = true;
    for (QThread *t : std::as_const(readers)) {
        QVERIFY(t->wait(30000));
        delete t;
    }
    QVERIFY(scans.load() > 10);
    QCOMPARE(torn.load(), 0);
    QCOMPARE(failures.load(), 0);
    auto last = store->getEntity(Dev, T, "p", "7");
    ROWAN_VERIFY_OK(last);
    QCOMPARE(last->property(u"Version")->toInt32(), written);
    QCOMPARE(store->tableStats(Dev, T)->entityCount, Rows);
}

QTEST_GUILESS_MAIN(TestStoreConcurrency)
#include "tst_storeconcurrency.moc"
