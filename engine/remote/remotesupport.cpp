#include "remotesupport.h"

#include "rowan/protocol/errorbody.h"
#include "rowan/protocol/resourcepath.h"
#include "rowan/protocol/sharedkey.h"

#include <algorithm>
#include <cmath>

namespace rowan::remote {

namespace {

FilterNode compareKey(const char *name, CompareOp op, const QString &value)
{
    return FilterNode::compare(QString::fromLatin1(name), op, Value::string(value));
}

// Entities at or after (inclusive) / after (exclusive) the bound.
FilterNode lowerNode(const KeyBound &b)
{
    if (!b.rowKey)
        return compareKey("PartitionKey", b.inclusive ? CompareOp::Ge : CompareOp::Gt, b.partitionKey);
    return FilterNode::anyOf({compareKey("PartitionKey", CompareOp::Gt, b.partitionKey),
        FilterNode::allOf({compareKey("PartitionKey", CompareOp::Eq, b.partitionKey),
            compareKey("RowKey", b.inclusive ? CompareOp::Ge : CompareOp::Gt, *b.rowKey)})});
}

FilterNode upperNode(const KeyBound &b)
{
    if (!b.rowKey)
        return compareKey("PartitionKey", b.inclusive ? CompareOp::Le : CompareOp::Lt, b.partitionKey);
    return FilterNode::anyOf({compareKey("PartitionKey", CompareOp::Lt, b.partitionKey),
        FilterNode::allOf({compareKey("PartitionKey", CompareOp::Eq, b.partitionKey),
            compareKey("RowKey", b.inclusive ? CompareOp::Le : CompareOp::Lt, *b.rowKey)})});
}

} // namespace

std::optional<FilterNode> keyRangeFilter(const KeyRange &range)
{
    const auto &lo = range.lower;
    const auto &hi = range.upper;
    if (!lo && !hi)
        return std::nullopt;
    // Both ends in one partition: say so plainly, so any endpoint plans it as a partition or row range.
    if (lo && hi && lo->partitionKey == hi->partitionKey && (lo->rowKey || lo->inclusive)
        && (hi->rowKey || hi->inclusive)) {
        QList<FilterNode> parts {compareKey("PartitionKey", CompareOp::Eq, lo->partitionKey)};
        if (lo->rowKey && hi->rowKey && *lo->rowKey == *hi->rowKey && lo->inclusive && hi->inclusive)
            parts.append(compareKey("RowKey", CompareOp::Eq, *lo->rowKey));
        else {
            if (lo->rowKey)
                parts.append(
                    compareKey("RowKey", lo->inclusive ? CompareOp::Ge : CompareOp::Gt, *lo->rowKey));
            if (hi->rowKey)
                parts.append(
                    compareKey("RowKey", hi->inclusive ? CompareOp::Le : CompareOp::Lt, *hi->rowKey));
        }
        return parts.size() == 1 ? parts.first() : FilterNode::allOf(parts);
    }
    if (lo && hi)
        return FilterNode::allOf({lowerNode(*lo), upperNode(*hi)});
    return lo ? lowerNode(*lo) : upperNode(*hi);
}

Result<Filter> combineFilters(const Filter &filter, const std::optional<FilterNode> &more)
{
    if (!more)
        return filter;
    if (filter.isEmpty())
        return Filter::fromNode(*more);
    return Filter::fromNode(FilterNode::allOf({*filter.root(), *more}));
}

std::optional<DateTime> timestampFromEtag(QStringView etag)
{
    static constexpr QStringView prefix = u"W/\"datetime'";
    static constexpr QStringView suffix = u"'\"";
    if (!etag.startsWith(prefix) || !etag.endsWith(suffix))
        return std::nullopt;
    const QStringView inner = etag.sliced(prefix.size(), etag.size() - prefix.size() - suffix.size());
    const auto decoded = protocol::percentDecode(inner.toUtf8());
    if (!decoded)
        return std::nullopt;
    return DateTime::fromIsoString(*decoded);
}

bool isRetryable(const HttpResponse &response)
{
    switch (response.failure) {
    case HttpResponse::Failure::Network:
    case HttpResponse::Failure::Timeout:
        return true;
    case HttpResponse::Failure::Tls:
    case HttpResponse::Failure::Cancelled:
        return false;
    case HttpResponse::Failure::None:
        break;
    }
    const int s = response.status;
    return s == 408 || s == 429 || s == 500 || s == 503;
}

std::optional<std::chrono::milliseconds> retryAfter(const HttpResponse &response, const QDateTime &now)
{
    const QByteArrayView value = response.headers.value("retry-after").trimmed();
    if (value.isEmpty())
        return std::nullopt;
    bool ok = false;
    const qint64 seconds = value.toByteArray().toLongLong(&ok);
    if (ok)
        return seconds < 0 ? std::nullopt : std::optional(std::chrono::milliseconds(seconds * 1000));
    const QDateTime when = protocol::parseHttpDate(value);
    if (!when.isValid())
        return std::nullopt;
    return std::chrono::milliseconds(std::max<qint64>(0, now.msecsTo(when)));
}

std::chrono::milliseconds backoffDelay(const RetryPolicy &policy, int retry, double random01)
{
    const double cap = double(policy.maxDelay.count());
    const double grown = double(policy.initialDelay.count()) * std::ldexp(1.0, std::min(retry, 30));
    return std::chrono::milliseconds(qint64(std::clamp(random01, 0.0, 1.0) * std::min(cap, grown)));
}

Error errorFromResponse(const HttpResponse &response)
{
    if (auto parsed = protocol::parseErrorBody(response.body))
        return *parsed;
    const QByteArray header = response.headers.value("x-ms-error-code").toByteArray();
    ErrorCode code = ErrorCode::InternalError;
    switch (response.status) {
    case 401:
    case 403:
        code = ErrorCode::AuthenticationFailed;
        break;
    case 404:
        code = ErrorCode::ResourceNotFound;
        break;
    case 408:
        code = ErrorCode::OperationTimedOut;
        break;
    case 409:
        code = ErrorCode::EntityAlreadyExists;
        break;
    case 412:
        code = ErrorCode::UpdateConditionNotSatisfied;
        break;
    case 429:
    case 503:
        code = ErrorCode::ServerBusy;
        break;
    default:
        if (response.status >= 400 && response.status < 500)
            code = ErrorCode::InvalidInput;
        break;
    }
    QString message = QStringLiteral("The endpoint answered HTTP %1").arg(response.status);
    if (!header.isEmpty())
        message += QStringLiteral(" (%1)").arg(QString::fromUtf8(header));
    return Error {code, message + u'.'};
}

QString describeFailure(const HttpResponse &response)
{
    switch (response.failure) {
    case HttpResponse::Failure::Network:
        return QStringLiteral("network error: %1").arg(response.failureText);
    case HttpResponse::Failure::Tls:
        return QStringLiteral("TLS error: %1").arg(response.failureText);
    case HttpResponse::Failure::Timeout:
        return QStringLiteral("timeout: %1").arg(response.failureText);
    case HttpResponse::Failure::Cancelled:
        return QStringLiteral("cancelled");
    case HttpResponse::Failure::None:
        break;
    }
    return QStringLiteral("HTTP %1 (%2)").arg(response.status).arg(errorFromResponse(response).toString());
}

} // namespace rowan::remote
