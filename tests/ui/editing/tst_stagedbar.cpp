// Staged edits in the grid: deleting rows keeps them pending (struck through), the bar above the rows says
// so, Review shows each change's properties before and after, and Commit writes them.
#include "support/modeltestsupport.h"
#include "ui/editing/stagedbar.h"
#include "ui/editing/stagedreviewdialog.h"
#include "ui/grid/entitygrid.h"

#include "models/editing/stagededits.h"
#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"

#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace rowan;

namespace {
const QString Dev = QString::fromLatin1(DevelopmentAccountName);
const QString Items = QStringLiteral("Items");
} // namespace

class TestStagedBar : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RowanTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_stagedbar"));
        QSettings().clear();
    }

    void deletesArePendingUntilCommit()
    {
        auto store = makeTestStore(m_dir, 30, 3);
        QVERIFY(store);
        ServiceSession session;
        session.setStore(store);
        EntityTableModel model(&session);
        EntityGrid grid(&model);
        StagedEdits staged(&session);
        grid.setStagedEdits(&staged);
        staged.setEnabled(true);
        grid.resize(900, 500);
        grid.show();
        model.setTable(Dev, Items);
        QTRY_VERIFY(model.rowCount() >= 3);
        auto *bar = grid.findChild<StagedBar *>();
        QVERIFY(bar);
        QVERIFY(bar->isHidden());

        grid.view()->selectionModel()->select(QItemSelection(model.index(0, 0), model.index(1, 0)),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        const QString first = model.entityAt(0).rowKey();
        const QString second = model.entityAt(1).rowKey();
        grid.deleteSelectedRows();
        QCOMPARE(staged.count(), 2);
        QVERIFY(!bar->isHidden());
        QVERIFY(bar->findChild<QLabel *>(QStringLiteral("stagedText"))
                    ->text()
                    .startsWith(QStringLiteral("2 changes pending in Items, not written yet")));
        QCOMPARE(model.index(0, 1).data(EntityTableModel::PendingRole).toString(), QStringLiteral("delete"));
        QVERIFY(model.index(0, 1).data(Qt::FontRole).value<QFont>().strikeOut());
        QCOMPARE(model.index(2, 1).data(EntityTableModel::PendingRole).toString(), QString());
        // Nothing was written yet.
        QVERIFY(store->getEntity(Dev, Items, model.entityAt(0).partitionKey(), first).has_value());

        QSignalSpy finished(&staged, &StagedEdits::finished);
        bar->findChild<QPushButton *>(QStringLiteral("stagedCommit"))->click();
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.first().at(0).toInt(), 2);
        QCOMPARE(staged.count(), 0);
        QTRY_VERIFY(bar->isHidden());
        const auto gone = [&](const QString &rk) {
            for (const QString &pk : {QStringLiteral("p0"), QStringLiteral("p1"), QStringLiteral("p2")}) {
                if (store->getEntity(Dev, Items, pk, rk))
                    return false;
            }
            return true;
        };
        QVERIFY(gone(first));
        QVERIFY(gone(second));
    }

    void reviewShowsTheDifferences_data()
    {
        QTest::addColumn<int>("operation");
        QTest::addColumn<QStringList>("changedProperties");
        // Before: Index 1, Name "a". After: Index 2, Extra true (Name not given).
        QTest::newRow("replace") << int(OperationType::Update) << QStringList {"Index", "Name", "Extra"};
        QTest::newRow("merge keeps Name") << int(OperationType::Merge) << QStringList {"Index", "Extra"};
    }
    void reviewShowsTheDifferences()
    {
        QFETCH(int, operation);
        QFETCH(QStringList, changedProperties);
        StagedChange change;
        change.kind = StagedChange::Kind::Update;
        change.operation = OperationType(operation);
        Entity before(QStringLiteral("p"), QStringLiteral("r"));
        before.setProperty(QStringLiteral("Index"), Value::int32(1));
        before.setProperty(QStringLiteral("Name"), Value::string(QStringLiteral("a")));
        Entity after(QStringLiteral("p"), QStringLiteral("r"));
        after.setProperty(QStringLiteral("Index"), Value::int32(2));
        after.setProperty(QStringLiteral("Extra"), Value::boolean(true));
        change.before = before;
        change.after = after;
        QStringList changed;
        for (const QStringList &row : StagedReviewDialog::differences(change)) {
            if (!row.at(3).isEmpty())
                changed.append(row.at(0));
        }
        QCOMPARE(changed, changedProperties);
    }
};

QTEST_MAIN(TestStagedBar)
#include "tst_stagedbar.moc"
