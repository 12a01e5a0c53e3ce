// FindBar: drives FindJob on an embedded store and shows the matches as the grid's rows (substring, whole
// word, regular expression, case, Unicode case folding, chosen properties, the query's results), highlights
// the matching cells, steps through them with F3 / Shift+F3 in the order the columns are shown, cancels, says
// when the text index answered, and Esc gives the table back.
#include "support/teststore.h"

#include "ui/find/findbar.h"

#include "models/grid/entitytablemodel.h"
#include "models/grid/findjob.h"
#include "models/session/servicesession.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 Entities = 100;

Entity item(qint64 i)
{
    Entity e(u"p%1"_s.arg(i / 10), u"r%1"_s.arg(i, 5, 10, QLatin1Char('0')));
    const QString name = i % 4 == 0 ? u"Grüße aus Köln %1"_s : i % 4 == 1 ? u"GRUSS %1"_s : u"item %1"_s;
    e.appendProperty(u"Name"_s, Value::string(name.arg(i)));
    const QString note = i % 5 == 0 ? u"hello_world"_s : i % 5 == 1 ? u"hello world"_s : u"bye"_s;
    e.appendProperty(u"Note"_s, Value::string(note));
    return e;
}

struct Fixture
{
    explicit Fixture(const std::shared_ptr<Store> &store, const QString &table = u"Items"_s)
        : model(&session)
        , bar(&model, &view)
    {
        session.setStore(store);
        view.setModel(&model);
        model.setTable(TestStoreBuilder::account(), table);
    }
    void search(const QString &text, bool caseSensitive = false, bool word = false, bool regex = false)
    {
        bar.findChild<QLineEdit *>(u"findText"_s)->setText(text);
        bar.findChild<QCheckBox *>(u"findCase"_s)->setChecked(caseSensitive);
        bar.findChild<QCheckBox *>(u"findWholeWord"_s)->setChecked(word);
        bar.findChild<QCheckBox *>(u"findRegex"_s)->setChecked(regex);
        QSignalSpy ended(&bar, &FindBar::searchEnded);
        bar.run();
        QTRY_COMPARE(ended.size(), 1);
    }

    ServiceSession session;
    EntityTableModel model;
    QTableView view;
    FindBar bar;
};

} // namespace

class TestFindBar : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void findsMatches_data();
    void findsMatches();
    void queryResultsOnly();
    void stepsThroughMatchesInShownOrder();
    void highlightsMatchingCells();
    void cancelKeepsMatchesFound();
    void badExpressionSaysWhy();
    void sayWhenTheIndexAnswered();
    void escapeShowsTheTableAgain();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
};

void TestFindBar::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = TestStoreBuilder(m_dir, u"findbar.rowan"_s)
                  .table(u"Items"_s, Entities, item)
                  .table(u"Indexed"_s, Entities, item)
                  .table(u"Large"_s, 30000, item)
                  .build();
    QVERIFY(m_store);
    QVERIFY(m_store->createTextIndex(TestStoreBuilder::account(), u"Indexed"_s));
}

void TestFindBar::findsMatches_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("caseSensitive");
    QTest::addColumn<bool>("word");
    QTest::addColumn<bool>("regex");
    QTest::addColumn<QStringList>("properties");
    QTest::addColumn<int>("expected");

    const QStringList all;
    QTest::newRow("substring") << u"hello"_s << false << false << false << all << 40;
    QTest::newRow("substring in RowKey") << u"r0001"_s << false << false << false << all << 10;
    QTest::newRow("whole word") << u"hello"_s << false << true << false << all << 20;
    QTest::newRow("case folded") << u"grüße"_s << false << false << false << all << 25;
    QTest::newRow("capital sharp s folds") << u"GRÜẞE"_s << false << false << false << all << 25;
    // 'ss' finds 'ß' only where Qt's case folding (the engine's rule) expands it.
    QTest::newRow("sharp s as the engine folds it")
        << u"GRÜSSE"_s << false << false << false << all
        << (u"Grüße"_s.toCaseFolded().contains(u"grüsse"_s) ? 25 : 0);
    QTest::newRow("case-sensitive, other case") << u"grüße"_s << true << false << false << all << 0;
    QTest::newRow("case-sensitive, same case") << u"Grüße"_s << true << false << false << all << 25;
    QTest::newRow("regex") << u"^item 1\\d$"_s << false << false << true << all << 6;
    QTest::newRow("regex, case folded") << u"^ITEM 1\\d$"_s << false << false << true << all << 6;
    QTest::newRow("regex, case-sensitive") << u"^ITEM 1\\d$"_s << true << false << true << all << 0;
    QTest::newRow("chosen property holds it")
        << u"item"_s << false << false << false << QStringList {u"Name"_s} << 50;
    QTest::newRow("chosen property lacks it")
        << u"item"_s << false << false << false << QStringList {u"Note"_s} << 0;
}

void TestFindBar::findsMatches()
{
    QFETCH(QString, text);
    QFETCH(bool, caseSensitive);
    QFETCH(bool, word);
    QFETCH(bool, regex);
    QFETCH(QStringList, properties);
    QFETCH(int, expected);
    Fixture f(m_store);
    QTRY_VERIFY(f.model.rowCount() > 0);
    f.bar.setProperties(properties);
    const SearchRequest request = [&] {
        f.bar.findChild<QLineEdit *>(u"findText"_s)->setText(text);
        f.bar.findChild<QCheckBox *>(u"findCase"_s)->setChecked(caseSensitive);
        f.bar.findChild<QCheckBox *>(u"findWholeWord"_s)->setChecked(word);
        f.bar.findChild<QCheckBox *>(u"findRegex"_s)->setChecked(regex);
        return f.bar.request();
    }();
    QCOMPARE(request.caseSensitive, caseSensitive);
    QCOMPARE(request.mode, regex ? SearchMode::Regex : word ? SearchMode::WholeWord : SearchMode::Contains);
    QCOMPARE(request.properties, properties);
    QCOMPARE(request.limit, FindBar::MaxMatches);
    f.search(text, caseSensitive, word, regex);
    QVERIFY(f.model.isFindResults());
    QCOMPARE(f.model.rowCount(), expected);
    QVERIFY2(f.bar.statusText().contains(QString::number(expected)), qPrintable(f.bar.statusText()));
    const auto matcher = TextMatcher::create(request);
    QVERIFY(matcher);
    QString previous;
    for (int row = 0; row < f.model.rowCount(); ++row) {
        QVERIFY(f.model.isRowLoaded(row));
        const Entity &entity = f.model.entityAt(row);
        // Key order, each row a match by the engine's own rule, with the properties that matched.
        const QString key = entity.partitionKey() + u'\x1f' + entity.rowKey();
        QVERIFY(key > previous);
        previous = key;
        QCOMPARE(f.model.matchedProperties(row), matcher->matchingProperties(entity));
        QVERIFY(!f.model.matchedProperties(row).isEmpty());
    }
}

void TestFindBar::queryResultsOnly()
{
    Fixture f(m_store);
    const auto filter = Filter::fromText(u"Note eq 'bye'"_s);
    QVERIFY(filter);
    f.model.setQuery(TestStoreBuilder::account(), u"Items"_s, *filter);
    QTRY_VERIFY(f.model.rowCount() > 0);
    auto *scope = f.bar.findChild<QComboBox *>(u"findScope"_s);
    f.bar.open();
    QVERIFY(scope->isEnabled());
    scope->setCurrentIndex(1);
    f.search(u"item"_s);
    QCOMPARE(f.model.rowCount(), 30);
    for (int row = 0; row < f.model.rowCount(); ++row)
        QCOMPARE(f.model.entityAt(row).property(u"Note"_s)->toString(), u"bye"_s);
    // Closing the bar shows the query again.
    f.bar.closeBar();
    QVERIFY(f.model.isQuery());
    QCOMPARE(f.model.queryFilter().toString(), filter->toString());
}

void TestFindBar::stepsThroughMatchesInShownOrder()
{
    Fixture f(m_store);
    QTRY_VERIFY(f.model.rowCount() > 0);
    f.bar.setProperties({u"Name"_s, u"Note"_s});
    f.search(u"."_s, false, false, true); // every Name and every Note
    QCOMPARE(f.model.rowCount(), int(Entities));
    // The first match is made current when it arrives.
    QCOMPARE(f.model.columnProperty(f.view.currentIndex().column()), u"Name"_s);
    QCOMPARE(f.view.currentIndex().row(), 0);
    f.view.horizontalHeader()->moveSection(f.model.columnCount() - 1, 0); // Note first
    f.view.setCurrentIndex(QModelIndex());
    QList<QModelIndex> expected;
    for (int row = 0; row < f.model.rowCount(); ++row)
        for (int visual = 0; visual < f.model.columnCount(); ++visual) {
            const QModelIndex cell = f.model.index(row, f.view.horizontalHeader()->logicalIndex(visual));
            if (cell.data(EntityTableModel::MatchRole).toBool())
                expected.append(cell);
        }
    QCOMPARE(expected.size(), qsizetype(2 * Entities));
    QCOMPARE(f.model.columnProperty(expected.at(0).column()), u"Note"_s);
    QCOMPARE(f.model.columnProperty(expected.at(1).column()), u"Name"_s);
    // F3 goes from cell to cell in the order shown and wraps at the end.
    for (qsizetype i = 0; i <= expected.size(); ++i) {
        QVERIFY(f.bar.findNext());
        QCOMPARE(f.view.currentIndex(), expected.at(i % expected.size()));
    }
    // Shift+F3 goes back, wrapping at the start.
    QVERIFY(f.bar.findPrevious());
    QCOMPARE(f.view.currentIndex(), expected.last());
    QVERIFY(f.bar.findPrevious());
    QCOMPARE(f.view.currentIndex(), expected.at(expected.size() - 2));
    // The window's actions carry the keys.
    QCOMPARE(f.bar.findNextAction()->shortcut(), QKeySequence(QKeySequence::FindNext));
    QCOMPARE(f.bar.findPreviousAction()->shortcut(), QKeySequence(QKeySequence::FindPrevious));
    QCOMPARE(f.bar.findAction()->shortcut(), QKeySequence(QKeySequence::Find));
}

void TestFindBar::highlightsMatchingCells()
{
    Fixture f(m_store);
    QTRY_VERIFY(f.model.rowCount() > 0);
    // Before a search nothing is highlighted.
    QCOMPARE(f.model.index(0, 3).data(EntityTableModel::MatchRole).toBool(), false);
    QVERIFY(!f.model.index(0, 3).data(Qt::BackgroundRole).isValid());
    f.search(u"hello world"_s);
    QVERIFY(f.model.rowCount() > 0);
    for (int row = 0; row < f.model.rowCount(); ++row) {
        for (int column = 0; column < f.model.columnCount(); ++column) {
            const QModelIndex cell = f.model.index(row, column);
            const bool matched = f.model.matchedProperties(row).contains(f.model.columnProperty(column));
            QCOMPARE(cell.data(EntityTableModel::MatchRole).toBool(), matched);
            QCOMPARE(cell.data(Qt::BackgroundRole).isValid(), matched);
        }
    }
}

void TestFindBar::cancelKeepsMatchesFound()
{
    Fixture f(m_store, u"Large"_s);
    QTRY_VERIFY(f.model.rowCount() > 0);
    f.bar.findChild<QLineEdit *>(u"findText"_s)->setText(u"item"_s);
    QSignalSpy cancelled(f.bar.job(), &FindJob::cancelled);
    QSignalSpy ended(&f.bar, &FindBar::searchEnded);
    f.bar.run();
    QVERIFY(f.bar.job()->isRunning());
    f.bar.cancel();
    QCOMPARE(cancelled.size(), 1);
    QCOMPARE(ended.size(), 1);
    QVERIFY(!f.bar.job()->isRunning());
    QVERIFY(f.bar.statusText().startsWith(u"Cancelled"_s));
    const int shown = f.model.rowCount();
    QVERIFY(shown < 15000);
    QTest::qWait(200);
    QCOMPARE(f.model.rowCount(), shown); // nothing of the dropped run arrives
    QVERIFY(f.model.isFindResults());
}

void TestFindBar::badExpressionSaysWhy()
{
    Fixture f(m_store);
    f.search(u"(a"_s, false, false, true);
    QVERIFY2(f.bar.statusText().contains(u"not valid"_s), qPrintable(f.bar.statusText()));
}

void TestFindBar::sayWhenTheIndexAnswered()
{
    Fixture indexed(m_store, u"Indexed"_s);
    indexed.search(u"grüße aus"_s);
    QCOMPARE(indexed.model.rowCount(), 25);
    QVERIFY2(indexed.bar.statusText().contains(u"text index"_s), qPrintable(indexed.bar.statusText()));
    Fixture scanned(m_store);
    scanned.search(u"grüße aus"_s);
    QCOMPARE(scanned.model.rowCount(), 25);
    QVERIFY2(!scanned.bar.statusText().contains(u"text index"_s), qPrintable(scanned.bar.statusText()));
    QVERIFY2(
        scanned.bar.statusText().contains(QString::number(Entities)), qPrintable(scanned.bar.statusText()));
}

void TestFindBar::escapeShowsTheTableAgain()
{
    Fixture f(m_store);
    QTRY_VERIFY(f.model.rowCount() > 0);
    f.bar.open();
    f.search(u"hello world"_s);
    QCOMPARE(f.model.rowCount(), 20);
    QTest::keyClick(f.bar.findChild<QLineEdit *>(u"findText"_s), Qt::Key_Escape);
    QVERIFY(f.bar.isHidden());
    QVERIFY(!f.model.isFindResults());
    QCOMPARE(f.model.table(), u"Items"_s);
    QTRY_COMPARE(f.model.rowCount(), int(Entities));
    QVERIFY(!f.model.index(0, 3).data(EntityTableModel::MatchRole).toBool());
}

QTEST_MAIN(TestFindBar)
#include "tst_findbar.moc"
