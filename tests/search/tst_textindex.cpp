// The text index of an embedded store: SQLCipher has FTS5 with the trigram tokenizer; the index answers
// exactly what a scan answers after inserts, merges, replaces, deletes, batches, an import of many
// batches, undo, table and account deletes; a stopped build resumes; a crash inside a write transaction
// leaves the index and the entities alike; its state and size are reported and it can be removed.
#include "searchtestsupport.h"
#include "storage/storetesting.h"
#include "support/teststore.h"

#include <rowan/localtableservice.h>
#include <rowan/store.h>
#include <rowan/undo.h>

#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace rowan;
using namespace searchtest;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 Entities = 5000; // more than one slice of the index's build
const QString Passphrase = u"index"_s;

using Change = std::function<Status(const std::shared_ptr<TableService> &service)>;

EntityOperation op(OperationType type, Entity entity)
{
    return EntityOperation {type, std::move(entity), QString()};
}

EntityOperation removal(qint64 i)
{
    const Entity e = searchEntity(i);
    return op(OperationType::Delete, Entity(e.partitionKey(), e.rowKey()));
}

std::shared_ptr<Store> openStore(const QString &path)
{
    StoreOptions options;
    options.passphrase = Passphrase;
    auto opened = Store::open(path, options);
    if (!opened)
        return nullptr;
    return std::shared_ptr<Store>(std::move(*opened));
}

Status wrote(const Result<EntityVersion> &r)
{
    return r ? Status {} : Status(std::unexpected(r.error()));
}

Entity withName(qint64 i, const QString &name)
{
    Entity e = searchEntity(i);
    e.setProperty(u"Name"_s, Value::string(name));
    return e;
}

// Terms answered by the index (three characters or more) and one it cannot answer. The index keeps no
// positions: "qkvz" asks for "qkv" and "kvz", which the "trigrams apart" row below writes apart.
const QStringList Terms = {u"alpha"_s, u"zulu"_s, u"GRÖẞE"_s, u"привет"_s, u"0003"_s, u"p019\nr004"_s,
    u"quebec"_s, u"xy"_s, u"qkvz"_s};

} // namespace

class TestTextIndex : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void fts5Trigram();
    void exactAfterWrites_data();
    void exactAfterWrites();
    void tableAndAccountDelete();
    void cancelAndResume();
    void crashInsideAWrite();
    void statusAndDrop();
    void rekeyKeepsIndex();
    void refusedOnReadOnlyStore();

private:
    // Every term searched with the index (when it can be used) and compared with the slow answer.
    void verifyExact(const QString &table = u"Items"_s);

    QTemporaryDir m_dir;
    QString m_path;
    std::shared_ptr<Store> m_store;
    std::shared_ptr<LocalTableService> m_service;
};

void TestTextIndex::init()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(u"%1.rowan"_s.arg(QString::fromLatin1(QTest::currentTestFunction())));
    QFile::remove(m_path);
    m_store
        = TestStoreBuilder(m_path).passphrase(Passphrase).table(u"Items"_s, Entities, searchEntity).build();
    QVERIFY(m_store);
    m_service = std::make_shared<LocalTableService>(m_store);
}

void TestTextIndex::cleanup()
{
    m_service.reset();
    m_store.reset();
}

void TestTextIndex::verifyExact(const QString &table)
{
    auto status = m_service->textIndexStatus(SearchAccount, table);
    QVERIFY(status);
    // The table read once; each search's answer found from it the slow way.
    QList<Entity> all;
    QVERIFY(m_service->scan(SearchAccount, table, KeyRange::all(), [&all](Entity &e) {
        all.append(std::move(e));
        return ScanControl::Continue;
    }));
    for (const QString &term : Terms) {
        for (SearchMode mode : {SearchMode::Contains, SearchMode::WholeWord}) {
            const SearchRequest request = find(term, mode);
            auto matcher = TextMatcher::create(request);
            QVERIFY(matcher);
            QStringList expected;
            for (const Entity &e : std::as_const(all)) {
                const QStringList found = matcher->matchingProperties(e);
                if (!found.isEmpty())
                    expected << e.partitionKey() + u'/' + e.rowKey() + u": "_s + found.join(u',');
            }
            SearchResult result;
            QCOMPARE(searchLines(*m_service, table, request, &result), expected);
            const bool indexable = status->state == TextIndexStatus::State::Ready && term.size() >= 3;
            QCOMPARE(result.usedIndex, indexable);
        }
    }
    if (status->state == TextIndexStatus::State::Ready) {
        auto stats = m_service->tableStats(SearchAccount, table);
        QVERIFY(stats);
        QCOMPARE(status->entities, stats->entityCount);
    }
}

void TestTextIndex::fts5Trigram()
{
    m_store.reset();
    m_service.reset();
    QVERIFY(testing::runSql(m_path, Passphrase,
        "CREATE VIRTUAL TABLE probe USING fts5(t, tokenize = 'trigram'); "
        "INSERT INTO probe(t) VALUES('findable'); "
        "CREATE TABLE probe_found AS SELECT count(*) AS n FROM probe WHERE probe MATCH '\"ndab\"'; "
        "DROP TABLE probe;"));
    // A store file with a probe left over still opens; the probe's answer was one row.
    QVERIFY(testing::runSql(m_path, Passphrase,
        "INSERT INTO probe_found SELECT 0 WHERE (SELECT n FROM probe_found) <> 1; "
        "CREATE TABLE probe_checked(n CHECK (n = 1)); INSERT INTO probe_checked SELECT n FROM probe_found; "
        "DROP TABLE probe_found; DROP TABLE probe_checked;"));
}

void TestTextIndex::exactAfterWrites_data()
{
    QTest::addColumn<Change>("change");

    QTest::newRow("nothing") << Change([](const std::shared_ptr<TableService> &) { return Status {}; });
    QTest::newRow("insert") << Change([](const std::shared_ptr<TableService> &s) {
        return wrote(s->write(
            SearchAccount, u"Items"_s, op(OperationType::Insert, withName(Entities, u"zulu Straße"_s))));
    });
    QTest::newRow("trigrams apart") << Change([](const std::shared_ptr<TableService> &s) {
        if (auto ok = wrote(s->write(
                SearchAccount, u"Items"_s, op(OperationType::Insert, withName(Entities, u"xqkv kvz"_s))));
            !ok)
            return ok;
        return wrote(s->write(
            SearchAccount, u"Items"_s, op(OperationType::Insert, withName(Entities + 1, u"aqkvzb"_s))));
    });
    QTest::newRow("replace") << Change([](const std::shared_ptr<TableService> &s) {
        return wrote(s->write(SearchAccount, u"Items"_s, op(OperationType::Update, withName(7, u"zulu"_s))));
    });
    QTest::newRow("merge") << Change([](const std::shared_ptr<TableService> &s) {
        Entity e(searchEntity(14).partitionKey(), searchEntity(14).rowKey());
        e.setProperty(u"Extra"_s, Value::string(u"ZULU quebec"_s));
        return wrote(s->write(SearchAccount, u"Items"_s, op(OperationType::Merge, e)));
    });
    QTest::newRow("upsert") << Change([](const std::shared_ptr<TableService> &s) {
        return wrote(s->write(
            SearchAccount, u"Items"_s, op(OperationType::InsertOrReplace, withName(21, u"quebec"_s))));
    });
    QTest::newRow("delete") << Change([](const std::shared_ptr<TableService> &s) {
        return wrote(s->write(SearchAccount, u"Items"_s, removal(0)));
    });
    QTest::newRow("batch") << Change([](const std::shared_ptr<TableService> &s) {
        QList<EntityOperation> ops;
        for (qint64 i = 250; i < 260; ++i)
            ops.append(i % 2 ? op(OperationType::Update, withName(i, u"zulu %1"_s.arg(i))) : removal(i));
        auto r = s->executeBatch(SearchAccount, u"Items"_s, ops);
        return r ? Status {} : Status(std::unexpected(r.error()));
    });
    QTest::newRow("batches") << Change([](const std::shared_ptr<TableService> &s) {
        QList<QList<EntityOperation>> batches;
        for (qint64 b = 0; b < 5; ++b) {
            QList<EntityOperation> ops;
            for (qint64 i = 0; i < 50; ++i)
                ops.append(
                    op(OperationType::InsertOrMerge, withName(Entities + b * 250 + i, u"quebec zulu"_s)));
            batches.append(ops);
        }
        for (const BatchOutcome &o : s->executeBatches(SearchAccount, u"Items"_s, batches)) {
            if (o.state != BatchOutcome::State::Committed)
                return Status(std::unexpected(o.error));
        }
        return Status {};
    });
    QTest::newRow("undo") << Change([](const std::shared_ptr<TableService> &s) {
        auto action
            = s->beginAction(ActionInfo {u"edit"_s, u"Rename"_s, SearchAccount, u"Items"_s, u"test"_s, 0});
        if (!action)
            return Status(std::unexpected(action.error()));
        if (auto ok = wrote(
                journaled(s, *action)
                    ->write(SearchAccount, u"Items"_s, op(OperationType::Update, withName(28, u"zulu"_s))));
            !ok)
            return ok;
        if (auto ok = s->endAction(*action); !ok)
            return ok;
        auto undone = undoAction(*s, *action);
        return undone ? Status {} : Status(std::unexpected(undone.error()));
    });
}

void TestTextIndex::exactAfterWrites()
{
    QFETCH(Change, change);
    QVERIFY(m_service->createTextIndex(SearchAccount, u"Items"_s));
    QVERIFY(change(m_service));
    verifyExact();
    // The same after reopening the store.
    m_service.reset();
    m_store.reset();
    m_store = openStore(m_path);
    QVERIFY(m_store);
    m_service = std::make_shared<LocalTableService>(m_store);
    verifyExact();
}

void TestTextIndex::tableAndAccountDelete()
{
    QVERIFY(m_service->createTextIndex(SearchAccount, u"Items"_s));
    QVERIFY(m_service->deleteTable(SearchAccount, u"Items"_s));
    QVERIFY(m_service->createTable(SearchAccount, u"Items"_s));
    auto status = m_service->textIndexStatus(SearchAccount, u"Items"_s);
    QVERIFY(status);
    QCOMPARE(status->state, TextIndexStatus::State::None);
    QVERIFY(TestStoreBuilder::insert(*m_store, u"Items"_s, 300, searchEntity));
    verifyExact();

    QVERIFY(m_service->createAccount(u"other"_s));
    QVERIFY(m_store->createTable(u"other"_s, u"Items"_s));
    QVERIFY(m_store->insertEntity(u"other"_s, u"Items"_s, withName(1, u"zulu"_s)));
    QVERIFY(m_store->createTextIndex(u"other"_s, u"Items"_s));
    QCOMPARE(m_store->textIndexStatus(u"other"_s, u"Items"_s)->entities, qint64(1));
    QVERIFY(m_service->deleteAccount(u"other"_s));
    QVERIFY(m_service->createAccount(u"other"_s));
    QVERIFY(m_store->createTable(u"other"_s, u"Items"_s));
    QCOMPARE(m_store->textIndexStatus(u"other"_s, u"Items"_s)->state, TextIndexStatus::State::None);
    // The first account's index was not touched.
    QVERIFY(m_service->createTextIndex(SearchAccount, u"Items"_s));
    verifyExact();
}

void TestTextIndex::cancelAndResume()
{
    const CancelFlag cancel = makeCancelFlag();
    qint64 calls = 0;
    auto stopped = m_service->createTextIndex(
        SearchAccount, u"Items"_s,
        [&](qint64 read, qint64 total) {
            QCOMPARE(total, Entities);
            if (read > 0 && ++calls == 1)
                cancel->store(true);
        },
        cancel);
    QVERIFY(!stopped);
    QCOMPARE(stopped.error().code, ErrorCode::Cancelled);
    auto status = m_service->textIndexStatus(SearchAccount, u"Items"_s);
    QVERIFY(status);
    QCOMPARE(status->state, TextIndexStatus::State::Building);
    QVERIFY(status->entities > 0 && status->entities < Entities);
    // While it builds, searches scan, and writes keep what was built up to date.
    verifyExact();
    QVERIFY(m_service->write(SearchAccount, u"Items"_s, op(OperationType::Update, withName(1, u"zulu"_s))));
    QVERIFY(m_service->write(
        SearchAccount, u"Items"_s, op(OperationType::Update, withName(4998, u"zulu quebec"_s))));
    QVERIFY(m_service->write(SearchAccount, u"Items"_s, removal(4997)));
    QVERIFY(m_service->createTextIndex(SearchAccount, u"Items"_s));
    QCOMPARE(m_service->textIndexStatus(SearchAccount, u"Items"_s)->state, TextIndexStatus::State::Ready);
    verifyExact();
}

void TestTextIndex::crashInsideAWrite()
{
    QVERIFY(m_service->createTextIndex(SearchAccount, u"Items"_s));
    m_service.reset();
    m_store.reset();
    const QString copy = m_dir.filePath(u"crashed.rowan"_s);
    QVERIFY(testing::copyMidWrite(m_path, Passphrase,
        "BEGIN IMMEDIATE; DELETE FROM entities WHERE rk > CAST('' AS BLOB); "
        "UPDATE tables SET entity_count = 0;",
        copy));
    m_store = openStore(copy);
    QVERIFY(m_store);
    m_service = std::make_shared<LocalTableService>(m_store);
    QCOMPARE(m_service->textIndexStatus(SearchAccount, u"Items"_s)->entities, Entities);
    verifyExact();
}

void TestTextIndex::statusAndDrop()
{
    auto none = m_service->textIndexStatus(SearchAccount, u"Items"_s);
    QVERIFY(none);
    QCOMPARE(none->state, TextIndexStatus::State::None);
    QCOMPARE(none->bytes, qint64(0));
    QVERIFY(m_service->createTextIndex(SearchAccount, u"Items"_s));
    auto ready = m_service->textIndexStatus(SearchAccount, u"Items"_s);
    QVERIFY(ready);
    QCOMPARE(ready->state, TextIndexStatus::State::Ready);
    QCOMPARE(ready->entities, Entities);
    QVERIFY(ready->bytes > Entities * 20);
    // The store's own check reads the index's tables as sound.
    auto report = m_store->check();
    QVERIFY(report);
    QVERIFY2(report->isSound(), qPrintable(report->problems.join(u'\n')));
    // Building a ready index again does nothing.
    QVERIFY(m_service->createTextIndex(SearchAccount, u"Items"_s));
    QVERIFY(m_service->dropTextIndex(SearchAccount, u"Items"_s));
    QCOMPARE(m_service->textIndexStatus(SearchAccount, u"Items"_s)->state, TextIndexStatus::State::None);
    QVERIFY(m_service->dropTextIndex(SearchAccount, u"Items"_s));
    verifyExact();
    auto missing = m_service->textIndexStatus(SearchAccount, u"Nope"_s);
    QVERIFY(!missing);
    QCOMPARE(missing.error().code, ErrorCode::TableNotFound);
}

void TestTextIndex::rekeyKeepsIndex()
{
    QVERIFY(m_service->createTextIndex(SearchAccount, u"Items"_s));
    QVERIFY(m_service->rekey(u"another passphrase"_s));
    QCOMPARE(m_service->textIndexStatus(SearchAccount, u"Items"_s)->state, TextIndexStatus::State::Ready);
    verifyExact();
    QVERIFY(m_service->write(SearchAccount, u"Items"_s, op(OperationType::Update, withName(3, u"zulu"_s))));
    verifyExact();
}

void TestTextIndex::refusedOnReadOnlyStore()
{
    SafetyProfile readOnly;
    readOnly.level = SafetyLevel::ReadOnly;
    QVERIFY(m_service->setSafetyProfile(readOnly));
    auto refused = m_service->createTextIndex(SearchAccount, u"Items"_s);
    QVERIFY(!refused);
    QCOMPARE(m_service->textIndexStatus(SearchAccount, u"Items"_s)->state, TextIndexStatus::State::None);
}

QTEST_GUILESS_MAIN(TestTextIndex)
#include "tst_textindex.moc"
