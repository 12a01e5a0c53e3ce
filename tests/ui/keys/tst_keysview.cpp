// KeysView: the findings of the demo tables appear (on a worker, the sample stated, details of the chosen
// finding), a hidden view waits until shown, Cancel stops a run, closing the store empties the view; the
// locator places keys among their real neighbours and warns about broken padding; the order comparison
// marks keys that sort differently.
#include "ui/keys/keybuilderpanel.h"
#include "ui/keys/keysview.h"

#include "models/keys/keyfindingsjob.h"
#include "models/keys/keyfindingsmodel.h"
#include "models/keys/keyfixjob.h"
#include "models/session/servicesession.h"
#include "support/teststore.h"

#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

using namespace rowan;

namespace {
const QString AccountName = QStringLiteral("devstoreaccount1");
}

class TestKeysView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void demoTableFindings_data();
    void demoTableFindings();
    void hiddenViewWaits();
    void cancelStops();
    void fixOffersTheRule_data();
    void fixOffersTheRule();
    void closingTheStoreEmpties();
    void locateKey_data();
    void locateKey();
    void orderComparison_data();
    void orderComparison();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    ServiceSession *m_session = nullptr;
    KeysView *m_view = nullptr;
};

void TestKeysView::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QList<Entity> numbers;
    for (int i : {1, 2, 5, 9, 10, 11, 20, 100})
        numbers.append(Entity(QStringLiteral("n"), QString::number(i)));
    m_store = TestStoreBuilder(m_dir, QStringLiteral("keys.rowan"))
                  .demo()
                  .table(QStringLiteral("Numbers"), numbers)
                  .table(QStringLiteral("Hot"), 46,
                      [](qint64 i) {
                          return Entity(i < 40 ? QStringLiteral("hot") : QStringLiteral("c%1").arg(i % 3),
                              QStringLiteral("r%1").arg(i, 2, 10, QLatin1Char('0')));
                      })
                  .build();
    QVERIFY(m_store);
}

void TestKeysView::init()
{
    m_session = new ServiceSession;
    m_session->setStore(m_store);
    m_view = new KeysView(m_session);
    m_view->resize(800, 600);
    m_view->show();
}

void TestKeysView::cleanup()
{
    delete m_view;
    m_session->pool()->waitForDone();
    delete m_session;
}

void TestKeysView::demoTableFindings_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("firstPattern");
    QTest::newRow("EmployeeExpense") << QStringLiteral("EmployeeExpense")
                                     << QStringLiteral("Log tail pattern");
    QTest::newRow("Marathon") << QStringLiteral("Marathon")
                              << QStringLiteral("Intra-partition secondary index pattern");
    QTest::newRow("Numbers") << QStringLiteral("Numbers") << QString();
}

void TestKeysView::demoTableFindings()
{
    QFETCH(QString, table);
    QFETCH(QString, firstPattern);
    QSignalSpy shown(m_view, &KeysView::findingsShown);
    m_view->setTable(AccountName, table);
    QVERIFY(m_view->job()->isRunning());
    QTRY_COMPARE(shown.size(), 1);
    QVERIFY(m_view->model()->rowCount() > 0);
    QVERIFY2(m_view->statusText().contains(QStringLiteral("Read all ")), qPrintable(m_view->statusText()));
    if (!firstPattern.isEmpty())
        QCOMPARE(m_view->model()->findingAt(0).pattern, firstPattern);
    QStringList rules;
    for (int r = 0; r < m_view->model()->rowCount(); ++r)
        rules.append(m_view->model()->findingAt(r).ruleId);
    if (firstPattern.isEmpty())
        QVERIFY2(rules.contains(QStringLiteral("numeric-padding")), qPrintable(rules.join(u' ')));
    // The first finding is chosen and its details shown, with the keys as evidence.
    QCOMPARE(m_view->view()->currentIndex().row(), 0);
    const KeyFinding &f = m_view->model()->findingAt(0);
    QVERIFY2(m_view->detailsText().contains(f.fix), qPrintable(m_view->detailsText()));
    QVERIFY(m_view->detailsText().contains(f.evidence.first()));
}

void TestKeysView::fixOffersTheRule_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("partitionKey");
    QTest::addColumn<QString>("rowKey");
    QTest::addColumn<QStringList>("partitions");
    QTest::newRow("unpadded RowKeys") << QStringLiteral("Numbers") << QStringLiteral("numeric-padding")
                                      << QString() << QStringLiteral("{RowKey:D3}") << QStringList();
    QTest::newRow("hot partition") << QStringLiteral("Hot") << QStringLiteral("dominant-partition")
                                   << QStringLiteral("{revdate(Timestamp)}_{PartitionKey}") << QString()
                                   << QStringList {QStringLiteral("hot")};
    QTest::newRow("log tail: nothing to fix") << QStringLiteral("EmployeeExpense") << QStringLiteral("log-tail")
                                              << QString() << QString() << QStringList();
}

void TestKeysView::fixOffersTheRule()
{
    QFETCH(QString, table);
    QFETCH(QString, rule);
    QFETCH(QString, partitionKey);
    QFETCH(QString, rowKey);
    QFETCH(QStringList, partitions);
    QSignalSpy shown(m_view, &KeysView::findingsShown);
    m_view->setTable(AccountName, table);
    QTRY_COMPARE(shown.size(), 1);
    int row = -1;
    for (int r = 0; r < m_view->model()->rowCount() && row < 0; ++r)
        if (m_view->model()->findingAt(r).ruleId == rule)
            row = r;
    QVERIFY2(row >= 0, qPrintable(rule));
    m_view->view()->setCurrentIndex(m_view->model()->index(row, 0));
    QPushButton *fix = m_view->fixButton();
    if (partitionKey.isEmpty() && rowKey.isEmpty()) {
        QVERIFY(!fix->isVisible());
        return;
    }
    QVERIFY(fix->isVisible() && fix->isEnabled());
    QSignalSpy requested(m_view, &KeysView::fixRequested);
    QTest::mouseClick(fix, Qt::LeftButton);
    QVERIFY(requested.wait(10000));
    const auto suggestion = requested.first().first().value<KeyFixSuggestion>();
    QCOMPARE(suggestion.table, table);
    QCOMPARE(suggestion.partitionKeyTemplate, partitionKey);
    QCOMPARE(suggestion.rowKeyTemplate, rowKey);
    QCOMPARE(suggestion.partitions, partitions);
    QCOMPARE(suggestion.finding, m_view->model()->findingAt(row).title);
}

void TestKeysView::hiddenViewWaits()
{
    m_view->hide();
    QSignalSpy shown(m_view, &KeysView::findingsShown);
    m_view->setTable(AccountName, QStringLiteral("Marathon"));
    QVERIFY(!m_view->job()->isRunning());
    m_view->show();
    QVERIFY(m_view->job()->isRunning());
    QTRY_COMPARE(shown.size(), 1);
}

void TestKeysView::cancelStops()
{
    m_view->setTable(AccountName, QStringLiteral("Marathon"));
    auto *cancel = m_view->findChild<QPushButton *>(QStringLiteral("keysCancel"));
    QVERIFY(cancel && cancel->isVisible());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(!m_view->job()->isRunning());
    QVERIFY(m_view->statusText().startsWith(QStringLiteral("Cancelled")));
    QVERIFY(!cancel->isVisible());
    auto *again = m_view->findChild<QPushButton *>(QStringLiteral("keysRefresh"));
    QVERIFY(again && again->isVisible());
    QSignalSpy shown(m_view, &KeysView::findingsShown);
    QTest::mouseClick(again, Qt::LeftButton);
    QTRY_COMPARE(shown.size(), 1);
}

void TestKeysView::closingTheStoreEmpties()
{
    QSignalSpy shown(m_view, &KeysView::findingsShown);
    m_view->setTable(AccountName, QStringLiteral("Marathon"));
    QTRY_COMPARE(shown.size(), 1);
    m_session->setStore(nullptr);
    QCOMPARE(m_view->model()->rowCount(), 0);
    QVERIFY(m_view->statusText().startsWith(QStringLiteral("Choose a table")));
}

void TestKeysView::locateKey_data()
{
    QTest::addColumn<QString>("pk");
    QTest::addColumn<QString>("rk");
    QTest::addColumn<QStringList>("before");
    QTest::addColumn<QStringList>("after");
    QTest::addColumn<QString>("place");
    QTest::newRow("between 1 and 2") << QStringLiteral("n") << QStringLiteral("15")
                                     << QStringList {QStringLiteral("10"), QStringLiteral("100"),
                                            QStringLiteral("11")}
                                     << QStringList {QStringLiteral("2"), QStringLiteral("20")}
                                     << QStringLiteral("No entity has this key");
    QTest::newRow("existing") << QStringLiteral("n") << QStringLiteral("5")
                              << QStringList {QStringLiteral("11"), QStringLiteral("2"), QStringLiteral("20")}
                              << QStringList {QStringLiteral("9")}
                              << QStringLiteral("An entity with this key exists");
}

void TestKeysView::locateKey()
{
    QFETCH(QString, pk);
    QFETCH(QString, rk);
    QFETCH(QStringList, before);
    QFETCH(QStringList, after);
    QFETCH(QString, place);
    m_view->setTable(AccountName, QStringLiteral("Numbers"));
    KeyBuilderPanel *panel = m_view->locator();
    panel->partitionKeyEdit()->setText(pk);
    panel->rowKeyEdit()->setText(rk);
    QSignalSpy located(panel, &KeyBuilderPanel::located);
    panel->locate();
    QTRY_COMPARE(located.size(), 1);
    QVERIFY2(panel->placeText().contains(place), qPrintable(panel->placeText()));
    QVERIFY(panel->placeText().contains(QStringLiteral("holds 8 entities")));
    QTreeWidget *list = panel->neighbours();
    QStringList got;
    for (int i = 0; i < list->topLevelItemCount(); ++i)
        got.append(list->topLevelItem(i)->text(1));
    // Up to five on each side; the nearest three before are checked.
    QCOMPARE(got.mid(got.indexOf(rk) - before.size(), before.size()), before);
    QCOMPARE(got.mid(got.indexOf(rk) + 1, after.size()), after);
}

void TestKeysView::orderComparison_data()
{
    QTest::addColumn<QString>("keys");
    QTest::addColumn<QStringList>("service");
    QTest::addColumn<QStringList>("natural");
    QTest::addColumn<QString>("summary");
    QTest::newRow("unpadded") << QStringLiteral(
        "9\n10\n100") << QStringList {QStringLiteral("10"), QStringLiteral("100"), QStringLiteral("9")}
                              << QStringList {QStringLiteral("9"), QStringLiteral("10"),
                                     QStringLiteral("100")}
                              << QStringLiteral("sort elsewhere");
    QTest::newRow("padded") << QStringLiteral(
        "009\n010\n100") << QStringList {QStringLiteral("009"), QStringLiteral("010"), QStringLiteral("100")}
                            << QStringList {QStringLiteral("009"), QStringLiteral("010"),
                                   QStringLiteral("100")}
                            << QStringLiteral("as a person would");
    QTest::newRow("one key") << QStringLiteral("x") << QStringList {QStringLiteral("x")}
                             << QStringList {QStringLiteral("x")} << QStringLiteral("two or more");
}

void TestKeysView::orderComparison()
{
    QFETCH(QString, keys);
    QFETCH(QStringList, service);
    QFETCH(QStringList, natural);
    QFETCH(QString, summary);
    KeyBuilderPanel *panel = m_view->locator();
    panel->orderInput()->setPlainText(keys);
    QStringList gotService, gotNatural;
    for (int i = 0; i < panel->orders()->topLevelItemCount(); ++i) {
        gotService.append(panel->orders()->topLevelItem(i)->text(0));
        gotNatural.append(panel->orders()->topLevelItem(i)->text(1));
    }
    QCOMPARE(gotService, service);
    QCOMPARE(gotNatural, natural);
    QVERIFY2(panel->orderSummary().contains(summary), qPrintable(panel->orderSummary()));
}

QTEST_MAIN(TestKeysView)
#include "tst_keysview.moc"
