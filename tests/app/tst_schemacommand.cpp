// `rowan schema` driven through builtinSubcommands(): the table for people, --json, --json-schema,
// --markdown, --sample, encrypted stores, and the exit codes (1 for a missing table or store, 2 for bad
// arguments).
#include "subcommandrunner.h"
#include "support/teststore.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestSchemaCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile pass(m_dir.filePath(u"pass.txt"_s));
        QVERIFY(pass.open(QIODevice::WriteOnly));
        pass.write("s3cret\n");
        pass.close();
        m_store = m_dir.filePath(u"people.rowan"_s);
        // Age is an Int32 except in two entities, where it was stored as a String.
        auto person = [](qint64 i) {
            rowan::Entity e(i < 30 ? u"north"_s : u"south"_s, QString::number(1000 + i));
            e.appendProperty(
                u"Name"_s, rowan::Value::string(i % 10 == 0 ? QString() : u"Person %1"_s.arg(i)));
            e.appendProperty(
                u"Age"_s, i == 4 || i == 44 ? rowan::Value::string(u"forty"_s) : rowan::Value::int32(20 + i));
            if (i % 2 == 0)
                e.appendProperty(u"Email"_s, rowan::Value::string(u"p%1@example.org"_s.arg(i)));
            return e;
        };
        QVERIFY(TestStoreBuilder(m_store).passphrase(u"s3cret"_s).table(u"People"_s, 50, person).build());
    }

    void text()
    {
        const RunResult r = run({});
        QCOMPARE(r.exitCode, 0);
        const QStringList out = lines(r.out);
        QCOMPARE(out.first(), u"People: 50 entities in 2 partitions"_s);
        QVERIFY2(r.out.contains(u"type conflict"_s), qPrintable(r.out));
        QVERIFY2(out.filter(u"Age "_s).first().contains(u"Edm.Int32"_s), qPrintable(r.out));
        QVERIFY2(out.filter(u"Email"_s).first().contains(u"50%"_s), qPrintable(r.out));
        QVERIFY2(out.filter(u"Name"_s).first().contains(u"5 empty"_s), qPrintable(r.out));
    }

    void json()
    {
        const RunResult r = run({u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = parseLine(r.out.trimmed());
        QCOMPARE(o[u"entities"_s].toInteger(), 50);
        QVERIFY(o[u"complete"_s].toBool());
        const QJsonArray props = o[u"properties"_s].toArray();
        QCOMPARE(props.size(), 3);
        const QJsonObject age = props[0].toObject();
        QCOMPARE(age[u"name"_s].toString(), u"Age"_s);
        const QJsonObject asString = age[u"types"_s].toArray()[1].toObject();
        QCOMPARE(asString[u"type"_s].toString(), u"Edm.String"_s);
        QCOMPARE(asString[u"keys"_s].toArray(),
            (QJsonArray {QJsonArray {u"north"_s, u"1004"_s}, QJsonArray {u"south"_s, u"1044"_s}}));
    }

    void jsonSchema()
    {
        const RunResult r = run({u"--json-schema"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject schema = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(schema[u"title"_s].toString(), u"People"_s);
        QCOMPARE(schema[u"properties"_s][u"Email"_s][u"x-entities"_s].toInteger(), 25);
    }

    void markdown()
    {
        const RunResult r = run({u"--markdown"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(u"# People\n"_s), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"| Email | 25 | 50% | Edm.String | 0 |"_s), qPrintable(r.out));
    }

    void sample()
    {
        const RunResult r = run({u"--sample"_s, u"10"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(
            lines(r.out).first(), u"People: 10 entities in 1 partition (a sample: the first 10 of 50)"_s);
    }

    // Another table of the same store, and the same table in another store.
    void compare()
    {
        auto person = [](qint64 i) {
            rowan::Entity e(u"north"_s, QString::number(1000 + i));
            e.appendProperty(u"Name"_s, rowan::Value::string(u"Person %1"_s.arg(i)));
            e.appendProperty(u"Age"_s, rowan::Value::int32(20 + i));
            e.appendProperty(u"Phone"_s, rowan::Value::string(u"555"_s));
            return e;
        };
        const QString other = m_dir.filePath(u"other.rowan"_s);
        QVERIFY(TestStoreBuilder(other).table(u"People"_s, 10, person).build());
        const RunResult r = run({u"--compare-store"_s, other});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(lines(r.out),
            (QStringList {u"People (50 entities) against People (10 entities): 3 differences"_s,
                u"types differ: Age: Edm.Int32 (48), Edm.String (2) against Edm.Int32"_s,
                u"only in the first: Email (Edm.String, 50%)"_s,
                u"only in the second: Phone (Edm.String, 100%)"_s}));
        const RunResult json = run({u"--compare-store"_s, other, u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray differences = parseLine(json.out.trimmed())[u"differences"_s].toArray();
        QCOMPARE(differences.size(), 3);
        QCOMPARE(differences[0][u"kind"_s].toString(), u"types differ"_s);
        const RunResult same = run({u"--compare-table"_s, u"People"_s});
        QCOMPARE(lines(same.out).first(),
            u"People (50 entities) against People (50 entities): the same properties and types"_s);
        const RunResult wrong = run({u"--compare-table"_s, u"People"_s, u"--markdown"_s});
        QCOMPARE(wrong.exitCode, 2);
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("two formats") << QStringList {u"--json"_s, u"--markdown"_s} << 2 << u"choose one"_s;
        QTest::newRow("sample zero") << QStringList {u"--sample"_s, u"0"_s} << 2 << u"--sample must be"_s;
        QTest::newRow("sample text") << QStringList {u"--sample"_s, u"many"_s} << 2 << u"'many'"_s;
        QTest::newRow("missing table") << QStringList {u"--table"_s, u"Nope"_s} << 1 << u"Nope"_s;
    }

    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const RunResult r = run(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void wrongPassphrase()
    {
        QFile pass(m_dir.filePath(u"wrong.txt"_s));
        QVERIFY(pass.open(QIODevice::WriteOnly));
        pass.write("nope\n");
        pass.close();
        const RunResult r = runSubcommand(u"schema"_s,
            {u"--store"_s, m_store, u"--table"_s, u"People"_s, u"--passphrase-file"_s, pass.fileName()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
    }

private:
    RunResult run(QStringList extra)
    {
        QStringList args {u"--store"_s, m_store, u"--passphrase-file"_s, m_dir.filePath(u"pass.txt"_s)};
        if (!extra.contains(u"--table"_s))
            args << u"--table"_s << u"People"_s;
        return runSubcommand(u"schema"_s, args + extra);
    }

    QTemporaryDir m_dir;
    QString m_store;
};

QTEST_GUILESS_MAIN(TestSchemaCommand)
#include "tst_schemacommand.moc"
