// `rowan check`, and the store-opening path every command shares: exit statuses, what is printed for a
// sound, a damaged and a crashed store with a damaged log, that a wrong passphrase leaves a crashed store's
// files untouched, and that the commands that only look (check, query, export, keys, backup's source) leave
// the store, its -wal and its -shm byte for byte as they were.
#include "subcommandrunner.h"
#include "support/teststore.h"

#include <rowan/store.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString Passphrase = QStringLiteral("checked passphrase");
const QString DevAccount = QStringLiteral("devstoreaccount1");
const QString T = QStringLiteral("Items");

QString writeFile(const QDir &dir, const QString &name, const QByteArray &bytes)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qWarning("cannot write %s", qPrintable(f.fileName()));
    return f.fileName();
}

QByteArray hashOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                                       : QByteArray("missing");
}

// A store with 300 entities checkpointed and, when `crashed`, 500 more in a -wal, as kill -9 leaves it.
void makeStore(const QDir &dir, const QString &path, bool crashed)
{
    const QString source = dir.filePath(QStringLiteral("source.rowan"));
    QVERIFY(TestStoreBuilder(source).passphrase(Passphrase).table(T, 300, pageFillingEntity).build());
    StoreOptions options;
    options.passphrase = Passphrase;
    auto store = Store::open(source, options);
    QVERIFY(store);
    // Written while this handle stays open, so the entities stay in the -wal that is copied below.
    for (int b = 3; crashed && b < 8; ++b) {
        QList<EntityOperation> ops;
        for (int j = 0; j < 100; ++j)
            ops.append({OperationType::Insert, pageFillingEntity(b * 100 + j), {}});
        QVERIFY((*store)->executeBatch(DevAccount, T, ops));
    }
    for (const char *suffix : {"", "-wal"}) {
        if (QFile::exists(source + suffix))
            QVERIFY(QFile::copy(source + suffix, path + suffix));
    }
}

void flip(const QString &path, qint64 offset)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.seek(offset));
    QCOMPARE(f.write(QByteArray(8, '\x5a')), qint64(8));
}
} // namespace

class TestCheckCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void check_data();
    void check();
    void wrongPassphraseLeavesCrashedStoreAlone_data();
    void wrongPassphraseLeavesCrashedStoreAlone();
    void readOnlyCommandsChangeNothing_data();
    void readOnlyCommandsChangeNothing();
    void writableOpenRecoversWhatQueryReported();
};

void TestCheckCommand::check_data()
{
    QTest::addColumn<QString>("state");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("out");
    QTest::addColumn<QString>("err");
    QTest::newRow("sound") << "sound" << 0 << ": sound ("
                           << "";
    QTest::newRow("sound after a crash") << "crashed" << 0 << "800 entities decoded"
                                         << "";
    QTest::newRow("damaged page") << "damaged" << 3 << "SQLCipher: "
                                  << "";
    QTest::newRow("damaged log") << "damaged log" << 3 << "damaged: 1 problems"
                                 << "warning: The store's write-ahead log is damaged";
    QTest::newRow("wrong passphrase") << "wrong passphrase" << 1 << ""
                                      << "The passphrase is wrong";
    QTest::newRow("no such store") << "missing" << 1 << ""
                                   << "There is no store";
    QTest::newRow("no --store") << "usage" << 2 << ""
                                << "--store is required";
}

void TestCheckCommand::check()
{
    QFETCH(QString, state);
    QFETCH(int, exitCode);
    QFETCH(QString, out);
    QFETCH(QString, err);
    QTemporaryDir scratch;
    QTemporaryDir storeDir;
    const QDir dir(storeDir.path());
    const QString path = dir.filePath(QStringLiteral("s.rowan"));
    if (state != QLatin1String("missing") && state != QLatin1String("usage")) {
        makeStore(QDir(scratch.path()), path,
            state == QLatin1String("crashed") || state == QLatin1String("damaged log"));
        if (QTest::currentTestFailed())
            return;
    }
    if (state == QLatin1String("damaged"))
        flip(path, QFileInfo(path).size() - 2000);
    if (state == QLatin1String("damaged log"))
        flip(path + "-wal", QFileInfo(path + "-wal").size() / 2);
    const QString passphraseFile = writeFile(QDir(scratch.path()), QStringLiteral("pass"),
        (state == QLatin1String("wrong passphrase") ? QByteArray("wrong") : Passphrase.toUtf8()) + '\n');
    QStringList args {QStringLiteral("--passphrase-file"), passphraseFile};
    if (state != QLatin1String("usage"))
        args << QStringLiteral("--store") << path;
    const RunResult r = runSubcommand(QStringLiteral("check"), args);
    QVERIFY2(r.exitCode == exitCode, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(out), qPrintable(r.out));
    QVERIFY2(r.err.contains(err), qPrintable(r.err));
}

void TestCheckCommand::wrongPassphraseLeavesCrashedStoreAlone_data()
{
    QTest::addColumn<QString>("command");
    QTest::newRow("query") << "query";
    QTest::newRow("check") << "check";
    QTest::newRow("backup") << "backup";
}

void TestCheckCommand::wrongPassphraseLeavesCrashedStoreAlone()
{
    QFETCH(QString, command);
    QTemporaryDir scratch;
    QTemporaryDir storeDir;
    const QDir dir(storeDir.path());
    const QString path = dir.filePath(QStringLiteral("s.rowan"));
    makeStore(QDir(scratch.path()), path, true);
    if (QTest::currentTestFailed())
        return;
    const QByteArray mainHash = hashOf(path);
    const QByteArray walHash = hashOf(path + "-wal");
    const QStringList files = dir.entryList(QDir::Files);
    const QString wrong = writeFile(QDir(scratch.path()), QStringLiteral("wrong"), "wrong\n");
    QStringList args {QStringLiteral("--store"), path, QStringLiteral("--passphrase-file"), wrong};
    if (command == QLatin1String("query"))
        args << QStringLiteral("--table") << T;
    if (command == QLatin1String("backup"))
        args << QStringLiteral("--to") << QDir(scratch.path()).filePath(QStringLiteral("copy.rowan"));
    const RunResult r = runSubcommand(command, args);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("The passphrase is wrong")), qPrintable(r.err));
    QCOMPARE(hashOf(path), mainHash);
    QCOMPARE(hashOf(path + "-wal"), walHash);
    QCOMPARE(dir.entryList(QDir::Files), files);

    // The right passphrase still finds every acknowledged entity.
    const QString right = writeFile(QDir(scratch.path()), QStringLiteral("right"), Passphrase.toUtf8());
    const RunResult q = runSubcommand(QStringLiteral("query"),
        {QStringLiteral("--store"), path, QStringLiteral("--passphrase-file"), right,
            QStringLiteral("--table"), T});
    QCOMPARE(q.exitCode, 0);
    QCOMPARE(lines(q.out).size(), 800);
}

void TestCheckCommand::readOnlyCommandsChangeNothing_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("log"); // none, clean, torn (a partial last frame), damaged
    QTest::addColumn<int>("exitCode");
    for (const char *command : {"check", "query", "export", "keys", "backup"}) {
        const bool data = QByteArrayView(command) != "check" && QByteArrayView(command) != "keys";
        for (const char *log : {"none", "clean", "torn", "damaged"}) {
            int exitCode = 0;
            if (QByteArrayView(log) == "damaged")
                exitCode = QByteArrayView(command) == "check" ? 3 : data ? 1 : 0;
            QTest::addRow("%s, %s log", command, log) << command << log << exitCode;
        }
    }
}

void TestCheckCommand::readOnlyCommandsChangeNothing()
{
    QFETCH(QString, command);
    QFETCH(QString, log);
    QFETCH(int, exitCode);
    QTemporaryDir scratch;
    QTemporaryDir storeDir;
    const QDir dir(storeDir.path());
    const QString path = dir.filePath(QStringLiteral("s.rowan"));
    makeStore(QDir(scratch.path()), path, log != QLatin1String("none"));
    if (QTest::currentTestFailed())
        return;
    if (log == QLatin1String("torn"))
        QVERIFY(QFile::resize(path + "-wal", QFileInfo(path + "-wal").size() - 1000));
    if (log == QLatin1String("damaged"))
        flip(path + "-wal", QFileInfo(path + "-wal").size() / 2);
    // A -shm as another SQLite build leaves it: never read or written here either.
    writeFile(dir, QStringLiteral("s.rowan-shm"), QByteArray(32768, '\x3c'));
    QMap<QString, QByteArray> before;
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden))
        before.insert(name, hashOf(dir.filePath(name)));

    const QString right = writeFile(QDir(scratch.path()), QStringLiteral("right"), Passphrase.toUtf8());
    QStringList args {QStringLiteral("--store"), path, QStringLiteral("--passphrase-file"), right};
    if (command == QLatin1String("query") || command == QLatin1String("export")
        || command == QLatin1String("keys"))
        args << QStringLiteral("--table") << T;
    if (command == QLatin1String("export"))
        args << QStringLiteral("--output") << QDir(scratch.path()).filePath(QStringLiteral("out.csv"));
    if (command == QLatin1String("backup"))
        args << QStringLiteral("--to") << QDir(scratch.path()).filePath(QStringLiteral("copy.rowan"));
    const RunResult r = runSubcommand(command, args);
    QVERIFY2(r.exitCode == exitCode, qPrintable(QString::number(r.exitCode) + '\n' + r.err));
    if (log == QLatin1String("damaged")) {
        QVERIFY2(r.err.contains(QStringLiteral("warning: The store's write-ahead log is damaged")),
            qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("read-only open")), qPrintable(r.err));
    } else {
        QVERIFY2(!r.err.contains(QStringLiteral("warning")), qPrintable(r.err));
    }
    if (command == QLatin1String("query")) {
        // 300 checkpointed entities, 500 more in the log in batches of 100; a torn last frame loses the
        // last batch (a crash before its commit was whole), damage everything from the damaged frame on.
        const qsizetype read = lines(r.out).size();
        if (log == QLatin1String("none"))
            QCOMPARE(read, 300);
        else if (log == QLatin1String("clean"))
            QCOMPARE(read, 800);
        else if (log == QLatin1String("torn"))
            QCOMPARE(read, 700);
        else
            QVERIFY(read >= 300 && read < 800);
    }

    QMap<QString, QByteArray> after;
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden))
        after.insert(name, hashOf(dir.filePath(name)));
    QCOMPARE(after.keys(), before.keys());
    for (auto it = before.cbegin(); it != before.cend(); ++it)
        QVERIFY2(after.value(it.key()) == it.value(), qPrintable(it.key() + " changed"));
}

void TestCheckCommand::writableOpenRecoversWhatQueryReported()
{
    QTemporaryDir scratch;
    QTemporaryDir storeDir;
    const QDir dir(storeDir.path());
    const QString path = dir.filePath(QStringLiteral("s.rowan"));
    makeStore(QDir(scratch.path()), path, true);
    if (QTest::currentTestFailed())
        return;
    flip(path + "-wal", QFileInfo(path + "-wal").size() / 2);
    const QString right = writeFile(QDir(scratch.path()), QStringLiteral("right"), Passphrase.toUtf8());
    const QStringList args {QStringLiteral("--store"), path, QStringLiteral("--passphrase-file"), right,
        QStringLiteral("--table"), T};
    const RunResult q = runSubcommand(QStringLiteral("query"), args);
    QCOMPARE(q.exitCode, 1);
    const qsizetype read = lines(q.out).size();
    QVERIFY(read < 800);
    QVERIFY2(q.err.contains(QStringLiteral("the output lacks")), qPrintable(q.err));
    QVERIFY(dir.entryList({QStringLiteral("s.rowan-wal.damaged-*")}, QDir::Files).isEmpty());

    // The first writable open keeps the log aside and recovers exactly what the query read.
    StoreOptions options;
    options.passphrase = Passphrase;
    {
        auto store = Store::open(path, options);
        QVERIFY(store);
        QCOMPARE((*store)->openWarnings().size(), 1);
        QVERIFY2((*store)->openWarnings()[0].contains(QStringLiteral("was kept as")),
            qPrintable((*store)->openWarnings()[0]));
    }
    QCOMPARE(dir.entryList({QStringLiteral("s.rowan-wal.damaged-*")}, QDir::Files).size(), 1);
    const RunResult again = runSubcommand(QStringLiteral("query"), args);
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(lines(again.out).size(), read);
}

QTEST_GUILESS_MAIN(TestCheckCommand)
#include "tst_checkcommand.moc"
