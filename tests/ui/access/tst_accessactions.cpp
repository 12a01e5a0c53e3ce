#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"
#include "support/accesstestsupport.h"
#include "support/modalhelper.h"
#include "ui/access/accessactions.h"
#include "ui/store/storenavigator.h"

#include <QAction>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace rowan;

namespace {
const QString Dev = QStringLiteral("devstoreaccount1");

// A remote endpoint as the explorer sees one: one account without keys, one table, none of the access
// capabilities.
class BareRemoteService final : public TableService
{
public:
    ServiceDescription description() const override
    {
        return {ServiceKind::Remote, QStringLiteral("shop on example"),
            QStringLiteral("https://example/shop"), ServiceCapabilities(), false, {}};
    }
    Result<QList<Account>> accounts() const override
    {
        return QList<Account> {Account {QStringLiteral("shop"), {}, {}, {}}};
    }
    Result<QList<TableInfo>> listTables(const QString &) const override
    {
        TableInfo t;
        t.name = QStringLiteral("Orders");
        t.stats.entityCount = -1;
        t.stats.bytes = -1;
        return QList<TableInfo> {t};
    }
    Result<TableInfo> createTable(const QString &, const QString &) override
    {
        return std::unexpected(notImplemented("createTable"));
    }
    Status deleteTable(const QString &, const QString &) override
    {
        return std::unexpected(notImplemented("deleteTable"));
    }
    Result<Entity> getEntity(const QString &, const QString &, const QString &, const QString &,
        const ScanOptions &) const override
    {
        return std::unexpected(notImplemented("getEntity"));
    }
    Result<ScanResult> scan(const QString &, const QString &, const KeyRange &, const EntityVisitor &,
        const ScanOptions &, const CancelFlag &) const override
    {
        return std::unexpected(notImplemented("scan"));
    }
    Result<QueryPage> query(
        const QString &, const QString &, const QueryRequest &, const QueryOptions &) const override
    {
        return std::unexpected(notImplemented("query"));
    }
    Result<EntityVersion> write(const QString &, const QString &, const EntityOperation &) override
    {
        return std::unexpected(notImplemented("write"));
    }
    Result<QList<EntityVersion>> executeBatch(
        const QString &, const QString &, const QList<EntityOperation> &) override
    {
        return std::unexpected(notImplemented("executeBatch"));
    }
};

struct Fixture
{
    QMainWindow window;
    ServiceSession session;
    StoreTreeModel *tree = new StoreTreeModel(&session, &window);
    StoreNavigator *navigator = new StoreNavigator(tree, &window);
    AccessActions *actions = new AccessActions(&session, tree, navigator, &window);
};
} // namespace

class TestAccessActions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void embeddedStoreOffersEverything();
    void remoteWithoutCapabilitiesExplains();
    void accountsInTheTree_data();
    void accountsInTheTree();
};

void TestAccessActions::embeddedStoreOffersEverything()
{
    QTemporaryDir dir;
    auto store = makeAccessStore(dir, 2, 1);
    QVERIFY(store);
    Fixture f;
    QVERIFY(!f.actions->accountsAction()->isEnabled()); // nothing open
    f.session.setStore(store);
    f.tree->refresh();
    f.navigator->selectTable(Dev, QStringLiteral("Items"));
    QTRY_COMPARE(f.navigator->currentTable(), QStringLiteral("Items"));
    Q_EMIT f.actions->menu()->aboutToShow();
    for (QAction *a : {f.actions->accountsAction(), f.actions->tableSasAction(),
             f.actions->accountSasAction(), f.actions->policiesAction(), f.actions->testerAction()}) {
        QVERIFY2(a->isEnabled(), qPrintable(a->text()));
        QVERIFY2(
            !a->toolTip().contains(QLatin1String("does not")), qPrintable(a->toolTip())); // no reason to give
    }
}

void TestAccessActions::remoteWithoutCapabilitiesExplains()
{
    Fixture f;
    f.session.setService(std::make_shared<BareRemoteService>());
    f.tree->refresh();
    f.navigator->selectTable(QStringLiteral("shop"), QStringLiteral("Orders"));
    QTRY_COMPARE(f.navigator->currentTable(), QStringLiteral("Orders"));
    Q_EMIT f.actions->menu()->aboutToShow();
    QVERIFY(f.actions->accountsAction()->isEnabled());
    QVERIFY(f.actions->testerAction()->isEnabled());
    QVERIFY(!f.actions->tableSasAction()->isEnabled());
    QVERIFY(f.actions->tableSasAction()->toolTip().contains(QLatin1String("keys")));
    QVERIFY(!f.actions->accountSasAction()->isEnabled());
    QVERIFY(!f.actions->policiesAction()->isEnabled());
    QVERIFY(f.actions->policiesAction()->toolTip().contains(QLatin1String("stored access policies")));
    QVERIFY(f.actions->testerAction()->toolTip().contains(QLatin1String("signature")));
}

void TestAccessActions::accountsInTheTree_data()
{
    QTest::addColumn<int>("what");
    QTest::newRow("copy connection string") << 0;
    QTest::newRow("add account") << 1;
    QTest::newRow("remove account, confirmed") << 2;
    QTest::newRow("remove account, cancelled") << 3;
}

void TestAccessActions::accountsInTheTree()
{
    QFETCH(int, what);
    QTemporaryDir dir;
    auto store = makeAccessStore(dir, 2, 1);
    QVERIFY(store);
    QVERIFY(store->createAccount(QStringLiteral("shop")));
    QVERIFY(store->createTable(QStringLiteral("shop"), QStringLiteral("Orders")));
    Fixture f;
    f.window.setCentralWidget(f.navigator);
    f.window.resize(420, 300);
    f.session.setStore(store);
    QTRY_VERIFY(f.tree->accountIndex(QStringLiteral("shop")).isValid());
    const QModelIndex dev = f.tree->accountIndex(Dev);
    QVERIFY(dev.data(StoreTreeModel::DevelopmentRole).toBool());
    QCOMPARE(dev.siblingAtColumn(StoreTreeModel::SizeColumn).data().toString(), QStringLiteral("public"));
    QVERIFY(!f.tree->accountIndex(QStringLiteral("shop")).data(StoreTreeModel::DevelopmentRole).toBool());
    // Tables stay reachable under their account.
    f.navigator->selectTable(QStringLiteral("shop"), QStringLiteral("Orders"));
    QTRY_COMPARE(f.navigator->currentTable(), QStringLiteral("Orders"));
    f.navigator->view()->setCurrentIndex(f.tree->accountIndex(QStringLiteral("shop")));
    QCOMPARE(f.navigator->currentAccount(), QStringLiteral("shop"));
    QVERIFY(f.navigator->currentTable().isEmpty());
    Q_EMIT f.actions->menu()->aboutToShow();
    for (QAction *a : {f.actions->addAccountAction(), f.actions->removeAccountAction(),
             f.actions->showKeysAction(), f.actions->accountSasAction(), f.actions->copyConnectionAction()})
        QVERIFY2(a->isEnabled(), qPrintable(a->text()));
    QSignalSpy done(f.actions, &AccessActions::accountOperationDone);

    switch (what) {
    case 0: {
        QGuiApplication::clipboard()->clear();
        f.actions->copyConnectionAction()->trigger();
        QTRY_COMPARE(done.size(), 1);
        QVERIFY(done.first().first().toBool());
        const QString copied = QGuiApplication::clipboard()->text();
        QVERIFY2(copied.contains(QStringLiteral("AccountName=shop;")), qPrintable(copied));
        QVERIFY(
            copied.contains(QStringLiteral("AccountKey=") + store->account(QStringLiteral("shop"))->key1));
        QVERIFY(copied.contains(QStringLiteral("TableEndpoint=http://127.0.0.1:10002/shop")));
        f.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.window));
        f.navigator->view()->expandAll();
        saveAccessScreenshots(&f.window, QStringLiteral("stores-tree-accounts"));
        break;
    }
    case 1:
        onNextModal<QInputDialog>([](QInputDialog *d) {
            d->setTextValue(QStringLiteral("newcomer"));
            d->accept();
        });
        f.actions->addAccountAction()->trigger();
        QTRY_COMPARE(done.size(), 1);
        QVERIFY(done.first().first().toBool());
        QTRY_VERIFY(f.tree->accountIndex(QStringLiteral("newcomer")).isValid()); // through the store's notice
        QCOMPARE(store->account(QStringLiteral("newcomer"))->key1.size(),
            store->account(QStringLiteral("shop"))->key1.size()); // generated like any new account's
        QVERIFY(store->account(QStringLiteral("newcomer"))->key1
            != store->account(QStringLiteral("newcomer"))->key2);
        break;
    case 2:
    case 3: {
        QString asked;
        onNextModal<QMessageBox>([&asked, what](QMessageBox *box) {
            asked = box->text();
            box->button(what == 2 ? QMessageBox::Yes : QMessageBox::Cancel)->click();
        });
        f.actions->removeAccountAction()->trigger();
        QVERIFY2(asked.contains(QStringLiteral("shop")) && asked.contains(QStringLiteral("1 table")),
            qPrintable(asked));
        if (what == 2) {
            QTRY_COMPARE(done.size(), 1);
            QTRY_VERIFY(!f.tree->accountIndex(QStringLiteral("shop")).isValid());
            QVERIFY(!store->account(QStringLiteral("shop")));
        } else {
            QTest::qWait(ServiceSession::ChangeIntervalMs + 50);
            QCOMPARE(done.size(), 0);
            QVERIFY(store->account(QStringLiteral("shop")));
        }
        QVERIFY(f.tree->tableIndex(Dev, QStringLiteral("Items")).isValid());
        break;
    }
    }
}

QTEST_MAIN(TestAccessActions)
#include "tst_accessactions.moc"
