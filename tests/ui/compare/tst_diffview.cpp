// DiffView: the differences of two tables listed and marked, a difference's properties aligned, the
// summary line's counts (with the identical ones when asked), F8 and Shift+F8 from difference to
// difference, and Sync… from the view: the dialog's preview counts, the write question of the target's
// safety level (a read-only target refuses), the sync in the background, and the view comparing again and
// saying the tables are identical.
#include "models/compare/diffentitymodel.h"
#include "models/compare/diffmodel.h"
#include "models/session/servicesession.h"
#include "support/modalhelper.h"
#include "support/teststore.h"
#include "ui/compare/diffview.h"
#include "ui/compare/syncdialog.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

const QString ViewAccount = QString::fromLatin1(DevelopmentAccountName);

Entity leftEntity(qint64 i)
{
    Entity e(u"p%1"_s.arg(i % 2), u"r%1"_s.arg(i, 4, 10, QLatin1Char('0')));
    e.setProperty(u"N"_s, Value::int32(int(i)));
    e.setProperty(u"Name"_s, Value::string(u"n%1"_s.arg(i)));
    return e;
}

// Left's, but: i = 1 missing (only left), i = 2 with another Name, i = 4 with N an Int64, and one more
// entity (i = 999, only right).
Entity rightEntity(qint64 i)
{
    if (i == 1)
        return leftEntity(999);
    Entity e = leftEntity(i);
    if (i == 2)
        e.setProperty(u"Name"_s, Value::string(u"renamed"_s));
    if (i == 4)
        e.setProperty(u"N"_s, Value::int64(4));
    return e;
}

struct Fixture
{
    QTemporaryDir dir;
    std::shared_ptr<Store> store;
    ServiceSession session;

    bool build()
    {
        store = TestStoreBuilder(dir, u"view.rowan"_s)
                    .table(u"Left"_s, 100, leftEntity)
                    .table(u"Right"_s, 100, rightEntity)
                    .build();
        if (!store)
            return false;
        session.setStore(store);
        return true;
    }
    CompareSetup setup() const
    {
        CompareSetup s;
        s.sides = {session.service(), ViewAccount, u"Left"_s, session.service(), ViewAccount, u"Right"_s};
        s.leftName = u"Left in view.rowan"_s;
        s.rightName = u"Right in view.rowan"_s;
        return s;
    }
};

QString currentKey(const DiffView &view)
{
    return view.list()->currentIndex().siblingAtColumn(DiffModel::RowKeyColumn).data().toString();
}

} // namespace

class TestDiffView : public QObject
{
    Q_OBJECT
private slots:
    void listsAndMarks()
    {
        Fixture f;
        QVERIFY(f.build());
        DiffView view(&f.session);
        QSignalSpy compared(&view, &DiffView::compared);
        view.compare(f.setup());
        QVERIFY(view.isBusy());
        QVERIFY(compared.wait(20000));
        QVERIFY(!view.isBusy());
        // Key order: p0 (r0000, r0002, r0004, …), then p1 (r0001, …, r0999).
        QCOMPARE(view.model()->rowCount(), 4);
        QCOMPARE(currentKey(view), u"r0002"_s);
        QCOMPARE(view.summaryText(), u"2 changed · 1 only left · 1 only right"_s);
        auto *showIdentical = view.findChild<QCheckBox *>(u"showIdentical"_s);
        showIdentical->setChecked(true);
        QCOMPARE(view.summaryText(), u"2 changed · 1 only left · 1 only right · 97 identical"_s);
        QCOMPARE(view.findChild<QLabel *>(u"summary"_s)->text(), view.summaryText());
        showIdentical->setChecked(false);

        // The current difference's properties: only Name differs, by value.
        DiffEntityModel *entity = view.entityModel();
        QCOMPARE(entity->rowCount(), 1);
        QCOMPARE(entity->index(0, DiffEntityModel::PropertyColumn).data().toString(), u"Name"_s);
        QCOMPARE(entity->index(0, DiffEntityModel::LeftColumn).data().toString(), u"n2"_s);
        QCOMPARE(entity->index(0, DiffEntityModel::RightColumn).data().toString(), u"renamed"_s);
        QCOMPARE(DiffEntityModel::Mark(entity->index(0, 0).data(DiffEntityModel::MarkRole).toInt()),
            DiffEntityModel::Mark::ValueChanged);
        QVERIFY(view.syncAction()->isEnabled());
    }

    void navigation_data()
    {
        QTest::addColumn<QList<int>>("keys"); // +1: F8, -1: Shift+F8
        QTest::addColumn<QStringList>("visited");
        QTest::newRow("forward") << QList<int> {1, 1, 1} << QStringList {u"r0004"_s, u"r0001"_s, u"r0999"_s};
        QTest::newRow("wraps forward") << QList<int> {1, 1, 1, 1}
                                       << QStringList {u"r0004"_s, u"r0001"_s, u"r0999"_s, u"r0002"_s};
        QTest::newRow("back wraps") << QList<int> {-1, -1} << QStringList {u"r0999"_s, u"r0001"_s};
        QTest::newRow("there and back") << QList<int> {1, -1} << QStringList {u"r0004"_s, u"r0002"_s};
    }
    void navigation()
    {
        QFETCH(QList<int>, keys);
        QFETCH(QStringList, visited);
        Fixture f;
        QVERIFY(f.build());
        DiffView view(&f.session);
        QSignalSpy compared(&view, &DiffView::compared);
        view.show();
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        view.compare(f.setup());
        QVERIFY(compared.wait(20000));
        QCOMPARE(currentKey(view), u"r0002"_s);
        view.list()->setFocus();
        QStringList got;
        for (int key : keys) {
            QTest::keyClick(view.list(), Qt::Key_F8, key > 0 ? Qt::NoModifier : Qt::ShiftModifier);
            got.append(currentKey(view));
        }
        QCOMPARE(got, visited);
        // The properties beside follow the current difference.
        QCOMPARE(view.entityModel()->rowCount() > 0, true);
    }

    void syncThenIdentical_data()
    {
        QTest::addColumn<bool>("leftToRight");
        QTest::addColumn<bool>("readOnly");
        QTest::addColumn<QString>("counts");
        QTest::newRow("left to right") << true << false
                                       << u"In Right in view.rowan: 1 to insert, 2 to update, 1 to delete."_s;
        QTest::newRow("right to left") << false << false
                                       << u"In Left in view.rowan: 1 to insert, 2 to update, 1 to delete."_s;
        QTest::newRow("read-only target") << true << true << QString();
    }
    void syncThenIdentical()
    {
        QFETCH(bool, leftToRight);
        QFETCH(bool, readOnly);
        QFETCH(QString, counts);
        Fixture f;
        QVERIFY(f.build());
        DiffView view(&f.session);
        QSignalSpy compared(&view, &DiffView::compared);
        QSignalSpy synced(&view, &DiffView::synced);
        view.compare(f.setup());
        QVERIFY(compared.wait(20000));
        if (readOnly)
            QVERIFY(f.store->setSafetyProfile(SafetyProfile {SafetyLevel::ReadOnly, {}, {}}));

        QString shownCounts;
        onNextModal<SyncDialog>([&](SyncDialog *dialog) {
            dialog->setLeftToRight(leftToRight);
            dialog->setDeleteExtra(true);
            auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
            // Sync waits for the preview of the choices made.
            if (!QTest::qWaitFor([&] { return ok->isEnabled(); }, 20000))
                qWarning("the preview did not arrive");
            shownCounts = dialog->findChild<QLabel *>(u"counts"_s)->text();
            dialog->accept();
        });
        bool refused = false;
        if (readOnly) {
            onNextModal<QMessageBox>([&](QMessageBox *box) {
                refused = box->objectName() == u"readOnlyRefusal";
                box->accept();
            });
        }
        view.sync();
        if (readOnly) {
            QTRY_VERIFY_WITH_TIMEOUT(refused, 5000);
            QVERIFY(!view.isBusy());
            QCOMPARE(synced.size(), 0);
            return;
        }
        QCOMPARE(shownCounts, counts);
        QVERIFY(view.isBusy());
        QVERIFY(synced.wait(20000));
        const auto report = synced.first().first().value<compare::SyncReport>();
        QCOMPARE(report.inserted + report.updated + report.deleted, 4);
        // It compares again by itself, and says so.
        QTRY_COMPARE_WITH_TIMEOUT(compared.size(), 2, 20000);
        QVERIFY(view.summary()->same());
        QCOMPARE(view.model()->rowCount(), 0);
        QVERIFY2(view.summaryText().contains(u"The tables are identical"_s), qPrintable(view.summaryText()));
        QVERIFY2(view.summaryText().startsWith(u"Synced: 1 inserted, 2 updated, 1 deleted."_s),
            qPrintable(view.summaryText()));
        QVERIFY(!view.syncAction()->isEnabled());
    }
};

QTEST_MAIN(TestDiffView)
#include "tst_diffview.moc"
