// previewSync(), syncTables() and snapshots: the counts a sync would write, a sync that leaves nothing to
// write behind it (merge or replace, with or without deleting extras, into the embedded store and into
// `rowan serve`), one journal action that undo takes back whole, and a snapshot that compares equal with
// its source and keeps where it came from.
#include "remote/servethread.h"
#include "support/teststore.h"

#include <rowan/compare/sync.h>
#include <rowan/localtableservice.h>
#include <rowan/remotetableservice.h>
#include <rowan/store.h>
#include <rowan/transfer/transfer.h>
#include <rowan/undo.h>

#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace rowan::compare;
using namespace Qt::StringLiterals;

// QVERIFY2 builds its message whether or not the check fails: the error is read only from a failed result.
#define QVERIFY_RESULT(result) QVERIFY2(result, (result) ? "" : qPrintable((result).error().toString()))

namespace {

const QString SyncAccount = QString::fromLatin1(DevelopmentAccountName);

Entity sourceEntity(int i)
{
    Entity e(u"p%1"_s.arg(i / 100), u"r%1"_s.arg(i % 100, 3, 10, QLatin1Char('0')));
    e.setProperty(u"N"_s, Value::int32(i));
    e.setProperty(u"Big"_s, Value::int64(9007199254740993LL + i));
    e.setProperty(u"S"_s, Value::string(u"東京 %1"_s.arg(i)));
    return e;
}

// The source's 300 entities with: 0–49 missing, 50–99 another N, 100–119 an extra property, and 40
// entities of their own.
QList<Entity> targetEntities()
{
    QList<Entity> all;
    for (int i = 50; i < 300; ++i) {
        Entity e = sourceEntity(i);
        if (i < 100)
            e.setProperty(u"N"_s, Value::int32(-i));
        else if (i < 120)
            e.setProperty(u"X"_s, Value::boolean(true));
        all.append(e);
    }
    for (int i = 0; i < 40; ++i)
        all.append(Entity(u"p9"_s, u"extra%1"_s.arg(i, 2, 10, QLatin1Char('0'))));
    return all;
}

} // namespace

class TestTableSync : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void sync_data();
    void sync();
    void undo();
    void snapshot_data();
    void snapshot();

private:
    TableService &service(bool remote)
    {
        if (remote)
            return *m_remote;
        return *m_local;
    }
    Store &store(bool remote) { return remote ? *m_serve->store() : *m_store; }
    // A new table with `entities` on the embedded store or `rowan serve`.
    QString table(bool remote, const QList<Entity> &entities)
    {
        const QString name = u"Tab%1"_s.arg(++m_tables);
        if (!store(remote).createTable(SyncAccount, name))
            qWarning("cannot create %s", qPrintable(name));
        if (!TestStoreBuilder::insert(
                store(remote), name, entities.size(), [&](qint64 i) { return entities.at(i); }))
            qWarning("cannot fill %s", qPrintable(name));
        return name;
    }
    QList<Entity> source()
    {
        QList<Entity> all;
        for (int i = 0; i < 300; ++i)
            all.append(sourceEntity(i));
        return all;
    }

    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    std::shared_ptr<LocalTableService> m_local;
    std::unique_ptr<ServeThread> m_serve;
    std::unique_ptr<RemoteTableService> m_remote;
    int m_tables = 0;
};

void TestTableSync::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = TestStoreBuilder(m_dir, u"sync.rowan"_s).passphrase(u"sync secret"_s).build();
    QVERIFY(m_store);
    m_local = std::make_shared<LocalTableService>(m_store);
    m_serve = std::make_unique<ServeThread>(m_dir.filePath(u"serve.rowan"_s));
    QVERIFY(m_serve->port() != 0);
    m_remote = std::make_unique<RemoteTableService>(m_serve->endpoint());
}

void TestTableSync::cleanupTestCase()
{
    m_remote.reset();
    m_serve.reset();
}

void TestTableSync::sync_data()
{
    QTest::addColumn<bool>("remoteSource");
    QTest::addColumn<bool>("remoteTarget");
    QTest::addColumn<bool>("deleteExtra");
    QTest::addColumn<bool>("replace");
    // inserts, updates, deletes, extraKept, mergeUnchanged
    QTest::addColumn<QList<qint64>>("plan");
    // At most 100 operations of one partition each.
    QTest::addColumn<int>("transactions");

    const QList<qint64> mergeKeep {50, 50, 0, 40, 20};
    const QList<qint64> replaceDelete {50, 70, 40, 0, 0};
    QTest::newRow("local, merge, keep extras") << false << false << false << false << mergeKeep << 1;
    QTest::newRow("local, replace, delete extras") << false << false << true << true << replaceDelete << 3;
    QTest::newRow("into serve, replace, delete extras")
        << false << true << true << true << replaceDelete << 3;
    QTest::newRow("from serve, merge, delete extras")
        << true << false << true << false << QList<qint64> {50, 50, 40, 0, 20} << 2;
    QTest::newRow("serve to serve, replace, keep extras")
        << true << true << false << true << QList<qint64> {50, 70, 0, 40, 0} << 2;
}

void TestTableSync::sync()
{
    QFETCH(bool, remoteSource);
    QFETCH(bool, remoteTarget);
    QFETCH(bool, deleteExtra);
    QFETCH(bool, replace);
    QFETCH(QList<qint64>, plan);
    QFETCH(int, transactions);

    const QString from = table(remoteSource, source());
    const QString to = table(remoteTarget, targetEntities());
    const TableSide sourceSide {&service(remoteSource), SyncAccount, from};
    const TableSide targetSide {&service(remoteTarget), SyncAccount, to};
    SyncOptions options;
    options.deleteExtra = deleteExtra;
    options.replace = replace;

    auto preview = previewSync(sourceSide, targetSide, options);
    QVERIFY_RESULT(preview);
    QCOMPARE((QList<qint64> {preview->inserts, preview->updates, preview->deletes, preview->extraKept,
                 preview->mergeUnchanged}),
        plan);
    // The preview wrote nothing: a second one finds the same.
    auto again = previewSync(sourceSide, targetSide, options);
    QVERIFY(again);
    QCOMPARE(again->writes(), preview->writes());

    auto report = syncTables(sourceSide, service(remoteTarget), SyncAccount, to, options);
    QVERIFY_RESULT(report);
    QCOMPARE(report->inserted, plan.at(0));
    QCOMPARE(report->updated, plan.at(1));
    QCOMPARE(report->deleted, plan.at(2));
    QCOMPARE(report->conflictCount, 0);
    QCOMPARE(report->transactions, transactions);
    QVERIFY(!report->cancelled);

    // Nothing is left to write; with replace and delete the tables are the same.
    auto after = previewSync(sourceSide, targetSide, options);
    QVERIFY_RESULT(after);
    QCOMPARE(after->writes(), 0);
    if (replace && deleteExtra)
        QVERIFY(after->diff.same());
    QCOMPARE(after->diff.identical + after->mergeUnchanged, qint64(300));

    if (!remoteTarget) {
        auto action = m_local->journalAction(report->action);
        QVERIFY_RESULT(action);
        QCOMPARE(action->info.kind, u"sync"_s);
        QCOMPARE(action->info.table, to);
        QCOMPARE(action->entityCount, report->inserted + report->updated + report->deleted);
        QVERIFY(action->endedAt.has_value());
    }
}

void TestTableSync::undo()
{
    const QString from = table(false, source());
    const QString to = table(false, targetEntities());
    const QString before = table(false, targetEntities());
    SyncOptions options;
    options.deleteExtra = true;
    options.replace = true;
    auto report
        = syncTables(TableSide {m_local.get(), SyncAccount, from}, *m_local, SyncAccount, to, options);
    QVERIFY_RESULT(report);
    QVERIFY(report->action != 0);
    QCOMPARE(report->inserted + report->updated + report->deleted, qint64(160));

    auto undone = undoAction(*m_local, report->action);
    QVERIFY_RESULT(undone);
    QCOMPARE(undone->conflicts.size(), 0);
    QCOMPARE(undone->restored, qint64(160));
    auto diff = diffTables(
        TableSide {m_local.get(), SyncAccount, before}, TableSide {m_local.get(), SyncAccount, to}, {}, {});
    QVERIFY_RESULT(diff);
    QVERIFY(diff->same());
    QCOMPARE(diff->identical, qint64(290));

    // A sync with nothing to write leaves no action behind.
    auto none
        = syncTables(TableSide {m_local.get(), SyncAccount, before}, *m_local, SyncAccount, to, options);
    QVERIFY(none);
    QCOMPARE(none->action, ActionId(0));
    QCOMPARE(none->transactions, 0);
}

void TestTableSync::snapshot_data()
{
    QTest::addColumn<bool>("remoteSource");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<qint64>("entities");

    QTest::newRow("embedded, whole") << false << QString() << qint64(300);
    QTest::newRow("serve, filtered") << true << u"N lt 120"_s << qint64(120);
}

void TestTableSync::snapshot()
{
    QFETCH(bool, remoteSource);
    QFETCH(QString, filter);
    QFETCH(qint64, entities);

    const QString from = table(remoteSource, source());
    const TableSide sourceSide {&service(remoteSource), SyncAccount, from};
    const QString name = u"Snap%1"_s.arg(++m_tables);
    const DateTime start = DateTime::now();
    auto taken = takeSnapshot(sourceSide, filter, *m_store, SyncAccount, name);
    QVERIFY_RESULT(taken);
    QCOMPARE(taken->entities, entities);

    auto record = snapshotRecord(*m_store, SyncAccount, name);
    QVERIFY_RESULT(record);
    QCOMPARE(record->sourceTable, from);
    QCOMPARE(record->sourceAccount, SyncAccount);
    QCOMPARE(record->sourceLocation, service(remoteSource).description().location);
    QCOMPARE(record->filter, Filter::fromText(filter)->toString());
    QCOMPARE(record->entities, entities);
    QVERIFY(record->takenAt >= start && record->takenAt <= DateTime::now());

    // Compared with now: the same, until the source changes.
    DiffOptions options;
    options.filter = *Filter::fromText(record->filter);
    auto diff = diffTables(TableSide {m_local.get(), SyncAccount, name}, sourceSide, options, {});
    QVERIFY_RESULT(diff);
    QVERIFY(diff->same());
    QCOMPARE(diff->identical, entities);
    QVERIFY(store(remoteSource).deleteEntity(SyncAccount, from, u"p0"_s, u"r000"_s));
    diff = diffTables(TableSide {m_local.get(), SyncAccount, name}, sourceSide, options, {});
    QVERIFY(diff);
    QCOMPARE(diff->onlyLeft, 1);

    auto twice = takeSnapshot(sourceSide, filter, *m_store, SyncAccount, name);
    QVERIFY(!twice);
    QCOMPARE(twice.error().code, ErrorCode::TableAlreadyExists);
    auto notOne = snapshotRecord(*m_store, SyncAccount, from);
    QVERIFY(!notOne);
    QCOMPARE(notOne.error().code, ErrorCode::ResourceNotFound);
}

QTEST_GUILESS_MAIN(TestTableSync)
#include "tst_tablesync.moc"
