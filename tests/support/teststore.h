// The one way tests, benchmarks and screenshot tools make a store to look at: a new store file holding the
// tables and entities they name, in the development account.
//
//   auto store = TestStoreBuilder(dir, u"keys.rowan"_s)
//                    .demo()
//                    .table(u"Items"_s, 40, [](qint64 i) { return rowan::Entity(u"p"_s, QString::number(i));
//                    }) .table(u"Empty"_s) .build();
//
// Entities are written in entity group transactions (a run of one PartitionKey, up to the service's limits)
// committed many at a time, so that large tables are quick to build; the order they are made in is kept.
// Nothing is written before build(), so passphrase() may come anywhere.
#pragma once

#include <rowan/account.h>
#include <rowan/demo.h>
#include <rowan/store.h>

#include <QDebug>
#include <QList>
#include <QString>
#include <QTemporaryDir>

#include <functional>
#include <memory>
#include <utility>

class TestStoreBuilder
{
public:
    // Entity i of a table, for i from 0 up.
    using EntityMaker = std::function<rowan::Entity(qint64 i)>;

    explicit TestStoreBuilder(QString path)
        : m_path(std::move(path))
    { }
    TestStoreBuilder(const QTemporaryDir &dir, const QString &fileName)
        : m_path(dir.filePath(fileName))
    { }

    TestStoreBuilder &passphrase(const QString &passphrase)
    {
        m_options.passphrase = passphrase;
        return *this;
    }

    // The demo tables, as `rowan demo` writes them.
    TestStoreBuilder &demo()
    {
        m_steps.append([](rowan::Store &store) -> rowan::Status {
            if (auto done = rowan::populateDemoStore(store, account()); !done)
                return std::unexpected(done.error());
            return {};
        });
        return *this;
    }

    // A new table; entities() after it go into it.
    TestStoreBuilder &table(const QString &name)
    {
        m_table = name;
        m_steps.append([name](rowan::Store &store) -> rowan::Status {
            if (auto created = store.createTable(account(), name); !created)
                return std::unexpected(created.error());
            return {};
        });
        return *this;
    }
    TestStoreBuilder &table(const QString &name, qint64 count, EntityMaker make)
    {
        return table(name).entities(count, std::move(make));
    }
    TestStoreBuilder &table(const QString &name, QList<rowan::Entity> entities)
    {
        return table(name).entities(std::move(entities));
    }

    // make(0) … make(count - 1) into the table named last, in that order.
    TestStoreBuilder &entities(qint64 count, EntityMaker make)
    {
        m_steps.append([table = m_table, count, make = std::move(make)](
                           rowan::Store &store) { return insert(store, table, count, make); });
        return *this;
    }
    TestStoreBuilder &entities(QList<rowan::Entity> entities)
    {
        const qint64 count = entities.size();
        return this->entities(count, [entities = std::move(entities)](qint64 i) { return entities.at(i); });
    }

    // Creates the store and writes what was asked for. Null when anything fails, with
    // a warning that says what, so a test's QVERIFY(store) is enough.
    std::shared_ptr<rowan::Store> build() const
    {
        rowan::StoreOptions options = m_options;
        options.createIfMissing = true;
        auto opened = rowan::Store::open(m_path, options);
        if (!opened) {
            qWarning().noquote() << "TestStoreBuilder:" << m_path << opened.error().toString();
            return nullptr;
        }
        std::shared_ptr<rowan::Store> store(std::move(*opened));
        for (const auto &step : m_steps) {
            if (auto done = step(*store); !done) {
                qWarning().noquote() << "TestStoreBuilder:" << m_path << done.error().toString();
                return nullptr;
            }
        }
        return store;
    }

    static QString account() { return QString::fromLatin1(rowan::DevelopmentAccountName); }

    // make(0) … make(count - 1) into an existing table of a store already open, written as build() writes.
    // `progress`, when given, hears the number written after every store commit.
    static rowan::Status insert(rowan::Store &store, const QString &table, qint64 count,
        const EntityMaker &make, const std::function<void(qint64 written)> &progress = {})
    {
        QList<QList<rowan::EntityOperation>> batches;
        qint64 batchBytes = 0;
        qint64 written = 0;
        const auto commit = [&]() -> rowan::Status {
            if (batches.isEmpty())
                return {};
            rowan::Error failure;
            auto done = store.executeBatches(account(), table, batches, &failure);
            if (!done)
                return std::unexpected(done.error());
            if (*done != batches.size())
                return std::unexpected(failure);
            for (const auto &batch : batches)
                written += batch.size();
            batches.clear();
            if (progress)
                progress(written);
            return {};
        };
        for (qint64 i = 0; i < count; ++i) {
            rowan::Entity e = make(i);
            const qint64 bytes = e.storageSize();
            const bool joins = !batches.isEmpty() && batches.last().size() < rowan::limits::MaxBatchOperations
                && batches.last().first().entity.partitionKey() == e.partitionKey()
                && batchBytes + bytes <= rowan::limits::MaxBatchBytes;
            if (!joins) {
                if (batches.size() == BatchesPerCommit) {
                    if (auto done = commit(); !done)
                        return done;
                }
                batches.append(QList<rowan::EntityOperation>());
                batchBytes = 0;
            }
            batches.last().append(rowan::EntityOperation {rowan::OperationType::Insert, std::move(e), {}});
            batchBytes += bytes;
        }
        return commit();
    }

private:
    // A hundred transactions per store commit: one commit per 10,000 small entities rather than one each.
    static constexpr int BatchesPerCommit = 100;

    QString m_path;
    rowan::StoreOptions m_options;
    QString m_table;
    QList<std::function<rowan::Status(rowan::Store &)>> m_steps;
};

// Entity i spread over `partitions` partitions in turn: p<i % partitions> / r<i, zero-padded to `digits`>,
// with Index = i. The shape most tests of paging and statistics read.
inline TestStoreBuilder::EntityMaker spreadEntities(int partitions, int digits)
{
    return [partitions, digits](qint64 i) {
        rowan::Entity e(QStringLiteral("p%1").arg(i % partitions),
            QStringLiteral("r%1").arg(i, digits, 10, QLatin1Char('0')));
        e.setProperty(QStringLiteral("Index"), rowan::Value::int32(int(i)));
        return e;
    };
}

// Entity i of a table meant to fill pages, as the tests that damage a store's file want: a hundred to a
// partition (one entity group transaction each), p<i / 100> / <i % 100>, each with a 100-character Text.
inline rowan::Entity pageFillingEntity(qint64 i)
{
    rowan::Entity e(QStringLiteral("p%1").arg(i / 100), QString::number(i % 100));
    e.setProperty(QStringLiteral("Text"), rowan::Value::string(QString(100, QLatin1Char('x'))));
    return e;
}
