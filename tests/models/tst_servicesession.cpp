// ServiceSession's workers: every piece of work runs below the scheduling priority of the thread that made
// the session, by the increment asked for, and that thread keeps its own.
#include "modeltestsupport.h"
#include "servicesession.h"

#include <QThread>

#if defined(Q_OS_LINUX)
#include <cerrno>
#include <sys/resource.h>
#endif

using namespace rowan;

namespace {
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
} // namespace

class TestServiceSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void workersRunBelowTheCreatingThread_data();
    void workersRunBelowTheCreatingThread();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
};

void TestServiceSession::initTestCase()
{
#if !defined(Q_OS_LINUX)
    QSKIP("per-thread nice values are a Linux feature");
#endif
    QVERIFY(m_dir.isValid());
    m_store = makeTestStore(m_dir, 10, 2);
    QVERIFY(m_store);
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
    QFETCH(int, increment);
    QFETCH(int, expected);
    const int base = threadNice();
    QVERIFY(base > -100);
    const int wanted = std::min(19, base + expected);
    ServiceSession session;
    if (increment != -1)
        session.setWorkerNiceIncrement(increment);
    QCOMPARE(session.workerNiceIncrement(), wanted - base);
    session.setStore(m_store);
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
