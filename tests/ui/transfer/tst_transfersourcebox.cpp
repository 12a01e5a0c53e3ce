// TransferSourceBox: the rows and columns chosen for each source (a query or not, visible columns or not),
// what stays disabled, the Columns group only when offered, and its buttons in the focus chain in order.
#include "ui/transfer/transfersourcebox.h"

#include <QGroupBox>
#include <QRadioButton>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

using OptionalList = std::optional<QStringList>;
Q_DECLARE_METATYPE(OptionalList)

class TestTransferSourceBox : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void choices_data();
    void choices();
    void focusOrder_data();
    void focusOrder();
};

void TestTransferSourceBox::choices_data()
{
    QTest::addColumn<bool>("offerColumns");
    QTest::addColumn<bool>("hasQuery");
    QTest::addColumn<QStringList>("visibleColumns");
    QTest::addColumn<bool>("askQuery"); // setQueryResult() with this
    QTest::addColumn<bool>("askVisible"); // setVisibleColumnsOnly() with this
    QTest::addColumn<bool>("queryResult");
    QTest::addColumn<bool>("visibleOnly");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<OptionalList>("select");
    const QStringList visible {u"Total"_s, u"Customer"_s};
    const QStringList querySelect {u"Total"_s, u"Notes"_s};
    const QString filter = u"Total gt 100"_s;
    QTest::newRow("query, all columns")
        << true << true << visible << true << false << true << false << filter << OptionalList(querySelect);
    QTest::newRow("query, visible columns")
        << true << true << visible << true << true << true << true << filter << OptionalList(visible);
    QTest::newRow("whole table, all columns")
        << true << true << visible << false << false << false << false << QString() << OptionalList();
    QTest::newRow("whole table, visible columns")
        << true << true << visible << false << true << false << true << QString() << OptionalList(visible);
    QTest::newRow("no query: the whole table")
        << true << false << visible << true << false << false << false << QString() << OptionalList();
    QTest::newRow("no visible columns: all") << true << true << QStringList() << true << true << true << false
                                             << filter << OptionalList(querySelect);
    QTest::newRow("columns not offered")
        << false << true << visible << true << true << true << false << filter << OptionalList(querySelect);
    QTest::newRow("columns not offered, whole table")
        << false << true << visible << false << true << false << false << QString() << OptionalList();
}

void TestTransferSourceBox::choices()
{
    QFETCH(bool, offerColumns);
    QFETCH(bool, hasQuery);
    QFETCH(QStringList, visibleColumns);
    QFETCH(bool, askQuery);
    QFETCH(bool, askVisible);
    TransferSourceBox::Source source;
    source.visibleColumns = visibleColumns;
    source.hasQuery = hasQuery;
    source.queryFilter = hasQuery ? u"Total gt 100"_s : QString();
    source.querySelect = hasQuery ? OptionalList(QStringList {u"Total"_s, u"Notes"_s}) : std::nullopt;
    TransferSourceBox box(source, u"The whole &table"_s, offerColumns);
    // The defaults: the query's result when there is one, all columns.
    QCOMPARE(box.queryResult(), hasQuery);
    QVERIFY(!box.visibleColumnsOnly());
    QCOMPARE(box.findChild<QRadioButton *>(u"queryResult"_s)->isEnabled(), hasQuery);
    auto *visible = box.findChild<QRadioButton *>(u"visibleColumns"_s);
    QCOMPARE(visible != nullptr, offerColumns);
    QCOMPARE(box.findChildren<QGroupBox *>().size(), offerColumns ? 2 : 1);
    if (visible)
        QCOMPARE(visible->isEnabled(), !visibleColumns.isEmpty());

    box.setQueryResult(askQuery);
    box.setVisibleColumnsOnly(askVisible);
    QTEST(box.queryResult(), "queryResult");
    QTEST(box.visibleColumnsOnly(), "visibleOnly");
    QTEST(box.filter(), "filter");
    QTEST(box.select(), "select");
}

void TestTransferSourceBox::focusOrder_data()
{
    QTest::addColumn<bool>("offerColumns");
    QTest::addColumn<QStringList>("order");
    QTest::newRow("columns and rows")
        << true << QStringList {u"allColumns"_s, u"visibleColumns"_s, u"wholeTable"_s, u"queryResult"_s};
    QTest::newRow("rows only") << false << QStringList {u"wholeTable"_s, u"queryResult"_s};
}

void TestTransferSourceBox::focusOrder()
{
    QFETCH(bool, offerColumns);
    QFETCH(QStringList, order);
    TransferSourceBox::Source source;
    source.visibleColumns = {u"A"_s};
    source.hasQuery = true;
    TransferSourceBox box(source, u"The whole t&able"_s, offerColumns);
    QCOMPARE(box.findChild<QRadioButton *>(u"wholeTable"_s)->text(), u"The whole t&able"_s);
    QStringList chain;
    for (QWidget *w = box.nextInFocusChain(); w != &box; w = w->nextInFocusChain()) {
        if (qobject_cast<QRadioButton *>(w))
            chain.append(w->objectName());
    }
    QCOMPARE(chain, order);
}

QTEST_MAIN(TestTransferSourceBox)
#include "tst_transfersourcebox.moc"
