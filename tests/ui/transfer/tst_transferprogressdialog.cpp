// TransferProgressDialog over a real TransferJob: the progress line, a copy with rejected rows ending in a
// summary with Open Error Report, Cancel, and a screenshot of a copy in progress.
#include "ui/transfer/transferprogressdialog.h"

#include "models/transfer/transferjob.h"
#include "support/teststore.h"

#include <rowan/localtableservice.h>
#include <rowan/store.h>

#include <QDir>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {
const QString account = u"devstoreaccount1"_s;
}

class TestTransferProgressDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void progressText_data();
    void progressText();
    void copyWithErrors();
    void cancel();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    std::shared_ptr<TableService> m_service;
};

void TestTransferProgressDialog::initTestCase()
{
    m_store = TestStoreBuilder(m_dir, u"progress.rowan"_s)
                  .table(u"Orders"_s, 20000,
                      [](qint64 i) {
                          Entity e(u"p%1"_s.arg(i / 1000), u"r%1"_s.arg(i, 6, 10, QLatin1Char('0')));
                          e.setProperty(u"Total"_s, Value::float64(i * 1.5));
                          return e;
                      })
                  .build();
    QVERIFY(m_store);
    m_service = std::make_shared<LocalTableService>(m_store);
}

void TestTransferProgressDialog::progressText_data()
{
    QTest::addColumn<qint64>("written");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("elapsedMs");
    QTest::addColumn<QString>("text");
    QTest::newRow("start") << 0LL << -1LL << 0LL << u"0 entities"_s;
    QTest::newRow("no total") << 5000LL << -1LL << 1000LL << u"5,000 entities · 5,000/s"_s;
    QTest::newRow("with total") << 5000LL << 20000LL << 2000LL
                                << u"5,000 of 20,000 entities · 2,500/s · about 6 s left"_s;
    QTest::newRow("done") << 20000LL << 20000LL << 4000LL << u"20,000 of 20,000 entities · 5,000/s"_s;
}

void TestTransferProgressDialog::progressText()
{
    QFETCH(qint64, written);
    QFETCH(qint64, total);
    QFETCH(qint64, elapsedMs);
    QFETCH(QString, text);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    transfer::Progress p;
    p.written = written;
    p.entitiesTotal = total;
    p.elapsedMs = elapsedMs;
    QCOMPARE(TransferProgressDialog::progressText(p), text);
}

void TestTransferProgressDialog::copyWithErrors()
{
    // The target holds 3 of the keys already: an Insert copy rejects them and lists them in the report.
    QVERIFY(m_store->createTable(account, u"Target"_s).has_value());
    for (int i : {10, 11, 15000})
        QVERIFY(m_store
                    ->insertEntity(account, u"Target"_s,
                        Entity(u"p%1"_s.arg(i / 1000), u"r%1"_s.arg(i, 6, 10, QLatin1Char('0'))))
                    .has_value());
    auto *job = new TransferJob(m_service, account, u"Orders"_s);
    TransferProgressDialog dialog(job, u"Copying Orders to Target here"_s);
    dialog.setAttribute(Qt::WA_DeleteOnClose, false);
    dialog.show();
    CopyRequest request;
    request.target = m_service;
    request.targetAccount = account;
    request.targetTable = u"Target"_s;
    request.targetName = u"Target here"_s;
    request.errorReportPath = m_dir.filePath(u"errors.csv"_s);
    QSignalSpy finished(job, &TransferJob::finished);
    QSignalSpy progress(job, &TransferJob::progress);
    job->startCopy(request);
    const QString screenshots = qEnvironmentVariable("ROWAN_SCREENSHOT_DIR");
    if (!screenshots.isEmpty()) {
        // A frame while the copy runs (the first progress report), then the summary.
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() || !finished.isEmpty(), 20000);
        QVERIFY(dialog.grab().save(QDir(screenshots).filePath(u"copy-progress.png"_s)));
    }
    QVERIFY(finished.wait(60000) || !finished.isEmpty());
    QCOMPARE(job->result().totals.written, 20000 - 3);
    QCOMPARE(job->result().totals.failed, 3);
    QVERIFY2(dialog.summaryText().contains(u"19,997 written, 0 skipped, 3 failed"_s),
        qPrintable(dialog.summaryText()));
    // Rows are named by their place in the source query (p15 sorts after p1 and p10..p14).
    QVERIFY2(dialog.summaryText().contains(u"source entity 7001: EntityAlreadyExists"_s),
        qPrintable(dialog.summaryText()));
    QVERIFY(dialog.findChild<QPushButton *>(u"openReport"_s)->isVisible());
    QCOMPARE(dialog.findChild<QPushButton *>(u"cancel"_s)->text(), u"Close"_s);
    QFile report(request.errorReportPath);
    QVERIFY(report.open(QIODevice::ReadOnly));
    QCOMPARE(report.readAll().count('\n'), 1 + 3); // the header and three rejected rows
    if (!screenshots.isEmpty())
        QVERIFY(dialog.grab().save(QDir(screenshots).filePath(u"copy-summary.png"_s)));
}

void TestTransferProgressDialog::cancel()
{
    auto *job = new TransferJob(m_service, account, u"Orders"_s);
    TransferProgressDialog dialog(job, u"Copying Orders"_s);
    dialog.setAttribute(Qt::WA_DeleteOnClose, false);
    dialog.show();
    CopyRequest request;
    request.target = m_service;
    request.targetAccount = account;
    request.targetTable = u"Cancelled"_s;
    QSignalSpy finished(job, &TransferJob::finished);
    job->startCopy(request);
    dialog.findChild<QPushButton *>(u"cancel"_s)->click();
    QVERIFY(!dialog.findChild<QPushButton *>(u"cancel"_s)->isEnabled());
    QVERIFY(finished.wait(60000));
    QVERIFY(job->result().cancelled);
    QVERIFY(dialog.statusText().startsWith(u"Cancelled"_s));
    QCOMPARE(job->result().totals.written % 100, 0);
    QVERIFY(!dialog.findChild<QPushButton *>(u"openReport"_s)->isVisible());
}

QTEST_MAIN(TestTransferProgressDialog)
#include "tst_transferprogressdialog.moc"
