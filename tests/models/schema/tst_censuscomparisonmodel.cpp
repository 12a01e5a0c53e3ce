// CensusComparisonModel: one row per property either census holds, in compareCensuses()'s order; each row
// marked exactly as compareCensuses() says (only left, only right, types differ, share differs, or not at
// all); Differences only keeps the marked rows; the summary counts the kinds with plurals; the colours the
// view gives reach the marked rows only.
#include "models/schema/censuscomparisonmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;
using Kind = CensusDifference::Kind;

namespace {

// A census of `entities` entities described by `spec`: "Name:Type:k" gives the next k entities without
// Name the property Name of EDM type Type (Int32 or String), so "A:Int32:8,A:String:2" is a type conflict.
Census census(const QString &table, int entities, const QString &spec)
{
    QList<Entity> made;
    for (int i = 0; i < entities; ++i)
        made.append(Entity(u"p"_s, u"%1"_s.arg(i, 4, 10, QLatin1Char('0'))));
    QHash<QString, int> next;
    for (const QString &part : spec.split(u',', Qt::SkipEmptyParts)) {
        const QStringList fields = part.split(u':');
        if (fields.size() != 3)
            qFatal("bad spec %s", qPrintable(part));
        const QString &name = fields[0];
        for (int k = fields[2].toInt(); k > 0; --k) {
            const int i = next[name]++;
            made[i].appendProperty(
                name, fields[1] == u"Int32" ? Value::int32(i) : Value::string(u"s%1"_s.arg(i)));
        }
    }
    CensusBuilder builder;
    for (const Entity &e : made) {
        if (!builder.add(e))
            qFatal("census");
    }
    return std::move(builder).finish(table);
}

QString text(const QAbstractItemModel &m, int row, int column)
{
    return m.index(row, column).data().toString();
}

// Five properties (the left's by name, all held by every entity, then New): Same alike, Gone only left, New
// only right, Amount a type conflict, Note a share.
void setMixed(CensusComparisonModel &model)
{
    model.setCensuses(
        census(u"Orders"_s, 10, u"Same:Int32:10,Gone:String:10,Amount:Int32:10,Note:String:10"_s),
        census(u"Orders"_s, 10, u"Same:Int32:10,New:Int32:3,Amount:Int32:9,Amount:String:1,Note:String:5"_s),
        u"production"_s, u"staging"_s);
}

} // namespace

class TestCensusComparisonModel : public QObject
{
    Q_OBJECT

private slots:
    void rowMark_data()
    {
        QTest::addColumn<int>("leftEntities");
        QTest::addColumn<QString>("left");
        QTest::addColumn<int>("rightEntities");
        QTest::addColumn<QString>("right");
        QTest::addColumn<int>("kind"); // of property A; -1 for none
        QTest::addColumn<QString>("marker");
        QTest::addColumn<QStringList>("cells"); // A's left share, left types, right share, right types
        QTest::addColumn<int>("rows");

        QTest::newRow("only left") << 4 << u"A:Int32:4,B:Int32:4"_s << 4 << u"B:Int32:4"_s
                                   << int(Kind::OnlyInFirst) << u"Only in production"_s
                                   << QStringList {u"100%"_s, u"Edm.Int32 (4)"_s, QString(), QString()} << 2;
        QTest::newRow("only right") << 4 << u"B:Int32:4"_s << 4 << u"A:String:2,B:Int32:4"_s
                                    << int(Kind::OnlyInSecond) << u"Only in staging"_s
                                    << QStringList {QString(), QString(), u"50%"_s, u"Edm.String (2)"_s} << 2;
        QTest::newRow("type conflict")
            << 4 << u"A:Int32:4"_s << 4 << u"A:Int32:3,A:String:1"_s << int(Kind::TypesDiffer)
            << u"Types differ"_s
            << QStringList {u"100%"_s, u"Edm.Int32 (4)"_s, u"100%"_s, u"Edm.Int32 (3), Edm.String (1)"_s}
            << 1;
        QTest::newRow("other type") << 4 << u"A:Int32:4"_s << 4 << u"A:String:4"_s << int(Kind::TypesDiffer)
                                    << u"Types differ"_s
                                    << QStringList {u"100%"_s, u"Edm.Int32 (4)"_s, u"100%"_s,
                                           u"Edm.String (4)"_s}
                                    << 1;
        QTest::newRow("share differs")
            << 10 << u"A:Int32:10"_s << 10 << u"A:Int32:5"_s << int(Kind::ShareDiffers) << u"Share differs"_s
            << QStringList {u"100%"_s, u"Edm.Int32 (10)"_s, u"50%"_s, u"Edm.Int32 (5)"_s} << 1;
        QTest::newRow("share close") << 20 << u"A:Int32:10"_s << 20 << u"A:Int32:11"_s << -1 << QString()
                                     << QStringList {u"50%"_s, u"Edm.Int32 (10)"_s, u"55%"_s,
                                            u"Edm.Int32 (11)"_s}
                                     << 1;
        QTest::newRow("identical") << 4 << u"A:Int32:4,B:String:2"_s << 4 << u"A:Int32:4,B:String:2"_s << -1
                                   << QString()
                                   << QStringList {u"100%"_s, u"Edm.Int32 (4)"_s, u"100%"_s,
                                          u"Edm.Int32 (4)"_s}
                                   << 2;
    }

    void rowMark()
    {
        QFETCH(int, leftEntities);
        QFETCH(QString, left);
        QFETCH(int, rightEntities);
        QFETCH(QString, right);
        QFETCH(int, kind);
        QFETCH(QString, marker);
        QFETCH(QStringList, cells);
        QFETCH(int, rows);
        CensusComparisonModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Census first = census(u"Orders"_s, leftEntities, left);
        const Census second = census(u"Orders"_s, rightEntities, right);
        model.setCensuses(first, second, u"production"_s, u"staging"_s);
        QCOMPARE(model.rowCount(), rows);
        QCOMPARE(model.propertyCount(), rows);
        int row = -1;
        for (int r = 0; r < model.rowCount(); ++r) {
            if (text(model, r, CensusComparisonModel::Property) == u"A")
                row = r;
        }
        QVERIFY(row >= 0);
        QCOMPARE(model.index(row, 0).data(CensusComparisonModel::DifferenceRole).toInt(), kind);
        QCOMPARE(model.differenceAt(row).has_value(), kind >= 0);
        QCOMPARE(text(model, row, CensusComparisonModel::Difference), marker);
        QCOMPARE(text(model, row, CensusComparisonModel::LeftShare), cells[0]);
        QCOMPARE(text(model, row, CensusComparisonModel::LeftTypes), cells[1]);
        QCOMPARE(text(model, row, CensusComparisonModel::RightShare), cells[2]);
        QCOMPARE(text(model, row, CensusComparisonModel::RightTypes), cells[3]);
        // A marked row says so in words too, not only in colour.
        const QString tip
            = model.index(row, CensusComparisonModel::LeftShare).data(Qt::ToolTipRole).toString();
        QVERIFY2(kind < 0 ? tip.contains(u"no difference"_s) : tip.contains(u"A"_s) && tip.size() > 10,
            qPrintable(tip));
        // The marks are compareCensuses()' and only those.
        const QList<CensusDifference> expected = compareCensuses(first, second);
        QCOMPARE(model.differences().size(), expected.size());
        int marked = 0;
        for (int r = 0; r < model.rowCount(); ++r)
            marked += model.differenceAt(r).has_value();
        QCOMPARE(marked, int(expected.size()));
    }

    // Rows in compareCensuses()' order, each marked as it reports.
    void marksFollowCompareCensuses()
    {
        CensusComparisonModel model;
        setMixed(model);
        QStringList names;
        for (int r = 0; r < model.rowCount(); ++r)
            names << text(model, r, CensusComparisonModel::Property);
        QCOMPARE(names, (QStringList {u"Amount"_s, u"Gone"_s, u"Note"_s, u"Same"_s, u"New"_s}));
        const QList<CensusDifference> expected = compareCensuses(model.left(), model.right());
        QCOMPARE(expected.size(), 4);
        for (const CensusDifference &d : expected) {
            const int row = int(names.indexOf(d.property));
            QVERIFY(row >= 0);
            QCOMPARE(model.differenceAt(row), std::optional(d.kind));
        }
        QCOMPARE(model.differenceAt(3), std::nullopt);
        QCOMPARE(model.count(Kind::OnlyInFirst), 1);
        QCOMPARE(model.count(Kind::OnlyInSecond), 1);
        QCOMPARE(model.count(Kind::TypesDiffer), 1);
        QCOMPARE(model.count(Kind::ShareDiffers), 1);
    }

    void differencesOnly()
    {
        CensusComparisonModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        setMixed(model);
        QCOMPARE(model.rowCount(), 5);
        model.setDifferencesOnly(true);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.propertyCount(), 5);
        for (int r = 0; r < model.rowCount(); ++r)
            QVERIFY(model.differenceAt(r).has_value());
        // A new left census keeps the filter and the right side.
        model.setLeftCensus(census(
            u"Orders"_s, 10, u"Same:Int32:10,New:Int32:3,Amount:Int32:9,Amount:String:1,Note:String:5"_s));
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.propertyCount(), 4);
        QCOMPARE(model.rightName(), u"staging"_s);
        model.setDifferencesOnly(false);
        QCOMPARE(model.rowCount(), 4);
    }

    void summary_data()
    {
        QTest::addColumn<QString>("left");
        QTest::addColumn<QString>("right");
        QTest::addColumn<QString>("summary");
        QTest::newRow("none")
            << u"A:Int32:4,B:Int32:4"_s << u"A:Int32:4,B:Int32:4"_s
            << u"No property differs: both hold the same 2 properties with the same types."_s;
        // The singular forms come from the English catalogue, which the widget test loads.
        QTest::newRow("two") << u"A:Int32:4,B:Int32:4,C:Int32:4"_s << u"A:Int32:4"_s
                             << u"2 properties differ: 2 only in production."_s;
        QTest::newRow("several")
            << u"A:Int32:4,B:Int32:4,C:Int32:4"_s << u"A:String:4,D:Int32:1,E:Int32:1,C:Int32:1"_s
            << u"5 properties differ: 1 only in production, 2 only in staging, 1 with other "
               u"types, 1 held by a different share of the entities."_s;
    }

    void summary()
    {
        QFETCH(QString, left);
        QFETCH(QString, right);
        QFETCH(QString, summary);
        CensusComparisonModel model;
        QVERIFY(model.summary().isEmpty());
        model.setCensuses(census(u"T"_s, 4, left), census(u"T"_s, 4, right), u"production"_s, u"staging"_s);
        QCOMPARE(model.summary(), summary);
    }

    void coloursOnMarkedRowsOnly()
    {
        CensusComparisonModel model;
        setMixed(model);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        const QColor red(u"#b00020"_s);
        model.setKindColour(Kind::TypesDiffer, red);
        QCOMPARE(changed.size(), 1);
        model.setKindColour(Kind::TypesDiffer, red);
        QCOMPARE(changed.size(), 1);
        for (int r = 0; r < model.rowCount(); ++r) {
            const QVariant colour
                = model.index(r, CensusComparisonModel::RightTypes).data(Qt::ForegroundRole);
            QCOMPARE(colour.isValid(), model.differenceAt(r) == Kind::TypesDiffer);
            if (colour.isValid())
                QCOMPARE(colour.value<QColor>(), red);
        }
    }

    // The rows shown, as a Markdown table under the sides and the summary.
    void markdown()
    {
        CensusComparisonModel model;
        QVERIFY(model.toMarkdown().isEmpty());
        setMixed(model);
        QString md = model.toMarkdown();
        QVERIFY2(md.startsWith(u"# production against staging\n\n- Left: production, the whole table, 10 "_s),
            qPrintable(md));
        QVERIFY2(md.contains(model.summary()), qPrintable(md));
        QVERIFY2(
            md.contains(
                u"| Amount | Types differ | 100% | Edm.Int32 (10) | 100% | Edm.Int32 (9), Edm.String (1) |\n"_s),
            qPrintable(md));
        QCOMPARE(md.count(u"\n| "_s), 1 + 5); // the header and a row per property
        model.setDifferencesOnly(true);
        md = model.toMarkdown();
        QCOMPARE(md.count(u"\n| "_s), 1 + 4);
        QVERIFY(!md.contains(u"| Same |"_s));
        // A bar in a name does not end its cell.
        model.setCensuses(census(u"T"_s, 2, u"a|b:Int32:2"_s), census(u"T"_s, 2, QString()), u"x"_s, u"y"_s);
        QVERIFY2(model.toMarkdown().contains(u"| a\\|b | Only in x |"_s), qPrintable(model.toMarkdown()));
    }

    // Each side says whether it is the whole table or a sample of an endpoint without statistics.
    void extent()
    {
        Census whole = census(u"T"_s, 3, u"A:Int32:3"_s);
        QCOMPARE(CensusComparisonModel::extentText(whole), u"the whole table, 3 entities"_s);
        Census sample = whole;
        sample.complete = false;
        sample.tableEntities = -1;
        QCOMPARE(CensusComparisonModel::extentText(sample),
            u"a sample: its first 3 entities (the endpoint keeps no statistics)"_s);
        CensusComparisonModel model;
        model.setCensuses(whole, sample, u"production"_s, u"staging"_s);
        QVERIFY2(model.toMarkdown().contains(u"- Right: staging, a sample: its first 3 entities"_s),
            qPrintable(model.toMarkdown()));
    }

    void clearEmpties()
    {
        CensusComparisonModel model;
        setMixed(model);
        QVERIFY(!model.isEmpty());
        model.clear();
        QVERIFY(model.isEmpty());
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.differences().isEmpty());
    }
};

QTEST_MAIN(TestCensusComparisonModel)
#include "tst_censuscomparisonmodel.moc"
