// BulkEditJob on a session over an embedded store: previews and runs of a bulk edit and of a re-key come
// back on the GUI thread as signals, with progress, and a run's writes are announced through the session.
#include "models/editing/bulkeditjob.h"
#include "models/session/servicesession.h"
#include "support/teststore.h"

#include <rowan/store.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString Dev = QStringLiteral("devstoreaccount1");
const QString T = QStringLiteral("Items");

Entity item(qint64 i)
{
    Entity e(QStringLiteral("p%1").arg(i % 3), QStringLiteral("r%1").arg(i, 4, 10, QLatin1Char('0')));
    e.setProperty(QStringLiteral("N"), Value::int32(qint32(i)));
    return e;
}

bulk::Scope wholeTable()
{
    return bulk::Scope {Dev, T, std::nullopt, {}};
}
} // namespace

class TestBulkEditJob : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_n = 0;

    std::shared_ptr<Store> makeStore()
    {
        return TestStoreBuilder(m_dir, QStringLiteral("j%1.rowan").arg(++m_n)).table(T, 300, item).build();
    }

private Q_SLOTS:
    void previewThenRunEdit_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("edit") << "edit";
        QTest::newRow("rekey") << "rekey";
    }
    void previewThenRunEdit()
    {
        QFETCH(QString, kind);
        auto store = makeStore();
        QVERIFY(store);
        ServiceSession session;
        session.setStore(store);
        BulkEditJob job(&session);
        QSignalSpy failed(&job, &BulkEditJob::failed);
        QSignalSpy progress(&job, &BulkEditJob::progress);
        QSignalSpy changed(&session, &ServiceSession::changed);
        if (kind == u"edit") {
            const bulk::BulkEdit edit {{{QStringLiteral("Done"), Value::boolean(true)}}, {}, {}, {}};
            QSignalSpy previewed(&job, &BulkEditJob::editPreviewed);
            job.previewEdit(wholeTable(), edit, 2);
            QVERIFY(previewed.wait(10000));
            const auto preview = previewed.first().first().value<bulk::EditPreview>();
            QCOMPARE(preview.count.count, 300);
            QCOMPARE(preview.sample.size(), 2);
            QSignalSpy edited(&job, &BulkEditJob::edited);
            job.runEdit(wholeTable(), edit, preview.count.count);
            QVERIFY(edited.wait(10000));
            const auto report = edited.first().first().value<bulk::EditReport>();
            QCOMPARE(report.written, 300);
            auto e = store->getEntity(Dev, T, QStringLiteral("p1"), QStringLiteral("r0001"));
            QVERIFY(e && e->property(u"Done") && e->property(u"Done")->toBool());
        } else {
            const auto rule = bulk::parseRekeyRule(QStringLiteral("all"), QStringLiteral("{N:D5}"));
            QVERIFY(rule);
            QSignalSpy planned(&job, &BulkEditJob::rekeyPlanned);
            job.previewRekey(wholeTable(), *rule);
            QVERIFY(planned.wait(10000));
            QCOMPARE(planned.first().first().value<bulk::RekeyPlan>().moves.size(), 300);
            QSignalSpy rekeyed(&job, &BulkEditJob::rekeyed);
            job.runRekey(wholeTable(), *rule);
            QVERIFY(rekeyed.wait(10000));
            QCOMPARE(rekeyed.first().first().value<bulk::RekeyReport>().moved, 300);
            QVERIFY(store->getEntity(Dev, T, QStringLiteral("all"), QStringLiteral("00007")));
        }
        QVERIFY(failed.isEmpty());
        QVERIFY(!progress.isEmpty());
        QVERIFY(changed.wait(5000) || !changed.isEmpty());
    }

    // stop() ends a run early and still delivers its report (cancel() would drop it): what was written
    // stays, and the report says it was cancelled.
    void stopKeepsTheReport()
    {
        auto store = TestStoreBuilder(m_dir, QStringLiteral("stop%1.rowan").arg(++m_n)).table(T, 20000, item).build();
        QVERIFY(store);
        ServiceSession session;
        session.setStore(store);
        BulkEditJob job(&session);
        QSignalSpy edited(&job, &BulkEditJob::edited);
        QSignalSpy failed(&job, &BulkEditJob::failed);
        QSignalSpy cancelled(&job, &BulkEditJob::cancelled);
        const bulk::BulkEdit edit {{{QStringLiteral("Done"), Value::boolean(true)}}, {}, {}, {}};
        job.runEdit(wholeTable(), edit, 20000);
        job.stop();
        QVERIFY(job.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!edited.isEmpty() || !failed.isEmpty(), 30000);
        QVERIFY(cancelled.isEmpty());
        if (!edited.isEmpty()) {
            const auto report = edited.first().first().value<bulk::EditReport>();
            QVERIFY(report.cancelled);
            QVERIFY(report.written < 20000);
        }
        // Nothing runs on after the report.
        QVERIFY(!job.isRunning());
    }

    void refusedEditFails()
    {
        auto store = makeStore();
        ServiceSession session;
        session.setStore(store);
        BulkEditJob job(&session);
        QSignalSpy failed(&job, &BulkEditJob::failed);
        job.runEdit(wholeTable(), bulk::BulkEdit {});
        QVERIFY(failed.wait(10000));
        QVERIFY2(failed.first().first().toString().contains(QStringLiteral("changes nothing")),
            qPrintable(failed.first().first().toString()));
    }
};

QTEST_GUILESS_MAIN(TestBulkEditJob)
#include "tst_bulkeditjob.moc"
