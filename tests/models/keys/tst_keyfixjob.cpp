// KeyFixJob and keyFixKind(): the findings the key analysis makes of real tables get the re-key rule that
// fixes them (the width from the widest number among the keys, the hot partition from the keys read), and
// the ones no template can fix say why.
#include "models/keys/keyfixjob.h"
#include "models/session/servicesession.h"
#include "support/teststore.h"

#include <rowan/keysampler.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {
const QString Dev = u"devstoreaccount1"_s;

// The shapes of table the rows below analyse.
Entity shaped(const QString &shape, qint64 i)
{
    if (shape == u"rowNumbers") // one partition, RowKeys 0 … 149
        return Entity(u"n"_s, QString::number(i));
    if (shape == u"partitionNumbers") // PartitionKeys 0 … 29
        return Entity(QString::number(i), u"r"_s);
    if (shape == u"rowText") // RowKeys item0 … item149: text around the number
        return Entity(u"n"_s, u"item%1"_s.arg(i));
    // hot: 40 of 46 entities in one partition
    return Entity(i < 40 ? u"hot"_s : u"c%1"_s.arg(i % 3), u"r%1"_s.arg(i, 2, 10, QLatin1Char('0')));
}
} // namespace

class TestKeyFixJob : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_n = 0;

private Q_SLOTS:
    void suggestsTheRule_data()
    {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<qint64>("count");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("partitionKey");
        QTest::addColumn<QString>("rowKey");
        QTest::addColumn<QStringList>("partitions");
        QTest::addColumn<QString>("error");
        QTest::newRow("RowKeys") << u"rowNumbers"_s << qint64(150) << u"numeric-padding"_s
                                 << int(KeyFixKind::PadRowKeys) << QString() << u"{RowKey:D3}"_s
                                 << QStringList() << QString();
        QTest::newRow("PartitionKeys") << u"partitionNumbers"_s << qint64(30) << u"numeric-padding"_s
                                       << int(KeyFixKind::PadPartitionKeys) << u"{PartitionKey:D2}"_s
                                       << QString() << QStringList() << QString();
        QTest::newRow("hot partition")
            << u"hot"_s << qint64(46) << u"dominant-partition"_s << int(KeyFixKind::SplitPartition)
            << u"{revdate(Timestamp)}_{PartitionKey}"_s << QString() << QStringList {u"hot"_s} << QString();
        QTest::newRow("text around numbers")
            << u"rowText"_s << qint64(150) << u"numeric-padding"_s << int(KeyFixKind::PadRowKeys) << QString()
            << u"{RowKey:N3}"_s << QStringList() << QString();
    }
    void suggestsTheRule()
    {
        QFETCH(QString, shape);
        QFETCH(qint64, count);
        QFETCH(QString, rule);
        QFETCH(int, kind);
        QFETCH(QString, partitionKey);
        QFETCH(QString, rowKey);
        QFETCH(QStringList, partitions);
        QFETCH(QString, error);
        const QString table = u"Tbl%1"_s.arg(++m_n);
        auto store = TestStoreBuilder(m_dir, table + u".rowan"_s)
                         .table(table, count, [shape](qint64 i) { return shaped(shape, i); })
                         .build();
        QVERIFY(store);
        // The finding as the analysis makes it, title and all.
        const auto insight = inspectTableKeys(*store, Dev, table);
        QVERIFY(insight);
        const KeyFinding *finding = nullptr;
        for (const KeyFinding &f : insight->findings)
            if (f.ruleId == rule)
                finding = &f;
        QVERIFY2(finding, qPrintable(rule));
        QCOMPARE(int(keyFixKind(*finding)), kind);

        ServiceSession session;
        session.setStore(store);
        KeyFixJob job(&session);
        QSignalSpy suggested(&job, &KeyFixJob::suggested);
        QSignalSpy failed(&job, &KeyFixJob::failed);
        job.start(Dev, table, *finding);
        QTRY_VERIFY_WITH_TIMEOUT(!suggested.isEmpty() || !failed.isEmpty(), 10000);
        if (!error.isEmpty()) {
            QVERIFY(suggested.isEmpty());
            QVERIFY2(failed.first().first().toString().contains(error),
                qPrintable(failed.first().first().toString()));
            return;
        }
        QVERIFY2(
            failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed.first().first().toString()));
        const auto s = suggested.first().first().value<KeyFixSuggestion>();
        QCOMPARE(s.account, Dev);
        QCOMPARE(s.table, table);
        QCOMPARE(s.partitionKeyTemplate, partitionKey);
        QCOMPARE(s.rowKeyTemplate, rowKey);
        QCOMPARE(s.partitions, partitions);
        QCOMPARE(s.finding, finding->title);
    }

    void findingsWithoutRule_data()
    {
        QTest::addColumn<QString>("ruleId");
        QTest::addColumn<QString>("title");
        QTest::newRow("log tail") << u"log-tail"_s << u"RowKeys are inverted ticks"_s;
        QTest::newRow("padding without a key named") << u"numeric-padding"_s << u"Numbers are not padded"_s;
    }
    void findingsWithoutRule()
    {
        QFETCH(QString, ruleId);
        QFETCH(QString, title);
        KeyFinding finding;
        finding.ruleId = ruleId;
        finding.title = title;
        QCOMPARE(keyFixKind(finding), KeyFixKind::None);
        auto store = TestStoreBuilder(m_dir, u"none%1.rowan"_s.arg(++m_n))
                         .table(u"Tbl"_s, 3, [](qint64 i) { return Entity(u"p"_s, QString::number(i)); })
                         .build();
        ServiceSession session;
        session.setStore(store);
        KeyFixJob job(&session);
        QSignalSpy failed(&job, &KeyFixJob::failed);
        job.start(Dev, u"Tbl"_s, finding);
        QVERIFY(failed.wait(10000));
        QVERIFY(failed.first().first().toString().contains(u"no re-key rule"_s));
    }
};

QTEST_GUILESS_MAIN(TestKeyFixJob)
#include "tst_keyfixjob.moc"
