// DiffJob: the differences of two tables handed over in key order with their kinds, the summary's counts,
// the options (filter, key range, ignored properties, Timestamp, Double tolerance) reaching the engine, the
// keep limit counting the rest, a second start() replacing the first, cancel() and a side that fails.
#include "models/compare/diffjob.h"
#include "support/teststore.h"

#include <rowan/localtableservice.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

const QString JobAccount = QString::fromLatin1(DevelopmentAccountName);

Entity leftEntity(qint64 i)
{
    Entity e(u"p%1"_s.arg(i % 4), u"r%1"_s.arg(i, 5, 10, QLatin1Char('0')));
    e.setProperty(u"N"_s, Value::int32(int(i)));
    e.setProperty(u"D"_s, Value::float64(double(i)));
    e.setProperty(u"Note"_s, Value::string(u"same"_s));
    return e;
}

// The left's entities, except: i = 1 missing, i = 2 with N an Int64, i = 3 with D off by 0.001, i = 5 with
// another Note, and one more entity (i = 1000).
Entity rightEntity(qint64 i)
{
    if (i == 1)
        return leftEntity(1000);
    Entity e = leftEntity(i);
    if (i == 2)
        e.setProperty(u"N"_s, Value::int64(2));
    if (i == 3)
        e.setProperty(u"D"_s, Value::float64(3.001));
    if (i == 5)
        e.setProperty(u"Note"_s, Value::string(u"other"_s));
    return e;
}

struct Run
{
    QList<compare::EntityDifference> differences;
    compare::DiffSummary summary;
};

} // namespace

Q_DECLARE_METATYPE(compare::DiffOptions)

class TestDiffJob : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<LocalTableService> m_service;

    Run run(const compare::DiffOptions &options, qint64 keep = DiffJob::DefaultKeep,
        const QString &leftTable = u"Left"_s)
    {
        Run result;
        DiffJob job;
        job.setKeep(keep);
        connect(&job, &DiffJob::differencesArrived, &job,
            [&](const QList<compare::EntityDifference> &arrived) { result.differences.append(arrived); });
        QSignalSpy finished(&job, &DiffJob::finished);
        job.start({m_service, JobAccount, leftTable}, {m_service, JobAccount, u"Right"_s}, options);
        if (!job.isRunning() || !finished.wait(20000))
            return result;
        result.summary = finished.first().first().value<compare::DiffSummary>();
        return result;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        auto store = TestStoreBuilder(m_dir, u"job.rowan"_s)
                         .table(u"Left"_s, 200, leftEntity)
                         .table(u"Right"_s, 200, rightEntity)
                         .table(u"Big"_s, 20000, leftEntity)
                         .build();
        QVERIFY(store);
        m_service = std::make_shared<LocalTableService>(store);
    }

    void results_data()
    {
        QTest::addColumn<compare::DiffOptions>("options");
        QTest::addColumn<QStringList>("rowKeys");
        QTest::addColumn<QStringList>("kinds");
        QTest::addColumn<qint64>("identical");

        compare::DiffOptions plain;
        // Key order: p0 (r00000, r00004, …), p1 (r00001, r00005, …), p2 (r00002, …), p3 (r00003, …).
        QTest::newRow("everything") << plain
                                    << QStringList {u"r01000"_s, u"r00001"_s, u"r00005"_s, u"r00002"_s,
                                           u"r00003"_s}
                                    << QStringList {u"only-right"_s, u"only-left"_s, u"changed"_s,
                                           u"changed"_s, u"changed"_s}
                                    << qint64(196);
        compare::DiffOptions tolerant;
        tolerant.tolerance = 0.01;
        tolerant.ignoreProperties = {u"Note"_s};
        QTest::newRow("tolerance and ignored")
            << tolerant << QStringList {u"r01000"_s, u"r00001"_s, u"r00002"_s}
            << QStringList {u"only-right"_s, u"only-left"_s, u"changed"_s} << qint64(198);
        compare::DiffOptions filtered;
        filtered.filter = *Filter::fromText(u"PartitionKey eq 'p3'"_s);
        QTest::newRow("filter") << filtered << QStringList {u"r00003"_s} << QStringList {u"changed"_s}
                                << qint64(49);
        compare::DiffOptions ranged;
        ranged.range = KeyRange {KeyBound::partition(u"p1"_s), KeyBound::partition(u"p2"_s)};
        QTest::newRow("range") << ranged << QStringList {u"r00001"_s, u"r00005"_s, u"r00002"_s}
                               << QStringList {u"only-left"_s, u"changed"_s, u"changed"_s} << qint64(97);
        compare::DiffOptions timestamps;
        timestamps.ignoreTimestamp = false;
        timestamps.range = KeyRange::partition(u"p3"_s);
        // Written at other moments, every entity of both tables differs by its Timestamp.
        QStringList p3Keys;
        QStringList p3Kinds;
        for (int i = 3; i < 200; i += 4) {
            p3Keys.append(u"r%1"_s.arg(i, 5, 10, QLatin1Char('0')));
            p3Kinds.append(u"changed"_s);
        }
        QTest::newRow("timestamp compared") << timestamps << p3Keys << p3Kinds << qint64(0);
    }
    void results()
    {
        QFETCH(compare::DiffOptions, options);
        QFETCH(QStringList, rowKeys);
        QFETCH(QStringList, kinds);
        QFETCH(qint64, identical);

        const Run result = run(options);
        QStringList gotKeys;
        QStringList gotKinds;
        for (const compare::EntityDifference &d : result.differences) {
            gotKeys.append(d.rowKey);
            gotKinds.append(compare::differenceKindName(d.kind));
        }
        QCOMPARE(gotKeys, rowKeys);
        QCOMPARE(gotKinds, kinds);
        QCOMPARE(result.summary.differences(), qint64(rowKeys.size()));
        QCOMPARE(result.summary.identical, identical);
    }

    void keepCountsTheRest()
    {
        DiffJob job;
        job.setKeep(2);
        QList<compare::EntityDifference> arrived;
        connect(&job, &DiffJob::differencesArrived, &job,
            [&](const QList<compare::EntityDifference> &batch) { arrived.append(batch); });
        QSignalSpy finished(&job, &DiffJob::finished);
        job.start({m_service, JobAccount, u"Left"_s}, {m_service, JobAccount, u"Right"_s}, {});
        QVERIFY(finished.wait(20000));
        QCOMPARE(arrived.size(), 2);
        QCOMPARE(job.hidden(), 3);
        QCOMPARE(finished.first().first().value<compare::DiffSummary>().differences(), 5);
    }

    void replacedAndCancelled()
    {
        DiffJob job;
        QSignalSpy finished(&job, &DiffJob::finished);
        QSignalSpy cancelled(&job, &DiffJob::cancelled);
        QSignalSpy progress(&job, &DiffJob::progress);
        qint64 arrived = 0;
        connect(&job, &DiffJob::differencesArrived, &job,
            [&](const QList<compare::EntityDifference> &batch) { arrived += batch.size(); });
        job.start({m_service, JobAccount, u"Big"_s}, {m_service, JobAccount, u"Right"_s}, {});
        job.start({m_service, JobAccount, u"Left"_s}, {m_service, JobAccount, u"Right"_s}, {});
        QVERIFY(finished.wait(20000));
        QTest::qWait(200);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(cancelled.size(), 0);
        QCOMPARE(arrived, 5);
        QVERIFY(!progress.isEmpty());

        job.start({m_service, JobAccount, u"Big"_s}, {m_service, JobAccount, u"Right"_s}, {});
        job.cancel();
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(!job.isRunning());
        const qint64 before = arrived;
        QTest::qWait(400);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(arrived, before);
    }

    void failure()
    {
        DiffJob job;
        QSignalSpy failed(&job, &DiffJob::failed);
        job.start({m_service, JobAccount, u"Left"_s}, {m_service, JobAccount, u"Missing"_s}, {});
        QVERIFY(failed.wait(10000));
        const QString message = failed.first().first().toString();
        QVERIFY2(message.contains(u"right table Missing"_s), qPrintable(message));
    }

    void pickAccount()
    {
        auto same = pickAccountAsync(m_service, JobAccount);
        same.waitForFinished();
        QVERIFY(same.result());
        QCOMPARE(*same.result(), JobAccount);
        auto other = pickAccountAsync(m_service, u"nosuchaccount"_s);
        other.waitForFinished();
        QVERIFY(other.result());
        QCOMPARE(*other.result(), JobAccount); // the only account: the first
    }
};

QTEST_GUILESS_MAIN(TestDiffJob)
#include "tst_diffjob.moc"
