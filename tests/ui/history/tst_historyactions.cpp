// HistoryActions and the History dock: Undo and Redo are named after what they take back, follow each other,
// carry the standard shortcuts, and Revert in the dock takes back a chosen action that is not the newest.
// The entities an undo left alone because they changed since are shown one at a time in ConflictDialog,
// and those the user has written back land in an action of their own, which Undo then names.
#include "models/editing/entitysavejob.h"
#include "models/history/journalmodel.h"
#include "models/session/servicesession.h"
#include "support/modeltestsupport.h"
#include "ui/editing/conflictdialog.h"
#include "ui/history/historyactions.h"
#include "ui/history/historyview.h"

#include <QAction>
#include <QCheckBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

#include <algorithm>

using namespace rowan;

namespace {
const QString Dev = QStringLiteral("devstoreaccount1");
const QString Items = QStringLiteral("Items");

bool add(ServiceSession &session, const QString &rowKey)
{
    EntitySaveJob job(&session);
    QSignalSpy saved(&job, &EntitySaveJob::saved);
    job.save(Dev, Items, EntityOperation {OperationType::Insert, Entity(QStringLiteral("new"), rowKey), {}});
    return saved.wait(10000);
}

bool exists(const std::shared_ptr<Store> &store, const QString &rowKey)
{
    return store->getEntity(Dev, Items, QStringLiteral("new"), rowKey).has_value();
}

// Whether p1 / `rowKey` is someone else's version (with "Mine") rather than the original (with "Index").
bool isTheirs(const std::shared_ptr<Store> &store, const QString &rowKey)
{
    auto e = store->getEntity(Dev, Items, QStringLiteral("p1"), rowKey);
    return e && e->property(u"Mine") && !e->property(u"Index");
}

bool isOriginal(const std::shared_ptr<Store> &store, const QString &rowKey)
{
    auto e = store->getEntity(Dev, Items, QStringLiteral("p1"), rowKey);
    return e && !e->property(u"Mine") && e->property(u"Index");
}
} // namespace

class TestHistoryActions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void undoThenRedo();
    void revertAnOlderAction();
    void undoConflictsAnswered_data();
    void undoConflictsAnswered();
};

void TestHistoryActions::undoThenRedo()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 10, 2);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    QWidget window;
    HistoryActions actions(&session, &window);
    QCOMPARE(actions.undoAction()->shortcut(), QKeySequence(QKeySequence::Undo));
    QCOMPARE(actions.redoAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    QTRY_VERIFY(!actions.undoAction()->isEnabled());

    QVERIFY(add(session, QStringLiteral("1")));
    QTRY_VERIFY_WITH_TIMEOUT(actions.undoAction()->isEnabled(), 10000);
    QCOMPARE(actions.undoAction()->text(), QStringLiteral("&Undo Add new / 1 to Items"));
    QVERIFY(!actions.redoAction()->isEnabled());

    actions.undoAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!exists(store, QStringLiteral("1")), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(actions.redoAction()->isEnabled(), 10000);
    QVERIFY(!actions.undoAction()->isEnabled());
    QVERIFY2(actions.redoAction()->text().startsWith(QStringLiteral("&Redo ")),
        qPrintable(actions.redoAction()->text()));

    actions.redoAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(exists(store, QStringLiteral("1")), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(actions.undoAction()->isEnabled() && !actions.redoAction()->isEnabled(), 10000);
}

void TestHistoryActions::revertAnOlderAction()
{
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 10, 2);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    QWidget window;
    HistoryActions actions(&session, &window);
    HistoryView view(&actions, &window);
    QVERIFY(add(session, QStringLiteral("1")));
    QVERIFY(add(session, QStringLiteral("2")));
    JournalModel *model = actions.model();
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 2, 10000);
    auto *revert = view.findChild<QPushButton *>(QStringLiteral("revertButton"));
    QVERIFY(!revert->isEnabled());
    // The older action, second from the top.
    view.view()->selectionModel()->setCurrentIndex(
        model->index(1, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QVERIFY(revert->isEnabled());
    revert->click();
    QTRY_VERIFY_WITH_TIMEOUT(!exists(store, QStringLiteral("1")), 10000);
    QVERIFY(exists(store, QStringLiteral("2")));
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 3, 10000);
    QVERIFY(!view.findChild<QLabel *>(QStringLiteral("journalSize"))->text().isEmpty());
}

void TestHistoryActions::undoConflictsAnswered_data()
{
    // One answer per conflict shown: keep, write, keep-all and write-all (with "Apply to all remaining"),
    // cancel. Then, per conflicting entity (r000001, r000003), whether its earlier version is back.
    QTest::addColumn<QStringList>("answers");
    QTest::addColumn<QString>("writtenBack");
    const auto answers = [](const char *text) { return QString::fromLatin1(text).split(u' '); };
    QTest::newRow("keep both") << answers("keep keep") << QStringLiteral("--");
    QTest::newRow("write back the first") << answers("write keep") << QStringLiteral("w-");
    QTest::newRow("write back the second") << answers("keep write") << QStringLiteral("-w");
    QTest::newRow("write back all remaining") << answers("write-all") << QStringLiteral("ww");
    QTest::newRow("keep the first, write back all remaining")
        << answers("keep write-all") << QStringLiteral("-w");
    QTest::newRow("keep all remaining") << answers("keep-all") << QStringLiteral("--");
    QTest::newRow("cancel") << answers("cancel") << QStringLiteral("--");
}

void TestHistoryActions::undoConflictsAnswered()
{
    QFETCH(QStringList, answers);
    QFETCH(QString, writtenBack);
    QTemporaryDir dir;
    auto store = makeTestStore(dir, 10, 2);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    QWidget window;
    HistoryActions actions(&session, &window);
    QSignalSpy shown(&actions, &HistoryActions::conflictsShown);
    QSignalSpy messages(&actions, &HistoryActions::statusMessage);

    // A journaled delete of three entities of p1; someone else creates two of them again afterwards.
    const QStringList deleted {
        QStringLiteral("r000001"), QStringLiteral("r000003"), QStringLiteral("r000005")};
    auto id = store->beginAction(ActionInfo {
        QStringLiteral("delete"), QStringLiteral("Delete three"), Dev, Items, QStringLiteral("test"), 0});
    QVERIFY(id);
    QList<EntityOperation> deletes;
    for (const QString &rk : deleted)
        deletes.append({OperationType::Delete, Entity(QStringLiteral("p1"), rk), {}});
    QVERIFY(store->executeBatch(Dev, Items, deletes, -1, *id));
    QVERIFY(store->endAction(*id));
    for (const QString &rk : deleted.first(2)) {
        Entity theirs(QStringLiteral("p1"), rk);
        theirs.setProperty(QStringLiteral("Mine"), Value::boolean(true));
        QVERIFY(store->insertEntity(Dev, Items, theirs));
    }

    actions.revert(*store->journalAction(*id));
    QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 10000);
    QPointer<ConflictDialog> dialog = shown.at(0).at(0).value<ConflictDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QCOMPARE(dialog->conflictCount(), 2);
    // The third entity did not change since: it is back already.
    QVERIFY(isOriginal(store, deleted.at(2)));
    QCOMPARE(dialog->table()->horizontalHeaderItem(1)->text(), QStringLiteral("Earlier version"));
    QCOMPARE(dialog->table()->horizontalHeaderItem(2)->text(), QStringLiteral("Current"));
    QCOMPARE(dialog->table()->item(1, 1)->text(), deleted.at(0));
    // Index only before, Mine only now: both differ.
    QCOMPARE(dialog->differenceCount(), 2);

    for (const QString &answer : std::as_const(answers)) {
        QVERIFY(dialog);
        if (answer.endsWith(u"-all"))
            dialog->findChild<QCheckBox *>(QStringLiteral("applyToAllCheck"))->setChecked(true);
        const QString button = answer.startsWith(u"keep") ? QStringLiteral("keepCurrentButton")
            : answer.startsWith(u"write")                 ? QStringLiteral("writeBackButton")
                                                          : QStringLiteral("cancelButton");
        QTest::mouseClick(dialog->findChild<QPushButton *>(button), Qt::LeftButton);
    }
    QTRY_VERIFY(!dialog);

    const bool anyWritten = writtenBack.contains(u'w');
    const QString expected = anyWritten ? QStringLiteral("Wrote back") : QStringLiteral("Kept the current");
    QTRY_VERIFY_WITH_TIMEOUT(
        !messages.isEmpty() && messages.last().at(0).toString().startsWith(expected), 10000);
    for (int i = 0; i < 2; ++i) {
        const QString &rk = deleted.at(i);
        QVERIFY2(writtenBack.at(i) == u'w' ? isOriginal(store, rk) : isTheirs(store, rk), qPrintable(rk));
    }
    auto listed = store->journalActions();
    QVERIFY(listed);
    const auto writeBacks = std::count_if(listed->cbegin(), listed->cend(),
        [](const JournalAction &a) { return a.info.kind == u"write-back"; });
    QCOMPARE(writeBacks, anyWritten ? 1 : 0);
    if (anyWritten) {
        // Undo names the write back and takes it back: someone else's versions return.
        QTRY_VERIFY_WITH_TIMEOUT(
            actions.undoAction()->text().contains(u"Write back earlier versions"), 10000);
        QVERIFY(actions.undoAction()->isEnabled());
        actions.undoAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(isTheirs(store, deleted.at(0)) && isTheirs(store, deleted.at(1)), 10000);
    }
}

QTEST_MAIN(TestHistoryActions)
#include "tst_historyactions.moc"
