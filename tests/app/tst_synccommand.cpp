// `rowan sync` through builtinSubcommands(): the plan printed before writing, --dry-run writing nothing,
// merge and replace with and without --delete-extra, a diff afterwards finding nothing, `rowan undo` of the
// sync's journal action, a store that asks before writes, and usage errors.
#include "subcommandrunner.h"
#include "support/teststore.h"

#include <rowan/safety.h>
#include <rowan/store.h>

#include <QTemporaryDir>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

Entity item(qint64 i)
{
    Entity e(u"p%1"_s.arg(i % 3), u"r%1"_s.arg(i, 4, 10, QLatin1Char('0')));
    e.setProperty(u"N"_s, Value::int32(int(i)));
    return e;
}

// Items 10–149 of 0–149, 10–29 with another N, 30–39 with an extra property, and 5 of its own.
Entity targetItem(qint64 i)
{
    if (i >= 140)
        return Entity(u"x"_s, u"extra%1"_s.arg(i));
    Entity e = item(i + 10);
    if (i < 20)
        e.setProperty(u"N"_s, Value::int32(-1));
    else if (i < 30)
        e.setProperty(u"Extra"_s, Value::boolean(true));
    return e;
}

} // namespace

class TestSyncCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_source;
    QString m_target;
    int m_n = 0;

    RunResult sync(QStringList args) { return runSubcommand(u"sync"_s, args); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_source = m_dir.filePath(u"source.rowan"_s);
        QVERIFY(TestStoreBuilder(m_source).table(u"Items"_s, 150, item).build());
    }
    void init()
    {
        m_target = m_dir.filePath(u"target%1.rowan"_s.arg(++m_n));
        QVERIFY(TestStoreBuilder(m_target).table(u"Items"_s, 145, targetItem).build());
    }

    void modes_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("plan");
        QTest::addColumn<QString>("written");
        QTest::addColumn<int>("diffAfter");

        QTest::newRow("merge")
            << QStringList()
            << u"plan: insert 10, update 20, keep 5 only on the target, leave 10 whose extra properties a merge keeps (110 identical)"_s
            << u"inserted 10, updated 20, deleted 0"_s << 1;
        QTest::newRow("replace, delete") << QStringList {u"--replace"_s, u"--delete-extra"_s}
                                         << u"plan: insert 10, update 30, delete 5 (110 identical)"_s
                                         << u"inserted 10, updated 30, deleted 5"_s << 0;
    }
    void modes()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, plan);
        QFETCH(QString, written);
        QFETCH(int, diffAfter);
        const QString from = m_source + u"#Items"_s;
        const QString to = m_target + u"#Items"_s;

        RunResult r = sync(QStringList {from, to, u"--dry-run"_s} + options);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(plan), qPrintable(r.out));
        QVERIFY(!r.out.contains(u"inserted"_s));

        r = sync(QStringList {from, to} + options);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains(plan), qPrintable(r.out));
        QVERIFY2(r.out.contains(written), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"rowan undo"_s), qPrintable(r.out));

        r = sync(QStringList {from, to, u"--dry-run"_s} + options);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        r = runSubcommand(u"diff"_s, {from, to});
        QCOMPARE(r.exitCode, diffAfter);
    }

    void undo()
    {
        const QString to = m_target + u"#Items"_s;
        RunResult r = sync({m_source + u"#Items"_s, to, u"--replace"_s, u"--delete-extra"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        r = runSubcommand(u"diff"_s, {m_source + u"#Items"_s, to});
        QCOMPARE(r.exitCode, 0);
        r = runSubcommand(u"undo"_s, {u"--store"_s, m_target});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        // Back as it was: the same as a fresh copy of the target.
        const QString fresh = m_dir.filePath(u"fresh%1.rowan"_s.arg(m_n));
        QVERIFY(TestStoreBuilder(fresh).table(u"Items"_s, 145, targetItem).build());
        r = runSubcommand(u"diff"_s, {fresh + u"#Items"_s, to});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    }

    void sameStore()
    {
        // Two tables of one store: opened once.
        auto store = Store::open(m_target, StoreOptions {});
        QVERIFY(store);
        QVERIFY((*store)->createTable(u"devstoreaccount1"_s, u"Copy"_s));
        store->reset();
        const RunResult r = sync({m_target + u"#Items"_s, m_target + u"#devstoreaccount1/Copy"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains(u"inserted 145, updated 0, deleted 0"_s), qPrintable(r.out));
    }

    void confirmWrites()
    {
        auto store = Store::open(m_target, StoreOptions {});
        QVERIFY(store);
        SafetyProfile profile;
        profile.level = SafetyLevel::ConfirmWrites;
        QVERIFY((*store)->setSafetyProfile(profile));
        store->reset();
        RunResult r = sync({m_source + u"#Items"_s, m_target + u"#Items"_s});
        QCOMPARE(r.exitCode, 3);
        r = sync({m_source + u"#Items"_s, m_target + u"#Items"_s, u"--yes"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("one table") << QStringList {u"a.rowan#T"_s} << u"name two tables"_s;
        QTest::newRow("three") << QStringList {u"a#T"_s, u"b#T"_s, u"c#T"_s}
                               << u"unexpected argument 'c#T'"_s;
        QTest::newRow("bad tolerance")
            << QStringList {u"a#T"_s, u"b#T"_s, u"--tolerance"_s, u"x"_s} << u"--tolerance"_s;
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const RunResult r = sync(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void sameTable()
    {
        const RunResult r = sync({m_target + u"#Items"_s, m_target + u"#items"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"the same table"_s), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestSyncCommand)
#include "tst_synccommand.moc"
