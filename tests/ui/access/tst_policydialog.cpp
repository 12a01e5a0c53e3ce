#include "models/access/policylistmodel.h"
#include "models/session/servicesession.h"
#include "support/accesstestsupport.h"
#include "ui/access/policydialog.h"

#include <rowan/localtableservice.h>

#include <QCheckBox>
#include <QDateTimeEdit>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTest>

using namespace rowan;

namespace {
const QString Dev = QStringLiteral("devstoreaccount1");
}

class TestPolicyDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void editorValidation_data();
    void editorValidation();
    void addEditDeleteSave();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    ServiceSession m_session;
};

void TestPolicyDialog::initTestCase()
{
    m_store = makeAccessStore(m_dir, 4, 2);
    QVERIFY(m_store);
    m_session.setStore(m_store);
}

void TestPolicyDialog::editorValidation_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("expiryDays"); // after the start
    QTest::addColumn<bool>("permissions"); // r checked
    QTest::addColumn<QString>("problem"); // empty: Add is enabled

    QTest::newRow("fine") << "readers" << 30 << true << "";
    QTest::newRow("empty id") << "" << 30 << true << "empty";
    QTest::newRow("64 characters") << QString(64, u'x') << 30 << true << "";
    QTest::newRow("65 characters") << QString(65, u'x') << 30 << true << "at most 64";
    QTest::newRow("expiry before start") << "readers" << -1 << true << "after the start";
    QTest::newRow("no letters") << "readers" << 30 << false << "at least one permission";
}

void TestPolicyDialog::editorValidation()
{
    QFETCH(QString, id);
    QFETCH(int, expiryDays);
    QFETCH(bool, permissions);
    QFETCH(QString, problem);
    PolicyDialog dialog(&m_session, Dev, QStringLiteral("Items"));
    dialog.show();
    QTRY_VERIFY(!dialog.model()->isBusy());
    dialog.findChild<QLineEdit *>(QStringLiteral("id"))->setText(id);
    auto *start = dialog.findChild<QDateTimeEdit *>(QStringLiteral("start"));
    dialog.findChild<QDateTimeEdit *>(QStringLiteral("expiry"))
        ->setDateTime(start->dateTime().addDays(expiryDays));
    dialog.findChild<QCheckBox *>(QStringLiteral("perm_r"))->setChecked(permissions);
    auto *add = dialog.findChild<QPushButton *>(QStringLiteral("add"));
    QCOMPARE(add->isEnabled(), problem.isEmpty());
    if (!problem.isEmpty())
        QVERIFY2(dialog.problemText().contains(problem), qPrintable(dialog.problemText()));
}

void TestPolicyDialog::addEditDeleteSave()
{
    PolicyDialog dialog(&m_session, Dev, QStringLiteral("Items"));
    dialog.show();
    QTRY_VERIFY(!dialog.model()->isBusy());
    auto *id = dialog.findChild<QLineEdit *>(QStringLiteral("id"));
    auto *add = dialog.findChild<QPushButton *>(QStringLiteral("add"));
    for (int i = 0; i < 5; ++i) {
        id->setText(QStringLiteral("policy%1").arg(i));
        QVERIFY(add->isEnabled());
        add->click();
    }
    QCOMPARE(dialog.model()->rowCount(), 5);
    id->setText(QStringLiteral("sixth"));
    QVERIFY(!add->isEnabled());
    QVERIFY(dialog.problemText().contains(QLatin1String("at most 5")));

    // Edit the second: only permissions from the policy, start and expiry from each token.
    auto *view = dialog.findChild<QTableView *>(QStringLiteral("policies"));
    view->selectRow(1);
    QCOMPARE(id->text(), QStringLiteral("policy1"));
    dialog.findChild<QCheckBox *>(QStringLiteral("hasstart"))->setChecked(false);
    dialog.findChild<QCheckBox *>(QStringLiteral("hasexpiry"))->setChecked(false);
    dialog.findChild<QCheckBox *>(QStringLiteral("perm_d"))->setChecked(true);
    id->setText(QStringLiteral("policy0")); // taken by row 0
    QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("apply"))->isEnabled());
    id->setText(QStringLiteral("deleters"));
    dialog.findChild<QPushButton *>(QStringLiteral("apply"))->click();
    QCOMPARE(dialog.model()->policyAt(1).id, QStringLiteral("deleters"));
    QVERIFY(!dialog.model()->policyAt(1).expiry);
    QCOMPARE(dialog.model()->policyAt(1).permission, std::optional(QStringLiteral("rd")));

    view->selectRow(4);
    dialog.findChild<QPushButton *>(QStringLiteral("delete"))->click();
    QCOMPARE(dialog.model()->rowCount(), 4);
    saveAccessScreenshots(&dialog, QStringLiteral("policy-dialog"));

    dialog.findChild<QPushButton *>(QStringLiteral("save"))->click();
    QTRY_VERIFY(!dialog.model()->isModified());
    LocalTableService service(m_store);
    const auto stored = service.tableAccessPolicies(Dev, QStringLiteral("Items"));
    QVERIFY(stored);
    QCOMPARE(*stored, dialog.model()->policies());
}

QTEST_MAIN(TestPolicyDialog)
#include "tst_policydialog.moc"
