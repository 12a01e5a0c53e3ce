// A kill -9 of a process writing through JournalingTableService to `rowan serve`: the journal file reopens,
// every record it holds describes a change the endpoint has, and the endpoint holds at most the one write
// that was in flight without a record (the gap JournalingTableService documents); the interrupted action is
// undone like any other, leaving that write alone.
#include "remote/servethread.h"

#include <rowan/journalingtableservice.h>
#include <rowan/undo.h>

#include <QCoreApplication>
#include <QHash>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace rowan;

namespace {

const QString Dev = QString::fromLatin1(DevelopmentAccountName);
const QString T = QStringLiteral("Crashed");
const QString Key = QStringLiteral("x'fedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210'");
constexpr int CallsPerAction = 12;

RemoteEndpoint endpointAt(quint16 port)
{
    RemoteEndpoint e;
    e.tableEndpoint = QUrl(QStringLiteral("http://127.0.0.1:%1/%2").arg(port).arg(Dev));
    e.account = Dev;
    e.accountKey = QString::fromLatin1(DevelopmentAccountKey);
    return e;
}

// The child: one write call at a time, each an entity group of inserts into a partition of its own or an
// update of an entity the call before inserted, in actions of CallsPerAction calls, until killed. Says
// "ready" once a write is recorded.
int runChild(quint16 port, const QString &journal, const QString &round)
{
    auto service
        = JournalingTableService::open(std::make_shared<RemoteTableService>(endpointAt(port)), journal, Key);
    if (!service) {
        std::fprintf(stderr, "%s\n", qPrintable(service.error().toString()));
        return 1;
    }
    bool announced = false;
    for (int call = 0;;) {
        auto id = (*service)->beginAction(
            ActionInfo {QStringLiteral("edit"), QStringLiteral("Edit"), Dev, T, {}});
        if (!id)
            return 1;
        auto writer = (*service)->withAction(*id);
        for (int i = 0; i < CallsPerAction; ++i, ++call) {
            const QString pk = QStringLiteral("%1-%2").arg(round).arg(call / 2);
            bool ok = false;
            if (call % 2 == 0) {
                QList<EntityOperation> ops;
                for (int r = 0; r < 5; ++r) {
                    Entity e(pk, QString::number(r));
                    e.setProperty(QStringLiteral("N"), Value::int32(r));
                    ops.append({OperationType::Insert, e, {}});
                }
                ok = bool(writer->executeBatch(Dev, T, ops));
            } else {
                Entity e(pk, QStringLiteral("0"));
                e.setProperty(QStringLiteral("N"), Value::int32(call));
                ok = bool(writer->write(Dev, T, {OperationType::Update, e, {}}));
            }
            if (!ok)
                return 1;
            if (!announced) {
                std::fputs("ready\n", stdout);
                std::fflush(stdout);
                announced = true;
            }
        }
        if (!(*service)->endAction(*id))
            return 1;
    }
}

QString keyOf(const QString &pk, const QString &rk)
{
    return pk + QLatin1Char('|') + rk;
}

} // namespace

class TestRemoteJournalCrash : public QObject
{
    Q_OBJECT

private slots:
    void journalDescribesEndpointAfterKill();
};

void TestRemoteJournalCrash::journalDescribesEndpointAfterKill()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ServeThread serve(dir.filePath(QStringLiteral("serve.rowan")));
    QVERIFY(serve.port() != 0);
    RemoteTableService other(serve.endpoint());
    QVERIFY(other.createTable(Dev, T));
    const QString journal = dir.filePath(QStringLiteral("crash.journal"));
    // Keys the endpoint may hold without (or ahead of) their record: each round's write in flight.
    QSet<QString> unrecorded;
    QSet<QString> lastRoundUnrecorded;
    int interrupted = 0;
    for (int round = 0; round < 3; ++round) {
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(),
            {QStringLiteral("--child"), QString::number(serve.port()), journal, QString::number(round)});
        QVERIFY(child.waitForStarted());
        QVERIFY2(child.waitForReadyRead(30000), "the child never wrote");
        QTest::qWait(int(QRandomGenerator::global()->bounded(20, 700)));
        QCOMPARE(child.state(), QProcess::Running);
        child.kill(); // SIGKILL
        QVERIFY(child.waitForFinished(10000));

        auto service = JournalingTableService::open(
            std::make_shared<RemoteTableService>(serve.endpoint()), journal, Key);
        QVERIFY2(service, service ? "" : qPrintable(service.error().toString()));
        // Replay the journal in order: each entity's last record says which ETag it should have.
        auto actions = (*service)->journalActions();
        QVERIFY(actions);
        QHash<QString, QString> journaled;
        for (auto it = actions->crbegin(); it != actions->crend(); ++it) {
            interrupted += (it->interrupted && it->info.kind == u"edit") ? 1 : 0;
            qint64 count = 0;
            QVERIFY((*service)->journalRecords(
                it->id,
                [&](JournalRecord &r) {
                    journaled.insert(keyOf(r.partitionKey, r.rowKey), r.afterEtag);
                    ++count;
                    return true;
                },
                false));
            QCOMPARE(count, it->entityCount);
        }
        QHash<QString, QString> stored;
        QVERIFY(other.scan(Dev, T, KeyRange {}, [&](Entity &e) {
            stored.insert(keyOf(e.partitionKey(), e.rowKey()), e.etag());
            return ScanControl::Continue;
        }));
        // Every record describes a change the endpoint has.
        for (auto it = journaled.cbegin(); it != journaled.cend(); ++it)
            QVERIFY2(stored.contains(it.key()),
                qPrintable(it.key() + QStringLiteral(" was recorded, not written")));
        // What disagrees with the journal is this round's one write in flight: one entity group (one
        // partition) or one update.
        QSet<QString> partitions;
        QSet<QString> fresh;
        for (auto it = stored.cbegin(); it != stored.cend(); ++it) {
            if (journaled.value(it.key()) == it.value() || unrecorded.contains(it.key()))
                continue;
            fresh.insert(it.key());
            partitions.insert(it.key().section(QLatin1Char('|'), 0, 0));
        }
        QVERIFY2(partitions.size() <= 1, qPrintable(QStringList(fresh.cbegin(), fresh.cend()).join(u' ')));
        for (const QString &key : std::as_const(fresh))
            QVERIFY(key.startsWith(QStringLiteral("%1-").arg(round)));
        unrecorded.unite(fresh);
        lastRoundUnrecorded = fresh;
    }
    // The kills landed inside actions (one is open for almost all of the child's life).
    QVERIFY(interrupted > 0);

    // The last action is undone like any other; only the write it did not record can stand in its way.
    auto service
        = JournalingTableService::open(std::make_shared<RemoteTableService>(serve.endpoint()), journal, Key);
    QVERIFY(service);
    auto last = lastUndoableAction(**service);
    QVERIFY(last && *last > 0);
    auto undone = undoAction(**service, *last);
    QVERIFY2(undone, undone ? "" : qPrintable(undone.error().toString()));
    for (const UndoConflict &c : std::as_const(undone->conflicts))
        QVERIFY2(lastRoundUnrecorded.contains(keyOf(c.partitionKey, c.rowKey)), qPrintable(c.reason));
    QVERIFY(undone->conflicts.size() <= 1);
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc == 5 && QByteArrayView(argv[1]) == "--child")
        return runChild(quint16(QByteArray(argv[2]).toUInt()), QString::fromLocal8Bit(argv[3]),
            QString::fromLocal8Bit(argv[4]));
    TestRemoteJournalCrash test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_remotejournalcrash.moc"
