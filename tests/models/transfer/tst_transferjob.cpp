// TransferJob: exports to every format (whole table, a filter, a selection) read back identical, copies to
// the same store and to a service without statistics (the parallel default of executeBatches), rejected rows
// in the error report, cancellation (an export leaves no file, a copy only whole batches), errors, and a
// copy's target let go of before the job reports its end.
#include "models/transfer/transferjob.h"
#include "support/modeltestsupport.h"

#include <rowan/localtableservice.h>
#include <rowan/transfer/transfer.h>

#include <QBuffer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace rowan;
using namespace rowan::transfer;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(rowan::transfer::Format)
Q_DECLARE_METATYPE(rowan::transfer::ImportMode)

namespace {
const QString account = u"devstoreaccount1"_s;
constexpr int ItemCount = 1200;

QList<Entity> readFile(const QString &path, Format format)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    auto reader = makeReader(format, &file);
    QList<Entity> out;
    Entity entity;
    RowError error;
    while (reader->next(entity, error) == EntityReader::Step::Entity)
        out.append(entity);
    return out;
}

bool waitFor(TransferJob &job)
{
    QSignalSpy finished(&job, &TransferJob::finished);
    return finished.wait(60000);
}
} // namespace

class TestTransferJob : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exportFile_data();
    void exportFile();
    void exportErrors_data();
    void exportErrors();
    void cancelExport();
    void copy_data();
    void copy();
    void cancelCopy();
    void copyReleasesTarget();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    std::shared_ptr<TableService> m_service;
    int m_tables = 0;
};

void TestTransferJob::initTestCase()
{
    m_store = makeTestStore(m_dir, ItemCount, 3);
    QVERIFY(m_store);
    m_service = std::make_shared<LocalTableService>(m_store);
}

void TestTransferJob::exportFile_data()
{
    QTest::addColumn<Format>("format");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QStringList>("select");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("rare"); // entities with the Rare property in the file
    for (Format format : {Format::Csv, Format::JsonLines, Format::JsonArray}) {
        const QByteArray name = formatName(format).toLatin1();
        QTest::newRow(name + " table") << format << QString() << QStringList() << ItemCount << 120;
        QTest::newRow(name + " filter")
            << format << u"PartitionKey eq 'p1' and Index lt 300"_s << QStringList() << 100 << 10;
        QTest::newRow(name + " visible columns")
            << format << QString() << QStringList {u"Index"_s} << ItemCount << 0;
    }
}

void TestTransferJob::exportFile()
{
    QFETCH(Format, format);
    QFETCH(QString, filter);
    QFETCH(QStringList, select);
    QFETCH(int, count);
    QFETCH(int, rare);
    TransferJob job(m_service, account, u"Items"_s);
    QSignalSpy progress(&job, &TransferJob::progress);
    ExportRequest request;
    request.fileName = m_dir.filePath(u"export-%1.%2"_s.arg(++m_tables).arg(formatName(format)));
    request.format = format;
    request.filter = filter;
    if (!select.isEmpty())
        request.select = select;
    job.startExport(request);
    QVERIFY(job.isRunning());
    QVERIFY(waitFor(job));
    QVERIFY(!job.isRunning());
    const TransferJobResult &result = job.result();
    QVERIFY2(result.succeeded(), qPrintable(result.error));
    QCOMPARE(result.totals.written, count);
    QCOMPARE(result.totals.entitiesTotal, ItemCount);
    QVERIFY(!progress.isEmpty());
    const QList<Entity> read = readFile(request.fileName, format);
    QCOMPARE(read.size(), count);
    int withRare = 0;
    for (const Entity &e : read) {
        QVERIFY(e.property(u"Index"_s));
        withRare += e.property(u"Rare"_s) ? 1 : 0;
        auto stored = m_store->getEntity(account, u"Items"_s, e.partitionKey(), e.rowKey());
        QVERIFY(stored.has_value());
        QCOMPARE(e.property(u"Index"_s)->toInt32(), stored->property(u"Index"_s)->toInt32());
    }
    QCOMPARE(withRare, rare);
}

void TestTransferJob::exportErrors_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("message"); // a part of the error
    QTest::newRow("missing table") << u"Missing"_s << QString() << u"out.csv"_s << u"TableNotFound"_s;
    QTest::newRow("bad filter") << u"Items"_s << u"Index eq"_s << u"out.csv"_s << u"InvalidInput"_s;
    QTest::newRow("unwritable") << u"Items"_s << QString() << u"no/such/dir/out.csv"_s << u"Cannot write"_s;
}

void TestTransferJob::exportErrors()
{
    QFETCH(QString, table);
    QFETCH(QString, filter);
    QFETCH(QString, fileName);
    QFETCH(QString, message);
    TransferJob job(m_service, account, table);
    ExportRequest request;
    request.fileName = m_dir.filePath(fileName);
    request.filter = filter;
    job.startExport(request);
    QVERIFY(waitFor(job));
    QVERIFY(!job.result().succeeded());
    QVERIFY2(job.result().error.contains(message), qPrintable(job.result().error));
    QVERIFY(!QFile::exists(request.fileName));
}

void TestTransferJob::cancelExport()
{
    // An existing file stays as it was when the export is cancelled.
    const QString path = m_dir.filePath(u"kept.jsonl"_s);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("before\n");
    }
    TransferJob job(m_service, account, u"Items"_s);
    ExportRequest request;
    request.fileName = path;
    request.format = Format::JsonLines;
    job.startExport(request);
    job.cancel();
    QVERIFY(waitFor(job));
    QVERIFY(job.result().cancelled);
    QVERIFY(job.result().error.isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), "before\n");
}

void TestTransferJob::copy_data()
{
    QTest::addColumn<bool>("withoutStatistics"); // the target as a remote endpoint would be
    QTest::addColumn<ImportMode>("mode");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<int>("written");
    QTest::addColumn<int>("failed");
    QTest::addColumn<int>("skipped");
    // The target holds Index 0..9 already (partitions p0, p1, p2 as in the source).
    for (bool without : {false, true}) {
        const QByteArray name = without ? "default batches " : "store batches ";
        QTest::newRow(name + "insert")
            << without << ImportMode::Insert << QString() << ItemCount - 10 << 10 << 0;
        QTest::newRow(name + "skip") << without << ImportMode::SkipExisting << QString() << ItemCount - 10
                                     << 0 << 10;
        QTest::newRow(name + "replace, filter")
            << without << ImportMode::Replace << u"Index lt 100"_s << 100 << 0 << 0;
    }
}

void TestTransferJob::copy()
{
    QFETCH(bool, withoutStatistics);
    QFETCH(ImportMode, mode);
    QFETCH(QString, filter);
    QFETCH(int, written);
    QFETCH(int, failed);
    QFETCH(int, skipped);
    const QString target = u"Target%1"_s.arg(++m_tables);
    QVERIFY(m_store->createTable(account, target).has_value());
    for (int i = 0; i < 10; ++i) {
        Entity e(u"p%1"_s.arg(i % 3), u"r%1"_s.arg(i, 6, 10, QLatin1Char('0')));
        QVERIFY(m_store->insertEntity(account, target, e).has_value());
    }
    TransferJob job(m_service, account, u"Items"_s);
    CopyRequest request;
    request.target = withoutStatistics
        ? std::shared_ptr<TableService>(std::make_shared<WithoutStatistics>(m_store))
        : m_service;
    request.targetAccount = account;
    request.targetTable = target;
    request.filter = filter;
    request.mode = mode;
    request.createTable = false;
    request.errorReportPath = m_dir.filePath(target + u"-errors.csv"_s);
    job.startCopy(request);
    QVERIFY(waitFor(job));
    const TransferJobResult &result = job.result();
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QVERIFY(!result.cancelled);
    QCOMPARE(result.totals.written, written);
    QCOMPARE(result.totals.failed, failed);
    QCOMPARE(result.totals.skipped, skipped);
    QCOMPARE(result.firstErrors.size(), std::min(failed, int(TransferJobResult::MaxReportedErrors)));
    if (failed == 0) {
        QVERIFY(result.errorReportPath.isEmpty());
        QVERIFY(!QFile::exists(request.errorReportPath));
    } else {
        QCOMPARE(result.errorReportPath, request.errorReportPath);
        QFile report(result.errorReportPath);
        QVERIFY(report.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = report.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), failed + 1); // the header, then a record per rejected row
        QCOMPARE(lines.first(), "source_entity,column,column_name,PartitionKey,RowKey,error,message\r");
        QVERIFY2(lines.at(1).contains(",EntityAlreadyExists,"), lines.at(1).constData());
    }
    const qint64 expected = filter.isEmpty() ? ItemCount : 100 + 0;
    QCOMPARE(m_store->tableStats(account, target)->entityCount, std::max<qint64>(expected, 10));
}

void TestTransferJob::cancelCopy()
{
    TransferJob job(m_service, account, u"Items"_s);
    CopyRequest request;
    request.target = m_service;
    request.targetAccount = account;
    request.targetTable = u"Cancelled"_s;
    QSignalSpy progress(&job, &TransferJob::progress);
    connect(&job, &TransferJob::progress, &job, [&job](const Progress &p) {
        if (p.written > 0)
            job.cancel();
    });
    job.startCopy(request);
    QVERIFY(waitFor(job));
    const TransferJobResult &result = job.result();
    QVERIFY(result.error.isEmpty());
    // Either cancelled after whole batches, or the copy was done before the cancel arrived.
    const qint64 count = m_store->tableStats(account, u"Cancelled"_s)->entityCount;
    QCOMPARE(count, result.totals.written);
    if (result.cancelled)
        QCOMPARE(count % 100, 0);
    else
        QCOMPARE(count, ItemCount);
}

void TestTransferJob::copyReleasesTarget()
{
    // A target opened only for the copy (another store file) is let go of before finished(), so the file
    // is closed and can be opened again at once.
    TransferJob job(m_service, account, u"Items"_s);
    CopyRequest request;
    // Closing takes a while, as closing a store does (a checkpoint).
    auto closed = std::make_shared<std::atomic<bool>>(false);
    request.target = std::shared_ptr<TableService>(new WithoutStatistics(m_store), [closed](TableService *s) {
        QThread::msleep(300);
        delete s;
        *closed = true;
    });
    request.targetAccount = account;
    request.targetTable = u"Released"_s;
    request.filter = u"Index lt 10"_s;
    job.startCopy(request);
    request.target.reset();
    QSignalSpy finished(&job, &TransferJob::finished);
    bool closedAtFinish = false;
    connect(&job, &TransferJob::finished, &job, [&] { closedAtFinish = *closed; });
    QVERIFY(finished.wait(60000));
    QVERIFY2(job.result().succeeded(), qPrintable(job.result().error));
    QCOMPARE(job.result().totals.written, 10);
    QVERIFY(closedAtFinish);
}

QTEST_GUILESS_MAIN(TestTransferJob)
#include "tst_transferjob.moc"
