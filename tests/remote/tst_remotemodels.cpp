// The explorer's models on both backends from one data table: the same checks on an embedded store
// (LocalTableService) and on `rowan serve` through RemoteTableService, with QAbstractItemModelTester.
#include "servethread.h"

#include "models/editing/bulkdeletejob.h"
#include "models/grid/entitytablemodel.h"
#include "models/keys/partitionlistmodel.h"
#include "models/session/servicesession.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

const QString AccountName = QString::fromLatin1(DevelopmentAccountName);
const QString Table = u"Items"_s;
constexpr int Entities = 1200;
constexpr int Partitions = 4;

QString pkOf(int i)
{
    return u"p%1"_s.arg(i % Partitions);
}
QString rkOf(int i)
{
    return u"r%1"_s.arg(i, 6, 10, QChar(u'0'));
}

// A served store holding Items: Entities entities over Partitions partitions, and the session under test
// on the chosen backend.
struct Backend
{
    QTemporaryDir dir;
    std::unique_ptr<ServeThread> serve;
    ServiceSession session;

    bool open(bool remote)
    {
        serve = std::make_unique<ServeThread>(dir.filePath(u"models.rowan"_s));
        if (!serve->port())
            return false;
        auto &store = *serve->store();
        if (!store.createTable(AccountName, Table))
            return false;
        QList<EntityOperation> batch;
        for (int p = 0; p < Partitions; ++p) {
            for (int i = p; i < Entities; i += Partitions) {
                Entity e(pkOf(i), rkOf(i));
                e.setProperty(u"Index"_s, Value::int32(i));
                batch.append({OperationType::Insert, e, {}});
                if (batch.size() == 100) {
                    if (!store.executeBatch(AccountName, Table, batch))
                        return false;
                    batch.clear();
                }
            }
        }
        if (remote)
            session.setService(std::make_shared<RemoteTableService>(serve->endpoint()));
        else
            session.setService(std::make_shared<LocalTableService>(serve->store()));
        return true;
    }
};

// Keys in table order, for the whole table or some partitions.
QStringList expectedKeys(const QStringList &partitions)
{
    QStringList keys;
    for (int p = 0; p < Partitions; ++p) {
        if (!partitions.isEmpty() && !partitions.contains(u"p%1"_s.arg(p)))
            continue;
        for (int i = p; i < Entities; i += Partitions)
            keys << pkOf(i) + u'/' + rkOf(i);
    }
    return keys;
}

} // namespace

class TestRemoteModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void entityTable_data();
    void entityTable();
    void partitionList_data();
    void partitionList();
    void bulkDelete_data();
    void bulkDelete();
    void countMatches_data();
    void countMatches();
};

void TestRemoteModels::entityTable_data()
{
    QTest::addColumn<bool>("remote");
    QTest::addColumn<QStringList>("partitions");
    for (const bool remote : {false, true}) {
        const char *name = remote ? "remote" : "local";
        QTest::addRow("%s, whole table", name) << remote << QStringList();
        QTest::addRow("%s, one partition", name) << remote << QStringList {u"p2"_s};
        QTest::addRow("%s, two partitions", name) << remote << QStringList {u"p3"_s, u"p0"_s};
    }
}

void TestRemoteModels::entityTable()
{
    QFETCH(bool, remote);
    QFETCH(QStringList, partitions);
    Backend backend;
    QVERIFY(backend.open(remote));
    EntityTableModel model(&backend.session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy failed(&model, &EntityTableModel::loadFailed);
    model.setTable(AccountName, Table, partitions);
    const QStringList expected = expectedKeys(partitions);
    // Without statistics (remote) the rows grow as the view asks for more.
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            if (model.canFetchMore({}))
                model.fetchMore({});
            return model.rowCount() == expected.size() && !model.canFetchMore({});
        }(),
        20000);
    QCOMPARE(failed.size(), 0);
    // Every row's keys, in table order, once the pages arrive.
    for (int row = 0; row < expected.size(); row += 37) {
        QTRY_VERIFY(!model.data(model.index(row, 1)).toString().isEmpty());
        QCOMPARE(
            model.data(model.index(row, 0)).toString() + u'/' + model.data(model.index(row, 1)).toString(),
            expected.at(row));
    }
    QVERIFY(model.propertyColumns().contains(u"Index"_s));
}

void TestRemoteModels::partitionList_data()
{
    QTest::addColumn<bool>("remote");
    QTest::newRow("local") << false;
    QTest::newRow("remote") << true;
}

// Where the backend keeps a partition list the model shows it; where not, the capability says so and the
// GUI offers a scan instead.
void TestRemoteModels::partitionList()
{
    QFETCH(bool, remote);
    Backend backend;
    QVERIFY(backend.open(remote));
    QCOMPARE(backend.session.has(ServiceCapability::PartitionList), !remote);
    if (!backend.session.has(ServiceCapability::PartitionList)) {
        auto refused = backend.session.service()->scanPartitions(
            AccountName, Table, {}, [](const PartitionStats &) { return ScanControl::Continue; });
        QCOMPARE(refused.error().code, ErrorCode::NotImplemented);
        return;
    }
    PartitionListModel model(&backend.session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(AccountName, Table);
    QTRY_VERIFY([&] {
        if (model.canFetchMore({}))
            model.fetchMore({});
        return model.rowCount() == Partitions;
    }());
    QCOMPARE(model.data(model.index(0, 0)).toString(), u"p0"_s);
}

void TestRemoteModels::bulkDelete_data()
{
    QTest::addColumn<bool>("remote");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<int>("matches");
    for (const bool remote : {false, true}) {
        const char *name = remote ? "remote" : "local";
        QTest::addRow("%s, property range", name) << remote << u"Index ge 100 and Index lt 700"_s << 600;
        QTest::addRow("%s, one partition", name)
            << remote << u"PartitionKey eq 'p1'"_s << Entities / Partitions;
        QTest::addRow("%s, nothing", name) << remote << u"Index gt 100000"_s << 0;
        QTest::addRow("%s, everything (empty filter)", name) << remote << QString() << Entities;
    }
}

void TestRemoteModels::bulkDelete()
{
    QFETCH(bool, remote);
    QFETCH(QString, filter);
    QFETCH(int, matches);
    Backend backend;
    QVERIFY(backend.open(remote));
    BulkDeleteJob job(&backend.session, AccountName, Table);
    QSignalSpy finished(&job, &BulkDeleteJob::finished);
    QSignalSpy failed(&job, &BulkDeleteJob::failed);
    job.startFilter(Filter::fromText(filter).value());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size() + failed.size(), 1, 30000);
    QCOMPARE(failed.size(), 0);
    const auto summary = finished.at(0).at(0).value<BulkDeleteSummary>();
    QCOMPARE(summary.deleted, qint64(matches));
    QCOMPARE(summary.changed, 0);
    QCOMPARE(summary.missing, 0);
    // What is left, read from the store itself.
    const auto stats = backend.serve->store()->tableStats(AccountName, Table);
    QVERIFY(stats);
    QCOMPARE(stats->entityCount, qint64(Entities - matches));
}

void TestRemoteModels::countMatches_data()
{
    QTest::addColumn<bool>("remote");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<int>("matches");
    for (const bool remote : {false, true}) {
        const char *name = remote ? "remote" : "local";
        QTest::addRow("%s, property range", name) << remote << u"Index lt 100"_s << 100;
        QTest::addRow("%s, empty filter", name) << remote << QString() << Entities;
    }
}

// What the bulk-delete dialog shows before deleting.
void TestRemoteModels::countMatches()
{
    QFETCH(bool, remote);
    QFETCH(QString, filter);
    QFETCH(int, matches);
    Backend backend;
    QVERIFY(backend.open(remote));
    auto future = BulkDeleteJob::countMatches(&backend.session, AccountName, Table,
        Filter::fromText(filter).value(), std::make_shared<std::atomic_bool>(false));
    QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 30000);
    const Result<qint64> count = future.result();
    QVERIFY2(count, qPrintable(count ? QString() : count.error().toString()));
    QCOMPARE(*count, qint64(matches));
}

QTEST_MAIN(TestRemoteModels)
#include "tst_remotemodels.moc"
