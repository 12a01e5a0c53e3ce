#include "ui/store/deletetabledialog.h"

#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTest>

using namespace rowan;

class TestDeleteTableDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void statesTheCount_data();
    void statesTheCount();
    void typedNameMustMatchExactly_data();
    void typedNameMustMatchExactly();
};

void TestDeleteTableDialog::statesTheCount_data()
{
    QTest::addColumn<qint64>("count");
    QTest::addColumn<QString>("fragment");
    QTest::addColumn<bool>("mustType");
    QTest::newRow("empty") << qint64(0) << "the empty table" << false;
    QTest::newRow("one") << qint64(1) << "its <b>1</b> entity?" << true;
    QTest::newRow("many") << qint64(1234567) << QLocale::system().toString(1234567) + "</b> entities" << true;
    QTest::newRow("unknown (no statistics)") << qint64(-1) << "keeps no count" << true;
}

void TestDeleteTableDialog::statesTheCount()
{
    QFETCH(qint64, count);
    QFETCH(QString, fragment);
    QFETCH(bool, mustType);
    DeleteTableDialog dialog(QStringLiteral("devstoreaccount1"), QStringLiteral("People"), count);
    const QString text = dialog.findChild<QLabel *>(QStringLiteral("message"))->text();
    QVERIFY2(text.contains(fragment), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("People")));
    QCOMPARE(dialog.needsTypedName(), mustType);
    QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("confirmName")) != nullptr, mustType);
    QCOMPARE(dialog.findChild<QPushButton *>(QStringLiteral("deleteButton"))->isEnabled(), !mustType);
}

void TestDeleteTableDialog::typedNameMustMatchExactly_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("enabled");
    QTest::newRow("nothing") << "" << false;
    QTest::newRow("prefix") << "Peop" << false;
    QTest::newRow("other case") << "people" << false;
    QTest::newRow("trailing space") << "People " << false;
    QTest::newRow("exact") << "People" << true;
}

void TestDeleteTableDialog::typedNameMustMatchExactly()
{
    QFETCH(QString, typed);
    QFETCH(bool, enabled);
    DeleteTableDialog dialog(QStringLiteral("devstoreaccount1"), QStringLiteral("People"), 3);
    auto *edit = dialog.findChild<QLineEdit *>(QStringLiteral("confirmName"));
    QVERIFY(edit);
    QTest::keyClicks(edit, typed);
    QCOMPARE(dialog.findChild<QPushButton *>(QStringLiteral("deleteButton"))->isEnabled(), enabled);
}

QTEST_MAIN(TestDeleteTableDialog)
#include "tst_deletetabledialog.moc"
