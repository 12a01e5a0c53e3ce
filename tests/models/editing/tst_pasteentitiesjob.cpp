// PasteEntitiesJob: entities copied as JSON from one table paste into another exactly; existing keys are
// reported, then skipped or replaced; a failure is reported per entity; the paste is one journal action that
// one Undo takes back; with staged edits on, the entities are staged as adds and nothing is written.
#include "models/editing/pasteentitiesjob.h"
#include "models/editing/stagededits.h"
#include "models/grid/entityclipboard.h"
#include "models/history/undojob.h"
#include "models/session/servicesession.h"
#include "support/modeltestsupport.h"

#include <rowan/store.h>

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace rowan;

namespace {
const QString Dev = QStringLiteral("devstoreaccount1");
const QString Items = QStringLiteral("Items");
const QString Target = QStringLiteral("Target");

// Every EDM type at the edges the clipboard must keep: Int64 beyond 2^53, DateTime to 100 ns, Binary
// with every byte class, a Guid, a whole Double.
Entity everyType(const QString &pk, const QString &rk)
{
    Entity e(pk, rk);
    e.setProperty(QStringLiteral("S"), Value::string(QStringLiteral("tab\there \"quoted\" é")));
    e.setProperty(QStringLiteral("I32"), Value::int32(std::numeric_limits<qint32>::min()));
    e.setProperty(QStringLiteral("I64"), Value::int64(9'007'199'254'740'993LL));
    e.setProperty(QStringLiteral("I64Max"), Value::int64(std::numeric_limits<qint64>::max()));
    e.setProperty(QStringLiteral("D"), Value::float64(2.0));
    e.setProperty(QStringLiteral("Frac"), Value::float64(0.1));
    e.setProperty(QStringLiteral("B"), Value::boolean(true));
    e.setProperty(
        QStringLiteral("When"), Value::dateTime(*DateTime::fromIsoString(u"2024-02-29T12:34:56.1234567Z")));
    e.setProperty(
        QStringLiteral("Id"), Value::guid(QUuid(QStringLiteral("{0f8fad5b-d9cb-469f-a165-70867728950e}"))));
    e.setProperty(QStringLiteral("Bin"), Value::binary(QByteArray("\x00\x01\xfe\xff\n", 5)));
    return e;
}

QList<Entity> tableEntities(Store &store, const QString &table)
{
    QList<Entity> out;
    const auto scanned = store.scan(Dev, table, KeyRange::all(), [&](Entity &e) {
        out.append(std::move(e));
        return ScanControl::Continue;
    });
    return scanned ? out : QList<Entity> {};
}
} // namespace

class TestPasteEntitiesJob : public QObject
{
    Q_OBJECT

    // A new folder per test: a worker of the test before may still hold its store for a moment.
    std::unique_ptr<QTemporaryDir> m_dir;
    std::shared_ptr<Store> m_store;
    std::unique_ptr<ServiceSession> m_session;

    // Checks, then writes `entities` into Target; the report, or nullopt after failed().
    std::optional<PasteReport> paste(
        const QList<Entity> &entities, bool replace, QStringList *existing = nullptr);

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void roundTripsIntoAnotherTable_data();
    void roundTripsIntoAnotherTable();
    void existingKeys_data();
    void existingKeys();
    void failuresArePerEntity();
    void missingTableFails();
    void undoRemovesThePaste_data();
    void undoRemovesThePaste();
    void stagingStagesAdds();
};

void TestPasteEntitiesJob::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RowanTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_pasteentitiesjob"));
    QSettings().clear();
}

void TestPasteEntitiesJob::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = makeTestStore(*m_dir, 20, 2);
    QVERIFY(m_store);
    QVERIFY(m_store->createTable(Dev, Target));
    for (int i = 0; i < 3; ++i)
        QVERIFY(m_store->insertEntity(Dev, Items, everyType(QStringLiteral("typed"), QString::number(i))));
    m_session = std::make_unique<ServiceSession>();
    m_session->setStore(m_store);
}

void TestPasteEntitiesJob::cleanup()
{
    m_session.reset();
    m_store.reset();
}

std::optional<PasteReport> TestPasteEntitiesJob::paste(
    const QList<Entity> &entities, bool replace, QStringList *existing)
{
    PasteEntitiesJob job(m_session.get(), Dev, Target, entities);
    QSignalSpy checked(&job, &PasteEntitiesJob::checked);
    QSignalSpy finished(&job, &PasteEntitiesJob::finished);
    QSignalSpy failed(&job, &PasteEntitiesJob::failed);
    job.check();
    if (!QTest::qWaitFor([&] { return checked.size() + failed.size() > 0; }, 10000) || checked.isEmpty())
        return std::nullopt;
    if (existing)
        *existing = checked.at(0).at(0).toStringList();
    job.start(replace);
    if (!QTest::qWaitFor([&] { return finished.size() + failed.size() > 0; }, 10000) || finished.isEmpty())
        return std::nullopt;
    return finished.at(0).at(0).value<PasteReport>();
}

void TestPasteEntitiesJob::roundTripsIntoAnotherTable_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("asObject");
    QTest::newRow("one entity as an object") << 1 << true;
    QTest::newRow("one entity in an array") << 1 << false;
    QTest::newRow("every typed entity") << 3 << false;
}

void TestPasteEntitiesJob::roundTripsIntoAnotherTable()
{
    QFETCH(int, count);
    QFETCH(bool, asObject);
    QList<Entity> copied;
    for (const Entity &e : tableEntities(*m_store, Items)) {
        if (e.partitionKey() == QLatin1String("typed") && copied.size() < count)
            copied.append(e);
    }
    QCOMPARE(copied.size(), count);
    // Copy as JSON, then Paste: the clipboard's text is all that travels.
    QByteArray json = EntityClipboard::toJson(copied);
    if (asObject)
        json = json.trimmed().mid(1).chopped(1);
    const auto read = EntityClipboard::fromJson(json);
    QVERIFY2(read, qPrintable(read ? QString() : read.error().message));
    QStringList existing;
    const auto report = paste(*read, false, &existing);
    QVERIFY(report);
    QVERIFY(existing.isEmpty());
    QCOMPARE(report->written, qint64(count));
    QCOMPARE(report->skipped, 0);
    QVERIFY2(report->failures.isEmpty(), qPrintable(report->failures.join(u'\n')));
    const QList<Entity> pasted = tableEntities(*m_store, Target);
    QCOMPARE(pasted.size(), count);
    for (int i = 0; i < count; ++i) {
        QVERIFY(pasted.at(i).sameContent(copied.at(i)));
        for (const Property &p : copied.at(i).properties()) {
            QCOMPARE(pasted.at(i).property(p.name)->type(), p.value.type());
            QCOMPARE(pasted.at(i).property(p.name)->toDisplayString(), p.value.toDisplayString());
        }
    }
    QCOMPARE(pasted.at(0).property(QStringLiteral("I64"))->toInt64(), 9'007'199'254'740'993LL);
    QCOMPARE(pasted.at(0).property(QStringLiteral("When"))->toDisplayString(),
        QStringLiteral("2024-02-29T12:34:56.1234567Z"));
}

void TestPasteEntitiesJob::existingKeys_data()
{
    QTest::addColumn<bool>("replace");
    QTest::addColumn<qint64>("written");
    QTest::addColumn<qint64>("skipped");
    QTest::addColumn<int>("oldValue"); // what the existing entity's N is afterwards
    QTest::newRow("skipped") << false << qint64(1) << qint64(1) << 1;
    QTest::newRow("replaced") << true << qint64(2) << qint64(0) << 2;
}

void TestPasteEntitiesJob::existingKeys()
{
    QFETCH(bool, replace);
    QFETCH(qint64, written);
    QFETCH(qint64, skipped);
    QFETCH(int, oldValue);
    Entity old(QStringLiteral("p"), QStringLiteral("old"));
    old.setProperty(QStringLiteral("N"), Value::int32(1));
    old.setProperty(QStringLiteral("OnlyOld"), Value::boolean(true));
    QVERIFY(m_store->insertEntity(Dev, Target, old));
    Entity again(QStringLiteral("p"), QStringLiteral("old"));
    again.setProperty(QStringLiteral("N"), Value::int32(2));
    Entity fresh(QStringLiteral("p"), QStringLiteral("new"));
    fresh.setProperty(QStringLiteral("N"), Value::int32(3));
    QStringList existing;
    const auto report = paste({fresh, again}, replace, &existing);
    QVERIFY(report);
    QCOMPARE(existing, QStringList {QStringLiteral("p / old")});
    QCOMPARE(report->written, written);
    QCOMPARE(report->skipped, skipped);
    QVERIFY(report->failures.isEmpty());
    const auto stored = m_store->getEntity(Dev, Target, QStringLiteral("p"), QStringLiteral("old"));
    QVERIFY(stored);
    QCOMPARE(stored->property(QStringLiteral("N"))->toInt32(), oldValue);
    // Replacing takes the pasted entity whole: a property only the old one had is gone.
    QCOMPARE(stored->property(QStringLiteral("OnlyOld")) != nullptr, !replace);
    QVERIFY(m_store->getEntity(Dev, Target, QStringLiteral("p"), QStringLiteral("new")));
}

void TestPasteEntitiesJob::failuresArePerEntity()
{
    // A key the service refuses ('/' is not allowed) fails alone; the others are written.
    Entity good(QStringLiteral("p"), QStringLiteral("a"));
    Entity bad(QStringLiteral("p"), QStringLiteral("b/c"));
    Entity other(QStringLiteral("p"), QStringLiteral("d"));
    const auto report = paste({good, bad, other}, false);
    QVERIFY(report);
    QCOMPARE(report->written, 2);
    QCOMPARE(report->failures.size(), 1);
    QVERIFY2(
        report->failures.at(0).startsWith(QStringLiteral("p / b/c: ")), qPrintable(report->failures.at(0)));
    QCOMPARE(tableEntities(*m_store, Target).size(), 2);
}

void TestPasteEntitiesJob::missingTableFails()
{
    PasteEntitiesJob job(
        m_session.get(), Dev, QStringLiteral("Nowhere"), {Entity(QStringLiteral("p"), QStringLiteral("r"))});
    QSignalSpy failed(&job, &PasteEntitiesJob::failed);
    job.start(false);
    QTRY_COMPARE(failed.size(), 1);
    QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("TableNotFound")),
        qPrintable(failed.at(0).at(0).toString()));
    QVERIFY(!m_store->getEntity(Dev, QStringLiteral("Nowhere"), QStringLiteral("p"), QStringLiteral("r")));
}

void TestPasteEntitiesJob::undoRemovesThePaste_data()
{
    QTest::addColumn<bool>("replace");
    QTest::newRow("inserted") << false;
    QTest::newRow("replaced") << true;
}

void TestPasteEntitiesJob::undoRemovesThePaste()
{
    QFETCH(bool, replace);
    Entity old(QStringLiteral("p"), QStringLiteral("r1"));
    old.setProperty(QStringLiteral("N"), Value::int32(1));
    QVERIFY(m_store->insertEntity(Dev, Target, old));
    QList<Entity> pasted;
    for (int i = 0; i < 150; ++i) { // more than one transaction, still one action
        Entity e(QStringLiteral("p"), QStringLiteral("r%1").arg(i));
        e.setProperty(QStringLiteral("N"), Value::int32(100 + i));
        pasted.append(e);
    }
    const auto report = paste(pasted, replace);
    QVERIFY(report);
    QCOMPARE(report->written, replace ? 150 : 149);
    QCOMPARE(tableEntities(*m_store, Target).size(), 150);

    auto actions = m_store->journalActions({Dev, Target, 1});
    QVERIFY(actions && actions->size() == 1);
    const JournalAction action = actions->at(0);
    QCOMPARE(action.info.kind, QStringLiteral("paste"));
    QCOMPARE(action.entityCount, report->written);
    UndoJob undo(m_session.get());
    QSignalSpy undone(&undo, &UndoJob::finished);
    undo.start(action);
    QVERIFY(undone.wait(10000));
    // Only the entity that was there before is left, as it was.
    const QList<Entity> left = tableEntities(*m_store, Target);
    QCOMPARE(left.size(), 1);
    QVERIFY(left.at(0).sameContent(old));
}

void TestPasteEntitiesJob::stagingStagesAdds()
{
    StagedEdits staged(m_session.get());
    staged.setEnabled(true);
    QVERIFY(staged.isEnabled());
    const QList<Entity> entities {everyType(QStringLiteral("s"), QStringLiteral("1")),
        everyType(QStringLiteral("s"), QStringLiteral("2"))};
    QVERIFY(PasteEntitiesJob::stage(staged, Dev, Target, entities));
    QCOMPARE(staged.count(), 2);
    for (const StagedChange &change : staged.changes()) {
        QCOMPARE(change.kind, StagedChange::Kind::Add);
        QCOMPARE(change.table, Target);
    }
    QVERIFY(staged.changes().at(0).after->sameContent(entities.at(0)));
    // Nothing is written until the commit.
    QTest::qWait(100);
    QVERIFY(tableEntities(*m_store, Target).isEmpty());
    QSignalSpy committed(&staged, &StagedEdits::finished);
    staged.commit();
    QTRY_COMPARE(committed.size(), 1);
    QCOMPARE(committed.at(0).at(0).toInt(), 2);
    QCOMPARE(tableEntities(*m_store, Target).size(), 2);
    staged.setEnabled(false);
}

QTEST_GUILESS_MAIN(TestPasteEntitiesJob)
#include "tst_pasteentitiesjob.moc"
