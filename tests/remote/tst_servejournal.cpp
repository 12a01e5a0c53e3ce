// `rowan serve --journal`: each write request another client makes is one journaled action of the store
// (origin "serve") that undo reverses; without the option nothing is journaled.
#include "servethread.h"

#include <rowan/undo.h>

#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString Dev = QString::fromLatin1(DevelopmentAccountName);
const QString T = QStringLiteral("Served");

Entity make(const QString &rk, qint32 n)
{
    Entity e(QStringLiteral("p"), rk);
    e.setProperty(QStringLiteral("N"), Value::int32(n));
    return e;
}

std::optional<qint32> numberOf(const TableService &service, const QString &rk)
{
    auto e = service.getEntity(Dev, T, QStringLiteral("p"), rk);
    if (!e)
        return std::nullopt;
    return e->property(QStringLiteral("N"))->toInt32();
}
} // namespace

class TestServeJournal : public QObject
{
    Q_OBJECT

private slots:
    void journalsEachWriteRequest_data();
    void journalsEachWriteRequest();
    void failedRequestLeavesNoAction();
    void offByDefault();
};

void TestServeJournal::journalsEachWriteRequest_data()
{
    QTest::addColumn<QString>("kind");
    for (const char *k : {"insert", "update", "merge", "delete", "upsert", "batch"})
        QTest::newRow(k) << QString::fromLatin1(k);
}

void TestServeJournal::journalsEachWriteRequest()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    ServerOptions options = ServeThread::testOptions();
    options.journal = true;
    ServeThread serve(dir.filePath(QStringLiteral("s.rowan")), options);
    QVERIFY(serve.port() != 0);
    RemoteTableService remote(serve.endpoint());
    QVERIFY(remote.createTable(Dev, T));
    QVERIFY(remote.write(Dev, T, {OperationType::Insert, make(QStringLiteral("a"), 1), {}}));
    QVERIFY(remote.write(Dev, T, {OperationType::Insert, make(QStringLiteral("b"), 2), {}}));
    LocalTableService local(serve.store());
    const qsizetype before = local.journalActions()->size();
    QCOMPARE(before, 2);

    if (kind == u"insert")
        QVERIFY(remote.write(Dev, T, {OperationType::Insert, make(QStringLiteral("c"), 3), {}}));
    else if (kind == u"update")
        QVERIFY(remote.write(Dev, T, {OperationType::Update, make(QStringLiteral("a"), 10), {}}));
    else if (kind == u"merge")
        QVERIFY(remote.write(Dev, T, {OperationType::Merge, make(QStringLiteral("a"), 10), {}}));
    else if (kind == u"delete")
        QVERIFY(remote.write(Dev, T, {OperationType::Delete, Entity(QStringLiteral("p"), QStringLiteral("a")), {}}));
    else if (kind == u"upsert")
        QVERIFY(remote.write(Dev, T, {OperationType::InsertOrReplace, make(QStringLiteral("a"), 10), {}}));
    else
        QVERIFY(remote.executeBatch(Dev, T,
            {{OperationType::Update, make(QStringLiteral("a"), 10), {}},
                {OperationType::Delete, Entity(QStringLiteral("p"), QStringLiteral("b")), {}},
                {OperationType::Insert, make(QStringLiteral("c"), 3), {}}}));

    auto actions = local.journalActions();
    QVERIFY(actions);
    QCOMPARE(actions->size(), before + 1);
    const JournalAction &action = actions->first();
    QCOMPARE(action.info.origin, QStringLiteral("serve"));
    QCOMPARE(action.info.table, T);
    QCOMPARE(action.entityCount, kind == u"batch" ? 3 : 1);
    QVERIFY(!action.open);

    auto undone = undoAction(local, action.id);
    QVERIFY2(undone, undone ? "" : qPrintable(undone.error().toString()));
    QVERIFY(undone->conflicts.isEmpty());
    QCOMPARE(numberOf(remote, QStringLiteral("a")).value_or(-1), 1);
    QCOMPARE(numberOf(remote, QStringLiteral("b")).value_or(-1), 2);
    QVERIFY(!numberOf(remote, QStringLiteral("c")));
}

void TestServeJournal::failedRequestLeavesNoAction()
{
    QTemporaryDir dir;
    ServerOptions options = ServeThread::testOptions();
    options.journal = true;
    ServeThread serve(dir.filePath(QStringLiteral("s.rowan")), options);
    RemoteTableService remote(serve.endpoint());
    QVERIFY(remote.createTable(Dev, T));
    QVERIFY(remote.write(Dev, T, {OperationType::Insert, make(QStringLiteral("a"), 1), {}}));
    QVERIFY(!remote.write(Dev, T, {OperationType::Insert, make(QStringLiteral("a"), 1), {}}));
    QVERIFY(!remote.executeBatch(Dev, T,
        {{OperationType::Insert, make(QStringLiteral("z"), 1), {}},
            {OperationType::Insert, make(QStringLiteral("a"), 1), {}}}));
    LocalTableService local(serve.store());
    QCOMPARE(local.journalActions()->size(), 1);
}

void TestServeJournal::offByDefault()
{
    QTemporaryDir dir;
    ServeThread serve(dir.filePath(QStringLiteral("s.rowan")));
    RemoteTableService remote(serve.endpoint());
    QVERIFY(remote.createTable(Dev, T));
    QVERIFY(remote.write(Dev, T, {OperationType::Insert, make(QStringLiteral("a"), 1), {}}));
    LocalTableService local(serve.store());
    QCOMPARE(local.journalActions()->size(), 0);
    QVERIFY(!remote.has(ServiceCapability::Journal));
}

QTEST_GUILESS_MAIN(TestServeJournal)
#include "tst_servejournal.moc"
