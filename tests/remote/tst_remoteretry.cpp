// The remote client's retry rules against a fault-injecting front on loopback (faultproxy.h) before
// `rowan serve`: 503 with Retry-After, delays past the time limit, connections reset before and after the
// server acted, bodies cut short. Reads are repeated; a write is repeated only after checking that its
// earlier try did not take effect, so none is applied twice; retries stop at the policy's bounds and on
// cancellation, and the error names the last failure.
#include "faultproxy.h"
#include "servethread.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent/QtConcurrentRun>

using namespace rowan;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Fault::Kind)

namespace {

const QString AccountName = QString::fromLatin1(DevelopmentAccountName);

Entity make(const QString &rk, int value)
{
    Entity e(u"p"_s, rk);
    e.setProperty(u"Value"_s, Value::int32(value));
    return e;
}

} // namespace

class TestRemoteRetry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void readsRepeat_data();
    void readsRepeat();
    void writesApplyOnce_data();
    void writesApplyOnce();
    void batchAppliesOnce_data();
    void batchAppliesOnce();
    void guardedUpdateAfterLostAnswer();
    void notRetried_data();
    void notRetried();
    void boundedByCount();
    void boundedByTime();
    void noRetriesNamesFailure();
    void cancelAllStopsWaiting();

private:
    RemoteTableService &client(RetryPolicy policy = fastPolicy());
    static RetryPolicy fastPolicy()
    {
        RetryPolicy p;
        p.maxRetries = 4;
        p.initialDelay = std::chrono::milliseconds(20);
        p.maxDelay = std::chrono::milliseconds(100);
        p.maxTotal = std::chrono::milliseconds(10000);
        p.requestTimeout = std::chrono::milliseconds(1500);
        return p;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<ServeThread> m_serve;
    std::unique_ptr<FaultProxy> m_proxy;
    std::unique_ptr<LocalTableService> m_local;
    std::unique_ptr<RemoteTableService> m_client;
    int m_table = 0;
    QString t;
};

void TestRemoteRetry::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_serve = std::make_unique<ServeThread>(m_dir.filePath(u"serve.rowan"_s));
    QVERIFY(m_serve->port() != 0);
    m_proxy = std::make_unique<FaultProxy>(m_serve->port());
    QVERIFY(m_proxy->port() != 0);
    m_local = std::make_unique<LocalTableService>(m_serve->store());
}

void TestRemoteRetry::init()
{
    // A fresh table per test function, written directly, with one entity.
    t = u"tbl%1"_s.arg(++m_table);
    auto created = m_local->createTable(AccountName, t);
    QVERIFY2(created, qPrintable(created ? QString() : created.error().toString()));
    QVERIFY(m_local->write(AccountName, t, {OperationType::Insert, make(u"seed"_s, 0), {}}));
    m_proxy->script({});
    m_proxy->resetCounts();
}

void TestRemoteRetry::cleanupTestCase()
{
    m_client.reset();
    m_proxy.reset();
    m_serve.reset();
}

RemoteTableService &TestRemoteRetry::client(RetryPolicy policy)
{
    RemoteEndpoint e = m_serve->endpoint();
    e.tableEndpoint.setPort(m_proxy->port());
    e.retry = policy;
    m_client = std::make_unique<RemoteTableService>(e);
    return *m_client;
}

void TestRemoteRetry::readsRepeat_data()
{
    QTest::addColumn<QList<Fault>>("faults");
    QTest::addColumn<int>("minimumMs"); // the waits the faults ask for
    QTest::newRow("503 with Retry-After 1") << QList<Fault> {{Fault::Busy, 1, 0, {}}} << 950;
    QTest::newRow("503 without Retry-After")
        << QList<Fault> {{Fault::Busy, -1, 0, {}}, {Fault::Busy, -1, 0, {}}} << 0;
    QTest::newRow("reset") << QList<Fault> {{Fault::ResetBefore, 0, 0, {}}} << 0;
    QTest::newRow("reset after the server answered") << QList<Fault> {{Fault::ResetAfter, 0, 0, {}}} << 0;
    QTest::newRow("body cut short") << QList<Fault> {{Fault::CutBody, 0, 0, {}}} << 0;
    QTest::newRow("slower than the time limit") << QList<Fault> {{Fault::Delay, 0, 2500, {}}} << 1400;
}

void TestRemoteRetry::readsRepeat()
{
    QFETCH(QList<Fault>, faults);
    QFETCH(int, minimumMs);
    RemoteTableService &c = client();
    m_proxy->script(faults);
    QElapsedTimer timer;
    timer.start();
    auto got = c.getEntity(AccountName, t, u"p"_s, u"seed"_s);
    QVERIFY2(got, qPrintable(got ? QString() : got.error().toString()));
    QCOMPARE(got->property(u"Value")->toInt32(), 0);
    QVERIFY(timer.elapsed() >= minimumMs);
    QCOMPARE(m_proxy->received("GET"), faults.size() + 1);
}

void TestRemoteRetry::writesApplyOnce_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<Fault::Kind>("fault");
    QTest::addColumn<int>("forwarded"); // writes that reached the server
    const QList<std::pair<const char *, OperationType>> types {{"insert", OperationType::Insert},
        {"replace", OperationType::InsertOrReplace}, {"merge", OperationType::InsertOrMerge},
        {"update", OperationType::Update}, {"delete", OperationType::Delete}};
    for (const auto &[name, type] : types) {
        QTest::addRow("%s, answer lost", name) << int(type) << Fault::ResetAfter << 1;
        QTest::addRow("%s, body cut", name) << int(type) << Fault::CutBody << 1;
        QTest::addRow("%s, reset before", name) << int(type) << Fault::ResetBefore << 1;
        QTest::addRow("%s, busy", name) << int(type) << Fault::Busy << 1;
    }
}

// The write reached the server once, whatever happened to its answer, and the call reports success.
void TestRemoteRetry::writesApplyOnce()
{
    QFETCH(int, type);
    QFETCH(Fault::Kind, fault);
    QFETCH(int, forwarded);
    const auto op = OperationType(type);
    RemoteTableService &c = client();
    const QString rk = op == OperationType::Insert ? u"new"_s : u"seed"_s;
    const QByteArray method = op == OperationType::Insert                     ? "POST"
        : op == OperationType::Delete                                         ? "DELETE"
        : op == OperationType::InsertOrReplace || op == OperationType::Update ? "PUT"
                                                                              : "MERGE";
    m_proxy->script({{fault, 0, 0, method}});
    auto done = c.write(AccountName, t, {op, make(rk, 42), {}});
    QVERIFY2(done, qPrintable(done ? QString() : done.error().toString()));
    QCOMPARE(m_proxy->forwarded(method), forwarded);
    const auto now = m_local->getEntity(AccountName, t, u"p"_s, rk);
    if (op == OperationType::Delete) {
        QCOMPARE(now.error().code, ErrorCode::ResourceNotFound);
    } else {
        QVERIFY(now);
        QCOMPARE(now->property(u"Value")->toInt32(), 42);
        QCOMPARE(done->etag, now->etag());
    }
}

void TestRemoteRetry::batchAppliesOnce_data()
{
    QTest::addColumn<Fault::Kind>("fault");
    QTest::newRow("answer lost") << Fault::ResetAfter;
    QTest::newRow("body cut") << Fault::CutBody;
    QTest::newRow("reset before") << Fault::ResetBefore;
    QTest::newRow("busy") << Fault::Busy;
}

void TestRemoteRetry::batchAppliesOnce()
{
    QFETCH(Fault::Kind, fault);
    RemoteTableService &c = client();
    QList<EntityOperation> ops;
    for (int i = 0; i < 50; ++i)
        ops.append({OperationType::Insert, make(u"b%1"_s.arg(i, 2, 10, QChar(u'0')), i), {}});
    ops.append({OperationType::Delete, make(u"seed"_s, 0), {}});
    m_proxy->script({{fault, 0, 0, "POST"}});
    auto done = c.executeBatch(AccountName, t, ops);
    QVERIFY2(done, qPrintable(done ? QString() : done.error().toString()));
    QCOMPARE(done->size(), 51);
    QCOMPARE(m_proxy->forwarded("POST"), 1);
    QCOMPARE(m_local->getEntity(AccountName, t, u"p"_s, u"b49"_s)->etag(), done->at(49).etag);
    QCOMPARE(m_local->getEntity(AccountName, t, u"p"_s, u"seed"_s).error().code, ErrorCode::ResourceNotFound);
}

// An update guarded by an ETag whose answer was lost: the check sees the ETag moved on with our content,
// so it neither repeats the write nor reports the conflict its own first try caused.
void TestRemoteRetry::guardedUpdateAfterLostAnswer()
{
    const QString etag = m_local->getEntity(AccountName, t, u"p"_s, u"seed"_s)->etag();
    RemoteTableService &c = client();
    m_proxy->script({{Fault::ResetAfter, 0, 0, "PUT"}});
    auto done = c.write(AccountName, t, {OperationType::Update, make(u"seed"_s, 7), etag});
    QVERIFY2(done, qPrintable(done ? QString() : done.error().toString()));
    QCOMPARE(m_proxy->forwarded("PUT"), 1);
    // Someone else's change in between is still a conflict.
    m_proxy->script({{Fault::Busy, 0, 0, "PUT"}});
    QVERIFY(m_local->write(AccountName, t, {OperationType::Update, make(u"seed"_s, 8), {}}));
    auto conflict = c.write(AccountName, t, {OperationType::Update, make(u"seed"_s, 9), done->etag});
    QCOMPARE(conflict.error().code, ErrorCode::UpdateConditionNotSatisfied);
    QCOMPARE(m_local->getEntity(AccountName, t, u"p"_s, u"seed"_s)->property(u"Value")->toInt32(), 8);
}

void TestRemoteRetry::notRetried_data()
{
    QTest::addColumn<int>("what");
    QTest::addColumn<int>("code");
    QTest::newRow("404") << 0 << int(ErrorCode::ResourceNotFound);
    QTest::newRow("409") << 1 << int(ErrorCode::EntityAlreadyExists);
    QTest::newRow("412") << 2 << int(ErrorCode::UpdateConditionNotSatisfied);
}

void TestRemoteRetry::notRetried()
{
    QFETCH(int, what);
    QFETCH(int, code);
    RemoteTableService &c = client();
    Error error;
    if (what == 0)
        error = c.getEntity(AccountName, t, u"p"_s, u"none"_s).error();
    else if (what == 1)
        error = c.write(AccountName, t, {OperationType::Insert, make(u"seed"_s, 1), {}}).error();
    else
        error = c.write(AccountName, t,
                     {OperationType::Update, make(u"seed"_s, 1),
                         u"W/\"datetime'2001-01-01T00%3A00%3A00.0000000Z'\""_s})
                    .error();
    QCOMPARE(int(error.code), code);
    QCOMPARE(m_proxy->received("GET") + m_proxy->received("POST") + m_proxy->received("PUT"), 1);
}

void TestRemoteRetry::boundedByCount()
{
    RetryPolicy policy = fastPolicy();
    policy.maxRetries = 3;
    RemoteTableService &c = client(policy);
    m_proxy->script(QList<Fault>(10, Fault {Fault::Busy, 0, 0, {}}));
    auto got = c.getEntity(AccountName, t, u"p"_s, u"seed"_s);
    QVERIFY(!got);
    QCOMPARE(got.error().code, ErrorCode::ServerBusy);
    QVERIFY2(got.error().message.contains(u"4 tries"_s), qPrintable(got.error().message));
    QVERIFY2(got.error().message.contains(u"HTTP 503"_s), qPrintable(got.error().message));
    QCOMPARE(m_proxy->received("GET"), 4);
}

void TestRemoteRetry::boundedByTime()
{
    RetryPolicy policy = fastPolicy();
    policy.maxTotal = std::chrono::milliseconds(2000);
    RemoteTableService &c = client(policy);
    m_proxy->script({{Fault::Busy, 1, 0, {}}, {Fault::Busy, 5, 0, {}}, {Fault::Busy, 1, 0, {}}});
    QElapsedTimer timer;
    timer.start();
    auto got = c.getEntity(AccountName, t, u"p"_s, u"seed"_s);
    QVERIFY(!got);
    QCOMPARE(got.error().code, ErrorCode::ServerBusy);
    QVERIFY2(got.error().message.contains(u"2000 ms limit"_s), qPrintable(got.error().message));
    QCOMPARE(m_proxy->received("GET"), 2); // the second Retry-After would pass the limit
    QVERIFY(timer.elapsed() < 5000);
}

void TestRemoteRetry::noRetriesNamesFailure()
{
    RetryPolicy policy = fastPolicy();
    policy.maxRetries = 0;
    RemoteTableService &c = client(policy);
    m_proxy->script({{Fault::Busy, 1, 0, "POST"}});
    auto done = c.write(AccountName, t, {OperationType::Insert, make(u"busy"_s, 1), {}});
    QVERIFY(!done);
    QCOMPARE(done.error().code, ErrorCode::ServerBusy);
    QVERIFY2(done.error().message.contains(u"no retries"_s), qPrintable(done.error().message));
    QVERIFY2(done.error().message.contains(u"HTTP 503"_s), qPrintable(done.error().message));
    QCOMPARE(m_local->getEntity(AccountName, t, u"p"_s, u"busy"_s).error().code, ErrorCode::ResourceNotFound);
    // The answer lost after the server acted: not repeated (not even by Qt), and the error says what broke.
    m_proxy->script({{Fault::ResetAfter, 0, 0, "POST"}});
    auto lost = c.write(AccountName, t, {OperationType::Insert, make(u"lost"_s, 1), {}});
    QVERIFY(!lost);
    QCOMPARE(lost.error().code, ErrorCode::InternalError);
    QVERIFY2(lost.error().message.contains(u"network error"_s), qPrintable(lost.error().message));
    QCOMPARE(m_proxy->forwarded("POST"), 1); // the busy answer above came from the front
    QVERIFY(m_local->getEntity(AccountName, t, u"p"_s, u"lost"_s));

    // Nothing listening at all.
    RemoteEndpoint nowhere = m_serve->endpoint();
    nowhere.tableEndpoint.setPort(1);
    nowhere.retry = policy;
    const auto status = RemoteTableService(nowhere).testConnection();
    QVERIFY(!status);
    QVERIFY2(status.error().message.contains(u"refused"_s, Qt::CaseInsensitive),
        qPrintable(status.error().message));
}

void TestRemoteRetry::cancelAllStopsWaiting()
{
    RetryPolicy policy = fastPolicy();
    policy.requestTimeout = std::chrono::milliseconds(20000);
    policy.maxTotal = std::chrono::milliseconds(60000);
    RemoteTableService &c = client(policy);
    // One call waits for a slow answer, another in a Retry-After wait.
    m_proxy->script({{Fault::Delay, 0, 15000, "GET"}, {Fault::Busy, 15, 0, "POST"}});
    auto read = QtConcurrent::run([&] { return c.getEntity(AccountName, t, u"p"_s, u"seed"_s); });
    QTRY_COMPARE(m_proxy->received("GET"), 1);
    auto write = QtConcurrent::run([&] {
        return c.write(AccountName, t, {OperationType::Insert, make(u"c"_s, 1), {}});
    });
    QTRY_COMPARE(m_proxy->received("POST"), 1);
    QElapsedTimer timer;
    timer.start();
    c.cancelAll();
    QCOMPARE(read.result().error().code, ErrorCode::Cancelled);
    QCOMPARE(write.result().error().code, ErrorCode::Cancelled);
    QVERIFY(timer.elapsed() < 5000);
    // The service works on after a cancel.
    QVERIFY(c.getEntity(AccountName, t, u"p"_s, u"seed"_s));
}

QTEST_GUILESS_MAIN(TestRemoteRetry)
#include "tst_remoteretry.moc"
