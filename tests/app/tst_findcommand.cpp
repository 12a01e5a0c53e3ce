// `rowan find` and `rowan index`: matches printed as `rowan query` prints entities (or with the matched
// names under --json), every option, the same output with and without the text index, the index's
// status, build and removal, and usage errors. Expected entities come from the store itself.
#include "subcommandrunner.h"
#include "support/teststore.h"

#include <rowan/store.h>

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

Entity person(qint64 i)
{
    static const QStringList names = {u"Anna Müller"_s, u"Boris Петров"_s, u"Chloé Martin"_s, u"Dmitri"_s};
    Entity e(u"team%1"_s.arg(i % 3), u"%1"_s.arg(i, 4, 10, QLatin1Char('0')));
    e.appendProperty(u"Name"_s, Value::string(names[i % 4]));
    e.appendProperty(u"Phone"_s, Value::int64(4930000000LL + i));
    e.appendProperty(u"City"_s, Value::string(i % 5 == 0 ? u"Berlin"_s : u"Bern"_s));
    return e;
}

constexpr qint64 People = 200;

} // namespace

class TestFindCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void find_data();
    void find();
    void json();
    void index();
    void usageErrors_data();
    void usageErrors();

private:
    QStringList storeArgs() const { return {u"--store"_s, m_path, u"--table"_s, u"People"_s}; }
    // The RowKeys of the printed entities.
    static QStringList rowKeys(const QString &out)
    {
        QStringList keys;
        for (const QString &line : lines(out))
            keys << parseLine(line).value(u"RowKey"_s).toString();
        return keys;
    }

    QTemporaryDir m_dir;
    QString m_path;
};

void TestFindCommand::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(u"people.rowan"_s);
    QVERIFY(TestStoreBuilder(m_path).table(u"People"_s, People, person).build());
}

void TestFindCommand::find_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QStringList>("expected");

    const auto every = [](const std::function<bool(qint64)> &keep) {
        QStringList keys;
        // Key order: team0, team1, team2, then RowKey.
        for (qint64 team = 0; team < 3; ++team) {
            for (qint64 i = 0; i < People; ++i) {
                if (i % 3 == team && keep(i))
                    keys << u"%1"_s.arg(i, 4, 10, QLatin1Char('0'));
            }
        }
        return keys;
    };
    QTest::newRow("folded umlaut") << QStringList {u"MÜLLER"_s} << every([](qint64 i) { return i % 4 == 0; });
    QTest::newRow("Cyrillic") << QStringList {u"петров"_s} << every([](qint64 i) { return i % 4 == 1; });
    QTest::newRow("case sensitive") << QStringList {u"--case-sensitive"_s, u"chloé"_s} << QStringList();
    QTest::newRow("Int64 digits") << QStringList {u"4930000017"_s} << QStringList {u"0017"_s};
    QTest::newRow("whole word") << QStringList {u"--whole-word"_s, u"Bern"_s}
                                << every([](qint64 i) { return i % 5 != 0; });
    QTest::newRow("substring") << QStringList {u"Ber"_s} << every([](qint64) { return true; });
    QTest::newRow("regex") << QStringList {u"--regex"_s, u"^01[0-2]\\d$"_s}
                           << every([](qint64 i) { return i >= 100 && i < 130; });
    QTest::newRow("property") << QStringList {u"--property"_s, u"Name"_s, u"team1"_s} << QStringList();
    QTest::newRow("key property") << QStringList {u"--property"_s, u"PartitionKey"_s, u"team1"_s}
                                  << every([](qint64 i) { return i % 3 == 1; });
    QTest::newRow("filter") << QStringList {u"--filter"_s, u"PartitionKey eq 'team2'"_s, u"berlin"_s}
                            << every([](qint64 i) { return i % 3 == 2 && i % 5 == 0; });
    QTest::newRow("limit") << QStringList {u"--limit"_s, u"2"_s, u"dmitri"_s}
                           << QStringList {u"0003"_s, u"0015"_s};
    QTest::newRow("nothing") << QStringList {u"zebra"_s} << QStringList();
}

void TestFindCommand::find()
{
    QFETCH(QStringList, options);
    QFETCH(QStringList, expected);
    const RunResult scanned = runSubcommand(u"find"_s, storeArgs() + options);
    QVERIFY2(scanned.exitCode == 0, qPrintable(scanned.err));
    QCOMPARE(rowKeys(scanned.out), expected);
    QVERIFY2(scanned.err.contains(u"%1 matching"_s.arg(expected.size())), qPrintable(scanned.err));
    QVERIFY(!scanned.err.contains(u"text index"_s));
    // Printed as `rowan query` prints the same entity.
    if (!expected.isEmpty()) {
        const QString first = lines(scanned.out).first();
        const QString pk = parseLine(first).value(u"PartitionKey"_s).toString();
        const RunResult queried = runSubcommand(u"query"_s,
            storeArgs()
                + QStringList {
                    u"--filter"_s, u"PartitionKey eq '%1' and RowKey eq '%2'"_s.arg(pk, expected.first())});
        QCOMPARE(first, lines(queried.out).value(0));
    }

    // The same with the text index.
    QCOMPARE(runSubcommand(u"index"_s, storeArgs() + QStringList {u"--create"_s}).exitCode, 0);
    const RunResult indexed = runSubcommand(u"find"_s, storeArgs() + options);
    QCOMPARE(runSubcommand(u"index"_s, storeArgs() + QStringList {u"--drop"_s}).exitCode, 0);
    QCOMPARE(indexed.exitCode, 0);
    QCOMPARE(indexed.out, scanned.out);
}

void TestFindCommand::json()
{
    const RunResult r = runSubcommand(
        u"find"_s, storeArgs() + QStringList {u"--json"_s, u"--filter"_s, u"RowKey eq '0017'"_s, u"0017"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject line = parseLine(lines(r.out).value(0));
    QCOMPARE(line.value(u"entity"_s).toObject().value(u"RowKey"_s).toString(), u"0017"_s);
    QCOMPARE(line.value(u"matched"_s).toArray().toVariantList(), QVariantList({u"RowKey"_s, u"Phone"_s}));
}

void TestFindCommand::index()
{
    const QJsonObject none = parseLine(runSubcommand(u"index"_s, storeArgs()).out.trimmed());
    QCOMPARE(none.value(u"state"_s).toString(), u"none"_s);
    const RunResult created = runSubcommand(u"index"_s, storeArgs() + QStringList {u"--create"_s});
    QVERIFY2(created.exitCode == 0, qPrintable(created.err));
    const QJsonObject ready = parseLine(created.out.trimmed());
    QCOMPARE(ready.value(u"state"_s).toString(), u"ready"_s);
    QCOMPARE(ready.value(u"entities"_s).toInteger(), People);
    QVERIFY(ready.value(u"bytes"_s).toInteger() > 0);
    const RunResult found = runSubcommand(u"find"_s, storeArgs() + QStringList {u"Chloé"_s});
    QVERIFY(found.err.contains(u"(text index)"_s));
    QCOMPARE(qint64(lines(found.out).size()), People / 4);
    const RunResult dropped = runSubcommand(u"index"_s, storeArgs() + QStringList {u"--drop"_s});
    QCOMPARE(dropped.exitCode, 0);
    QCOMPARE(parseLine(dropped.out.trimmed()).value(u"state"_s).toString(), u"none"_s);
}

void TestFindCommand::usageErrors_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");

    QTest::newRow("no text") << u"find"_s << QStringList() << 2 << u"give the text to find"_s;
    QTest::newRow("two texts") << u"find"_s << QStringList {u"a"_s, u"b"_s} << 2 << u"give one text"_s;
    QTest::newRow("regex and word") << u"find"_s << QStringList {u"--regex"_s, u"--whole-word"_s, u"a"_s} << 2
                                    << u"cannot be combined"_s;
    QTest::newRow("bad limit") << u"find"_s << QStringList {u"--limit"_s, u"0"_s, u"a"_s} << 2
                               << u"--limit"_s;
    QTest::newRow("bad regex") << u"find"_s << QStringList {u"--regex"_s, u"(a"_s} << 1 << u"is not valid"_s;
    QTest::newRow("bad filter") << u"find"_s << QStringList {u"--filter"_s, u"Name eq"_s, u"a"_s} << 1
                                << u"invalid filter"_s;
    QTest::newRow("missing table") << u"find"_s << QStringList {u"--table"_s, u"Nope"_s, u"abc"_s} << 1
                                   << u"TableNotFound"_s;
    QTest::newRow("two actions") << u"index"_s << QStringList {u"--create"_s, u"--drop"_s} << 2
                                 << u"give one of"_s;
}

void TestFindCommand::usageErrors()
{
    QFETCH(QString, command);
    QFETCH(QStringList, options);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const RunResult r = runSubcommand(command, storeArgs() + options);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestFindCommand)
#include "tst_findcommand.moc"
