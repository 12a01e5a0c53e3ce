// JournalModel and the jobs that record into the change journal: an entity saved, added and deleted, and a
// bulk delete, each appear as one action with its entity count; Undo and Redo targets follow undos and
// redos; a service without a journal lists nothing and offers nothing.
#include "models/editing/bulkdeletejob.h"
#include "models/editing/entitysavejob.h"
#include "models/history/journalmodel.h"
#include "models/history/undojob.h"
#include "models/session/servicesession.h"
#include "support/modeltestsupport.h"

#include <rowan/localtableservice.h>

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace rowan;

namespace {
const QString Dev = QStringLiteral("devstoreaccount1");
const QString Items = QStringLiteral("Items");

// A test store of `entities` entities of Items in `partitions` partitions, opened in a session, and the
// journal model of that session.
struct Journaled
{
    Journaled(int entities, int partitions)
        : store(makeTestStore(dir, entities, partitions))
    {
        if (store)
            session.setStore(store);
    }
    QTemporaryDir dir;
    std::shared_ptr<Store> store;
    ServiceSession session;
    JournalModel model {&session};
};
} // namespace

class TestJournalModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void saveIsOneAction_data();
    void saveIsOneAction();
    void bulkDeleteIsOneAction();
    void undoAndRedoTargets();
    void openActionIsReadUntilItEnds();
    void withoutJournal();

private:
    // Saves `op` through an EntitySaveJob and waits for the answer.
    bool save(ServiceSession &session, const EntityOperation &op);
    // Waits until the model lists `rows` actions, each ended.
    bool listed(JournalModel &model, int rows);
};

bool TestJournalModel::save(ServiceSession &session, const EntityOperation &op)
{
    EntitySaveJob job(&session);
    QSignalSpy saved(&job, &EntitySaveJob::saved);
    QSignalSpy failed(&job, &EntitySaveJob::failed);
    job.save(Dev, Items, op);
    return QTest::qWaitFor([&] { return saved.size() + failed.size() > 0; }, 10000) && saved.size() == 1;
}

bool TestJournalModel::listed(JournalModel &model, int rows)
{
    return QTest::qWaitFor([&] {
        if (model.rowCount() != rows)
            return false;
        for (int row = 0; row < rows; ++row) {
            if (model.action(row).open)
                return false;
        }
        return true;
    }, 10000);
}

void TestJournalModel::saveIsOneAction_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("label");
    QTest::newRow("add") << int(OperationType::Insert) << "add" << "Add new / 1 to Items";
    QTest::newRow("edit") << int(OperationType::Update) << "edit" << "Edit p0 / r000004 in Items";
    QTest::newRow("merge") << int(OperationType::Merge) << "edit" << "Edit p0 / r000004 in Items";
    QTest::newRow("delete") << int(OperationType::Delete) << "delete" << "Delete p0 / r000004 from Items";
}

void TestJournalModel::saveIsOneAction()
{
    QFETCH(int, type);
    QFETCH(QString, kind);
    QFETCH(QString, label);
    Journaled f(20, 4);
    QVERIFY(f.store);
    QAbstractItemModelTester tester(&f.model);
    QVERIFY(f.model.isAvailable());
    QVERIFY(listed(f.model, 0));

    EntityOperation op;
    op.type = OperationType(type);
    op.entity = op.type == OperationType::Insert ? Entity(QStringLiteral("new"), QStringLiteral("1"))
                                                 : Entity(QStringLiteral("p0"), QStringLiteral("r000004"));
    op.entity.setProperty(QStringLiteral("Note"), Value::string(QStringLiteral("changed")));
    QVERIFY(save(f.session, op));
    QVERIFY(listed(f.model, 1));
    const JournalAction action = f.model.action(0);
    QCOMPARE(action.info.kind, kind);
    QCOMPARE(action.info.label, label);
    QCOMPARE(action.info.table, Items);
    QCOMPARE(action.info.origin, QStringLiteral("explorer"));
    QCOMPARE(action.entityCount, qint64(1));
    QCOMPARE(f.model.index(0, JournalModel::ActionColumn).data().toString(), label);
    QCOMPARE(f.model.undoTarget()->id, action.id);
    QVERIFY(!f.model.redoTarget());

    // A save refused by its ETag wrote nothing: it is not listed.
    EntityOperation stale = op;
    stale.type = OperationType::Update;
    stale.ifMatch = QStringLiteral("W/\"datetime'2001-01-01T00%3A00%3A00Z'\"");
    EntitySaveJob job(&f.session);
    QSignalSpy conflict(&job, &EntitySaveJob::conflict);
    QSignalSpy failed(&job, &EntitySaveJob::failed);
    job.save(Dev, Items, stale);
    QVERIFY(QTest::qWaitFor([&] { return conflict.size() + failed.size() > 0; }, 10000));
    f.model.reload();
    QSignalSpy loaded(&f.model, &JournalModel::loaded);
    QVERIFY(loaded.wait(10000));
    QCOMPARE(f.model.rowCount(), 1);
}

void TestJournalModel::bulkDeleteIsOneAction()
{
    Journaled f(450, 3);
    QVERIFY(f.store);
    BulkDeleteJob job(&f.session, Dev, Items);
    QSignalSpy finished(&job, &BulkDeleteJob::finished);
    job.startFilter(Filter(), 450);
    QVERIFY(finished.wait(20000));
    QCOMPARE(job.summary().deleted, qint64(450));
    // A reload that started while the job ran may list the action as it was then: the model reads the
    // journal again until the action has ended.
    QVERIFY(listed(f.model, 1));
    QCOMPARE(f.model.action(0).info.kind, QStringLiteral("bulk-delete"));
    QCOMPARE(f.model.action(0).entityCount, qint64(450));
    QCOMPARE(JournalModel::describe(f.model.action(0)),
        QStringLiteral("Delete the matching entities of Items (%1 entities)").arg(QLocale().toString(450)));
}

void TestJournalModel::undoAndRedoTargets()
{
    Journaled f(20, 4);
    QVERIFY(f.store);
    EntityOperation add {OperationType::Insert, Entity(QStringLiteral("new"), QStringLiteral("1")), {}};
    QVERIFY(save(f.session, add));
    QVERIFY(listed(f.model, 1));
    const JournalAction added = *f.model.undoTarget();

    // Undo: the entity is gone, the undo is the redo target and nothing is left to undo.
    UndoJob undo(&f.session);
    QSignalSpy undone(&undo, &UndoJob::finished);
    undo.start(added);
    QVERIFY(undone.wait(10000));
    QCOMPARE(undone.at(0).at(0).value<UndoReport>().restored, qint64(1));
    QVERIFY(!f.store->getEntity(Dev, Items, QStringLiteral("new"), QStringLiteral("1")));
    QVERIFY(listed(f.model, 2));
    QTRY_VERIFY_WITH_TIMEOUT(f.model.redoTarget().has_value(), 10000);
    QVERIFY(!f.model.undoTarget());
    QCOMPARE(f.model.index(1, JournalModel::StateColumn).data().toString(), QStringLiteral("Undone"));

    // Redo: the entity is back, and Undo offers the redo.
    UndoJob redo(&f.session);
    QSignalSpy redone(&redo, &UndoJob::finished);
    redo.start(*f.model.redoTarget());
    QVERIFY(redone.wait(10000));
    QVERIFY(f.store->getEntity(Dev, Items, QStringLiteral("new"), QStringLiteral("1")));
    QVERIFY(listed(f.model, 3));
    QTRY_VERIFY_WITH_TIMEOUT(f.model.undoTarget().has_value() && !f.model.redoTarget(), 10000);
    QCOMPARE(f.model.undoTarget()->info.kind, QStringLiteral("redo"));
}

void TestJournalModel::openActionIsReadUntilItEnds()
{
    // Another writer of the same store (another process, say) records an action: the model lists it open
    // while it writes, and ended once it has ended, although ending it changes no table.
    Journaled f(20, 4);
    QVERIFY(f.store);
    QVERIFY(listed(f.model, 0));
    LocalTableService other(f.store);
    auto action = other.beginAction(ActionInfo {QStringLiteral("import"), QStringLiteral("Import into Items"),
        Dev, Items, QStringLiteral("rowan"), 0});
    QVERIFY(action);
    EntityOperation add {OperationType::Insert, Entity(QStringLiteral("new"), QStringLiteral("1")), {}};
    QVERIFY(other.withAction(*action)->write(Dev, Items, add));
    QTRY_VERIFY_WITH_TIMEOUT(f.model.rowCount() == 1 && f.model.action(0).open, 10000);
    QVERIFY(other.endAction(*action));
    QVERIFY(listed(f.model, 1));
    QCOMPARE(f.model.action(0).entityCount, qint64(1));
}

void TestJournalModel::withoutJournal()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 20, 4);
    QVERIFY(store);
    ServiceSession session;
    session.setService(std::make_shared<WithoutStatistics>(store));
    JournalModel model(&session);
    QVERIFY(!model.isAvailable());
    EntityOperation add {OperationType::Insert, Entity(QStringLiteral("new"), QStringLiteral("1")), {}};
    QVERIFY(save(session, add)); // written, unrecorded
    QVERIFY(store->getEntity(Dev, Items, QStringLiteral("new"), QStringLiteral("1")));
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.undoTarget());
}

QTEST_MAIN(TestJournalModel)
#include "tst_journalmodel.moc"
