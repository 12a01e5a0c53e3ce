#include "rowan/tableservice.h"

#include <QHash>

#include <algorithm>
#include <thread>
#include <vector>

namespace rowan {

TableService::~TableService() = default;

Error TableService::notImplemented(const char *what)
{
    return Error {ErrorCode::NotImplemented,
        QStringLiteral("This endpoint does not offer %1.").arg(QLatin1StringView(what))};
}

Result<Account> TableService::createAccount(const QString &)
{
    return std::unexpected(notImplemented("account management"));
}

Status TableService::deleteAccount(const QString &)
{
    return std::unexpected(notImplemented("account management"));
}

Result<Account> TableService::regenerateKey(const QString &, int)
{
    return std::unexpected(notImplemented("account management"));
}

Result<TableStats> TableService::tableStats(const QString &, const QString &) const
{
    return std::unexpected(notImplemented("table statistics"));
}

Result<ScanResult> TableService::scanPartitions(
    const QString &, const QString &, const NameRange &, const PartitionVisitor &) const
{
    return std::unexpected(notImplemented("a partition list"));
}

Result<CostEstimate> TableService::explain(
    const QString &, const QString &, const QueryPlan &, std::optional<int>) const
{
    return std::unexpected(notImplemented("cost estimates"));
}

namespace {

// Round trips in flight at once for batches of different partitions: enough to hide a remote endpoint's
// latency without flooding it (it answers ServerBusy to too many).
constexpr int MaxBatchWorkers = 4;

} // namespace

// The importer reads a single write's error by this list too (less the authentication codes).
bool TableService::stopsBatches(const Error &error)
{
    switch (error.code) {
    case ErrorCode::TableNotFound:
    case ErrorCode::TableBeingDeleted:
    case ErrorCode::AuthenticationFailed:
    case ErrorCode::AuthorizationFailure:
    case ErrorCode::InternalError:
    case ErrorCode::OperationTimedOut:
    case ErrorCode::ServerBusy:
    case ErrorCode::StoreWrongPassphrase:
    case ErrorCode::StoreNotAStore:
    case ErrorCode::StoreCorrupt:
    case ErrorCode::StoreSchemaTooNew:
    case ErrorCode::StoreIoError:
    case ErrorCode::StoreBusy:
    case ErrorCode::StoreReadOnly:
    case ErrorCode::Cancelled:
        return true;
    default:
        return error.operationIndex < 0;
    }
}

QList<BatchOutcome> TableService::executeBatches(const QString &account, const QString &table,
    const QList<QList<EntityOperation>> &batches, const CancelFlag &cancel)
{
    QList<BatchOutcome> outcomes(batches.size());
    // One lane per partition, its batches in the order given.
    std::vector<std::vector<qsizetype>> lanes;
    QHash<QString, size_t> laneOf;
    for (qsizetype i = 0; i < batches.size(); ++i) {
        const QString key = batches[i].isEmpty() ? QString() : batches[i].first().entity.partitionKey();
        auto it = laneOf.find(key);
        if (it == laneOf.end()) {
            it = laneOf.insert(key, lanes.size());
            lanes.emplace_back();
        }
        lanes[*it].push_back(i);
    }
    std::atomic<size_t> nextLane {0};
    std::atomic<bool> stop {false};
    auto work = [&] {
        for (size_t lane = nextLane++; lane < lanes.size(); lane = nextLane++) {
            for (qsizetype index : lanes[lane]) {
                if (stop.load() || (cancel && cancel->load()))
                    break; // this batch and the rest of the lane stay Skipped
                BatchOutcome &outcome = outcomes[index];
                auto done = executeBatch(account, table, batches[index]);
                if (done) {
                    outcome.state = BatchOutcome::State::Committed;
                    continue;
                }
                outcome.state = BatchOutcome::State::Failed;
                outcome.error = done.error();
                if (stopsBatches(outcome.error))
                    stop = true;
                break;
            }
        }
    };
    const int workers = int(std::min<size_t>(lanes.size(), MaxBatchWorkers));
    std::vector<std::jthread> threads;
    for (int i = 1; i < workers; ++i)
        threads.emplace_back(work);
    work();
    threads.clear();
    return outcomes;
}

Result<QList<SignedIdentifier>> TableService::tableAccessPolicies(const QString &, const QString &) const
{
    return std::unexpected(notImplemented("stored access policies"));
}

Status TableService::setTableAccessPolicies(const QString &, const QString &, const QList<SignedIdentifier> &)
{
    return std::unexpected(notImplemented("stored access policies"));
}

Status TableService::rekey(const QString &)
{
    return std::unexpected(notImplemented("a passphrase"));
}

Status TableService::setSafetyProfile(const SafetyProfile &)
{
    return std::unexpected(notImplemented("a safety level"));
}

Result<quint64> TableService::addChangeObserver(StoreChangeObserver)
{
    return std::unexpected(notImplemented("change notifications"));
}

void TableService::removeChangeObserver(quint64) { }

} // namespace rowan

namespace rowan {

Result<ActionId> TableService::beginAction(const ActionInfo &)
{
    return std::unexpected(notImplemented("a change journal"));
}

Status TableService::endAction(ActionId)
{
    return std::unexpected(notImplemented("a change journal"));
}

std::shared_ptr<TableService> TableService::withAction(ActionId)
{
    return nullptr;
}

Result<QList<JournalAction>> TableService::journalActions(const JournalFilter &) const
{
    return std::unexpected(notImplemented("a change journal"));
}

Result<JournalAction> TableService::journalAction(ActionId) const
{
    return std::unexpected(notImplemented("a change journal"));
}

Result<qint64> TableService::journalRecords(ActionId, const JournalRecordVisitor &, bool) const
{
    return std::unexpected(notImplemented("a change journal"));
}

Result<QList<EntityChange>> TableService::entityHistory(
    const QString &, const QString &, const QString &, const QString &) const
{
    return std::unexpected(notImplemented("a change journal"));
}

Result<qint64> TableService::journalSize() const
{
    return std::unexpected(notImplemented("a change journal"));
}

Result<JournalLimits> TableService::journalLimits() const
{
    return std::unexpected(notImplemented("a change journal"));
}

Status TableService::setJournalLimits(const JournalLimits &)
{
    return std::unexpected(notImplemented("a change journal"));
}

std::shared_ptr<TableService> journaled(const std::shared_ptr<TableService> &service, ActionId action)
{
    if (!service || action == 0)
        return service;
    auto view = service->withAction(action);
    return view ? view : service;
}

} // namespace rowan
