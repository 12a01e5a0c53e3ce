// ImportJob: a typed CSV through a column mapping into an embedded store in the background, the error report
// of rejected rows (line, column, message), cancellation leaving only whole entity group transactions, and
// finishing a cancelled import with skip-existing.
#include "models/session/servicesession.h"
#include "models/transfer/importjob.h"
#include "support/modeltestsupport.h"

#include <rowan/localtableservice.h>
#include <rowan/store.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace rowan::transfer;

Q_DECLARE_METATYPE(rowan::transfer::ColumnMapping)

namespace {

const QString TestAccount = QStringLiteral("devstoreaccount1");

std::shared_ptr<Store> makeStore(const QTemporaryDir &dir)
{
    return TestStoreBuilder(dir, QStringLiteral("import.rowan")).build();
}

QMap<QString, int> partitionCounts(const Store &store, const QString &table, qint64 *total = nullptr)
{
    QMap<QString, int> counts;
    qint64 n = 0;
    (void)store.scan(TestAccount, table, KeyRange::all(), [&](Entity &e) {
        ++counts[e.partitionKey()];
        ++n;
        return ScanControl::Continue;
    });
    if (total)
        *total = n;
    return counts;
}

// 200 partitions of 100 rows: one entity group transaction each.
QByteArray bigCsv()
{
    QByteArray csv = "Region,Seq,Amount,Amount@type\n";
    for (int p = 0; p < 200; ++p) {
        for (int r = 0; r < 100; ++r)
            csv += "p" + QByteArray::number(p) + ',' + QByteArray::number(r) + ','
                + QByteArray::number(p * 1000 + r) + ",Edm.Int64\n";
    }
    return csv;
}

// bigCsv() written to `dir`, imported into a new table "Big" with its own keys.
ImportRequest bigImport(const QTemporaryDir &dir)
{
    ImportRequest request;
    request.path = writeTestFile(dir, "big.csv", bigCsv());
    request.mapping.partitionKey = KeyMapping::fromColumn(QStringLiteral("Region"));
    request.mapping.rowKey = KeyMapping::fromColumn(QStringLiteral("Seq"));
    request.account = TestAccount;
    request.table = QStringLiteral("Big");
    request.createTable = true;
    return request;
}

ImportOutcome runJob(ServiceSession &session, const ImportRequest &request)
{
    ImportJob job(&session);
    QSignalSpy finished(&job, &ImportJob::finished);
    job.start(request);
    if (!finished.wait(60000))
        return ImportOutcome {QStringLiteral("no finished() within a minute"), {}, {}, {}};
    return finished.first().first().value<ImportOutcome>();
}

} // namespace

class TestImportJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void importsMapped_data();
    void importsMapped();
    void errorReport();
    void cancelLeavesWholeBatches();
    void cancelFromTheGuiThread();
    void missingTable();
};

void TestImportJob::importsMapped_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<ColumnMapping>("mapping");
    QTest::addColumn<QStringList>("expected"); // PK|RK|property:type=value…

    QTest::newRow("storage explorer file")
        << QByteArray("PartitionKey,RowKey,Timestamp,Age,Age@type,Name\np,1,2021-02-05T17:15:16.7935715Z,"
                      "9007199254740993,Edm.Int64,\"Smith, Ann\"\n")
        << ColumnMapping() << QStringList {"p|1|Age:Edm.Int64=9007199254740993|Name:Edm.String=Smith, Ann"};
    ColumnMapping m;
    m.partitionKey = KeyMapping::fromColumn(QStringLiteral("City"));
    m.rowKey = KeyMapping::generated(KeySource::Counter, 3, 1);
    m.columnTypes = {{QStringLiteral("Pop"), EdmType::Int32}};
    m.ignoredColumns = {QStringLiteral("Junk")};
    QTest::newRow("mapped") << QByteArray("City,Pop,Junk\nOslo,700000,x\nBergen,290000,y\n") << m
                            << QStringList {
                                   "Bergen|002|Pop:Edm.Int32=290000", "Oslo|001|Pop:Edm.Int32=700000"};
}

void TestImportJob::importsMapped()
{
    QFETCH(QByteArray, csv);
    QFETCH(ColumnMapping, mapping);
    QFETCH(QStringList, expected);
    QTemporaryDir dir;
    auto store = makeStore(dir);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    ImportRequest request;
    request.path = writeTestFile(dir, "in.csv", csv);
    request.mapping = mapping;
    request.account = TestAccount;
    request.table = QStringLiteral("Cities");
    request.createTable = true;
    request.errorReportPath = dir.filePath("errors.csv");
    const ImportOutcome outcome = runJob(session, request);
    QCOMPARE(outcome.failure, QString());
    QCOMPARE(outcome.summary.totals.written, expected.size());
    QCOMPARE(outcome.errorReportPath, QString());
    QVERIFY(!QFile::exists(request.errorReportPath));
    QStringList got;
    (void)store->scan(TestAccount, request.table, KeyRange::all(), [&](Entity &e) {
        QString s = e.partitionKey() + u'|' + e.rowKey();
        for (const Property &p : e.properties())
            s += u'|' + p.name + u':' + edmTypeName(p.value.type()) + u'=' + valueToText(p.value);
        got << s;
        return ScanControl::Continue;
    });
    QCOMPARE(got, expected);
}

void TestImportJob::errorReport()
{
    QTemporaryDir dir;
    auto store = makeStore(dir);
    QVERIFY(store);
    QVERIFY(store->createTable(TestAccount, QStringLiteral("Rows")));
    ServiceSession session;
    session.setStore(store);
    ImportRequest request;
    request.path = writeTestFile(dir, "in.csv",
        "PartitionKey,RowKey,N,N@type\np,1,1,Edm.Int32\np,2,two,Edm.Int32\np,3,3\np,1,4,Edm.Int32\n"
        "p,\"a,\"\"b\",5,Edm.Int32\n");
    request.account = TestAccount;
    request.table = QStringLiteral("Rows");
    request.errorReportPath = dir.filePath("errors.csv");
    const ImportOutcome outcome = runJob(session, request);
    QCOMPARE(outcome.failure, QString());
    QCOMPARE(outcome.summary.totals.written, 2);
    QCOMPARE(outcome.summary.totals.failed, 3);
    QCOMPARE(outcome.errorReportPath, request.errorReportPath);
    QFile report(outcome.errorReportPath);
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = report.readAll().split('\n');
    QCOMPARE(lines.size(), 5); // header, three rows, the empty piece after the last CRLF
    QCOMPARE(lines[0], QByteArray("line,column,column_name,PartitionKey,RowKey,error,message\r"));
    QCOMPARE(lines[1], QByteArray("3,3,N,p,2,InvalidValueType,'two' is not an Edm.Int32\r"));
    QCOMPARE(lines[2], QByteArray("4,0,,p,3,InvalidInput,\"the row has 3 fields, the header 4\"\r"));
    QVERIFY2(lines[3].startsWith("5,0,,p,1,EntityAlreadyExists,"), lines[3].constData());
}

void TestImportJob::cancelLeavesWholeBatches()
{
    QTemporaryDir dir;
    auto store = makeStore(dir);
    QVERIFY(store);
    ImportRequest request = bigImport(dir);
    request.errorReportPath = dir.filePath("errors.csv");
    const auto service = std::make_shared<LocalTableService>(store);
    std::atomic<bool> cancel = false;
    // Cancel at the first progress report, i.e. right after the first store commit.
    const ImportOutcome first = ImportJob::runImport(
        service, request, [&](const Progress &) { cancel = true; }, &cancel);
    QCOMPARE(first.failure, QString());
    QVERIFY(first.summary.cancelled);
    qint64 total = 0;
    const auto counts = partitionCounts(*store, request.table, &total);
    QVERIFY2(total > 0 && total < 20000, qPrintable(QString::number(total)));
    QCOMPARE(total, first.summary.totals.written);
    for (auto it = counts.begin(); it != counts.end(); ++it)
        QVERIFY2(it.value() == 100, qPrintable(it.key() + u' ' + QString::number(it.value())));

    // The same import again with skip-existing finishes the job.
    request.mode = ImportMode::SkipExisting;
    const ImportOutcome second = ImportJob::runImport(service, request, {}, nullptr);
    QCOMPARE(second.failure, QString());
    QCOMPARE(second.summary.totals.skipped, total);
    QCOMPARE(second.summary.totals.written, 20000 - total);
    QCOMPARE(partitionCounts(*store, request.table).size(), 200);
}

void TestImportJob::cancelFromTheGuiThread()
{
    QTemporaryDir dir;
    auto store = makeStore(dir);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    ImportRequest request = bigImport(dir);
    ImportJob job(&session);
    QSignalSpy finished(&job, &ImportJob::finished);
    QSignalSpy progress(&job, &ImportJob::progress);
    job.start(request);
    QVERIFY(job.isRunning());
    job.cancel();
    QVERIFY(finished.wait(60000));
    QVERIFY(!job.isRunning());
    const auto outcome = finished.first().first().value<ImportOutcome>();
    QCOMPARE(outcome.failure, QString());
    QVERIFY(outcome.summary.cancelled);
    qint64 total = 0;
    const auto counts = partitionCounts(*store, request.table, &total);
    QCOMPARE(total, outcome.summary.totals.written);
    for (int count : counts)
        QCOMPARE(count, 100);
}

void TestImportJob::missingTable()
{
    QTemporaryDir dir;
    auto store = makeStore(dir);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    ImportRequest request;
    request.path = writeTestFile(dir, "in.csv", "PartitionKey,RowKey\np,1\n");
    request.account = TestAccount;
    request.table = QStringLiteral("Nowhere");
    const ImportOutcome outcome = runJob(session, request);
    QVERIFY2(outcome.failure.contains("Nowhere") || outcome.failure.contains("table"),
        qPrintable(outcome.failure));
    request.path = dir.filePath("absent.csv");
    request.createTable = true;
    QVERIFY(runJob(session, request).failure.startsWith("Cannot read"));
}

QTEST_GUILESS_MAIN(TestImportJob)
#include "tst_importjob.moc"
