// `rowan history` and `rowan undo` through builtinSubcommands(): an import journaled as one action, the
// listing as text and JSON, undo and redo, a conflict's exit code, the limits, and usage errors.
#include "subcommandrunner.h"

#include <rowan/store.h>

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString Dev = QStringLiteral("devstoreaccount1");
const QString T = QStringLiteral("Orders");
} // namespace

class TestHistoryCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_store;
    int m_n = 0;

    std::unique_ptr<Store> open()
    {
        auto store = Store::open(m_store, StoreOptions {});
        return store ? std::move(*store) : nullptr;
    }

    qint64 count()
    {
        auto store = open();
        auto stats = store ? store->tableStats(Dev, T) : Result<TableStats>(std::unexpected(Error {}));
        return stats ? stats->entityCount : -1;
    }

    // Imports `rows` entities, RowKeys from `first` on, into T (created on the way) with `rowan import`.
    void importRows(int rows, int first = 0)
    {
        QByteArray lines;
        for (int i = first; i < first + rows; ++i)
            lines += QStringLiteral("{\"PartitionKey\":\"p%1\",\"RowKey\":\"%2\",\"N\":%2}\n").arg(i % 2).arg(i).toUtf8();
        const QString file = m_dir.filePath(QStringLiteral("rows%1.jsonl").arg(++m_n));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(lines);
        f.close();
        const RunResult r = runSubcommand(QStringLiteral("import"),
            {QStringLiteral("--store"), m_store, QStringLiteral("--table"), T, QStringLiteral("--create-table"),
                QStringLiteral("--no-progress"), file});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    QJsonObject historyJson(QStringList extra = {})
    {
        const RunResult r = runSubcommand(
            QStringLiteral("history"), QStringList {QStringLiteral("--store"), m_store, QStringLiteral("--json")} + extra);
        if (r.exitCode != 0)
            qWarning("history failed: %s", qPrintable(r.err));
        return parseLine(r.out.trimmed());
    }

private slots:
    void init()
    {
        m_store = m_dir.filePath(QStringLiteral("s%1.rowan").arg(++m_n));
    }

    void importIsOneActionInHistory();
    void undoAndRedoTheNewestAction();
    void undoListsConflictsAndFails();
    void undoRefusesWhatCannotBeUndone();
    void setsTheLimits();
    void usageErrors_data();
    void usageErrors();
};

void TestHistoryCommand::importIsOneActionInHistory()
{
    importRows(150);
    const QJsonObject doc = historyJson();
    const QJsonArray actions = doc.value(QStringLiteral("actions")).toArray();
    QCOMPARE(actions.size(), 1);
    const QJsonObject action = actions.first().toObject();
    QCOMPARE(action.value(QStringLiteral("kind")).toString(), QStringLiteral("import"));
    QCOMPARE(action.value(QStringLiteral("origin")).toString(), QStringLiteral("rowan import"));
    QCOMPARE(action.value(QStringLiteral("table")).toString(), T);
    QCOMPARE(action.value(QStringLiteral("entities")).toInteger(), 150);
    QCOMPARE(action.value(QStringLiteral("state")).toString(), QStringLiteral("done"));
    QVERIFY(action.value(QStringLiteral("label")).toString().startsWith(QStringLiteral("Import: rows")));
    QVERIFY(doc.value(QStringLiteral("bytes")).toInteger() > 0);
    QCOMPARE(doc.value(QStringLiteral("maxBytes")).toInteger(), JournalLimits {}.maxBytes);

    const RunResult text = runSubcommand(QStringLiteral("history"), {QStringLiteral("--store"), m_store});
    QCOMPARE(text.exitCode, 0);
    const QStringList out = lines(text.out);
    QCOMPARE(out.size(), 3);
    QVERIFY(out[0].contains(QStringLiteral("KIND")));
    QVERIFY(out[1].contains(QStringLiteral("import")));
    QVERIFY(out[1].contains(QStringLiteral("150")));
    QVERIFY(out[1].contains(QStringLiteral("done")));
    QVERIFY(out[2].startsWith(QStringLiteral("Journal: ")));
    // Filters: another table has nothing.
    QCOMPARE(historyJson({QStringLiteral("--table"), QStringLiteral("Other")}).value(QStringLiteral("actions")).toArray().size(), 0);
}

void TestHistoryCommand::undoAndRedoTheNewestAction()
{
    importRows(10);
    importRows(0); // wrote nothing: not an action
    QCOMPARE(historyJson().value(QStringLiteral("actions")).toArray().size(), 1);
    const qint64 importId
        = historyJson().value(QStringLiteral("actions")).toArray().first().toObject().value(QStringLiteral("id")).toInteger();
    QCOMPARE(count(), 10);

    RunResult r = runSubcommand(QStringLiteral("undo"), {QStringLiteral("--store"), m_store, QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QJsonObject report = parseLine(r.out.trimmed());
    QCOMPARE(report.value(QStringLiteral("action")).toInteger(), importId);
    QCOMPARE(report.value(QStringLiteral("restored")).toInteger(), 10);
    QCOMPARE(report.value(QStringLiteral("conflicts")).toArray().size(), 0);
    const qint64 undoId = report.value(QStringLiteral("undoAction")).toInteger();
    QCOMPARE(count(), 0);
    QJsonArray actions = historyJson().value(QStringLiteral("actions")).toArray();
    QCOMPARE(actions.size(), 2);
    QCOMPARE(actions[0].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("undo"));
    QCOMPARE(actions[1].toObject().value(QStringLiteral("state")).toString(), QStringLiteral("undone"));
    QCOMPARE(actions[1].toObject().value(QStringLiteral("undoneBy")).toInteger(), undoId);

    // Redo: the newest not undone is the undo itself.
    r = runSubcommand(QStringLiteral("undo"), {QStringLiteral("--store"), m_store});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.startsWith(QStringLiteral("Undid action %1 (Undo: ").arg(undoId)));
    QVERIFY(r.out.contains(QStringLiteral("10 entities restored")));
    QCOMPARE(count(), 10);
    actions = historyJson().value(QStringLiteral("actions")).toArray();
    QCOMPARE(actions[0].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("redo"));
}

void TestHistoryCommand::undoListsConflictsAndFails()
{
    importRows(4);
    {
        auto store = open();
        QVERIFY(store);
        Entity changed(QStringLiteral("p1"), QStringLiteral("1"));
        changed.setProperty(QStringLiteral("N"), Value::int32(99));
        QVERIFY(store->updateEntity(Dev, T, changed));
    }
    RunResult r = runSubcommand(QStringLiteral("undo"), {QStringLiteral("--store"), m_store});
    QCOMPARE(r.exitCode, 3);
    QVERIFY(r.out.contains(QStringLiteral("3 entities restored")));
    QVERIFY(r.out.contains(QStringLiteral("conflict: PartitionKey 'p1', RowKey '1': changed since the action")));
    QVERIFY(r.err.contains(QStringLiteral("1 entities changed since the action were not undone")));
    QCOMPARE(count(), 1);
}

void TestHistoryCommand::undoRefusesWhatCannotBeUndone()
{
    RunResult r = runSubcommand(QStringLiteral("undo"), {QStringLiteral("--store"), m_store});
    QCOMPARE(r.exitCode, 1); // no store
    importRows(2);
    r = runSubcommand(QStringLiteral("undo"), {QStringLiteral("--store"), m_store, QStringLiteral("1")});
    QCOMPARE(r.exitCode, 0);
    r = runSubcommand(QStringLiteral("undo"), {QStringLiteral("--store"), m_store, QStringLiteral("1")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains(QStringLiteral("already undone")));
    r = runSubcommand(QStringLiteral("undo"), {QStringLiteral("--store"), m_store, QStringLiteral("77")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains(QStringLiteral("no journal action 77")));
}

void TestHistoryCommand::setsTheLimits()
{
    importRows(20);
    importRows(20, 20);
    QJsonObject doc = historyJson({QStringLiteral("--max-age"), QStringLiteral("7")});
    QCOMPARE(doc.value(QStringLiteral("maxAgeDays")).toInt(), 7);
    QCOMPARE(doc.value(QStringLiteral("actions")).toArray().size(), 2);
    const qint64 newest = doc.value(QStringLiteral("actions")).toArray().first().toObject().value(QStringLiteral("bytes")).toInteger();
    // Room for the newest action only.
    doc = historyJson({QStringLiteral("--max-size"), QString::number(newest + newest / 2)});
    QCOMPARE(doc.value(QStringLiteral("maxBytes")).toInteger(), newest + newest / 2);
    QCOMPARE(doc.value(QStringLiteral("actions")).toArray().size(), 1);
    doc = historyJson({QStringLiteral("--max-size"), QStringLiteral("2M")});
    QCOMPARE(doc.value(QStringLiteral("maxBytes")).toInteger(), 2 * 1024 * 1024);
    QCOMPARE(doc.value(QStringLiteral("maxAgeDays")).toInt(), 7);
}

void TestHistoryCommand::usageErrors_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    QTest::newRow("history without store") << QStringLiteral("history") << QStringList {} << QStringLiteral("--store (or --connection) is required");
    QTest::newRow("bad size") << QStringLiteral("history") << QStringList {QStringLiteral("--store"), QStringLiteral("x"), QStringLiteral("--max-size"), QStringLiteral("lots")}
                              << QStringLiteral("--max-size must be a positive size");
    QTest::newRow("bad age") << QStringLiteral("history") << QStringList {QStringLiteral("--store"), QStringLiteral("x"), QStringLiteral("--max-age"), QStringLiteral("0")}
                             << QStringLiteral("--max-age must be a positive number of days");
    QTest::newRow("bad id") << QStringLiteral("undo") << QStringList {QStringLiteral("--store"), QStringLiteral("x"), QStringLiteral("last")}
                            << QStringLiteral("ACTION_ID must be an action's number, not 'last'");
    QTest::newRow("two ids") << QStringLiteral("undo") << QStringList {QStringLiteral("--store"), QStringLiteral("x"), QStringLiteral("1"), QStringLiteral("2")}
                             << QStringLiteral("unexpected argument '2'");
}

void TestHistoryCommand::usageErrors()
{
    QFETCH(QString, command);
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    const RunResult r = runSubcommand(command, args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(error), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestHistoryCommand)
#include "tst_historycommand.moc"
