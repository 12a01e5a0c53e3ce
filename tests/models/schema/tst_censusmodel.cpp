// CensusModel: a property row per property, a type row per type under a conflicting property only, the
// cells' texts, which cells have entities behind them and what they are called; keysFilterText() groups
// keys by partition under the service's comparison limit and finds exactly those entities.
#include "models/schema/censusmodel.h"
#include "support/teststore.h"

#include <rowan/filter.h>

#include <QAbstractItemModelTester>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

// Six entities in two partitions: Size is an Int32 in four and a String in two ("big" and ""); Note only
// in the first.
Census sampleCensus()
{
    CensusBuilder builder;
    for (int i = 0; i < 6; ++i) {
        Entity e(i < 3 ? u"a"_s : u"b"_s, QString::number(i));
        e.appendProperty(u"Size"_s,
            i == 1       ? Value::string(u"big"_s)
                : i == 4 ? Value::string(QString())
                         : Value::int32(10 * i));
        if (i == 0)
            e.appendProperty(u"Note"_s, Value::string(u"first"_s));
        if (!builder.add(e))
            qFatal("census");
    }
    return std::move(builder).finish(u"Things"_s);
}

QString text(const CensusModel &m, int row, int column, const QModelIndex &parent = {})
{
    return m.index(row, column, parent).data().toString();
}

} // namespace

class TestCensusModel : public QObject
{
    Q_OBJECT

private slots:
    void rowsAndCells()
    {
        CensusModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCensus(sampleCensus());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(text(model, 0, CensusModel::Property), u"Size"_s);
        QCOMPARE(text(model, 0, CensusModel::Type), u"2 types"_s);
        QCOMPARE(text(model, 0, CensusModel::Entities), u"6"_s);
        QCOMPARE(text(model, 0, CensusModel::Share), u"100%"_s);
        QCOMPARE(text(model, 0, CensusModel::Empty), u"1"_s);
        QCOMPARE(text(model, 0, CensusModel::Missing), QString());
        QCOMPARE(text(model, 0, CensusModel::Partitions), u"2"_s);
        QVERIFY(model.index(0, 0).data(CensusModel::TypeConflictRole).toBool());
        const QModelIndex size = model.index(0, 0);
        QCOMPARE(model.rowCount(size), 2);
        QCOMPARE(text(model, 0, CensusModel::Type, size), u"Edm.Int32"_s);
        QCOMPARE(text(model, 0, CensusModel::Entities, size), u"4"_s);
        QCOMPARE(text(model, 0, CensusModel::Range, size), u"0 … 50"_s);
        QCOMPARE(text(model, 1, CensusModel::Type, size), u"Edm.String"_s);
        QCOMPARE(text(model, 1, CensusModel::Share, size), u"33.3%"_s);
        QCOMPARE(text(model, 1, CensusModel::Range, size), u"0–3 chars"_s);
        QCOMPARE(text(model, 1, CensusModel::Examples, size), u"\"big\", \"\""_s);
        // A property with one type has no type rows: its row stands for the type.
        QCOMPARE(text(model, 1, CensusModel::Property), u"Note"_s);
        QCOMPARE(text(model, 1, CensusModel::Type), u"Edm.String"_s);
        QCOMPARE(text(model, 1, CensusModel::Missing), u"5"_s);
        QCOMPARE(text(model, 1, CensusModel::Share), u"16.7%"_s);
        QCOMPARE(model.rowCount(model.index(1, 0)), 0);
        QVERIFY(!model.index(1, 0).data(CensusModel::TypeConflictRole).toBool());
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.isEmpty());
    }

    void keysBehindCells_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("child"); // -1: the property row
        QTest::addColumn<int>("column");
        QTest::addColumn<QStringList>("keys");
        QTest::addColumn<QString>("description");
        QTest::newRow("a type's entities")
            << 0 << 1 << int(CensusModel::Entities) << QStringList {u"a/1"_s, u"b/4"_s}
            << u"Size stored as Edm.String"_s;
        QTest::newRow("its empty strings")
            << 0 << 1 << int(CensusModel::Empty) << QStringList {u"b/4"_s} << u"Size empty"_s;
        QTest::newRow("no empty Int32") << 0 << 0 << int(CensusModel::Empty) << QStringList {} << QString();
        QTest::newRow("conflicting row's entities")
            << 0 << -1 << int(CensusModel::Entities) << QStringList {} << QString();
        QTest::newRow("missing") << 1 << -1 << int(CensusModel::Missing)
                                 << QStringList {u"a/1"_s, u"a/2"_s, u"b/3"_s, u"b/4"_s, u"b/5"_s}
                                 << u"without Note"_s;
        QTest::newRow("one type's entities") << 1 << -1 << int(CensusModel::Entities)
                                             << QStringList {u"a/0"_s} << u"Note stored as Edm.String"_s;
        QTest::newRow("partitions") << 1 << -1 << int(CensusModel::Partitions) << QStringList {} << QString();
    }

    void keysBehindCells()
    {
        QFETCH(int, row);
        QFETCH(int, child);
        QFETCH(int, column);
        QFETCH(QStringList, keys);
        QFETCH(QString, description);
        CensusModel model;
        model.setCensus(sampleCensus());
        const QModelIndex index
            = child < 0 ? model.index(row, column) : model.index(child, column, model.index(row, 0));
        const CensusKeys *found = model.keysAt(index);
        QCOMPARE(found != nullptr, !keys.isEmpty());
        QCOMPARE(index.data(CensusModel::HasKeysRole).toBool(), !keys.isEmpty());
        QStringList texts;
        if (found) {
            for (const CensusKey &k : found->keys)
                texts << k.partitionKey + u'/' + k.rowKey;
        }
        QCOMPARE(texts, keys);
        QCOMPARE(model.keysDescription(index), description);
    }

    void filterFindsTheKeys_data()
    {
        QTest::addColumn<int>("partitions");
        QTest::addColumn<int>("perPartition");
        QTest::addColumn<int>("shown");
        QTest::newRow("one key") << 1 << 1 << 1;
        QTest::newRow("one partition, many keys") << 1 << 20 << 14;
        QTest::newRow("a key per partition") << 20 << 1 << 7;
        QTest::newRow("mixed") << 4 << 3 << 11;
    }

    // The filter keeps exactly the keys it covers, and no more than the service allows.
    void filterFindsTheKeys()
    {
        QFETCH(int, partitions);
        QFETCH(int, perPartition);
        QFETCH(int, shown);
        QList<CensusKey> keys;
        for (int p = 0; p < partitions; ++p) {
            for (int r = 0; r < perPartition; ++r)
                keys.append({u"p%1"_s.arg(p, 2, 10, QChar(u'0')), u"r%1"_s.arg(r, 2, 10, QChar(u'0'))});
        }
        qsizetype covered = -1;
        const QString text = keysFilterText(keys, &covered);
        QCOMPARE(covered, shown);
        Result<Filter> filter = Filter::fromText(text);
        QVERIFY2(filter, qPrintable(text));
        QVERIFY(filter->comparisonCount() <= limits::MaxFilterComparisons);
        int matched = 0;
        for (qsizetype i = 0; i < keys.size(); ++i) {
            const bool kept = filter->matches(Entity(keys[i].partitionKey, keys[i].rowKey));
            QCOMPARE(kept, i < covered);
            matched += kept;
        }
        QCOMPARE(matched, shown);
        QVERIFY(!filter->matches(Entity(u"p00"_s, u"zz"_s)));
        QVERIFY(keysFilterText({}).isEmpty());
    }

    // Keys with quotes survive the filter's literal quoting.
    void quotedKeys()
    {
        const QList<CensusKey> keys {{u"O'Brien"_s, u"it's"_s}};
        Result<Filter> filter = Filter::fromText(keysFilterText(keys));
        QVERIFY(filter);
        QVERIFY(filter->matches(Entity(u"O'Brien"_s, u"it's"_s)));
    }
};

QTEST_GUILESS_MAIN(TestCensusModel)
#include "tst_censusmodel.moc"
