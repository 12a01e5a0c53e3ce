// importEntities() and exportEntities() against a real store: round trips of every EDM type and edge value
// in all three formats, rejected rows with their lines, stop-on-error, cancellation leaving whole
// transactions, finishing a cancelled import with skip-existing, and which errors of a row written alone stop
// the import.
#include "readsteps.h"
#include "support/teststore.h"

#include <rowan/localtableservice.h>
#include <rowan/store.h>

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace rowan;
using namespace rowan::transfer;

Q_DECLARE_METATYPE(rowan::transfer::Format)
Q_DECLARE_METATYPE(rowan::ErrorCode)

namespace {

const QString TestAccount = QStringLiteral("devstoreaccount1");

QList<Entity> edgeEntities()
{
    QList<Entity> list;
    Entity a(QStringLiteral("p,1 \"quoted\""), QStringLiteral("row, \"quoted\" 😀"));
    a.setProperty(QStringLiteral("S"), Value::string(QStringLiteral("a, \"b\"\r\nc 東京 😀")));
    a.setProperty(QStringLiteral("Empty"), Value::string(QString()));
    a.setProperty(QStringLiteral("I32"), Value::int32(-2147483647 - 1));
    a.setProperty(QStringLiteral("I64"), Value::int64(9007199254740993LL));
    a.setProperty(QStringLiteral("I64min"), Value::int64(std::numeric_limits<qint64>::min()));
    a.setProperty(QStringLiteral("Whole"), Value::float64(2.0));
    a.setProperty(QStringLiteral("NegZero"), Value::float64(-0.0));
    a.setProperty(QStringLiteral("Tiny"), Value::float64(5e-324));
    a.setProperty(QStringLiteral("NaN"), Value::float64(std::nan("")));
    a.setProperty(QStringLiteral("Inf"), Value::float64(-HUGE_VAL));
    a.setProperty(QStringLiteral("Yes"), Value::boolean(true));
    a.setProperty(QStringLiteral("When"), Value::dateTime(DateTime(DateTime::MaxTicks)));
    a.setProperty(QStringLiteral("Early"), Value::dateTime(DateTime(DateTime::MinTicks + 1)));
    a.setProperty(QStringLiteral("Id"), Value::guid(QUuid::createUuid()));
    a.setProperty(QStringLiteral("Bytes"), Value::binary(QByteArray("\0\xff,\"\n", 5)));
    a.setProperty(QStringLiteral("NoBytes"), Value::binary(QByteArray()));
    list.append(a);
    // Another shape: other properties, the same name with another type.
    Entity b(QStringLiteral("Zürich"), QString());
    b.setProperty(QStringLiteral("S"), Value::int64(-1));
    b.setProperty(QStringLiteral("Spaced"), Value::string(QStringLiteral(" lead and trail ")));
    b.setProperty(QStringLiteral("Marked"), Value::string(QStringLiteral("\uFEFFP")));
    list.append(b);
    list.append(Entity(QString(), QStringLiteral("empty partition key")));
    for (int i = 0; i < 250; ++i) {
        Entity e(QStringLiteral("bulk"), QStringLiteral("r%1").arg(i, 4, 10, QLatin1Char('0')));
        e.setProperty(QStringLiteral("N"), Value::int32(i));
        list.append(e);
    }
    return list;
}

QList<Entity> tableContent(const Store &store, const QString &table)
{
    QList<Entity> all;
    const auto ok = store.scan(TestAccount, table, KeyRange::all(), [&](Entity &e) {
        all.append(std::move(e));
        return ScanControl::Continue;
    });
    if (!ok)
        qWarning("%s", qPrintable(ok ? QString() : ok.error().toString()));
    return all;
}

bool sameTables(const QList<Entity> &a, const QList<Entity> &b)
{
    if (a.size() != b.size()) {
        qWarning("%lld vs %lld entities", qint64(a.size()), qint64(b.size()));
        return false;
    }
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (!a[i].sameContent(b[i])) {
            qWarning(
                "differs: %s\n    vs: %s", qPrintable(renderEntity(a[i])), qPrintable(renderEntity(b[i])));
            return false;
        }
    }
    return true;
}

// An embedded store whose batches holding the row "bad" fail because of that row, and whose single write of
// it fails with `code`: an import then meets `code` while it writes that batch's rows one by one.
class RefusingService final : public TableService
{
public:
    RefusingService(std::shared_ptr<Store> store, ErrorCode code)
        : m_local(std::move(store))
        , m_code(code)
    { }
    ServiceDescription description() const override { return m_local.description(); }
    Result<QList<Account>> accounts() const override { return m_local.accounts(); }
    Result<QList<TableInfo>> listTables(const QString &account) const override
    {
        return m_local.listTables(account);
    }
    Result<TableInfo> createTable(const QString &account, const QString &name) override
    {
        return m_local.createTable(account, name);
    }
    Status deleteTable(const QString &account, const QString &name) override
    {
        return m_local.deleteTable(account, name);
    }
    Result<Entity> getEntity(const QString &account, const QString &table, const QString &pk,
        const QString &rk, const ScanOptions &options) const override
    {
        return m_local.getEntity(account, table, pk, rk, options);
    }
    Result<ScanResult> scan(const QString &account, const QString &table, const KeyRange &range,
        const EntityVisitor &visitor, const ScanOptions &options, const CancelFlag &cancel) const override
    {
        return m_local.scan(account, table, range, visitor, options, cancel);
    }
    Result<QueryPage> query(const QString &account, const QString &table, const QueryRequest &request,
        const QueryOptions &options) const override
    {
        return m_local.query(account, table, request, options);
    }
    Result<EntityVersion> write(
        const QString &account, const QString &table, const EntityOperation &op) override
    {
        if (op.entity.rowKey() == QLatin1StringView("bad"))
            return fail(m_code, QStringLiteral("Refused."));
        return m_local.write(account, table, op);
    }
    Result<QList<EntityVersion>> executeBatch(
        const QString &account, const QString &table, const QList<EntityOperation> &operations) override
    {
        for (qsizetype i = 0; i < operations.size(); ++i) {
            if (operations[i].entity.rowKey() == QLatin1StringView("bad"))
                return fail(ErrorCode::InvalidInput, QStringLiteral("Refused."), int(i));
        }
        return m_local.executeBatch(account, table, operations);
    }

private:
    LocalTableService m_local;
    ErrorCode m_code;
};

} // namespace

class TestImporter : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    int m_tables = 0;

    QString newTable()
    {
        const QString name = QStringLiteral("Table%1").arg(++m_tables);
        if (!m_store->createTable(TestAccount, name))
            qFatal("cannot create %s", qPrintable(name));
        return name;
    }

    Result<TransferSummary> importBytes(const QString &table, Format format, const QByteArray &bytes,
        ImportOptions options = {}, QList<RowError> *errors = nullptr)
    {
        QBuffer buffer;
        buffer.setData(bytes);
        buffer.open(QIODevice::ReadOnly);
        auto reader = makeReader(format, &buffer);
        if (errors)
            options.rowError = [errors](const RowError &e) { errors->append(e); };
        return importEntities(*m_store, TestAccount, table, *reader, options);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_store = TestStoreBuilder(m_dir, QStringLiteral("t.rowan")).build();
        QVERIFY(m_store);
    }

    void roundTrip_data()
    {
        QTest::addColumn<Format>("format");
        QTest::newRow("csv") << Format::Csv;
        QTest::newRow("jsonl") << Format::JsonLines;
        QTest::newRow("json") << Format::JsonArray;
    }
    void roundTrip()
    {
        QFETCH(Format, format);
        const QString source = newTable();
        for (const Entity &e : edgeEntities()) {
            const auto inserted = m_store->insertEntity(TestAccount, source, e);
            QVERIFY2(inserted.has_value(), qPrintable(inserted ? QString() : inserted.error().toString()));
        }
        QByteArray bytes;
        {
            QBuffer out(&bytes);
            out.open(QIODevice::WriteOnly);
            WriterOptions writerOptions;
            if (format == Format::Csv) {
                auto names = collectPropertyNames(*m_store, TestAccount, source);
                QVERIFY(names.has_value());
                writerOptions.columns = *names;
            }
            auto writer = makeWriter(format, &out, writerOptions);
            auto summary = exportEntities(*m_store, TestAccount, source, *writer);
            QVERIFY2(summary.has_value(), qPrintable(summary ? QString() : summary.error().toString()));
            QCOMPARE(summary->totals.written, edgeEntities().size());
        }
        const QString target = QStringLiteral("Copy%1").arg(++m_tables);
        ImportOptions options;
        options.createTable = true;
        QList<RowError> errors;
        auto summary = importBytes(target, format, bytes, options, &errors);
        QVERIFY2(summary.has_value(), qPrintable(summary ? QString() : summary.error().toString()));
        for (const RowError &e : errors)
            qWarning("%s", qPrintable(e.toString()));
        QCOMPARE(summary->totals.failed, 0);
        QCOMPARE(summary->totals.written, edgeEntities().size());
        QVERIFY(sameTables(tableContent(*m_store, source), tableContent(*m_store, target)));
    }

    // What a writer writes its reader reads back, U+FEFF included: only a file's first bytes can be a
    // byte-order mark, and no writer starts a file with a value.
    void writeAndRead_data()
    {
        QTest::addColumn<Format>("format");
        QTest::addColumn<QString>("partitionKey");
        QTest::addColumn<QString>("rowKey");
        QTest::addColumn<QString>("value");
        const std::pair<const char *, Format> formats[]
            = {{"csv", Format::Csv}, {"jsonl", Format::JsonLines}, {"json", Format::JsonArray}};
        for (const auto &[name, format] : formats) {
            QTest::addRow("%s: value starting with U+FEFF", name)
                << format << QStringLiteral("p") << QStringLiteral("1") << QStringLiteral("\uFEFFP");
            QTest::addRow("%s: value that is U+FEFF", name)
                << format << QStringLiteral("p") << QStringLiteral("1") << QStringLiteral("\uFEFF");
            QTest::addRow("%s: value starting with two U+FEFF", name)
                << format << QStringLiteral("p") << QStringLiteral("1") << QStringLiteral("\uFEFF\uFEFFP");
            QTest::addRow("%s: keys starting with U+FEFF", name)
                << format << QStringLiteral("\uFEFFp") << QStringLiteral("\uFEFF") << QStringLiteral("x");
        }
    }
    void writeAndRead()
    {
        QFETCH(Format, format);
        QFETCH(QString, partitionKey);
        QFETCH(QString, rowKey);
        QFETCH(QString, value);
        Entity entity(partitionKey, rowKey);
        entity.setProperty(QStringLiteral("S"), Value::string(value));
        QByteArray bytes;
        {
            QBuffer out(&bytes);
            out.open(QIODevice::WriteOnly);
            WriterOptions options;
            options.columns = QStringList {QStringLiteral("S")};
            auto writer = makeWriter(format, &out, options);
            QVERIFY(writer->write(entity));
            QVERIFY(writer->finish());
        }
        QVERIFY(!bytes.startsWith("\xEF\xBB\xBF"));
        QCOMPARE(readSteps(format, bytes), QStringList {renderEntity(entity)});
    }

    void exportSelectAndFilter()
    {
        const QString source = newTable();
        for (const Entity &e : edgeEntities()) {
            const auto inserted = m_store->insertEntity(TestAccount, source, e);
            QVERIFY2(inserted.has_value(), qPrintable(inserted ? QString() : inserted.error().toString()));
        }
        QByteArray bytes;
        QBuffer out(&bytes);
        out.open(QIODevice::WriteOnly);
        ExportOptions options;
        options.filter = QStringLiteral("PartitionKey eq 'bulk' and N lt 2");
        options.select = QStringList {QStringLiteral("N")};
        auto names = collectPropertyNames(*m_store, TestAccount, source, options);
        QCOMPARE(*names, QStringList {QStringLiteral("N")});
        WriterOptions writerOptions;
        writerOptions.columns = *names;
        writerOptions.csvTimestamp = false;
        auto writer = makeWriter(Format::Csv, &out, writerOptions);
        QVERIFY(exportEntities(*m_store, TestAccount, source, *writer, options).has_value());
        QCOMPARE(bytes,
            QByteArray(
                "PartitionKey,RowKey,N,N@type\r\nbulk,r0000,0,Edm.Int32\r\nbulk,r0001,1,Edm.Int32\r\n"));

        options.filter = QStringLiteral("N lt");
        auto bad = exportEntities(*m_store, TestAccount, source, *writer, options);
        QVERIFY(!bad.has_value());
        QCOMPARE(bad.error().code, ErrorCode::InvalidInput);
        auto missing = exportEntities(*m_store, TestAccount, QStringLiteral("Nope"), *writer);
        QCOMPARE(missing.error().code, ErrorCode::TableNotFound);
    }

    void rejectedRows()
    {
        const QString table = newTable();
        QVERIFY(
            m_store->insertEntity(TestAccount, table, Entity(QStringLiteral("p"), QStringLiteral("exists"))));
        const QByteArray big(40000, 'x');
        const QByteArray csv = "PartitionKey,RowKey,A,A@type\n"
                               "p,1,1,Edm.Int32\n" // 2 ok
                               "p,exists,2,Edm.Int32\n" // 3 existing key
                               "p,3,x,Edm.Int32\n" // 4 not an Int32
                               "p,1,4,Edm.Int32\n" // 5 duplicate of line 2
                               "p,5,"
            + big
            + ",Edm.String\n" // 6 over 64 KiB
              "p,6,6,Edm.Int32\n" // 7 ok
              "p,bad/key,7,Edm.Int32\n"; // 8 a key character the service refuses
        QList<RowError> errors;
        auto summary = importBytes(table, Format::Csv, csv, {}, &errors);
        QVERIFY2(summary.has_value(), qPrintable(summary ? QString() : summary.error().toString()));
        QCOMPARE(summary->totals.rowsRead, 7);
        QCOMPARE(summary->totals.written, 2);
        QCOMPARE(summary->totals.failed, 5);
        QStringList got;
        for (const RowError &e : errors)
            got << QStringLiteral("%1:%2 %3 %4")
                       .arg(e.where.line)
                       .arg(e.where.column)
                       .arg(e.error.codeName(), e.rowKey);
        std::sort(got.begin(), got.end());
        QCOMPARE(got,
            (QStringList {QStringLiteral("3:0 EntityAlreadyExists exists"),
                QStringLiteral("4:3 InvalidValueType 3"), QStringLiteral("5:0 EntityAlreadyExists 1"),
                QStringLiteral("6:0 PropertyValueTooLarge 5"),
                QStringLiteral("8:0 OutOfRangeInput bad/key")}));
        QCOMPARE(m_store->tableStats(TestAccount, table)->entityCount, 3);

        // skip-existing: the existing keys are skipped, not failed.
        ImportOptions skip;
        skip.mode = ImportMode::SkipExisting;
        summary = importBytes(table, Format::Csv, "PartitionKey,RowKey\np,1\np,new\np,exists\n", skip);
        QCOMPARE(summary->totals.written, 1);
        QCOMPARE(summary->totals.skipped, 2);
        QCOMPARE(summary->totals.failed, 0);

        // Replace and merge.
        ImportOptions replace;
        replace.mode = ImportMode::Replace;
        QVERIFY(
            importBytes(table, Format::Csv, "PartitionKey,RowKey,B\np,1,x\n", replace)->totals.written == 1);
        QCOMPARE(m_store->getEntity(TestAccount, table, QStringLiteral("p"), QStringLiteral("1"))
                     ->properties()
                     .size(),
            1);
        ImportOptions merge;
        merge.mode = ImportMode::Merge;
        QVERIFY(
            importBytes(table, Format::Csv, "PartitionKey,RowKey,C\np,1,y\n", merge)->totals.written == 1);
        QCOMPARE(m_store->getEntity(TestAccount, table, QStringLiteral("p"), QStringLiteral("1"))
                     ->properties()
                     .size(),
            2);
    }

    void stopOnError()
    {
        const QString table = newTable();
        ImportOptions options;
        options.stopOnError = true;
        QList<RowError> errors;
        auto summary = importBytes(table, Format::JsonLines,
            "{\"PartitionKey\":\"a\",\"RowKey\":\"1\"}\n{\"PartitionKey\":\"b\",\"RowKey\":\"1\"}\n"
            "{\"PartitionKey\":\"a\",\"RowKey\":\"1\"}\n{\"PartitionKey\":\"a\",\"RowKey\":\"4\"}\n",
            options, &errors);
        QVERIFY(summary.has_value());
        QVERIFY(summary->stoppedOnError);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.first().where.line, 3);
        QCOMPARE(summary->totals.written, 2);
        QCOMPARE(m_store->tableStats(TestAccount, table)->entityCount, 2);
    }

    void fatalErrors()
    {
        auto missing = importBytes(QStringLiteral("Missing"), Format::Csv, "PartitionKey,RowKey\n");
        QCOMPARE(missing.error().code, ErrorCode::TableNotFound);
        const QString table = newTable();
        auto broken = importBytes(table, Format::JsonArray, "[{\"PartitionKey\":\"a\",\"RowKey\":\"1\"} x");
        QVERIFY(!broken.has_value());
        QCOMPARE(
            broken.error().message, QStringLiteral("line 1: ',' or ']' expected after an array element"));
        // The row before the damage was read, but the import stopped before writing it.
        QCOMPARE(m_store->tableStats(TestAccount, table)->entityCount, 0);
    }

    // A row written alone (after its batch failed because of it) fails on its own unless its error concerns
    // the table or the service; a refused authorisation or authentication can be that row's own.
    void rowErrorsThatStop_data()
    {
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<bool>("stops");
        QTest::newRow("invalid input") << ErrorCode::InvalidInput << false;
        QTest::newRow("entity exists") << ErrorCode::EntityAlreadyExists << false;
        QTest::newRow("authorization") << ErrorCode::AuthorizationFailure << false;
        QTest::newRow("authentication") << ErrorCode::AuthenticationFailed << false;
        QTest::newRow("table missing") << ErrorCode::TableNotFound << true;
        QTest::newRow("server busy") << ErrorCode::ServerBusy << true;
        QTest::newRow("store i/o") << ErrorCode::StoreIoError << true;
        QTest::newRow("store busy") << ErrorCode::StoreBusy << true;
        QTest::newRow("cancelled") << ErrorCode::Cancelled << true;
    }

    void rowErrorsThatStop()
    {
        QFETCH(ErrorCode, code);
        QFETCH(bool, stops);
        QTemporaryDir dir;
        auto store
            = TestStoreBuilder(dir, QStringLiteral("refusing.rowan")).table(QStringLiteral("Rows")).build();
        QVERIFY(store);
        RefusingService service(store, code);
        QBuffer buffer;
        buffer.setData("PartitionKey,RowKey\np,1\np,bad\np,3\n");
        buffer.open(QIODevice::ReadOnly);
        auto reader = makeReader(Format::Csv, &buffer);
        QList<RowError> errors;
        ImportOptions options;
        options.rowError = [&errors](const RowError &e) { errors.append(e); };
        auto summary = importEntities(service, TestAccount, QStringLiteral("Rows"), *reader, options);
        if (stops) {
            QVERIFY(!summary.has_value());
            QCOMPARE(summary.error().code, code);
            QCOMPARE(store->tableStats(TestAccount, QStringLiteral("Rows"))->entityCount, 1);
            return;
        }
        QVERIFY2(summary.has_value(), qPrintable(summary ? QString() : summary.error().toString()));
        QCOMPARE(summary->totals.written, 2);
        QCOMPARE(summary->totals.failed, 1);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.first().error.code, code);
        QCOMPARE(errors.first().where.line, 3);
        QCOMPARE(store->tableStats(TestAccount, QStringLiteral("Rows"))->entityCount, 2);
    }

    // Cancelling mid-import leaves whole transactions only; skip-existing then finishes the job.
    void cancelAndResume()
    {
        QByteArray csv("PartitionKey,RowKey,N,N@type\n");
        for (int i = 0; i < 5000; ++i)
            csv += "p" + QByteArray::number(i / 700) + ",r" + QByteArray::number(i) + ","
                + QByteArray::number(i) + ",Edm.Int32\n";
        const QString table = newTable();
        std::atomic<bool> cancel {false};
        ImportOptions options;
        options.cancel = &cancel;
        // Cancelled from the first progress report, which follows the first committed transaction (the way
        // a GUI's Cancel arrives: from another thread, while the rows are still being read and written).
        options.progress = [&cancel](const Progress &p) {
            if (p.written > 0)
                cancel = true;
        };
        auto summary = importBytes(table, Format::Csv, csv, options);
        QVERIFY(summary.has_value());
        QVERIFY(summary->cancelled);
        const qint64 written = summary->totals.written;
        QVERIFY2(written > 0 && written < 5000, qPrintable(QString::number(written)));
        // Transactions are 100 rows of one partition (partitions of 700 split evenly): whole ones only.
        QCOMPARE(written % 100, 0);
        const QList<Entity> partial = tableContent(*m_store, table);
        QCOMPARE(partial.size(), written);
        // What is there is a prefix of each partition in file order.
        QHash<QString, int> perPartition;
        for (const Entity &e : partial)
            ++perPartition[e.partitionKey()];
        for (auto it = perPartition.begin(); it != perPartition.end(); ++it) {
            const int p = it.key().mid(1).toInt();
            for (int k = 0; k < *it; ++k) {
                const QString rk = QStringLiteral("r%1").arg(p * 700 + k);
                QVERIFY2(m_store->getEntity(TestAccount, table, it.key(), rk).has_value(), qPrintable(rk));
            }
        }

        ImportOptions resume;
        resume.mode = ImportMode::SkipExisting;
        auto finished = importBytes(table, Format::Csv, csv, resume);
        QVERIFY(finished.has_value());
        QCOMPARE(finished->totals.skipped, written);
        QCOMPARE(finished->totals.written, 5000 - written);
        QCOMPARE(m_store->tableStats(TestAccount, table)->entityCount, 5000);
    }
};

QTEST_GUILESS_MAIN(TestImporter)
#include "tst_importer.moc"
