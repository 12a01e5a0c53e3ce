#include "models/grid/entitytablemodel.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"
#include "support/teststore.h"
#include "ui/connections/connectdialog.h"
#include "ui/connections/connectionactions.h"
#include "ui/store/storenavigator.h"
#include "ui/window/mainwindow.h"

#include <rowan/store.h>
#include <rowan/tableserver.h>

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

class TestConnectDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void validatesAsTyped_data();
    void validatesAsTyped();
    void presetsSpellTheDevelopmentAccount();
    void connectsToRowanServe();
    void refusedEndpointKeepsTheDialogOpen();
    void mainWindowBrowsesARemoteTable();
};

void TestConnectDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RowanTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_connectdialog"));
    QSettings().clear();
}

void TestConnectDialog::validatesAsTyped_data()
{
    QTest::addColumn<int>("source");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("name");
    const int cs = int(ConnectDialog::Source::ConnectionString);
    const int sas = int(ConnectDialog::Source::SasUrl);
    QTest::newRow("empty") << cs << "" << false << "";
    QTest::newRow("account key") << cs
                                 << "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=a2V5;"
                                    "EndpointSuffix=core.windows.net"
                                 << true << "acct on acct.table.core.windows.net";
    QTest::newRow("development storage")
        << cs << "UseDevelopmentStorage=true" << true << "devstoreaccount1 on 127.0.0.1:10002";
    QTest::newRow("no endpoint") << cs << "AccountKey=a2V5" << false << "";
    QTest::newRow("not a connection string") << cs << "hello" << false << "";
    QTest::newRow("table sas url")
        << sas
        << "https://acct.table.core.windows.net/Orders?sv=2019-02-02&tn=orders&sp=r&"
           "se=2030-01-01T00%3A00%3A00Z&sig=abc%3D"
        << true << "acct/orders on acct.table.core.windows.net";
    QTest::newRow("url without token") << sas << "https://acct.table.core.windows.net/Orders" << false << "";
}

void TestConnectDialog::validatesAsTyped()
{
    QFETCH(int, source);
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(QString, name);
    ServiceSession session;
    ConnectDialog dialog(&session);
    dialog.setSource(ConnectDialog::Source(source));
    dialog.setText(text);
    auto *connect = dialog.findChild<QPushButton *>(QStringLiteral("connectButton"));
    auto *message = dialog.findChild<QLabel *>(QStringLiteral("message"));
    QCOMPARE(connect->isEnabled(), valid);
    QCOMPARE(bool(dialog.endpoint()), valid);
    // An invalid non-empty text says what is wrong; a valid one names where it goes.
    QCOMPARE(message->text().isEmpty(), valid || text.isEmpty());
    if (valid)
        QCOMPARE(dialog.name(), name);
}

void TestConnectDialog::presetsSpellTheDevelopmentAccount()
{
    ServiceSession session;
    ConnectDialog dialog(&session);
    dialog.setSource(ConnectDialog::Source::Azurite);
    dialog.findChild<QSpinBox *>(QStringLiteral("port"))->setValue(10123);
    const auto endpoint = dialog.endpoint();
    QVERIFY2(endpoint, qPrintable(endpoint ? QString() : endpoint.error().message));
    QCOMPARE(endpoint->account, QStringLiteral("devstoreaccount1"));
    QCOMPARE(endpoint->tableEndpoint.port(), 10123);
    QVERIFY(!endpoint->accountKey.isEmpty());
    QVERIFY(dialog.secretText().contains(QStringLiteral("127.0.0.1:10123")));
    QCOMPARE(dialog.name(), QStringLiteral("Azurite (devstoreaccount1 on 127.0.0.1:10123)"));
    dialog.setSource(ConnectDialog::Source::RowanServe);
    QVERIFY(dialog.name().startsWith(QStringLiteral("rowan serve")));
}

void TestConnectDialog::connectsToRowanServe()
{
    QTemporaryDir dir;
    auto store
        = TestStoreBuilder(dir, QStringLiteral("served.rowan")).table(QStringLiteral("Orders")).build();
    QVERIFY(store);
    ServerOptions serverOptions;
    serverOptions.port = 0;
    TableServer server(*store, serverOptions);
    QVERIFY(server.listen());

    ServiceSession session;
    ConnectDialog dialog(&session);
    dialog.setSource(ConnectDialog::Source::RowanServe);
    dialog.findChild<QSpinBox *>(QStringLiteral("port"))->setValue(server.port());
    QSignalSpy tested(&dialog, &ConnectDialog::tested);
    dialog.accept();
    QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 20000);
    QVERIFY2(tested.at(0).at(0).toBool(), qPrintable(tested.at(0).at(1).toString()));
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(dialog.service());
    const ServiceDescription description = dialog.service()->description();
    QCOMPARE(description.kind, ServiceKind::Remote);
    QVERIFY(!description.capabilities.testFlag(ServiceCapability::Statistics));
    auto tables = dialog.service()->listTables(QStringLiteral("devstoreaccount1"));
    QVERIFY2(tables, qPrintable(tables ? QString() : tables.error().message));
    QCOMPARE(tables->size(), 1);
    QCOMPARE(tables->first().name, QStringLiteral("Orders"));
}

void TestConnectDialog::refusedEndpointKeepsTheDialogOpen()
{
    // A port that was free a moment ago: nothing listens there.
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    const quint16 port = probe.serverPort();
    probe.close();

    ServiceSession session;
    ConnectDialog dialog(&session);
    dialog.setSource(ConnectDialog::Source::Azurite);
    dialog.findChild<QSpinBox *>(QStringLiteral("port"))->setValue(port);
    QSignalSpy tested(&dialog, &ConnectDialog::tested);
    dialog.setResult(QDialog::Rejected);
    dialog.accept();
    QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 60000);
    QVERIFY(!tested.at(0).at(0).toBool());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(!dialog.service());
    auto *message = dialog.findChild<QLabel *>(QStringLiteral("message"));
    QVERIFY(message->text().startsWith(QStringLiteral("Cannot connect")));
    QVERIFY(dialog.findChild<QPushButton *>(QStringLiteral("connectButton"))->isEnabled());
}

void TestConnectDialog::mainWindowBrowsesARemoteTable()
{
    QTemporaryDir dir;
    const QString account = QStringLiteral("devstoreaccount1");
    auto store = TestStoreBuilder(dir, QStringLiteral("served.rowan"))
                     .table(QStringLiteral("Orders"), 1200,
                         [](qint64 i) {
                             Entity e(QStringLiteral("customer%1").arg(i % 7),
                                 QStringLiteral("order%1").arg(i, 5, 10, QLatin1Char('0')));
                             e.setProperty(QStringLiteral("Amount"), Value::float64(i * 1.25));
                             e.setProperty(QStringLiteral("Items"), Value::int32(int(i % 9 + 1)));
                             return e;
                         })
                     .build();
    QVERIFY(store);
    ServerOptions serverOptions;
    serverOptions.port = 0;
    TableServer server(*store, serverOptions);
    QVERIFY(server.listen());

    MainWindow window;
    window.resize(1200, 700);
    window.show();
    const QString screenshots = qEnvironmentVariable("ROWAN_SCREENSHOT_DIR");
    ConnectDialog dialog(window.session(), &window);
    dialog.setSource(ConnectDialog::Source::RowanServe);
    dialog.findChild<QSpinBox *>(QStringLiteral("port"))->setValue(server.port());
    dialog.show();
    if (!screenshots.isEmpty())
        QVERIFY(dialog.grab().save(QDir(screenshots).filePath(QStringLiteral("connect-dialog.png"))));
    QSignalSpy tested(&dialog, &ConnectDialog::tested);
    dialog.accept();
    QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 20000);
    QVERIFY2(tested.at(0).at(0).toBool(), qPrintable(tested.at(0).at(1).toString()));

    // What the explorer does after Connect: the remote service replaces the store in every view.
    QSignalSpy loaded(window.storeTree(), &StoreTreeModel::loaded);
    window.connections()->open(dialog.name(), dialog.location(), dialog.service());
    QTRY_VERIFY(loaded.count() >= 1);
    const QModelIndex root = window.storeTree()->index(0, 0);
    QVERIFY(root.data(StoreTreeModel::RemoteRole).toBool());
    QVERIFY(window.storeTree()->tableIndex(account, QStringLiteral("Orders")).isValid());
    auto *navigator = window.findChild<StoreNavigator *>();
    QVERIFY(navigator);
    navigator->selectTable(account, QStringLiteral("Orders"));
    QTRY_COMPARE(window.entityModel()->table(), QStringLiteral("Orders"));
    QTRY_VERIFY(window.entityModel()->rowCount() >= 500);
    QVERIFY(window.windowTitle().contains(QLatin1String("(remote)")));
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("actionChangePassphrase"))->isEnabled());
    // The Partitions dock offers a scan instead of statistics the endpoint does not keep.
    auto *scan = window.findChild<QPushButton *>(QStringLiteral("scanPartitions"));
    QVERIFY(scan);
    QTRY_VERIFY(scan->isVisible());
    // No statistics remotely: the count is not known before the end is read.
    QCOMPARE(window.entityModel()->totalCount(), qint64(-1));
    QCOMPARE(window.entityModel()->index(0, 0).data().toString(), QStringLiteral("customer0"));
    if (!screenshots.isEmpty()) {
        QTest::qWait(300);
        QVERIFY(window.grab().save(QDir(screenshots).filePath(QStringLiteral("remote-table.png"))));
    }
}

QTEST_MAIN(TestConnectDialog)
#include "tst_connectdialog.moc"
