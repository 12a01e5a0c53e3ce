// JournalingTableService over a remote endpoint (`rowan serve` in-process): each kind of journaled write with
// its undo and redo, a bulk delete, conflicts with a second client that writes unjournaled, and a write that
// meets a change between its read and its send.
#include "remote/journalfixture.h"

#include <rowan/undo.h>

using namespace rowan;
using namespace journaltest;

namespace {

// Passes every call to `inner`, but runs `beforeWrite` once before each of the first `meddles` writes and
// batches it forwards: another client changing the entity between the journal's read and its write.
class MeddlingService final : public TableService
{
public:
    MeddlingService(std::shared_ptr<TableService> inner, int meddles, std::function<void()> beforeWrite)
        : m_inner(std::move(inner))
        , m_meddles(meddles)
        , m_beforeWrite(std::move(beforeWrite))
    { }
    int writesSeen() const { return m_writes; }

    ServiceDescription description() const override { return m_inner->description(); }
    Result<QList<Account>> accounts() const override { return m_inner->accounts(); }
    Result<QList<TableInfo>> listTables(const QString &account) const override
    {
        return m_inner->listTables(account);
    }
    Result<TableInfo> createTable(const QString &account, const QString &name) override
    {
        return m_inner->createTable(account, name);
    }
    Status deleteTable(const QString &account, const QString &name) override
    {
        return m_inner->deleteTable(account, name);
    }
    Result<Entity> getEntity(const QString &account, const QString &table, const QString &pk,
        const QString &rk, const ScanOptions &options = {}) const override
    {
        return m_inner->getEntity(account, table, pk, rk, options);
    }
    Result<ScanResult> scan(const QString &account, const QString &table, const KeyRange &range,
        const EntityVisitor &visitor, const ScanOptions &options = {},
        const CancelFlag &cancel = {}) const override
    {
        return m_inner->scan(account, table, range, visitor, options, cancel);
    }
    Result<QueryPage> query(const QString &account, const QString &table, const QueryRequest &request,
        const QueryOptions &options = {}) const override
    {
        return m_inner->query(account, table, request, options);
    }
    Result<EntityVersion> write(
        const QString &account, const QString &table, const EntityOperation &op) override
    {
        meddle();
        return m_inner->write(account, table, op);
    }
    Result<QList<EntityVersion>> executeBatch(
        const QString &account, const QString &table, const QList<EntityOperation> &operations) override
    {
        meddle();
        return m_inner->executeBatch(account, table, operations);
    }

private:
    void meddle()
    {
        if (m_writes++ < m_meddles)
            m_beforeWrite();
    }
    std::shared_ptr<TableService> m_inner;
    int m_meddles;
    std::function<void()> m_beforeWrite;
    int m_writes = 0;
};

} // namespace

class TestRemoteJournal : public QObject
{
    Q_OBJECT

private slots:
    void init() { QCOMPARE(m_fixture.start(), QString()); }
    void cleanup() { m_fixture.stop(); }

    void describesWrappedService();
    void undoAndRedoEachKind_data();
    void undoAndRedoEachKind();
    void bulkDeleteThroughExecuteBatches();
    void undoMeetsChangeByAnotherClient_data();
    void undoMeetsChangeByAnotherClient();
    void changeBetweenReadAndWriteIsRetried_data();
    void changeBetweenReadAndWriteIsRetried();
    void refusesWriteToAnotherTable();

private:
    JournalFixture m_fixture;
};

void TestRemoteJournal::describesWrappedService()
{
    auto service = m_fixture.openJournaled();
    QVERIFY(service);
    const ServiceDescription inner = m_fixture.other()->description();
    const ServiceDescription outer = service->description();
    QCOMPARE(outer.kind, ServiceKind::Remote);
    QCOMPARE(outer.location, inner.location);
    QCOMPARE(outer.displayName, inner.displayName);
    QVERIFY(!inner.capabilities.testFlag(ServiceCapability::Journal));
    QCOMPARE(outer.capabilities, inner.capabilities | ServiceCapability::Journal);
    QVERIFY(service->journalStore()->isEncrypted());
    // Writes through the service itself, outside an action, are the endpoint's alone.
    QVERIFY(service->write(
        Dev, T, {OperationType::Update, make(QStringLiteral("a"), QStringLiteral("0"), 99), {}}));
    QCOMPARE(service->journalActions()->size(), 0);
    QCOMPARE(*service->journalSize(), 0);
}

void TestRemoteJournal::undoAndRedoEachKind_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<qint64>("recorded");
    for (const char *kind : {"edit", "edit-with-etag", "merge", "add", "upsert-existing", "upsert-new",
             "delete", "batch", "edits-of-one-entity"})
        QTest::newRow(kind) << QString::fromLatin1(kind)
                            << qint64(QByteArrayView(kind) == "batch"             ? 4
                                       : QByteArrayView(kind).startsWith("edits") ? 2
                                                                                  : 1);
}

void TestRemoteJournal::undoAndRedoEachKind()
{
    QFETCH(QString, kind);
    QFETCH(qint64, recorded);
    auto service = m_fixture.openJournaled();
    QVERIFY(service);
    const State start = stateOf(*m_fixture.other());
    const QString a0 = QStringLiteral("0");
    const auto id = act(*service, kind, [&](TableService &w) -> bool {
        if (kind == u"edit")
            return bool(w.write(Dev, T,
                {OperationType::Update, make(QStringLiteral("a"), a0, 100, QStringLiteral("X")), {}}));
        if (kind == u"edit-with-etag") {
            auto current = w.getEntity(Dev, T, QStringLiteral("a"), a0);
            return current
                && w.write(
                    Dev, T, {OperationType::Update, make(QStringLiteral("a"), a0, 100), current->etag()});
        }
        if (kind == u"merge")
            return bool(w.write(
                Dev, T, {OperationType::Merge, make(QStringLiteral("a"), a0, 100, QStringLiteral("X")), {}}));
        if (kind == u"add")
            return bool(w.write(Dev, T, {OperationType::Insert, make(QStringLiteral("c"), a0, 7), {}}));
        if (kind == u"upsert-existing")
            return bool(
                w.write(Dev, T, {OperationType::InsertOrReplace, make(QStringLiteral("a"), a0, 100), {}}));
        if (kind == u"upsert-new")
            return bool(w.write(Dev, T,
                {OperationType::InsertOrMerge, make(QStringLiteral("a"), QStringLiteral("9"), 9), {}}));
        if (kind == u"delete")
            return bool(w.write(Dev, T, {OperationType::Delete, keys(QStringLiteral("b"), a0), {}}));
        if (kind == u"batch")
            return bool(w.executeBatch(Dev, T,
                {{OperationType::Update, make(QStringLiteral("a"), QStringLiteral("1"), 101), {}},
                    {OperationType::Delete, keys(QStringLiteral("a"), QStringLiteral("2")), {}},
                    {OperationType::InsertOrReplace, make(QStringLiteral("a"), QStringLiteral("7"), 107), {}},
                    {OperationType::Merge,
                        make(QStringLiteral("a"), QStringLiteral("3"), 103, QStringLiteral("Y")), {}}}));
        // Two writes of one entity: the undo goes back to the first one's before-image.
        return w.write(Dev, T, {OperationType::Update, make(QStringLiteral("b"), a0, 200), {}})
            && w.write(Dev, T, {OperationType::Update, make(QStringLiteral("b"), a0, 300), {}});
    });
    QVERIFY(id != 0);
    const State after = stateOf(*m_fixture.other());
    QVERIFY(after != start);

    auto action = service->journalAction(id);
    QVERIFY(action);
    QCOMPARE(action->entityCount, recorded);
    QVERIFY(!action->open);
    QVERIFY(action->bytes > 0);
    QCOMPARE(*service->journalSize(), action->bytes);
    // Each record holds the entity as the endpoint had it before the write.
    qint64 visited = 0;
    QVERIFY(service
                ->journalRecords(id,
                    [&](JournalRecord &r) {
                        const QString key = r.partitionKey + QLatin1Char('|') + r.rowKey;
                        if (visited++ == 0 || kind != u"edits-of-one-entity") {
                            if (start.contains(key)) {
                                if (!r.before)
                                    return false;
                                QString text;
                                for (const Property &p : r.before->properties())
                                    text += p.name + QLatin1Char('=') + formatValueText(p.value)
                                        + QLatin1Char(';');
                                return text == start.value(key);
                            }
                            return !r.before.has_value();
                        }
                        return true;
                    })
                .value_or(0)
        == recorded);

    auto undone = undoAction(*service, id);
    QVERIFY2(undone, undone ? "" : qPrintable(undone.error().toString()));
    QVERIFY(undone->conflicts.isEmpty());
    QCOMPARE(stateOf(*m_fixture.other()), start);
    QCOMPARE(service->journalAction(id)->undoneBy, undone->undoAction);

    auto redone = undoAction(*service, undone->undoAction);
    QVERIFY2(redone, redone ? "" : qPrintable(redone.error().toString()));
    QVERIFY(redone->conflicts.isEmpty());
    QCOMPARE(stateOf(*m_fixture.other()), after);
    QCOMPARE(service->journalAction(redone->undoAction)->info.kind, QStringLiteral("redo"));
}

void TestRemoteJournal::bulkDeleteThroughExecuteBatches()
{
    // 3 partitions of 130 more entities: more than one batch per partition.
    for (const QString &pk : {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")}) {
        for (int from = 0; from < 130; from += 100) {
            QList<EntityOperation> ops;
            for (int i = from; i < std::min(from + 100, 130); ++i)
                ops.append({OperationType::Insert,
                    make(pk, QStringLiteral("%1").arg(i, 3, 10, QLatin1Char('0')), i), {}});
            QVERIFY(m_fixture.other()->executeBatch(Dev, T, ops));
        }
    }
    auto service = m_fixture.openJournaled();
    QVERIFY(service);
    const State start = stateOf(*m_fixture.other());
    QList<QList<EntityOperation>> batches;
    for (const QString &pk : {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")}) {
        QList<EntityOperation> ops;
        for (int i = 0; i < 130; ++i) {
            if (ops.size() == 100)
                batches.append(std::exchange(ops, {}));
            ops.append(
                {OperationType::Delete, keys(pk, QStringLiteral("%1").arg(i, 3, 10, QLatin1Char('0'))), {}});
        }
        batches.append(ops);
    }
    QList<BatchOutcome> outcomes;
    const auto id = act(*service, QStringLiteral("bulk-delete"), [&](TableService &w) {
        outcomes = w.executeBatches(Dev, T, batches);
        return true;
    });
    QVERIFY(id != 0);
    QCOMPARE(outcomes.size(), batches.size());
    for (const BatchOutcome &o : std::as_const(outcomes))
        QVERIFY2(o.state == BatchOutcome::State::Committed, qPrintable(o.error.toString()));
    QCOMPARE(stateOf(*m_fixture.other()).size(), 10);
    QCOMPARE(service->journalAction(id)->entityCount, 390);

    auto undone = undoAction(*service, id);
    QVERIFY2(undone, undone ? "" : qPrintable(undone.error().toString()));
    QCOMPARE(undone->restored, 390);
    QCOMPARE(stateOf(*m_fixture.other()), start);
    auto redone = undoAction(*service, undone->undoAction);
    QVERIFY(redone);
    QCOMPARE(redone->restored, 390);
    QCOMPARE(stateOf(*m_fixture.other()).size(), 10);
}

void TestRemoteJournal::undoMeetsChangeByAnotherClient_data()
{
    QTest::addColumn<QString>("meddle");
    QTest::addColumn<QString>("reason");
    QTest::newRow("changed") << QStringLiteral("changed") << QStringLiteral("changed since the action");
    QTest::newRow("deleted") << QStringLiteral("deleted") << QStringLiteral("deleted since the action");
    QTest::newRow("created again") << QStringLiteral("created")
                                   << QStringLiteral("created again since the action");
}

void TestRemoteJournal::undoMeetsChangeByAnotherClient()
{
    QFETCH(QString, meddle);
    QFETCH(QString, reason);
    auto service = m_fixture.openJournaled();
    QVERIFY(service);
    const State start = stateOf(*m_fixture.other());
    // The action edits a/1 and a/2 and deletes b/1; the other client then touches one of them.
    const auto id = act(*service, QStringLiteral("batch"), [&](TableService &w) {
        return bool(w.executeBatch(Dev, T,
                   {{OperationType::Update, make(QStringLiteral("a"), QStringLiteral("1"), 101), {}},
                       {OperationType::Update, make(QStringLiteral("a"), QStringLiteral("2"), 102), {}}}))
            && bool(
                w.write(Dev, T, {OperationType::Delete, keys(QStringLiteral("b"), QStringLiteral("1")), {}}));
    });
    QVERIFY(id != 0);
    QString conflictKey;
    if (meddle == u"changed") {
        QVERIFY(m_fixture.other()->write(
            Dev, T, {OperationType::Merge, make(QStringLiteral("a"), QStringLiteral("2"), 555), {}}));
        conflictKey = QStringLiteral("a|2");
    } else if (meddle == u"deleted") {
        QVERIFY(m_fixture.other()->write(
            Dev, T, {OperationType::Delete, keys(QStringLiteral("a"), QStringLiteral("2")), {}}));
        conflictKey = QStringLiteral("a|2");
    } else {
        QVERIFY(m_fixture.other()->write(
            Dev, T, {OperationType::Insert, make(QStringLiteral("b"), QStringLiteral("1"), 555), {}}));
        conflictKey = QStringLiteral("b|1");
    }
    const State meddled = stateOf(*m_fixture.other());

    auto undone = undoAction(*service, id);
    QVERIFY2(undone, undone ? "" : qPrintable(undone.error().toString()));
    QCOMPARE(undone->conflicts.size(), 1);
    const UndoConflict &c = undone->conflicts.first();
    QCOMPARE(c.partitionKey + QLatin1Char('|') + c.rowKey, conflictKey);
    QCOMPARE(c.reason, reason);
    QCOMPARE(c.current.has_value(), meddle != u"deleted");
    QCOMPARE(undone->restored, 2);
    // The other client's entity is as it left it; the rest went back.
    const State now = stateOf(*m_fixture.other());
    QCOMPARE(now.value(conflictKey), meddled.value(conflictKey));
    QCOMPARE(now.contains(conflictKey), meddled.contains(conflictKey));
    for (const QString &key : {QStringLiteral("a|1"), QStringLiteral("a|2"), QStringLiteral("b|1")}) {
        if (key != conflictKey)
            QCOMPARE(now.value(key), start.value(key));
    }
}

void TestRemoteJournal::changeBetweenReadAndWriteIsRetried_data()
{
    QTest::addColumn<int>("meddles");
    QTest::addColumn<bool>("batch");
    QTest::newRow("once, write") << 1 << false;
    QTest::newRow("once, batch") << 1 << true;
    QTest::newRow("every time, write") << JournalingTableService::MaxGuardRetries + 1 << false;
    QTest::newRow("every time, batch") << JournalingTableService::MaxGuardRetries + 1 << true;
}

void TestRemoteJournal::changeBetweenReadAndWriteIsRetried()
{
    QFETCH(int, meddles);
    QFETCH(bool, batch);
    int n = 1000;
    auto meddling = std::make_shared<MeddlingService>(
        std::make_shared<RemoteTableService>(m_fixture.endpoint()), meddles, [&] {
            QVERIFY(m_fixture.other()->write(
                Dev, T, {OperationType::Update, make(QStringLiteral("a"), QStringLiteral("1"), ++n), {}}));
        });
    auto opened
        = JournalingTableService::open(meddling, m_fixture.journalPath(QStringLiteral("m.journal")), Key);
    QVERIFY(opened);
    auto service = *opened;
    Status wrote;
    const auto id = act(*service, QStringLiteral("edit"), [&](TableService &w) {
        const EntityOperation op {
            OperationType::InsertOrReplace, make(QStringLiteral("a"), QStringLiteral("1"), 7), {}};
        if (batch)
            wrote = w.executeBatch(Dev, T,
                         {op, {OperationType::Delete, keys(QStringLiteral("a"), QStringLiteral("4")), {}}})
                        .transform([](auto &&) {});
        else
            wrote = w.write(Dev, T, op).transform([](auto &&) {});
        return true;
    });
    QVERIFY(id != 0);
    QCOMPARE(meddling->writesSeen(), std::min(meddles, JournalingTableService::MaxGuardRetries) + 1);
    if (meddles > JournalingTableService::MaxGuardRetries) {
        // Refused, clearly, and nothing written or recorded.
        QVERIFY(!wrote);
        QCOMPARE(wrote.error().code, ErrorCode::UpdateConditionNotSatisfied);
        QVERIFY2(wrote.error().message.contains(QStringLiteral("a/1")), qPrintable(wrote.error().message));
        QCOMPARE(service->journalAction(id)->entityCount, 0);
        QCOMPARE(m_fixture.other()
                     ->getEntity(Dev, T, QStringLiteral("a"), QStringLiteral("1"))
                     ->property(QStringLiteral("N"))
                     ->toInt32(),
            n);
        QVERIFY(m_fixture.other()->getEntity(Dev, T, QStringLiteral("a"), QStringLiteral("4")));
        return;
    }
    QVERIFY2(wrote, wrote ? "" : qPrintable(wrote.error().toString()));
    // The before-image is the other client's version, the one the write replaced: undo brings that back.
    auto undone = undoAction(*service, id);
    QVERIFY(undone);
    QVERIFY(undone->conflicts.isEmpty());
    auto a1 = m_fixture.other()->getEntity(Dev, T, QStringLiteral("a"), QStringLiteral("1"));
    QVERIFY(a1);
    QCOMPARE(a1->property(QStringLiteral("N"))->toInt32(), 1001);
    QVERIFY(m_fixture.other()->getEntity(Dev, T, QStringLiteral("a"), QStringLiteral("4")));
}

void TestRemoteJournal::refusesWriteToAnotherTable()
{
    auto service = m_fixture.openJournaled();
    QVERIFY(service);
    QVERIFY(m_fixture.other()->createTable(Dev, QStringLiteral("Other")));
    auto id = service->beginAction(ActionInfo {QStringLiteral("edit"), QStringLiteral("e"), Dev, T, {}});
    QVERIFY(id);
    auto view = service->withAction(*id);
    auto wrote = view->write(Dev, QStringLiteral("Other"),
        {OperationType::Insert, make(QStringLiteral("a"), QStringLiteral("1"), 1), {}});
    QVERIFY(!wrote);
    QCOMPARE(wrote.error().code, ErrorCode::InvalidInput);
    QVERIFY(!m_fixture.other()->getEntity(
        Dev, QStringLiteral("Other"), QStringLiteral("a"), QStringLiteral("1")));
    QVERIFY(service->endAction(*id));
    // An ended action records nothing more, and the endpoint is not written.
    auto late
        = view->write(Dev, T, {OperationType::Insert, make(QStringLiteral("q"), QStringLiteral("1"), 1), {}});
    QVERIFY(!late);
    QCOMPARE(late.error().code, ErrorCode::InvalidInput);
    QVERIFY(!m_fixture.other()->getEntity(Dev, T, QStringLiteral("q"), QStringLiteral("1")));
}

QTEST_GUILESS_MAIN(TestRemoteJournal)
#include "tst_remotejournal.moc"
