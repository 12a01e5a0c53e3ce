// ExportDialog: the format from the file name or chosen, OK only with a known format, the request for each
// choice of columns and rows (keys are added by the job, not here), and a screenshot.
#include "support/focuschain.h"
#include "ui/transfer/exportdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(rowan::transfer::Format)

namespace {
ExportDialog::Context queryContext()
{
    ExportDialog::Context context;
    context.table = u"Orders"_s;
    context.visibleColumns = {u"Total"_s, u"Customer"_s};
    context.hasQuery = true;
    context.queryFilter = u"Total gt 100"_s;
    context.querySelect = QStringList {u"Total"_s, u"Customer"_s, u"Notes"_s};
    return context;
}

} // namespace

class TestExportDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void format_data();
    void format();
    void request_data();
    void request();
    void withoutQueryOrGrid();
    void focusOrder();
    void screenshot();
};

void TestExportDialog::format_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<int>("choice"); // combo index: 0 from the file name, 1 CSV, 2 JSONL, 3 JSON
    QTest::addColumn<bool>("ok");
    QTest::addColumn<transfer::Format>("format");
    QTest::newRow("csv suffix") << u"/tmp/a.csv"_s << 0 << true << transfer::Format::Csv;
    QTest::newRow("jsonl suffix") << u"/tmp/a.jsonl"_s << 0 << true << transfer::Format::JsonLines;
    QTest::newRow("ndjson suffix") << u"/tmp/a.ndjson"_s << 0 << true << transfer::Format::JsonLines;
    QTest::newRow("json suffix") << u"/tmp/a.JSON"_s << 0 << true << transfer::Format::JsonArray;
    QTest::newRow("unknown suffix") << u"/tmp/a.txt"_s << 0 << false << transfer::Format::Csv;
    QTest::newRow("unknown suffix, chosen") << u"/tmp/a.txt"_s << 2 << true << transfer::Format::JsonLines;
    QTest::newRow("chosen beats suffix") << u"/tmp/a.csv"_s << 3 << true << transfer::Format::JsonArray;
    QTest::newRow("no file") << QString() << 1 << false << transfer::Format::Csv;
}

void TestExportDialog::format()
{
    QFETCH(QString, fileName);
    QFETCH(int, choice);
    QFETCH(bool, ok);
    QFETCH(transfer::Format, format);
    ExportDialog dialog(queryContext());
    dialog.setFileName(fileName);
    dialog.findChild<QComboBox *>(u"format"_s)->setCurrentIndex(choice);
    auto *okButton = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QCOMPARE(okButton->isEnabled(), ok);
    QCOMPARE(dialog.findChild<QLabel *>(u"message"_s)->text().isEmpty(), ok);
    if (ok) {
        QCOMPARE(dialog.format(), format);
        QCOMPARE(dialog.request().format, format);
        QCOMPARE(dialog.request().fileName, fileName);
    }
}

void TestExportDialog::request_data()
{
    QTest::addColumn<bool>("visibleOnly");
    QTest::addColumn<bool>("queryResult");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QStringList>("select"); // empty: nullopt
    QTest::newRow("table, all columns") << false << false << QString() << QStringList();
    QTest::newRow("table, visible columns")
        << true << false << QString() << QStringList {u"Total"_s, u"Customer"_s};
    QTest::newRow("query, all its columns")
        << false << true << u"Total gt 100"_s << QStringList {u"Total"_s, u"Customer"_s, u"Notes"_s};
    QTest::newRow("query, visible columns")
        << true << true << u"Total gt 100"_s << QStringList {u"Total"_s, u"Customer"_s};
}

void TestExportDialog::request()
{
    QFETCH(bool, visibleOnly);
    QFETCH(bool, queryResult);
    QFETCH(QString, filter);
    QFETCH(QStringList, select);
    ExportDialog dialog(queryContext());
    dialog.setFileName(u"/tmp/out.csv"_s);
    // With a query shown, its result is the default.
    QVERIFY(dialog.findChild<QRadioButton *>(u"queryResult"_s)->isChecked());
    dialog.findChild<QRadioButton *>(visibleOnly ? u"visibleColumns"_s : u"allColumns"_s)->setChecked(true);
    dialog.findChild<QRadioButton *>(queryResult ? u"queryResult"_s : u"wholeTable"_s)->setChecked(true);
    const ExportRequest request = dialog.request();
    QCOMPARE(request.filter, filter);
    QCOMPARE(request.select.has_value(), !select.isEmpty());
    if (request.select)
        QCOMPARE(*request.select, select);
}

void TestExportDialog::withoutQueryOrGrid()
{
    ExportDialog::Context context;
    context.table = u"Orders"_s;
    ExportDialog dialog(context);
    QVERIFY(!dialog.findChild<QRadioButton *>(u"queryResult"_s)->isEnabled());
    QVERIFY(!dialog.findChild<QRadioButton *>(u"visibleColumns"_s)->isEnabled());
    QVERIFY(dialog.findChild<QRadioButton *>(u"wholeTable"_s)->isChecked());
    QVERIFY(dialog.findChild<QRadioButton *>(u"allColumns"_s)->isChecked());
}

void TestExportDialog::screenshot()
{
    ExportDialog dialog(queryContext());
    dialog.setFileName(u"/home/ann/Documents/Orders.csv"_s);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QString screenshots = qEnvironmentVariable("ROWAN_SCREENSHOT_DIR");
    if (!screenshots.isEmpty())
        QVERIFY(dialog.grab().save(QDir(screenshots).filePath(u"export-dialog.png"_s)));
}

void TestExportDialog::focusOrder()
{
    ExportDialog dialog(queryContext());
    QCOMPARE(focusChain(&dialog),
        (QStringList {u"path"_s, u"browse"_s, u"format"_s, u"allColumns"_s, u"visibleColumns"_s,
            u"wholeTable"_s, u"queryResult"_s}));
    QCOMPARE(dialog.findChild<QRadioButton *>(u"wholeTable"_s)->text(), u"The whole &table"_s);
    QCOMPARE(dialog.findChild<QRadioButton *>(u"allColumns"_s)->text(), u"&All columns"_s);
}

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
