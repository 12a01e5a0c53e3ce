// Store::check() finds damage of every kind it names, and Store::backupTo() makes a consistent, encrypted,
// reopenable copy while writes go on.
#include "storage/storetesting.h"
#include "storetestutil.h"

#include <QDir>

#include <atomic>
#include <thread>

using namespace rowan;
using namespace rowan::test;

namespace {
const QString Passphrase = QStringLiteral("check me");
const QString T = QStringLiteral("Checked");
constexpr int Entities = 400;

void fill(Store *store, int count)
{
    ROWAN_VERIFY_OK(store->createTable(Dev, T));
    for (int i = 0; i < count; i += 100) {
        QList<EntityOperation> ops;
        for (int j = i; j < std::min(count, i + 100); ++j)
            ops.append({OperationType::Insert,
                entity(QStringLiteral("p%1").arg(i / 100), QString::number(j),
                    {{"Text", Value::string(QString(150, QLatin1Char('y')))}, {"N", Value::int32(j)}}),
                {}});
        ROWAN_VERIFY_OK(store->executeBatch(Dev, T, ops));
    }
}

qint64 countEntities(Store *store)
{
    qint64 n = 0;
    auto ok = store->scan(Dev, T, KeyRange::all(), [&n](Entity &) {
        ++n;
        return ScanControl::Continue;
    });
    return ok ? n : -1;
}
} // namespace

class TestStoreCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void soundStore_data();
    void soundStore();
    void damageFound_data();
    void damageFound();
    void backupWhileWriting_data();
    void backupWhileWriting();
    void backupNeverOverwrites();
};

void TestStoreCheck::soundStore_data()
{
    QTest::addColumn<QString>("passphrase");
    QTest::newRow("encrypted") << Passphrase;
    QTest::newRow("unencrypted") << QString();
}

void TestStoreCheck::soundStore()
{
    QFETCH(QString, passphrase);
    QTemporaryDir dir;
    auto store = openStore(dir.filePath("s.rowan"), passphrase);
    QVERIFY(store);
    fill(store.get(), Entities);
    ROWAN_VERIFY_OK(store->deleteEntity(Dev, T, QStringLiteral("p0"), QStringLiteral("5")));
    QStringList stages;
    auto report = store->check([&stages](const QString &stage, qint64, qint64) {
        if (!stages.contains(stage))
            stages << stage;
    });
    ROWAN_VERIFY_OK(report);
    QVERIFY2(report->isSound(), qPrintable(report->problems.join('\n')));
    QCOMPARE(report->entitiesDecoded, qint64(Entities - 1));
    QCOMPARE(report->tablesChecked, qint64(1));
    QCOMPARE(report->pagesAuthenticated > 0, !passphrase.isEmpty());
    QVERIFY(stages.contains(QStringLiteral("integrity")));
    QVERIFY(stages.contains(QStringLiteral("entities")));
    QVERIFY(!store->isDamaged());
}

void TestStoreCheck::damageFound_data()
{
    QTest::addColumn<QByteArray>("sql"); // run on the closed store; empty: damage a page instead
    QTest::addColumn<QString>("expected"); // in one of the problems
    QTest::newRow("partition statistics") << QByteArray(
        "UPDATE partitions SET entity_count = entity_count + 1 WHERE pk = (SELECT min(pk) FROM partitions)")
                                          << QStringLiteral("its statistics say 101 entities");
    QTest::newRow("table statistics") << QByteArray("UPDATE tables SET bytes = bytes - 1")
                                      << QStringLiteral("Rowan: table devstoreaccount1/Checked holds");
    QTest::newRow("statistics without entities") << QByteArray(
        "INSERT INTO partitions(table_id, pk, entity_count, bytes) SELECT table_id, x'0041', 3, 30 "
        "FROM tables") << QStringLiteral("but no entities");
    QTest::newRow("record that does not decode")
        << QByteArray("UPDATE entities SET record = x'ffffffff' WHERE rk = (SELECT min(rk) FROM entities)")
        << QStringLiteral("does not decode");
    QTest::newRow("stored size") << QByteArray(
        "UPDATE entities SET size = size + 2 WHERE rk = (SELECT max(rk) FROM entities)")
                                 << QStringLiteral("are stored with it");
    QTest::newRow("damaged page") << QByteArray() << QStringLiteral("SQLCipher: ");
    // SQLite's check meets the page SQLCipher refused and stops; the finding names the check that stopped.
    QTest::newRow("damaged page stops a named check")
        << QByteArray() << QStringLiteral("Stopped by the damage: PRAGMA integrity_check: ");
}

void TestStoreCheck::damageFound()
{
    QFETCH(QByteArray, sql);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = dir.filePath("s.rowan");
    {
        auto store = openStore(path, Passphrase);
        QVERIFY(store);
        fill(store.get(), Entities);
    }
    if (!sql.isEmpty()) {
        ROWAN_VERIFY_OK(testing::copyMidWrite(path, Passphrase, sql, dir.filePath("discarded.rowan")));
    } else {
        // The last page: a leaf, so the store still opens and the damage is met when it is read.
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.seek(f.size() - 2000));
        QCOMPARE(f.write(QByteArray(8, '\x5a')), qint64(8));
    }
    auto store = openStore(path, Passphrase);
    QVERIFY(store);
    auto report = store->check();
    ROWAN_VERIFY_OK(report);
    QVERIFY(!report->isSound());
    QVERIFY2(report->problems.join('\n').contains(expected), qPrintable(report->problems.join('\n')));
    // Damaged pages stop writes; statistics that disagree with the entities do not.
    QCOMPARE(store->isDamaged(), sql.isEmpty());
}

void TestStoreCheck::backupWhileWriting_data()
{
    QTest::addColumn<QString>("passphrase");
    QTest::newRow("encrypted") << Passphrase;
    QTest::newRow("unencrypted") << QString();
}

void TestStoreCheck::backupWhileWriting()
{
    QFETCH(QString, passphrase);
    QTemporaryDir dir;
    const QString target = dir.filePath("copy.rowan");
    auto store = openStore(dir.filePath("s.rowan"), passphrase);
    QVERIFY(store);
    fill(store.get(), Entities);

    // Batches of 10 go on during the copy: the copy holds whole batches only, and its statistics match.
    std::atomic<bool> stop {false};
    std::atomic<int> written {0};
    std::thread writer([&] {
        for (int b = 0; !stop.load(); ++b) {
            QList<EntityOperation> ops;
            for (int j = 0; j < 10; ++j)
                ops.append(
                    {OperationType::Insert, entity(QStringLiteral("w%1").arg(b), QString::number(j)), {}});
            if (store->executeBatch(Dev, T, ops))
                written += 10;
        }
    });
    // The copy starts once writing is under way: a small store is copied faster than a thread starts.
    QTRY_VERIFY(written.load() > 0);
    qint64 lastDone = -1;
    qint64 lastTotal = -1;
    const Status backedUp = store->backupTo(target, [&](const QString &, qint64 done, qint64 total) {
        lastDone = done;
        lastTotal = total;
    });
    stop = true;
    writer.join();
    ROWAN_VERIFY_OK(backedUp);
    QVERIFY(lastTotal > 0);
    QCOMPARE(lastDone, lastTotal);
    QVERIFY(written.load() > 0);
    const QStringList leftovers = QDir(dir.path()).entryList({QStringLiteral("copy.rowan.backup-*")});
    QVERIFY2(leftovers.isEmpty(), qPrintable(leftovers.join(' ')));

    if (!passphrase.isEmpty())
        ROWAN_COMPARE_ERROR(Store::open(target), ErrorCode::StoreWrongPassphrase);
    StoreOptions options;
    options.passphrase = passphrase;
    auto copy = Store::open(target, options);
    ROWAN_VERIFY_OK(copy);
    QCOMPARE((*copy)->isEncrypted(), !passphrase.isEmpty());
    auto report = (*copy)->check();
    ROWAN_VERIFY_OK(report);
    QVERIFY2(report->isSound(), qPrintable(report->problems.join('\n')));
    const qint64 n = countEntities(copy->get());
    QVERIFY(n >= Entities);
    QCOMPARE((n - Entities) % 10, qint64(0));
    QCOMPARE((*copy)->tableStats(Dev, T)->entityCount, n);
    // The copy is a store of its own: it takes writes.
    ROWAN_VERIFY_OK((*copy)->insertEntity(Dev, T, entity(QStringLiteral("after"), QStringLiteral("1"))));
}

void TestStoreCheck::backupNeverOverwrites()
{
    QTemporaryDir dir;
    auto store = openStore(dir.filePath("s.rowan"), Passphrase);
    QVERIFY(store);
    const QString target = dir.filePath("exists.rowan");
    QFile f(target);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("keep me");
    f.close();
    ROWAN_COMPARE_ERROR(store->backupTo(target), ErrorCode::InvalidInput);
    QCOMPARE(fileBytes(target), QByteArray("keep me"));
    ROWAN_COMPARE_ERROR(store->backupTo(dir.filePath("missing/dir/copy.rowan")), ErrorCode::StoreIoError);
}

QTEST_GUILESS_MAIN(TestStoreCheck)
#include "tst_storecheck.moc"
