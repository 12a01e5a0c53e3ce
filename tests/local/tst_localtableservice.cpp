#include <rowan/localtableservice.h>

#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

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

private:
    QTemporaryDir *m_dir = nullptr;
    std::shared_ptr<Store> m_store;
};

void TestLocalTableService::init()
{
    m_dir = new QTemporaryDir;
    StoreOptions options;
    options.createIfMissing = true;
    options.passphrase = QStringLiteral("secret");
    auto store = Store::open(m_dir->filePath(QStringLiteral("local.rowan")), options);
    QVERIFY(store);
    m_store = std::move(*store);
    QVERIFY(m_store->createTable(account, QStringLiteral("Items")));
    for (int i = 0; i < 30; ++i)
        QVERIFY(m_store->insertEntity(account, QStringLiteral("Items"),
            Entity(QStringLiteral("p%1").arg(i % 3), QStringLiteral("r%1").arg(i, 2, 10, QLatin1Char('0')))));
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
             ServiceCapability::TableAcl, ServiceCapability::ChangeNotifications})
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
    protocol::SignedIdentifier policy;
    policy.id = QStringLiteral("readers");
    policy.permission = QStringLiteral("r");
    QVERIFY(service.setTableAccessPolicies(account, QStringLiteral("Items"), {policy}));
    auto read = service.tableAccessPolicies(account, QStringLiteral("Items"));
    QVERIFY(read);
    QCOMPARE(*read, QList<protocol::SignedIdentifier> {policy});
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

QTEST_GUILESS_MAIN(TestLocalTableService)
#include "tst_localtableservice.moc"
