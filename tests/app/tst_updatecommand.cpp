// `rowan update` through builtinSubcommands(): the preview (count, sample) as text and JSON, a dry run that
// writes nothing, each edit written as one journal action, unconvertible entities' exit code, usage errors.
#include "subcommandrunner.h"
#include "support/teststore.h"

#include <rowan/localtableservice.h>
#include <rowan/valuetext.h>

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString Dev = QStringLiteral("devstoreaccount1");
const QString T = QStringLiteral("Orders");

Entity order(qint64 i)
{
    Entity e(QStringLiteral("p%1").arg(i % 2), QStringLiteral("%1").arg(i, 3, 10, QLatin1Char('0')));
    e.setProperty(QStringLiteral("N"), Value::int32(qint32(i)));
    e.setProperty(QStringLiteral("Big"), Value::int64((qint64(1) << 53) + 1 + i));
    e.setProperty(QStringLiteral("Blob"), Value::binary(QByteArray::fromHex("00ff7f")));
    return e;
}

// "Name=Edm.Type:value;…" of one entity, empty when it is missing.
QString propertiesOf(const QString &path, const QString &pk, const QString &rk)
{
    auto store = Store::open(path, StoreOptions {});
    if (!store)
        return {};
    auto entity = (*store)->getEntity(Dev, T, pk, rk);
    if (!entity)
        return {};
    QString text;
    for (const Property &p : entity->properties())
        text += p.name + u'=' + edmTypeName(p.value.type()) + u':' + formatValueText(p.value) + u';';
    return text;
}
} // namespace

class TestUpdateCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_store;
    int m_n = 0;

    QStringList base() const { return {QStringLiteral("--store"), m_store, QStringLiteral("--table"), T}; }

private slots:
    void init()
    {
        m_store = m_dir.filePath(QStringLiteral("u%1.rowan").arg(++m_n));
        QVERIFY(TestStoreBuilder(m_store).table(T, 20, order).build());
    }

    void dryRunPrintsThePreview()
    {
        const RunResult r = runSubcommand(QStringLiteral("update"),
            base()
                + QStringList {QStringLiteral("--filter"), QStringLiteral("PartitionKey eq 'p0'"),
                    QStringLiteral("--set"), QStringLiteral("Status=Edm.String:done"),
                    QStringLiteral("--dry-run"), QStringLiteral("--sample"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(lines(r.out),
            (QStringList {QStringLiteral("Edit: set Status (Edm.String)"),
                QStringLiteral("Entities: 10 (from the statistics)"),
                QStringLiteral("PartitionKey 'p0', RowKey '000'"),
                QStringLiteral(
                    "  before: N=Edm.Int32:0; Big=Edm.Int64:9007199254740993; Blob=Edm.Binary:AP9/"),
                QStringLiteral(
                    "  after:  N=Edm.Int32:0; Big=Edm.Int64:9007199254740993; Blob=Edm.Binary:AP9/; "
                    "Status=Edm.String:done"),
                QStringLiteral("Dry run: nothing written.")}));
        QCOMPARE(propertiesOf(m_store, QStringLiteral("p0"), QStringLiteral("000")),
            QStringLiteral("N=Edm.Int32:0;Big=Edm.Int64:9007199254740993;Blob=Edm.Binary:AP9/;"));
    }

    void runsEachEdit_data()
    {
        QTest::addColumn<QStringList>("edit");
        QTest::addColumn<QString>("expected"); // p1/001 afterwards
        QTest::newRow("set")
            << QStringList {QStringLiteral("--set"), QStringLiteral("N=Edm.Int64:9007199254740993")}
            << "N=Edm.Int64:9007199254740993;Big=Edm.Int64:9007199254740994;Blob=Edm.Binary:AP9/;";
        QTest::newRow("remove") << QStringList {QStringLiteral("--remove"), QStringLiteral("N")}
                                << "Big=Edm.Int64:9007199254740994;Blob=Edm.Binary:AP9/;";
        QTest::newRow("rename") << QStringList {QStringLiteral("--rename"), QStringLiteral("N=Count")}
                                << "Big=Edm.Int64:9007199254740994;Blob=Edm.Binary:AP9/;Count=Edm.Int32:1;";
        QTest::newRow("type") << QStringList {QStringLiteral("--type"), QStringLiteral("N=Edm.String")}
                              << "N=Edm.String:1;Big=Edm.Int64:9007199254740994;Blob=Edm.Binary:AP9/;";
    }
    void runsEachEdit()
    {
        QFETCH(QStringList, edit);
        QFETCH(QString, expected);
        const RunResult r
            = runSubcommand(QStringLiteral("update"), base() + edit + QStringList {QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = parseLine(r.out.trimmed());
        QCOMPARE(o.value(QStringLiteral("count")).toInt(), 20);
        QCOMPARE(o.value(QStringLiteral("written")).toInt(), 20);
        QCOMPARE(o.value(QStringLiteral("sample")).toArray().size(), 3);
        QVERIFY(o.value(QStringLiteral("action")).toInt() > 0);
        QCOMPARE(propertiesOf(m_store, QStringLiteral("p1"), QStringLiteral("001")), expected);
        // One journal action of kind bulk-edit, which undo takes back.
        const RunResult undo = runSubcommand(QStringLiteral("undo"), {QStringLiteral("--store"), m_store});
        QVERIFY2(undo.exitCode == 0, qPrintable(undo.err));
        QVERIFY(undo.out.contains(QStringLiteral("20 entities restored")));
        QCOMPARE(propertiesOf(m_store, QStringLiteral("p1"), QStringLiteral("001")),
            QStringLiteral("N=Edm.Int32:1;Big=Edm.Int64:9007199254740994;Blob=Edm.Binary:AP9/;"));
    }

    void unconvertibleFails()
    {
        const RunResult r = runSubcommand(QStringLiteral("update"),
            base()
                + QStringList {QStringLiteral("--type"), QStringLiteral("Big=Edm.Double"),
                    QStringLiteral("--sample"), QStringLiteral("0")});
        QCOMPARE(r.exitCode, 1);
        const QStringList out = lines(r.out);
        QVERIFY(
            out.contains(QStringLiteral("Written: 0, unchanged: 0, skipped: 0, unconvertible: 20, failed: 0 "
                                        "(journal action 1)")));
        QVERIFY2(out.last().startsWith(
                     QStringLiteral("unconvertible: PartitionKey 'p1', RowKey '019': Big: Cannot "
                                    "convert the Edm.Int64 9007199254741012 to Edm.Double")),
            qPrintable(out.last()));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no edit") << QStringList {} << "The edit changes nothing";
        QTest::newRow("bad set") << QStringList {QStringLiteral("--set"), QStringLiteral("N=Edm.Int32:x")}
                                 << "--set N=Edm.Int32:x: 'x' is not an Edm.Int32";
        QTest::newRow("bad filter") << QStringList {QStringLiteral("--remove"), QStringLiteral("N"),
            QStringLiteral("--filter"), QStringLiteral("N eq")}
                                    << "--filter:";
        QTest::newRow("system name") << QStringList {QStringLiteral("--remove"), QStringLiteral("RowKey")}
                                     << "reserved for the system";
        QTest::newRow("bad sample") << QStringList {QStringLiteral("--remove"), QStringLiteral("N"),
            QStringLiteral("--sample"), QStringLiteral("x")}
                                    << "--sample";
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const RunResult r = runSubcommand(QStringLiteral("update"), base() + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestUpdateCommand)
#include "tst_updatecommand.moc"
