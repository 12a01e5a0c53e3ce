#include "support/teststore.h"

#include <rowan/localtableservice.h>

#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {
const QString account = QStringLiteral("devstoreaccount1");

// The least a backend must implement; everything optional answers NotImplemented.
class MinimalService final : public TableService
{
public:
    ServiceDescription description() const override { return {}; }
    Result<QList<Account>> accounts() const override { return QList<Account> {}; }
    Result<QList<TableInfo>> listTables(const QString &) const override { return QList<TableInfo> {}; }
    Result<TableInfo> createTable(const QString &, const QString &) override { return TableInfo {}; }
    Status deleteTable(const QString &, const QString &) override { return {}; }
    Result<Entity> getEntity(const QString &, const QString &, const QString &, const QString &,
        const ScanOptions &) const override
    {
        return Entity {};
    }
    Result<ScanResult> scan(const QString &, const QString &, const KeyRange &, const EntityVisitor &,
        const ScanOptions &, const CancelFlag &) const override
    {
        return ScanResult {};
    }
    Result<QueryPage> query(
        const QString &, const QString &, const QueryRequest &, const QueryOptions &) const override
    {
        return QueryPage {};
    }
    Result<EntityVersion> write(const QString &, const QString &, const EntityOperation &) override
    {
        return EntityVersion {};
    }
    Result<QList<EntityVersion>> executeBatch(
        const QString &, const QString &, const QList<EntityOperation> &) override
    {
        return QList<EntityVersion> {};
    }
};
// The embedded store through TableService's default executeBatches() (one executeBatch() per batch, the
// partitions on several threads), as a remote endpoint uses it.
class DefaultBatches final : public TableService
{
public:
    explicit DefaultBatches(std::shared_ptr<Store> store)
        : m_local(std::move(store))
    { }
    ServiceDescription description() const override { return m_local.description(); }
    Result<QList<Account>> accounts() const override { return m_local.accounts(); }
    Result<QList<TableInfo>> listTables(const QString &a) const override { return m_local.listTables(a); }
    Result<TableInfo> createTable(const QString &a, const QString &t) override
    {
        return m_local.createTable(a, t);
    }
    Status deleteTable(const QString &a, const QString &t) override { return m_local.deleteTable(a, t); }
    Result<Entity> getEntity(const QString &a, const QString &t, const QString &pk, const QString &rk,
        const ScanOptions &o) const override
    {
        return m_local.getEntity(a, t, pk, rk, o);
    }
    Result<ScanResult> scan(const QString &a, const QString &t, const KeyRange &r, const EntityVisitor &v,
        const ScanOptions &o, const CancelFlag &c) const override
    {
        return m_local.scan(a, t, r, v, o, c);
    }
    Result<QueryPage> query(
        const QString &a, const QString &t, const QueryRequest &r, const QueryOptions &o) const override
    {
        return m_local.query(a, t, r, o);
    }
    Result<EntityVersion> write(const QString &a, const QString &t, const EntityOperation &op) override
    {
        return m_local.write(a, t, op);
    }
    Result<QList<EntityVersion>> executeBatch(
        const QString &a, const QString &t, const QList<EntityOperation> &ops) override
    {
        return m_local.executeBatch(a, t, ops);
    }

private:
    LocalTableService m_local;
};

// "p1:a,b" -> inserts of p1/a and p1/b.
QList<EntityOperation> batchOf(const QString &spec)
{
    const QString pk = spec.section(QLatin1Char(':'), 0, 0);
    QList<EntityOperation> ops;
    for (const QString &rk : spec.section(QLatin1Char(':'), 1).split(QLatin1Char(',')))
        ops.append(EntityOperation {OperationType::Insert, Entity(pk, rk), {}});
    return ops;
}
} // namespace

class TestLocalTableService : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void describesTheStore();
    void optionalCallsSayNotImplemented_data();
    void optionalCallsSayNotImplemented();
    void readsAndWritesTheStore();
    void scanStopsWhenCancelled();
    void accessPoliciesRoundTrip();
    void announcesWritesOfOtherHandles();
    void executeBatches_data();
    void executeBatches();
    void executeBatchesStopsOnTableErrors_data();
    void executeBatchesStopsOnTableErrors();

private:
    QTemporaryDir *m_dir = nullptr;
    std::shared_ptr<Store> m_store;
};

void TestLocalTableService::init()
{
    m_dir = new QTemporaryDir;
    m_store = TestStoreBuilder(*m_dir, QStringLiteral("local.rowan"))
                  .passphrase(QStringLiteral("secret"))
                  .table(QStringLiteral("Items"), 30,
                      [](qint64 i) {
                          return Entity(QStringLiteral("p%1").arg(i % 3),
                              QStringLiteral("r%1").arg(i, 2, 10, QLatin1Char('0')));
                      })
                  .build();
    QVERIFY(m_store);
}

void TestLocalTableService::cleanup()
{
    m_store.reset();
    delete m_dir;
}

void TestLocalTableService::describesTheStore()
{
    LocalTableService service(m_store);
    const ServiceDescription description = service.description();
    QCOMPARE(description.kind, ServiceKind::Embedded);
    QCOMPARE(description.displayName, QStringLiteral("local.rowan"));
    QCOMPARE(description.location, m_store->path());
    QVERIFY(description.encrypted);
    for (const ServiceCapability capability : {ServiceCapability::Statistics,
             ServiceCapability::PartitionList, ServiceCapability::Explain, ServiceCapability::Encryption,
             ServiceCapability::Rekey, ServiceCapability::ManageAccounts, ServiceCapability::AccountKeys,
             ServiceCapability::TableAcl, ServiceCapability::ChangeNotifications, ServiceCapability::Journal})
        QVERIFY(service.has(capability));
}

void TestLocalTableService::optionalCallsSayNotImplemented_data()
{
    QTest::addColumn<int>("call");
    const char *names[]
        = {"tableStats", "scanPartitions", "explain", "tableAccessPolicies", "setTableAccessPolicies",
            "rekey", "createAccount", "deleteAccount", "regenerateKey", "addChangeObserver"};
    for (int i = 0; i < int(std::size(names)); ++i)
        QTest::newRow(names[i]) << i;
}

void TestLocalTableService::optionalCallsSayNotImplemented()
{
    QFETCH(int, call);
    MinimalService service;
    const QString t = QStringLiteral("t");
    Error error;
    switch (call) {
    case 0:
        error = service.tableStats(account, t).error();
        break;
    case 1:
        error = service
                    .scanPartitions(
                        account, t, {}, [](const PartitionStats &) { return ScanControl::Continue; })
                    .error();
        break;
    case 2:
        error = service.explain(account, t, QueryPlan {}).error();
        break;
    case 3:
        error = service.tableAccessPolicies(account, t).error();
        break;
    case 4:
        error = service.setTableAccessPolicies(account, t, {}).error();
        break;
    case 5:
        error = service.rekey(QStringLiteral("x")).error();
        break;
    case 6:
        error = service.createAccount(QStringLiteral("acct")).error();
        break;
    case 7:
        error = service.deleteAccount(QStringLiteral("acct")).error();
        break;
    case 8:
        error = service.regenerateKey(QStringLiteral("acct"), 1).error();
        break;
    default:
        error = service.addChangeObserver([](const StoreChange &) {}).error();
        service.removeChangeObserver(1); // nothing to remove: ignored
        break;
    }
    QCOMPARE(error.code, ErrorCode::NotImplemented);
    QVERIFY(error.message.startsWith(QStringLiteral("This endpoint does not offer")));
}

void TestLocalTableService::readsAndWritesTheStore()
{
    LocalTableService service(m_store);
    auto stats = service.tableStats(account, QStringLiteral("Items"));
    QVERIFY(stats);
    QCOMPARE(stats->entityCount, 30);
    QCOMPARE(stats->partitionCount, 3);
    EntityOperation insert;
    insert.entity = Entity(QStringLiteral("p9"), QStringLiteral("r"));
    QVERIFY(service.write(account, QStringLiteral("Items"), insert));
    QCOMPARE(
        service.write(account, QStringLiteral("Items"), insert).error().code, ErrorCode::EntityAlreadyExists);
    QVERIFY(service.getEntity(account, QStringLiteral("Items"), QStringLiteral("p9"), QStringLiteral("r")));
    QueryRequest request;
    request.top = 7;
    auto page = service.query(account, QStringLiteral("Items"), request);
    QVERIFY(page);
    QCOMPARE(page->entities.size(), 7);
    QVERIFY(!page->continuation.isNull());
    auto cost = service.explain(account, QStringLiteral("Items"), planQuery(Filter {}));
    QVERIFY(cost);
    QCOMPARE(cost->tableEntities, 31);
}

void TestLocalTableService::scanStopsWhenCancelled()
{
    LocalTableService service(m_store);
    const CancelFlag cancel = makeCancelFlag();
    int seen = 0;
    auto result = service.scan(
        account, QStringLiteral("Items"), KeyRange::all(),
        [&](Entity &) {
            if (++seen == 5)
                cancel->store(true);
            return ScanControl::Continue;
        },
        {}, cancel);
    QCOMPARE(result.error().code, ErrorCode::Cancelled);
    QCOMPARE(seen, 5);
    seen = 0;
    QVERIFY(service.scan(
        account, QStringLiteral("Items"), KeyRange::all(),
        [&](Entity &) {
            ++seen;
            return ScanControl::Continue;
        },
        {}, makeCancelFlag()));
    QCOMPARE(seen, 30);
}

void TestLocalTableService::accessPoliciesRoundTrip()
{
    LocalTableService service(m_store);
    auto none = service.tableAccessPolicies(account, QStringLiteral("Items"));
    QVERIFY(none);
    QVERIFY(none->isEmpty());
    SignedIdentifier policy;
    policy.id = QStringLiteral("readers");
    policy.permission = QStringLiteral("r");
    QVERIFY(service.setTableAccessPolicies(account, QStringLiteral("Items"), {policy}));
    auto read = service.tableAccessPolicies(account, QStringLiteral("Items"));
    QVERIFY(read);
    QCOMPARE(*read, QList<SignedIdentifier> {policy});
    QVERIFY(service.setTableAccessPolicies(account, QStringLiteral("Items"), {}));
    QVERIFY(service.tableAccessPolicies(account, QStringLiteral("Items"))->isEmpty());
}

void TestLocalTableService::announcesWritesOfOtherHandles()
{
    LocalTableService service(m_store);
    QList<StoreChange> seen;
    auto id = service.addChangeObserver([&](const StoreChange &c) { seen.append(c); });
    QVERIFY(id);
    // A write through the store itself (as `rowan serve` makes it) and one through the service.
    QVERIFY(m_store->insertEntity(
        account, QStringLiteral("Items"), Entity(QStringLiteral("p"), QStringLiteral("new"))));
    QVERIFY(service.write(account, QStringLiteral("Items"),
        EntityOperation {
            OperationType::InsertOrReplace, Entity(QStringLiteral("p"), QStringLiteral("n2")), {}}));
    QCOMPARE(seen.size(), 2);
    QCOMPARE(seen[0].table, QStringLiteral("Items"));
    QCOMPARE(seen[1].sequence, seen[0].sequence + 1);
    service.removeChangeObserver(*id);
    QVERIFY(
        m_store->deleteEntity(account, QStringLiteral("Items"), QStringLiteral("p"), QStringLiteral("new")));
    QCOMPARE(seen.size(), 2);
}

void TestLocalTableService::executeBatches_data()
{
    QTest::addColumn<bool>("viaDefault");
    QTest::addColumn<QStringList>("batches");
    QTest::addColumn<QString>("states"); // per batch: C committed, F failed, S skipped
    QTest::addColumn<int>("failedIndex"); // operationIndex of the failed batch
    // p1/r01 exists: the second batch fails at its operation 1; the later p1 batch is skipped, the others
    // (earlier or later, other partitions or p0 again) are committed.
    const QStringList batches {u"p0:x1,x2"_s, u"p1:y1,r01"_s, u"p0:x3"_s, u"p1:y2"_s, u"p2:z1"_s};
    for (bool viaDefault : {false, true}) {
        const QByteArray name = viaDefault ? "default: " : "store: ";
        QTest::newRow(name + "one refused batch") << viaDefault << batches << u"CFCSC"_s << 1;
        QTest::newRow(name + "all good")
            << viaDefault << QStringList {u"p0:a"_s, u"p1:a"_s, u"p0:b"_s} << u"CCC"_s << -1;
        QTest::newRow(name + "a key twice in a batch")
            << viaDefault << QStringList {u"p2:n1,n1"_s, u"p2:n2"_s, u"p3:n1"_s} << u"FSC"_s << 1;
    }
}

void TestLocalTableService::executeBatches()
{
    QFETCH(bool, viaDefault);
    QFETCH(QStringList, batches);
    QFETCH(QString, states);
    QFETCH(int, failedIndex);
    std::unique_ptr<TableService> service;
    if (viaDefault)
        service = std::make_unique<DefaultBatches>(m_store);
    else
        service = std::make_unique<LocalTableService>(m_store);
    QList<QList<EntityOperation>> list;
    for (const QString &spec : batches)
        list.append(batchOf(spec));
    const QList<BatchOutcome> outcomes = service->executeBatches(account, u"Items"_s, list);
    QCOMPARE(outcomes.size(), list.size());
    const qint64 before = 30;
    qint64 committed = 0;
    for (qsizetype b = 0; b < outcomes.size(); ++b) {
        const char expected = states.at(b).toLatin1();
        const char state = outcomes[b].state == BatchOutcome::State::Committed ? 'C'
            : outcomes[b].state == BatchOutcome::State::Failed                 ? 'F'
                                                                               : 'S';
        QCOMPARE(state, expected);
        if (state == 'F')
            QCOMPARE(outcomes[b].error.operationIndex, failedIndex);
        if (state == 'C') {
            committed += list[b].size();
            for (const EntityOperation &op : list[b])
                QVERIFY(
                    m_store->getEntity(account, u"Items"_s, op.entity.partitionKey(), op.entity.rowKey()));
        }
    }
    QCOMPARE(m_store->tableStats(account, u"Items"_s)->entityCount, before + committed);
}

void TestLocalTableService::executeBatchesStopsOnTableErrors_data()
{
    QTest::addColumn<bool>("viaDefault");
    QTest::newRow("store") << false;
    QTest::newRow("default") << true;
}

// An error about the table, not an operation, fails a batch and stops the call: nothing is committed.
void TestLocalTableService::executeBatchesStopsOnTableErrors()
{
    QFETCH(bool, viaDefault);
    std::unique_ptr<TableService> service;
    if (viaDefault)
        service = std::make_unique<DefaultBatches>(m_store);
    else
        service = std::make_unique<LocalTableService>(m_store);
    QList<QList<EntityOperation>> list;
    for (int p = 0; p < 12; ++p)
        list.append(batchOf(u"q%1:a,b"_s.arg(p)));
    const QList<BatchOutcome> outcomes = service->executeBatches(account, u"Missing"_s, list);
    QCOMPARE(outcomes.size(), list.size());
    int failed = 0;
    for (const BatchOutcome &outcome : outcomes) {
        QVERIFY(outcome.state != BatchOutcome::State::Committed);
        if (outcome.state == BatchOutcome::State::Failed) {
            ++failed;
            QCOMPARE(outcome.error.code, ErrorCode::TableNotFound);
            QVERIFY(TableService::stopsBatches(outcome.error));
        }
    }
    QVERIFY(failed >= 1);
    // The other threads stop too: at most one batch per worker was started.
    QVERIFY2(failed <= 4, qPrintable(QString::number(failed)));
}

QTEST_GUILESS_MAIN(TestLocalTableService)
#include "tst_localtableservice.moc"
