// Table service properties (`GET/PUT /?restype=service&comp=properties`): Storage Analytics logging, hour
// and minute metrics and CORS rules as the `<StorageServiceProperties>` XML, the `<StorageServiceStats>` of
// `comp=stats`, and the CORS decisions the server takes from the rules. Plain value types and pure
// functions: thread-safe.
#pragma once

#include "rowan/status.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class QDateTime;

namespace rowan::protocol {

inline constexpr int MaxCorsRules = 5;

struct RetentionPolicy
{
    bool enabled = false;
    int days = 0; // 1 … 365 when enabled

    bool operator==(const RetentionPolicy &) const = default;
};

struct LoggingProperties
{
    QString version = QStringLiteral("1.0");
    bool remove = false; // <Delete>
    bool read = false;
    bool write = false;
    RetentionPolicy retention;

    bool operator==(const LoggingProperties &) const = default;
};

struct MetricsProperties
{
    QString version = QStringLiteral("1.0");
    bool enabled = false;
    bool includeApis = false; // only meaningful (and only written) when enabled
    RetentionPolicy retention;

    bool operator==(const MetricsProperties &) const = default;
};

struct CorsRule
{
    QStringList allowedOrigins; // "*" or origins such as "https://example.com"
    QStringList allowedMethods; // of DELETE GET HEAD MERGE POST OPTIONS PUT PATCH
    QStringList allowedHeaders; // names, or prefixes ending in '*'
    QStringList exposedHeaders; // the same
    int maxAgeInSeconds = 0;

    bool operator==(const CorsRule &) const = default;
};

struct ServiceProperties
{
    LoggingProperties logging;
    MetricsProperties hourMetrics;
    MetricsProperties minuteMetrics;
    QList<CorsRule> cors;

    bool operator==(const ServiceProperties &) const = default;
};

// Reads a Set Table Service Properties body over `current`: an element left out keeps its current setting,
// as the service does (a <Cors> element replaces every rule; an empty one removes them). InvalidXmlDocument
// for malformed XML, a root other than StorageServiceProperties, an unknown or repeated element, a value
// that is not true/false or a number where one is due, a version other than 1.0, retention days outside
// 1 … 365 when enabled, more than MaxCorsRules rules, a rule without origins or methods, an unknown method
// or a negative max age.
Result<ServiceProperties> parseServiceProperties(QByteArrayView body, const ServiceProperties &current = {});

// The Get Table Service Properties body. parseServiceProperties(serializeServiceProperties(p)) == p.
QByteArray serializeServiceProperties(const ServiceProperties &properties);

// The Get Table Service Stats body: geo-replication "live", last synchronised at `lastSync`.
QByteArray serializeServiceStats(const QDateTime &lastSync);

// The first rule that allows `origin` for `method` (and, for a preflight, every header in
// `requestHeaders`), or nullopt. Origins compare case-insensitively; "*" allows any origin.
std::optional<CorsRule> matchCorsRule(const QList<CorsRule> &rules, QStringView origin, QStringView method,
    const QStringList &requestHeaders = {});

} // namespace rowan::protocol
