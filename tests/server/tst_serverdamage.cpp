// The REST endpoint over a store found damaged while it serves: reads of the damaged part and every write
// answer an error that names the store as damaged and says how to check it; nothing more is written.
#include "serverfixture.h"
#include "support/teststore.h"

#include <rowan/protocol/jsonentity.h>

using namespace rowan;

class TestServerDamage : public QObject, protected ServerFixture
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup() { stopServer(); }
    void damageMetWhileServingRefusesWrites_data();
    void damageMetWhileServingRefusesWrites();
};

void TestServerDamage::init()
{
    const QString path = m_dir.filePath(QStringLiteral("served.rowan"));
    QFile::remove(path);
    const QString passphrase = QStringLiteral("served");
    // Closed again before it is damaged, as a store left on disk would be.
    QVERIFY(TestStoreBuilder(path)
                .passphrase(passphrase)
                .table(QStringLiteral("Healthy"))
                .table(QStringLiteral("Damaged"), 500, pageFillingEntity)
                .build());
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.seek(f.size() - 2000)); // the last page: an entity leaf, met only when read
        QCOMPARE(f.write(QByteArray(8, '\x5a')), qint64(8));
    }
    StoreOptions options;
    options.passphrase = passphrase;
    auto store = Store::open(path, options);
    QVERIFY(store);
    m_store = std::move(*store);
    ServerOptions so;
    so.port = 0;
    m_server = std::make_unique<TableServer>(*m_store, so);
    QVERIFY(m_server->listen());
    m_client = std::make_unique<TestClient>(m_server->port());
    QVERIFY(m_client->connect());
}

void TestServerDamage::damageMetWhileServingRefusesWrites_data()
{
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QString>("target"); // the request after the damaged read
    QTest::addColumn<bool>("withBody");
    QTest::newRow("insert into another table") << QByteArray("POST") << QStringLiteral("Healthy") << true;
    QTest::newRow("create a table") << QByteArray("POST") << QStringLiteral("Tables") << true;
    QTest::newRow("delete a table") << QByteArray("DELETE") << QStringLiteral("Tables('Healthy')") << false;
}

void TestServerDamage::damageMetWhileServingRefusesWrites()
{
    QFETCH(QByteArray, method);
    QFETCH(QString, target);
    QFETCH(bool, withBody);
    // Before the damage is met, the store serves as usual.
    QCOMPARE(call("GET", path(QStringLiteral("Tables"))).status, 200);
    QVERIFY(!m_store->isDamaged());

    const TestResponse read = call("GET", path(QStringLiteral("Damaged()")));
    QCOMPARE(read.status, 500);
    QCOMPARE(errorCode(read), QByteArray("InternalError"));
    QVERIFY2(read.body.contains("The store served.rowan is damaged"), read.body.constData());
    QVERIFY2(read.body.contains("rowan check --store served.rowan"), read.body.constData());
    QVERIFY(m_store->isDamaged());

    QByteArray requestBody;
    if (withBody)
        requestBody = target == QLatin1String("Tables") ? protocol::encodeCreateTable(QStringLiteral("Third"))
                                                        : body(QStringLiteral("a"), QStringLiteral("2"));
    const TestResponse write = call(method, path(target), requestBody);
    QCOMPARE(write.status, 500);
    QVERIFY2(write.body.contains("writes to it are refused"), write.body.constData());

    // Nothing was written; the sound table still reads.
    auto healthy = m_store->table(AccountName, QStringLiteral("Healthy"));
    QVERIFY(healthy);
    QCOMPARE(healthy->stats.entityCount, qint64(0));
    QVERIFY(!m_store->table(AccountName, QStringLiteral("Third")));
    QCOMPARE(call("GET", path(QStringLiteral("Tables"))).status, 200);
}

QTEST_GUILESS_MAIN(TestServerDamage)
#include "tst_serverdamage.moc"
