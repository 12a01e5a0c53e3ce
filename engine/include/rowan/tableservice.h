// One table service, embedded or remote: the contract every explorer model reads and writes through. The
// embedded store (LocalTableService, rowan/localtableservice.h) and an Azure Tables REST endpoint (Azure,
// Azurite, `rowan serve`) both implement it, so a model never knows which one it shows; what a backend
// cannot do it says through capabilities() and answers with NotImplemented.
//
// Calls block until the answer is there (a file read, or an HTTP round trip with its retries): a program
// with a user interface calls them on worker threads, never on the thread that draws.
//
// Thread-safety: every method may be called from any thread at the same time as any other.
//
// Errors: Result/Status with the Azure error code (rowan/status.h): TableNotFound, ResourceNotFound,
// EntityAlreadyExists, UpdateConditionNotSatisfied (an ETag that no longer matches), the validation codes
// of Entity::validate(), and the backend's own: Store* for the embedded store; AuthenticationFailed,
// ServerBusy, OperationTimedOut and InternalError (with the last failure in the message) for a remote
// endpoint; Cancelled when a cancel flag was set; NotImplemented for what capabilities() lacks.
#pragma once

#include "rowan/accesspolicy.h"
#include "rowan/account.h"
#include "rowan/batch.h"
#include "rowan/entity.h"
#include "rowan/explain.h"
#include "rowan/journal.h"
#include "rowan/safety.h"
#include "rowan/query.h"
#include "rowan/scan.h"
#include "rowan/search.h"
#include "rowan/stats.h"
#include "rowan/status.h"
#include "rowan/storechange.h"

#include <QFlags>
#include <QList>
#include <QString>

#include <atomic>
#include <memory>

namespace rowan {

enum class ServiceCapability : quint32 {
    // Exact entity counts and bytes per table and partition without scanning: tableStats(), and the counts
    // in listTables(). Without it the counts are unknown (-1) and only a scan can count.
    Statistics = 0x1,
    // scanPartitions(): the partitions with their counts, from the statistics.
    PartitionList = 0x2,
    // explain(): a query's cost from the statistics before it runs. Without it planQuery() still names
    // the query's kind and key ranges.
    Explain = 0x4,
    // The data is encrypted at rest under a passphrase this application holds (description().encrypted
    // says whether it is now).
    Encryption = 0x8,
    // rekey(): the passphrase can be changed, set or removed.
    Rekey = 0x10,
    // createAccount(), deleteAccount(), regenerateKey(): accounts are managed here (an embedded store).
    ManageAccounts = 0x20,
    // accounts() carries the account keys, so Shared Key connection strings and SAS tokens can be signed.
    AccountKeys = 0x40,
    // tableAccessPolicies() and setTableAccessPolicies().
    TableAcl = 0x80,
    // addChangeObserver(): every commit to the data is announced, whoever made it (this application, the
    // endpoint it serves, an import). A remote endpoint does not say when others write.
    ChangeNotifications = 0x100,
    // The change journal (rowan/journal.h): beginAction(), withAction() and the journal's listings. Without
    // it writes are not recorded and nothing can be undone.
    Journal = 0x200,
    // A text index per table (createTextIndex()): search() answers a selective text from it instead of
    // reading the table.
    TextIndex = 0x400,
};
Q_DECLARE_FLAGS(ServiceCapabilities, ServiceCapability)

enum class ServiceKind { Embedded, Remote };

struct ServiceDescription
{
    ServiceKind kind = ServiceKind::Embedded;
    // For people: the store's file name, or "account on host".
    QString displayName;
    // The store's absolute path, or the endpoint's URL (without credentials).
    QString location;
    ServiceCapabilities capabilities;
    // With ServiceCapability::Encryption: whether the data is encrypted now.
    bool encrypted = false;
    // How careful to be with it (rowan/safety.h): a store's own profile, or the one a remote endpoint was
    // given (RemoteEndpoint::safety). With SafetyLevel::ReadOnly the service refuses every write.
    SafetyProfile safety;
};

// What became of one batch of TableService::executeBatches().
struct BatchOutcome
{
    enum class State {
        Committed, // every operation applied
        Failed, // none applied; `error` says why (with Error::operationIndex when one operation is at fault)
        Skipped, // not attempted: an earlier batch of its partition failed, or the call stopped
    };
    State state = State::Skipped;
    Error error;
};

// Set to true to stop a long call (a scan, a page read with its skip) early; the call then returns
// Cancelled or stops its visitor. Shared between the caller and the worker.
using CancelFlag = std::shared_ptr<std::atomic<bool>>;
inline CancelFlag makeCancelFlag()
{
    return std::make_shared<std::atomic<bool>>(false);
}

class TableService
{
public:
    virtual ~TableService();

    // What this backend is and can do. Cheap; never blocks.
    virtual ServiceDescription description() const = 0;
    bool has(ServiceCapability capability) const { return description().capabilities.testFlag(capability); }

    // --- Accounts ------------------------------------------------------------------------------------------
    // An embedded store holds several accounts; a remote endpoint is one. Keys are empty unless
    // AccountKeys.
    virtual Result<QList<Account>> accounts() const = 0;
    // NotImplemented without ManageAccounts. createAccount() makes an account with two generated keys;
    // deleteAccount() removes it with all its tables; regenerateKey() replaces key 1 or 2.
    virtual Result<Account> createAccount(const QString &name);
    virtual Status deleteAccount(const QString &name);
    virtual Result<Account> regenerateKey(const QString &name, int keyNumber);

    // --- Tables --------------------------------------------------------------------------------------------
    // Every table of the account in name order (case-insensitive). Without Statistics each TableInfo's
    // stats hold -1 (unknown).
    virtual Result<QList<TableInfo>> listTables(const QString &account) const = 0;
    virtual Result<TableInfo> createTable(const QString &account, const QString &name) = 0;
    virtual Status deleteTable(const QString &account, const QString &name) = 0;

    // --- Statistics (NotImplemented without Statistics / PartitionList) ------------------------------------
    virtual Result<TableStats> tableStats(const QString &account, const QString &table) const;
    // Partitions with at least one entity whose PartitionKey lies in `range`, in key order.
    virtual Result<ScanResult> scanPartitions(const QString &account, const QString &table,
        const NameRange &range, const PartitionVisitor &visitor) const;

    // --- Reading entities ----------------------------------------------------------------------------------
    // ResourceNotFound when the entity does not exist.
    virtual Result<Entity> getEntity(const QString &account, const QString &table,
        const QString &partitionKey, const QString &rowKey, const ScanOptions &options = {}) const = 0;
    // Visits the entities of `range` in key order; the visitor runs on the calling thread. A remote backend
    // reads them page by page (keys only when options.projection is empty), so the snapshot is per page.
    // Stops early, returning Cancelled, once `cancel` is set.
    virtual Result<ScanResult> scan(const QString &account, const QString &table, const KeyRange &range,
        const EntityVisitor &visitor, const ScanOptions &options = {},
        const CancelFlag &cancel = {}) const = 0;
    // One page of an OData query ($filter, $select, $top, continuation), as executeQuery() defines it.
    // A remote page's `scanned` is -1 (the endpoint does not say).
    virtual Result<QueryPage> query(const QString &account, const QString &table, const QueryRequest &request,
        const QueryOptions &options = {}) const = 0;
    // The cost of `plan` from the statistics (explainQuery()). NotImplemented without Explain.
    virtual Result<CostEstimate> explain(const QString &account, const QString &table, const QueryPlan &plan,
        std::optional<int> top = std::nullopt) const;

    // --- Finding values (rowan/search.h) --------------------------------------------------------------------
    // Visits the entities of the table (or of request.filter's results) that match, in key order, with the
    // properties that matched. `progress` is called with the entities read so far, on the calling thread.
    // Errors: InvalidInput (TextMatcher::create()'s), TableNotFound, Cancelled once `cancel` is set (the
    // matches visited so far stand), and the backend's. The default reads the query's pages and tests each
    // entity on this computer (SearchResult::read counts what the pages carried); the embedded store scans
    // its records without decoding those that do not match, and uses the table's text index when it has one.
    virtual Result<SearchResult> search(const QString &account, const QString &table,
        const SearchRequest &request, const SearchVisitor &visitor, const SearchProgress &progress = {},
        const CancelFlag &cancel = {}) const;

    // --- The text index (NotImplemented without TextIndex) -------------------------------------------------
    // State None when the table has none. TableNotFound for a missing table.
    virtual Result<TextIndexStatus> textIndexStatus(const QString &account, const QString &table) const;
    // Builds the table's index (resuming a build that was stopped), committing a slice at a time so that
    // writes go on meanwhile; Cancelled once `cancel` is set (the index stays Building, and a later call
    // resumes it). Nothing to do when it is ready.
    virtual Status createTextIndex(const QString &account, const QString &table,
        const SearchProgress &progress = {}, const CancelFlag &cancel = {});
    // Removes the index (nothing to do without one).
    virtual Status dropTextIndex(const QString &account, const QString &table);

    // --- Writing entities ----------------------------------------------------------------------------------
    // One insert, update, merge, delete or upsert; EntityOperation::ifMatch guards it with an ETag.
    virtual Result<EntityVersion> write(
        const QString &account, const QString &table, const EntityOperation &op)
        = 0;
    // An entity group transaction: all operations or none; a failure names the operation at fault in
    // Error::operationIndex.
    virtual Result<QList<EntityVersion>> executeBatch(
        const QString &account, const QString &table, const QList<EntityOperation> &operations)
        = 0;
    // Many entity group transactions (bulk import), each all or none, with one outcome per batch in the
    // order given. Batches of one partition (their first operation's PartitionKey) are applied in the order
    // given, and after one of them fails the later ones of that partition are not started (Skipped), so a
    // caller can retry the failed one row by row and then send the rest again without reordering a
    // partition. Batches of different partitions may be applied in any order or at once. An error about the
    // table or the service rather than one operation (stopsBatches()) fails its batch and stops the call:
    // batches not yet started are Skipped. Never fails as a whole; `cancel`, when set, skips the batches not
    // yet started.
    // The default sends the batches through executeBatch(), those of different partitions on a few threads
    // at once; the embedded store commits many in one store transaction.
    virtual QList<BatchOutcome> executeBatches(const QString &account, const QString &table,
        const QList<QList<EntityOperation>> &batches, const CancelFlag &cancel = {});
    // Whether `error` concerns the whole table or service (TableNotFound, TableBeingDeleted, authentication,
    // ServerBusy, OperationTimedOut, InternalError, the Store* errors, Cancelled, or no operation named)
    // rather than one operation of a batch. Thread-safe.
    static bool stopsBatches(const Error &error);

    // --- Stored access policies (NotImplemented without TableAcl) ------------------------------------------
    virtual Result<QList<SignedIdentifier>> tableAccessPolicies(
        const QString &account, const QString &table) const;
    virtual Status setTableAccessPolicies(
        const QString &account, const QString &table, const QList<SignedIdentifier> &policies);

    // --- The store itself (NotImplemented without Rekey) ---------------------------------------------------
    // Changes, sets (on an unencrypted store) or removes (empty) the passphrase, re-encrypting every page. On
    // failure the data stays readable with the old passphrase.
    virtual Status rekey(const QString &newPassphrase);

    // --- Safety (rowan/safety.h) ---------------------------------------------------------------------------
    // Changes the profile description().safety reports and enforces. A store keeps it in its file (this is
    // the one change a read-only store accepts); a remote endpoint holds it for this service's lifetime,
    // and whoever saved the connection keeps it. InvalidInput for a profile checkSafetyProfile() refuses;
    // NotImplemented by a service that cannot keep one. A service that wraps another forwards it.
    virtual Status setSafetyProfile(const SafetyProfile &profile);

    // --- Change notification (NotImplemented without ChangeNotifications) ----------------------------------
    // Registers `observer`: called once per commit on the thread that committed, in commit order; it must be
    // quick and must not write. Returns the id for removeChangeObserver().
    virtual Result<quint64> addChangeObserver(StoreChangeObserver observer);
    // Once this returns the observer is not running and is never called again; unknown ids are ignored.
    virtual void removeChangeObserver(quint64 id);

    // --- The change journal (NotImplemented without Journal) ----------------------------------------------
    // Begins a user action; the writes made through withAction(id) are recorded into it, each in the same
    // transaction as its change, until endAction(id). InvalidInput for an empty kind.
    virtual Result<ActionId> beginAction(const ActionInfo &info);
    // Ends it: stamps its end, marks the action it undoes as undone, trims the journal to its limits.
    // InvalidInput when it is not open.
    virtual Status endAction(ActionId action);
    // A view of this service whose write(), executeBatch() and executeBatches() are recorded into `action`
    // (which must stay open while it writes; a write to another table than the action's fails with
    // InvalidInput); every other call behaves as on this service. nullptr without Journal: then write
    // through this service, unjournaled (journaled() does that choice).
    virtual std::shared_ptr<TableService> withAction(ActionId action);
    // The actions matching `filter`, newest first.
    virtual Result<QList<JournalAction>> journalActions(const JournalFilter &filter = {}) const;
    // ResourceNotFound when there is no such action (never was, or trimmed).
    virtual Result<JournalAction> journalAction(ActionId action) const;
    // Visits the action's records in write order; returns the number visited. The before-images are
    // decoded only with `withBefore`.
    virtual Result<qint64> journalRecords(
        ActionId action, const JournalRecordVisitor &visitor, bool withBefore = true) const;
    // Every journaled change of one entity, oldest first.
    virtual Result<QList<EntityChange>> entityHistory(const QString &account, const QString &table,
        const QString &partitionKey, const QString &rowKey) const;
    // The bytes the journal takes.
    virtual Result<qint64> journalSize() const;
    virtual Result<JournalLimits> journalLimits() const;
    // InvalidInput for a bound that is not positive; trims to the new limits at once.
    virtual Status setJournalLimits(const JournalLimits &limits);

protected:
    static Error notImplemented(const char *what);
};

// `service` writing into `action` (TableService::withAction()), or `service` itself when it has no journal
// or `action` is 0, so a caller writes the same way with or without one.
std::shared_ptr<TableService> journaled(const std::shared_ptr<TableService> &service, ActionId action);

} // namespace rowan

Q_DECLARE_OPERATORS_FOR_FLAGS(rowan::ServiceCapabilities)
