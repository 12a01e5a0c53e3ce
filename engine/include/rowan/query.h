// Running a query: a plan's key ranges read from the store in key order, the residual filter on every
// candidate, $select and $top applied, pages of at most 1000 entities within a time budget, and
// continuation tokens that resume by key (keyset paging, never OFFSET).
//
// Thread-safety: executeQuery() may run on any thread, many at once (the Store allows concurrent reads).
// The value types here are thread-compatible.
#pragma once

#include "rowan/entitypage.h"
#include "rowan/filter.h"
#include "rowan/plan.h"
#include "rowan/status.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <chrono>
#include <optional>

namespace rowan {

class Store;

struct QueryOptions
{
    // Wall-clock time one page may take; when it runs out the page ends early, possibly empty, with a
    // continuation (the service's 5 s).
    std::chrono::milliseconds timeBudget {5000};
    // Entities per page, at most limits::MaxPageSize (larger values are capped).
    int pageSize = limits::MaxPageSize;
};

// Where the next page starts. Opaque to clients: the REST layer sends nextPartitionKey()/nextRowKey() as
// x-ms-continuation-NextPartitionKey / -NextRowKey, the GUI keeps toToken(). Tokens stay valid across
// writes: a resumed query returns no entity twice and skips none that existed throughout.
class QueryContinuation
{
public:
    QueryContinuation() = default;

    bool isNull() const { return m_mode == Mode::None; }

    // "1!<base64url of the key's UTF-16BE>" and "1!<mode>!<base64url>"; empty for a null continuation.
    QString nextPartitionKey() const;
    QString nextRowKey() const;
    // Both in one string ("<nextPartitionKey> <nextRowKey>"); empty for a null continuation.
    QString toToken() const;

    // Reads the header values back. An empty NextRowKey means the start of the partition. Returns
    // InvalidInput when the values were not made by nextPartitionKey()/nextRowKey().
    static Result<QueryContinuation> fromHeaders(QStringView nextPartitionKey, QStringView nextRowKey);
    // Reads toToken() back; an empty token is the null continuation. InvalidInput when malformed.
    static Result<QueryContinuation> fromToken(QStringView token);

    // Another endpoint's continuation (Azure, Azurite), kept exactly as its
    // x-ms-continuation-NextPartitionKey and -NextRowKey headers carried it: nextPartitionKey()/nextRowKey()
    // give the values back unchanged and toToken() round-trips them ("r!<base64url> r!<base64url>"). Null
    // when both are empty.
    static QueryContinuation raw(QString nextPartitionKey, QString nextRowKey);
    bool isRaw() const { return m_mode == Mode::Raw; }

    // The resume position in plain keys (for display): the partition and row the next page starts at or
    // after. For a raw continuation: the header values as received.
    QString partitionKey() const { return m_partitionKey; }
    QString rowKey() const { return m_rowKey; }

    bool operator==(const QueryContinuation &) const = default;

    // Internal: how the position relates to the keys (used by the executor). Raw: a foreign token, which
    // the embedded executor refuses.
    enum class Mode : quint8 { None, BeforeRow, AfterRow, PartitionStart, PartitionEnd, Raw };
    Mode mode() const { return m_mode; }
    QueryContinuation(Mode mode, QString partitionKey, QString rowKey)
        : m_mode(mode)
        , m_partitionKey(std::move(partitionKey))
        , m_rowKey(std::move(rowKey))
    { }

private:
    Mode m_mode = Mode::None;
    QString m_partitionKey;
    QString m_rowKey;
};

struct QueryRequest
{
    Filter filter;
    // nullopt: every property. Otherwise only these (PartitionKey, RowKey, Timestamp only when listed);
    // see parseSelect().
    std::optional<QStringList> select;
    // Entities per page, 1..1000 ($top); nullopt: 1000.
    std::optional<int> top;
    // Null: from the start.
    QueryContinuation continuation;
    // When set, only entities inside this range are read or returned, whatever the filter says (a SAS's
    // spk/srk … epk/erk).
    std::optional<KeyRange> keyLimit;
};

struct QueryPage
{
    // In key order, as stored; decoded when read. With $select the page carries the selection:
    // entities.entity(i, &missing) holds only the selected user properties the entity has, and reports the
    // selected names it lacks (they are sent as null).
    EntityPage entities;
    // Null when the query is complete.
    QueryContinuation continuation;
    // The plan that ran.
    QueryKind kind = QueryKind::TableScan;
    // Entities read from the store for this page (returned or dropped by the filter).
    qint64 scanned = 0;
    // True when the page ended because the time budget ran out.
    bool timedOut = false;
};

// Parses a $select value: comma-separated property names (spaces around them ignored), duplicates
// dropped, order kept; "*" or an empty value selects everything (nullopt). PartitionKey, RowKey and
// Timestamp may be listed. Returns InvalidInput for an empty item or a name that is not a valid property
// name.
Result<std::optional<QStringList>> parseSelect(QStringView text);

// Checks a $top value: InvalidInput unless 1..1000.
Status validateTop(int top);

// Runs one page of the query on `account`/`table`. Errors: InvalidInput ($top out of range, a select
// list that parseSelect() would refuse), TableNotFound, and the store's errors (StoreIoError, StoreBusy…).
Result<QueryPage> executeQuery(const Store &store, const QString &account, const QString &table,
    const QueryRequest &request, const QueryOptions &options = {});

} // namespace rowan
