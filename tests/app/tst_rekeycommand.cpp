// `rowan rekey` through builtinSubcommands(): the preview of old → new keys, collisions that stop the run,
// a run across partitions undone through the journal, and usage errors.
#include "subcommandrunner.h"
#include "support/teststore.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString Dev = QStringLiteral("devstoreaccount1");
const QString T = QStringLiteral("Orders");

Entity order(qint64 i)
{
    Entity e(QStringLiteral("old"), QStringLiteral("o%1").arg(i));
    e.setProperty(
        QStringLiteral("Region"), Value::string(i % 2 ? QStringLiteral("EU") : QStringLiteral("US")));
    e.setProperty(QStringLiteral("OrderId"), Value::int64(i));
    return e;
}

QStringList keysIn(const QString &path)
{
    QStringList keys;
    auto store = Store::open(path, StoreOptions {});
    if (!store)
        return {QStringLiteral("cannot open")};
    auto scanned = (*store)->scan(Dev, T, KeyRange {}, [&](Entity &e) {
        keys << e.partitionKey() + u'|' + e.rowKey();
        return ScanControl::Continue;
    });
    return scanned ? keys : QStringList {QStringLiteral("cannot scan")};
}
} // namespace

class TestRekeyCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_store;
    int m_n = 0;

    QStringList base() const { return {QStringLiteral("--store"), m_store, QStringLiteral("--table"), T}; }

private slots:
    void init()
    {
        m_store = m_dir.filePath(QStringLiteral("k%1.rowan").arg(++m_n));
        QVERIFY(TestStoreBuilder(m_store).table(T, 4, order).build());
    }

    void dryRunShowsOldAndNewKeys()
    {
        const RunResult r = runSubcommand(QStringLiteral("rekey"),
            base()
                + QStringList {QStringLiteral("--partition-key"), QStringLiteral("{Region}"),
                    QStringLiteral("--row-key"), QStringLiteral("{OrderId:D4}"), QStringLiteral("--dry-run"),
                    QStringLiteral("--sample"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(lines(r.out),
            (QStringList {QStringLiteral("Entities: 4, to move: 4, unchanged: 0, collisions: 0, cannot: 0"),
                QStringLiteral("PartitionKey 'old', RowKey 'o0' → PartitionKey 'US', RowKey '0000'"),
                QStringLiteral("PartitionKey 'old', RowKey 'o1' → PartitionKey 'EU', RowKey '0001'"),
                QStringLiteral("Dry run: nothing written.")}));
        QCOMPARE(keysIn(m_store).size(), 4);
        QCOMPARE(keysIn(m_store).first(), QStringLiteral("old|o0"));
    }

    void collisionsWriteNothing()
    {
        const RunResult r = runSubcommand(QStringLiteral("rekey"),
            base()
                + QStringList {
                    QStringLiteral("--rule"), QStringLiteral("RowKey={Region}"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject o = parseLine(r.out.trimmed());
        QCOMPARE(o.value(QStringLiteral("collisions")).toArray().size(), 4);
        QCOMPARE(o.value(QStringLiteral("collisions"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("kind"))
                     .toString(),
            QStringLiteral("shared"));
        QVERIFY(r.err.contains(QStringLiteral("4 collisions; nothing written")));
        QCOMPARE(keysIn(m_store),
            (QStringList {QStringLiteral("old|o0"), QStringLiteral("old|o1"), QStringLiteral("old|o2"),
                QStringLiteral("old|o3")}));
    }

    void runsAndUndoes()
    {
        const RunResult r = runSubcommand(QStringLiteral("rekey"),
            base()
                + QStringList {QStringLiteral("--filter"), QStringLiteral("OrderId lt 3L"),
                    QStringLiteral("--partition-key"), QStringLiteral("{Region}"),
                    QStringLiteral("--row-key"), QStringLiteral("{OrderId:D4}")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(lines(r.out).last()
                == QStringLiteral(
                    "Moved: 3, copied but old kept: 0, skipped: 0, failed: 0 (journal action 1)"),
            qPrintable(r.out));
        QCOMPARE(keysIn(m_store),
            (QStringList {QStringLiteral("EU|0001"), QStringLiteral("US|0000"), QStringLiteral("US|0002"),
                QStringLiteral("old|o3")}));
        const RunResult undo = runSubcommand(QStringLiteral("undo"), {QStringLiteral("--store"), m_store});
        QVERIFY2(undo.exitCode == 0, qPrintable(undo.err));
        QCOMPARE(keysIn(m_store),
            (QStringList {QStringLiteral("old|o0"), QStringLiteral("old|o1"), QStringLiteral("old|o2"),
                QStringLiteral("old|o3")}));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no template") << QStringList {} << "needs a template";
        QTest::newRow("bad template") << QStringList {QStringLiteral("--row-key"), QStringLiteral("{OrderId")}
                                      << "RowKey: The key template '{OrderId' has a '{' without its '}'";
        QTest::newRow("bad rule") << QStringList {QStringLiteral("--rule"), QStringLiteral("Key={A}")}
                                  << "--rule 'Key={A}' is not PartitionKey=TEMPLATE or RowKey=TEMPLATE";
        QTest::newRow("twice") << QStringList {QStringLiteral("--row-key"), QStringLiteral("{A}"),
            QStringLiteral("--rule"), QStringLiteral("RowKey={B}")}
                               << "the RowKey template is given twice";
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const RunResult r = runSubcommand(QStringLiteral("rekey"), base() + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestRekeyCommand)
#include "tst_rekeycommand.moc"
