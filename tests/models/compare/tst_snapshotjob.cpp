// SnapshotJob: a table copied into a new table of a store with its record (where, when, the filter, how
// many), read back for Compare with Now; a snapshot never overwrites a table; a table that is no snapshot
// says so; the session shown the store hears of the new table.
#include "models/compare/snapshotjob.h"
#include "models/session/servicesession.h"
#include "support/teststore.h"

#include <rowan/localtableservice.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

const QString SnapAccount = QString::fromLatin1(DevelopmentAccountName);

Entity order(qint64 i)
{
    Entity e(u"p%1"_s.arg(i % 3), u"r%1"_s.arg(i, 4, 10, QLatin1Char('0')));
    e.setProperty(u"N"_s, Value::int32(int(i)));
    return e;
}

} // namespace

class TestSnapshotJob : public QObject
{
    Q_OBJECT
private slots:
    void takeAndReadBack_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<qint64>("entities");
        QTest::newRow("whole table") << QString() << qint64(90);
        QTest::newRow("one partition") << u"PartitionKey eq 'p1'"_s << qint64(30);
    }
    void takeAndReadBack()
    {
        QFETCH(QString, filter);
        QFETCH(qint64, entities);
        QTemporaryDir dir;
        auto store = TestStoreBuilder(dir, u"snap.rowan"_s).table(u"Orders"_s, 90, order).build();
        QVERIFY(store);
        ServiceSession session;
        session.setStore(store);
        QSignalSpy changed(&session, &ServiceSession::changed);
        SnapshotJob job(&session);
        QSignalSpy taken(&job, &SnapshotJob::taken);
        job.take({session.service(), SnapAccount, u"Orders"_s}, filter, store, SnapAccount, u"OrdersSnap"_s);
        QVERIFY(job.isRunning());
        QVERIFY(taken.wait(20000));
        const auto record = taken.first().first().value<compare::SnapshotRecord>();
        QCOMPARE(record.entities, entities);
        QCOMPARE(record.sourceTable, u"Orders"_s);
        QCOMPARE(record.filter, filter);
        QCOMPARE(record.sourceLocation, session.description().location);
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty()
                && changed.last().first().value<ServiceChanges>().wrote(SnapAccount, u"OrdersSnap"_s),
            5000);
        auto stats = store->tableStats(SnapAccount, u"OrdersSnap"_s);
        QVERIFY(stats);
        QCOMPARE(stats->entityCount, entities);

        QSignalSpy read(&job, &SnapshotJob::recordRead);
        job.readRecord(store, SnapAccount, u"OrdersSnap"_s);
        QVERIFY(read.wait(20000));
        const auto again = read.first().first().value<compare::SnapshotRecord>();
        QCOMPARE(again.entities, entities);
        QCOMPARE(again.sourceTable, u"Orders"_s);
        QCOMPARE(again.takenAt, record.takenAt);
    }

    void refusals_data()
    {
        QTest::addColumn<bool>("take");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("message");
        QTest::newRow("never overwrites") << true << u"Orders"_s << u"TableAlreadyExists"_s;
        QTest::newRow("no snapshot") << false << u"Orders"_s << QString();
    }
    void refusals()
    {
        QFETCH(bool, take);
        QFETCH(QString, table);
        QFETCH(QString, message);
        QTemporaryDir dir;
        auto store = TestStoreBuilder(dir, u"snap.rowan"_s).table(u"Orders"_s, 9, order).build();
        QVERIFY(store);
        auto service = std::make_shared<LocalTableService>(store);
        SnapshotJob job(nullptr);
        QSignalSpy failed(&job, &SnapshotJob::failed);
        if (take)
            job.take({service, SnapAccount, u"Orders"_s}, QString(), store, SnapAccount, table);
        else
            job.readRecord(store, SnapAccount, table);
        QVERIFY(failed.wait(20000));
        const QString shown = failed.first().first().toString();
        QVERIFY2(!shown.isEmpty() && shown.contains(message), qPrintable(shown));
    }
};

QTEST_GUILESS_MAIN(TestSnapshotJob)
#include "tst_snapshotjob.moc"
