// The table names of saved connections as they were last listed, so that Quick Open offers the tables of a
// connection that is not open without connecting to it. Kept in the settings under a key (empty: in memory
// only); each connection's list says when it was made, so that a stale one is listed again in the
// background. GUI thread only.
#pragma once

#include <rowan/status.h>

#include <QDateTime>
#include <QFuture>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <utility>

namespace rowan {

class ServiceSession;
class TableService;

class TableNameCache
{
public:
    // Account and table.
    using TableName = std::pair<QString, QString>;
    struct Listing
    {
        QList<TableName> tables;
        QDateTime listedAt;
        bool operator==(const Listing &) const = default;
    };
    // More names than this per connection are not kept: Quick Open is for finding a table by name, and
    // the settings are not a catalogue.
    static constexpr int MaxTables = 20'000;

    explicit TableNameCache(const QString &settingsKey = QString());

    std::optional<Listing> listing(const QString &connectionId) const;
    // Whether the connection's list is missing or older than `maxAgeSeconds` at `now`.
    bool isStale(const QString &connectionId, qint64 maxAgeSeconds,
        const QDateTime &now = QDateTime::currentDateTimeUtc()) const;
    void remember(const QString &connectionId, QList<TableName> tables,
        const QDateTime &listedAt = QDateTime::currentDateTimeUtc());
    void forget(const QString &connectionId);
    // Forgets the lists of every connection but these (the ones still saved).
    void keepOnly(const QStringList &connectionIds);

    // Lists every account's tables of `service` on the session's workers (a connection not shown).
    static QFuture<Result<QList<TableName>>> list(
        ServiceSession *session, std::shared_ptr<TableService> service);

private:
    void save() const;

    QString m_settingsKey;
    QHash<QString, Listing> m_listings;
};

} // namespace rowan
