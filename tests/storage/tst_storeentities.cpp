// Store: single entity writes and reads: limits, error codes, ETags, merge/replace semantics, EDM types.
#include "storetestutil.h"

#include <QUuid>

#include <limits>

using namespace rowan;
using namespace rowan::test;

class TestStoreEntities : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void limits_data();
    void limits();
    void operationErrors_data();
    void operationErrors();
    void etagsDifferWithinOneTick();
    void mergeKeepsReplaceDrops();
    void mergeCannotExceedLimits();
    void everyTypeRoundTrips();
    void projection();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Store> m_store;
    const QString T = QStringLiteral("Things");
};

void TestStoreEntities::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = openStore(m_dir->filePath("s.rowan"));
    QVERIFY(m_store);
    ROWAN_VERIFY_OK(m_store->createTable(Dev, T));
}

void TestStoreEntities::limits_data()
{
    QTest::addColumn<Entity>("input");
    QTest::addColumn<int>("expected");
    auto withProps = [](int count) {
        Entity e("p", "r");
        for (int i = 0; i < count; ++i)
            e.setProperty(QStringLiteral("P%1").arg(i), Value::int32(i));
        return e;
    };
    QTest::newRow("252 properties") << withProps(252) << -1;
    QTest::newRow("253 properties") << withProps(253) << int(ErrorCode::TooManyProperties);
    QTest::newRow("empty keys") << Entity("", "") << -1;
    QTest::newRow("pk 512 units") << Entity(QString(512, u'k'), "r") << -1;
    QTest::newRow("pk 513 units") << Entity(QString(513, u'k'), "r") << int(ErrorCode::PropertyValueTooLarge);
    QTest::newRow("rk 513 units") << Entity("p", QString(513, u'k')) << int(ErrorCode::PropertyValueTooLarge);
    QTest::newRow("slash in pk") << Entity("a/b", "r") << int(ErrorCode::OutOfRangeInput);
    QTest::newRow("hash in rk") << Entity("p", "a#b") << int(ErrorCode::OutOfRangeInput);
    QTest::newRow("control char in rk")
        << Entity("p", QStringLiteral("a\u0001b")) << int(ErrorCode::OutOfRangeInput);
    QTest::newRow("C1 char in pk") << Entity(QStringLiteral("a\u0085"), "r")
                                   << int(ErrorCode::OutOfRangeInput);
    Entity e;
    e = Entity("p", "r");
    e.setProperty(QString(255, u'n'), Value::int32(1));
    QTest::newRow("name 255") << e << -1;
    e = Entity("p", "r");
    e.setProperty(QString(256, u'n'), Value::int32(1));
    QTest::newRow("name 256") << e << int(ErrorCode::PropertyNameTooLong);
    e = Entity("p", "r");
    e.setProperty(QStringLiteral("bad-name"), Value::int32(1));
    QTest::newRow("name with dash") << e << int(ErrorCode::PropertyNameInvalid);
    e = Entity("p", "r");
    e.setProperty(QStringLiteral("Timestamp"), Value::int32(1));
    QTest::newRow("reserved name") << e << int(ErrorCode::PropertyNameInvalid);
    e = Entity("p", "r");
    e.setProperty(QStringLiteral("S"), Value::string(QString(32 * 1024, u'x')));
    QTest::newRow("string 32768 units") << e << -1;
    e = Entity("p", "r");
    e.setProperty(QStringLiteral("S"), Value::string(QString(32 * 1024 + 1, u'x')));
    QTest::newRow("string 32769 units") << e << int(ErrorCode::PropertyValueTooLarge);
    e = Entity("p", "r");
    e.setProperty(QStringLiteral("B"), Value::binary(QByteArray(64 * 1024, 'x')));
    QTest::newRow("binary 64 KiB") << e << -1;
    e = Entity("p", "r");
    e.setProperty(QStringLiteral("B"), Value::binary(QByteArray(64 * 1024 + 1, 'x')));
    QTest::newRow("binary 64 KiB + 1") << e << int(ErrorCode::PropertyValueTooLarge);
    e = Entity("p", "r");
    for (int i = 0; i < 17; ++i)
        e.setProperty(QStringLiteral("B%1").arg(i), Value::binary(QByteArray(64 * 1024 - 100, 'x')));
    QTest::newRow("entity over 1 MiB") << e << int(ErrorCode::EntityTooLarge);
    e = Entity("p", "r");
    e.setProperty(QStringLiteral("D"), Value::dateTime(DateTime(DateTime::MinTicks - 1)));
    QTest::newRow("datetime before 1601") << e << int(ErrorCode::OutOfRangeInput);
    e = Entity("p", "r");
    e.setProperty(QStringLiteral("D"), Value::dateTime(DateTime(DateTime::MaxTicks)));
    QTest::newRow("datetime max") << e << -1;
}

void TestStoreEntities::limits()
{
    QFETCH(Entity, input);
    QFETCH(int, expected);
    auto r = m_store->insertEntity(Dev, T, input);
    if (expected >= 0) {
        ROWAN_COMPARE_ERROR(r, ErrorCode(expected));
        QCOMPARE(m_store->tableStats(Dev, T)->entityCount, 0);
        // The same validation guards every write kind.
        ROWAN_COMPARE_ERROR(m_store->insertOrReplaceEntity(Dev, T, input), ErrorCode(expected));
        return;
    }
    ROWAN_VERIFY_OK(r);
    auto back = m_store->getEntity(Dev, T, input.partitionKey(), input.rowKey());
    ROWAN_VERIFY_OK(back);
    QVERIFY(back->sameContent(input));
    QCOMPARE(m_store->tableStats(Dev, T)->bytes, input.storageSize());
}

enum class Step { Insert, Update, Merge, Delete, InsertOrReplace, InsertOrMerge };
Q_DECLARE_METATYPE(Step)

void TestStoreEntities::operationErrors_data()
{
    QTest::addColumn<bool>("exists");
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("ifMatch"); // "current", "stale", "*", ""
    QTest::addColumn<int>("expected");
    using O = OperationType;
    const int ok = -1;
    QTest::newRow("insert new") << false << int(O::Insert) << "" << ok;
    QTest::newRow("insert existing") << true << int(O::Insert) << "" << int(ErrorCode::EntityAlreadyExists);
    QTest::newRow("update missing") << false << int(O::Update) << "*" << int(ErrorCode::ResourceNotFound);
    QTest::newRow("update star") << true << int(O::Update) << "*" << ok;
    QTest::newRow("update empty = any") << true << int(O::Update) << "" << ok;
    QTest::newRow("update current etag") << true << int(O::Update) << "current" << ok;
    QTest::newRow("update stale etag")
        << true << int(O::Update) << "stale" << int(ErrorCode::UpdateConditionNotSatisfied);
    QTest::newRow("merge missing") << false << int(O::Merge) << "*" << int(ErrorCode::ResourceNotFound);
    QTest::newRow("merge current etag") << true << int(O::Merge) << "current" << ok;
    QTest::newRow("merge stale etag")
        << true << int(O::Merge) << "stale" << int(ErrorCode::UpdateConditionNotSatisfied);
    QTest::newRow("delete missing") << false << int(O::Delete) << "*" << int(ErrorCode::ResourceNotFound);
    QTest::newRow("delete star") << true << int(O::Delete) << "*" << ok;
    QTest::newRow("delete current etag") << true << int(O::Delete) << "current" << ok;
    QTest::newRow("delete stale etag")
        << true << int(O::Delete) << "stale" << int(ErrorCode::UpdateConditionNotSatisfied);
    QTest::newRow("insert-or-replace new") << false << int(O::InsertOrReplace) << "" << ok;
    QTest::newRow("insert-or-replace existing") << true << int(O::InsertOrReplace) << "stale" << ok;
    QTest::newRow("insert-or-merge new") << false << int(O::InsertOrMerge) << "" << ok;
    QTest::newRow("insert-or-merge existing") << true << int(O::InsertOrMerge) << "stale" << ok;
}

void TestStoreEntities::operationErrors()
{
    QFETCH(bool, exists);
    QFETCH(int, type);
    QFETCH(QString, ifMatch);
    QFETCH(int, expected);
    QString current, stale;
    if (exists) {
        auto v1 = m_store->insertEntity(Dev, T, entity("p", "r", {{"V", Value::int32(1)}}));
        ROWAN_VERIFY_OK(v1);
        stale = v1->etag;
        auto v2 = m_store->updateEntity(Dev, T, entity("p", "r", {{"V", Value::int32(2)}}), stale);
        ROWAN_VERIFY_OK(v2);
        current = v2->etag;
        QVERIFY(current != stale);
    }
    const QString condition = ifMatch == QLatin1String("current") ? current
        : ifMatch == QLatin1String("stale")                       ? stale
                                                                  : ifMatch;
    const auto before = m_store->tableStats(Dev, T);
    ROWAN_VERIFY_OK(before);
    EntityOperation op {OperationType(type),
        entity("p", "r", {{"V", Value::int32(3)}, {"W", Value::boolean(true)}}), condition};
    auto r = m_store->write(Dev, T, op);
    if (expected >= 0) {
        ROWAN_COMPARE_ERROR(r, ErrorCode(expected));
        QCOMPARE(m_store->tableStats(Dev, T)->bytes, before->bytes);
        if (exists)
            QCOMPARE(m_store->getEntity(Dev, T, "p", "r")->etag(), current);
        return;
    }
    ROWAN_VERIFY_OK(r);
    auto back = m_store->getEntity(Dev, T, "p", "r");
    if (OperationType(type) == OperationType::Delete) {
        ROWAN_COMPARE_ERROR(back, ErrorCode::ResourceNotFound);
        QVERIFY(r->etag.isEmpty());
        QCOMPARE(m_store->tableStats(Dev, T)->entityCount, 0);
        return;
    }
    ROWAN_VERIFY_OK(back);
    QCOMPARE(back->etag(), r->etag);
    QCOMPARE(back->timestamp(), r->timestamp);
    QCOMPARE(r->etag, etagForTimestamp(r->timestamp));
    QCOMPARE(back->property(u"V")->toInt32(), 3);
    QCOMPARE(m_store->tableStats(Dev, T)->bytes, back->storageSize());
}

void TestStoreEntities::etagsDifferWithinOneTick()
{
    QSet<QString> etags;
    DateTime previous;
    for (int i = 0; i < 2000; ++i) {
        auto v = m_store->insertOrReplaceEntity(Dev, T, entity("p", "r", {{"I", Value::int32(i)}}));
        ROWAN_VERIFY_OK(v);
        QVERIFY(v->timestamp > previous);
        QVERIFY(qAbs(v->timestamp.ticks() - DateTime::now().ticks()) < 60 * DateTime::TicksPerSecond);
        previous = v->timestamp;
        QVERIFY2(!etags.contains(v->etag), qPrintable(v->etag));
        etags.insert(v->etag);
    }
    QVERIFY(etags.begin()->startsWith(QLatin1String("W/\"datetime'")));
}

void TestStoreEntities::mergeKeepsReplaceDrops()
{
    ROWAN_VERIFY_OK(
        m_store->insertEntity(Dev, T, entity("p", "r", {{"A", Value::int32(1)}, {"B", Value::int32(2)}})));
    ROWAN_VERIFY_OK(m_store->mergeEntity(
        Dev, T, entity("p", "r", {{"B", Value::string("two")}, {"C", Value::int32(3)}})));
    auto merged = m_store->getEntity(Dev, T, "p", "r");
    ROWAN_VERIFY_OK(merged);
    QCOMPARE(merged->properties().size(), 3);
    QCOMPARE(merged->property(u"A")->toInt32(), 1);
    QCOMPARE(merged->property(u"B")->toString(), QStringLiteral("two"));
    QCOMPARE(m_store->tableStats(Dev, T)->bytes, merged->storageSize());
    ROWAN_VERIFY_OK(m_store->insertOrMergeEntity(Dev, T, entity("p", "r", {{"D", Value::boolean(false)}})));
    QCOMPARE(m_store->getEntity(Dev, T, "p", "r")->properties().size(), 4);
    ROWAN_VERIFY_OK(m_store->updateEntity(Dev, T, entity("p", "r", {{"Z", Value::int64(9)}})));
    auto replaced = m_store->getEntity(Dev, T, "p", "r");
    QCOMPARE(replaced->properties().size(), 1);
    QCOMPARE(replaced->property(u"Z")->toInt64(), 9);
    ROWAN_VERIFY_OK(m_store->insertOrReplaceEntity(Dev, T, entity("p", "r")));
    QVERIFY(m_store->getEntity(Dev, T, "p", "r")->properties().isEmpty());
    QCOMPARE(m_store->tableStats(Dev, T)->bytes, entity("p", "r").storageSize());
}

void TestStoreEntities::mergeCannotExceedLimits()
{
    Entity a("p", "r"), b("p", "r");
    for (int i = 0; i < 200; ++i) {
        a.setProperty(QStringLiteral("A%1").arg(i), Value::int32(i));
        b.setProperty(QStringLiteral("B%1").arg(i), Value::int32(i));
    }
    ROWAN_VERIFY_OK(m_store->insertEntity(Dev, T, a));
    ROWAN_COMPARE_ERROR(m_store->mergeEntity(Dev, T, b), ErrorCode::TooManyProperties);
    ROWAN_COMPARE_ERROR(m_store->insertOrMergeEntity(Dev, T, b), ErrorCode::TooManyProperties);
    QCOMPARE(m_store->getEntity(Dev, T, "p", "r")->properties().size(), 200);
    Entity big1("q", "r"), big2("q", "r");
    for (int i = 0; i < 9; ++i) {
        big1.setProperty(QStringLiteral("X%1").arg(i), Value::binary(QByteArray(60000, 'x')));
        big2.setProperty(QStringLiteral("Y%1").arg(i), Value::binary(QByteArray(60000, 'y')));
    }
    ROWAN_VERIFY_OK(m_store->insertEntity(Dev, T, big1));
    ROWAN_COMPARE_ERROR(m_store->mergeEntity(Dev, T, big2), ErrorCode::EntityTooLarge);
}

void TestStoreEntities::everyTypeRoundTrips()
{
    const QUuid guid = QUuid::fromString(QStringLiteral("{c9da6455-213d-42c9-9a79-3e9149a57833}"));
    Entity e = entity(QStringLiteral("pk ✓"), QStringLiteral("rk \U0001F600"),
        {{"S", Value::string(QStringLiteral("text with 'quotes' and ünïcödé"))},
            {"Empty", Value::string(QString())}, {"B", Value::binary(QByteArray("\x00\x01\xff", 3))},
            {"T", Value::boolean(true)}, {"F", Value::boolean(false)},
            {"D", Value::dateTime(DateTime(637'480'000'000'000'001))}, {"WholeDouble", Value::float64(2.0)},
            {"NaN", Value::float64(std::numeric_limits<double>::quiet_NaN())},
            {"Inf", Value::float64(-std::numeric_limits<double>::infinity())}, {"G", Value::guid(guid)},
            {"I32", Value::int32(std::numeric_limits<qint32>::min())},
            {"I64", Value::int64(std::numeric_limits<qint64>::max())},
            {"I64min", Value::int64(std::numeric_limits<qint64>::min())}});
    ROWAN_VERIFY_OK(m_store->insertEntity(Dev, T, e));
    auto back = m_store->getEntity(Dev, T, e.partitionKey(), e.rowKey());
    ROWAN_VERIFY_OK(back);
    QVERIFY(back->sameContent(e));
    QCOMPARE(back->property(u"WholeDouble")->type(), EdmType::Double);
    QCOMPARE(back->property(u"I64")->toInt64(), std::numeric_limits<qint64>::max());
    QCOMPARE(back->property(u"D")->toDateTime().ticks(), 637'480'000'000'000'001);
    QCOMPARE(back->property(u"G")->toGuid(), guid);
}

void TestStoreEntities::projection()
{
    ROWAN_VERIFY_OK(m_store->insertEntity(
        Dev, T, entity("p", "r", {{"A", Value::int32(1)}, {"B", Value::int32(2)}, {"C", Value::int32(3)}})));
    ScanOptions options;
    options.projection = QStringList {"C", "A", "Missing"};
    auto e = m_store->getEntity(Dev, T, "p", "r", options);
    ROWAN_VERIFY_OK(e);
    QCOMPARE(e->properties().size(), 2);
    QVERIFY(e->property(u"A") && e->property(u"C") && !e->property(u"B"));
    QVERIFY(!e->etag().isEmpty());
    options.projection = QStringList {};
    e = m_store->getEntity(Dev, T, "p", "r", options);
    ROWAN_VERIFY_OK(e);
    QVERIFY(e->properties().isEmpty());
    QCOMPARE(e->rowKey(), QStringLiteral("r"));
}

QTEST_GUILESS_MAIN(TestStoreEntities)
#include "tst_storeentities.moc"
