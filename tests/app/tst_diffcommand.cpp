// `rowan diff` through builtinSubcommands(): identical and different tables (in one store, in two, one of
// them encrypted, and one behind `rowan serve` named by a SAS URL), the summary as text and JSON, the
// differences as JSON Lines with typed values, the ignore, filter and tolerance options, exit codes for
// usage errors and failures.
#include "remote/servethread.h"
#include "subcommandrunner.h"
#include "support/teststore.h"

#include "connectioncli.h"
#include "models/connections/savedconnections.h"
#include "models/connections/secretstore.h"

#include <rowan/store.h>

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

Entity orderEntity(qint64 i)
{
    Entity e(u"p%1"_s.arg(i / 50), u"r%1"_s.arg(i, 4, 10, QLatin1Char('0')));
    e.setProperty(u"N"_s, Value::int32(int(i)));
    e.setProperty(u"Big"_s, Value::int64(9007199254740993LL + i));
    e.setProperty(u"D"_s, Value::float64(1.5));
    return e;
}

// The orders with: r0003 gone, r0007 another Big, r0011 a D off by 1e-9, and one more entity.
Entity changedOrder(qint64 i)
{
    if (i == 3)
        return Entity(u"p9"_s, u"new"_s);
    Entity e = orderEntity(i);
    if (e.rowKey() == u"r0007")
        e.setProperty(u"Big"_s, Value::int64(1));
    if (e.rowKey() == u"r0011")
        e.setProperty(u"D"_s, Value::float64(1.5 + 1e-9));
    return e;
}

} // namespace

class TestDiffCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_a; // Orders and Same (equal), Empty
    QString m_b; // encrypted: Orders changed
    QString m_passphrase;
    std::unique_ptr<ServeThread> m_serve;

    RunResult diff(QStringList args) { return runSubcommand(u"diff"_s, args); }
    QString a(const QString &table) { return m_a + u'#' + table; }
    QString b(const QString &table) { return m_b + u'#' + table; }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // saved connections go to a test location
        QCoreApplication::setOrganizationName(u"RowanTests"_s);
        QCoreApplication::setApplicationName(u"tst_diffcommand"_s);
        QVERIFY(m_dir.isValid());
        m_a = m_dir.filePath(u"a.rowan"_s);
        m_b = m_dir.filePath(u"b.rowan"_s);
        QVERIFY(TestStoreBuilder(m_a)
                    .table(u"Orders"_s, 200, orderEntity)
                    .table(u"Same"_s, 200, orderEntity)
                    .table(u"Empty"_s)
                    .build());
        QVERIFY(
            TestStoreBuilder(m_b).passphrase(u"b secret"_s).table(u"Orders"_s, 200, changedOrder).build());
        m_passphrase = m_dir.filePath(u"b.pass"_s);
        QFile pass(m_passphrase);
        QVERIFY(pass.open(QIODevice::WriteOnly));
        pass.write("b secret\n");
        pass.close();
        m_serve = std::make_unique<ServeThread>(m_dir.filePath(u"serve.rowan"_s));
        QVERIFY(m_serve->port() != 0);
        QVERIFY(m_serve->store()->createTable(u"devstoreaccount1"_s, u"Orders"_s));
        QVERIFY(TestStoreBuilder::insert(*m_serve->store(), u"Orders"_s, 200, orderEntity));
    }
    void cleanupTestCase() { m_serve.reset(); }

    void identical()
    {
        const RunResult r = diff({a(u"Orders"_s), a(u"Same"_s)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains(u"identical: only left 0, only right 0, changed 0, identical 200"_s),
            qPrintable(r.out));
    }

    void differentWithOutput()
    {
        const QString output = m_dir.filePath(u"out.jsonl"_s);
        const RunResult r = diff({a(u"Orders"_s), b(u"devstoreaccount1/Orders"_s),
            u"--passphrase-file-right"_s, m_passphrase, u"--output"_s, output, u"--json"_s});
        QVERIFY2(r.exitCode == 1, qPrintable(r.err + r.out));
        const QJsonObject summary = parseLine(r.out.trimmed());
        QCOMPARE(summary.value(u"onlyLeft"_s).toInteger(), 1);
        QCOMPARE(summary.value(u"onlyRight"_s).toInteger(), 1);
        QCOMPARE(summary.value(u"changed"_s).toInteger(), 2);
        QCOMPARE(summary.value(u"identical"_s).toInteger(), 197);
        QCOMPARE(summary.value(u"same"_s).toBool(), false);

        QFile file(output);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList records = lines(QString::fromUtf8(file.readAll()));
        QCOMPARE(records.size(), 4);
        const QJsonObject gone = parseLine(records.at(0));
        QCOMPARE(gone.value(u"kind"_s).toString(), u"only-left"_s);
        QCOMPARE(gone.value(u"RowKey"_s).toString(), u"r0003"_s);
        QCOMPARE(gone.value(u"left"_s).toObject().value(u"Big"_s).toString(), u"9007199254740996"_s);
        QCOMPARE(gone.value(u"left"_s).toObject().value(u"Big@odata.type"_s).toString(), u"Edm.Int64"_s);
        QVERIFY(!gone.contains(u"right"_s));
        const QJsonObject big = parseLine(records.at(1));
        QCOMPARE(big.value(u"kind"_s).toString(), u"changed"_s);
        QCOMPARE(big.value(u"RowKey"_s).toString(), u"r0007"_s);
        const QJsonArray changes = big.value(u"changes"_s).toArray();
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.first().toObject().value(u"name"_s).toString(), u"Big"_s);
        QCOMPARE(changes.first().toObject().value(u"change"_s).toString(), u"value"_s);
        QCOMPARE(big.value(u"left"_s).toObject().value(u"Big"_s).toString(), u"9007199254741000"_s);
        QCOMPARE(big.value(u"right"_s).toObject().value(u"Big"_s).toString(), u"1"_s);
        QVERIFY(!big.value(u"left"_s).toObject().contains(u"N"_s));
        QCOMPARE(parseLine(records.at(2)).value(u"RowKey"_s).toString(), u"r0011"_s);
        const QJsonObject added = parseLine(records.at(3));
        QCOMPARE(added.value(u"kind"_s).toString(), u"only-right"_s);
        QCOMPARE(added.value(u"PartitionKey"_s).toString(), u"p9"_s);
    }

    void options_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("summary");

        QTest::newRow("plain") << QStringList() << 1
                               << u"only left 1, only right 1, changed 2, identical 197"_s;
        QTest::newRow("tolerance") << QStringList {u"--tolerance"_s, u"1e-6"_s} << 1
                                   << u"only left 1, only right 1, changed 1, identical 198"_s;
        QTest::newRow("ignore") << QStringList {u"--ignore"_s, u"Big"_s, u"--ignore"_s, u"D"_s} << 1
                                << u"only left 1, only right 1, changed 0, identical 199"_s;
        QTest::newRow("filter") << QStringList {u"--filter"_s, u"PartitionKey eq 'p1'"_s} << 0
                                << u"only left 0, only right 0, changed 0, identical 50"_s;
        QTest::newRow("timestamp") << QStringList {u"--include-timestamp"_s, u"--filter"_s, u"N lt 3"_s} << 1
                                   << u"only left 0, only right 0, changed 3, identical 0"_s;
    }
    void options()
    {
        QFETCH(QStringList, extra);
        QFETCH(int, exitCode);
        QFETCH(QString, summary);
        const RunResult r = diff(
            QStringList {a(u"Orders"_s), b(u"Orders"_s), u"--passphrase-file-right"_s, m_passphrase} + extra);
        QVERIFY2(r.exitCode == exitCode, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains(summary), qPrintable(r.out));
    }

    void remoteSide()
    {
        const QString keys = m_dir.filePath(u"keys.rowan"_s);
        QVERIFY(TestStoreBuilder(keys).table(u"Orders"_s).build());
        const RunResult sas = runSubcommand(u"sas"_s,
            {u"--store"_s, keys, u"--table"_s, u"Orders"_s, u"--permissions"_s, u"r"_s, u"--expiry"_s,
                u"2099-01-01T00:00:00Z"_s, u"--url"_s, u"http://127.0.0.1:%1"_s.arg(m_serve->port())});
        QVERIFY2(sas.exitCode == 0, qPrintable(sas.err));
        QString url;
        for (const QString &line : lines(sas.out)) {
            if (line.startsWith(u"http"_s))
                url = line.trimmed();
        }
        QVERIFY2(!url.isEmpty(), qPrintable(sas.out));
        RunResult r = diff({a(u"Orders"_s), url});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains(u"Orders on 127.0.0.1:"_s), qPrintable(r.out));
        r = diff({url, b(u"Orders"_s), u"--passphrase-file-right"_s, m_passphrase});
        QVERIFY2(r.exitCode == 1, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains(u"changed 2, identical 197"_s), qPrintable(r.out));
    }

    // A side on a connection saved in the explorer, found by its name, its secret from the keychain.
    void savedConnectionSide_data()
    {
        QTest::addColumn<QString>("side");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("output");

        QTest::newRow("by name") << u"connection:served#Orders"_s << 0
                                 << u"devstoreaccount1/Orders on the connection Served"_s;
        QTest::newRow("with its account") << u"connection:Served#devstoreaccount1/Orders"_s << 0
                                          << u"identical: only left 0, only right 0, changed 0, identical 200"_s;
        QTest::newRow("against the changed copy") << u"connection:Served#Orders"_s << 1
                                                  << u"changed 2, identical 197"_s;
        QTest::newRow("no such connection") << u"connection:Nope#Orders"_s << 3
                                            << u"no saved connection named 'Nope'"_s;
        QTest::newRow("no table") << u"connection:Served#"_s << 2 << u"names no table after"_s;
        QTest::newRow("no name") << u"connection:#Orders"_s << 2 << u"names no saved connection"_s;
    }
    void savedConnectionSide()
    {
        QFETCH(QString, side);
        QFETCH(int, exitCode);
        QFETCH(QString, output);
        QSettings().clear();
        MemorySecretStore secrets(true);
        setCommandSecretStore(&secrets);
        const auto restore = qScopeGuard([] { setCommandSecretStore(nullptr); });
        SavedConnections saved(u"connections"_s);
        const QString id = saved.save(SavedConnection {{}, u"Served"_s, SavedConnection::Kind::ConnectionString,
            m_serve->endpoint().displayName(), {}});
        secrets.write(id,
            u"DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=%1;TableEndpoint=%2;"_s.arg(
                QString::fromLatin1(DevelopmentAccountKey), m_serve->tableEndpoint().toString()));

        const bool changed = QString::fromLatin1(QTest::currentDataTag()).contains(u"changed"_s);
        const RunResult r = changed
            ? diff({side, b(u"Orders"_s), u"--passphrase-file-right"_s, m_passphrase})
            : diff({a(u"Same"_s), side});
        QVERIFY2(r.exitCode == exitCode, qPrintable(r.err + r.out));
        QVERIFY2((r.out + r.err).contains(output), qPrintable(r.err + r.out));
    }

    void failures_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");

        QTest::newRow("no tables") << QStringList() << 2 << u"name two tables"_s;
        QTest::newRow("one table") << QStringList {u"x.rowan#T"_s} << 2 << u"name two tables"_s;
        QTest::newRow("no #") << QStringList {u"x.rowan"_s, u"y.rowan#T"_s} << 2 << u"names no table"_s;
        QTest::newRow("empty table") << QStringList {u"x.rowan#"_s, u"y.rowan#T"_s} << 2
                                     << u"names no table after"_s;
        QTest::newRow("URL without SAS") << QStringList {u"http://127.0.0.1:1/acct/T"_s, u"y.rowan#T"_s} << 2
                                         << u"is not a table URL with a SAS"_s;
        QTest::newRow("bad tolerance")
            << QStringList {u"a#T"_s, u"b#T"_s, u"--tolerance"_s, u"-1"_s} << 2 << u"--tolerance"_s;
        QTest::newRow("bad filter") << QStringList {u"a#T"_s, u"b#T"_s, u"--filter"_s, u"N eq"_s} << 2
                                    << u"--filter"_s;
        QTest::newRow("missing table")
            << QStringList {u"A:Orders"_s, u"A:Nope"_s} << 3 << u"right table Nope"_s;
        QTest::newRow("missing store")
            << QStringList {u"A:Orders"_s, u"/nonexistent/x.rowan#T"_s} << 3 << u"cannot open"_s;
        QTest::newRow("wrong passphrase")
            << QStringList {u"A:Orders"_s, u"B:Orders"_s} << 3 << u"cannot open"_s;
    }
    void failures()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        for (QString &arg : args) {
            if (arg.startsWith(u"A:"_s))
                arg = a(arg.mid(2));
            else if (arg.startsWith(u"B:"_s))
                arg = b(arg.mid(2));
        }
        const RunResult r = diff(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestDiffCommand)
#include "tst_diffcommand.moc"
