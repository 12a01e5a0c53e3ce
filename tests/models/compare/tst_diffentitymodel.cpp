// DiffEntityModel: a difference's properties aligned side by side, each row marked by how it differs
// (added, removed, value or type changed, same, ignored), the same properties shown only when asked, and
// an entity only one side has.
#include "models/compare/diffentitymodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

using Mark = DiffEntityModel::Mark;

Entity leftEntity()
{
    Entity e(u"p"_s, u"r"_s);
    e.setProperty(u"Same"_s, Value::string(u"s"_s));
    e.setProperty(u"Value"_s, Value::int32(1));
    e.setProperty(u"Type"_s, Value::int32(2));
    e.setProperty(u"Gone"_s, Value::boolean(true));
    e.setProperty(u"Skipped"_s, Value::string(u"left"_s));
    return e;
}

Entity rightEntity()
{
    Entity e(u"p"_s, u"r"_s);
    e.setProperty(u"Same"_s, Value::string(u"s"_s));
    e.setProperty(u"Value"_s, Value::int32(10));
    e.setProperty(u"Type"_s, Value::int64(2));
    e.setProperty(u"Skipped"_s, Value::string(u"right"_s));
    e.setProperty(u"New"_s, Value::float64(0.5));
    return e;
}

compare::EntityDifference changed()
{
    compare::DiffOptions options;
    options.ignoreProperties = {u"Skipped"_s};
    compare::EntityDifference d;
    d.kind = compare::DifferenceKind::Changed;
    d.partitionKey = u"p"_s;
    d.rowKey = u"r"_s;
    d.left = leftEntity();
    d.right = rightEntity();
    d.changes = compareEntities(*d.left, *d.right, options);
    return d;
}

QString rowText(const DiffEntityModel &model, int row)
{
    QStringList cells;
    for (int column = 0; column < DiffEntityModel::ColumnCount; ++column)
        cells.append(model.index(row, column).data().toString());
    return cells.join(u'|');
}

} // namespace

class TestDiffEntityModel : public QObject
{
    Q_OBJECT
private slots:
    void marks_data()
    {
        QTest::addColumn<bool>("showSame");
        QTest::addColumn<QStringList>("rows");
        QTest::addColumn<QList<int>>("marks");

        QTest::newRow("differences only")
            << false
            << QStringList {u"Value|1|10|value changed"_s, u"Type|2|2|type changed: Edm.Int32 → Edm.Int64"_s,
                   u"Gone|true||removed"_s, u"New||0.5|added"_s}
            << QList<int> {int(Mark::ValueChanged), int(Mark::TypeChanged), int(Mark::Removed), int(Mark::Added)};
        QTest::newRow("with the same")
            << true
            << QStringList {u"Same|s|s|same"_s, u"Value|1|10|value changed"_s,
                   u"Type|2|2|type changed: Edm.Int32 → Edm.Int64"_s, u"Gone|true||removed"_s,
                   u"Skipped|left|right|ignored"_s, u"New||0.5|added"_s}
            << QList<int> {int(Mark::Same), int(Mark::ValueChanged), int(Mark::TypeChanged), int(Mark::Removed),
                   int(Mark::Ignored), int(Mark::Added)};
    }
    void marks()
    {
        QFETCH(bool, showSame);
        QFETCH(QStringList, rows);
        QFETCH(QList<int>, marks);

        DiffEntityModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setShowSame(showSame);
        const compare::EntityDifference d = changed();
        model.setDifference(&d);
        QCOMPARE(model.changedCount(), 4);
        QStringList got;
        QList<int> gotMarks;
        // Timestamp comes first (both sides' own, ignored by default): left out here.
        for (int row = 0; row < model.rowCount(); ++row) {
            if (model.index(row, 0).data().toString() == u"Timestamp")
                continue;
            got.append(rowText(model, row));
            gotMarks.append(model.index(row, DiffEntityModel::LeftColumn).data(DiffEntityModel::MarkRole).toInt());
        }
        QCOMPARE(got, rows);
        QCOMPARE(gotMarks, marks);
        QCOMPARE(model.index(0, DiffEntityModel::PropertyColumn).data(Qt::ToolTipRole), QVariant());
        model.setDifference(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void oneSideOnly_data()
    {
        QTest::addColumn<bool>("leftOnly");
        QTest::addColumn<int>("mark");
        QTest::newRow("only left") << true << int(Mark::Removed);
        QTest::newRow("only right") << false << int(Mark::Added);
    }
    void oneSideOnly()
    {
        QFETCH(bool, leftOnly);
        QFETCH(int, mark);
        compare::EntityDifference d;
        d.kind = leftOnly ? compare::DifferenceKind::OnlyLeft : compare::DifferenceKind::OnlyRight;
        (leftOnly ? d.left : d.right) = leftEntity();
        DiffEntityModel model;
        model.setDifference(&d);
        // Timestamp and the five properties, all marked alike, the values on one side only.
        QCOMPARE(model.rowCount(), 6);
        for (int row = 0; row < model.rowCount(); ++row) {
            QCOMPARE(model.index(row, 0).data(DiffEntityModel::MarkRole).toInt(), mark);
            const int empty = leftOnly ? DiffEntityModel::RightColumn : DiffEntityModel::LeftColumn;
            QVERIFY(model.index(row, empty).data().toString().isEmpty());
        }
        QCOMPARE(model.index(1, leftOnly ? DiffEntityModel::LeftColumn : DiffEntityModel::RightColumn)
                     .data(Qt::ToolTipRole)
                     .toString(),
            u"s (Edm.String)"_s);
    }
};

QTEST_GUILESS_MAIN(TestDiffEntityModel)
#include "tst_diffentitymodel.moc"
