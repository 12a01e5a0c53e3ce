// The store's change journal: what each write records, in the same transaction as the change; listings,
// restart, limits and trimming, and the migration of a schema-1 store.
#include "storage/storetesting.h"
#include "storetestutil.h"

#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace rowan::test;

namespace {

const QString T = QStringLiteral("Orders");

ActionInfo info(const QString &kind = QStringLiteral("edit"), const QString &table = T)
{
    return ActionInfo {kind, kind + QStringLiteral(" label"), Dev, table, QStringLiteral("test"), 0};
}

QList<JournalRecord> records(Store &store, ActionId id)
{
    QList<JournalRecord> out;
    auto visited = store.journalRecords(id, [&](JournalRecord &r) {
        out.append(r);
        return true;
    });
    if (!visited)
        qWarning("journalRecords failed: %s", qPrintable(visited.error().toString()));
    return out;
}

} // namespace

class TestStoreJournal : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("j%1.rowan").arg(++m_n));
        m_store = openStore(m_path);
        QVERIFY(m_store);
        ROWAN_VERIFY_OK(m_store->createTable(Dev, T));
    }
    void cleanup() { m_store.reset(); }

    void recordsEachWriteKind_data();
    void recordsEachWriteKind();
    void recordsBatchInOrder();
    void failedBatchLeavesNoRecord();
    void failedWriteLeavesNoRecord();
    void writesWithoutActionAreNotJournaled();
    void refusesWritesOutsideTheAction();
    void listsNewestFirstAndFilters();
    void survivesRestartAndReadsInterrupted();
    void limitsAreKeptAndValidated();
    void trimsOldestActionsPastTheSize();
    void trimsActionsPastTheAgeAtOpen();
    void neverTrimsAnOpenOrTheNewestAction();
    void migratesSchemaOneStore();
    void entityHistoryListsChanges();

private:
    QTemporaryDir m_dir;
    QString m_path;
    int m_n = 0;
    std::unique_ptr<Store> m_store;
};

void TestStoreJournal::recordsEachWriteKind_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<bool>("existing");
    QTest::addColumn<bool>("beforePresent");
    QTest::addColumn<bool>("deletes");
    QTest::newRow("insert") << int(OperationType::Insert) << false << false << false;
    QTest::newRow("update") << int(OperationType::Update) << true << true << false;
    QTest::newRow("merge") << int(OperationType::Merge) << true << true << false;
    QTest::newRow("delete") << int(OperationType::Delete) << true << true << true;
    QTest::newRow("replace new") << int(OperationType::InsertOrReplace) << false << false << false;
    QTest::newRow("replace existing") << int(OperationType::InsertOrReplace) << true << true << false;
    QTest::newRow("upsert-merge new") << int(OperationType::InsertOrMerge) << false << false << false;
    QTest::newRow("upsert-merge existing") << int(OperationType::InsertOrMerge) << true << true << false;
}

void TestStoreJournal::recordsEachWriteKind()
{
    QFETCH(int, type);
    QFETCH(bool, existing);
    QFETCH(bool, beforePresent);
    QFETCH(bool, deletes);
    QString oldEtag;
    if (existing) {
        auto v = m_store->insertEntity(Dev, T, entity("p", "r", {{QStringLiteral("A"), Value::int32(1)}}));
        ROWAN_VERIFY_OK(v);
        oldEtag = v->etag;
    }
    auto id = m_store->beginAction(info());
    ROWAN_VERIFY_OK(id);
    const EntityOperation op {
        OperationType(type), entity("p", "r", {{QStringLiteral("B"), Value::string(QStringLiteral("x"))}}), {}};
    auto version = m_store->write(Dev, T, op, *id);
    ROWAN_VERIFY_OK(version);
    ROWAN_VERIFY_OK(m_store->endAction(*id));

    const QList<JournalRecord> recs = records(*m_store, *id);
    QCOMPARE(recs.size(), 1);
    QCOMPARE(recs[0].partitionKey, QStringLiteral("p"));
    QCOMPARE(recs[0].rowKey, QStringLiteral("r"));
    QCOMPARE(recs[0].before.has_value(), beforePresent);
    if (beforePresent) {
        QCOMPARE(recs[0].before->etag(), oldEtag);
        QCOMPARE(recs[0].before->property(QStringLiteral("A"))->toInt32(), 1);
        QVERIFY(!recs[0].before->property(QStringLiteral("B")));
    }
    QCOMPARE(recs[0].afterEtag, deletes ? QString() : version->etag);
    auto action = m_store->journalAction(*id);
    ROWAN_VERIFY_OK(action);
    QCOMPARE(action->entityCount, 1);
    QVERIFY(action->bytes > 0);
    QVERIFY(action->endedAt.has_value());
    QVERIFY(!action->open);
}

void TestStoreJournal::recordsBatchInOrder()
{
    ROWAN_VERIFY_OK(m_store->insertEntity(Dev, T, entity("p", "b")));
    auto id = m_store->beginAction(info(QStringLiteral("paste")));
    ROWAN_VERIFY_OK(id);
    const QList<EntityOperation> ops {{OperationType::Insert, entity("p", "c"), {}},
        {OperationType::Delete, entity("p", "b"), {}}, {OperationType::Insert, entity("p", "a"), {}}};
    auto versions = m_store->executeBatch(Dev, T, ops, -1, *id);
    ROWAN_VERIFY_OK(versions);
    const QList<JournalRecord> recs = records(*m_store, *id);
    QCOMPARE(recs.size(), 3);
    QCOMPARE(recs[0].rowKey, QStringLiteral("c"));
    QCOMPARE(recs[1].rowKey, QStringLiteral("b"));
    QVERIFY(recs[1].before.has_value());
    QVERIFY(recs[1].afterEtag.isEmpty());
    QCOMPARE(recs[2].rowKey, QStringLiteral("a"));
    QCOMPARE(recs[2].afterEtag, versions->at(2).etag);
    QCOMPARE(m_store->journalAction(*id)->entityCount, 3);
}

void TestStoreJournal::failedBatchLeavesNoRecord()
{
    ROWAN_VERIFY_OK(m_store->insertEntity(Dev, T, entity("p", "exists")));
    auto id = m_store->beginAction(info(QStringLiteral("import")));
    ROWAN_VERIFY_OK(id);
    // The third operation fails: the two before it are rolled back with their records.
    const QList<EntityOperation> bad {{OperationType::Insert, entity("p", "1"), {}},
        {OperationType::Insert, entity("p", "2"), {}}, {OperationType::Insert, entity("p", "exists"), {}}};
    ROWAN_COMPARE_ERROR(m_store->executeBatch(Dev, T, bad, -1, *id), ErrorCode::EntityAlreadyExists);
    QCOMPARE(records(*m_store, *id).size(), 0);
    QCOMPARE(m_store->journalAction(*id)->entityCount, 0);

    // Of many batches in one commit, the failed one leaves nothing; those before it keep theirs.
    const QList<EntityOperation> good {{OperationType::Insert, entity("q", "1"), {}}};
    Error failure;
    auto committed = m_store->executeBatches(Dev, T, {good, bad}, &failure, *id);
    ROWAN_VERIFY_OK(committed);
    QCOMPARE(*committed, 1);
    QCOMPARE(failure.code, ErrorCode::EntityAlreadyExists);
    const QList<JournalRecord> recs = records(*m_store, *id);
    QCOMPARE(recs.size(), 1);
    QCOMPARE(recs[0].partitionKey, QStringLiteral("q"));
    QCOMPARE(m_store->journalAction(*id)->entityCount, 1);
}

void TestStoreJournal::failedWriteLeavesNoRecord()
{
    auto v = m_store->insertEntity(Dev, T, entity("p", "r"));
    ROWAN_VERIFY_OK(v);
    auto id = m_store->beginAction(info());
    ROWAN_VERIFY_OK(id);
    ROWAN_COMPARE_ERROR(m_store->write(Dev, T, {OperationType::Update, entity("p", "r"), QStringLiteral("W/\"x\"")}, *id),
        ErrorCode::UpdateConditionNotSatisfied);
    ROWAN_COMPARE_ERROR(m_store->write(Dev, T, {OperationType::Delete, entity("p", "missing"), {}}, *id),
        ErrorCode::ResourceNotFound);
    QCOMPARE(records(*m_store, *id).size(), 0);
    QCOMPARE(*m_store->journalSize(), 0);
}

void TestStoreJournal::writesWithoutActionAreNotJournaled()
{
    ROWAN_VERIFY_OK(m_store->insertEntity(Dev, T, entity("p", "r")));
    ROWAN_VERIFY_OK(m_store->executeBatch(Dev, T, {{OperationType::Insert, entity("p", "s"), {}}}));
    QCOMPARE(m_store->journalActions()->size(), 0);
    QCOMPARE(*m_store->journalSize(), 0);
}

void TestStoreJournal::refusesWritesOutsideTheAction()
{
    ROWAN_VERIFY_OK(m_store->createTable(Dev, QStringLiteral("Other")));
    auto id = m_store->beginAction(info());
    ROWAN_VERIFY_OK(id);
    ROWAN_COMPARE_ERROR(
        m_store->write(Dev, QStringLiteral("Other"), {OperationType::Insert, entity("p", "r"), {}}, *id),
        ErrorCode::InvalidInput);
    // The table name is compared ignoring case, like the store's tables.
    ROWAN_VERIFY_OK(m_store->write(Dev, QStringLiteral("orders"), {OperationType::Insert, entity("p", "r"), {}}, *id));
    ROWAN_VERIFY_OK(m_store->endAction(*id));
    ROWAN_COMPARE_ERROR(m_store->write(Dev, T, {OperationType::Insert, entity("p", "s"), {}}, *id),
        ErrorCode::InvalidInput);
    ROWAN_COMPARE_ERROR(m_store->endAction(*id), ErrorCode::InvalidInput);
    ROWAN_COMPARE_ERROR(m_store->write(Dev, T, {OperationType::Insert, entity("p", "s"), {}}, 999),
        ErrorCode::InvalidInput);
    QVERIFY(!m_store->getEntity(Dev, T, QStringLiteral("p"), QStringLiteral("s")));
    ROWAN_COMPARE_ERROR(m_store->beginAction(ActionInfo {}), ErrorCode::InvalidInput);
    ROWAN_COMPARE_ERROR(m_store->journalAction(999), ErrorCode::ResourceNotFound);
}

void TestStoreJournal::listsNewestFirstAndFilters()
{
    ROWAN_VERIFY_OK(m_store->createTable(Dev, QStringLiteral("Other")));
    QList<ActionId> ids;
    for (const QString &table : {T, QStringLiteral("Other"), T}) {
        auto id = m_store->beginAction(info(QStringLiteral("add"), table));
        ROWAN_VERIFY_OK(id);
        ROWAN_VERIFY_OK(m_store->endAction(*id));
        ids.append(*id);
    }
    auto all = m_store->journalActions();
    ROWAN_VERIFY_OK(all);
    QCOMPARE(all->size(), 3);
    QCOMPARE(all->at(0).id, ids[2]);
    QCOMPARE(all->at(2).id, ids[0]);
    auto orders = m_store->journalActions(JournalFilter {Dev, QStringLiteral("ORDERS"), -1});
    ROWAN_VERIFY_OK(orders);
    QCOMPARE(orders->size(), 2);
    QCOMPARE(m_store->journalActions(JournalFilter {{}, {}, 1})->size(), 1);
    QCOMPARE(m_store->journalActions(JournalFilter {QStringLiteral("nobody"), {}, -1})->size(), 0);
}

void TestStoreJournal::survivesRestartAndReadsInterrupted()
{
    ActionId done = 0, cut = 0;
    {
        auto id = m_store->beginAction(info(QStringLiteral("import")));
        ROWAN_VERIFY_OK(id);
        done = *id;
        ROWAN_VERIFY_OK(m_store->write(Dev, T, {OperationType::Insert, entity("p", "1"), {}}, done));
        ROWAN_VERIFY_OK(m_store->endAction(done));
        auto open = m_store->beginAction(info(QStringLiteral("import")));
        ROWAN_VERIFY_OK(open);
        cut = *open;
        ROWAN_VERIFY_OK(m_store->write(Dev, T, {OperationType::Insert, entity("p", "2"), {}}, cut));
        auto running = m_store->journalAction(cut);
        QVERIFY(running->open);
        QVERIFY(!running->interrupted);
    }
    m_store.reset(); // closed with the action open: as a crash leaves it
    m_store = openStore(m_path);
    QVERIFY(m_store);
    auto first = m_store->journalAction(done);
    ROWAN_VERIFY_OK(first);
    QVERIFY(!first->open);
    QCOMPARE(first->info.kind, QStringLiteral("import"));
    QCOMPARE(first->info.table, T);
    QCOMPARE(first->info.origin, QStringLiteral("test"));
    QCOMPARE(records(*m_store, done).size(), 1);
    auto second = m_store->journalAction(cut);
    ROWAN_VERIFY_OK(second);
    QVERIFY(second->open);
    QVERIFY(second->interrupted);
    QVERIFY(!second->endedAt);
    QCOMPARE(second->entityCount, 1);
    QCOMPARE(records(*m_store, cut).size(), 1);
    // An interrupted action takes no more writes.
    ROWAN_COMPARE_ERROR(m_store->write(Dev, T, {OperationType::Insert, entity("p", "3"), {}}, cut),
        ErrorCode::InvalidInput);
}

void TestStoreJournal::limitsAreKeptAndValidated()
{
    auto defaults = m_store->journalLimits();
    ROWAN_VERIFY_OK(defaults);
    QCOMPARE(defaults->maxBytes, JournalLimits {}.maxBytes);
    QCOMPARE(defaults->maxAgeDays, JournalLimits {}.maxAgeDays);
    ROWAN_COMPARE_ERROR(m_store->setJournalLimits(JournalLimits {0, 3}), ErrorCode::InvalidInput);
    ROWAN_COMPARE_ERROR(m_store->setJournalLimits(JournalLimits {100, -1}), ErrorCode::InvalidInput);
    ROWAN_VERIFY_OK(m_store->setJournalLimits(JournalLimits {12345, 3}));
    m_store.reset();
    m_store = openStore(m_path);
    QVERIFY(m_store);
    QCOMPARE(m_store->journalLimits()->maxBytes, 12345);
    QCOMPARE(m_store->journalLimits()->maxAgeDays, 3);
}

void TestStoreJournal::trimsOldestActionsPastTheSize()
{
    QList<ActionId> ids;
    const QString big(200, QLatin1Char('x'));
    for (int a = 0; a < 5; ++a) {
        auto id = m_store->beginAction(info(QStringLiteral("add")));
        ROWAN_VERIFY_OK(id);
        for (int i = 0; i < 10; ++i) {
            const QString rk = QStringLiteral("%1-%2").arg(a).arg(i);
            ROWAN_VERIFY_OK(m_store->write(Dev, T,
                {OperationType::InsertOrReplace, entity("p", rk, {{QStringLiteral("V"), Value::string(big)}}), {}}, *id));
            ROWAN_VERIFY_OK(m_store->write(Dev, T,
                {OperationType::InsertOrReplace, entity("p", rk, {{QStringLiteral("V"), Value::string(big)}}), {}}, *id));
        }
        ROWAN_VERIFY_OK(m_store->endAction(*id));
        ids.append(*id);
    }
    const qint64 perAction = m_store->journalAction(ids[1])->bytes;
    QVERIFY(perAction > 0);
    const qint64 total = *m_store->journalSize();
    QVERIFY(total >= 4 * perAction);
    // Room for two and a half actions: the three oldest go, whole.
    ROWAN_VERIFY_OK(m_store->setJournalLimits(JournalLimits {perAction * 5 / 2, 30}));
    auto left = m_store->journalActions();
    ROWAN_VERIFY_OK(left);
    QCOMPARE(left->size(), 2);
    QCOMPARE(left->at(0).id, ids[4]);
    QCOMPARE(left->at(1).id, ids[3]);
    QVERIFY(*m_store->journalSize() <= perAction * 5 / 2);
    ROWAN_COMPARE_ERROR(m_store->journalRecords(ids[0], [](JournalRecord &) { return true; }),
        ErrorCode::ResourceNotFound);
    // A new action ending over the bound pushes out the oldest left.
    auto id = m_store->beginAction(info(QStringLiteral("add")));
    ROWAN_VERIFY_OK(id);
    // The same writes as each action before: each entity written twice (the second record holds a
    // before-image).
    for (int i = 0; i < 20; ++i)
        ROWAN_VERIFY_OK(m_store->write(Dev, T,
            {OperationType::InsertOrReplace, entity("n", QString::number(i / 2), {{QStringLiteral("V"), Value::string(big)}}), {}},
            *id));
    ROWAN_VERIFY_OK(m_store->endAction(*id));
    left = m_store->journalActions();
    QCOMPARE(left->size(), 2);
    QCOMPARE(left->at(0).id, *id);
    QCOMPARE(left->at(1).id, ids[4]);
}

void TestStoreJournal::trimsActionsPastTheAgeAtOpen()
{
    ROWAN_VERIFY_OK(m_store->setJournalLimits(JournalLimits {1 << 30, 2}));
    QList<ActionId> ids;
    for (int a = 0; a < 3; ++a) {
        auto id = m_store->beginAction(info(QStringLiteral("add")));
        ROWAN_VERIFY_OK(id);
        ROWAN_VERIFY_OK(m_store->write(Dev, T, {OperationType::Insert, entity("p", QString::number(a)), {}}, *id));
        ROWAN_VERIFY_OK(m_store->endAction(*id));
        ids.append(*id);
    }
    m_store.reset();
    // The two oldest began three days ago.
    const qint64 threeDays = 3LL * 86'400 * DateTime::TicksPerSecond;
    ROWAN_VERIFY_OK(testing::runSql(m_path, {},
        QStringLiteral("UPDATE journal_actions SET started = started - %1 WHERE action_id IN (%2, %3)")
            .arg(threeDays)
            .arg(ids[0])
            .arg(ids[1])
            .toUtf8()));
    m_store = openStore(m_path);
    QVERIFY(m_store);
    auto left = m_store->journalActions();
    ROWAN_VERIFY_OK(left);
    QCOMPARE(left->size(), 1);
    QCOMPARE(left->at(0).id, ids[2]);
    // The data stays: only the journal is trimmed.
    QCOMPARE(m_store->tableStats(Dev, T)->entityCount, 3);
}

void TestStoreJournal::neverTrimsAnOpenOrTheNewestAction()
{
    auto open = m_store->beginAction(info(QStringLiteral("import")));
    ROWAN_VERIFY_OK(open);
    for (int i = 0; i < 20; ++i)
        ROWAN_VERIFY_OK(m_store->write(Dev, T, {OperationType::Insert, entity("p", QString::number(i)), {}}, *open));
    ROWAN_VERIFY_OK(m_store->setJournalLimits(JournalLimits {1, 30}));
    QCOMPARE(records(*m_store, *open).size(), 20);
    ROWAN_VERIFY_OK(m_store->endAction(*open));
    // Ended, it is still the newest action: kept so it can be undone, however large.
    QCOMPARE(records(*m_store, *open).size(), 20);
    auto next = m_store->beginAction(info(QStringLiteral("add")));
    ROWAN_VERIFY_OK(next);
    ROWAN_VERIFY_OK(m_store->endAction(*next));
    // Once another action is newer it goes, being over the bound.
    ROWAN_COMPARE_ERROR(m_store->journalAction(*open), ErrorCode::ResourceNotFound);
    QCOMPARE(m_store->journalActions()->size(), 1);
}

void TestStoreJournal::migratesSchemaOneStore()
{
    ROWAN_VERIFY_OK(m_store->insertEntity(Dev, T, entity("p", "r")));
    m_store.reset();
    ROWAN_VERIFY_OK(testing::runSql(m_path, {},
        "DROP TABLE journal_chunks; DROP TABLE journal_actions; "
        "UPDATE meta SET value = 1 WHERE key = 'schema_version'"));
    {
        // Read-only, the store is not migrated: its journal reads as empty, not as an error.
        StoreOptions options;
        options.readOnly = true;
        auto reader = Store::open(m_path, options);
        ROWAN_VERIFY_OK(reader);
        auto actions = (*reader)->journalActions();
        ROWAN_VERIFY_OK(actions);
        QCOMPARE(actions->size(), 0);
        auto size = (*reader)->journalSize();
        ROWAN_VERIFY_OK(size);
        QCOMPARE(*size, qint64(0));
        auto history = (*reader)->entityHistory(Dev, T, QStringLiteral("p"), QStringLiteral("r"));
        ROWAN_VERIFY_OK(history);
        QCOMPARE(history->size(), 0);
        ROWAN_COMPARE_ERROR((*reader)->journalAction(1), ErrorCode::ResourceNotFound);
    }
    m_store = openStore(m_path);
    QVERIFY(m_store);
    QVERIFY(m_store->getEntity(Dev, T, QStringLiteral("p"), QStringLiteral("r")));
    QCOMPARE(m_store->journalActions()->size(), 0);
    auto id = m_store->beginAction(info());
    ROWAN_VERIFY_OK(id);
    ROWAN_VERIFY_OK(m_store->write(Dev, T, {OperationType::Delete, entity("p", "r"), {}}, *id));
    ROWAN_VERIFY_OK(m_store->endAction(*id));
    QCOMPARE(records(*m_store, *id).size(), 1);
    m_store.reset();
    // Reopened, the migrated store keeps its journal.
    m_store = openStore(m_path);
    QVERIFY(m_store);
    QCOMPARE(m_store->journalActions()->size(), 1);
}

void TestStoreJournal::entityHistoryListsChanges()
{
    QStringList etags;
    for (int i = 0; i < 3; ++i) {
        auto id = m_store->beginAction(info());
        ROWAN_VERIFY_OK(id);
        auto v = m_store->write(Dev, T,
            {OperationType::InsertOrReplace, entity("p", "r", {{QStringLiteral("N"), Value::int32(i)}}), {}}, *id);
        ROWAN_VERIFY_OK(v);
        etags << v->etag;
        ROWAN_VERIFY_OK(m_store->write(Dev, T, {OperationType::InsertOrReplace, entity("p", "other"), {}}, *id));
        ROWAN_VERIFY_OK(m_store->endAction(*id));
    }
    auto history = m_store->entityHistory(Dev, T, QStringLiteral("p"), QStringLiteral("r"));
    ROWAN_VERIFY_OK(history);
    QCOMPARE(history->size(), 3);
    QVERIFY(!history->at(0).record.before);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(history->at(i).record.afterEtag, etags[i]);
    QCOMPARE(history->at(2).record.before->property(QStringLiteral("N"))->toInt32(), 1);
}

QTEST_GUILESS_MAIN(TestStoreJournal)
#include "tst_storejournal.moc"
