// `rowan keys` driven through builtinSubcommands(): one finding per line or one JSON object, the demo
// tables' patterns, --sample, encrypted stores, and the exit codes (1 for a missing table or store, 2 for
// bad arguments).
#include "subcommandrunner.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

class TestKeysCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void lines_data();
    void lines();
    void json();
    void sampleOption();
    void encrypted();
    void errors_data();
    void errors();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
    QString m_store;
};

void TestKeysCommand::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = path(QStringLiteral("demo.rowan"));
    QCOMPARE(runSubcommand(QStringLiteral("demo"), {m_store}).exitCode, 0);
    QFile pass(path(QStringLiteral("pass.txt")));
    QVERIFY(pass.open(QIODevice::WriteOnly));
    pass.write("correct horse\n");
    pass.close();
    QCOMPARE(runSubcommand(QStringLiteral("demo"),
                 {path(QStringLiteral("secret.rowan")), QStringLiteral("--passphrase-file"),
                     path(QStringLiteral("pass.txt"))})
                 .exitCode,
        0);
}

void TestKeysCommand::lines_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QStringList>("starts");
    QTest::addColumn<QString>("pattern");
    QTest::newRow("Employees") << QStringLiteral("Employees")
                               << QStringList {QStringLiteral("info rowkey-index-entities: ")}
                               << QStringLiteral("Pattern: Intra-partition secondary index pattern.");
    QTest::newRow("EmployeeIndex") << QStringLiteral("EmployeeIndex")
                                   << QStringList {QStringLiteral("info partition-index-entities: ")}
                                   << QStringLiteral("Pattern: Inter-partition secondary index pattern.");
    QTest::newRow("Organization") << QStringLiteral("Organization")
                                  << QStringList {QStringLiteral("info rowkey-entity-kinds: ")}
                                  << QStringLiteral("Pattern: Heterogeneous entity types.");
    QTest::newRow("EmployeeExpense") << QStringLiteral("EmployeeExpense")
                                     << QStringList {QStringLiteral("info log-tail: ")}
                                     << QStringLiteral("Pattern: Log tail pattern.");
    QTest::newRow("Marathon") << QStringLiteral("Marathon")
                              << QStringList {QStringLiteral("info rowkey-index-entities: "),
                                     QStringLiteral("info compound-keys: ")}
                              << QStringLiteral("Pattern: Compound key pattern.");
    QTest::newRow("MessageStats") << QStringLiteral("MessageStats")
                                  << QStringList {QStringLiteral("info data-series: ")}
                                  << QStringLiteral("Pattern: Data series pattern.");
}

void TestKeysCommand::lines()
{
    QFETCH(QString, table);
    QFETCH(QStringList, starts);
    QFETCH(QString, pattern);
    const RunResult r = runSubcommand(
        QStringLiteral("keys"), {QStringLiteral("--store"), m_store, QStringLiteral("--table"), table});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const QStringList out = ::lines(r.out);
    QCOMPARE(out.size(), starts.size() + 1);
    QVERIFY2(out.first().startsWith(table + QStringLiteral(": %1 finding").arg(starts.size())),
        qPrintable(out.first()));
    QVERIFY(out.first().contains(QStringLiteral("from all ")));
    for (qsizetype i = 0; i < starts.size(); ++i) {
        QVERIFY2(out.at(i + 1).startsWith(starts.at(i)), qPrintable(out.at(i + 1)));
        QVERIFY(out.at(i + 1).contains(QStringLiteral("Evidence: ")));
        QVERIFY(out.at(i + 1).contains(QStringLiteral("Fix: ")));
    }
    QVERIFY2(r.out.contains(pattern), qPrintable(r.out));
}

void TestKeysCommand::json()
{
    const RunResult r = runSubcommand(QStringLiteral("keys"),
        {QStringLiteral("--store"), m_store, QStringLiteral("--table"), QStringLiteral("EmployeeExpense"),
            QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(::lines(r.out).size(), 1);
    const QJsonObject o = parseLine(r.out.trimmed());
    QCOMPARE(o.value(QStringLiteral("table")).toString(), QStringLiteral("EmployeeExpense"));
    const QJsonObject sample = o.value(QStringLiteral("sample")).toObject();
    QCOMPARE(sample.value(QStringLiteral("keys")).toInt(), 300);
    QCOMPARE(sample.value(QStringLiteral("wholeTable")).toBool(), true);
    QCOMPARE(sample.value(QStringLiteral("description")).toString(), QStringLiteral("all 300 keys"));
    const QJsonArray findings = o.value(QStringLiteral("findings")).toArray();
    QCOMPARE(findings.size(), 1);
    const QJsonObject f = findings.first().toObject();
    QCOMPARE(f.value(QStringLiteral("rule")).toString(), QStringLiteral("log-tail"));
    QCOMPARE(f.value(QStringLiteral("severity")).toString(), QStringLiteral("info"));
    QCOMPARE(f.value(QStringLiteral("pattern")).toString(), QStringLiteral("Log tail pattern"));
    QCOMPARE(f.value(QStringLiteral("evidence")).toArray().size(), 2);
    QVERIFY(f.value(QStringLiteral("evidence"))
                .toArray()
                .first()
                .toString()
                .contains(QStringLiteral("(newest)")));
    for (const QString &key : {QStringLiteral("title"), QStringLiteral("consequence"), QStringLiteral("fix")})
        QVERIFY(!f.value(key).toString().isEmpty());
}

void TestKeysCommand::sampleOption()
{
    const RunResult r = runSubcommand(QStringLiteral("keys"),
        {QStringLiteral("--store"), m_store, QStringLiteral("--table"), QStringLiteral("Marathon"),
            QStringLiteral("--sample"), QStringLiteral("600"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject sample = parseLine(r.out.trimmed()).value(QStringLiteral("sample")).toObject();
    QCOMPARE(sample.value(QStringLiteral("wholeTable")).toBool(), false);
    QVERIFY(sample.value(QStringLiteral("keys")).toInt() <= 600);
    QVERIFY(sample.value(QStringLiteral("keys")).toInt() > 0);
    QVERIFY2(
        sample.value(QStringLiteral("description")).toString().startsWith(QStringLiteral("a sample of ")),
        qPrintable(r.out));
    QVERIFY(sample.value(QStringLiteral("description"))
                .toString()
                .endsWith(QStringLiteral(" of 4,200 keys from 3 of 3 partitions")));
}

void TestKeysCommand::encrypted()
{
    const QStringList args = {QStringLiteral("--store"), path(QStringLiteral("secret.rowan")),
        QStringLiteral("--table"), QStringLiteral("Organization")};
    const RunResult locked = runSubcommand(QStringLiteral("keys"), args);
    QCOMPARE(locked.exitCode, 1);
    QVERIFY(!locked.err.isEmpty());
    const RunResult r = runSubcommand(QStringLiteral("keys"),
        args + QStringList {QStringLiteral("--passphrase-file"), path(QStringLiteral("pass.txt"))});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("rowkey-entity-kinds")));
}

void TestKeysCommand::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing table") << QStringList {QStringLiteral("--store"), QStringLiteral("@STORE"),
        QStringLiteral("--table"), QStringLiteral("Nope")}
                                   << 1 << QStringLiteral("TableNotFound");
    QTest::newRow("missing account") << QStringList {QStringLiteral("--store"), QStringLiteral("@STORE"),
        QStringLiteral("--table"), QStringLiteral("Marathon"), QStringLiteral("--account"),
        QStringLiteral("nobody")} << 1
                                     << QStringLiteral("ResourceNotFound");
    QTest::newRow("missing store") << QStringList {QStringLiteral("--store"),
        QStringLiteral("@DIR/none.rowan"), QStringLiteral("--table"), QStringLiteral("Marathon")}
                                   << 1 << QString();
    QTest::newRow("no --table") << QStringList {QStringLiteral("--store"), QStringLiteral("@STORE")} << 2
                                << QStringLiteral("--store (or --connection) and --table are required");
    QTest::newRow("bad --sample") << QStringList {QStringLiteral("--store"), QStringLiteral("@STORE"),
        QStringLiteral("--table"), QStringLiteral("Marathon"), QStringLiteral("--sample"),
        QStringLiteral("ten")} << 2
                                  << QStringLiteral("--sample must be");
    QTest::newRow("zero --sample") << QStringList {QStringLiteral("--store"), QStringLiteral("@STORE"),
        QStringLiteral("--table"), QStringLiteral("Marathon"), QStringLiteral("--sample"),
        QStringLiteral("0")} << 2 << QStringLiteral("--sample must be");
    QTest::newRow("stray argument") << QStringList {QStringLiteral("--store"), QStringLiteral("@STORE"),
        QStringLiteral("--table"), QStringLiteral("Marathon"), QStringLiteral("extra")}
                                    << 2 << QStringLiteral("unexpected argument 'extra'");
    QTest::newRow("unknown option") << QStringList {QStringLiteral("--frobnicate")} << 2 << QString();
}

void TestKeysCommand::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    for (QString &a : args) {
        a.replace(QStringLiteral("@STORE"), m_store);
        a.replace(QStringLiteral("@DIR"), m_dir.path());
    }
    const RunResult r = runSubcommand(QStringLiteral("keys"), args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY(r.out.isEmpty());
    QVERIFY(r.err.startsWith(QStringLiteral("rowan keys: ")) || exitCode == 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestKeysCommand)
#include "tst_keyscommand.moc"
