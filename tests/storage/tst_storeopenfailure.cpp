// Store::open: an open that fails leaves the store, its -wal and its -shm byte for byte as they were and
// creates no file, with and without a log left by a crash; the right open afterwards still sees everything.
#include "storage/storetesting.h"
#include "storetestutil.h"

#include <QDir>
#include <QTemporaryFile>

#include <cstdio>

#include <unistd.h>

using namespace rowan;
using namespace rowan::test;

namespace {
const QString Right = QStringLiteral("right passphrase");
const QString T = QStringLiteral("Kept");
constexpr int Entities = 150; // written and checkpointed
constexpr int Recent = 10; // written after, in the -wal of a crashed store

enum class Kind {
    WrongPassphrase, // every layout the size allows is tried, and fails
    NoPassphrase,
    PassphraseForPlain,
    NotAStore,
    SchemaTooNew,
    Damaged,
    Truncated,
    // Cut at a size no layout fits: damage whatever the passphrase.
    CutAtOddSize,
    PlainCutInsideAPage,
    // A store of 4 KiB pages cut in the middle of one, at a size an older layout of 2 KiB pages fits.
    CutInsideAPage,
};

struct Case
{
    QString storePassphrase; // what the store is made with
    QString openPassphrase; // what the failing open uses
    ErrorCode expected;
    bool reopens; // the right passphrase opens it afterwards with every entity
};

Case caseFor(Kind kind)
{
    switch (kind) {
    case Kind::WrongPassphrase:
        return {Right, QStringLiteral("wrong"), ErrorCode::StoreWrongPassphrase, true};
    case Kind::NoPassphrase:
        return {Right, QString(), ErrorCode::StoreWrongPassphrase, true};
    case Kind::PassphraseForPlain:
        return {QString(), QStringLiteral("wrong"), ErrorCode::StoreWrongPassphrase, true};
    case Kind::NotAStore:
        return {Right, Right, ErrorCode::StoreNotAStore, false};
    case Kind::SchemaTooNew:
        return {Right, Right, ErrorCode::StoreSchemaTooNew, false};
    case Kind::Damaged:
        return {Right, Right, ErrorCode::StoreCorrupt, false};
    case Kind::Truncated:
        return {Right, Right, ErrorCode::StoreCorrupt, false};
    case Kind::CutAtOddSize:
        return {Right, QStringLiteral("wrong"), ErrorCode::StoreCorrupt, false};
    case Kind::PlainCutInsideAPage:
        return {QString(), QString(), ErrorCode::StoreCorrupt, false};
    case Kind::CutInsideAPage:
        return {Right, Right, ErrorCode::StoreCorrupt, false};
    }
    return {};
}

// The store's three files by name, with the SHA-256 of each that exists, and every file in the folder.
QMap<QString, QByteArray> snapshot(const QDir &dir)
{
    QMap<QString, QByteArray> files;
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden))
        files.insert(name, fileHash(dir.filePath(name)));
    return files;
}

// What is written to the process's stderr while `run` runs.
template<typename Fn>
QByteArray stderrOf(Fn run)
{
    std::fflush(stderr);
    QTemporaryFile capture;
    if (!capture.open())
        return "cannot capture stderr";
    const int saved = ::dup(2);
    ::dup2(capture.handle(), 2);
    run();
    std::fflush(stderr);
    ::dup2(saved, 2);
    ::close(saved);
    capture.seek(0);
    return capture.readAll();
}

void flipBytes(const QString &path, qint64 offset, int count)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.seek(offset));
    QByteArray bytes = f.read(count);
    for (char &c : bytes)
        c = char(~c);
    QVERIFY(f.seek(offset));
    QCOMPARE(f.write(bytes), qint64(count));
}
} // namespace

class TestStoreOpenFailure : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void failedOpenWritesNothing_data();
    void failedOpenWritesNothing();

private:
    // Makes `dir`/s.rowan in the state `kind` describes; with `crashed`, as a crash leaves it (a -wal
    // holding the last writes).
    void prepare(const QDir &scratch, const QString &target, Kind kind, bool crashed);
};

void TestStoreOpenFailure::prepare(const QDir &scratch, const QString &target, Kind kind, bool crashed)
{
    const Case c = caseFor(kind);
    const QString source = scratch.filePath(QStringLiteral("source.rowan"));
    const auto write = [](Store *store, int from, int to) {
        for (int i = from; i < to; ++i)
            ROWAN_VERIFY_OK(store->insertEntity(Dev, T,
                entity(QStringLiteral("p%1").arg(i % 7), QString::number(i),
                    {{"Text", Value::string(QString(200, QLatin1Char('x')))}})));
    };
    {
        auto store = openStore(source, c.storePassphrase);
        QVERIFY(store);
        ROWAN_VERIFY_OK(store->createTable(Dev, T));
        write(store.get(), 0, Entities);
    }
    {
        auto store = openStore(source, c.storePassphrase);
        QVERIFY(store);
        write(store.get(), Entities, Entities + Recent);
        if (crashed && (kind != Kind::NotAStore && kind != Kind::SchemaTooNew)) {
            ROWAN_VERIFY_OK(testing::copyStoreFiles(source, target));
            QVERIFY(QFile::exists(target + "-wal"));
        }
    }
    QByteArray change;
    if (kind == Kind::NotAStore)
        change = "DROP TABLE meta";
    else if (kind == Kind::SchemaTooNew)
        change = "UPDATE meta SET value = 99 WHERE key = 'schema_version'";
    if (!change.isEmpty()) {
        // The change lives in the -wal of the copy when crashed, in the main file otherwise.
        const QString copy = crashed ? target : scratch.filePath(QStringLiteral("discarded.rowan"));
        ROWAN_VERIFY_OK(testing::copyMidWrite(source, c.storePassphrase, change, copy));
        QVERIFY(QFile::exists(target + "-wal") == crashed);
    }
    if (!crashed)
        QVERIFY(QFile::copy(source, target));
    QVERIFY(!QFile::exists(source + "-wal"));
    const qint64 size = QFileInfo(target).size();
    if (kind == Kind::Damaged) {
        // Every page but the first, so some damaged page is not shadowed by a newer copy in the -wal.
        for (qint64 page = 4096; page < size; page += 4096)
            flipBytes(target, page + 100, 8);
    } else if (kind == Kind::Truncated) {
        QVERIFY(QFile::resize(target, 2 * 4096)); // more than the -wal can shadow
    } else if (kind == Kind::PlainCutInsideAPage || kind == Kind::CutInsideAPage) {
        QVERIFY(QFile::resize(target, 2 * 4096 + 2048));
    } else if (kind == Kind::CutAtOddSize) {
        QVERIFY(QFile::resize(target, 2 * 4096 + 1000));
    }
}

void TestStoreOpenFailure::failedOpenWritesNothing_data()
{
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<bool>("crashed");
    QTest::addColumn<bool>("strayShm"); // a -shm as another SQLite build would leave it
    const std::pair<const char *, Kind> kinds[] = {
        {"wrong passphrase", Kind::WrongPassphrase},
        {"no passphrase", Kind::NoPassphrase},
        {"passphrase for an unencrypted store", Kind::PassphraseForPlain},
        {"not a Rowan store", Kind::NotAStore},
        {"newer schema", Kind::SchemaTooNew},
        {"damaged page", Kind::Damaged},
        {"truncated", Kind::Truncated},
        {"cut at an odd size, wrong passphrase", Kind::CutAtOddSize},
        {"unencrypted, cut inside a page", Kind::PlainCutInsideAPage},
        {"cut inside a page", Kind::CutInsideAPage},
    };
    for (const auto &[name, kind] : kinds) {
        QTest::addRow("%s, closed", name) << kind << false << false;
        QTest::addRow("%s, crashed", name) << kind << true << false;
        QTest::addRow("%s, crashed, -shm", name) << kind << true << true;
    }
}

void TestStoreOpenFailure::failedOpenWritesNothing()
{
    QFETCH(Kind, kind);
    QFETCH(bool, crashed);
    QFETCH(bool, strayShm);
    const Case c = caseFor(kind);
    QTemporaryDir scratchDir;
    QTemporaryDir storeDir;
    const QDir scratch(scratchDir.path());
    const QDir dir(storeDir.path());
    const QString path = dir.filePath(QStringLiteral("s.rowan"));
    prepare(scratch, path, kind, crashed);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(QFile::exists(path + "-wal"), crashed);
    if (strayShm) {
        QFile shm(path + "-shm");
        QVERIFY(shm.open(QIODevice::WriteOnly));
        QByteArray bytes(32768, '\0');
        for (int i = 0; i < bytes.size(); ++i)
            bytes[i] = char(i * 7);
        shm.write(bytes);
    }

    const QMap<QString, QByteArray> before = snapshot(dir);
    StoreOptions options;
    options.passphrase = c.openPassphrase;
    options.verifyOnOpen = kind == Kind::Damaged || kind == Kind::Truncated;
    // A second try must find the same files: the first left nothing behind that changes the outcome.
    for (int attempt = 0; attempt < 2; ++attempt) {
        Result<std::unique_ptr<Store>> opened = nullptr;
        // The error is the whole report: nothing of the library's own logging reaches the user's terminal.
        const QByteArray printed = stderrOf([&] { opened = Store::open(path, options); });
        QVERIFY2(printed.isEmpty(), printed.constData());
        ROWAN_COMPARE_ERROR(opened, c.expected);
        const QMap<QString, QByteArray> after = snapshot(dir);
        QCOMPARE(after.keys(), before.keys());
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QVERIFY2(after.value(it.key()) == it.value(), qPrintable(it.key() + " changed"));
    }
    if (kind == Kind::CutAtOddSize || kind == Kind::PlainCutInsideAPage || kind == Kind::CutInsideAPage) {
        const auto opened = Store::open(path, options);
        QVERIFY(!opened);
        QVERIFY2(
            opened.error().message.contains(QLatin1String("cut short")), qPrintable(opened.error().message));
    }

    if (!c.reopens)
        return;
    auto store = openStore(path, c.storePassphrase);
    QVERIFY(store);
    ROWAN_VERIFY_OK(store->checkIntegrity());
    auto stats = store->tableStats(Dev, T);
    ROWAN_VERIFY_OK(stats);
    QCOMPARE(stats->entityCount, qint64(Entities + Recent));
    qint64 seen = 0;
    ROWAN_VERIFY_OK(store->scan(Dev, T, KeyRange::all(), [&seen](Entity &) {
        ++seen;
        return ScanControl::Continue;
    }));
    QCOMPARE(seen, qint64(Entities + Recent));
}

QTEST_GUILESS_MAIN(TestStoreOpenFailure)
#include "tst_storeopenfailure.moc"
