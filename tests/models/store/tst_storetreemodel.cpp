#include "support/modeltestsupport.h"

#include "models/connections/savedconnections.h"
#include "models/session/openplaces.h"
#include "models/session/servicesession.h"
#include "models/store/storetreemodel.h"

#include <rowan/localtableservice.h>

#include <QAbstractItemModelTester>
#include <QFont>
#include <QLocale>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
const QString account = QStringLiteral("devstoreaccount1");
}

class TestStoreTreeModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void showsStoreAccountsAndTables();
    void createTable_data();
    void createTable();
    void deleteTable();
    void refreshReloadsCounts();
    void followsTheStoresCommits_data();
    void followsTheStoresCommits();
    void closingEmptiesTheTree();
    void savedConnectionsFollowTheService_data();
    void savedConnectionsFollowTheService();
    void placesStaySideBySide();
    void showsTheSafetyBadge_data();
    void showsTheSafetyBadge();

private:
    QTemporaryDir *m_dir = nullptr;
    ServiceSession *m_session = nullptr;
    StoreTreeModel *m_model = nullptr;
    QAbstractItemModelTester *m_tester = nullptr;
};

void TestStoreTreeModel::init()
{
    m_dir = new QTemporaryDir;
    m_session = new ServiceSession;
    m_model = new StoreTreeModel(m_session);
    m_tester = new QAbstractItemModelTester(m_model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto store = makeTestStore(*m_dir, 25, 3);
    QVERIFY(store);
    QSignalSpy loaded(m_model, &StoreTreeModel::loaded);
    m_session->setStore(store);
    QTRY_COMPARE(loaded.count(), 1);
}

void TestStoreTreeModel::cleanup()
{
    delete m_tester;
    delete m_model;
    delete m_session;
    delete m_dir;
}

void TestStoreTreeModel::showsStoreAccountsAndTables()
{
    QCOMPARE(m_model->rowCount(), 1);
    const QModelIndex store = m_model->index(0, 0);
    QCOMPARE(store.data().toString(), QStringLiteral("models.rowan"));
    QCOMPARE(m_model->storePath(), m_dir->filePath(QStringLiteral("models.rowan")));
    QCOMPARE(store.data(StoreTreeModel::EncryptedRole).toBool(), false);
    QVERIFY(!m_model->isEncrypted());
    QCOMPARE(store.siblingAtColumn(StoreTreeModel::EntitiesColumn).data().toString(),
        QStringLiteral("not encrypted"));
    QCOMPARE(m_model->rowCount(store), 1);
    const QModelIndex acc = m_model->index(0, 0, store);
    QCOMPARE(acc, m_model->accountIndex(account));
    QCOMPARE(acc.data().toString(), account);
    QCOMPARE(
        acc.siblingAtColumn(StoreTreeModel::EntitiesColumn).data().toString(), QStringLiteral("2 tables"));
    QCOMPARE(m_model->tableNames(account), (QStringList {QStringLiteral("Empty"), QStringLiteral("Items")}));
    const QModelIndex items = m_model->tableIndex(account, QStringLiteral("items")); // ignoring case
    QVERIFY(items.isValid());
    QCOMPARE(items.data(StoreTreeModel::TableRole).toString(), QStringLiteral("Items"));
    QCOMPARE(items.data(StoreTreeModel::EntityCountRole).toLongLong(), 25);
    QCOMPARE(items.siblingAtColumn(StoreTreeModel::EntitiesColumn).data().toString(),
        QLocale::system().toString(25));
    QCOMPARE(items.parent(), acc);
    QVERIFY(!m_model->accountIndex(QStringLiteral("nobody")).isValid());
    QVERIFY(m_model->tableNames(QStringLiteral("nobody")).isEmpty());
}

void TestStoreTreeModel::createTable_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("error"); // -1: created
    QTest::newRow("new") << "Orders" << -1;
    QTest::newRow("exists") << "Items" << int(ErrorCode::TableAlreadyExists);
    QTest::newRow("exists, other case") << "ITEMS" << int(ErrorCode::TableAlreadyExists);
    QTest::newRow("bad character") << "my-table" << int(ErrorCode::InvalidResourceName);
    QTest::newRow("too short") << "ab" << int(ErrorCode::OutOfRangeInput);
    QTest::newRow("reserved") << "Tables" << int(ErrorCode::InvalidInput);
}

void TestStoreTreeModel::createTable()
{
    QFETCH(QString, name);
    QFETCH(int, error);
    QSignalSpy created(m_model, &StoreTreeModel::tableCreated);
    QSignalSpy failed(m_model, &StoreTreeModel::operationFailed);
    QSignalSpy loaded(m_model, &StoreTreeModel::loaded);
    m_model->createTable(account, name);
    if (error < 0) {
        QTRY_COMPARE(created.count(), 1);
        QCOMPARE(created.at(0).at(1).toString(), name);
        QTRY_COMPARE(loaded.count(), 1);
        QVERIFY(m_model->tableIndex(account, name).isValid());
        QCOMPARE(m_model->tableNames(account).size(), 3);
        QCOMPARE(m_model->tableIndex(account, name).data(StoreTreeModel::EntityCountRole).toLongLong(), 0);
        return;
    }
    QTRY_COMPARE(failed.count(), 1);
    QCOMPARE(int(failed.at(0).at(2).value<Error>().code), error);
    QCOMPARE(created.count(), 0);
    QCOMPARE(m_model->tableNames(account).size(), 2);
}

void TestStoreTreeModel::deleteTable()
{
    QSignalSpy deleted(m_model, &StoreTreeModel::tableDeleted);
    QSignalSpy failed(m_model, &StoreTreeModel::operationFailed);
    QSignalSpy loaded(m_model, &StoreTreeModel::loaded);
    m_model->deleteTable(account, QStringLiteral("Items"));
    QTRY_COMPARE(deleted.count(), 1);
    QTRY_COMPARE(loaded.count(), 1);
    QVERIFY(!m_model->tableIndex(account, QStringLiteral("Items")).isValid());
    QCOMPARE(m_model->tableNames(account), QStringList {QStringLiteral("Empty")});

    m_model->deleteTable(account, QStringLiteral("Items"));
    QTRY_COMPARE(failed.count(), 1);
    QCOMPARE(failed.at(0).at(2).value<Error>().code, ErrorCode::ResourceNotFound);
    QCOMPARE(deleted.count(), 1);
}

void TestStoreTreeModel::refreshReloadsCounts()
{
    Entity e(QStringLiteral("new"), QStringLiteral("row"));
    QVERIFY(m_session->localStore()->insertEntity(account, QStringLiteral("Empty"), e));
    QCOMPARE(m_model->tableIndex(account, QStringLiteral("Empty"))
                 .data(StoreTreeModel::EntityCountRole)
                 .toLongLong(),
        0);
    QSignalSpy loaded(m_model, &StoreTreeModel::loaded);
    m_model->refresh();
    // Loading until the result arrives; that can be at once, when the worker finished before refresh()
    // attached its continuation (QFuture::then then runs it directly on this thread).
    QVERIFY(m_model->isLoading() || loaded.count() == 1);
    QTRY_COMPARE(loaded.count(), 1);
    QVERIFY(!m_model->isLoading());
    QCOMPARE(m_model->tableIndex(account, QStringLiteral("Empty"))
                 .data(StoreTreeModel::EntityCountRole)
                 .toLongLong(),
        1);
}

void TestStoreTreeModel::followsTheStoresCommits_data()
{
    QTest::addColumn<int>("what");
    QTest::addColumn<bool>("reset");
    QTest::newRow("an entity: counts in place") << 0 << false;
    QTest::newRow("a new table: the tree is rebuilt") << 1 << true;
    QTest::newRow("a new account: the tree is rebuilt") << 2 << true;
}

void TestStoreTreeModel::followsTheStoresCommits()
{
    QFETCH(int, what);
    QFETCH(bool, reset);
    auto store = m_session->localStore();
    QSignalSpy resets(m_model, &QAbstractItemModel::modelReset);
    QSignalSpy loaded(m_model, &StoreTreeModel::loaded);
    // Written through the store, not the model, as the endpoint served from the explorer writes.
    switch (what) {
    case 0:
        QVERIFY(store->insertEntity(
            account, QStringLiteral("Empty"), Entity(QStringLiteral("p"), QStringLiteral("r"))));
        QTRY_COMPARE(m_model->tableIndex(account, QStringLiteral("Empty"))
                         .data(StoreTreeModel::EntityCountRole)
                         .toLongLong(),
            1);
        break;
    case 1:
        QVERIFY(store->createTable(account, QStringLiteral("Arrived")));
        QTRY_VERIFY(m_model->tableIndex(account, QStringLiteral("Arrived")).isValid());
        break;
    default:
        QVERIFY(store->createAccount(QStringLiteral("newcomer")));
        QTRY_VERIFY(m_model->accountIndex(QStringLiteral("newcomer")).isValid());
        break;
    }
    QVERIFY(loaded.count() >= 1);
    QCOMPARE(resets.count() > 0, reset);
    QVERIFY(m_model->tableIndex(account, QStringLiteral("Items")).isValid());
}

void TestStoreTreeModel::closingEmptiesTheTree()
{
    m_session->setStore(nullptr);
    QCOMPARE(m_model->rowCount(), 0);
    QVERIFY(m_model->storePath().isEmpty());
    QVERIFY(m_model->tableNames(account).isEmpty());
}

void TestStoreTreeModel::savedConnectionsFollowTheService_data()
{
    QTest::addColumn<bool>("storeOpen");
    QTest::addColumn<int>("openConnection"); // index into the saved ones, -1 for none
    QTest::addColumn<QStringList>("rootRows");
    QTest::addColumn<int>("placeRows"); // open places first, then the saved connections not open
    QTest::newRow("store and both") << true << -1 << QStringList {"models.rowan", "Azurite", "prod"} << 1;
    QTest::newRow("first open beside the store")
        << true << 0 << QStringList {"models.rowan", "Azurite", "prod"} << 2;
    QTest::newRow("second open beside the store")
        << true << 1 << QStringList {"models.rowan", "prod", "Azurite"} << 2;
    QTest::newRow("nothing open") << false << -1 << QStringList {"Azurite", "prod"} << 0;
    QTest::newRow("only the second open") << false << 1 << QStringList {"prod", "Azurite"} << 1;
}

void TestStoreTreeModel::savedConnectionsFollowTheService()
{
    QFETCH(bool, storeOpen);
    QFETCH(int, openConnection);
    QFETCH(QStringList, rootRows);
    QFETCH(int, placeRows);
    SavedConnections saved;
    const QStringList names {QStringLiteral("Azurite"), QStringLiteral("prod")};
    const QStringList ids {saved.save(SavedConnection {{}, names.at(0), {}, QStringLiteral("a"), {}}),
        saved.save(SavedConnection {{}, names.at(1), {}, QStringLiteral("b"), {}})};
    m_model->setConnections(&saved);
    if (!storeOpen) {
        QSignalSpy loaded(m_model, &StoreTreeModel::loaded);
        m_session->setStore(nullptr);
        QTRY_VERIFY(loaded.count() >= 1);
    }
    if (openConnection >= 0) {
        // A store stands in for the endpoint: the tree lists what any service holds.
        QTemporaryDir other;
        auto store
            = TestStoreBuilder(other, QStringLiteral("endpoint.rowan")).table(QStringLiteral("Far")).build();
        QVERIFY(store);
        QSignalSpy loaded(m_model, &StoreTreeModel::loaded);
        m_model->places()->show(OpenPlaces::Kind::Connection, ids.at(openConnection),
            names.at(openConnection), std::make_shared<LocalTableService>(store));
        QTRY_VERIFY(!m_model->isLoading() && loaded.count() >= 1);
        QVERIFY(m_model->tableIndex(account, QStringLiteral("Far")).isValid());
        QCOMPARE(m_model->openConnection(), ids.at(openConnection));
    }
    QStringList shown;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex index = m_model->index(row, 0);
        shown.append(index.data().toString());
        const bool isConnection
            = index.data(StoreTreeModel::NodeKindRole).toInt() == int(StoreTreeModel::NodeKind::Connection);
        QCOMPARE(isConnection, row >= placeRows);
        if (isConnection) {
            QVERIFY(ids.contains(index.data(StoreTreeModel::ConnectionIdRole).toString()));
            QCOMPARE(m_model->rowCount(index), 0);
            QVERIFY(!m_model->parent(index).isValid());
            QCOMPARE(index.data(StoreTreeModel::PlaceRole).toInt(), -1);
        }
    }
    QCOMPARE(shown, rootRows);
    // A connection saved later appears at once.
    saved.save(SavedConnection {{}, QStringLiteral("later"), {}, QStringLiteral("c"), {}});
    QCOMPARE(m_model->rowCount(), rootRows.size() + 1);
    m_model->setConnections(nullptr);
    m_model->places()->setLeaveGuard({});
    while (m_model->places()->count() > 0)
        m_model->places()->close(0);
}

void TestStoreTreeModel::placesStaySideBySide()
{
    QTemporaryDir other;
    auto second = TestStoreBuilder(other, QStringLiteral("second.rowan"))
                      .table(QStringLiteral("Orders"), 4,
                          [](qint64 i) { return Entity(QStringLiteral("p"), QString::number(i)); })
                      .build();
    QVERIFY(second);
    QSignalSpy loaded(m_model, &StoreTreeModel::loaded);
    m_model->places()->showStore(other.filePath(QStringLiteral("second.rowan")), second);
    QTRY_VERIFY(!m_model->isLoading() && loaded.count() >= 1);
    QCOMPARE(m_model->rowCount(), 2);
    const QModelIndex first = m_model->index(0, 0);
    const QModelIndex shown = m_model->index(1, 0);
    QCOMPARE(first.data().toString(), QStringLiteral("models.rowan"));
    QCOMPARE(shown.data().toString(), QStringLiteral("second.rowan"));
    QCOMPARE(m_model->placeIndex(), shown);
    QVERIFY(shown.data(StoreTreeModel::CurrentPlaceRole).toBool());
    QVERIFY(!first.data(StoreTreeModel::CurrentPlaceRole).toBool());
    // The place shown is marked; the other keeps the tables it showed.
    QVERIFY(shown.data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!first.data(Qt::FontRole).isValid());
    QCOMPARE(m_model->storePath(), other.filePath(QStringLiteral("second.rowan")));
    const QModelIndex items = m_model->tableIndex(account, QStringLiteral("items"), 0);
    QVERIFY(items.isValid());
    QCOMPARE(items.data(StoreTreeModel::PlaceRole).toInt(), 0);
    QCOMPARE(items.data(StoreTreeModel::EntityCountRole).toLongLong(), 25);
    QCOMPARE(m_model->parent(m_model->parent(items)), first);
    QVERIFY(!m_model->tableIndex(account, QStringLiteral("Items")).isValid());
    const QModelIndex orders = m_model->tableIndex(account, QStringLiteral("Orders"));
    QVERIFY(orders.isValid());
    QCOMPARE(m_model->parent(m_model->parent(orders)), shown);
    QCOMPARE(
        orders.data(StoreTreeModel::LocationRole).toString(), other.filePath(QStringLiteral("second.rowan")));
    QCOMPARE(m_model->tableNames(account), QStringList {QStringLiteral("Orders")});

    // Showing the first again: its nodes are the same rows, reloaded in place.
    loaded.clear();
    QVERIFY(m_model->places()->activate(0));
    QTRY_VERIFY(!m_model->isLoading() && loaded.count() >= 1);
    QCOMPARE(m_model->storePath(), m_dir->filePath(QStringLiteral("models.rowan")));
    QVERIFY(m_model->tableIndex(account, QStringLiteral("Items")).isValid());
    QCOMPARE(m_model->rowCount(), 2);

    // A third place opening leaves the second's nodes as they were, though it is not shown.
    auto third
        = TestStoreBuilder(other, QStringLiteral("third.rowan")).table(QStringLiteral("Third")).build();
    QVERIFY(third);
    loaded.clear();
    m_model->places()->showStore(other.filePath(QStringLiteral("third.rowan")), third);
    QTRY_VERIFY(!m_model->isLoading() && loaded.count() >= 1);
    QCOMPARE(m_model->rowCount(), 3);
    QVERIFY(m_model->tableIndex(account, QStringLiteral("Orders"), 1).isValid());
    QVERIFY(m_model->tableIndex(account, QStringLiteral("Items"), 0).isValid());
    m_model->places()->close(2);
    QTRY_VERIFY(!m_model->isLoading());
    QVERIFY(m_model->places()->activate(0));
    QTRY_VERIFY(!m_model->isLoading());

    // Closing the second (not shown) leaves the first shown.
    m_model->places()->close(1);
    QTRY_VERIFY(!m_model->isLoading());
    QCOMPARE(m_model->rowCount(), 1);
    QCOMPARE(m_model->placeIndex(), m_model->index(0, 0));
    QVERIFY(!m_model->index(0, 0).data(Qt::FontRole).isValid()); // one place: nothing to tell apart
}

void TestStoreTreeModel::showsTheSafetyBadge_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("colour");
    QTest::addColumn<QString>("background"); // empty: no badge
    QTest::newRow("read-only PROD red") << int(SafetyLevel::ReadOnly) << "PROD"
                                        << "#c62828"
                                        << "#c62828";
    QTest::newRow("label, default colour") << int(SafetyLevel::Off) << "test"
                                           << ""
                                           << "#546e7a";
    QTest::newRow("level without label") << int(SafetyLevel::ConfirmWrites) << ""
                                         << ""
                                         << "";
}

void TestStoreTreeModel::showsTheSafetyBadge()
{
    QFETCH(int, level);
    QFETCH(QString, label);
    QFETCH(QString, colour);
    QFETCH(QString, background);
    const SafetyProfile profile {SafetyLevel(level), label, colour};
    // The store's row and a saved connection's row show the same badge.
    SavedConnections saved;
    saved.save(SavedConnection {{}, QStringLiteral("prod"), {}, QStringLiteral("b"), profile});
    m_model->setConnections(&saved);
    QSignalSpy changed(m_model, &QAbstractItemModel::dataChanged);
    QFuture<Status> done = m_session->changeSafety(profile);
    QTRY_VERIFY(done.isFinished());
    QVERIFY(done.result().has_value());
    QVERIFY(changed.count() >= 1);
    for (int row : {0, 1}) {
        const QModelIndex entities = m_model->index(row, StoreTreeModel::EntitiesColumn);
        QCOMPARE(entities.data(StoreTreeModel::SafetyLabelRole).toString(), label);
        if (background.isEmpty()) {
            QVERIFY(!entities.data(Qt::BackgroundRole).isValid());
            continue;
        }
        QCOMPARE(entities.data().toString(), label);
        QCOMPARE(entities.data(Qt::BackgroundRole).value<QColor>(), QColor(background));
    }
    const QString tip = m_model->index(0, 0).data(Qt::ToolTipRole).toString();
    QCOMPARE(tip.contains(QStringLiteral("Safety level: ")), level != int(SafetyLevel::Off));
    m_model->setConnections(nullptr);
}

QTEST_MAIN(TestStoreTreeModel)
#include "tst_storetreemodel.moc"
