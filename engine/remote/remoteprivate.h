// The inside of RemoteTableService shared by its source files: request building and signing, the retry
// loop, and the reads the write path also uses to check whether an interrupted write took effect.
#pragma once

#include "httptransport.h"

#include "rowan/remotetableservice.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>
#include <mutex>
#include <optional>
#include <utility>

namespace rowan {

class RemoteTableService::Private
{
public:
    explicit Private(RemoteEndpoint e);

    struct Call
    {
        QByteArray method = "GET";
        // Relative to the endpoint, percent-encoded: "Tables", "t()", "t(PartitionKey='a',RowKey='b')".
        QString resource;
        // Decoded names and values; encoded when the URL is built.
        QList<std::pair<QString, QString>> query;
        QList<std::pair<QByteArray, QByteArray>> headers;
        QByteArray contentType;
        QByteArray body;
        // For people, in errors: "Insert Entity into t".
        QString what;
        // False: one try only (the checks made inside a retry loop).
        bool retry = true;
    };
    struct Outcome
    {
        remote::HttpResponse response;
        // The write was found to have taken effect on an earlier try whose answer was lost: `response` is
        // empty and the caller reads the result back.
        bool appliedEarlier = false;
        // executeOperations() only, with appliedEarlier: the versions read back, one per operation.
        QList<EntityVersion> readBack;
    };
    // Whether a write's effects are in place on the endpoint. True: it took effect, do not send it again.
    using AppliedCheck = std::function<Result<bool>()>;

    // Sends a call that is safe to repeat as it is (reads, idempotent writes) with the retry rules. An HTTP
    // answer of 400 or more becomes its Error; Cancelled when `cancel` or cancelAll() stopped it; after the
    // last try the Error names the last failure.
    Result<Outcome> execute(const Call &call, const CancelFlag &cancel = {}) const;
    // The same for a write that must not be applied twice: before repeating a try that may have reached
    // the server, `applied` is asked, and when the write took effect nothing is sent again
    // (Outcome::appliedEarlier). An error of the check is retried like a failed try.
    Result<Outcome> executeWrite(const Call &call, const AppliedCheck &applied) const;
    // executeWrite() for entity operations (a single write or an entity group transaction), checked by
    // reading the entities back (operationsApplied()); Outcome::readBack holds their versions when an
    // earlier try took effect.
    Result<Outcome> executeOperations(
        const Call &call, const QString &table, const QList<EntityOperation> &operations) const;
    // Get Table, one try: whether `name` exists, for the checks of Create Table and Delete Table.
    Result<bool> tableExists(const QString &name) const;

    // InvalidInput unless `account` is empty or the endpoint's.
    Status checkAccount(const QString &account) const;

    struct EntityPageResult
    {
        QList<Entity> entities;
        QueryContinuation continuation;
    };
    // One Query Entities page. `select` nullopt: every property; otherwise the keys, Timestamp and these.
    Result<EntityPageResult> queryEntities(const QString &table, const QString &filter,
        const std::optional<QStringList> &select, int top, const QueryContinuation &continuation,
        const CancelFlag &cancel, bool retry = true) const;
    // Get Entity. ResourceNotFound when absent.
    Result<Entity> fetchEntity(const QString &table, const QString &partitionKey, const QString &rowKey,
        const std::optional<QStringList> &select, bool retry = true) const;

    // Whether the operations' effects are all in place on the endpoint (what an interrupted write leaves
    // when it did take effect), with the versions read back (remotewrites.cpp).
    Result<bool> operationsApplied(
        const QString &table, const QList<EntityOperation> &operations, QList<EntityVersion> *versions) const;

    RemoteEndpoint endpoint;
    // The profile as it is now: endpoint.safety until setSafetyProfile() changes it while other threads
    // send (so it is kept apart from `endpoint`, which they read unguarded).
    SafetyProfile safety() const;
    void setSafety(const SafetyProfile &profile);
    QByteArray key; // decoded account key; empty with a SAS
    QString baseUrl; // "http://127.0.0.1:10002/devstoreaccount1", no trailing slash
    mutable remote::HttpTransport transport;

private:
    mutable std::mutex m_safetyMutex;
    SafetyProfile m_safety; // guarded by m_safetyMutex
    remote::HttpRequest build(const Call &call) const;
    Result<Outcome> send(const Call &call, const AppliedCheck &applied, const CancelFlag &cancel) const;
};

} // namespace rowan
