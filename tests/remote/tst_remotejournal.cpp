// JournalingTableService over a remote endpoint (`rowan serve` in-process): each kind of journaled write with
// its undo and redo, conflicts with a second client that writes unjournaled, a write that meets a change
// between its read and its send, the journal after a restart, a wrong key, and trimming.
#include "remote/servethread.h"

#include <rowan/journalingtableservice.h>
#include <rowan/undo.h>
#include <rowan/valuetext.h>

#include <QCryptographicHash>
#include <QFile>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace rowan;

namespace {

const QString Dev = QString::fromLatin1(DevelopmentAccountName);
const QString T = QStringLiteral("Orders");
const QString Key = QStringLiteral("x'0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'");

Entity make(const QString &pk, const QString &rk, qint32 n, const QString &extra = {})
{
    Entity e(pk, rk);
    e.setProperty(QStringLiteral("N"), Value::int32(n));
    if (!extra.isEmpty())
        e.setProperty(extra, Value::string(extra));
    return e;
}

Entity keys(const QString &pk, const QString &rk)
{
    return Entity(pk, rk);
}

// The table's contents without Timestamps: key -> "name=value;…".
using State = QMap<QString, QString>;

State stateOf(const TableService &service)
{
    State state;
    auto scanned = service.scan(Dev, T, KeyRange {}, [&](Entity &e) {
        QString text;
        for (const Property &p : e.properties())
            text += p.name + QLatin1Char('=') + formatValueText(p.value) + QLatin1Char(';');
        state.insert(e.partitionKey() + QLatin1Char('|') + e.rowKey(), text);
        return ScanControl::Continue;
    });
    if (!scanned)
        state.insert(QStringLiteral("scan failed"), scanned.error().toString());
    return state;
}

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

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
    void init();
    void cleanup();

    void describesWrappedService();
    void undoAndRedoEachKind_data();
    void undoAndRedoEachKind();
    void bulkDeleteThroughExecuteBatches();
    void undoMeetsChangeByAnotherClient_data();
    void undoMeetsChangeByAnotherClient();
    void changeBetweenReadAndWriteIsRetried_data();
    void changeBetweenReadAndWriteIsRetried();
    void refusesWriteToAnotherTable();
    void journalSurvivesRestart();
    void interruptedActionCanBeUndone();
    void wrongKeyRefusedAndNothingDamaged_data();
    void wrongKeyRefusedAndNothingDamaged();
    void emptyKeyRefused();
    void openTwiceWhileReconnecting();
    void trimsToItsLimits();

private:
    // A journaling service over a client of its own, with the journal file `name` in the temporary folder.
    std::shared_ptr<JournalingTableService> openJournaled(const QString &name = QStringLiteral("j.journal"));
    // Runs `write` on the view of a new action of `kind` on T, ends it; the action's id (0 on failure).
    ActionId act(
        TableService &service, const QString &kind, const std::function<bool(TableService &)> &write);

    QTemporaryDir m_dir;
    std::unique_ptr<ServeThread> m_serve;
    // The second client: writes on the endpoint that no journal sees.
    std::shared_ptr<RemoteTableService> m_other;
    int m_n = 0;
};

void TestRemoteJournal::init()
{
    QVERIFY(m_dir.isValid());
    m_serve = std::make_unique<ServeThread>(m_dir.filePath(QStringLiteral("serve%1.rowan").arg(++m_n)));
    QVERIFY(m_serve->port() != 0);
    m_other = std::make_shared<RemoteTableService>(m_serve->endpoint());
    QVERIFY(m_other->createTable(Dev, T));
    // Ten entities in two partitions to start from.
    QList<EntityOperation> a, b;
    for (int i = 0; i < 5; ++i) {
        a.append({OperationType::Insert, make(QStringLiteral("a"), QString::number(i), i), {}});
        b.append({OperationType::Insert, make(QStringLiteral("b"), QString::number(i), 10 + i), {}});
    }
    QVERIFY(m_other->executeBatch(Dev, T, a));
    QVERIFY(m_other->executeBatch(Dev, T, b));
}

void TestRemoteJournal::cleanup()
{
    m_other.reset();
    m_serve.reset();
}

std::shared_ptr<JournalingTableService> TestRemoteJournal::openJournaled(const QString &name)
{
    auto opened = JournalingTableService::open(std::make_shared<RemoteTableService>(m_serve->endpoint()),
        m_dir.filePath(QStringLiteral("%1/%2").arg(m_n).arg(name)), Key);
    if (!opened) {
        qWarning("journal: %s", qPrintable(opened.error().toString()));
        return nullptr;
    }
    return *opened;
}

ActionId TestRemoteJournal::act(
    TableService &service, const QString &kind, const std::function<bool(TableService &)> &write)
{
    auto id = service.beginAction(
        ActionInfo {kind, kind + QStringLiteral(" of ") + T, Dev, T, QStringLiteral("test")});
    if (!id)
        return 0;
    auto view = service.withAction(*id);
    const bool ok = view && write(*view);
    if (!service.endAction(*id) || !ok)
        return 0;
    return *id;
}

void TestRemoteJournal::describesWrappedService()
{
    auto service = openJournaled();
    QVERIFY(service);
    const ServiceDescription inner = m_other->description();
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
    auto service = openJournaled();
    QVERIFY(service);
    const State start = stateOf(*m_other);
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
    const State after = stateOf(*m_other);
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
    QCOMPARE(stateOf(*m_other), start);
    QCOMPARE(service->journalAction(id)->undoneBy, undone->undoAction);

    auto redone = undoAction(*service, undone->undoAction);
    QVERIFY2(redone, redone ? "" : qPrintable(redone.error().toString()));
    QVERIFY(redone->conflicts.isEmpty());
    QCOMPARE(stateOf(*m_other), after);
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
            QVERIFY(m_other->executeBatch(Dev, T, ops));
        }
    }
    auto service = openJournaled();
    QVERIFY(service);
    const State start = stateOf(*m_other);
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
    QCOMPARE(stateOf(*m_other).size(), 10);
    QCOMPARE(service->journalAction(id)->entityCount, 390);

    auto undone = undoAction(*service, id);
    QVERIFY2(undone, undone ? "" : qPrintable(undone.error().toString()));
    QCOMPARE(undone->restored, 390);
    QCOMPARE(stateOf(*m_other), start);
    auto redone = undoAction(*service, undone->undoAction);
    QVERIFY(redone);
    QCOMPARE(redone->restored, 390);
    QCOMPARE(stateOf(*m_other).size(), 10);
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
    auto service = openJournaled();
    QVERIFY(service);
    const State start = stateOf(*m_other);
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
        QVERIFY(m_other->write(
            Dev, T, {OperationType::Merge, make(QStringLiteral("a"), QStringLiteral("2"), 555), {}}));
        conflictKey = QStringLiteral("a|2");
    } else if (meddle == u"deleted") {
        QVERIFY(m_other->write(
            Dev, T, {OperationType::Delete, keys(QStringLiteral("a"), QStringLiteral("2")), {}}));
        conflictKey = QStringLiteral("a|2");
    } else {
        QVERIFY(m_other->write(
            Dev, T, {OperationType::Insert, make(QStringLiteral("b"), QStringLiteral("1"), 555), {}}));
        conflictKey = QStringLiteral("b|1");
    }
    const State meddled = stateOf(*m_other);

    auto undone = undoAction(*service, id);
    QVERIFY2(undone, undone ? "" : qPrintable(undone.error().toString()));
    QCOMPARE(undone->conflicts.size(), 1);
    const UndoConflict &c = undone->conflicts.first();
    QCOMPARE(c.partitionKey + QLatin1Char('|') + c.rowKey, conflictKey);
    QCOMPARE(c.reason, reason);
    QCOMPARE(c.current.has_value(), meddle != u"deleted");
    QCOMPARE(undone->restored, 2);
    // The other client's entity is as it left it; the rest went back.
    const State now = stateOf(*m_other);
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
        std::make_shared<RemoteTableService>(m_serve->endpoint()), meddles, [&] {
            QVERIFY(m_other->write(
                Dev, T, {OperationType::Update, make(QStringLiteral("a"), QStringLiteral("1"), ++n), {}}));
        });
    auto opened = JournalingTableService::open(meddling, m_dir.filePath(QStringLiteral("m.journal")), Key);
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
        QCOMPARE(m_other->getEntity(Dev, T, QStringLiteral("a"), QStringLiteral("1"))
                     ->property(QStringLiteral("N"))
                     ->toInt32(),
            n);
        QVERIFY(m_other->getEntity(Dev, T, QStringLiteral("a"), QStringLiteral("4")));
        return;
    }
    QVERIFY2(wrote, wrote ? "" : qPrintable(wrote.error().toString()));
    // The before-image is the other client's version, the one the write replaced: undo brings that back.
    auto undone = undoAction(*service, id);
    QVERIFY(undone);
    QVERIFY(undone->conflicts.isEmpty());
    auto a1 = m_other->getEntity(Dev, T, QStringLiteral("a"), QStringLiteral("1"));
    QVERIFY(a1);
    QCOMPARE(a1->property(QStringLiteral("N"))->toInt32(), 1001);
    QVERIFY(m_other->getEntity(Dev, T, QStringLiteral("a"), QStringLiteral("4")));
}

void TestRemoteJournal::refusesWriteToAnotherTable()
{
    auto service = openJournaled();
    QVERIFY(service);
    QVERIFY(m_other->createTable(Dev, QStringLiteral("Other")));
    auto id = service->beginAction(ActionInfo {QStringLiteral("edit"), QStringLiteral("e"), Dev, T, {}});
    QVERIFY(id);
    auto view = service->withAction(*id);
    auto wrote = view->write(Dev, QStringLiteral("Other"),
        {OperationType::Insert, make(QStringLiteral("a"), QStringLiteral("1"), 1), {}});
    QVERIFY(!wrote);
    QCOMPARE(wrote.error().code, ErrorCode::InvalidInput);
    QVERIFY(!m_other->getEntity(Dev, QStringLiteral("Other"), QStringLiteral("a"), QStringLiteral("1")));
    QVERIFY(service->endAction(*id));
    // An ended action records nothing more, and the endpoint is not written.
    auto late
        = view->write(Dev, T, {OperationType::Insert, make(QStringLiteral("q"), QStringLiteral("1"), 1), {}});
    QVERIFY(!late);
    QCOMPARE(late.error().code, ErrorCode::InvalidInput);
    QVERIFY(!m_other->getEntity(Dev, T, QStringLiteral("q"), QStringLiteral("1")));
}

void TestRemoteJournal::journalSurvivesRestart()
{
    const State start = stateOf(*m_other);
    ActionId id = 0;
    {
        auto service = openJournaled();
        QVERIFY(service);
        id = act(*service, QStringLiteral("delete"), [](TableService &w) {
            return bool(
                w.write(Dev, T, {OperationType::Delete, keys(QStringLiteral("a"), QStringLiteral("3")), {}}));
        });
        QVERIFY(id != 0);
        QVERIFY(service->setJournalLimits(JournalLimits {1024 * 1024, 7}));
    }
    auto reopened = openJournaled();
    QVERIFY(reopened);
    auto actions = reopened->journalActions();
    QVERIFY(actions);
    QCOMPARE(actions->size(), 1);
    QCOMPARE(actions->first().id, id);
    QVERIFY(!actions->first().interrupted);
    QCOMPARE(reopened->journalLimits()->maxAgeDays, 7);
    auto history = reopened->entityHistory(Dev, T, QStringLiteral("a"), QStringLiteral("3"));
    QVERIFY(history);
    QCOMPARE(history->size(), 1);
    QVERIFY(history->first().record.before);
    QVERIFY(history->first().record.afterEtag.isEmpty());
    QCOMPARE(lastUndoableAction(*reopened, JournalFilter {Dev, T, -1}).value_or(0), id);
    auto undone = undoAction(*reopened, id);
    QVERIFY(undone);
    QCOMPARE(stateOf(*m_other), start);
}

void TestRemoteJournal::interruptedActionCanBeUndone()
{
    const State start = stateOf(*m_other);
    ActionId id = 0;
    {
        // The process dies after the write and its record, before the action ends.
        auto service = openJournaled();
        QVERIFY(service);
        auto begun
            = service->beginAction(ActionInfo {QStringLiteral("edit"), QStringLiteral("e"), Dev, T, {}});
        QVERIFY(begun);
        id = *begun;
        QVERIFY(service->withAction(id)->write(
            Dev, T, {OperationType::Update, make(QStringLiteral("b"), QStringLiteral("2"), 0), {}}));
    }
    auto reopened = openJournaled();
    QVERIFY(reopened);
    auto action = reopened->journalAction(id);
    QVERIFY(action);
    QVERIFY(action->interrupted);
    QCOMPARE(action->entityCount, 1);
    auto undone = undoAction(*reopened, id);
    QVERIFY2(undone, undone ? "" : qPrintable(undone.error().toString()));
    QCOMPARE(stateOf(*m_other), start);
}

void TestRemoteJournal::wrongKeyRefusedAndNothingDamaged_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("wrongKey");
    // A raw key (the keychain's) and a passphrase (where no keychain answers), each against the other kind.
    QTest::newRow("raw key") << Key << QStringLiteral("correct horse battery staple");
    QTest::newRow("passphrase") << QStringLiteral("correct horse battery staple") << Key;
    QTest::newRow("raw key, another")
        << Key << QStringLiteral("x'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'");
}

void TestRemoteJournal::wrongKeyRefusedAndNothingDamaged()
{
    QFETCH(QString, key);
    QFETCH(QString, wrongKey);
    const QString path = m_dir.filePath(QStringLiteral("k%1.journal").arg(m_n));
    ActionId id = 0;
    {
        auto opened = JournalingTableService::open(
            std::make_shared<RemoteTableService>(m_serve->endpoint()), path, key);
        QVERIFY(opened);
        id = act(**opened, QStringLiteral("add"), [](TableService &w) {
            return bool(w.write(
                Dev, T, {OperationType::Insert, make(QStringLiteral("k"), QStringLiteral("1"), 1), {}}));
        });
        QVERIFY(id != 0);
    }
    const QByteArray hash = fileHash(path);
    QVERIFY(!hash.isEmpty());
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    auto wrong = JournalingTableService::open(
        std::make_shared<RemoteTableService>(m_serve->endpoint()), path, wrongKey);
    QVERIFY(!wrong);
    QCOMPARE(wrong.error().code, ErrorCode::StoreWrongPassphrase);
    QVERIFY2(wrong.error().message.contains(QStringLiteral("k%1.journal").arg(m_n)),
        qPrintable(wrong.error().message));
    QCOMPARE(fileHash(path), hash);
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    auto right
        = JournalingTableService::open(std::make_shared<RemoteTableService>(m_serve->endpoint()), path, key);
    QVERIFY(right);
    QCOMPARE((*right)->journalAction(id)->entityCount, 1);
}

void TestRemoteJournal::emptyKeyRefused()
{
    const QString path = m_dir.filePath(QStringLiteral("none.journal"));
    auto opened
        = JournalingTableService::open(std::make_shared<RemoteTableService>(m_serve->endpoint()), path, {});
    QVERIFY(!opened);
    QCOMPARE(opened.error().code, ErrorCode::InvalidInput);
    QVERIFY(!QFile::exists(path));
}

void TestRemoteJournal::openTwiceWhileReconnecting()
{
    // Connecting again to a connection shown opens its journal before the old one closes.
    auto first = openJournaled();
    QVERIFY(first);
    auto second = openJournaled();
    QVERIFY(second);
    const auto id = act(*second, QStringLiteral("edit"), [](TableService &w) {
        return bool(
            w.write(Dev, T, {OperationType::Update, make(QStringLiteral("a"), QStringLiteral("1"), 5), {}}));
    });
    QVERIFY(id != 0);
    first.reset();
    QCOMPARE(second->journalAction(id)->entityCount, 1);
    QVERIFY(undoAction(*second, id));
}

void TestRemoteJournal::trimsToItsLimits()
{
    auto service = openJournaled();
    QVERIFY(service);
    QCOMPARE(service->setJournalLimits(JournalLimits {0, 30}).error().code, ErrorCode::InvalidInput);
    QList<ActionId> ids;
    for (int i = 0; i < 5; ++i) {
        ids.append(act(*service, QStringLiteral("edit"), [i](TableService &w) {
            return bool(w.write(
                Dev, T, {OperationType::Update, make(QStringLiteral("a"), QString::number(i), 50 + i), {}}));
        }));
        QVERIFY(ids.last() != 0);
    }
    QCOMPARE(service->journalActions()->size(), 5);
    const qint64 each = service->journalAction(ids.last())->bytes;
    QCOMPARE(*service->journalSize(), 5 * each);
    // Room for two and a half actions: the oldest three go at once.
    QVERIFY(service->setJournalLimits(JournalLimits {each * 5 / 2, 30}));
    auto kept = service->journalActions();
    QVERIFY(kept);
    QCOMPARE(kept->size(), 2);
    QCOMPARE(kept->at(0).id, ids.at(4));
    QCOMPARE(kept->at(1).id, ids.at(3));
    QCOMPARE(*service->journalSize(), 2 * each);
    QCOMPARE(service->journalAction(ids.at(0)).error().code, ErrorCode::ResourceNotFound);
    // At the smallest bound the newest action is kept, so the last thing done can still be undone.
    QVERIFY(service->setJournalLimits(JournalLimits {1, 30}));
    QCOMPARE(service->journalActions()->size(), 1);
    QVERIFY(undoAction(*service, ids.at(4)));
}

QTEST_GUILESS_MAIN(TestRemoteJournal)
#include "tst_remotejournal.moc"
