// `rowan demo`, driven through builtinSubcommands() with in-memory streams; the created store is read back.
#include "subcommandrunner.h"

#include <rowan/store.h>

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

class TestDemoCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void demo_data();
    void demo();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QStringList substitute(QStringList args) const;

    QTemporaryDir m_dir;
    QString m_store; // an existing demo store, which a refused run must leave alone
};

namespace {
const QString DemoAccount = QStringLiteral("devstoreaccount1");
}

void TestDemoCommand::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = path(QStringLiteral("demo.rowan"));
    QCOMPARE(runSubcommand(QStringLiteral("demo"), {m_store}).exitCode, 0);
    QFile pass(path(QStringLiteral("pass.txt")));
    QVERIFY(pass.open(QIODevice::WriteOnly));
    pass.write("correct horse\n");
}

// @DIR is the temporary directory, @STORE the existing demo store.
QStringList TestDemoCommand::substitute(QStringList args) const
{
    for (QString &a : args) {
        a.replace(QStringLiteral("@STORE"), m_store);
        a.replace(QStringLiteral("@DIR"), m_dir.path());
    }
    return args;
}

void TestDemoCommand::demo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("errorContains");
    // Empty: no store is expected; otherwise the created store's path and passphrase file.
    QTest::addColumn<QString>("created");
    QTest::addColumn<QString>("passphraseFile");

    QTest::newRow("new store") << QStringList {"@DIR/new.rowan"} << 0 << QString() << "@DIR/new.rowan"
                               << QString();
    QTest::newRow("encrypted") << QStringList {"--passphrase-file", "@DIR/pass.txt", "@DIR/enc.rowan"} << 0
                               << QString() << "@DIR/enc.rowan"
                               << "@DIR/pass.txt";
    QTest::newRow("existing path") << QStringList {"@STORE"} << 1 << "already exists" << QString()
                                   << QString();
    QTest::newRow("existing other file")
        << QStringList {"@DIR/pass.txt"} << 1 << "already exists" << QString() << QString();
    QTest::newRow("no path") << QStringList {} << 2 << "expected one PATH" << QString() << QString();
    QTest::newRow("two paths") << QStringList {"@DIR/a.rowan", "@DIR/b.rowan"} << 2 << "expected one PATH"
                               << QString() << QString();
    QTest::newRow("unknown option") << QStringList {"--frobnicate", "@DIR/c.rowan"} << 2 << "frobnicate"
                                    << QString() << QString();
    QTest::newRow("unreadable passphrase file")
        << QStringList {"--passphrase-file", "@DIR/missing.txt", "@DIR/d.rowan"} << 1 << "missing.txt"
        << QString() << QString();
}

void TestDemoCommand::demo()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, errorContains);
    QFETCH(QString, created);
    QFETCH(QString, passphraseFile);
    created = substitute({created}).first();
    passphraseFile = substitute({passphraseFile}).first();

    const QDateTime storeModified = QFileInfo(m_store).lastModified();
    const RunResult r = runSubcommand(QStringLiteral("demo"), substitute(args));
    QCOMPARE(r.exitCode, exitCode);
    if (!errorContains.isEmpty())
        QVERIFY2(r.err.contains(errorContains), qPrintable(r.err));
    // A refused run leaves the existing store alone.
    QCOMPARE(QFileInfo(m_store).lastModified(), storeModified);
    if (created.isEmpty()) {
        QVERIFY(r.out.isEmpty());
        for (const char *name : {"a.rowan", "b.rowan", "c.rowan", "d.rowan"})
            QVERIFY(!QFileInfo::exists(path(QLatin1String(name))));
        return;
    }
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QVERIFY(QFileInfo::exists(created));

    StoreOptions options;
    if (!passphraseFile.isEmpty()) {
        QVERIFY(r.out.contains(QLatin1String("(encrypted)")));
        QVERIFY(!Store::open(created).has_value()); // no passphrase: refused
        QFile file(passphraseFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        options.passphrase = QString::fromUtf8(file.readLine()).trimmed();
    } else {
        QVERIFY(r.out.contains(QLatin1String("(not encrypted)")));
    }
    auto store = Store::open(created, options);
    QVERIFY2(store.has_value(), qPrintable(store ? QString() : store.error().toString()));
    QCOMPARE((*store)->isEncrypted(), !passphraseFile.isEmpty());
    const auto tables = (*store)->listTables(DemoAccount);
    QVERIFY(tables.has_value());
    QStringList names;
    qint64 total = 0;
    for (const TableInfo &t : *tables) {
        names.append(t.name);
        total += t.stats.entityCount;
    }
    names.sort();
    QCOMPARE(names,
        QStringList(
            {"EmployeeExpense", "EmployeeIndex", "Employees", "Marathon", "MessageStats", "Organization"}));
    // The summary line reports what was written.
    QVERIFY2(r.out.contains(QStringLiteral("with %1 entities in 6 tables").arg(total)), qPrintable(r.out));
}

QTEST_GUILESS_MAIN(TestDemoCommand)
#include "tst_democommand.moc"
