// Pure helpers of the remote client: the $filter for a key range, Timestamps read back from ETags, and the
// retry rules (which answers are worth repeating, how long to wait). No I/O; thread-safe.
#pragma once

#include "httptransport.h"

#include "rowan/filter.h"
#include "rowan/remotetableservice.h"
#include "rowan/scan.h"
#include "rowan/value.h"

#include <chrono>
#include <optional>

namespace rowan::remote {

// A filter matching exactly the entities of `range` in (PartitionKey, RowKey) order; nullopt for the whole
// table. An empty range (lower above upper) gives a filter that matches nothing.
std::optional<FilterNode> keyRangeFilter(const KeyRange &range);
// `filter` and `more` together ("(filter) and (more)"); either may be empty.
Result<Filter> combineFilters(const Filter &filter, const std::optional<FilterNode> &more);

// The Timestamp an ETag W/"datetime'2024-01-31T12%3A00%3A00.1234567Z'" was made from; nullopt for any
// other ETag.
std::optional<DateTime> timestampFromEtag(QStringView etag);

// 408, 429, 500, 503, and every network failure or timeout (not a cancellation nor a TLS failure).
bool isRetryable(const HttpResponse &response);
// The wait a Retry-After header asks for (seconds, or an HTTP date relative to `now`); nullopt when absent
// or unreadable.
std::optional<std::chrono::milliseconds> retryAfter(const HttpResponse &response, const QDateTime &now);
// Exponential back-off with full jitter: a uniformly random wait in [0, min(maxDelay, initial·2^retry)],
// `retry` counting from 0. `random01` is a number in [0, 1).
std::chrono::milliseconds backoffDelay(const RetryPolicy &policy, int retry, double random01);

// The error an HTTP failure answer stands for: the body's code and message when it has one, else one
// named after the status.
Error errorFromResponse(const HttpResponse &response);
// A failed exchange in words: "HTTP 503 (ServerBusy: …)", "network error: Connection refused", "timeout: …".
QString describeFailure(const HttpResponse &response);

} // namespace rowan::remote
