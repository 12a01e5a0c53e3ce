// ServiceSession: the store's commits reach the GUI thread as changed(), merged and at most once per
// ChangeIntervalMs; writes through another handle count as external, the session's own as its own; a
// service without change notifications, or one no longer shown, announces nothing but the writes the
// explorer notes (noteWrite()), which join the commit of the same write. Every piece of work
// runs below the scheduling priority of the thread that made the session, by the increment asked for, and
// that thread keeps its own.
#include "models/session/servicesession.h"
#include "support/modeltestsupport.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QThread>

#if defined(Q_OS_LINUX)
#include <cerrno>
#include <sys/resource.h>
#endif

using namespace rowan;

namespace {
const QString Dev = QStringLiteral("devstoreaccount1");
const QString Items = QStringLiteral("Items");

Entity row(int i)
{
    Entity e(QStringLiteral("w%1").arg(i % 7), QStringLiteral("%1").arg(i, 6, 10, QLatin1Char('0')));
    e.setProperty(QStringLiteral("N"), Value::int32(i));
    return e;
}

int threadNice()
{
#if defined(Q_OS_LINUX)
    errno = 0;
    const int nice = getpriority(PRIO_PROCESS, 0);
    return errno == 0 ? nice : -100;
#else
    return 0;
#endif
}
// Inserts row(i) into Items on the session's workers, as a job would, and waits for the answer.
bool insertThroughSession(ServiceSession &session, int i)
{
    auto written = session.run([i](TableService &service) {
        return service.write(Dev, Items, EntityOperation {OperationType::Insert, row(i), {}}).has_value();
    });
    written.waitForFinished();
    return written.result();
}
ServiceChanges changesAt(const QSignalSpy &spy, qsizetype i)
{
    return spy.at(i).at(0).value<ServiceChanges>();
}
} // namespace

class TestServiceSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void announcesWhatWasWritten_data();
    void announcesWhatWasWritten();
    void ownWorkIsNotExternal();
    void floodIsCoalesced();
    void silentWithoutCapability();
    void silentForAServiceNoLongerShown();
    void notedWritesAreAnnounced();
    void aNoteJoinsTheCommitOfItsWrite();
    void workersRunBelowTheCreatingThread_data();
    void workersRunBelowTheCreatingThread();
};

void TestServiceSession::announcesWhatWasWritten_data()
{
    QTest::addColumn<int>("what");
    QTest::addColumn<QString>("table");
    QTest::addColumn<bool>("catalog");
    QTest::addColumn<bool>("settings");
    QTest::addColumn<qint64>("operations");
    QTest::newRow("insert") << 0 << Items << false << false << qint64(1);
    QTest::newRow("batch") << 1 << Items << false << false << qint64(2);
    QTest::newRow("create table") << 2 << QStringLiteral("Fresh") << true << false << qint64(0);
    QTest::newRow("delete table") << 3 << QStringLiteral("Empty") << true << false << qint64(0);
    QTest::newRow("new account") << 4 << QString() << true << false << qint64(0);
    QTest::newRow("policies") << 5 << QString() << false << true << qint64(0);
}

void TestServiceSession::announcesWhatWasWritten()
{
    QFETCH(int, what);
    QFETCH(QString, table);
    QFETCH(bool, catalog);
    QFETCH(bool, settings);
    QFETCH(qint64, operations);
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 3, 1);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    QVERIFY(session.watchesChanges());
    QSignalSpy spy(&session, &ServiceSession::changed);
    // Written through the store itself, as the served endpoint or another thread does.
    switch (what) {
    case 0:
        QVERIFY(store->insertEntity(Dev, Items, row(1)));
        break;
    case 1:
        QVERIFY(store->executeBatch(Dev, QStringLiteral("ITEMS"),
            {{OperationType::Insert, row(7), {}}, {OperationType::Insert, row(14), {}}}));
        break;
    case 2:
        QVERIFY(store->createTable(Dev, table));
        break;
    case 3:
        QVERIFY(store->deleteTable(Dev, table));
        break;
    case 4:
        QVERIFY(store->createAccount(QStringLiteral("other")));
        break;
    default:
        QVERIFY(store->setTableAccessPolicies(Dev, Items, QByteArrayLiteral("<x/>")));
        break;
    }
    QTRY_COMPARE(spy.size(), 1);
    const ServiceChanges changes = changesAt(spy, 0);
    QCOMPARE(changes.commits, 1);
    QCOMPARE(changes.externalCommits, 1);
    QCOMPARE(changes.operations, operations);
    QCOMPARE(changes.catalog, catalog);
    QCOMPARE(changes.settings, settings);
    if (!table.isEmpty()) {
        QVERIFY(changes.touches(Dev, table));
        QVERIFY(changes.touches(Dev, table.toUpper())); // names compare ignoring case
    } else {
        QVERIFY(changes.entityTables.isEmpty());
    }
    QVERIFY(!changes.touches(Dev, QStringLiteral("Other")));
    QTest::qWait(ServiceSession::ChangeIntervalMs + 50);
    QCOMPARE(spy.size(), 1); // nothing more was written
}

void TestServiceSession::ownWorkIsNotExternal()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 3, 1);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    QSignalSpy spy(&session, &ServiceSession::changed);
    QVERIFY(insertThroughSession(session, 2));
    QTRY_COMPARE(spy.size(), 1);
    QCOMPARE(changesAt(spy, 0).commits, 1);
    QCOMPARE(changesAt(spy, 0).externalCommits, 0);
    QVERIFY(changesAt(spy, 0).touches(Dev, Items));
}

void TestServiceSession::floodIsCoalesced()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 0, 1);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    QSignalSpy spy(&session, &ServiceSession::changed);
    constexpr int Writes = 5000;
    std::atomic<int> failures {0};
    QElapsedTimer clock;
    clock.start();
    std::unique_ptr<QThread> writer(QThread::create([&] {
        for (int i = 0; i < Writes; ++i)
            if (!store->insertEntity(Dev, Items, row(i)))
                ++failures;
    }));
    writer->start();
    QTRY_VERIFY_WITH_TIMEOUT(writer->isFinished(), 120000);
    const qint64 writingMs = clock.elapsed();
    QCOMPARE(failures.load(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(
        [&] {
            qint64 commits = 0;
            for (qsizetype i = 0; i < spy.size(); ++i)
                commits += changesAt(spy, i).commits;
            return commits;
        }(),
        qint64(Writes), 5000);
    // One emission per interval at most, plus the one after the last write.
    const qint64 bound = writingMs / ServiceSession::ChangeIntervalMs + 3; // + 1: timer jitter
    qInfo("%d writes in %lld ms: %lld emissions (bound %lld)", Writes, writingMs, qint64(spy.size()), bound);
    QVERIFY2(spy.size() <= bound, qPrintable(QStringLiteral("%1 emissions").arg(spy.size())));
    QVERIFY(spy.size() < Writes / 10);
    for (qsizetype i = 0; i < spy.size(); ++i)
        QVERIFY(changesAt(spy, i).touches(Dev, Items));
}

void TestServiceSession::silentWithoutCapability()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 3, 1);
    QVERIFY(store);
    ServiceSession session;
    session.setService(std::make_shared<WithoutStatistics>(store));
    QVERIFY(!session.watchesChanges());
    QSignalSpy spy(&session, &ServiceSession::changed);
    QVERIFY(store->insertEntity(Dev, Items, row(3)));
    QTest::qWait(ServiceSession::ChangeIntervalMs * 2);
    QCOMPARE(spy.size(), 0);
}

void TestServiceSession::silentForAServiceNoLongerShown()
{
    QTemporaryDir dir, other;
    auto store = makeTestStore(dir, 3, 1);
    auto second = makeTestStore(other, 3, 1);
    QVERIFY(store && second);
    ServiceSession session;
    session.setStore(store);
    QSignalSpy spy(&session, &ServiceSession::changed);
    QVERIFY(store->insertEntity(Dev, Items, row(4)));
    session.setStore(second); // before the first change was delivered: it is dropped with its store
    QVERIFY(store->insertEntity(Dev, Items, row(5)));
    QTest::qWait(ServiceSession::ChangeIntervalMs * 2);
    QCOMPARE(spy.size(), 0);
    QVERIFY(second->insertEntity(Dev, Items, row(6)));
    QTRY_COMPARE(spy.size(), 1);
    session.setStore(nullptr);
    QVERIFY(!session.watchesChanges());
}

void TestServiceSession::notedWritesAreAnnounced()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 3, 1);
    QVERIFY(store);
    ServiceSession session;
    const auto remote = std::make_shared<WithoutStatistics>(store); // announces no commits
    session.setService(remote);
    QVERIFY(!session.watchesChanges());
    QSignalSpy spy(&session, &ServiceSession::changed);
    session.noteWrite(Dev, Items, remote);
    session.noteWrite(Dev, QStringLiteral("ITEMS"), remote); // the same table
    session.noteWrite(Dev, QStringLiteral("Other"), std::make_shared<WithoutStatistics>(store));
    QTRY_COMPARE(spy.size(), 1);
    const ServiceChanges changes = changesAt(spy, 0);
    QCOMPARE(changes.commits, 0);
    QCOMPARE(changes.writtenTables.size(), 1);
    QVERIFY(changes.wrote(Dev, Items));
    QVERIFY(changes.touches(Dev, Items));
    QVERIFY(changes.stale(Dev, Items));
    QVERIFY(!changes.stale(Dev, QStringLiteral("Other"))); // noted for a service not shown
    // A note still pending when another service is shown is dropped with it.
    session.noteWrite(Dev, Items, remote);
    session.setService(std::make_shared<WithoutStatistics>(store));
    QTest::qWait(ServiceSession::ChangeIntervalMs * 2);
    QCOMPARE(spy.size(), 1);
}

void TestServiceSession::aNoteJoinsTheCommitOfItsWrite()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 3, 1);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    QSignalSpy spy(&session, &ServiceSession::changed);
    QVERIFY(insertThroughSession(session, 8));
    session.noteWrite(Dev, Items, session.service()); // as the job does once the result is in
    QTRY_COMPARE(spy.size(), 1);
    const ServiceChanges changes = changesAt(spy, 0);
    QCOMPARE(changes.commits, 1);
    QCOMPARE(changes.externalCommits, 0);
    QVERIFY(changes.wrote(Dev, Items));
    QTest::qWait(ServiceSession::ChangeIntervalMs + 50);
    QCOMPARE(spy.size(), 1); // one announcement for the write, not two
}

void TestServiceSession::workersRunBelowTheCreatingThread_data()
{
    QTest::addColumn<int>("increment"); // -1: the default
    QTest::addColumn<int>("expected"); // above the creating thread's nice value
    QTest::newRow("default") << -1 << int(ServiceSession::DefaultWorkerNiceIncrement);
    QTest::newRow("none") << 0 << 0;
    QTest::newRow("one") << 1 << 1;
    QTest::newRow("negative is none") << -5 << 0;
    QTest::newRow("beyond the range") << 40 << 40;
}

void TestServiceSession::workersRunBelowTheCreatingThread()
{
#if !defined(Q_OS_LINUX)
    QSKIP("per-thread nice values are a Linux feature");
#endif
    QFETCH(int, increment);
    QFETCH(int, expected);
    QTemporaryDir dir;
    const std::shared_ptr<Store> store = makeTestStore(dir, 10, 2);
    QVERIFY(store);
    const int base = threadNice();
    QVERIFY(base > -100);
    const int wanted = std::min(19, base + expected);
    ServiceSession session;
    if (increment != -1)
        session.setWorkerNiceIncrement(increment);
    QCOMPARE(session.workerNiceIncrement(), wanted - base);
    session.setStore(store);
    // More pieces of work than threads, some at once, so every pool thread is seen, new and reused.
    QList<QFuture<int>> futures;
    for (int i = 0; i < 12; ++i) {
        futures.append(session.run([](TableService &service) {
            QThread::msleep(5);
            return service.listTables(QStringLiteral("devstoreaccount1")) ? threadNice() : -100;
        }));
    }
    for (QFuture<int> &future : futures) {
        QTRY_VERIFY(future.isFinished());
        QCOMPARE(future.result(), wanted);
    }
    QCOMPARE(threadNice(), base);
}

QTEST_GUILESS_MAIN(TestServiceSession)
#include "tst_servicesession.moc"
