// DiffModel: the rows of a diff in key order with their kind, keys, changed properties and values on each
// side, arriving while the diff runs on a worker; progress and the summary; a second compare() replacing
// the first; cancel(); rows past the first batch fetched as a view asks; a side that fails.
#include "models/compare/diffmodel.h"
#include "support/teststore.h"

#include <rowan/localtableservice.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

const QString ModelAccount = QString::fromLatin1(DevelopmentAccountName);

Entity left(qint64 i)
{
    Entity e(u"p"_s, u"r%1"_s.arg(i, 5, 10, QLatin1Char('0')));
    e.setProperty(u"N"_s, Value::int32(int(i)));
    return e;
}

// Left's entities, except: r00001 missing, r00002 with N an Int64, one more (r00002x).
Entity right(qint64 i)
{
    if (i == 1)
        return Entity(u"p"_s, u"r00002x"_s);
    Entity e = left(i);
    if (i == 2)
        e.setProperty(u"N"_s, Value::int64(2));
    return e;
}

} // namespace

class TestDiffModel : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<LocalTableService> m_service;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        auto store = TestStoreBuilder(m_dir, u"model.rowan"_s)
                         .table(u"Left"_s, 3000, left)
                         .table(u"Right"_s, 3000, right)
                         .table(u"Big"_s, 20000, left)
                         .table(u"BigOther"_s, 20000, [](qint64 i) { return right(i + 3); })
                         .table(u"Many"_s, 2500, left)
                         .table(u"ManyOther"_s, 2500,
                             [](qint64 i) {
                                 Entity e = left(i);
                                 e.setProperty(u"N"_s, Value::int32(-1));
                                 return e;
                             })
                         .build();
        QVERIFY(store);
        m_service = std::make_shared<LocalTableService>(store);
    }

    void rows_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("rowKey");
        QTest::addColumn<QString>("properties");
        QTest::addColumn<QString>("leftText");
        QTest::addColumn<QString>("rightText");

        QTest::newRow("only left") << 0 << u"Only left"_s << u"r00001"_s << QString() << u"N = 1"_s
                                   << QString();
        QTest::newRow("type changed")
            << 1 << u"Changed"_s << u"r00002"_s << u"N"_s << u"N = 2 (Edm.Int32)"_s << u"N = 2 (Edm.Int64)"_s;
        QTest::newRow("only right") << 2 << u"Only right"_s << u"r00002x"_s << QString() << QString()
                                    << QString();
    }
    void rows()
    {
        QFETCH(int, row);
        QFETCH(QString, kind);
        QFETCH(QString, rowKey);
        QFETCH(QString, properties);
        QFETCH(QString, leftText);
        QFETCH(QString, rightText);

        DiffModel model;
        QSignalSpy finished(&model, &DiffModel::finished);
        model.compare(m_service, ModelAccount, u"Left"_s, m_service, ModelAccount, u"Right"_s, {});
        QVERIFY(model.isRunning());
        QVERIFY(finished.wait(10000));
        QVERIFY(!model.isRunning());
        QCOMPARE(model.rowCount(), 3);
        const auto summary = finished.first().first().value<compare::DiffSummary>();
        QCOMPARE(summary.identical, 2998);
        QCOMPARE(model.data(model.index(row, DiffModel::KindColumn)).toString(), kind);
        QCOMPARE(model.data(model.index(row, DiffModel::RowKeyColumn)).toString(), rowKey);
        QCOMPARE(model.data(model.index(row, DiffModel::PropertiesColumn)).toString(), properties);
        QCOMPARE(model.data(model.index(row, DiffModel::LeftColumn)).toString(), leftText);
        QCOMPARE(model.data(model.index(row, DiffModel::RightColumn)).toString(), rightText);
        QVERIFY(model.difference(row));
        QCOMPARE(model.difference(row)->rowKey, rowKey);
        QVERIFY(!model.difference(3));
    }

    void replacedAndCancelled()
    {
        DiffModel model;
        QSignalSpy finished(&model, &DiffModel::finished);
        QSignalSpy cancelled(&model, &DiffModel::cancelled);
        model.compare(m_service, ModelAccount, u"Big"_s, m_service, ModelAccount, u"BigOther"_s, {});
        // A second compare() drops the first: only its rows and result arrive.
        model.compare(m_service, ModelAccount, u"Left"_s, m_service, ModelAccount, u"Right"_s, {});
        QVERIFY(finished.wait(20000));
        QTest::qWait(200);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(model.rowCount(), 3);

        model.compare(m_service, ModelAccount, u"Big"_s, m_service, ModelAccount, u"BigOther"_s, {});
        model.cancel();
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(!model.isRunning());
        QTest::qWait(300);
        QCOMPARE(finished.size(), 1);
        const int rows = model.rowCount();
        QTest::qWait(200);
        QCOMPARE(model.rowCount(), rows);
    }

    // Past the first batch, rows wait until a view asks for them; going from difference to difference
    // fetches them too, and wraps around at the end.
    void fetchesMoreAsAsked()
    {
        DiffModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy finished(&model, &DiffModel::finished);
        model.compare(m_service, ModelAccount, u"Many"_s, m_service, ModelAccount, u"ManyOther"_s, {});
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().first().value<compare::DiffSummary>().changed, 2500);
        QCOMPARE(model.rowCount(), DiffModel::FetchBatch);
        QCOMPARE(model.keptDifferences(), 2500);
        QVERIFY(model.canFetchMore({}));
        model.fetchMore({});
        QCOMPARE(model.rowCount(), 2 * DiffModel::FetchBatch);
        QCOMPARE(model.nextRow(2 * DiffModel::FetchBatch - 1, true), 2 * DiffModel::FetchBatch);
        QCOMPARE(model.rowCount(), 2500);
        QVERIFY(!model.canFetchMore({}));
        QCOMPARE(model.nextRow(2499, true), 0);
        QCOMPARE(model.nextRow(0, false), 2499);
        QCOMPARE(model.nextRow(-1, true), 0);
        QCOMPARE(model.nextRow(-1, false), 2499);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.nextRow(-1, true), -1);
    }

    void failure()
    {
        DiffModel model;
        QSignalSpy failed(&model, &DiffModel::failed);
        model.compare(m_service, ModelAccount, u"Left"_s, m_service, ModelAccount, u"Missing"_s, {});
        QVERIFY(failed.wait(10000));
        QVERIFY2(failed.first().first().toString().contains(u"right table Missing"_s),
            qPrintable(failed.first().first().toString()));
    }
};

QTEST_GUILESS_MAIN(TestDiffModel)
#include "tst_diffmodel.moc"
