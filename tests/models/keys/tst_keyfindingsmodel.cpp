// KeyFindingsModel: rows and columns of findings, the severity roles and icons, the sample stated; and
// KeyFindingsJob feeding it from the demo tables through the table service (with and without statistics),
// cancelling, and dropping a stale run. QAbstractItemModelTester watches every change.
#include "support/modeltestsupport.h"

#include "models/keys/keyfindingsjob.h"
#include "models/keys/keyfindingsmodel.h"
#include "models/session/servicesession.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString AccountName = QStringLiteral("devstoreaccount1");

KeyFinding finding(const QString &rule, FindingSeverity severity, const QStringList &evidence)
{
    return KeyFinding {rule, severity, rule + QStringLiteral(" title"), evidence,
        QStringLiteral("consequence"), QStringLiteral("Some pattern"), QStringLiteral("the fix")};
}
} // namespace

class TestKeyFindingsModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void rowsAndRoles_data();
    void rowsAndRoles();
    void sampleText_data();
    void sampleText();
    void demoTables_data();
    void demoTables();
    void withoutStatistics();
    void cancelStopsAndSaysSo();
    void newerRunWins();
    void missingTableFails();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
};

void TestKeyFindingsModel::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = TestStoreBuilder(m_dir, QStringLiteral("keys.rowan")).demo().build();
    QVERIFY(m_store);
}

void TestKeyFindingsModel::rowsAndRoles_data()
{
    QTest::addColumn<QList<KeyFinding>>("findings");
    QTest::newRow("none") << QList<KeyFinding> {};
    QTest::newRow("one warning") << QList<KeyFinding> {finding(
        QStringLiteral("numeric-padding"), FindingSeverity::Warning, {QStringLiteral("'10' before '9'")})};
    QTest::newRow("three kinds") << QList<KeyFinding> {
        finding(QStringLiteral("key-characters"), FindingSeverity::Warning, {QStringLiteral("'a/b'")}),
        finding(QStringLiteral("dominant-partition"), FindingSeverity::Advice, {}),
        finding(QStringLiteral("log-tail"), FindingSeverity::Info,
            {QStringLiteral("'p' / '2518…'"), QStringLiteral("'p' / '2519…'")})};
}

void TestKeyFindingsModel::rowsAndRoles()
{
    QFETCH(QList<KeyFinding>, findings);
    KeyFindingsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.hasInsight());
    KeyInsight insight;
    insight.findings = findings;
    model.setInsight(insight);
    QVERIFY(model.hasInsight());
    QCOMPARE(model.rowCount(), findings.size());
    QCOMPARE(model.columnCount(), int(KeyFindingsModel::ColumnCount));
    for (int r = 0; r < findings.size(); ++r) {
        const KeyFinding &f = findings.at(r);
        QCOMPARE(model.index(r, KeyFindingsModel::TitleColumn).data().toString(), f.title);
        QCOMPARE(model.index(r, KeyFindingsModel::RuleColumn).data().toString(), f.ruleId);
        QCOMPARE(model.index(r, KeyFindingsModel::PatternColumn).data().toString(), f.pattern);
        QCOMPARE(model.index(r, KeyFindingsModel::EvidenceColumn).data().toString(), f.evidence.join(u'\n'));
        QCOMPARE(model.index(r, KeyFindingsModel::FixColumn).data().toString(), f.fix);
        QCOMPARE(model.index(r, 0).data(KeyFindingsModel::SeverityRole).toInt(), int(f.severity));
        QCOMPARE(model.index(r, 0).data(KeyFindingsModel::EvidenceRole).toStringList(), f.evidence);
        const QIcon icon = model.index(r, 0).data(Qt::DecorationRole).value<QIcon>();
        QVERIFY(!icon.isNull());
        QVERIFY(!icon.pixmap(16, 16).isNull());
        QVERIFY(!model.index(r, KeyFindingsModel::FixColumn).data(Qt::DecorationRole).isValid());
        const QString details = model.index(r, 0).data(KeyFindingsModel::DetailsRole).toString();
        QVERIFY(details.contains(f.pattern));
        for (const QString &e : f.evidence)
            QVERIFY2(details.contains(e.toHtmlEscaped()), qPrintable(details));
    }
    for (int c = 0; c < model.columnCount(); ++c)
        QVERIFY(!model.headerData(c, Qt::Horizontal).toString().isEmpty());
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(model.sampleText().isEmpty());
}

void TestKeyFindingsModel::sampleText_data()
{
    QTest::addColumn<bool>("whole");
    QTest::addColumn<QString>("description");
    QTest::addColumn<QString>("expected");
    QTest::newRow("whole") << true << QStringLiteral("all 8,400 keys")
                           << QStringLiteral("Read all 8,400 keys.");
    QTest::newRow("sample") << false << QStringLiteral("a sample of 200,000 of 10,000,000 keys")
                            << QStringLiteral(
                                   "Judged on a sample of 200,000 of 10,000,000 keys: findings about "
                                   "RowKeys hold for the sample.");
}

void TestKeyFindingsModel::sampleText()
{
    QFETCH(bool, whole);
    QFETCH(QString, description);
    QFETCH(QString, expected);
    KeyFindingsModel model;
    KeyInsight insight;
    insight.wholeTable = whole;
    insight.sampleDescription = description;
    model.setInsight(insight);
    QCOMPARE(model.sampleText(), expected);
}

void TestKeyFindingsModel::demoTables_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("rule");
    QTest::newRow("Employees") << QStringLiteral("Employees") << QStringLiteral("rowkey-index-entities");
    QTest::newRow("EmployeeIndex") << QStringLiteral("EmployeeIndex")
                                   << QStringLiteral("partition-index-entities");
    QTest::newRow("Organization") << QStringLiteral("Organization") << QStringLiteral("rowkey-entity-kinds");
    QTest::newRow("EmployeeExpense") << QStringLiteral("EmployeeExpense") << QStringLiteral("log-tail");
    QTest::newRow("Marathon") << QStringLiteral("Marathon") << QStringLiteral("rowkey-index-entities");
    QTest::newRow("MessageStats") << QStringLiteral("MessageStats") << QStringLiteral("data-series");
}

void TestKeyFindingsModel::demoTables()
{
    QFETCH(QString, table);
    QFETCH(QString, rule);
    ServiceSession session;
    session.setStore(m_store);
    KeyFindingsJob job(&session);
    KeyFindingsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    connect(&job, &KeyFindingsJob::finished, &model, &KeyFindingsModel::setInsight);
    QSignalSpy finished(&job, &KeyFindingsJob::finished);
    job.start(AccountName, table);
    QVERIFY(job.isRunning());
    QTRY_COMPARE(finished.size(), 1);
    QVERIFY(!job.isRunning());
    QVERIFY(job.lastDurationMs() >= 0);
    QVERIFY(model.rowCount() > 0);
    QCOMPARE(model.index(0, KeyFindingsModel::RuleColumn).data().toString(), rule);
    QVERIFY2(model.sampleText().startsWith(QStringLiteral("Read all ")), qPrintable(model.sampleText()));
}

void TestKeyFindingsModel::withoutStatistics()
{
    ServiceSession session;
    session.setService(std::make_shared<WithoutStatistics>(m_store));
    KeyFindingsJob job(&session);
    job.options().maxKeys = 500;
    QSignalSpy finished(&job, &KeyFindingsJob::finished);
    job.start(AccountName, QStringLiteral("Marathon"));
    QTRY_COMPARE(finished.size(), 1);
    const auto insight = finished.first().first().value<KeyInsight>();
    QCOMPARE(insight.sampledKeys, 500);
    QVERIFY2(insight.sampleDescription.contains(QStringLiteral("no statistics")),
        qPrintable(insight.sampleDescription));
}

void TestKeyFindingsModel::cancelStopsAndSaysSo()
{
    ServiceSession session;
    session.setStore(m_store);
    KeyFindingsJob job(&session);
    QSignalSpy finished(&job, &KeyFindingsJob::finished);
    QSignalSpy cancelled(&job, &KeyFindingsJob::cancelled);
    job.start(AccountName, QStringLiteral("Marathon"));
    job.cancel();
    QCOMPARE(cancelled.size(), 1);
    QVERIFY(!job.isRunning());
    session.pool()->waitForDone();
    QCoreApplication::processEvents();
    QCOMPARE(finished.size(), 0);
    // Cancelling when nothing runs says nothing.
    job.cancel();
    QCOMPARE(cancelled.size(), 1);
}

void TestKeyFindingsModel::newerRunWins()
{
    ServiceSession session;
    session.setStore(m_store);
    KeyFindingsJob job(&session);
    QSignalSpy finished(&job, &KeyFindingsJob::finished);
    job.start(AccountName, QStringLiteral("Marathon"));
    job.start(AccountName, QStringLiteral("EmployeeExpense"));
    QTRY_COMPARE(finished.size(), 1);
    session.pool()->waitForDone();
    QCoreApplication::processEvents();
    QCOMPARE(finished.size(), 1);
    const auto insight = finished.first().first().value<KeyInsight>();
    QCOMPARE(insight.findings.first().ruleId, QStringLiteral("log-tail"));
    QCOMPARE(job.table(), QStringLiteral("EmployeeExpense"));
}

void TestKeyFindingsModel::missingTableFails()
{
    ServiceSession session;
    KeyFindingsJob job(&session);
    QSignalSpy failed(&job, &KeyFindingsJob::failed);
    job.start(AccountName, QStringLiteral("Marathon"));
    QCOMPARE(failed.size(), 1); // no store open
    session.setStore(m_store);
    job.start(AccountName, QStringLiteral("NoSuchTable"));
    QTRY_COMPARE(failed.size(), 2);
    QVERIFY(!failed.last().first().toString().isEmpty());
}

QTEST_MAIN(TestKeyFindingsModel)
#include "tst_keyfindingsmodel.moc"
