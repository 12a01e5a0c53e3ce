// The journal file of JournalingTableService over `rowan serve`: its actions after a restart, an action a
// crash interrupted, a wrong or empty key, a second handle while reconnecting, and trimming to its limits.
#include "remote/journalfixture.h"

#include <rowan/undo.h>

using namespace rowan;
using namespace journaltest;

class TestRemoteJournalFile : public QObject
{
    Q_OBJECT

private slots:
    void init() { QCOMPARE(m_fixture.start(), QString()); }
    void cleanup() { m_fixture.stop(); }

    void journalSurvivesRestart();
    void interruptedActionCanBeUndone();
    void wrongKeyRefusedAndNothingDamaged_data();
    void wrongKeyRefusedAndNothingDamaged();
    void emptyKeyRefused();
    void openTwiceWhileReconnecting();
    void trimsToItsLimits();

private:
    JournalFixture m_fixture;
};

void TestRemoteJournalFile::journalSurvivesRestart()
{
    const State start = stateOf(*m_fixture.other());
    ActionId id = 0;
    {
        auto service = m_fixture.openJournaled();
        QVERIFY(service);
        id = act(*service, QStringLiteral("delete"), [](TableService &w) {
            return bool(
                w.write(Dev, T, {OperationType::Delete, keys(QStringLiteral("a"), QStringLiteral("3")), {}}));
        });
        QVERIFY(id != 0);
        QVERIFY(service->setJournalLimits(JournalLimits {1024 * 1024, 7}));
    }
    auto reopened = m_fixture.openJournaled();
    QVERIFY(reopened);
    auto actions = reopened->journalActions();
    QVERIFY(actions);
    QCOMPARE(actions->size(), 1);
    QCOMPARE(actions->first().id, id);
    QVERIFY(!actions->first().interrupted);
    QCOMPARE(reopened->journalLimits()->maxAgeDays, 7);
    auto history = reopened->entityHistory(Dev, T, QStringLiteral("a"), QStringLiteral("3"));
    QVERIFY(history);
    QCOMPARE(history->size(), 1);
    QVERIFY(history->first().record.before);
    QVERIFY(history->first().record.afterEtag.isEmpty());
    QCOMPARE(lastUndoableAction(*reopened, JournalFilter {Dev, T, -1}).value_or(0), id);
    auto undone = undoAction(*reopened, id);
    QVERIFY(undone);
    QCOMPARE(stateOf(*m_fixture.other()), start);
}

void TestRemoteJournalFile::interruptedActionCanBeUndone()
{
    const State start = stateOf(*m_fixture.other());
    ActionId id = 0;
    {
        // The process dies after the write and its record, before the action ends.
        auto service = m_fixture.openJournaled();
        QVERIFY(service);
        auto begun
            = service->beginAction(ActionInfo {QStringLiteral("edit"), QStringLiteral("e"), Dev, T, {}});
        QVERIFY(begun);
        id = *begun;
        QVERIFY(service->withAction(id)->write(
            Dev, T, {OperationType::Update, make(QStringLiteral("b"), QStringLiteral("2"), 0), {}}));
    }
    auto reopened = m_fixture.openJournaled();
    QVERIFY(reopened);
    auto action = reopened->journalAction(id);
    QVERIFY(action);
    QVERIFY(action->interrupted);
    QCOMPARE(action->entityCount, 1);
    auto undone = undoAction(*reopened, id);
    QVERIFY2(undone, undone ? "" : qPrintable(undone.error().toString()));
    QCOMPARE(stateOf(*m_fixture.other()), start);
}

void TestRemoteJournalFile::wrongKeyRefusedAndNothingDamaged_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("wrongKey");
    // A raw key (the keychain's) and a passphrase (where no keychain answers), each against the other kind.
    QTest::newRow("raw key") << Key << QStringLiteral("correct horse battery staple");
    QTest::newRow("passphrase") << QStringLiteral("correct horse battery staple") << Key;
    QTest::newRow("raw key, another")
        << Key << QStringLiteral("x'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'");
}

void TestRemoteJournalFile::wrongKeyRefusedAndNothingDamaged()
{
    QFETCH(QString, key);
    QFETCH(QString, wrongKey);
    const QString path = m_fixture.journalPath(QStringLiteral("k.journal"));
    ActionId id = 0;
    {
        auto opened = JournalingTableService::open(
            std::make_shared<RemoteTableService>(m_fixture.endpoint()), path, key);
        QVERIFY(opened);
        id = act(**opened, QStringLiteral("add"), [](TableService &w) {
            return bool(w.write(
                Dev, T, {OperationType::Insert, make(QStringLiteral("k"), QStringLiteral("1"), 1), {}}));
        });
        QVERIFY(id != 0);
    }
    const QByteArray hash = fileHash(path);
    QVERIFY(!hash.isEmpty());
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    auto wrong = JournalingTableService::open(
        std::make_shared<RemoteTableService>(m_fixture.endpoint()), path, wrongKey);
    QVERIFY(!wrong);
    QCOMPARE(wrong.error().code, ErrorCode::StoreWrongPassphrase);
    QVERIFY2(wrong.error().message.contains(QStringLiteral("k.journal")), qPrintable(wrong.error().message));
    QCOMPARE(fileHash(path), hash);
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    auto right
        = JournalingTableService::open(std::make_shared<RemoteTableService>(m_fixture.endpoint()), path, key);
    QVERIFY(right);
    QCOMPARE((*right)->journalAction(id)->entityCount, 1);
}

void TestRemoteJournalFile::emptyKeyRefused()
{
    const QString path = m_fixture.journalPath(QStringLiteral("none.journal"));
    auto opened
        = JournalingTableService::open(std::make_shared<RemoteTableService>(m_fixture.endpoint()), path, {});
    QVERIFY(!opened);
    QCOMPARE(opened.error().code, ErrorCode::InvalidInput);
    QVERIFY(!QFile::exists(path));
}

void TestRemoteJournalFile::openTwiceWhileReconnecting()
{
    // Connecting again to a connection shown opens its journal before the old one closes.
    auto first = m_fixture.openJournaled();
    QVERIFY(first);
    auto second = m_fixture.openJournaled();
    QVERIFY(second);
    const auto id = act(*second, QStringLiteral("edit"), [](TableService &w) {
        return bool(
            w.write(Dev, T, {OperationType::Update, make(QStringLiteral("a"), QStringLiteral("1"), 5), {}}));
    });
    QVERIFY(id != 0);
    first.reset();
    QCOMPARE(second->journalAction(id)->entityCount, 1);
    QVERIFY(undoAction(*second, id));
}

void TestRemoteJournalFile::trimsToItsLimits()
{
    auto service = m_fixture.openJournaled();
    QVERIFY(service);
    QCOMPARE(service->setJournalLimits(JournalLimits {0, 30}).error().code, ErrorCode::InvalidInput);
    QList<ActionId> ids;
    for (int i = 0; i < 5; ++i) {
        ids.append(act(*service, QStringLiteral("edit"), [i](TableService &w) {
            return bool(w.write(
                Dev, T, {OperationType::Update, make(QStringLiteral("a"), QString::number(i), 50 + i), {}}));
        }));
        QVERIFY(ids.last() != 0);
    }
    QCOMPARE(service->journalActions()->size(), 5);
    const qint64 each = service->journalAction(ids.last())->bytes;
    QCOMPARE(*service->journalSize(), 5 * each);
    // Room for two and a half actions: the oldest three go at once.
    QVERIFY(service->setJournalLimits(JournalLimits {each * 5 / 2, 30}));
    auto kept = service->journalActions();
    QVERIFY(kept);
    QCOMPARE(kept->size(), 2);
    QCOMPARE(kept->at(0).id, ids.at(4));
    QCOMPARE(kept->at(1).id, ids.at(3));
    QCOMPARE(*service->journalSize(), 2 * each);
    QCOMPARE(service->journalAction(ids.at(0)).error().code, ErrorCode::ResourceNotFound);
    // At the smallest bound the newest action is kept, so the last thing done can still be undone.
    QVERIFY(service->setJournalLimits(JournalLimits {1, 30}));
    QCOMPARE(service->journalActions()->size(), 1);
    QVERIFY(undoAction(*service, ids.at(4)));
}

QTEST_GUILESS_MAIN(TestRemoteJournalFile)
#include "tst_remotejournalfile.moc"
