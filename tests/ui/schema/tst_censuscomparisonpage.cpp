// CensusComparisonPage, driven through the Schema view's Compare With: the census shown beside another
// table's (in the same store, and in another store file) with the rows compareCensuses() finds marked in
// colour and in words, the summary, Differences only, each side's whole-table statement, Cancel, a table
// that cannot be read, and the way back (the Back button, or choosing another table).
#include "ui/schema/censuscomparisonpage.h"

#include "models/schema/censuscomparisonmodel.h"
#include "models/schema/censusjob.h"
#include "models/session/servicesession.h"
#include "support/teststore.h"
#include "ui/schema/schemaview.h"
#include "ui/transfer/servicepicker.h"
#include "ui/window/translations.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace rowan;
using namespace Qt::StringLiterals;
using Kind = CensusDifference::Kind;

namespace {

const QString AccountName = u"devstoreaccount1"_s;

// Goods: Price a Double (a String in entity 3), Label in every fourth. `labelEvery` and `colour` vary it.
TestStoreBuilder::EntityMaker goods(bool priceConflict, int labelEvery, bool colour)
{
    return [=](qint64 i) {
        Entity e(u"g%1"_s.arg(i / 10), QString::number(100 + i));
        e.appendProperty(
            u"Price"_s, priceConflict && i == 3 ? Value::string(u"n/a"_s) : Value::float64(double(i) + 0.5));
        if (labelEvery > 0 && i % labelEvery == 0)
            e.appendProperty(u"Label"_s, Value::string(u"L%1"_s.arg(i)));
        if (colour)
            e.appendProperty(u"Colour"_s, Value::string(u"red"_s));
        return e;
    };
}

PickedService here()
{
    PickedService picked;
    picked.where = ServicePicker::Where::SameService;
    picked.title = u"Compare"_s;
    return picked;
}

// The marks by property name.
QMap<QString, int> marks(const CensusComparisonModel *model)
{
    QMap<QString, int> out;
    for (int r = 0; r < model->rowCount(); ++r)
        out.insert(model->index(r, CensusComparisonModel::Property).data().toString(),
            model->index(r, 0).data(CensusComparisonModel::DifferenceRole).toInt());
    return out;
}

} // namespace

class TestCensusComparisonPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The English catalogue gives the singular forms ("1 property differs").
        QCOMPARE(applyLanguage(u"en"_s), u"en"_s);
        QVERIFY(m_dir.isValid());
        // Staging (Goods2): Price always a Double, no Label, a new Colour.
        m_store = TestStoreBuilder(m_dir, u"schema.rowan"_s)
                      .table(u"Goods"_s, 40, goods(true, 4, false))
                      .table(u"Goods2"_s, 40, goods(false, 0, true))
                      .build();
        QVERIFY(m_store);
        // Another store: Goods with the same types, but Label in every entity.
        QVERIFY(
            TestStoreBuilder(m_dir, u"other.rowan"_s).table(u"Goods"_s, 40, goods(true, 1, false)).build());
    }

    void init()
    {
        m_session = new ServiceSession;
        m_session->setStore(m_store);
        m_view = new SchemaView(m_session);
        m_view->resize(900, 500);
        m_view->show();
        QSignalSpy shown(m_view, &SchemaView::censusShown);
        m_view->setTable(AccountName, u"Goods"_s);
        QTRY_COMPARE(shown.size(), 1);
    }

    void cleanup()
    {
        delete m_view;
        m_session->pool()->waitForDone();
        delete m_session;
    }

    void tableInTheSameStore()
    {
        auto *compare = m_view->findChild<QPushButton *>(u"schemaCompare"_s);
        QVERIFY(compare && compare->isVisible() && compare->isEnabled());
        CensusComparisonPage *page = m_view->comparison();
        QSignalSpy compared(page, &CensusComparisonPage::comparisonShown);
        QVERIFY(m_view->compareWith(here(), u"Goods2"_s, u"Goods2"_s));
        QVERIFY(m_view->isComparing());
        QVERIFY(page->isVisible());
        QTRY_COMPARE(compared.size(), 1);
        const QMap<QString, int> expected {{u"Price"_s, int(Kind::TypesDiffer)},
            {u"Label"_s, int(Kind::OnlyInFirst)}, {u"Colour"_s, int(Kind::OnlyInSecond)}};
        QCOMPARE(marks(page->model()), expected);
        QCOMPARE(page->summaryText(),
            u"3 properties differ: 1 only in Goods, 1 only in Goods2, 1 with other types."_s);
        QCOMPARE(page->sideText(true), u"Left: Goods, the whole table, 40 entities."_s);
        QCOMPARE(page->sideText(false), u"Right: Goods2, the whole table, 40 entities."_s);
        // Marked in colour and in words.
        for (int r = 0; r < page->model()->rowCount(); ++r) {
            const QModelIndex index = page->model()->index(r, CensusComparisonModel::Difference);
            QVERIFY(index.data(Qt::ForegroundRole).value<QColor>().isValid());
            QVERIFY(!index.data().toString().isEmpty());
        }
        QCOMPARE(
            page->model()->index(0, CensusComparisonModel::Difference).data().toString(), u"Types differ"_s);

        // Every control on the page is named for a screen reader.
        for (QWidget *child : page->findChildren<QWidget *>()) {
            const auto *button = qobject_cast<QAbstractButton *>(child);
            if (button)
                QVERIFY2(!button->text().isEmpty() || !button->accessibleName().isEmpty(),
                    qPrintable(child->objectName()));
            else if (child == page->view() || qobject_cast<QProgressBar *>(child))
                QVERIFY2(!child->accessibleName().isEmpty(), qPrintable(child->objectName()));
        }

        // Back to the single census, by keyboard.
        auto *back = page->findChild<QPushButton *>(u"comparisonBack"_s);
        QVERIFY(back && back->isVisible());
        back->setFocus();
        QTest::keyClick(back, Qt::Key_Space);
        QVERIFY(!m_view->isComparing());
        QVERIFY(m_view->view()->isVisible());
        QCOMPARE(page->model()->rowCount(), 0);
        QVERIFY(page->exported().isEmpty());
    }

    void differencesOnly()
    {
        CensusComparisonPage *page = m_view->comparison();
        QSignalSpy compared(page, &CensusComparisonPage::comparisonShown);
        // Goods against itself: alike everywhere, so Differences only leaves nothing.
        QVERIFY(m_view->compareWith(here(), u"Goods"_s, u"Goods (again)"_s));
        QTRY_COMPARE(compared.size(), 1);
        QCOMPARE(page->model()->rowCount(), 2);
        QVERIFY2(page->summaryText().startsWith(u"No property differs"_s), qPrintable(page->summaryText()));
        auto *only = page->findChild<QCheckBox *>(u"comparisonDifferencesOnly"_s);
        QVERIFY(only);
        only->setFocus();
        QTest::keyClick(only, Qt::Key_Space);
        QVERIFY(only->isChecked());
        QCOMPARE(page->model()->rowCount(), 0);
        QCOMPARE(page->model()->propertyCount(), 2);
    }

    void tableInAnotherStore()
    {
        CensusComparisonPage *page = m_view->comparison();
        QSignalSpy compared(page, &CensusComparisonPage::comparisonShown);
        PickedService picked;
        picked.where = ServicePicker::Where::StoreFile;
        picked.storePath = m_dir.filePath(u"other.rowan"_s);
        picked.title = u"Compare"_s;
        QVERIFY(m_view->compareWith(picked, u"Goods"_s, u"Goods in other.rowan"_s));
        QTRY_COMPARE(compared.size(), 1);
        QVERIFY(m_view->isComparing());
        // Label: in a quarter of the entities here, in all of them there.
        const QMap<QString, int> expected {{u"Price"_s, -1}, {u"Label"_s, int(Kind::ShareDiffers)}};
        QCOMPARE(marks(page->model()), expected);
        QCOMPARE(page->summaryText(), u"1 property differs: 1 held by a different share of the entities."_s);
        QCOMPARE(page->sideText(true), u"Left: Goods here, the whole table, 40 entities."_s);
        QCOMPARE(page->sideText(false), u"Right: Goods in other.rowan, the whole table, 40 entities."_s);
        const QString tip = page->model()->index(1, 0).data(Qt::ToolTipRole).toString();
        QCOMPARE(
            tip, u"Label is held by 25% of the entities in Goods here, by 100% in Goods in other.rowan."_s);
    }

    void missingTable()
    {
        CensusComparisonPage *page = m_view->comparison();
        QVERIFY(m_view->compareWith(here(), u"Nothing"_s, u"Nothing"_s));
        QTRY_VERIFY(!page->job()->isRunning());
        QVERIFY2(page->sideText(false).startsWith(u"Right: Nothing could not be read"_s),
            qPrintable(page->sideText(false)));
        QCOMPARE(page->model()->rowCount(), 0);
    }

    void cancelStops()
    {
        CensusComparisonPage *page = m_view->comparison();
        QVERIFY(m_view->compareWith(here(), u"Goods2"_s, u"Goods2"_s));
        QVERIFY(page->job()->isRunning());
        auto *cancel = page->findChild<QPushButton *>(u"comparisonCancel"_s);
        QVERIFY(cancel && cancel->isVisible());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!page->job()->isRunning());
        QCOMPARE(page->sideText(false), u"Right: Goods2, cancelled."_s);
        QVERIFY(!cancel->isVisible());
    }

    // A write to the left table brings its new census into the comparison, which stays.
    void writeToTheLeftFollows()
    {
        CensusComparisonPage *page = m_view->comparison();
        QSignalSpy compared(page, &CensusComparisonPage::comparisonShown);
        QVERIFY(m_view->compareWith(here(), u"Goods2"_s, u"Goods2"_s));
        QTRY_COMPARE(compared.size(), 1);
        QCOMPARE(marks(page->model()).value(u"Colour"_s), int(Kind::OnlyInSecond));
        QSignalSpy shown(m_view, &SchemaView::censusShown);
        Entity e(u"g9"_s, u"999"_s);
        e.appendProperty(u"Colour"_s, Value::string(u"red"_s));
        auto written = m_session->run([e](TableService &service) {
            return service.write(AccountName, u"Goods"_s, EntityOperation {OperationType::Insert, e, {}});
        });
        written.waitForFinished();
        QVERIFY(written.result());
        m_session->noteWrite(AccountName, u"Goods"_s, m_session->service());
        QTRY_COMPARE(shown.size(), 1);
        QVERIFY(m_view->isComparing());
        // Now both hold Colour: in 1 of 41 here, in all 40 there.
        QCOMPARE(marks(page->model()).value(u"Colour"_s), int(Kind::ShareDiffers));
        QCOMPARE(page->sideText(true), u"Left: Goods, the whole table, 41 entities."_s);
        auto removed = m_session->run([](TableService &service) {
            return service.write(AccountName, u"Goods"_s,
                EntityOperation {OperationType::Delete, Entity(u"g9"_s, u"999"_s), u"*"_s});
        });
        removed.waitForFinished();
        QVERIFY(removed.result());
    }

    // Another table, or the store closing, ends the comparison.
    void anotherTableLeaves()
    {
        QSignalSpy compared(m_view->comparison(), &CensusComparisonPage::comparisonShown);
        QVERIFY(m_view->compareWith(here(), u"Goods2"_s, u"Goods2"_s));
        QTRY_COMPARE(compared.size(), 1);
        m_view->setTable(AccountName, u"goods"_s);
        QVERIFY(m_view->isComparing());
        m_view->setTable(AccountName, u"Goods2"_s);
        QVERIFY(!m_view->isComparing());
        // Nothing to compare until the new table's census is shown.
        QVERIFY(m_view->job()->isRunning());
        QVERIFY(!m_view->compareWith(here(), u"Goods"_s, u"Goods"_s));
        m_session->setStore(nullptr);
        QVERIFY(!m_view->isComparing());
        QCOMPARE(m_view->comparison()->model()->rowCount(), 0);
    }

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    ServiceSession *m_session = nullptr;
    SchemaView *m_view = nullptr;
};

QTEST_MAIN(TestCensusComparisonPage)
#include "tst_censuscomparisonpage.moc"
