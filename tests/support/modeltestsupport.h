// Temporary stores with tables of known entities, files to import, and what the model tests share to read
// them.
#pragma once

#include "models/grid/entitytablemodel.h"
#include "support/teststore.h"

#include <rowan/store.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

// Items: entities p<i % partitions> / r<i, six digits> with Index = i, and Rare = 2.0 on every tenth; Empty:
// none. A builder, so a test can add its own tables to it.
inline TestStoreBuilder testStore(const QTemporaryDir &dir, int entities, int partitions)
{
    using namespace rowan;
    const auto spread = spreadEntities(partitions, 6);
    return TestStoreBuilder(dir, QStringLiteral("models.rowan"))
        .table(QStringLiteral("Items"), entities,
            [spread](qint64 i) {
                Entity e = spread(i);
                if (i % 10 == 7)
                    e.setProperty(QStringLiteral("Rare"), Value::float64(2.0));
                return e;
            })
        .table(QStringLiteral("Empty"));
}

inline std::shared_ptr<rowan::Store> makeTestStore(const QTemporaryDir &dir, int entities, int partitions)
{
    return testStore(dir, entities, partitions).build();
}

// makeTestStore(dir, 2500, 4) with a second table, "Many": 3,000 entities i in partitions of 7
// (q0000 .. q0428), so key order is i order. Null when a write fails.
inline std::shared_ptr<rowan::Store> makeEntityTableTestStore(const QTemporaryDir &dir)
{
    using namespace rowan;
    return testStore(dir, 2500, 4)
        .table(QStringLiteral("Many"), 3000,
            [](qint64 i) {
                Entity e(QStringLiteral("q%1").arg(i / 7, 4, 10, QLatin1Char('0')),
                    QStringLiteral("r%1").arg(i, 6, 10, QLatin1Char('0')));
                e.setProperty(QStringLiteral("Index"), Value::int32(int(i)));
                return e;
            })
        .build();
}

// Waits up to 10 s for `row` of `model` to be loaded. entityAt() asks for the page (again, should it have
// been evicted meanwhile).
inline bool waitForRow(const rowan::EntityTableModel &model, int row)
{
    return QTest::qWaitFor([&] { return !model.entityAt(row).partitionKey().isEmpty(); }, 10000);
}

#include <rowan/localtableservice.h>

// The embedded store seen as an endpoint without statistics, partition list or cost estimates (as a remote
// endpoint is): every other call goes to the store.
class WithoutStatistics final : public rowan::TableService
{
public:
    explicit WithoutStatistics(std::shared_ptr<rowan::Store> store)
        : m_local(std::move(store))
    { }
    rowan::ServiceDescription description() const override
    {
        rowan::ServiceDescription description = m_local.description();
        description.kind = rowan::ServiceKind::Remote;
        description.capabilities = {};
        return description;
    }
    rowan::Result<QList<rowan::Account>> accounts() const override { return m_local.accounts(); }
    rowan::Result<QList<rowan::TableInfo>> listTables(const QString &account) const override
    {
        auto tables = m_local.listTables(account);
        if (tables) {
            for (rowan::TableInfo &table : *tables)
                table.stats = {-1, -1, -1};
        }
        return tables;
    }
    rowan::Result<rowan::TableInfo> createTable(const QString &account, const QString &name) override
    {
        return m_local.createTable(account, name);
    }
    rowan::Status deleteTable(const QString &account, const QString &name) override
    {
        return m_local.deleteTable(account, name);
    }
    rowan::Result<rowan::Entity> getEntity(const QString &account, const QString &table, const QString &pk,
        const QString &rk, const rowan::ScanOptions &options) const override
    {
        return m_local.getEntity(account, table, pk, rk, options);
    }
    rowan::Result<rowan::ScanResult> scan(const QString &account, const QString &table,
        const rowan::KeyRange &range, const rowan::EntityVisitor &visitor, const rowan::ScanOptions &options,
        const rowan::CancelFlag &cancel) const override
    {
        return m_local.scan(account, table, range, visitor, options, cancel);
    }
    rowan::Result<rowan::QueryPage> query(const QString &account, const QString &table,
        const rowan::QueryRequest &request, const rowan::QueryOptions &options) const override
    {
        return m_local.query(account, table, request, options);
    }
    rowan::Result<rowan::EntityVersion> write(
        const QString &account, const QString &table, const rowan::EntityOperation &op) override
    {
        return m_local.write(account, table, op);
    }
    rowan::Result<QList<rowan::EntityVersion>> executeBatch(const QString &account, const QString &table,
        const QList<rowan::EntityOperation> &operations) override
    {
        return m_local.executeBatch(account, table, operations);
    }

private:
    rowan::LocalTableService m_local;
};

// Writes `bytes` to `name` in `dir`; the file's path, or empty when it could not be written.
inline QString writeTestFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}
