// The Import wizard's preview: columns with detected types (the file's @type columns honoured), chosen types
// flagging the cells that do not fit, ignored columns, the overrides handed to the import, and loading on a
// worker with a stale result dropped.
#include "models/transfer/importpreviewmodel.h"
#include "support/modeltestsupport.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace rowan::transfer;

Q_DECLARE_METATYPE(rowan::EdmType)

namespace {

const QByteArray Sample = "PartitionKey,RowKey,Age,Score,Score@type,When,Note\n"
                          "p,1,41,1.5,Edm.Double,2024-01-01T00:00:00Z,hello\n"
                          "p,2,42,2.5,Edm.Double,2024-01-02T00:00:00Z,12\n"
                          "p,3,43,3.5,Edm.Double,2024-01-03T00:00:00Z,\n";

bool loadInto(ImportPreviewModel &model, const QString &path, Format format, int rows = 100)
{
    QSignalSpy loaded(&model, &ImportPreviewModel::loaded);
    model.load(path, format, {}, rows);
    return loaded.wait(5000);
}

} // namespace

class TestImportPreviewModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void detectedTypes();
    void chosenTypes_data();
    void chosenTypes();
    void ignoredColumn();
    void rowLimitAndLines();
    void missingFile();
    void staleLoadDropped();
};

void TestImportPreviewModel::detectedTypes()
{
    QTemporaryDir dir;
    ImportPreviewModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(loadInto(model, writeTestFile(dir, "a.csv", Sample), Format::Csv));
    QCOMPARE(model.columnNames(), (QStringList {"PartitionKey", "RowKey", "Age", "Score", "When", "Note"}));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnType(2), EdmType::Int32);
    QCOMPARE(model.columnType(3), EdmType::Double);
    QCOMPARE(model.columnType(4), EdmType::DateTime);
    QCOMPARE(model.columnType(5), EdmType::String);
    QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("Age\nInt32"));
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("PartitionKey\nkey"));
    QVERIFY(model.headerData(3, Qt::Horizontal, Qt::ToolTipRole).toString().contains("typed in the file"));
    QVERIFY(model.headerData(2, Qt::Horizontal, Qt::ToolTipRole).toString().contains("detected"));
    QCOMPARE(model.data(model.index(1, 4)).toString(), QStringLiteral("2024-01-02T00:00:00.0000000Z"));
    QCOMPARE(model.data(model.index(2, 5)), QVariant()); // an empty untyped cell: no property
    QCOMPARE(model.failingCells(), 0);
    // The detected types of untyped columns are what the import must be told; a typed column needs nothing.
    const QHash<QString, EdmType> expected {{"Age", EdmType::Int32}, {"When", EdmType::DateTime}};
    QCOMPARE(model.typeOverrides(), expected);
}

void TestImportPreviewModel::chosenTypes_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<EdmType>("type");
    QTest::addColumn<int>("failing");
    QTest::addColumn<QString>("firstTip");

    QTest::newRow("note as Int32") << 5 << EdmType::Int32 << 1 << "'hello' is not an Edm.Int32";
    QTest::newRow("score as Int64") << 3 << EdmType::Int64 << 3 << "'1.5' is not an Edm.Int64";
    QTest::newRow("age as Double") << 2 << EdmType::Double << 0 << "41.0 (Edm.Double)";
    QTest::newRow("age as Boolean") << 2 << EdmType::Boolean << 3 << "'41' is not an Edm.Boolean";
    QTest::newRow("when as String") << 4 << EdmType::String << 0 << "2024-01-01T00:00:00Z (Edm.String)";
}

void TestImportPreviewModel::chosenTypes()
{
    QFETCH(int, column);
    QFETCH(EdmType, type);
    QFETCH(int, failing);
    QFETCH(QString, firstTip);
    QTemporaryDir dir;
    ImportPreviewModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(loadInto(model, writeTestFile(dir, "a.csv", Sample), Format::Csv));
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy header(&model, &QAbstractItemModel::headerDataChanged);
    model.setColumnType(column, type);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(header.size(), 1);
    QCOMPARE(model.columnType(column), type);
    QCOMPARE(model.failingCells(), failing);
    QCOMPARE(model.data(model.index(0, column), Qt::ToolTipRole).toString(), firstTip);
    QCOMPARE(model.data(model.index(0, column), ImportPreviewModel::FailsRole).toBool(),
        failing == 3 || (failing == 1 && column == 5));
    QCOMPARE(model.typeOverrides().value(model.columnNames()[column], EdmType::String), type);
    // Keys are text whatever is chosen.
    model.setColumnType(1, EdmType::Int32);
    QCOMPARE(model.columnType(1), EdmType::String);
}

void TestImportPreviewModel::ignoredColumn()
{
    QTemporaryDir dir;
    ImportPreviewModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(loadInto(model, writeTestFile(dir, "a.csv", Sample), Format::Csv));
    model.setColumnType(5, EdmType::Int32);
    QCOMPARE(model.failingCells(), 1);
    model.setColumnIgnored(5, true);
    QCOMPARE(model.failingCells(), 0);
    QCOMPARE(model.ignoredColumns(), QSet<QString> {"Note"});
    QVERIFY(!model.typeOverrides().contains("Note"));
    QCOMPARE(model.headerData(5, Qt::Horizontal).toString(), QStringLiteral("Note\n(ignored)"));
    model.setColumnIgnored(5, false);
    QCOMPARE(model.failingCells(), 1);
}

void TestImportPreviewModel::rowLimitAndLines()
{
    QTemporaryDir dir;
    QByteArray csv = "Name,Text\n";
    for (int i = 0; i < 250; ++i)
        csv += "n" + QByteArray::number(i) + ",\"two\nlines\"\n";
    ImportPreviewModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(loadInto(model, writeTestFile(dir, "b.csv", csv), Format::Csv));
    QCOMPARE(model.rowCount(), 100);
    QVERIFY(!model.sample().endOfFile);
    QCOMPARE(model.headerData(0, Qt::Vertical).toLongLong(), 2);
    QCOMPARE(model.headerData(99, Qt::Vertical).toLongLong(), 2 + 99 * 2);
    QCOMPARE(model.columnNames(), (QStringList {"Name", "Text"}));
}

void TestImportPreviewModel::missingFile()
{
    QTemporaryDir dir;
    ImportPreviewModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy failed(&model, &ImportPreviewModel::loadFailed);
    model.load(dir.filePath("none.csv"), Format::Csv);
    QVERIFY(failed.wait(5000));
    QVERIFY(failed.first().first().toString().contains("none.csv"));
    QCOMPARE(model.rowCount(), 0);
    // A damaged file names its line.
    model.load(writeTestFile(dir, "bad.json", "[{\"PartitionKey\":\"p\"} {"), Format::JsonArray);
    QVERIFY(failed.wait(5000));
    QVERIFY2(
        failed.last().first().toString().startsWith("line 1"), qPrintable(failed.last().first().toString()));
}

void TestImportPreviewModel::staleLoadDropped()
{
    QTemporaryDir dir;
    ImportPreviewModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy loaded(&model, &ImportPreviewModel::loaded);
    model.load(writeTestFile(dir, "a.csv", Sample), Format::Csv);
    model.load(writeTestFile(dir, "c.jsonl", "{\"PartitionKey\":\"p\",\"RowKey\":\"r\",\"X\":1}\n"),
        Format::JsonLines);
    QVERIFY(loaded.wait(5000));
    QTest::qWait(100);
    QCOMPARE(loaded.size(), 1);
    QCOMPARE(model.columnNames(), (QStringList {"PartitionKey", "RowKey", "X"}));
}

QTEST_GUILESS_MAIN(TestImportPreviewModel)
#include "tst_importpreviewmodel.moc"
