// SchemaView: the census of a table appears (on a worker, the whole table stated), conflicting properties
// open into their types, a hidden view waits until shown, Cancel stops a run, the explorer's writes bring a
// new census, double-clicking a number asks the grid for its entities, the exports parse, and closing the
// store empties the view.
#include "ui/schema/schemaview.h"

#include "models/schema/censusjob.h"
#include "models/schema/censusmodel.h"
#include "models/session/servicesession.h"
#include "support/teststore.h"

#include <rowan/filter.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {
const QString AccountName = u"devstoreaccount1"_s;
}

class TestSchemaView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Price is a Double except in entity 3, a String.
        m_store = TestStoreBuilder(m_dir, u"schema.rowan"_s)
                      .table(u"Goods"_s, 40,
                          [](qint64 i) {
                              Entity e(u"g%1"_s.arg(i / 10), QString::number(100 + i));
                              e.appendProperty(u"Price"_s,
                                  i == 3 ? Value::string(u"n/a"_s) : Value::float64(double(i) + 0.5));
                              if (i % 4 == 0)
                                  e.appendProperty(u"Label"_s, Value::string(u"L%1"_s.arg(i)));
                              return e;
                          })
                      .build();
        QVERIFY(m_store);
    }

    void init()
    {
        m_session = new ServiceSession;
        m_session->setStore(m_store);
        m_view = new SchemaView(m_session);
        m_view->resize(900, 500);
        m_view->show();
    }

    void cleanup()
    {
        delete m_view;
        m_session->pool()->waitForDone();
        delete m_session;
    }

    void censusShown()
    {
        QSignalSpy shown(m_view, &SchemaView::censusShown);
        m_view->setTable(AccountName, u"Goods"_s);
        QVERIFY(m_view->job()->isRunning());
        QTRY_COMPARE(shown.size(), 1);
        QVERIFY2(
            m_view->statusText().startsWith(u"The whole table: 40 entities in 4 partitions, 2 properties."_s),
            qPrintable(m_view->statusText()));
        QVERIFY2(m_view->statusText().contains(u"1 stored with more than one type"_s),
            qPrintable(m_view->statusText()));
        const CensusModel *model = m_view->model();
        QCOMPARE(model->rowCount(), 2);
        const QModelIndex price = model->index(0, 0);
        QCOMPARE(price.data().toString(), u"Price"_s);
        // The conflict is opened, so its two types show at once.
        QVERIFY(m_view->view()->isExpanded(price));
        QCOMPARE(model->rowCount(price), 2);
    }

    void hiddenViewWaits()
    {
        m_view->hide();
        QSignalSpy shown(m_view, &SchemaView::censusShown);
        m_view->setTable(AccountName, u"Goods"_s);
        QVERIFY(!m_view->job()->isRunning());
        m_view->show();
        QVERIFY(m_view->job()->isRunning());
        QTRY_COMPARE(shown.size(), 1);
    }

    void cancelStops()
    {
        m_view->setTable(AccountName, u"Goods"_s);
        auto *cancel = m_view->findChild<QPushButton *>(u"schemaCancel"_s);
        QVERIFY(cancel && cancel->isVisible());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!m_view->job()->isRunning());
        QVERIFY(m_view->statusText().startsWith(u"Cancelled"_s));
        auto *again = m_view->findChild<QPushButton *>(u"schemaRefresh"_s);
        QVERIFY(again && again->isVisible());
        QSignalSpy shown(m_view, &SchemaView::censusShown);
        QTest::mouseClick(again, Qt::LeftButton);
        QTRY_COMPARE(shown.size(), 1);
    }

    // Double-clicking the String count of Price asks the grid for exactly that entity.
    void numberOpensItsEntities()
    {
        QSignalSpy shown(m_view, &SchemaView::censusShown);
        m_view->setTable(AccountName, u"Goods"_s);
        QTRY_COMPARE(shown.size(), 1);
        QSignalSpy requested(m_view, &SchemaView::entitiesRequested);
        const QModelIndex price = m_view->model()->index(0, 0);
        const QModelIndex asString = m_view->model()->index(1, CensusModel::Entities, price);
        QCOMPARE(asString.data().toString(), u"1"_s);
        QVERIFY(m_view->showEntities(asString));
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.first().at(1).toString(), u"Goods"_s);
        QCOMPARE(requested.first().at(3).toString(), u"Price stored as Edm.String"_s);
        Result<Filter> filter = Filter::fromText(requested.first().at(2).toString());
        QVERIFY(filter);
        QVERIFY(filter->matches(Entity(u"g0"_s, u"103"_s)));
        QVERIFY(!filter->matches(Entity(u"g0"_s, u"104"_s)));
        // The entities without Label: 30, of which the filter covers the first it can.
        const QModelIndex noLabel = m_view->model()->index(1, CensusModel::Missing);
        QCOMPARE(noLabel.data().toString(), u"30"_s);
        QVERIFY(m_view->showEntities(noLabel));
        QVERIFY2(requested.last().at(3).toString().startsWith(u"without Label: the first "_s),
            qPrintable(requested.last().at(3).toString()));
        // A number with nothing behind it asks for nothing.
        QVERIFY(!m_view->showEntities(m_view->model()->index(0, CensusModel::Partitions)));
        QCOMPARE(requested.size(), 2);
    }

    void exports()
    {
        QVERIFY(m_view->exported(SchemaView::ExportFormat::Json).isEmpty());
        auto *exportButton = m_view->findChild<QToolButton *>(u"schemaExport"_s);
        QVERIFY(exportButton && !exportButton->isEnabled());
        QSignalSpy shown(m_view, &SchemaView::censusShown);
        m_view->setTable(AccountName, u"Goods"_s);
        QTRY_COMPARE(shown.size(), 1);
        QVERIFY(exportButton->isEnabled());
        const QJsonObject census
            = QJsonDocument::fromJson(m_view->exported(SchemaView::ExportFormat::Json)).object();
        QCOMPARE(census[u"entities"_s].toInteger(), 40);
        const QJsonObject schema
            = QJsonDocument::fromJson(m_view->exported(SchemaView::ExportFormat::JsonSchema)).object();
        QCOMPARE(schema[u"title"_s].toString(), u"Goods"_s);
        QVERIFY(
            QString::fromUtf8(m_view->exported(SchemaView::ExportFormat::Markdown)).startsWith(u"# Goods"_s));
    }

    // A write by the explorer to the table brings a new census that shows it.
    void writesRecount()
    {
        QSignalSpy shown(m_view, &SchemaView::censusShown);
        m_view->setTable(AccountName, u"Goods"_s);
        QTRY_COMPARE(shown.size(), 1);
        Entity e(u"g9"_s, u"999"_s);
        e.appendProperty(u"Colour"_s, Value::string(u"red"_s));
        auto written = m_session->run([e](TableService &service) {
            return service.write(AccountName, u"Goods"_s, EntityOperation {OperationType::Insert, e, {}});
        });
        written.waitForFinished();
        QVERIFY(written.result());
        m_session->noteWrite(AccountName, u"Goods"_s, m_session->service());
        QTRY_COMPARE(shown.size(), 2);
        QCOMPARE(m_view->model()->rowCount(), 3);
        // Leave the table as the other tests expect it.
        auto removed = m_session->run([](TableService &service) {
            return service.write(AccountName, u"Goods"_s,
                EntityOperation {OperationType::Delete, Entity(u"g9"_s, u"999"_s), u"*"_s});
        });
        removed.waitForFinished();
        QVERIFY(removed.result());
        m_session->noteWrite(AccountName, u"Goods"_s, m_session->service());
        QTRY_COMPARE(shown.size(), 3);
    }

    void closingTheStoreEmpties()
    {
        QSignalSpy shown(m_view, &SchemaView::censusShown);
        m_view->setTable(AccountName, u"Goods"_s);
        QTRY_COMPARE(shown.size(), 1);
        m_session->setStore(nullptr);
        QCOMPARE(m_view->model()->rowCount(), 0);
        QVERIFY(m_view->statusText().startsWith(u"Choose a table"_s));
    }

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    ServiceSession *m_session = nullptr;
    SchemaView *m_view = nullptr;
};

QTEST_MAIN(TestSchemaView)
#include "tst_schemaview.moc"
