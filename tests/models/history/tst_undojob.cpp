// UndoJob: a bulk delete taken back restores every entity with its properties; an entity someone changed
// since the action is listed as a conflict and left as it is; progress reaches the total. The earlier
// version of a conflict, written back, lands in an action of its own that can be undone in turn, and an
// entity changed again meanwhile is reported once more rather than overwritten.
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

Entity withProperty(const QString &pk, const QString &rk, const QString &name, qint32 value)
{
    Entity e(pk, rk);
    e.setProperty(name, Value::int32(value));
    return e;
}

// The entity's properties as "name=value;…" (empty when it does not exist).
QString contentOf(Store &store, const QString &pk, const QString &rk)
{
    auto e = store.getEntity(Dev, Items, pk, rk);
    if (!e)
        return {};
    QString text;
    for (const Property &p : e->properties())
        text += p.name + u'=' + QString::number(p.value.toInt32()) + u';';
    return text;
}

UndoReport runJob(UndoJob &job, bool *ok, const std::function<void()> &start)
{
    QSignalSpy finished(&job, &UndoJob::finished);
    start();
    *ok = finished.wait(20000);
    return *ok ? finished.at(0).at(0).value<UndoReport>() : UndoReport {};
}
} // namespace

class TestUndoJob : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bulkDeleteTakenBack_data();
    void bulkDeleteTakenBack();
    void conflictWrittenBack_data();
    void conflictWrittenBack();
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

void TestUndoJob::conflictWrittenBack_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<bool>("changedAgain");
    QTest::addColumn<QString>("reason");
    for (bool again : {false, true}) {
        const char *suffix = again ? ", changed again before the write back" : "";
        QTest::addRow("deleted, created again since%s", suffix)
            << QStringLiteral("recreated") << again << QStringLiteral("created again since the action");
        QTest::addRow("updated, changed since%s", suffix)
            << QStringLiteral("changed") << again << QStringLiteral("changed since the action");
        QTest::addRow("updated, deleted since%s", suffix)
            << QStringLiteral("deleted") << again << QStringLiteral("deleted since the action");
        QTest::addRow("inserted, changed since%s", suffix)
            << QStringLiteral("inserted") << again << QStringLiteral("changed since the action");
    }
}

void TestUndoJob::conflictWrittenBack()
{
    QFETCH(QString, scenario);
    QFETCH(bool, changedAgain);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 10, 2);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    const QString pk = QStringLiteral("p1");
    const QString rk = scenario == u"inserted" ? QStringLiteral("new") : QStringLiteral("r000003");
    const QString original = contentOf(*store, pk, rk);

    // The action, then someone else's write to the same entity.
    auto id = store->beginAction(ActionInfo {scenario, scenario, Dev, Items, QStringLiteral("test"), 0});
    QVERIFY(id);
    EntityOperation op {OperationType::Update, withProperty(pk, rk, QStringLiteral("Index"), 100), {}};
    if (scenario == u"recreated")
        op = {OperationType::Delete, Entity(pk, rk), {}};
    else if (scenario == u"inserted")
        op = {OperationType::Insert, withProperty(pk, rk, QStringLiteral("Index"), 1), {}};
    QVERIFY(store->write(Dev, Items, op, *id));
    QVERIFY(store->endAction(*id));
    if (scenario == u"deleted")
        QVERIFY(store->deleteEntity(Dev, Items, pk, rk));
    else
        QVERIFY(store->write(Dev, Items,
            {OperationType::InsertOrReplace, withProperty(pk, rk, QStringLiteral("Mine"), 1), {}}));
    const QString theirs = contentOf(*store, pk, rk);

    auto action = store->journalAction(*id);
    QVERIFY(action);
    UndoJob undo(&session);
    bool ok = false;
    const UndoReport undone = runJob(undo, &ok, [&] { undo.start(*action); });
    QVERIFY(ok);
    QCOMPARE(undone.restored, qint64(0));
    QCOMPARE(undone.conflicts.size(), 1);
    QCOMPARE(undone.conflicts.at(0).reason, reason);
    QCOMPARE(contentOf(*store, pk, rk), theirs);

    // Written again while the user looked at the conflict: the write back must not overwrite it.
    if (changedAgain)
        QVERIFY(store->write(Dev, Items,
            {OperationType::InsertOrReplace, withProperty(pk, rk, QStringLiteral("Later"), 2), {}}));
    const QString newest = contentOf(*store, pk, rk);

    UndoJob writeBack(&session);
    QSignalSpy progress(&writeBack, &UndoJob::progress);
    const UndoReport written
        = runJob(writeBack, &ok, [&] { writeBack.startWriteBack(*action, undone.conflicts); });
    QVERIFY(ok);
    QVERIFY(!written.cancelled);
    QVERIFY(!progress.isEmpty());
    auto recorded = store->journalAction(written.undoAction);
    QVERIFY(recorded);
    QCOMPARE(recorded->info.kind, QStringLiteral("write-back"));
    QVERIFY(recorded->endedAt.has_value());
    if (changedAgain) {
        QCOMPARE(written.restored, qint64(0));
        QCOMPARE(written.conflicts.size(), 1);
        QVERIFY2(written.conflicts.at(0).reason.endsWith(QStringLiteral("since it was shown")),
            qPrintable(written.conflicts.at(0).reason));
        QVERIFY(written.conflicts.at(0).current.has_value());
        QVERIFY(written.conflicts.at(0).current->property(u"Later"));
        QCOMPARE(contentOf(*store, pk, rk), newest);
        return;
    }
    QCOMPARE(written.restored, qint64(1));
    QVERIFY(written.conflicts.isEmpty());
    QCOMPARE(contentOf(*store, pk, rk), original);
    QCOMPARE(recorded->entityCount, qint64(1));

    // The write back is an action like any other: undoing it brings the other version back.
    UndoJob again(&session);
    const UndoReport reverted = runJob(again, &ok, [&] { again.start(*recorded); });
    QVERIFY(ok);
    QCOMPARE(reverted.restored, qint64(1));
    QVERIFY(reverted.conflicts.isEmpty());
    QCOMPARE(contentOf(*store, pk, rk), theirs);
}

QTEST_MAIN(TestUndoJob)
#include "tst_undojob.moc"
