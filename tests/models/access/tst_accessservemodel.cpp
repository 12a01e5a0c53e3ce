#include "models/access/accessservemodel.h"
#include "models/access/sasmodel.h"
#include "models/session/servicesession.h"
#include "support/modeltestsupport.h"

#include <QAbstractItemModelTester>
#include <QDebug>
#include <QDir>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include <sys/resource.h>

#include <cerrno>

using namespace rowan;

namespace {
const QString Dev = QStringLiteral("devstoreaccount1");

// Sends one request and waits for its status (0 when no HTTP answer came).
int send(
    QNetworkAccessManager &network, const QByteArray &method, const QUrl &url, const QByteArray &body = {})
{
    QNetworkRequest request(url);
    request.setRawHeader("Accept", "application/json;odata=nometadata");
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    QNetworkReply *reply = network.sendCustomRequest(request, method, body);
    QSignalSpy finished(reply, &QNetworkReply::finished);
    if (!finished.wait(10000))
        return 0;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    reply->deleteLater();
    return status;
}
} // namespace

class TestAccessServeModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void servesLogsAndAnnouncesWrites_data();
    void servesLogsAndAnnouncesWrites();
    void fallsBackWhenThePortIsTaken();
    void remoteCannotBeServed();
    void workersRunNicer_data();
    void workersRunNicer();
};

void TestAccessServeModel::servesLogsAndAnnouncesWrites_data()
{
    QTest::addColumn<QString>("permissions");
    QTest::addColumn<int>("readStatus");
    QTest::addColumn<int>("insertStatus");
    QTest::newRow("read and add") << "ra" << 200 << 201;
    QTest::newRow("read only") << "r" << 200 << 403;
    QTest::newRow("add only") << "a" << 403 << 201;
}

void TestAccessServeModel::servesLogsAndAnnouncesWrites()
{
    QFETCH(QString, permissions);
    QFETCH(int, readStatus);
    QFETCH(int, insertStatus);
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 10, 2);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    AccessServeModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy serving(&model, &AccessServeModel::servingChanged);
    // Served writes reach the views through the store's change notification.
    QSignalSpy written(&session, &ServiceSession::changed);
    QVERIFY(model.canServe());
    QVERIFY(model.start(QHostAddress::LocalHost, 0));
    QVERIFY(model.isServing());
    QCOMPARE(serving.size(), 1);
    const auto cs = model.connectionString(Dev);
    QVERIFY(cs);
    QVERIFY(cs->contains(QStringLiteral("127.0.0.1:%1/devstoreaccount1").arg(model.port())));

    SasModel sas(SasModel::Kind::Service);
    sas.setAccount(*store->account(Dev));
    sas.setTable(QStringLiteral("Items"));
    sas.setPermissions(permissions);
    sas.setEndpoint(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(model.port())));
    sas.applyPreset(SasModel::Preset::OneHour, QDateTime::currentDateTimeUtc().addSecs(-5));
    const auto token = sas.generate(QDateTime::currentDateTimeUtc());
    QVERIFY(token);
    const QString base = QStringLiteral("http://127.0.0.1:%1/devstoreaccount1/Items").arg(model.port());

    QNetworkAccessManager network;
    QCOMPARE(send(network, "GET", QUrl(base + QStringLiteral("()?") + token->token)), readStatus);
    QCOMPARE(send(network, "POST", QUrl(base + QLatin1Char('?') + token->token),
                 R"({"PartitionKey":"served","RowKey":"1","V":1})"),
        insertStatus);
    QCOMPARE(send(network, "GET", QUrl(base + QStringLiteral("()"))), 403); // no credentials at all

    QTRY_COMPARE(model.requestCount(), 3);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.sasCount(), 2);
    QCOMPARE(model.failedCount(), qint64((readStatus >= 400) + (insertStatus >= 400) + 1));
    QCOMPARE(model.index(1, AccessServeModel::MethodColumn).data().toString(), QStringLiteral("POST"));
    QCOMPARE(model.index(1, AccessServeModel::StatusColumn).data().toInt(), insertStatus);
    QCOMPARE(model.index(1, AccessServeModel::AuthorizationColumn).data().toString(),
        QStringLiteral("Service SAS"));
    QCOMPARE(
        model.index(2, AccessServeModel::AuthorizationColumn).data().toString(), QStringLiteral("Anonymous"));
    QCOMPARE(model.index(0, AccessServeModel::ClientColumn).data().toString(), QStringLiteral("127.0.0.1"));
    QVERIFY(
        !model.index(0, AccessServeModel::ResourceColumn).data().toString().contains(QLatin1String("sig")));
    if (insertStatus < 300) {
        QTRY_COMPARE(written.size(), 1);
        const auto changes = written.first().first().value<ServiceChanges>();
        QCOMPARE(changes.externalCommits, 1);
        QVERIFY(changes.touches(Dev, QStringLiteral("Items")));
        QVERIFY(
            store->getEntity(Dev, QStringLiteral("Items"), QStringLiteral("served"), QStringLiteral("1")));
    } else {
        QTest::qWait(ServiceSession::ChangeIntervalMs + 50);
        QCOMPARE(written.size(), 0);
    }

    model.stop();
    QVERIFY(!model.isServing());
    QCOMPARE(serving.size(), 2);
    QCOMPARE(send(network, "GET", QUrl(base + QStringLiteral("()?") + token->token)), 0);
}

void TestAccessServeModel::fallsBackWhenThePortIsTaken()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 1, 1);
    ServiceSession session;
    session.setStore(store);
    AccessServeModel first(&session);
    AccessServeModel second(&session);
    QVERIFY(first.start());
    QVERIFY(second.start());
    QVERIFY(first.port() != 0 && second.port() != 0);
    QVERIFY(first.port() != second.port());
    // A session showing another service stops serving the old store.
    session.setStore(nullptr);
    QVERIFY(!first.isServing());
    QVERIFY(!second.isServing());
}

void TestAccessServeModel::remoteCannotBeServed()
{
    ServiceSession session;
    AccessServeModel model(&session);
    QVERIFY(!model.canServe());
    const auto started = model.start(QHostAddress::LocalHost, 0);
    QVERIFY(!started);
    QCOMPARE(started.error().code, ErrorCode::NotImplemented);
    QVERIFY(!model.connectionString(Dev));
}

namespace {
// The nice value of each thread of this process whose name starts with `prefix` (Linux's /proc).
QList<int> threadNice(const QString &prefix)
{
    QList<int> nice;
    const QDir tasks(QStringLiteral("/proc/self/task"));
    for (const QString &tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(tid + QStringLiteral("/comm")));
        QFile stat(tasks.filePath(tid + QStringLiteral("/stat")));
        if (!comm.open(QIODevice::ReadOnly) || !stat.open(QIODevice::ReadOnly))
            continue;
        if (!QString::fromUtf8(comm.readAll()).startsWith(prefix))
            continue;
        // Fields after the parenthesised name: state is field 3, nice field 19.
        const QByteArray line = stat.readAll();
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 16)
            nice.append(fields.at(16).toInt());
    }
    return nice;
}
} // namespace

void TestAccessServeModel::workersRunNicer_data()
{
    QTest::addColumn<int>("increment");
    QTest::newRow("ten nicer") << 10;
    QTest::newRow("the explorer's default") << int(AccessServeModel::DefaultWorkerNice);
}

void TestAccessServeModel::workersRunNicer()
{
#ifndef Q_OS_LINUX
    QSKIP("Per-thread nice values are Linux's.");
#endif
    QFETCH(int, increment);
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 1, 1);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    AccessServeModel model(&session);
    QCOMPARE(model.workerNice(), int(AccessServeModel::DefaultWorkerNice));
    model.setWorkerNice(increment);
    QVERIFY(model.start(QHostAddress::LocalHost, 0));
    errno = 0;
    const int base = ::getpriority(PRIO_PROCESS, 0); // this (the GUI) thread's, on Linux
    QCOMPARE(errno, 0);
    // One reading per try: the workers start (and lower their priority) while the test looks.
    const int expected = std::min(19, base + increment);
    QList<int> seen;
    QTRY_VERIFY2((seen = threadNice(QStringLiteral("rowan-http-")), !seen.isEmpty())
            && std::ranges::all_of(seen, [expected](int nice) { return nice == expected; }),
        qPrintable(QStringLiteral("worker nice values %1, expected all %2")
                       .arg(QDebug::toString(seen))
                       .arg(expected)));
    model.stop();
}

QTEST_GUILESS_MAIN(TestAccessServeModel)
#include "tst_accessservemodel.moc"
