// undoAction() over the embedded store: undo and redo of every kind of write, conflicts, refusals and
// cancellation.
#include <rowan/localtableservice.h>
#include <rowan/transfer/transfer.h>
#include <rowan/undo.h>
#include <rowan/valuetext.h>

#include <QBuffer>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {

const QString Dev = QString::fromLatin1(DevelopmentAccountName);
const QString T = QStringLiteral("Orders");

Entity make(const QString &pk, const QString &rk, qint32 n, const QString &extra = {})
{
    Entity e(pk, rk);
    e.setProperty(QStringLiteral("N"), Value::int32(n));
    if (!extra.isEmpty())
        e.setProperty(extra, Value::string(extra));
    return e;
}

// The table's contents without Timestamps: key -> "name=value;…".
using State = QMap<QString, QString>;

State stateOf(TableService &service)
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
        qWarning("scan failed: %s", qPrintable(scanned.error().toString()));
    return state;
}

} // namespace

class TestUndo : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        StoreOptions options;
        options.createIfMissing = true;
        auto store = Store::open(m_dir.filePath(QStringLiteral("u%1.rowan").arg(++m_n)), options);
        QVERIFY(store);
        m_service = std::make_shared<LocalTableService>(std::shared_ptr<Store>(std::move(*store)));
        QVERIFY(m_service->createTable(Dev, T));
        // Ten entities in two partitions to start from.
        QList<EntityOperation> a, b;
        for (int i = 0; i < 5; ++i) {
            a.append({OperationType::Insert, make(QStringLiteral("a"), QString::number(i), i), {}});
            b.append({OperationType::Insert, make(QStringLiteral("b"), QString::number(i), 10 + i), {}});
        }
        QVERIFY(m_service->executeBatch(Dev, T, a));
        QVERIFY(m_service->executeBatch(Dev, T, b));
    }
    void cleanup() { m_service.reset(); }

    void undoAndRedoEachKind_data();
    void undoAndRedoEachKind();
    void undoOfImport();
    void undoOfLargeBulkDelete();
    void undoAcrossReadSlices_data();
    void undoAcrossReadSlices();
    void actionBeingReadIsNotTrimmed();
    void conflictLeavesChangedEntityUntouched();
    void refusesActionAlreadyUndone();
    void refusesRunningAction();
    void cancelledUndoKeepsWhatItRestored();
    void undoesInterruptedAction();
    void serviceWithoutJournalRefuses();

private:
    ActionId act(const QString &kind, const std::function<void(TableService &)> &writes)
    {
        auto id = m_service->beginAction(ActionInfo {kind, kind, Dev, T, QStringLiteral("test"), 0});
        if (!id)
            return 0;
        writes(*journaled(m_service, *id));
        if (!m_service->endAction(*id))
            return 0;
        return *id;
    }

    // Entities of ~30 KB in partition "big", so a few hundred records take more than one of the 4 MiB
    // slices the journal's records are read in.
    static Entity bigEntity(int i, qint32 n)
    {
        Entity e = make(QStringLiteral("big"), QStringLiteral("%1").arg(i, 3, 10, QLatin1Char('0')), n);
        e.setProperty(QStringLiteral("Text"), Value::string(QString(30'000, QChar(u'a' + (i + n) % 26))));
        return e;
    }
    void insertBig(int count)
    {
        for (int i = 0; i < count; ++i)
            QVERIFY(m_service->write(Dev, T, {OperationType::Insert, bigEntity(i, i), {}}));
    }

    QTemporaryDir m_dir;
    int m_n = 0;
    std::shared_ptr<LocalTableService> m_service;
};

void TestUndo::undoAndRedoEachKind_data()
{
    QTest::addColumn<QString>("kind");
    for (const char *k : {"insert", "update", "merge", "delete", "upsert-replace", "upsert-merge",
             "upsert-new", "batch", "bulk", "twice"})
        QTest::newRow(k) << QString::fromLatin1(k);
}

void TestUndo::undoAndRedoEachKind()
{
    QFETCH(QString, kind);
    const State before = stateOf(*m_service);
    const ActionId id = act(kind, [&](TableService &w) {
        const QString a = QStringLiteral("a");
        if (kind == u"insert")
            QVERIFY(w.write(Dev, T, {OperationType::Insert, make(a, QStringLiteral("new"), 99), {}}));
        else if (kind == u"update")
            QVERIFY(w.write(Dev, T, {OperationType::Update, make(a, QStringLiteral("1"), 99), {}}));
        else if (kind == u"merge")
            QVERIFY(w.write(Dev, T, {OperationType::Merge, make(a, QStringLiteral("1"), 99, QStringLiteral("X")), {}}));
        else if (kind == u"delete")
            QVERIFY(w.write(Dev, T, {OperationType::Delete, Entity(a, QStringLiteral("2")), {}}));
        else if (kind == u"upsert-replace")
            QVERIFY(w.write(Dev, T, {OperationType::InsertOrReplace, make(a, QStringLiteral("3"), 99), {}}));
        else if (kind == u"upsert-merge")
            QVERIFY(w.write(Dev, T, {OperationType::InsertOrMerge, make(a, QStringLiteral("3"), 99, QStringLiteral("Y")), {}}));
        else if (kind == u"upsert-new")
            QVERIFY(w.write(Dev, T, {OperationType::InsertOrMerge, make(a, QStringLiteral("z"), 99), {}}));
        else if (kind == u"batch")
            QVERIFY(w.executeBatch(Dev, T,
                {{OperationType::Delete, Entity(a, QStringLiteral("0")), {}},
                    {OperationType::Update, make(a, QStringLiteral("1"), 50), {}},
                    {OperationType::Insert, make(a, QStringLiteral("new"), 51), {}}}));
        else if (kind == u"bulk") {
            QList<QList<EntityOperation>> batches;
            for (const QString &pk : {QStringLiteral("a"), QStringLiteral("b")}) {
                QList<EntityOperation> ops;
                for (int i = 0; i < 5; ++i)
                    ops.append({OperationType::Delete, Entity(pk, QString::number(i)), {}});
                batches.append(ops);
            }
            for (const BatchOutcome &o : w.executeBatches(Dev, T, batches))
                QCOMPARE(int(o.state), int(BatchOutcome::State::Committed));
        } else if (kind == u"twice") {
            // The same entity written twice and another created then deleted: one write back each.
            QVERIFY(w.write(Dev, T, {OperationType::Update, make(a, QStringLiteral("1"), 70), {}}));
            QVERIFY(w.write(Dev, T, {OperationType::Merge, make(a, QStringLiteral("1"), 71, QStringLiteral("Z")), {}}));
            QVERIFY(w.write(Dev, T, {OperationType::Insert, make(a, QStringLiteral("tmp"), 1), {}}));
            QVERIFY(w.write(Dev, T, {OperationType::Delete, Entity(a, QStringLiteral("tmp")), {}}));
        }
    });
    QVERIFY(id > 0);
    const State after = stateOf(*m_service);
    QVERIFY(after != before);

    auto undone = undoAction(*m_service, id);
    QVERIFY2(undone, undone ? "" : qPrintable(undone.error().toString()));
    QVERIFY(undone->conflicts.isEmpty());
    QVERIFY(!undone->cancelled);
    QVERIFY(undone->restored > 0);
    QCOMPARE(stateOf(*m_service), before);
    auto original = m_service->journalAction(id);
    QCOMPARE(original->undoneBy, undone->undoAction);
    auto undo = m_service->journalAction(undone->undoAction);
    QCOMPARE(undo->info.kind, QStringLiteral("undo"));
    QCOMPARE(undo->info.label, QStringLiteral("Undo: ") + kind);
    QCOMPARE(undo->info.undoes, id);
    QCOMPARE(*lastUndoableAction(*m_service), undone->undoAction);

    // Redo: undo the undo.
    auto redone = undoAction(*m_service, undone->undoAction);
    QVERIFY2(redone, redone ? "" : qPrintable(redone.error().toString()));
    QVERIFY(redone->conflicts.isEmpty());
    QCOMPARE(stateOf(*m_service), after);
    auto redo = m_service->journalAction(redone->undoAction);
    QCOMPARE(redo->info.kind, QStringLiteral("redo"));
    QCOMPARE(redo->info.label, QStringLiteral("Redo: ") + kind);

    // And undo again from the redo.
    auto again = undoAction(*m_service, redone->undoAction);
    QVERIFY(again);
    QCOMPARE(stateOf(*m_service), before);
}

void TestUndo::undoOfImport()
{
    const State before = stateOf(*m_service);
    QByteArray lines;
    for (int i = 0; i < 250; ++i)
        lines += QStringLiteral("{\"PartitionKey\":\"i%1\",\"RowKey\":\"%2\",\"V\":%2}\n").arg(i % 3).arg(i).toUtf8();
    QBuffer buffer(&lines);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    auto id = m_service->beginAction(ActionInfo {QStringLiteral("import"), QStringLiteral("Import"), Dev, T,
        QStringLiteral("rowan import"), 0});
    QVERIFY(id);
    auto reader = transfer::makeReader(transfer::Format::JsonLines, &buffer);
    auto summary = transfer::importEntities(*journaled(m_service, *id), Dev, T, *reader);
    QVERIFY(summary);
    QCOMPARE(summary->totals.written, 250);
    QVERIFY(m_service->endAction(*id));
    QCOMPARE(m_service->journalAction(*id)->entityCount, 250);
    auto undone = undoAction(*m_service, *id);
    QVERIFY(undone);
    QCOMPARE(undone->restored, 250);
    QCOMPARE(stateOf(*m_service), before);
}

void TestUndo::undoOfLargeBulkDelete()
{
    QList<QList<EntityOperation>> inserts;
    for (int p = 0; p < 20; ++p)
        for (int b = 0; b < 3; ++b) {
            QList<EntityOperation> ops;
            for (int i = 0; i < 100; ++i)
                ops.append({OperationType::Insert, make(QStringLiteral("p%1").arg(p), QStringLiteral("%1-%2").arg(b).arg(i), i), {}});
            inserts.append(ops);
        }
    m_service->executeBatches(Dev, T, inserts);
    const State before = stateOf(*m_service);
    QCOMPARE(before.size(), 6010);
    const ActionId id = act(QStringLiteral("bulk-delete"), [&](TableService &w) {
        QList<QList<EntityOperation>> deletes;
        for (const QList<EntityOperation> &batch : std::as_const(inserts)) {
            QList<EntityOperation> ops;
            for (const EntityOperation &op : batch)
                ops.append({OperationType::Delete, op.entity, {}});
            deletes.append(ops);
        }
        w.executeBatches(Dev, T, deletes);
    });
    QCOMPARE(stateOf(*m_service).size(), 10);
    QList<std::pair<qint64, qint64>> steps;
    auto undone = undoAction(*m_service, id, makeCancelFlag(), [&](qint64 done, qint64 total) { steps.append({done, total}); });
    QVERIFY(undone);
    QCOMPARE(undone->restored, 6000);
    QCOMPARE(stateOf(*m_service), before);
    QVERIFY(steps.size() >= 2);
    QCOMPARE(steps.last(), std::make_pair(qint64(6000), qint64(6000)));
}

void TestUndo::undoAcrossReadSlices_data()
{
    QTest::addColumn<int>("entities");
    QTest::addColumn<QString>("kind");
    // The entity someone else writes after the action (-1: none), and what the undo then reports.
    QTest::addColumn<int>("changedAfter");
    QTest::addColumn<QString>("reason");
    const QString changed = QStringLiteral("changed since the action");
    QTest::newRow("one slice, conflict") << 10 << QStringLiteral("update") << 8 << changed;
    QTest::newRow("slices, no conflict") << 200 << QStringLiteral("update") << -1 << QString();
    QTest::newRow("slices, conflict in a later slice") << 200 << QStringLiteral("update") << 190 << changed;
    QTest::newRow("slices, deleted again later")
        << 200 << QStringLiteral("delete") << 185 << QStringLiteral("created again since the action");
    // Each entity updated twice: its first record (the before-image) and its last (the guarding ETag) lie
    // in different slices.
    QTest::newRow("slices, written twice") << 200 << QStringLiteral("twice") << -1 << QString();
    QTest::newRow("slices, written twice, conflict") << 200 << QStringLiteral("twice") << 30 << changed;
}

void TestUndo::undoAcrossReadSlices()
{
    QFETCH(int, entities);
    QFETCH(QString, kind);
    QFETCH(int, changedAfter);
    QFETCH(QString, reason);
    insertBig(entities);
    const State before = stateOf(*m_service);
    const ActionId id = act(kind, [&](TableService &w) {
        for (int round = 0; round < (kind == u"twice" ? 2 : 1); ++round) {
            for (int i = 0; i < entities; ++i) {
                const EntityOperation op = kind == u"delete"
                    ? EntityOperation {OperationType::Delete, bigEntity(i, 0), {}}
                    : EntityOperation {OperationType::Update, bigEntity(i, 1000 * (round + 1) + i), {}};
                QVERIFY(w.write(Dev, T, op));
            }
        }
    });
    QVERIFY(id > 0);
    if (entities > 100)
        QVERIFY(m_service->journalAction(id)->bytes > 4 * 1024 * 1024);
    if (changedAfter >= 0) {
        const OperationType type = kind == u"delete" ? OperationType::Insert : OperationType::Update;
        QVERIFY(m_service->write(Dev, T, {type, bigEntity(changedAfter, 777), {}}));
    }
    const State changed = stateOf(*m_service);

    auto undone = undoAction(*m_service, id);
    QVERIFY2(undone, undone ? "" : qPrintable(undone.error().toString()));
    QCOMPARE(undone->restored, entities - (changedAfter >= 0 ? 1 : 0));
    QCOMPARE(m_service->journalAction(undone->undoAction)->entityCount, undone->restored);
    State expected = before;
    if (changedAfter >= 0) {
        QCOMPARE(undone->conflicts.size(), 1);
        const UndoConflict &conflict = undone->conflicts.constFirst();
        const QString key = QStringLiteral("big|%1").arg(changedAfter, 3, 10, QLatin1Char('0'));
        QCOMPARE(conflict.partitionKey + QLatin1Char('|') + conflict.rowKey, key);
        QCOMPARE(conflict.reason, reason);
        QCOMPARE(conflict.before->property(QStringLiteral("N"))->toInt32(), changedAfter);
        QCOMPARE(conflict.current->property(QStringLiteral("N"))->toInt32(), 777);
        expected[key] = changed[key];
    } else {
        QVERIFY(undone->conflicts.isEmpty());
    }
    QCOMPARE(stateOf(*m_service), expected);
}

void TestUndo::actionBeingReadIsNotTrimmed()
{
    insertBig(200);
    const ActionId big = act(QStringLiteral("bulk-delete"), [&](TableService &w) {
        for (int i = 0; i < 200; ++i)
            QVERIFY(w.write(Dev, T, {OperationType::Delete, bigEntity(i, 0), {}}));
    });
    // A later action: the newest, which trimming always keeps.
    QVERIFY(act(QStringLiteral("add"), [&](TableService &w) {
        QVERIFY(
            w.write(Dev, T, {OperationType::Insert, make(QStringLiteral("a"), QStringLiteral("x"), 1), {}}));
    }) > 0);
    // Limits that doom the large action, set while its records are read a slice at a time.
    const JournalLimits tiny {1, 30};
    Status trimmedWhileRead;
    QStringList keys;
    auto read = m_service->journalRecords(big, [&](JournalRecord &record) {
        if (keys.isEmpty())
            trimmedWhileRead = m_service->setJournalLimits(tiny);
        keys.append(record.rowKey);
        return true;
    });
    QVERIFY2(read, read ? "" : qPrintable(read.error().toString()));
    QVERIFY(trimmedWhileRead);
    QCOMPARE(*read, 200);
    QCOMPARE(keys.size(), 200);
    QCOMPARE(keys.last(), QStringLiteral("199"));
    QVERIFY(m_service->journalAction(big));
    // Once the read has ended, the next trim removes it.
    QVERIFY(m_service->setJournalLimits(tiny));
    auto gone = m_service->journalAction(big);
    QVERIFY(!gone);
    QCOMPARE(gone.error().code, ErrorCode::ResourceNotFound);
}

void TestUndo::conflictLeavesChangedEntityUntouched()
{
    const ActionId id = act(QStringLiteral("edit"), [&](TableService &w) {
        for (int i = 0; i < 5; ++i)
            QVERIFY(w.write(Dev, T, {OperationType::Update, make(QStringLiteral("a"), QString::number(i), 100 + i), {}}));
        QVERIFY(w.write(Dev, T, {OperationType::Delete, Entity(QStringLiteral("b"), QStringLiteral("0")), {}}));
        QVERIFY(w.write(Dev, T, {OperationType::Insert, make(QStringLiteral("b"), QStringLiteral("n"), 1), {}}));
    });
    // Someone else changes a/2, re-creates b/0 and deletes b/n after the action.
    QVERIFY(m_service->write(Dev, T, {OperationType::Update, make(QStringLiteral("a"), QStringLiteral("2"), 777), {}}));
    QVERIFY(m_service->write(Dev, T, {OperationType::Insert, make(QStringLiteral("b"), QStringLiteral("0"), 888), {}}));
    QVERIFY(m_service->write(Dev, T, {OperationType::Delete, Entity(QStringLiteral("b"), QStringLiteral("n")), {}}));

    auto undone = undoAction(*m_service, id);
    QVERIFY(undone);
    QCOMPARE(undone->restored, 4);
    QCOMPARE(undone->conflicts.size(), 3);
    QMap<QString, UndoConflict> byKey;
    for (const UndoConflict &c : undone->conflicts)
        byKey.insert(c.partitionKey + QLatin1Char('|') + c.rowKey, c);
    QVERIFY(byKey.contains(QStringLiteral("a|2")));
    QCOMPARE(byKey[QStringLiteral("a|2")].reason, QStringLiteral("changed since the action"));
    QCOMPARE(byKey[QStringLiteral("a|2")].current->property(QStringLiteral("N"))->toInt32(), 777);
    QCOMPARE(byKey[QStringLiteral("a|2")].before->property(QStringLiteral("N"))->toInt32(), 2);
    QCOMPARE(byKey[QStringLiteral("b|0")].reason, QStringLiteral("created again since the action"));
    QCOMPARE(byKey[QStringLiteral("b|0")].current->property(QStringLiteral("N"))->toInt32(), 888);
    QCOMPARE(byKey[QStringLiteral("b|n")].reason, QStringLiteral("deleted since the action"));
    QVERIFY(!byKey[QStringLiteral("b|n")].current);
    // The changed entities are as the others left them; the rest are back.
    QCOMPARE(m_service->getEntity(Dev, T, QStringLiteral("a"), QStringLiteral("2"))->property(QStringLiteral("N"))->toInt32(), 777);
    QCOMPARE(m_service->getEntity(Dev, T, QStringLiteral("b"), QStringLiteral("0"))->property(QStringLiteral("N"))->toInt32(), 888);
    QCOMPARE(m_service->getEntity(Dev, T, QStringLiteral("a"), QStringLiteral("3"))->property(QStringLiteral("N"))->toInt32(), 3);
}

void TestUndo::refusesActionAlreadyUndone()
{
    const ActionId id = act(QStringLiteral("add"), [&](TableService &w) {
        QVERIFY(w.write(Dev, T, {OperationType::Insert, make(QStringLiteral("a"), QStringLiteral("x"), 1), {}}));
    });
    QVERIFY(undoAction(*m_service, id));
    auto again = undoAction(*m_service, id);
    QVERIFY(!again);
    QCOMPARE(again.error().code, ErrorCode::InvalidInput);
    QVERIFY(again.error().message.contains(QStringLiteral("already undone")));
    auto missing = undoAction(*m_service, 12345);
    QVERIFY(!missing);
    QCOMPARE(missing.error().code, ErrorCode::ResourceNotFound);
}

void TestUndo::refusesRunningAction()
{
    auto id = m_service->beginAction(ActionInfo {QStringLiteral("add"), {}, Dev, T, {}, 0});
    QVERIFY(id);
    auto refused = undoAction(*m_service, *id);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, ErrorCode::InvalidInput);
    QVERIFY(m_service->endAction(*id));
}

void TestUndo::cancelledUndoKeepsWhatItRestored()
{
    const ActionId id = act(QStringLiteral("delete"), [&](TableService &w) {
        QVERIFY(w.write(Dev, T, {OperationType::Delete, Entity(QStringLiteral("a"), QStringLiteral("0")), {}}));
    });
    auto cancel = makeCancelFlag();
    cancel->store(true);
    auto undone = undoAction(*m_service, id, cancel);
    QVERIFY(undone);
    QVERIFY(undone->cancelled);
    QCOMPARE(undone->restored, 0);
    QVERIFY(!m_service->getEntity(Dev, T, QStringLiteral("a"), QStringLiteral("0")));
    QCOMPARE(m_service->journalAction(undone->undoAction)->entityCount, 0);
}

void TestUndo::undoesInterruptedAction()
{
    const QString path = m_dir.filePath(QStringLiteral("interrupted.rowan"));
    StoreOptions options;
    options.createIfMissing = true;
    ActionId id = 0;
    {
        auto store = Store::open(path, options);
        QVERIFY(store);
        QVERIFY((*store)->createTable(Dev, T));
        auto begun = (*store)->beginAction(ActionInfo {QStringLiteral("import"), {}, Dev, T, {}, 0});
        QVERIFY(begun);
        id = *begun;
        QVERIFY((*store)->write(Dev, T, {OperationType::Insert, make(QStringLiteral("a"), QStringLiteral("1"), 1), {}}, id));
    } // closed with the action still open
    auto store = Store::open(path, options);
    QVERIFY(store);
    LocalTableService service{std::shared_ptr<Store>(std::move(*store))};
    QVERIFY(service.journalAction(id)->interrupted);
    QCOMPARE(*lastUndoableAction(service), id);
    auto undone = undoAction(service, id);
    QVERIFY(undone);
    QCOMPARE(undone->restored, 1);
    QVERIFY(!service.getEntity(Dev, T, QStringLiteral("a"), QStringLiteral("1")));
}

void TestUndo::serviceWithoutJournalRefuses()
{
    // A service without the journal, as a remote endpoint is today.
    class NoJournal final : public TableService
    {
    public:
        explicit NoJournal(LocalTableService &local)
            : m_local(local)
        { }
        ServiceDescription description() const override
        {
            ServiceDescription d = m_local.description();
            d.capabilities &= ~ServiceCapabilities(ServiceCapability::Journal);
            return d;
        }
        Result<QList<Account>> accounts() const override { return m_local.accounts(); }
        Result<QList<TableInfo>> listTables(const QString &a) const override { return m_local.listTables(a); }
        Result<TableInfo> createTable(const QString &a, const QString &t) override { return m_local.createTable(a, t); }
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
        Result<QueryPage> query(const QString &a, const QString &t, const QueryRequest &r, const QueryOptions &o) const override
        {
            return m_local.query(a, t, r, o);
        }
        Result<EntityVersion> write(const QString &a, const QString &t, const EntityOperation &op) override
        {
            return m_local.write(a, t, op);
        }
        Result<QList<EntityVersion>> executeBatch(const QString &a, const QString &t, const QList<EntityOperation> &ops) override
        {
            return m_local.executeBatch(a, t, ops);
        }

    private:
        LocalTableService &m_local;
    };
    auto plain = std::make_shared<NoJournal>(*m_service);
    auto refused = undoAction(*plain, 1);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, ErrorCode::NotImplemented);
    // Writing "into an action" there writes unjournaled through the service itself.
    QCOMPARE(journaled(plain, 7).get(), plain.get());
    QVERIFY(!plain->beginAction(ActionInfo {QStringLiteral("add"), {}, Dev, T, {}, 0}));
}

QTEST_GUILESS_MAIN(TestUndo)
#include "tst_undo.moc"
