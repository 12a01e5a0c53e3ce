// RekeyDialog over a real embedded store: the preview lists old → new keys and every collision and entity
// the rule cannot key, writing nothing; a run moves the entities and Edit ▸ Undo takes it back as one
// action; Cancel during a run; a bad template says what is wrong.
#include "support/teststore.h"
#include "ui/editing/rekeydialog.h"
#include "ui/history/historyactions.h"

#include "models/editing/bulkeditjob.h"
#include "models/session/servicesession.h"

#include <QAction>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {
const QString Dev = u"devstoreaccount1"_s;
const QString T = u"Orders"_s;

// p0 … p2, RowKeys 0 … n-1 without padding, Region EU or US.
Entity order(qint64 i)
{
    Entity e(u"p%1"_s.arg(i % 3), QString::number(i));
    e.setProperty(u"Region"_s, Value::string(i % 2 ? u"US"_s : u"EU"_s));
    e.setProperty(u"OrderId"_s, Value::int64(i));
    return e;
}

BulkSources sources()
{
    BulkSources s;
    s.account = Dev;
    s.table = T;
    s.partitions = {u"p0"_s};
    return s;
}

bool previewed(RekeyDialog &dialog)
{
    QSignalSpy shown(&dialog, &RekeyDialog::previewShown);
    dialog.preview();
    return shown.wait(20000);
}

qint64 entities(const Store &store)
{
    qint64 n = 0;
    (void)store.scan(Dev, T, KeyRange::all(), [&](Entity &) {
        ++n;
        return ScanControl::Continue;
    });
    return n;
}
} // namespace

class TestRekeyDialog : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_n = 0;

    std::shared_ptr<Store> makeStore(qint64 count = 60)
    {
        return TestStoreBuilder(m_dir, u"k%1.rowan"_s.arg(++m_n)).table(T, count, order).build();
    }

private Q_SLOTS:
    void previewListsMovesAndCollisions_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("partitionKey");
        QTest::addColumn<QString>("rowKey");
        QTest::addColumn<qint64>("moves");
        QTest::addColumn<qint64>("collisions");
        QTest::addColumn<int>("notKeyed");
        QTest::addColumn<QStringList>("firstMove");
        QTest::newRow("pad the RowKeys")
            << int(BulkScopeChooser::Table) << QString() << u"{RowKey:D4}"_s << qint64(60) << qint64(0) << 0
            << QStringList {u"p0"_s, u"0"_s, u"p0"_s, u"0000"_s};
        QTest::newRow("compose") << int(BulkScopeChooser::Partitions) << u"{Region}"_s << u"{OrderId:D8}"_s
                                 << qint64(20) << qint64(0) << 0
                                 << QStringList {u"p0"_s, u"0"_s, u"EU"_s, u"00000000"_s};
        QTest::newRow("all to one key") << int(BulkScopeChooser::Partitions) << u"all"_s << u"{Region}"_s
                                        << qint64(0) << qint64(20) << 0 << QStringList();
        QTest::newRow("onto existing keys") << int(BulkScopeChooser::Partitions) << u"p1"_s << u"1"_s
                                            << qint64(0) << qint64(20) << 0 << QStringList();
        QTest::newRow("missing property") << int(BulkScopeChooser::Partitions) << QString() << u"{Missing}"_s
                                          << qint64(0) << qint64(0) << 20 << QStringList();
    }
    void previewListsMovesAndCollisions()
    {
        QFETCH(int, kind);
        QFETCH(QString, partitionKey);
        QFETCH(QString, rowKey);
        QFETCH(qint64, moves);
        QFETCH(qint64, collisions);
        QFETCH(int, notKeyed);
        QFETCH(QStringList, firstMove);
        auto store = makeStore();
        QVERIFY(store);
        ServiceSession session;
        session.setStore(store);
        RekeyDialog dialog(&session, sources());
        QVERIFY(dialog.scopeChooser()->setKind(BulkScopeChooser::Kind(kind)));
        dialog.setTemplates(partitionKey, rowKey);
        QVERIFY(previewed(dialog));
        QCOMPARE(dialog.plannedMoves(), moves);
        QCOMPARE(dialog.plannedCollisions(), collisions);
        QCOMPARE(dialog.moveList()->topLevelItemCount(), int(moves));
        if (!firstMove.isEmpty()) {
            QTreeWidgetItem *first = dialog.moveList()->topLevelItem(0);
            QCOMPARE(
                (QStringList {first->text(0), first->text(1), first->text(2), first->text(3)}), firstMove);
        }
        // Every collision and every entity without a key is listed, under its heading.
        int listed = 0;
        for (int i = 0; i < dialog.problemList()->topLevelItemCount(); ++i)
            listed += dialog.problemList()->topLevelItem(i)->childCount();
        QCOMPARE(listed, int(collisions) + notKeyed);
        QCOMPARE(dialog.findChild<QPushButton *>(u"runButton"_s)->isEnabled(), moves > 0);
        // Nothing was written.
        QVERIFY(store->getEntity(Dev, T, u"p0"_s, u"0"_s));
        QCOMPARE(entities(*store), 60);
    }

    void badTemplateSaysWhy()
    {
        auto store = makeStore(3);
        ServiceSession session;
        session.setStore(store);
        RekeyDialog dialog(&session, sources());
        dialog.setTemplates(QString(), u"{OrderId:X8}"_s);
        QVERIFY2(dialog.statusText().contains(u"a width from 1 to 255"_s), qPrintable(dialog.statusText()));
        dialog.preview();
        QVERIFY(!dialog.job()->isRunning());
        dialog.setTemplates(QString(), QString());
        QVERIFY2(dialog.statusText().contains(u"needs a template"_s), qPrintable(dialog.statusText()));
    }

    void runThenUndo()
    {
        auto store = makeStore();
        ServiceSession session;
        session.setStore(store);
        QWidget parent;
        HistoryActions history(&session, &parent);
        RekeyDialog dialog(&session, sources(), &parent);
        QVERIFY(dialog.scopeChooser()->setKind(BulkScopeChooser::Table));
        dialog.setTemplates(QString(), u"{RowKey:D4}"_s);
        QVERIFY(previewed(dialog));
        QSignalSpy ended(&dialog, &RekeyDialog::runEnded);
        dialog.run();
        QVERIFY(ended.wait(30000));
        QVERIFY2(dialog.statusText().contains(u"Moved 60 entities"_s), qPrintable(dialog.statusText()));
        QVERIFY(store->getEntity(Dev, T, u"p1"_s, u"0007"_s));
        QVERIFY(!store->getEntity(Dev, T, u"p1"_s, u"7"_s));
        QCOMPARE(entities(*store), 60);
        QTRY_VERIFY_WITH_TIMEOUT(history.undoAction()->isEnabled(), 10000);
        history.undoAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(store->getEntity(Dev, T, u"p1"_s, u"7"_s).has_value(), 20000);
        QVERIFY(!store->getEntity(Dev, T, u"p1"_s, u"0007"_s));
        QCOMPARE(entities(*store), 60);
    }

    void cancelStopsTheRun()
    {
        const qint64 total = 20000;
        auto store = makeStore(total);
        QVERIFY(store);
        ServiceSession session;
        session.setStore(store);
        RekeyDialog dialog(&session, sources());
        QVERIFY(dialog.scopeChooser()->setKind(BulkScopeChooser::Table));
        dialog.setTemplates(QString(), u"{RowKey:D6}"_s);
        QVERIFY(previewed(dialog));
        QCOMPARE(dialog.plannedMoves(), total);
        QSignalSpy ended(&dialog, &RekeyDialog::runEnded);
        dialog.run();
        QVERIFY(dialog.isRunning());
        dialog.reject();
        QVERIFY(ended.wait(60000));
        QVERIFY2(dialog.statusText().contains(u"Cancel"_s), qPrintable(dialog.statusText()));
        // A move cut short leaves both copies, never neither.
        QVERIFY(entities(*store) >= total);
        QVERIFY(
            store->getEntity(Dev, T, u"p2"_s, u"19997"_s) || store->getEntity(Dev, T, u"p2"_s, u"019997"_s));
    }
};

QTEST_MAIN(TestRekeyDialog)
#include "tst_rekeydialog.moc"
