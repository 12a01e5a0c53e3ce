// ConnectionJournals: a connection's journal key from the keychain (made once, kept, reused), a passphrase
// where no keychain answers, a journal whose key is gone kept aside, and opening the journal around a
// service that keeps none.
#include "models/connections/connectionjournals.h"
#include "models/connections/secretstore.h"
#include "models/session/servicesession.h"
#include "support/withoutstatistics.h"

#include <rowan/undo.h>

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {

const QString Dev = QString::fromLatin1(DevelopmentAccountName);
const QString T = QStringLiteral("Orders");
const QString Id = QStringLiteral("8d0f6a3e-2b1c-4c55-9a0e-6f1d2c3b4a59");

// The future's result once it is there, the event loop running meanwhile (continuations run from it).
template<typename T>
T resultOf(QFuture<T> future)
{
    QDeadlineTimer deadline(20000);
    while (!future.isFinished() && !deadline.hasExpired())
        QTest::qWait(5);
    if (!future.isFinished() || future.resultCount() == 0)
        return T(fail(ErrorCode::OperationTimedOut, QStringLiteral("The future gave no result.")));
    return future.result();
}

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

} // namespace

class TestConnectionJournals : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void keychainKeepsOneKeyPerConnection();
    void keyCallsAtOnceShareOneKey();
    void noKeychainAsksForPassphrase_data();
    void noKeychainAsksForPassphrase();
    void attachJournalsTheService_data();
    void attachJournalsTheService();
    void wrongPassphraseLeavesJournalAlone();
    void journalWithoutKeyIsKeptAside();
    void malformedKeyRefused();
    void unsafeIdRefused_data();
    void unsafeIdRefused();
    void forgetRemovesJournalAndKey();
    void keptKeyReadsTheKeychainsAnswer_data();
    void keptKeyReadsTheKeychainsAnswer();

private:
    // A service over a fresh store that keeps no journal of its own, with the table T and one entity.
    std::shared_ptr<TableService> plainService();
    // attach() with the key key() gives (or `passphrase` when it needs one).
    Result<std::shared_ptr<TableService>> attach(
        ConnectionJournals &journals, const QString &passphrase = QStringLiteral("a passphrase"));

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ServiceSession> m_session;
    int m_n = 0;
};

void TestConnectionJournals::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_session = std::make_unique<ServiceSession>();
}

void TestConnectionJournals::cleanup()
{
    m_session.reset();
    m_dir.reset();
}

std::shared_ptr<TableService> TestConnectionJournals::plainService()
{
    StoreOptions options;
    options.createIfMissing = true;
    auto store = Store::open(m_dir->filePath(QStringLiteral("data%1.rowan").arg(++m_n)), options);
    if (!store)
        return nullptr;
    auto service = std::make_shared<WithoutStatistics>(std::shared_ptr<Store>(std::move(*store)));
    if (!service->createTable(Dev, T))
        return nullptr;
    Entity e(QStringLiteral("p"), QStringLiteral("r"));
    e.setProperty(QStringLiteral("N"), Value::int32(1));
    if (!service->write(Dev, T, {OperationType::Insert, e, {}}))
        return nullptr;
    return service;
}

Result<std::shared_ptr<TableService>> TestConnectionJournals::attach(
    ConnectionJournals &journals, const QString &passphrase)
{
    const auto key = resultOf(journals.key(Id));
    if (!key)
        return std::unexpected(key.error());
    return resultOf(journals.attach(plainService(), Id, key->needsPassphrase ? passphrase : key->key));
}

void TestConnectionJournals::keychainKeepsOneKeyPerConnection()
{
    MemorySecretStore secrets(true);
    ConnectionJournals journals(m_session.get(), &secrets, m_dir->filePath(QStringLiteral("journals")));
    QCOMPARE(journals.journalPath(Id), m_dir->filePath(QStringLiteral("journals/%1.journal").arg(Id)));
    QVERIFY(ConnectionJournals::defaultFolder().endsWith(QStringLiteral("/journals")));

    const auto first = resultOf(journals.key(Id));
    QVERIFY2(first, first ? "" : qPrintable(first.error().toString()));
    QVERIFY(!first->needsPassphrase);
    QVERIFY(!first->exists);
    QVERIFY(first->notice.isEmpty());
    const QRegularExpression raw(QStringLiteral("^x'([0-9a-f]{64})'$"));
    const auto match = raw.match(first->key);
    QVERIFY2(match.hasMatch(), qPrintable(first->key));
    // The keychain keeps the key under the connection's journal entry, apart from its connection secret.
    const auto kept = resultOf(secrets.read(ConnectionJournals::secretId(Id)));
    QVERIFY(kept);
    QCOMPARE(*kept, match.captured(1));
    QCOMPARE(ConnectionJournals::secretId(Id), QStringLiteral("journal:") + Id);

    const auto again = resultOf(journals.key(Id));
    QVERIFY(again);
    QCOMPARE(again->key, first->key);
    const auto other = resultOf(journals.key(QStringLiteral("another-connection")));
    QVERIFY(other);
    QVERIFY(other->key != first->key);
}

void TestConnectionJournals::keyCallsAtOnceShareOneKey()
{
    // Two quick connects to a new connection: one key is made, kept, and given to both.
    MemorySecretStore secrets(true);
    ConnectionJournals journals(m_session.get(), &secrets, m_dir->filePath(QStringLiteral("journals")));
    auto first = journals.key(Id);
    auto second = journals.key(Id);
    const auto a = resultOf(first);
    const auto b = resultOf(second);
    QVERIFY(a);
    QVERIFY(b);
    QCOMPARE(a->key, b->key);
    QCOMPARE(QStringLiteral("x'%1'").arg(*resultOf(secrets.read(ConnectionJournals::secretId(Id)))), a->key);
}

void TestConnectionJournals::noKeychainAsksForPassphrase_data()
{
    QTest::addColumn<bool>("journalExists");
    QTest::newRow("new journal") << false;
    QTest::newRow("existing journal") << true;
}

void TestConnectionJournals::noKeychainAsksForPassphrase()
{
    QFETCH(bool, journalExists);
    MemorySecretStore secrets(false);
    ConnectionJournals journals(m_session.get(), &secrets, m_dir->filePath(QStringLiteral("journals")));
    if (journalExists)
        QVERIFY(attach(journals));
    const auto key = resultOf(journals.key(Id));
    QVERIFY2(key, key ? "" : qPrintable(key.error().toString()));
    QVERIFY(key->needsPassphrase);
    QVERIFY(key->key.isEmpty());
    QCOMPARE(key->exists, journalExists);
    QCOMPARE(QFile::exists(journals.journalPath(Id)), journalExists);
}

void TestConnectionJournals::attachJournalsTheService_data()
{
    QTest::addColumn<bool>("keychain");
    QTest::newRow("key in the keychain") << true;
    QTest::newRow("passphrase") << false;
}

void TestConnectionJournals::attachJournalsTheService()
{
    QFETCH(bool, keychain);
    MemorySecretStore secrets(keychain);
    ConnectionJournals journals(m_session.get(), &secrets, m_dir->filePath(QStringLiteral("journals")));
    ActionId id = 0;
    {
        auto service = attach(journals);
        QVERIFY2(service, service ? "" : qPrintable(service.error().toString()));
        QVERIFY((*service)->has(ServiceCapability::Journal));
        QCOMPARE((*service)->description().kind, ServiceKind::Remote);
        auto begun
            = (*service)->beginAction(ActionInfo {QStringLiteral("edit"), QStringLiteral("e"), Dev, T, {}});
        QVERIFY(begun);
        id = *begun;
        Entity e(QStringLiteral("p"), QStringLiteral("r"));
        e.setProperty(QStringLiteral("N"), Value::int32(2));
        QVERIFY((*service)->withAction(id)->write(Dev, T, {OperationType::Update, e, {}}));
        QVERIFY((*service)->endAction(id));
    }
    // The file is encrypted: it does not open without the key.
    StoreOptions plain;
    auto unkeyed = Store::open(journals.journalPath(Id), plain);
    QVERIFY(!unkeyed);
    QCOMPARE(unkeyed.error().code, ErrorCode::StoreWrongPassphrase);
    // Connecting again finds the journal with its action.
    auto again = attach(journals);
    QVERIFY(again);
    auto action = (*again)->journalAction(id);
    QVERIFY(action);
    QCOMPARE(action->entityCount, 1);
}

void TestConnectionJournals::wrongPassphraseLeavesJournalAlone()
{
    MemorySecretStore secrets(false);
    ConnectionJournals journals(m_session.get(), &secrets, m_dir->filePath(QStringLiteral("journals")));
    QVERIFY(attach(journals, QStringLiteral("right")));
    const QByteArray hash = fileHash(journals.journalPath(Id));
    QVERIFY(!hash.isEmpty());
    auto wrong = attach(journals, QStringLiteral("wrong"));
    QVERIFY(!wrong);
    QCOMPARE(wrong.error().code, ErrorCode::StoreWrongPassphrase);
    QVERIFY2(wrong.error().message.contains(QStringLiteral(".journal")), qPrintable(wrong.error().message));
    QCOMPARE(fileHash(journals.journalPath(Id)), hash);
    QVERIFY(attach(journals, QStringLiteral("right")));
}

void TestConnectionJournals::journalWithoutKeyIsKeptAside()
{
    const QString folder = m_dir->filePath(QStringLiteral("journals"));
    {
        MemorySecretStore secrets(true);
        ConnectionJournals journals(m_session.get(), &secrets, folder);
        QVERIFY(attach(journals));
    }
    const QString path = QDir(folder).filePath(Id + QStringLiteral(".journal"));
    const QByteArray hash = fileHash(path);
    QVERIFY(!hash.isEmpty());
    // The keychain lost the key (another machine's keychain, a reset): the old journal cannot be read.
    MemorySecretStore emptied(true);
    ConnectionJournals journals(m_session.get(), &emptied, folder);
    const auto key = resultOf(journals.key(Id));
    QVERIFY2(key, key ? "" : qPrintable(key.error().toString()));
    QVERIFY(!key->needsPassphrase);
    QVERIFY(!key->exists);
    QVERIFY(!key->notice.isEmpty());
    QVERIFY(!QFile::exists(path));
    const QStringList aside
        = QDir(folder).entryList({Id + QStringLiteral(".journal.lost-key-*")}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QVERIFY2(key->notice.contains(aside.first()), qPrintable(key->notice));
    QCOMPARE(fileHash(QDir(folder).filePath(aside.first())), hash);
    auto fresh = resultOf(journals.attach(plainService(), Id, key->key));
    QVERIFY(fresh);
    QCOMPARE((*fresh)->journalActions()->size(), 0);
}

void TestConnectionJournals::malformedKeyRefused()
{
    MemorySecretStore secrets(true);
    QVERIFY(resultOf(secrets.write(ConnectionJournals::secretId(Id), QStringLiteral("not a key"))));
    ConnectionJournals journals(m_session.get(), &secrets, m_dir->filePath(QStringLiteral("journals")));
    const auto key = resultOf(journals.key(Id));
    QVERIFY(!key);
    QCOMPARE(key.error().code, ErrorCode::InvalidInput);
    QVERIFY2(key.error().message.contains(ConnectionJournals::secretId(Id)), qPrintable(key.error().message));
    // The entry is left for the user to look at.
    QCOMPARE(*resultOf(secrets.read(ConnectionJournals::secretId(Id))), QStringLiteral("not a key"));
}

void TestConnectionJournals::unsafeIdRefused_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("empty") << QString();
    QTest::newRow("parent") << QStringLiteral("../outside");
    QTest::newRow("folder") << QStringLiteral("a/b");
    QTest::newRow("hidden") << QStringLiteral(".journal");
}

void TestConnectionJournals::unsafeIdRefused()
{
    QFETCH(QString, id);
    MemorySecretStore secrets(true);
    ConnectionJournals journals(m_session.get(), &secrets, m_dir->filePath(QStringLiteral("journals")));
    const auto key = resultOf(journals.key(id));
    QVERIFY(!key);
    QCOMPARE(key.error().code, ErrorCode::InvalidInput);
    QVERIFY(!resultOf(secrets.read(ConnectionJournals::secretId(id))));
}

void TestConnectionJournals::forgetRemovesJournalAndKey()
{
    MemorySecretStore secrets(true);
    ConnectionJournals journals(m_session.get(), &secrets, m_dir->filePath(QStringLiteral("journals")));
    {
        auto service = attach(journals);
        QVERIFY(service);
    }
    QVERIFY(QFile::exists(journals.journalPath(Id)));
    journals.forget(Id);
    QVERIFY(!QFile::exists(journals.journalPath(Id)));
    QCOMPARE(
        resultOf(secrets.read(ConnectionJournals::secretId(Id))).error().code, ErrorCode::ResourceNotFound);
}

void TestConnectionJournals::keptKeyReadsTheKeychainsAnswer_data()
{
    QTest::addColumn<QString>("kept"); // the secret read; empty: the read failed with `readError`
    QTest::addColumn<int>("readError");
    QTest::addColumn<int>("error"); // -1: a key
    QTest::addColumn<bool>("needsPassphrase");
    const QString hex = QString(64, QLatin1Char('a'));
    QTest::newRow("a key") << hex << -1 << -1 << false;
    QTest::newRow("not a key") << QStringLiteral("hunter2") << -1 << int(ErrorCode::InvalidInput) << false;
    QTest::newRow("no keychain") << QString() << int(ErrorCode::NotImplemented) << -1 << true;
    QTest::newRow("no key kept") << QString() << int(ErrorCode::ResourceNotFound)
                                 << int(ErrorCode::ResourceNotFound) << false;
    QTest::newRow("keychain refused")
        << QString() << int(ErrorCode::StoreIoError) << int(ErrorCode::StoreIoError) << false;
}

void TestConnectionJournals::keptKeyReadsTheKeychainsAnswer()
{
    QFETCH(QString, kept);
    QFETCH(int, readError);
    QFETCH(int, error);
    QFETCH(bool, needsPassphrase);
    const Result<QString> read = readError < 0
        ? Result<QString>(kept)
        : Result<QString>(std::unexpected(Error {ErrorCode(readError), QStringLiteral("read")}));
    const auto key = ConnectionJournals::keptKey(read, QStringLiteral("id"));
    if (error >= 0) {
        QVERIFY(!key);
        QCOMPARE(int(key.error().code), error);
        return;
    }
    QVERIFY(key);
    QCOMPARE(key->needsPassphrase, needsPassphrase);
    QCOMPARE(key->key.isEmpty(), needsPassphrase);
    if (!needsPassphrase)
        QVERIFY(key->key.contains(kept));
    QVERIFY(!key->exists);
}

QTEST_GUILESS_MAIN(TestConnectionJournals)
#include "tst_connectionjournals.moc"
