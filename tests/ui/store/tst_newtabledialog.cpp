#include "ui/store/newtabledialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

using namespace rowan;

class TestNewTableDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void validatesAsYouType_data();
    void validatesAsYouType();
    void okFollowsEachKey();
    void returnsTheTypedName();
};

void TestNewTableDialog::validatesAsYouType_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("message"); // a fragment the message must contain

    QTest::newRow("empty: the rule, no error") << "" << false << "3 to 63 letters and digits";
    QTest::newRow("valid") << "Orders2024" << true << "valid table name";
    QTest::newRow("shortest") << "abc" << true << "valid table name";
    QTest::newRow("longest") << QString(63, QLatin1Char('a')) << true << "valid table name";
    QTest::newRow("too short") << "ab" << false << "is 2 characters long; table names have 3 to 63";
    QTest::newRow("too long") << QString(64, QLatin1Char('a')) << false << "is 64 characters long";
    QTest::newRow("leading digit") << "1abc" << false << "'1' at position 1 is not allowed";
    QTest::newRow("hyphen") << "my-table" << false << "'-' at position 3 is not allowed";
    QTest::newRow("underscore") << "my_table" << false << "'_' at position 3";
    QTest::newRow("space") << "my table" << false << "' ' at position 3";
    QTest::newRow("non-ASCII letter") << "Péople" << false << "position 2";
    QTest::newRow("reserved") << "tables" << false << "is reserved";
    QTest::newRow("reserved, other case") << "TaBlEs" << false << "is reserved";
    QTest::newRow("clash, same case") << "People" << false << "'People' already exists.";
    QTest::newRow("clash ignoring case") << "PEOPLE" << false << "compared ignoring case";
    QTest::newRow("prefix of existing is fine") << "Peop" << true << "valid table name";
}

void TestNewTableDialog::validatesAsYouType()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QFETCH(QString, message);
    NewTableDialog dialog(
        QStringLiteral("devstoreaccount1"), {QStringLiteral("People"), QStringLiteral("Orders")});
    auto *edit = dialog.findChild<QLineEdit *>(QStringLiteral("tableName"));
    auto *label = dialog.findChild<QLabel *>(QStringLiteral("message"));
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(edit && label && ok);
    edit->setText(name);
    QCOMPARE(ok->isEnabled(), valid);
    QVERIFY2(label->text().contains(message), qPrintable(label->text()));
    // Errors read as errors; the rule and the confirmation do not.
    QCOMPARE(label->styleSheet().contains(QLatin1String("#b00020")), !valid && !name.isEmpty());
    QCOMPARE(NewTableDialog::problem(name, {QStringLiteral("People")}).isEmpty(), valid);
}

void TestNewTableDialog::okFollowsEachKey()
{
    NewTableDialog dialog(QStringLiteral("devstoreaccount1"), {});
    auto *edit = dialog.findChild<QLineEdit *>(QStringLiteral("tableName"));
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled());
    QTest::keyClicks(edit, QStringLiteral("ab"));
    QVERIFY(!ok->isEnabled());
    QTest::keyClick(edit, Qt::Key_C);
    QVERIFY(ok->isEnabled());
    QTest::keyClick(edit, Qt::Key_Minus);
    QVERIFY(!ok->isEnabled());
    QTest::keyClick(edit, Qt::Key_Backspace);
    QVERIFY(ok->isEnabled());
}

void TestNewTableDialog::returnsTheTypedName()
{
    NewTableDialog dialog(QStringLiteral("devstoreaccount1"), {});
    dialog.findChild<QLineEdit *>(QStringLiteral("tableName"))->setText(QStringLiteral("MixedCase1"));
    QCOMPARE(dialog.tableName(), QStringLiteral("MixedCase1"));
}

QTEST_MAIN(TestNewTableDialog)
#include "tst_newtabledialog.moc"
