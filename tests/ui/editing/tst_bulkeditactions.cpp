// BulkEditActions: Bulk Edit… and Re-key… follow the table shown and the service's safety level, take the
// grid's selection, the chosen partitions and the query as their scopes, and Fix… opens Re-key with the
// suggested rule filled in and its preview run.
#include "support/teststore.h"
#include "ui/editing/bulkeditactions.h"
#include "ui/editing/bulkeditdialog.h"
#include "ui/editing/rekeydialog.h"

#include "models/editing/bulkeditjob.h"
#include "models/editing/stagededits.h"
#include "models/grid/entitytablemodel.h"
#include "models/keys/keyfixjob.h"
#include "models/session/servicesession.h"

#include <QAction>
#include <QItemSelectionModel>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {
const QString Dev = u"devstoreaccount1"_s;
const QString T = u"Numbers"_s;

Entity number(qint64 i)
{
    Entity e(u"p%1"_s.arg(i % 2), QString::number(i));
    e.setProperty(u"N"_s, Value::int32(int(i)));
    return e;
}
} // namespace

class TestBulkEditActions : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_n = 0;

    std::shared_ptr<Store> makeStore(bool readOnly = false)
    {
        auto store = TestStoreBuilder(m_dir, u"a%1.rowan"_s.arg(++m_n)).table(T, 40, number).build();
        if (store && readOnly && !store->setSafetyProfile({SafetyLevel::ReadOnly, {}, {}}))
            return nullptr;
        return store;
    }

private Q_SLOTS:
    void actionsFollowTableAndSafety_data()
    {
        QTest::addColumn<bool>("readOnly");
        QTest::newRow("writable") << false;
        QTest::newRow("read-only") << true;
    }
    void actionsFollowTableAndSafety()
    {
        QFETCH(bool, readOnly);
        auto store = makeStore(readOnly);
        QVERIFY(store);
        ServiceSession session;
        session.setStore(store);
        EntityTableModel model(&session);
        QTableView view;
        view.setModel(&model);
        QWidget parent;
        BulkEditActions actions(&model, &view, &parent);
        QCOMPARE(actions.bulkEditAction()->objectName(), u"actionBulkEdit"_s);
        QCOMPARE(actions.rekeyAction()->objectName(), u"actionRekey"_s);
        QVERIFY(!actions.bulkEditAction()->isEnabled());
        model.setTable(Dev, T);
        QCOMPARE(actions.bulkEditAction()->isEnabled(), !readOnly);
        QCOMPARE(actions.rekeyAction()->isEnabled(), !readOnly);
    }

    void scopesComeFromTheGrid()
    {
        auto store = makeStore();
        ServiceSession session;
        session.setStore(store);
        EntityTableModel model(&session);
        QTableView view;
        view.setModel(&model);
        QWidget parent;
        BulkEditActions actions(&model, &view, &parent);
        model.setTable(Dev, T, {u"p1"_s});
        QTRY_VERIFY_WITH_TIMEOUT(model.rowCount() > 2 && model.isRowLoaded(2), 10000);
        view.selectionModel()->select(
            model.index(0, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        view.selectionModel()->select(model.index(2, 1), QItemSelectionModel::Select);
        BulkSources sources = actions.sources();
        QCOMPARE(sources.table, T);
        QCOMPARE(sources.selection.size(), 2);
        QCOMPARE(sources.selection.at(0).rowKey(), model.entityAt(0).rowKey());
        QVERIFY(!sources.selection.at(0).etag().isEmpty());
        QCOMPARE(sources.partitions, QStringList {u"p1"_s});
        QVERIFY(!sources.query);

        model.setQuery(Dev, T, *Filter::fromText(u"N lt 5"_s));
        sources = actions.sources();
        QVERIFY(sources.query);
        QCOMPARE(sources.query->toString(), Filter::fromText(u"N lt 5"_s)->toString());

        BulkEditDialog *dialog = actions.openBulkEdit();
        QVERIFY(dialog);
        QCOMPARE(dialog->scopeChooser()->kind(), BulkScopeChooser::Query);
        dialog->close();
    }

    // With Stage Edits on, both dialogs say their run is not staged; off, they say nothing.
    void stagingIsNamed_data()
    {
        QTest::addColumn<bool>("staged");
        QTest::newRow("staged") << true;
        QTest::newRow("not staged") << false;
    }
    void stagingIsNamed()
    {
        QFETCH(bool, staged);
        auto store = makeStore();
        ServiceSession session;
        session.setStore(store);
        StagedEdits edits(&session);
        edits.setEnabled(staged);
        EntityTableModel model(&session);
        QTableView view;
        view.setModel(&model);
        QWidget parent;
        BulkEditActions actions(&model, &view, &parent);
        actions.setStagedEdits(&edits);
        model.setTable(Dev, T);
        QTRY_VERIFY_WITH_TIMEOUT(model.rowCount() > 0, 10000);
        BulkEditDialog *bulk = actions.openBulkEdit();
        QVERIFY(bulk);
        QCOMPARE(bulk->hasStagingNote(), staged);
        bulk->close();
        RekeyDialog *rekey = actions.openRekey();
        QVERIFY(rekey);
        QCOMPARE(rekey->hasStagingNote(), staged);
        if (staged)
            QVERIFY(rekey->findChild<QLabel *>(u"stagingNote"_s)->text().contains(u"Undo"_s));
        rekey->close();
    }

    void fixOpensRekeyWithTheRule_data()
    {
        QTest::addColumn<QString>("partitionKey");
        QTest::addColumn<QString>("rowKey");
        QTest::addColumn<QStringList>("partitions");
        QTest::addColumn<qint64>("moves");
        QTest::newRow("pad") << QString() << u"{RowKey:D2}"_s << QStringList() << qint64(10);
        QTest::newRow("split") << u"{revdate(Timestamp)}_{PartitionKey}"_s << QString()
                               << QStringList {u"p1"_s} << qint64(20);
    }
    void fixOpensRekeyWithTheRule()
    {
        QFETCH(QString, partitionKey);
        QFETCH(QString, rowKey);
        QFETCH(QStringList, partitions);
        QFETCH(qint64, moves);
        auto store = makeStore();
        ServiceSession session;
        session.setStore(store);
        EntityTableModel model(&session);
        QTableView view;
        view.setModel(&model);
        QWidget parent;
        BulkEditActions actions(&model, &view, &parent);
        const KeyFixSuggestion suggestion {Dev, T, partitionKey, rowKey, partitions, u"A finding"_s};
        RekeyDialog *dialog = actions.openFix(suggestion);
        QVERIFY(dialog);
        QCOMPARE(dialog->partitionKeyTemplate(), partitionKey);
        QCOMPARE(dialog->rowKeyTemplate(), rowKey);
        QCOMPARE(dialog->scopeChooser()->kind(),
            partitions.isEmpty() ? BulkScopeChooser::Table : BulkScopeChooser::Partitions);
        QVERIFY(dialog->job()->isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(dialog->plannedMoves(), moves, 10000);
        dialog->close();
    }
};

QTEST_MAIN(TestBulkEditActions)
#include "tst_bulkeditactions.moc"
