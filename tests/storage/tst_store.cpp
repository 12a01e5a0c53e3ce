// Store: creating, opening (and refusing to open), encryption, rekey, schema versions.
#include "storage/sqlite.h"
#include "storage/storetesting.h"
#include "storetestutil.h"

#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QThread>

using namespace rowan;
using namespace rowan::test;

class TestStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void createsEncryptedOrNot_data();
    void createsEncryptedOrNot();
    void newStoreHasDevelopmentAccount();
    void dataSurvivesReopen();
    void missingFileWithoutCreate();
    void noPlaintextInEncryptedFiles();
    void openErrorsLeaveFileUntouched_data();
    void openErrorsLeaveFileUntouched();
    void schemaTooNew();
    void rekey_data();
    void rekey();
    void opensOlderLayoutStores_data();
    void opensOlderLayoutStores();
    void integrityCheck();
    void reopenWaitsForAClosingStore_data();
    void reopenWaitsForAClosingStore();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path(const QString &name) const { return m_dir->filePath(name); }
    void fillStore(
        Store &store, const QString &table, const QString &pk, const QString &rk, const QString &value);
};

void TestStore::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestStore::fillStore(
    Store &store, const QString &table, const QString &pk, const QString &rk, const QString &value)
{
    ROWAN_VERIFY_OK(store.createTable(Dev, table));
    ROWAN_VERIFY_OK(store.insertEntity(Dev, table, entity(pk, rk, {{"Secret", Value::string(value)}})));
    // Enough rows that the file has many pages besides the first.
    for (int i = 0; i < 300; ++i)
        ROWAN_VERIFY_OK(
            store.insertEntity(Dev, table, entity(pk, QString::number(i), {{"N", Value::int32(i)}})));
}

void TestStore::createsEncryptedOrNot_data()
{
    QTest::addColumn<QString>("passphrase");
    QTest::addColumn<bool>("encrypted");
    QTest::newRow("no passphrase") << QString() << false;
    QTest::newRow("passphrase") << QStringLiteral("correct horse") << true;
    QTest::newRow("unicode passphrase") << QStringLiteral("pässwörd ✓") << true;
}

void TestStore::createsEncryptedOrNot()
{
    QFETCH(QString, passphrase);
    QFETCH(bool, encrypted);
    const QString file = path("s.rowan");
    {
        auto store = openStore(file, passphrase);
        QVERIFY(store);
        QCOMPARE(store->isEncrypted(), encrypted);
        QCOMPARE(store->path(), QFileInfo(file).absoluteFilePath());
    }
    QCOMPARE(fileBytes(file).startsWith(QByteArray("SQLite format 3\0", 16)), !encrypted);
    StoreOptions options;
    options.passphrase = passphrase;
    auto again = Store::open(file, options);
    ROWAN_VERIFY_OK(again);
    QCOMPARE((*again)->isEncrypted(), encrypted);
    // No temporary files left next to the store.
    const QStringList files = QDir(m_dir->path()).entryList(QDir::Files);
    for (const QString &name : files)
        QVERIFY2(name.startsWith(QLatin1String("s.rowan")) && !name.contains(QLatin1String("creating")),
            qPrintable(name));
}

void TestStore::newStoreHasDevelopmentAccount()
{
    auto store = openStore(path("s.rowan"), QStringLiteral("pw"));
    QVERIFY(store);
    auto accounts = store->accounts();
    ROWAN_VERIFY_OK(accounts);
    QCOMPARE(accounts->size(), 1);
    QCOMPARE(accounts->first().name, QStringLiteral("devstoreaccount1"));
    QCOMPARE(accounts->first().key1,
        QStringLiteral(
            "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="));
    auto tables = store->listTables(Dev);
    ROWAN_VERIFY_OK(tables);
    QVERIFY(tables->isEmpty());
}

void TestStore::dataSurvivesReopen()
{
    const QString file = path("s.rowan");
    {
        auto store = openStore(file, QStringLiteral("pw"));
        QVERIFY(store);
        fillStore(*store, QStringLiteral("Persisted"), QStringLiteral("p"), QStringLiteral("r"),
            QStringLiteral("v"));
    }
    auto store = openStore(file, QStringLiteral("pw"));
    QVERIFY(store);
    auto e = store->getEntity(Dev, QStringLiteral("persisted"), QStringLiteral("p"), QStringLiteral("r"));
    ROWAN_VERIFY_OK(e);
    QCOMPARE(e->property(u"Secret")->toString(), QStringLiteral("v"));
    auto stats = store->tableStats(Dev, QStringLiteral("Persisted"));
    ROWAN_VERIFY_OK(stats);
    QCOMPARE(stats->entityCount, 301);
}

void TestStore::missingFileWithoutCreate()
{
    const QString file = path("missing.rowan");
    ROWAN_COMPARE_ERROR(Store::open(file), ErrorCode::ResourceNotFound);
    QVERIFY(!QFileInfo::exists(file));
}

void TestStore::noPlaintextInEncryptedFiles()
{
    const QString table = QStringLiteral("Needletable");
    const QString pk = QStringLiteral("PkNeedle4821");
    const QString rk = QStringLiteral("RkNeedle9377");
    const QString value = QStringLiteral("ValueNeedle5512");
    const QList<QByteArray> needles = {table.toUtf8(), pk.toUtf8(), rk.toUtf8(), value.toUtf8(),
        QByteArray("Needle"), QByteArray(reinterpret_cast<const char *>(value.utf16()), value.size() * 2)};
    auto found = [&needles](const QByteArray &bytes) {
        for (const QByteArray &needle : needles) {
            if (bytes.contains(needle))
                return true;
        }
        QByteArray utf16be;
        for (QChar ch : QStringLiteral("Needle"))
            utf16be.append(char(ch.unicode() >> 8)).append(char(ch.unicode() & 0xff));
        return bytes.contains(utf16be);
    };

    for (const bool encrypt : {false, true}) {
        const QString file = path(encrypt ? "enc.rowan" : "plain.rowan");
        auto store = openStore(file, encrypt ? QStringLiteral("secret pass") : QString());
        QVERIFY(store);
        fillStore(*store, table, pk, rk, value);
        // While open, the latest writes are in the WAL.
        const QByteArray wal = fileBytes(file + "-wal");
        const QByteArray main = fileBytes(file);
        QVERIFY(!wal.isEmpty());
        // The unencrypted store proves the needles are there to be found.
        QCOMPARE(found(main + wal), !encrypt);
        store.reset();
        QCOMPARE(found(fileBytes(file)), !encrypt);
    }
}

enum class Damage {
    WrongPassphrase,
    NoPassphrase,
    PassphraseOnPlain,
    TextFile,
    EmptyFile,
    RandomSmall,
    ForeignSqlite,
    TruncatedAtPage,
    TruncatedMidPage,
    FlippedPage
};
Q_DECLARE_METATYPE(Damage)
Q_DECLARE_METATYPE(rowan::testing::OlderLayout)

void TestStore::openErrorsLeaveFileUntouched_data()
{
    QTest::addColumn<Damage>("damage");
    QTest::addColumn<bool>("encrypted");
    QTest::addColumn<ErrorCode>("expected");
    QTest::newRow("wrong passphrase") << Damage::WrongPassphrase << true << ErrorCode::StoreWrongPassphrase;
    QTest::newRow("no passphrase for encrypted")
        << Damage::NoPassphrase << true << ErrorCode::StoreWrongPassphrase;
    QTest::newRow("passphrase for unencrypted")
        << Damage::PassphraseOnPlain << false << ErrorCode::StoreWrongPassphrase;
    QTest::newRow("text file") << Damage::TextFile << false << ErrorCode::StoreNotAStore;
    QTest::newRow("text file with passphrase") << Damage::TextFile << true << ErrorCode::StoreNotAStore;
    QTest::newRow("empty file") << Damage::EmptyFile << false << ErrorCode::StoreNotAStore;
    // 5,000 bytes are not whole pages: damaged (or not a store), whatever the passphrase.
    QTest::newRow("random bytes") << Damage::RandomSmall << true << ErrorCode::StoreCorrupt;
    QTest::newRow("other sqlite database") << Damage::ForeignSqlite << false << ErrorCode::StoreNotAStore;
    QTest::newRow("encrypted truncated at page")
        << Damage::TruncatedAtPage << true << ErrorCode::StoreCorrupt;
    QTest::newRow("encrypted truncated mid-page")
        << Damage::TruncatedMidPage << true << ErrorCode::StoreCorrupt;
    QTest::newRow("plain truncated at page") << Damage::TruncatedAtPage << false << ErrorCode::StoreCorrupt;
    QTest::newRow("encrypted flipped page") << Damage::FlippedPage << true << ErrorCode::StoreCorrupt;
    QTest::newRow("plain flipped page") << Damage::FlippedPage << false << ErrorCode::StoreCorrupt;
}

void TestStore::openErrorsLeaveFileUntouched()
{
    QFETCH(Damage, damage);
    QFETCH(bool, encrypted);
    QFETCH(ErrorCode, expected);
    const QString file = path("s.rowan");
    const QString passphrase = encrypted ? QStringLiteral("right") : QString();
    QString openWith = passphrase;

    auto writeFile = [&file](const QByteArray &bytes) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(f.write(bytes), bytes.size());
    };
    if (damage == Damage::TextFile) {
        writeFile("This is a shopping list, not a store.\nmilk\neggs\n");
    } else if (damage == Damage::EmptyFile) {
        writeFile({});
    } else if (damage == Damage::RandomSmall) {
        QByteArray bytes(5000, Qt::Uninitialized);
        for (char &b : bytes)
            b = char(QRandomGenerator::global()->bounded(256));
        writeFile(bytes);
    } else {
        {
            auto store = openStore(file, passphrase);
            QVERIFY(store);
            fillStore(*store, QStringLiteral("Orders"), QStringLiteral("p"), QStringLiteral("r"),
                QStringLiteral("v"));
        }
        QByteArray bytes = fileBytes(file);
        // Encrypted stores use the new stores' cipher layout's pages, plain ones SQLite's default 4 KiB.
        const qsizetype page = encrypted ? sql::cipherPageSize(sql::NewStoreLayout) : 4096;
        QVERIFY(bytes.size() >= 8 * page);
        switch (damage) {
        case Damage::WrongPassphrase:
            openWith = QStringLiteral("wrong");
            break;
        case Damage::NoPassphrase:
            openWith.clear();
            break;
        case Damage::PassphraseOnPlain:
            openWith = QStringLiteral("anything");
            break;
        case Damage::ForeignSqlite:
            bytes[68] = bytes[69] = bytes[70] = bytes[71] = 0;
            break; // application_id
        case Damage::TruncatedAtPage:
            bytes.truncate(bytes.size() / page / 2 * page);
            break;
        case Damage::TruncatedMidPage:
            bytes.truncate(bytes.size() / 2 + 1000);
            break;
        case Damage::FlippedPage:
            // Page 2 holds the root of the first table of the schema.
            for (qsizetype i = page; i < 2 * page; ++i)
                bytes[i] = char(~bytes[i]);
            break;
        default:
            break;
        }
        writeFile(bytes);
    }
    const QByteArray before = fileHash(file);
    StoreOptions options;
    options.passphrase = openWith;
    auto store = Store::open(file, options);
    QVERIFY2(!store, "opened a bad store");
    QCOMPARE(errorCodeName(store.error().code), errorCodeName(expected));
    QVERIFY(!store.error().message.isEmpty());
    QCOMPARE(fileHash(file), before);
    // Also with createIfMissing: an existing bad file is never replaced.
    options.createIfMissing = true;
    QVERIFY(!Store::open(file, options));
    QCOMPARE(fileHash(file), before);
}

void TestStore::schemaTooNew()
{
    const QString file = path("s.rowan");
    {
        auto store = openStore(file, QStringLiteral("pw"));
        QVERIFY(store);
    }
    ROWAN_VERIFY_OK(testing::setSchemaVersion(file, QStringLiteral("pw"), Store::SchemaVersion + 1));
    const QByteArray before = fileHash(file);
    StoreOptions options;
    options.passphrase = QStringLiteral("pw");
    ROWAN_COMPARE_ERROR(Store::open(file, options), ErrorCode::StoreSchemaTooNew);
    QCOMPARE(fileHash(file), before);
    ROWAN_VERIFY_OK(testing::setSchemaVersion(file, QStringLiteral("pw"), Store::SchemaVersion));
    ROWAN_VERIFY_OK(Store::open(file, options));
}

void TestStore::rekey_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::newRow("encrypted to encrypted") << QStringLiteral("old pass") << QStringLiteral("new pass");
    QTest::newRow("encrypted to unencrypted") << QStringLiteral("old pass") << QString();
    QTest::newRow("unencrypted to encrypted") << QString() << QStringLiteral("new pass");
}

void TestStore::rekey()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    const QString file = path("s.rowan");
    {
        auto store = openStore(file, from);
        QVERIFY(store);
        fillStore(*store, QStringLiteral("Rekeyed"), QStringLiteral("PkNeedle4821"), QStringLiteral("r"),
            QStringLiteral("ValueNeedle5512"));
        ROWAN_VERIFY_OK(store->rekey(to));
        QCOMPARE(store->isEncrypted(), !to.isEmpty());
        // Still usable after the swap, for reads and writes.
        ROWAN_VERIFY_OK(
            store->getEntity(Dev, QStringLiteral("Rekeyed"), QStringLiteral("PkNeedle4821"), "r"));
        ROWAN_VERIFY_OK(store->insertEntity(Dev, QStringLiteral("Rekeyed"), entity("after", "rekey")));
    }
    StoreOptions options;
    options.passphrase = from;
    ROWAN_COMPARE_ERROR(Store::open(file, options), ErrorCode::StoreWrongPassphrase);
    options.passphrase = to;
    auto store = Store::open(file, options);
    ROWAN_VERIFY_OK(store);
    QCOMPARE((*store)->isEncrypted(), !to.isEmpty());
    auto e = (*store)->getEntity(Dev, QStringLiteral("Rekeyed"), QStringLiteral("PkNeedle4821"), "r");
    ROWAN_VERIFY_OK(e);
    QCOMPARE(e->property(u"Secret")->toString(), QStringLiteral("ValueNeedle5512"));
    ROWAN_VERIFY_OK((*store)->getEntity(Dev, QStringLiteral("Rekeyed"), "after", "rekey"));
    auto stats = (*store)->tableStats(Dev, QStringLiteral("Rekeyed"));
    ROWAN_VERIFY_OK(stats);
    QCOMPARE(stats->entityCount, 302);
    QCOMPARE((*store)->accounts()->first().key1, QString::fromLatin1(DevelopmentAccountKey));
    ROWAN_VERIFY_OK((*store)->checkIntegrity());
    store->reset();
    QCOMPARE(fileBytes(file).contains("ValueNeedle5512"), to.isEmpty());
    const QStringList files = QDir(m_dir->path()).entryList(QDir::Files);
    for (const QString &name : files)
        QVERIFY2(!name.contains(QLatin1String("rekey")), qPrintable(name));
}

// Stores created before the Compact cipher layout use SQLCipher 4's defaults; they must still open, with
// every connection of the store (readers too) using their layout, and wrong passphrases still be named.
void TestStore::opensOlderLayoutStores_data()
{
    QTest::addColumn<testing::OlderLayout>("layout");
    QTest::addColumn<int>("pageSize");
    QTest::newRow("2 KiB pages, HMAC-SHA256") << testing::OlderLayout::Pages2K << 2048;
    QTest::newRow("SQLCipher 4 defaults") << testing::OlderLayout::Sqlcipher4 << 4096;
}

void TestStore::opensOlderLayoutStores()
{
    QFETCH(testing::OlderLayout, layout);
    QFETCH(int, pageSize);
    const QString file = path(QStringLiteral("new-%1.rowan").arg(pageSize));
    const QString legacyFile = path(QStringLiteral("legacy-%1.rowan").arg(pageSize));
    const QString passphrase = QStringLiteral("pw");
    {
        auto store = openStore(file, passphrase);
        QVERIFY(store);
        fillStore(
            *store, QStringLiteral("Old"), QStringLiteral("p"), QStringLiteral("r"), QStringLiteral("v"));
    }
    ROWAN_VERIFY_OK(testing::copyWithOlderLayout(file, legacyFile, passphrase, layout));
    QVERIFY(fileHash(legacyFile) != fileHash(file));
    QCOMPARE(QFileInfo(legacyFile).size() % pageSize, 0);
    QCOMPARE(QFileInfo(file).size() % 4096, 0); // new stores: 4 KiB pages

    StoreOptions options;
    options.passphrase = QStringLiteral("wrong");
    ROWAN_COMPARE_ERROR(Store::open(legacyFile, options), ErrorCode::StoreWrongPassphrase);
    options.passphrase = passphrase;
    {
        auto store = Store::open(legacyFile, options);
        ROWAN_VERIFY_OK(store);
        auto e = (*store)->getEntity(Dev, QStringLiteral("Old"), QStringLiteral("p"), QStringLiteral("r"));
        ROWAN_VERIFY_OK(e);
        QCOMPARE(e->property(u"Secret")->toString(), QStringLiteral("v"));
        ROWAN_VERIFY_OK((*store)->insertEntity(Dev, QStringLiteral("Old"), entity("p", "added")));
        ROWAN_VERIFY_OK((*store)->getEntity(Dev, QStringLiteral("Old"), "p", "added"));
        ROWAN_VERIFY_OK((*store)->checkIntegrity());
    }
    {
        // Rekeying writes the new layout; the store keeps working and reopens.
        auto store = Store::open(legacyFile, options);
        ROWAN_VERIFY_OK(store);
        ROWAN_VERIFY_OK((*store)->rekey(QStringLiteral("pw2")));
        ROWAN_VERIFY_OK((*store)->getEntity(Dev, QStringLiteral("Old"), "p", "added"));
    }
    options.passphrase = QStringLiteral("pw2");
    auto store = Store::open(legacyFile, options);
    ROWAN_VERIFY_OK(store);
    auto stats = (*store)->tableStats(Dev, QStringLiteral("Old"));
    ROWAN_VERIFY_OK(stats);
    QCOMPARE(stats->entityCount, 302);
}

void TestStore::integrityCheck()
{
    auto store = openStore(path("s.rowan"), QStringLiteral("pw"));
    QVERIFY(store);
    fillStore(*store, QStringLiteral("Checked"), "p", "r", "v");
    ROWAN_VERIFY_OK(store->checkIntegrity());
}

QTEST_GUILESS_MAIN(TestStore)
void TestStore::reopenWaitsForAClosingStore_data()
{
    QTest::addColumn<int>("busyTimeoutMs");
    QTest::addColumn<bool>("opens");
    QTest::newRow("waits") << 10000 << true;
}

void TestStore::reopenWaitsForAClosingStore()
{
    QFETCH(int, busyTimeoutMs);
    QFETCH(bool, opens);
    StoreOptions options;
    options.createIfMissing = true;
    auto first = Store::open(path(QStringLiteral("closing.rowan")), options);
    ROWAN_VERIFY_OK(first);
    ROWAN_VERIFY_OK((*first)->createTable(Dev, QStringLiteral("Kept")));
    // The first store closes a moment after the second open began, as a store closes on a worker after the
    // explorer has moved on.
    std::unique_ptr<Store> closing = std::move(*first);
    std::unique_ptr<QThread> closer(QThread::create([&closing] {
        QThread::msleep(300);
        closing.reset();
    }));
    closer->start();
    options.createIfMissing = false;
    options.busyTimeoutMs = busyTimeoutMs;
    auto second = Store::open(path(QStringLiteral("closing.rowan")), options);
    closer->wait();
    QCOMPARE(bool(second), opens);
    if (!opens)
        QCOMPARE(second.error().code, ErrorCode::StoreBusy);
    else
        ROWAN_VERIFY_OK((*second)->table(Dev, QStringLiteral("Kept")));
}

#include "tst_store.moc"
