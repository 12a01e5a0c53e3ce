// SyncJob: the preview's counts for each direction and choice, a sync that writes them and after which the
// tables compare identical (but for the extra entities kept), its one journal action that an undo takes
// back whole, the session told about the write, cancel().
#include "models/compare/diffjob.h"
#include "models/compare/syncjob.h"
#include "models/history/journalmodel.h"
#include "models/history/undojob.h"
#include "models/session/servicesession.h"
#include "support/teststore.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

const QString SyncAccount = QString::fromLatin1(DevelopmentAccountName);

Entity leftEntity(qint64 i)
{
    Entity e(u"p%1"_s.arg(i % 4), u"r%1"_s.arg(i, 5, 10, QLatin1Char('0')));
    e.setProperty(u"N"_s, Value::int32(int(i)));
    e.setProperty(u"Note"_s, Value::string(u"same"_s));
    return e;
}

// The left's entities but: i = 1 missing, one more (i = 1000); i = 2 with N an Int64, i = 3 with another
// Note, i = 5 with a property the left lacks.
Entity rightEntity(qint64 i)
{
    if (i == 1)
        return leftEntity(1000);
    Entity e = leftEntity(i);
    if (i == 2)
        e.setProperty(u"N"_s, Value::int64(2));
    if (i == 3)
        e.setProperty(u"Note"_s, Value::string(u"other"_s));
    if (i == 5)
        e.setProperty(u"Extra"_s, Value::boolean(true));
    return e;
}

std::shared_ptr<Store> makeStore(const QTemporaryDir &dir)
{
    return TestStoreBuilder(dir, u"sync.rowan"_s)
        .table(u"Left"_s, 200, leftEntity)
        .table(u"Right"_s, 200, rightEntity)
        .build();
}

compare::DiffSummary diffNow(const std::shared_ptr<TableService> &service, bool *ok)
{
    DiffJob job;
    QSignalSpy finished(&job, &DiffJob::finished);
    job.start({service, SyncAccount, u"Left"_s}, {service, SyncAccount, u"Right"_s}, {});
    *ok = finished.wait(20000);
    return *ok ? finished.first().first().value<compare::DiffSummary>() : compare::DiffSummary {};
}

} // namespace

class TestSyncJob : public QObject
{
    Q_OBJECT
private slots:
    void syncThenIdentical_data()
    {
        QTest::addColumn<bool>("leftToRight");
        QTest::addColumn<bool>("replace");
        QTest::addColumn<bool>("deleteExtra");
        QTest::addColumn<qint64>("inserts");
        QTest::addColumn<qint64>("updates");
        QTest::addColumn<qint64>("deletes");
        QTest::addColumn<qint64>("extraKept");
        QTest::addColumn<qint64>("mergeUnchanged");

        // Left to right, a merge leaves r00005 alone: it differs only by a property the target alone has.
        QTest::newRow("left to right, merge") << true << false << false << 1LL << 2LL << 0LL << 1LL << 1LL;
        QTest::newRow("left to right, replace, delete")
            << true << true << true << 1LL << 3LL << 1LL << 0LL << 0LL;
        QTest::newRow("right to left, merge, delete") << false << false << true << 1LL << 3LL << 1LL << 0LL << 0LL;
    }
    void syncThenIdentical()
    {
        QFETCH(bool, leftToRight);
        QFETCH(bool, replace);
        QFETCH(bool, deleteExtra);
        QFETCH(qint64, inserts);
        QFETCH(qint64, updates);
        QFETCH(qint64, deletes);
        QFETCH(qint64, extraKept);
        QFETCH(qint64, mergeUnchanged);

        QTemporaryDir dir;
        auto store = makeStore(dir);
        QVERIFY(store);
        ServiceSession session;
        session.setStore(store);
        const SyncSides sides {session.service(), SyncAccount, u"Left"_s, session.service(), SyncAccount, u"Right"_s};
        compare::SyncOptions options;
        options.replace = replace;
        options.deleteExtra = deleteExtra;
        options.origin = u"explorer"_s;

        SyncJob job(&session);
        QSignalSpy previewed(&job, &SyncJob::previewed);
        job.preview(sides.source(leftToRight), sides.target(leftToRight), options);
        QVERIFY(previewed.wait(20000));
        const auto plan = previewed.first().first().value<compare::SyncPlan>();
        QCOMPARE(plan.inserts, inserts);
        QCOMPARE(plan.updates, updates);
        QCOMPARE(plan.deletes, deletes);
        QCOMPARE(plan.extraKept, extraKept);
        QCOMPARE(plan.mergeUnchanged, mergeUnchanged);

        QSignalSpy changed(&session, &ServiceSession::changed);
        QSignalSpy synced(&job, &SyncJob::synced);
        job.run(sides.source(leftToRight), sides.target(leftToRight), options);
        QVERIFY(job.isRunning());
        QVERIFY(synced.wait(20000));
        const auto report = synced.first().first().value<compare::SyncReport>();
        QCOMPARE(report.inserted, inserts);
        QCOMPARE(report.updated, updates);
        QCOMPARE(report.deleted, deletes);
        QCOMPARE(report.conflictCount, 0);
        QVERIFY(report.action != 0);
        // The session hears of the write to the table it shows.
        const QString target = leftToRight ? u"Right"_s : u"Left"_s;
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty()
                && changed.last().first().value<ServiceChanges>().wrote(SyncAccount, target),
            5000);

        bool ok = false;
        const compare::DiffSummary after = diffNow(session.service(), &ok);
        QVERIFY(ok);
        QCOMPARE(after.changed, mergeUnchanged);
        QCOMPARE(after.onlyLeft + after.onlyRight, extraKept);
        QCOMPARE(after.same(), extraKept == 0 && mergeUnchanged == 0);
    }

    void undoTakesTheSyncBack()
    {
        QTemporaryDir dir;
        auto store = makeStore(dir);
        QVERIFY(store);
        ServiceSession session;
        session.setStore(store);
        JournalModel journal(&session);
        bool ok = false;
        const compare::DiffSummary before = diffNow(session.service(), &ok);
        QVERIFY(ok);
        QCOMPARE(before.differences(), 5);

        const SyncSides sides {session.service(), SyncAccount, u"Left"_s, session.service(), SyncAccount, u"Right"_s};
        compare::SyncOptions options;
        options.replace = true;
        options.deleteExtra = true;
        SyncJob job(&session);
        QSignalSpy synced(&job, &SyncJob::synced);
        job.run(sides.source(true), sides.target(true), options);
        QVERIFY(synced.wait(20000));
        QVERIFY(diffNow(session.service(), &ok).same());

        // The newest action is the whole sync: one undo brings every entity back.
        QTRY_VERIFY_WITH_TIMEOUT(journal.undoTarget().has_value() && !journal.undoTarget()->open
                && journal.undoTarget()->info.kind == u"sync", 10000);
        QCOMPARE(journal.undoTarget()->id, synced.first().first().value<compare::SyncReport>().action);
        UndoJob undo(&session);
        QSignalSpy undone(&undo, &UndoJob::finished);
        undo.start(*journal.undoTarget());
        QVERIFY(undone.wait(20000));
        QVERIFY(undone.first().first().value<UndoReport>().conflicts.isEmpty());
        const compare::DiffSummary again = diffNow(session.service(), &ok);
        QVERIFY(ok);
        QCOMPARE(again.onlyLeft, before.onlyLeft);
        QCOMPARE(again.onlyRight, before.onlyRight);
        QCOMPARE(again.changed, before.changed);
    }

    void cancelled()
    {
        QTemporaryDir dir;
        auto store = makeStore(dir);
        QVERIFY(store);
        ServiceSession session;
        session.setStore(store);
        const SyncSides sides {session.service(), SyncAccount, u"Left"_s, session.service(), SyncAccount, u"Right"_s};
        SyncJob job(&session);
        QSignalSpy cancelled(&job, &SyncJob::cancelled);
        QSignalSpy previewed(&job, &SyncJob::previewed);
        job.preview(sides.source(true), sides.target(true), {});
        job.cancel();
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(!job.isRunning());
        QTest::qWait(300);
        QCOMPARE(previewed.size(), 0);
    }
};

QTEST_MAIN(TestSyncJob)
#include "tst_syncjob.moc"
