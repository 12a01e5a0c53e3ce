// What the tests of JournalingTableService over `rowan serve` share: the table's entities and contents, and a
// fixture with the server, a second client that writes unjournaled, and journaled services over clients of
// their own.
#pragma once

#include "remote/servethread.h"

#include <rowan/journalingtableservice.h>
#include <rowan/valuetext.h>

#include <QCryptographicHash>
#include <QFile>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

namespace journaltest {

using namespace rowan;

inline const QString Dev = QString::fromLatin1(DevelopmentAccountName);
inline const QString T = QStringLiteral("Orders");
inline const QString Key
    = QStringLiteral("x'0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'");

inline Entity make(const QString &pk, const QString &rk, qint32 n, const QString &extra = {})
{
    Entity e(pk, rk);
    e.setProperty(QStringLiteral("N"), Value::int32(n));
    if (!extra.isEmpty())
        e.setProperty(extra, Value::string(extra));
    return e;
}

inline Entity keys(const QString &pk, const QString &rk)
{
    return Entity(pk, rk);
}

// The table's contents without Timestamps: key -> "name=value;…".
using State = QMap<QString, QString>;

inline State stateOf(const TableService &service)
{
    State state;
    auto scanned = service.scan(Dev, T, KeyRange {}, [&](Entity &e) {
        QString text;
        for (const Property &p : e.properties())
            text += p.name + QLatin1Char('=') + formatValueText(p.value) + QLatin1Char(';');
        state.insert(e.partitionKey() + QLatin1Char('|') + e.rowKey(), text);
        return ScanControl::Continue;
    });
    if (!scanned)
        state.insert(QStringLiteral("scan failed"), scanned.error().toString());
    return state;
}

inline QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

// Runs `write` on the view of a new action of `kind` on T, ends it; the action's id (0 on failure).
inline ActionId act(
    TableService &service, const QString &kind, const std::function<bool(TableService &)> &write)
{
    auto id = service.beginAction(
        ActionInfo {kind, kind + QStringLiteral(" of ") + T, Dev, T, QStringLiteral("test")});
    if (!id)
        return 0;
    auto view = service.withAction(*id);
    const bool ok = view && write(*view);
    if (!service.endAction(*id) || !ok)
        return 0;
    return *id;
}

// `rowan serve` on a fresh store per test with T holding ten entities in two partitions, the second client,
// and journal files in the temporary folder.
class JournalFixture
{
public:
    // Empty on success, otherwise what failed.
    QString start()
    {
        if (!m_dir.isValid())
            return QStringLiteral("no temporary folder");
        m_serve = std::make_unique<ServeThread>(m_dir.filePath(QStringLiteral("serve%1.rowan").arg(++m_n)));
        if (m_serve->port() == 0)
            return QStringLiteral("rowan serve did not start");
        m_other = std::make_shared<RemoteTableService>(m_serve->endpoint());
        if (auto created = m_other->createTable(Dev, T); !created)
            return created.error().toString();
        QList<EntityOperation> a, b;
        for (int i = 0; i < 5; ++i) {
            a.append({OperationType::Insert, make(QStringLiteral("a"), QString::number(i), i), {}});
            b.append({OperationType::Insert, make(QStringLiteral("b"), QString::number(i), 10 + i), {}});
        }
        for (const auto &ops : {a, b}) {
            if (auto done = m_other->executeBatch(Dev, T, ops); !done)
                return done.error().toString();
        }
        return {};
    }
    void stop()
    {
        m_other.reset();
        m_serve.reset();
    }

    // A journaling service over a client of its own, with the journal file `name` of this test.
    std::shared_ptr<JournalingTableService> openJournaled(const QString &name = QStringLiteral("j.journal"))
    {
        auto opened = JournalingTableService::open(
            std::make_shared<RemoteTableService>(m_serve->endpoint()), journalPath(name), Key);
        if (!opened) {
            qWarning("journal: %s", qPrintable(opened.error().toString()));
            return nullptr;
        }
        return *opened;
    }
    QString journalPath(const QString &name) const
    {
        return m_dir.filePath(QStringLiteral("%1/%2").arg(m_n).arg(name));
    }
    RemoteEndpoint endpoint() const { return m_serve->endpoint(); }
    // The second client: writes on the endpoint that no journal sees.
    const std::shared_ptr<RemoteTableService> &other() const { return m_other; }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ServeThread> m_serve;
    std::shared_ptr<RemoteTableService> m_other;
    int m_n = 0;
};

} // namespace journaltest
