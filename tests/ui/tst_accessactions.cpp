#include "accessactions.h"
#include "accesstestsupport.h"
#include "servicesession.h"
#include "storenavigator.h"
#include "storetreemodel.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QTest>

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
            QStringLiteral("https://example/shop"), ServiceCapabilities(), false};
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

QTEST_MAIN(TestAccessActions)
#include "tst_accessactions.moc"
