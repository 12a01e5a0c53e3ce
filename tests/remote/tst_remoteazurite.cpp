// The remote client against Azurite (started by run-azurite.sh, which passes its endpoint in
// ROWAN_AZURITE_TABLE_ENDPOINT): the same reads, writes, batches, paging with Azurite's own continuation
// tokens, ACLs and models as against `rowan serve`, with `rowan serve` in-process as the reference for what
// each key range must return.
#include "remotefixture.h"

#include "models/editing/bulkdeletejob.h"
#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(rowan::KeyRange)

using namespace remotetest;

namespace {

// `count` entities, 100 per partition: p00/00000, p00/00001 … p01/00100 …
QList<Entity> numberedRows(int count)
{
    QList<Entity> rows;
    for (int i = 0; i < count; ++i)
        rows.append(make(u"p%1"_s.arg(i / 100, 2, 10, QChar(u'0')), u"%1"_s.arg(i, 5, 10, QChar(u'0')), i));
    return rows;
}

} // namespace

class TestRemoteAzurite : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void tables();
    void writesWithEtags();
    void batchFailure();
    void scanRanges_data();
    void scanRanges();
    void pagingWithForeignContinuations();
    void accessPolicies();
    void entityTableModel();
    void bulkDelete();

private:
    ServeFixture m_fixture; // the reference
    std::shared_ptr<RemoteTableService> m_azurite;
};

void TestRemoteAzurite::initTestCase()
{
    const QString url = qEnvironmentVariable("ROWAN_AZURITE_TABLE_ENDPOINT");
    if (url.isEmpty())
        QFAIL("ROWAN_AZURITE_TABLE_ENDPOINT is not set: run tests/remote/run-azurite.sh");
    auto endpoint = RemoteEndpoint::fromConnectionString(
        u"DefaultEndpointsProtocol=http;AccountName=%1;AccountKey=%2;TableEndpoint=%3"_s.arg(
            AccountName, QLatin1StringView(DevelopmentAccountKey), url));
    QVERIFY2(endpoint, qPrintable(endpoint ? QString() : endpoint.error().toString()));
    m_azurite = std::make_shared<RemoteTableService>(*endpoint);
    auto connected = m_azurite->testConnection();
    QVERIFY2(connected, qPrintable(connected ? QString() : connected.error().toString()));
    const QString failed = m_fixture.start(u"reference.rowan"_s);
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    for (TableService *service : {static_cast<TableService *>(m_azurite.get()),
             static_cast<TableService *>(m_fixture.remote().get())}) {
        const QString notFilled = fillTable(*service, u"ranges"_s, numberedRows(300));
        QVERIFY2(notFilled.isEmpty(), qPrintable(notFilled));
    }
}

void TestRemoteAzurite::cleanupTestCase()
{
    m_azurite.reset();
    m_fixture.stop();
}

void TestRemoteAzurite::tables()
{
    QVERIFY(m_azurite->createTable(AccountName, u"Zeta"_s));
    QVERIFY(m_azurite->createTable(AccountName, u"alpha"_s));
    QCOMPARE(m_azurite->createTable(AccountName, u"alpha"_s).error().code, ErrorCode::TableAlreadyExists);
    const auto tables = m_azurite->listTables(AccountName);
    QVERIFY(tables);
    QStringList names;
    for (const TableInfo &t : *tables)
        names << t.name;
    QVERIFY(names.contains(u"alpha"_s) && names.contains(u"Zeta"_s) && names.contains(u"ranges"_s));
    QVERIFY(m_azurite->deleteTable(AccountName, u"Zeta"_s));
    QVERIFY(m_azurite->deleteTable(AccountName, u"alpha"_s));
    QVERIFY(!m_azurite->deleteTable(AccountName, u"alpha"_s));
}

void TestRemoteAzurite::writesWithEtags()
{
    const QString t = u"writes"_s;
    QVERIFY(m_azurite->createTable(AccountName, t));
    Entity e = make(u"p"_s, u"it's odd: ä € %20 (x)"_s, 1);
    e.setProperty(u"Big"_s, Value::int64(Q_INT64_C(9007199254740993)));
    e.setProperty(u"When"_s, Value::dateTime(DateTime(DateTime::UnixEpochTicks + 12340000)));
    auto inserted = m_azurite->write(AccountName, t, {OperationType::Insert, e, {}});
    QVERIFY2(inserted, qPrintable(inserted ? QString() : inserted.error().toString()));
    QVERIFY(!inserted->etag.isEmpty());
    QCOMPARE(m_azurite->write(AccountName, t, {OperationType::Insert, e, {}}).error().code,
        ErrorCode::EntityAlreadyExists);
    auto got = m_azurite->getEntity(AccountName, t, e.partitionKey(), e.rowKey());
    QVERIFY(got);
    QVERIFY(got->sameContent(e));
    QCOMPARE(got->etag(), inserted->etag);
    auto updated = m_azurite->write(
        AccountName, t, {OperationType::Update, make(e.partitionKey(), e.rowKey(), 2), got->etag()});
    QVERIFY2(updated, qPrintable(updated ? QString() : updated.error().toString()));
    QCOMPARE(m_azurite
                 ->write(AccountName, t,
                     {OperationType::Update, make(e.partitionKey(), e.rowKey(), 3), got->etag()})
                 .error()
                 .code,
        ErrorCode::UpdateConditionNotSatisfied);
    Entity extra(e.partitionKey(), e.rowKey());
    extra.setProperty(u"Extra"_s, Value::boolean(true));
    QVERIFY(m_azurite->write(AccountName, t, {OperationType::Merge, extra, updated->etag}));
    QCOMPARE(m_azurite->getEntity(AccountName, t, e.partitionKey(), e.rowKey())->properties().size(), 3);
    QVERIFY(m_azurite->write(AccountName, t, {OperationType::InsertOrReplace, make(u"p"_s, u"u"_s, 7), {}}));
    QVERIFY(m_azurite->write(AccountName, t, {OperationType::InsertOrMerge, extra, {}}));
    QVERIFY(m_azurite->write(AccountName, t, {OperationType::Delete, e, {}}));
    QCOMPARE(m_azurite->getEntity(AccountName, t, e.partitionKey(), e.rowKey()).error().code,
        ErrorCode::ResourceNotFound);
}

void TestRemoteAzurite::batchFailure()
{
    QList<EntityOperation> failing {{OperationType::Insert, make(u"p00"_s, u"new1"_s, 1), {}},
        {OperationType::Insert, make(u"p00"_s, u"00001"_s, 1), {}}};
    auto refused = m_azurite->executeBatch(AccountName, u"ranges"_s, failing);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, ErrorCode::EntityAlreadyExists);
    QCOMPARE(m_azurite->getEntity(AccountName, u"ranges"_s, u"p00"_s, u"new1"_s).error().code,
        ErrorCode::ResourceNotFound);
}

void TestRemoteAzurite::scanRanges_data()
{
    QTest::addColumn<KeyRange>("range");
    QTest::addColumn<bool>("keysOnly");
    QTest::newRow("all") << KeyRange::all() << false;
    QTest::newRow("all keys only") << KeyRange::all() << true;
    QTest::newRow("partition") << KeyRange::partition(u"p01"_s) << false;
    QTest::newRow("point") << KeyRange::point(u"p02"_s, u"00203"_s) << false;
    QTest::newRow("after") << KeyRange::after(u"p01"_s, u"00150"_s) << true;
    QTest::newRow("after, bounded") << KeyRange::after(
        u"p00"_s, u"00050"_s, KeyBound::at(u"p02"_s, u"00220"_s))
                                    << false;
    QTest::newRow("before a partition")
        << KeyRange {KeyBound::at(u"p00"_s, u"00090"_s), KeyBound::partition(u"p02"_s, false)} << false;
    QTest::newRow("rows in one partition")
        << KeyRange {KeyBound::at(u"p01"_s, u"00120"_s, false), KeyBound::at(u"p01"_s, u"00170"_s)} << true;
}

void TestRemoteAzurite::scanRanges()
{
    QFETCH(KeyRange, range);
    QFETCH(bool, keysOnly);
    ScanOptions options;
    if (keysOnly)
        options.projection = QStringList();
    const QStringList expected = keysOf(*m_fixture.remote(), u"ranges"_s, range, options);
    QVERIFY(!expected.isEmpty());
    QVERIFY(!expected.first().startsWith(u"error"_s));
    QCOMPARE(keysOf(*m_azurite, u"ranges"_s, range, options), expected);
}

void TestRemoteAzurite::pagingWithForeignContinuations()
{
    const QString notFilled = fillTable(*m_azurite, u"paging"_s, numberedRows(2600));
    QVERIFY2(notFilled.isEmpty(), qPrintable(notFilled));
    QCOMPARE(keysOf(*m_azurite, u"paging"_s, KeyRange::all()).size(), 2600);
    QueryRequest request;
    request.filter = Filter::fromText(u"Value ge 150 and Value lt 1450"_s).value();
    request.select = QStringList {u"Value"_s};
    request.top = 400;
    int count = 0;
    int pages = 0;
    do {
        auto page = m_azurite->query(AccountName, u"paging"_s, request);
        QVERIFY2(page, qPrintable(page ? QString() : page.error().toString()));
        count += page->entities.size();
        const auto back = QueryContinuation::fromToken(page->continuation.toToken());
        QVERIFY(back);
        QCOMPARE(*back, page->continuation);
        QVERIFY(back->isNull() || back->isRaw());
        request.continuation = *back;
        ++pages;
    } while (!request.continuation.isNull());
    QCOMPARE(count, 1300);
    QVERIFY(pages >= 4);
}

void TestRemoteAzurite::accessPolicies()
{
    QList<SignedIdentifier> policies(1);
    policies[0].id = u"readers"_s;
    policies[0].permission = u"r"_s;
    policies[0].start = DateTime::fromIsoString(u"2024-01-01T00:00:00Z"_s);
    policies[0].expiry = DateTime::fromIsoString(u"2030-01-01T00:00:00Z"_s);
    auto set = m_azurite->setTableAccessPolicies(AccountName, u"ranges"_s, policies);
    QVERIFY2(set, qPrintable(set ? QString() : set.error().toString()));
    auto read = m_azurite->tableAccessPolicies(AccountName, u"ranges"_s);
    QVERIFY2(read, qPrintable(read ? QString() : read.error().toString()));
    QCOMPARE(read->size(), 1);
    QCOMPARE(read->first().id, u"readers"_s);
    QCOMPARE(read->first().permission, u"r"_s);
}

void TestRemoteAzurite::entityTableModel()
{
    ServiceSession session;
    session.setService(m_azurite);
    QVERIFY(!session.has(ServiceCapability::Statistics));
    EntityTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy failed(&model, &EntityTableModel::loadFailed);
    model.setTable(AccountName, u"paging"_s, {u"p03"_s, u"p01"_s});
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            if (model.canFetchMore({}))
                model.fetchMore({});
            return model.rowCount() == 200 && !model.canFetchMore({});
        }(),
        20000);
    QCOMPARE(failed.size(), 0);
    QTRY_COMPARE(model.data(model.index(0, 1)).toString(), u"00100"_s);
    QTRY_COMPARE(model.data(model.index(199, 0)).toString(), u"p03"_s);
    QTRY_COMPARE(model.data(model.index(199, 1)).toString(), u"00399"_s);
}

void TestRemoteAzurite::bulkDelete()
{
    ServiceSession session;
    session.setService(m_azurite);
    BulkDeleteJob job(&session, AccountName, u"paging"_s);
    QSignalSpy finished(&job, &BulkDeleteJob::finished);
    QSignalSpy failed(&job, &BulkDeleteJob::failed);
    job.startFilter(Filter::fromText(u"Value ge 1000 and Value lt 2250"_s).value());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size() + failed.size(), 1, 60000);
    QCOMPARE(failed.size(), 0);
    QCOMPARE(finished.at(0).at(0).value<BulkDeleteSummary>().deleted, 1250);
    QCOMPARE(keysOf(*m_azurite, u"paging"_s, KeyRange::all()).size(), 2600 - 1250);
}

QTEST_MAIN(TestRemoteAzurite)
#include "tst_remoteazurite.moc"
