#include "ui/keys/partitionlist.h"

#include "models/keys/partitionlistmodel.h"
#include "models/session/servicesession.h"
#include "support/teststore.h"

#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString AccountName = QStringLiteral("devstoreaccount1");
const QString Table = QStringLiteral("Things");

struct Click
{
    QString key;
    Qt::KeyboardModifiers modifiers;
};
} // namespace

Q_DECLARE_METATYPE(QList<Click>)

class TestPartitionList : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void summarySaysWhatTheTableHolds();
    void selectionNarrows_data();
    void selectionNarrows();
    void allPartitionsWidensAgain();
    void filterShowsMatchingKeys_data();
    void filterShowsMatchingKeys();
    void filterKeepsTheChoice();
    void keyboardMovesBetweenFilterAndList();
    void newTableForgetsTheChoice();
    void f5ReloadsAndKeepsTheChoice();
    void closingTheStoreEmptiesTheList();

private:
    QModelIndex rowOf(const QString &key) const;
    void click(const QString &key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);

    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    ServiceSession *m_session = nullptr;
    PartitionList *m_list = nullptr;
};

void TestPartitionList::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Code-unit order: ALT, Metal, alpha, alpine, beta, zeta.
    const QList<std::pair<QString, int>> partitions
        = {{"alpha", 5}, {"alpine", 2}, {"ALT", 1}, {"beta", 3}, {"Metal", 1}, {"zeta", 4}};
    QList<Entity> things;
    for (const auto &[pk, count] : partitions) {
        for (int i = 0; i < count; ++i)
            things.append(Entity(pk, QString::number(i)));
    }
    m_store = TestStoreBuilder(m_dir, QStringLiteral("ui.rowan"))
                  .table(Table, things)
                  .table(QStringLiteral("Other"), {Entity(QStringLiteral("o"), {})})
                  .build();
    QVERIFY(m_store);
}

void TestPartitionList::init()
{
    m_session = new ServiceSession;
    m_session->setStore(m_store);
    m_list = new PartitionList(m_session);
    m_list->resize(420, 400);
    m_list->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_list));
    QSignalSpy totals(m_list->model(), &PartitionListModel::totalsLoaded);
    m_list->setTable(AccountName, Table);
    QTRY_VERIFY(totals.count() == 1 && m_list->model()->isExhausted() && !m_list->model()->isLoading());
    QCOMPARE(m_list->model()->rowCount(), 6);
}

void TestPartitionList::cleanup()
{
    delete m_list;
    delete m_session;
}

QModelIndex TestPartitionList::rowOf(const QString &key) const
{
    const int row = m_list->model()->rowOf(key);
    return m_list->proxy()->mapFromSource(m_list->model()->index(row, 0));
}

void TestPartitionList::click(const QString &key, Qt::KeyboardModifiers modifiers)
{
    const QModelIndex index = rowOf(key);
    QVERIFY2(index.isValid(), qPrintable(key));
    QTableView *view = m_list->view();
    view->scrollTo(index);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, modifiers, view->visualRect(index).center());
}

void TestPartitionList::summarySaysWhatTheTableHolds()
{
    const QString summary = m_list->summaryText();
    QVERIFY2(summary.startsWith(QLatin1String("6 partitions, 16 entities, ")), qPrintable(summary));
    QVERIFY2(summary.contains(QLatin1String("Largest: alpha")), qPrintable(summary));
    QVERIFY2(!summary.contains(QLatin1String("loaded")), qPrintable(summary));
}

void TestPartitionList::selectionNarrows_data()
{
    QTest::addColumn<QList<Click>>("clicks");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("one") << QList<Click> {{"beta", Qt::NoModifier}} << QStringList {"beta"};
    QTest::newRow("two with Ctrl, sorted") << QList<Click> {{"zeta", Qt::NoModifier},
        {"alpha", Qt::ControlModifier}} << QStringList {"alpha", "zeta"};
    QTest::newRow("range with Shift") << QList<Click> {{"alpha", Qt::NoModifier}, {"beta", Qt::ShiftModifier}}
                                      << QStringList {"alpha", "alpine", "beta"};
    QTest::newRow("Ctrl-click takes one back") << QList<Click> {{"ALT", Qt::NoModifier},
        {"Metal", Qt::ControlModifier}, {"ALT", Qt::ControlModifier}}
                                               << QStringList {"Metal"};
}

void TestPartitionList::selectionNarrows()
{
    QFETCH(QList<Click>, clicks);
    QFETCH(QStringList, expected);
    QSignalSpy chosen(m_list, &PartitionList::partitionsChosen);
    for (const Click &c : std::as_const(clicks))
        click(c.key, c.modifiers);
    QCOMPARE(chosen.count(), clicks.size());
    const QList<QVariant> last = chosen.last();
    QCOMPARE(last.at(0).toString(), AccountName);
    QCOMPARE(last.at(1).toString(), Table);
    QCOMPARE(last.at(2).toStringList(), expected);
    QCOMPARE(m_list->chosenPartitions(), expected);
    QVERIFY(m_list->findChild<QPushButton *>(QStringLiteral("allPartitions"))->isEnabled());
    QVERIFY(m_list->summaryText().contains(expected.size() == 1
            ? QStringLiteral("Grid shows 1 partition")
            : QStringLiteral("Grid shows %1 partitions").arg(expected.size())));
}

void TestPartitionList::allPartitionsWidensAgain()
{
    QSignalSpy chosen(m_list, &PartitionList::partitionsChosen);
    click(QStringLiteral("beta"));
    click(QStringLiteral("zeta"), Qt::ControlModifier);
    QCOMPARE(chosen.count(), 2);
    auto *all = m_list->findChild<QPushButton *>(QStringLiteral("allPartitions"));
    QTest::mouseClick(all, Qt::LeftButton);
    QCOMPARE(chosen.count(), 3);
    QVERIFY(chosen.last().at(2).toStringList().isEmpty());
    QVERIFY(!m_list->view()->selectionModel()->hasSelection());
    QVERIFY(!all->isEnabled());

    // Escape in the list does the same.
    click(QStringLiteral("alpha"));
    QCOMPARE(chosen.count(), 4);
    m_list->view()->setFocus();
    QTest::keyClick(m_list->view(), Qt::Key_Escape);
    QCOMPARE(chosen.count(), 5);
    QVERIFY(chosen.last().at(2).toStringList().isEmpty());
    QVERIFY(m_list->chosenPartitions().isEmpty());
}

void TestPartitionList::filterShowsMatchingKeys_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("shown");
    QTest::newRow("prefix") << "alp" << QStringList {"alpha", "alpine"};
    QTest::newRow("substring, any case") << "al" << QStringList {"ALT", "Metal", "alpha", "alpine"};
    QTest::newRow("inside a key too") << "eta" << QStringList {"Metal", "beta", "zeta"};
    QTest::newRow("nothing") << "xyz" << QStringList {};
    QTest::newRow("empty shows all") << "" << QStringList {"ALT", "Metal", "alpha", "alpine", "beta", "zeta"};
}

void TestPartitionList::filterShowsMatchingKeys()
{
    QFETCH(QString, text);
    QFETCH(QStringList, shown);
    QLineEdit *filter = m_list->filterEdit();
    filter->setFocus();
    QTest::keyClicks(filter, text);
    QStringList keys;
    for (int row = 0; row < m_list->proxy()->rowCount(); ++row)
        keys << m_list->proxy()->index(row, 0).data(PartitionListModel::PartitionKeyRole).toString();
    QCOMPARE(keys, shown);
    if (!text.isEmpty())
        QVERIFY2(
            m_list->summaryText().contains(QStringLiteral("%1 shown").arg(shown.size()), Qt::CaseInsensitive),
            qPrintable(m_list->summaryText()));
    QTest::keyClick(filter, Qt::Key_Escape);
    QVERIFY(filter->text().isEmpty());
    QCOMPARE(m_list->proxy()->rowCount(), 6);
}

void TestPartitionList::filterKeepsTheChoice()
{
    QSignalSpy chosen(m_list, &PartitionList::partitionsChosen);
    click(QStringLiteral("beta"));
    click(QStringLiteral("alpha"), Qt::ControlModifier);
    QCOMPARE(chosen.count(), 2);
    // Filtering hides beta but does not change what the grid shows.
    m_list->filterEdit()->setText(QStringLiteral("alp"));
    QCOMPARE(chosen.count(), 2);
    QCOMPARE(m_list->chosenPartitions(), (QStringList {"alpha", "beta"}));
    QVERIFY(m_list->view()->selectionModel()->isRowSelected(rowOf(QStringLiteral("alpha")).row()));
    m_list->filterEdit()->clear();
    QCOMPARE(chosen.count(), 2);
    QVERIFY(m_list->view()->selectionModel()->isRowSelected(rowOf(QStringLiteral("beta")).row()));
    QVERIFY(m_list->view()->selectionModel()->isRowSelected(rowOf(QStringLiteral("alpha")).row()));
    QCOMPARE(m_list->view()->selectionModel()->selectedRows().size(), 2);
}

void TestPartitionList::keyboardMovesBetweenFilterAndList()
{
    QSignalSpy chosen(m_list, &PartitionList::partitionsChosen);
    QLineEdit *filter = m_list->filterEdit();
    filter->setFocus();
    QTest::keyClicks(filter, QStringLiteral("eta"));
    QTest::keyClick(filter, Qt::Key_Down);
    QTRY_VERIFY(m_list->view()->hasFocus());
    // The first shown row becomes the choice; Down moves it.
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.last().at(2).toStringList(), QStringList {"Metal"});
    QTest::keyClick(m_list->view(), Qt::Key_Down);
    QCOMPARE(chosen.last().at(2).toStringList(), QStringList {"beta"});
    QTest::keyClick(m_list->view(), Qt::Key_Up, Qt::ShiftModifier);
    QCOMPARE(chosen.last().at(2).toStringList(), (QStringList {"Metal", "beta"}));
    // Up from the first row goes back to the filter.
    QTest::keyClick(m_list->view(), Qt::Key_Up);
    QTest::keyClick(m_list->view(), Qt::Key_Up);
    QTRY_VERIFY(filter->hasFocus());
}

void TestPartitionList::newTableForgetsTheChoice()
{
    QSignalSpy chosen(m_list, &PartitionList::partitionsChosen);
    click(QStringLiteral("beta"));
    QCOMPARE(chosen.count(), 1);
    QSignalSpy pages(m_list->model(), &PartitionListModel::pageLoaded);
    m_list->setTable(AccountName, QStringLiteral("Other"));
    QTRY_COMPARE(pages.count(), 1);
    // The main window narrows the grid for the new table itself: no signal for the old choice.
    QCOMPARE(chosen.count(), 1);
    QVERIFY(m_list->chosenPartitions().isEmpty());
    QCOMPARE(m_list->model()->rowCount(), 1);
    QVERIFY(!m_list->findChild<QPushButton *>(QStringLiteral("allPartitions"))->isEnabled());
}

void TestPartitionList::f5ReloadsAndKeepsTheChoice()
{
    QSignalSpy chosen(m_list, &PartitionList::partitionsChosen);
    click(QStringLiteral("zeta"));
    QCOMPARE(chosen.count(), 1);
    // A write elsewhere: a new partition in this table (last, so the other tests do not see it).
    QVERIFY(m_store->insertEntity(AccountName, Table, Entity(QStringLiteral("zz"), QStringLiteral("1"))));
    QSignalSpy totals(m_list->model(), &PartitionListModel::totalsLoaded);
    m_list->view()->setFocus();
    QTest::keyClick(m_list->view(), Qt::Key_F5);
    QTRY_VERIFY(totals.count() == 1 && m_list->model()->isExhausted() && !m_list->model()->isLoading());
    QCOMPARE(m_list->model()->rowCount(), 7);
    QVERIFY2(m_list->summaryText().startsWith(QLatin1String("7 partitions, 17 entities")),
        qPrintable(m_list->summaryText()));
    // The grid keeps its partition, and the list shows it chosen again.
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(m_list->chosenPartitions(), QStringList {"zeta"});
    QVERIFY(m_list->view()->selectionModel()->isRowSelected(rowOf(QStringLiteral("zeta")).row()));
    QVERIFY(m_store->deleteEntity(AccountName, Table, QStringLiteral("zz"), QStringLiteral("1")));
}

void TestPartitionList::closingTheStoreEmptiesTheList()
{
    click(QStringLiteral("beta"));
    QCOMPARE(m_list->chosenPartitions(), QStringList {"beta"});
    m_session->setStore(nullptr);
    QCOMPARE(m_list->model()->rowCount(), 0);
    QVERIFY(m_list->chosenPartitions().isEmpty());
    QVERIFY(!m_list->findChild<QPushButton *>(QStringLiteral("allPartitions"))->isEnabled());
    QCOMPARE(m_list->summaryText(), QStringLiteral("Choose a table to see its partitions."));
}

QTEST_MAIN(TestPartitionList)
#include "tst_partitionlist.moc"
