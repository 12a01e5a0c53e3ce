// QuickOpenDialog: Enter and Alt+Enter on a table of an open place, on a table of a saved connection that is
// not open, and on a connection's row; new items keep the row chosen.
#include "ui/find/quickopen.h"

#include <QLineEdit>
#include <QListView>
#include <QSignalSpy>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {
QList<QuickOpenItem> items()
{
    return {{QuickOpenItem::Kind::Table, u"Orders"_s, u"acc"_s, {}, 0, u"first.rowan"_s},
        {QuickOpenItem::Kind::Table, u"Users"_s, u"acc"_s, {}, 1, u"second.rowan"_s},
        {QuickOpenItem::Kind::Table, u"Ledger"_s, u"prodacc"_s, u"id-prod"_s, -1, u"prod"_s},
        {QuickOpenItem::Kind::Connection, u"prod"_s, {}, u"id-prod"_s, -1, {}}};
}
} // namespace

class TestQuickOpenDialog : public QObject
{
    Q_OBJECT
private slots:
    void opens_data();
    void opens();
    void newItemsKeepTheRowChosen();
};

void TestQuickOpenDialog::opens_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("alt");
    QTest::addColumn<QString>("expected"); // what was emitted, in a line
    QTest::newRow("a table, Enter") << u"users"_s << false << u"table 1 acc Users"_s;
    QTest::newRow("a table, Alt+Enter") << u"users"_s << true << u"table 1 acc Users new tab"_s;
    QTest::newRow("a connection's table, Enter")
        << u"ledger"_s << false << u"connection table id-prod prodacc Ledger"_s;
    QTest::newRow("a connection's table, Alt+Enter")
        << u"ledger"_s << true << u"connection table id-prod prodacc Ledger new tab"_s;
    QTest::newRow("a connection") << u"prod"_s << false << u"connection id-prod"_s;
}

void TestQuickOpenDialog::opens()
{
    QFETCH(QString, typed);
    QFETCH(bool, alt);
    QFETCH(QString, expected);
    QuickOpenDialog dialog(items());
    QStringList emitted;
    connect(&dialog, &QuickOpenDialog::tableChosen, this,
        [&](int place, const QString &account, const QString &table, bool newTab) {
            emitted << u"table %1 %2 %3%4"_s.arg(place).arg(
                account, table, newTab ? u" new tab"_s : QString());
        });
    connect(&dialog, &QuickOpenDialog::connectionTableChosen, this,
        [&](const QString &id, const QString &account, const QString &table, bool newTab) {
            emitted << u"connection table %1 %2 %3%4"_s.arg(
                id, account, table, newTab ? u" new tab"_s : QString());
        });
    connect(&dialog, &QuickOpenDialog::connectionChosen, this,
        [&](const QString &id) { emitted << u"connection "_s + id; });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.patternEdit()->setFocus();
    QTest::keyClicks(dialog.patternEdit(), typed);
    QTest::keyClick(dialog.patternEdit(), Qt::Key_Return, alt ? Qt::AltModifier : Qt::NoModifier);
    QCOMPARE(emitted, QStringList {expected});
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestQuickOpenDialog::newItemsKeepTheRowChosen()
{
    QuickOpenDialog dialog(items());
    dialog.patternEdit()->setText(u"e"_s);
    const QModelIndex ledger = [&] {
        for (int row = 0; row < dialog.filter()->rowCount(); ++row)
            if (dialog.filter()->index(row, 0).data(QuickOpenModel::NameRole) == u"Ledger"_s)
                return dialog.filter()->index(row, 0);
        return QModelIndex();
    }();
    QVERIFY(ledger.isValid());
    dialog.list()->setCurrentIndex(ledger);
    QList<QuickOpenItem> more = items();
    more.prepend({QuickOpenItem::Kind::Table, u"Entries"_s, u"acc"_s, {}, 0, u"first.rowan"_s});
    dialog.setItems(more);
    QCOMPARE(dialog.list()->currentIndex().data(QuickOpenModel::NameRole).toString(), u"Ledger"_s);
    QCOMPARE(dialog.patternEdit()->text(), u"e"_s);
    // The row chosen gone: the best match is chosen.
    dialog.setItems({more.first()});
    QCOMPARE(dialog.list()->currentIndex().data(QuickOpenModel::NameRole).toString(), u"Entries"_s);
}

QTEST_MAIN(TestQuickOpenDialog)
#include "tst_quickopendialog.moc"
