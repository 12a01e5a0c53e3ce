// `rowan import` through builtinSubcommands(): exit codes, the error report with lines and columns,
// modes, --stop-on-error, --create-table, and no progress bar when standard error is not a terminal.
#include "subcommandrunner.h"

#include <rowan/store.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

class TestImportCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_store;
    int m_files = 0;

    QString writeFile(const QString &suffix, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(QStringLiteral("in%1.%2").arg(++m_files).arg(suffix));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    qint64 count(const QString &table)
    {
        StoreOptions options;
        auto store = Store::open(m_store, options);
        if (!store)
            return -1;
        auto stats = (*store)->tableStats(QStringLiteral("devstoreaccount1"), table);
        return stats ? stats->entityCount : -1;
    }

    RunResult import(const QString &table, const QString &file, QStringList extra = {})
    {
        return runSubcommand(QStringLiteral("import"),
            QStringList {QStringLiteral("--store"), m_store, QStringLiteral("--table"), table} + extra
                + QStringList {file});
    }

private slots:
    void initTestCase() { m_store = m_dir.filePath(QStringLiteral("s.rowan")); }

    void usage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("error");
        QTest::newRow("no file") << QStringList {QStringLiteral("--store"), QStringLiteral("x"),
            QStringLiteral("--table"), QStringLiteral("T")}
                                 << QStringLiteral("the file to import is missing");
        QTest::newRow("bad mode") << QStringList {QStringLiteral("--store"), QStringLiteral("x"),
            QStringLiteral("--table"), QStringLiteral("T"), QStringLiteral("--mode"),
            QStringLiteral("upsert"), QStringLiteral("f.csv")}
                                  << QStringLiteral("--mode must be insert, replace, merge or skip-existing");
        QTest::newRow("no store") << QStringList {QStringLiteral("f.csv")}
                                  << QStringLiteral("--store (or --connection) and --table are required");
    }
    void usage()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, error);
        const RunResult r = runSubcommand(QStringLiteral("import"), args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(error), qPrintable(r.err));
    }

    void createsTableAndStore()
    {
        const QString file = writeFile(
            QStringLiteral("csv"), "PartitionKey,RowKey,N,N@type\np,1,1,Edm.Int64\np,2,2,Edm.Int64\n");
        RunResult r = import(QStringLiteral("Things"), file);
        QCOMPARE(r.exitCode, 1); // no store yet, no --create-table
        r = import(QStringLiteral("Things"), file, {QStringLiteral("--create-table")});
        QCOMPARE(r.exitCode, 0);
        // Not a terminal: one summary line, no bar.
        QVERIFY2(r.err.startsWith(QStringLiteral("rowan import: written 2, skipped 0, failed 0 in ")),
            qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
        QVERIFY(!r.err.contains(u'\r'));
        QCOMPARE(count(QStringLiteral("Things")), 2);
        QVERIFY(!QFile::exists(file + QStringLiteral(".errors.csv")));
        r = import(QStringLiteral("Missing"), file);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QStringLiteral("TableNotFound")));
    }

    void rejectedRowsGoToTheReport()
    {
        const QString file = writeFile(QStringLiteral("csv"),
            "PartitionKey,RowKey,Age,Age@type\n"
            "p,1,1,Edm.Int32\n"
            "p,2,old,Edm.Int32\n"
            "p,3\n"
            "p,1,4,Edm.Int32\n"
            "p,5,5,Edm.Int32\n");
        RunResult r = import(QStringLiteral("Report"), file, {QStringLiteral("--create-table")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(
                     QStringLiteral("line 3, column 3 (Age): InvalidValueType: 'old' is not an Edm.Int32")),
            qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("line 4: InvalidInput: the row has 2 fields, the header 4")));
        QVERIFY(r.err.contains(QStringLiteral("written 2, skipped 0, failed 3")));
        QFile report(file + QStringLiteral(".errors.csv"));
        QVERIFY(report.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = report.readAll().split('\n');
        QCOMPARE(lines.value(0), QByteArray("line,column,column_name,PartitionKey,RowKey,error,message\r"));
        QVERIFY(lines.contains("3,3,Age,p,2,InvalidValueType,'old' is not an Edm.Int32\r"));
        QVERIFY(lines.contains("5,0,,p,1,EntityAlreadyExists,The specified entity already exists.\r"));
        QCOMPARE(count(QStringLiteral("Report")), 2);

        // Again with skip-existing: nothing new, the existing rows skipped; the bad ones still fail.
        r = import(
            QStringLiteral("Report"), file, {QStringLiteral("--mode"), QStringLiteral("skip-existing")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(QStringLiteral("written 0, skipped 3, failed 2")), qPrintable(r.err));

        // --stop-on-error: exit 3, nothing from the bad line on.
        r = import(QStringLiteral("Stopped"), file,
            {QStringLiteral("--create-table"), QStringLiteral("--stop-on-error"), QStringLiteral("--errors"),
                m_dir.filePath(QStringLiteral("e.csv"))});
        QCOMPARE(r.exitCode, 3);
        QVERIFY(r.err.contains(QStringLiteral("stopped at the first rejected row")));
        QCOMPARE(count(QStringLiteral("Stopped")), 1);
        QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("e.csv"))));
    }

    void brokenFileFails()
    {
        const QString file
            = writeFile(QStringLiteral("json"), "[{\"PartitionKey\":\"a\",\"RowKey\":\"1\"}\n{");
        const RunResult r = import(QStringLiteral("Broken"), file, {QStringLiteral("--create-table")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("line 2: ',' or ']' expected after an array element")),
            qPrintable(r.err));
    }

    void jsonLinesWithProgress()
    {
        const QString file = writeFile(QStringLiteral("txt"),
            "{\"PartitionKey\":\"a\",\"RowKey\":\"1\",\"N@odata.type\":\"Edm.Int64\",\"N\":"
            "\"9007199254740993\"}\n");
        const RunResult r = import(QStringLiteral("Lines"), file,
            {QStringLiteral("--create-table"), QStringLiteral("--format"), QStringLiteral("jsonl"),
                QStringLiteral("--progress")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QStringLiteral("\r[")), qPrintable(r.err));
        auto store = Store::open(m_store);
        QVERIFY(store.has_value());
        auto e = (*store)->getEntity(QStringLiteral("devstoreaccount1"), QStringLiteral("Lines"),
            QStringLiteral("a"), QStringLiteral("1"));
        QVERIFY(e.has_value());
        QCOMPARE(e->property(u"N")->toInt64(), 9007199254740993LL);
    }
};

QTEST_GUILESS_MAIN(TestImportCommand)
#include "tst_importcommand.moc"
