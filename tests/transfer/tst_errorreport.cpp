// ErrorReport: nothing on disk until a row is rejected; then a header and one RFC 4180 record per row,
// quoting what needs it; a file that cannot be created is reported, not thrown away silently.
#include <rowan/transfer/transfer.h>

#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace rowan::transfer;
using namespace Qt::StringLiterals;

class TestErrorReport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void records_data();
    void records();
    void nothingWithoutRows();
    void unwritablePath();
};

void TestErrorReport::records_data()
{
    QTest::addColumn<QByteArray>("firstColumn");
    QTest::addColumn<QString>("columnName");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("plain") << QByteArray("line") << u"Age"_s << u"not a number"_s
                           << QByteArray("line,column,column_name,PartitionKey,RowKey,error,message\r\n"
                                         "12,4,Age,p,r,InvalidInput,not a number\r\n");
    QTest::newRow("quoted") << QByteArray("source_entity") << u"A,B"_s << u"say \"no\"\nnow"_s
                            << QByteArray(
                                   "source_entity,column,column_name,PartitionKey,RowKey,error,message\r\n"
                                   "12,4,\"A,B\",p,r,InvalidInput,\"say \"\"no\"\"\nnow\"\r\n");
}

void TestErrorReport::records()
{
    QFETCH(QByteArray, firstColumn);
    QFETCH(QString, columnName);
    QFETCH(QString, message);
    QFETCH(QByteArray, expected);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"errors.csv"_s);
    ErrorReport report(path, firstColumn);
    RowError row;
    row.where = {12, 4, columnName};
    row.error = Error {ErrorCode::InvalidInput, message};
    row.partitionKey = u"p"_s;
    row.rowKey = u"r"_s;
    report.add(row);
    report.close();
    QVERIFY(report.written());
    QVERIFY(report.problem().isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), expected);
}

void TestErrorReport::nothingWithoutRows()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"errors.csv"_s);
    {
        ErrorReport report(path);
        report.close();
        QVERIFY(!report.written());
    }
    QVERIFY(!QFile::exists(path));
}

void TestErrorReport::unwritablePath()
{
    QTemporaryDir dir;
    ErrorReport report(dir.filePath(u"missing/folder/errors.csv"_s));
    RowError row;
    row.error = Error {ErrorCode::InvalidInput, u"bad"_s};
    report.add(row);
    report.add(row);
    QVERIFY(!report.written());
    QVERIFY(!report.problem().isEmpty());
}

QTEST_GUILESS_MAIN(TestErrorReport)
#include "tst_errorreport.moc"
