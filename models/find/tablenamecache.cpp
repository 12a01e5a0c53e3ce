#include "models/find/tablenamecache.h"

#include "models/session/servicesession.h"

#include <rowan/account.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

namespace rowan {

TableNameCache::TableNameCache(const QString &settingsKey)
    : m_settingsKey(settingsKey)
{
    if (m_settingsKey.isEmpty())
        return;
    // Whatever is not a list of [account, table] pairs with a time is skipped: the cache only saves a wait.
    const QJsonObject all = QJsonDocument::fromJson(QSettings().value(m_settingsKey).toByteArray()).object();
    for (auto it = all.begin(); it != all.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        Listing listing;
        listing.listedAt
            = QDateTime::fromString(entry.value(QStringLiteral("listedAt")).toString(), Qt::ISODate);
        if (!listing.listedAt.isValid())
            continue;
        for (const QJsonValue &pair : entry.value(QStringLiteral("tables")).toArray()) {
            const QJsonArray names = pair.toArray();
            if (names.size() == 2 && names.at(0).isString() && names.at(1).isString()
                && listing.tables.size() < MaxTables)
                listing.tables.append({names.at(0).toString(), names.at(1).toString()});
        }
        m_listings.insert(it.key(), listing);
    }
}

std::optional<TableNameCache::Listing> TableNameCache::listing(const QString &connectionId) const
{
    const auto it = m_listings.find(connectionId);
    if (it == m_listings.end())
        return std::nullopt;
    return *it;
}

bool TableNameCache::isStale(const QString &connectionId, qint64 maxAgeSeconds, const QDateTime &now) const
{
    const auto it = m_listings.find(connectionId);
    return it == m_listings.end() || it->listedAt.secsTo(now) > maxAgeSeconds || it->listedAt > now;
}

void TableNameCache::remember(const QString &connectionId, QList<TableName> tables, const QDateTime &listedAt)
{
    if (connectionId.isEmpty())
        return;
    if (tables.size() > MaxTables)
        tables.resize(MaxTables);
    const Listing listing {std::move(tables), listedAt.toUTC()};
    if (const auto it = m_listings.find(connectionId);
        it != m_listings.end() && it->tables == listing.tables) {
        it->listedAt = listing.listedAt;
    } else {
        m_listings.insert(connectionId, listing);
    }
    save();
}

void TableNameCache::forget(const QString &connectionId)
{
    if (m_listings.remove(connectionId) > 0)
        save();
}

QFuture<Result<QList<TableNameCache::TableName>>> TableNameCache::list(
    ServiceSession *session, std::shared_ptr<TableService> service)
{
    return session->runOn(std::move(service), [](TableService &on) -> Result<QList<TableName>> {
        auto accounts = on.accounts();
        if (!accounts)
            return std::unexpected(accounts.error());
        QList<TableName> names;
        for (const Account &account : *accounts) {
            auto tables = on.listTables(account.name);
            if (!tables)
                return std::unexpected(tables.error());
            for (const TableInfo &table : *tables)
                names.append({account.name, table.name});
        }
        return names;
    });
}

void TableNameCache::keepOnly(const QStringList &connectionIds)
{
    const qsizetype before = m_listings.size();
    m_listings.removeIf([&connectionIds](const auto &entry) { return !connectionIds.contains(entry.key()); });
    if (m_listings.size() != before)
        save();
}

void TableNameCache::save() const
{
    if (m_settingsKey.isEmpty())
        return;
    QJsonObject all;
    for (auto it = m_listings.begin(); it != m_listings.end(); ++it) {
        QJsonArray tables;
        for (const auto &[account, table] : it->tables)
            tables.append(QJsonArray {account, table});
        all.insert(it.key(),
            QJsonObject {{QStringLiteral("listedAt"), it->listedAt.toString(Qt::ISODateWithMs)},
                {QStringLiteral("tables"), tables}});
    }
    QSettings().setValue(m_settingsKey, QJsonDocument(all).toJson(QJsonDocument::Compact));
}

} // namespace rowan
