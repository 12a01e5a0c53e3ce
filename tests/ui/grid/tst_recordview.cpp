#include "support/modeltestsupport.h"
#include "ui/grid/recordview.h"

#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"

#include <QItemSelectionModel>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {
const QString account = u"devstoreaccount1"_s;

// Lines of a record as rowText() gives them, by property name.
QHash<QString, QString> recordLines(const QString &text)
{
    QHash<QString, QString> lines;
    for (const QString &line : text.split(u'\n'))
        lines.insert(line.section(u'\t', 0, 0), line.section(u'\t', 1));
    return lines;
}
} // namespace

class TestRecordView : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;

    struct Fixture
    {
        ServiceSession session;
        EntityTableModel model {&session};
        QItemSelectionModel selection {&model};
        RecordView view {&model, &selection};
    };
    std::unique_ptr<Fixture> open(const QString &table, int pageSize = 100)
    {
        auto f = std::make_unique<Fixture>();
        f->session.setStore(m_store);
        f->model.setPageSize(pageSize);
        f->model.setMaxCachedPages(3);
        f->view.resize(600, 400);
        f->view.show();
        f->model.setTable(account, table);
        return f;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        // Items: 2,500 entities, Rare on every tenth; Mixed: each entity with properties of its own.
        m_store = testStore(m_dir, 2500, 4)
                      .table(u"Mixed"_s, 3,
                          [](qint64 i) {
                              Entity e(u"p"_s, u"r%1"_s.arg(i));
                              if (i == 0)
                                  e.setProperty(u"Name"_s, Value::string(u"Ann"_s));
                              if (i == 1)
                                  e.setProperty(u"Count"_s, Value::int64(9007199254740993LL));
                              if (i == 2)
                                  e.setProperty(u"When"_s, Value::dateTime(DateTime(638000000000000000LL)));
                              return e;
                          })
                      .build();
        QVERIFY(m_store);
    }

    void showsEachEntitysOwnProperties_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("property");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("a string") << 0 << u"Name"_s << u"Edm.String"_s << QStringList {u"Count"_s, u"When"_s};
        QTest::newRow("an Int64") << 1 << u"Count"_s << u"Edm.Int64"_s << QStringList {u"Name"_s, u"When"_s};
        QTest::newRow("a DateTime") << 2 << u"When"_s << u"Edm.DateTime"_s << QStringList {u"Name"_s, u"Count"_s};
    }

    void showsEachEntitysOwnProperties()
    {
        QFETCH(int, row);
        QFETCH(QString, property);
        QFETCH(QString, type);
        QFETCH(QStringList, absent);
        auto f = open(u"Mixed"_s);
        QTRY_COMPARE(f->model.rowCount(), 3);
        QVERIFY(waitForRow(f->model, row));
        // The table view has a column for every property; the record only the entity's own.
        QCOMPARE(f->model.propertyColumns().size(), 3);
        const QHash<QString, QString> lines = recordLines(f->view.rowText(row));
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines.value(u"PartitionKey"_s), u"Edm.String\tp"_s);
        QCOMPARE(lines.value(u"RowKey"_s), u"Edm.String\tr%1"_s.arg(row));
        QVERIFY(lines.value(u"Timestamp"_s).startsWith(u"Edm.DateTime\t"_s));
        QCOMPARE(lines.value(property).section(u'\t', 0, 0), type);
        QCOMPARE(lines.value(property).section(u'\t', 1),
            f->model.data(f->model.index(row, EntityTableModel::FixedColumns + f->model.propertyColumns().indexOf(property)))
                .toString());
        for (const QString &name : absent)
            QVERIFY(!lines.contains(name));

        // JSON: the service's form of the same entity, with @odata.type where the type needs saying.
        f->view.setMode(RecordView::Mode::Json);
        const QJsonObject json = QJsonDocument::fromJson(f->view.rowText(row).toUtf8()).object();
        QCOMPARE(json.value(u"PartitionKey"_s).toString(), u"p"_s);
        QCOMPARE(json.value(u"RowKey"_s).toString(), u"r%1"_s.arg(row));
        QVERIFY(json.contains(property));
        QCOMPARE(json.contains(property + u"@odata.type"_s), type != u"Edm.String"_s);
        if (type != u"Edm.String"_s)
            QCOMPARE(json.value(property + u"@odata.type"_s).toString(), type);
        for (const QString &name : absent)
            QVERIFY(!json.contains(name));
    }

    void readsOnlyWhatIsShown()
    {
        auto f = open(u"Items"_s);
        QTRY_COMPARE(f->model.rowCount(), 2500);
        f->view.scrollToRow(2400, true);
        QCOMPARE(f->view.topRow(), 2400);
        QTRY_VERIFY(f->model.isRowLoaded(2400));
        QTRY_VERIFY(!f->view.rowText(2400).isEmpty());
        f->view.repaint();
        QCOMPARE(f->view.paintedRows().value(0), 2400);
        QVERIFY(f->view.paintedRows().size() < 40);
        // Only a window of pages is held, not the rows scrolled past.
        QVERIFY(f->model.cachedPageCount() <= 3);
        QVERIFY(!f->model.isRowLoaded(1200));
    }

    void followsTheCurrentRow()
    {
        auto f = open(u"Items"_s);
        QTRY_COMPARE(f->model.rowCount(), 2500);
        QVERIFY(waitForRow(f->model, 0));
        f->selection.setCurrentIndex(f->model.index(5, 3), QItemSelectionModel::ClearAndSelect);
        QCOMPARE(f->view.currentRow(), 5);
        f->view.setFocus();
        QTest::keyClick(&f->view, Qt::Key_Down);
        QCOMPARE(f->selection.currentIndex().row(), 6);
        QCOMPARE(f->selection.currentIndex().column(), 3); // the column stays for the table
        QTest::keyClick(&f->view, Qt::Key_End);
        QCOMPARE(f->view.currentRow(), 2499);
        // The current row is brought on screen.
        QTRY_VERIFY(f->view.topRow() > 2400);
        QTest::keyClick(&f->view, Qt::Key_Home);
        QCOMPARE(f->view.currentRow(), 0);
        QCOMPARE(f->view.topRow(), 0);
        // A click on a record makes it current.
        f->view.repaint();
        QTRY_VERIFY(!f->view.rowText(1).isEmpty());
        f->view.repaint();
        QVERIFY(f->view.paintedRows().size() > 1);
        const QPoint below(20, f->view.viewport()->height() / 2);
        QVERIFY(f->view.rowAt(below) > 0);
        QTest::mouseClick(f->view.viewport(), Qt::LeftButton, {}, below);
        QCOMPARE(f->view.currentRow(), f->view.rowAt(below));
    }
};

QTEST_MAIN(TestRecordView)
#include "tst_recordview.moc"
