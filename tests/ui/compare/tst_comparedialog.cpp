// CompareDialog: Compare stays disabled until the other table is named and every option reads, with the
// reason shown; the options it reads (filter, PartitionKey range, Timestamp, ignored properties, Double
// tolerance); the other side picked elsewhere defaults to the table of the same name.
#include "ui/compare/comparedialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

CompareDialog::Context context()
{
    return {u"devstoreaccount1"_s, u"Orders"_s, u"demo.rowan"_s, {u"Orders"_s, u"OrdersCopy"_s, u"People"_s}, {}};
}

} // namespace

class TestCompareDialog : public QObject
{
    Q_OBJECT
private slots:
    void validates_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("tolerance");
        QTest::addColumn<QString>("problem"); // a part of the message; empty: Compare enabled

        QTest::newRow("another table") << u"OrdersCopy"_s << QString() << QString() << QString() << u"0"_s
                                       << QString();
        QTest::newRow("itself") << u"orders"_s << QString() << QString() << QString() << u"0"_s
                                << u"same as itself"_s;
        QTest::newRow("no table") << QString() << QString() << QString() << QString() << u"0"_s << u"table"_s;
        QTest::newRow("bad filter") << u"People"_s << u"Amount gt"_s << QString() << QString() << u"0"_s
                                    << u"filter does not read"_s;
        QTest::newRow("good filter") << u"People"_s << u"Amount gt 5"_s << QString() << QString() << u"0"_s
                                     << QString();
        QTest::newRow("range backwards") << u"People"_s << QString() << u"m"_s << u"b"_s << u"0"_s
                                         << u"ends before it starts"_s;
        QTest::newRow("negative tolerance") << u"People"_s << QString() << QString() << QString() << u"-1"_s
                                            << u"tolerance"_s;
        QTest::newRow("not a number") << u"People"_s << QString() << QString() << QString() << u"x"_s
                                      << u"tolerance"_s;
    }
    void validates()
    {
        QFETCH(QString, table);
        QFETCH(QString, filter);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, tolerance);
        QFETCH(QString, problem);
        CompareDialog dialog(context(), nullptr);
        dialog.setOtherTable(table);
        dialog.setFilter(filter);
        dialog.setPartitionRange(from, to);
        dialog.setTolerance(tolerance);
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        const QString shown = dialog.findChild<QLabel *>(u"message"_s)->text();
        QCOMPARE(ok->isEnabled(), problem.isEmpty());
        if (problem.isEmpty())
            QVERIFY2(shown.isEmpty(), qPrintable(shown));
        else
            QVERIFY2(shown.contains(problem, Qt::CaseInsensitive), qPrintable(shown));
    }

    void readsOptions()
    {
        CompareDialog dialog(context(), nullptr);
        QCOMPARE(dialog.otherTable(), u"OrdersCopy"_s);
        auto defaults = dialog.options();
        QVERIFY(defaults);
        QVERIFY(defaults->ignoreTimestamp);
        QVERIFY(!defaults->range);
        QVERIFY(defaults->ignoreProperties.isEmpty());
        QCOMPARE(defaults->tolerance, 0.0);

        dialog.setFilter(u"PartitionKey eq 'a'"_s);
        dialog.setPartitionRange(u"a"_s, QString());
        dialog.setIgnoreTimestamp(false);
        dialog.setIgnoredProperties(u" Updated, ,Etag2 "_s);
        dialog.setTolerance(u"1e-6"_s);
        auto options = dialog.options();
        QVERIFY(options);
        QVERIFY(!options->ignoreTimestamp);
        QCOMPARE(options->ignoreProperties, (QStringList {u"Updated"_s, u"Etag2"_s}));
        QCOMPARE(options->tolerance, 1e-6);
        QVERIFY(options->range && options->range->lower && !options->range->upper);
        QCOMPARE(options->range->lower->partitionKey, u"a"_s);
        QCOMPARE(options->filter.toString(), u"PartitionKey eq 'a'"_s);
    }

    void elsewhereTheSameName()
    {
        CompareDialog dialog(context(), nullptr);
        dialog.picker()->setWhere(ServicePicker::Where::StoreFile);
        QCOMPARE(dialog.otherTable(), u"Orders"_s);
        // Without a file, Compare waits.
        QVERIFY(!dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
        dialog.picker()->setStorePath(u"/tmp/other.rowan"_s);
        QVERIFY(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
        QCOMPARE(dialog.otherDescription(), u"Orders in other.rowan"_s);
        QCOMPARE(dialog.otherService().where, ServicePicker::Where::StoreFile);
        dialog.picker()->setWhere(ServicePicker::Where::SameService);
        QCOMPARE(dialog.otherTable(), u"OrdersCopy"_s);
    }
};

QTEST_MAIN(TestCompareDialog)
#include "tst_comparedialog.moc"
