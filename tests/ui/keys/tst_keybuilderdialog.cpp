// KeyBuilderDialog: each kind of key from its inputs, errors for bad input, inverted ticks read back to the
// 100 ns tick, and the warning when a key breaks its siblings' padding.
#include "ui/keys/keybuilderdialog.h"

#include <rowan/keys/keybuilder.h>

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace rowan;

class TestKeyBuilderDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void builds_data();
    void builds();
    void invertedTicksRoundTrip_data();
    void invertedTicksRoundTrip();
    void guidIsNewEachTime();
    void paddingWarning_data();
    void paddingWarning();
};

void TestKeyBuilderDialog::builds_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("ok");
    QTest::newRow("padded 42 to 6") << int(KeyBuilderDialog::PaddedNumber) << QStringLiteral("42") << 6
                                    << QStringLiteral("000042") << true;
    QTest::newRow("padded too wide") << int(KeyBuilderDialog::PaddedNumber) << QStringLiteral("1234567") << 6
                                     << QString() << false;
    QTest::newRow("padded not a number")
        << int(KeyBuilderDialog::PaddedNumber) << QStringLiteral("-4") << 6 << QString() << false;
    QTest::newRow("inverted ticks") << int(KeyBuilderDialog::InvertedTicks)
                                    << QStringLiteral("2026-01-01T00:00:00Z") << 0 << QString() << true;
    QTest::newRow("inverted ticks, bad date")
        << int(KeyBuilderDialog::InvertedTicks) << QStringLiteral("yesterday") << 0 << QString() << false;
    QTest::newRow("reversed date") << int(KeyBuilderDialog::ReversedDate) << QStringLiteral("2026-11-25") << 0
                                   << QStringLiteral("79738874") << true;
    QTest::newRow("reversed date, bad day")
        << int(KeyBuilderDialog::ReversedDate) << QStringLiteral("2026-13-01") << 0 << QString() << false;
    QTest::newRow("compound") << int(KeyBuilderDialog::Compound) << QStringLiteral("AGE\n034\n00123") << 0
                              << QStringLiteral("AGE_034_00123") << true;
    QTest::newRow("compound, part holds the separator")
        << int(KeyBuilderDialog::Compound) << QStringLiteral("a_b\nc") << 0 << QString() << false;
}

void TestKeyBuilderDialog::builds()
{
    QFETCH(int, kind);
    QFETCH(QString, input);
    QFETCH(int, width);
    QFETCH(QString, key);
    QFETCH(bool, ok);
    KeyBuilderDialog dialog;
    dialog.setKind(KeyBuilderDialog::Kind(kind));
    switch (KeyBuilderDialog::Kind(kind)) {
    case KeyBuilderDialog::PaddedNumber:
        dialog.widthSpin()->setValue(width);
        dialog.numberEdit()->setText(input);
        break;
    case KeyBuilderDialog::InvertedTicks:
        dialog.dateEdit()->setText(input);
        break;
    case KeyBuilderDialog::ReversedDate:
        dialog.findChild<QLineEdit *>(QStringLiteral("keyReversedDate"))->setText(input);
        break;
    case KeyBuilderDialog::Compound:
        dialog.partsEdit()->setPlainText(input);
        break;
    case KeyBuilderDialog::Guid:
        break;
    }
    if (KeyBuilderDialog::Kind(kind) == KeyBuilderDialog::InvertedTicks && ok) {
        // The expected key from the engine's own builder: the dialog only wires it up.
        key = *keys::invertedTicks(*DateTime::fromIsoString(input));
    }
    QCOMPARE(dialog.key(), key);
    QCOMPARE(dialog.resultEdit()->text(), key);
    QCOMPARE(dialog.error().isEmpty(), ok);
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    QCOMPARE(buttons->button(QDialogButtonBox::Ok)->isEnabled(), ok);
}

void TestKeyBuilderDialog::invertedTicksRoundTrip_data()
{
    QTest::addColumn<QString>("iso");
    QTest::newRow("100 ns") << QStringLiteral("2026-11-25T09:30:00.0000001Z");
    QTest::newRow("odd fraction") << QStringLiteral("1999-12-31T23:59:59.9999999Z");
    QTest::newRow("first day") << QStringLiteral("0001-01-01T00:00:00.0000000Z");
}

void TestKeyBuilderDialog::invertedTicksRoundTrip()
{
    QFETCH(QString, iso);
    KeyBuilderDialog dialog;
    dialog.setKind(KeyBuilderDialog::InvertedTicks);
    dialog.dateEdit()->setText(iso);
    QVERIFY2(!dialog.key().isEmpty(), qPrintable(dialog.error()));
    QCOMPARE(dialog.key().size(), 19);
    dialog.decodeEdit()->setText(dialog.key());
    QCOMPARE(dialog.decodedLabel()->text(), QStringLiteral("stands for ") + iso);
    dialog.decodeEdit()->setText(QStringLiteral("12ab"));
    QVERIFY(!dialog.decodedLabel()->text().startsWith(QStringLiteral("stands for")));
}

void TestKeyBuilderDialog::guidIsNewEachTime()
{
    KeyBuilderDialog dialog;
    dialog.setKind(KeyBuilderDialog::Guid);
    const QString first = dialog.key();
    QCOMPARE(first.size(), 36);
    QTest::mouseClick(dialog.findChild<QPushButton *>(), Qt::LeftButton);
    QPushButton *again = nullptr;
    for (QPushButton *b : dialog.findChildren<QPushButton *>())
        if (b->text().contains(QStringLiteral("GUID")))
            again = b;
    QVERIFY(again);
    QTest::mouseClick(again, Qt::LeftButton);
    QCOMPARE(dialog.key().size(), 36);
    QVERIFY(dialog.key() != first);
}

void TestKeyBuilderDialog::paddingWarning_data()
{
    QTest::addColumn<QStringList>("siblings");
    QTest::addColumn<QString>("number");
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("warns");
    const QStringList padded {QStringLiteral("000120"), QStringLiteral("000121"), QStringLiteral("000122")};
    QTest::newRow("follows the width") << padded << QStringLiteral("123") << 6 << false;
    QTest::newRow("too short") << padded << QStringLiteral("123") << 4 << true;
    QTest::newRow("no siblings") << QStringList {} << QStringLiteral("123") << 4 << false;
}

void TestKeyBuilderDialog::paddingWarning()
{
    QFETCH(QStringList, siblings);
    QFETCH(QString, number);
    QFETCH(int, width);
    QFETCH(bool, warns);
    KeyBuilderDialog dialog;
    dialog.setSiblings(QStringLiteral("RowKey"), siblings);
    dialog.widthSpin()->setValue(width);
    dialog.numberEdit()->setText(number);
    QCOMPARE(!dialog.paddingWarning().isEmpty(), warns);
    if (warns)
        QVERIFY2(
            dialog.paddingWarning().contains(QStringLiteral("000120")), qPrintable(dialog.paddingWarning()));
}

QTEST_MAIN(TestKeyBuilderDialog)
#include "tst_keybuilderdialog.moc"
