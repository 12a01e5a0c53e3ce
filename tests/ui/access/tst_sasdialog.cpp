#include "models/session/servicesession.h"
#include "support/accesstestsupport.h"
#include "ui/access/accesscopyfield.h"
#include "ui/access/sasdialog.h"

#include <rowan/localtableservice.h>
#include <rowan/protocol/sas.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

using namespace rowan;

namespace {
const QString Dev = QStringLiteral("devstoreaccount1");
}

class TestSasDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void presets_data();
    void presets();
    void validation();
    void lockedByPolicy();
    void rangePrefilled();
    void accountSas();

private:
    std::unique_ptr<SasDialog> open(SasModel::Kind kind);
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    ServiceSession m_session;
};

void TestSasDialog::initTestCase()
{
    m_store = makeAccessStore(m_dir, 20, 4);
    QVERIFY(m_store);
    LocalTableService service(m_store);
    QVERIFY(service.setTableAccessPolicies(Dev, QStringLiteral("Items"),
        {{QStringLiteral("readers"), std::nullopt,
            DateTime::fromQDateTime(QDateTime::currentDateTimeUtc().addDays(30)), QStringLiteral("r")}}));
    m_session.setStore(m_store);
}

std::unique_ptr<SasDialog> TestSasDialog::open(SasModel::Kind kind)
{
    auto d = std::make_unique<SasDialog>(&m_session, kind, Dev, QStringLiteral("Items"));
    d->show();
    // The keys may already be read when the constructor attaches its continuation: poll, not spy.
    if (!QTest::qWaitFor([&] { return d->isLoaded(); }, 5000))
        return nullptr;
    return d;
}

void TestSasDialog::presets_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<int>("seconds");
    QTest::addColumn<bool>("revocationWarning");
    QTest::newRow("1 hour") << 0 << 3600 << false;
    QTest::newRow("1 day") << 1 << 86400 << false;
    QTest::newRow("7 days") << 2 << 7 * 86400 << true;
    QTest::newRow("1 year") << 4 << 365 * 86400 << true;
}

void TestSasDialog::presets()
{
    QFETCH(int, preset);
    QFETCH(int, seconds);
    QFETCH(bool, revocationWarning);
    auto d = open(SasModel::Kind::Service);
    QVERIFY(d);
    d->findChild<QPushButton *>(QStringLiteral("preset%1").arg(preset))->click();
    const auto start = d->model()->start();
    const auto expiry = d->model()->expiry();
    QVERIFY(start && expiry);
    QCOMPARE(start->secsTo(*expiry), seconds);
    QCOMPARE(d->findChild<QDateTimeEdit *>(QStringLiteral("expiry"))->dateTime().toSecsSinceEpoch(),
        expiry->toSecsSinceEpoch());
    QCOMPARE(d->warningText().contains(QLatin1String("cannot be revoked")), revocationWarning);
    QVERIFY(d->warningText().contains(QLatin1String("whole table")));
    QVERIFY(d->warningText().contains(QLatin1String("public development key")));
    QVERIFY(d->tokenField()->text().contains(QLatin1String("tn=Items")));
}

void TestSasDialog::validation()
{
    auto d = open(SasModel::Kind::Service);
    QVERIFY(d);
    QVERIFY(d->errorText().isEmpty());
    QVERIFY(!d->tokenField()->text().isEmpty());
    // No permission: an error, no output.
    auto *permissions = d->findChild<QListView *>(QStringLiteral("permissions"));
    QVERIFY(
        permissions->model()->setData(permissions->model()->index(0, 0), Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(d->errorText().contains(QLatin1String("Permissions")));
    QVERIFY(d->tokenField()->text().isEmpty());
    QVERIFY(d->urlField()->text().isEmpty());
    QVERIFY(!d->tokenField()->copyButton()->isEnabled());
    QVERIFY(
        permissions->model()->setData(permissions->model()->index(1, 0), Qt::Checked, Qt::CheckStateRole));
    QVERIFY(d->errorText().isEmpty());
    QVERIFY(d->tokenField()->text().contains(QLatin1String("sp=a")));
    // Expiry in the past.
    auto *expiry = d->findChild<QDateTimeEdit *>(QStringLiteral("expiry"));
    expiry->setDateTime(QDateTime::currentDateTimeUtc().addDays(-1));
    QVERIFY2(d->errorText().contains(QLatin1String("in the past")), qPrintable(d->errorText()));
    QVERIFY(d->tokenField()->text().isEmpty());
    d->findChild<QPushButton *>(QStringLiteral("preset0"))->click();
    QVERIFY(d->errorText().isEmpty());
    // A bad address and a reversed range name their field.
    auto *ip = d->findChild<QLineEdit *>(QStringLiteral("ip"));
    QTest::keyClicks(ip, QStringLiteral("10.0.0"));
    QVERIFY(d->errorText().contains(QLatin1String("IP range")));
    ip->clear();
    QTest::keyClicks(d->findChild<QLineEdit *>(QStringLiteral("startPk")), QStringLiteral("p3"));
    QTest::keyClicks(d->findChild<QLineEdit *>(QStringLiteral("endPk")), QStringLiteral("p1"));
    QVERIFY(d->errorText().contains(QLatin1String("start comes after its end")));
    d->findChild<QLineEdit *>(QStringLiteral("endPk"))->clear();
    QTest::keyClicks(d->findChild<QLineEdit *>(QStringLiteral("endPk")), QStringLiteral("p3"));
    QVERIFY(d->errorText().isEmpty());
    QVERIFY(!d->warningText().contains(QLatin1String("whole table")));
    QVERIFY(d->connectionStringField()->text().startsWith(
        QLatin1String("TableEndpoint=http://127.0.0.1:10002/devstoreaccount1;SharedAccessSignature=")));
    saveAccessScreenshots(d.get(), QStringLiteral("sas-dialog"));
}

void TestSasDialog::lockedByPolicy()
{
    auto d = open(SasModel::Kind::Service);
    QVERIFY(d);
    auto *policy = d->findChild<QComboBox *>(QStringLiteral("policy"));
    QCOMPARE(policy->count(), 2);
    policy->setCurrentIndex(1);
    QCOMPARE(d->model()->policyId(), QStringLiteral("readers"));
    QVERIFY(!d->findChild<QDateTimeEdit *>(QStringLiteral("expiry"))->isEnabled());
    QVERIFY(!d->findChild<QListView *>(QStringLiteral("permissions"))->isEnabled());
    QVERIFY(d->findChild<QDateTimeEdit *>(QStringLiteral("start"))->isEnabled()); // the policy sets no start
    QVERIFY(!d->warningText().contains(QLatin1String("cannot be revoked")));
    const QString token = d->tokenField()->text();
    QVERIFY(token.contains(QLatin1String("si=readers")));
    QVERIFY(!token.contains(QLatin1String("sp=")));
    QVERIFY(!token.contains(QLatin1String("se=")));
    saveAccessScreenshots(d.get(), QStringLiteral("sas-dialog-policy"));
    policy->setCurrentIndex(0);
    QVERIFY(d->findChild<QDateTimeEdit *>(QStringLiteral("expiry"))->isEnabled());
    QVERIFY(d->tokenField()->text().contains(QLatin1String("sp=r")));
}

void TestSasDialog::rangePrefilled()
{
    auto d = std::make_unique<SasDialog>(&m_session, SasModel::Kind::Service, Dev, QStringLiteral("Items"));
    d->model()->setRangeFromPartitions({QStringLiteral("p2"), QStringLiteral("p1")});
    d->showRange();
    QCOMPARE(d->findChild<QLineEdit *>(QStringLiteral("startPk"))->text(), QStringLiteral("p1"));
    QCOMPARE(d->findChild<QLineEdit *>(QStringLiteral("endPk"))->text(), QStringLiteral("p2"));
    QVERIFY(d->findChild<QLineEdit *>(QStringLiteral("startRk"))->text().isEmpty());
}

void TestSasDialog::accountSas()
{
    auto d = open(SasModel::Kind::Account);
    QVERIFY(d);
    QVERIFY(!d->findChild<QComboBox *>(QStringLiteral("policy")));
    QVERIFY(!d->findChild<QLineEdit *>(QStringLiteral("startPk")));
    QVERIFY(d->tokenField()->text().contains(QLatin1String("ss=t")));
    QVERIFY(d->warningText().contains(QLatin1String("every table")));
    QVERIFY(d->urlField()->text().startsWith(QLatin1String("http://127.0.0.1:10002/devstoreaccount1?")));
    saveAccessScreenshots(d.get(), QStringLiteral("account-sas-dialog"));
}

QTEST_MAIN(TestSasDialog)
#include "tst_sasdialog.moc"
