// The Import wizard driven page by page offscreen: a file's preview with detected types, a type chosen per
// column, keys from a column with generated RowKeys (Next disabled, with the reason, until the keys are
// mapped), a new table, the import in the background with its summary and error report, and Cancel during
// the import leaving whole transactions. Grabs the preview and progress pages to ROWAN_SCREENSHOT_DIR.
#include "remote/servethread.h"
#include "support/modeltestsupport.h"
#include "ui/transfer/importwizard.h"

#include "models/session/servicesession.h"
#include "models/transfer/importjob.h"
#include "models/transfer/importpreviewmodel.h"

#include <rowan/store.h>

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {

const QString TestAccount = QStringLiteral("devstoreaccount1");

std::shared_ptr<Store> makeStore(const QTemporaryDir &dir)
{
    return TestStoreBuilder(dir, QStringLiteral("wizard.rowan")).table(QStringLiteral("Existing")).build();
}

// A city list without key columns, typed as a spreadsheet would save it.
const QByteArray Cities
    = "City,Country,Population,Counted,Capital,Area,Note\n"
      "Oslo,Norway,709037,2024-01-01T00:00:00Z,true,454.0,\"fjord, harbour\"\n"
      "Bergen,Norway,291940,2024-01-01T00:00:00Z,false,465.3,rain\n"
      "Zürich,Switzerland,421878,2023-12-31T00:00:00Z,false,87.88,\n"
      "Kraków,Poland,804237,2021-03-31T00:00:00Z,false,326.8,\"old \"\"royal\"\" capital\"\n"
      "Tromsø,Norway,77544,2024-01-01T00:00:00Z,false,2520.6,north\n"
      "Gdańsk,Poland,486022,2021-03-31T00:00:00Z,false,262.0,port\n";

template<typename T>
T *child(QWidget *w, const char *name)
{
    T *c = w->findChild<T *>(QLatin1String(name));
    if (!c)
        qWarning("no child %s", name);
    return c;
}

void grab(QWidget *w, const QString &file)
{
    const QString dir = qEnvironmentVariable("ROWAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(50);
    QVERIFY(w->grab().save(QDir(dir).filePath(file)));
}

bool nextEnabled(QWizard &w)
{
    return w.button(QWizard::NextButton)->isEnabled();
}

} // namespace

class TestImportWizard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pageByPage();
    void keysNeedAMapping_data();
    void keysNeedAMapping();
    void rejectedRowsOfferTheReport();
    void cancelDuringImport();
    void intoRowanServe();
};

void TestImportWizard::pageByPage()
{
    QTemporaryDir dir;
    auto store = makeStore(dir);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    ImportWizard wizard(&session, TestAccount, {"Existing"}, QString());
    QSignalSpy imported(&wizard, &ImportWizard::imported);
    wizard.show();

    // File: the format follows the suffix; a missing file says so and keeps Next disabled.
    wizard.setFilePath(dir.filePath("none.csv"));
    QVERIFY(!nextEnabled(wizard));
    QVERIFY(child<QLabel>(&wizard, "fileProblem")->text().contains("There is no file"));
    wizard.setFilePath(writeTestFile(dir, "cities.csv", Cities));
    QVERIFY(nextEnabled(wizard));
    QCOMPARE(child<QComboBox>(&wizard, "format")->currentIndex(), 0);

    // Preview: the detected types.
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ImportWizard::PreviewPageId));
    ImportPreviewModel *model = wizard.previewModel();
    QTRY_COMPARE(model->rowCount(), 6);
    QTRY_VERIFY(nextEnabled(wizard));
    QCOMPARE(model->columnType(2), EdmType::Int32);
    QCOMPARE(model->columnType(3), EdmType::DateTime);
    QCOMPARE(model->columnType(4), EdmType::Boolean);
    QCOMPARE(model->columnType(5), EdmType::Double);
    QCOMPARE(model->columnType(6), EdmType::String);
    // Choosing Int32 for Area flags the values that are not whole numbers.
    auto *column = child<QComboBox>(&wizard, "previewColumn");
    auto *type = child<QComboBox>(&wizard, "columnType");
    column->setCurrentIndex(5);
    type->setCurrentIndex(type->findData(int(EdmType::Int32)));
    Q_EMIT type->activated(type->currentIndex());
    QCOMPARE(model->failingCells(), 6);
    QVERIFY(child<QLabel>(&wizard, "previewStatus")->text().contains("6 values do not fit"));
    grab(&wizard, QStringLiteral("import-wizard-preview-wrong-type.png"));
    type->setCurrentIndex(type->findData(int(EdmType::Double)));
    Q_EMIT type->activated(type->currentIndex());
    QCOMPARE(model->failingCells(), 0);
    column->setCurrentIndex(6);
    child<QCheckBox>(&wizard, "ignoreColumn")->setChecked(true);
    column->setCurrentIndex(2);
    grab(&wizard, QStringLiteral("import-wizard-preview.png"));

    // Keys: nothing chosen for a file without key columns.
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ImportWizard::KeysPageId));
    QVERIFY(!nextEnabled(wizard));
    QCOMPARE(child<QLabel>(&wizard, "keysProblem")->text(),
        QStringLiteral("No column is chosen for the PartitionKey."));
    auto *pkColumn = child<QComboBox>(&wizard, "pkColumn");
    pkColumn->setCurrentIndex(pkColumn->findData(QStringLiteral("Country")));
    QVERIFY(!nextEnabled(wizard));
    QCOMPARE(
        child<QLabel>(&wizard, "keysProblem")->text(), QStringLiteral("No column is chosen for the RowKey."));
    auto *rkColumn = child<QComboBox>(&wizard, "rkColumn");
    rkColumn->setCurrentIndex(rkColumn->findData(QStringLiteral("City")));
    QVERIFY(nextEnabled(wizard));
    QVERIFY2(child<QLabel>(&wizard, "keyExample")->text().contains("PartitionKey Norway, RowKey Oslo"),
        qPrintable(child<QLabel>(&wizard, "keyExample")->text()));
    // Generated counter keys instead, with a live example.
    child<QRadioButton>(&wizard, "rkGenerated")->setChecked(true);
    auto *kind = child<QComboBox>(&wizard, "rkKind");
    kind->setCurrentIndex(kind->findData(int(transfer::KeySource::Counter)));
    child<QSpinBox>(&wizard, "rkWidth")->setValue(4);
    QVERIFY(child<QLabel>(&wizard, "keyExample")->text().contains("PartitionKey Norway, RowKey 0001"));
    QVERIFY(child<QLabel>(&wizard, "keyExample")->text().contains("PartitionKey Switzerland, RowKey 0003"));
    grab(&wizard, QStringLiteral("import-wizard-keys.png"));
    QVERIFY(nextEnabled(wizard));

    // Target: a new table is created; the mode says what it does.
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ImportWizard::TargetPageId));
    auto *table = child<QComboBox>(&wizard, "targetTable");
    table->setCurrentText(QStringLiteral("x"));
    QVERIFY(!wizard.button(QWizard::CommitButton)->isEnabled());
    table->setCurrentText(QStringLiteral("Cities"));
    QVERIFY(wizard.button(QWizard::CommitButton)->isEnabled());
    QVERIFY(child<QLabel>(&wizard, "targetNote")->text().contains("will be created"));
    child<QRadioButton>(&wizard, "mode-skip-existing")->setChecked(true);
    QVERIFY(child<QLabel>(&wizard, "modeText")->text().contains("untouched"));
    child<QRadioButton>(&wizard, "mode-insert")->setChecked(true);

    const ImportRequest request = wizard.request();
    QCOMPARE(request.mapping.ignoredColumns, QSet<QString> {"Note"});
    QCOMPARE(request.mapping.columnTypes.value("Population"), EdmType::Int32);
    QVERIFY(request.createTable);

    // Import: in the background, then the summary.
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ImportWizard::ProgressPageId));
    QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 20000);
    QCOMPARE(imported.first(), (QList<QVariant> {TestAccount, QStringLiteral("Cities")}));
    QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
    QVERIFY2(child<QLabel>(&wizard, "importSummary")->text().contains("6 written, 0 skipped, 0 failed"),
        qPrintable(child<QLabel>(&wizard, "importSummary")->text()));
    QVERIFY(!child<QPushButton>(&wizard, "openErrorReport")->isVisible());

    QStringList rows;
    (void)store->scan(TestAccount, QStringLiteral("Cities"), KeyRange::all(), [&](Entity &e) {
        QStringList props;
        for (const Property &p : e.properties())
            props << p.name + u':' + edmTypeName(p.value.type()).mid(4) + u'='
                    + transfer::valueToText(p.value);
        rows << e.partitionKey() + u'|' + e.rowKey() + u'|' + props.join(u',');
        return ScanControl::Continue;
    });
    QCOMPARE(rows.size(), 6);
    QCOMPARE(rows.first(),
        QStringLiteral(
            "Norway|0001|City:String=Oslo,Population:Int32=709037,Counted:DateTime=2024-01-01T00:00:00."
            "0000000Z,Capital:Boolean=true,Area:Double=454.0"));
    QCOMPARE(rows.last(),
        QStringLiteral(
            "Switzerland|0003|City:String=Zürich,Population:Int32=421878,Counted:DateTime=2023-12-31T00:"
            "00:00.0000000Z,Capital:Boolean=false,Area:Double=87.88"));
}

void TestImportWizard::keysNeedAMapping_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<bool>("nextAtOnce");
    QTest::addColumn<QString>("reason");

    QTest::newRow("storage explorer file: its own keys") << QByteArray(
        "PartitionKey,RowKey,Timestamp,N,N@type\np,1,2021-02-05T17:15:16.7935715Z,1,Edm.Int32\n")
                                                         << "se.csv" << true << QString();
    QTest::newRow("no key columns") << QByteArray("A,B\n1,2\n") << "plain.csv" << false
                                    << "No column is chosen for the PartitionKey.";
    QTest::newRow("json with keys") << QByteArray("{\"PartitionKey\":\"p\",\"RowKey\":\"r\",\"N\":1}\n")
                                    << "rows.jsonl" << true << QString();
    QTest::newRow("json without RowKey") << QByteArray("[{\"PartitionKey\":\"p\",\"N\":1}]") << "rows.json"
                                         << false << "No column is chosen for the RowKey.";
}

void TestImportWizard::keysNeedAMapping()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, fileName);
    QFETCH(bool, nextAtOnce);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    auto store = makeStore(dir);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    ImportWizard wizard(&session, TestAccount, {"Existing"}, QStringLiteral("Existing"));
    wizard.show();
    wizard.setFilePath(writeTestFile(dir, fileName, file));
    wizard.next();
    QTRY_VERIFY(nextEnabled(wizard));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ImportWizard::KeysPageId));
    QCOMPARE(nextEnabled(wizard), nextAtOnce);
    QCOMPARE(child<QLabel>(&wizard, "keysProblem")->text(), reason);
    if (!nextAtOnce) {
        // Leaving out the column chosen as a key is refused too.
        auto *pk = child<QComboBox>(&wizard, "pkColumn");
        pk->setCurrentIndex(1);
        child<QRadioButton>(&wizard, "rkGenerated")->setChecked(true);
        QVERIFY(nextEnabled(wizard));
        wizard.back();
        auto *column = child<QComboBox>(&wizard, "previewColumn");
        column->setCurrentIndex(column->findText(pk->currentText()));
        child<QCheckBox>(&wizard, "ignoreColumn")->setChecked(true);
        wizard.next();
        QVERIFY(!nextEnabled(wizard));
        QVERIFY(child<QLabel>(&wizard, "keysProblem")->text().contains("is ignored"));
    }
}

void TestImportWizard::rejectedRowsOfferTheReport()
{
    QTemporaryDir dir;
    auto store = makeStore(dir);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    ImportWizard wizard(&session, TestAccount, {"Existing"}, QStringLiteral("Existing"));
    QSignalSpy imported(&wizard, &ImportWizard::imported);
    wizard.show();
    wizard.setFilePath(writeTestFile(dir, "bad.csv",
        "PartitionKey,RowKey,N,N@type\np,1,1,Edm.Int32\np,2,x,Edm.Int32\np,3,3,Edm.Int32\np,4,4,Edm.Nope\n"));
    wizard.next();
    QTRY_VERIFY(nextEnabled(wizard));
    QVERIFY(child<QLabel>(&wizard, "previewStatus")->text().contains("2 rows cannot be read (first: line 3"));
    wizard.next();
    wizard.next();
    QCOMPARE(child<QComboBox>(&wizard, "targetTable")->currentText(), QStringLiteral("Existing"));
    QVERIFY(child<QLabel>(&wizard, "targetNote")->text().contains("existing table"));
    wizard.next();
    QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 20000);
    QVERIFY2(child<QLabel>(&wizard, "importSummary")->text().contains("2 written, 0 skipped, 2 failed in"),
        qPrintable(child<QLabel>(&wizard, "importSummary")->text()));
    auto *open = child<QPushButton>(&wizard, "openErrorReport");
    QVERIFY(open->isVisible());
    QFile report(open->toolTip());
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QByteArray content = report.readAll();
    QVERIFY(content.contains("3,3,N,p,2,InvalidValueType,'x' is not an Edm.Int32"));
    QVERIFY(content.contains("5,4,N@type,p,4,InvalidValueType"));
    report.remove();
    grab(&wizard, QStringLiteral("import-wizard-summary.png"));
}

void TestImportWizard::cancelDuringImport()
{
    QTemporaryDir dir;
    auto store = makeStore(dir);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    QByteArray csv = "PartitionKey,RowKey,Amount,Amount@type,Text\n";
    for (int p = 0; p < 3000; ++p) {
        for (int r = 0; r < 100; ++r)
            csv += "p" + QByteArray::number(p) + ",r" + QByteArray::number(r) + ','
                + QByteArray::number(p * 100 + r) + ",Edm.Int64,some text to make the rows longer\n";
    }
    ImportWizard wizard(&session, TestAccount, {"Existing"}, QStringLiteral("Existing"));
    QSignalSpy imported(&wizard, &ImportWizard::imported);
    wizard.show();
    wizard.setFilePath(writeTestFile(dir, "big.csv", csv));
    wizard.next();
    QTRY_VERIFY(nextEnabled(wizard));
    wizard.next();
    wizard.next();
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ImportWizard::ProgressPageId));
    QVERIFY(wizard.job());
    QSignalSpy progress(wizard.job(), &ImportJob::progress);
    QVERIFY(progress.wait(20000));
    QVERIFY(imported.isEmpty());
    // Far enough for a time left (half a second in), but well before the end.
    QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>(&wizard, "progressNumbers")->text().contains("left"), 20000);
    QVERIFY(imported.isEmpty());
    grab(&wizard, QStringLiteral("import-wizard-progress.png"));
    // The dialog's Cancel stops the import; the wizard stays open for the summary.
    wizard.reject();
    QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 30000);
    QVERIFY(wizard.isVisible());
    QVERIFY2(child<QLabel>(&wizard, "importSummary")->text().contains("Cancelled"),
        qPrintable(child<QLabel>(&wizard, "importSummary")->text()));
    QMap<QString, int> counts;
    qint64 total = 0;
    (void)store->scan(TestAccount, QStringLiteral("Existing"), KeyRange::all(), [&](Entity &e) {
        ++counts[e.partitionKey()];
        ++total;
        return ScanControl::Continue;
    });
    QVERIFY2(total < 300000, qPrintable(QString::number(total)));
    for (auto it = counts.begin(); it != counts.end(); ++it)
        QVERIFY2(it.value() == 100, qPrintable(it.key()));
}

void TestImportWizard::intoRowanServe()
{
    // The same wizard on a remote connection: `rowan serve` in-process, reached through the REST client.
    QTemporaryDir dir;
    ServeThread serve(dir.filePath(QStringLiteral("serve.rowan")));
    QVERIFY(serve.port() != 0);
    ServiceSession session;
    session.setService(std::make_shared<RemoteTableService>(serve.endpoint()));
    const QString account = QString::fromLatin1(DevelopmentAccountName);
    QByteArray csv = "PartitionKey,RowKey,N,N@type,Big,Big@type\n";
    for (int i = 0; i < 250; ++i)
        csv += "p" + QByteArray::number(i % 3) + ",r" + QByteArray::number(i) + ',' + QByteArray::number(i)
            + ",Edm.Int32,9007199254740993,Edm.Int64\n";
    csv += "p0,r0,dup,Edm.Int32,1,Edm.Int64\n";
    ImportWizard wizard(&session, account, {}, QStringLiteral("Remote"));
    QSignalSpy imported(&wizard, &ImportWizard::imported);
    wizard.show();
    wizard.setFilePath(writeTestFile(dir, "remote.csv", csv));
    wizard.next();
    QTRY_VERIFY(nextEnabled(wizard));
    wizard.next();
    QVERIFY(nextEnabled(wizard));
    wizard.next();
    QVERIFY(child<QLabel>(&wizard, "targetNote")->text().contains("will be created"));
    wizard.next();
    QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 60000);
    QVERIFY2(child<QLabel>(&wizard, "importSummary")->text().contains("250 written, 0 skipped, 1 failed"),
        qPrintable(child<QLabel>(&wizard, "importSummary")->text()));
    qint64 count = 0;
    (void)serve.store()->scan(account, QStringLiteral("Remote"), KeyRange::all(), [&](Entity &e) {
        if (e.property(u"Big") && e.property(u"Big")->toInt64() == 9007199254740993LL && e.property(u"N"))
            ++count;
        return ScanControl::Continue;
    });
    QCOMPARE(count, 250);
    QFile::remove(child<QPushButton>(&wizard, "openErrorReport")->toolTip());
}

QTEST_MAIN(TestImportWizard)
#include "tst_importwizard.moc"
