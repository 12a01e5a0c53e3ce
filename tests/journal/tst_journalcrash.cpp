// The journal and the data agree after a kill -9 in the middle of an action: a child process imports and
// deletes through journaled actions until it is killed at a random moment; the store, reopened, must hold
// exactly the changes its journal records.
#include <rowan/localtableservice.h>
#include <rowan/undo.h>

#include <QCoreApplication>
#include <QHash>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace rowan;

namespace {

const QString Dev = QString::fromLatin1(DevelopmentAccountName);
const QString T = QStringLiteral("Imported");

std::shared_ptr<LocalTableService> openService(const QString &path)
{
    StoreOptions options;
    options.createIfMissing = true;
    auto store = Store::open(path, options);
    if (!store) {
        qWarning("open failed: %s", qPrintable(store.error().toString()));
        return nullptr;
    }
    return std::make_shared<LocalTableService>(std::shared_ptr<Store>(std::move(*store)));
}

// The child: actions of imports (inserts in many batches) and deletes of half of the previous action's rows,
// until killed. Says "ready" once the first action has committed writes.
int runChild(const QString &path, const QString &round)
{
    auto service = openService(path);
    if (!service)
        return 1;
    (void)service->createTable(Dev, T);
    bool announced = false;
    QList<Entity> previous;
    for (int action = 0;; ++action) {
        auto id = service->beginAction(ActionInfo {QStringLiteral("import"), QStringLiteral("Import"), Dev, T,
            QStringLiteral("rowan import"), 0});
        if (!id)
            return 1;
        auto writer = journaled(service, *id);
        QList<Entity> made;
        for (int call = 0; call < 5; ++call) {
            QList<QList<EntityOperation>> batches;
            for (int b = 0; b < 8; ++b) {
                QList<EntityOperation> ops;
                const QString pk = QStringLiteral("%1-%2-%3").arg(round).arg(action).arg(b);
                for (int i = 0; i < 50; ++i) {
                    Entity e(pk, QStringLiteral("%1-%2").arg(call).arg(i));
                    e.setProperty(QStringLiteral("V"), Value::int64(i));
                    made.append(e);
                    ops.append({OperationType::Insert, e, {}});
                }
                batches.append(ops);
            }
            if (!previous.isEmpty() && call == 2) {
                QHash<QString, QList<EntityOperation>> deletes;
                for (qsizetype i = 0; i < previous.size(); i += 2)
                    deletes[previous[i].partitionKey()].append({OperationType::Delete, previous[i], {}});
                for (const QList<EntityOperation> &ops : std::as_const(deletes))
                    for (qsizetype from = 0; from < ops.size(); from += 100)
                        batches.append(ops.mid(from, 100));
            }
            for (const BatchOutcome &o : writer->executeBatches(Dev, T, batches))
                if (o.state != BatchOutcome::State::Committed)
                    return 1;
            if (!announced) {
                std::fputs("ready\n", stdout);
                std::fflush(stdout);
                announced = true;
            }
        }
        if (!service->endAction(*id))
            return 1;
        previous = made;
    }
}

} // namespace

class TestJournalCrash : public QObject
{
    Q_OBJECT

private slots:
    void journalAndDataAgreeAfterKill();
};

void TestJournalCrash::journalAndDataAgreeAfterKill()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("crash.rowan"));
    int interrupted = 0;
    for (int round = 0; round < 4; ++round) {
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(),
            {QStringLiteral("--child"), path, QString::number(round)});
        QVERIFY(child.waitForStarted());
        QVERIFY2(child.waitForReadyRead(30000), "the child never started writing");
        QTest::qWait(int(QRandomGenerator::global()->bounded(20, 600)));
        QCOMPARE(child.state(), QProcess::Running);
        child.kill(); // SIGKILL
        QVERIFY(child.waitForFinished(10000));

        auto service = openService(path);
        QVERIFY(service);
        // Replay the journal in order: each entity's last write says whether it exists and with which ETag.
        auto actions = service->journalActions();
        QVERIFY(actions);
        QHash<QString, QString> journaledEtag;
        qint64 recordsSeen = 0;
        for (auto it = actions->crbegin(); it != actions->crend(); ++it) {
            interrupted += it->interrupted ? 1 : 0;
            qint64 count = 0;
            auto visited = service->journalRecords(
                it->id,
                [&](JournalRecord &r) {
                    journaledEtag.insert(r.partitionKey + QLatin1Char('|') + r.rowKey, r.afterEtag);
                    ++count;
                    return true;
                },
                false);
            QVERIFY(visited);
            QCOMPARE(count, it->entityCount);
            recordsSeen += count;
        }
        QVERIFY(recordsSeen > 0);
        QHash<QString, QString> stored;
        auto scanned = service->scan(Dev, T, KeyRange {}, [&](Entity &e) {
            stored.insert(e.partitionKey() + QLatin1Char('|') + e.rowKey(), e.etag());
            return ScanControl::Continue;
        });
        QVERIFY(scanned);
        // No change without its record...
        for (auto it = stored.cbegin(); it != stored.cend(); ++it) {
            QVERIFY2(journaledEtag.contains(it.key()), qPrintable(it.key() + QStringLiteral(" has no record")));
            QCOMPARE(journaledEtag.value(it.key()), it.value());
        }
        // ...and no record of a change that did not happen.
        for (auto it = journaledEtag.cbegin(); it != journaledEtag.cend(); ++it) {
            if (it.value().isEmpty())
                QVERIFY2(!stored.contains(it.key()), qPrintable(it.key() + QStringLiteral(" was not deleted")));
            else
                QVERIFY2(stored.contains(it.key()), qPrintable(it.key() + QStringLiteral(" was not written")));
        }
        QCOMPARE(service->tableStats(Dev, T)->entityCount, qint64(stored.size()));
    }
    // The kills landed inside actions (an action is open for almost all of the child's life).
    QVERIFY(interrupted > 0);

    // The last interrupted action is undone like any other.
    auto service = openService(path);
    QVERIFY(service);
    auto last = lastUndoableAction(*service);
    QVERIFY(last && *last > 0);
    auto undone = undoAction(*service, *last);
    QVERIFY2(undone, undone ? "" : qPrintable(undone.error().toString()));
    QVERIFY(undone->conflicts.isEmpty());
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc == 4 && QByteArrayView(argv[1]) == "--child")
        return runChild(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    TestJournalCrash test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_journalcrash.moc"
