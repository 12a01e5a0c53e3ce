// SnapshotDialog: the default name (the table and when), Take Snapshot disabled with the reason until the
// name is a new table's and the filter reads; "here" only for an embedded store, never a connection.
#include "ui/compare/snapshotdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

class TestSnapshotDialog : public QObject
{
    Q_OBJECT
private slots:
    void validates_data()
    {
        QTest::addColumn<bool>("local");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("problem"); // part of the message; empty: enabled

        QTest::newRow("default here") << true << QString() << QString() << QString() << QString();
        QTest::newRow("existing table") << true << u"people"_s << QString() << QString() << u"exists"_s;
        QTest::newRow("bad name") << true << u"1abc"_s << QString() << QString() << u"table"_s;
        QTest::newRow("bad filter") << true << u"Snap1"_s << u"N eq"_s << QString() << u"filter"_s;
        QTest::newRow("remote: a file needed") << false << u"Snap1"_s << QString() << QString()
                                               << u"store file"_s;
        QTest::newRow("remote with a file") << false << u"People"_s << QString() << u"/tmp/snaps.rowan"_s
                                            << QString();
    }
    void validates()
    {
        QFETCH(bool, local);
        QFETCH(QString, table);
        QFETCH(QString, filter);
        QFETCH(QString, path);
        QFETCH(QString, problem);
        const QDateTime when(QDate(2026, 11, 27), QTime(10, 30), QTimeZone::UTC);
        SnapshotDialog dialog(SnapshotDialog::Context {u"People"_s, {u"People"_s}, local, when});
        QCOMPARE(dialog.snapshotTable(), u"People202611271030"_s);
        QVERIFY(!dialog.findChild<QRadioButton *>(u"connection"_s)->isVisibleTo(&dialog));
        QCOMPARE(dialog.findChild<QRadioButton *>(u"sameService"_s)->isEnabled(), local);
        QCOMPARE(dialog.picker()->where(),
            local ? ServicePicker::Where::SameService : ServicePicker::Where::StoreFile);
        if (!table.isEmpty())
            dialog.setSnapshotTable(table);
        dialog.setFilter(filter);
        dialog.picker()->setStorePath(path);
        const QString shown = dialog.findChild<QLabel *>(u"message"_s)->text();
        QCOMPARE(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled(),
            problem.isEmpty());
        if (problem.isEmpty())
            QVERIFY2(shown.isEmpty(), qPrintable(shown));
        else
            QVERIFY2(shown.contains(problem, Qt::CaseInsensitive), qPrintable(shown));
    }
};

QTEST_MAIN(TestSnapshotDialog)
#include "tst_snapshotdialog.moc"
