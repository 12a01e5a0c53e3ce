// HistoryActions and the History dock: Undo and Redo are named after what they take back, follow each other,
// carry the standard shortcuts, and Revert in the dock takes back a chosen action that is not the newest.
#include "models/editing/entitysavejob.h"
#include "models/history/journalmodel.h"
#include "models/session/servicesession.h"
#include "support/modeltestsupport.h"
#include "ui/history/historyactions.h"
#include "ui/history/historyview.h"

#include <QAction>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

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
} // namespace

class TestHistoryActions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void undoThenRedo();
    void revertAnOlderAction();
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

QTEST_MAIN(TestHistoryActions)
#include "tst_historyactions.moc"
