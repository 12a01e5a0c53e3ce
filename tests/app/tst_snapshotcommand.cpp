// `rowan snapshot` through builtinSubcommands(): a snapshot of a table (whole and filtered) into another
// store, its record, --compare finding it identical and then the source's change, a snapshot never
// overwritten, and usage errors.
#include "subcommandrunner.h"
#include "support/teststore.h"

#include <rowan/compare/sync.h>
#include <rowan/store.h>

#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

Entity row(qint64 i)
{
    Entity e(u"p%1"_s.arg(i % 4), u"r%1"_s.arg(i, 3, 10, QLatin1Char('0')));
    e.setProperty(u"N"_s, Value::int64(9007199254740993LL + i));
    return e;
}

} // namespace

class TestSnapshotCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_source;
    QString m_snapshots;

    RunResult snapshot(QStringList args) { return runSubcommand(u"snapshot"_s, args); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_source = m_dir.filePath(u"source.rowan"_s);
        m_snapshots = m_dir.filePath(u"snapshots.rowan"_s);
        QVERIFY(TestStoreBuilder(m_source).table(u"Rows"_s, 120, row).build());
    }

    void takeAndCompare_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("entities");
        QTest::newRow("whole") << u"Whole"_s << QStringList() << 120;
        QTest::newRow("filtered") << u"Filtered"_s << QStringList {u"--filter"_s, u"PartitionKey eq 'p1'"_s}
                                  << 30;
    }
    void takeAndCompare()
    {
        QFETCH(QString, table);
        QFETCH(QStringList, extra);
        QFETCH(int, entities);
        const QString snap = m_snapshots + u'#' + table;
        RunResult r = snapshot(QStringList {m_source + u"#Rows"_s, snap} + extra);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains(u"%1 entities"_s.arg(entities)), qPrintable(r.out));

        {
            auto store = Store::open(m_snapshots, StoreOptions {});
            QVERIFY(store);
            auto record = compare::snapshotRecord(**store, u"devstoreaccount1"_s, table);
            QVERIFY(record);
            QCOMPARE(record->sourceTable, u"Rows"_s);
            QCOMPARE(record->entities, entities);
            QVERIFY(record->sourceLocation.endsWith(u"source.rowan"_s));
        }

        r = snapshot({u"--compare"_s, snap});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains(u"identical %1"_s.arg(entities)), qPrintable(r.out));

        // Never overwritten.
        r = snapshot(QStringList {m_source + u"#Rows"_s, snap} + extra);
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(u"TableAlreadyExists"_s), qPrintable(r.err));
    }

    void compareAfterChange()
    {
        const QString snap = m_snapshots + u"#Before"_s;
        RunResult r = snapshot({m_source + u"#Rows"_s, snap});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        {
            auto store = Store::open(m_source, StoreOptions {});
            QVERIFY(store);
            QVERIFY((*store)->deleteEntity(u"devstoreaccount1"_s, u"Rows"_s, u"p1"_s, u"r001"_s));
        }
        r = snapshot({u"--compare"_s, snap, u"--json"_s});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject summary = parseLine(r.out.trimmed());
        QCOMPARE(summary.value(u"onlyLeft"_s).toInteger(), 1);
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("one table") << QStringList {u"a.rowan#T"_s} << 2 << u"name two tables"_s;
        QTest::newRow("into a URL") << QStringList {u"a.rowan#T"_s, u"https://h/acct/T?sv=1&sig=x"_s} << 2
                                    << u"a snapshot goes into a store"_s;
        QTest::newRow("compare a table that is none")
            << QStringList {u"--compare"_s, u"S:Rows"_s} << 3 << u"is not a snapshot"_s;
        QTest::newRow("compare with arguments")
            << QStringList {u"--compare"_s, u"x.rowan#T"_s, u"y"_s} << 2 << u"--compare takes no"_s;
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        for (QString &arg : args) {
            if (arg.startsWith(u"S:"_s))
                arg = m_source + u'#' + arg.mid(2);
        }
        const RunResult r = snapshot(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestSnapshotCommand)
#include "tst_snapshotcommand.moc"
