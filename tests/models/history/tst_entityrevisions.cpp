// An entity's versions from the change journal: one per journaled change and the one now, and the model
// marking what changed from one version to the next (the Timestamp left out of the marks).
#include "models/history/entityrevisions.h"
#include "models/session/servicesession.h"
#include "support/modeltestsupport.h"

#include <rowan/localtableservice.h>

#include <QAbstractItemModelTester>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString Dev = QString::fromLatin1(DevelopmentAccountName);
const QString Items = QStringLiteral("Items");

Entity item(int index, const QString &name)
{
    Entity e(QStringLiteral("p0"), QStringLiteral("x"));
    e.setProperty(QStringLiteral("Index"), Value::int64(index));
    if (!name.isEmpty())
        e.setProperty(QStringLiteral("Name"), Value::string(name));
    return e;
}
} // namespace

class TestEntityRevisions : public QObject
{
    Q_OBJECT

    // Writes `op` as one journaled action, as the explorer does.
    static void journaled(LocalTableService &service, const QString &label, const EntityOperation &op)
    {
        auto action = service.beginAction(
            ActionInfo {QStringLiteral("edit"), label, Dev, Items, QStringLiteral("test"), 0});
        QVERIFY(action);
        QVERIFY(service.withAction(*action)->write(Dev, Items, op));
        QVERIFY(service.endAction(*action));
    }

private slots:
    void versionsOldestFirst_data()
    {
        // The writes, each "i:Index:Name" (insert), "u:Index:Name" (replace) or "d" (delete), and what the
        // model shows per version for Index and Name ("-" missing, "x" the entity did not exist).
        QTest::addColumn<QStringList>("writes");
        QTest::addColumn<QStringList>("indexRow");
        QTest::addColumn<QStringList>("changedIndex"); // "1" where Index is marked changed
        QTest::newRow("add, edit") << QStringList {"i:1:a", "u:2:a"}
                                   << QStringList {"x", "1 (Edm.Int64)", "2 (Edm.Int64)"}
                                   << QStringList {"0", "1", "1"};
        QTest::newRow("add, rename only")
            << QStringList {"i:1:a", "u:1:b"} << QStringList {"x", "1 (Edm.Int64)", "1 (Edm.Int64)"}
            << QStringList {"0", "1", "0"};
        QTest::newRow("add, delete") << QStringList {"i:1:a", "d"} << QStringList {"x", "1 (Edm.Int64)", "x"}
                                     << QStringList {"0", "1", "1"};
    }
    void versionsOldestFirst()
    {
        QFETCH(QStringList, writes);
        QFETCH(QStringList, indexRow);
        QFETCH(QStringList, changedIndex);
        QTemporaryDir dir; // a store of its own per row
        auto store = makeTestStore(dir, 4, 2);
        QVERIFY(store);
        LocalTableService service(store);
        int n = 0;
        for (const QString &w : std::as_const(writes)) {
            const QStringList parts = w.split(u':');
            const QString label = QStringLiteral("write %1").arg(++n);
            if (parts.first() == u"d")
                journaled(service, label, {OperationType::Delete, Entity("p0", "x"), QStringLiteral("*")});
            else
                journaled(service, label,
                    {parts.first() == u"i" ? OperationType::Insert : OperationType::Update,
                        item(parts.at(1).toInt(), parts.at(2)), QStringLiteral("*")});
        }
        ServiceSession session;
        session.setStore(store);
        auto read = readEntityRevisions(&session, Dev, Items, QStringLiteral("p0"), QStringLiteral("x"));
        QTRY_VERIFY(read.isFinished());
        QVERIFY(read.result().has_value());
        const QList<EntityRevision> revisions = *read.result();
        QCOMPARE(revisions.size(), writes.size() + 1);
        QVERIFY(revisions.first().title.startsWith(QStringLiteral("Before ")));
        QCOMPARE(revisions.last().title, QStringLiteral("Now"));

        EntityRevisionsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRevisions(revisions);
        QCOMPARE(model.columnCount(), revisions.size());
        const int indexRowNumber = int(model.propertyNames().indexOf(QStringLiteral("Index")));
        QVERIFY(indexRowNumber > 0);
        QStringList shown;
        QStringList marked;
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex cell = model.index(indexRowNumber, c);
            const bool existed = revisions.at(c).entity.has_value();
            shown << (existed ? cell.data().toString() : QStringLiteral("x"));
            marked << (cell.data(EntityRevisionsModel::ChangedRole).toBool() ? QStringLiteral("1")
                                                                             : QStringLiteral("0"));
        }
        QCOMPARE(shown, indexRow);
        QCOMPARE(marked, changedIndex);
        // The Timestamp row is never marked: every write changes it.
        for (int c = 0; c < model.columnCount(); ++c)
            QVERIFY(!model.index(0, c).data(EntityRevisionsModel::ChangedRole).toBool());
    }
};

QTEST_MAIN(TestEntityRevisions)
#include "tst_entityrevisions.moc"
