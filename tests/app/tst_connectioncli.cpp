// `rowan history` and `rowan undo` on a connection saved in the explorer (--connection NAME), reached over
// `rowan serve`: its secret and its journal's key from the keychain, the journal written as the explorer
// writes it, undone from the command line; and the errors that name what is missing.
#include "remote/servethread.h"
#include "subcommandrunner.h"

#include "connectioncli.h"
#include "models/connections/connectionjournals.h"
#include "models/connections/savedconnections.h"
#include "models/connections/secretstore.h"

#include <rowan/journalingtableservice.h>

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {
const QString Dev = u"devstoreaccount1"_s;
const QString T = u"Orders"_s;
// 256 bits as the keychain keeps a journal's key (hex).
const QString JournalKeyHex = u"00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"_s;

QString connectionString(const ServeThread &serve)
{
    return u"DefaultEndpointsProtocol=http;AccountName=%1;AccountKey=%2;TableEndpoint=%3;"_s.arg(
        Dev, QString::fromLatin1(DevelopmentAccountKey), serve.tableEndpoint().toString());
}
} // namespace

class TestConnectionCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_n = 0;

    // A connection named `name` to `serve`, saved as the explorer saves it, its secret in `secrets`.
    static QString save(
        const QString &name, const ServeThread &serve, MemorySecretStore &secrets, SafetyProfile safety = {})
    {
        SavedConnections saved(u"connections"_s);
        const QString id = saved.save(SavedConnection {
            {}, name, SavedConnection::Kind::ConnectionString, serve.endpoint().displayName(), safety});
        secrets.write(id, connectionString(serve));
        return id;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"RowanTests"_s);
        QCoreApplication::setApplicationName(u"tst_connectioncli"_s);
        QVERIFY(m_dir.isValid());
    }
    void init()
    {
        QSettings().clear();
        QDir(ConnectionJournals::defaultFolder()).removeRecursively();
    }
    void cleanup() { setCommandSecretStore(nullptr); }

    void historyAndUndoOfASavedConnection();
    void commandsReachAConnection_data();
    void commandsReachAConnection();
    void errorsNameWhatIsMissing_data();
    void errorsNameWhatIsMissing();
};

void TestConnectionCli::historyAndUndoOfASavedConnection()
{
    ServeThread serve(m_dir.filePath(u"served%1.rowan"_s.arg(++m_n)));
    QVERIFY(serve.port());
    QVERIFY(serve.store()->createTable(Dev, T));
    MemorySecretStore secrets(true);
    setCommandSecretStore(&secrets);
    const QString id = save(u"Staging"_s, serve, secrets);

    // The journal's key, as the explorer keeps it in the keychain on first connecting.
    secrets.write(ConnectionJournals::secretId(id), JournalKeyHex);
    // Nothing was written through Rowan yet: no journal, said so.
    RunResult r = runSubcommand(u"history"_s, {u"--connection"_s, u"staging"_s});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"No change journal"_s), qPrintable(r.out));
    r = runSubcommand(u"undo"_s, {u"--connection"_s, u"Staging"_s, u"--yes"_s});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"no action to undo"_s), qPrintable(r.err));

    // The explorer writes through the connection's journal.
    {
        const ConnectionJournals journals(nullptr, &secrets);
        auto journal = JournalingTableService::open(std::make_shared<RemoteTableService>(serve.endpoint()),
            journals.journalPath(id), u"x'%1'"_s.arg(JournalKeyHex));
        QVERIFY(journal);
        auto action
            = (*journal)->beginAction(ActionInfo {u"add"_s, u"Add entity"_s, Dev, T, u"explorer"_s, 0});
        QVERIFY(action);
        Entity added(u"p"_s, u"r"_s);
        added.setProperty(u"Big"_s, Value::int64(9007199254740993LL));
        QVERIFY(
            journaled(*journal, *action)->write(Dev, T, EntityOperation {OperationType::Insert, added, {}}));
        QVERIFY((*journal)->endAction(*action));
    }

    r = runSubcommand(u"history"_s, {u"--connection"_s, u"Staging"_s, u"--json"_s});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QJsonArray actions = parseLine(r.out.trimmed()).value(u"actions"_s).toArray();
    QCOMPARE(actions.size(), 1);
    QCOMPARE(actions.first().toObject().value(u"kind"_s).toString(), u"add"_s);
    QCOMPARE(actions.first().toObject().value(u"origin"_s).toString(), u"explorer"_s);
    QVERIFY(serve.store()->getEntity(Dev, T, u"p"_s, u"r"_s));

    // Undone from the command line: the entity the explorer added is gone, and the undo is an action.
    r = runSubcommand(u"undo"_s, {u"--connection"_s, id, u"--json"_s});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(parseLine(r.out.trimmed()).value(u"restored"_s).toInteger(), 1);
    QVERIFY(!serve.store()->getEntity(Dev, T, u"p"_s, u"r"_s));
    r = runSubcommand(u"history"_s, {u"--connection"_s, u"Staging"_s, u"--json"_s});
    actions = parseLine(r.out.trimmed()).value(u"actions"_s).toArray();
    QCOMPARE(actions.size(), 2);
    QCOMPARE(actions.at(0).toObject().value(u"kind"_s).toString(), u"undo"_s);
    QCOMPARE(actions.at(0).toObject().value(u"origin"_s).toString(), u"rowan undo"_s);
    QCOMPARE(actions.at(1).toObject().value(u"state"_s).toString(), u"undone"_s);

    // A connection marked to confirm writes needs --yes off a terminal; read-only refuses the redo.
    SavedConnections saved(u"connections"_s);
    SavedConnection confirm = saved.connection(id);
    confirm.safety = SafetyProfile {SafetyLevel::ConfirmWrites, u"PROD"_s, {}};
    saved.save(confirm);
    r = runSubcommand(u"undo"_s, {u"--connection"_s, u"Staging"_s});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"[PROD] the connection Staging"_s), qPrintable(r.err));
    QVERIFY(!serve.store()->getEntity(Dev, T, u"p"_s, u"r"_s));
    confirm.safety.level = SafetyLevel::ReadOnly;
    saved.save(confirm);
    r = runSubcommand(u"undo"_s, {u"--connection"_s, u"Staging"_s, u"--yes"_s});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(!serve.store()->getEntity(Dev, T, u"p"_s, u"r"_s));
}

void TestConnectionCli::commandsReachAConnection_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("how"); // saved, string (--connection-string) or environment
    for (const char *command : {"query", "export", "keys", "schema", "import"})
        for (const char *how : {"saved", "string", "environment"})
            QTest::addRow("%s, %s", command, how) << QString::fromLatin1(command) << QString::fromLatin1(how);
}

// The commands that read or import a table reach a saved connection, a connection string and
// ROWAN_CONNECTION_STRING alike, in the connection's own account; an import into a saved connection is
// journaled, so it can be undone.
void TestConnectionCli::commandsReachAConnection()
{
    QFETCH(QString, command);
    QFETCH(QString, how);
    ServeThread serve(m_dir.filePath(u"reach%1.rowan"_s.arg(++m_n)));
    QVERIFY(serve.port());
    QVERIFY(serve.store()->createTable(Dev, T));
    for (int i = 0; i < 3; ++i) {
        Entity e(u"p"_s, u"r%1"_s.arg(i));
        e.setProperty(u"Big"_s, Value::int64(9007199254740993LL + i));
        QVERIFY(serve.store()->write(Dev, T, EntityOperation {OperationType::Insert, e, {}}));
    }
    MemorySecretStore secrets(true);
    setCommandSecretStore(&secrets);
    save(u"Staging"_s, serve, secrets);

    QStringList args {u"--table"_s, T};
    if (how == u"saved")
        args << u"--connection"_s << u"Staging"_s;
    else if (how == u"string")
        args << u"--connection-string"_s << connectionString(serve);
    else
        qputenv("ROWAN_CONNECTION_STRING", connectionString(serve).toUtf8());
    const auto unset = qScopeGuard([] { qunsetenv("ROWAN_CONNECTION_STRING"); });
    if (command == u"export")
        args << u"--format"_s << u"jsonl"_s << u"--output"_s << u"-"_s << u"--no-progress"_s;
    else if (command == u"keys" || command == u"schema")
        args << u"--json"_s;
    else if (command == u"import") {
        const QString file = m_dir.filePath(u"rows%1.jsonl"_s.arg(m_n));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"PartitionKey\":\"q\",\"RowKey\":\"1\",\"N\":1}\n{\"PartitionKey\":\"q\",\"RowKey\":\"2\","
                "\"N\":2}\n");
        f.close();
        args << u"--no-progress"_s << file;
    }
    const RunResult r = runSubcommand(command, args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    if (command == u"query" || command == u"export") {
        const QStringList out = lines(r.out);
        QCOMPARE(out.size(), 3);
        QCOMPARE(parseLine(out.last()).value(u"RowKey"_s).toString(), u"r2"_s);
        QVERIFY2(out.last().contains(u"9007199254740995"_s), qPrintable(out.last()));
    } else if (command == u"keys") {
        QCOMPARE(parseLine(r.out.trimmed()).value(u"table"_s).toString(), T);
    } else if (command == u"schema") {
        QCOMPARE(parseLine(r.out.trimmed()).value(u"entities"_s).toInteger(), 3);
    } else {
        auto stats = serve.store()->tableStats(Dev, T);
        QVERIFY(stats);
        QCOMPARE(stats->entityCount, 5);
        const RunResult history = runSubcommand(u"history"_s, {u"--connection"_s, u"Staging"_s, u"--json"_s});
        QVERIFY2(history.exitCode == 0, qPrintable(history.err));
        const QJsonArray actions = parseLine(history.out.trimmed()).value(u"actions"_s).toArray();
        // Only a saved connection has a journal; a bare connection string has nowhere to keep one.
        QCOMPARE(actions.size(), how == u"saved" ? 1 : 0);
        if (how == u"saved") {
            QCOMPARE(actions.first().toObject().value(u"kind"_s).toString(), u"import"_s);
            QCOMPARE(actions.first().toObject().value(u"entities"_s).toInteger(), 2);
        }
    }
}

void TestConnectionCli::errorsNameWhatIsMissing_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("keychain");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown name") << u"history"_s << QStringList {u"--connection"_s, u"Nope"_s} << true << 1
                                  << u"no saved connection named 'Nope' (saved: Staging, Twin, Twin)"_s;
    QTest::newRow("two of one name") << u"undo"_s << QStringList {u"--connection"_s, u"twin"_s} << true << 1
                                     << u"2 saved connections are named 'twin'"_s;
    QTest::newRow("store and connection")
        << u"history"_s << QStringList {u"--connection"_s, u"Staging"_s, u"--store"_s, u"x.rowan"_s} << true
        << 2 << u"give one of --store, --connection and --connection-string"_s;
    QTest::newRow("bad connection string")
        << u"query"_s << QStringList {u"--connection-string"_s, u"AccountName=x"_s, u"--table"_s, T} << true
        << 1 << u"rowan query: "_s;
    QTest::newRow("explain without statistics")
        << u"query"_s << QStringList {u"--connection"_s, u"Staging"_s, u"--table"_s, T, u"--explain"_s}
        << true << 1 << u"keeps no statistics"_s;
    QTest::newRow("neither") << u"undo"_s << QStringList {} << true << 2
                             << u"--store (or --connection) is required"_s;
    QTest::newRow("no keychain")
        << u"history"_s << QStringList {u"--connection"_s, u"Staging"_s} << false << 1
        << u"no keychain answers, so Rowan keeps no secret for the connection Staging"_s;
}

void TestConnectionCli::errorsNameWhatIsMissing()
{
    QFETCH(QString, command);
    QFETCH(QStringList, args);
    QFETCH(bool, keychain);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    ServeThread serve(m_dir.filePath(u"errors%1.rowan"_s.arg(++m_n)));
    QVERIFY(serve.port());
    MemorySecretStore kept(true);
    save(u"Staging"_s, serve, kept);
    save(u"Twin"_s, serve, kept);
    save(u"Twin"_s, serve, kept);
    MemorySecretStore none(false);
    setCommandSecretStore(keychain ? &kept : &none);
    const RunResult r = runSubcommand(command, args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestConnectionCli)
#include "tst_connectioncli.moc"
