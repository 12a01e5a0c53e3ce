// copyEntities() from an embedded store into another embedded store and into `rowan serve` (in-process,
// through RemoteTableService): contents identical to the source query, filters and selections, the write
// modes against existing keys, errors for missing tables, and a cancel mid-copy leaving whole batches that
// skip-existing then completes.
#include "remote/servethread.h"
#include "support/teststore.h"

#include <rowan/localtableservice.h>
#include <rowan/query.h>
#include <rowan/remotetableservice.h>
#include <rowan/store.h>
#include <rowan/transfer/transfer.h>

#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace rowan::transfer;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(rowan::ErrorCode)
Q_DECLARE_METATYPE(rowan::transfer::ImportMode)

namespace {

const QString TestAccount = QString::fromLatin1(DevelopmentAccountName);
const QString Source = u"Source"_s;
constexpr int PartitionRows = 700;
constexpr int SourceRows = 5 * PartitionRows;

QList<Entity> tableContent(const Store &store, const QString &table)
{
    QList<Entity> all;
    const auto ok = store.scan(TestAccount, table, KeyRange::all(), [&](Entity &e) {
        all.append(std::move(e));
        return ScanControl::Continue;
    });
    if (!ok)
        qWarning("%s", qPrintable(ok.error().toString()));
    return all;
}

// What the query selects from the source, as a copy must write it.
QList<Entity> expected(const Store &store, const QString &filter, const std::optional<QStringList> &select)
{
    QList<Entity> all;
    QueryRequest request;
    request.filter = *Filter::parse(filter);
    request.select = select;
    if (request.select)
        *request.select << u"PartitionKey"_s << u"RowKey"_s;
    for (;;) {
        auto page = executeQuery(store, TestAccount, Source, request);
        if (!page)
            return {};
        for (qsizetype i = 0; i < page->entities.size(); ++i)
            all.append(*page->entities.entity(i));
        if (page->continuation.isNull())
            return all;
        request.continuation = page->continuation;
    }
}

bool sameTables(const QList<Entity> &a, const QList<Entity> &b)
{
    if (a.size() != b.size()) {
        qWarning("%lld vs %lld entities", qint64(a.size()), qint64(b.size()));
        return false;
    }
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (!a[i].sameContent(b[i])) {
            qWarning("entity %lld differs", qint64(i));
            return false;
        }
    }
    return true;
}

} // namespace

class TestCopyEntities : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void copy_data();
    void copy();
    void modes_data();
    void modes();
    void missingTables_data();
    void missingTables();
    void cancelAndResume_data();
    void cancelAndResume();

private:
    // The embedded target ("local") or `rowan serve` through the REST client ("remote").
    TableService &target(const QString &kind)
    {
        if (kind == u"remote"_s)
            return *m_remote;
        return *m_localTarget;
    }
    Store &targetStore(const QString &kind)
    {
        return kind == u"remote"_s ? *m_serve->store() : *m_localTarget->store();
    }
    QString newTable() { return u"Copy%1"_s.arg(++m_tables); }

    QTemporaryDir m_dir;
    std::unique_ptr<LocalTableService> m_source;
    std::unique_ptr<LocalTableService> m_localTarget;
    std::unique_ptr<ServeThread> m_serve;
    std::unique_ptr<RemoteTableService> m_remote;
    int m_tables = 0;
};

void TestCopyEntities::initTestCase()
{
    QVERIFY(m_dir.isValid());
    auto source
        = TestStoreBuilder(m_dir, u"source.rowan"_s)
              .table(Source, SourceRows,
                  [](qint64 i) {
                      Entity e(u"p%1"_s.arg(i / PartitionRows), u"r%1"_s.arg(i, 5, 10, QLatin1Char('0')));
                      e.setProperty(u"N"_s, Value::int32(int(i)));
                      e.setProperty(u"Big"_s, Value::int64(9007199254740993LL + i));
                      e.setProperty(u"Text"_s, Value::string(u"a, \"b\"\n東京 %1"_s.arg(i)));
                      if (i % 3 == 0)
                          e.setProperty(u"When"_s, Value::dateTime(DateTime(DateTime::MaxTicks - i)));
                      return e;
                  })
              .build();
    auto target = TestStoreBuilder(m_dir, u"target.rowan"_s).build();
    QVERIFY(source && target);
    m_source = std::make_unique<LocalTableService>(source);
    m_localTarget = std::make_unique<LocalTableService>(target);
    m_serve = std::make_unique<ServeThread>(m_dir.filePath(u"serve.rowan"_s));
    QVERIFY(m_serve->port() != 0);
    m_remote = std::make_unique<RemoteTableService>(m_serve->endpoint());
}

void TestCopyEntities::cleanupTestCase()
{
    m_remote.reset();
    m_serve.reset();
}

void TestCopyEntities::copy_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QStringList>("select"); // empty: every property
    QTest::addColumn<int>("count");
    for (const QString &kind : {u"local"_s, u"remote"_s}) {
        const QByteArray k = kind.toLatin1();
        QTest::newRow(k + " whole table") << kind << QString() << QStringList() << SourceRows;
        QTest::newRow(k + " one partition")
            << kind << u"PartitionKey eq 'p2'"_s << QStringList() << PartitionRows;
        QTest::newRow(k + " property filter") << kind << u"N ge 3400 or N lt 5"_s << QStringList() << 105;
        QTest::newRow(k + " select") << kind << u"N lt 250"_s << QStringList {u"When"_s, u"N"_s} << 250;
        QTest::newRow(k + " nothing matches") << kind << u"N lt 0"_s << QStringList() << 0;
    }
}

void TestCopyEntities::copy()
{
    QFETCH(QString, target);
    QFETCH(QString, filter);
    QFETCH(QStringList, select);
    QFETCH(int, count);
    const QString table = newTable();
    CopyOptions options;
    options.filter = filter;
    if (!select.isEmpty())
        options.select = select;
    options.import.createTable = true;
    QList<Progress> reports;
    options.import.progress = [&reports](const Progress &p) { reports.append(p); };
    auto summary
        = copyEntities(*m_source, TestAccount, Source, this->target(target), TestAccount, table, options);
    QVERIFY2(summary.has_value(), qPrintable(summary ? QString() : summary.error().toString()));
    QCOMPARE(summary->totals.written, count);
    QCOMPARE(summary->totals.rowsRead, count);
    QCOMPARE(summary->totals.failed, 0);
    QVERIFY(!summary->cancelled);
    QVERIFY(!reports.isEmpty());
    QCOMPARE(reports.last().entitiesTotal, SourceRows);
    const QList<Entity> copied = tableContent(targetStore(target), table);
    QVERIFY(sameTables(copied, expected(*m_source->store(), filter, options.select)));
}

void TestCopyEntities::modes_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<ImportMode>("mode");
    QTest::addColumn<int>("written");
    QTest::addColumn<int>("skipped");
    QTest::addColumn<int>("failed");
    QTest::addColumn<int>("firstN"); // N of p0/r00000 afterwards
    // The target already holds 10 of the 700 keys of p0, with N = -1.
    for (const QString &kind : {u"local"_s, u"remote"_s}) {
        const QByteArray k = kind.toLatin1();
        QTest::newRow(k + " insert") << kind << ImportMode::Insert << 690 << 0 << 10 << -1;
        QTest::newRow(k + " skip-existing") << kind << ImportMode::SkipExisting << 690 << 10 << 0 << -1;
        QTest::newRow(k + " replace") << kind << ImportMode::Replace << 700 << 0 << 0 << 0;
        QTest::newRow(k + " merge") << kind << ImportMode::Merge << 700 << 0 << 0 << 0;
    }
}

void TestCopyEntities::modes()
{
    QFETCH(QString, target);
    QFETCH(ImportMode, mode);
    QFETCH(int, written);
    QFETCH(int, skipped);
    QFETCH(int, failed);
    QFETCH(int, firstN);
    TableService &service = this->target(target);
    const QString table = newTable();
    QVERIFY(service.createTable(TestAccount, table).has_value());
    for (int i = 0; i < 700; i += 70) {
        Entity e(u"p0"_s, u"r%1"_s.arg(i, 5, 10, QLatin1Char('0')));
        e.setProperty(u"N"_s, Value::int32(-1));
        e.setProperty(u"Kept"_s, Value::boolean(true));
        QVERIFY(
            service.write(TestAccount, table, EntityOperation {OperationType::Insert, e, {}}).has_value());
    }
    CopyOptions options;
    options.filter = u"PartitionKey eq 'p0'"_s;
    options.import.mode = mode;
    QList<RowError> errors;
    options.import.rowError = [&errors](const RowError &e) { errors.append(e); };
    auto summary = copyEntities(*m_source, TestAccount, Source, service, TestAccount, table, options);
    QVERIFY2(summary.has_value(), qPrintable(summary ? QString() : summary.error().toString()));
    QCOMPARE(summary->totals.written, written);
    QCOMPARE(summary->totals.skipped, skipped);
    QCOMPARE(summary->totals.failed, failed);
    QCOMPARE(errors.size(), failed);
    if (!errors.isEmpty()) {
        QCOMPARE(errors.first().error.code, ErrorCode::EntityAlreadyExists);
        QCOMPARE(errors.first().rowKey, u"r00000"_s);
        QCOMPARE(errors.first().where.line, 1); // the first entity of the source query
        QCOMPARE(errors.last().where.line, 631);
    }
    auto first = targetStore(target).getEntity(TestAccount, table, u"p0"_s, u"r00000"_s);
    QVERIFY(first.has_value());
    QCOMPARE(first->property(u"N"_s)->toInt32(), firstN);
    // Merge keeps the property only the target had; replace drops it.
    QCOMPARE(first->property(u"Kept"_s) != nullptr, mode != ImportMode::Replace);
    QCOMPARE(targetStore(target).tableStats(TestAccount, table)->entityCount, 700);
}

void TestCopyEntities::missingTables_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("source");
    QTest::addColumn<bool>("createTable");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<ErrorCode>("code");
    for (const QString &kind : {u"local"_s, u"remote"_s}) {
        const QByteArray k = kind.toLatin1();
        QTest::newRow(k + " no source")
            << kind << u"Missing"_s << true << QString() << ErrorCode::TableNotFound;
        QTest::newRow(k + " no target") << kind << Source << false << QString() << ErrorCode::TableNotFound;
        QTest::newRow(k + " bad filter") << kind << Source << true << u"N eq"_s << ErrorCode::InvalidInput;
    }
}

void TestCopyEntities::missingTables()
{
    QFETCH(QString, target);
    QFETCH(QString, source);
    QFETCH(bool, createTable);
    QFETCH(QString, filter);
    QFETCH(ErrorCode, code);
    const QString table = newTable();
    CopyOptions options;
    options.filter = filter;
    options.import.createTable = createTable;
    auto summary
        = copyEntities(*m_source, TestAccount, source, this->target(target), TestAccount, table, options);
    QVERIFY(!summary.has_value());
    QCOMPARE(summary.error().code, code);
    // Nothing was created for a copy that could not start.
    QCOMPARE(targetStore(target).tableStats(TestAccount, table).error().code, ErrorCode::TableNotFound);
}

void TestCopyEntities::cancelAndResume_data()
{
    QTest::addColumn<QString>("target");
    QTest::newRow("local") << u"local"_s;
    QTest::newRow("remote") << u"remote"_s;
}

// Cancelled after the first committed batches: only whole batches (100 rows of one partition, a prefix of
// it in key order) are there, and skip-existing completes the copy.
void TestCopyEntities::cancelAndResume()
{
    QFETCH(QString, target);
    const QString table = newTable();
    std::atomic<bool> cancel {false};
    CopyOptions options;
    options.import.createTable = true;
    options.import.cancel = &cancel;
    options.import.progress = [&cancel](const Progress &p) {
        if (p.written > 0)
            cancel = true;
    };
    auto summary
        = copyEntities(*m_source, TestAccount, Source, this->target(target), TestAccount, table, options);
    QVERIFY(summary.has_value());
    QVERIFY(summary->cancelled);
    const qint64 written = summary->totals.written;
    QVERIFY2(written > 0 && written < SourceRows, qPrintable(QString::number(written)));
    QCOMPARE(written % 100, 0);
    const QList<Entity> partial = tableContent(targetStore(target), table);
    QCOMPARE(partial.size(), written);
    QHash<QString, int> perPartition;
    for (const Entity &e : partial) {
        const int expectedIndex
            = e.partitionKey().mid(1).toInt() * PartitionRows + perPartition[e.partitionKey()]++;
        QCOMPARE(e.rowKey(), u"r%1"_s.arg(expectedIndex, 5, 10, QLatin1Char('0')));
    }

    CopyOptions resume;
    resume.import.mode = ImportMode::SkipExisting;
    auto finished
        = copyEntities(*m_source, TestAccount, Source, this->target(target), TestAccount, table, resume);
    QVERIFY(finished.has_value());
    QCOMPARE(finished->totals.skipped, written);
    QCOMPARE(finished->totals.written, SourceRows - written);
    QVERIFY(sameTables(tableContent(targetStore(target), table), expected(*m_source->store(), {}, {})));
}

QTEST_GUILESS_MAIN(TestCopyEntities)
#include "tst_copyentities.moc"
