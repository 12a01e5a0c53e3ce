// RemoteTableService against `rowan serve` in-process: tables, reads, writes with ETags, batches, paging
// with continuations, key ranges (checked against the embedded store the server serves), ACLs, SAS and
// endpoint parsing.
#include "remotefixture.h"

#include <rowan/protocol/sas.h>
#include <rowan/protocol/sharedkey.h>

#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace rowan;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(rowan::KeyRange)

using namespace remotetest;

class TestRemoteTableService : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void endpointFromText_data();
    void endpointFromText();
    void description();
    void tables();
    void writesWithEtags();
    void batches();
    void scanRanges_data();
    void scanRanges();
    void pagingAndContinuations();
    void queryPages();
    void accessPolicies();
    void tableSas();
    void wrongKey();
    void readOnlyRefusesWrites_data();
    void readOnlyRefusesWrites();

private:
    ServeFixture m_fixture;
    std::shared_ptr<RemoteTableService> m_remote;
    std::unique_ptr<LocalTableService> m_local;
};

void TestRemoteTableService::initTestCase()
{
    const QString failed = m_fixture.start();
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    m_remote = m_fixture.remote();
    m_local = std::make_unique<LocalTableService>(m_fixture.serve().store());

    // A table for the range tests: three partitions (one with an empty key) of ten rows, written through
    // the embedded store the server serves.
    QList<Entity> rows;
    for (const QString &pk : {QString(), u"a"_s, u"b"_s}) {
        for (int i = 0; i < 10; ++i)
            rows.append(make(pk, u"r%1"_s.arg(i), i));
    }
    const QString notFilled = fillTable(*m_local, u"ranges"_s, rows);
    QVERIFY2(notFilled.isEmpty(), qPrintable(notFilled));
}

void TestRemoteTableService::cleanupTestCase()
{
    m_remote.reset();
    m_local.reset();
    m_fixture.stop();
}

void TestRemoteTableService::endpointFromText_data()
{
    QTest::addColumn<bool>("sasUrl");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("endpoint"); // empty: an error is expected
    QTest::addColumn<QString>("account");
    QTest::addColumn<bool>("hasKey");
    QTest::addColumn<QString>("sasTable");

    QTest::newRow("development storage")
        << false << u"UseDevelopmentStorage=true"_s << u"http://127.0.0.1:10002/devstoreaccount1"_s
        << AccountName << true << QString();
    QTest::newRow("azure account key")
        << false
        << u"DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=%1;EndpointSuffix=core.windows.net"_s
               .arg(QLatin1StringView(DevelopmentAccountKey))
        << u"https://acct.table.core.windows.net"_s << u"acct"_s << true << QString();
    QTest::newRow("endpoint and sas")
        << false
        << u"TableEndpoint=https://acct.table.core.windows.net/;SharedAccessSignature=sv=2019-02-02&sig=abc"_s
        << u"https://acct.table.core.windows.net/"_s << u"acct"_s << false << QString();
    QTest::newRow("no credentials") << false << u"AccountName=acct"_s << QString() << QString() << false
                                    << QString();
    QTest::newRow("not a connection string")
        << false << u"hello"_s << QString() << QString() << false << QString();
    QTest::newRow("azure table sas url")
        << true
        << u"https://acct.table.core.windows.net/orders?sv=2019-02-02&tn=orders&sp=r&se=2030-01-01&sig=x"_s
        << u"https://acct.table.core.windows.net"_s << u"acct"_s << false << u"orders"_s;
    QTest::newRow("path style account sas url")
        << true
        << u"http://127.0.0.1:10002/devstoreaccount1?sv=2019-02-02&ss=t&srt=sco&sp=rl&se=2030-01-01&sig=x"_s
        << u"http://127.0.0.1:10002/devstoreaccount1"_s << AccountName << false << QString();
    QTest::newRow("path style table sas url")
        << true << u"http://127.0.0.1:10002/devstoreaccount1/t1()?sv=2019-02-02&sp=r&se=2030-01-01&sig=x"_s
        << u"http://127.0.0.1:10002/devstoreaccount1"_s << AccountName << false << u"t1"_s;
    QTest::newRow("sas url without sig") << true << u"https://acct.table.core.windows.net/t?sv=2019-02-02"_s
                                         << QString() << QString() << false << QString();
    QTest::newRow("ftp url") << true << u"ftp://host/t?sig=x"_s << QString() << QString() << false
                             << QString();
}

void TestRemoteTableService::endpointFromText()
{
    QFETCH(bool, sasUrl);
    QFETCH(QString, text);
    QFETCH(QString, endpoint);
    QFETCH(QString, account);
    QFETCH(bool, hasKey);
    QFETCH(QString, sasTable);
    const auto e = sasUrl ? RemoteEndpoint::fromSasUrl(text) : RemoteEndpoint::fromConnectionString(text);
    if (endpoint.isEmpty()) {
        QVERIFY(!e);
        QCOMPARE(e.error().code, ErrorCode::InvalidInput);
        QVERIFY(!e.error().message.isEmpty());
        return;
    }
    QVERIFY2(e, qPrintable(e ? QString() : e.error().toString()));
    QCOMPARE(e->tableEndpoint.toString(), endpoint);
    QCOMPARE(e->account, account);
    QCOMPARE(!e->accountKey.isEmpty(), hasKey);
    QCOMPARE(e->sasTable, sasTable);
    QVERIFY(hasKey || e->sasToken.contains(u"sig="_s));
    QVERIFY(!e->displayName().contains(u"sig"_s));
}

void TestRemoteTableService::description()
{
    const ServiceDescription withKey = m_remote->description();
    QCOMPARE(withKey.kind, ServiceKind::Remote);
    QCOMPARE(withKey.location, m_fixture.serve().tableEndpoint().toString());
    QCOMPARE(withKey.capabilities, ServiceCapability::AccountKeys | ServiceCapability::TableAcl);
    QVERIFY(withKey.displayName.startsWith(AccountName + u" on 127.0.0.1:"_s));
    QVERIFY(!m_remote->has(ServiceCapability::Statistics));
    QCOMPARE(m_remote->tableStats(AccountName, u"ranges"_s).error().code, ErrorCode::NotImplemented);

    RemoteEndpoint sas = m_fixture.serve().endpoint();
    sas.accountKey.clear();
    sas.sasToken = u"sv=2019-02-02&sig=x"_s;
    RemoteTableService withSas(sas);
    QCOMPARE(withSas.description().capabilities, ServiceCapabilities());
    QCOMPARE(withSas.tableAccessPolicies(AccountName, u"ranges"_s).error().code, ErrorCode::NotImplemented);
}

void TestRemoteTableService::tables()
{
    QVERIFY(m_remote->createTable(AccountName, u"Zeta"_s).has_value());
    QVERIFY(m_remote->createTable(AccountName, u"alpha"_s).has_value());
    QCOMPARE(m_remote->createTable(AccountName, u"alpha"_s).error().code, ErrorCode::TableAlreadyExists);
    QCOMPARE(m_remote->createTable(AccountName, u"no good"_s).error().code, ErrorCode::InvalidResourceName);
    const auto tables = m_remote->listTables(AccountName);
    QVERIFY(tables);
    QStringList names;
    for (const TableInfo &t : *tables) {
        names << t.name;
        QCOMPARE(t.stats.entityCount, -1);
    }
    QCOMPARE(names, (QStringList {u"alpha"_s, u"ranges"_s, u"Zeta"_s}));
    QVERIFY(m_remote->deleteTable(AccountName, u"Zeta"_s).has_value());
    QVERIFY(m_remote->deleteTable(AccountName, u"alpha"_s).has_value());
    QCOMPARE(m_remote->deleteTable(AccountName, u"alpha"_s).error().code, ErrorCode::ResourceNotFound);
    QCOMPARE(m_remote->listTables(u"someoneelse"_s).error().code, ErrorCode::InvalidInput);
}

void TestRemoteTableService::writesWithEtags()
{
    const QString t = u"writes"_s;
    QVERIFY(m_remote->createTable(AccountName, t).has_value());
    Entity e = make(u"p"_s, u"it's odd: ä € %20 (x)"_s, 1);
    e.setProperty(u"Big"_s, Value::int64(Q_INT64_C(9007199254740993)));
    e.setProperty(u"When"_s, Value::dateTime(DateTime(DateTime::UnixEpochTicks + 1234567)));
    auto inserted = m_remote->write(AccountName, t, {OperationType::Insert, e, {}});
    QVERIFY2(inserted, qPrintable(inserted ? QString() : inserted.error().toString()));
    QVERIFY(!inserted->etag.isEmpty());
    QCOMPARE(m_remote->write(AccountName, t, {OperationType::Insert, e, {}}).error().code,
        ErrorCode::EntityAlreadyExists);

    auto got = m_remote->getEntity(AccountName, t, e.partitionKey(), e.rowKey());
    QVERIFY(got);
    QVERIFY(got->sameContent(e));
    QCOMPARE(got->etag(), inserted->etag);
    QCOMPARE(got->timestamp(), inserted->timestamp);
    // The embedded store behind the server agrees.
    QVERIFY(m_local->getEntity(AccountName, t, e.partitionKey(), e.rowKey())->sameContent(e));

    Entity changed = make(e.partitionKey(), e.rowKey(), 2);
    auto updated = m_remote->write(AccountName, t, {OperationType::Update, changed, inserted->etag});
    QVERIFY(updated);
    QCOMPARE(m_remote->write(AccountName, t, {OperationType::Update, changed, inserted->etag}).error().code,
        ErrorCode::UpdateConditionNotSatisfied);
    Entity extra(e.partitionKey(), e.rowKey());
    extra.setProperty(u"Extra"_s, Value::boolean(true));
    QVERIFY(m_remote->write(AccountName, t, {OperationType::Merge, extra, updated->etag}));
    got = m_remote->getEntity(AccountName, t, e.partitionKey(), e.rowKey());
    QCOMPARE(got->properties().size(), 3);
    auto projected = m_remote->getEntity(
        AccountName, t, e.partitionKey(), e.rowKey(), ScanOptions {QStringList {u"Extra"_s}});
    QVERIFY(projected);
    QCOMPARE(projected->properties().size(), 1);

    QVERIFY(m_remote->write(AccountName, t, {OperationType::InsertOrReplace, make(u"p"_s, u"u"_s, 7), {}}));
    QVERIFY(m_remote->write(AccountName, t, {OperationType::InsertOrMerge, extra, {}}));
    QCOMPARE(m_remote->write(AccountName, t, {OperationType::Delete, e, inserted->etag}).error().code,
        ErrorCode::UpdateConditionNotSatisfied);
    QVERIFY(m_remote->write(AccountName, t, {OperationType::Delete, e, {}}));
    QCOMPARE(m_remote->getEntity(AccountName, t, e.partitionKey(), e.rowKey()).error().code,
        ErrorCode::ResourceNotFound);
    QCOMPARE(m_remote->getEntity(AccountName, u"nosuchtable"_s, u"p"_s, u"r"_s).error().code,
        ErrorCode::TableNotFound);
    // Refused before anything is sent.
    QCOMPARE(m_remote->write(AccountName, t, {OperationType::Insert, Entity(u"p"_s, u"bad/key"_s), {}})
                 .error()
                 .code,
        ErrorCode::OutOfRangeInput);
}

void TestRemoteTableService::batches()
{
    const QString t = u"batches"_s;
    QVERIFY(m_remote->createTable(AccountName, t).has_value());
    QList<EntityOperation> ops;
    for (int i = 0; i < 100; ++i)
        ops.append({OperationType::Insert, make(u"p"_s, u"%1"_s.arg(i, 3, 10, QChar(u'0')), i), {}});
    auto done = m_remote->executeBatch(AccountName, t, ops);
    QVERIFY2(done, qPrintable(done ? QString() : done.error().toString()));
    QCOMPARE(done->size(), 100);
    QVERIFY(!done->first().etag.isEmpty());
    QCOMPARE(keysOf(*m_remote, t, KeyRange::all()).size(), 100);

    // The whole group fails on its fourth operation; nothing is applied.
    QList<EntityOperation> failing {{OperationType::Insert, make(u"p"_s, u"new1"_s, 1), {}},
        {OperationType::Delete, make(u"p"_s, u"000"_s, 0), {}},
        {OperationType::Insert, make(u"p"_s, u"new2"_s, 1), {}},
        {OperationType::Insert, make(u"p"_s, u"001"_s, 1), {}}};
    auto refused = m_remote->executeBatch(AccountName, t, failing);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, ErrorCode::EntityAlreadyExists);
    QCOMPARE(refused.error().operationIndex, 3);
    QVERIFY(m_remote->getEntity(AccountName, t, u"p"_s, u"000"_s));
    QCOMPARE(
        m_remote->getEntity(AccountName, t, u"p"_s, u"new1"_s).error().code, ErrorCode::ResourceNotFound);
}

void TestRemoteTableService::scanRanges_data()
{
    QTest::addColumn<KeyRange>("range");
    QTest::addColumn<bool>("keysOnly");
    QTest::newRow("all") << KeyRange::all() << false;
    QTest::newRow("all keys only") << KeyRange::all() << true;
    QTest::newRow("partition a") << KeyRange::partition(u"a"_s) << false;
    QTest::newRow("empty partition key") << KeyRange::partition(QString()) << true;
    QTest::newRow("point") << KeyRange::point(u"b"_s, u"r3"_s) << false;
    QTest::newRow("missing point") << KeyRange::point(u"b"_s, u"zz"_s) << false;
    QTest::newRow("after a/r5") << KeyRange::after(u"a"_s, u"r5"_s) << true;
    QTest::newRow("after a/r5 to b/r2")
        << KeyRange::after(u"a"_s, u"r5"_s, KeyBound::at(u"b"_s, u"r2"_s)) << false;
    QTest::newRow("from a/r5 before b exclusive")
        << KeyRange {KeyBound::at(u"a"_s, u"r5"_s), KeyBound::partition(u"b"_s, false)} << false;
    QTest::newRow("after partition a") << KeyRange {KeyBound::partition(u"a"_s, false), std::nullopt} << true;
    QTest::newRow("up to a/r2 exclusive")
        << KeyRange {std::nullopt, KeyBound::at(u"a"_s, u"r2"_s, false)} << true;
    QTest::newRow("rows in one partition")
        << KeyRange {KeyBound::at(u"a"_s, u"r2"_s, false), KeyBound::at(u"a"_s, u"r7"_s)} << false;
    QTest::newRow("empty (reversed)")
        << KeyRange {KeyBound::at(u"b"_s, u"r2"_s), KeyBound::at(u"a"_s, u"r2"_s)} << false;
}

void TestRemoteTableService::scanRanges()
{
    QFETCH(KeyRange, range);
    QFETCH(bool, keysOnly);
    ScanOptions options;
    if (keysOnly)
        options.projection = QStringList();
    const QStringList expected = keysOf(*m_local, u"ranges"_s, range, options);
    QCOMPARE(keysOf(*m_remote, u"ranges"_s, range, options), expected);
    // Keys only carries no properties; otherwise every one.
    auto scanned = m_remote->scan(
        AccountName, u"ranges"_s, range,
        [&](Entity &e) {
            if (keysOnly ? !e.properties().isEmpty() : e.properties().size() != 2)
                return ScanControl::Stop;
            return ScanControl::Continue;
        },
        options);
    QVERIFY(scanned);
    QVERIFY(!scanned->stopped);
    QCOMPARE(scanned->visited, expected.size());
}

void TestRemoteTableService::pagingAndContinuations()
{
    const QString t = u"paging"_s;
    QVERIFY(m_local->createTable(AccountName, t).has_value());
    QList<EntityOperation> ops;
    for (int i = 0; i < 2600; ++i) {
        ops.append({OperationType::Insert,
            make(u"p%1"_s.arg(i / 100, 2, 10, QChar(u'0')), u"%1"_s.arg(i, 5, 10, QChar(u'0')), i), {}});
        if (ops.size() == 100) {
            QVERIFY(m_local->executeBatch(AccountName, t, ops));
            ops.clear();
        }
    }
    // A scan follows the server's continuations past its 1000-entity pages.
    const QStringList all = keysOf(*m_remote, t, KeyRange::all());
    QCOMPARE(all.size(), 2600);
    QCOMPARE(all, keysOf(*m_local, t, KeyRange::all()));

    // Stopping early and cancelling.
    int seen = 0;
    auto stopped = m_remote->scan(AccountName, t, KeyRange::all(),
        [&](Entity &) { return ++seen == 1200 ? ScanControl::Stop : ScanControl::Continue; });
    QVERIFY(stopped && stopped->stopped);
    QCOMPARE(stopped->visited, 1200);
    const CancelFlag cancel = makeCancelFlag();
    auto cancelled = m_remote->scan(
        AccountName, t, KeyRange::all(),
        [&](Entity &) {
            cancel->store(true);
            return ScanControl::Continue;
        },
        {}, cancel);
    QCOMPARE(cancelled.error().code, ErrorCode::Cancelled);
    QCOMPARE(m_remote
                 ->scan(AccountName, u"nosuchtable"_s, KeyRange::all(),
                     [](Entity &) { return ScanControl::Continue; })
                 .error()
                 .code,
        ErrorCode::TableNotFound);
}

void TestRemoteTableService::queryPages()
{
    const QString t = u"paging"_s;
    QueryRequest request;
    request.filter = Filter::fromText(u"Value ge 150 and Value lt 1450"_s).value();
    request.select = QStringList {u"Value"_s, u"Missing"_s};
    request.top = 400;
    QStringList keys;
    int pages = 0;
    do {
        auto page = m_remote->query(AccountName, t, request);
        QVERIFY2(page, qPrintable(page ? QString() : page.error().toString()));
        QCOMPARE(page->scanned, -1);
        QVERIFY(page->entities.size() <= 400);
        for (qsizetype i = 0; i < page->entities.size(); ++i) {
            QStringList missing;
            const auto e = page->entities.entity(i, &missing);
            QVERIFY(e);
            QCOMPARE(e->properties().size(), 1); // Value only
            QCOMPARE(missing, QStringList {u"Missing"_s});
            keys << e->partitionKey() + u'/' + e->rowKey();
        }
        // The continuation survives being kept as a token, as the explorer keeps it.
        const QString token = page->continuation.toToken();
        auto back = QueryContinuation::fromToken(token);
        QVERIFY(back);
        QCOMPARE(*back, page->continuation);
        QCOMPARE(back->nextPartitionKey(), page->continuation.nextPartitionKey());
        request.continuation = *back;
        ++pages;
    } while (!request.continuation.isNull());
    QCOMPARE(keys.size(), 1300);
    QVERIFY(pages >= 4);
    QCOMPARE(keys.first(), u"p01/00150"_s);
    QCOMPARE(keys.last(), u"p14/01449"_s);

    // The key limit narrows whatever the filter says.
    QueryRequest limited;
    limited.keyLimit = KeyRange::partition(u"p03"_s);
    auto page = m_remote->query(AccountName, t, limited);
    QVERIFY(page);
    QCOMPARE(page->entities.size(), 100);
    QCOMPARE(page->entities.partitionKey(99), u"p03"_s);
    // A foreign continuation cannot resume an embedded query.
    limited.continuation = QueryContinuation::raw(u"1!abc"_s, u"x"_s);
    QCOMPARE(m_local->query(AccountName, t, limited).error().code, ErrorCode::InvalidInput);
}

void TestRemoteTableService::accessPolicies()
{
    QList<SignedIdentifier> policies(1);
    policies[0].id = u"readers"_s;
    policies[0].permission = u"r"_s;
    policies[0].expiry = DateTime::fromIsoString(u"2030-01-01T00:00:00Z"_s);
    QVERIFY(m_remote->setTableAccessPolicies(AccountName, u"ranges"_s, policies));
    auto read = m_remote->tableAccessPolicies(AccountName, u"ranges"_s);
    QVERIFY2(read, qPrintable(read ? QString() : read.error().toString()));
    QCOMPARE(*read, policies);
    QCOMPARE(*m_local->tableAccessPolicies(AccountName, u"ranges"_s), policies);
    QVERIFY(m_remote->setTableAccessPolicies(AccountName, u"ranges"_s, {}));
    QVERIFY(m_remote->tableAccessPolicies(AccountName, u"ranges"_s)->isEmpty());
}

void TestRemoteTableService::tableSas()
{
    protocol::ServiceSas sas;
    sas.tableName = u"ranges"_s;
    sas.permissions = u"r"_s;
    sas.expiry
        = protocol::formatSasTime(DateTime::fromQDateTime(QDateTime::currentDateTimeUtc().addSecs(3600)));
    sas.range.startPartitionKey = u"a"_s;
    sas.range.endPartitionKey = u"a"_s;
    sas.sign(AccountName, protocol::decodeAccountKey(QString::fromLatin1(DevelopmentAccountKey)).value());
    const QString url
        = m_fixture.serve().tableEndpoint().toString() + u"/ranges?"_s + QString::fromUtf8(sas.toQuery());
    auto endpoint = RemoteEndpoint::fromSasUrl(url);
    QVERIFY2(endpoint, qPrintable(endpoint ? QString() : endpoint.error().toString()));
    RemoteTableService service(*endpoint);
    QVERIFY(service.testConnection());
    QCOMPARE(service.listTables(AccountName)->size(), 1);
    // The token's key range limits what the server returns.
    QCOMPARE(keysOf(service, u"ranges"_s, KeyRange::all()).size(), 10);
    QCOMPARE(service.write(AccountName, u"ranges"_s, {OperationType::Insert, make(u"a"_s, u"new"_s, 1), {}})
                 .error()
                 .code,
        ErrorCode::AuthorizationPermissionMismatch);
}

void TestRemoteTableService::wrongKey()
{
    RemoteEndpoint e = m_fixture.serve().endpoint();
    e.accountKey = QString::fromLatin1(QByteArray(32, 'k').toBase64());
    e.retry.maxRetries = 3;
    RemoteTableService service(e);
    const auto status = service.testConnection();
    QVERIFY(!status);
    QCOMPARE(status.error().code, ErrorCode::AuthenticationFailed);
    // Not a failure worth repeating: one request.
    QVERIFY(!status.error().message.contains(u"tries"_s));
}

using RemoteWrite = std::function<Status(TableService &)>;
Q_DECLARE_METATYPE(RemoteWrite)

void TestRemoteTableService::readOnlyRefusesWrites_data()
{
    QTest::addColumn<RemoteWrite>("write");
    const auto row = [](const char *name, RemoteWrite write) { QTest::newRow(name) << write; };
    const auto status = [](const auto &r) { return r ? Status() : Status(std::unexpected(r.error())); };
    row("insert", [=](TableService &s) {
        return status(
            s.write(AccountName, u"ranges"_s, {OperationType::Insert, make(u"z"_s, u"1"_s, 1), {}}));
    });
    row("delete", [=](TableService &s) {
        return status(
            s.write(AccountName, u"ranges"_s, {OperationType::Delete, Entity(u"a"_s, u"r1"_s), u"*"_s}));
    });
    row("batch", [=](TableService &s) {
        return status(s.executeBatch(AccountName, u"ranges"_s,
            QList<EntityOperation> {{OperationType::InsertOrReplace, make(u"a"_s, u"r2"_s, 9), {}}}));
    });
    row("batches", [](TableService &s) {
        const QList<BatchOutcome> outcomes = s.executeBatches(AccountName, u"ranges"_s,
            QList<QList<EntityOperation>> {{{OperationType::InsertOrReplace, make(u"b"_s, u"r3"_s, 9), {}}}});
        return outcomes.value(0).state == BatchOutcome::State::Committed
            ? Status()
            : Status(std::unexpected(outcomes.value(0).error));
    });
    row("create table", [=](TableService &s) { return status(s.createTable(AccountName, u"Other"_s)); });
    row("delete table", [](TableService &s) { return s.deleteTable(AccountName, u"ranges"_s); });
    row("access policies",
        [](TableService &s) { return s.setTableAccessPolicies(AccountName, u"ranges"_s, {}); });
}

void TestRemoteTableService::readOnlyRefusesWrites()
{
    QFETCH(RemoteWrite, write);
    RemoteEndpoint endpoint = m_fixture.serve().endpoint();
    endpoint.safety = SafetyProfile {SafetyLevel::ReadOnly, u"PROD"_s, u"#c62828"_s};
    RemoteTableService guarded(endpoint);
    QCOMPARE(guarded.description().safety, endpoint.safety);
    const QStringList before = keysOf(*m_local, u"ranges"_s, KeyRange());
    const auto entityBefore = m_local->getEntity(AccountName, u"ranges"_s, u"a"_s, u"r2"_s);
    QVERIFY(entityBefore);

    const Status refused = write(guarded);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, ErrorCode::StoreReadOnly);
    QVERIFY2(
        refused.error().message.contains(u"[PROD] The connection "_s), qPrintable(refused.error().message));
    QCOMPARE(keysOf(*m_local, u"ranges"_s, KeyRange()), before);
    QCOMPARE(m_local->getEntity(AccountName, u"ranges"_s, u"a"_s, u"r2"_s)->etag(), entityBefore->etag());
    // Reads go on; a lowered level lets the service write again (checked on a write that changes nothing
    // for later rows: creating and deleting a table of its own).
    QCOMPARE(keysOf(guarded, u"ranges"_s, KeyRange()), before);
    QCOMPARE(guarded.setSafetyProfile(SafetyProfile {SafetyLevel::ConfirmWrites, u"x\n"_s, {}}).error().code,
        ErrorCode::InvalidInput);
    QVERIFY(guarded.setSafetyProfile(SafetyProfile {SafetyLevel::ConfirmWrites, u"PROD"_s, {}}).has_value());
    QVERIFY(guarded.createTable(AccountName, u"Lowered"_s).has_value());
    QVERIFY(guarded.deleteTable(AccountName, u"Lowered"_s).has_value());
}

QTEST_GUILESS_MAIN(TestRemoteTableService)
#include "tst_remotetableservice.moc"
