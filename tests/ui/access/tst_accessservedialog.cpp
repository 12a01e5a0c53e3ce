#include "models/access/accessservemodel.h"
#include "models/access/sasmodel.h"
#include "models/session/servicesession.h"
#include "support/accesstestsupport.h"
#include "ui/access/accesscopyfield.h"
#include "ui/access/accessservedialog.h"

#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

using namespace rowan;

namespace {
const QString Dev = QStringLiteral("devstoreaccount1");
}

class TestAccessServeDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void startServeStop();
    void badHost();
};

void TestAccessServeDialog::startServeStop()
{
    QTemporaryDir dir;
    auto store = makeAccessStore(dir, 6, 2);
    QVERIFY(store);
    ServiceSession session;
    session.setStore(store);
    AccessServeModel model(&session);
    AccessServeDialog dialog(&model, Dev);
    dialog.show();
    auto *toggle = dialog.findChild<QPushButton *>(QStringLiteral("toggle"));
    dialog.findChild<QSpinBox *>(QStringLiteral("port"))->setValue(0);
    QVERIFY(dialog.statusText().contains(QLatin1String("Not serving")));
    toggle->click();
    QVERIFY(model.isServing());
    QVERIFY(dialog.statusText().contains(QString::number(model.port())));
    QVERIFY(dialog.connectionStringField()->text().contains(
        QStringLiteral(":%1/devstoreaccount1").arg(model.port())));
    QVERIFY(!dialog.findChild<QSpinBox *>(QStringLiteral("port"))->isEnabled());

    // A few requests: a SAS read, a SAS write it does not allow, an anonymous one.
    SasModel sas(SasModel::Kind::Service);
    sas.setAccount(*store->account(Dev));
    sas.setTable(QStringLiteral("Items"));
    sas.setPermissions(QStringLiteral("r"));
    sas.applyPreset(SasModel::Preset::OneHour, QDateTime::currentDateTimeUtc().addSecs(-5));
    const QString token = sas.generate(QDateTime::currentDateTimeUtc())->token;
    const QString base = QStringLiteral("http://127.0.0.1:%1/devstoreaccount1/Items").arg(model.port());
    QNetworkAccessManager network;
    for (const auto &[method, url] : {std::pair {QByteArray("GET"), base + QStringLiteral("()?") + token},
             std::pair {
                 QByteArray("DELETE"), base + QStringLiteral("(PartitionKey='p0',RowKey='r000')?") + token},
             std::pair {QByteArray("GET"), base + QStringLiteral("()")}}) {
        QNetworkRequest request {QUrl(url)};
        request.setRawHeader("If-Match", "*");
        QNetworkReply *reply = network.sendCustomRequest(request, method);
        QSignalSpy finished(reply, &QNetworkReply::finished);
        QVERIFY(finished.wait(10000));
        reply->deleteLater();
    }
    auto *counters = dialog.findChild<QLabel *>(QStringLiteral("counters"));
    QTRY_VERIFY2(
        counters->text().startsWith(QLatin1String("3 requests, 2 refused")), qPrintable(counters->text()));
    QCOMPARE(dialog.findChild<QTableView *>(QStringLiteral("log"))->model()->rowCount(), 3);
    saveAccessScreenshots(&dialog, QStringLiteral("serve-dialog"));

    toggle->click();
    QVERIFY(!model.isServing());
    QVERIFY(dialog.connectionStringField()->text().isEmpty());
    QVERIFY(dialog.findChild<QSpinBox *>(QStringLiteral("port"))->isEnabled());
}

void TestAccessServeDialog::badHost()
{
    ServiceSession session;
    AccessServeModel model(&session);
    AccessServeDialog dialog(&model, Dev);
    QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("toggle"))->isEnabled()); // nothing to serve
    QVERIFY(dialog.statusText().contains(QLatin1String("embedded store")));
    QTemporaryDir dir;
    session.setStore(makeAccessStore(dir, 1, 1));
    dialog.findChild<QLineEdit *>(QStringLiteral("host"))->setText(QStringLiteral("localhost:80"));
    dialog.toggle();
    QVERIFY(!model.isServing());
    QVERIFY(dialog.statusText().contains(QLatin1String("not an IP address")));
}

QTEST_MAIN(TestAccessServeDialog)
#include "tst_accessservedialog.moc"
