// What the remote client's tests share: the development account, test entities, listing keys and filling a
// table through any TableService, and `rowan serve` in-process on a fresh store with a client on it.
#pragma once

#include "servethread.h"

#include <QTemporaryDir>

#include <memory>

namespace remotetest {

inline const QString AccountName = QString::fromLatin1(rowan::DevelopmentAccountName);

inline rowan::Entity make(const QString &pk, const QString &rk, int value)
{
    rowan::Entity e(pk, rk);
    e.setProperty(QStringLiteral("Value"), rowan::Value::int32(value));
    e.setProperty(QStringLiteral("Name"), rowan::Value::string(QStringLiteral("n%1").arg(value)));
    return e;
}

// "pk/rk" of every entity in `range`, in the order the service returns them; one "error …" item on failure.
inline QStringList keysOf(const rowan::TableService &service, const QString &table,
    const rowan::KeyRange &range, const rowan::ScanOptions &options = {})
{
    QStringList keys;
    auto r = service.scan(
        AccountName, table, range,
        [&](rowan::Entity &e) {
            keys << e.partitionKey() + u'/' + e.rowKey();
            return rowan::ScanControl::Continue;
        },
        options);
    if (!r)
        return {QStringLiteral("error ") + r.error().toString()};
    return keys;
}

// Creates `table` and inserts `entities` (grouped by partition, in key order) in batches of up to 100; the
// error of the first call that failed, empty on success.
inline QString fillTable(
    rowan::TableService &service, const QString &table, const QList<rowan::Entity> &entities)
{
    if (auto created = service.createTable(AccountName, table); !created)
        return created.error().toString();
    QList<rowan::EntityOperation> ops;
    const auto flush = [&]() -> QString {
        if (ops.isEmpty())
            return {};
        auto done = service.executeBatch(AccountName, table, ops);
        ops.clear();
        return done ? QString() : done.error().toString();
    };
    for (const rowan::Entity &e : entities) {
        if (!ops.isEmpty() && (ops.size() == 100 || ops.first().entity.partitionKey() != e.partitionKey())) {
            if (QString failed = flush(); !failed.isEmpty())
                return failed;
        }
        ops.append({rowan::OperationType::Insert, e, {}});
    }
    return flush();
}

// `rowan serve` on a fresh store in a temporary folder, and a RemoteTableService on it with the development
// account's key.
class ServeFixture
{
public:
    // Starts the server and checks the client's connection; empty on success, otherwise what failed.
    QString start(const QString &storeName = QStringLiteral("serve.rowan"))
    {
        if (!m_dir.isValid())
            return QStringLiteral("no temporary folder: ") + m_dir.errorString();
        m_serve = std::make_unique<ServeThread>(m_dir.filePath(storeName));
        if (m_serve->port() == 0)
            return QStringLiteral("rowan serve did not start");
        m_remote = std::make_shared<rowan::RemoteTableService>(m_serve->endpoint());
        if (auto connected = m_remote->testConnection(); !connected)
            return connected.error().toString();
        return {};
    }
    // The client first, then the server.
    void stop()
    {
        m_remote.reset();
        m_serve.reset();
    }

    ServeThread &serve() const { return *m_serve; }
    const std::shared_ptr<rowan::RemoteTableService> &remote() const { return m_remote; }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ServeThread> m_serve;
    std::shared_ptr<rowan::RemoteTableService> m_remote;
};

} // namespace remotetest
