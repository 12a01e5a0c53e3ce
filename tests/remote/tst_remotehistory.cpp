// The explorer's history over a remote connection with its change journal (JournalingTableService around a
// client of `rowan serve`): a bulk delete made by the explorer's job is listed by the History model with the
// journal's size, Undo takes it back (leaving an entity another client wrote since), and Redo deletes again.
#include "remote/servethread.h"

#include "models/editing/bulkdeletejob.h"
#include "models/history/journallimits.h"
#include "models/history/journalmodel.h"
#include "models/history/undojob.h"
#include "models/session/servicesession.h"

#include <rowan/journalingtableservice.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString Dev = QString::fromLatin1(DevelopmentAccountName);
const QString Items = QStringLiteral("Items");
const QString Key = QStringLiteral("x'00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff'");
constexpr int Count = 240;

qint64 countOf(const TableService &service)
{
    qint64 n = 0;
    auto scanned = service.scan(Dev, Items, KeyRange {}, [&](Entity &) {
        ++n;
        return ScanControl::Continue;
    });
    return scanned ? n : -1;
}

UndoReport runUndo(ServiceSession &session, const JournalAction &action)
{
    UndoJob undo(&session);
    QSignalSpy finished(&undo, &UndoJob::finished);
    QSignalSpy failed(&undo, &UndoJob::failed);
    undo.start(action);
    if (!QTest::qWaitFor([&] { return !finished.isEmpty() || !failed.isEmpty(); }, 30000)
        || finished.isEmpty()) {
        qWarning(
            "undo failed: %s", failed.isEmpty() ? "timed out" : qPrintable(failed.at(0).at(0).toString()));
        return UndoReport {-1, -1, {}, false};
    }
    return finished.at(0).at(0).value<UndoReport>();
}
} // namespace

class TestRemoteHistory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bulkDeleteUndoneAndRedone_data();
    void bulkDeleteUndoneAndRedone();
    void limitsSetAndJournalTrimmed_data();
    void limitsSetAndJournalTrimmed();
};

void TestRemoteHistory::bulkDeleteUndoneAndRedone_data()
{
    QTest::addColumn<bool>("changedMeanwhile");
    QTest::newRow("nothing changed since") << false;
    QTest::newRow("one entity created again since") << true;
}

void TestRemoteHistory::bulkDeleteUndoneAndRedone()
{
    QFETCH(bool, changedMeanwhile);
    QTemporaryDir dir;
    ServeThread serve(dir.filePath(QStringLiteral("serve.rowan")));
    QVERIFY(serve.port() != 0);
    // The second client: writes on the endpoint that no journal sees.
    RemoteTableService other(serve.endpoint());
    QVERIFY(other.createTable(Dev, Items));
    for (int p = 0; p < 3; ++p) {
        QList<EntityOperation> ops;
        for (int i = 0; i < Count / 3; ++i) {
            Entity e(QStringLiteral("p%1").arg(p), QStringLiteral("r%1").arg(i, 4, 10, QLatin1Char('0')));
            e.setProperty(QStringLiteral("Index"), Value::int32(i));
            ops.append({OperationType::Insert, e, {}});
        }
        QVERIFY(other.executeBatch(Dev, Items, ops));
    }

    auto journaled = JournalingTableService::open(std::make_shared<RemoteTableService>(serve.endpoint()),
        dir.filePath(QStringLiteral("c.journal")), Key);
    QVERIFY(journaled);
    ServiceSession session;
    session.setService(*journaled);
    QCOMPARE(session.description().kind, ServiceKind::Remote);
    JournalModel model(&session);
    QVERIFY(model.isAvailable());

    BulkDeleteJob job(&session, Dev, Items);
    QSignalSpy deleted(&job, &BulkDeleteJob::finished);
    job.startFilter(Filter(), Count);
    QVERIFY(deleted.wait(30000));
    QCOMPARE(countOf(other), 0);
    QTRY_VERIFY_WITH_TIMEOUT(model.undoTarget().has_value() && !model.undoTarget()->open, 10000);
    const JournalAction action = *model.undoTarget();
    QCOMPARE(action.entityCount, qint64(Count));
    QCOMPARE(action.info.table, Items);
    // The History dock shows the journal's size.
    QTRY_VERIFY_WITH_TIMEOUT(model.journalBytes() > 0, 10000);
    QCOMPARE(model.journalBytes(), *(*journaled)->journalSize());

    Entity again(QStringLiteral("p1"), QStringLiteral("r0004"));
    again.setProperty(QStringLiteral("Mine"), Value::boolean(true));
    if (changedMeanwhile)
        QVERIFY(other.write(Dev, Items, {OperationType::Insert, again, {}}));

    const UndoReport report = runUndo(session, action);
    QVERIFY(!report.cancelled);
    QCOMPARE(report.restored, qint64(changedMeanwhile ? Count - 1 : Count));
    QCOMPARE(report.conflicts.size(), changedMeanwhile ? 1 : 0);
    QCOMPARE(countOf(other), qint64(Count));
    auto kept = other.getEntity(Dev, Items, QStringLiteral("p1"), QStringLiteral("r0004"));
    QVERIFY(kept);
    QCOMPARE(kept->property(u"Mine") != nullptr, changedMeanwhile);
    auto restored = other.getEntity(Dev, Items, QStringLiteral("p2"), QStringLiteral("r0005"));
    QVERIFY(restored);
    QCOMPARE(restored->property(u"Index")->toInt32(), 5);

    // Edit ▸ Redo: the undo is now what Redo takes back, and the original reads as undone.
    QTRY_VERIFY_WITH_TIMEOUT(model.redoTarget().has_value(), 10000);
    QVERIFY(!model.undoTarget() || model.undoTarget()->id != action.id);
    const UndoReport redone = runUndo(session, *model.redoTarget());
    QCOMPARE(redone.restored, qint64(changedMeanwhile ? Count - 1 : Count));
    QCOMPARE(countOf(other), qint64(changedMeanwhile ? 1 : 0));
}

void TestRemoteHistory::limitsSetAndJournalTrimmed_data()
{
    QTest::addColumn<qint64>("maxBytes");
    QTest::addColumn<int>("maxAgeDays");
    QTest::addColumn<bool>("valid");
    QTest::newRow("smallest size") << qint64(1) << 30 << true;
    QTest::newRow("shorter age") << qint64(64) * 1024 * 1024 << 2 << true;
    QTest::newRow("no size") << qint64(0) << 30 << false;
    QTest::newRow("negative age") << qint64(1024) << -1 << false;
}

void TestRemoteHistory::limitsSetAndJournalTrimmed()
{
    QFETCH(qint64, maxBytes);
    QFETCH(int, maxAgeDays);
    QFETCH(bool, valid);
    QTemporaryDir dir;
    ServeThread serve(dir.filePath(QStringLiteral("serve.rowan")));
    QVERIFY(serve.port() != 0);
    auto journaled = JournalingTableService::open(std::make_shared<RemoteTableService>(serve.endpoint()),
        dir.filePath(QStringLiteral("c.journal")), Key);
    QVERIFY(journaled);
    QVERIFY((*journaled)->createTable(Dev, Items));
    for (int i = 0; i < 3; ++i) {
        auto id = (*journaled)
                      ->beginAction(ActionInfo {QStringLiteral("add"), QStringLiteral("a"), Dev, Items, {}});
        QVERIFY(id);
        Entity e(QStringLiteral("p"), QString::number(i));
        QVERIFY((*journaled)->withAction(*id)->write(Dev, Items, {OperationType::Insert, e, {}}));
        QVERIFY((*journaled)->endAction(*id));
    }
    ServiceSession session;
    session.setService(*journaled);
    JournalLimitsModel limits(&session);
    QSignalSpy loaded(&limits, &JournalLimitsModel::loaded);
    QSignalSpy applied(&limits, &JournalLimitsModel::applied);
    QSignalSpy failed(&limits, &JournalLimitsModel::failed);
    limits.load();
    QVERIFY(loaded.wait(10000));
    QCOMPARE(loaded.at(0).at(0).value<JournalLimits>().maxBytes, JournalLimits().maxBytes);
    limits.apply(JournalLimits {maxBytes, maxAgeDays});
    QTRY_VERIFY_WITH_TIMEOUT(!applied.isEmpty() || !failed.isEmpty(), 10000);
    QCOMPARE(applied.size(), valid ? 1 : 0);
    const auto now = (*journaled)->journalLimits();
    QVERIFY(now);
    QCOMPARE(now->maxBytes, valid ? maxBytes : JournalLimits().maxBytes);
    QCOMPARE(now->maxAgeDays, valid ? maxAgeDays : JournalLimits().maxAgeDays);
    // One byte keeps the newest action only; nothing is trimmed by the rest.
    QCOMPARE((*journaled)->journalActions()->size(), maxBytes == 1 ? 1 : 3);
    if (!valid)
        QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("positive")),
            qPrintable(failed.at(0).at(0).toString()));
}

QTEST_MAIN(TestRemoteHistory)
#include "tst_remotehistory.moc"
