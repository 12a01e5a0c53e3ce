// BulkEditDialog over a real embedded store: the preview's count and before/after sample for each scope,
// a run that writes every entity of the scope and that Edit ▸ Undo takes back as one action, the entities
// skipped because they changed meanwhile or cannot convert, Cancel during a run, and a read-only store.
#include "support/modalhelper.h"
#include "support/teststore.h"
#include "ui/editing/bulkeditdialog.h"
#include "ui/editing/typedvalueinput.h"
#include "ui/history/historyactions.h"
#include "ui/safety/writeconfirmation.h"

#include "models/editing/bulkeditjob.h"
#include "models/session/servicesession.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {
const QString Dev = u"devstoreaccount1"_s;
const QString T = u"Items"_s;

Entity item(qint64 i)
{
    Entity e(u"p%1"_s.arg(i % 3), u"r%1"_s.arg(i, 5, 10, QLatin1Char('0')));
    e.setProperty(u"N"_s, Value::int32(qint32(i)));
    // Every tenth Code is not a number: a change to Edm.Int32 cannot convert it.
    e.setProperty(u"Code"_s, Value::string(i % 10 == 7 ? u"x%1"_s.arg(i) : QString::number(i)));
    return e;
}

BulkSources sourcesOf(const std::shared_ptr<Store> &store, const QStringList &selectedRowKeys = {})
{
    BulkSources sources;
    sources.account = Dev;
    sources.table = T;
    for (const QString &rk : selectedRowKeys) {
        const qint64 i = rk.mid(1).toLongLong();
        if (auto e = store->getEntity(Dev, T, u"p%1"_s.arg(i % 3), rk))
            sources.selection.append(*e);
    }
    sources.partitions = {u"p1"_s};
    sources.query = *Filter::fromText(u"N lt 10"_s);
    return sources;
}

void setDone(BulkEditDialog &dialog)
{
    dialog.setOperation(BulkEditDialog::SetValue);
    dialog.findChild<QLineEdit *>(u"propertyName"_s)->setText(u"Done"_s);
    dialog.findChild<TypedValueInput *>(u"valueInput"_s)->setValueText(EdmType::Boolean, u"true"_s);
}

bool previewed(BulkEditDialog &dialog)
{
    QSignalSpy shown(&dialog, &BulkEditDialog::previewShown);
    dialog.preview();
    return shown.wait(20000);
}

bool ran(BulkEditDialog &dialog)
{
    QSignalSpy ended(&dialog, &BulkEditDialog::runEnded);
    dialog.run();
    return ended.wait(30000);
}

qint64 countWith(const Store &store, const QString &property)
{
    qint64 n = 0;
    (void)store.scan(Dev, T, KeyRange::all(), [&](Entity &e) {
        n += e.property(property) != nullptr;
        return ScanControl::Continue;
    });
    return n;
}
} // namespace

class TestBulkEditDialog : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_n = 0;

    std::shared_ptr<Store> makeStore(qint64 count = 300)
    {
        return TestStoreBuilder(m_dir, u"b%1.rowan"_s.arg(++m_n)).table(T, count, item).build();
    }

private Q_SLOTS:
    void previewCountAndSample_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("selection") << int(BulkScopeChooser::Selection) << qint64(3);
        QTest::newRow("partitions") << int(BulkScopeChooser::Partitions) << qint64(100);
        QTest::newRow("query") << int(BulkScopeChooser::Query) << qint64(10);
        QTest::newRow("table") << int(BulkScopeChooser::Table) << qint64(300);
    }
    void previewCountAndSample()
    {
        QFETCH(int, kind);
        QFETCH(qint64, expected);
        auto store = makeStore();
        QVERIFY(store);
        ServiceSession session;
        session.setStore(store);
        BulkEditDialog dialog(&session, sourcesOf(store, {u"r00004"_s, u"r00005"_s, u"r00200"_s}));
        QVERIFY(dialog.scopeChooser()->setKind(BulkScopeChooser::Kind(kind)));
        setDone(dialog);
        QVERIFY(!dialog.findChild<QPushButton *>(u"runButton"_s)->isEnabled());
        QVERIFY(previewed(dialog));
        QCOMPARE(dialog.previewCount(), expected);
        QVERIFY(dialog.statusText().contains(QLocale().toString(expected)));
        // Each sampled entity shows Done before (absent) and after.
        QTreeWidget *sample = dialog.sampleList();
        QCOMPARE(sample->topLevelItemCount(), int(std::min<qint64>(5, expected)));
        QTreeWidgetItem *first = sample->topLevelItem(0);
        QCOMPARE(first->childCount(), 1);
        QCOMPARE(first->child(0)->text(0), u"Done"_s);
        QCOMPARE(first->child(0)->text(1), u"—"_s);
        QCOMPARE(first->child(0)->text(2), u"true (Edm.Boolean)"_s);
        QVERIFY(dialog.findChild<QPushButton *>(u"runButton"_s)->isEnabled());
        // Nothing was written by the preview.
        QCOMPARE(countWith(*store, u"Done"_s), 0);
        // A change of the fields drops the preview: Run waits for a new one.
        dialog.findChild<QLineEdit *>(u"propertyName"_s)->setText(u"Finished"_s);
        QVERIFY(!dialog.findChild<QPushButton *>(u"runButton"_s)->isEnabled());
    }

    void invalidEditSaysWhy_data()
    {
        QTest::addColumn<int>("operation");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("message");
        QTest::newRow("no name") << int(BulkEditDialog::Remove) << QString() << u"Name the property"_s;
        QTest::newRow("key") << int(BulkEditDialog::Remove) << u"PartitionKey"_s << u"PartitionKey"_s;
        QTest::newRow("rename without new name") << int(BulkEditDialog::Rename) << u"N"_s << u"new name"_s;
    }
    void invalidEditSaysWhy()
    {
        QFETCH(int, operation);
        QFETCH(QString, name);
        QFETCH(QString, message);
        auto store = makeStore(3);
        ServiceSession session;
        session.setStore(store);
        BulkEditDialog dialog(&session, sourcesOf(store));
        dialog.setOperation(BulkEditDialog::Operation(operation));
        dialog.findChild<QLineEdit *>(u"propertyName"_s)->setText(name);
        QVERIFY(!dialog.edit());
        QVERIFY2(dialog.statusText().contains(message), qPrintable(dialog.statusText()));
        dialog.preview();
        QVERIFY(!dialog.job()->isRunning());
    }

    void runThenUndo()
    {
        auto store = makeStore();
        ServiceSession session;
        session.setStore(store);
        QWidget parent;
        HistoryActions history(&session, &parent);
        BulkEditDialog dialog(&session, sourcesOf(store), &parent);
        QVERIFY(dialog.scopeChooser()->setKind(BulkScopeChooser::Partitions));
        setDone(dialog);
        QVERIFY(previewed(dialog));
        QVERIFY(ran(dialog));
        QVERIFY2(dialog.statusText().contains(u"Edited 100 entities"_s), qPrintable(dialog.statusText()));
        QVERIFY(dialog.isFinished());
        QVERIFY(dialog.findChild<QPushButton *>(u"closeButton"_s));
        QCOMPARE(countWith(*store, u"Done"_s), 100);
        // One journal action: one Undo takes back every entity.
        QTRY_VERIFY_WITH_TIMEOUT(history.undoAction()->isEnabled(), 10000);
        history.undoAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(countWith(*store, u"Done"_s), 0, 20000);
    }

    void skippedEntitiesAreListed_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("heading");
        QTest::addColumn<int>("written");
        QTest::newRow("changed meanwhile") << u"changed"_s << u"Changed meanwhile"_s << 2;
        QTest::newRow("cannot convert") << u"convert"_s << u"Cannot convert"_s << 2;
    }
    void skippedEntitiesAreListed()
    {
        QFETCH(QString, kind);
        QFETCH(QString, heading);
        QFETCH(int, written);
        auto store = makeStore();
        ServiceSession session;
        session.setStore(store);
        // r00007's Code is "x7": it cannot become an Int32.
        BulkEditDialog dialog(&session, sourcesOf(store, {u"r00004"_s, u"r00005"_s, u"r00007"_s}));
        QVERIFY(dialog.scopeChooser()->setKind(BulkScopeChooser::Selection));
        if (kind == u"changed") {
            setDone(dialog);
        } else {
            dialog.setOperation(BulkEditDialog::ChangeType);
            dialog.findChild<QLineEdit *>(u"propertyName"_s)->setText(u"Code"_s);
            auto *type = dialog.findChild<QComboBox *>(u"newType"_s);
            type->setCurrentIndex(type->findData(int(EdmType::Int32)));
        }
        QVERIFY(previewed(dialog));
        if (kind == u"changed") {
            // Someone changes r00007 after it was selected: its ETag no longer matches.
            Entity changed = item(7);
            changed.setProperty(u"N"_s, Value::int32(-7));
            QVERIFY(store->write(Dev, T, {OperationType::Update, changed, {}}));
        }
        QVERIFY(ran(dialog));
        QVERIFY2(dialog.statusText().contains(u"Edited %1 entities"_s.arg(written)),
            qPrintable(dialog.statusText()));
        QTreeWidget *problems = dialog.problemList();
        QVERIFY(problems->isVisibleTo(&dialog));
        QCOMPARE(problems->topLevelItemCount(), 1);
        QVERIFY2(problems->topLevelItem(0)->text(0).startsWith(heading),
            qPrintable(problems->topLevelItem(0)->text(0)));
        QCOMPARE(problems->topLevelItem(0)->childCount(), 1);
        QCOMPARE(problems->topLevelItem(0)->child(0)->text(1), u"r00007"_s);
        const auto kept = store->getEntity(Dev, T, u"p1"_s, u"r00007"_s);
        QVERIFY(kept && !kept->property(u"Done"_s));
        QCOMPARE(kept->property(u"Code"_s)->type(), EdmType::String);
    }

    void cancelStopsTheRun()
    {
        const qint64 total = 20000;
        auto store = makeStore(total);
        QVERIFY(store);
        ServiceSession session;
        session.setStore(store);
        BulkEditDialog dialog(&session, sourcesOf(store));
        QVERIFY(dialog.scopeChooser()->setKind(BulkScopeChooser::Table));
        setDone(dialog);
        QVERIFY(previewed(dialog));
        QCOMPARE(dialog.previewCount(), total);
        QSignalSpy ended(&dialog, &BulkEditDialog::runEnded);
        dialog.run();
        QVERIFY(dialog.isRunning());
        dialog.reject(); // Cancel while it runs: stops, the dialog stays to say what was written
        QVERIFY(dialog.isVisible() || !dialog.isFinished());
        QVERIFY(ended.wait(30000));
        QVERIFY2(dialog.statusText().contains(u"Cancel"_s), qPrintable(dialog.statusText()));
        QVERIFY(countWith(*store, u"Done"_s) < total);
    }

    // Where the store confirms writes, Run asks with the table's name typed; refusing writes nothing.
    void confirmWritesAsks_data()
    {
        QTest::addColumn<bool>("agree");
        QTest::newRow("typed and confirmed") << true;
        QTest::newRow("refused") << false;
    }
    void confirmWritesAsks()
    {
        QFETCH(bool, agree);
        auto store = makeStore();
        QVERIFY(store->setSafetyProfile({SafetyLevel::ConfirmWrites, u"PROD"_s, {}}));
        ServiceSession session;
        session.setStore(store);
        BulkEditDialog dialog(&session, sourcesOf(store));
        QVERIFY(dialog.scopeChooser()->setKind(BulkScopeChooser::Partitions));
        setDone(dialog);
        QVERIFY(previewed(dialog));
        bool asked = false;
        bool typedName = false;
        onNextModal<WriteConfirmDialog>([&](WriteConfirmDialog *confirm) {
            asked = true;
            typedName = confirm->needsTypedName();
            auto *write = confirm->findChild<QPushButton *>(u"writeButton"_s);
            if (!agree) {
                confirm->reject();
                return;
            }
            QVERIFY(!write->isEnabled());
            confirm->findChild<QLineEdit *>(u"typedTableName"_s)->setText(T);
            QVERIFY(write->isEnabled());
            write->click();
        });
        QSignalSpy ended(&dialog, &BulkEditDialog::runEnded);
        dialog.run();
        QVERIFY(asked);
        QVERIFY(typedName);
        if (agree) {
            QVERIFY(ended.wait(30000));
            QCOMPARE(countWith(*store, u"Done"_s), 100);
        } else {
            QVERIFY(!dialog.isRunning());
            QVERIFY(!dialog.isFinished());
            QCOMPARE(countWith(*store, u"Done"_s), 0);
        }
    }

    void readOnlyStoreOffersNoRun()
    {
        auto store = makeStore(3);
        QVERIFY(store->setSafetyProfile({SafetyLevel::ReadOnly, {}, {}}));
        ServiceSession session;
        session.setStore(store);
        QVERIFY(!session.writable());
        BulkEditDialog dialog(&session, sourcesOf(store));
        QVERIFY(dialog.scopeChooser()->setKind(BulkScopeChooser::Table));
        setDone(dialog);
        QVERIFY(previewed(dialog));
        QCOMPARE(dialog.previewCount(), 3);
        QVERIFY(!dialog.findChild<QPushButton *>(u"runButton"_s)->isEnabled());
    }
};

QTEST_MAIN(TestBulkEditDialog)
#include "tst_bulkeditdialog.moc"
