// Store: accounts and tables (naming rules, case-insensitive uniqueness, listing in name ranges).
#include "storetestutil.h"

#include <QSet>

using namespace rowan;
using namespace rowan::test;

class TestStoreCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void createAccountHasRandomKeys();
    void accountNames_data();
    void accountNames();
    void regenerateKeyChangesOnlyThatKey();
    void deleteAccountDropsItsTables();
    void tableNames_data();
    void tableNames();
    void uniqueIgnoringCaseKeepingCase();
    void deleteTable();
    void entityOpsOnMissingTable();
    void tablesArePerAccount();
    void scanTablesByRange_data();
    void scanTablesByRange();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Store> m_store;
};

void TestStoreCatalog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = openStore(m_dir->filePath("s.rowan"));
    QVERIFY(m_store);
}

void TestStoreCatalog::createAccountHasRandomKeys()
{
    auto a = m_store->createAccount(QStringLiteral("myaccount"));
    ROWAN_VERIFY_OK(a);
    QCOMPARE(a->name, QStringLiteral("myaccount"));
    QCOMPARE(QByteArray::fromBase64(a->key1.toLatin1()).size(), 32);
    QCOMPARE(QByteArray::fromBase64(a->key2.toLatin1()).size(), 32);
    QVERIFY(a->key1 != a->key2);
    QVERIFY(a->key1 != QString::fromLatin1(DevelopmentAccountKey));
    auto b = m_store->createAccount(QStringLiteral("other1"));
    ROWAN_VERIFY_OK(b);
    QVERIFY(b->key1 != a->key1);
    auto again = m_store->account(QStringLiteral("myaccount"));
    ROWAN_VERIFY_OK(again);
    QCOMPARE(again->key1, a->key1);
    QCOMPARE(m_store->accounts()->size(), 3);
}

void TestStoreCatalog::accountNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("expected"); // -1: success, else ErrorCode
    QTest::newRow("3 chars") << "abc" << -1;
    QTest::newRow("24 chars") << QString(24, u'a') << -1;
    QTest::newRow("digits") << "abc123" << -1;
    QTest::newRow("2 chars") << "ab" << int(ErrorCode::OutOfRangeInput);
    QTest::newRow("25 chars") << QString(25, u'a') << int(ErrorCode::OutOfRangeInput);
    QTest::newRow("upper case") << "Abcd" << int(ErrorCode::InvalidResourceName);
    QTest::newRow("dash") << "ab-cd" << int(ErrorCode::InvalidResourceName);
    QTest::newRow("exists") << "devstoreaccount1" << int(ErrorCode::InvalidInput);
}

void TestStoreCatalog::accountNames()
{
    QFETCH(QString, name);
    QFETCH(int, expected);
    auto a = m_store->createAccount(name);
    if (expected < 0)
        ROWAN_VERIFY_OK(a);
    else
        ROWAN_COMPARE_ERROR(a, ErrorCode(expected));
}

void TestStoreCatalog::regenerateKeyChangesOnlyThatKey()
{
    auto before = m_store->account(Dev);
    ROWAN_VERIFY_OK(before);
    auto after = m_store->regenerateKey(Dev, 2);
    ROWAN_VERIFY_OK(after);
    QCOMPARE(after->key1, before->key1);
    QVERIFY(after->key2 != before->key2);
    QCOMPARE(QByteArray::fromBase64(after->key2.toLatin1()).size(), 32);
    auto again = m_store->regenerateKey(Dev, 1);
    ROWAN_VERIFY_OK(again);
    QVERIFY(again->key1 != before->key1);
    QCOMPARE(again->key2, after->key2);
    QCOMPARE(m_store->account(Dev)->key1, again->key1);
    ROWAN_COMPARE_ERROR(m_store->regenerateKey(Dev, 3), ErrorCode::InvalidInput);
    ROWAN_COMPARE_ERROR(
        m_store->regenerateKey(QStringLiteral("nosuchaccount"), 1), ErrorCode::ResourceNotFound);
}

void TestStoreCatalog::deleteAccountDropsItsTables()
{
    ROWAN_VERIFY_OK(m_store->createAccount(QStringLiteral("temp123")));
    ROWAN_VERIFY_OK(m_store->createTable(QStringLiteral("temp123"), QStringLiteral("Gone")));
    ROWAN_VERIFY_OK(
        m_store->insertEntity(QStringLiteral("temp123"), QStringLiteral("Gone"), entity("p", "r")));
    ROWAN_VERIFY_OK(m_store->deleteAccount(QStringLiteral("temp123")));
    ROWAN_COMPARE_ERROR(m_store->account(QStringLiteral("temp123")), ErrorCode::ResourceNotFound);
    ROWAN_COMPARE_ERROR(m_store->deleteAccount(QStringLiteral("temp123")), ErrorCode::ResourceNotFound);
    ROWAN_COMPARE_ERROR(m_store->listTables(QStringLiteral("temp123")), ErrorCode::ResourceNotFound);
    // Re-created, it starts empty.
    ROWAN_VERIFY_OK(m_store->createAccount(QStringLiteral("temp123")));
    ROWAN_VERIFY_OK(m_store->createTable(QStringLiteral("temp123"), QStringLiteral("Gone")));
    ROWAN_COMPARE_ERROR(m_store->getEntity(QStringLiteral("temp123"), QStringLiteral("Gone"), "p", "r"),
        ErrorCode::ResourceNotFound);
}

void TestStoreCatalog::tableNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("expected");
    QTest::newRow("3 chars") << "abc" << -1;
    QTest::newRow("63 chars") << "a" + QString(62, u'1') << -1;
    QTest::newRow("mixed case and digits") << "MyTable2024" << -1;
    QTest::newRow("2 chars") << "ab" << int(ErrorCode::OutOfRangeInput);
    QTest::newRow("64 chars") << "a" + QString(63, u'1') << int(ErrorCode::OutOfRangeInput);
    QTest::newRow("leading digit") << "1abc" << int(ErrorCode::InvalidResourceName);
    QTest::newRow("dash") << "my-table" << int(ErrorCode::InvalidResourceName);
    QTest::newRow("underscore") << "my_table" << int(ErrorCode::InvalidResourceName);
    QTest::newRow("non-ascii") << QStringLiteral("tablé") << int(ErrorCode::InvalidResourceName);
    QTest::newRow("reserved") << "tables" << int(ErrorCode::InvalidInput);
    QTest::newRow("reserved any case") << "Tables" << int(ErrorCode::InvalidInput);
}

void TestStoreCatalog::tableNames()
{
    QFETCH(QString, name);
    QFETCH(int, expected);
    auto t = m_store->createTable(Dev, name);
    if (expected >= 0) {
        ROWAN_COMPARE_ERROR(t, ErrorCode(expected));
        QVERIFY(m_store->listTables(Dev)->isEmpty());
        return;
    }
    ROWAN_VERIFY_OK(t);
    QCOMPARE(t->name, name);
    QCOMPARE(t->stats.entityCount, 0);
    QVERIFY(t->created.isInServiceRange());
}

void TestStoreCatalog::uniqueIgnoringCaseKeepingCase()
{
    ROWAN_VERIFY_OK(m_store->createTable(Dev, QStringLiteral("CamelCase")));
    ROWAN_COMPARE_ERROR(
        m_store->createTable(Dev, QStringLiteral("CamelCase")), ErrorCode::TableAlreadyExists);
    ROWAN_COMPARE_ERROR(
        m_store->createTable(Dev, QStringLiteral("camelcase")), ErrorCode::TableAlreadyExists);
    ROWAN_COMPARE_ERROR(
        m_store->createTable(Dev, QStringLiteral("CAMELCASE")), ErrorCode::TableAlreadyExists);
    auto t = m_store->table(Dev, QStringLiteral("cAMELcASE"));
    ROWAN_VERIFY_OK(t);
    QCOMPARE(t->name, QStringLiteral("CamelCase"));
    ROWAN_VERIFY_OK(m_store->insertEntity(Dev, QStringLiteral("camelcase"), entity("p", "r")));
    ROWAN_VERIFY_OK(m_store->getEntity(Dev, QStringLiteral("CAMELCASE"), "p", "r"));
}

void TestStoreCatalog::deleteTable()
{
    ROWAN_COMPARE_ERROR(m_store->deleteTable(Dev, QStringLiteral("Missing")), ErrorCode::ResourceNotFound);
    ROWAN_VERIFY_OK(m_store->createTable(Dev, QStringLiteral("Doomed")));
    ROWAN_VERIFY_OK(m_store->insertEntity(Dev, QStringLiteral("Doomed"), entity("p", "r")));
    // Warm the reader's table-id cache, then delete and re-create under the same name.
    ROWAN_VERIFY_OK(m_store->getEntity(Dev, QStringLiteral("Doomed"), "p", "r"));
    ROWAN_VERIFY_OK(m_store->deleteTable(Dev, QStringLiteral("doomed")));
    ROWAN_COMPARE_ERROR(
        m_store->getEntity(Dev, QStringLiteral("Doomed"), "p", "r"), ErrorCode::TableNotFound);
    ROWAN_COMPARE_ERROR(m_store->table(Dev, QStringLiteral("Doomed")), ErrorCode::TableNotFound);
    ROWAN_VERIFY_OK(m_store->createTable(Dev, QStringLiteral("Doomed")));
    ROWAN_COMPARE_ERROR(
        m_store->getEntity(Dev, QStringLiteral("Doomed"), "p", "r"), ErrorCode::ResourceNotFound);
    ROWAN_VERIFY_OK(m_store->insertEntity(Dev, QStringLiteral("Doomed"), entity("p", "new")));
    ROWAN_VERIFY_OK(m_store->getEntity(Dev, QStringLiteral("Doomed"), "p", "new"));
    QCOMPARE(m_store->tableStats(Dev, QStringLiteral("Doomed"))->entityCount, 1);
}

void TestStoreCatalog::entityOpsOnMissingTable()
{
    const QString t = QStringLiteral("Nowhere");
    ROWAN_COMPARE_ERROR(m_store->insertEntity(Dev, t, entity("p", "r")), ErrorCode::TableNotFound);
    ROWAN_COMPARE_ERROR(m_store->getEntity(Dev, t, "p", "r"), ErrorCode::TableNotFound);
    ROWAN_COMPARE_ERROR(m_store->deleteEntity(Dev, t, "p", "r"), ErrorCode::TableNotFound);
    ROWAN_COMPARE_ERROR(m_store->insertOrMergeEntity(Dev, t, entity("p", "r")), ErrorCode::TableNotFound);
    ROWAN_COMPARE_ERROR(
        m_store->scan(Dev, t, KeyRange::all(), [](Entity &) { return ScanControl::Continue; }),
        ErrorCode::TableNotFound);
    ROWAN_COMPARE_ERROR(m_store->tableStats(Dev, t), ErrorCode::TableNotFound);
    ROWAN_COMPARE_ERROR(m_store->partitionStats(Dev, t), ErrorCode::TableNotFound);
    ROWAN_COMPARE_ERROR(
        m_store->executeBatch(Dev, t, {EntityOperation {OperationType::Insert, entity("p", "r"), {}}}),
        ErrorCode::TableNotFound);
    ROWAN_COMPARE_ERROR(
        m_store->createTable(QStringLiteral("nosuchaccount"), t), ErrorCode::ResourceNotFound);
}

void TestStoreCatalog::tablesArePerAccount()
{
    ROWAN_VERIFY_OK(m_store->createAccount(QStringLiteral("second")));
    ROWAN_VERIFY_OK(m_store->createTable(Dev, QStringLiteral("Shared")));
    ROWAN_VERIFY_OK(m_store->createTable(QStringLiteral("second"), QStringLiteral("Shared")));
    ROWAN_VERIFY_OK(m_store->insertEntity(Dev, QStringLiteral("Shared"), entity("p", "r")));
    ROWAN_COMPARE_ERROR(m_store->getEntity(QStringLiteral("second"), QStringLiteral("Shared"), "p", "r"),
        ErrorCode::ResourceNotFound);
}

void TestStoreCatalog::scanTablesByRange_data()
{
    QTest::addColumn<QString>("lower");
    QTest::addColumn<bool>("lowerInclusive");
    QTest::addColumn<QString>("upper");
    QTest::addColumn<bool>("upperInclusive");
    QTest::addColumn<QStringList>("expected");
    const QString none;
    QTest::newRow("all") << none << true << none << true
                         << QStringList {"alpha", "Beta", "beta2", "Gamma", "zeta"};
    QTest::newRow("from beta inclusive, any case")
        << "BETA" << true << none << true << QStringList {"Beta", "beta2", "Gamma", "zeta"};
    QTest::newRow("after beta") << "beta" << false << none << true << QStringList {"beta2", "Gamma", "zeta"};
    QTest::newRow("up to gamma") << none << true << "gamma" << true
                                 << QStringList {"alpha", "Beta", "beta2", "Gamma"};
    QTest::newRow("before gamma") << none << true << "gamma" << false
                                  << QStringList {"alpha", "Beta", "beta2"};
    QTest::newRow("prefix range b") << "b" << true << "c" << false << QStringList {"Beta", "beta2"};
    QTest::newRow("empty") << "x" << true << "c" << true << QStringList {};
}

void TestStoreCatalog::scanTablesByRange()
{
    QFETCH(QString, lower);
    QFETCH(bool, lowerInclusive);
    QFETCH(QString, upper);
    QFETCH(bool, upperInclusive);
    QFETCH(QStringList, expected);
    for (const char *name : {"zeta", "Gamma", "beta2", "alpha", "Beta"})
        ROWAN_VERIFY_OK(m_store->createTable(Dev, QString::fromLatin1(name)));
    NameRange range;
    if (!lower.isNull())
        range.lower = NameBound {lower, lowerInclusive};
    if (!upper.isNull())
        range.upper = NameBound {upper, upperInclusive};
    QStringList names;
    auto r = m_store->scanTables(Dev, range, [&names](const TableInfo &t) {
        names << t.name;
        return ScanControl::Continue;
    });
    ROWAN_VERIFY_OK(r);
    QCOMPARE(names, expected);
    QCOMPARE(r->visited, expected.size());

    // Paging two at a time with NextTableName (an inclusive bound on the first table not taken).
    QStringList paged;
    NameRange page = range;
    for (int guard = 0; guard < 10; ++guard) {
        QString next;
        auto step = m_store->scanTables(Dev, page, [&](const TableInfo &t) {
            if (paged.size() % 2 == 0 && !next.isNull())
                return ScanControl::Stop;
            if (int(paged.size()) >= 2 * (guard + 1)) {
                next = t.name;
                return ScanControl::Stop;
            }
            paged << t.name;
            return ScanControl::Continue;
        });
        ROWAN_VERIFY_OK(step);
        if (next.isNull())
            break;
        page.lower = NameBound {next, true};
    }
    QCOMPARE(paged, expected);
}

QTEST_GUILESS_MAIN(TestStoreCatalog)
#include "tst_storecatalog.moc"
