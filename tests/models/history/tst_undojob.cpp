// UndoJob: a bulk delete taken back restores every entity with its properties; an entity someone changed
// since the action is listed as a conflict and left as it is; progress reaches the total.
#include "models/editing/bulkdeletejob.h"
#include "models/history/journalmodel.h"
#include "models/history/undojob.h"
#include "models/session/servicesession.h"
#include "support/modeltestsupport.h"

#include <QSignalSpy>
#include <QTest>

using namespace rowan;

namespace {
const QString Dev = QStringLiteral("devstoreaccount1");
const QString Items = QStringLiteral("Items");
} // namespace

class TestUndoJob : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bulkDeleteTakenBack_data();
    void bulkDeleteTakenBack();
};

void TestUndoJob::bulkDeleteTakenBack_data()
{
    QTest::addColumn<bool>("changedMeanwhile");
    QTest::newRow("nothing changed since") << false;
    QTest::newRow("one entity written again since") << true;
}

void TestUndoJob::bulkDeleteTakenBack()
{
    QFETCH(bool, changedMeanwhile);
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 300, 3);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    JournalModel model(&session);
    BulkDeleteJob job(&session, Dev, Items);
    QSignalSpy deleted(&job, &BulkDeleteJob::finished);
    job.startFilter(Filter(), 300);
    QVERIFY(deleted.wait(20000));
    QTRY_VERIFY_WITH_TIMEOUT(model.undoTarget().has_value() && !model.undoTarget()->open, 10000);
    QCOMPARE(model.undoTarget()->entityCount, qint64(300));

    // Someone else creates one of the deleted entities again: the undo must not overwrite it.
    Entity again(QStringLiteral("p1"), QStringLiteral("r000004"));
    again.setProperty(QStringLiteral("Mine"), Value::boolean(true));
    if (changedMeanwhile)
        QVERIFY(store->insertEntity(Dev, Items, again));

    UndoJob undo(&session);
    QSignalSpy progress(&undo, &UndoJob::progress);
    QSignalSpy finished(&undo, &UndoJob::finished);
    undo.start(*model.undoTarget());
    QVERIFY(finished.wait(20000));
    const UndoReport report = finished.at(0).at(0).value<UndoReport>();
    QVERIFY(!report.cancelled);
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(0).toLongLong(), progress.last().at(1).toLongLong());
    QCOMPARE(report.restored, qint64(changedMeanwhile ? 299 : 300));
    QCOMPARE(report.conflicts.size(), changedMeanwhile ? 1 : 0);
    auto stats = store->tableStats(Dev, Items);
    QVERIFY(stats);
    QCOMPARE(stats->entityCount, qint64(300));
    auto kept = store->getEntity(Dev, Items, QStringLiteral("p1"), QStringLiteral("r000004"));
    QVERIFY(kept);
    QCOMPARE(kept->property(u"Mine") != nullptr, changedMeanwhile);
    if (changedMeanwhile) {
        QCOMPARE(report.conflicts.at(0).partitionKey, QStringLiteral("p1"));
        QVERIFY(report.conflicts.at(0).current.has_value());
    }
    // A restored entity has its properties back.
    auto restored = store->getEntity(Dev, Items, QStringLiteral("p2"), QStringLiteral("r000005"));
    QVERIFY(restored);
    QVERIFY(restored->property(u"Index"));
    QCOMPARE(restored->property(u"Index")->toInt32(), 5);
}

QTEST_MAIN(TestUndoJob)
#include "tst_undojob.moc"
