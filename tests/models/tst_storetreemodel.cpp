#include "modeltestsupport.h"

#include <servicesession.h>
#include <storetreemodel.h>

#include <QAbstractItemModelTester>
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
    void closingEmptiesTheTree();

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

void TestStoreTreeModel::closingEmptiesTheTree()
{
    m_session->setStore(nullptr);
    QCOMPARE(m_model->rowCount(), 0);
    QVERIFY(m_model->storePath().isEmpty());
    QVERIFY(m_model->tableNames(account).isEmpty());
}

QTEST_MAIN(TestStoreTreeModel)
#include "tst_storetreemodel.moc"
