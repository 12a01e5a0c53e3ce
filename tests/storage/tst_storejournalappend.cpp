// Store::appendJournalRecords(): records of writes made elsewhere read back as the store's own (keys,
// before-image with its ETag, the ETag written), and input it cannot keep is refused whole, recording
// nothing.
#include "storetestutil.h"

#include <rowan/valuetext.h>

using namespace rowan;
using namespace rowan::test;

namespace {

const QString T = QStringLiteral("Remote");

QString etagAt(qint64 ticks)
{
    return etagForTimestamp(DateTime(ticks));
}

Entity before(const QString &rk, qint32 n, qint64 ticks)
{
    Entity e(QStringLiteral("p"), rk);
    e.setProperty(QStringLiteral("N"), Value::int32(n));
    e.setEtag(etagAt(ticks));
    return e;
}

} // namespace

class TestStoreJournalAppend : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup() { m_store.reset(); }
    void recordsReadBack();
    void refused_data();
    void refused();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;
    ActionId m_action = 0;
    int m_n = 0;
};

void TestStoreJournalAppend::init()
{
    m_store = openStore(m_dir.filePath(QStringLiteral("j%1.journal").arg(++m_n)));
    QVERIFY(m_store);
    // The table is the endpoint's: the journal store does not have it.
    auto id = m_store->beginAction(ActionInfo {QStringLiteral("edit"), QStringLiteral("e"), Dev, T, {}});
    QVERIFY(id);
    m_action = *id;
}

void TestStoreJournalAppend::recordsReadBack()
{
    const qint64 t1 = DateTime::fromIsoString(u"2026-03-01T10:00:00.1234567Z")->ticks();
    const qint64 t2 = t1 + 5;
    const QList<JournalRecord> records {
        {QStringLiteral("p"), QStringLiteral("edited"), before(QStringLiteral("edited"), 1, t1), etagAt(t2)},
        {QStringLiteral("p"), QStringLiteral("added"), std::nullopt, etagAt(t2)},
        {QStringLiteral("p"), QStringLiteral("deleted"), before(QStringLiteral("deleted"), 3, t1), QString()},
    };
    QVERIFY(m_store->appendJournalRecords(m_action, Dev, T.toLower(), records));
    auto action = m_store->journalAction(m_action);
    QVERIFY(action);
    QCOMPARE(action->entityCount, 3);
    QVERIFY(action->bytes > 0);
    QList<JournalRecord> read;
    QCOMPARE(m_store
                 ->journalRecords(m_action,
                     [&](JournalRecord &r) {
                         read.append(r);
                         return true;
                     })
                 .value_or(-1),
        3);
    for (qsizetype i = 0; i < records.size(); ++i) {
        QCOMPARE(read[i].partitionKey, records[i].partitionKey);
        QCOMPARE(read[i].rowKey, records[i].rowKey);
        QCOMPARE(read[i].afterEtag, records[i].afterEtag);
        QCOMPARE(read[i].before.has_value(), records[i].before.has_value());
        if (records[i].before) {
            QCOMPARE(read[i].before->etag(), records[i].before->etag());
            QVERIFY(read[i].before->sameContent(*records[i].before));
        }
    }
    QVERIFY(m_store->endAction(m_action));
    auto history = m_store->entityHistory(Dev, T, QStringLiteral("p"), QStringLiteral("deleted"));
    QVERIFY(history);
    QCOMPARE(history->size(), 1);
}

void TestStoreJournalAppend::refused_data()
{
    QTest::addColumn<QString>("what");
    for (const char *what : {"strong etag", "unencoded etag", "etag of before", "invalid key", "ended action",
             "unknown action", "other table", "other account"})
        QTest::newRow(what) << QString::fromLatin1(what);
}

void TestStoreJournalAppend::refused()
{
    QFETCH(QString, what);
    const qint64 t = DateTime::fromIsoString(u"2026-03-01T10:00:00Z")->ticks();
    JournalRecord good {
        QStringLiteral("p"), QStringLiteral("r"), before(QStringLiteral("r"), 1, t), etagAt(t + 1)};
    JournalRecord bad = good;
    ActionId action = m_action;
    QString account = Dev;
    QString table = T;
    if (what == u"strong etag")
        bad.afterEtag = QStringLiteral("\"0x8D9\"");
    else if (what == u"unencoded etag") // the colons must be percent-encoded, as the engine writes them
        bad.afterEtag = QStringLiteral("W/\"datetime'2026-03-01T10:00:00.0000001Z'\"");
    else if (what == u"etag of before")
        bad.before->setEtag(QStringLiteral("W/\"datetime'yesterday'\""));
    else if (what == u"invalid key")
        bad.rowKey = QStringLiteral("a/b");
    else if (what == u"ended action")
        QVERIFY(m_store->endAction(m_action));
    else if (what == u"unknown action")
        action = m_action + 100;
    else if (what == u"other table")
        table = QStringLiteral("Elsewhere");
    else
        account = QStringLiteral("someone");
    auto appended = m_store->appendJournalRecords(action, account, table, {good, bad});
    QVERIFY(!appended);
    // A key is refused as a write of it would be; everything else is input the journal cannot keep.
    QCOMPARE(
        appended.error().code, what == u"invalid key" ? ErrorCode::OutOfRangeInput : ErrorCode::InvalidInput);
    QVERIFY2(!appended.error().message.isEmpty(), "the error says why");
    // Nothing of the call was recorded, not even its good record.
    QCOMPARE(m_store->journalAction(m_action)->entityCount, 0);
    QCOMPARE(*m_store->journalSize(), 0);
}

QTEST_GUILESS_MAIN(TestStoreJournalAppend)
#include "tst_storejournalappend.moc"
