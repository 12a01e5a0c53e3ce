// Store: a write that returned success survives kill -9. The test re-runs its own binary as a child
// ("--write-load <path>") that writes and prints each acknowledged key, kills it midway and reopens.
#include "storetestutil.h"

#include <QCoreApplication>
#include <QProcess>

#include <csignal>
#include <cstdio>

using namespace rowan;
using namespace rowan::test;

namespace {
const QString Passphrase = QStringLiteral("durable");
const QString T = QStringLiteral("Durable");

// The child: single writes and batches, forever; each key is printed only after its call returned.
int writeLoad(const QString &path)
{
    auto store = openStore(path, Passphrase);
    if (!store || !store->createTable(Dev, T))
        return 1;
    for (int i = 0;; ++i) {
        if (i % 10 == 0) {
            QList<EntityOperation> ops;
            for (int j = 0; j < 20; ++j)
                ops.append({OperationType::Insert,
                    entity(QStringLiteral("batch%1").arg(i), QString::number(j), {{"I", Value::int32(i)}}),
                    {}});
            if (!store->executeBatch(Dev, T, ops))
                return 2;
            for (int j = 0; j < 20; ++j)
                std::printf("batch%d|%d\n", i, j);
        } else {
            if (!store->insertEntity(
                    Dev, T, entity(QStringLiteral("single"), QString::number(i), {{"I", Value::int32(i)}})))
                return 3;
            std::printf("single|%d\n", i);
        }
        std::fflush(stdout);
    }
}
} // namespace

class TestStoreDurability : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void acknowledgedWritesSurviveKill();
};

void TestStoreDurability::acknowledgedWritesSurviveKill()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("d.rowan");
    QProcess child;
    child.setProcessChannelMode(QProcess::SeparateChannels);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--write-load"), path});
    QVERIFY(child.waitForStarted());
    QByteArray out;
    // Let it acknowledge a good number of writes, then kill it without warning.
    while (out.count('\n') < 1500 && child.state() == QProcess::Running) {
        child.waitForReadyRead(5000);
        out += child.readAllStandardOutput();
    }
    QCOMPARE(child.state(), QProcess::Running);
    ::kill(pid_t(child.processId()), SIGKILL);
    QVERIFY(child.waitForFinished(10000));
    out += child.readAllStandardOutput();
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    QVERIFY(QFile::exists(path + "-wal")); // killed, not closed: recovery has work to do

    QList<QByteArray> acknowledged = out.split('\n');
    acknowledged.removeLast(); // empty after the last newline, or a line cut off mid-write (not acknowledged)
    QVERIFY(acknowledged.size() >= 1500);

    auto store = openStore(path, Passphrase);
    QVERIFY(store);
    ROWAN_VERIFY_OK(store->checkIntegrity());
    for (const QByteArray &line : std::as_const(acknowledged)) {
        const QList<QByteArray> parts = line.split('|');
        QCOMPARE(parts.size(), 2);
        auto e = store->getEntity(Dev, T, QString::fromLatin1(parts[0]), QString::fromLatin1(parts[1]));
        QVERIFY2(e.has_value(), line.constData());
    }
    // The statistics were committed with the rows.
    qint64 count = 0;
    ROWAN_VERIFY_OK(store->scan(Dev, T, KeyRange::all(), [&count](Entity &) {
        ++count;
        return ScanControl::Continue;
    }));
    QVERIFY(count >= acknowledged.size());
    QCOMPARE(store->tableStats(Dev, T)->entityCount, count);
}

int main(int argc, char **argv)
{
    if (argc == 3 && qstrcmp(argv[1], "--write-load") == 0)
        return writeLoad(QString::fromLocal8Bit(argv[2]));
    QCoreApplication app(argc, argv);
    TestStoreDurability test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_storedurability.moc"
