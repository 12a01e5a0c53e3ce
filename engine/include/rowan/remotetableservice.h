// An Azure Tables REST endpoint (Azure Table storage, Azurite, `rowan serve`) as a TableService. Requests
// go over QNetworkAccessManager (keep-alive; HTTPS with the system's certificate authorities, or those of
// SSL_CERT_FILE / SSL_CERT_DIR; proxies from https_proxy, http_proxy, all_proxy and no_proxy, never for a
// loopback endpoint) and every wire format comes from engine/protocol/ (JSON entities, $batch multipart,
// Shared Key signing, SAS). Capabilities: none of the statistics (a remote endpoint keeps none), TableAcl
// with an account key, AccountKeys with an account key.
//
// Retries: exponential back-off with jitter on 408, 429, 500, 503 and network errors, honouring
// Retry-After, only for requests that are safe to repeat (reads; writes guarded by an ETag, or whose outcome
// is checked before repeating), bounded by RetryPolicy; the error after the last try names its failure.
//
// Thread-safety: as TableService (any method from any thread at once; calls block the calling thread, never
// a thread with the caller's event loop).
#pragma once

#include "rowan/safety.h"
#include "rowan/tableservice.h"

#include <QString>
#include <QUrl>

#include <chrono>
#include <memory>

namespace rowan {

struct RetryPolicy
{
    // Tries after the first; 0 turns retries off.
    int maxRetries = 5;
    // The first back-off; each next one doubles, with full jitter, up to maxDelay.
    std::chrono::milliseconds initialDelay {200};
    std::chrono::milliseconds maxDelay {8000};
    // No retry starts after this much time since the first try.
    std::chrono::milliseconds maxTotal {30000};
    // One request's time limit (connect + answer).
    std::chrono::milliseconds requestTimeout {30000};
};

struct RemoteEndpoint
{
    // The table service's base URL, e.g. https://acct.table.core.windows.net or, path-style,
    // http://127.0.0.1:10002/devstoreaccount1.
    QUrl tableEndpoint;
    QString account;
    // Shared Key (base64) when set; otherwise sasToken.
    QString accountKey;
    // A SAS token without the leading '?': an account SAS, or a table SAS (then sasTable names its table).
    QString sasToken;
    QString sasTable;
    RetryPolicy retry;
    // How careful to be (rowan/safety.h); with SafetyLevel::ReadOnly every request that is not a read is
    // refused before it is sent. Not part of a connection string: the saved connection keeps it.
    SafetyProfile safety;

    // From a connection string (AccountName/AccountKey/TableEndpoint/DefaultEndpointsProtocol/
    // EndpointSuffix/SharedAccessSignature, UseDevelopmentStorage=true) or a SAS URL (a table URL or the
    // account's endpoint with a query holding `sig`). InvalidInput naming what is wrong.
    static Result<RemoteEndpoint> fromConnectionString(QStringView text);
    static Result<RemoteEndpoint> fromSasUrl(QStringView url);
    // For people, without secrets: "devstoreaccount1 on 127.0.0.1:10002".
    QString displayName() const;
};

class RemoteTableService final : public TableService
{
public:
    explicit RemoteTableService(RemoteEndpoint endpoint);
    ~RemoteTableService() override;

    const RemoteEndpoint &endpoint() const;
    // One cheap authenticated request (Query Tables with $top=1, or for a table SAS a query on its table
    // with $top=1): whether the endpoint answers and accepts the credentials. The error names the failure
    // (host not found, refused, TLS, AuthenticationFailed …).
    Status testConnection() const;
    // Stops every call in flight and every retry wait: they return Cancelled.
    void cancelAll();

    ServiceDescription description() const override;
    Status setSafetyProfile(const SafetyProfile &profile) override;
    Result<QList<Account>> accounts() const override;
    Result<QList<TableInfo>> listTables(const QString &account) const override;
    Result<TableInfo> createTable(const QString &account, const QString &name) override;
    Status deleteTable(const QString &account, const QString &name) override;
    Result<Entity> getEntity(const QString &account, const QString &table, const QString &partitionKey,
        const QString &rowKey, const ScanOptions &options = {}) const override;
    Result<ScanResult> scan(const QString &account, const QString &table, const KeyRange &range,
        const EntityVisitor &visitor, const ScanOptions &options = {},
        const CancelFlag &cancel = {}) const override;
    Result<QueryPage> query(const QString &account, const QString &table, const QueryRequest &request,
        const QueryOptions &options = {}) const override;
    Result<EntityVersion> write(
        const QString &account, const QString &table, const EntityOperation &op) override;
    Result<QList<EntityVersion>> executeBatch(
        const QString &account, const QString &table, const QList<EntityOperation> &operations) override;
    Result<QList<SignedIdentifier>> tableAccessPolicies(
        const QString &account, const QString &table) const override;
    Status setTableAccessPolicies(
        const QString &account, const QString &table, const QList<SignedIdentifier> &policies) override;

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace rowan
