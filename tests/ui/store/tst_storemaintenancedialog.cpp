// StoreMaintenanceDialog: Check Store reports a sound store and a damaged one with its problems; Back Up…
// writes a copy that opens with the store's passphrase; the dialog cannot be closed while the work runs.
#include "ui/store/storemaintenancedialog.h"

#include "models/session/servicesession.h"
#include "support/teststore.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString Passphrase = QStringLiteral("maintained");
const QString DevAccount = QString::fromLatin1(DevelopmentAccountName);

std::shared_ptr<Store> makeStore(const QString &path, bool damaged)
{
    // Closed again before it is damaged, as a store left on disk would be.
    if (!TestStoreBuilder(path)
             .passphrase(Passphrase)
             .table(QStringLiteral("Items"), 400, pageFillingEntity)
             .build())
        return nullptr;
    if (damaged) {
        QFile f(path);
        if (!f.open(QIODevice::ReadWrite) || !f.seek(f.size() - 2000) || f.write(QByteArray(8, '\x5a')) != 8)
            return nullptr;
    }
    StoreOptions options;
    options.passphrase = Passphrase;
    auto store = Store::open(path, options);
    return store ? std::shared_ptr<Store>(std::move(*store)) : nullptr;
}
} // namespace

class TestStoreMaintenanceDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void check_data();
    void check();
    void backup();
};

void TestStoreMaintenanceDialog::check_data()
{
    QTest::addColumn<bool>("damaged");
    QTest::addColumn<QString>("expected");
    QTest::newRow("sound") << false << QStringLiteral("The store is sound");
    QTest::newRow("damaged") << true << QStringLiteral("The store is damaged");
}

void TestStoreMaintenanceDialog::check()
{
    QFETCH(bool, damaged);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    ServiceSession session;
    const QString path = dir.filePath(QStringLiteral("s.rowan"));
    auto store = makeStore(path, damaged);
    QVERIFY(store);
    session.setStore(store);
    StoreMaintenanceDialog dialog(&session, path, StoreMaintenanceDialog::Task::Check);
    QSignalSpy finished(&dialog, &StoreMaintenanceDialog::finished);
    dialog.show();
    QVERIFY(dialog.isBusy());
    dialog.reject(); // ignored while checking
    QVERIFY(dialog.isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QCOMPARE(finished.first().first().toBool(), !damaged);
    QVERIFY2(dialog.outcome().contains(expected), qPrintable(dialog.outcome()));
    if (damaged)
        QVERIFY2(dialog.outcome().contains(QStringLiteral("SQLCipher: ")), qPrintable(dialog.outcome()));
    dialog.reject();
    QVERIFY(!dialog.isVisible());
}

void TestStoreMaintenanceDialog::backup()
{
    QTemporaryDir dir;
    ServiceSession session;
    const QString path = dir.filePath(QStringLiteral("s.rowan"));
    const QString target = dir.filePath(QStringLiteral("copy.rowan"));
    auto store = makeStore(path, false);
    QVERIFY(store);
    session.setStore(store);
    StoreMaintenanceDialog dialog(&session, path, StoreMaintenanceDialog::Task::Backup, target);
    QSignalSpy finished(&dialog, &StoreMaintenanceDialog::finished);
    dialog.show();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QVERIFY2(finished.first().first().toBool(), qPrintable(dialog.outcome()));
    QVERIFY(dialog.outcome().contains(target));
    StoreOptions options;
    options.passphrase = Passphrase;
    auto copy = Store::open(target, options);
    QVERIFY(copy);
    QCOMPARE((*copy)->tableStats(DevAccount, QStringLiteral("Items"))->entityCount, qint64(400));

    // A second backup to the same file is refused, and says so.
    StoreMaintenanceDialog again(&session, path, StoreMaintenanceDialog::Task::Backup, target);
    QSignalSpy failed(&again, &StoreMaintenanceDialog::finished);
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 60000);
    QVERIFY(!failed.first().first().toBool());
    QVERIFY2(again.outcome().contains(QStringLiteral("never overwrites")), qPrintable(again.outcome()));
}

QTEST_MAIN(TestStoreMaintenanceDialog)
#include "tst_storemaintenancedialog.moc"
