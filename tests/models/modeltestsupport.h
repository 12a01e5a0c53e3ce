// A temporary store with a table of known entities, for the model tests.
#pragma once

#include <rowan/store.h>

#include <QTemporaryDir>
#include <QTest>

inline std::shared_ptr<rowan::Store> makeTestStore(const QTemporaryDir &dir, int entities, int partitions)
{
    using namespace rowan;
    StoreOptions options;
    options.createIfMissing = true;
    auto store = Store::open(dir.filePath(QStringLiteral("models.rowan")), options);
    if (!store)
        return nullptr;
    const QString account = QStringLiteral("devstoreaccount1");
    if (!(*store)->createTable(account, QStringLiteral("Items"))
        || !(*store)->createTable(account, QStringLiteral("Empty")))
        return nullptr;
    for (int i = 0; i < entities; ++i) {
        Entity e(
            QStringLiteral("p%1").arg(i % partitions), QStringLiteral("r%1").arg(i, 6, 10, QLatin1Char('0')));
        e.setProperty(QStringLiteral("Index"), Value::int32(i));
        if (i % 10 == 7)
            e.setProperty(QStringLiteral("Rare"), Value::float64(2.0));
        if (!(*store)->insertEntity(account, QStringLiteral("Items"), e))
            return nullptr;
    }
    return std::shared_ptr<Store>(std::move(*store));
}
