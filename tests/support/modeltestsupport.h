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

#include "support/withoutstatistics.h"

// Writes `bytes` to `name` in `dir`; the file's path, or empty when it could not be written.
inline QString writeTestFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}
