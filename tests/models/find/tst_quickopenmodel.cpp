// QuickOpenModel and QuickOpenFilter: which names a pattern keeps (characters in order, any case), in what
// order (a prefix before a word start before scattered characters; the shorter name on a tie), the
// source's order for an empty pattern, and the tables and connections a Stores tree lists.
#include "support/teststore.h"

#include "models/connections/savedconnections.h"
#include "models/find/quickopenmodel.h"
#include "models/find/tablenamecache.h"
#include "models/session/openplaces.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

QList<QuickOpenItem> tables(const QStringList &names)
{
    QList<QuickOpenItem> items;
    for (const QString &name : names)
        items.append({QuickOpenItem::Kind::Table, name, u"devstoreaccount1"_s, QString(), -1, QString()});
    return items;
}

QStringList shown(const QuickOpenFilter &filter)
{
    QStringList names;
    for (int row = 0; row < filter.rowCount(); ++row)
        names << filter.index(row, 0).data(QuickOpenModel::NameRole).toString();
    return names;
}

} // namespace

class TestQuickOpenModel : public QObject
{
    Q_OBJECT

private slots:
    void score_data();
    void score();
    void filtersAndRanks_data();
    void filtersAndRanks();
    void manyNames();
    void listsTheTree();
    void listsEveryOpenPlaceAndTheCachedConnections();
};

void TestQuickOpenModel::score_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("matches");

    QTest::newRow("empty pattern") << QString() << u"Orders"_s << true;
    QTest::newRow("prefix") << u"ord"_s << u"Orders"_s << true;
    QTest::newRow("any case") << u"ORD"_s << u"orders"_s << true;
    QTest::newRow("subsequence") << u"cor"_s << u"CustomerOrders"_s << true;
    QTest::newRow("out of order") << u"dro"_s << u"Orders"_s << false;
    QTest::newRow("missing character") << u"ordx"_s << u"Orders"_s << false;
    QTest::newRow("longer than the name") << u"orderss"_s << u"Orders"_s << false;
    QTest::newRow("non-ASCII folds") << u"ÄPF"_s << u"äpfel"_s << true;
}

void TestQuickOpenModel::score()
{
    QFETCH(QString, pattern);
    QFETCH(QString, text);
    QFETCH(bool, matches);
    QCOMPARE(fuzzyMatchScore(pattern, text) >= 0, matches);
}

void TestQuickOpenModel::filtersAndRanks_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QStringList>("expected");

    const QStringList names {
        u"Users"_s, u"ProductReviewDetails"_s, u"CustomerOrders"_s, u"Orders"_s, u"OrderLines"_s, u"Audit"_s};
    QTest::newRow("empty: source order") << names << QString() << names;
    QTest::newRow("prefix, word start, scattered")
        << names << u"ord"_s
        << QStringList {u"Orders"_s, u"OrderLines"_s, u"CustomerOrders"_s, u"ProductReviewDetails"_s};
    QTest::newRow("word starts beat a run inside a word") << QStringList {u"production"_s,
        u"ProductDetails"_s} << u"pd"_s << QStringList {u"ProductDetails"_s, u"production"_s};
    QTest::newRow("separators start words")
        << QStringList {u"xaxbx"_s, u"audit_by_date"_s} << u"abd"_s << QStringList {u"audit_by_date"_s};
    QTest::newRow("tie: shorter first") << QStringList {u"LogsArchive"_s, u"Logs"_s} << u"logs"_s
                                        << QStringList {u"Logs"_s, u"LogsArchive"_s};
    QTest::newRow("nothing") << names << u"zz"_s << QStringList {};
}

void TestQuickOpenModel::filtersAndRanks()
{
    QFETCH(QStringList, names);
    QFETCH(QString, pattern);
    QFETCH(QStringList, expected);
    QuickOpenModel model;
    QuickOpenFilter filter;
    QAbstractItemModelTester sourceTester(&model);
    QAbstractItemModelTester tester(&filter);
    filter.setSourceModel(&model);
    model.setItems(tables(names));
    filter.setPattern(pattern);
    QCOMPARE(shown(filter), expected);
    // Typing on and taking characters back again.
    filter.setPattern(pattern + u"q"_s);
    filter.setPattern(pattern);
    QCOMPARE(shown(filter), expected);
}

void TestQuickOpenModel::manyNames()
{
    // 10,000 tables: each name once per pattern (the time is printed by rowan-quickopenbench).
    QStringList names;
    for (int i = 0; i < 10000; ++i)
        names << u"Table%1_%2"_s.arg(i, 5, 10, QLatin1Char('0')).arg(i % 7 == 0 ? u"orders"_s : u"logs"_s);
    QuickOpenModel model;
    model.setItems(tables(names));
    QuickOpenFilter filter;
    filter.setSourceModel(&model);
    QCOMPARE(filter.rowCount(), 10000);
    filter.setPattern(u"ord"_s);
    QCOMPARE(filter.rowCount(), int(std::count_if(names.cbegin(), names.cend(), [](const QString &n) {
        return fuzzyMatchScore(u"ord", n) >= 0;
    })));
    filter.setPattern(u"09999"_s);
    QCOMPARE(filter.index(0, 0).data(QuickOpenModel::NameRole).toString(), names.last());
}

void TestQuickOpenModel::listsTheTree()
{
    QTemporaryDir dir;
    auto store = TestStoreBuilder(dir, u"quick.rowan"_s).table(u"Orders"_s).table(u"Users"_s).build();
    QVERIFY(store);
    ServiceSession session;
    StoreTreeModel tree(&session);
    QSignalSpy loaded(&tree, &StoreTreeModel::loaded);
    session.setStore(store);
    tree.refresh();
    QTRY_VERIFY(!loaded.isEmpty() && !tree.isLoading());
    const QList<QuickOpenItem> items = QuickOpenModel::itemsOf(tree);
    QStringList names;
    for (const QuickOpenItem &item : items) {
        QCOMPARE(item.kind, QuickOpenItem::Kind::Table);
        QCOMPARE(item.account, TestStoreBuilder::account());
        names << item.name;
    }
    QCOMPARE(names, (QStringList {u"Orders"_s, u"Users"_s}));
}

// Two stores open side by side, and a saved connection not open whose tables were listed before: every table
// is offered, each with its place.
void TestQuickOpenModel::listsEveryOpenPlaceAndTheCachedConnections()
{
    QTemporaryDir dir;
    auto first = TestStoreBuilder(dir, u"first.rowan"_s).table(u"Orders"_s).build();
    auto second = TestStoreBuilder(dir, u"second.rowan"_s).table(u"Users"_s).build();
    QVERIFY(first && second);
    ServiceSession session;
    StoreTreeModel tree(&session);
    SavedConnections saved;
    const QString id = saved.save(SavedConnection {{}, u"prod"_s, {}, u"https://prod.example"_s, {}});
    tree.setConnections(&saved);
    QSignalSpy loaded(&tree, &StoreTreeModel::loaded);
    tree.places()->showStore(dir.filePath(u"first.rowan"_s), first);
    QTRY_VERIFY(!loaded.isEmpty() && !tree.isLoading());
    loaded.clear();
    tree.places()->showStore(dir.filePath(u"second.rowan"_s), second);
    QTRY_VERIFY(!loaded.isEmpty() && !tree.isLoading());

    TableNameCache cache;
    cache.remember(id, {{u"prodaccount"_s, u"Invoices"_s}, {u"prodaccount"_s, u"Ledger"_s}});
    QStringList rows;
    for (const QuickOpenItem &item : QuickOpenModel::itemsOf(tree, &cache))
        rows << u"%1 %2 %3 %4 %5"_s.arg(int(item.kind))
                    .arg(item.name, item.placeName, item.connectionId)
                    .arg(item.place);
    const QString table = QString::number(int(QuickOpenItem::Kind::Table));
    const QString connection = QString::number(int(QuickOpenItem::Kind::Connection));
    QCOMPARE(rows,
        (QStringList {table + u" Orders first.rowan  0"_s, table + u" Users second.rowan  1"_s,
            table + u" Invoices prod "_s + id + u" -1"_s, table + u" Ledger prod "_s + id + u" -1"_s,
            connection + u" prod  "_s + id + u" -1"_s}));
    QuickOpenModel model;
    model.setItems(QuickOpenModel::itemsOf(tree, &cache));
    QCOMPARE(model.index(0, 0).data().toString(), u"Orders — devstoreaccount1 in first.rowan"_s);
    QCOMPARE(model.index(2, 0).data(QuickOpenModel::PlaceRole).toInt(), -1);
    QVERIFY(model.index(2, 0).data(Qt::ToolTipRole).toString().contains(u"connects to prod"_s));
    // Without the cache, the connection is only a row to connect to.
    QCOMPARE(QuickOpenModel::itemsOf(tree).size(), 3);
    tree.setConnections(nullptr);
}

QTEST_MAIN(TestQuickOpenModel)
#include "tst_quickopenmodel.moc"
