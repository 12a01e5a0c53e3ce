// `rowan safety` through builtinSubcommands(): showing and setting a store's profile, usage errors, and the
// other commands honouring it: a read-only store refuses import and undo and keeps its data, a store that
// asks before writes needs --yes when no one can be asked.
#include "subcommandrunner.h"

#include <rowan/store.h>

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace rowan;

namespace {
const QString T = QStringLiteral("Orders");
} // namespace

class TestSafetyCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_store;
    int m_n = 0;

    RunResult run(const QString &command, const QStringList &args)
    {
        return runSubcommand(command, QStringList {QStringLiteral("--store"), m_store} + args);
    }

    RunResult importRows(int rows, const QStringList &extra = {})
    {
        QByteArray lines;
        for (int i = 0; i < rows; ++i)
            lines += QStringLiteral("{\"PartitionKey\":\"p\",\"RowKey\":\"%1\",\"N\":%1}\n")
                         .arg(i + 100 * m_n)
                         .toUtf8();
        const QString file = m_dir.filePath(QStringLiteral("rows%1.jsonl").arg(++m_n));
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(lines);
        f.close();
        return run(QStringLiteral("import"),
            QStringList {QStringLiteral("--table"), T, QStringLiteral("--create-table"),
                QStringLiteral("--no-progress")}
                + extra + QStringList {file});
    }

    qint64 count()
    {
        auto store = Store::open(m_store, StoreOptions {});
        auto stats = store ? (*store)->tableStats(QStringLiteral("devstoreaccount1"), T)
                           : Result<TableStats>(std::unexpected(Error {}));
        return stats ? stats->entityCount : -1;
    }

private slots:
    void initTestCase()
    {
        // The confirmation reads a terminal when there is one: these tests are the case without.
        QVERIFY(std::freopen("/dev/null", "r", stdin));
    }

    void init()
    {
        m_store = m_dir.filePath(QStringLiteral("s%1.rowan").arg(++m_n));
        const RunResult made = importRows(3);
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
    }

    void showsThePlainProfile()
    {
        const RunResult r = run(QStringLiteral("safety"), {});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("Safety level: Off\nEnvironment: none\n"));
    }

    void setsAndKeeps_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("json");
        QTest::newRow("read-only PROD red") << QStringList {"--level", "read-only", "--label", "PROD",
            "--colour", "red"} << R"({"colour":"#c62828","label":"PROD","level":"read-only"})";
        QTest::newRow("confirm, hex colour") << QStringList {"--level", "confirm-writes", "--label", " test ",
            "--colour", "#0A0"} << R"({"colour":"#00aa00","label":"test","level":"confirm"})";
        QTest::newRow("label only") << QStringList {"--label", "staging"}
                                    << R"({"colour":"","label":"staging","level":"off"})";
    }
    void setsAndKeeps()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, json);
        const RunResult set = run(QStringLiteral("safety"), args + QStringList {QStringLiteral("--json")});
        QVERIFY2(set.exitCode == 0, qPrintable(set.err));
        QCOMPARE(set.out.trimmed(), json);
        const RunResult shown = run(QStringLiteral("safety"), {QStringLiteral("--json")});
        QCOMPARE(shown.out.trimmed(), json);
        // Back to plain: the label and colour can be removed.
        const RunResult cleared = run(QStringLiteral("safety"),
            {QStringLiteral("--level"), QStringLiteral("off"), QStringLiteral("--label"), QString(),
                QStringLiteral("--colour"), QString(), QStringLiteral("--json")});
        QCOMPARE(cleared.out.trimmed(), QStringLiteral(R"({"colour":"","label":"","level":"off"})"));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown level")
            << QStringList {"--level", "careful"} << 2 << "--level must be off, confirm or read-only";
        QTest::newRow("unknown colour")
            << QStringList {"--colour", "crimson"} << 2 << "--colour must be a colour name";
        QTest::newRow("label too long")
            << QStringList {"--label", QString(30, u'x')} << 1 << "at most 24 fit";
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const RunResult r = run(QStringLiteral("safety"), args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(
            run(QStringLiteral("safety"), {}).out, QStringLiteral("Safety level: Off\nEnvironment: none\n"));
    }

    void readOnlyRefusesImportAndUndo()
    {
        QCOMPARE(run(QStringLiteral("safety"), {"--level", "read-only", "--label", "PROD"}).exitCode, 0);
        const RunResult imported = importRows(2);
        QCOMPARE(imported.exitCode, 1);
        QVERIFY2(imported.err.contains(QStringLiteral("[PROD] The store s"))
                && imported.err.contains(QStringLiteral("marked read-only")),
            qPrintable(imported.err));
        const RunResult undone = run(QStringLiteral("undo"), {});
        QCOMPARE(undone.exitCode, 1);
        QVERIFY2(undone.err.contains(QStringLiteral("marked read-only")), qPrintable(undone.err));
        QCOMPARE(count(), 3);
        // Looking still works.
        QCOMPARE(run(QStringLiteral("history"), {QStringLiteral("--json")}).exitCode, 0);
        QCOMPARE(run(QStringLiteral("query"), {QStringLiteral("--table"), T}).exitCode, 0);
    }

    void confirmNeedsYesWithoutATerminal_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("import") << "import";
        QTest::newRow("undo") << "undo";
    }
    void confirmNeedsYesWithoutATerminal()
    {
        QFETCH(QString, command);
        QCOMPARE(run(QStringLiteral("safety"), {"--level", "confirm", "--label", "PROD"}).exitCode, 0);
        const auto attempt = [&](const QStringList &extra) {
            return command == u"import" ? importRows(2, extra) : run(QStringLiteral("undo"), extra);
        };
        const RunResult asked = attempt({});
        QCOMPARE(asked.exitCode, 1);
        QVERIFY2(asked.err.contains(QStringLiteral("[PROD] the store s"))
                && asked.err.contains(QStringLiteral("table Orders"))
                && asked.err.contains(QStringLiteral("give --yes")),
            qPrintable(asked.err));
        QCOMPARE(count(), 3);
        const RunResult confirmed = attempt({QStringLiteral("--yes")});
        QVERIFY2(confirmed.exitCode == 0, qPrintable(confirmed.err));
        QCOMPARE(count(), command == u"import" ? 5 : 0);
    }
};

QTEST_GUILESS_MAIN(TestSafetyCommand)
#include "tst_safetycommand.moc"
