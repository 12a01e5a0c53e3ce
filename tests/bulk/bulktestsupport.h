// What the bulk tests share: a table on the embedded store or on `rowan serve` in-process reached as a
// remote endpoint, entities whose values must survive a bulk change bit for bit, and the table's state.
#pragma once

#include "remote/servethread.h"

#include <rowan/localtableservice.h>
#include <rowan/valuetext.h>

#include <QMap>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace bulktest {

inline const QString Dev = QString::fromLatin1(rowan::DevelopmentAccountName);
inline const QString T = QStringLiteral("Orders");

// 2^53 + 1: a Double would round it.
inline constexpr qint64 BigInt = (qint64(1) << 53) + 1;
// 2026-11-27T10:11:12.1234567Z: the 100 ns digit matters.
inline const rowan::DateTime Precise = *rowan::DateTime::fromIsoString(u"2026-11-27T10:11:12.1234567Z");
inline const QByteArray Bytes = QByteArray::fromHex("00ff10fe7f80");

inline rowan::Entity make(const QString &pk, const QString &rk, qint32 n)
{
    rowan::Entity e(pk, rk);
    e.setProperty(QStringLiteral("N"), rowan::Value::int32(n));
    e.setProperty(QStringLiteral("Big"), rowan::Value::int64(BigInt + n));
    e.setProperty(QStringLiteral("When"), rowan::Value::dateTime(rowan::DateTime(Precise.ticks() + n)));
    e.setProperty(QStringLiteral("Blob"), rowan::Value::binary(Bytes));
    e.setProperty(QStringLiteral("Name"), rowan::Value::string(QStringLiteral("n%1").arg(n)));
    return e;
}

// "name=Edm.Type:value;…" in property order.
inline QString propertiesText(const rowan::Entity &e)
{
    QString text;
    for (const rowan::Property &p : e.properties())
        text += p.name + u'=' + rowan::edmTypeName(p.value.type()) + u':' + rowan::formatValueText(p.value)
            + u';';
    return text;
}

// The table's contents without Timestamps: "pk|rk" -> propertiesText().
using State = QMap<QString, QString>;

inline State stateOf(const rowan::TableService &service, const QString &table = T)
{
    State state;
    auto scanned = service.scan(Dev, table, rowan::KeyRange {}, [&](rowan::Entity &e) {
        state.insert(e.partitionKey() + u'|' + e.rowKey(), propertiesText(e));
        return rowan::ScanControl::Continue;
    });
    if (!scanned)
        qWarning("scan failed: %s", qPrintable(scanned.error().toString()));
    return state;
}

// Inserts the entities in batches of one partition and up to 100; the first error, empty on success.
inline QString fill(
    rowan::TableService &service, const QList<rowan::Entity> &entities, const QString &table = T)
{
    QList<rowan::EntityOperation> ops;
    const auto flush = [&]() -> QString {
        if (ops.isEmpty())
            return {};
        auto done = service.executeBatch(Dev, table, ops);
        ops.clear();
        return done ? QString() : done.error().toString();
    };
    for (const rowan::Entity &e : entities) {
        if (!ops.isEmpty() && (ops.size() == 100 || ops.first().entity.partitionKey() != e.partitionKey()))
            if (QString failed = flush(); !failed.isEmpty())
                return failed;
        ops.append({rowan::OperationType::Insert, e, {}});
    }
    return flush();
}

// A fresh table "Orders" on the embedded store ("embedded") or on `rowan serve` ("remote").
class Backend
{
public:
    bool open(const QString &kind)
    {
        if (!m_dir.isValid())
            return false;
        if (kind == u"remote") {
            m_serve = std::make_unique<ServeThread>(m_dir.filePath(QStringLiteral("serve.rowan")));
            if (m_serve->port() == 0)
                return false;
            m_service = std::make_shared<rowan::RemoteTableService>(m_serve->endpoint());
        } else {
            rowan::StoreOptions options;
            options.createIfMissing = true;
            auto store = rowan::Store::open(m_dir.filePath(QStringLiteral("bulk.rowan")), options);
            if (!store)
                return false;
            m_service = std::make_shared<rowan::LocalTableService>(
                std::shared_ptr<rowan::Store>(std::move(*store)));
        }
        return bool(m_service->createTable(Dev, T));
    }
    const std::shared_ptr<rowan::TableService> &service() const { return m_service; }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ServeThread> m_serve;
    std::shared_ptr<rowan::TableService> m_service;
};

} // namespace bulktest
