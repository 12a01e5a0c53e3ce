// `rowan export` through builtinSubcommands(): formats, --output, --select/--filter, exit codes, and the
// progress bar's absence when standard error is not a terminal.
#include "subcommandrunner.h"
#include "support/teststore.h"

#include <rowan/store.h>

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

class TestExportCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_store;

private slots:
    void initTestCase()
    {
        m_store = m_dir.filePath(QStringLiteral("s.rowan"));
        QVERIFY(TestStoreBuilder(m_store)
                    .table(QStringLiteral("People"), 3,
                        [](qint64 i) {
                            Entity e(QStringLiteral("p"), QStringLiteral("r%1").arg(i));
                            e.setProperty(
                                QStringLiteral("Name"), Value::string(QStringLiteral("a, \"%1\"").arg(i)));
                            e.setProperty(QStringLiteral("Big"), Value::int64(9007199254740993LL + i));
                            return e;
                        })
                    .build());
    }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("error");
        const QString store = m_dir.filePath(QStringLiteral("s.rowan"));
        QTest::newRow("missing table option") << QStringList {QStringLiteral("--store"), store} << 2
                                              << QStringLiteral("--store (or --connection) and --table are required");
        QTest::newRow("bad format") << QStringList {QStringLiteral("--store"), store,
            QStringLiteral("--table"), QStringLiteral("People"), QStringLiteral("--format"),
            QStringLiteral("xml")} << 2
                                    << QStringLiteral("--format must be csv, jsonl or json, not 'xml'");
        QTest::newRow("bad filter") << QStringList {QStringLiteral("--store"), store,
            QStringLiteral("--table"), QStringLiteral("People"), QStringLiteral("--filter"),
            QStringLiteral("Name eq")}
                                    << 1 << QStringLiteral("invalid filter at position");
        QTest::newRow("missing table") << QStringList {QStringLiteral("--store"), store,
            QStringLiteral("--table"), QStringLiteral("Nobody")}
                                       << 1 << QStringLiteral("TableNotFound");
        QTest::newRow("missing store") << QStringList {QStringLiteral("--store"),
            m_dir.filePath(QStringLiteral("none.rowan")), QStringLiteral("--table"), QStringLiteral("People")}
                                       << 1 << QStringLiteral("cannot open");
    }
    void exitCodes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, error);
        const RunResult r = runSubcommand(QStringLiteral("export"), args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(error), qPrintable(r.err));
    }

    void csvToStandardOutput()
    {
        const RunResult r = runSubcommand(QStringLiteral("export"),
            {QStringLiteral("--store"), m_store, QStringLiteral("--table"), QStringLiteral("People"),
                QStringLiteral("--filter"), QStringLiteral("RowKey ne 'r1'"), QStringLiteral("--select"),
                QStringLiteral("Name,Big")});
        QCOMPARE(r.exitCode, 0);
        QString out = r.out;
        // Timestamps are the store's; everything else is fixed.
        out.replace(QRegularExpression(QStringLiteral(",\\d{4}-\\d\\d-\\d\\dT[0-9:.]{16}Z,")),
            QStringLiteral(",TS,"));
        QCOMPARE(out,
            QStringLiteral("PartitionKey,RowKey,Timestamp,Name,Name@type,Big,Big@type\r\n"
                           "p,r0,TS,\"a, \"\"0\"\"\",Edm.String,9007199254740993,Edm.Int64\r\n"
                           "p,r2,TS,\"a, \"\"2\"\"\",Edm.String,9007199254740995,Edm.Int64\r\n"));
        // Piped (not a terminal): the summary only, no progress bar.
        QVERIFY2(r.err.startsWith(QStringLiteral("rowan export: exported 2 in ")), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
        QVERIFY(!r.err.contains(u'\r'));
    }

    void jsonFileByItsSuffix()
    {
        const QString path = m_dir.filePath(QStringLiteral("out.jsonl"));
        const RunResult r = runSubcommand(QStringLiteral("export"),
            {QStringLiteral("--store"), m_store, QStringLiteral("--table"), QStringLiteral("People"),
                QStringLiteral("--output"), path, QStringLiteral("--progress")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.isEmpty());
        // --progress draws the bar even here.
        QVERIFY2(r.err.contains(QStringLiteral("\r[")), qPrintable(r.err));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.size(), 4);
        QVERIFY(lines[0].contains("\"Big@odata.type\":\"Edm.Int64\",\"Big\":\"9007199254740993\""));
    }
};

QTEST_GUILESS_MAIN(TestExportCommand)
#include "tst_exportcommand.moc"
