// `rowan backup`: the copy opens with the store's passphrase (and only with it) and holds every entity; an
// existing target is never overwritten; usage and store errors have their exit statuses.
#include "subcommandrunner.h"
#include "support/teststore.h"

#include <rowan/store.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString DevAccount = QStringLiteral("devstoreaccount1");
const QString T = QStringLiteral("Items");

QString writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qWarning("cannot write %s", qPrintable(path));
    return path;
}
} // namespace

class TestBackupCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void copyOpensLikeTheStore_data();
    void copyOpensLikeTheStore();
    void errors_data();
    void errors();
};

void TestBackupCommand::copyOpensLikeTheStore_data()
{
    QTest::addColumn<QString>("passphrase");
    QTest::newRow("encrypted") << QStringLiteral("backup passphrase");
    QTest::newRow("unencrypted") << QString();
}

void TestBackupCommand::copyOpensLikeTheStore()
{
    QFETCH(QString, passphrase);
    QTemporaryDir dir;
    const QString path = dir.filePath("s.rowan");
    const QString copyPath = dir.filePath("copy.rowan");
    QVERIFY(TestStoreBuilder(path)
                .passphrase(passphrase)
                .table(T, 250,
                    [](qint64 i) { return Entity(QStringLiteral("p%1").arg(i % 3), QString::number(i)); })
                .build());
    QStringList args {QStringLiteral("--store"), path, QStringLiteral("--to"), copyPath};
    if (!passphrase.isEmpty())
        args << QStringLiteral("--passphrase-file") << writeFile(dir.filePath("pass"), passphrase.toUtf8());
    const RunResult r = runSubcommand(QStringLiteral("backup"), args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.startsWith(QStringLiteral("Backed up ")), qPrintable(r.out));
    QVERIFY(r.out.contains(
        passphrase.isEmpty() ? QStringLiteral("not encrypted") : QStringLiteral("encrypted with")));

    if (!passphrase.isEmpty())
        QCOMPARE(errorCodeName(Store::open(copyPath).error().code),
            errorCodeName(ErrorCode::StoreWrongPassphrase));
    StoreOptions options;
    options.passphrase = passphrase;
    auto copy = Store::open(copyPath, options);
    QVERIFY(copy);
    QCOMPARE((*copy)->tableStats(DevAccount, T)->entityCount, qint64(250));
    QVERIFY((*copy)->getEntity(DevAccount, T, QStringLiteral("p1"), QStringLiteral("247")));
    QVERIFY((*copy)->check()->isSound());
}

void TestBackupCommand::errors_data()
{
    QTest::addColumn<QStringList>("args"); // STORE, TARGET and PASS stand for paths
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("err");
    QTest::newRow("no --to") << QStringList {"--store", "STORE"} << 2 << "--store and --to are required";
    QTest::newRow("no --store") << QStringList {"--to", "TARGET"} << 2 << "--store and --to are required";
    QTest::newRow("target exists") << QStringList {"--store", "STORE", "--to", "STORE"} << 1
                                   << "never overwrites";
    QTest::newRow("no store") << QStringList {"--store", "TARGET", "--to", "TARGET2"} << 1
                              << "There is no store";
    QTest::newRow("wrong passphrase")
        << QStringList {"--store", "STORE", "--to", "TARGET", "--passphrase-file", "PASS"} << 1
        << "The store is not encrypted";
    QTest::newRow("target folder missing")
        << QStringList {"--store", "STORE", "--to", "MISSING"} << 1 << "cannot back up";
}

void TestBackupCommand::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, err);
    QTemporaryDir dir;
    const QString path = dir.filePath("s.rowan");
    QVERIFY(TestStoreBuilder(path).build());
    for (QString &arg : args) {
        if (arg == QLatin1String("STORE"))
            arg = path;
        else if (arg == QLatin1String("TARGET") || arg == QLatin1String("TARGET2"))
            arg = dir.filePath(arg);
        else if (arg == QLatin1String("PASS"))
            arg = writeFile(dir.filePath("pass"), "something");
        else if (arg == QLatin1String("MISSING"))
            arg = dir.filePath("no/such/folder/copy.rowan");
    }
    const RunResult r = runSubcommand(QStringLiteral("backup"), args);
    QVERIFY2(r.exitCode == exitCode, qPrintable(r.out + r.err));
    QVERIFY2(r.err.contains(err), qPrintable(r.err));
    QVERIFY(!QFile::exists(dir.filePath("TARGET")));
}

QTEST_GUILESS_MAIN(TestBackupCommand)
#include "tst_backupcommand.moc"
