// TextIndexJob: reads a table's text index status, builds the index in the background with progress until
// it is ready (and then holds every entity), removes it, stops a build when cancelled (a later build
// finishes it), and fails with the engine's error for a table that does not exist.
#include "support/teststore.h"

#include "models/find/textindexjob.h"
#include "models/session/servicesession.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {
constexpr qint64 Entities = 3000;

Entity item(qint64 i)
{
    Entity e(u"p%1"_s.arg(i / 100), u"r%1"_s.arg(i, 5, 10, QLatin1Char('0')));
    e.appendProperty(u"Name"_s, Value::string(u"item %1"_s.arg(i)));
    return e;
}

TextIndexStatus statusOf(const QSignalSpy &spy)
{
    return spy.last().first().value<TextIndexStatus>();
}
} // namespace

class TestTextIndexJob : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void buildAndRemove();
    void cancelledBuildResumes();
    void missingTableFails();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
};

void TestTextIndexJob::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = TestStoreBuilder(m_dir, u"index.rowan"_s)
                  .table(u"Items"_s, Entities, item)
                  .table(u"Large"_s, 40000, item)
                  .build();
    QVERIFY(m_store);
}

void TestTextIndexJob::buildAndRemove()
{
    ServiceSession session;
    session.setStore(m_store);
    TextIndexJob job(&session);
    QSignalSpy status(&job, &TextIndexJob::statusLoaded);
    QSignalSpy progress(&job, &TextIndexJob::progress);
    job.loadStatus(TestStoreBuilder::account(), u"Items"_s);
    QTRY_COMPARE(status.size(), 1);
    QCOMPARE(statusOf(status).state, TextIndexStatus::State::None);

    job.build(TestStoreBuilder::account(), u"Items"_s);
    QVERIFY(job.isRunning());
    QTRY_COMPARE(status.size(), 2);
    QCOMPARE(statusOf(status).state, TextIndexStatus::State::Ready);
    QCOMPARE(statusOf(status).entities, Entities);
    QVERIFY(statusOf(status).bytes > 0);
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(1).toLongLong(), Entities);
    // The engine agrees.
    const auto stored = m_store->textIndexStatus(TestStoreBuilder::account(), u"Items"_s);
    QVERIFY(stored);
    QCOMPARE(stored->state, TextIndexStatus::State::Ready);

    job.remove(TestStoreBuilder::account(), u"Items"_s);
    QTRY_COMPARE(status.size(), 3);
    QCOMPARE(statusOf(status).state, TextIndexStatus::State::None);
    QCOMPARE(m_store->textIndexStatus(TestStoreBuilder::account(), u"Items"_s)->state,
        TextIndexStatus::State::None);
}

void TestTextIndexJob::cancelledBuildResumes()
{
    ServiceSession session;
    session.setStore(m_store);
    TextIndexJob job(&session);
    QSignalSpy status(&job, &TextIndexJob::statusLoaded);
    QSignalSpy progress(&job, &TextIndexJob::progress);
    QSignalSpy cancelled(&job, &TextIndexJob::cancelled);
    job.build(TestStoreBuilder::account(), u"Large"_s);
    QTRY_VERIFY(!progress.isEmpty());
    job.cancel();
    QCOMPARE(cancelled.size(), 1);
    session.pool()->waitForDone();
    QCoreApplication::processEvents();
    QCOMPARE(status.size(), 0); // the stopped run says nothing more
    job.build(TestStoreBuilder::account(), u"Large"_s);
    QTRY_COMPARE_WITH_TIMEOUT(status.size(), 1, 60000);
    QCOMPARE(statusOf(status).state, TextIndexStatus::State::Ready);
    QCOMPARE(statusOf(status).entities, qint64(40000));
}

void TestTextIndexJob::missingTableFails()
{
    ServiceSession session;
    session.setStore(m_store);
    TextIndexJob job(&session);
    QSignalSpy failed(&job, &TextIndexJob::failed);
    job.build(TestStoreBuilder::account(), u"Nowhere"_s);
    QTRY_COMPARE(failed.size(), 1);
    QVERIFY(!failed.first().first().toString().isEmpty());
}

QTEST_MAIN(TestTextIndexJob)
#include "tst_textindexjob.moc"
