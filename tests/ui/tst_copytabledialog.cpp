// CopyTableDialog: the target choices and their checks (a valid table name, not the table itself, a store
// file), the mode and rows as chosen, and the connection choice offered only with saved connections.
#include "copytabledialog.h"

#include <savedconnections.h>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>

using namespace rowan;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(rowan::CopyTableDialog::Target)

namespace {
CopyTableDialog::Context context(bool query)
{
    CopyTableDialog::Context c;
    c.table = u"Orders"_s;
    c.tables = {u"Orders"_s, u"Archive"_s};
    c.hasQuery = query;
    c.queryFilter = query ? u"PartitionKey eq 'p1'"_s : QString();
    return c;
}
} // namespace

class TestCopyTableDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void validates_data();
    void validates();
    void choices();
    void connections();
};

void TestCopyTableDialog::validates_data()
{
    QTest::addColumn<CopyTableDialog::Target>("target");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("storePath");
    QTest::addColumn<QString>("message"); // empty: OK enabled
    using T = CopyTableDialog::Target;
    QTest::newRow("default name") << T::SameService << u"OrdersCopy"_s << QString() << QString();
    QTest::newRow("existing table") << T::SameService << u"Archive"_s << QString() << QString();
    QTest::newRow("itself") << T::SameService << u"orders"_s << QString() << u"onto itself"_s;
    QTest::newRow("bad name") << T::SameService << u"my-table"_s << QString() << u"'-' at position 3"_s;
    QTest::newRow("same name, other store")
        << T::StoreFile << u"Orders"_s << u"/tmp/other.rowan"_s << QString();
    QTest::newRow("no store file") << T::StoreFile << u"Orders"_s << QString() << u"store file"_s;
}

void TestCopyTableDialog::validates()
{
    QFETCH(CopyTableDialog::Target, target);
    QFETCH(QString, table);
    QFETCH(QString, storePath);
    QFETCH(QString, message);
    CopyTableDialog dialog(context(false), nullptr);
    dialog.setTarget(target);
    dialog.setTargetTable(table);
    dialog.setStorePath(storePath);
    QCOMPARE(dialog.target(), target);
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QCOMPARE(ok->isEnabled(), message.isEmpty());
    const QString shown = dialog.findChild<QLabel *>(u"message"_s)->text();
    QVERIFY2(message.isEmpty() ? shown.isEmpty() : shown.contains(message), qPrintable(shown));
}

void TestCopyTableDialog::choices()
{
    CopyTableDialog dialog(context(true), nullptr);
    QVERIFY(dialog.queryResult());
    QCOMPARE(dialog.filter(), u"PartitionKey eq 'p1'"_s);
    dialog.findChild<QRadioButton *>(u"wholeTable"_s)->setChecked(true);
    QVERIFY(dialog.filter().isEmpty());
    QVERIFY(dialog.createTable());
    QCOMPARE(dialog.mode(), transfer::ImportMode::Insert);
    dialog.setMode(transfer::ImportMode::SkipExisting);
    QCOMPARE(dialog.mode(), transfer::ImportMode::SkipExisting);
    dialog.setTarget(CopyTableDialog::Target::StoreFile);
    dialog.setStorePath(u"/data/other.rowan"_s);
    QCOMPARE(dialog.targetDescription(), u"OrdersCopy in other.rowan"_s);
}

void TestCopyTableDialog::connections()
{
    CopyTableDialog none(context(false), nullptr);
    QVERIFY(!none.findChild<QRadioButton *>(u"connection"_s)->isEnabled());
    SavedConnections saved;
    const QString id = saved.save(SavedConnection {
        {}, u"Staging"_s, SavedConnection::Kind::ConnectionString, u"staging on 127.0.0.1"_s});
    CopyTableDialog dialog(context(false), &saved);
    QVERIFY(dialog.findChild<QRadioButton *>(u"connection"_s)->isEnabled());
    dialog.setTarget(CopyTableDialog::Target::Connection);
    QCOMPARE(dialog.connectionId(), id);
    QVERIFY(dialog.targetDescription().contains(u"Staging"_s));
}

QTEST_MAIN(TestCopyTableDialog)
#include "tst_copytabledialog.moc"
